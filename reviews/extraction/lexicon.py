"""Fit vocabulary shared by English, German, French and Spanish review text.

Everything here is data: word lists and phrase patterns written for lower-cased text.
The words shared by all languages (degrees, negation, hedges, the parts of the body)
live here; each language's size adjectives and trigger phrases live in
``lexicon_<lang>.py`` (read by ``signals.py``). ``signals.py`` compiles them once at import.

Two kinds of triggers:

- *phrases* say something about fit on their own ("true to size", "size up",
  "eine Nummer größer", "prenez une taille au-dessus", "pide una talla más");
- *adjectives* ("small", "eng", "serré", "holgado") only count in predicate position:
  after a degree word or a fit verb/copula ("runs small", "a bit snug", "est trop petit")
  and not in front of a noun ("small pattern", "short sleeves", "petit mariage").
  The few words that are about fit on their own ("tight", "baggy") skip the first check.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

TIGHT, NEUTRAL, LOOSE = -1, 0, 1


def words(text: str) -> frozenset[str]:
    """A word set written as one whitespace-separated string (easier to read and edit)."""
    return frozenset(text.split())


def phrases(text: str) -> frozenset[str]:
    """Like ``words``, with ``_`` standing for a space inside a multi-word phrase."""
    return frozenset(w.replace("_", " ") for w in text.split())


def word_alt(words) -> str:
    """A regex alternation of words, longest first (then alphabetical, so the pattern text is
    the same on every import); a space matches any whitespace."""
    return "|".join(
        re.escape(w).replace(r"\ ", r"\s+") for w in sorted(set(words), key=lambda w: (-len(w), w))
    )


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
    # only after a wish earlier in its sentence ("wish ... longer and ...")
    after_wish: bool = False
    # a verdict on the whole item where it names no part next to it ("runs a size small"), as
    # sure as "runs small": not vague like an idiom ("pinches") that a part's verdict overrides
    verdict: bool = False


# After a shrink word (de/fr/es): the sleeves named as what is short now ("eingelaufen, die
# Ärmel sind jetzt zu kurz", "a rétréci, les manches sont trop courtes") are said of
# themselves, not the length.
SHRUNK_NOT_SLEEVES = r"(?![^.!?]{0,80}?(?:ärmel|aermel|manches|mangas))"

# ---------------------------------------------------------------------------- degrees
# Checked strongest first; "a little too small" is mild, "way too small" strong.
DEGREE_STRONG = (
    r"(?:way|much|far|waaay|wayyy)\s+too|extremely|super|ridiculously|incredibly|unbearably"
    r"|outrageously|hugely|massively|insanely|absurdly|seriously|very\s+very|so\s+so"
    r"|viel\s+zu|total|extrem|völlig|beaucoup\s+trop|vraiment\s+trop|bien\s+trop|carrément"
    r"|demasiado|súper|muy\s+muy|exageradamente|excesivamente"
)
DEGREE_MILD = (
    r"a\s+(?:little|litle|lil|bit|tad|touch|smidge)(?:\s+bit)?|slightly|somewhat|kinda|kind\s+of"
    r"|sort\s+of|a\s+hair|little|litle|bit|tad|etwas|ein\s+bisschen|bisschen|ein\s+wenig|leicht"
    # colloquial German: "a bissl kurz", "bissl eng", "a weng weit"
    r"|a\s+bissl|bissl|a\s+bisserl|bisserl|a\s+weng|relativ"
    r"|einen\s+tick|eher|un\s+peu|légèrement|un\s+poil|un\s+brin|un\s+poco|un\s+poquito|un\s+pelín|algo"
    r"|ligeramente"
)
DEGREE_MEDIUM = (
    r"too|very|so|really|quite|pretty|rather|overly|definitely|noticeably|zu|sehr|ziemlich"
    r"|recht|deutlich|reichlich|trop|très|assez|plutôt|vraiment|muy|bastante"
)

DEGREES = rf"{DEGREE_STRONG}|{DEGREE_MILD}|{DEGREE_MEDIUM}"

# Sentence adverbs between a copula and its adjective, or a part and its predicate: "ist leider
# knapp", "ist trotzdem eng", "Lieferung war schon lang", "est malheureusement petit".
SENTENCE_ADVERBS = (
    r"leider|trotzdem|dennoch|schon|halt|eben|einfach|insgesamt|wirklich|echt|allerdings|jedoch"
    # (fit-text-49) "ist dagegen weit", "die Hose in 42 ist hingegen weit"
    r"|dagegen|hingegen|wiederum|dafür"
    r"|malheureusement|quand\s+même|finalement|hélas|lamentablemente|desgraciadamente|finalmente"
)

# Degree words that turn a style word into a judgement ("too boxy", "way oversized").
DEGREE_EXCESS = (
    r"(?:way|much|far|waaay|wayyy)(?:\s+too)?|too|overly|zu|viel\s+zu|trop|beaucoup\s+trop|bien\s+trop"
    r"|demasiado|excesivamente|muy\s+muy"
)

# Words that, right before an adjective, put it in predicate position ("runs small").
# Fit verbs give more confidence than plain copulas.
FIT_VERBS = (
    r"runs?|running|ran|fits?|fitting|fitted|sized|sizing"
    # a count of sizes is no verb: "2 sizes bigger", "a couple of sizes smaller" (fit-text-28)
    r"|(?<!between )(?<!two )(?<!both )(?<!all )(?<!\d )(?<!one )(?<!three )(?<!four )(?<!few )"
    r"(?<!several )(?<!couple )(?<!of )(?<!full )(?<!half )sizes"
    r"|cut|comes|came|hits?|lands?|landed"
    r"|fällt|fallen|fiel|fielen|sitzt|sitzen|saß"
    r"|(?<!la )(?<!une )(?<!ma )(?<!de )(?<!en )taille|taillent|chausse|chaussent"
    r"|queda|quedan|quedó|quedaba|quedaban|(?<!la )(?<!una )(?<!mi )(?<!de )(?<!en )talla|tallan"
    r"|calza|calzan|viene|vienen"
)
COPULAS = (
    r"is|was|are|were|isn'?t|wasn'?t|aren'?t|weren'?t|be|been|being|it'?s|its|they'?re|seems?|seemed"
    r"|felt|feels?|looks?"
    # the reviewer's finding (fit-text-38): "i found it big", "others said small but i find
    # them roomy"
    r"|(?:found|find|finds|finding)\s+(?:it|them|this|these|that|the\s+\w+)"
    r"|looked|got|gets|getting|became|becomes|ist|sind|war|waren|wirkt|wirken|scheint|ist\s+es"
    r"|est|sont|était|étaient|c'est|semble|paraît|parait|me\s+va|es|son|era|eran|está|están"
    r"|estaba|resulta|resultó|(?:me|le|te)\s+(?:van|iba|iban)|me\s+vont"
)

# After a "true to size" verdict: the near end of a range ("tts to a little big", "normal bis
# etwas klein", "taille bien, voire un peu grand", "talla bien o un poco grande") leans the
# other way, so the verdict is no 0 there.
NOT_A_RANGE = (
    r"(?!\s*,?\s*(?:to|or|and|-|/|bis|oder|voire|ou|à|o|a|tirando\s+a)\s+(?:a\s+|an\s+|ein\s+|un\s+)?"
    r"(?:(?:little|bit|tad|touch|slightly|smidge|hair|wee|etwas|leicht|bisschen|eher|peu|poco|algo)\s+)?(?:of\s+)?"
    r"(?:big|bigger|large|larger|small|smaller|snug|tight|roomy|loose|generous|runs?\s+\w+|groß|gross|größer"
    r"|klein|kleiner|eng|weit|grand|grande|grandes|petit|petite|pequeñ[oa]|ajustad[oa]|holgad[oa]|justo)\b)"
)

# Next word allowed after a predicate adjective; anything else is read as a noun
# ("small pattern", "long sleeves", "petit mariage", "talla pequeña"? -> "talla" comes before).
AFTER_ADJECTIVE = words(
    """
    and but or nor on for in at around across through thru throughout though overall everywhere all
    so which compared than with if as because bc even too when while i it to up fit fitting
    from now anyway also however yet still unless to me my the this these there here though not
    especially esp particularly mainly mostly specially unfortunately unfortunatly sadly tbh haha
    ugh sigh btw fyi again anyways either except already after since once plus like imo lol over
    under along near
    about below above past round maybe perhaps probably though tho lately where wherever when
    near down up against without ohne sans sin even and underneath beneath between due
    just only really definitely actually honestly generally by given considering versus vs
    almost nearly making leaving causing giving
    vielleicht wohl leider eigentlich ja peut-être peut quizás quizá tal vez sein werden wirken
    ausfallen être paraître ser estar quedar como comme wie
    aus und aber an am im in um bei für ist sind war oder sonst obwohl da weil geschnitten als
    gearbeitet geraten geworden ausgefallen bzw mir mich es ich die der das zu
    et mais ou pour au aux à a en sur dans avec pour que car donc pourtant me moi je il elle
    c'est cependant niveau chez partout d'environ d'un d'une d'au
    y pero o para en con de del a que porque aunque me mi por sin ya la el los las
    eso des du
    i'm im i've i'd i'll it's we we're she he they they're
    """
)

# After a tight/loose word: the garment is meant to be like that ("snug as a rash guard
# should be", "ajustado como debe ser"), which is fitting as designed (0).
AS_DESIGNED = (
    # said after the part too: "tight around the hips but that's how pencil skirts should fit"
    r"(?:\s+(?:in|at|around|across|through|on)\s+(?:the\s+|my\s+)?[\w-]+)?(?:"
    r"\s*,?\s*(?:but\s+)?in\s+a\s+good\s+way|\s*,?\s*(?:but\s+)?in\s+(?:all\s+)?the\s+right\s+places"
    r"|\s*,?\s*(?:but\s+)?(?:not\s+(?:uncomfortably|too)\s+so|comfortably\s+so)"
    r"|\s*,?\s*(?:(?:but|and)\s+)?(?:that'?s|that\s+is|which\s+is|it'?s)\s+(?:the\s+way|how)\s+(?:it'?s|it\s+is"
    r"|they'?re|they\s+are|it\s+was|they\s+were)\s+(?:meant|supposed|designed|made)\b"
    r"|\s*,?\s*(?:(?:but|and)\s+)?(?:that'?s|that\s+is|which\s+is)\s+(?:the\s+way|how)\s+(?:[\w-]+\s+){1,3}?"
    r"(?:should|are\s+(?:meant|supposed|designed)|is\s+(?:meant|supposed|designed))\b"
    r"|\s*,?\s*(?:aber\s+)?(?:angenehm|bequem)\b|\s*,?\s*(?:mais\s+)?(?:agréablement|confortablement)\b"
    r"|\s*,?\s*(?:as|like)\s+(?:(?:a|an|the|any|it|they|there|you'?d|one|all)\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?:should|would|ought|is\s+supposed|are\s+supposed|is\s+meant|are\s+meant|needs?\s+to)\b"
    # "tight, as it's meant to be", "snug like they're supposed to be"
    r"|\s*,?\s*(?:as|like)\s+(?:it|they|that)(?:'s|'re|\s+is|\s+are|\s+was|\s+were)\s+(?:meant|supposed|designed|made)\b"
    # "loose but it's supposed to fit that way", "a bit long, but they are meant to be"
    # (fit-text-30, ovd; not "meant to have a slouchy quality")
    r"|\s*,?\s*(?:but|and)\s+(?:it|they|that)(?:'s|'re|\s+is|\s+are|\s+was|\s+were)\s+(?:meant|supposed"
    r"|designed|made)\s+to\s+(?:be|fit|look)(?:\s+(?:that|this)\s+way)?(?=\s*(?:[.,;!)]|$))"
    # German: "eng, wie es sein soll", "so wie sie sollen", "wie's sein soll", after the
    # particle of "liegt eng an" or "eng anliegend"; a hyphenated noun too: "wie ein Sport-BH
    # sitzen soll" (fit-text-31, fde)
    r"|\s*,?\s*(?:an(?:liegend)?(?![\wäöüß])\s*,?\s*)?(?:(?:genau|grad\w*)\s+)?(?:so\s+)?"
    r"wie(?:'s|\s+(?:es|sie|er|das|ein\w*\s+[\w-]+))\s+(?:\w+\s+){0,3}?(?:sein\s+)?(?:soll|sollen|sollte|sollten|muss|müssen)\b"
    r"|\s*,?\s*comme\s+(?:il\s+faut|(?:doit|devrait)\s+l'être|(?:un|une|le|la)\s+\w+\s+(?:doit|devrait))"
    # the cut meant so: "ceñido pero es el estilo", "serré mais c'est le style", "so gewollt"
    # the look aimed at (fit-text-40): "it is big but that seemed to be sort of the point",
    # "loose, but that's the point", "big, which is the whole point"
    r"|\s*,?\s*(?:(?:but|and)\s+)?(?:that'?s|that\s+is|which\s+is|that\s+(?:seemed|seems|is\s+meant)\s+to\s+be)"
    r"\s+(?:sort\s+of\s+|kind\s+of\s+)?the\s+(?:whole\s+)?point\b(?!\s+(?:where|when|at\s+which|of\s+no))"
    r"|\s*,?\s*(?:pero\s+)?(?:es|así\s+es)\s+(?:el|su)\s+(?:estilo|diseño|corte)\b"
    r"|\s*,?\s*(?:mais\s+)?c'est\s+(?:le|son)\s+(?:style|principe)\b"
    r"|\s*,?\s*(?:aber\s+)?(?:das\s+)?(?:ist\s+)?(?:so\s+)?gewollt\b|\s*,?\s*(?:aber\s+)?das\s+ist\s+der\s+(?:schnitt|stil)\b"
    r"|\s*,?\s*como\s+(?:debe|tiene\s+que|debería)(?:\s+ser)?|\s*,?\s*como\s+(?:un|una|el|la)\s+\w+\s+(?:debe|tiene)"
    r")"
)

# The German conjunction "falls" (in case), not the English verb: "the hem falls just below the
# knee", "it falls about 2 inches longer on me", "falls a bit short" (fit-text-30, len).
FALLS_IF = (
    r"falls(?!\s+(?:[a-z]+ly|\d+|a|an|the|my|her|your|just|right|about|above|below|past|to|at|into|onto"
    r"|off|on|over|under|down|flat|apart|away|short|shorter|long|longer|lower|higher|well|way|too|much"
    r"|more|so|very|funny|mid|halfway|almost|where|exactly|straight|perfect|great|fine|nice|open)\b)"
)

# ----------------------------------------------------------------------------- negation
NEGATORS = words(
    "not n't never no nor neither nothing without nicht kein keine keinesfalls keineswegs nie pas "
    "ni jamais nunca tampoco isnt wasnt doesnt dont didnt arent werent aint"
)
# How many sizes a size step is (fit-text-28, fitnum; English words): one fragment for every
# size-step phrase, a verdict, a choice, a habit or a change, so that "two", "2", "a full 2",
# "half a", "a 1/2", "one and a half", "a couple of", "several" and "1-2" / "one or two" read
# alike.
_SIZE_NUMBER = (
    r"(?:one\s+and\s+a\s+half|(?:a\s+)?couple(?:\s+of)?|(?:a\s+)?few|several|half(?:\s+a)?|a\s+half"
    r"|(?:a\s+)?1/2(?![\d])|a|one|two|three|four|five|\d(?:\.5|\s+1/2)?(?![\d.,/]))"
)
# Words that qualify a count ("at least a size", "easily two sizes")
SIZE_QUALIFIER = (
    r"(?:at\s+least|about|around|almost|nearly|roughly|like|more\s+like|maybe|probably|easily"
    r"|literally)"
)
# Verbs that make a size step a verdict on the item: "runs 2 sizes small", "fits a size big"
STEP_FIT_VERBS = (
    r"(?:runs?|ran|running|fits?|fitted|feels?|felt|seems?|seemed|looks?|looked|comes?|came|cut)"
)
SIZE_COUNT = (
    rf"(?:{SIZE_QUALIFIER}\s+)?"
    rf"(?:(?:a\s+)?(?:full|whole)(?:\s+{_SIZE_NUMBER}(?=\s+sizes?\b))?"
    rf"|{_SIZE_NUMBER}(?:\s*(?:[-\u2013/]|to|or|(?:or\s+)?maybe)\s*{_SIZE_NUMBER})?)"
)
# A remark in brackets between a size named and its verb: "the xxs petite (someone returned)
# was good on me", "the 4 (while fitted) looked amazing" (the verdict on a size and the size
# worn read it alike)
SIZE_ASIDE = r"\s*\([^()]{1,40}\)"
# The colours and prints an item is sold in, named where a size or a version is ("the aqua fit
# tighter than the navy", "ordered a xxs in black, and it was perfect").
COLOURS = (
    r"black|white|navy|grey|gray|blue|red|green|pink|ivory|cream|beige|brown|tan|olive|aqua|yellow|orange"
    r"|purple|coral|burgundy|wine|teal|mustard|rust|charcoal|camel|khaki|denim|print|floral|striped|neutral"
    r"|moss|plum|rose|mint|gold|silver|lavender|turquoise|maroon|peach|oatmeal|heather|dark|light"
)
# "a size or two", "two sizes or so" (the count after the word); (fit-text-45) the garment named
# before "size": "went up a dress size", "one pant size down"
GARMENT_BEFORE_SIZE = r"(?:(?:dress|pant|pants|jean|jeans|shirt|top|skirt)\s+)?"
SIZE_STEP = (
    rf"{SIZE_COUNT}\s+{GARMENT_BEFORE_SIZE}sizes?"
    r"(?:\s+or\s+(?:two|2|three|3|so))?"
)
# A usual size's scope, no hedge: "i'm always a medium in this brand", "i wear a small in
# most retailer dresses and this fit perfectly" (fit-text-24).
_SIZE_IN = (
    r"(?<!small\sin\s)(?<!medium\sin\s)(?<!large\sin\s)(?<!\bs\sin\s)(?<!\bm\sin\s)(?<!\bl\sin\s)"
    r"(?<!\d\sin\s)(?<!\dp\sin\s)"
)
# The start of a sentence or a line, where a verdict may come with no verb ("Taille conforme.",
# "Largo perfecto.").
SENTENCE_START = r"(?:^|(?<=\n)|(?<=[.!?;]\s))"
# Where a clause with its subject left out may start: the text's start, a new line, or after a
# punctuation mark ("love it. could be a little longer", "Can't zip it up.").
CLAUSE_START = r"(?:(?<![\w'\s])|(?<=[.!?;,:]\s)|(?<=\n))"

# What a cut is said to be made for ("meant for someone with a smaller butt", fit-text-41): the
# wearer named after it is the cut's, not a condition on the reader.
MADE_FOR_VERBS = ("meant", "made", "designed", "cut", "intended")

# Hypothetical / hoped / feared statements and other people's opinions: the whole
# clause says nothing about this reviewer's fit ("worried it would be too small").
# Plain hedges ("maybe", "I think", "?") are not here: a hedged statement keeps its
# direction (fit-labels.md).
HEDGES = (
    # a regret is a verdict, not a hope: "i wish i had sized down" (runs large)
    r"\b(?:worried|afraid|feared|fear|scared|concerned|hoping|hoped|hope"
    r"|wish(?:ed)?(?!\s+(?:i|we)(?:\s+had|'d)\s+(?:just\s+)?(?:sized|ordered|gone|went|gotten|got|bought|picked"
    r"|chosen|taken)\b)"
    r"|(?<!than\s)(?<!than\si\s)(?<!than\swe\s)expected|expecting|at\s+first|initially"
    r"|if\s+(?:it|they|i|we)\b(?!\s+(?:bought|ordered|buy|order|got|get)\s+(?:it\s+|this\s+|them\s+)?again)"
    r"|will\s+(?:probably\s+|likely\s+)?(?:get|become|stretch|loosen|shrink|be)\b"
    r"|would\s+(?:probably\s+|likely\s+)?(?:be|have\s+been|have\s+fit|fit)\b|not\s+sure\s+(?:if|whether)|zuerst|anfangs"
    # a counterfactual, contracted or with "could": "then the skirt would've been too short"
    r"|(?:would|could)'ve\s+(?:probably\s+)?(?:been|fit)\b|could\s+have\s+been\b"
    # "might"/"may" as well: "the petite might have been too short" (not a regret or an ability:
    # "might have been better off sizing down", "may have been a better fit", "might have been
    # able to size down")
    r"|(?:might|may)(?:\s+have|'ve|\s+of)\s+(?:probably\s+)?been\b(?!\s+(?:a\s+)?(?:better|able)\b)"
    # (fit-text-45) a counterfactual put first, an exception of the item's own: "had it been
    # just a little longer or a little shorter i would have kept it", "unless it is short all
    # the way around"
    r"|had\s+(?:it|they|this|these)\s+been\b|unless\s+(?:it|they)\s+(?:is|was|were|are|'s|'re)\b"
    r"|wäre|wären|aurai(?:s|t|ent)\s+(?:été|fallu)|serai(?:s|t|ent)|(?:habría|hubiera)n?\s+(?:sido|quedado|estado)"
    r"|sería|serían"
    r"|how\s+(?:it|they|things|this|clothes|items|something)\s+(?:fits?|would|will|might)"
    # the brand's habits hedge ("this brand runs small"), not a usual size in it ("i'm
    # always a medium in this brand, and this one fits")
    rf"|{_SIZE_IN}(?:this|the|that)\s+brand|brand'?s|their\s+(?:clothes|things|sizes|sizing|items|tops|dresses|pants)"
    # (fit-text-37) the designer's habit: "this designer tends to run tight across the bust"
    r"|(?:this|the|that)\s+designer\s+(?:tends|usually|always|generally|often|typically|runs?)\b"
    # (not the usual size's scope: "which i usually wear in most retailer tops")
    rf"|(?<!\bwear\sin\s){_SIZE_IN}(?:most|other|all)\s+(?:of\s+)?(?:their|retailer'?s?)\s+\w+"
    r"|(?:another|other)\s+(?:shirt|top|dress|one|item|pair|style|brand|jacket|skirt|sweater|blouse)s?"
    # another garment of the reviewer's: "another of his dresses", "my old jeans", "last year's"
    r"|another\s+(?:one\s+)?of\s+(?:his|her|their|the\s+\w+)|last\s+year'?s"
    # (fit-text-37) "the others i own seem to run a little large", as "my other dresses"
    r"|(?<![\w'])others\s+(?:(?:that|which)\s+)?(?:i|we)\s+(?:own|have|had|bought|tried|ordered|got)\b"
    # (fit-text-50) last year's one: "j'avais le même pull l'an dernier", "letztes Jahr hatte
    # ich die gleiche", "el año pasado"
    r"|l'an\s+dernier|l'année\s+dernière|letztes\s+jahr|vergangenes\s+jahr|el\s+año\s+pasado"
    # (fit-text-50) another item of the same range: "the pants from the same collection run
    # small", "die Hose aus der gleichen Serie", "le pantalon de la même collection", "el
    # pantalón de la misma colección"
    r"|(?:from|of)\s+the\s+same\s+(?:collection|line|range|series)\b"
    r"|aus\s+der\s+(?:gleichen|selben)\s+(?:serie|kollektion|reihe|linie)\b"
    r"|de\s+la\s+même\s+(?:collection|gamme|série|ligne)\b"
    r"|de\s+la\s+misma\s+(?:colección|coleccion|línea|linea|serie)\b"
    # hearsay (fit-text-41): "i was told that it runs small and to size up"
    r"|(?:was|were|been|get|got)\s+told\b"
    # (fit-text-41) "all others always slip off my heel", "every other pair i've tried"
    r"|(?<![\w'])(?:all\s+(?:the\s+)?others|every\s+other\s+(?:one|pair|brand))\b"
    r"|(?:my|her)\s+(?:other|old|older|previous)\s+(?:[\w-]+\s+){0,2}?(?:dress|dresses|tops?|pairs?|jeans|pants|shirts?"
    r"|jackets?|sweaters?|skirts?|coats?|blouses?|ones?|versions?|tees?|t-shirts?|tanks?|cardigans?|leggings|shorts"
    r"|bras?|swimsuits?|hoodies?|sweatshirts?|tunics?|suits?)"
    # an earlier version of this item: "the previous version ran small, this one is true to size"
    r"|the\s+(?:previous|earlier|original|old|older)\s+(?:version|versions|style|cut|design)s?\b"
    # (not advice to the reader, fit-text-38: "you might want to size up", "you'll want to go
    # down a size", as "you should size up")
    r"|(?:(?<!\bmight\s)(?<!\bmay\s)(?<!\byou\s)(?<!\byou'll\s)(?<!\byou'd\s)(?<!\bwill\s)want"
    r"|want(?!\s+to\s+(?:size|go|order|get|buy)\s)"
    r"|wanted|wanting|would\s+like|'d\s+like|would\s+have\s+liked|prefer|preferred)\b"
    # a dislike of clothes in general (fit-text-40): "i bought a medium because i hate things to
    # be tight around my chest"
    r"|(?:hate|dislike|can't\s+stand|cannot\s+stand)\s+(?:when\s+)?(?:things|clothes|clothing|tops|shirts"
    r"|dresses|pants|jeans)\b"
    r"|would\s+(?:make|cause)|not\s+(?:so|too)\s+much\s+that|not\s+enough\s+(?:that|to)"
    r"|au\s+début|al\s+principio"
    # an expectation, of the item, a part or the reviewer: "thought it would run small", "i
    # thought i would have to hem this", "thinking the shoulders might be too tight"
    # (fit-text-32: sensed, suspected, guessed, a feeling; "i thought i may be too short")
    r"|(?:thought|thinking|figured|assumed|sensed|suspected|guessed|had\s+a\s+feeling)\s+(?:that\s+)?"
    r"(?:(?:it|they|i|this|these|the\s+\w+)\s+(?:would|might|will|could|may)|(?:it|they|i)'d)\b"
    # what was expected, a comparative against the item: "i thought it was longer in the back"
    r"|(?:thought|expected|assumed)\s+(?:it|they|this|the\s+\w+)\s+(?:was|were|would\s+be|to\s+be)\s+(?:\w+\s+)?"
    r"(?=(?:longer|shorter|bigger|smaller|larger|looser|tighter|wider|narrower)\b)|in\s+case|if\s+you|if\s+your"
    r"|supposed?\s+to|(?:meant|designed|intended)\s+to\s+(?:be|fit|look|sit|hang|run)\b"
    # (fit-text-37: comments as reviews, "the comments said the dress is a little short")
    r"|(?:review(?:er)?s?|comments?)\s+"
    # the item named between: "the reviews for this jacket that said", "reviews about it
    # running small" (fit-text-30, ovd)
    r"(?:(?:for|on|of|about)\s+(?:this|the|these|it|them)(?:\s+[\w-]+)?\s+(?:running|being)\b"
    r"|(?:(?:for|on|of|about)\s+(?:this|the|these|it|them)(?:\s+[\w-]+)?\s+(?=(?:who|that)\s))?"
    r"(?:(?:who|that|here)\s+)?(?:said|say|says|found|find|mentioned|mention"
    r"|noted|note|complained|wrote|write|stated|state|states|claim\w*|thought|think|mentioning|saying"
    r"|noting|complaining|suggest\w*|recommend\w*|warn\w*|advis\w*|feel|feels|felt))|stating|claiming"
    r"|unless\s+(?:you|your|one)|imagin\w+|ladies|gals|sometimes"
    # (fit-text-37: "most" and "many" with two words before the garments, "most wide bottom
    # pants are too long", "many button down shirts gape"; not "i have a few bryon lars dresses
    # and this one")
    rf"|(?<!\bwear\sin\s){_SIZE_IN}(?:a\s+lot\s+of|many|most|a\s+few|several)\s+(?:(?:of\s+)?(?:my|the|their|\w+'s|other)\s+)?"
    r"(?:\w+\s+)?(?:(?:(?<=\bmost\s)|(?<=\bmany\s))(?:(?!these\b|this\b|the\b|those\b|my\b)\w+\s+){2})?"
    r"(?:tops|dresses|pants|jeans|clothes|items|things|brands|sweaters|shirts|blouses|skirts|jackets|coats|pieces"
    r"|maxis|maxi's)"
    # garments in general: "sick of all workout tops being baggy", "all tops lately are huge"
    r"|(?<!\bin\s)\ball\s+(?:[\w-]+\s+)?(?:tops|dresses|pants|jeans|clothes|sweaters|shirts|blouses"
    r"|skirts|jackets|coats|pieces)\s+(?:(?:lately|these\s+days|nowadays)\s+)?(?:are|were|being|run|seem)\b"
    r"|(?:usually|normally|typically|often|always)\s+(?:wind|end)\s+up"
    # other garments of the reviewer's: "viele Bodys fallen bei ihr kleiner aus", "la plupart
    # des jeans sont trop courts pour moi", "muchos pantalones me quedan largos"
    r"|(?:viele|die\s+meisten|andere|manche|meine\s+anderen|sonstige)\s+(?:\w+\s+)?(?:hosen|jeans|kleider"
    r"|bodys|shirts|oberteile|marken|hersteller|schuhe|pullis|pullover|blusen|röcke|jacken|sachen|teile)"
    r"|(?:la\s+plupart\s+des|beaucoup\s+de|d'autres|mes\s+autres|les\s+autres)\s+(?:\w+\s+)?(?:jeans"
    r"|pantalons|robes|marques|vêtements|chaussures|hauts|pulls|jupes|vestes)"
    r"|(?:la\s+mayoría\s+de(?:\s+los|\s+las)?|muchos|muchas|otros|otras|mis\s+otros|mis\s+otras)\s+(?:\w+\s+)?"
    r"(?:pantalones|vaqueros|vestidos|marcas|prendas|zapatos|zapatillas|camisetas|faldas|chaquetas)"
    # other people's words: "others said", "some stated they are too long", "followed others
    # advice saying", "after seeing some reviews that it ran big"
    # (fit-text-38: "everyone says it runs small", "i heard it runs big")
    r"|(?:others|some|(?:some|other|many)\s+people|people|many|a\s+few|several|everyone|everybody"
    r"|(?:most|many|some|other|the\s+other)\s+reviewers|my\s+friends?)\s+"
    r"(?:have\s+|had\s+)?"
    r"(?:said|say|says|found|mentioned|stated|claimed|noted|wrote|complained|feel|felt"
    # (fit-text-38) their size changes: "most reviewers sized up", "my friends sized up"
    r"|sized|ordered|went)\b"
    r"|(?<![\w'])i\s+(?:have\s+|had\s+)?(?:heard|read)\s+(?:that\s+)?(?=(?:it|they|this|these)\s)"
    r"|others'?\s+(?:advice|comments?|opinions?)|(?:seeing|reading|read|saw)\s+(?:\w+\s+)?reviews\s+(?:that|saying)"
    # a habit of sizing, however told: "i usually size up", "i usually go one size up", "i always
    # get one size larger than what i normally wear"
    r"|(?:usually|normally|always|typically)\s+(?:size|(?:go|order|get|buy|take)\s+(?:(?:up|down)\b"
    rf"|{SIZE_STEP}\s+(?:up|down|larger|bigger|smaller)\b))"
    # habits and tastes, not this item: "often xs tops run short", "i don't like anything
    # too tight", "i prefer my jeans snug"
    r"|(?:often|usually|typically|generally|normally|always)\s+(?:[\w-]+\s+)?(?:tops|dresses|pants|jeans|clothes"
    r"|items|things|sweaters|shirts|blouses|skirts|jackets|coats|everything|anything|sleeves)"
    # (fit-text-48) a habit told first, its garments left unnamed: "usually, they are much too
    # short, this is much cozier"
    r"|(?:usually|normally|typically|generally)\s*,\s+(?:they|those)\s+(?:are|run)\b"
    # (fit-text-49) other garments in a relative clause: "those dresses that might feel a
    # little tight around the hip area- this will cover it all"
    r"|(?<![\w'])(?:those|other|some|many|most)\s+(?:[\w-]+\s+)?(?:dresses|tops|pants|jeans|skirts|shirts"
    r"|sweaters|jackets|clothes|things|items|styles)\s+(?:that|which)\b"
    # (fit-text-49) the habit after the garments: "as sleeves are often too short on me"
    r"|(?<![\w'])(?<!the\s)(?<!these\s)(?<!its\s)(?<!their\s)(?:as\s+)?(?:sleeves|tops|dresses|pants|jeans|shirts|skirts|sweaters|jackets|clothes|things)\s+"
    r"(?:are|run|tend\s+to\s+be)\s+(?:often|usually|always|typically|generally|normally)\b"
    # a part of other garments (fit-text-49): "the arm length of regular size garments is
    # usually too long"
    r"|(?<![\w'])(?:of|in|on)\s+(?:[\w-]+\s+){0,3}(?:garments|clothes|tops|dresses|pants|jeans|sweaters"
    r"|shirts|items|things)\s+(?:is|are)\s+(?:often|usually|always|typically|generally|normally)\b"
    r"|(?:don'?t|do\s+not|never|doesn'?t)\s+(?:like|want)\s+(?:anything|things|clothes|tops|dresses|pants|jeans"
    # (fit-text-37) said with "when", or of other garments: "don't like when jackets like this
    # are too long", "i don't like it when skirts are short", "i don't like jackets too long"
    r"|(?:it\s+)?when|jackets|coats|sweaters|skirts|shirts|blouses|shorts|sleeves|cardigans"
    r"|my\s+\w+)"
    # a habitual problem, not this item: "i usually have issues with suits being too short",
    # "i always struggle with sleeves that are too long"
    r"|(?:usually|normally|typically|often|always|generally|constantly)\s+(?:have|get|run\s+into|struggle|deal)"
    r"\s+(?:(?:issues|trouble|problems?|a\s+problem|difficulty|a\s+hard\s+time)\s+)?with"
    r"|depending\s+on|depends\s+on|je\s+nach"
    # habits said with the adverb after the garments or before a chore: "dresses are usually
    # short on me", "sleeves are always short on me", "most button downs gape on me", "i
    # usually like my jeans tight"
    r"|(?:tops|dresses|pants|jeans|clothes|sleeves|shirts|sweaters|skirts|jackets|coats|blouses|things"
    r"|button[- ]?downs)"
    r"\s+(?:are|run|tend\s+to\s+be)\s+(?:usually|always|often|typically|normally|generally)\b"
    # the adverb before the verb, garments in general or a size as such (fit-text-30, ovx):
    # "retailer tops usually run small on me", "size s usually gives me plenty of room", "a
    # large normally fits me", "a small is usually too big on me", "my normal size and normally
    # runs looser in the waist" (not "the sleeves tend to")
    r"|(?<!the\s)(?:tops|dresses|pants|jeans|clothes|shirts|sweaters|skirts|jackets|coats|blouses|things"
    r"|size(?:\s+(?:(?!i\s)[a-z0-9]{1,3}|small|medium|large))?,?(?:\s+(?:and|which|that))?"
    r"|(?<![\w'])an?\s+(?:small|medium|large|x-?small|x-?large|xx?s|xx?l|s|m|l|petite|\d{1,2}p?)(?:\s+is)?)"
    r"\s+(?:usually|always|often|typically|normally|generally)\s+(?:run|runs|are|is|fit|fits|give|gives|feel"
    r"|feels|look|looks|hang|hangs|end|ends|come|comes|too)\b"
    r"|(?:most|many|all)\s+button[- ]?downs"
    r"|(?:usually|always|generally|normally)\s+(?:like|prefer|love)\s+my\b"
    # what a page, a chart or a friend says: "the website says it runs small", "a friend of
    # mine found it ran big" (not the wearer's own words)
    r"|(?:website|site|description|size\s+chart|sizing\s+chart|chart|listing|friends?(?:\s+of\s+mine)?"
    r"|salesperson|saleslady|sales\s+(?:associate|lady|girl|woman)|stylist)\s+"
    r"(?:says|said|suggests|suggested|recommends|recommended|told\s+me|states|stated|found|finds|thinks|thought)\b"
    # a search in general: "i often have a hard time finding pants that fit just right"
    r"|(?:hard|difficult|tough|impossible)\s+(?:time\s+)?(?:finding|to\s+find)|(?:schwer|schwierig)\s+\w*\s*zu\s+finden"
    r"|(?:difficile|dur)\s+de\s+trouver|(?:difícil|complicado)\s+(?:de\s+)?encontrar"
    r"|(?:i|we)\s+(?:like|prefer)\s+(?:my|things|clothes|anything|everything|tops|dresses|pants|jeans|sweaters)\b"
    # a taste in looks: "i took the xs cause i like it look fitted than loose"
    r"|(?:i|we)\s+(?:like|liked|prefer|preferred)\s+(?:it|them)\s+(?:to\s+)?look\b"
    r"|those\s+with|anyone\s+with|for\s+those"
    # (not the wearer the cut was made for, fit-text-41: "meant for someone with a smaller butt")
    + "|"
    + "".join(rf"(?<!{verb}\sfor\s)" for verb in MADE_FOR_VERBS)
    + r"(?:people|women|someone)\s+with"
    r"|to\s+make\s+sure|so\s+that|in\s+order\s+to|to\s+ensure|um\s+sicher|pour\s+être\s+sûre?|para\s+asegurar\w*"
    r"|sorge|befürchtet|angst|dachte|"
    + FALLS_IF
    + r"|wenn\s+(?:man|ihr|du)|wer\s+\w+|peur|craignais|pensais|hoffe"
    r"|hoffentlich|si\s+vous|si\s+tu|si\s+on|miedo|pensé|creí|temía|si\s+tienes|si\s+te|si\s+usted"
    r"|si\s+os|si\s+tenéis|si\s+sois"
    r"|quien\s+tenga|celles?\s+qui|ceux\s+qui"
    # second-hand reports: "andere Rezensionen sagen", "otras opiniones dicen"
    r"|(?:rezensionen|bewertungen|kundinnen|kunden|käufer\w*|rezensent\w*)\s+(?:\w+\s+)?(?:sagen|sagten|schreiben"
    r"|schrieben|meinen|meinten|behaupten)|(?:avis|commentaires|clientes?|acheteu\w+)\s+(?:\w+\s+)?(?:disent"
    r"|disaient|indiquent|trouvent|trouvaient|affirment)|(?:opiniones|reseñas|comentarios|clientas?|compradoras?)"
    r"\s+(?:\w+\s+)?(?:dicen|decían|indican|comentan|afirman)"
    # (fit-text-38) "laut Bewertungen", "man sagt", "angeblich", "einige meinten", "selon les
    # avis", "d'après les commentaires", "on dit qu'", "il paraît qu'", "certains disent",
    # "según los comentarios", "dicen que", "mucha gente dice", "leí ... que"
    r"|laut\s+(?:den\s+|anderen\s+)*(?:bewertungen|rezensionen|kommentaren|beschreibung\w*|anderen)"
    r"|man\s+sagt|angeblich|(?:einige|manche|viele)\s+(?:sagen|sagten|meinen|meinten|schreiben|schrieben)"
    r"|(?:selon|d'après)\s+(?:les\s+|d'autres\s+)?(?:avis|commentaires|autres|clientes?)"
    r"|on\s+dit\s+qu|il\s+para[iî]t\s+qu|certaine?s\s+(?:disent|trouvent|ont\s+dit)"
    r"|j'ai\s+lu\s+(?:dans\s+les\s+(?:avis|commentaires)\s+)?qu"
    r"|según\s+(?:los\s+|las\s+|otr[oa]s\s+)*(?:comentarios|opiniones|reseñas|otr[oa]s|clientas?)"
    r"|dicen\s+que|(?:mucha\s+gente|algunas?|algunos|muchas?|muchos)\s+(?:dice|dicen|comenta|comentan)"
    r"|leí\s+(?:en\s+(?:los|las)\s+(?:comentarios|opiniones|reseñas)\s+)?que)\b"
)
# Comparisons with the product photos: said of one sub-clause only ("shorter than in the
# pictures, but the rise is fine").
PHOTO = (
    r"\b(?:on\s+(?:the\s+|a\s+)?(?:model|hanger|mannequin)|the\s+model\s+(?:is|was)\s+wearing|the\s+model\s+(?:wears|wore)"
    # a verdict on the model herself: "the model looks like she's wearing a size too big"
    r"|the\s+model\s+(?:looks?|looked|seems?|seemed|appears?|appeared)"
    # "the photo makes it look tight", "the pictures show it fitted"
    r"|the\s+(?:photos?|pictures?|pics?|images?)\s+(?:makes?|made|shows?|showed)|in\s+(?:the\s+)?(?:photo|picture|pic|image)s?"
    # "fairly long in the pictured product page", "in the product shots"
    r"|in\s+(?:the\s+)?(?:pictured\s+|product\s+){1,2}(?:page|photos?|pictures?|pics?|shots?|images?|listing)|beim\s+model"
    r"|auf\s+dem\s+(?:foto|bild)|sur\s+(?:le|la)\s+(?:mannequin|photo)|en\s+la\s+(?:foto|modelo)"
    r"|am\s+(?:model|foto|bild)|auf\s+den\s+(?:fotos|bildern)|sur\s+les\s+photos|en\s+las\s+fotos)\b"
)
# Conditions and counterfactuals: size advice in such a clause sets no overall
# ("size up if busty", "would size down if it weren't for the waist").
CONDITIONS = (
    r"\b(?:if(?!\s+i\s+(?:bought|ordered|buy|order|got|get|were\s+to\s+(?:buy|order))\s+(?:it\s+|this\s+|them\s+)?again)"
    r"|unless|between\s+sizes|wenn|" + FALLS_IF + r"|sofern|zwischen\s+zwei\s+größen|si|sauf\s+si"
    r"|entre\s+deux\s+tailles|entre\s+dos\s+tallas|a\s+menos\s+que"
    # the reader's body or the look wanted, named without "wenn / si" (fit-text-38): "bei
    # breiten Schultern eine Nummer größer bestellen", "für den lockeren Look eine Nummer
    # größer", "pour les poitrines généreuses, prendre une taille au-dessus", "avec une forte
    # poitrine", "en cas de", "para un look oversize", "con mucho pecho, recomiendo una talla más"
    r"|bei\s+(?:(?:sehr|etwas|eher|einer|einem)\s+)?(?:breite[nmr]?|große[nmr]?|grosse[nmr]?|kräftige[nmr]?"
    r"|starke[nmr]?|lange[nmr]?|kurze[nmr]?|schmale[nmr]?|weibliche[nmr]?|üppige[nmr]?|viel|mehr)\s+[\wäöüß]+"
    r"|für\s+(?:frauen|damen|leute|personen|kurvige|große|kleine|den\s+(?:[\wäöüß-]+\s+)?look"
    r"|einen\s+(?:[\wäöüß-]+\s+)?look|den\s+oversize)"
    r"|sollte\s+man\s+(?:eine?\s+)?(?:große|grosse|breite|kräftige|lange)"
    r"|pour\s+(?:les|un|une|celles|ceux|des)\s+(?:[\w'-]+\s+)?(?:poitrines?|hanches|épaules|effet|look"
    r"|style|rendu|femmes|personnes|morphologies?|silhouettes?|qui)"
    r"|avec\s+une?\s+(?:forte|grosse|petite|large|généreuse)\s+[\w-]+|en\s+cas\s+de"
    r"|para\s+(?:un|una|las|los|quienes|quien)\s+(?:[\w-]+\s+)?(?:look|efecto|estilo|pecho|caderas|hombros"
    r"|tengan|tenga|que)|para\s+llevarl[oa]s?|con\s+(?:mucho|mucha|poco|poca|más)\s+(?:pecho|cadera|caderas"
    r"|busto|hombros?)|en\s+caso\s+de)\b"
)


# ---------------------------------------------------------------------------- dimensions
OTHER_PART = "_other"
# The torso, Rumpf, buste: its length is ``length``; its width is no dimension.
TORSO = "_torso"
# Brust, poitrine, pecho: ``bust`` for a woman's garment or reviewer, else ``chest``.
BREAST = "_breast"
# "The top" of a dress is its bust; of a top it is the garment itself (no part), unless a
# preposition makes it a region ("runs small across the top", "tight at the top": the bust).
TOP_PART = "_top"
# "The bottom" of a dress is its hips ("the bottom fits well but the top is large"); of a top
# it is its lower edge, no fit dimension ("the bottom is a little too large"), where a length
# word is the length (like a hem).
BOTTOM_PART = "_bottom"
# The bust part of any garment, a top's too: "extra material puckering across the bodice".
BUST_OF_ANY = frozenset({"bodice"})
DIMENSION_WORDS: dict[str, frozenset[str]] = {
    # the garment's fit as a whole, where it is coordinated with a part ("fit and length")
    "overall": phrases("the_fit the_sizing passform die_passform la_coupe el_corte"),
    "length": phrases(
        """
        length body_length overall_length leg_length pant_length länge gesamtlänge rumpflänge
        körperlänge hosenbeine beinlänge die_beine
        longueur longueur_totale largo_de de_largo el_largo largo_total
        """
    ),
    "waist": phrases(
        """
        waist waists waistband waist_band waistline middle midsection mid-section midriff
        stomach tummy abdomen tummy_area stomach_area belly belly_area mid_section
        an_der_taille in_der_taille
        die_taille der_taille bund bundweite bauch hosenbund rockbund taillenbereich bauchbereich
        bauchpartie taillenpartie
        à_la_taille au_niveau_de_la_taille
        tour_de_taille ceinture ventre cintura cinturilla vientre barriga tripa
        """
    ),
    "hips": phrases(
        """
        hip hips hip's butt bum seat rear backside on_the_bottom in_the_bottom
        hüfte hüften hüftbereich hüftpartie po gesäß hintern
        untenrum unten_rum untenherum unten_herum
        hanches hanche
        fesses cadera caderas culo trasero
        """
    ),
    # (fit-text-37: French "torse", a man's chest: "trop serré au niveau du torse")
    "chest": phrases("chest chest_area pecs brustumfang torse"),
    "bust": phrases(
        """
        oben_herum oben_rum obenrum obenherum bust bustline breastline boobs breast breasts
        breast_area bust_area around_the_girls across_the_girls over_the_girls through_the_girls
        accommodate_the_girls
        cup cups up_top on_top in_top rib_cage ribcage underbust
        oberweite busen körbchen unterbrust buste bonnet bonnets
        busto copa copas
        """
    ),
    TORSO: phrases("torso rumpf tronco cuerpo"),
    TOP_PART: phrases(
        "the_top top_half top_part upper_half upper_part bodice oberteil parte_de_arriba"
        " partie_haute"
    ),
    BOTTOM_PART: phrases("the_bottom"),
    BREAST: phrases("brust brustbereich brustpartie poitrine tour_de_poitrine pecho"),
    "shoulders": phrases(
        # (fit-text-37: typed "sholders", "shoulder's")
        "shoulder shoulders sholder sholders shoulder's schulter schultern schulterbreite"
        " schulterbereich schulterpartie"
        " schulternaht schulternähte"
        " épaules épaule"
        " hombros hombro"
    ),
    "sleeves": phrases(
        """
        sleeve sleeves sleeve_length arm_length arm arms upper_arms upper_arm biceps bicep
        elbow elbows
        armlänge ärmel ärmeln
        sleeve_at_the_wrist sleeves_at_the_wrist sleeves_at_the_wrists sleeve_at_the_cuff
        sleeves_at_the_cuffs sleeve_cuffs
        ärmellänge armen oberarm oberarme oberarmen
        arme manches manche bras longueur_de_manches longueur_des_manches mangas manga
        brazos largo_de_manga largo_de_las_mangas el_largo_de_manga el_largo_de_las_mangas
        """
    ),
    # "le montant est trop haut": the French rise (fit-text-31, fres)
    "rise": phrases("rise crotch leibhöhe schritt fourche taille_basse montant tiro"),
    "inseam": phrases(
        """
        inseam inseams beinlänge schrittlänge innenbeinlänge entrejambe
        longueur_d'entrejambe longueur_de_jambe entrepierna largo_de_entrepierna
        largo_de_pierna el_largo_de_entrepierna el_largo_de_pierna
        """
    ),
    "thigh": phrases(
        "thigh thighs oberschenkel oberschenkeln schenkel cuisses cuisse muslos muslo"
        # (fit-text-37) "an den Schenkeln zu eng", "im Oberschenkelbereich etwas weit"
        " schenkeln oberschenkelbereich schenkelbereich"
    ),
    "width": phrases(
        """
        toe_box toebox toe_area width weite zehenbereich zehenraum leisten largeur de_ancho
        avant-pied ancho_del_pie puntera
        """
    ),
    # Parts that are not fit dimensions: an adjective next to them describes the part
    # ("the buttons are small", "armholes are a bit large"), so the mention is dropped.
    OTHER_PART: phrases(
        """
        armhole armholes arm_holes arm_hole arm_cutout arm_cutouts arm_opening arm_openings
        under_the_arms underneath_the_arms under_the_arm under_my_arms underarm underarms
        armpit armpits arm_pit arm_pits armpit_holes arm_pit_holes armpit_hole
        leg_opening leg_openings opening openings neckline neck collar
        neck_hole neck_holes neckhole head_hole head_holes headhole head_opening
        opening_for_arm opening_for_arms opening_for_the_arm opening_for_the_arms
        openings_for_the_arms shoulder_pad shoulder_pads
        v-neck v-necks v-neckline scoop-neck crew-neck
        cowl-neck
        leg legs
        neck_size collar_size halsweite tour_de_cou talla_de_cuello
        bottom_half lower_half bottom_part lower_part peplum peplums peplum_part
        pocket pockets
        strap straps button buttons buttonholes holes tag tags pattern print slit slits hem
        hemline zipper bow tie ruffle ruffles logo stripes flowers heel_height calf calves
        ankle ankles stretch fabric material weave knit stitching stitches colour color
        quality weight price structure thickness warmth texture softness drape construction
        wrist wrists knee knees belt belts sash hood hoods drawstring drawstrings cord cords lining
        bag bags purse embroidery embellishment embellishments applique appliques appliqué beading
        sequins shipping delivery package packaging parcel box ribbing thread threads
        envoi expédition attente envio espera
        ausschnitt kragen kragenweite knöpfe knopf muster träger tasche taschen absatz wade waden
        gürtel kapuze schaft hals halsbereich deckel verschluss
        futter stoff stoffdicke dicke verarbeitung farbe
        lieferung versand paket verpackung stickerei faden fäden
        karton kartons schachtel lieferzeit wartezeit etikett etiketten schleife pakets päckchen
        auswahl größenauswahl grössenauswahl farbauswahl choix variedad surtido selección
        achsel achseln achselhöhle achselhöhlen aisselle aisselles axila axilas
        encolure col boutons bouton motif bretelles poche poches talon_haut mollet mollets capuche
        tige
        doublure sac tissu épaisseur couleur matière livraison colis emballage broderie
        carton cartons boîte délai délais étiquette nœud noeud
        cuello botones estampado tirantes bolsillos tacón gemelos pantorrillas cinturón capucha caña
        sisa sisas emmanchure emmanchures armloch armlöcher lazo
        laces shoelaces reißverschluss schnürsenkel fermeture_éclair fermeture zip lacets cremallera
        cordones tiras
        preis preis-leistung preisleistung qualität prix qualité precio
        knie genou genoux rodilla rodillas
        forro bolso tela grosor material calidad envío entrega paquete caja bordado botón
        plazo plazos etiqueta cartón
        deadline label labels carton cartons
        the_wait wait_time waiting_time return_window return_period selection variety assortment
        snap snaps poppers ties sequin beads beading loops belt_loops belt_loop
        colors colours prints patterns dots polka_dots ribbon ribbons tassel tassels fringe pompoms
        studs rhinestones pearls bows lapel lapels eyelets crochet mesh pleats trim
        detail details cowl cowls design designs embroidery embellishment embellishments
        placket gusset cutout cutouts cut-out cut-outs keyhole clasp clasps darts elastic_band
        envelope mailer
        the_model the_models mannequin
        shipping_time delivery_time processing_time return_process customer_service money funds
        budget discount discounts savings size_range color_range colour_range plaid graphic
        graphics lettering writing earrings necklace necklaces scarf scarves tote clutch handbag
        backpack jewelry jewellery hoops brooch
        """
    ),
}
# French "taille" is both size and waist: only its waist readings are listed above.
# A review is about footwear when it names the foot ("toes", "heel slips", "pointure"),
# or a footwear item near its start (title or first sentence: "boots" later in a dress
# review is styling advice).
# Garments with a top part (a bodice): "the top was too big" is their bust.
DRESS_ITEMS = phrases(
    """
    dress dresses gown jumpsuit romper playsuit swimsuit one-piece maxi midi
    kleid badeanzug robe combinaison maillot vestido mono bañador bikini
    """
)
FOOT_WORDS = phrases(
    """
    foot toes toebox toe_box insole insoles arch half_size half_a_size wide_feet narrow_feet
    pinky_toe pinky_toes little_toe big_toe bunion bunions instep
    füße füsse fuß fuss zeh zehen ferse fußbett schuhgröße halbe_nummer ballen hallux spann
    pieds pied orteil orteils talon pointure demi-pointure oignon oignons cou-de-pied
    pies dedos talón horma medio_número juanete juanetes empeine
    mi_número mi_numero número_de_siempre número_habitual pie_ancho pie_estrecho el_pie
    """
)
FOOTWEAR_ITEMS = phrases(
    """
    shoe shoes boot boots sandal sandals sneaker sneakers trainer trainers loafer loafers
    slippers pumps heels flats mules clogs
    schuh schuhe stiefel stiefeletten sandalen turnschuhe pumps
    laufschuhe wanderschuhe kinderschuhe hausschuhe sportschuhe halbschuhe badeschuhe
    ballerinas sandaletten gummistiefel winterstiefel pantoffeln
    chaussure chaussures bottes bottines sandales baskets escarpins mocassins tongs chaussons
    espadrilles ballerines
    zapato zapatos zapatillas botas botines sandalias deportivas chanclas alpargatas bailarinas
    mocasines salones zuecos pantuflas náuticos manoletinas moccasins sabots derbies
    """
)

# ------------------------------------------------------------ "fits" about a named part
# A named part followed by one of these ("waist fits", "hips are fine", "Schultern
# passen", "les hanches vont bien", "la cintura perfecta") or one of these followed by
# a preposition and the part ("perfect across the shoulders", "parfait à la taille")
# is that part fitting as expected (0).
NEUTRAL_WORDS = (
    r"perfect|perfectly|fine|great|good|ok|okay|spot\s+on|right|just\s+right|nice|nicely|well|ideal"
    # (fit-text-44) "sitzt an der Taille schön"
    r"|comfortably|comfortable|perfekt|gut|super|genau\s+richtig|richtig|prima|okay|passend|bequem|schön"
    r"|parfait|parfaite|parfaits|parfaites|bien\s+ajust[ée]+s?|bien|nickel|impeccable|impec|idéal|idéale|bon|bonne|bonnes|correct"
    r"|correcte|confortable|perfecto|perfecta|perfectos|perfectas|genial|correcto|correcta|cómodo|cómoda"
    # (fit-text-40) "las mangas a la medida", "les manches sur mesure"
    r"|a\s+la\s+medida|a\s+medida(?!\s+que)|sur\s+mesure"
)
FIT_PREDICATES = (
    r"fits?|fitted|sits?|sat|passt|passen|passte|sitzt|sitzen|saß|va|vont|allait|tombe|tombent|queda|quedan"
    r"|quedaba|sienta|sientan|stimmt|stimmen|stimmte"
)
NEUTRAL_COPULAS = (
    # "the waist on these is perfect", "the sleeve length on the petite is perfect"; the
    # garment or size named after "of" too (fitframe): "the length of the shorts is also nice",
    # "the length of the regular xs was fine on me", "the length of the regular on me was fine"
    # (not the model's: "the waist on the model is perfect")
    r"(?:(?:on|in|of)\s+(?:these|them|me|him|her|this|it|(?:the|this|that|these)\s+"
    r"(?!(?:model|models|photos?|pictures?|pics?|mannequin|hanger)\b)(?:[\w-]+\s+)?"
    r"(?!(?:model|models|photos?|pictures?|pics?|mannequin|hanger|is|are|was|were)\b)[\w-]+)"
    r"(?:\s+on\s+me)?\s+)?(?:is|are|was|were|'s|feels?|felt|seems?)"
    r"|ist|sind|war|waren|est|sont|était|étaient|es|son|está|están|era"
)
NEUTRAL_ADVERBS = (
    r"(?!tightly|loosely|snugly|closely|badly|poorly|oddly|weirdly|awkwardly|strangely)[a-z]+ly|just|absolutely|really|also|both|all|very|so|quite|pretty|exactly|totally|genau|auch|ebenfalls|sehr"
    r"|total|très|vraiment|aussi|muy|también|me|mir|ihm|ihr|him|her|them|lui|leur|le|la|les|fine"
    # "die Ärmellänge ist für mich ideal", "pour moi parfaite", "para mí perfecto"
    r"|für\s+mich|pour\s+moi|para\s+mí|para\s+mi"
)
NEUTRAL_PREPOSITIONS = (
    # (fit-text-37) "von der" as "in der": "passt von der Länge", "passt von der Länge her"
    r"in|at|across|through|thru|around|on|over|under|underneath|beneath|along|an|am|im|um|bei|über|von|à|au|aux|en|sur|au\s+niveau\s+de"
    r"|au\s+niveau\s+des|au\s+niveau\s+du|de|del|por"
)

# A use or an occasion after a praise word: "perfect for summer", "a great fit for my
# wardrobe", "perfecto para el verano" say what it is good for, not how it fits.
FOR_USE = (
    r"\s+(?:for|für|pour|para)\s+(?:(?:the|a|an|this|that|any|every|all|my|your|den|die|das|le|la|les|l'|el|los"
    r"|las|mi|mon|ma|mes)\s*)?"
    # a time of day or year's weather (fit-text-37): "for the little evening chill", "for cool
    # nights"
    r"(?:(?:little|cool|chilly|cold|warm|hot|early|late|evening|morning|summer|winter|spring|fall)\s+)?"
    r"(?:summer|winter|spring|fall|autumn|work|office|travel|travelling|vacation|holidays?|chill|weather|breezes?"
    r"|beach|pool|weddings?|parties|party|occasions?|events?|season|evenings?|nights?|weekends?|everyday|layering"
    r"|lounging|hot|warm|cold|wardrobe|closet|lifestyle|style|needs|price|money|date|dates|church|daughter's"
    r"|(?:casual\s+)?(?:friday|fridays|days?)|interviews?|concerts?|brunch|dinner|school|gym|travel|trips?|cruise"
    r"|son's|sommer|winter|büro|urlaub|strand|anlass|été|hiver|bureau|vacances|plage|soirée|occasion|verano"
    r"|invierno|oficina|vacaciones|playa|fiesta|ocasión)(?![\w'])"
)


# ------------------------------------------------------------------------------ wishes
# Wishes and "it needed to be ..." are verdicts the other way round ("wish it were
# longer": short).
AMOUNT = (
    r"(?:(?:a|an|about|bit|little|tad|tiny|teeny|touch|just|slightly|much|way|lot|few|couple|of|inch|inches|cm|\d+(?:\"|'')?"
    r"|one|two|three|or|more|etwas|ein|bisschen|paar|wenig|viel|un|peu|poco|algo|mucho|más)\s+){0,5}"
)


def wishes(
    wish: str, end: str, longer: str, shorter: str, bigger: str, smaller: str
) -> tuple[Phrase, ...]:
    """The four wish phrases of one language: a wish for more is a verdict of too little."""
    return (
        Phrase(wish + longer + end, TIGHT, "length", confidence=0.7, wish=True),
        Phrase(wish + shorter + end, LOOSE, "length", confidence=0.7, wish=True),
        Phrase(wish + bigger + end, TIGHT, confidence=0.7, wish=True),
        Phrase(wish + smaller + end, LOOSE, confidence=0.7, wish=True),
    )
