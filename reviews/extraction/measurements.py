"""Reviewer body measurements and sizes from review text (fit-labels.md, Measurements).

Units are normalized to cm and kg (1 decimal). Bra sizes ("34D", "75C") are sizes, never
a bust measurement; a garment's own measurements ("the listed 32\" inseam", "the chart
says 38-40 chest") are not the wearer's. Sizes worn and usual sizes: ``size_mentions``.
"""

from __future__ import annotations

import re
from typing import Any

from .keyed import Keyed
from .size_mentions import find_sizes
from .sizes import GERMAN_CHILD_NAMED, size_rank

IN_CM = 2.54
LB_KG = 0.45359237

# "5''6" (a doubled prime before the inches) and "5;9\"" (a typo) are feet too.
_FEET = (
    r"(?:'(?:'(?=\s?\d))?\s?-?|;(?=\d{1,2}(?:\"|''))|ft\.?|feet|foot"
    r"|-(?=\s*\d{1,2}(?:\.\d)?\s*(?:\"|''|in)))"
)
_INCH_MARK = r"(?:\"|''|'(?!\d)|in\b\.?|inch(?:es)?)"
HEIGHT_IMPERIAL = re.compile(
    # "5 feet, 4 inches" (a comma only before inches named); "5'4/130/34B", "5'4/118lb" (a
    # weight after "/", its unit glued or not)
    rf"(?<![\d.,/])([4-6])\s*{_FEET}\s*(?:,\s*(?=\d{{1,2}}\s*in))?"
    rf"(?:(\d{{1,2}}(?:\.\d)?)(?![\d]|/(?!\s?\d{{2,3}}(?!\d)|\d'))\s*{_INCH_MARK}?)?"
    # typos seen in real reviews: 5"5' for 5'5", 5"2" (both marks doubled)
    r"|(?<![\d.,/])([4-6])\"([0-9]|1[01])(?:'|\"|'')"
    # the feet mark left out: "5 5\" 135 lbs"
    r"|(?<![\d.,/])([4-6])\s([0-9]|1[01])(?:\"|''|\s?inch(?:es)?\b)"
    r"|(?:(?<=i'm\s)|(?<=\bim\s)|(?<=i\sam\s))([4-6])\s([0-9]|1[01])(?=\s*(?:,|/|and\b|tall\b|\d{2,3}\s?(?:lb|pound|#)))"
    # "I'm 5-4 and 120 lbs", "5-4, 130": feet and inches with a hyphen, told from a size
    # range ("I'm a 4-6") by what follows: a weight or "tall"; or by fewer inches than feet
    r"|(?:(?<=i'm\s)|(?<=\bim\s)|(?<=i\sam\s)|(?<=height\s)|(?<=height:\s))([4-6])-([0-9]|1[01])(?!\d|[.,]\d)"
    r"(?=\s*(?:tall\b|(?:,|/|and\b)?\s*(?:about\s+|around\s+)?\d{2,3}\s?(?:lb|pound|#|,|and\b|\.|$)))"
    r"|(?<=i'm\s)([5-6])-([0-4])(?!\d|[.,]\d)"
)
# Heights typed after "I'm" with another mark: "i'm 5\"3", "i'm 5;4", "I'm 5.4 and 120 lbs" (a
# dot only before a weight or "tall": "I'm 6.5 and the 7 fits" is a shoe size); "64 inches tall".
HEIGHT_TYPED = re.compile(
    r"(?:(?<=i'm\s)|(?<=\bim\s)|(?<=i\sam\s)|(?<=\band\sam\s))(?:([4-6])(?:[\";]"
    # a comma for the feet mark before "and", "tall" or a weight (fit-text-39): "i'm 5,7 and
    # typically wear a medium" (five or six feet only: "i'm 4,6 and 8 in jeans" are sizes)
    r"|(?<=[56]),(?=(?:[0-9]|1[01])\s*(?:tall\b|and\b|&|\d{2,3}\s?(?:lb|pound|#))))([0-9]|1[01])(?![\d.,\"'])"
    # (fit-text-40) or an inch mark after the inches, with a dot or a comma: "am 5.3\"", "i'm
    # 5,4\" and"
    r"|([4-6])[.,]([0-9]|1[01])(?![\d.,])(?=\s*(?:tall\b|(?:,|/|and\b|&)?\s*(?:about\s+|around\s+)?"
    r"\d{2,3}\s?(?:lb|pound|#|,|and\b|\.|$))|(?:\"|'')(?![\d\"'])))"
    r"|(?<![\d.,/])([3-7]\d)\s?(?:inches|in\.?|\"|'')(?:\s+tall\b"
    # or before a weight (fit-text-49): "i am 64\" and 135 lbs"
    r"|(?=\s*(?:,|/|and\b|&)\s*(?:about\s+|around\s+)?\d{2,3}\s?(?:lbs?\b|pounds?\b|#)))"
    # feet with a decimal point for the inches: "5.2 ft", "5.4 feet" (as "I'm 5.4 and 120 lbs")
    r"|(?<![\d.,/])([4-6])\.([0-9]|1[01])\s?(?:ft\b|feet\b|foot\b)"
    # an inch mark for the feet mark and none after the inches, anywhere: "at 5\"1 and 104
    # pounds", "i'm only 5\"1, but", "i am petite 5\"1 with" (no size is written so)
    r"|(?<![\d.,/])([4-6])\"([0-9]|1[01])(?![\d\"'/]|[.,]\d)"
)
# fit-text-25: after "I'm", feet and inches with a slash, a dot or a space and nothing after
# but a stop: "(i'm 5/5)", "i am 5/5\", 143 pounds", "i'm 5.6, ordered", "(i'm 5 9 1/2)"; not
# "5.5" (a shoe size), and a slash not as a size range ("4/6": checked in code). Tried only
# where numbers start, when no other height was read.
HEIGHT_AFTER_I_AM = re.compile(
    r"([4-6])(?:(?<=i'm\s[4-6])|(?<=\bim\s[4-6])|(?<=i\sam\s[4-6]))(?:(/)|\.(?![05](?!\d))|\s)"
    r"([0-9]|1[01])(\s1/2)?(?:\"|'')?(?![\d/]|[.,]\d)(?=\s*(?:[.,;)]|and\b|tall\b|$))"
)
_NUMBER_WORDS = {
    "four": 4, "five": 5, "six": 6, "one": 1, "two": 2, "three": 3, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11,
}  # fmt: skip
# "six feet tall", "five foot two": heights spelled out.
HEIGHT_WORDS = re.compile(
    r"\b(four|five|six)[\s-](?:feet|foot|ft)\b(?:[\s,-]+(?:and\s+)?"
    r"(one|two|three|four|five|six|seven|eight|nine|ten|eleven|\d{1,2})\b)?"
)
# "weigh around 115", "ich wiege 59": a weight with no unit after the verb (pounds in
# English, kilograms in German, French and Spanish).
WEIGH_VERB = re.compile(
    r"\b(?:(weigh|weighs|weighed|weighing|weight\s*(?:is|:|-)?)|(wiege|wiegt|pèse|pese|peso))\s+"
    r"(?:about|around|approx\.?|approximately|roughly|only|just|under|over|ca\.?|environ|unos"
    r"|etwa|~)?\s*(\d{2,3})(?!\d|[.,]\d|\s?(?:kg|kilo|lb|pound|#|st\b|stone))"
)
# "I'm 110 and got a size 4", "i am 125 5'4\"": a bare number after "I'm" in a
# plausible range of pounds is the reviewer's weight (English only).
I_AM_WEIGHT = re.compile(
    r"\b(?:i'm|i\s+am|im)\s+(?:about|around|only|just|roughly|approx\.?|~)?\s*"
    r"(\d{2,3})(?![\d.,%'\"]|\s?(?:cm|in\b|inch|years|yrs|yo\b|y/o|%|kg|kilo|lb|pound|st\b"
    r"|stone|ft|feet|foot|weeks|months|days|percent|m\b|[a-h]{1,3}\b))"
)
HEIGHT_METRIC = re.compile(
    r"(?<![\d.,])(?:(1)[.,](\d{2})\s?m\b|(1)\s?m\s?(\d{2})\b|(1[0-9]\d|20\d)\s?cm\b"
    r"|(?:(?<=mido )|(?<=mido solo )|(?<=mido sólo ))(1)[.,](\d{2})|(?<=mide )(1)[.,](\d{2})"
    r"|(?<=mesure )(1)[.,](\d{2})"
    r"|(?<=bin )(1)[.,](\d{2})"
    # fit-text-23 (fitde): "bin halt nur 1,62", "bei 1,80 genau", "1,88 groß"
    r"|(?:(?<=\bbin nur )|(?<=\bich nur )|(?<=\bhalt nur )|(?<=\beben nur )|(?<=\bauch nur )"
    r"|(?<=\bbei ))"
    r"(1)[.,]([4-9]\d)(?!\s?(?:cm|m)\b)"
    r"|(1)[.,]([4-9]\d)(?=\s(?:groß|gross)\b)"
    # a height owned without its unit: "corto para mi 1,88", "bei meinen 1,83", "je fais 1,62"
    r"|(?:(?<=\bmi )|(?<=\bmis )|(?<=\bmeine )|(?<=\bmeinen )|(?<=\bmeiner )"
    r"|(?<=\bmon )|(?<=\bmes )|(?<=\bfais )|(?<=\bmit ))(1)[.,]([4-9]\d)"
    # (fit-text-49) metres without the unit before a weight or alone in brackets: "Ich, 1,75
    # und ca. 85 kg", "(1,78, 75 kg)", "für mich (1,80) etwas kurz"
    r"|(1)[.,]([5-9]\d)(?=\s*(?:,|/|und|y|et)\s*(?:ca\.?\s*|etwa\s+|unos\s+|environ\s+)?\d{2,3}\s?(?:kg|kilo))"
    r"|(?<=\()(1)[.,]([5-9]\d)(?=\s*\))"
    # (fit-text-50) centimetres without the unit before "groß": "bin 168 groß"; metres alone
    # closing a list of one's figures: "Gr. L, 1,88."
    r"|(1[4-9]\d|20\d)(?=\s(?:groß|gross)\b)"
    r"|(?<=,\s)(1)[.,]([5-9]\d)(?=\s*(?:[.!]|$)))"
    r"(?!\d|[.,]\d|\s?(?:€|eur|euro|\$|kg|kilo))"
)
# A height or weight that is not the wearer's: "if you're 6'5", "the model (5'9")".
_NOT_THE_WEARER = re.compile(
    r"(?:\bif\s+(?:you|u)(?:'re|\s+are)?|\bfor\s+(?:someone|anyone)|\bsi\s+(?:tu|vous)"
    # a height only wished for (fit-text-48): "if only i was 5'10\"", "wish i were 5'9"
    r"|\b(?:if\s+only|wish)\s+i\s+(?:was|were)"
    r"|\bwenn\s+(?:du|man)|\bsi\s+mides)[^.!?;]{0,25}$"
    # another person of a height (fit-text-49): "would fit someone in the 5'6\" range"
    r"|\b(?:someone|somebody|anyone|anybody)\s+(?:(?:who\s+is|who's|that\s+is|in\s+the|around|about|of|at)\s+)?$"
    # "the model showing the sweater is at least 5'9"", unless the reviewer comes between
    r"|\b(?:models?|modèles?|modelos?)\b(?![^.!?;]*\b(?:i|me|my|i'm|im|mir|ich|je|moi|yo)\b)[^.!?;]{0,45}$"
    r"|\b(?:than|under|over|below|above|unter|über|moins\s+de|plus\s+de|menos\s+de|más\s+de)\s*$"
    # (fit-text-39) a group of people of a height: "suggest that women 5'5\" and under should size
    # down", "for ladies 5'2 and shorter", "girls who are 5'9"
    r"|\b(?:women|ladies|girls|people|petites|those|folks|gals)\s+(?:(?:who|that)\s+(?:are|is)\s+)?"
    r"(?:(?:about|around|at|of)\s+)?$"
)
_SIZE_RANGE_BEFORE = re.compile(r"\b(?:size|sizes|sz|a|an|between|wear|usually)\s*$")
# Children's heights and weights (e.g. 122 cm, 27 kg) are the wearer's in kids' reviews.
_CHILD = re.compile(
    r"\b(?:son|daughter|kid|kids|child|children|boy|girl|toddler|grandson|granddaughter"
    r"|year[- ]old|tochter|sohn|kind|enkel|fils|fille|enfant|hijo|hija|niñ[oa]|nieto|nieta"
    # fit-text-23 (fitde): a baby's weight ("fürs Baby (8 Monate, 9 kg)", "mi bebé (8 kg)")
    r"|baby|babys|säugling|bebé|bebe"
    # fit-text-31 (fde): German: a granddaughter, an age in years ("(4 Jahre, 104 cm)", "die
    # 7-Jährige"), "unsere Große ist 7", "für unsere Kleine"
    r"|enkelin|enkelkind\w*|enkeltochter|enkelsohn|\d{1,2}\s+jahre|\d{1,2}-jährige\w*"
    rf"|{GERMAN_CHILD_NAMED}"
    r")\b"
)
WEIGHT = re.compile(
    # (after a comma typed with a space before it, fit-text-48: "i'm 5'1 ,103 pounds")
    r"(?<![\d.])(?<!\d,)(\d{1,3}(?:[.,]\d)?)\s?(?:(lbs?|pounds?|#|libras?)|(kg|kilos?|kilogramm?s?))(?![a-z])"
    r"|(?<![\d.,])(\d{1,2})\s?(?:st|stone)\s?(?:(\d{1,2})\s?(?:lbs?|pounds?)?)?(?![a-z])"
)
# The low end of a weight range (fit-text-48): "170 -185 lbs", "between 120 and 125 lbs", "60 to
# 65 kg" (the labels take the middle).
_RANGE_LOW_BEFORE = re.compile(
    r"(?<![\d.,'])(\d{2,3})\s?(?:-|\u2013|to)\s?$|\bbetween\s+(\d{2,3})\s+and\s+$"
)
# A weight told as a difference (fit-text-49): "look 50 - 100 lbs heavier than i am", "20 lbs
# lighter", "10 pounds ago".
_WEIGHT_CHANGE_AFTER = re.compile(
    r"\s*(?:heavier|lighter|thinner|bigger|smaller|more|less|ago|overweight|underweight)\b"
)
# "5'4"/115/32dd", "5' 5'', about 135 and": a bare number right after a height is weight.
BARE_WEIGHT = re.compile(
    r"\s*(?:[,/&]|and|und|et|y|-)?\s*"
    # "5'8\", 32d, 135": a bra size between the height and the weight
    r"(?:(?:2[8-9]|3\d|4[0-4])[a-h]{1,3}\s*[,/&]\s*(?:and\s+)?)?"
    r"(?:about|around|approx\.?|~|ca\.?|environ|unos)?\s*"
    r"(\d{2,3})(?!\d|[.,]\d|\s?(?:cm|in|\"|'|years|yrs|yo|y/o|%|lbs?|kg|pounds?))"
)
# fit-text-24: a bare number of pounds just before a height in feet ("135 5'5\"").
_BARE_WEIGHT_BEFORE = re.compile(r"(?<![\d.,$£€/#\-])(\d{2,3})\s*[,/]?\s*$")
TRIPLE = re.compile(
    # (inch marks after the figures too, fit-text-39: "my 33\"-25\"-37ish\" frame")
    r"(?<![\d.,/])(\d{2,3}(?:\.\d)?)(?:\"|'')?(?:\(?([a-h]{1,3})\)?)?\s?([-/.])\s?(\d{2,3}(?:\.\d)?)(?:\"|'')?"
    r"(?:/(\d{2,3}))?\s?\3\s?(\d{2,3}(?:\.\d)?)(?:ish)?(?:\"|'')?(?![\d/])"
)
# A bra size, then the waist and the hips after commas (fit-text-48): "i'm 34c, 28, 37", "32d,
# 27, 35\"", "36c, 29\", 39\"" (the bra size is no bust measurement; the two figures are no sizes)
BRA_WAIST_HIPS = re.compile(
    r"(?<![\d.,/])(?:2[89]|3\d|4[0-8])(?:aa|ddd|dd|[a-h])\s?,\s?(\d{2}(?:\.5)?)(?:\"|'')?\s?,\s?"
    r"(\d{2}(?:\.5)?)(?:ish)?(?:\"|'')?(?![\d/])"
)
_DIM_WORDS = {
    "bust": "bust",
    "chest": "chest",
    "waist": "waist",
    "hips": "hips",
    "hip": "hips",
    "inseam": "inseam",
    "brust": "bust",
    "oberweite": "bust",
    "taille": "waist",
    "hüfte": "hips",
    "hüften": "hips",
    "hüftumfang": "hips",
    "taillenumfang": "waist",
    "brustumfang": "bust",
    "schrittlänge": "inseam",
    "innenbeinlänge": "inseam",
    "poitrine": "bust",
    "tour de poitrine": "bust",
    "tour de taille": "waist",
    "tour de hanches": "hips",
    "hanches": "hips",
    "entrejambe": "inseam",
    "cintura": "waist",
    "cadera": "hips",
    "caderas": "hips",
    "pecho": "bust",
    "busto": "bust",
    "entrepierna": "inseam",
    # (fit-text-31, fres) "mi contorno de pecho es 88", "106 de contorno de pecho"
    "contorno de pecho": "bust",
    "contorno de busto": "bust",
    "contorno de cintura": "waist",
    "contorno de cadera": "hips",
    "contorno de caderas": "hips",
}
# "the listed 32\" inseam", "the chart says 38 chest": the garment's, not the wearer's.
_GARMENT_BEFORE = re.compile(
    r"\b(?:listed|chart|label|stated|advertised|says|said|described|measured|laut|angegeben"
    r"|indiqué|annoncé|según|indicado)\b[^.!?;]*$"
)
_GARMENT_AFTER = re.compile(r"\s+(?:jeans|pants|trousers|shorts|denim|skirts?|chinos|slacks)\b")
# The garment as the subject that has the measure, or the size it is of (fit-text-38): "the
# pants have a 32 inch inseam", "these have a 30\" inseam", "the medium has a 30 inch waist",
# "inseam is 28\" on the petite" (not "i have a 29 inch inseam").
_GARMENT_HAS = re.compile(
    r"\b(?:they|these|those|it|this|pants|jeans|trousers|shorts|the\s+[\w-]+)\s+(?:have|has|had|with"
    # (fit-text-49) "i couldn't believe these were a 33 inch inseam"
    r"|comes?\s+with|(?:is|are|was|were)(?=\s+an?\s))\s+(?:an?\s+)?(?:(?:approx\w*|about|around|roughly)\s+)?$"
)
# The garment's measure named after its line or as what it came with (fit-text-49): "the
# petite 31\" inseam on these", "ordering them with a \"31 inch inseam\"".
_GARMENT_ON_AFTER = re.compile(r"\s+(?:on|in|of)\s+(?:these|those|them|this\s+(?:pair|style))\b")
_GARMENT_LINE_BEFORE = re.compile(
    r"\b(?:the(?:\s+(?:petite|regular|tall|long|short))?|(?:them|it)\s+with\s+an?)\s*[\"']?\s*$"
)
_OF_A_SIZE_AFTER = re.compile(
    r"\s*(?:on|in|for)\s+(?:the|a|an)\s+(?:petites?|regulars?|talls?|longs?|shorts?|xx?s|s|m|l|xx?l|small"
    r"|medium|large|\d{1,2}p?|size\s+\w+)\b"
)
_DIM_ALT = "|".join(sorted(map(re.escape, _DIM_WORDS), key=len, reverse=True))
_UNIT = r"(cm|in\b|inch(?:es)?|\"|'')?"
KEYED_BEFORE = re.compile(
    rf"(?<!the )(?<!la )(?<!die )\b({_DIM_ALT})\b\s*(?:is|was|are|were|measures?|measure|of|:|=|de"
    rf"|von|ist|sind|mide|miden|fait|font|son|mesure|mesurent"
    # "es" bare: "mi contorno de pecho es 88" (fit-text-31, fres); "meine Taille hat 90 cm",
    # "Hüfte liegt bei 104" (fit-text-31, fde)
    rf"|mesure|misst|beträgt|hat|liegt\s+bei|tiene|es\s+de|es)?\s*"
    rf"(?:about|around|approx\.?|ca\.?)?\s*(\d{{2,3}}(?:[.,]\d)?)\s?{_UNIT}(?![a-z])"
)
RANGE_AFTER = re.compile(
    r"(?<![\d.,/-])(\d{2})\s?[-/]\s?(\d{2})(?![\d.,/])\s?(?:''|'|\"|in\b|inch(?:es)?)?\s?(waist|hips|hip|bust)\b"
)
KEYED_AFTER = re.compile(
    rf"(?<![\d.,/-])(\d{{2,3}}(?:\.\d)?)\s?{_UNIT}\s?(?:de\s+|d'|of\s+)?({_DIM_ALT})\b"
)
# (fit-text-50) The inseam judged, then the wearer's own figure given for it: "De entrepierna
# me quedan perfectos (tengo 81 cm)", "Longueur d'entrejambe nickel pour mes 76 cm".
# (fit-text-50) the German shorthand of one's figures: "BU 92 TU 74 HU 100" (looked for only
# in a text with "bu " or "hu ")
_SHORTHAND = re.compile(r"\b(bu|tu|hu)\s?:?\s?(\d{2,3})(?!\d|[.,]\d)")
_SHORTHAND_DIMS = {"bu": "bust", "tu": "waist", "hu": "hips"}
_INSEAM_WORDS = ("entrejambe", "entrepierna", "schrittlänge", "innenbeinlänge", "inseam")
_INSEAM_THEN_MINE = re.compile(
    r"\b(entrejambe|entrepierna|schrittlänge|innenbeinlänge|inseam)\b[^.!?;\n]{0,40}?"
    r"(?:\(\s*(?:tengo|j'ai|ich\s+habe|i\s+have|mine\s+is|la\s+mía|la\s+mia|meine)|pour\s+mes"
    r"|para\s+mis|für\s+meine|bei\s+meinen|for\s+my)\s+(\d{2,3}(?:[.,]\d)?)\s?(cm|in\b|inch(?:es)?|\"|'')"
)
# Brust, poitrine and pecho are the bust of a woman and the chest of anyone else
# (fit-labels.md): a man or boy named in the review makes them ``chest``.
_AMBIGUOUS_CHEST = frozenset(
    {"brust", "brustumfang", "poitrine", "tour de poitrine", "pecho", "contorno de pecho"}
)
_MALE = re.compile(
    r"\b(?:men's|mens|husband|son|boyfriend|him|his|he|herren\w*|mann|männer\w*|sohn|freund"
    r"|homme|hommes|mari|fils|copain|hombre|hombres|marido|hijo|novio|caballero)\b"
)
# "taille 44" is a size in French; a German Taille (waist) is given in cm, or without a unit
# among the wearer's other measurements ("Meine Maße: Brust 92, Taille 74, Hüfte 100";
# fit-text-31, fde), above any French size.
_SIZE_WORDS_TOO = frozenset({"taille"})
_GERMAN_MEASURES = re.compile(
    r"\b(?:maße|masse|brust|brustumfang|oberweite|hüfte|hüften|hüftumfang|bauch|bauchumfang"
    r"|taillenumfang)\b"
)


# "like on the model, I'm 5'8 too": a height right after "I'm" is the reviewer's.
_I_AM = re.compile(
    # (fit-text-40) "and am" after the reviewer's own words: "settled on an xxs petite and am just
    # under 5'4\""
    r"(?:\bi'm|\bi\s+am|\bim|\band\s+am|\bich\s+bin|\bbin|\bje\s+mesure|\bmido|\bsoy)\s*"
    r"(?:also\s+|too\s+|auch\s+|aussi\s+|también\s+|just\s+(?:under|over)\s+|about\s+|almost\s+)?$"
)


def _not_the_wearer(text: str, start: int) -> bool:
    window = max(0, start - 55)
    return bool(_NOT_THE_WEARER.search(text, window, start)) and not _I_AM.search(
        text, window, start
    )


def _value(
    dim: str,
    value: float | None,
    unit: str | None,
    raw_label: str,
    raw_value: str,
    raw_unit: str | None,
    confidence: float,
) -> dict[str, Any]:
    return {
        "dimension_code": dim,
        "value": None if value is None else round(value, 1),
        "min_value": None,
        "max_value": None,
        "unit": unit,
        "raw_label": raw_label,
        "raw_value": raw_value,
        "raw_unit": raw_unit,
        "confidence": confidence,
    }


def _num(text: str) -> float:
    return float(text.replace(",", "."))


def _length(value: float, unit: str | None, raw: str) -> tuple[float, str | None] | None:
    """A body circumference in cm; the unit is guessed from the size when not written."""
    unit = (unit or "").strip()
    if unit == "cm":
        return (value, "cm") if 50 <= value <= 200 else None
    if unit:
        return (value * IN_CM, "in") if 20 <= value <= 70 else None
    if 20 <= value <= 60:
        return value * IN_CM, None
    if 60 < value <= 160:
        return value, None
    return None


def extract_measurements(text: str) -> tuple[list[dict[str, Any]], str | None, str | None]:
    """Measurement values found in lower-cased ``text``, plus the size worn and the usual
    size to compare it with (None when the reviewer gives a range such as "s or m")."""
    found: dict[str, dict[str, Any]] = {}

    def put(item: dict[str, Any]) -> None:
        found.setdefault(item["dimension_code"], item)

    spans: list[tuple[int, int]] = []
    if _DIGIT.search(text):
        _numeric_measurements(text, put, found, spans)
    if "height" not in found and ("feet" in text or "foot" in text or " ft" in text):
        _height_in_words(text, put)
    return _sizes(text, put, found, spans)


_DIGIT = re.compile(r"\d")
_NUMBER_START = re.compile(r"(?<![\d.])(?<!\d,)\d")


def _at_numbers(regex: re.Pattern[str], text: str, numbers: list[int]):
    """Matches of a regex that starts with a number, tried only where numbers start:
    much cheaper than scanning every position of the text."""
    for start in numbers:
        m = regex.match(text, start)
        if m:
            yield m


def _height_in_words(text: str, put) -> None:
    """ "six feet tall", "five foot two"."""
    for m in HEIGHT_WORDS.finditer(text):
        if _not_the_wearer(text, m.start()):
            continue
        inches = m.group(2) or "0"
        inches = _NUMBER_WORDS[inches] if inches in _NUMBER_WORDS else int(inches)
        if inches < 12:
            feet = _NUMBER_WORDS[m.group(1)]
            put(_value("height", (feet * 12 + inches) * IN_CM, "cm", "height",
                       m.group(0).strip(), "ft_in", 0.8))  # fmt: skip
            break


def _numeric_measurements(
    text: str, put, found: dict[str, dict[str, Any]], spans: list[tuple[int, int]]
) -> None:
    """Height, weight and body measurements; adds to ``spans`` where a height or a body
    measurement was read, whose numbers are then no size ("I'm 5 4", "bust 36")."""
    numbers = [m.start() for m in _NUMBER_START.finditer(text)]
    height_end = height_start = -1
    height_metric = False
    child = bool(_CHILD.search(text))
    for m in _at_numbers(HEIGHT_IMPERIAL, text, numbers):
        if m.group(3):
            feet, inches = int(m.group(3)), float(m.group(4))
        elif m.group(5) or m.group(7) or m.group(9) or m.group(11):
            feet = int(m.group(5) or m.group(7) or m.group(9) or m.group(11))
            inches = float(m.group(6) or m.group(8) or m.group(10) or m.group(12))
        else:
            feet, inches = int(m.group(1)), float(m.group(2) or 0)
        if inches >= 12 or _not_the_wearer(text, m.start()):
            continue
        hyphen_height = bool(m.group(9) or m.group(11))  # "I'm 5-4 and 120 lbs"
        if (
            "-" in m.group(0)
            and not hyphen_height
            and _SIZE_RANGE_BEFORE.search(text, max(0, m.start() - 12), m.start())
        ):
            continue  # "a size 6-8 in pants": a size range, not 6 ft 8 in
        put(
            _value(
                "height",
                (feet * 12 + inches) * IN_CM,
                "cm",
                "height",
                m.group(0).strip(),
                "ft_in",
                0.9,
            )
        )
        height_end, height_start = m.end(), m.start()
        spans.append((m.start(), m.end()))
        break
    if "height" not in found:
        for m in HEIGHT_TYPED.finditer(text):
            if m.group(5):
                inches, raw_unit = float(m.group(5)), "in"
            else:
                feet = int(m.group(1) or m.group(3) or m.group(6) or m.group(8))
                rest = float(m.group(2) or m.group(4) or m.group(7) or m.group(9))
                inches, raw_unit = feet * 12 + rest, "ft_in"
            # a child's height in inches ("she is 42 inches tall") in a review about a child
            if not (30 if child else 48) <= inches <= 84 or _not_the_wearer(text, m.start()):
                continue
            put(_value("height", inches * IN_CM, "cm", "height", m.group(0).strip(), raw_unit, 0.7))
            height_end, height_start = m.end(), m.start()
            spans.append((m.start(), m.end()))
            break
    if "height" not in found and ("i'm" in text or "im " in text or "i am" in text):
        for m in _at_numbers(HEIGHT_AFTER_I_AM, text, numbers):
            feet, rest = int(m.group(1)), int(m.group(3))
            plausible = feet == 5 or (feet == 4 and rest >= 8) or (feet == 6 and rest <= 4)
            if (m.group(2) and not plausible) or _not_the_wearer(text, m.start()):
                continue  # "i'm 4/6," "i'm 6/8": a size range, not 4'6" or 6'8"
            inches = feet * 12 + rest + (0.5 if m.group(4) else 0)
            put(_value("height", inches * IN_CM, "cm", "height", m.group(0).strip(), "ft_in", 0.7))
            height_end, height_start = m.end(), m.start()
            spans.append((m.start(), m.end()))
            break
    if "height" not in found:
        for m in _at_numbers(HEIGHT_METRIC, text, numbers):
            groups = [g for g in m.groups() if g]
            cm = int(groups[0]) if len(groups) == 1 else int(groups[0]) * 100 + int(groups[1])
            if (cm < 140 and not child) or _not_the_wearer(text, m.start()):
                continue
            put(
                _value(
                    "height",
                    cm,
                    "cm",
                    "height",
                    m.group(0).strip(),
                    "cm" if m.group(5) else "m",
                    0.85,
                )
            )
            height_end, height_metric = m.end(), True
            spans.append((m.start(), m.end()))
            break

    for m in _at_numbers(WEIGHT, text, numbers):
        if _WEIGHT_CHANGE_AFTER.match(text, m.end()):
            continue  # "made me look 50 - 100 lbs heavier", "lost 20 lbs": a change, no weight
        if m.group(1):
            number = _num(m.group(1))
            low = _RANGE_LOW_BEFORE.search(text, max(0, m.start() - 20), m.start())
            if low is not None and 0 < number - (first := int(low.group(1) or low.group(2))) <= 30:
                number = (number + first) / 2  # "170-185 lbs": the middle
            if m.group(2):
                if (15 if child else 70) <= number <= 400:
                    put(_value("weight", number * LB_KG, "kg", "weight", m.group(1), "lb", 0.9))
                    break
            elif (30 if not child else 2) <= number <= 200:
                put(_value("weight", number, "kg", "weight", m.group(1), "kg", 0.9))
                break
        else:
            stones, pounds = int(m.group(4)), int(m.group(5) or 0)
            if 5 <= stones <= 30 and pounds < 14:
                put(
                    _value(
                        "weight",
                        (stones * 14 + pounds) * LB_KG,
                        "kg",
                        "weight",
                        m.group(0).strip(),
                        "st_lb",
                        0.85,
                    )
                )
                break
    if "weight" not in found and (
        "weig" in text or "wieg" in text or "pès" in text or "pes" in text
    ):
        for m in WEIGH_VERB.finditer(text):
            number = int(m.group(3))
            if m.group(1) and 70 <= number <= 400:
                put(_value("weight", number * LB_KG, "kg", "weight", m.group(3), None, 0.7))
                spans.append((m.start(3), m.end(3)))
                break
            if m.group(2) and 30 <= number <= 200:
                put(_value("weight", number, "kg", "weight", m.group(3), None, 0.7))
                spans.append((m.start(3), m.end(3)))
                break
    if "weight" not in found and height_end >= 0:
        m = BARE_WEIGHT.match(text, height_end)
        if m:
            number = int(m.group(1))
            if height_metric and 35 <= number <= 150:
                put(_value("weight", number, "kg", "weight", m.group(1), None, 0.6))
            elif not height_metric and 80 <= number <= 350:
                put(_value("weight", number * LB_KG, "kg", "weight", m.group(1), None, 0.6))
            if "weight" in found:
                spans.append((m.start(1), m.end(1)))  # "5'0\", 110, and": the 110 is no size

    if "weight" not in found and height_start > 0 and not height_metric:
        m = _BARE_WEIGHT_BEFORE.search(text, max(0, height_start - 12), height_start)
        if m and 80 <= int(m.group(1)) <= 350:
            # "135 5'5\" and the small fit", "34b, 150 5' 9\"": pounds right before the height
            put(_value("weight", int(m.group(1)) * LB_KG, "kg", "weight", m.group(1), None, 0.6))
            spans.append((m.start(1), m.end(1)))
    if (
        "weight" not in found
        and not height_metric
        and ("i'm" in text or "i am" in text or "im " in text)
    ):
        for m in I_AM_WEIGHT.finditer(text):
            number = int(m.group(1))
            if 85 <= number <= 300 and not _not_the_wearer(text, m.start()):
                put(_value("weight", number * LB_KG, "kg", "weight", m.group(1), None, 0.6))
                spans.append((m.start(1), m.end(1)))
                break

    for m in _at_numbers(TRIPLE, text, numbers):
        nums = [float(m.group(1)), float(m.group(4)), float(m.group(6))]
        waist = (nums[1] + int(m.group(5))) / 2 if m.group(5) else nums[1]
        if all(22 <= n <= 60 for n in nums):
            factor, unit = IN_CM, "in"
        elif all(55 <= n <= 160 for n in nums):
            factor, unit = 1.0, "cm"
        else:
            continue
        if not (nums[0] > waist < nums[2]):
            continue
        raw = m.group(0)
        if not m.group(2):  # "34d-28-36": a bra size, not a bust measurement
            put(_value("bust", nums[0] * factor, "cm", "bust", raw, unit, 0.8))
        put(_value("waist", waist * factor, "cm", "waist", raw, unit, 0.8))
        put(_value("hips", nums[2] * factor, "cm", "hips", raw, unit, 0.8))
        spans.append((m.start(), m.end()))
        break

    if "waist" not in found:
        for m in _at_numbers(BRA_WAIST_HIPS, text, numbers):
            waist, hips = float(m.group(1)), float(m.group(2))
            if 22 <= waist <= 45 and waist + 4 <= hips <= 60:
                raw = m.group(0)
                put(_value("waist", waist * IN_CM, "cm", "waist", raw, "in", 0.7))
                put(_value("hips", hips * IN_CM, "cm", "hips", raw, "in", 0.7))
                spans.append((m.start(1), m.end()))
                break

    for m in _at_numbers(RANGE_AFTER, text, numbers):
        # fit-text-27 (fitsize4): "a 25/26 waist", "24-25 waist", "28-29' waist": the wearer's
        # figure given as two neighbouring inches, read as their middle
        low, high = int(m.group(1)), int(m.group(2))
        dim = _DIM_WORDS[m.group(3)]
        if (
            high != low + 1
            or dim in found
            or _GARMENT_AFTER.match(text, m.end())
            or _GARMENT_BEFORE.search(text, max(0, m.start() - 25), m.start())
            or _not_the_wearer(text, m.start())
        ):
            continue
        converted = _length((low + high) / 2, m.group(0) if "cm" in m.group(0) else None, "")
        if converted is not None:
            put(_value(dim, converted[0], "cm", m.group(3), f"{low}-{high}", converted[1], 0.7))
            spans.append((m.start(), m.end()))

    for regex, first_is_dim in ((KEYED_BEFORE, True), (KEYED_AFTER, False)):
        matches = regex.finditer(text) if first_is_dim else _at_numbers(regex, text, numbers)
        for m in matches:
            if first_is_dim:
                word, number, unit = m.group(1), m.group(2), m.group(3)
            else:
                number, unit, word = m.group(1), m.group(2), m.group(3)
            dim = _DIM_WORDS[word]
            if word in _AMBIGUOUS_CHEST and _MALE.search(text):
                dim = "chest"
            if dim in found or _GARMENT_BEFORE.search(text, max(0, m.start() - 25), m.start()):
                continue
            if not first_is_dim and _GARMENT_AFTER.match(text, m.end()):
                continue  # "a 32\" waist jeans": the size of the jeans, not the wearer's waist
            if not first_is_dim and (
                _GARMENT_ON_AFTER.match(text, m.end())
                or _GARMENT_LINE_BEFORE.search(text, max(0, m.start() - 30), m.start())
            ):
                continue  # "the petite 31\" inseam on these", "ordered them with a 31 inch inseam"
            if _GARMENT_HAS.search(text, max(0, m.start() - 40), m.start()) or (
                first_is_dim and _OF_A_SIZE_AFTER.match(text, m.end())
            ):
                continue  # "the pants have a 32 inch inseam", "inseam is 28\" on the petite"
            if (
                word in _SIZE_WORDS_TOO
                and (unit or "").strip() != "cm"
                and not (
                    55 <= _num(number) <= 130
                    and _GERMAN_MEASURES.search(text, max(0, m.start() - 60), m.end() + 30)
                )
            ):
                continue
            converted = _length(_num(number), unit, number)
            if converted is None:
                continue
            cm, raw_unit = converted
            if dim == "inseam" and raw_unit is None and cm > 120:
                continue
            put(_value(dim, cm, "cm", word, number, raw_unit, 0.8))
            spans.append((m.start(), m.end()))

    if ("bu " in text or "hu " in text) and (short := _SHORTHAND.findall(text)):
        for word, number in short:
            dim = _SHORTHAND_DIMS[word]
            if dim not in found and (converted := _length(_num(number), "cm", number)) is not None:
                put(_value(dim, converted[0], "cm", word, number, "cm", 0.7))
    if "inseam" not in found and any(w in text for w in _INSEAM_WORDS):
        m = _INSEAM_THEN_MINE.search(text)
        if m is not None and (converted := _length(_num(m.group(2)), m.group(3), "")) is not None:
            put(_value("inseam", converted[0], "cm", m.group(1), m.group(2), converted[1], 0.7))
            spans.append((m.start(2), m.end(2)))


def _sizes(text: str, put, found: dict[str, dict[str, Any]], spans: list[tuple[int, int]]):
    sizes = find_sizes(text, spans)
    if sizes.usual:
        put(_value("usual_size", None, None, "usual_size", sizes.usual, None, 0.7))
    if sizes.worn:
        put(_value("size_worn", None, None, "size_worn", sizes.worn, None, 0.7))
    return list(found.values()), sizes.worn, sizes.usual


_CHOICE = re.compile(r"\s+or\s+|\s*-\s*|\s*/\s*")


def compare_sizes(worn: str | None, usual: str | None) -> int | None:
    """-1 when the reviewer needed a larger size than usual (runs small), +1 for smaller.
    A usual range or choice ("6 or 8", "s-m") counts only when the size worn lies outside
    it ("usually a 6 or 8, the 4 fit": runs large)."""
    if not worn or not usual:
        return None
    bra = _bra_compare(worn, usual)
    if bra is not None:
        return bra
    a = size_rank(worn)
    ranks = [size_rank(part) for part in _CHOICE.split(usual)]
    if a is None or None in ranks or any((a >= 1000) != (b >= 1000) for b in ranks):
        return None
    if a >= 1000 and min(abs(a - b) for b in ranks) > 4 and not _kids_steps(a, ranks):
        return None  # "ordered the 3, usually a 10/12": another numbering, not three sizes down
    if a > max(ranks):
        return -1
    if a < min(ranks):
        return 1
    return None


def _kids_steps(worn: float, usual: list[float]) -> bool:
    """Children's sizes by height (Kindergrößen 50-176: 116, 122, 128, 134, ...) step by 6,
    so "trägt sonst 128, hier passt 134" is one size up, not another numbering."""
    return all(_is_kids_size(r) for r in (worn, *usual)) and all(abs(worn - r) <= 12 for r in usual)


def _is_kids_size(rank: float) -> bool:
    n = rank - 1000
    return n.is_integer() and 50 <= n <= 176 and n % 6 == 2


_BRA = re.compile(r"(\d{2,3})([a-k]{1,3})", re.I)
# Cup letters in order; US double letters sit between the single ones (DD = E, DDD = F).
_CUPS = {
    "aa": 0,
    "a": 1,
    "b": 2,
    "c": 3,
    "d": 4,
    "dd": 5,
    "e": 5,
    "ddd": 6,
    "f": 6,
    "ff": 7,
    "g": 7,
}
_CUPS |= {"gg": 8, "h": 8, "hh": 9, "i": 9, "j": 10, "jj": 11, "k": 11}


def _bra_compare(worn: str, usual: str) -> int | None:
    """Bra sizes changed along one axis ("usually 75C, switched to 75D"): a bigger cup or
    band worn is -1, smaller +1; sister sizes (30DD vs 32D) and other systems None."""
    a, b = _BRA.fullmatch(worn.replace(" ", "")), _BRA.fullmatch(usual.replace(" ", ""))
    if a is None or b is None:
        return None
    cup_a, cup_b = _CUPS.get(a.group(2).lower()), _CUPS.get(b.group(2).lower())
    if cup_a is None or cup_b is None:
        return None
    band_a, band_b = int(a.group(1)), int(b.group(1))
    if band_a == band_b and cup_a != cup_b:
        return -1 if cup_a > cup_b else 1
    if cup_a == cup_b and band_a != band_b:
        return -1 if band_a > band_b else 1
    return None


# Searched only where one of their start keys fits (keyed.py): the same matches, several
# times faster than trying these alternations at every position.
HEIGHT_TYPED, KEYED_BEFORE, I_AM_WEIGHT, _NUMBER_START, _CHILD = map(
    Keyed, (HEIGHT_TYPED, KEYED_BEFORE, I_AM_WEIGHT, _NUMBER_START, _CHILD)
)
