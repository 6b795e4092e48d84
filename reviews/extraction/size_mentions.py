"""Which sizes a review names as the size worn and the usual size (en/de/fr/es).

Every size token (``sizes.SIZE_TOKEN``) is judged by the words around it: a usual-size cue
before it ("usually", "I'm a", "je fais du", "normalerweise", "uso una") or after it ("as
usual", "wie immer", "de siempre") makes it the usual size; a purchase cue before it
("ordered", "got the", "pedí la", "habe die", "j'ai pris") or a fit verb after it ("the S
fits", "la M me queda", "die 38 passt") makes it the size worn; "bought my usual 12" is
both. Advice and hypotheticals ("should have got a 9.5", "if you're a 34") are skipped.
When the reviewer changed size (returned, exchanged, "went down a cup to"), the last size
worn is the one kept. Tokens with no cue count only when they carry their own system
("size 9", "UK 5", "W32 L32", "Größe 38") or close a list of body figures ("6'0 190lbs L").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from .dispatch import max_width
from .keyed import Keyed
from .lexicon import SIZE_ASIDE, SIZE_COUNT, SIZE_QUALIFIER, STEP_FIT_VERBS
from .sizes import (
    SIZE_TOKEN,
    SIZE_WORDS,
    about_a_child,
    is_bare_letter,
    is_bare_number,
    is_bare_word,
    size_rank,
    size_tokens,
    token_label,
)

_WINDOW = 60

# ---- usual size: words before the token (the pattern must reach the token: ``$``)
_FILL_EN = (
    r"(?:wear|wears|get|buy|order|am|i'm|im|a|an|do|take|size|sizes|in|fit|fits|into|go|with"
    r"|for|purchase|i|either|the|solid|true|between|wore|run|somewhere|around|tend|to|also"
    r"|been|was|had|have|buying|getting|ordering|wearing|women's|mens|men's|us|uk|eu|about|up"
    r"|down|would|i'd|fall|land|need|needs|be"
    # the kind of garment: "usually buy tops in a small", "normally wear dresses in a 6"
    r"|tops|bottoms|dresses|pants|jeans|shirts|sweaters|jackets|skirts|blouses"
    # fit-text-27 (fitsize4): the shop's name before the size ("usually an retailer small"; the
    # reviews name the shop "retailer")
    r"|retailer)"
)
# "wie immer 41", "comme d'habitude le 38", "como siempre la M": the usual size.
_AS_USUAL = (
    r"\b(?:wie\s+(?:immer|gewohnt|sonst|üblich)|comme\s+(?:d'habitude|d'hab\b|toujours)|como\s+siempre)\s*,?\s*"
    r"(?:(?:die|eine?|größe|gr\.|le|la|du|un|une|el|una?|talla|taille)\s+)*$"
)
_USUAL_BEFORE = re.compile(
    "|".join(
        (
            # en
            rf"\b(?:usually|normally|typically|generally|always|regularly|ordinarily|mostly|consistently"
            r"|historically|invariably|often|frequently)"
            rf"(?:\s+{_FILL_EN})*\s*$",
            # "regular"/"standard" alone name the line ("the regular size small", not petite)
            # (not "the usual" before other words, fit-text-39: "it's the usual bailey 44 great
            # quality" names a brand; "the usual size 6" is one)
            r"(?:\b(?<!\bthe\s)(?:usual|normal|typical|go-to)|\b(?:my|her|his|your)\s+(?:regular|standard|general))"
            r"\s*(?:[a-z]+\s+){0,2}?(?:size\s*)?"
            # (fit-text-49) "my typical size in retailer clothing is m"
            r"(?:(?<=size\s)(?:in|at|for)\s+(?:[\w-]+\s+){1,3}?(?=is\s))?"
            r"(?:is\s+(?:an?\s+)?|of\s+|\(|:|,|-)?\s*$",
            r"\bthe\s+(?:usual|normal|typical|go-to)\s+(?:size\s*)?(?:is\s+(?:an?\s+)?|of\s+|\(|:|,|-)?\s*$",
            r"\b(?:usual|normal|regular|typical|standard)\s+size\s*(?:,|\(|:|-|in|of|which\s+is|is)\s*"
            r"(?:an?\s+|the\s+)?$",
            # (fit-text-49) "depending on cut, i range from 2-4 in bottoms"
            r"\bi\s+(?:usually\s+|typically\s+|generally\s+)?(?:range|vary)\s+from\s+(?:(?:a|an|size)\s+)?$",
            # "sold out in my size 16", "my size is a 6"
            r"\bmy\s+(?:own\s+)?size\s*(?:,|\(|:|-|is|of)?\s*(?:an?\s+)?$",
            # "I fluctuate between a 2 and 4": the range is the usual size
            r"\b(?:fluctuate|vary|range|alternate|swing|waver|hover|bounce|teeter|toggle|go|run|am|i'm|im"
            # (fit-text-34) "somewhat in-between size 30 and 31", "go back and forth between xs
            # and small", "i was between a small and an extra small"
            r"|fall|land|was)\s+(?:(?:right|kind\s+of|sort\s+of|somewhat"
            r"|somewhere|usually|always|often|back\s+and\s+forth)\s+)?(?:in[\s-]+)?between\s+"
            r"(?:an?\s+|sizes?\s+)*$",
            # a sentence opening on the range: "Entre le S et le M, j'ai choisi le M"
            r"(?:^|[.!?;\n]\s*)(?:between|zwischen|entre)\s+(?:(?:an?|sizes?|le|la|du|un|une|taille|el|una?"
            r"|talla|größe|gr\.|der|einer?)\s+)*$",
            r"\b(?:bin|liege|trage|ist|liegt|trägt|ich|sie|er)\s+(?:\w+\s+)?zwischen\s+(?:(?:größe|gr\.|der|einer?)\s+)*$",
            # "j'ai l'habitude du S", "habituée au 38"
            r"\b(?:l'habitude|habituée?)\s+(?:du|de\s+la|de|d'un|d'une|au|à\s+la)\s*$",
            r"\b(?:suis|porte|fais|oscille|hésite|est)\s+(?:\w+\s+)?entre\s+(?:(?:le|la|du|un|une|taille)\s+)*$",
            r"\b(?:estoy|uso|soy|oscilo|está|usa)\s+(?:\w+\s+)?entre\s+(?:(?:la|el|una?|talla)\s+)*$",
            r"(?:^|[\s(,.;!])(?:i|she|he|we|son|daughter|husband|wife|and)\s+(?:usually\s+|normally\s+"
            r"|typically\s+|always\s+|generally\s+|either\s+)?(?:wear|wears|take|takes|tend\s+to\s+wear|seem\s+to\s+wear"
            # (fit-text-34) "i wear either a s or xs", "i either wear a 4 or a 6"
            r"|tend\s+to\s+be|buy|buys|fit\s+in(?:to)?|live\s+in)\s+(?:between\s+|either\s+)?"
            r"(?:an?\s+|size\s+|the\s+)*$",
            r"(?:^|[,;]\s*)(?:usually\s+|normally\s+|typically\s+)?wear\s+(?:an?\s+|size\s+)*$",
            # a preference stated in general: "in coats i prefer an xl" (not "prefer the S")
            r"(?:^|[\s(,.;!])i\s+(?:usually\s+|normally\s+|generally\s+|always\s+)?prefer\s+(?:an?\s+|size\s+)+$",
            # de
            # "trage meist 38", "in der Regel 38", "meine normale Größe ist 38"
            # ("sonst passt die 38" after a complaint is "otherwise the 38 fits": fit-text-31, fde)
            r"\b(?:normalerweise|sonst(?!\s+(?:passt|passen|sitzt|sitzen)\b)|meistens|meist|immer|eigentlich"
            r"|gewöhnlich|üblicherweise|überwiegend"
            # (fit-text-50) the spoken German adverb before its verb or subject: "Normal hab ich
            # 40" (not the English "the normal 6", a regular cut against a petite one)
            r"|normal(?=\s+(?:hab|habe|hat|trag|trage|trägt|ich|sie|er)\b)"
            r"|bei\s+anderen\s+(?:marken|herstellern|shops|läden)"
            # (fit-text-49) the wearer's size had, not bought: "unsere Tochter hat Größe 28",
            # "unsere Kleine hat Schuhgröße 26", "ich habe Größe 38"
            r"|(?<=\bhat\s)(?:schuhgröße|größe|gr\.)|(?<=\bhabe\s)(?:schuhgröße|größe)"
            # (fit-text-49) "bei den meisten Marken trag ich 36", "sonst in allen Schuhen 30"
            r"|bei\s+(?:den\s+)?(?:meisten|allen|vielen)\s+(?:anderen\s+)?(?:marken|herstellern|shops|läden)"
            r"|in\s+allen\s+(?:anderen\s+)?(?:schuhen|hosen|jeans|kleidern|oberteilen|marken)"
            r"|in\s+der\s+regel|übliche[nr]?|normale[nr]?|gewohnte[nr]?)(?:\s+(?:trage|trag|trägt|habe|hab|hat|ich"
            r"|sie|er|größe|gr\.?|eine?|bei|in|die|der|den|kaufe|nehme|brauche|passt|mir|ihr|ihm|auch|eher"
            r"|ist))*\s*$",
            r"(?:^|[\s(,.;!])(?:ich|sie|er|tochter|sohn|mann|frau|freundin|mutter|vater|und)\s*(?:\([^()]{0,20}\)\s*)?"
            r"(?:trage|trägt)"
            # "ich trage seit Jahren 40", "sie trägt schon immer 38" (fit-text-31, fde)
            r"(?:\s+(?:ich|sie|er|größe|gr\.?|eine?|die|der|seit\s+(?:jahren|langem|jeher|ewigkeiten)"
            r"|schon\s+(?:immer|ewig|lange|seit\s+jahren)))*\s*$",
            # "ich habe Größe 38", "sie hat eine 40"; not "ich habe die 42 (genommen)": this item
            r"(?:^|[\s(,.;!])(?:ich|sie|er|tochter|sohn|mann|frau|freundin|mutter|und|kleine|kleiner|kind"
            r"|enkel|enkelin)\s+(?:habe|hat)"
            r"(?:\s+(?:ich|sie|er|größe|gr\.?|eine?))*\s*$",
            r"\b(?:konfektionsgröße|konfektionsgrösse|kleidergröße|kleidergrösse)\s*(?:ist\s+|:\s*)?$",
            # (fit-text-38) "my size is" in de/fr/es: "meine Größe ist 38", "meine Schuhgröße ist
            # 39", "ma taille c'est 38", "ma pointure est le 39", "mi talla es una M"
            r"\bmeine\s+(?:schuh|kleider|konfektions)?(?:größe|grösse)\s*(?:ist\s+|:\s*)(?:(?:die|eine?)\s+)*$",
            r"\b(?:ma|mon)\s+(?:vraie\s+)?(?:taille|pointure)\s*(?:c'est|est|:)\s*(?:(?:le|la|du|un|une|en)\s+)*$",
            r"\bmi\s+(?:talla|número|numero)\s*(?:es|:)\s*(?:(?:la|el|una?|de)\s+)*$",
            _AS_USUAL,
            # (fit-text-50) the size called one's own: "j'ai pris mon 40", "pedí mi 38", "hab meine
            # 38 genommen"
            r"\b(?:mon|mi|meine)\s+$",
            # fr
            r"\b(?:d'habitude|habituellement|normalement|généralement|toujours|en\s+général)"
            r"(?:\s+(?:je|j'|fais|prends|porte|chausse|du|un|une|le|la|en|taille|ma|mon|elle|il))*\s*$",
            # "moi qui fais du M", "mon mari qui fait du L": the relative pronoun as the subject
            # (fit-text-31, fres)
            r"(?:^|[\s(,.;!])(?:je|elle|il|j'|qui|mari|fils|fille|copain|conjoint)\s*"
            r"(?:fais|fait|porte|chausse|prends)\s+(?:(?:du|un"
            r"|une|le|la|en|taille|habituellement|normalement|toujours)\s+)*$",
            r"\b(?:taille|pointure)\s+habituelle\s*(?:est\s+|,|:|\()?\s*(?:le\s+|la\s+|du\s+)?$",
            # es
            r"\b(?:normalmente|habitualmente|generalmente|siempre|suelo\s+(?:usar|llevar|comprar"
            r"|pedir|ser))(?:\s+(?:uso|usa|llevo|lleva|tengo|soy|la|una|un|el|talla|de|calzo|he\s+usado"
            r"|he\s+llevado))*\s*$",
            r"(?:^|[\s(,.;!])(?:yo\s+)?(?:uso|usa|llevo|lleva|calzo|calza|gasto|gasta)"
            r"\s+(?:(?:una?|la|el|talla)\s+)*$",
            # (fit-text-38) "mi talla habitual es la 38"
            r"\b(?:talla|número)\s+(?:habitual|de\s+siempre)\s*(?:,|:|\(|es\s+)?\s*(?:la\s+|el\s+|una?\s+)?$",
            # (fit-text-49) "tengo un 38 y pedí el 38", "tengo una M en otras marcas", "normalmente
            # con la M voy bien"
            r"(?:^|[\s(,.;!])(?:yo\s+)?tengo\s+una?\s+$",
            r"\b(?:normalmente|habitualmente|siempre)\s+con\s+(?:la|el)\s+$",
        )
    )
)
# A size that was not to be had: "the smalls were sold out", "xs was out of stock", "sold out
# in the 4".
_SOLD_OUT_AFTER = re.compile(
    r"^(?:'?s)?(?:\s+sizes?)?\s+(?:(?:was|were|is|are|had\s+been|got)\s+)(?:all\s+|already\s+|completely\s+)?"
    r"(?:sold\s+out|out\s+of\s+stock|unavailable|not\s+available|gone)\b"
)
_SOLD_OUT_BEFORE = re.compile(r"\b(?:sold\s+out|out\s+of\s+stock)\s+(?:in|of)\s+(?:the\s+|a\s+)?$")
# "my 34ds were barely contained": a bra size as the subject of a verb is the body.
_BODY_VERB_AFTER = re.compile(
    r"^(?:'?s)?\s+(?:was|were|is|are|barely|just|kept|keep|felt|feel|spill\w*|pop\w*|fell|fall\w*|had|have"
    r"|looked|look|got|get)\b"
)
# "I'm a 12": the reviewer's own size, except a bra size ("I'm a 34D" describes the body).
_THIRD_PERSON_BEFORE = re.compile(
    r"\b(?:she's|he's|she\s+is|he\s+is|(?:my|our)\s+\w+\s+is)\s+(?:\w+\s+){0,3}?$"
)
_I_AM_BEFORE = re.compile(
    r"(?:^|[\s(,.;!])(?:i'm|i\s+am|im|she's|he's|she\s+is|he\s+is|i've\s+always\s+been"
    r"|(?:my\s+|our\s+)(?:husband|wife|partner|boyfriend|girlfriend|son|daughter|mom|mum|mother"
    r"|dad|father|sister|brother|friend)\s+is)"
    r"\s+(?:(?:usually|normally|typically|always|generally|currently|either|consistently"
    r"|(?:a\s+)?(?:(?:pretty|very|really|quite|fairly)\s+)?(?:solid|true)|between|more\s+of)\s+)*"
    r"(?:an?\s+)?(?:retailer\s+)?(?:size\s+)?$"
    # "je suis une taille 40", "soy una talla M", "ich bin eine 38"
    r"|(?:^|[\s(,.;!])(?:je\s+suis|soy|ich\s+bin)\s+(?:(?:normalement|généralement|toujours"
    r"|normalmente|siempre|normalerweise|eigentlich|immer)\s+)*(?:une?|una?|eine?|en|de)?\s*$"
    # (fit-text-38) "soy de una 38", "soy de la talla M"
    r"|(?:^|[\s(,.;!])soy\s+(?:(?:normalmente|siempre)\s+)?de\s+(?:una|la)\s+(?:talla\s+)?$"
)
# fit-text-34: the reviewer described before a size named as a size, "i'm a curvy size 14-16",
# "an athletic size 8/10", "a very consistent size small", "a tall, size 4/6 woman", "i'm 5'3"
# and curvy size medium": the words must reach the token's "size" (checked by the caller).
_I_AM_DESCRIBED_BEFORE = re.compile(
    r"(?:^|[\s(,.;!])(?:i'm|i\s+am|im)\s+(?:(?:usually|normally|typically|always|generally"
    r"|consistently)\s+)*"
    r"(?:an?\s+(?:(?!(?:of|in|for|with|the|and|but|to|bit|lot)\b)[a-z]+,?\s+){1,2}"
    r"|\d'\s?\d{0,2}(?:\"|'')?\s*(?:tall\s+)?and\s+(?:an?\s+)?(?:[a-z]+\s+)?)$"
)
# (fit-text-39) the reviewer's height, then "and a" or "and size" before the size: "i'm 5'6 and
# a m/l", "i'm 5 feet tall and a size 12", "i am 5'8 and sz. 29", as "i'm 5'4 and a size 12"
# (not "5'10\" and 57", a weight, nor "and small-framed")
_I_AM_TALL_AND_BEFORE = re.compile(
    r"(?:^|[\s(,.;!])(?:i'm|i\s+am|im)\s+(?:\d'\s?\d{0,2}(?:\"|'')?"
    r"|\d\s*(?:feet|foot|ft)(?:\s*\d{1,2}(?:\s*(?:inches|inch|in)\b|\")?)?)"
    r"\s*(?:tall\s*)?,?\s*and\s+(?:(?P<article>an?)\s+)?$"
)
# ---- usual size: words right after the token
_USUAL_AFTER = re.compile(
    # (a size tried first, fit-text-39: "i tried a size 2 regular first (my normal dress size)")
    r"^\s*(?:(?:first|initially|at\s+first)\s*)?[(,\-]?\s*(?:"
    r"as\s+(?:usual|always|i\s+always\s+do)|which\s+(?:typically|usually|normally|always)\s+fits"
    r"|as\s+i\s+(?:usually|normally|always|typically)\s+(?:do|wear|get|order|buy)\b"
    r"|(?:which|that)\s+i\s+(?:always|usually|normally|typically|generally)\s+(?:wear|get|buy|order|take)\b"
    r"|(?:which\s+is\s+|that's\s+|is\s+)?what\s+(?:i|she|he)\s+(?:always|usually|normally|typically"
    r"|generally)\s+(?:wear|wears|get|gets|buy|buys|order|orders|take|takes)\b"
    r"|(?:which\s+is\s+|is\s+|-\s*)?my\s+(?:usual|normal|regular"
    r"|typical|standard|go-to|true|norm)\b|(?:usually|normally|typically)(?:[.!;)]|$)|like\s+always"
    # (fit-text-49) "tried the size 27, the usual for me in pilcro"
    r"|the\s+usual\s+(?:size\s+)?for\s+me\b"
    r"|wie\s+(?:fast\s+)?(?:immer|gewohnt|sonst|üblich)|(?:ist\s+)?meine\s+(?:übliche|normale|gewohnte)"
    # the size put first: "41 trage ich eigentlich immer", "obwohl ich 80B immer trage"
    r"|(?:trage|trag|trägt)\s+(?:ich|sie|er)\s+(?:\w+\s+)?(?:eigentlich|normalerweise|sonst|immer|meistens"
    r"|meist|gewöhnlich|üblicherweise)\b"
    r"|(?:eigentlich\s+|auch\s+)?(?:immer|sonst|normalerweise|eigentlich|meistens|meist)\s+(?:trage|trag|trägt)\b"
    # ("habituellement" is an adverb: _USUAL_ADVERB_AFTER, not "size 9, as usual")
    r"|comme\s+(?:d'habitude|d'hab\b|toujours)|habituel(?:le)?\b|en\s+général|depuis\b|d'habitude"
    r"|como\s+siempre|de\s+siempre|habitual\b|es\s+mi\s+talla"
    # (fit-text-50) a relative clause of habit: "le 42 que je prends d'habitude", "la M que
    # uso siempre", "die 38, die ich sonst trage"
    r"|que\s+(?:je\s+|j')(?:prends|porte|fais|mets|chausse)\s+(?:d'habitude|d'hab|habituellement"
    r"|normalement|toujours|en\s+général)\b"
    r"|(?:(?:la|el|lo)\s+)?que\s+(?:es\s+(?:lo|la|el)\s+que\s+)?(?:(?:siempre|normalmente)\s+)?"
    r"(?:uso|llevo|tengo|pido|compro)\s+(?:siempre|normalmente"
    r"|habitualmente|de\s+siempre)\b|que\s+(?:siempre|normalmente)\s+(?:uso|llevo|pido|compro)\b"
    r"|die\s+ich\s+(?:sonst|immer|normalerweise|eigentlich|meistens)\s+(?:trage|habe|nehme|kaufe)\b"
    r")"
)
# fit-text-25: the size, then said to be the reviewer's own: "a size 2 which is normally what
# i wear", "the m, which is my size everywhere", "size m in stock (my size)", "medium is the
# size i wear". The usual size; worn as well only when a purchase names it ("bought a size 2
# which is ..."), not by itself as "size 9, as usual" is.
_OWN_SIZE_AFTER = re.compile(
    r"^\s*[,\-]?\s*(?:"
    r"which\s+is\s+(?:always|usually|normally|typically|generally)\s+what\s+(?:i|she|he)\s+(?:wear|wears"
    r"|get|gets|buy|buys|order|orders|take|takes)\b"
    r"|(?:which\s+is\s+|that's\s+|[^.!?;()\n]{0,20}?\(\s*)my\s+(?:own\s+)?size\b"
    r"(?!\s+(?:is|was|in\s+th|for\s+th))"
    # (fit-text-47: after "which", and any verb of the usual size: "a 2p which is the size i
    # normally get in dresses")
    r"|(?:which\s+|that\s+)?is\s+(?:the\s+)?size\s+(?:i|she|he)\s+"
    r"(?:(?:always|usually|normally|typically|generally)\s+)?(?:wear|wears|take|takes|get|gets|buy|buys"
    r"|order|orders)\b"
    r")"
)
# The usual-size words later in the same clause name the token: "the S fits, which is my
# usual size", "la S me queda bien, es mi talla de siempre", "die M passt, das ist meine
# übliche Größe", "la M me va, c'est ma taille habituelle".
# The usual size said with a copula: "medium is my usual", "the 8 is my normal size".
_IS_MY_USUAL = re.compile(
    r"^\s*(?:is|was|'s)\s+(?:also\s+)?my\s+(?:usual|normal|regular|typical|standard|go-to|norm)\b"
)
_USUAL_LATER = re.compile(
    r"^(?:[^.!?;\n]{0,40}?\b(?:which\s+is|that\s+is|that's|it's|is|es|c'est|das\s+ist|ist)\s+"
    r"(?:also\s+|auch\s+|aussi\s+|también\s+)?|\s*[,(\-]\s*)"
    r"(?:(?:my|mi|ma|meine)\s+(?:usual|normal|regular|typical|go-to|talla\s+(?:de\s+siempre|habitual"
    # (fit-text-49) shoes: "en 39, ma pointure habituelle", "mi número de siempre, el 40"
    r"|normal)|(?:taille|pointure)\s+(?:habituelle|normale)|número\s+(?:de\s+siempre|habitual)"
    r"|übliche|normale|gewohnte)"
    r"|usual\s+size|talla\s+(?:de\s+siempre|habitual)|taille\s+habituelle|übliche\s+größe"
    # (fit-text-49) "talla s, la de siempre"; "80C ist eigentlich meine Größe"
    r"|(?<=,\s)(?:la|el)\s+de\s+siempre"
    r"|(?<=\bist\s)(?:eigentlich\s+|normalerweise\s+|sonst\s+)?meine\s+größe)\b"
)
# "une taille 40 normalement", "una M normalmente": an adverb right after the token.
_USUAL_ADVERB_AFTER = re.compile(
    r"^\s*,?\s*(?:normalement|d'habitude|habituellement|normalmente|habitualmente"
    r"|normalerweise)\b"
    # English after the garment named: "size 10 in pants normally, got the 12"
    r"|^\s*(?:in\s+(?:most\s+)?[a-z]+\s+)?(?:normally|usually|typically|generally)(?=\s*(?:[,.;!)]|$|but\b))"
    # (fit-text-34) "a large usually fits me"
    r"|^\s*(?:normally|usually|typically|generally|always)\s+fits?\s+(?:me|her|him)\b"
)
_PURCHASE_IN_CLAUSE = re.compile(
    r"\b(?:ordered|bought|got|purchased|received|took|kept|wore|wearing|chose)\b[^.!?;]*$"
)
# German verb-final: "habe eine 36 bestellt, wie immer": the participle between the token and
# the words after it that say what the token is.
_PARTICIPLE_AFTER = re.compile(
    r"^\s*(?:bestellt|gekauft|genommen|gewählt|geholt|behalten|getragen)(?:\s+(?:habe|hab|hatte|hat))?"
    r"(?=\s*[,(\-]|\s+(?:wie|weil|obwohl|da)\b)"
)
# "la L en vez de la M", "le 36 au lieu du 38", "die 40 statt der 38" (de/fr/es; English
# "instead of" also counts stars):
# the first is the size taken, the second the one it stands for (the usual size).
_INSTEAD_AFTER = re.compile(
    r"^\s*,?\s*(?:en\s+(?:vez|lugar)\s+de|au\s+lieu\s+d[ue']|statt|anstatt|anstelle)\b"
)
_INSTEAD_BEFORE = re.compile(
    r"\b(?:en\s+(?:vez|lugar)\s+de|au\s+lieu\s+d[ue']|statt|anstatt|anstelle\s+(?:von|der|des))"
    r"\s*(?:(?:la|el|mi|una?|le|mon|ma|l'|der|die|meiner|meine|talla|taille|größe)\s*)*$"
)
# (fit-text-38) English: "got the s instead of my usual m": the usual size, not the one worn
# (whatever follows: "..., fits great")
_INSTEAD_OF_MY_USUAL = re.compile(
    r"\binstead\s+of\s+(?:my|her|his)\s+(?:(?:usual|normal|regular|typical|standard|go-to)\s+)+"
    r"(?:size\s+)?$"
)
# (fit-text-38) a size sent back is not the one kept: "bought the s and m and returned the s"
_SENT_BACK_BEFORE = re.compile(
    r"\b(?:returned|returning|sent\s+back|sending\s+back|exchanged)\s+(?:the|my)\s+(?:size\s+)?$"
)
# "ich habe wie immer 41", "j'ai pris comme d'habitude le 38": the usual size, worn.
_AS_USUAL_BEFORE = re.compile(_AS_USUAL)
# (fit-text-50) the subject left out at the start of a sentence, the sentence going on to the
# size taken: "Trage 36, hab 36 genommen", "Bin 1,65, trage 38, ..." (a closing "Trage S." is
# the size worn)
_DROPPED_WEAR_BEFORE = re.compile(
    r"(?:^|[.!?;,]\s*)(?:trage|trag)(?:\s+(?:größe|gr\.?|eine?))*\s*$"
)
_GOES_ON_AFTER = re.compile(r"\s*[,;]")
# "hier ist XS richtig", "jetzt passt M perfekt": a size without article in verb-second order,
# said to be the right one.
_V2_BARE_BEFORE = re.compile(
    r"(?:^|[\s,.;!(])(?:ist|war|wäre|passt|passte|sitzt)\s+(?:(?:aber|hier|jetzt|nun|mir|ihm|ihr|doch|dann"
    r"|eher)\s+)*$"
)
_RIGHT_AFTER = re.compile(r"^\s+(?:richtig|perfekt|passend|genau\s+richtig|die\s+richtige|ideal)\b")
# German verb-second: "hier ist die 40 zu klein", "jetzt passt mir die M": the size worn.
_V2_BEFORE = re.compile(
    r"(?:^|[\s,.;!(])(?:ist|war|sitzt|saß|passt|passte|fällt|fiel|wirkt|spannt)\s+(?:(?:aber|leider|jetzt"
    r"|nun|mir|ihm|ihr|hier|auch|doch|sogar|schon|dann|noch|eher|wieder)\s+)*(?:die|der|das|größe)\s+$"
)
_PURCHASE_PARTICIPLE = re.compile(r"^\s*(?:bestellt|gekauft|genommen|gewählt|geholt)\b")
# German verb-final purchase after the token: "hier musste ich 80B nehmen", "obwohl ich wie
# immer 36 bestellt habe", "dann hab ich M genommen": the size worn.
_PURCHASE_VERB_FINAL = re.compile(
    r"^\s*(?:(?:bestellt|gekauft|genommen|gewählt|geholt)(?:\s+(?:habe|hab|hatte|hat|haben))?"
    r"|(?:nehmen|bestellen|kaufen)(?:\s+(?:müssen|musste|muss))?)(?=\s*(?:[,.;:!)\n]|$|und\b|aber\b|weil\b|da\b))"
)
# German word order puts the verb after the size exchanged to or bought ("in eine S
# umtauschen": as strong as "exchanged it for"; "in 36 neu bestellt").
_EXCHANGED_TO_AFTER = re.compile(
    r"^\s*(?:(?P<swap>umtauschen|umgetauscht|getauscht|tauschen|umzutauschen)"
    r"|(?:(?:neu|nochmal|noch\s+mal|erneut|wieder)\s+)?(?:bestellt|nachbestellt|bestellen|gekauft))\b"
)
_HAVE_AUX = re.compile(
    r"\b(?:habe|hab|hat|hatte)\s+(?:(?:ich|sie|er|auch|diesmal|größe|gr\.)\s+)*$"
)
# A bra size right after the garment's name: "Soutien-gorge 90C, ...", "Sujetador 85B:".
_BRA_BEFORE = re.compile(
    r"(?:^|[\s(,.;!])(?:bh|soutien-gorge|soutien|sujetador|bra|brassière)\s*(?:in\s+|en\s+|taille\s+|größe\s+"
    r"|talla\s+)?[:\-]?\s*$"
)
# "I'm a 10 in this", "I have a 6 in these": the size worn of this product.
# "here", "in this one": the item reviewed, not the reviewer's usual size ("in this brand" is).
_HERE_AFTER = re.compile(
    r"^\s*(?:here\b|in\s+(?:this|these|it)\b(?!\s+(?:brand|designer|store|label|company|line)))"
)
_USUAL_ADVERB = re.compile(
    r"\b(?:usually|normally|typically|generally|always|regularly|mostly|usual|normal|typical)\b"
)
# "the usual xs was a little big": a size judged wrong, so not surely the one kept.
_BAD_FIT_AFTER = re.compile(
    r"^[^.!?;]{0,12}?\b(?:was|is|felt|fit|fits|ran|runs)\s+(?:(?:a\s+)?(?:little|bit|tad)\s+|way\s+"
    r"|too\s+|very\s+|so\s+|slightly\s+|super\s+|much\s+|really\s+)*(?:big|small|tight|loose|large"
    r"|snug|huge|baggy|roomy|swimming|drowning|enormous|massive|tiny)\b"
    r"|^[^.!?;]{0,12}?\b(?:was|is|were|are)\s+(?:(?:a\s+)?(?:little|bit|tad)\s+|way\s+|much\s+)*too\s+(?:short"
    r"|long)\b"
    r"|^[^.!?;]{0,12}?\b(?:war|ist|sind|waren|fiel|fällt|était|est|tombait|era|es|quedaba|me\s+quedaba"
    r"|me\s+queda)"
    r"\s+(?:(?:mir|ihr|viel|etwas|leider|un\s+peu|beaucoup|bien|muy|un\s+poco|demasiado"
    # (fit-text-50) "die 28 war aber zu klein", "était vraiment trop petit"
    r"|aber|doch|schon|deutlich|echt|total|einfach|ein\s+bisschen|bisschen|ein\s+wenig|vraiment"
    r"|algo|bastante|realmente"
    # (fit-text-50) the place between: "S war am Hintern zu eng"
    r"|am\s+[\wäöüß]+|an\s+(?:der|den)\s+[\wäöüß]+|über\s+der\s+[\wäöüß]+|im\s+[\wäöüß]+"
    # "die 28 sind vorne viel zu knapp", "in 80B war alles zu eng", "war schon beim Anprobieren"
    r"|vorne|hinten|oben|unten|alles|beim\s+[\wäöüß]+)\s+)*"
    r"(?:zu|trop|demasiado\s+)?\s*(?:groß|gross|klein|eng|weit|(?<=zu\s)knapp|grand|grande|petit|petite|serré|large"
    r"|(?<=zu\s)(?:kurz|lang)|(?<=trop\s)(?:court|courte|long|longue)"
    r"|pequeña|pequeño|chica|chico|ajustada|ajustado|holgada|holgado)\b"
)
_A_BEFORE = re.compile(r"\ban?\s+$")
_SHOE_SIZE_OPENS = re.compile(r"(?:^|[.!?;:\n]\s*|\b(?:meine|ma|mi)\s+)$")
# "I'm a 10 in this top"; not "I'm always a medium in this brand" (the usual size)
# Words after "in this" that name the maker or the kind, not the item reviewed ("in this brand")
_MAKER_OR_KIND = r"brand|designer|store|label|company|line|type|kind|sort|category"
_IN_THIS_AFTER = re.compile(
    rf"^\s*(?:in|on|with)\s+(?:this|these|that|those|it)\b(?!\s+(?:{_MAKER_OR_KIND})\b)"
)
# fit-text-27 (fitsize4): "i was able to wear a medium in this top", "i am wearing a small in this
# now": a size worn of the item named right after it (not "i usually wear a 6 in this brand")
_WEAR_BEFORE = re.compile(
    r"\b(?:wear|wore|wearing|fit\s+in(?:to)?|squeeze\s+in(?:to)?)\s+(?:an?\s+|the\s+)?(?:size\s+)?$"
)
_HAVE_BEFORE = re.compile(r"\b(?:i|we)\s+(?:have|own)\s+(?:an?\s+|the\s+)?(?:size\s+)?$")
# "I am 50.": a bare number after "I am" is an age, not a size.
_BARE_I_AM = re.compile(r"(?<![\w'])(?:i'm|i\s+am|im|ich\s+bin|je\s+suis|j'ai|tengo)\s+$")
_AGE_END = re.compile(r"^\s*(?:[.,;!?]|and\b|but\b|und\b|et\b|y\b|$)")
# An age told as such after the number: "60+", "40 something", "28 years old", "45ish".
_AGE_WORD_AFTER = re.compile(
    r"^(?:\s*\+|\s+plus\b|-?ish\b|\s+something\b|\s+years?\b|\s*yrs?\b|\s*y/?o\b|\s+and\s+(?:a\s+)?(?:mom"
    r"|mother|grandmother|grandma|retired)\b)"
)
# English "may" only before the day ("on may 3"), since "the 8 may run small" is a size.
_MONTHS = (
    r"jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|june?|july?|aug(?:ust)?|sept?(?:ember)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|januar|februar|märz|mai|juni|juli|oktober|dezember"
    r"|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre"
    r"|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre"
)
# "wore it 3 evenings", "2 sizes up", "4 stars": a count, not a size.
_COUNT_NOUN_AFTER = re.compile(
    r"^\s*-?\s*(?:more\s+|other\s+|different\s+|whole\s+|full\s+|business\s+|working\s+|new\s+)?(?:times?"
    r"|days?|evenings?|nights?"
    r"|weeks?|months?|years?|hours?|minutes?|seasons?|stars?|sizes|colou?rs|pairs|pieces?|packs?|kids"
    r"|children|babies|washe?s|wears|occasions|inches|pounds|lbs|kilos|items|tops|dresses"
    r"|styles|reviews|people|friends|compliments|comments|shirts|articles|mal|tage|wochen|jahre"
    r"|stunden|werktage|fois|jours|semaines|ans|heures|veces|días|dias|semanas|años|anos|horas|meses"
    # (fit-text-49) "i had 5 strangers stop me"
    r"|strangers|customers|coworkers|co-workers|buttons|layers|pockets|sets"
    r"|shades|prints|versions|options|outfits|bras|orders|returns"
    # hours written short with a space (fit-text-31, fres): "reçu en 48 h", "llegó en 24 h"
    r"|h(?=\s*(?:[,.;!)]|$|et\b|y\b|und\b|and\b))"
    r"|couleurs|coloris|colores|farben|farbtöne|modèles|modelos|modelle|stück|pièces|piezas)\b"
    # a date: "le 3 mars", "el 15 de mayo", "am 3. März"
    rf"|^\.?\s*(?:de\s+)?(?:{_MONTHS})\b"
    # how often (fit-text-49): "i usually get 1 every year", "buy 2 a season"
    r"|^\s*(?:every|each|per|a)\s+(?:year|season|summer|winter|spring|fall|month|week)\b"
)
# "bought 2 for $60", "3 für 20 €": a number straight after the verb, priced, is a count
# ("got the 8 for $40" is a size).
_PRICED_AFTER = re.compile(
    r"^\s*(?:(?:for|für|pour|por)\s+(?:only\s+|just\s+)?[$€£\d]"
    # "after buying 1 at full price", "got 2 on sale"
    r"|at\s+(?:the\s+)?(?:full|regular|sale|retail)\s+price|on\s+sale\b)"
)
_BARE_AFTER_VERB = re.compile(
    r"\b(?:bought|got|ordered|purchased|buy|buying|get|order|gekauft|bestellt|acheté|commandé|compré|pedí)\s+$"
)
# "Réf. T13", "order #", "Bestellnummer 38812", "pedido número 7734": a reference, no size.
_REFERENCE_BEFORE = re.compile(
    r"(?:\b(?:réf|ref|référence|reference|numéro|numero|número|nummer|bestellnummer|artikelnummer"
    r"|artikel-nr|art|nr|no)\.?|\bn[°º]|#|\border\s+(?:number|no\.?))\s*[:.]?\s*$"
)
# "reçu le 10", "livré le 3", "llegó el 15", "am 12. geliefert" is caught by the dot: a
# day of delivery, no size (ordering verbs are left out: "commandé le 38" is a size).
_DELIVERED_ON_BEFORE = re.compile(
    r"\b(?:re[çc]ue?s?|livr[ée]e?s?|arriv[ée]e?s?|exp[ée]di[ée]e?s?|envoy[ée]e?s?|lleg[óo]|llegaron"
    r"|recib[íi]|recibido|entregado|received|delivered|arrived|shipped|geliefert|erhalten"
    r"|angekommen)\s+(?:le|el|am|on(?:\s+the)?)\s+$"
)
# "on June 14", "im März 12": a day of a month.
_MONTH_BEFORE = re.compile(rf"\b(?:{_MONTHS}|may)\.?\s+$")
# "she is 11 and tall for her age", "mon fils a 6 ans": a child's age, in a review about a child.
_CHILD_AGE_BEFORE = re.compile(
    r"(?:\b(?:she|he)\s+is|\b(?:she|he)'s|\b(?:son|daughter|boy|girl|grandson|granddaughter|niece"
    r"|nephew|kid|child|toddler)\s+is|\b(?:sohn|tochter|sie|er)\s+ist|\b(?:il|elle)\s+a"
    r"|\b(?:tiene|cumplió))\s+(?:only\s+|just\s+|almost\s+|nearly\s+|now\s+)?$"
)
# small/medium/large as a predicate adjective: "this brand has always run small", "was large".
_ADJECTIVE_BEFORE = re.compile(
    r"\b(?:runs?|ran|running|fits|fitted|is|was|are|were|feels?|felt|looks?|looked|too|so|very|bit"
    r"|little|way|slightly|rather|quite|pretty|extremely|really|super|fairly)\s+$"
)
# "the large fits", "the 10 now fits": a size said to fit (not "fits tight").
_FITS_AFTER = re.compile(
    r"^\s*(?:(?:also|still|actually|just|really|finally|now|definitely)\s+)?(?:fits|fit|fitted|works"
    r"|worked)\b(?!\s+(?:(?:a\s+)?(?:little|bit|tad|way|too|very|super|really|slightly)\s+)*(?:tight"
    r"|snug|small|big|large|loose|short|long|baggy|huge))"
    # "mit 44 passen sie jetzt", "la 40 me va bien", "la M me queda bien"
    r"|^\s*(?:passt|passen|sitzt|sitzen)\b(?![^.,;!?]{0,20}\b(?:nicht|zu\s+\w+))"
    r"|^\s*(?:me|lui|le)\s+(?:va|vont|queda|quedan)\s+(?:(?:muy|très|super)\s+)?(?:bien|parfaitement|perfect[oa]s?)\b"
)
# "they run half a size small", "runs a full size large": an amount of size, then the
# adjective (but "ordered a size small" is a size).
_SIZE_AMOUNT_BEFORE = re.compile(rf"(?<![\w'])(?:(?P<count>{SIZE_COUNT})|1/2|½)\s+$")
# fit-text-28 (fitnum): "a size small" names the size S, unless a fit verb makes it a step as
# "one size small" is: "runs a size small", "their products run about a size small"
_STEP_VERB_BEFORE = re.compile(rf"(?<![\w']){STEP_FIT_VERBS}\s+(?:\w+\s+)?$")
_STEP_QUALIFIER = re.compile(rf"^(?:{SIZE_QUALIFIER}\s+)?")


def _size_amount_before(before: str) -> bool:
    """Whether a count of sizes ends ``before``: "half a", "one", "2", "a full"; a bare "a" only
    after a fit verb ("runs a size small", not "got a size small")."""
    amount = _SIZE_AMOUNT_BEFORE.search(before)
    if amount is None:
        return False
    count = amount.group("count")
    if count is None or _STEP_QUALIFIER.sub("", count) not in ("a", "an"):
        return True
    return bool(_STEP_VERB_BEFORE.search(before, 0, amount.start()))


_ADJECTIVE_SIZES = frozenset({"small", "large", "big"})
_MINE_IS_BEFORE = re.compile(r"\bmine\s+(?:is|was)\s+(?:an?\s+|the\s+)?$")
_SIZE_IS_BEFORE = re.compile(r"\bsize\s+(?:is|was)\s+(?:an?\s+)?$")
# "my normal medium", "my usual size": the reviewer's own size, said even inside advice.
_MY_USUAL_ONLY = re.compile(
    r"\b(?:my|mi|ma|mon|meine)\s+(?:usual|normal|regular|typical|go-to|übliche|normale|gewohnte"
    r"|talla\s+(?:habitual|de\s+siempre)|taille\s+habituelle)\s*(?:size\s+|größe\s+)?$"
)
_I_RUN_BEFORE = re.compile(r"\b(?:i|we|she|he)\s+(?:\w+\s+)?run\s+$")
# "between a 4 to a 6", "between a size 0 and 2": the second half of a range.
_BETWEEN_BEFORE = re.compile(
    r"\b(?:between|zwischen|entre)\s+(?:(?:an?|sizes?|größe|gr\.|der|einer?|le|la|du|un|une|taille|el"
    r"|una?|talla)\s+)*$"
)
_RANGE_SECOND = re.compile(
    r"\s*(?:and|to|&|-|or|und|bis|et|à|y|a)\s+(?:(?:an?|sizes?|der|einer?|le|la|du|un|une|el|una?)\s+)?"
)

# "a size 4 in most brands", "an 8 everywhere else": sizes worn elsewhere, the usual size only.
_USUAL_ELSEWHERE_AFTER = re.compile(
    r"^\s*[(,\-]?\s*(?:in\s+(?:just\s+)?(?:about\s+)?(?:everything|most\b)|everywhere\s+else"
    r"|in\s+(?:other|all)\s+(?:brands|shoes|jeans|tops|stores)|in\s+zara)"
)

# "tried on the 4, 6 and 8": a list of sizes, not of the reviewer's figures
_SIZE_LIST_BEFORE = re.compile(r"\b(?:the|a|an|sizes?)\s+\d{1,2}(?:\.5)?p?\s*,\s*$")
# "the m leggings are long": the garment (or its part) named between a size and its verb
_GARMENT_AFTER = re.compile(
    r"\s+(?:top|dress|shirt|skirt|sweater|jacket|coat|pants|jeans|leggings|shorts|romper|jumpsuit"
    r"|tee|blouse|cardigan|suit|bottoms?|sleeves|pair|version|one)\b"
)
_SIZE_NOUN_AFTER = re.compile(r"\s+size\b")
# ---- size worn: words before the token
_COLOURS = (
    r"black|white|red|blue|navy|grey|gray|green|pink|ivory|cream|beige|brown|tan|yellow|orange"
    r"|purple|coral|olive|burgundy|wine|mint|teal|khaki|camel|rose|striped|floral|print|color"
    r"|colour|colored|coloured|light|dark|lighter|darker"
)
_FILL_WORN = (
    rf"(?:it|this|these|them|both|one|the|a|an|my|size|sz|in|pair|of|a\s+pair\s+of|up|down"
    rf"|top|dress|shirt|skirt|sweater|jacket|coat|pants|jeans|{_COLOURS})"
)
_WORN_BEFORE = re.compile(
    "|".join(
        (
            # en
            r"\b(?:ordered|order|bought|purchased|got|received|took|wearing|wore|tried(?:\s+on)?"
            r"|went\s+with|went\s+for|chose|picked(?:\s+up)?|grabbed|kept|keeping|exchang(?:e|ed|ing)(?:\s+(?:it|them|(?:the|my|her|his)\s+[\w.-]+))?\s+(?:for|to)"
            r"|swap(?:ped|ping)?(?:\s+(?:it|them|(?:the|my|her|his)\s+[\w.-]+))?\s+(?:for|to)|switched\s+to|changed\s+to|siz(?:e|es|ed|ing)\s+(?:up|down)"
            r"(?:\s+\w+){0,2}\s+(?:to|with)|return(?:ed)?\s+(?:it\s+|them\s+|this\s+|these\s+|the\s+[\w-]+\s+)?for|decided\s+on|went\s+(?:up|down)(?:\s+"
            rf"{SIZE_COUNT}(?:\s+(?:size|cup|sizes))?)?\s+to|needed|reordered|re-ordered|ended\s+up\s+(?:with|getting|in)"
            r"|settled\s+on|have\s+on|bough\s+t|buying|preferred|purchase|opted\s+for"
            # (fit-text-47) "took a chance with the small", "take a chance on the 10p"
            r"|(?:take|took|taking|taken)\s+a\s+chance\s+(?:with|on)"
            # the size got for one sent back (fit-text-38): "sent it back for a medium", "i'm
            # sending the small back for a medium", "returned m for s", "switched from the
            # medium to the small", "had to return the medium and get a small"
            r"|(?:sent|send|sending|shipped|mailed|took|taking)\s+(?:it|them|this|these|(?:the|my)\s+[\w.-]+)"
            r"\s+back\s+(?:for|to)|(?:return(?:ed)?|swap(?:ped)?|exchanged|traded)\s+[\w.-]+\s+for"
            # (fit-text-48) "am sending back a m for a l"
            r"|(?:sent|send|sending|shipped|mailed)\s+back\s+(?:the|a|an|my)\s+[\w.-]+\s+(?:for|to)"
            r"|switched\s+from\s+(?:the\s+|a\s+|an\s+|my\s+)?[\w.-]+\s+to"
            # (fit-text-39) "i ended up returning the medium to get the small"
            r"|(?:return(?:ed|ing)?|exchang(?:e|ed|ing)|sen[dt]\s+back|sending\s+back)\s+(?:the\s+|my\s+|it\s+)?"
            r"[\w.-]*\s*(?:and|to|in\s+order\s+to)\s+(?:get|got|order|ordered|buy|bought)"
            r"|rented|(?<=i\s)had|ended\s+up\s+\w+ing(?:\s+with)?|settled\s+for"
            # (fit-text-38) "ordered up to the L", "bought down to a small"
            rf"|(?:bumped|moved|stepped|jumped|dropped|going|go|ordered|bought|got)\s+(?:up|down)(?:\s+{SIZE_COUNT}"
            r"(?:\s+sizes?)?)?\s+to"
            r"|had\s+to\s+(?:get|order|buy|take|keep|go\s+(?:up|down)\s+to|size\s+(?:up|down)\s+to|go\s+to"
            r"|switch\s+to|move\s+to)"
            r"|decided\s+(?:to\s+)?(?:get|go\s+with|order|buy|keep|try)|ended\s+up\s+getting"
            r"|stuck\s+with|stayed\s+with|went\s+back\s+to|went\s+home\s+with|walked\s+out\s+with"
            r"|left\s+(?:the\s+store\s+)?with)"
            r"(?:\s+(?:a\s+)?size\s+(?:up|down|larger|smaller|bigger))?\s*(?:--|\u2014|\u2013|:|,)?"
            rf"(?:\s+{_FILL_WORN})*\s*$",
            rf"\bin\s+(?:(?:size|sz|the|{_COLOURS})\s+)*$",
            # "i did get this in a 4", "bought it in an 8": a size after the item bought
            r"\b(?:get|got|ordered|bought|purchased|have|had|own|rented|wear|wore|wearing"
            r"|tried\s+(?:it|this|these|them|one)\s+on)\s+(?:(?:it|this|these|them|one)\s+)?in\s+an?\s+$",
            # fit-text-26 (fitxsent): "i ordered another one in xs": a second one bought
            r"\b(?:got|ordered|bought|purchased)\s+another(?:\s+one)?\s+in\s+(?:an?\s+|size\s+)?$",
            # the item and a few words between: "bought this blouse on sale in a medium", "ordered
            # the copper in a medium" (a colour no list names, fit-text-48)
            r"\b(?:got|ordered|bought|purchased|rented)\s+(?:it|this|these|them|one|the\s+[a-z]+)"
            r"(?:\s+[a-z]+){0,4}?\s+in\s+an?\s+$",
            # a fit said of this item: "was able to fit into an 8", "this fit perfectly in a small"
            r"\b(?:able\s+to\s+(?:fit|squeeze)\s+in(?:to)?|(?:fit|fits|fitted)\s+(?:perfectly|great|well|fine"
            r"|nicely|comfortably|just\s+fine)\s+in(?:to)?)\s+(?:an?|the)\s+$",
            # the fit or length praised in a size (fit-text-48): "i love the fit of the small",
            # "the length is perfect in a medium"
            r"\b(?:love|loved|like|liked)\s+the\s+fit\s+(?:of|in)\s+(?:the|a|an|my)\s+$",
            r"\b(?:fit|length|sleeves|sleeve\s+length)\s+(?:is|was|are|were)\s+(?:just\s+)?(?:perfect|great|fine|good"
            r"|right)\s+in\s+(?:an?|the|my)\s+$",
            # "swimming in a medium", "i was drowning in the large": the size had on
            r"\b(?:swimming|swam|drowning|drowned)\s+in\s+(?:an?|the|my)\s+$",
            # "mine is a small", "mine was the 8"
            r"\bmine\s+(?:is|was)\s+(?:an?\s+|the\s+)?(?:size\s+)?$",
            r"\b(?:only\s+had|only\s+(?:choice|option|size)\s+(?:left|available|i\s+had)\s+(?:was|is))"
            r"(?:\s+(?:a|an|the|size))*\s*$",
            # "usually 38, this time 36": the size of this purchase (en, de, fr, es)
            r"\b(?:this\s+time|diesmal|dieses\s+mal|cette\s+fois(?:-ci)?|esta\s+vez)\s*,?"
            r"(?:\s+(?:i\s+got|a|an|the|size|die|eine?|größe|gr\.?|le|la|du|un|une|taille|el|una|talla))*\s*$",
            # "normalerweise M, hier L", "uso la 38, aquí la 40": the size of this item; French
            # and English too (fit-text-37): "je prends du 38, ici 40", "usually M, here L"
            # (fit-text-50) "erst XL bestellt, war zu eng, jetzt XXL und die passt"
            r"(?:^|[,;]\s*|\b(?:aber|und|pero|y|mais|et|but|and)\s+)(?:hier|aquí|aqui|ici|here|jetzt|nun)\s*,?"
            r"(?:\s+(?:die|eine?|größe|gr\.?|auch|la|el|una|talla|le|du|un|une|taille|a|an|the|size))*\s*$",
            # de
            r"\b(?:bestellt|bestellte|bestelle|gekauft|kaufte|genommen|nahm|habe|hab|hatte|haben"
            r"|gewechselt|auf|brauchte|brauche|anprobiert|probiert|in|trage\s+jetzt|getauscht\s+gegen|gegen"
            r"|reicht|reichte|genügt|genügte"
            r"|musste\s+(?:ich\s+)?(?:die\s+|eine?\s+)?(?:größe\s+)?(?:nehmen|bestellen)"
            # "hier musste es die 52 sein" (fit-text-44)
            r"|(?:musste|muss)\s+es)"
            r"(?:\s+(?:ich|die|der|den|das|eine?|'?ne|'?nen|in|größe|schwestergröße|gr\.?|jetzt|mir|ihm|ihr|nun|dann|doch|sie|es|auch|hier"
            r"|diesmal|also|gleich|lieber|sofort|direkt|wieder|wie\s+immer|wie\s+gewohnt|wie\s+sonst"
            # "hier reicht locker S", "reicht völlig die M" (fit-text-31, fde)
            r"|locker|völlig|vollkommen|dicke|problemlos))*\s*$",
            # fr
            r"\b(?:pris|commandé|acheté|choisi|reçu|essayé|opté\s+pour|échangé\s+(?:contre|pour)"
            r"|dû\s+prendre|du\s+prendre|fallu|besoin\s+d'|besoin|me\s+faut"
            r"|(?:renvoy\w*|retourn\w*|[ée]chang\w*)\s+(?:[\w']+\s+){0,3}?(?:pour|contre)"
            r"|(?:et|puis|pour)\s+(?:re)?prendre|repris"
            # (fit-text-50) the exchange as a noun: "retour pour un 36"
            r"|(?:retour|renvoi|échange|echange)\s+(?:pour|contre)"
            # (fit-text-47) "j'ai dû passer au 90D", "je suis passée à la taille 40"
            r"|pass(?:er|é|ée)\s+(?:au|à\s+la|à\s+une?)"
            r"|avec|en|porté)(?:\s+(?:le|la|du|un|une|en|taille|mon|ma|l'))*\s*$",
            # es
            r"\b(?:pedí|pedi|pidió|pidio|compré|compre|elegí|elegi|cogí|cogi|escogí|escogi|necesité"
            r"|necesite|necesita|necesito|necesitaba|probé|probe|(?:ha|he)\s+necesitado"
            r"|cambi(?:é|ar|amos|arla|arlo|arlas|arlos)\s+(?:por|a)|(?:devol\w*|cambi\w*)\s+(?:\w+\s+){0,3}?por"
            r"|tuve\s+que\s+(?:pedir|coger|comprar)|he\s+(?:pedido|comprado|cogido|elegido|escogido)"
            # (fit-text-47) "tuve que devolverla y pedir una L"
            r"|(?:y|e|para)\s+(?:pedir|coger|comprar)"
            # (fit-text-50) this item's size had, with its article: "tengo la S y me queda suelta"
            # ("tengo una 38" is the usual size)
            r"|tengo(?=\s+(?:la|el)\s)|(?:me\s+)?llevé|(?:me\s+)?quedé\s+con"
            r"|con|en|pedimos|compramos)(?:\s+(?:la|el|una|un|talla|mi|número|hermana))*\s*$",
        )
    )
)
# (fit-text-38) the second of two sizes bought together: "bought the s and m", "ordered the 8
# and the 10"; the weakest cue, since which one was kept must be said ("... and returned the s")
_PAIR_SECOND_BEFORE = re.compile(
    r"\b(?:ordered|bought|got|purchased|tried(?:\s+on)?)\s+(?:the\s+|an?\s+|sizes?\s+)?"
    rf"(?:\d{{1,2}}(?:\.5)?p?|{SIZE_WORDS})\s+(?:and|&)\s+(?:the\s+|an?\s+)?$"
)
# A purchase verb before "my usual": the usual size is also the size worn.
_WORN_VERB_MY_USUAL = re.compile(
    r"\b(?:ordered|bought|got|purchased|received|went\s+with|wearing|wore|tried|in|took|chose|kept"
    r"|pris|pedí|pedi|pidió|pidio|cogí|cogi|compré|compre|commandé|gekauft|bestellt|genommen"
    # fit-text-23 (fitde): "hab meine übliche 36", "me queda bien con mi talla de siempre, la L"
    r"|habe|hab|hatte|con)\b"
    r"(?:\s+\w+){0,3}?\s+"
    r"(?:(?:my|ma|mon|mi|su|sa|son|meine|seine|ihre)\s+(?:(?:usual|normal|regular|typical|übliche|normale"
    r"|taille|talla|número|numero|pointure)\s*)+"
    r"|the\s+(?:(?:usual|normal|typical)\s*)+|(?:la|le)\s+(?:talla|taille)\s+(?=habitual|habituelle|de\s+siempre"
    r"|normal))"
    r"(?:[a-z]+\s+){0,2}?"
    # (fit-text-46: "size of", the shop named before it: "in my usual retailer size of medium")
    r"(?:(?:size|habituelle|habitual|de\s+siempre)(?:\s+of)?)?\s*(?:the\s+|la\s+|el\s+|an?\s+)?\(?\s*"
    r"(?:,\s*)?(?:(?:the|la|el|le|die|an?)\s+)?$"
)
# fit-text-34: the size worn in brackets after a verdict on the size or the fit, "fits true to
# size (petite 2)", "bought it one size smaller (8)", "in the same size (s), it fit me", "i tried
# this on (xs)"; not a bra size ("fits perfectly (36dd)" describes the body)
_BRACKET_WORN_BEFORE = re.compile(
    r"\b(?:true\s+to\s+size|tts|(?:one|a|half\s+a)\s+size\s+(?:smaller|larger|bigger|up|down)"
    r"|the\s+same\s+size|(?:fits?|fitted)\s+(?:me\s+)?(?:just\s+|really\s+)?(?:perfectly|perfect|great|well"
    r"|fine)|tried\s+(?:it|this|them|these|one)\s+on)(?:\s+for\s+me)?\s*\(\s*$"
)
# fit-text-25: a verb of how the garment sits on the body, with the size as its subject: "the
# large barely closed over my chest", "even the large gapes", "even the xs swallows me", "the
# medium petite skimmed over all my flaws", "the medium barely covered anything"
_BODY_FIT_VERBS = (
    r"(?:closed|closes|gapes|gaped|gaping|pulled|pulls|covered|covers|swallowed|swallows|swam"
    r"|skimmed|skims|hugged|hugs|drowned|drowns|pinched|pinches|squeezed|billowed|sagged|sags)\b"
)
# fit-text-27 (fitsize4): words after "in this" that are not the item reviewed
_NOT_THE_ITEM = (
    rf"(?:{_MAKER_OR_KIND}|retailer|style|cut|length|colou?rway|shade|wash|fabric|material|pattern"
    rf"|{_COLOURS})"
)
_ITEM_VERB = r"(?:fits?|fitted|was|is|were|are|looks?|looked|felt|feels)"
# "i ordered" right after a size: the size's own relative clause ("the small i ordered") tells
# of it, a new clause after a comma does not ("a size 2, i ordered size 4"); one list of verbs
# for _FIT_VERB_AFTER and _NEW_CLAUSE_I_AFTER.
_I_VERBED = r"i\s+(?:have|got|bought|ordered|kept|received|tried)"
_FIT_VERB_AFTER = re.compile(
    r"^\s*[),]?\s*(?:in\s+(?:this|these|it|that)\s+"
    # fit-text-27 (fitsize4): the item named after the size: "the small in this dress was great",
    # "the medium in this sweater clearly looks baggier" (not a brand, a line or a colour)
    rf"(?:(?!{_NOT_THE_ITEM}\b)[a-z]+\s+(?=(?:[a-z]+ly\s+)?{_ITEM_VERB}\b))?(?:[a-z]+ly\s+(?={_ITEM_VERB}))?)?"
    # "la S ya me queda bien", "die 40 jetzt passt", "le M maintenant me va"
    r"(?:(?:ya|ahora|también|tambien|jetzt|nun|maintenant|enfin|endlich)\s+)?(?:(?:also|still|actually|just|really|even|barely|only\s+just)\s+(?=fits?\b|fitted\b|worked\b|works\b)"
    # fit-text-25: an adverb before any verb of the size: "the medium still has room", "the small
    # otherwise fit me great"; "the medium ended up being totally fine"
    r"|(?:still|otherwise|ultimately|eventually)\s+(?=(?:has|had|fit|fits|fitted|was|is|looked|looks|felt|feels|hangs|hung)\b)"
    r"|(?:barely|just|really|completely|totally)\s+(?=" + _BODY_FIT_VERBS + r"))?"
    r"(?:ended\s+up\s+(?:being|fitting|working)\b|" + _BODY_FIT_VERBS + r"|"
    r"(?:to\s+(?:fit|be\s+(?:perfect|fine|great|good))"
    # whole English words (fit-text-28, fitnum): "the two washes", "the small satin" are no
    # verb; "wasn't" is
    r"|(?:fits|fit|fitted|was|is|worked|works|were|are|felt|feels|looked|looks|has|had"
    r"|came|comes|arrived|hangs|hung|sits|sat|falls|fell|suits|suited"
    # "the small i ordered" (the size's own relative clause), not a new clause after a comma
    # (fit-text-30, ovm): "i normally wear a size 2, i ordered size 4"
    r"|hits|hit|runs|ran)(?!(?!n't)[a-z])|(?<!,)(?<!,\s)" + _I_VERBED + r"|here\b"
    r"|passt|passen|sitzt|sitzen|ist|war|fällt|spannt|habe\s+ich|nehmen|bestellen|me\s+va|lui\s+va|me\s+serre|m'|est\b|était"
    # not the next clause's participle: "trage meist eine 38, bestellt habe ich die 40"
    r"|(?:genommen|bestellt|gekauft)(?!\s+(?:habe|hab|hat|hatte)\s+(?:ich|sie|er|wir)\b)"
    r"|tombe|taille\s+(?:bien|grand|petit|normalement|juste)|me\s+convient|me\s+qued|le\s+qued|les\s+qued|queda|quedó|quedan|me\s+va|le\s+va"
    r"|(?:me|le)\s+(?:sobra|viene|vino|está|estaba|baila|tira|aprieta)|suffit|suffisait|reicht|reichte|genügt"
    r"|me\s+sienta|le\s+quedan|me\s+aprieta"
    # (fit-text-38) the verdict with no verb, or with Spanish "es", after another size judged:
    # "la M me queda justa, la L perfecta", "le L, parfait", "la M es perfecta"
    r"|(?:(?:es|era)\s+)?(?:perfect[ao]|parfaite?|perfekt)(?=\s*(?:[.!,;)]|$))"
    r"|(?:es|era)\s+(?=(?:perfect[ao]|ideal)\b)))"
)
# A new clause of the reviewer's after a comma, not the size's own relative clause ("the small
# i ordered"): "i normally wear a size 2, i ordered size 4" (fit-text-30, ovm). Where the
# comma has been stripped with _AFTER_USUAL (the usual-size verdict), the lookbehind in
# _FIT_VERB_AFTER cannot see it: this says it there, with the same verbs.
_NEW_CLAUSE_I_AFTER = re.compile(rf"\s*,\s*{_I_VERBED}\b")
# The token is a grammatical subject or object, not an adjective: an article or the start
# of a sentence or list right before it.
_DETERMINER = (
    r"(?:^|[.!?;:,(\n]|\b(?:the|a|an|this|that|my|his|her|their|these|those|le|la|les|du|el|los"
    r"|die|der|das|den|mi|ma|mon|sa|son|su|une?|una|eine?|and|but|so|und|et|y|esta|este|cette|ce"
    r"|diese|dieser|dieses|mit))"
)
_DETERMINED = re.compile(_DETERMINER + r"\s*$")
# The longest determiner (characters): a match of _DETERMINED starts at most this far before
# the last character that is no whitespace.
_DETERMINER_WIDTH = max_width(_DETERMINER)


def _determined(before: str) -> bool:
    """``_DETERMINED.search(before)``, tried only at the end of ``before``: after the
    determiner only whitespace follows, so the match starts no earlier than
    ``_DETERMINER_WIDTH`` characters before the last one that is not whitespace (``rstrip``
    strips exactly what ``\\s`` matches; ``^`` still matches only at 0). Same result, without
    trying the alternation at each of the 60 characters."""
    start = max(0, len(before.rstrip()) - _DETERMINER_WIDTH)
    return _DETERMINED.search(before, start) is not None


# (German "bei"/"mit" before a metric height too: "M bei 1,76 m", "38 mit 1,68 m"; fit-text-31, fde)
_STATS_AFTER = re.compile(
    r"^\s*(?:[,/;]|(?:bei|mit)(?=\s+1[.,]\d\d\s?m\b|\s+1\d\d\s?cm\b))\s*(?:[4-6]\s?(?:'|ft\b|foot\b)|1[.,]\d\d\s?m\b|1\d\d\s?cm\b|\d{2,3}\s?(?:lbs?\b|pounds\b|#"
    r"|kg\b))"
)
_STATS_BEFORE = re.compile(
    # "130#, 34f, size 8": a weight in "#" or a bra size also makes the list
    r"(?:(?<![a-z])(?:lbs?|kg|kilos?|stone|st|cm)|\"|'|#|\d\s*[,/;]|\b\d\d(?:aa|ddd|dd|[a-h])\s*[,/;])"
    # fit-text-24: a dash after a unit ("5'9\" - 135 lbs - size 6") or an "about" ("120lbs, about
    # a size 4") between the figures and the size
    r"(?:\s*[,/;]|(?<![\d\s])\s*-)?\s*(?:(?:about|around|roughly)\s+an?\s+)?$"
)
# Advice, hypotheses and other people's sizes: the token is no fact about the reviewer.
_NOT_A_FACT = re.compile(
    r"\b(?:should(?:'ve|\s+have)?|(?<!usually\si\s)(?<!normally\si\s)(?<!typically\si\s)would"
    r"(?!\s+(?:usually|normally|typically|generally))(?:'ve|\s+have)?|could(?:'ve|\s+have)?(?!\s+only)|might|if|recommend|will|(?<=[a-z])'ll|going\s+to|gonna"
    r"|next\s+time|unless|plan(?:ning)?\s+to|thinking\s+(?:of|about)|consider(?:ing|ed)?|debated|contemplated"
    r"|suggest|advise|probably\s+(?:need|needed)|wish(?:ed|ing)?|hoping|hopefully|maybe"
    # "i'd order a small" (fit-text-38), not "i'd ordered" (had) nor a past expectation ("so i
    # figured i'd be safe sizing down to a 30")
    r"|(?<!figured\s)(?<!thought\s)(?<!knew\s)(?<!guessed\s)(?<!assumed\s)"
    # the usual size in the conditional (fit-text-39): "normally i'd wear a large", "i'd
    # usually wear a large", as "i would usually wear a large"
    r"(?<!usually\s)(?<!normally\s)(?<!typically\s)(?<!generally\s)(?:i|you|we)'d"
    r"(?!\s+(?:\w+ed|been|gotten|got|bought|had|worn|taken|tried|usually|normally|typically"
    r"|generally)\b)"
    # the model's size, her height between (fit-text-38): "the model is 5'10 wearing size s",
    # "the woman in the photo is wearing a medium"
    r"|(?:model|mannequin|(?:woman|girl|lady)\s+in\s+the\s+(?:photos?|pictures?|pics?))\b[^.!?;]{0,25}?"
    r"\b(?:wearing|wears|wore|in(?=\s+(?:an?|the|size)\s))|she's\s+wearing"
    r"|may|sollte|würde|hätte|nächstes\s+mal|prochaine\s+fois|próxima\s+vez"
    r"|empfehle|si|devrais|aurais|conseille|debería|hubiera|recomiendo)\b[^.!?;]*$"
)
# A size step away from the usual size (fit-text-38): "ordered a size up from my usual m", "went
# up two sizes from my usual small" (the usual size, not the one worn).
_STEP_FROM_USUAL = re.compile(
    r"\b(?:up|down|larger|smaller|bigger)(?:\s+(?:a|one|two|three|\d))?(?:\s+sizes?)?\s+from\s+"
    r"(?:my|the|her)\s+(?:(?:usual|normal|regular|typical"
    r"|standard)\s+)+(?:size\s+)?$"
)
_BUT = re.compile(r"\bbut\s")
# A clause of its own after a comma or a dash, with its own subject (fit-text-38): "would
# recommend, i'm usually a medium and the small fits", "highly recommend - the small fits".
_NEW_CLAUSE = re.compile(
    r"(?:[,:]|\s[-\u2013\u2014]+)\s+(?=(?:i|i'm|i\s+am|i've|the|it|it's|they|my|this|these|usually"
    r"|normally|typically|ordered|got|bought|wore)\b)"
)


def _not_a_fact(before: str) -> bool:
    """Advice or a hypothesis governs the token; "but" ends it ("medium would have been
    better but large worked"), and so does a new clause with its own subject."""
    window = before[-40:]
    start = max((m.end() for m in _BUT.finditer(window)), default=0) if "but" in window else 0
    start = max(start, max((m.end() for m in _NEW_CLAUSE.finditer(window)), default=0))
    return bool(_NOT_A_FACT.search(window, start))


_NOT_A_FACT_AFTER = re.compile(r"^\s*(?:would|might|could|will\s+probably|should)\b")
# A first size bought, so a later one is the one kept (fit-text-38): "erst 38 bestellt",
# "zuerst die S genommen", "j'ai d'abord pris un M", "au début j'ai commandé", "primero pedí
# la M", "al principio compré"
_FIRST_BOUGHT = (
    r"(?:zuerst|erst)(?=\s+(?:(?:habe|hab|hatte)\s+(?:ich\s+)?)?(?:(?:die|eine?|größe|gr\.)\s+)?"
    r"[\w.-]{1,6}\s+(?:bestellt|gekauft|genommen|anprobiert|probiert)\b)"
    r"|d'abord(?=\s*,?\s*(?:j'ai\s+)?(?:pris|commandé|acheté|essayé|choisi)\b)"
    r"|(?:au\s+début|au\s+départ)(?=\s*,?\s*j'(?:ai|avais)\s+(?:pris|commandé|acheté|essayé)\b)"
    r"|(?:primero|al\s+principio)(?=\s*,?\s*(?:pedí|pedi|compré|compre|cogí|cogi|elegí|elegi|probé"
    r"|probe)\b)"
)
_FIRST_BOUGHT_BEFORE = re.compile(rf"\b(?:{_FIRST_BOUGHT})\b")
# The size after it, said to be the next one: "..., dann 40, passt", "puis un L qui me va",
# "luego la L que me queda bien" (only after a first size bought: "dann passt sie")
_FIRST_WINDOW = 150  # characters before the later size searched for the first one
_THEN_BEFORE = re.compile(
    r"(?:^|[,;]\s*|\b(?:und|et|y)\s+)(?:dann|danach|puis|ensuite|luego|después|despues)\s*,?\s*"
    r"(?:(?:die|eine?|größe|le|la|du|un|une|taille|el|una|talla)\s+)*$"
)
# Words that mean the reviewer changed size: the last size worn is the one kept.
_CHANGED = re.compile(
    r"\b(?:return(?:ed)?|exchang\w*|swap\w*|switch\w*|reorder\w*|re-order\w*|again"
    # a choice ended up with, not a look ("ended up a little more fitted", "ended up being
    # better", fit-text-47)
    r"|ended\s+up\s+(?:with|w|in|returning|buying|getting|going|keeping|purchasing|ordering"
    r"|exchanging|sizing|taking|swapping|ultimately|trying|preferring|choosing|picking|sending"
    r"|being\s+the\s+(?:right|best|better|one|winner|keeper))"
    # fit-text-25: "i originally ordered a size medium ... received the small", "initially got
    # the s ... but preferred the xs": a first purchase, so a later size is the one kept
    r"|(?:originally|initially)(?=\s+(?:i\s+)?(?:ordered|got|bought|purchased|chose|went\s+with)\b)"
    r"|went\s+(?:up|down)|sized\s+(?:up|down)|in\s+the\s+end|instead"
    r"|(?:went|sent\s+(?:it|them))\s+back"
    # a size kept after others named (fit-text-37): "ordered a small which is my normal size and
    # a medium. i kept the medium"
    # (not "kept it anyway because the xs was sold out": the size named after is not the one)
    r"|(?:i|we)\s+(?:(?:decided|chose)\s+to\s+)?(?:kept|keep)\s+(?=(?:the|a|an|my)\s)"
    # one size judged, then another worn: "8 was super tight so i wore the 10"
    r"|so\s+(?:i|we)\s+(?:wore|went\s+with|chose|kept|took|got|ordered|bought|exchanged|tried)"
    r"|umgetauscht|gewechselt|getauscht"
    r"|zurückgeschickt|zurueckgeschickt|umtauschen|musste|nachbestell\w*|[ée]chang\w*|renvoy\w*|retourn\w*|fallu"
    r"|retour(?=\s+(?:pour|contre)\b)"
    r"|cambi\w*|devol\w*|tuve\s+que|" + _FIRST_BOUGHT + r")\b"
)
# "mostly a size l, so that's what i ordered", "a xxs and that is what i took in this tee":
# the usual size, then said to be the one bought.
_THATS_WHAT_AFTER = re.compile(
    r"^\s*[,;]?\s*(?:(?:and|so)\s+)?(?:that'?s|that\s+is|which\s+is)\s+(?:what|the\s+size|the\s+one)"
    r"\s+(?:i|we|she|he)\s+(?:(?:also|always|then)\s+)?(?:got|ordered|bought|purchased|took|chose"
    r"|went\s+with|kept|wore)\b"
    # fit-text-34: "i wear a 28 in all pilcro and these are no exception": this item in it too
    r"|^[^.!?;\n]{0,40}?\b(?:and|but)\s+(?:these|this(?:\s+\w+)?|they|it)\s+(?:is|are|was|were)"
    r"\s+no\s+exception\b"
)
_WHAT_I_GOT_AFTER = re.compile(
    r"^\s*(?:is|was)\s+what\s+(?:i|we|she|he)\s+(?:got|ordered|bought|kept|went\s+with|chose)"
)
# "my usual 6 worked": the usual size, worn.
_MY_USUAL_BEFORE = re.compile(
    r"(?:^|[.!?\n]\s*|\b(?:my|the|mi|ma|mon|meine)\s+)(?:usual|normal|normale|regular|übliche|gewohnte"
    r"|habitual)\s*(?:size\s+|größe\s+|gr\.\s*)?$"
)
# "I usually wear an xs and I wore the same": the usual size, worn.
_SAME_SIZE = re.compile(
    r"\b(?:wore|got|ordered|bought|went\s+with|took|kept|chose|stuck\s+with|sized)\s+(?:the\s+)?same"
    r"|\b(?:die\s+gleiche|dieselbe|die\s+selbe)\s+größe|\b(?:la|ma)\s+même\s+taille"
    r"|\bla\s+misma\s+talla"
    # (fit-text-48) "i stayed true to my usual size (4)", "went with my normal size"
    r"|\b(?:stayed|stuck|went)\s+(?:true\s+to|with)\s+my\s+(?:usual|normal|regular|typical)\s+size"
    # the usual size named, then taken (fit-text-48): "i usually wear a 28 and that's what i bought"
    r"|\bthat(?:'s|\s+is|\s+was|\s+s)\s+(?:the\s+size\s+|exactly\s+|also\s+)?what\s+i\s+(?:\w+\s+)?"
    r"(?:bought|got|ordered|purchased|went\s+with|took|chose|kept)\b"
    # (fit-text-49) "i am typically an xl and i ordered that size"
    r"|\b(?:i|and|so)\s+(?:\w+\s+)?(?:wore|got|ordered|bought|purchased|went\s+with|took|kept|chose)"
    r"\s+that\s+size\b"
)
# The usual size referred back to as the one that fits (fit-text-39): "i'm usually a small in
# retailer clothes and that size fits me very well", "... and my usual size worked"
_THAT_SIZE_FITS = re.compile(
    r"\b(?:that|this|my\s+(?:usual|normal|regular|typical))\s+size\s+(?:fits?|fitted|worked|works"
    r"|(?:is|was)\s+(?:just\s+)?(?:perfect|great|right))\b"
)
# (fit-text-34: after an abbreviation's full stop too, "either a med. or large")
_ALTERNATIVE = re.compile(
    r"(?:(?:(?<=med)|(?<=sm)|(?<=lg))\.)?\s*(?:,\s*)?(?:or|oder|ou|o|/)\s+(?:an?\s+|une?\s+|una?\s+|size\s+)?"
)
# The usual size told as two that alternate (fit-text-29, ovsize): "i'm sometimes a medium
# sometimes a large", "sometimes a small and sometimes a medium", "sometimes a regular size 4
# works, sometimes a 6" are the choice "M or L", as "usually a medium or large" is. Only with
# "sometimes" before both: "usually a small but sometimes a medium" is left as it reads.
_SOMETIMES_BEFORE = re.compile(
    r"\bsometimes\s+(?:i'?m\s+|i\s+am\s+|i\s+wear\s+|i\s+take\s+)?(?:(?:an?|size|regular)\s+)*$"
)
_SOMETIMES_SECOND = re.compile(
    r"\s*(?:(?:works?|fits?)\s*)?,?\s*(?:(?:and|but|or)\s+)?sometimes\s+(?:i'?m\s+|i\s+am\s+|i\s+wear\s+"
    r"|i\s+take\s+)?(?:(?:an?|size|regular)\s+)*"
)
_STRONG_CUES = re.compile(
    r"\b(?:kept|keeping|exchanged|exchange|exchanging|swapped|swap|switched|ended|settled|reordered|went|sized?"
    r"|changed|returned|return|decided|opted|home|walked"
    r"|gewechselt|échangé|cambié)\b"
)
_FIT_VERB_BEFORE = re.compile(
    r"\b(?:passt|passte|sitzt|fits|fit|me\s+va|me\s+queda|le\s+queda)\s+(?:mir\s+|ihm\s+|ihr\s+)?"
    r"(?:(?:die|der|das|größe|gr\.?|la|el|le|talla|taille|the|size|perfectly|perfekt|gut|super|bien|genial"
    r"|parfaitement|perfectamente)\s+)*$"
)
# A letter right after a fit verb in German, French or Spanish word order is the size worn
# ("hier passt S", "me queda bien la S"); not English "can fit xxs" (said to the reader).
_FIT_VERB_BEFORE_LETTER = re.compile(
    r"\b(?:passt|passte|sitzt|me\s+va|me\s+queda|me\s+quedó|le\s+queda|lui\s+va)\s+(?:(?:mir|ihm|ihr|die|der|das"
    r"|größe|gr\.?|la|el|le"
    r"|talla|taille|perfekt|gut|super|bien|genial|parfaitement|perfectamente)\s+)*$"
)
# The usual-size words after a token, skipped to find a fit verb ("38 as usual, fits").
# fit-text-23 (fitde): "Länge passt, 42 wie immer", "L wie sonst auch", "la M como siempre":
# the reviewer's usual size, named as the size of this item.
_AS_USUAL_AFTER_DE_ES = re.compile(
    r"^\s*[(,\-]?\s*(?:wie\s+(?:fast\s+)?(?:immer|gewohnt|sonst)|como\s+siempre)\b"
)
_AFTER_USUAL = re.compile(
    r"^\s*[(,\-]?\s*(?:as\s+usual|wie\s+(?:immer|gewohnt)|comme\s+d'hab(?:itude)?\b|como\s+siempre"
    # "the xxsp, my usual size, fit perfectly"
    r"|my\s+(?:usual|normal|regular|typical|standard|go-to)\s+size)?"
    r"\s*[),]?\s*"
)


# fit-text-25: a size change told with "from ... to": "sized down from a s to xs", "i had to go
# up from my normal size 4 to a 6", "went down a size from my usual 28 to a 27".
_CHANGE_FROM = (
    r"\b(?:sized?|went|go|going|gone|moved|stepped|bumped|dropped)\s+(?:up|down)"
    # (the "from" after a comma or a bracket, fit-text-48: "went up a size (from xs to s)")
    rf"(?:\s+{SIZE_COUNT}(?:\s+sizes?)?)?\s*(?:,\s*|\(\s*)?from\s+"
    r"(?:(?:my|a|an|the|usual|normal|regular|typical|size)\s+)*"
)
# the size changed from may be in brackets ("sized down from my normal size (27 to a 26)")
# and carry its modifier ("from my usual petite xs to a petite s")
_CHANGED_FROM_SIZE = r"(?:(?:petite|regular|tall)\s+)?[\w.-]{1,8}\s+to\s+(?:(?:a|an|the|size)\s+)*"
_CHANGED_FROM_BEFORE = re.compile(_CHANGE_FROM + rf"\(?(?:{_CHANGED_FROM_SIZE})?$")
_CHANGED_TO_BEFORE = re.compile(_CHANGE_FROM + r"\(?" + _CHANGED_FROM_SIZE + "$")
# German: the size worn with "mit", then its fit (fit-text-49): "Mit 80D sitzt er perfekt",
# "mit der 40 passt es"
_WITH_BEFORE_DE = re.compile(
    r"(?:^|[.!?;:,]\s*|\b(?:aber|und|jetzt|nun)\s+)mit\s+(?:der|dem|größe|gr\.)?\s*$"
)
_FITS_AFTER_DE = re.compile(r"\s+(?:sitzt|sitzen|passt|passen|geht)\s+(?:er|sie|es|der|die|das)?\b")
# told the other way round (fit-text-49): "i sized down to a 2 from a 4": the size after
# "from" is the usual one
_CHANGED_TO_THEN_FROM_BEFORE = re.compile(
    r"\b(?:sized?|went|go|going|gone|moved|stepped|bumped|dropped)\s+(?:up|down)\s+to\s+"
    r"(?:(?:a|an|the|size)\s+)*[\w.-]{1,8}\s+from\s+(?:(?:my|a|an|the|usual|normal|regular|typical|size)\s+)*$"
)


# "the 6 fit perfectly", "and that fit me best", "passt perfekt", "me queda bien": the
# reviewer's verdict on that size, which decides between sizes tried with the same cue.
_GOOD_FIT_AFTER = re.compile(
    r"[^.!?;]{0,30}?(?<!n't\s)(?<!not\s)(?<!almost\s)\b(?:fit|fits|fitted|worked|works|was|is"
    r"|felt|feels|looked|looks|passt|passte|sitzt|me\s+va|me\s+allait|me\s+queda|me\s+quedó"
    # (fit-text-38) "le L est parfait", "die L ist perfekt", "la L es perfecta"
    r"|est|était|ist|war|es|era)"
    r"\s+(?:me\s+|mir\s+|(?:just\s+|absolutely\s+|really\s+)?)?(?:the\s+)?(?:perfect(?:ly)?|great"
    r"|well|best|fine|just\s+right|right|nicely|like\s+a\s+glove|perfekt|gut|super|parfait(?:ement)?"
    r"|bien|perfecta?|genial)\b"
    # a degree, not praise: "8 was super tight", "was well too big"
    r"(?!\s+(?:too\s+)?(?:tight|snug|small|big|large|loose|short|long|baggy|huge|tiny|narrow|wide|roomy)\b)"
    # (fit-text-38) with no verb: "la L perfecta", "un L, parfait"
    r"|\s*,?\s*(?:perfect[ao]|parfaite?|perfekt)(?=\s*(?:[.!,;)]|$))"
)


# "ordered it in xl. i hope it fits": the later size not yet worn
_NOT_YET_AFTER = re.compile(
    r"[^!?;\n]{0,40}?\b(?:hope|hoping|hopefully|fingers\s+crossed|we'll\s+see|will\s+see)\b"
)


# "the xs fit well in the torso area": a good fit of one part only
_OF_A_PART_AFTER = re.compile(
    r"[^.!?;,]{0,40}?\b(?:fit|fits|fitted|looked|looks|felt|feels)\s+(?:\w+\s+){0,2}"
    r"(?:in|through|across|around|at)\s+the\b"
)


@dataclass(slots=True)
class _Candidate:
    label: str
    start: int
    end: int
    strength: int
    good_fit: bool = False
    bad_fit: bool = False
    fits: bool = False  # "the large fits": said to fit, with no fault after
    third: bool = False  # "she's a 6", "my sister is a 6": someone else's usual size
    mine: bool = False  # "my usual 6": the usual size named as the reviewer's own, in fact


@dataclass(frozen=True, slots=True)
class SizeMentions:
    """Normal-form labels; ``usual_single`` is None when the usual size is a range or a
    choice ("xs or s"), which cannot be compared with the size worn."""

    worn: str | None
    usual: str | None
    usual_single: str | None


@dataclass(frozen=True, slots=True)
class _Roles:
    usual: int  # 0: not usual; 2: "usually", "my usual"; 1: "I'm a 12"
    worn: int  # 0: not worn; 1..3: how strongly the words say it was worn or kept
    fact: bool  # False for advice and hypotheses
    stats: bool = False  # closes a list of the reviewer's figures: "5'6\", 135, size 4"


def _standalone(m: re.Match[str]) -> bool:
    """A size that says it is one by itself: "size 9", "UK 5", "W32 L32", "42L"."""
    return not m.group("es") and bool(
        m.group("prefix")
        or m.group("jw")
        or m.group("xw")
        or m.group("lw")
        or m.group("tod")
        or m.group("suit")
    )


def _bare_number_not_a_size(m: re.Match[str], text: str, before: str, after: str) -> bool:
    """Whether a bare number is a day, a date, a count, a price or an age rather than a size."""
    if not is_bare_number(m):
        return False
    if _MONTH_BEFORE.search(before) or (
        _PRICED_AFTER.match(after) and _BARE_AFTER_VERB.search(before)
    ):
        return True  # "on June 14", "bought 2 for $60"
    if m.group("alpha2"):
        return False
    value = int(m.group("alpha")) if m.group("alpha").isdigit() else None
    if value is not None and value <= 31 and _DELIVERED_ON_BEFORE.search(before):
        return True  # "reçu le 10": a day
    if _COUNT_NOUN_AFTER.match(after):
        return True  # "wore it 3 evenings", "went up 2 sizes", "le 3 mars"
    if (
        value is not None
        and value >= 13
        and _AGE_WORD_AFTER.match(after)
        and (value >= 35 or _BARE_I_AM.search(before))
    ):
        return True  # "i'm 60+ and 5'4", "i'm 28 years old" (fit-text-38)
    if not _AGE_END.match(after):
        return False
    if _CHILD_AGE_BEFORE.search(before) and about_a_child(text):
        return True  # "my daughter is 11 and tall for her age": an age
    return value is not None and value >= 35 and _BARE_I_AM.search(before) is not None  # "I am 50."


# The cue searches over the words before a token, tried only where one of their start keys
# fits (keyed.py): the same matches.
_USUAL_BEFORE, _WORN_BEFORE, _REFERENCE_BEFORE = map(
    Keyed, (_USUAL_BEFORE, _WORN_BEFORE, _REFERENCE_BEFORE)
)


# fit-text-28 (fitnum): a number word bought, as a digit is ("i ordered the ten and it was
# huge", "bought a six, but"): right after a purchase and its article, with nothing named
# after it ("ordered the two washes", "got a two pack"); "the two" is both, "a two" a size.
_WORD_BOUGHT_BEFORE = re.compile(r"\b(?:a|an|the)\s+$")
_WORD_ALONE_AFTER = re.compile(
    r"^\s*(?:$|[,.;:!?)]|(?:and|but|which|because|since|as|so|instead)\b|in\s+(?:this|these|it|that)\b"
    r"|(?:petite|regular)\b)"
)


def _word_bought(m: re.Match[str], before: str, after: str, worn_before) -> bool:
    article = _WORD_BOUGHT_BEFORE.search(before)
    return bool(
        worn_before
        and article
        and _WORD_ALONE_AFTER.match(after)
        and (m.group("word") != "two" or not article.group(0).startswith("the"))
    )


_ASIDE_AFTER = re.compile(SIZE_ASIDE)


def _cue_of_a_later_size(text: str, end: int) -> bool:
    """The usual-size words after a comma go on to name another size, whose usual-size cue
    they are (fit-text-38): "habe 36 bestellt, normalerweise trage ich 38", "j'ai pris un 40,
    normalement je fais du 38", "pedí la 40, mi talla habitual es la 38" (not "38 wie immer,
    die 40 ...": no comma before the cue)."""
    stop = min(len(text), end + 45)
    for nxt in SIZE_TOKEN.finditer(text, end, stop):
        between = text[end : nxt.start()]
        if any(c in between for c in ".!?;\n"):
            return False
        if token_label(nxt) is None or _bare_number_not_a_size(
            nxt,
            text,
            text[max(0, nxt.start() - _WINDOW) : nxt.start()],
            text[nxt.end() : nxt.end() + 40],
        ):
            continue  # "25, my typical size lately (115 lbs)": a weight
        cue = _USUAL_BEFORE.search(text, end, nxt.start())
        if cue is not None and "," in text[end : cue.start()]:
            return True
    return False


def _roles(m: re.Match[str], text: str) -> _Roles | None:
    """What the words around one size token say about it; None when it is no size here."""
    start, end = m.start(), m.end()
    before = text[max(0, start - _WINDOW) : start]
    after = text[end : end + 40]
    bare_letter, bare_word = is_bare_letter(m), is_bare_word(m)
    determined = _determined(before)
    # the verb that judges a size is on its line: a title's last word ("Small") is not the
    # subject of the body's first verb ("Runs small, ...")
    line_after = after.split("\n", 1)[0]
    fit_after = bool(_FIT_VERB_AFTER.match(line_after))
    if not fit_after and (not bare_word or before.endswith("the ")):
        # a noun between the size and its verb: the garment ("the m leggings are a tad long",
        # "the 6p sleeves were long") or "size" ("the small size fit perfectly"); a size word
        # before "size" only after "the" ("only this small size fits me" is of a size named
        # before: a 00 petite)
        noun = (None if bare_word else _GARMENT_AFTER.match(line_after)) or _SIZE_NOUN_AFTER.match(
            line_after
        )
        fit_after = bool(noun and _FIT_VERB_AFTER.match(line_after[noun.end() :]))
    if not fit_after and "(" in line_after:
        # a remark in brackets between the size and its verb, as the verdict on a size reads it
        # (fit-text-29, ovsize): "the 4 (while fitted) looked amazing", "the xxs petite (someone
        # returned) was good on me" read like "the 4 looked amazing"
        wider = text[end : end + 80].split("\n", 1)[0]
        aside = _ASIDE_AFTER.match(wider)
        fit_after = bool(aside and _FIT_VERB_AFTER.match(wider[aside.end() :]))
    participle = _PARTICIPLE_AFTER.match(after)
    told = after[participle.end() :] if participle else after
    usual_after = bool(_USUAL_AFTER.match(told) or _USUAL_LATER.match(told))
    adverb_after = bool(_USUAL_ADVERB_AFTER.match(after))
    if (usual_after or adverb_after) and _cue_of_a_later_size(text, end):
        usual_after = adverb_after = False  # "habe 36 bestellt, normalerweise trage ich 38"
    own_after = not usual_after and bool(_OWN_SIZE_AFTER.match(after))
    named_as_size = (m.group("prefix") or "").startswith("size")
    # (fit-text-38) a shoe size opening the sentence or said to be one's own ("Schuhgröße 39,
    # habe 40 bestellt", "Pointure 39, ...", "meine Schuhgröße 39"): the usual size, and the
    # pair worn only if no other is named
    own_shoe = (m.group("prefix") or "").startswith(("schuhgr", "pointure")) and bool(
        _SHOE_SIZE_OPENS.search(before)
    )
    my_size = named_as_size and before.endswith("my ")
    i_am = (
        bool(_I_AM_BEFORE.search(before))
        or (named_as_size and bool(_I_AM_DESCRIBED_BEFORE.search(before)))
        or bool(
            (tall := _I_AM_TALL_AND_BEFORE.search(before))
            and ((m.group("prefix") or "").startswith(("size", "sz")) or tall.group("article"))
        )
    )
    if my_size and _PURCHASE_IN_CLAUSE.search(before):
        return _Roles(2, 3, not _not_a_fact(before))  # "bought it in my size 6"
    if _OWN_TAKEN_BEFORE.search(before):
        return _Roles(2, 3, not _not_a_fact(before))  # (fit-text-50) "j'ai pris mon 40"
    usual = (
        2
        if usual_after
        or own_after
        or my_size
        or own_shoe
        or _USUAL_BEFORE.search(before)
        or (_DROPPED_WEAR_BEFORE.search(before) and _GOES_ON_AFTER.match(after))
        or adverb_after
        or (_SOMETIMES_BEFORE.search(before) and _SOMETIMES_SECOND.match(after))
        or _USUAL_ELSEWHERE_AFTER.match(after)
        else int(not m.group("band") and i_am)
    )
    if m.group("band") and i_am and usual < 2:
        return None  # "I'm a 34D": the body; but "I'm usually a 34D" is the usual size
    if _SOLD_OUT_AFTER.match(after) or _SOLD_OUT_BEFORE.search(before):
        return None  # "the smalls were sold out", "sold out in my size 6": not had
    if m.group("band") and before.endswith("my ") and _BODY_VERB_AFTER.match(after):
        return None  # "my 36dd was spilling out": the body
    if usual == 2 and _PURCHASE_PARTICIPLE.match(after) and _HAVE_AUX.search(before):
        usual = 0  # "und habe L bestellt": bought, not the usual size
    if m.group("band") and not usual and _BRA_BEFORE.search(before):
        return _Roles(0, 1, not _not_a_fact(before))  # "Soutien-gorge 90C, ..."
    if _REFERENCE_BEFORE.search(before):
        return None  # "Réf. T13", "Bestellnummer 38812"
    if _TIMES.fullmatch(m.group(0)) and (
        (_TIMES_AFTER.match(after) and not _DETERMINER_BEFORE.search(before))
        or _TIMES_BEFORE.search(before)
    ):
        return None  # (fit-text-50) "schon 3x gekauft", "washed it 2x": how often, no 3X
    if _bare_number_not_a_size(m, text, before, after):
        return None
    if _CHANGED_FROM_BEFORE.search(before):
        # "sized down from a 6 to a 4", "had to go up from my normal size 4 to a 6": the size
        # changed from is the usual one, the size changed to the one worn
        fact = not _not_a_fact(before)
        return _Roles(0, 3, fact) if _CHANGED_TO_BEFORE.search(before) else _Roles(2, 0, fact)
    if _WITH_BEFORE_DE.search(before) and _FITS_AFTER_DE.match(after):
        return _Roles(0, 2, not _not_a_fact(before))  # "Mit 80D sitzt er perfekt"
    if _CHANGED_TO_THEN_FROM_BEFORE.search(before):
        return _Roles(2, 0, not _not_a_fact(before))  # "sized down to a 2 from a 4"
    if _INSTEAD_OF_MY_USUAL.search(before):
        return _Roles(2, 0, not _not_a_fact(before))  # "got the s instead of my usual m, fits"
    if _INSTEAD_BEFORE.search(before) and not m.group("word"):
        if _not_a_fact(before):
            return _Roles(0, 2, True)  # "nächstes Mal 39 statt 40": the 40 is the pair worn
        return _Roles(1, 0, True)  # "... en vez de la M"
    if _INSTEAD_AFTER.match(after) and not m.group("word") and not bare_word:
        return _Roles(0, 2, not _not_a_fact(before))  # "la L en vez de ..."
    if _IN_THIS_AFTER.match(after) and (
        i_am
        or _HAVE_BEFORE.search(before)
        or (_WEAR_BEFORE.search(before) and not _USUAL_ADVERB.search(before))
    ):
        return _Roles(0, 2, not _not_a_fact(before))  # "I'm a 10 in this top"
    pair_second = _PAIR_SECOND_BEFORE.search(before)
    worn_before = (
        _WORN_BEFORE.search(before)
        or (None if m.group("band") else _BRACKET_WORN_BEFORE.search(before))
        # "erst 38 bestellt, war zu klein, dann 40" (fit-text-38)
        or (
            _THEN_BEFORE.search(before)
            and _FIRST_BOUGHT_BEFORE.search(text, max(0, start - _FIRST_WINDOW), start)
        )
        or pair_second
        or None
    )
    if (
        m.group("word")
        and not m.group("prefix")
        and not (determined and fit_after)
        and not (usual == 2 and _A_BEFORE.search(before) and not after.startswith("-"))
        and not _word_bought(m, before, after, worn_before)
    ):
        return None  # "bought two of them"; but "size four", "the six fit", "always a zero"
    verb_second = bool(_V2_BEFORE.search(before)) or bool(
        _V2_BARE_BEFORE.search(before) and _RIGHT_AFTER.match(after)
    )
    if bare_word and not (usual or worn_before or determined):
        return None  # "runs small", "large in the chest"
    if (
        (m.group("prefix") or "").startswith("size")
        and m.group("alpha") in _ADJECTIVE_SIZES
        and _size_amount_before(before)
    ):
        return None  # "they run half a size small", "runs a size small"
    if (
        bare_word
        and _ADJECTIVE_BEFORE.search(before)
        and not _I_RUN_BEFORE.search(before)
        and not _SIZE_IS_BEFORE.search(before)
        and not _MINE_IS_BEFORE.search(before)
    ):
        return None  # "has always run small for me", "it was large"; but "I usually run medium"
    if (
        bare_letter
        and not (usual or worn_before or m.group("pre_mod"))
        and not (
            _STATS_BEFORE.search(before)
            or _STATS_AFTER.match(after)
            or (determined and fit_after)
            or verb_second
        )
        and not _FIT_VERB_BEFORE_LETTER.search(before)
        and not _PURCHASE_VERB_FINAL.match(after)
    ):
        return None  # a letter alone: "1,78 m", "a b c"; not "musste ich L nehmen"
    if (
        (bare_word or bare_letter)
        and _BODY_NOUN_AFTER.match(after)
        and not (
            (bare_letter or usual == 2 or (determined and fit_after) or worn_before)
            and after.lstrip().startswith("size")
        )
    ):
        # "a small bust", "a medium build"; but "my usual s size" and, as a usual size, "my
        # normal small size", "my usual medium size" (fit-text-30, ovm)
        return None
    fact = not (_not_a_fact(before) or _NOT_A_FACT_AFTER.match(after))
    if not fact and usual == 2 and _MY_USUAL_ONLY.search(before):
        return _Roles(2, 0, True)  # "should have stuck with my normal medium": usual, not worn
    fit_verb = _FIT_VERB_BEFORE.search(before) or (
        _FIT_VERB_AFTER.match(_AFTER_USUAL.sub("", line_after))
        and not _NEW_CLAUSE_I_AFTER.match(line_after)
    )
    if usual and _HERE_AFTER.match(after) and not _USUAL_ADVERB.search(before):
        return _Roles(0, 2, fact)  # "i fit into a medium here", "I wear a 6 in this one"
    # "bought my usual 12", "ordered the 8 as usual", "my usual 6 worked", "passt M wie
    # gewohnt": the usual size, worn.
    if (
        _WORN_VERB_MY_USUAL.search(before)
        or (usual and _THATS_WHAT_AFTER.match(text[end : end + 80]))
        or (own_after and worn_before)
        # "size 9, as usual" is worn; "I'm a size small usually" only usual
        or (usual_after and (worn_before or (_standalone(m) and not i_am)))
        or (_AS_USUAL_AFTER_DE_ES.match(told) and not _USUAL_BEFORE.search(before) and not i_am)
        or (
            usual
            and fit_verb
            and not own_after  # "medium is the size i wear": "is" is no verdict on this item
            # nor "medium is my usual but i got a large" (fit-text-38)
            and not _IS_MY_USUAL.match(after)
            and (determined or usual_after or _MY_USUAL_BEFORE.search(before))
        )
        or (
            usual
            and (worn_before or _PURCHASE_VERB_FINAL.match(after))
            and _AS_USUAL_BEFORE.search(before)
        )
    ):
        if _BAD_FIT_AFTER.match(after) and not (usual_after or _WORN_VERB_MY_USUAL.search(before)):
            return _Roles(max(usual, 2), 2, fact)  # "the usual xs was a little big": tried only
        return _Roles(max(usual, 2), 3, fact)
    if usual:
        # "medium is the size i wear" in a review of that item: weakly the size worn too
        return _Roles(usual, 1 if own_after or own_shoe else 0, fact)
    if _WHAT_I_GOT_AFTER.match(after):
        return _Roles(0, 3, fact)  # "so s is what i got"
    if worn_before:
        if worn_before is pair_second:
            return _Roles(0, 1, fact)  # "bought the s and m": one of two bought
        if worn_before.group(0).startswith("in"):
            # "in size 8"; "die M in eine S umtauschen": the size exchanged to
            changed_to = _EXCHANGED_TO_AFTER.match(after)
            if changed_to:
                return _Roles(0, 3 if changed_to.group("swap") else 2, fact)
            return _Roles(0, 2 if fit_after else 1, fact)
        if _STRONG_CUES.search(worn_before.group(0)):
            return _Roles(0, 3, fact)
        # a size only tried on, not said to fit, is the weaker cue (fit-text-36): "tried on a
        # small and a medium ... i got a medium"; so is one ordered and not yet had ("ordered
        # it in xl. i hope it fits")
        tried = worn_before.group(0).startswith("tried") and not _GOOD_FIT_AFTER.match(
            text, end, end + 60
        )
        return _Roles(0, 1 if tried or _NOT_YET_AFTER.match(after) else 2, fact)
    if (determined and fit_after) or verb_second:
        return _Roles(0, 2, fact)  # "the S fits", "la M me queda", "hier ist die 40 zu klein"
    if _PURCHASE_VERB_FINAL.match(after):
        return _Roles(0, 2, fact)  # "hier musste ich 80B nehmen"
    if _FIT_VERB_BEFORE_LETTER.search(before):
        return _Roles(0, 2, fact)  # "hier passt S", "me queda bien la S"
    # "xs petite, 5'1, 105 lbs": a size opening the list of the reviewer's figures
    stats = bool(
        (_STATS_BEFORE.search(before) and not _SIZE_LIST_BEFORE.search(before))
        or (determined and _STATS_AFTER.match(after))
    )
    if _standalone(m):
        return _Roles(0, 1, fact, stats)  # "size 9", "UK 5", "W32 L32", "42L"
    if stats and not m.group("band"):
        return _Roles(0, 1, fact, True)  # "6'0 190lbs L"; a bra size there describes the body
    return None


# The reviewer had two sizes: "ordered both a small and a medium", "got both the 4 & the
# 6", "the dress fit well - both the 8 and 10", "(i ordered both sizes to try)", "was able
# to get two sizes". Which one was kept must then be said: "kept the 8", "went with the
# larger size", "the S fit perfectly"; else the size worn is unknown.
_BOTH_SIZES = re.compile(
    r"\bboth\s+(?:(?:the|a|an|sizes?|in)\s+)*(?P<a>[^\s,.;!?&]{1,8})\s*(?:and|&)\s+"
    r"(?:(?:the|a|an|size)\s+)*(?P<b>[^\s,.;!?&]{1,8})"
)
# Two sizes bought or tried together without "both" (fit-text-48): "ordered this in a small and
# medium", "tried the multicolored version in a size m and l", "i ordered a l and xl".
_TWO_HAD = re.compile(
    r"\b(?:ordered|bought|purchased|got|tried(?:\s+on)?)\s+(?:(?:it|this|them|these|the\s+\w+(?:\s+\w+)?)"
    r"\s+)?(?:in\s+)?(?:(?:a|an|the|size)\s+)*(?P<a>[^\s,.;!?&]{1,8})\s*(?:and|&)\s+"
    r"(?:(?:a|an|the|size)\s+)*(?P<b>[^\s,.;!?&]{1,8})(?![\w'])(?!\s+(?:length|petite|regular|tall|of)\b)"
    # (the second one only imagined: "ordered an xs and an xxs still would have flared")
    r"(?!\s+(?:\w+\s+)?(?:would|could|might)\b)"
)
_BOTH_SAID = re.compile(
    r"\b(?:ordered|got|get|bought|tried(?:\s+on)?|rented|received|purchased)\s+(?:both\s*[!.)]"
    r"|two\s+sizes|2\s+sizes)|\bboth\s+sizes\b"
)
_PICK = re.compile(
    r"\b(?:went\s+with|kept|chose|picked|took|decided\s+on|stuck\s+with|preferred|settled\s+on)"
    r"\s+(?:the\s+)?(?P<way>larger|bigger|smaller)\b"
    # judged better (fit-text-48): "the bigger size was better", "the smaller one fit better"
    r"|\bthe\s+(?P<judged>larger|bigger|smaller)\s+(?:size|one)\s+(?:was|fit|fits|worked|looked)"
    r"\s+(?:much\s+|a\s+lot\s+|way\s+)?better\b"
)


# "the med fit better", "the 10 was a tad looser so i went with that one": of two sizes,
# the one chosen.
_CHOSEN_AFTER = re.compile(
    r"[^.!?;]{0,40}?\b(?:fit|fits|fitted|worked|works|looked|looks|felt|feels)\s+(?:me\s+)?(?:much\s+|a\s+lot\s+"
    r"|a\s+little\s+|slightly\s+|way\s+)?better\b"
    r"|[^.!?;]{0,50}?\bso\s+(?:i|we)\s+(?:went\s+with|kept|chose|took|bought|got)\s+(?:that|it|this"
    r"|them)\b"
)


_BOTH_RETURNED = re.compile(
    r"\b(?:returned|returning|sent|sending)\s+(?:them\s+)?both(?:\s+back)?\b|\bboth\s+(?:went|are\s+going"
    r"|were\s+going|will\s+go|go)\s+back\b"
)


def _named_pair(m: re.Match[str]) -> list[_Candidate]:
    """The sizes of groups ``a`` and ``b`` of a two-sizes match that read as sizes."""
    named = []
    for key in ("a", "b"):
        token = SIZE_TOKEN.fullmatch(m.group(key))
        label = token_label(token) if token else None
        if label is not None:
            named.append(_Candidate(label, m.start(key), m.end(key), 2))
    return named


def _two_sizes(text: str) -> list[_Candidate] | None:
    """The two sizes the reviewer had ("both the 8 and 10"; empty when only said: "ordered
    both sizes"); None when the review does not say so."""
    for m in _BOTH_SIZES.finditer(text):
        named = _named_pair(m)
        if len(named) == 2:
            return named
    return [] if _BOTH_SAID.search(text) else None


def _two_had(text: str, worn: list[_Candidate]) -> list[_Candidate] | None:
    """The two sizes of "ordered a small and medium" when no other size is a candidate for
    the one worn (a later "the medium fit better" decides as before); None otherwise."""
    for m in _TWO_HAD.finditer(text):
        named = _named_pair(m)
        if len(named) == 2 and named[0].label != named[1].label:
            inside = all(any(c.start < n.end and n.start < c.end for n in named) for c in worn)
            labels = {n.label for n in named}
            judged = any(
                t.start() >= m.end()
                and token_label(t) in labels
                and (_CHOSEN_AFTER.match(text, t.end()) or _GOOD_FIT_AFTER.match(text, t.end()))
                for t in size_tokens(text)
            )  # "the m overall fit me better": that one, as before
            return named if inside and not judged else None
    return None


def _after_both(text: str, worn: list[_Candidate], named: list[_Candidate]) -> list[_Candidate]:
    """The candidates for the size worn when the reviewer had two sizes: the larger or
    smaller one named as kept, a size said to be kept or exchanged, or one judged a good
    fit; none otherwise."""
    pick = _PICK.search(text)
    if pick:
        ranked = [(size_rank(c.label), c) for c in named + worn if size_rank(c.label) is not None]
        numeric = bool(ranked) and ranked[0][0] >= 1000  # one system: that of the first named
        ranked = [(r, c) for r, c in ranked if (r >= 1000) == numeric]
        if len({r for r, _ in ranked}) > 1:
            larger = (pick.group("way") or pick.group("judged")) != "smaller"
            _, best = (max if larger else min)(ranked, key=lambda rc: rc[0])
            return [_Candidate(best.label, best.start, best.end, 3)]
    return [c for c in worn if c.strength == 3 or c.good_fit or _chosen(text, c)]


def _chosen(text: str, candidate: _Candidate) -> bool:
    """The words after the size say it was the one chosen, before any other size is named."""
    said = _CHOSEN_AFTER.match(text, candidate.end, min(len(text), candidate.end + 70))
    return bool(said) and SIZE_TOKEN.search(text, candidate.end, said.end()) is None


# fit-text-25: "my usual 6", "in my very typical size 4", "my normal size 32": the usual size
# named as the reviewer's own (not "my size is usually 8", "I usually wear").
_MY_USUAL_NAMED = re.compile(
    r"\bmy\s+(?:very\s+)?(?:usual|normal|typical|regular|standard|go-to|general)\s+(?:size\s+)?$"
    # (fit-text-49) German: "in meiner normalen 39 rutsche ich raus"
    r"|\bmeine[rn]?\s+(?:normalen?|üblichen?|gewohnten?)\s+(?:größe\s+)?$"
)
# (fit-text-50) The most characters between a size and the change verb after it (German
# verb-final: "haben 29 nachbestellt", "die 40 umgetauscht").
_VERB_FINAL_GAP = 3
# (fit-text-50) A count of times written "3x": before a verb done so often or after "already".
_TIMES = re.compile(r"[1-4]x")
_TIMES_AFTER = re.compile(
    r"\s+(?:gekauft|bestellt|nachbestellt|nachgekauft|gewaschen|getragen|anprobiert|bought|washed"
    r"|worn|ordered|purchased|acheté|achetée|lavé|lavée|porté|portée|commandé|comprado|comprada"
    r"|lavado|lavada|pedido|puesto|llevado)\b"
)
_DETERMINER_BEFORE = re.compile(
    r"\b(?:die|der|den|eine?|the|an?|la|le|el|une?|una|size|größe|taille|talla)\s+$"
)
_TIMES_BEFORE = re.compile(
    r"\b(?:schon|bereits|already|déjà|ya|(?:bought|washed|worn|wore|ordered)\s+(?:it|them))\s+$"
)
# (fit-text-50) one's own size taken: "j'ai pris mon 40", "pedí mi 38", "hab meine 38"
_OWN_TAKEN_BEFORE = re.compile(
    r"\b(?:pris|commandé|acheté|pedí|pedi|compré|compre|cogí|cogi|elegí|hab|habe|genommen"
    r"|bestellt)\s+(?:(?:encore|comme\s+toujours|de\s+nuevo|wieder|wie\s+immer)\s+)?(?:mon|mi|meine)\s+$"
)
# (fit-text-50) the usual-size word after the size: "mon 36 habituel", "mi 38 de siempre"
_MY_BEFORE = re.compile(r"\b(?:mon|ma|mi)\s+$")
_USUAL_RIGHT_AFTER = re.compile(r"\s+(?:habituel(?:le)?|de\s+siempre|habitual)\b")
_TO_SEPARATOR = re.compile(r"\s?to\s?$")


def _split_changes(tokens: Sequence[re.Match[str]], text: str):
    """The tokens, with a range joined by "to" after a size change ("sized down from a s to
    xs") read as its two sizes: the one changed from and the one changed to."""
    for m in tokens:
        if m.group("alpha2") and "to" in m.group("v") and "from" in text:
            cut = _TO_SEPARATOR.search(text, m.end("alpha"), m.start("alpha2"))
            if cut and _CHANGED_FROM_BEFORE.search(text, max(0, m.start() - _WINDOW), m.start()):
                # matched on the text cut before "to", so that "28 to 27" is not read as a
                # number before its unit ("28 to 30 inches")
                first = SIZE_TOKEN.match(text[: cut.start()], m.start())
                second = SIZE_TOKEN.match(text, m.start("alpha2"))
                if first is not None and second is not None:
                    yield first
                    yield second
                    continue
        yield m


def find_sizes(text: str, skip: Sequence[tuple[int, int]] = ()) -> SizeMentions:
    """Size worn and usual size in lower-cased ``text``; numbers starting inside ``skip``
    (the spans a height or a body measurement was read from) are no sizes."""
    worn: list[_Candidate] = []
    usual: _Candidate | None = None
    stats: _Candidate | None = None
    usual_single = True
    sent_back: set[str] = set()
    for m in _split_changes(size_tokens(text), text):
        if skip and not m.group("band") and any(a <= m.start() < b for a, b in skip):
            continue
        label = token_label(m)
        if label is not None and _SENT_BACK_BEFORE.search(text, max(0, m.start() - 30), m.start()):
            sent_back.add(label)
        roles = None if label is None else _roles(m, text)
        if roles is None or not roles.fact:
            continue
        if usual is not None and usual.start < m.start() < usual.end:
            continue  # the second half of "xs or s"
        third = roles.usual == 1 and bool(
            _THIRD_PERSON_BEFORE.search(text, max(0, m.start() - _WINDOW), m.start())
        )
        if roles.usual and (
            usual is None
            or roles.usual > usual.strength
            # "my sister is a 6 and I am an 8": the reviewer's own size before another's
            or (roles.usual == usual.strength == 1 and usual.third and not third)
        ):
            before = text[max(0, m.start() - _WINDOW) : m.start()]
            mine = bool(
                _MY_USUAL_NAMED.search(before)
                or (_MY_BEFORE.search(before) and _USUAL_RIGHT_AFTER.match(text, m.end()))
            ) and not (_not_a_fact(before) or _NOT_A_FACT_AFTER.match(text, m.end()))
            usual = _Candidate(label, m.start(), m.end(), roles.usual, third=third, mine=mine)
            usual_single = True
            between = _BETWEEN_BEFORE.search(text, max(0, m.start() - 30), m.start())
            alt = (_RANGE_SECOND if between else _ALTERNATIVE).match(text, m.end())
            if alt is None and _SOMETIMES_BEFORE.search(before):
                alt = _SOMETIMES_SECOND.match(text, m.end())
            second = SIZE_TOKEN.match(text, alt.end()) if alt else None
            other = token_label(second) if second else None
            if other is not None:
                if between:
                    # a range from the smaller size up, as it is written the other way round
                    # too ("between a small and an xs": xs-s)
                    first, then = size_rank(label), size_rank(other)
                    swap = (
                        first is not None
                        and then is not None
                        and (first >= 1000) == (then >= 1000)  # one system: alpha or numeric
                        and then < first
                    )
                    pair = (other, label) if swap else (label, other)
                    joined = "-".join(pair)
                else:
                    joined = f"{label} or {other}"
                usual.label, usual.end, usual_single = joined, second.end(), False
                more = _ALTERNATIVE.match(text, usual.end)
                third = SIZE_TOKEN.match(text, more.end()) if more else None
                third_label = token_label(third) if third is not None else None
                if third_label is not None:
                    usual.end = third.end()  # "between a 4 to a 6 or a medium": still usual
                    if not between:
                        usual.label += f" or {third_label}"  # "usually a l or xl or 12"
        if roles.worn:
            good = _GOOD_FIT_AFTER.match(text, m.end(), min(len(text), m.end() + 60))
            nxt = SIZE_TOKEN.search(text, m.end(), good.end()) if good else None
            after = text[m.end() : m.end() + 40]
            bad = bool(_BAD_FIT_AFTER.match(after))
            fits = not bad and bool(_FITS_AFTER.match(after))
            worn.append(
                _Candidate(label, m.start(), m.end(), roles.worn, bool(good and not nxt), bad, fits)
            )
            if roles.stats and stats is None and not m.group("band"):
                stats = worn[-1]
    if not worn and usual is not None and _SAME_SIZE.search(text):
        worn.append(_Candidate(usual.label, usual.start, usual.end, 2))  # "wore the same"
    elif (
        not worn
        and usual is not None
        and usual_single
        and (fits := _THAT_SIZE_FITS.search(text, usual.end)) is not None
        and not _not_a_fact(text[max(0, fits.start() - _WINDOW) : fits.start()])
    ):
        worn.append(_Candidate(usual.label, usual.start, usual.end, 2))  # "that size fits"
    elif (
        not worn
        and usual is not None
        and usual.mine
        and usual_single
        and not _STEP_FROM_USUAL.search(text, max(0, usual.start - _WINDOW), usual.start)
    ):
        # "could barely button my usual 2", "size wise perfect, my usual 27", "(in my case, my
        # usual 6)": no other size worn is named, so the usual size named as one's own is it
        worn.append(_Candidate(usual.label, usual.start, usual.end, 1))
    chosen = None
    both = _two_sizes(text) if "both" in text or "sizes" in text else None
    if both is None and worn and (" and " in text or "&" in text):
        both = _two_had(text, worn)
    if both is not None and (worn or both):
        kept = [c for c in both if c.label not in sent_back] if sent_back else []
        worn = _after_both(text, worn, both)
        if not worn and len(kept) == 1 and len(sent_back) == 1:
            worn = kept  # "ordered the s and m, returned the m": the other one kept
    if worn and _BOTH_RETURNED.search(text):
        worn = []  # "ordered the 6 and the 8 ... returned them both": none kept
    if sent_back and any(c.label not in sent_back for c in worn):
        worn = [c for c in worn if c.label not in sent_back]  # "... and returned the s"
    if worn:
        best = max(c.strength for c in worn)
        strongest = [c for c in worn if c.strength == best]
        if len({c.label for c in strongest}) > 1 and any(c.good_fit for c in strongest):
            strongest = [c for c in strongest if c.good_fit]  # "tried the M; the S fit perfectly"
        elif (
            len({c.label for c in strongest}) > 1
            and any(c.bad_fit for c in strongest)
            and any(c.fits for c in strongest)
        ):
            # "the medium was tight in the bust, the large fits": the one said to fit
            strongest = [c for c in strongest if c.fits]
        changed = max(_CHANGED.finditer(text), key=lambda c: c.start(), default=None)
        chosen = strongest[-1] if changed else strongest[0]
        if changed and chosen.start < changed.start():
            # "ordered my usual medium ... so it went back. the small came and it's just
            # right": a size named after the change, not judged wrong, is the one kept
            later = [
                c
                for c in worn
                if (
                    c.start > changed.end()
                    # (fit-text-50) German verb-final: "haben 29 nachbestellt"
                    or (c.start > chosen.end and 0 <= changed.start() - c.end <= _VERB_FINAL_GAP)
                )
                and not c.bad_fit
                and c.strength >= 2
            ]
            if later and later[-1].label != chosen.label:
                chosen = later[-1]
        elif not changed and chosen.bad_fit:
            # fit-text-26 (fitxsent): "my normal medium was too big, so i purchased the small",
            # "the m was swimming on me. i purchased the s": a size judged wrong, then another
            # bought or worn after it, not judged wrong, is the one kept
            kept = next(
                (
                    c
                    for c in worn
                    if c.start > chosen.end
                    and not c.bad_fit
                    and c.strength >= 2
                    and c.label != chosen.label
                    and not _NOT_YET_AFTER.match(text, c.end)
                ),
                None,
            )
            if kept is not None:
                chosen = kept
        if not changed and not chosen.good_fit:
            # "tried my usual s plus xs ..., but the xs was perfect", "tried it in my usual s
            # ... the size m looked much better": a size said to fit well or better after it
            better = next(
                (
                    c
                    for c in worn
                    if c.start > chosen.end
                    and c.label != chosen.label
                    and c.strength >= 2
                    and (c.good_fit or _chosen(text, c))
                    and not _OF_A_PART_AFTER.match(text, c.end)
                ),
                None,
            )
            if better is not None:
                chosen = better
    if usual is None and stats is not None and chosen is not stats and chosen.label != stats.label:
        # "ordered a small (5'6\", 135, size 4)": the figures describe the reviewer, so
        # their size is the usual one when another size was worn.
        usual = stats
    if usual is None and chosen is not None and _BRA_LABEL.match(chosen.label):
        usual = _bra_body(text)  # "I'm a 34C but went with the sister size 32D"
    if usual is not None and _BY_GARMENT_KIND.search(text):
        usual = None  # "a 10/12 on top and 12/14 on bottom": no one usual size
    if (
        usual is not None
        and _BRA_LABEL.match(usual.label)
        and _BRA_WORD_AFTER.match(text, usual.end)
        and (chosen is None or not _BRA_LABEL.match(chosen.label))
    ):
        usual = None  # "i wear a 34d bra, and the small fit": the body, as "I'm a 34D" is
    if usual is None:
        return SizeMentions(chosen.label if chosen else None, None, None)
    if "-" in usual.label or "/" in usual.label:
        usual_single = False
    return SizeMentions(
        chosen.label if chosen else None, usual.label, usual.label if usual_single else None
    )


_BRA_LABEL = re.compile(r"^\d{2,3}[A-H]+$")
_BRA_WORD_AFTER = re.compile(r"\s*bras?\b")

# Usual sizes given per kind of garment, tops and bottoms ("i'm a size 10/12 on top and 12/14 on
# bottom", "wear a 12-14 shirt and 10-12 pant", "a 10 in slacks and 12 in tops"): the reviewer
# has no one usual size to name or to compare the size worn with (sizes bought per piece, "got
# a small on top and a medium on bottom", are not this).
# (The size words are those of sizes.SIZE_WORDS, the same strings as x{0,2}[sl]|m|small|medium
# |large; with whitespace after each, at most one of them fits at a place, whatever the order.)
_KIND_SIZE = rf"(?:\d{{1,2}}(?:[/-]\d{{1,2}})?p?|{SIZE_WORDS})"
_TOPS = r"(?:tops?|shirts?|blouses?)"
_BOTTOMS = r"(?:bottoms?|pants?|slacks|jeans|skirts?|trousers)"
_BY_GARMENT_KIND = re.compile(
    "|".join(
        rf"\b(?:wear|wears|i'm|im|i\s+am|usually|normally|typically|generally)\s+(?:[a-z]+\s+){{0,2}}?"
        rf"{_KIND_SIZE}\s+(?:(?:on|in)\s+)?{first}\b[^.!?;\n]{{0,15}}?\band\s+(?:an?\s+|size\s+)?"
        rf"{_KIND_SIZE}\s+(?:(?:on|in)\s+)?{second}\b"
        for first, second in ((_TOPS, _BOTTOMS), (_BOTTOMS, _TOPS))
    )
)


def _bra_body(text: str) -> _Candidate | None:
    """The reviewer's own bra size ("I'm a 34C"), which is their usual size when the size worn
    is a bra size too (otherwise it describes the body and is no size)."""
    for m in size_tokens(text):
        if m.group("band") and _I_AM_BEFORE.search(text, max(0, m.start() - _WINDOW), m.start()):
            label = token_label(m)
            if label is not None:
                return _Candidate(label, m.start(), m.end(), 1)
    return None


_BODY_NOUN_AFTER = re.compile(
    rf"^\s*-?\s*(?:bust|chest|waist|hips?|frame|build|boned|person|woman|girl|man|torso|shoulders?"
    r"|feet|foot|amount|bit|gap|hole|print|pattern|details?|pocket|size\b|sizes|busted|chested"
    r"|figure|back|arms?|breasts?|boobs?|ones?|pieces?|tear|stain|flaw|portion|area|part"
    rf"|wash|weight|rise|length|thickness|heel|support|coverage|{_COLOURS}"
    # a bra cup (fit-text-39): "i am 5'3\" and a small b cup"
    r"|(?:[a-h]{1,3}[\s-])?cups?"
    # fit-text-27 (fitsize4): "a small issue", "the large percent acrylic": the adjective before
    # a noun that is no garment
    r"|issues?|problems?|complaints?|gripes?|quibbles?|downsides?|things?|percent|percentage|number"
    r"|price|fee|difference|changes?|touch|investment|splurge|slits?|openings?|cutouts?|keyholes?"
    r"|zippers?|buttons?|bows?|ruffles?|flowers?|dots|stripes|scale|quantity|selection|stores?"
    r"|shops?|town|city|company|brand|family|bag|purse|box|package|tags?|price\s+tag|sale)\b"
)


# Searched only where one of their start keys fits (keyed.py): the same matches, several
# times faster than trying these alternations at every position.
_BOTH_RETURNED, _BY_GARMENT_KIND, _CHANGED = map(
    Keyed, (_BOTH_RETURNED, _BY_GARMENT_KIND, _CHANGED)
)
_I_AM_BEFORE, _I_AM_DESCRIBED_BEFORE, _WORN_VERB_MY_USUAL, _INSTEAD_BEFORE, _NOT_A_FACT = map(
    Keyed, (_I_AM_BEFORE, _I_AM_DESCRIBED_BEFORE, _WORN_VERB_MY_USUAL, _INSTEAD_BEFORE, _NOT_A_FACT)
)
_FIT_VERB_BEFORE, _SOLD_OUT_BEFORE, _STATS_BEFORE = map(
    Keyed, (_FIT_VERB_BEFORE, _SOLD_OUT_BEFORE, _STATS_BEFORE)
)
