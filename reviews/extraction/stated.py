"""A garment's measure against the one its description states: "the inseam is advertised as
28", but they are more like 38"", "it says it's 26.25" long, but it's actually just about
24"", "they are actually 28 in... not 24 in as in the description".

fit-labels.md: `inseam` when the text names the inseam, any other too long / too short is
`length`. A measure longer than stated is +1, shorter -1, whatever the reviewer's height.
English only; one of the two numbers must carry a unit of length, so a size on a label
("the tag says it's a 14") is no measure.
"""

from __future__ import annotations

import re

# a figure, not a height in feet ("5'4") nor a weight
_NUMBER = (
    r"(?P<{name}>\d+(?:\.\d+)?(?:\s+1/2)?)(?!\d)"
    r"(?!\s*(?:'(?!')|ft\b|feet\b|foot\b|lbs?\b|pounds?\b|kg\b|%))"
    r"\s*(?P<{name}_unit>\"|''|”|inch(?:es)?\b|in\b|cm\b)?"
)
# the figure the description gives
_STATED = re.compile(
    r"(?<![\w'])(?:"
    r"(?:advertised|listed|stated|labell?ed|described|marked|posted)\s+(?:as\s+|at\s+|to\s+be\s+)?"
    r"|(?:says?|said|states?|claims?)\s+(?:that\s+)?"
    r"(?:(?:it's|it\s+is|they're|they\s+are|the\s+[\w-]+\s+is|its\s+[\w-]+\s+is)\s+)?"
    r"|(?:supposed\s+to\s+be|should\s+be)\s+"
    r"|the\s+listed\s+"
    r")(?:an?\s+|about\s+|only\s+)?" + _NUMBER.format(name="n")
)
# "not 24 in as in the description", "rather than 20" as it states on the website"
_STATED_AFTER = re.compile(
    r"(?<![\w'])(?:not|rather\s+than|instead\s+of)\s+(?:an?\s+)?"
    + _NUMBER.format(name="n")
    + r"\s*,?\s*"
    r"(?:as\s+(?:in\s+the\s+description|described|advertised|listed|stated|posted"
    r"|it\s+(?:says|states)|(?:the\s+)?(?:description|website|site|tag)\s+(?:says|states))"
    r"|like\s+(?:the\s+)?(?:description|website|site)\s+(?:says|states))"
)
# the figure the garment really has
_ACTUAL = re.compile(
    r"(?<![\w'])(?:actually|really|in\s+reality|more\s+like|closer\s+to"
    r"|measur(?:e|es|ed|ing)(?:\s+in)?(?:\s+at|\s+to\s+be|\s+out\s+(?:at|to))?)"
    r"\s+(?:(?:is|are|was|were)\s+)?(?:just\s+|only\s+)?"
    r"(?:about\s+|around\s+|approximately\s+|roughly\s+|nearly\s+|almost\s+|over\s+)?"
    + _NUMBER.format(name="m")
)
_INSEAM = re.compile(r"(?<![\w'])inseams?(?![\w'])")
_LENGTH = re.compile(r"(?<![\w'])(?:length|long|longer|short|shorter)(?![\w'])")
_HEDGE = re.compile(r"(?<![\w'])(?:if|would|could|might|may|unless)(?![\w'])")
_DIGIT = re.compile(r"\d")
_CLAUSE_BREAK = re.compile(r"[,:.!?;\n]")
# sentence ends; an ellipsis and a decimal point end none
_SENTENCE = re.compile(r"(?<![.\d])\.(?![.\d])|[!?;\n]")
_CUES = (
    "advertis",
    "listed",
    "stated",
    "states",
    "says",
    "said",
    "described",
    "description",
    "supposed",
    "should be",
    "labeled",
    "labelled",
    "marked",
    "posted",
    "claims",
)


def _value(match: re.Match[str], name: str) -> float:
    text = match.group(name)
    half = text.endswith("1/2")
    return float(text.split()[0]) + (0.5 if half else 0.0)


def _unit(match: re.Match[str], name: str) -> str | None:
    unit = match.group(f"{name}_unit")
    if unit is None:
        return None
    return "cm" if unit == "cm" else "in"


def _hedged(lower: str, match: re.Match[str]) -> bool:
    """A condition in the clause of a figure: "if it is listed as 30\"", "it would be 32\""."""
    clause = max((b.end() for b in _CLAUSE_BREAK.finditer(lower, 0, match.start())), default=0)
    return _HEDGE.search(lower, clause, match.end()) is not None


def _sentences(lower: str) -> list[tuple[int, int]]:
    bounds, start = [], 0
    for end in _SENTENCE.finditer(lower):
        bounds.append((start, end.start()))
        start = end.end()
    bounds.append((start, len(lower)))
    return [(s, e) for s, e in bounds if lower[s:e].strip()]


def _actual(
    lower: str, stated: re.Match[str], sentences: list[tuple[int, int]]
) -> tuple[re.Match[str] | None, int]:
    """The garment's own figure in the first of ``sentences`` that gives one (the stated
    figure's sentence, then the next), and where that sentence ends."""
    for start, end in sentences:
        for m in _ACTUAL.finditer(lower, start, end):
            if not stated.start() <= m.start() < stated.end():
                return m, end
    return None, -1


def compared_to_stated(lower: str, original: str) -> list[tuple[str, float, str]]:
    """(dimension, score, evidence) for each inseam or length said to differ from the one
    the description states, in one sentence or the next."""
    if _DIGIT.search(lower) is None or not any(cue in lower for cue in _CUES):
        return []
    # each pattern scans the text once; a sentence is read only where a stated figure is
    stated_hits = list(_STATED.finditer(lower))
    after_hits = list(_STATED_AFTER.finditer(lower))
    if not stated_hits and not after_hits:
        return []
    found = []
    sentences = _sentences(lower)
    for i, (start, end) in enumerate(sentences):
        stated = next(
            (h for h in stated_hits if start <= h.start() and h.end() <= end), None
        ) or next((h for h in after_hits if start <= h.start() and h.end() <= end), None)
        if stated is None or _hedged(lower, stated):
            continue
        actual, stop = _actual(lower, stated, sentences[i : i + 2])
        if actual is None or _hedged(lower, actual):
            continue
        if len({_unit(stated, "n"), _unit(actual, "m")} - {None}) != 1:
            continue  # no unit of length, or inches against centimetres
        difference = _value(actual, "m") - _value(stated, "n")
        if abs(difference) < 0.5:
            continue
        window = lower[start:stop]
        if _INSEAM.search(window):
            dimension = "inseam"
        elif _LENGTH.search(window):
            dimension = "length"
        else:
            continue
        found.append((dimension, 0.6 if difference > 0 else -0.6, original[start:stop].strip()))
    return found
