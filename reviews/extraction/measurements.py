"""Reviewer body measurements and sizes from review text.

Units are normalized to cm and kg (1 decimal). Bra sizes ("34D") are a bust measurement:
the bust circumference is estimated the way US size charts do, band + cup difference
(A = 1", B = 2", C = 3", D = 4", DD/E = 5", DDD/F = 6", G = 7", H = 8"), with a lower
confidence and the bra size kept in ``raw_value``.
"""

from __future__ import annotations

import re
from typing import Any

from .sizes import SIZE, SIZE_WORD, normalize_size, size_rank

IN_CM = 2.54
LB_KG = 0.45359237
CUP_INCHES = {
    "aa": 0,
    "a": 1,
    "b": 2,
    "c": 3,
    "d": 4,
    "dd": 5,
    "e": 5,
    "ddd": 6,
    "f": 6,
    "g": 7,
    "h": 8,
}

_FEET = r"(?:'|ft\.?|feet|foot|-(?=\s*\d{1,2}(?:\.\d)?\s*(?:\"|''|in)))"
_INCH_MARK = r"(?:\"|''|in\b\.?|inch(?:es)?)"
HEIGHT_IMPERIAL = re.compile(
    rf"(?<![\d.,/])([4-6])\s*{_FEET}\s*(?:(\d{{1,2}}(?:\.\d)?)(?![\d/])\s*{_INCH_MARK}?)?"
    # typo seen in real reviews: 5"5' for 5'5"
    r"|(?<![\d.,/])([4-6])\"([0-9]{1,2})'"
)
HEIGHT_METRIC = re.compile(
    r"(?<![\d.,])(?:(1)[.,](\d{2})\s?m\b|(1)\s?m\s?(\d{2})\b|(1[4-9]\d|20\d)\s?cm\b)"
)
WEIGHT = re.compile(
    r"(?<![\d.,])(\d{2,3}(?:[.,]\d)?)\s?(?:(lbs?|pounds?|#|libras?)|(kg|kilos?|kilogramm?s?))(?![a-z])"
    r"|(?<![\d.,])(\d{1,2})\s?(?:st|stone)\s?(?:(\d{1,2})\s?(?:lbs?|pounds?)?)?(?![a-z])"
)
# "5'4"/115/32dd", "5' 5'', about 135 and": a bare number right after a height is weight.
BARE_WEIGHT = re.compile(
    r"\s*(?:[,/&]|and|und|et|y|-)?\s*(?:about|around|approx\.?|~|ca\.?|environ|unos)?\s*"
    r"(\d{2,3})(?![\d.,]|\s?(?:cm|in|\"|'|years|yrs|yo|y/o|%|lbs?|kg|pounds?))"
)
BRA = re.compile(r"(?<![\d.,/-])(2[8-9]|3\d|4[0-8])\s?/?\s?(aa|ddd|dd|[a-h])(?:\s?cup)?(?![a-z])")
TRIPLE = re.compile(
    r"(?<![\d.,/])(\d{2,3})([a-h]{1,3})?\s?[-/]\s?(\d{2,3})(?:/(\d{2,3}))?\s?[-/]\s?(\d{2,3})(?![\d/])"
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
    "hüftumfang": "hips",
    "taillenumfang": "waist",
    "brustumfang": "bust",
    "schrittlänge": "inseam",
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
}
_DIM_ALT = "|".join(sorted(map(re.escape, _DIM_WORDS), key=len, reverse=True))
_UNIT = r"(cm|in\b|inch(?:es)?|\"|'')?"
KEYED_BEFORE = re.compile(
    rf"(?<!the )(?<!la )\b({_DIM_ALT})\b\s*(?:is|was|measures?|of|:|=|de|von|ist|mide)?\s*"
    rf"(?:about|around|approx\.?|ca\.?)?\s*(\d{{2,3}}(?:[.,]\d)?)\s?{_UNIT}"
)
KEYED_AFTER = re.compile(rf"(?<![\d.,/-])(\d{{2,3}}(?:\.\d)?)\s?{_UNIT}\s?({_DIM_ALT})\b")

_S = SIZE
USUAL = re.compile(
    r"(?<![\w'])(?:"
    + "|".join(
        (
            rf"\b(?:usually|normally|typically|generally|always|regularly|usual)\s+(?:(?:wear|wears|get|buy|either"
            rf"|order|am|i'm|a|an|do|take|size|in|fit|into|go\s+with|go\s+for|purchase|i|am\s+a)\s+)*(?P<u1>{_S})",
            rf"\b(?:i'm|i\s+am|im)\s+(?:usually\s+|normally\s+|typically\s+|always\s+)?a\s+size\s+(?P<u2>{_S})",
            rf"\bmy\s+(?:usual|normal|regular|typical)\s+(?:size\s+)?(?P<u3>{_S})",
            rf"\bnormalerweise\s+(?:(?:trage|habe|ich|größe|gr\.?|eine?|bei)\s+)*(?P<u4>{_S})",
            rf"\b(?:trage|habe)\s+(?:ich\s+)?(?:normalerweise|sonst|meistens|immer)\s+(?:(?:größe|gr\.?)\s+)*(?P<u5>{_S})",
            rf"\b(?:d'habitude|habituellement|normalement|généralement)\s+(?:(?:je|j'|fais|prends|porte|du|un"
            rf"|une|le|la|en|taille)\s*)*(?P<u6>{_S})",
            rf"\b(?:fais|porte|prends)\s+(?:habituellement|d'habitude|normalement|généralement)\s+(?:(?:du|un"
            rf"|une|le|la|en|taille)\s+)*(?P<u7>{_S})",
            rf"\bmon\s+(?P<u8>{_S})\s+habituel",
            rf"\b(?:normalmente|habitualmente|generalmente|siempre|suelo\s+usar|suelo\s+llevar)\s+(?:(?:uso"
            rf"|llevo|tengo|soy|la|una|talla|de)\s+)*(?P<u9>{_S})",
        )
    )
    + ")"
)
# "the petite small (my usual size)": the size comes before the words.
_MY_USUAL_SIZE = re.compile(r"my\s+(?:usual|normal|regular|typical)\s+size")
_SIZE_BEFORE = re.compile(rf"(?<![\w'])({_S})\s*\(?\s*(?:which\s+is\s+|is\s+)?$")
WORN = re.compile(
    r"(?<![\w'])(?:"
    + "|".join(
        (
            rf"\b(?:ordered|order|bought|purchased|got|wearing|wore|tried|went\s+with|chose|kept|received"
            rf"|took|sized\s+(?:up|down)\s+to|exchanged\s+(?:it\s+)?for|went\s+for|reordered|have\s+on)"
            rf"\s+(?:it\s+|this\s+|these\s+|them\s+|both\s+)?(?:in\s+)?(?:(?:a|an|the|my|size|sz|one|in)\s+)*"
            rf"(?P<w1>{_S})",
            rf"\b(?:(?:the|a)\s+(?:size\s+)?|size\s+|sz\s+)(?P<w2>{_S})\s+(?:fits|fit|was|is|worked|works|were"
            rf"|felt|looked)\b",
            rf"(?:^|(?<=[.!?\n]\s)|(?<=\n))(?P<w10>{SIZE_WORD})\s+(?:fits|fit|was|is|worked|works)\b",
            rf"\b(?:ordered|order|bought|purchased|got|received|tried|kept)\s+(?:[a-z]+\s+){{0,3}}?in\s+"
            rf"(?:a\s+|an\s+|size\s+)?(?P<w11>{_S})",
            rf"\btried\s+on\s+(?:a\s+|an\s+|the\s+|size\s+)*(?P<w12>{_S})",
            rf"\bin\s+(?:a\s+)?size\s+(?P<w3>{_S})",
            rf"\b(?:trage|habe|bestellt|gekauft|genommen|bestelle|kaufte|bestellte|nahm|brauchte)\s+(?:ich\s+)?"
            rf"(?:(?:die|eine|in|größe|gr\.?)\s+)*(?P<w4>{_S})",
            rf"\bgröße\s+(?P<w5>{_S})\s+(?:bestellt|gekauft|genommen|passt|sitzt|ist)",
            rf"\b(?:j'ai\s+pris|pris|commandé|acheté|porte|choisi|prendre|opté\s+pour)\s+(?:(?:un|une|le|la"
            rf"|du|en|mon|ma|taille)\s+)*(?P<w6>{_S})",
            rf"\b(?:le|la)\s+(?P<w7>{_S})\s+(?:est|était|me\s+va|taille|tombe)\b",
            rf"\b(?:compré|pedí|llevo|elegí|cogí|escogí|necesité|pedi|compre)\s+(?:(?:la|una|un|el|talla)\s+)*"
            rf"(?P<w8>{_S})",
            rf"\btalla\s+(?P<w9>{_S})\s+(?:me|perfecta|queda|es|le)\b",
        )
    )
    + ")"
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

    if _DIGIT.search(text):
        _numeric_measurements(text, put, found)
    return _sizes(text, put, found)


_DIGIT = re.compile(r"\d")
_NUMBER_START = re.compile(r"(?<![\d.,])\d")


def _at_numbers(regex: re.Pattern[str], text: str, numbers: list[int]):
    """Matches of a regex that starts with a number, tried only where numbers start:
    much cheaper than scanning every position of the text."""
    for start in numbers:
        m = regex.match(text, start)
        if m:
            yield m


def _numeric_measurements(text: str, put, found: dict[str, dict[str, Any]]) -> None:
    numbers = [m.start() for m in _NUMBER_START.finditer(text)]
    height_end = -1
    height_metric = False
    for m in _at_numbers(HEIGHT_IMPERIAL, text, numbers):
        if m.group(3):
            feet, inches = int(m.group(3)), float(m.group(4))
        else:
            feet, inches = int(m.group(1)), float(m.group(2) or 0)
        if inches >= 12:
            continue
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
        height_end = m.end()
        break
    if "height" not in found:
        for m in _at_numbers(HEIGHT_METRIC, text, numbers):
            if m.group(1):
                cm = int(m.group(1)) * 100 + int(m.group(2))
            elif m.group(3):
                cm = int(m.group(3)) * 100 + int(m.group(4))
            else:
                cm = int(m.group(5))
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
            break

    for m in _at_numbers(WEIGHT, text, numbers):
        if m.group(1):
            number = _num(m.group(1))
            if m.group(2):
                if 70 <= number <= 400:
                    put(_value("weight", number * LB_KG, "kg", "weight", m.group(1), "lb", 0.9))
                    break
            elif 30 <= number <= 200:
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
    if "weight" not in found and height_end >= 0:
        m = BARE_WEIGHT.match(text, height_end)
        if m:
            number = int(m.group(1))
            if height_metric and 35 <= number <= 150:
                put(_value("weight", number, "kg", "weight", m.group(1), None, 0.6))
            elif not height_metric and 80 <= number <= 350:
                put(_value("weight", number * LB_KG, "kg", "weight", m.group(1), None, 0.6))

    for m in _at_numbers(TRIPLE, text, numbers):
        nums = [int(m.group(1)), int(m.group(3)), int(m.group(5))]
        waist = (nums[1] + int(m.group(4))) / 2 if m.group(4) else nums[1]
        if all(22 <= n <= 60 for n in nums):
            factor, unit = IN_CM, "in"
        elif all(55 <= n <= 160 for n in nums):
            factor, unit = 1.0, "cm"
        else:
            continue
        if not (nums[0] > waist < nums[2]):
            continue
        raw = m.group(0)
        cup = m.group(2)
        if cup and cup in CUP_INCHES and unit == "in":
            put(
                _value(
                    "bust",
                    (nums[0] + CUP_INCHES[cup]) * IN_CM,
                    "cm",
                    "bra",
                    f"{nums[0]}{cup.upper()}",
                    None,
                    0.5,
                )
            )
        else:
            put(_value("bust", nums[0] * factor, "cm", "bust", raw, unit, 0.8))
        put(_value("waist", waist * factor, "cm", "waist", raw, unit, 0.8))
        put(_value("hips", nums[2] * factor, "cm", "hips", raw, unit, 0.8))
        break

    for regex, first_is_dim in ((KEYED_BEFORE, True), (KEYED_AFTER, False)):
        matches = regex.finditer(text) if first_is_dim else _at_numbers(regex, text, numbers)
        for m in matches:
            if first_is_dim:
                word, number, unit = m.group(1), m.group(2), m.group(3)
            else:
                number, unit, word = m.group(1), m.group(2), m.group(3)
            dim = _DIM_WORDS[word]
            if dim in found:
                continue
            converted = _length(_num(number), unit, number)
            if converted is None:
                continue
            cm, raw_unit = converted
            if dim == "inseam" and raw_unit is None and cm > 120:
                continue
            put(_value(dim, cm, "cm", word, number, raw_unit, 0.8))

    if "bust" not in found:
        for m in _at_numbers(BRA, text, numbers):
            band, cup = int(m.group(1)), m.group(2)
            if cup == "a" and " " in m.group(0) and "cup" not in m.group(0):
                continue  # "30 a day"
            put(
                _value(
                    "bust",
                    (band + CUP_INCHES[cup]) * IN_CM,
                    "cm",
                    "bra",
                    f"{band}{cup.upper()}",
                    None,
                    0.5,
                )
            )
            break


def _sizes(text: str, put, found: dict[str, dict[str, Any]]):
    usual_span = (-1, -1)
    usual = worn = None
    m = USUAL.search(text)
    if m:
        raw, span = next(g for g in m.groups() if g), m.span()
    elif (mine := _MY_USUAL_SIZE.search(text)) and (
        before := _SIZE_BEFORE.search(text, max(0, mine.start() - 30), mine.start())
    ):
        raw, span = before.group(1), (before.start(), mine.end())
    else:
        raw = None
    if raw:
        usual = normalize_size(raw)
        if usual:
            usual_span = span
            put(_value("usual_size", None, None, "usual_size", usual, None, 0.7))
    for m in WORN.finditer(text):
        if m.start() < usual_span[1] and m.end() > usual_span[0] and not m.group("w1"):
            continue
        if usual_span[0] <= m.start() < usual_span[1]:
            continue
        raw = next(g for g in m.groups() if g)
        worn = normalize_size(raw)
        if worn:
            put(_value("size_worn", None, None, "size_worn", worn, None, 0.7))
            break
    if worn is None and m_usual_is_worn(text, usual_span):
        worn = usual
        put(_value("size_worn", None, None, "size_worn", worn, None, 0.6))
    if usual and _OR_SIZE.match(text, usual_span[1]):
        usual = None  # "usually a s or m": no single usual size to compare with
    return list(found.values()), worn, usual


_OR_SIZE = re.compile(rf"\s*(?:or|/|-|to|and|oder|ou|o)\s*(?:a\s+|an\s+|un\s+|une\s+)?{SIZE}")


_MY_USUAL_WORN = re.compile(
    r"(?:bought|ordered|got|purchased|received|went\s+with|wearing)\s+(?:[a-z]+\s+){0,3}?(?:in\s+)?my"
    r"\s+(?:usual|normal|regular|typical)|\bmon\s+\w+\s+habituel"
    r"|my\s+(?:usual|normal|regular|typical)\s+(?:size\s+)?\S+\s+(?:fits|fit|was|is|worked)"
)


def m_usual_is_worn(text: str, usual_span: tuple[int, int]) -> bool:
    """ "I bought my usual medium": the usual size is also the size worn."""
    if usual_span[0] < 0:
        return False
    return bool(_MY_USUAL_WORN.search(text, max(0, usual_span[0] - 45), usual_span[1] + 25))


def compare_sizes(worn: str | None, usual: str | None) -> int | None:
    """-1 when the reviewer needed a larger size than usual (runs small), +1 for smaller."""
    if not worn or not usual:
        return None
    a, b = size_rank(worn), size_rank(usual)
    if a is None or b is None or (a >= 1000) != (b >= 1000) or a == b:
        return None
    return -1 if a > b else 1
