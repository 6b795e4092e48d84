"""Fit vocabulary for English, German, French and Spanish review text.

Everything here is data: word lists and phrase patterns written for lower-cased text.
``signals.py`` compiles them once at import time.

Two kinds of triggers:

- *phrases* say something about fit on their own ("true to size", "size up",
  "eine Nummer größer", "prenez une taille au-dessus", "pide una talla más");
- *adjectives* ("small", "eng", "serré", "holgado") only count in predicate position:
  after a degree word or a fit verb/copula ("runs small", "a bit snug", "est trop petit")
  and not in front of a noun ("small pattern", "short sleeves", "petit mariage").
  The few words that are about fit on their own ("tight", "baggy") skip the first check.
"""

from __future__ import annotations

from dataclasses import dataclass

TIGHT, NEUTRAL, LOOSE = -1, 0, 1


def words(text: str) -> frozenset[str]:
    """A word set written as one whitespace-separated string (easier to read and edit)."""
    return frozenset(text.split())


def phrases(text: str) -> frozenset[str]:
    """Like ``words``, with ``_`` standing for a space inside a multi-word phrase."""
    return frozenset(w.replace("_", " ") for w in text.split())


@dataclass(frozen=True, slots=True)
class Adjective:
    words: tuple[str, ...]
    direction: int
    dimension: str | None = None  # default dimension when the clause names none
    alone: bool = False  # counts without a degree word or fit verb in front
    needs_dimension: frozenset[str] = frozenset()  # only with one of these dimensions
    judged: bool = False  # a style word: counts only when judged ("too boxy", "way oversized")


@dataclass(frozen=True, slots=True)
class Phrase:
    pattern: str
    direction: int
    dimension: str | None = None  # None: attach to a dimension named nearby, else overall
    fixed: bool = False  # True: never re-attached to a nearby dimension
    confidence: float = 0.8
    also_overall: bool = False  # a size change for one part ("went down a cup")
    wish: bool = False  # a wish is a verdict: "wish it were longer" (short); not a hedge


# ---------------------------------------------------------------------------- degrees
# Checked strongest first; "a little too small" is mild, "way too small" strong.
DEGREE_STRONG = (
    r"(?:way|much|far|waaay|wayyy)\s+too|extremely|super|ridiculously|incredibly|unbearably"
    r"|outrageously|hugely|massively|insanely|absurdly|seriously|very\s+very|so\s+so"
    r"|viel\s+zu|total|extrem|völlig|beaucoup\s+trop|vraiment\s+trop|bien\s+trop|carrément"
    r"|demasiado|súper|muy\s+muy|exageradamente|excesivamente"
)
DEGREE_MILD = (
    r"a\s+(?:little|bit|tad|touch|smidge)(?:\s+bit)?|slightly|somewhat|kinda|kind\s+of"
    r"|sort\s+of|a\s+hair|little|bit|tad|etwas|ein\s+bisschen|bisschen|ein\s+wenig|leicht"
    r"|einen\s+tick|eher|un\s+peu|légèrement|un\s+poil|un\s+brin|un\s+poco|un\s+pelín|algo"
    r"|ligeramente"
)
DEGREE_MEDIUM = (
    r"too|very|so|really|quite|pretty|rather|overly|definitely|noticeably|zu|sehr|ziemlich"
    r"|recht|deutlich|trop|très|assez|plutôt|vraiment|muy|bastante"
)

# Degree words that turn a style word into a judgement ("too boxy", "way oversized").
DEGREE_EXCESS = (
    r"(?:way|much|far|waaay|wayyy)(?:\s+too)?|too|overly|zu|viel\s+zu|trop|beaucoup\s+trop|bien\s+trop"
    r"|demasiado|excesivamente|muy\s+muy"
)

# Words that, right before an adjective, put it in predicate position ("runs small").
# Fit verbs give more confidence than plain copulas.
FIT_VERBS = (
    r"runs?|running|ran|fits?|fitting|fitted|sized|sizing|sizes|cut|comes|came"
    r"|fällt|fallen|fiel|fielen|sitzt|sitzen|saß"
    r"|(?<!la )(?<!une )(?<!ma )(?<!de )(?<!en )taille|taillent|chausse|chaussent"
    r"|queda|quedan|quedó|quedaba|quedaban|(?<!la )(?<!una )(?<!mi )(?<!de )(?<!en )talla|tallan"
    r"|calza|calzan|viene|vienen"
)
COPULAS = (
    r"is|was|are|were|isn'?t|wasn'?t|aren'?t|weren'?t|be|been|being|it'?s|its|they'?re|seems?|seemed"
    r"|felt|feels?|looks?"
    r"|looked|got|gets|getting|became|becomes|ist|sind|war|waren|wirkt|wirken|scheint|ist\s+es"
    r"|est|sont|était|étaient|c'est|semble|paraît|parait|me\s+va|es|son|era|eran|está|están"
    r"|estaba|resulta|resultó"
)

# Next word allowed after a predicate adjective; anything else is read as a noun
# ("small pattern", "long sleeves", "petit mariage", "talla pequeña"? -> "talla" comes before).
AFTER_ADJECTIVE = words(
    """
    and but or on for in at around across through throughout though overall everywhere all
    so which compared than with if as because bc even too when while i it to up fit fitting
    from now anyway also however yet still unless to me my the this these there here though
    especially esp except already after since once plus like imo lol over under along near
    about below above past round maybe perhaps probably though tho lately where wherever when
    near down up against without ohne sans sin even and
    vielleicht wohl leider eigentlich ja peut-être peut quizás quizá tal vez sein werden wirken
    ausfallen être paraître ser estar quedar como comme wie
    aus und aber an am im in um bei für ist sind war oder sonst obwohl da weil geschnitten
    gearbeitet bzw mir mich es ich die der das zu
    et mais ou pour au aux à a en sur dans avec pour que car donc pourtant me moi je il elle
    c'est cependant niveau chez partout
    y pero o para en con de del a que porque aunque me mi por sin ya
    """
)

# After a tight/loose word: the garment is meant to be like that ("snug as a rash guard
# should be", "ajustado como debe ser"), which is fitting as designed (0).
AS_DESIGNED = (
    r"\s*,?\s*(?:but\s+)?in\s+a\s+good\s+way|\s*,?\s*(?:but\s+)?in\s+(?:all\s+)?the\s+right\s+places"
    r"|\s*,?\s*(?:but\s+)?(?:not\s+(?:uncomfortably|too)\s+so|comfortably\s+so)"
    r"|\s*,?\s*(?:aber\s+)?(?:angenehm|bequem)\b|\s*,?\s*(?:mais\s+)?(?:agréablement|confortablement)\b"
    r"|\s*,?\s*(?:as|like)\s+(?:(?:a|an|the|any|it|they|you'?d|one|all)\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?:should|would|ought|is\s+supposed|are\s+supposed|is\s+meant|are\s+meant|needs?\s+to)\b"
    r"|\s*,?\s*wie\s+(?:es|sie|er|das|ein\w*\s+\w+)\s+(?:\w+\s+)?(?:sein\s+)?(?:soll|sollte|muss)"
    r"|\s*,?\s*comme\s+(?:il\s+faut|(?:doit|devrait)\s+l'être|(?:un|une|le|la)\s+\w+\s+(?:doit|devrait))"
    r"|\s*,?\s*como\s+(?:debe|tiene\s+que|debería)(?:\s+ser)?|\s*,?\s*como\s+(?:un|una|el|la)\s+\w+\s+(?:debe|tiene)"
)

# ----------------------------------------------------------------------------- negation
NEGATORS = words(
    "not n't never no nor neither without nicht kein keine keinesfalls nie pas ni jamais "
    "nunca tampoco isnt wasnt doesnt dont didnt arent werent aint"
)
# Hypothetical / hoped / feared statements and other people's opinions: the whole
# clause says nothing about this reviewer's fit ("worried it would be too small").
# Plain hedges ("maybe", "I think", "?") are not here: a hedged statement keeps its
# direction (fit-labels.md).
HEDGES = (
    r"\b(?:worried|afraid|feared|fear|scared|concerned|hoping|hoped|hope|wish|wished"
    r"|(?<!than\s)(?<!than\si\s)(?<!than\swe\s)expected|expecting|at\s+first|initially"
    r"|if\s+(?:it|they|i|we)\b(?!\s+(?:bought|ordered|buy|order|got|get)\s+(?:it\s+|this\s+|them\s+)?again)"
    r"|will\s+(?:probably\s+|likely\s+)?(?:get|become|stretch|loosen|shrink|be)\b"
    r"|would\s+(?:probably\s+|likely\s+)?(?:be|have\s+been|have\s+fit|fit)\b|not\s+sure\s+(?:if|whether)|zuerst|anfangs"
    r"|how\s+(?:it|they|things|this|clothes|items|something)\s+(?:fits?|would|will|might)"
    r"|(?:this|the|that)\s+brand|brand'?s|their\s+(?:clothes|things|sizes|sizing|items|tops|dresses|pants)"
    r"|(?:most|other|all)\s+(?:of\s+)?(?:their|retailer'?s?)\s+\w+"
    r"|(?:another|other)\s+(?:shirt|top|dress|one|item|pair|style|brand|jacket|skirt|sweater|blouse)s?"
    r"|(?:want|wanted|wanting|would\s+like|'d\s+like|would\s+have\s+liked|prefer|preferred)\b"
    r"|would\s+make|not\s+(?:so|too)\s+much\s+that|not\s+enough\s+(?:that|to)"
    r"|au\s+début|al\s+principio|thought\s+(?:it|they)\s+(?:would|might|will)|in\s+case|if\s+you|if\s+your"
    r"|supposed?\s+to|reviewers?\s+(?:said|say|says|found|find|mentioned|noted|complained|wrote)"
    r"|others\s+(?:said|say|found|mentioned)|(?:usually|normally|always|typically)\s+size"
    r"|those\s+with|anyone\s+with|for\s+those|people\s+with|women\s+with|someone\s+with"
    r"|to\s+make\s+sure|so\s+that|in\s+order\s+to|to\s+ensure|um\s+sicher|pour\s+être\s+sûre?|para\s+asegurar\w*"
    r"|sorge|befürchtet|angst|dachte|falls|wenn\s+man|wer\s+\w+|peur|craignais|pensais"
    r"|si\s+vous|si\s+tu|si\s+on|miedo|pensé|creí|temía|si\s+tienes|si\s+te|si\s+usted"
    r"|quien\s+tenga|celles?\s+qui|ceux\s+qui)\b"
)
# Comparisons with the product photos: said of one sub-clause only ("shorter than in the
# pictures, but the rise is fine").
PHOTO = (
    r"\b(?:on\s+the\s+(?:model|hanger|mannequin)|in\s+the\s+(?:photo|picture|pic|image)s?|beim\s+model"
    r"|auf\s+dem\s+(?:foto|bild)|sur\s+(?:le|la)\s+(?:mannequin|photo)|en\s+la\s+(?:foto|modelo))\b"
)
# Conditions and counterfactuals: size advice in such a clause sets no overall
# ("size up if busty", "would size down if it weren't for the waist").
CONDITIONS = (
    r"\b(?:if(?!\s+i\s+(?:bought|ordered|buy|order|got|get|were\s+to\s+(?:buy|order))\s+(?:it\s+|this\s+|them\s+)?again)"
    r"|unless|between\s+sizes|wenn|falls|sofern|zwischen\s+zwei\s+größen|si|sauf\s+si"
    r"|entre\s+deux\s+tailles|entre\s+dos\s+tallas|a\s+menos\s+que)\b"
)

# --------------------------------------------------------------------------- adjectives
ADJECTIVES: dict[str, tuple[Adjective, ...]] = {
    "en": (
        Adjective(("tight", "tighter", "snug", "snugger", "snugly"), TIGHT, alone=True),
        Adjective(("small", "smaller", "tiny", "skimpy", "constricting", "restrictive"), TIGHT),
        Adjective(("short", "shorter"), TIGHT, "length"),
        Adjective(("narrow", "narrower"), TIGHT, "width"),
        Adjective(
            ("baggy", "roomy", "roomier", "loose", "looser", "huge", "enormous"), LOOSE, alone=True
        ),
        Adjective(("big", "bigger", "large", "larger", "generous", "giant", "massive"), LOOSE),
        Adjective(
            ("oversized", "boxy", "flowy", "slouchy", "billowy", "voluminous"), LOOSE, judged=True
        ),
        Adjective(("cropped",), TIGHT, "length", judged=True),
        Adjective(("long", "longer"), LOOSE, "length"),
        Adjective(("wide", "wider"), LOOSE, "width"),
        Adjective(("low",), TIGHT, "rise", needs_dimension=frozenset({"rise"})),
        Adjective(("high",), LOOSE, "rise", needs_dimension=frozenset({"rise"})),
    ),
    "de": (
        Adjective(("eng", "enger", "zu eng"), TIGHT, alone=True),
        Adjective(("knapp", "klein", "kleiner", "winzig"), TIGHT),
        Adjective(("kurz", "kürzer"), TIGHT, "length"),
        Adjective(("schmal", "schmaler", "schmäler"), TIGHT, "width"),
        Adjective(
            ("weit", "weiter", "groß", "gross", "größer", "grösser", "locker", "riesig"), LOOSE
        ),
        Adjective(("lang", "länger"), LOOSE, "length"),
        Adjective(("oversized", "kastig", "weit geschnitten", "boxy"), LOOSE, judged=True),
        Adjective(("breit", "breiter"), LOOSE, "width"),
        Adjective(("niedrig", "tief"), TIGHT, "rise", needs_dimension=frozenset({"rise"})),
    ),
    "fr": (
        Adjective(("serré", "serrée", "serrés", "serrées"), TIGHT, alone=True),
        Adjective(("petit", "petite", "petits", "petites", "juste", "justes"), TIGHT),
        Adjective(("court", "courte", "courts", "courtes"), TIGHT, "length"),
        Adjective(("étroit", "étroite", "étroits", "étroites"), TIGHT, "width"),
        Adjective(("grand", "grande", "grands", "grandes", "ample", "amples"), LOOSE),
        Adjective(("large", "larges"), LOOSE, "width"),
        Adjective(("énorme", "énormes"), LOOSE),
        Adjective(("long", "longue", "longs", "longues"), LOOSE, "length"),
        Adjective(("oversize", "boxy", "fluide", "fluides", "évasé", "évasée"), LOOSE, judged=True),
        Adjective(("bas", "basse"), TIGHT, "rise", needs_dimension=frozenset({"rise"})),
    ),
    "es": (
        Adjective(("apretado", "apretada", "apretados", "apretadas"), TIGHT, alone=True),
        Adjective(("ajustado", "ajustada", "ajustados", "ajustadas"), TIGHT),
        Adjective(
            ("pequeño", "pequeña", "pequeños", "pequeñas", "chico", "chica", "chicos"), TIGHT
        ),
        Adjective(("justo", "justa", "justos", "justas"), TIGHT),
        Adjective(("corto", "corta", "cortos", "cortas"), TIGHT, "length"),
        Adjective(("estrecho", "estrecha", "estrechos", "estrechas"), TIGHT, "width"),
        Adjective(("holgado", "holgada", "holgados", "holgadas"), LOOSE, alone=True),
        Adjective(
            ("grande", "grandes", "enorme", "enormes", "amplio", "amplia", "flojo", "floja"), LOOSE
        ),
        Adjective(
            ("largo", "larga", "largos", "largas", "larguísimo", "larguísima"), LOOSE, "length"
        ),
        Adjective(
            ("cortísimo", "cortísima", "cortísimos", "cortísimas"), TIGHT, "length", alone=True
        ),
        Adjective(("enormísimo", "grandísimo", "grandísima"), LOOSE, alone=True),
        Adjective(("pequeñísimo", "pequeñísima", "chiquísimo", "chiquísima"), TIGHT, alone=True),
        Adjective(("ancho", "ancha", "anchos", "anchas"), LOOSE, "width"),
        Adjective(
            ("oversize", "boxy", "vaporoso", "vaporosa", "suelto", "suelta"), LOOSE, judged=True
        ),
        Adjective(("bajo",), TIGHT, "rise", needs_dimension=frozenset({"rise"})),
    ),
}

# ------------------------------------------------------------------------------ phrases
_SIZE_WORD = r"(?:size|sizes|number)"
PHRASES: dict[str, tuple[Phrase, ...]] = {
    "en": (
        Phrase(
            r"(?<!not )(?<!n't )true\s+to\s+(?:size|fit)|\btts\b|runs?\s+true",
            NEUTRAL,
            "overall",
            False,
            0.85,
        ),
        Phrase(
            r"(?:fits?|fitted)\s+(?:me\s+|him\s+|her\s+|them\s+|us\s+)?(?:just\s+|really\s+|very\s+|so\s+|super\s+|absolutely\s+)?"
            r"(?:perfectly|perfect|great|well|nicely|fine|beautifully|wonderfully|just\s+right|like\s+a\s+glove"
            r"|as\s+expected|as\s+described|as\s+advertised|as\s+pictured|as\s+shown|amazing(?:ly)?|ok|okay|good"
            r"|like\s+a\s+(?:dream|charm)|to\s+size|true)\b|sized\s+(?:just\s+)?right"
            r"|(?:it|they|this(?:\s+\w+)?|these(?:\s+\w+)?|mine|the\s+(?:shirt|top|dress|skirt|jacket|coat|sweater"
            r"|blouse|tee|pants|jeans|trousers|shorts|suit|vest|cardigan|jumpsuit|romper|bra|swimsuit|bikini"
            r"|tank|tunic|sweatshirt|hoodie|leggings|size\s+\w+|\w+\s+size))\s+(?:fits?|fitted)\s*"
            r"(?=[,.!;]|\s+(?:but|and|though|however)\b|$)"
            r"|(?:love|loved|like|liked)\s+(?:the\s+fit|how\s+it\s+fits|the\s+way\s+it\s+fits)\b",
            NEUTRAL,
            confidence=0.7,
        ),
        Phrase(r"(?:perfect|great|good|nice|right|proper|true)\s+fit\b", NEUTRAL, confidence=0.7),
        Phrase(
            r"(?:sizing|fit|the\s+size)\s+(?:is|was|seems|seemed)\s+(?:\w+\s+)?(?:accurate|spot\s+on|on\s+spot|right"
            r"|correct|perfect|consistent|great|fine|good|ok|okay)\b",
            NEUTRAL,
            "overall",
            confidence=0.75,
        ),
        Phrase(r"(?:the\s+)?right\s+size|just\s+right\b", NEUTRAL, confidence=0.6),
        Phrase(
            r"(?:order|get|buy|go\s+with|stick\s+with|take)\s+your\s+(?:normal|usual|regular|typical)\s+size"
            r"|(?:got|ordered|bought|took|wear|wore|went\s+with)\s+my\s+(?:normal|usual|regular|typical)\s+size"
            r"(?:\s+\w+)?\s*(?:,|and)\s+(?:it'?s\s+|it\s+is\s+|it\s+was\s+)?(?:perfect|great|fine|good)"
            r"|(?:normal|usual|regular|typical)\s+(?:size\s+)?(?:\w+\s+)?(?:fits?|fit|fitted|worked|works"
            r"|was\s+perfect|is\s+perfect)\b",
            NEUTRAL,
            "overall",
            True,
            0.75,
        ),
        # --- English: length is fine
        Phrase(
            r"(?:perfect|great|good|nice|right|ideal|fine|flattering)\s+length"
            r"|length\s+(?:is|was|were)\s+(?:just\s+)?(?:perfect|great|good|fine|right|ideal|spot\s+on|nice)"
            r"|(?:love|loved|like|liked)\s+(?:the\s+\w+\s+and\s+)?the\s+length|length\s+was\s+perfect",
            NEUTRAL,
            "length",
            False,
            0.75,
        ),
        # --- English: advice and exchanges
        Phrase(
            r"\bsiz(?:e|ed|es|ing)\s+up\b|(?:go|went|going|order|ordered|ordering|get|got|buy|bought|move|moved)"
            r"\s+up\s+(?:a|one|two|\d)\s+sizes?|(?:a|one|two|the)\s+(?:size|number)\s+(?:up|larger|bigger)"
            r"|next\s+size\s+up|(?:a|one)\s+size\s+larger|size\s+(?:larger|bigger)"
            r"|(?<!in\s)(?:a|the)\s+(?:larger|bigger)\s+(?:size|one)\b|(?:ordered|order|went|go)\s+up\s+(?:a\s+)?size",
            TIGHT,
            "overall",
            fixed=True,
            confidence=0.8,
        ),
        Phrase(
            r"\bsiz(?:e|ed|es|ing)\s+down\b|(?:go|went|going|order|ordered|ordering|get|got|buy|bought)"
            r"\s+down\s+(?:a|one|two|\d)\s+sizes?|(?:a|one|two)\s+sizes?\s+(?:down|smaller)"
            r"|(?:a|one)\s+size\s+smaller|size\s+smaller|(?<!in\s)(?:a|the)\s+smaller\s+(?:size|one)\b"
            r"|could(?:'ve|\s+have)\s+(?:gone|sized|gotten|ordered)\s+(?:down|a\s+smaller)",
            LOOSE,
            "overall",
            fixed=True,
            confidence=0.8,
        ),
        Phrase(
            r"could(?:n'?t|\s+not)\s+(?:zip|button|get\s+(?:it|them)\s+(?:on|over|zipped|buttoned))"
            r"|(?:would|did|does|will)(?:n'?t|\s+not)\s+(?:zip|button)",
            TIGHT,
            confidence=0.75,
        ),
        Phrase(r"on\s+the\s+(?:small|smaller|snug|tight|tighter)\s+si[dz]e", TIGHT, confidence=0.7),
        Phrase(r"on\s+the\s+(?:short|shorter)\s+side", TIGHT, "length", confidence=0.7),
        Phrase(
            r"on\s+the\s+(?:big|bigger|large|larger|loose|roomy|generous)\s+si[dz]e",
            LOOSE,
            confidence=0.7,
        ),
        Phrase(r"on\s+the\s+(?:long|longer)\s+side", LOOSE, "length", confidence=0.7),
        Phrase(
            r"swallowed\s+me|(?:falls?|fell|slides?|slid)\s+off\s+(?:my|the)\s+shoulders?",
            LOOSE,
            confidence=0.6,
        ),
    ),
    "de": (
        Phrase(
            r"größengerecht|grössengerecht|(?:fällt|fallen|fiel)\s+(?:\w+\s+)?normal\s*(?:aus)?|passgenau"
            r"|wie\s+angegossen|richtige\s+größe|(?:normale|gewohnte|übliche)\s+größe\s+bestellen",
            NEUTRAL,
            "overall",
            True,
            0.8,
        ),
        Phrase(
            r"(?:passt|passen|passte|sitzt|sitzen)\s+(?:\w+\s+)?(?:perfekt|super|gut|genau|hervorragend|prima"
            r"|einwandfrei|toll|wunderbar|alles)\b(?!\s+zu\b)|(?:jetzt|es|\w+)\s+passt\s*(?:es)?\s*(?:[.!]|$)",
            NEUTRAL,
            confidence=0.7,
        ),
        Phrase(
            r"(?:die\s+)?länge\s+(?:ist\s+|passt\s*)(?:perfekt|super|gut|genau\s+richtig|ideal)?",
            NEUTRAL,
            "length",
            False,
            0.7,
        ),
        Phrase(r"genau\s+richtig", NEUTRAL, confidence=0.7),
        Phrase(r"(?:die\s+)?(?:größe|grösse)\s+(?:stimmt|passt)", NEUTRAL, "overall", True, 0.75),
        Phrase(
            r"(?:eine|1|zwei|2)\s+(?:nummer|größe|grösse|gr\.)\s+größer|größer\s+bestellen|größere\s+größe",
            TIGHT,
            "overall",
            fixed=True,
            confidence=0.8,
        ),
        Phrase(
            r"(?:eine|1|zwei|2)\s+(?:nummer|größe|grösse|gr\.)\s+kleiner|kleiner\s+bestellen|kleinere\s+größe",
            LOOSE,
            "overall",
            fixed=True,
            confidence=0.8,
        ),
        Phrase(r"kneift|kneifen|spannt|spannen|drückt|drücken", TIGHT, confidence=0.65),
    ),
    "fr": (
        Phrase(
            r"taille\s+(?:bien|normalement|parfaitement|correctement)|conforme\s+(?:à|a)\s+(?:la\s+|sa\s+)?taille"
            r"|taille\s+(?:normale|habituelle|standard)|bonne\s+taille|taille\s+parfaite",
            NEUTRAL,
            "overall",
            True,
            0.8,
        ),
        Phrase(
            r"(?:va|vont|allait|tombe|tombent)\s+(?:\w+\s+)?(?:parfaitement|très\s+bien|bien|nickel|impeccablement)"
            r"|c'est\s+nickel|comme\s+un\s+gant",
            NEUTRAL,
            confidence=0.65,
        ),
        Phrase(
            r"longueur\s+(?:est\s+)?(?:parfaite|idéale|bonne|nickel)|bonne\s+longueur",
            NEUTRAL,
            "length",
            False,
            0.75,
        ),
        Phrase(
            r"(?:une|1)\s+taille\s+(?:au-dessus|au\s+dessus|de\s+plus|supérieure|plus\s+grande)",
            TIGHT,
            "overall",
            fixed=True,
            confidence=0.8,
        ),
        Phrase(
            r"(?:une|1)\s+taille\s+"
            r"(?:en[- ]dessous|au-dessous|de\s+moins|inférieure|plus\s+petite)",
            LOOSE,
            "overall",
            fixed=True,
            confidence=0.8,
        ),
    ),
    "es": (
        Phrase(
            r"(?:una|1)\s+talla\s+(?:más\s+(?:pequeña|chica)|menos|menor|inferior|abajo)",
            LOOSE,
            "overall",
            fixed=True,
            confidence=0.8,
        ),
        Phrase(
            r"(?:una|1)\s+talla\s+(?:más|mayor|superior|arriba)",
            TIGHT,
            "overall",
            fixed=True,
            confidence=0.8,
        ),
        Phrase(
            r"talla\s+(?:real|normal|correcta|perfecta|exacta|bien)|fiel\s+a\s+la\s+talla|justo\s+mi\s+talla"
            r"|mi\s+talla\s+justa|la\s+talla\s+es\s+correcta"
            r"|(?:tu|su|mi)\s+talla\s+(?:habitual|normal|de\s+siempre)",
            NEUTRAL,
            "overall",
            True,
            0.8,
        ),
        Phrase(
            r"(?:queda|quedan|quedó|sienta|sientan|calza)\s+(?:\w+\s+)?(?:perfect[oa]s?|genial|bien|de\s+maravilla|ideal"
            r"|como\s+un\s+guante)",
            NEUTRAL,
            confidence=0.65,
        ),
        Phrase(r"aprieta|aprietan|apretaba", TIGHT, confidence=0.65),
    ),
}

# ---------------------------------------------------------------------------- dimensions
OTHER_PART = "_other"
# The torso, Rumpf, buste: its length is ``length``; its width is no dimension.
TORSO = "_torso"
# Brust, poitrine, pecho: ``bust`` for a woman's garment or reviewer, else ``chest``.
BREAST = "_breast"
DIMENSION_WORDS: dict[str, frozenset[str]] = {
    # the garment's fit as a whole, where it is coordinated with a part ("fit and length")
    "overall": phrases("the_fit the_sizing passform die_passform la_coupe el_corte"),
    "length": phrases(
        """
        length body_length overall_length länge gesamtlänge rumpflänge körperlänge
        longueur longueur_totale largo_de de_largo el_largo largo_total
        """
    ),
    "waist": phrases(
        """
        waist waists waistband waist_band waistline middle midsection mid-section midriff
        an_der_taille in_der_taille
        die_taille der_taille bund bundweite bauch à_la_taille au_niveau_de_la_taille
        tour_de_taille ceinture cintura cinturilla
        """
    ),
    "hips": phrases(
        """
        hip hips butt bum seat rear backside hüfte hüften po gesäß hanches hanche
        fesses cadera caderas culo trasero
        """
    ),
    "chest": phrases("chest chest_area pecs brustumfang"),
    "bust": phrases(
        """
        oben_herum obenrum obenherum bust bustline boobs breast breasts breast_area bust_area
        cup cups up_top on_top in_top rib_cage ribcage underbust
        oberweite busen körbchen buste bonnet bonnets
        busto copa copas
        """
    ),
    TORSO: phrases("torso rumpf tronco"),
    BREAST: phrases("brust poitrine tour_de_poitrine pecho"),
    "shoulders": phrases(
        "shoulder shoulders schulter schultern schulterbreite épaules épaule hombros hombro"
    ),
    "sleeves": phrases(
        """
        sleeve sleeves sleeve_length arm_length arm arms upper_arms armlänge ärmel ärmeln
        ärmellänge armen
        arme manches manche bras longueur_de_manches longueur_des_manches mangas manga
        brazos largo_de_manga largo_de_las_mangas el_largo_de_manga el_largo_de_las_mangas
        """
    ),
    "rise": phrases("rise crotch leibhöhe schritt fourche taille_basse tiro"),
    "inseam": phrases(
        """
        inseam inseams leg_length beinlänge schrittlänge innenbeinlänge entrejambe
        longueur_d'entrejambe longueur_de_jambe entrepierna largo_de_entrepierna
        largo_de_pierna el_largo_de_entrepierna el_largo_de_pierna
        """
    ),
    "thigh": phrases(
        "thigh thighs oberschenkel oberschenkeln schenkel cuisses cuisse muslos muslo"
    ),
    "width": phrases(
        """
        toe_box toebox toe_area width weite zehenbereich zehenraum leisten largeur
        avant-pied ancho_del_pie puntera
        """
    ),
    # Parts that are not fit dimensions: an adjective next to them describes the part
    # ("the buttons are small", "armholes are a bit large"), so the mention is dropped.
    OTHER_PART: phrases(
        """
        armhole armholes arm_holes leg_opening opening neckline neck collar pocket pockets
        strap straps button buttons buttonholes holes tag tags pattern print slit slits hem
        hemline zipper bow tie ruffle ruffles logo stripes flowers heel_height calf calves
        ankle ankles stretch fabric material colour color quality weight price
        wrist wrists knee knees
        ausschnitt kragen knöpfe knopf muster träger tasche taschen absatz wade waden
        encolure col boutons bouton motif bretelles poche poches talon_haut mollet mollets
        cuello botones estampado tirantes bolsillos tacón gemelos pantorrillas
        """
    ),
}
# French "taille" is both size and waist: only its waist readings are listed above.
# A review is about footwear when it names the foot ("toes", "heel slips", "pointure"),
# or a footwear item near its start (title or first sentence: "boots" later in a dress
# review is styling advice).
FOOT_WORDS = phrases(
    """
    foot toes toebox toe_box insole insoles arch half_size half_a_size wide_feet narrow_feet
    füße füsse fuß fuss zehen ferse fußbett schuhgröße halbe_nummer
    pieds pied orteils talon pointure demi-pointure
    pies dedos talón horma medio_número
    """
)
FOOTWEAR_ITEMS = phrases(
    """
    shoe shoes boot boots sandal sandals sneaker sneakers trainer trainers loafer loafers
    slippers pumps heels flats mules clogs
    schuh schuhe stiefel stiefeletten sandalen turnschuhe pumps
    chaussure chaussures bottes bottines sandales baskets escarpins mocassins
    zapato zapatos zapatillas botas botines sandalias
    """
)

# ------------------------------------------------------------------- more phrases
# Listed before the phrases above: at one text position the first listed phrase wins
# ("fällt eine Nummer größer aus" is a verdict, not the advice "eine Nummer größer").
_FIRST: dict[str, tuple[Phrase, ...]] = {
    "en": (
        Phrase(
            r"(?:go|went|going|size|sized|sizing|order|ordered|move|moved)\s+up\s+(?:a|one)\s+cup"
            r"|(?:a|one)\s+cup\s+(?:size\s+)?(?:up|bigger|larger)|(?:bigger|larger)\s+cups?\s+size",
            TIGHT,
            "bust",
            True,
            0.8,
            also_overall=True,
        ),
        Phrase(
            r"(?:go|went|going|size|sized|sizing|order|ordered|move|moved)\s+down\s+(?:a|one)\s+cup"
            r"|(?:a|one)\s+cup\s+(?:size\s+)?(?:down|smaller)|smaller\s+cups?\s+size",
            LOOSE,
            "bust",
            True,
            0.8,
            also_overall=True,
        ),
        Phrase(
            r"(?:go|went|going|sized?|order|ordered|get|got|moved?)\s+up\s+(?:half\s+a|a\s+half)\s+size"
            r"|half\s+a\s+size\s+(?:up|bigger|larger)|half\s+size\s+(?:up|bigger|larger)"
            r"|(?:went|go|going|moved?|sized|size)\s+up\s+to\b"
            r"|(?:needed|need|needs)\s+(?:a|the)\s+(?:bigger|larger)\b"
            r"|should(?:'ve|\s+have|\s+of)\s+(?:got|gotten|ordered|bought|gone)\s+(?:a|the|with\s+the)\s+(?:bigger|larger)\b"
            r"|(?:needed|need)\s+to\s+size\s+up",
            TIGHT,
            "overall",
            True,
            0.8,
        ),
        Phrase(
            r"(?:go|went|going|sized?|order|ordered|get|got|moved?)\s+down\s+(?:half\s+a|a\s+half|half)\s+size"
            r"|half\s+a\s+size\s+(?:down|smaller)|half\s+size\s+(?:down|smaller)"
            r"|(?:went|go|going|moved?|sized|size)\s+down\s+to\b"
            r"|(?:should(?:'ve|\s+have)|could(?:'ve|\s+have))\s+(?:got|gotten|ordered|bought)\s+(?:a|the)\s+(?:smaller|\d)"
            r"|(?:needed|need|needs)\s+(?:a|the)\s+smaller\b",
            LOOSE,
            "overall",
            True,
            0.8,
        ),
    ),
    "de": (
        Phrase(
            r"(?:fällt|fallen|fiel|fielen)\s+(?:\w+\s+){0,4}?(?:größer|grösser|groß|gross|weit|weiter)\s+aus",
            LOOSE,
            "overall",
            True,
            0.85,
        ),
        Phrase(
            r"(?:fällt|fallen|fiel|fielen)\s+(?:\w+\s+){0,4}?(?:kleiner|klein|eng|enger|knapp|knapper)\s+aus",
            TIGHT,
            "overall",
            True,
            0.85,
        ),
        Phrase(
            r"(?:ein|1)\s+körbchen\s+(?:größer|grösser)",
            TIGHT,
            "bust",
            True,
            0.8,
            also_overall=True,
        ),
        Phrase(r"(?:ein|1)\s+körbchen\s+kleiner", LOOSE, "bust", True, 0.8, also_overall=True),
        Phrase(
            r"(?:eine\s+)?halbe\s+(?:nummer|größe|grösse)\s+(?:größer|grösser)",
            TIGHT,
            "overall",
            True,
        ),
        Phrase(r"(?:eine\s+)?halbe\s+(?:nummer|größe|grösse)\s+kleiner", LOOSE, "overall", True),
    ),
    "fr": (
        Phrase(
            r"(?:un|1)\s+bonnet\s+(?:au-dessus|au\s+dessus|de\s+plus|supérieur|plus\s+grand)",
            TIGHT,
            "bust",
            True,
            0.8,
            also_overall=True,
        ),
        Phrase(
            r"(?:un|1)\s+bonnet\s+(?:en[- ]dessous|au-dessous|de\s+moins|inférieur|plus\s+petit)",
            LOOSE,
            "bust",
            True,
            0.8,
            also_overall=True,
        ),
        Phrase(
            r"(?:une\s+|la\s+|1\s+)?(?:demi-)?(?:taille|pointure)\s+(?:au-dessus|au\s+dessus|supérieure)"
            r"|(?:une|1)\s+(?:demi-)?pointure\s+(?:de\s+plus|plus\s+grande)",
            TIGHT,
            "overall",
            True,
            0.8,
        ),
        Phrase(
            r"(?:une\s+|la\s+|1\s+)?(?:demi-)?(?:taille|pointure)\s+"
            r"(?:en[- ]dessous|au-dessous|inférieure)"
            r"|(?:une|1)\s+(?:demi-)?pointure\s+(?:de\s+moins|plus\s+petite)",
            LOOSE,
            "overall",
            True,
            0.8,
        ),
    ),
    "es": (
        Phrase(
            r"(?:una|1)\s+copa\s+(?:más\s+(?:pequeña|chica)|menos|menor)",
            LOOSE,
            "bust",
            True,
            also_overall=True,
        ),
        Phrase(r"(?:una|1)\s+copa\s+(?:más|mayor)", TIGHT, "bust", True, also_overall=True),
        Phrase(
            r"(?:un|1|medio)\s+número\s+(?:más\s+(?:pequeño|chico)|menos|menor)"
            r"|(?:una|1)\s+talla\s+(?:y\s+media\s+)?menos",
            LOOSE,
            "overall",
            True,
        ),
        Phrase(r"(?:un|1|medio)\s+número\s+(?:más|mayor)", TIGHT, "overall", True),
    ),
}

# Verbs and idioms that report a fit without a size adjective; attached to the part
# the clause names (a default dimension otherwise).
_TIGHT_EN = (
    r"pinch(?:es|ed|ing)?|dig(?:s|ging)?\s+in(?:to)?|dug\s+in(?:to)?|cuts\s+in(?:to)?|cutting\s+in(?:to)?|cut\s+into"
    r"|squeez(?:e|ed|ing)\s+(?:me\s+|myself\s+)?into|constrict(?:s|ed|ing)?"
    r"|(?:buttons?|fabric|seams?)\s+(?:pull|pulls|pulled|pulling|strain|strains|straining|gape|gaping)"
    r"|pull(?:s|ed|ing)?\s+(?:across|at|around)\b|strain(?:s|ed|ing)?\s+(?:across|at|around)\b"
    r"|gap(?:e|es|ed|ing|s)?\s+between\s+(?:the\s+)?buttons|rid(?:es|ing)?\s+up|rode\s+up"
    r"|spill(?:s|ed|ing)?\s+(?:over|out)|barely\s+(?:contained|zip|zipped|button|buttoned|fit|fits|pull\w*|get\s+(?:it|them)\s+on)"
    r"|(?:could|can)\s+(?:only\s+)?barely\s+(?:move|breathe|zip|button|lift|raise|sit|bend|get|pull|squeeze|fit|walk"
    r"|wear|close|reach|do\s+(?:it|them)\s+up)"
    r"|(?:can'?t|cannot|could(?:n'?t|\s+not))\s+(?:breathe|move\s+my\s+arms|sit(?:\s+down)?|bend|lift|raise|reach)\b"
    r"|no\s+(?:wiggle\s+)?room|not\s+(?:enough|much)\s+room|cut(?:s|ting)?\s+off\s+(?:my\s+)?circulation"
    r"|(?:couldn'?t|could\s+not|can'?t)\s+(?:get|pull)\s+(?:it|them)\s+(?:up\s+)?over"
    r"|doesn'?t\s+(?:even\s+)?(?:fit|go)\s+over|(?:didn'?t|did\s+not|won'?t|wouldn'?t)\s+(?:even\s+)?(?:fit|go)\s+over"
)
_LOOSE_EN = (
    r"(?:lots|plenty|loads|tons|heaps|a\s+lot|too\s+much|so\s+much|way\s+too\s+much|extra|more|some"
    r"|a\s+bit\s+of|a\s+little|a\s+little\s+bit\s+of)\s+(?:of\s+)?(?:extra\s+)?(?:room|space|fabric|material)\b"
    r"|room\s+to\s+spare|(?:has|have|had|with|there'?s|there\s+is|there\s+was)\s+(?:some\s+|a\s+little\s+|a\s+bit\s+of\s+"
    r"|more\s+|extra\s+)?room\b|(?<![\w'])room\s+(?:in|across|around|through|at)\s+the\b"
    r"|swamp(?:s|ed|ing)?\b|swallow(?:s|ed|ing)?\b|drown(?:s|ed|ing)?\s+(?:me|her|him|in)"
    r"|hang(?:s|ing)?\s+off|hung\s+off|(?:falls?|fell|falling|slides?|slid|sliding)\s+off"
    r"|gap(?:e|es|ed|ing)\b|(?:waist|waistband|band|it|they|back|top)\s+gaps\b|like\s+a\s+(?:tent|sack|potato\s+sack|tarp|parachute)|tent-?like"
    r"|droop(?:s|ed|ing)?\b|sag(?:s|ged|ging)\b|bag(?:s|ged)?\s+out"
    r"|(?:won'?t|wouldn'?t|doesn'?t|didn'?t|does\s+not|did\s+not|would\s+not)\s+stay\s+up"
)
_LONG_EN = (
    r"(?:had|have|has|need|needed|needs|will\s+have|'ll\s+have)\s+to\s+(?:be\s+)?(?:get\s+(?:it|them)\s+)?"
    r"(?:hem|hemmed|take\s+(?:it|them)\s+up|taken\s+up|shorten|shortened|roll|rolled|cuff|cuffed)\b"
    r"|(?:needs?|needed)\s+(?:hemming|shortening|taking\s+up)"
    r"|(?:get|got|getting|have|had|having)\s+(?:it|them|these|this|the\s+\w+)\s+(?:hemmed|shortened|taken\s+up)"
    r"|(?:hits?|falls?|fell|comes?|came|lands?|landed|ends?|ended|hangs?|hung)\s+(?:me\s+)?(?:\w+\s+){0,2}?lower\s+on"
    r"|(?:hits?|falls?|fell|comes?|came|lands?|landed|ends?|ended|hangs?|hung)\s+(?:me\s+)?(?:\w+\s+){0,2}?longer\s+than"
    r"|pool(?:s|ed|ing)?\s+(?:on|at|around)\b|puddl(?:e|es|ed|ing)\b|bunch(?:es|ed|ing)?\s+(?:up\s+)?at\s+the\s+(?:ankles?|bottom|wrists?)"
    r"|drag(?:s|ged|ging)?\s+on\s+the\s+(?:floor|ground)|(?:hits|hit|touches|touched|touching)\s+the\s+(?:floor|ground)"
    r"|cover(?:s|ed|ing)?\s+(?:my|his|her)\s+(?:hands|fingers|knuckles)|cover(?:s|ed|ing)?\s+half\s+(?:my|his|her)"
)
_SHORT_EN = (
    r"barely\s+cover(?:s|ed)?|(?:shows?|showed|showing|expos(?:es|ed|ing))\s+(?:my|your|her)\s+"
    r"(?:midriff|stomach|belly|tummy|lower\s+back|butt|bum)"
    r"|(?:hits?|falls?|fell|comes?|came|lands?|landed|ends?|ended)\s+(?:me\s+)?(?:\w+\s+){0,2}?(?:higher|shorter)\b"
    r"|(?:end|ends|ended|stops?|stopped|hit|hits|sits?|sat)\s+(?:well\s+|just\s+)?(?:above|before|short\s+of)\s+(?:my|the|her|his)\s+"
    r"(?:wrists?|ankles?|belly\s*button|navel|hip\s*bones?)"
)
_MORE: dict[str, tuple[Phrase, ...]] = {
    "en": (
        Phrase(
            r"(?:the\s+)?rest\s+(?:of\s+(?:it|the\s+\w+)\s+)?(?:fits?|fitted|is\s+(?:fine|perfect|great|good|ok|okay)"
            r"|was\s+(?:fine|perfect|great|good|ok)|fine|perfect|great|good|ok)\b"
            r"|everything\s+else\s+(?:fits?|fitted|(?:is|was)\s+(?:fine|perfect|great|good|ok|okay|spot\s+on|right))"
            r"|otherwise\s+(?:it\s+|they\s+)?fits?\b|(?:fits?|fit|fine|perfect|great)\s+(?:everywhere|elsewhere)"
            r"|(?:lovely|great|fine|perfect|good)\s+otherwise",
            NEUTRAL,
            "overall",
            True,
            0.7,
        ),
        Phrase(
            r"fits?\s+(?:exactly\s+|just\s+)like\s+(?:my|the)\s+other",
            NEUTRAL,
            "overall",
            True,
            0.7,
        ),
        Phrase(
            r"toes?\s+(?:\w+\s+)?(?:touch|touches|touching|touched|hit|hits|hitting|jammed|press|pressed|pressing"
            r"|(?:are|were)\s+at|at)\s+(?:\w+\s+)?(?:the\s+)?(?:end|front|tip)\b|crush(?:es|ed|ing)?\s+(?:my\s+)?toes",
            TIGHT,
            "overall",
            True,
            0.75,
        ),
        Phrase(
            r"heels?\s+(?:\w+\s+)?(?:slip|slips|slipping|slipped|slides?|sliding|comes?\s+out|came\s+out|pops?\s+out"
            r"|lifts?|lifting)|slip(?:s|ping)?\s+(?:out\s+)?at\s+the\s+heel",
            LOOSE,
            "overall",
            True,
            0.75,
        ),
        Phrase(r"shr[au]nk|shrinks|shrunken", TIGHT, "length", True, 0.7),
        Phrase(
            r"(?:can'?t|cannot|could(?:n'?t|\s+not)|unable\s+to|hard\s+to)\s+(?:lift|raise|move)\s+(?:my|his|her|your|the)\s+arms",
            TIGHT,
            "shoulders",
            True,
            0.75,
        ),
        Phrase(
            r"(?:sits?|sat|sitting)\s+(?:\w+\s+)?(?:lower|low)\b|(?:slides?|slid|sliding|slips?|slipping|falls?|falling)\s+down"
            r"|(?:pull|pulling|hike|hiking|hitch|hitching)\s+(?:them|it)\s+up|builder'?s\s+(?:bum|butt|crack)|plumber'?s\s+crack",
            TIGHT,
            "rise",
            True,
            0.65,
        ),
        Phrase(_TIGHT_EN, TIGHT, confidence=0.7),
        Phrase(_LOOSE_EN, LOOSE, confidence=0.7),
        Phrase(_LONG_EN, LOOSE, "length", confidence=0.7),
        Phrase(_SHORT_EN, TIGHT, "length", confidence=0.65),
        Phrase(
            r"(?:exactly\s+|just\s+)?(?:like|as)\s+on\s+the\s+model", NEUTRAL, "length", True, 0.6
        ),
    ),
    "de": (
        Phrase(
            r"(?:der\s+)?rest\s+(?:passt|sitzt|ist\s+(?:gut|perfekt|ok|okay|super))"
            r"|(?:ansonsten|sonst)\s+(?:passt|sitzt)(?:\s+(?:alles|es|sie|er))?|alles\s+andere\s+(?:passt|sitzt)",
            NEUTRAL,
            "overall",
            True,
            0.7,
        ),
        Phrase(
            r"(?:^|(?<=[,:]\s)|(?<=\w\s))passt\s*(?:es|sie|er|mir)?\s*(?=[.!,]|$)|passt\s+wie\s+(?:gewohnt|immer)",
            NEUTRAL,
            confidence=0.6,
        ),
        Phrase(
            r"zehen\s+(?:\w+\s+)?(?:stoßen|stossen|berühren|drücken)|stoße?n?\s+vorne\s+an|vorne\s+an",
            TIGHT,
            "overall",
            True,
            0.75,
        ),
        Phrase(
            r"ferse\s+(?:\w+\s+)?(?:rutscht|rutschen|rutschte)|rutscht\s+(?:\w+\s+)?(?:an|mit)\s+der\s+ferse"
            r"|(?:aus\s+dem\s+schuh|heraus)\s+rutsch",
            LOOSE,
            "overall",
            True,
            0.75,
        ),
        Phrase(r"eingelaufen|eingegangen", TIGHT, "length", True, 0.7),
        Phrase(
            r"(?:kann|konnte|könnte)\s+(?:\w+\s+){0,2}?(?:die|meine)\s+arme\s+(?:kaum|nicht)\s+(?:heben|bewegen|hochheben)"
            r"|(?:die|meine)\s+arme\s+(?:kaum|nicht)\s+(?:heben|bewegen)",
            TIGHT,
            "shoulders",
            True,
            0.75,
        ),
        Phrase(
            r"rutscht\s+(?:\w+\s+){0,2}?(?:runter|herunter|nach\s+unten)|sitzt\s+(?:\w+\s+)?(?:tiefer|zu\s+tief)"
            r"|(?:ständig\s+)?hochziehen",
            TIGHT,
            "rise",
            True,
            0.65,
        ),
        Phrase(
            r"zwickt|zwicken|schnürt\s+\w*\s*ein|schneidet\s+\w*\s*ein|einschneid\w*|(?:zu\s+)?wenig\s+platz"
            r"|kaum\s+(?:zu|zubekommen|zuknöpfen|bewegen|atmen)|nicht\s+zu(?:bekommen|knöpfen|zumachen)|quetsch\w*"
            r"|rutscht\s+(?:\w+\s+)?hoch",
            TIGHT,
            confidence=0.7,
        ),
        Phrase(
            r"(?:viel|genug|reichlich|ordentlich|zu\s+viel|etwas|mehr)\s+platz|platz\s+(?:an|in|im|am)\b|schlabber\w*"
            r"|sackartig|wie\s+ein\s+sack|steht\s+(?:\w+\s+){0,2}ab\b"
            r"|(?:hängt|hing)\s+(?:\w+\s+)?(?:durch|herunter|runter)|beult|wirft\s+falten",
            LOOSE,
            confidence=0.7,
        ),
        Phrase(
            r"(?:musste|muss|müssen|mussten)\s+(?:\w+\s+){0,3}?(?:kürzen|gekürzt|umnähen|umgenäht|umkrempeln|hochkrempeln)"
            r"|kürzen\s+lassen|schleift\s+(?:\w+\s+)?(?:am|auf\s+dem)\s+boden|(?:über|bedecken)\s+die\s+hände",
            LOOSE,
            "length",
            confidence=0.7,
        ),
        Phrase(
            r"(?:wie|genau\s+wie)\s+(?:beim|am)\s+(?:model|foto|bild)", NEUTRAL, "length", True, 0.6
        ),
    ),
    "fr": (
        Phrase(
            r"(?:le\s+)?reste\s+(?:me\s+)?(?:va|est\s+(?:parfait|bien|nickel|ok)|tombe\s+bien|taille\s+bien|parfait|nickel)"
            r"|pour\s+le\s+reste|sinon\s+(?:ça\s+|il\s+|elle\s+)?(?:va|taille\s+bien|est\s+parfait)|partout\s+ailleurs",
            NEUTRAL,
            "overall",
            True,
            0.7,
        ),
        Phrase(
            r"(?:me|lui|leur|vous)\s+va(?:\s+(?:très\s+)?bien|\s+parfaitement|\s+nickel)?\s*(?=[.!,]|$)",
            NEUTRAL,
            confidence=0.6,
        ),
        Phrase(
            r"orteils\s+(?:\w+\s+)?(?:touchent|tapent|butent|cognent)|(?:touchent|tapent|butent)\s+(?:au\s+bout|devant)",
            TIGHT,
            "overall",
            True,
            0.75,
        ),
        Phrase(
            r"talon\s+(?:qui\s+)?(?:\w+\s+)?(?:glisse|sort|bouge|décolle)|(?:le\s+)?pied\s+(?:glisse|sort)",
            LOOSE,
            "overall",
            True,
            0.75,
        ),
        Phrase(r"(?:a|ont|avait)\s+rétréci|rétréci\w*\s+au\s+lavage", TIGHT, "length", True, 0.7),
        Phrase(
            r"(?:ne\s+)?(?:peux|pouvais|pouvait|pu)\s+(?:\w+\s+)?(?:pas\s+|plus\s+)?lever\s+les\s+bras"
            r"|impossible\s+de\s+lever\s+les\s+bras",
            TIGHT,
            "shoulders",
            True,
            0.75,
        ),
        Phrase(
            r"(?:glisse|descend|tombe)\s+(?:\w+\s+)?(?:sans\s+cesse|tout\s+le\s+temps|constamment)|remonter\s+sans\s+cesse"
            r"|(?:glisse|glissent)\s+vers\s+le\s+bas",
            TIGHT,
            "rise",
            True,
            0.65,
        ),
        Phrase(
            r"(?:me|la|le|les)\s+serre(?:nt)?|(?:me\s+)?boudin\w*|comprim\w*|ne\s+(?:peux|pouvais|pouvait)\s+pas\s+"
            r"(?:fermer|boutonner|bouger|respirer|lever)|impossible\s+de\s+(?:fermer|boutonner|bouger|respirer|lever)"
            r"|ne\s+rentre\s+(?:même\s+)?pas|(?:ça\s+)?tire\s+(?:au|aux|sur|à)\b|remonte\b",
            TIGHT,
            confidence=0.7,
        ),
        Phrase(
            r"(?:beaucoup|trop|un\s+peu|assez|plein)\s+d'aisance|de\s+l'aisance|(?:beaucoup|trop|plein)\s+de\s+(?:place|marge|tissu)"
            r"|b[aâ]ill\w+|flott\w+|tombe\s+des\s+épaules|fait\s+des\s+plis|pochonn\w*",
            LOOSE,
            confidence=0.7,
        ),
        Phrase(
            r"(?:dû|du|dois|devoir|fallu)\s+(?:les\s+|la\s+|le\s+)?(?:faire\s+)?(?:ourler|raccourcir|reprendre\s+l'ourlet)"
            r"|faire\s+(?:un\s+)?ourlet|traîne\s+par\s+terre|(?:couvrent|couvre|cachent)\s+(?:\w+\s+)?(?:les\s+)?mains",
            LOOSE,
            "length",
            confidence=0.7,
        ),
        Phrase(
            r"comme\s+(?:sur|pour)\s+(?:le|la)\s+(?:mannequin|photo)", NEUTRAL, "length", True, 0.6
        ),
    ),
    "es": (
        Phrase(
            r"(?:el\s+)?resto\s+(?:me\s+)?(?:queda\s+)?(?:bien|perfecto|genial|ideal)|lo\s+demás\s+(?:me\s+)?(?:queda\s+)?"
            r"(?:bien|perfecto)|por\s+lo\s+demás",
            NEUTRAL,
            "overall",
            True,
            0.7,
        ),
        Phrase(r"(?:y|es|está|queda|quedó)\s+perfect[oa]\s*(?=[.!,]|$)", NEUTRAL, confidence=0.6),
        Phrase(
            r"dedos\s+(?:\w+\s+)?(?:tocan|topan|chocan|llegan|rozan)\s+(?:\w+\s+)?(?:final|punta)",
            TIGHT,
            "overall",
            True,
            0.75,
        ),
        Phrase(
            r"(?:se\s+(?:me\s+|le\s+)?)?sale\s+el\s+talón|talón\s+(?:se\s+)?(?:sale|baila|resbala)|se\s+me\s+sale\s+el\s+pie",
            LOOSE,
            "overall",
            True,
            0.75,
        ),
        Phrase(r"encog(?:ió|ieron|ido)", TIGHT, "length", True, 0.7),
        Phrase(
            r"no\s+(?:puedo|podía|pude|podia)\s+(?:levantar|subir|mover)\s+los\s+brazos",
            TIGHT,
            "shoulders",
            True,
            0.75,
        ),
        Phrase(
            r"se\s+(?:me\s+)?(?:baja|bajan|resbala|resbalan|escurre)|(?:subir|subirlos|subirlo)\s+(?:cada\s+rato|todo\s+el\s+rato|continuamente)",
            TIGHT,
            "rise",
            True,
            0.65,
        ),
        Phrase(
            r"me\s+oprime|no\s+(?:me\s+)?(?:cierra|abrocha|entra|cabe|entraba|cerraba)|no\s+(?:pude|puedo|podía)\s+"
            r"(?:cerrar|abrochar|mover|respirar|levantar)|tira\s+(?:de|en)\b",
            TIGHT,
            confidence=0.7,
        ),
        Phrase(
            r"(?:mucha|demasiada|bastante|algo\s+de)\s+(?:holgura|tela)|me\s+sobra\w*|sobra(?:n|ba)?\b|bailan?\b|bailaba"
            r"|hacen?\s+bolsas?|se\s+(?:me\s+)?(?:cae|caen|caía)|(?:hace|hacen|queda|quedan)\s+hueco",
            LOOSE,
            confidence=0.7,
        ),
        Phrase(
            r"(?:tuve|tengo|tendré|hubo)\s+que\s+(?:cortar|acortar|subir|meter\s+el\s+bajo|hacer\s+(?:el\s+)?bajo)"
            r"|arrastra\s+(?:por\s+el\s+suelo)?|(?:tapan|cubren|tapa|cubre)\s+(?:\w+\s+)?(?:las\s+)?manos",
            LOOSE,
            "length",
            confidence=0.7,
        ),
        Phrase(r"como\s+(?:en\s+)?(?:la\s+)?(?:modelo|foto)", NEUTRAL, "length", True, 0.6),
    ),
}
# Wishes and "it needed to be ..." are verdicts the other way round ("wish it were
# longer": short). Listed first so that the comparative is not read on its own.
_GARMENT_EN = (
    r"(?:it|they|this|these|the\s+(?:dress|top|shirt|skirt|jacket|coat|sweater|blouse|tee|pants|jeans"
    r"|trousers|shorts|suit|vest|cardigan|jumpsuit|romper|tunic|sweatshirt|hoodie|sleeves|arms|legs"
    r"|body|torso|length|waist|hem|bodice|rise|inseam))"
)
_AMOUNT = (
    r"(?:(?:a|an|bit|little|tad|touch|just|slightly|much|way|lot|few|couple|of|inch|inches|cm|\d+"
    r"|one|two|three|more|etwas|ein|bisschen|paar|wenig|viel|un|peu|poco|algo|mucho|más)\s+){0,5}"
)
_WISH_EN = (
    rf"(?:wish(?:ed)?\s+{_GARMENT_EN}\s+(?:was|were|had\s+been|would\s+be|came|ran)"
    rf"|if\s+only\s+{_GARMENT_EN}\s+(?:was|were)|{_GARMENT_EN}\s+(?:needed|needs|need)\s+to\s+be"
    rf"|{_GARMENT_EN}\s+(?:could\s+(?:use|have\s+been|be)|should\s+(?:be|have\s+been))"
    r"|would\s+(?:have\s+)?(?:look(?:ed)?|been|be)\s+(?:\w+\s+){0,2}?(?:better|nicer)"
    rf"(?:\s+(?:in|as|with))?)\s+{_AMOUNT}"
)
_WISH_DE = rf"(?:wünschte|hätte\s+gern|hätte\s+mir|könnten?|dürften?)\s+(?:\w+\s+){{0,2}}?{_AMOUNT}"
_WISH_FR = (
    r"(?:j'aurais\s+aimé\s+qu'(?:il|elle|ils|elles)\s+soi(?:t|ent)"
    r"|(?:il|elle|ils|elles|manches|jambes)\s+(?:pourrai(?:t|ent)|devrai(?:t|ent))\s+être)"
    rf"\s+{_AMOUNT}"
)
_WISH_ES = (
    r"(?:ojalá\s+(?:fuera|fueran)|(?:podría|debería)n?\s+ser|me\s+gustaría\s+que\s+fuera)"
    rf"\s+{_AMOUNT}"
)
_WISHES: dict[str, tuple[Phrase, ...]] = {
    lang: (
        Phrase(wish + longer + end, TIGHT, "length", confidence=0.7, wish=True),
        Phrase(wish + shorter + end, LOOSE, "length", confidence=0.7, wish=True),
        Phrase(wish + bigger + end, TIGHT, confidence=0.7, wish=True),
        Phrase(wish + smaller + end, LOOSE, confidence=0.7, wish=True),
    )
    for lang, wish, end, longer, shorter, bigger, smaller in (
        (
            "en",
            _WISH_EN,
            "",
            r"longer",
            r"shorter",
            r"(?:bigger|larger|looser|roomier|wider)",
            r"(?:smaller|tighter|more\s+fitted|more\s+tapered|narrower|slimmer)",
        ),
        (
            "de",
            _WISH_DE,
            r"\s+(?:sein|ausfallen|gewesen\s+sein)\b",
            r"länger",
            r"kürzer",
            r"(?:größer|grösser|weiter|lockerer)",
            r"(?:kleiner|enger|schmaler|taillierter)",
        ),
        (
            "fr",
            _WISH_FR,
            "",
            r"plus\s+longu?e?s?",
            r"plus\s+courte?s?",
            r"plus\s+(?:grande?s?|large?s?|ample?s?)",
            r"plus\s+(?:petite?s?|ajustée?s?|serrée?s?|cintrée?s?)",
        ),
        (
            "es",
            _WISH_ES,
            "",
            r"más\s+larg[oa]s?",
            r"más\s+cort[oa]s?",
            r"más\s+(?:grandes?|anch[oa]s?|holgad[oa]s?)",
            r"más\s+(?:pequeñ[oa]s?|ajustad[oa]s?|estrech[oa]s?|entallad[oa]s?)",
        ),
    )
}
PHRASES = {lang: _WISHES[lang] + _FIRST[lang] + PHRASES[lang] + _MORE[lang] for lang in PHRASES}

# ------------------------------------------------------------ "fits" about a named part
# A named part followed by one of these ("waist fits", "hips are fine", "Schultern
# passen", "les hanches vont bien", "la cintura perfecta") or one of these followed by
# a preposition and the part ("perfect across the shoulders", "parfait à la taille")
# is that part fitting as expected (0).
NEUTRAL_WORDS = (
    r"perfect|perfectly|fine|great|good|ok|okay|spot\s+on|right|just\s+right|nice|nicely|well|ideal"
    r"|comfortably|comfortable|perfekt|gut|super|genau\s+richtig|richtig|prima|okay|passend|bequem"
    r"|parfait|parfaite|parfaits|parfaites|bien\s+ajust[ée]+s?|bien|nickel|impeccable|idéal|idéale|bon|bonne|bonnes|correct"
    r"|correcte|confortable|perfecto|perfecta|perfectos|perfectas|genial|correcto|correcta|cómodo|cómoda"
)
FIT_PREDICATES = (
    r"fits?|fitted|sits?|sat|passt|passen|passte|sitzt|sitzen|saß|va|vont|allait|tombe|tombent|queda|quedan"
    r"|quedaba|sienta|sientan"
)
NEUTRAL_COPULAS = (
    r"(?:on\s+(?:these|them|me|him|her|this|it)\s+)?(?:is|are|was|were|'s|feels?|felt|seems?)"
    r"|ist|sind|war|waren|est|sont|était|étaient|es|son|está|están|era"
)
NEUTRAL_ADVERBS = (
    r"(?!tightly|loosely|snugly|closely|badly|poorly|oddly|weirdly|awkwardly|strangely)[a-z]+ly|just|absolutely|really|also|both|all|very|so|quite|pretty|exactly|totally|genau|auch|ebenfalls|sehr"
    r"|total|très|vraiment|aussi|muy|también|me|mir|ihm|ihr|him|her|them|lui|leur|le|la|les|fine"
)
NEUTRAL_PREPOSITIONS = (
    r"in|at|across|through|around|on|over|under|along|an|am|im|um|bei|über|à|au|aux|en|sur|au\s+niveau\s+de"
    r"|au\s+niveau\s+des|de|del|por"
)
