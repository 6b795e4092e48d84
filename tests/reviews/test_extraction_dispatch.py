"""The keyed alternation (``reviews.extraction.dispatch``) finds what one big regex finds."""

from __future__ import annotations

import re

import pytest

from bench.fit_sets import read_cases, readable_sets
from reviews.extraction import _aligned, _prepare
from reviews.extraction.dispatch import Alternation, needed_strings, start_keys
from reviews.extraction.parts import _DIMENSIONS
from reviews.extraction.signals import _TRIGGERS

BEFORE = r"(?<![\w'])(?<!\w-)"


def reference(alternatives: list[str], text: str, before: str = BEFORE) -> list[tuple]:
    """The matches of ``before(?:alt1|alt2|...)`` tried at each position left to right, not
    at a line break, empty matches skipped: what ``Alternation.finditer`` promises."""
    regex = re.compile(before + "(?:" + "|".join(alternatives) + ")")
    out, pos = [], 0
    while pos < len(text):
        m = regex.match(text, pos) if text[pos] != "\n" else None
        if m is not None and m.end() > pos:
            out.append((m.span(), m.lastgroup))
            pos = m.end()
        else:
            pos += 1
    return out


def found(alternation: Alternation, text: str) -> list[tuple]:
    return [(m.span(), m.lastgroup) for m in alternation.finditer(text)]


@pytest.mark.parametrize(
    ("pattern", "keys"),
    [
        (r"runs\s+small", {"runs s"}),  # KEY_LENGTH atoms at most
        (r"(?:a|an)\s+bit", {"a bit", "an bit"}),
        (r"(?:\w+\s+)?passt", None),  # a word of any letters first
        (r"\d+(?:\.\d+)?\s*cm", {"0cm", "0 cm", "0.0cm", "0.0 cm"}),
        (r"too\s*$|x?", None),  # may match nothing
        (r"(?i:size)", None),  # case-insensitive: no literal key
        (r"[a-c]{2,}z", {"a", "b", "c"}),  # repeated class: only its first letter
    ],
)
def test_start_keys_are_what_a_match_starts_with(pattern, keys):
    assert start_keys(pattern) == keys


def test_spaces_and_digits_are_runs():
    """Literal spaces and digits stand for runs of any whitespace or digits."""
    assert start_keys(r"size 8\s+fits") == {"size 0"}
    assert start_keys(r"12\s?\s+in") == {"0 in"}


@pytest.mark.parametrize(
    "text",
    [
        "runs  small, runs\tsmall and runs\nsmall",
        "a bit big. an bit. abit",
        "size 8 fits; 10 cm too; 12.5cm ok",
        "es passt. jetzt passt\nnicht passt",
        "end of text passt",
        "the fit is true to size",
        "",
        "\n\n",
        "x-runs small 'runs small don't",
    ],
)
def test_same_matches_as_one_regex(text):
    alternatives = [
        r"(?P<small>runs\s+small)",
        r"(?P<bit>(?:a|an)\s+bit)",
        r"(?P<cm>\d+(?:\.\d+)?\s*cm)",
        r"(?P<size>size\s+\d+)",
        r"(?P<passt>(?:\w+\s+)?passt)",
        r"(?P<tts>true\s+to\s+size|the\s+fit)",
        r"(?P<empty>x?)",
    ]
    assert found(Alternation(alternatives), text) == reference(alternatives, text)


@pytest.mark.parametrize(
    ("pattern", "needed"),
    [
        (r"(?:jetzt|es|\w+)\s+passt\s*", {"passt"}),
        (r"(?:\w+\s+)?(?:passt|sitzt)\b", {"passt", "sitzt"}),
        (r"ab?cd", {"cd"}),  # the longest sure run
        (r"(?:x|\w)+", None),
        (r"(?i:passt)", None),
    ],
)
def test_needed_strings_are_in_every_matched_text(pattern, needed):
    assert needed_strings(pattern) == needed


def test_an_alternative_starting_anywhere_is_tried_only_where_it_can_match():
    alternatives = [r"(?P<passt>\w+\s+passt)", r"(?P<small>runs\s+small)"]
    alternation = Alternation(alternatives)
    for text in ("es passt, runs small", "runs small", "jetzt  passt"):
        assert found(alternation, text) == reference(alternatives, text)


def test_a_text_ending_where_any_alternative_may_start_ends_the_search():
    """Regression: a pattern that may start anywhere must not be tried past the end."""
    alternation = Alternation([r"\w+\s+passt", r"runs\s+small"])
    assert found(alternation, "hot, humid, sticky weather.") == []


def _texts() -> list[str]:
    """The prepared texts of every readable set, the unlabelled corpora included (never a
    blind set's: nothing of the extractor runs on those)."""
    cases = read_cases(readable_sets("*.jsonl"))
    return [_aligned(_prepare(case.get("title"), case.get("body")))[1] for case in cases]


@pytest.mark.parametrize("language", ["en", "de", "all"])
def test_trigger_matches_are_those_of_one_regex_on_the_labelled_cases(language):
    alternation = _TRIGGERS[language][0]
    for text in _texts()[::3]:
        assert found(alternation, text) == reference(alternation.alternatives, text), text


def test_dimension_matches_are_those_of_one_regex_on_the_labelled_cases():
    for text in _texts()[::3]:
        assert found(_DIMENSIONS, text) == reference(
            _DIMENSIONS.alternatives, text, r"(?<![\w-])"
        ), text


@pytest.mark.parametrize("language", ["en", "de", "fr", "es", "all"])
def test_every_trigger_phrase_has_start_keys(language):
    """A phrase that may start with any letter ("\\w+n't") is tried at every word of every
    review whose text has one of its needed strings ("is", "it"): one such phrase cost the
    extractor a sixth of its speed (fit-text-29). Spell the first word's forms out."""
    alternation = _TRIGGERS[language][0]
    unkeyed = [a[:80] for a in alternation.alternatives if start_keys(a) is None]
    assert unkeyed == []


def test_every_dimension_name_has_start_keys():
    assert [a[:80] for a in _DIMENSIONS.alternatives if start_keys(a) is None] == []


def test_a_line_at_a_time_no_match_runs_across_a_line_break():
    alternation = Alternation([r"love\s+this\s+dress\s+fit", r"fit\s+and\s+flare", r"dress"])
    text = "love this dress\nfit and flare"
    assert [m.group(0) for m in alternation.finditer(text)] == ["love this dress\nfit"]
    assert [m.group(0) for m in alternation.finditer(text, lines=True)] == [
        "dress",
        "fit and flare",
    ]
