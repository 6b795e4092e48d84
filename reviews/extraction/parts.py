"""The parts of the body a review names, and the parts it says fit.

``Dims`` finds the dimension words of a text ("bust", "Schultern", "manches") and groups
coordinated ones ("tight in the bust and shoulders" names both); a predicate is attached
to the part next to it. ``neutral_mentions`` reads "the waist fits", "perfect across the
shoulders" as that part fitting (0).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass

from . import lexicon as lx
from .clauses import NEGATION, Spans, is_hedged, quote, single_spaced
from .dispatch import Alternation
from .keyed import Keyed

PREDICATE_GAP = re.compile(
    rf"\s*(?:(?:{lx.COPULAS}|{lx.FIT_VERBS}|{lx.DEGREES}|me|mir|le|les|a|the|bit|little|still|already|also|just|all"
    r"|really|leider|aber|auch|hier|un|peu|trop|muy|algo|definitely|feeling|feel|feels|felt|looking"
    r"|almost|nearly|had|has|have|gotten|genau|exactement|justo|die|der|das|de|la|el|lo|haben|hat|ont|tienen|tiene"
    # German "her" closing "von der Länge her" (fit-text-37): "von der Länge her passt sie"
    r"|her"
    # the part's region (fit-text-27, fitovr3): "the shoulder area fits nice"
    r"|area|areas|region"
    # a comparative's degree (fit-text-33): "the pockets are much bigger", "far smaller"
    r"|much|far|a\s+lot|lots"
    rf"|kind\s+of|kinda|way|rather|\w+ly|{lx.SENTENCE_ADVERBS}"
    # the part's own size: "Kragenweite 41 passt genau", "neck size 15.5 fits"
    r"|\d+(?:[.,]\d+)?"
    # the size it is of (fit-text-30, ovx): "the bodice in medium petite fits me", "the waist
    # on the 8 is perfect", "the sleeves of a m are long"
    r"|(?:in|on|of)\s+(?:(?:the|a|an|my|size)\s+)*(?:xx?s|xx?l|s|m|l|x-?small|x-?large|small|medium|large"
    r"|petite|regular|\d{1,2}p?)(?:\s+(?:petite|regular|size))?)\s+)*$"
)

# A part that is no fit dimension with two predicates: "the pockets are deep and roomy", "the
# hood is big and roomy", "the hem is much more pronounced and looser" (both said of the part,
# not the garment).
_OTHER_COORDINATED = re.compile(
    r"\s+(?:is|are|was|were)\s+(?:(?:very|so|really|super|quite|nice|much|more|a\s+lot|far|way|even"
    r"|a\s+bit|a\s+little)\s+){0,2}[a-z'-]+(?:\s*,|\s+and)"
    rf"(?:\s+(?:{lx.DEGREES}))*\s+$"
)

_ONE_WORD = re.compile(r"[a-z'-]+")

# A trim placed at a part, then its predicate: "the tie at the waist is short", "the bow at
# the neck is big" (said of the trim, not of the waist or the neck).
_TRIMS = frozenset(
    [
        "tie",
        "ties",
        "sash",
        "belt",
        "belts",
        "bow",
        "bows",
        "button",
        "buttons",
        "zipper",
        "tag",
        "tags",
        "label",
        "labels",
        "pocket",
        "pockets",
        "ribbon",
        "ribbons",
        "drawstring",
        "drawstrings",
    ]
)
_TRIM_AT = re.compile(r"\s+(?:at|on|around|by|near)\s+(?:the\s+)?")
# the trim's own size, not a tight or loose fit there ("the zipper at the waist is tight")
_TRIM_SIZE = re.compile(
    r"\b(?:short|shorter|long|longer|big|bigger|small|smaller|huge|tiny|large|larger)\b"
)
# A part that is no fit dimension, then where it is or what came with it, then its
# predicate: "the tag on the side is huge", "the tie at the back is a bit short", "the belt
# that comes with these is way too long" (said of the part, not the garment).
_AND = r"\s+(?:and|&)\s+(?:the\s+|my\s+)?"
_AND_OTHER = re.compile(_AND)
_AND_BACK = re.compile(_AND + r"back(?![\w'-])")
_OTHER_PLACED = re.compile(
    r"\s+(?:(?:at|on|in|along|down|near|inside)\s+(?:the\s+)?(?:back|front|sides?|bottom|top|ends?"
    r"|inside|outside|left|right|center|centre|middle|cuffs?)"
    r"|(?:that|which)\s+(?:comes?|came)\s+with\s+(?:it|them|this|these|the\s+\w+)"
    r"|(?:that\s+(?:is|are|was|were)\s+)?(?:included|attached))"
    r"(?=\s+(?:is|are|was|were)\b)"
)

_PART_AFTER = re.compile(
    # "las"/"les" before "la"/"le": else "en las caderas" stops inside the article
    # an article is a word of its own: "in length" is not "in le|ngth", "on legs" not "on le|gs"
    rf"\s+(?:{lx.NEUTRAL_PREPOSITIONS})\s+(?P<article>(?:the|my|his|her|der|die|den|dem|las|les|la|le|los|el)\s+|l'\s*)?"
)
# Regions whose name holds its article: "too big at the bottom", "loose at the top" name them
# as a part after a preposition does (the article is not skipped before them).
_ARTICLE_REGIONS = frozenset({"the top", "the bottom"})
# (fit-text-31, fres) French too: "ne baille pas à la taille", "au niveau de la taille"
_DE_PART_NAME = re.compile(r"\s+(?=(?:de|à|au)\s)")
_NEXT_PLACE = re.compile(r"\s+(?=under)")
_WITH_PREPOSITION = re.compile(r"(?:à|au|aux|an|am|im|in|en|de)\s")
_NEUTRAL_BARE = re.compile(rf"(?<![\w'])(?:{lx.NEUTRAL_WORDS})\s+$")
# "right"/"well" before a preposition of place says where a seam sits, not that it fits:
# "sits right under the bustline", "well over the hips" ("just right at the waist" fits).
_PLACE = re.compile(r"(?<!just\s)(?:right|well)\s+(?:under|underneath|beneath|over)(?![\w'])")
# "right at"/"right on" a part a garment does not end at says where something lies there (a
# print, an elastic, a strap), not that the part fits: "the patterns hit right at my breasts",
# "the elastic should be right at the shoulders". Fitting or sitting right there, or a
# shoulder seam there, is the part fitting ("fits just right at the shoulders", "sits right on
# the shoulders", "the shoulder seams hit right at my shoulders").
_PLACE_AT = re.compile(
    r"(?<!just\s)(?<!fit\s)(?<!fits\s)(?<!fitted\s)(?<!fitting\s)(?<!sit\s)(?<!sits\s)(?<!sat\s)"
    r"(?<!sitting\s)right\s+(?:at|on)(?![\w'])"
)
_SHOULDER_SEAM = re.compile(r"(?<![\w'])shoulder\s+seams?\b[^.!?;,]{0,25}$")
_POSITION = re.compile(
    r"(?<![\w'])(?:hits?|falls?|fell|lands?|landed|comes?|came|ends?|ended|sits?|sat|reaches|reached"
    r"|geht|endet|reicht|tombe|arrive|llega)(?:\s+(?:me|her|him|mir|me))?\s+\S*\s*$"
)

# A part named as the place beyond which the garment goes on: "a lot of fabric below the
# waist", "extra material above the knee" (the fabric there, not the part's fit).
_PLACE_BEYOND = re.compile(r"(?<![\w'])(?:below|above|beyond)\s+(?:the\s+|my\s+)?$")

# Parts a garment does not end at: a position word before them says how it sits there.
_NOT_AN_END = frozenset({"shoulders", "sleeves", "bust", "chest", lx.BREAST, "width"})

# A seam placed on a part says where it lies, not that the part fits: "the waist seam sits at
# my hips instead of my waist", "the empire seam hits right on my ribs".
# A shoulder seam on the shoulders is the shoulders fitting.
_SEAM_SITS = re.compile(
    r"(?<![\w'])(?<!shoulder\s)(?<!shoulders\s)seams?\s+(?:line\s+)?(?:\w+\s+)?$"
)

# A fit called bad is no verdict that a part fits: "strange fit under the arms".
_BAD_FIT = re.compile(
    r"(?<![\w'])(?:strange|weird|odd|awkward|bad|poor|funny|funky|wonky|terrible|horrible|off|seltsame?|komische?"
    r"|étrange|bizarre|mauvaise?|raro|rara|extraño|extraña|mal)\s+$"
)
# A fit named by its cut or size is no verdict that the part fits: "the loose fit at the
# hips", "a relaxed fit through the thighs" (a style, or the size word's own verdict).
_CUT_FIT = re.compile(
    r"(?<![\w'])(?:loose|looser|relaxed|slim|slimmer|boxy|oversized|easy|flowy|tight|tighter|snug"
    r"|snugger|skinny|baggy|roomy|close|closer)\s+$"
)
_OTHER_RIGHT_AFTER = re.compile(r"\s+(?:the|my|your|her)\s+")
# The cut described, close above and full below: "fitted on the top and flowy on the bottom",
# "fitted at the waist with fullness below" ("fitted" a style word, fit-labels.md; no verdict
# that the part fits; "fitted at the shoulder, loose below" after "fits great" keeps it).
_FITTED_AT = re.compile(r"(?:more\s+|somewhat\s+|slightly\s+)?fitted\s")
_FULL_BELOW = re.compile(
    r"(?:\s+(?:area|part|half))?\s*,?\s*(?:and|with|yet|but|then|while)\s+(?:(?!fits?\b)[\w'/-]+\s+){0,4}?"
    r"(?:flowy|flows?|flowing|flares?|flared|flaring|full|fuller|fullness|drapes?|draping|drapey|a-line"
    r"|swing\w*|loose|looser|pleats|billow\w*|ruffl\w*)(?![\w'])"
)
# A part hidden or skimmed by the cut: "it hides my tummy perfectly", "skims over the hips
# nicely" (flattering, no verdict that the part fits).
_HIDDEN = re.compile(
    r"(?<![\w'])(?:hides?|hid|hiding|conceals?|concealing|camouflages?|disguises?|skims?\s+over"
    r"|skimm(?:ed|ing)\s+over|flatters?|flattering|minimi[sz]es?)\s+(?:my|your|the|any|her|one's)\s+"
    r"(?:[\w-]+\s+)?$"
)
# (an emoji is no word: "Too small 😢" ends the phrase as "too small!" does; fit-text-38)
NEXT_WORD = re.compile(r"\s*([^\s\d.,!?;:()\"/\-\u2013\u2014\u2600-\u27bf\U0001f000-\U0001faff]+)")

_DIM_NAMES: dict[str, str] = {}
for _dim, _words in lx.DIMENSION_WORDS.items():
    for _w in _words:
        _DIM_NAMES[_w] = _dim
# Spanish "largo de ..." after a copula or degree is the adjective before its part ("me queda
# largo de mangas", "es muy largo de cuerpo"), not the length's name ("el largo de manga").
_LARGO_ADJECTIVE = "".join(
    rf"(?<!{w}\s)"
    for w in (
        *("queda", "quedan", "quedó", "es", "son", "está", "están", "va", "van", "viene"),
        *("vienen", "muy", "poco", "algo", "bastante", "demasiado"),
    )
)
# The French sleeve "manche" after its determiner: German "manche" is "some" ("wie manche
# schreiben", fit-text-50).
_MANCHE = "(?:" + "|".join(rf"(?<={w}\s)" for w in ("la", "une", "chaque", "de", "cette")) + ")"
# "largo" ending a list of "<size word> de <part>" is the adjective of the last item
# ("ajustado de cintura y largo de mangas."), not the length's name.
_LIST_BEFORE_LARGO = re.compile(r"(?<![\w'])de\s+[\w-]+\s+y\s+$")
_LARGO_DE_PART_END = re.compile(r"larg[oa]s?\s+de\s+[\w-]+\s*(?:[.,;!)]|$)")
# German "Taille" with no article, which French would read as the size: only where German
# words beside it say it is German ("Taille und Hüfte sitzen", "Hüfte und Taille", "Taille
# passt", "Taille zu weit").
_TAILLE_DE = (
    r"taille(?=\s+(?:und|oder|passt|passen|sitzt|sitzen|saß|ist|war|zu|etwas|sehr|perfekt|super|leider)\b)"
    r"|(?<=\sund\s)taille(?![\w'-])|(?<=\soder\s)taille(?![\w'-])|taille(?=\s+als\s+auch\b)"
    r"|(?<=als\sauch\s)taille(?![\w'-])"
)
# The reviewer's bra size as the subject is her bust (fit-labels.md: a bra size is no bust
# measurement, but "my 34ds were barely contained" is the bust that did not fit).
_BRA_BODY = (
    r"(?<=\bmy\s)(?:2[89]|3\d|4[0-8])\s?(?:aa|a|b|c|dd?d?|e|ff?|gg?|h)(?:'?s)?(?![\w'-])"
    r"(?!\s+(?:chest|bust|boobs|breasts|frame|figure|cups?|bra|band)\b)"
)
_BRA_BODY_WORD = re.compile(r"(?:2[89]|3\d|4[0-8])\s?(?:aa|a|b|c|dd?d?|e|ff?|gg?|h)(?:'?s)?")
# The rib cage is the bust or the chest, as the reviewer calls the top of her body
# ("runs small around the ribcage" bust; "so tight in the rib cage and chest" chest).
_RIB_CAGE = frozenset({"rib cage", "ribcage"})
_CHEST_WORD = re.compile(r"(?<![\w'])chests?(?![\w'])")
_BUST_WORD = re.compile(r"(?<![\w'])(?:bust\w*|boobs?|breasts?|cleavage)(?![\w'])")


def _bra_body(text: str) -> str:
    """The bust, or the chest where the reviewer calls it so ("the chest area is not made for
    large chests. my 34ds were barely contained"): the label follows the reviewer's word."""
    return "chest" if _CHEST_WORD.search(text) and not _BUST_WORD.search(text) else "bust"


_DIMENSIONS = Alternation(
    [
        *(
            (_LARGO_ADJECTIVE if w.startswith("larg") else _MANCHE if w == "manche" else "")
            + re.escape(w).replace(r"\ ", r"\s+")
            + r"(?![\w'-])"
            for w in sorted(_DIM_NAMES, key=len, reverse=True)
        ),
        _TAILLE_DE,
        _BRA_BODY,
        # the back's width is the torso's, no fit dimension (fit-labels.md): "too narrow
        # across the back", "pulls across my back"
        r"(?<=across\sthe\s)back(?![\w'-])|(?<=across\smy\s)back(?![\w'-])",
    ],
    before=r"(?<![\w-])",
)
_DIM_NAMES.setdefault("taille", "waist")
# "belly" is the waist ("snug around the belly area"), "belly button" a position (positions.py)
_BUTTON_AFTER = re.compile(r"[\s-]*b[ou]tt?on")
_DIM_NAMES.setdefault("back", lx.OTHER_PART)

_DRESS = re.compile(rf"(?<![\w'])(?:{lx.word_alt(lx.DRESS_ITEMS)})(?![\w'])")
_TOP_ITEM = re.compile(
    # not a part of another garment: "runs large in top and waist", "snug up top"
    r"(?<![\w'])(?<!\bin\s)(?<!\bon\s)(?<!\bup\s)(?<!\bat\s)(?<!\bacross\s)(?:(?:top|tops)(?![\w'-])"
    r"(?!\s+(?:half|part|of|was|is|were|felt|fit|fits))|(?:blouse|shirt|tee|t-shirt|sweater|cardigan|tank|tunic"
    r"|camisole|cami|jacket|coat|vest|hoodie|sweatshirt|pullover|bluse|pulli|chemisier|haut|pull|blusa|camiseta"
    r"|jersey)(?![\w'-])(?!\s+(?:half|part|of)\b))"
)
_OF = re.compile(r"\s+of\b")
# Regions of a garment read as the bust ("the top", "the top half", "the bodice").
_REGIONS = lx.DIMENSION_WORDS[lx.TOP_PART]
# A preposition before "the top" makes it a region of the garment: "runs small across the
# top", "the fit at the top is tight", "snug through the top" (the bust, of a top too); not
# a cut's shape ("fitted at the top, loose below").
_REGION_BEFORE = re.compile(
    r"(?<![\w'])(?<!fitted\s)(?:at|across|through|thru|around|in|along)\s+$"
)
# "Tight on top" of trousers is their waist, not a bust: the review names a bottom before
# any top or dress.
_TOP_WORDS = frozenset({"up top", "on top", "in top"})
# Trousers by name; a bottom is trousers, a skirt, crops or denim.
_TROUSER_WORDS = r"pants|jeans|trousers|shorts|leggings|culottes|joggers|capris|chinos?|slacks"
_BOTTOM_ITEM = re.compile(rf"(?<![\w'])(?:{_TROUSER_WORDS}|skirt|crops|denim)(?![\w'-])")
# Trousers named anywhere: "liked the shirt they were displayed with ... an alternative to the
# chino" is still about the trousers.
_TROUSERS = re.compile(rf"(?<![\w'])(?:{_TROUSER_WORDS})(?![\w'-])")


def is_bottoms(lower: str) -> bool:
    """Whether the review is about trousers or a skirt: one is named before any top or dress."""
    bottom = _BOTTOM_ITEM.search(lower)
    if bottom is None:
        return False
    return (
        _TOP_ITEM.search(lower, 0, bottom.start()) is None
        and _DRESS.search(lower, 0, bottom.start()) is None
    )


def trousers_waist(lower: str) -> bool:
    """Whether a waist said to sit too high or low is the rise (fit-labels.md: a rise that is
    long or high is rise +1): the review names trousers, or no top, and is not about a dress,
    whose waist is its bodice's length."""
    return (
        _TROUSERS.search(lower) is not None or _TOP_ITEM.search(lower) is None
    ) and not _is_dress(lower)


def _trousers_at_waist(lower: str, start: int, end: int) -> bool:
    """Whether a position named is trousers sitting on the waist ("they hit perfectly on my
    waist"): their rise, not a length."""
    return lower[start:end] in ("waist", "waistline") and is_bottoms(lower)


# "On the bottom" is the hips ("too snug on the bottom", "room on the bottom"), not a part
# or a place named after it ("the bottom half", "the bottom hem", "the bottom of the bag").
_BOTTOM_OF = re.compile(
    r"\s+(?:half|halves|part|portion|hem|hemline|edge|layer|seam|ruffle|tier|of)\b"
)
# A rise that names a style of another garment: "too short to wear with low rise jeans", "in
# addition to the high-rise denim" (the part of this one is "the rise is low").
_RISE_STYLE_BEFORE = re.compile(r"(?<![\w'])(?:low|high|mid|super|ultra|higher|lower)[\s-]+$")
_RISE_STYLE_AFTER = re.compile(
    r"[\s-]+(?:[\w-]+\s+)?(?:jeans|pants|trousers|denim|leggings|shorts|skinnies|bottoms|skirts?|styles?|cuts?)(?![\w'])"
)


# A dress named as a likeness, not the garment: "the xs looks like a baby doll dress on me",
# "i'm so short that this could be a dress", "more like a maternity dress".
_DRESS_LIKENESS = re.compile(r"(?<![\w'])(?:like|be|as|into)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?$")


def _is_dress(lower: str) -> bool:
    """Whether the review is about a dress-like garment: one is named before any top (a
    dress named as a likeness does not count)."""
    for dress in _DRESS.finditer(lower):
        if _DRESS_LIKENESS.search(lower, max(0, dress.start() - 40), dress.start()):
            continue
        return _TOP_ITEM.search(lower, 0, dress.start()) is None
    return False


_FOOT = re.compile(rf"(?<![\w'])(?:{lx.word_alt(lx.FOOT_WORDS)})(?![\w'])")
_FOOTWEAR_ITEM = re.compile(rf"(?<![\w'])(?:{lx.word_alt(lx.FOOTWEAR_ITEMS)})(?![\w'])")
_FIRST_SENTENCE = re.compile(r"[^.!?]*(?:[.!?]|$)")


# A height in feet ("5 foot 6", "five-foot-two") names no foot.
_HEIGHT_FOOT = re.compile(r"(?:\d|one|two|three|four|five|six|seven)[\s-]*$")
# Shoes worn with the garment are styling, not the item: "pencil skirt and heels", "with a
# tee and flat sandals", "dress it up with boots", "on sale to boot", "mit Stiefeln", "avec
# des bottines", "con botas".
_STYLED_WITH = re.compile(
    # (fit-text-38: "the length is perfect without heels")
    r"(?<![\w'])(?:with|without|and|or|&|wear|wears|wearing|wore|worn|in|to|paired|mit|ohne|und|oder|avec"
    r"|sans|et|ou|con|sin|y|o"
    # a length judged for the shoes (fit-text-41): "they are too long for flats"
    r"|(?:long|short|longer|shorter)\s+(?:enough\s+)?for)"
    r"\s+(?:[\w-]+\s+){0,2}$"
)


# A garment named before a footwear item is the item reviewed (fit-text-46): "this dress runs
# long, but since i love high heels ..." (not "top": "the top of the shoe").
_GARMENT_FIRST = re.compile(
    r"(?<![\w'])(?:dress|dresses|gown|skirt|shirt|blouse|sweater|cardigan|jacket|coat|pants|jeans|shorts"
    r"|jumpsuit|romper|tunic|leggings|trousers|jupe|pantalon|chemise"
    r"|veste|manteau|vestido|falda|pantalón|pantalones|camisa|chaqueta|abrigo"
    # German compounds end in the garment (fit-text-49): "das Maxikleid schleift am Boden,
    # obwohl ich flache Schuhe trage"
    r"|[a-zäöüß]*(?:kleid|hose|rock|bluse|jacke|mantel|pulli|pullover))(?![\w'])"
)


def is_footwear(lower: str) -> bool:
    """Whether the review is about shoes (see ``lexicon.FOOT_WORDS``)."""
    for m in _FOOT.finditer(lower):
        if m.group(0) != "foot" or not _HEIGHT_FOOT.search(lower, max(0, m.start() - 8), m.start()):
            return True
    title_and_first = _FIRST_SENTENCE.match(lower, lower.find("\n") + 1).end()
    for m in _FOOTWEAR_ITEM.finditer(lower, 0, max(title_and_first, 80)):
        if not _STYLED_WITH.search(lower, max(0, m.start() - 40), m.start()):
            return _GARMENT_FIRST.search(lower, 0, m.start()) is None
    return False


# "The length of the sleeves", "length in the arms": the length of a part with a length of its
# own names that part (fitframe).
_OWN_LENGTH = frozenset({"sleeves", "inseam", "rise"})
_LENGTH_OF = re.compile(r"\s+(?:of|in|on)\s+(?:the|its|their|these|those)\s+")

# The body of the garment, no dimension, coordinated before a part after a preposition: "wide
# in the body and the shoulders", "good length in the body and arms" (fitframe): the part gets
# the verdict, and the body keeps the one it has alone (too wide: overall; short: length).
REGION_AND = re.compile(
    r"\s+(?:in|through|thru|across|around|at)\s+the\s+body\s*,?\s*(?:and|&)\s+(?:the\s+|its\s+)?"
)

# What may stand between two coordinated parts: "bust and shoulders", "hips & thighs",
# "chest, shoulders", "Hüfte und Oberschenkel", "cuisses et fourche", "pecho y hombros".
_COORDINATION = re.compile(
    r"\s*(?:,\s*)?(?:&|/|\+|and|or|und|oder|sowie|et|ou|y|e|o|as\s+well\s+as|plus|als\s+auch|ainsi\s+que"
    r"|así\s+como)\s*"
    # a preposition of its own: "tight in the arms and across the shoulders"
    r"(?:(?:in|at|across|through|thru|around|under|over|along|im|am|an|au|aux|en|dans|sur|à|de|del|du|des)\s+)?"
    r"(?:(?:the|my|his|her|die|der|den|dem|das|am|an\s+den|an\s+der|im|in\s+den|les|la|le|l'|aux|au"
    r"|las|los|el|en\s+los|en\s+las)\s*)?(?:(?:upper|lower|back|ober|unteren?|oberen?)\s+)?$"
)

# A part named in a prepositional phrase ("in the hips"), and a verb of its own after a part.
IN_PHRASE_BEFORE = re.compile(
    r"(?<![\w'])(?:in|at|around|across|through|thru|on|under)\s+(?:the|my|your|its)\s+(?:[\w-]+\s+)?$"
)
# What opens a part's own clause after another part or verdict: "... and the waist gaps".
NEXT_CLAUSE_GAP = re.compile(r"\s*,?\s*(?:and|but|while|plus|also)\s+(?:the|my|her|its)\s+$")
# A verb of a part's own clause right after it ("and the shoulders hang down", "and the waist
# gaps"): the part is that clause's subject, no part of a verdict before it.
NEXT_CLAUSE_VERB = re.compile(
    r"\s+(?:\w+ly\s+)?(?:gaps?|gaped|gapes|gaping|hang|hangs|hung|is|was|are|were|fits?|fit|felt|feels?"
    r"|looks?|looked|seems?|seemed|sits?|sat|falls?|fell|comes?|came|goes|go|went|ends?|ended"
    r"|bunch(?:es|ed)?|pulls?|pulled|sags?|sagged|rides?|rode|runs?|ran|stretch(?:es|ed)?|digs?|dug)(?![\w'])"
)
# A comma between two parts coordinates them in a list that goes on with "and" or ends
# there ("tight in the chest, shoulders and arms", "small in the upper arms, shoulder
# area."), not before a predicate of its own ("loose in the waist, hips perfect").
_LIST_COMMA = re.compile(
    r"\s*,\s*(?:(?:in|at|across|through|thru|around|im|am|an|au|aux|en|à)\s+)?"
    r"(?:(?:the|my|die|der|den|dem|les|la|le|l'|las|los|el)\s*)?(?:(?:upper|lower|back|ober|unteren?|oberen?)\s+)?$"
)
_LIST_GOES_ON = re.compile(
    r"(?:\s+(?:area|areas|region))?(?:\s*,?\s*(?:and|or|&|und|oder|et|ou|y|o)\s|\s*,\s*(?![^,.!?;]*\s(?:is|are|was|were|fits?|fit)\b)"
    r"|\s*(?:[.!;)]|$))"
)

_NEUTRAL_AFTER = re.compile(
    rf"\s*(?:(?:{lx.NEUTRAL_COPULAS}|{lx.FIT_PREDICATES})\s+)?(?:(?:{lx.NEUTRAL_ADVERBS})\s+)*"
    rf"(?:{lx.NEUTRAL_WORDS})(?![\w'])"
    # a bare "fits", not a bare "tombe" ("les épaules tombent": they droop); German "auch",
    # "endlich", "jetzt" after it ("die Ärmel passen auch", "Bund passt endlich mal"), not
    # before a negation ("passen auch nicht")
    rf"|\s*(?!tomb)(?:{lx.FIT_PREDICATES})(?![\w'])"
    r"(?:\s+(?:auch|endlich|jetzt|nun|ebenfalls)(?:\s+mal)?(?![\w'])(?!\s+(?:nicht|kein\w*|net|nie)\b))?"
    rf"(?!\s+(?:(?:me|him|her|mir|ihm|ihr|a|un|una)\s+)?(?:{lx.DEGREES}))"
)
_NOUNS_LISTED_AFTER = re.compile(
    r"(?:\s*(?:,|and|&|\+)\s*(?:(?:the|its)\s+)?(?:size|sizing|colou?rs?|quality|style|design|material|fabric"
    # (not "fit", "cut", "look", "feel": verbs as well, "stretchy in the bottom and fit well")
    r"|print|pattern|shape|weight|texture|details?|detailing))+(?![\w'])"
)
_FOR_USE = re.compile(lx.FOR_USE)
# "so" before the neutral word: "that" after it opens a result clause, not a noun ("the
# length is so perfect that it doesn't overwhelm you")
_SO_BEFORE = re.compile(r"(?<![\w'])so\s+[\w-]+\s*$")
# A bare "sits at" is where it sits, no verdict: "sits at the waist", "the waist seam sits on
# my hips" ("sits nicely at the waist" is one).
_NEUTRAL_BEFORE = re.compile(
    rf"(?<![\w'])(?:(?:{lx.NEUTRAL_WORDS})|(?!(?:sits?|sat|sitting)\s+(?:{lx.NEUTRAL_PREPOSITIONS})\s)"
    rf"(?:{lx.FIT_PREDICATES})(?:\s+(?:{lx.NEUTRAL_ADVERBS}))*)\s+"
    rf"(?:{lx.NEUTRAL_PREPOSITIONS})\s+(?:(?:the|my|der|die|den|dem|la|le|les|l'|los|las|el)\s*)?$"
    # the part as the object (fit-text-42): "the size 25 fit my waist and butt wonderfully", "the
    # 29 fit my hips though" (not a purpose: "sized up to fit my shoulders")
    r"|(?<![\w'])(?<!to\s)(?:fit|fits|fitted)\s+my\s+$"
)


# Spanish "<size word> de <part> y <article> <part> <size word>": the second part has a verdict
# of its own, the first part's does not carry over ("le queda ancha de pecho y las mangas
# perfectas", "justa de cintura y las perneras largas").
_DE_BEFORE = re.compile(r"(?<![\w'])de\s+(?:(?:el|la|los|las)\s+)?$")
_AND_ARTICLE = re.compile(r"\s+(?:y|e)\s+(?:el|la|los|las)\s+")
_OWN_VERDICT = re.compile(
    r"\s+(?:(?:muy|un\s+poco|algo|demasiado|bastante)\s+)?(?:perfect[oa]s?|bien|cort[oa]s?|larg[oa]s?"
    r"|anch[oa]s?|estrech[oa]s?|just[oa]s?|ajustad[oa]s?|apretad[oa]s?|holgad[oa]s?|grandes?"
    r"|pequeñ[oa]s?|ampli[oa]s?|correct[oa]s?|ideal(?:es)?)(?![\w'])"
)


# English: a part after a preposition, then "and the <part>" that opens a clause of its own
# ("loose in the waist and the hips fit perfectly", "forgiving for the belly and the length is
# perfect"): two clauses, the second part's verdict is not the first's ("the bust and the
# shoulders are perfect", "tight in the bust and the shoulders" stay coordinated).
_PREPOSITION_BEFORE = re.compile(
    r"(?<![\w'])(?:in|at|across|through|thru|around|on|for|over|under)\s+(?:the|my|your|her|his)\s+"
    r"(?:(?:upper|lower)\s+)?$"
)
_AND_ARTICLE_EN = re.compile(r"\s*,?\s*(?:and|&)\s+(?:the|my|your|her|his)\s+")
_OWN_PREDICATE_EN = re.compile(
    r"(?:\s+(?:area|areas|region|part))?\s+(?:is|are|was|were|fits?|fit|felt|feels?|seems?|seemed"
    r"|looks?|looked|runs?|ran)(?![\w'])"
)


def _own_verdict(text: str, first_start: int, first_end: int, start: int, end: int) -> bool:
    """Whether a part after "y <article>" has its own size word, the part before it its own
    "<size word> de" (the two are two verdicts, not one coordinated); in English, whether a
    part after "and the" opens its own clause after a part named after a preposition."""
    if _AND_ARTICLE_EN.fullmatch(text, first_end, start) is not None:
        return (
            _OWN_PREDICATE_EN.match(text, end) is not None
            and _PREPOSITION_BEFORE.search(text, max(0, first_start - 24), first_start) is not None
        )
    return (
        _AND_ARTICLE.fullmatch(text, first_end, start) is not None
        and _OWN_VERDICT.match(text, end) is not None
        and _DE_BEFORE.search(text, max(0, first_start - 12), first_start) is not None
    )


# An aside between a part and what is said of it, in brackets or between commas, as typed in
# reviews: "the sleeves (at the cuff) are very tight", "the rise, at least for me, is spot on"
# read like "the sleeves are very tight" (fit-text-28, fitform). The part opens its sub-clause
# ("the end of the sleeves"; not "my hips", "tight in the waist"); a comma aside is a few
# words, and no aside names another fit dimension.
_ASIDE_AFTER_PART = re.compile(r"\s*(?:\([^()]{1,78}\)|,\s*(?:[\w'.]+\s+){0,4}[\w'.]+\s*,)")
_ASIDE_SUBJECT = re.compile(
    r"\s*(?:(?:and|but|also|only|just|the|its|their|both|[\w-]+\s+of)\s+)*$"
)


# A part, then a relative clause with its verdict (fit-text-30): "fits everywhere except the
# hips, which were tight", "except for the bust area that is very snug".
# (fit-text-37) a pronoun taking the part up after a comma, as a relative does: "as for the hips,
# they're tight", "everything fits except the bust, it's too tight" ("it" of one part, "they" of
# several: "i have broad shoulders, it is tight" is the garment)
_RELATIVE_AFTER_PART = re.compile(
    r"(?:\s+(?:area|areas|region))?\s*(?:,?\s*(?P<relative>which|that)"
    r"|,\s*(?:(?P<it>it)(?:'s|\s+(?:is|was))|they(?:'re|\s+(?:are|were))))\s+"
)


@dataclass(slots=True)
class Dims:
    """Dimension words of one text, grouped where coordinated ("bust and shoulders")."""

    starts: list[int]
    ends: list[int]
    names: list[str]
    group: list[int]  # index of the first member of each word's group
    # "length" words naming the part after them ("the length of the sleeves"): a width word
    # says nothing of them
    length_of: frozenset[int] = frozenset()

    @classmethod
    def of(cls, text: str) -> Dims:
        starts, ends, names, group = [], [], [], []
        length_of: set[int] = set()
        dress: bool | None = None
        bottoms: bool | None = None
        for m in _DIMENSIONS.finditer(text):
            i = len(starts)
            word = single_spaced(m.group(0))
            name = _DIM_NAMES.get(word) or (
                _bra_body(text) if _BRA_BODY_WORD.fullmatch(word) else lx.OTHER_PART
            )
            if word in _RIB_CAGE:
                name = _bra_body(text)  # "so tight in the rib cage and chest": the chest
            m_start, m_end = m.span()
            if (
                word.startswith("larg")
                and _LARGO_DE_PART_END.match(text, m_start)
                and _LIST_BEFORE_LARGO.search(text, max(0, m_start - 30), m_start)
            ):
                continue  # "ajustado de cintura y largo de mangas": the size word
            if word == "belly" and _BUTTON_AFTER.match(text, m_end):
                continue  # "hits at my belly button": a position, not the waist
            if name == "hips" and word.endswith("bottom"):
                tail = _BOTTOM_OF.match(text, m_end)
                if tail is not None:  # "on the bottom half", "in the bottom of the bag"
                    m_start, m_end, name = m_end - len("bottom"), tail.end(), lx.OTHER_PART
            if name == "bust" and word in _TOP_WORDS:
                if bottoms is None:
                    bottoms = is_bottoms(text)
                if bottoms:
                    name = "waist"  # "these pants are a tad tight on top": the waistband
            if (
                name == "rise"
                and _RISE_STYLE_BEFORE.search(text, max(0, m_start - 12), m_start)
                and _RISE_STYLE_AFTER.match(text, m_end)
            ):
                continue
            if name == lx.TOP_PART:
                if m.group(0) not in lx.BUST_OF_ANY:
                    if dress is None:
                        dress = _is_dress(text)
                    if _OF.match(text, m_end):
                        continue  # "the top of the zipper"
                    if not dress and not _REGION_BEFORE.search(text, max(0, m_start - 17), m_start):
                        continue  # "the top was too big" of a top: the garment
                name = "bust"
                if not dress and word == "the top":  # "tight at the top" of trousers: the waist
                    if bottoms is None:
                        bottoms = is_bottoms(text)
                    if bottoms:
                        name = "waist"
            if name == lx.BOTTOM_PART:
                tail = _BOTTOM_OF.match(text, m_end)
                if tail is not None:  # "the bottom part", "the bottom of the bag"
                    m_end, name = tail.end(), lx.OTHER_PART
                else:
                    if dress is None:
                        dress = _is_dress(text)
                    name = "hips" if dress else lx.OTHER_PART
            if (
                i
                and name in _OWN_LENGTH
                and text.startswith("length", starts[i - 1])
                and ends[i - 1] - starts[i - 1] == len("length")
                and _LENGTH_OF.fullmatch(text, ends[i - 1], m_start)
            ):
                # "the length of the sleeves": the sleeves' length, one part ("love the length
                # of the sleeves" is the sleeves, like "love the sleeve length")
                names[i - 1] = name
                length_of.add(i - 1)
                group.append(group[i - 1])
                starts.append(m_start)
                ends.append(m_end)
                names.append(name)
                continue
            coordinated = (
                i
                and names[i - 1] != lx.OTHER_PART
                and not _own_verdict(text, starts[i - 1], ends[i - 1], m_start, m_end)
                # (fit-text-38) the next part the subject of its own verb after a part in a
                # phrase: "tight in the hips and the waist gaps" (two clauses)
                and not (
                    IN_PHRASE_BEFORE.search(text, max(0, starts[i - 1] - 16), starts[i - 1])
                    and NEXT_CLAUSE_GAP.match(text, ends[i - 1], m_start)
                    and NEXT_CLAUSE_VERB.match(text, m_end)
                )
                and name != lx.OTHER_PART
                and m_start - ends[i - 1] < 30
                and (
                    _COORDINATION.match(text, ends[i - 1], m_start)
                    or (
                        _LIST_COMMA.match(text, ends[i - 1], m_start)
                        and _LIST_GOES_ON.match(text, m_end)
                    )
                )
            )
            group.append(group[i - 1] if coordinated else i)
            starts.append(m_start)
            ends.append(m_end)
            names.append(name)
        return cls(starts, ends, names, group, frozenset(length_of))

    def group_end(self, i: int) -> int:
        """End of the last word of the group of part ``i`` ("the bust and sleeves")."""
        first = self.group[i]
        j = i
        while j + 1 < len(self.group) and self.group[j + 1] == first:
            j += 1
        return self.ends[j]

    def members(self, i: int) -> tuple[str, ...]:
        first = self.group[i]
        out = []
        j = first
        while j < len(self.group) and self.group[j] == first:
            if self.names[j] not in out:
                out.append(self.names[j])
            j += 1
        return tuple(out)

    def nearest(self, text: str, lo: int, hi: int, hit: tuple[int, int]) -> int | None:
        """Index of the dimension word in [lo, hi) nearest to the hit; a part named as a
        place past which something lies ("a lot of fabric below the waist") or hidden by the cut
        ("hides my tummy") is not said of."""
        i = bisect_right(self.starts, lo - 1)
        best, best_distance = None, 0
        while i < len(self.starts) and self.ends[i] <= hi:
            if (
                (hit[0] <= self.starts[i] and self.ends[i] <= hit[1])
                or self.names[i] == lx.OTHER_PART
                or _PLACE_BEYOND.search(text, max(0, self.starts[i] - 20), self.starts[i])
                or _HIDDEN.search(text, max(0, self.starts[i] - 30), self.starts[i])
            ):
                i += 1
                continue  # part of the trigger itself ("had to hem"); a part said of elsewhere
            distance = abs(
                hit[0] - self.ends[i] if self.ends[i] <= hit[0] else self.starts[i] - hit[1]
            )
            if best is None or distance < best_distance:
                best, best_distance = i, distance
            i += 1
        return best

    def adjacent(self, text: str, sub: tuple[int, int], hit: tuple[int, int]) -> int | None:
        """The part a predicate is said of: right before it ("the shoulders are too narrow")
        or right after it with a preposition ("tight across the bust")."""
        i = bisect_right(self.starts, hit[0] - 1) - 1
        if (
            i >= 0
            and self.starts[i] >= sub[0]
            and self.ends[i] <= hit[0]
            and (
                PREDICATE_GAP.match(text, self.ends[i], hit[0])
                # "the shoulders and back fit perfectly": the back is no part word of its own
                or (
                    (back := _AND_BACK.match(text, self.ends[i], hit[0])) is not None
                    and PREDICATE_GAP.match(text, back.end(), hit[0])
                )
            )
        ):
            if (
                i >= 1
                and self.names[i - 1] == lx.OTHER_PART
                and self.starts[i - 1] >= sub[0]
                and text[self.starts[i - 1] : self.ends[i - 1]] in _TRIMS
                and _TRIM_AT.fullmatch(text, self.ends[i - 1], self.starts[i])
                and _TRIM_SIZE.search(text, hit[0], hit[1])
            ):
                return i - 1  # "the tie at the waist is short": said of the tie
            if (
                i >= 1
                and self.names[i] == lx.OTHER_PART
                and self.names[i - 1] != lx.OTHER_PART
                and self.starts[i - 1] >= sub[0]
                and _AND_OTHER.fullmatch(text, self.ends[i - 1], self.starts[i])
            ):
                # a part and a detail that is no fit dimension said of together (fit-text-30,
                # ovx): "the shoulders and back fit perfectly", "the sleeves and neckline were
                # too tight": the part gets it (fit-labels.md: coordinated parts each get it)
                return i - 1
            if (
                self.names[i] == "overall"
                or single_spaced(text[self.starts[i] : self.ends[i]]) in _REGIONS
            ):
                # "the fit is loose in the waist", "the top (of a dress) was tight in the arms
                # and chest": the part named after it is more precise
                after = self.part_after(text, hit[1], sub[1])
                if after is not None and self.names[after] != lx.OTHER_PART:
                    return after
            return i
        if i >= 0 and self.starts[i] >= sub[0] and self.names[i] == lx.OTHER_PART:
            placed = _OTHER_PLACED.match(text, self.ends[i], hit[0])
            if placed is not None and PREDICATE_GAP.match(text, placed.end(), hit[0]):
                return i  # "the tag on the side is huge": said of the tag
            if (
                (i + 1 == len(self.starts) or self.starts[i + 1] >= hit[1])
                and _ONE_WORD.fullmatch(text, hit[0], hit[1])
                and not text.startswith("fit", hit[0])
                and _OTHER_COORDINATED.match(text, self.ends[i], hit[0])
            ):
                return i  # "the pockets are deep and roomy": both said of the pockets
        j = bisect_right(self.starts, hit[0] - 1)
        if j < len(self.starts) and self.starts[j] == hit[0] and self.names[j] != lx.OTHER_PART:
            return j  # the phrase starts with its part: "länge passt."
        m = _OTHER_RIGHT_AFTER.match(text, hit[1], sub[1])
        if m is not None and (j := self.other_at(m.end())) is not None:
            return j  # a phrase ending in its preposition: "pulls across my back"
        return self.part_after(text, hit[1], sub[1], regions=True)

    def part_at(self, at: int) -> int | None:
        """The fit part whose name starts at ``at``, if one does (not a part that is no fit
        dimension)."""
        i = bisect_left(self.starts, at)
        if i == len(self.starts) or self.starts[i] != at or self.names[i] == lx.OTHER_PART:
            return None
        return i

    def antecedent(self, text: str, lo: int, hit_start: int) -> int | None:
        """The part a relative clause is said of, the clause opening the predicate's sub-clause
        (starting at ``lo``) or inside it: "the hips, which were | tight"."""
        i = bisect_right(self.starts, hit_start - 1) - 1
        if i < 0 or self.names[i] == lx.OTHER_PART:
            return None
        m = _RELATIVE_AFTER_PART.match(text, self.ends[i], hit_start)
        if m is None or m.end() <= lo or not PREDICATE_GAP.match(text, m.end(), hit_start):
            return None
        if m.group("relative") is None and (text[self.ends[i] - 1] == "s") == bool(m.group("it")):
            return None  # "i have broad shoulders, it is tight": the pronoun is the garment
        return i

    def aside_after(self, text: str, i: int, lo: int) -> int | None:
        """Where an aside right after part ``i`` (its sub-clause starting at ``lo``) ends, if
        one does and the part is the subject of what follows it."""
        m = _ASIDE_AFTER_PART.match(text, self.ends[i])
        if m is None or not _ASIDE_SUBJECT.match(text, lo, self.starts[self.group[i]]):
            return None
        j = i + 1
        while j < len(self.starts) and self.starts[j] < m.end():
            if self.names[j] != lx.OTHER_PART:
                return None  # "the waist, hips, ...": a list of parts
            j += 1
        return m.end()

    def before_aside(self, text: str, spans: Spans, lo: int) -> int | None:
        """The part named right before an aside that ends at ``lo``, where a sub-clause
        starts: "the sleeves (at the cuff) | are very tight"."""
        if lo == 0 or text[lo - 1] not in "),":
            return None
        i = bisect_right(self.starts, lo - 1) - 1
        while i >= 0 and self.names[i] == lx.OTHER_PART and self.ends[i] > lo - 80:
            i -= 1  # "(where the buttons are)"
        if i < 0 or self.names[i] == lx.OTHER_PART:
            return None
        head = Spans.around(spans.sub, self.starts[i], self.ends[i])[0]
        return i if self.aside_after(text, i, head) == lo else None

    def other_at(self, pos: int) -> int | None:
        """Index of the part that is no fit dimension starting at ``pos``, if one does."""
        j = bisect_right(self.starts, pos - 1)
        if j < len(self.starts) and self.starts[j] == pos and self.names[j] == lx.OTHER_PART:
            return j
        return None

    def opens_with_other(self, pos: int) -> bool:
        """Whether a part that is no fit dimension starts at ``pos`` ("Kragen passt.")."""
        return self.other_at(pos) is not None

    def fit_part_after(self, text: str, start: int, end: int, sub_end: int) -> int | None:
        """The fit part named right after a verdict found at [start, end): after a preposition
        ("pulls in the hips"), or after the verdict's own last word where that is the
        preposition ("pulling at| the bust"); None for a part that is no fit dimension."""
        j = self.part_after(text, end, sub_end)
        if j is None and (space := text.rfind(" ", start, end)) > start:
            j = self.part_after(text, space, sub_end)
        return None if j is None or self.names[j] == lx.OTHER_PART else j

    def part_after(self, text: str, pos: int, end: int, regions: bool = False) -> int | None:
        """Index of the part named after a preposition at ``pos``: "... in the hips"; past the
        body coordinated before it: "wide in the body and the shoulders"; with ``regions``, a
        region named with its article: "too big at the bottom" (the bottom of a top: no fit
        dimension, so no overall either; of a dress: the hips)."""
        for m in (_PART_AFTER.match(text, pos, end), REGION_AND.match(text, pos, end)):
            if m is not None:
                j = bisect_right(self.starts, m.end() - 1)
                if j < len(self.starts) and self.starts[j] == m.end():
                    return j
                if regions and m.re is _PART_AFTER and m.group("article") is not None:
                    article = m.start("article")
                    j = bisect_right(self.starts, article - 1)
                    if (
                        j < len(self.starts)
                        and self.starts[j] == article
                        and single_spaced(text[article : self.ends[j]]) in _ARTICLE_REGIONS
                    ):
                        return j
        # a place named with its own preposition, no fit dimension: "tight under the arms"
        m = _NEXT_PLACE.match(text, pos, end)
        if m is not None and (j := self.other_at(m.end())) is not None:
            return j
        # a part's name that carries its preposition: "corto de largo", "justo de ancho"
        m = _DE_PART_NAME.match(text, pos, end)
        if m is not None:
            j = bisect_right(self.starts, m.end() - 1)
            if (
                j < len(self.starts)
                and self.starts[j] == m.end()
                and self.names[j] != lx.OTHER_PART
            ):
                return j
        return None

    def names_between(self, start: int, end: int) -> set[str]:
        """Names of the dimension words inside [start, end)."""
        i = bisect_right(self.starts, start - 1)
        out = set()
        while i < len(self.starts) and self.ends[i] <= end:
            out.add(self.names[i])
            i += 1
        return out

    def within(self, start: int, end: int, past_others: bool = False) -> int | None:
        """Index of the first dimension word inside [start, end), if any and not other; with
        ``past_others``, the first that is not other ("der Reißverschluss ... an der Brust")."""
        i = bisect_right(self.starts, start - 1)
        while (
            past_others
            and i < len(self.starts)
            and self.ends[i] <= end
            and self.names[i] == lx.OTHER_PART
        ):
            i += 1
        if i < len(self.starts) and self.ends[i] <= end and self.names[i] != lx.OTHER_PART:
            return i
        return None

    def past_other(self, text: str, i: int) -> int | None:
        """The dimension coordinated right after a part that is none: "true to size on the
        neckline and arms" is said of the arms too."""
        j = i + 1
        if (
            j < len(self.starts)
            and self.names[j] != lx.OTHER_PART
            and self.starts[j] - self.ends[i] < 30
            and _COORDINATION.match(text, self.ends[i], self.starts[j])
        ):
            return j
        return None

    def covers(self, start: int, end: int) -> bool:
        """Whether [start, end) lies inside a dimension word."""
        i = bisect_right(self.starts, start) - 1
        return i >= 0 and self.ends[i] >= end

    def inside(self, pos: int) -> bool:
        """Whether ``pos`` lies strictly inside a longer part name ("sleeve length")."""
        i = bisect_right(self.starts, pos - 1) - 1
        return i >= 0 and self.starts[i] < pos < self.ends[i] and self.names[i] != "length"

    def before(self, lo: int, hit_start: int) -> int | None:
        """Index of the last dimension word in [lo, hit_start)."""
        i = bisect_right(self.starts, hit_start - 1) - 1
        if i < 0 or self.starts[i] < lo or self.names[i] == lx.OTHER_PART:
            return None
        return i


@dataclass(slots=True)
class Mention:
    dimension: str
    score: float
    confidence: float
    evidence: str
    clause: int  # start of the sub-clause: a directed mention there beats a neutral one
    vague: bool = False  # an idiom naming no part ("pinches"): only when no part says it


# A part added to a verdict that it fits: "XL passt perfekt, auch die Ärmellänge", "the
# waist fits, the hips as well", "Bund ebenfalls", "les manches aussi".
_ALSO_AFTER = re.compile(
    r"\s*,?\s*(?:ebenfalls|auch|too|as\s+well|aussi|également|también)(?![\w'])"
)
_ALSO_BEFORE = re.compile(
    r"(?<![\w'])(?:auch|sowie|and\s+also|as\s+well\s+as|et\s+aussi|aussi|y\s+también|también)\s+"
    r"(?:(?:the|my|die|der|den|das|la|le|les|l'|el|los|las)\s*)?$"
)
_SUB_END = re.compile(r"\s*(?:[.!,;)]|$)")


def _also(
    lower: str, start: int, end: int, sub: tuple[int, int], spans: Spans, out: list[Mention]
) -> int | None:
    """Start of "also" words attaching a part to a neutral verdict earlier in its clause."""
    at: int | None = start
    if _ALSO_AFTER.match(lower, end, sub[1]) is None:
        m = _ALSO_BEFORE.search(lower, max(sub[0], start - 20), start)
        at = m.start() if m is not None and _SUB_END.match(lower, end) else None
    if at is None:
        return None
    clause = Spans.around(spans.clause, start, end)
    if any(x.score == 0 and clause[0] <= x.clause < start for x in out):
        return at
    return None


# A part joined after a verdict on another, with "too" (fit-labels.md: coordinated parts each
# get the label): "the sleeves are too short and the length too", "the waist is big, and so
# are the hips", "an den Ärmeln zu kurz und in der Länge auch", "les manches sont trop
# courtes et la longueur aussi", "las mangas son cortas y el largo también" (fit-text-44).
_JOINED_BEFORE = re.compile(
    r"(?:,|(?<![\w'])(?:and|&|und|sowie|et|y|e))\s+(?:so\s+(?:is|are|was|were)\s+)?"
    r"(?:(?:in|at|on|around|through|across|an|am|im|à|au|aux|en|de|del)\s+)?"
    r"(?:(?:the|my|die|der|den|das|dem|la|le|les|el|los|las)\s+|l')?$"
)
_SO_IS_BEFORE = re.compile(r"(?<![\w'])so\s+(?:is|are|was|were)\s+(?:the|my)\s+$")


def also_directed(lower: str, spans: Spans, dims: Dims, out: list[Mention]) -> None:
    """A part joined with "too" after another part's verdict in its clause gets that verdict."""
    seen = set()
    for i, first in enumerate(dims.group):
        if first in seen or dims.names[i] == lx.OTHER_PART:
            continue
        seen.add(first)
        start, end = dims.starts[first], dims.group_end(i)
        joined = _JOINED_BEFORE.search(lower, max(0, start - 30), start)
        if joined is None:
            continue
        sub = Spans.around(spans.sub, start, end)
        also = _ALSO_AFTER.match(lower, end, sub[1])
        if also is not None:
            if not _SUB_END.match(lower, also.end()):
                continue
        elif not (
            _SO_IS_BEFORE.search(lower, joined.start(), start) and _SUB_END.match(lower, end)
        ):
            continue
        names = [n for n in dims.members(i) if n != lx.TORSO]
        clause = Spans.around(spans.clause, start, end)
        before = [
            m
            for m in out
            if m.score != 0
            and not m.vague
            and m.dimension != "overall"
            and clause[0] <= m.clause < joined.start()
        ]
        if not before or any(m.dimension in names and m.clause >= clause[0] for m in out):
            continue
        last = max(m.clause for m in before)
        source = [m for m in before if m.clause == last]
        if len({m.score > 0 for m in source}) != 1:
            continue  # verdicts both ways before it: which one it joins is unknown
        m = source[-1]
        for name in names:
            out.append(Mention(name, m.score, m.confidence, m.evidence, sub[0]))


def neutral_mentions(
    lower: str, original: str, spans: Spans, dims: Dims, out: list[Mention]
) -> None:
    """Named parts said to fit: "waist fits", "hips and thighs are fine", "perfect at the
    shoulders", "Schultern passen", "cuisses et fourche parfaites"."""
    seen = set()
    for i, first in enumerate(dims.group):
        if first in seen or dims.names[i] == lx.OTHER_PART:
            continue
        j = i
        while j + 1 < len(dims.group) and dims.group[j + 1] == first:
            j += 1
        start, end = dims.starts[i], dims.ends[j]
        if _HIDDEN.search(lower, max(0, start - 30), start):
            continue  # "it hides my tummy perfectly": flattering, not the waist fitting
        if (
            i
            and dims.names[i - 1] == lx.OTHER_PART
            and _DETAIL_AT.fullmatch(lower, dims.ends[i - 1], start)
        ):
            continue  # "the detail in the chest area is perfect": said of the detail (fit-text-36)
        sub = Spans.around(spans.sub, start, end)
        hit = _NEUTRAL_AFTER.match(lower, end, sub[1])
        if hit is None and (listed := _NOUNS_LISTED_AFTER.match(lower, end)) is not None:
            # (fit-text-52) the part listed with things that are no part, all praised: "the
            # length and size is spot on", "quality, length, size, design are all perfect"
            clause = Spans.around(spans.clause, start, end)
            hit = _NEUTRAL_AFTER.match(lower, listed.end(), clause[1])
            if hit is not None:
                sub = (sub[0], max(sub[1], hit.end()))
        if hit is None and (aside := dims.aside_after(lower, j, sub[0])) is not None:
            # "the rise, at least for me, is spot on"
            after_aside = Spans.around(spans.sub, aside, aside)
            hit = _NEUTRAL_AFTER.match(lower, aside, after_aside[1])
            if hit is not None:
                sub = (sub[0], after_aside[1])
        if hit is not None:
            after = NEXT_WORD.match(lower, hit.end(), sub[1])
            if (
                after is not None
                and after.group(1) not in lx.AFTER_ADJECTIVE
                # a result clause after "so": "the length is so perfect that it doesn't
                # overwhelm you" (fit-text-40)
                and not (after.group(1) == "that" and _SO_BEFORE.search(hit.group(0)))
            ):
                hit = None
            elif _FOR_USE.match(lower, hit.end()):
                continue  # "the short sleeves are perfect for summer": a use, not a fit
        if hit is None:
            before = _NEUTRAL_BEFORE.search(lower, max(sub[0], start - 45), start)
            if before is None and _WITH_PREPOSITION.match(lower, start):
                # the part's name has its preposition: "parfait à la taille"
                before = _NEUTRAL_BARE.search(lower, max(sub[0], start - 30), start)
            if before is not None and (
                _PLACE.match(lower, before.start())
                or (
                    _PLACE_AT.match(lower, before.start())
                    and _NOT_AN_END.intersection(dims.members(i))
                    and not _SHOULDER_SEAM.search(
                        lower, max(0, before.start() - 40), before.start()
                    )
                )
                # where it ends, "right at" a place: a position, no label unless judged
                # ("length hits right at my hip", as "hits right at my knee" reads nothing)
                or (
                    _PLACE_AT.match(lower, before.start())
                    and not _NOT_AN_END.intersection(dims.members(i))
                    and _POSITION.search(
                        lower, max(sub[0], before.start() - 20), before.start() + 1
                    )
                )
            ):
                before = None  # "right under the bustline": where, not how well
            if before is not None and _SEAM_SITS.search(
                lower, max(0, before.start() - 20), before.start()
            ):
                before = None  # "the waist seam sits at my hips": where a seam lies, a length
            if before is not None and _BAD_FIT.search(
                lower, max(0, before.start() - 14), before.start()
            ):
                before = None  # "strange fit under the arms": a complaint, not a fit
            if before is not None and _CUT_FIT.search(
                lower, max(0, before.start() - 14), before.start()
            ):
                before = None  # "love the loose fit at the hips": a cut, or its own size word
            if (
                before is not None
                and _FITTED_AT.match(lower, before.start())
                and _FULL_BELOW.match(lower, end)
            ):
                before = None  # "fitted on the top and flowy on the bottom": the cut described
            if before is not None:
                span = (before.start(), end)
            else:
                also = _also(lower, start, end, sub, spans, out)
                if also is None:
                    continue
                span = (also, end)
        else:
            span = (start, hit.end())
        seen.add(first)
        names = dims.members(i)
        if (
            hit is None
            and not _NOT_AN_END.intersection(names)
            and _POSITION.search(lower, max(sub[0], span[0] - 20), span[0] + 1)
        ):
            # "hits perfectly at the hip": where it ends, a length; not "tombe bien aux
            # épaules", where nothing ends; where trousers sit on the waist is their rise
            names = ("rise",) if _trousers_at_waist(lower, start, end) else ("length",)
        if NEGATION.search(lower, max(sub[0], span[0] - 12), span[1]):
            continue
        clause = Spans.around(spans.clause, span[0], span[1])
        if is_hedged(lower, clause, sub, span[0], span[1]):
            continue
        evidence = quote(original, clause[0], clause[1], span[0], span[1])
        for name in names:
            if name != lx.TORSO:
                out.append(Mention(name, 0.0, 0.6, evidence, sub[0]))


# A garment detail placed on a part: "the detail in the chest area", "the embroidery on the
# chest"
_DETAIL_AT = re.compile(r"\s+(?:in|on|at|around|across|over)\s+(?:the|my)\s+")

# Searched only where one of its start keys fits (keyed.py): the same matches.
_FOOT = Keyed(_FOOT)
