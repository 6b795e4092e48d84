"""A keyed regex (``reviews.extraction.keyed``) finds what the regex itself finds."""

from __future__ import annotations

import re
import sys

import pytest

import reviews.extraction  # noqa: F401  (imports every module of the package)
from bench.fit_sets import read_cases, readable_sets
from reviews.extraction import _aligned, _prepare
from reviews.extraction.clauses import _SENTENCE_BREAK
from reviews.extraction.dispatch import _trie_regex, start_keys
from reviews.extraction.keyed import GATE_LENGTH, Keyed, start_gated
from reviews.extraction.sizes import SIZE_TOKEN, size_tokens


def _spans(matches) -> list[tuple[int, int]]:
    return [m.span() for m in matches]


def _same(keyed: Keyed, text: str, pos: int = 0, endpos: int | None = None) -> None:
    end = len(text) if endpos is None else endpos
    want = keyed.regex.search(text, pos, end)
    got = keyed.search(text, pos, endpos)
    assert (got and got.span()) == (want and want.span()), (keyed.pattern[:60], text, pos, end)
    assert _spans(keyed.finditer(text, pos, endpos)) == _spans(
        keyed.regex.finditer(text, pos, end)
    ), (keyed.pattern[:60], text, pos, end)


@pytest.mark.parametrize(
    ("pattern", "text"),
    [
        (r"\b(?:usually|normally)(?:\s+(?:wear|a|an))*\s*$", "i usually  wear a"),
        (r"\b(?:usually|normally)(?:\s+(?:wear|a|an))*\s*$", "usually wear the"),
        (r"(?:^|[\s(,.;!])(?:i|she)\s+wear\s+$", "i wear "),  # at the very start
        (r"(?:^|[\s(,.;!])(?:i|she)\s+wear\s+$", "and(she wear "),
        (r"(?<!than\s)expected|hop(?:e|ed)", "smaller than expected, i hoped"),
        (r"\d+\s*cm|size\s+\d", "size  8, 170cm"),
        (r"(?:worried|afraid)\b", "afraidness, worried"),  # \b at the end of the text
    ],
)
def test_same_match_as_the_regex(pattern, text):
    keyed = Keyed(re.compile(pattern))
    assert keyed.keys  # these patterns have start keys
    for pos in range(len(text) + 1):
        for endpos in (None, *range(pos, len(text) + 1)):
            _same(keyed, text, pos, endpos)


def test_lookbehind_sees_the_text_before_pos():
    keyed = Keyed(re.compile(r"(?<!than\s)expected"))
    assert keyed.search("than expected", 5) is None
    assert keyed.search("then expected", 5).span() == (5, 13)


def test_a_pattern_that_may_start_anywhere_is_searched_as_it_is():
    keyed = Keyed(re.compile(r"(?:\w+\s+)?passt"))
    assert keyed.keys is None
    _same(keyed, "jetzt passt es", 0, None)
    _same(keyed, "jetzt passt es", 3, 11)


def _keyed_patterns() -> list[tuple[str, Keyed]]:
    found = []
    for name, module in sorted(sys.modules.items()):
        if name.startswith("reviews.extraction"):
            for attr, value in sorted(vars(module).items()):
                if isinstance(value, Keyed):
                    found.append((f"{name}.{attr}", value))
    return found


def _texts() -> list[str]:
    cases = read_cases(readable_sets())
    return [_aligned(_prepare(case.get("title"), case.get("body")))[1] for case in cases]


def test_the_extractor_keys_its_largest_searches():
    names = {name.rsplit(".", 1)[1] for name, _ in _keyed_patterns()}
    assert {"_HEDGE", "_USUAL_BEFORE", "_WORN_BEFORE", "_EXCHANGE"} <= names
    assert all(keyed.keys for _, keyed in _keyed_patterns())


@pytest.mark.parametrize(("name", "keyed"), _keyed_patterns(), ids=lambda v: str(v)[:40])
def test_same_matches_on_the_labelled_cases(name, keyed):
    """The whole text, clauses of it (pos and endpos), and the 60 characters before every
    fifth word start (the windows the size-token cues search)."""
    for text in _texts()[::5]:
        _same(keyed, text)
        starts = [m.start() for m in re.finditer(r"\b\w", text)]
        for a, b in zip(starts[::3], starts[2::3], strict=False):
            _same(keyed, text, a, b)
        for s in starts[::5]:
            _same(keyed, text[max(0, s - 60) : s])


def _tokens(regex: re.Pattern[str], text: str, pos: int = 0, endpos: int | None = None):
    end = len(text) if endpos is None else endpos
    return [(m.span(), m.groupdict()) for m in regex.finditer(text, pos, end)]


def test_a_start_gate_keeps_the_matches_and_groups():
    lead = r"(?<![\w'])"
    regex = re.compile(lead + r"(?:(?P<num>\d+)\s*cm|size\s+(?P<size>\d+)|(?P<word>small|s))")
    gated = start_gated(regex, lead)
    assert gated.pattern != regex.pattern and gated.groupindex == regex.groupindex
    for text in ("size  8, 170cm, small", "a smallish s", "170 cm or size 9", "xsize 3"):
        for pos in range(len(text)):
            assert _tokens(gated, text, pos) == _tokens(regex, text, pos)
    with pytest.raises(ValueError):
        start_gated(regex, r"(?<!\w)")


def test_the_size_token_gate_keeps_every_token_of_the_labelled_cases():
    gate = (
        f"(?={_trie_regex(start_keys(SIZE_TOKEN.pattern, GATE_LENGTH))})"  # zero width: same keys
    )
    assert gate in SIZE_TOKEN.pattern
    ungated = re.compile(SIZE_TOKEN.pattern.replace(gate, "", 1))
    assert ungated.pattern != SIZE_TOKEN.pattern
    for text in _texts():
        assert _tokens(SIZE_TOKEN, text) == _tokens(ungated, text)
        assert [m.span() for m in size_tokens(text)] == [
            m.span() for m in SIZE_TOKEN.finditer(text)
        ]


# clauses._SENTENCE_BREAK as it was written before its first character became one class.
_SENTENCE_BREAK_AS_WRITTEN = re.compile(
    r"[!?\n;]+|\.(?!\d)|\s[-\u2013\u2014]+\s|--+|(?<=[a-z])[-\u2013\u2014]\s(?=(?:am|is|are|was|were|do|does"
    r"|did|can|could|would|should|will|what|how|why|where|who"
    # (fit-text-49) a new subject after the glued dash
    r"|this|it|it's|they|they're|these|i|i'm|the|my|but|so|which|also)\s)|:-?[)(d](?=\s|$)|<3(?=\s|$)"
)


@pytest.mark.parametrize(
    "text",
    [
        "two things- am i tall enough?! fits -- well . 8.5 ;; ok",
        "a - b \u2013 c\u2014d \u2014 is\n\n-- --- x-- is y\u2013 who z- what",
        "size 8.5. then.. done!!?\n;",
        "so cute :) runs small :-( ok :d <3 x <30 a:b 10:30 :)x :(",
        "it runs bigger- this is it- i'm sure form- fitting x- the y- but z- also",
    ],
)
def test_sentence_breaks_are_those_written(text):
    assert _tokens(_SENTENCE_BREAK, text) == _tokens(_SENTENCE_BREAK_AS_WRITTEN, text)


def test_sentence_breaks_are_those_written_on_the_labelled_cases():
    for text in _texts():
        assert _tokens(_SENTENCE_BREAK, text) == _tokens(_SENTENCE_BREAK_AS_WRITTEN, text)
