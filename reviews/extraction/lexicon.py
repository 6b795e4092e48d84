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


@dataclass(frozen=True, slots=True)
class Adjective:
    words: tuple[str, ...]
    direction: int
    dimension: str | None = None  # default dimension when the clause names none
    alone: bool = False  # counts without a degree word or fit verb in front
    needs_dimension: frozenset[str] = frozenset()  # only with one of these dimensions


@dataclass(frozen=True, slots=True)
class Phrase:
    pattern: str
    direction: int
    dimension: str | None = None  # None: attach to a dimension named nearby, else overall
    fixed: bool = False  # True: never re-attached to a nearby dimension
    confidence: float = 0.8


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
    r"is|was|are|were|be|been|being|it'?s|its|they'?re|seems?|seemed|felt|feels?|looks?"
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
    especially esp except already after since once plus like imo lol
    aus und aber an am im in um bei für ist sind war oder sonst obwohl da weil geschnitten
    gearbeitet bzw mir mich es ich die der das zu
    et mais ou pour au aux à a en sur dans avec pour que car donc pourtant me moi je il elle
    c'est cependant niveau chez partout
    y pero o para en con de del a que porque aunque me mi por sin ya
    """
)

# ----------------------------------------------------------------------------- negation
NEGATORS = words(
    "not n't never no nor neither without nicht kein keine keinesfalls nie pas ni jamais "
    "nunca tampoco isnt wasnt doesnt dont didnt arent werent aint"
)
# Hypothetical / hoped / feared statements: "worried it would be too small".
HEDGES = (
    r"\b(?:worried|afraid|feared|fear|scared|concerned|hoping|hoped|hope|wish|wished|expected"
    r"|expecting|thought\s+(?:it|they)\s+(?:would|might|will)|in\s+case|if\s+you|if\s+your"
    r"|if\s+i|perhaps|maybe|supposed?\s+to|on\s+the\s+model|in\s+the\s+(?:photo|picture)s?"
    r"|on\s+the\s+hanger|reviewers?\s+(?:said|say|says|found|find|mentioned|noted|complained|wrote)"
    r"|others\s+(?:said|say|found|mentioned)|(?:usually|normally|always|typically)\s+size"
    r"|those\s+with|anyone\s+with|for\s+those|people\s+with|women\s+with"
    r"|sorge|befürchtet|angst|dachte|falls|wenn\s+man|peur|craignais|pensais|si\s+vous"
    r"|miedo|pensé|creí|temía|si\s+tienes)\b"
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
        Adjective(
            ("big", "bigger", "large", "larger", "generous", "oversized", "giant", "massive"), LOOSE
        ),
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
        Adjective(("breit", "breiter"), LOOSE, "width"),
        Adjective(("niedrig", "tief"), TIGHT, "rise", needs_dimension=frozenset({"rise"})),
    ),
    "fr": (
        Adjective(("serré", "serrée", "serrés", "serrées"), TIGHT, alone=True),
        Adjective(("petit", "petite", "petits", "petites", "juste", "justes"), TIGHT),
        Adjective(("court", "courte", "courts", "courtes"), TIGHT, "length"),
        Adjective(("étroit", "étroite", "étroits", "étroites"), TIGHT, "width"),
        Adjective(
            ("grand", "grande", "grands", "grandes", "large", "larges", "ample", "amples"), LOOSE
        ),
        Adjective(("énorme", "énormes"), LOOSE),
        Adjective(("long", "longue", "longs", "longues"), LOOSE, "length"),
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
        Adjective(("largo", "larga", "largos", "largas"), LOOSE, "length"),
        Adjective(("ancho", "ancha", "anchos", "anchas"), LOOSE, "width"),
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
            True,
            0.85,
        ),
        Phrase(
            r"(?:fits?|fitted)\s+(?:me\s+)?(?:just\s+|really\s+|very\s+|so\s+|super\s+|absolutely\s+)?"
            r"(?:perfectly|perfect|great|well|nicely|fine|beautifully|wonderfully|just\s+right|like\s+a\s+glove"
            r"|as\s+expected|amazing(?:ly)?|ok|okay|good)\b",
            NEUTRAL,
            confidence=0.7,
        ),
        Phrase(r"(?:perfect|great|good|nice|right|proper|true)\s+fit\b", NEUTRAL, confidence=0.7),
        Phrase(
            r"(?:sizing|fit|the\s+size)\s+(?:is|was|seems|seemed)\s+(?:\w+\s+)?(?:accurate|spot\s+on|right"
            r"|correct|perfect|consistent|great|fine|good|ok|okay)\b",
            NEUTRAL,
            "overall",
            confidence=0.75,
        ),
        Phrase(r"(?:the\s+)?right\s+size|just\s+right\b", NEUTRAL, confidence=0.6),
        Phrase(
            r"(?:order|get|buy|go\s+with|stick\s+with|take)\s+your\s+(?:normal|usual|regular|typical)\s+size"
            r"|(?:normal|usual|regular|typical)\s+size\s+(?:fits?|worked|works|was\s+perfect|is\s+perfect)",
            NEUTRAL,
            "overall",
            True,
            0.75,
        ),
        # --- English: length is fine
        Phrase(
            r"(?:perfect|great|good|nice|right|ideal|fine|flattering)\s+length"
            r"|length\s+(?:is|was|were)\s+(?:just\s+)?(?:perfect|great|good|fine|right|ideal|spot\s+on|nice)"
            r"|(?:love|loved|like|liked)\s+the\s+length|length\s+was\s+perfect",
            NEUTRAL,
            "length",
            True,
            0.75,
        ),
        # --- English: advice and exchanges
        Phrase(
            r"\bsiz(?:e|ed|es|ing)\s+up\b|(?:go|went|going|order|ordered|ordering|get|got|buy|bought|move|moved)"
            r"\s+up\s+(?:a|one|two|\d)\s+sizes?|(?:a|one|two|the)\s+(?:size|number)\s+(?:up|larger|bigger)"
            r"|next\s+size\s+up|(?:a|one)\s+size\s+larger|size\s+(?:larger|bigger)"
            r"|(?:a|the)\s+(?:larger|bigger)\s+(?:size|one)\b|(?:ordered|order|went|go)\s+up\s+(?:a\s+)?size",
            TIGHT,
            "overall",
            fixed=True,
            confidence=0.8,
        ),
        Phrase(
            r"\bsiz(?:e|ed|es|ing)\s+down\b|(?:go|went|going|order|ordered|ordering|get|got|buy|bought)"
            r"\s+down\s+(?:a|one|two|\d)\s+sizes?|(?:a|one|two)\s+sizes?\s+(?:down|smaller)"
            r"|(?:a|one)\s+size\s+smaller|size\s+smaller|(?:a|the)\s+smaller\s+(?:size|one)\b"
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
        Phrase(r"on\s+the\s+(?:small|smaller|snug|tight|tighter)\s+side", TIGHT, confidence=0.7),
        Phrase(r"on\s+the\s+(?:short|shorter)\s+side", TIGHT, "length", confidence=0.7),
        Phrase(
            r"on\s+the\s+(?:big|bigger|large|larger|loose|roomy|generous)\s+side",
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
            r"|wie\s+angegossen|genau\s+richtig|richtige\s+größe|normale\s+größe\s+bestellen",
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
            True,
            0.7,
        ),
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
            r"|c'est\s+nickel",
            NEUTRAL,
            confidence=0.65,
        ),
        Phrase(
            r"longueur\s+(?:est\s+)?(?:parfaite|idéale|bonne|nickel)|bonne\s+longueur",
            NEUTRAL,
            "length",
            True,
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
            r"talla\s+(?:real|normal|correcta|perfecta|exacta)|fiel\s+a\s+la\s+talla|justo\s+mi\s+talla"
            r"|mi\s+talla\s+justa|la\s+talla\s+es\s+correcta",
            NEUTRAL,
            "overall",
            True,
            0.8,
        ),
        Phrase(
            r"(?:queda|quedan|quedó|sienta|sientan|calza)\s+(?:\w+\s+)?(?:perfect[oa]s?|genial|bien|de\s+maravilla|ideal)",
            NEUTRAL,
            confidence=0.65,
        ),
        Phrase(r"aprieta|aprietan|apretaba", TIGHT, confidence=0.65),
    ),
}

# ---------------------------------------------------------------------------- dimensions
OTHER_PART = "_other"
DIMENSION_WORDS: dict[str, tuple[str, ...]] = {
    "length": (
        "length",
        "torso",
        "länge",
        "longueur",
        "largo de",
        "de largo",
        "el largo",
    ),
    "waist": (
        "waist",
        "waistband",
        "waist band",
        "waistline",
        "an der taille",
        "in der taille",
        "die taille",
        "bund",
        "bauch",
        "à la taille",
        "au niveau de la taille",
        "tour de taille",
        "ceinture",
        "cintura",
    ),
    "hips": (
        "hip",
        "hips",
        "butt",
        "seat",
        "rear",
        "hüfte",
        "hüften",
        "po",
        "hanches",
        "cadera",
        "caderas",
    ),
    "chest": ("chest", "pecs"),
    "bust": (
        "bust",
        "bustline",
        "boobs",
        "brust",
        "oberweite",
        "busen",
        "poitrine",
        "buste",
        "pecho",
        "busto",
    ),
    "shoulders": (
        "shoulder",
        "shoulders",
        "schulter",
        "schultern",
        "épaules",
        "épaule",
        "hombros",
        "hombro",
    ),
    "sleeves": (
        "sleeve",
        "sleeves",
        "arm",
        "arms",
        "upper arms",
        "ärmel",
        "ärmeln",
        "armen",
        "manches",
        "manche",
        "bras",
        "mangas",
        "manga",
        "brazos",
    ),
    "rise": ("rise", "leibhöhe", "schritt", "fourche", "taille basse", "tiro"),
    "inseam": (
        "inseam",
        "inseams",
        "beinlänge",
        "schrittlänge",
        "entrejambe",
        "longueur de jambe",
        "entrepierna",
    ),
    "thigh": (
        "thigh",
        "thighs",
        "oberschenkel",
        "oberschenkeln",
        "schenkel",
        "cuisses",
        "cuisse",
        "muslos",
        "muslo",
    ),
    "width": ("toe box", "toebox", "width", "weite"),
    # Parts that are not fit dimensions: an adjective next to them describes the part
    # ("the buttons are small", "armholes are a bit large"), so the mention is dropped.
    OTHER_PART: (
        "armhole",
        "armholes",
        "arm holes",
        "leg opening",
        "opening",
        "neckline",
        "neck",
        "collar",
        "pocket",
        "pockets",
        "strap",
        "straps",
        "button",
        "buttons",
        "buttonholes",
        "holes",
        "tag",
        "tags",
        "pattern",
        "print",
        "slit",
        "slits",
        "hem",
        "hemline",
        "gap",
        "gaps",
        "zipper",
        "bow",
        "tie",
        "ruffle",
        "ruffles",
        "logo",
        "stripes",
        "flowers",
        "ausschnitt",
        "kragen",
        "knöpfe",
        "muster",
        "träger",
        "encolure",
        "col",
        "boutons",
        "motif",
        "bretelles",
        "cuello",
        "botones",
        "estampado",
        "tirantes",
    ),
}
# French "taille" is both size and waist: only its waist readings are listed above.
FOOTWEAR_WORDS = (
    "shoe",
    "shoes",
    "boot",
    "boots",
    "sandal",
    "sandals",
    "sneaker",
    "sneakers",
    "schuh",
    "schuhe",
    "stiefel",
    "füße",
    "füsse",
    "fuß",
    "chaussure",
    "chaussures",
    "pieds",
    "pied",
    "bottes",
    "sandales",
    "baskets",
    "zapato",
    "zapatos",
    "zapatillas",
    "pies",
    "botas",
    "sandalias",
)
