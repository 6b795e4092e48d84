"""Size labels as reviewers write them, and their normal form (fit-labels.md, Measurements).

A size token is one label: alpha (``xs``, ``small``, ``x-large``, ``2xl``), numeric with
halves (``8``, ``6.5``, ``39,5``, ``9 1/2``), a range or pair (``8-10``, ``2/4``,
``110/116``, ``xs/s``, ``age 7-8``), jeans (``W32 L32``, ``34x32``), bra (``34B``,
``75C``), tailoring (``42L``, ``40R``), petite or regular (``xsp``, ``petite 2``,
``s petite``, ``0p``), with an optional system prefix (``size``, ``UK``, ``EU``, ``US``,
``Größe``, ``taille``, ``talla``, ``pointure``, ``age``) that the normal form drops.

Normal form (compared case- and space-insensitively by the spec): alpha codes ``XXS`` ..
``XXXL``, cup and fitting letters upper case (``34B``, ``42L``), ``.5`` halves, ``32x32``
for jeans, modifiers kept where the reviewer put them (``petite L``, ``XS petite``,
``XSP``), alternatives joined by `` or ``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .keyed import start_gated

# Longest spellings first; the alternation is tried in order.
ALPHA_WORDS = (
    r"xxx-?small|xx[- ]?small|x[- ]?small|extra[- ]small|xxx-?large|xx[- ]?large|x[- ]?large"
    r"|extra[- ]large"
    r"|[2-4]x-?large|[2-4]xl|[2-4]xs|xxxs|xxs|xs|xxxl|xxl|xl|smalls?|mediums?|med|sm|larges?|lg|[1-4]x"
)
# Letters alone are sizes only with a cue next to them ("got the m", "Größe L").
ALPHA_LETTERS = r"s|m|l"
# The letter sizes and size words that rules name a size with, as written in a rule's own
# words ("the medium was", "a 10 in tops and a m in pants"), not a whole ``SIZE_TOKEN``.
SIZE_WORDS = r"xx?s|s|m|l|xx?l|small|medium|large"
_MODIFIER = r"petite|regular|reg|tall|long|short"
_NUMBER = r"\d{1,3}(?:[.,]5|\s1/2|½)?"
_PREFIX = (
    r"(?:(?:us|uk|eu)(?:\s?(?:women'?s|men'?s|kids'?))?|size|sz|gr\.?|größe|grösse|groesse"
    r"|schuhgröße|kindergröße|kindergrösse|kragenweite|taille|talla|pointure|age|ages)(?:\s?[:.]?\s|[:.]|(?=\d))\s*|t(?=\d)"
)
_UNIT_AFTER = re.compile(
    r"[-/;:]\s?\d|\s*(?:waist|hips?|bust|chest|inseam|taille(?!\s+(?:bien|grand|petit|juste))|hüfte|cintura|cadera|%|°|cm\b|mm\b|m\b|kg\b|kilos?\b|lbs?\b|pounds?\b|inch"
    r"|in\.?(?=\s*(?:$|[,.;!?)/-]|waist|inseam|bust|chest|hips?|long|wide|tall|and\b|\d))|\"|''|'|ft\b|feet|foot\b"
    r"|st\b|stone|year|yr|yo\b|y/o|day|week|month|hour|min|time|star|pair|piece|colou?r|more"
    # ("am"/"an" before a German part are its preposition: "passt die 38 an der Taille", "die M
    # am Bund"; fit-text-31, fde)
    r"|sizes|dollar|euro|€|\$|am\b(?!\s+(?:bund|bauch|po|hintern|oberschenkel\w*|oberarm\w*|arm|hals|rücken"
    r"|oberkörper|körper|saum|knöchel|knie|fuß|fuss|ballen|spann|rist|schaft)\b)|pm\b|th\b|nd\b|rd\b|jahr"
    r"|tag|woche|monat|mal\b|stück|stern"
    r"|ans\b|an\b(?!\s+(?:der|den|dem|die|das)\b)|jour|mois|fois|étoile|año|día|mes|vez|veces|estrella"
    r"|percent|people|reviews?|compliments?|complements?"
    r"|x\s*\d|weeks|other|of\b|to\s+\d|minutes|seconds|mins|hrs|hours|times|items?|dresses"
    r"|euros|-\s?\d{1,3}\s?(?:cm|kg|\")|degrees?|size\s+(?:up|down|smaller|larger|bigger)"
    r"|\s\d{1,2}(?:\"|'')"
    # a bra cup after a space (fit-text-40): "i'm a 34 dd, 5 ft 4" (a band, no size)
    r"|(?<=2[89]|3\d|4[0-8])\s(?:ddd|dd|ff|gg|[b-h])(?=\s*(?:[,.;)&!]|/(?!c)|cups?\b|bra\b|and\b|size\b|$))"
    # an A cup only before a stop (fit-text-48: "5'4\" 120lbs 34 a."; "a 34 a size" is no bra)
    r"|(?<=2[89]|3\d|4[0-8])\sa(?=\s*(?:[,.;)!]|cups?\b|bra\b|$)))"
)
# The value part of one label (group ``v``); the years suffix only after ranges or a prefix
# (checked in code), so that "my 8 year old" is no size.
SIZE_VALUE = (
    r"(?:w\s?(?P<jw>\d{2})\s?[/x]?\s?l\s?(?P<jl>\d{2})"
    r"|(?P<xw>\d{2})\s?x\s?(?P<xl>\d{2})(?!\d)"
    # "the 29 L32", "30/L30": a waist and a length without the W
    r"|(?P<lw>2[2-9]|3\d|4[0-4])\s?/?\s?l(?P<ll>2[6-9]|3[0-8])(?!\d)"
    # toddler sizes: "the 4t", "a 2T"
    r"|(?P<tod>[1-6])t(?![\w'])"
    r"|(?P<band>2[8-9]|3\d|4[0-8]|6[05]|[7-9][05]|1[01][05])(?P<cup>aa|ddd|dd|ff|gg|[a-h])"
    r"(?![\w'])"
    r"|(?P<suit>3[4-9]|4\d|5[0-6])(?P<fit>r|l|xl)(?![\w'])"
    # "a pl", "the pm": petite alpha sizes written with the P first; "the 4R": numeric regular
    # (after an article, "size", "usual" or "in", or another size and "and"/"or" or a bracket,
    # only: "ps i love it", "8 pm"; fit-text-28, fitform: "my usual ps", "ordered it in pm",
    # "the xs and pxs", "(pxs and ps)" read like "my usual petite s")
    r"|(?:(?<=\ba\s)|(?<=\ban\s)|(?<=\bthe\s)|(?<=\bsize\s)|(?<=\bmy\s)|(?<=\busual\s)|(?<=\btypical\s)"
    r"|(?<=\bnormal\s)|(?<=\bin\s)|(?<=\band\s)|(?<=\bor\s)|(?<=\())(?P<pp>p(?:xxs|xs|xl|s|m|l))(?![\w'])"
    r"|(?P<reg>\d{1,2})r(?![\w'])"
    # fit-text-25: a zero typed as the letter o: "size o", "the oop was perfect", "the op was
    # too snug" (after "the" only before a verdict: "the op said" is a person)
    r"|(?=o)(?:(?<=\bsize\s)|(?<=\bthe\s)(?=oo?p?\s+(?:was|is|fit|fits|fitted)\s+(?:\w+\s+){0,2}?"
    r"(?:perfect|great|fine|too|tight|snug|loose|big|small|large|baggy|roomy|a\s+(?:little|bit))))"
    r"(?P<oh>oo?)(?P<ohp>p)?(?![\w'])"
    r"|(?P<word>zero|two|four|six|eight|ten|twelve|fourteen|sixteen|eighteen)(?![\w'])"
    # "talla chica", "talla mediana": Spanish size names, after "talla" only (checked in code)
    r"|(?P<es>chica|chico|mediana|mediano)(?![\w'])"
    # "my regular medium" is the usual size, as "my usual medium" (fit-text-28, fitnum); "the
    # regular medium" the line
    rf"|(?:(?P<pre_mod>petite(?:[\s,]+size)?|(?<!\bmy\s)(?<!\bher\s)(?<!\bhis\s)(?<!\byour\s)regular)[\s,]+)?"
    rf"(?P<alpha>(?:{ALPHA_WORDS}|{ALPHA_LETTERS}|{_NUMBER})(?:p|\s(?=p(?![\w'/-]))p)?)"
    rf"(?:\s?(?:-|/|to)\s?(?P<alpha2>{ALPHA_WORDS}|{ALPHA_LETTERS}|{_NUMBER}))?"
    rf"(?:\s?(?P<post_mod>{_MODIFIER})\b)?"
    r")"
)
SIZE_TOKEN = re.compile(
    # "usually wear 32s", "the 26's": a numeric size in the plural
    # "l'entrejambe", "d'habitude": a French elision is no size
    rf"(?<![\w'/.,$€£#-])(?P<prefix>{_PREFIX})?(?P<v>{SIZE_VALUE})(?:(?<=\d)'?s)?(?![\w/])(?![.,]\d)"
    r"(?!'[a-zà-ÿ])"
    r"(?P<years>\s?(?:years?|yrs?|ans|jahre|años|anos)\b)?"
)
# Tried at a word start only where the first 3 characters of some token fit (keyed.py): the
# same matches, in about half the time.
SIZE_TOKEN = start_gated(SIZE_TOKEN, r"(?<![\w'/.,$€£#-])")


@lru_cache(maxsize=16)
def size_tokens(text: str) -> tuple[re.Match[str], ...]:
    """Every ``SIZE_TOKEN`` of a whole (lower-cased) review, scanned once for the readers
    that go through them all: sizes worn and usual, a size wished for, two sizes named
    together, "fits like a medium"."""
    return tuple(SIZE_TOKEN.finditer(text))


_ALPHA_CODES = {
    "xxxsmall": "XXXS",
    "xxxs": "XXXS",
    "xxsmall": "XXS",
    "xxs": "XXS",
    "2xs": "XXS",
    "3xs": "XXXS",
    "xsmall": "XS",
    "extrasmall": "XS",
    "xs": "XS",
    "small": "S",
    "sm": "S",
    "s": "S",
    "medium": "M",
    "med": "M",
    "m": "M",
    "large": "L",
    "lg": "L",
    "l": "L",
    "xlarge": "XL",
    "extralarge": "XL",
    "xl": "XL",
    "xxlarge": "XXL",
    "2xlarge": "XXL",
    "2xl": "XXL",
    "2x": "XXL",
    "xxl": "XXL",
    "xxxlarge": "XXXL",
    "3xlarge": "XXXL",
    "3xl": "XXXL",
    "3x": "XXXL",
    "xxxl": "XXXL",
    "4xl": "4XL",
    "4x": "4XL",
    "1x": "1X",
}
_ALPHA_RANK = {
    "XXXS": 0,
    "XXS": 1,
    "XS": 2,
    "S": 3,
    "M": 4,
    "L": 5,
    "XL": 6,
    "XXL": 7,
    # the plus sizes in their own order, 2X and 3X read as XXL and XXXL (fit-text-38: "usually
    # a 2X but the 1X fits" is a size down)
    "1X": 6,
    "XXXL": 8,
    "4XL": 9,
}
_NUMBER_WORDS = {
    "zero": "0",
    "two": "2",
    "four": "4",
    "six": "6",
    "eight": "8",
    "ten": "10",
    "twelve": "12",
    "fourteen": "14",
    "sixteen": "16",
    "eighteen": "18",
}
_DASH = re.compile(r"[\s\-]+")
_PETITE_SUFFIX = re.compile(r"^(.+?)p$")


def _alpha(raw: str) -> str | None:
    text = _DASH.sub("", raw.lower())
    return _ALPHA_CODES.get(text[:-1] if text in _PLURALS else text)


_PLURALS = frozenset({"smalls", "mediums", "larges"})  # "they only had mediums"


def _number(raw: str) -> str:
    text = raw.replace(",", ".").replace(" 1/2", ".5").replace("½", ".5")
    return text


_NUMERIC = re.compile(r"\d+(?:\.\d+)?")


def _one(raw: str) -> str | None:
    """Normal form of a single alpha or numeric label (``xsp`` -> ``XSP``, ``xs p`` -> ``XSP``,
    ``6,5`` -> ``6.5``)."""
    if raw.endswith(" p"):
        raw = raw[:-2] + "p"
    code = _alpha(raw)
    if code:
        return code
    if raw[0].isdigit():
        if raw.endswith("p"):
            return _number(raw[:-1]) + "P"
        return _number(raw)
    m = _PETITE_SUFFIX.match(raw)
    if m and (code := _alpha(m.group(1))):
        return code + "P"
    return None


# A German child called "our big / little one" ("unsere Große ist 7", "für unsere Kleine", "mein
# Kleiner wächst"), as the subject or before a number or the end of a phrase (fit-text-31, fde).
_CHILD_NAMED_AFTER = r"(?=\s*(?:[,.;!)(]|\d|(?:ist|hat|trägt|wird|war|braucht|wächst|in)\b))"
GERMAN_CHILD_NAMED = (
    rf"(?:unsere|meine|unserer|meiner|unseren|meinen)\s+(?:große|kleine|großen|kleinen){_CHILD_NAMED_AFTER}"
    rf"|(?:unser|mein)\s+(?:großer|kleiner){_CHILD_NAMED_AFTER}"
)

# Children's clothing sizes (50, 56, ..., 176: body height in 6 cm steps) without a prefix
# count in a review about a child ("für meinen Sohn in 134 bestellt", "trägt 104"); elsewhere
# a bare number over 60 is a weight or a length.
_CHILD = re.compile(
    r"\b(?:sohn|sohnemann|söhnchen|tochter|töchterchen|kind|kinder|enkel\w*|junge|mädchen|neffe"
    r"|nichte|fils|fille|enfant|petit-fils"
    r"|petite-fille|neveu|nièce|hijo|hija|niño|niña|nieto|nieta|sobrin[oa]|son|daughter|kid|kids|toddler"
    r"|grandson|granddaughter|nephew|niece"
    # fit-text-31 (fde): a kids' item named ("Kinderjacke", not "kinderleicht"), "unsere Große
    # ist 7", "für unsere Kleine"
    rf"|kinder(?!leicht)\w+|{GERMAN_CHILD_NAMED}"
    r")\b"
)


def about_a_child(text: str) -> bool:
    """The review names a child (son, Tochter, fille, hijo...): numbers may be kids' sizes
    and ages."""
    return _CHILD.search(text) is not None


def _child_size(m: re.Match[str], value: float) -> bool:
    return value <= 176 and value % 6 == 2 and about_a_child(m.string)


# A kids' size in years after a French, Spanish or German article: "le 8 ans", "en 12 ans".
_YEARS_DETERMINER = re.compile(r"\b(?:en|le|du|el|la|die|der|den)\s+$")


_TIME_BEFORE = re.compile(
    r"\b(?:en|in|within|sous|dans|nach|binnen|innerhalb|after|après|tras|moins\s+de)\s+$"
)


def token_label(m: re.Match[str]) -> str | None:
    """Normal form of a ``SIZE_TOKEN`` match; None when it is not a plausible size."""
    if (
        m.group("years")
        and not (m.group("alpha2") or m.group("prefix"))
        and not _YEARS_DETERMINER.search(m.string, max(0, m.start() - 12), m.start())
    ):
        return None  # "my 8 year old"; but "pris en 12 ans", "porte le 8 ans"
    if m.group("v")[-1].isdigit() and not m.group("years"):
        unit = _UNIT_AFTER.match(m.string, m.end())
        quoted = m.string[m.start() - 1 : m.start()] == '"'
        if (
            unit
            and not (quoted and unit.group(0).strip() == '"')
            # (fit-text-41) "i usually wear size 4 dresses": after "size", the kind of garment
            and not (m.group("prefix") and unit.group(0).strip() == "dresses")
        ):
            return None  # "130 lbs", "36 hips", "4 dresses"; but "the \"2\"", "size 4 dresses"
    if m.group("jw"):
        return f"{m.group('jw')}x{m.group('jl')}"
    if m.group("lw"):
        return f"{m.group('lw')}x{m.group('ll')}"
    if m.group("tod"):
        return m.group("tod") + "T"
    if m.group("xw"):
        waist, length = int(m.group("xw")), int(m.group("xl"))
        return f"{waist}x{length}" if 22 <= waist <= 50 and 26 <= length <= 38 else None
    if m.group("band"):
        if m.group("cup") == "h" and _TIME_BEFORE.search(
            m.string, max(0, m.start() - 12), m.start()
        ):
            return None  # "livré en 48h", "within 36h": hours
        return m.group("band") + m.group("cup").upper()
    if m.group("suit"):
        return m.group("suit") + m.group("fit").upper()
    if m.group("pp"):
        return m.group("pp").upper()
    if m.group("oh"):
        return "0" * len(m.group("oh")) + ("P" if m.group("ohp") else "")
    if m.group("reg"):
        return m.group("reg") + "R"
    if m.group("es"):  # "talla chica" as written; "chica" alone is a girl
        return m.group("es") if (m.group("prefix") or "").startswith("talla") else None
    if m.group("word"):  # "size four"; without a prefix judged by its context
        return _NUMBER_WORDS[m.group("word")]
    first = _one(m.group("alpha"))
    if first is None:
        return None
    number = _NUMERIC.fullmatch(first.rstrip("P"))  # not a plus size such as "1X"
    value = float(number.group()) if number is not None else None
    if (
        value is not None
        and value > 60
        and not (m.group("prefix") or m.group("alpha2"))
        and not _child_size(m, value)
    ):
        return None  # a weight or a length; children's sizes 62..176 come with "size" or a pair
    label = first
    if m.group("alpha2"):
        second = _one(m.group("alpha2"))
        if second is None:
            return None
        sep = "/" if "/" in m.group("v") else "-"
        label = f"{first}{sep}{second}"
    if m.group("pre_mod"):
        label = f"{m.group('pre_mod').split()[0].rstrip(',')} {label}"
    if m.group("post_mod"):
        label = f"{label} {m.group('post_mod')}"
    return label


def is_bare_letter(m: re.Match[str]) -> bool:
    """A single ``s``/``m``/``l`` without prefix: a size only next to a strong cue."""
    return not m.group("prefix") and m.group("alpha") in ("s", "m", "l") and not m.group("alpha2")


def is_bare_word(m: re.Match[str]) -> bool:
    """``small``/``medium``/``large`` alone: also adjectives ("runs small"); so is "talla
    chica" ("runs small" or the size S)."""
    return bool(m.group("es")) or (
        not m.group("prefix")
        and (m.group("alpha") or "").rstrip("s") in ("small", "medium", "large", "med", "sm")
        and not m.group("alpha2")
        and not m.group("pre_mod")
        and not m.group("post_mod")
    )


def is_bare_number(m: re.Match[str]) -> bool:
    return not m.group("prefix") and bool(m.group("alpha")) and m.group("alpha")[0].isdigit()


_RANK_CLEAN = re.compile(r"\b(?:petite|regular|reg|tall|long|short)\b|\s")


def normal_label(raw: str) -> str | None:
    """Normal form of one size label written on its own ("petite s", "XSP", "size 6",
    "2XL"); None when the text is not exactly one size label."""
    m = SIZE_TOKEN.fullmatch(raw.strip().lower())
    return token_label(m) if m else None


def base_size(label: str) -> str:
    """A normal-form label without its petite/regular/tall modifiers: ``petite S`` -> ``S``,
    ``XSP`` -> ``XS``, ``6P`` -> ``6``."""
    base = _RANK_CLEAN.sub("", label)
    if len(base) > 1 and base.endswith("P"):
        base = base[:-1]
    elif len(base) > 1 and base[0] == "P" and base[1:] in _ALPHA_RANK:
        base = base[1:]  # "PL": petite L
    elif len(base) > 1 and base.endswith("R") and base[:-1].isdigit():
        base = base[:-1]  # "4R": regular 4
    return base


def size_rank(label: str) -> float | None:
    """Order of a normal-form label within its own system (alpha or numeric), for comparing
    the size worn with the usual size; None for ranges, jeans, bra and other systems."""
    base = base_size(label)
    if base in _ALPHA_RANK:
        return float(_ALPHA_RANK[base])
    try:
        return 1000.0 + float(base)  # offset keeps numeric apart from alpha
    except ValueError:
        return None
