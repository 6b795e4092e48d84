"""Speed round 2026-11-30 (issue 12): each faster form gives what the form it replaced gave."""

from __future__ import annotations

import re

import pytest

from reviews.extraction import _GLUED_STOP, lexicon
from reviews.extraction.clauses import SPACES, Spans, single_spaced
from tests.reviews.test_extraction_fit_labels import labels

# __init__._GLUED_STOP as it was written before the mark came first.
_GLUED_STOP_AS_WRITTEN = re.compile(r"(?<=[a-z])([.,])(?=[a-z]{2})", re.IGNORECASE)


@pytest.mark.parametrize(
    "text",
    [
        "regular length.they are perfect",
        "tight around the hips,but they aren't. e.g. i.e. 5.5, 8,10",
        "A.Bc X,YZ .ab ,cd a.b.cd\u212a.kk \u0131.ab",
        "..,,ab. .ab",
    ],
)
def test_glued_stop_gets_the_same_space(text):
    assert _GLUED_STOP.sub(r"\1 ", text) == _GLUED_STOP_AS_WRITTEN.sub(r"\1 ", text)


@pytest.mark.parametrize(
    "text",
    [
        "fits true to size",
        "fits  true",
        "line\nbreak",
        "tab\there",
        "no\u00a0break space",
        "thin\u2009space",
        "\rcarriage",
        " lead and trail ",
        "",
        "emoji \U0001f600 ok",
    ],
)
def test_single_spaced_is_the_regex(text):
    assert single_spaced(text) == SPACES.sub(" ", text)


def _spans_as_written(text: str) -> tuple[tuple[list[int], list[int]], tuple[list[int], list[int]]]:
    """Spans.clause and Spans.sub as computed before the breaks were sorted once."""
    from reviews.extraction.clauses import _CONTRAST_BREAK, _SENTENCE_BREAK, _SUB_BREAK

    def breaks(regex):
        found = list(regex.finditer(text))
        return [m.start() for m in found], [m.end() for m in found]

    def merge(*lists):
        pairs = sorted(
            {(s, e) for starts, ends in lists for s, e in zip(starts, ends, strict=True)}
        )
        return [0] + [e for _, e in pairs], [s for s, _ in pairs] + [len(text)]

    sentence, contrast, sub = (breaks(r) for r in (_SENTENCE_BREAK, _CONTRAST_BREAK, _SUB_BREAK))
    return merge(sentence, contrast), merge(sentence, contrast, sub)


@pytest.mark.parametrize(
    "text",
    [
        "runs small, but the medium (which i kept) fits. love it!",
        "tight; however, it stretched - so i kept it & wore it",
        "",
        "no breaks at all",
    ],
)
def test_spans_are_those_merged_before(text):
    spans = Spans(text)
    assert (spans.clause, spans.sub) == _spans_as_written(text)


@pytest.mark.parametrize(
    "before",
    [
        "",
        "   ",
        " \n ",
        "i ordered the ",
        "i ordered the",
        "so cute. ",
        "runs small,\n",
        "size (",
        "mythe ",
        "bought dieses  \t",
        "i wear a\n",
        "i wear an x",
        "the 8 and ",
        "y",
        "la ",
        "a long sentence with no determiner at its very end ok ",
    ],
)
def test_determined_is_the_search_from_the_start(before):
    from reviews.extraction.size_mentions import _DETERMINED, _determined

    assert _determined(before) == bool(_DETERMINED.search(before))
    for cut in range(len(before)):
        assert _determined(before[cut:]) == bool(_DETERMINED.search(before[cut:]))


# size_mentions._KIND_SIZE as it was written before it took sizes.SIZE_WORDS.
_KIND_SIZE_AS_WRITTEN = r"(?:\d{1,2}(?:[/-]\d{1,2})?p?|x{0,2}[sl]|m|small|medium|large)"


def test_sizes_per_garment_kind_are_those_read_before():
    from reviews.extraction.size_mentions import _BY_GARMENT_KIND, _KIND_SIZE

    as_written = re.compile(_BY_GARMENT_KIND.pattern.replace(_KIND_SIZE, _KIND_SIZE_AS_WRITTEN))
    assert as_written.pattern != _BY_GARMENT_KIND.pattern
    sizes = ["xxs", "xs", "s", "m", "l", "xl", "xxl", "small", "medium", "large", "smalls", "x"]
    sizes += ["10", "10/12", "12-14", "6p", "xxxl", "sm"]
    for a in sizes:
        for b in sizes:
            for text in (
                f"i usually wear {a} in tops and {b} in pants",
                f"i'm a {a} on top and a {b} bottoms, ok",
                f"normally {a} shirts and size {b} jeans",
                f"i wear {a}tops and {b} skirts",
            ):
                got = _BY_GARMENT_KIND.search(text)
                want = as_written.search(text)
                assert (got and got.span()) == (want and want.span()), text


# A cue written with a line break or two spaces between its words, or "anstelle von", passes
# the cheap pre-check of `positions.compared_positions` like the single-spaced cue.
@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        ("fr", "La robe arrive aux chevilles au\nlieu du genou.", {"length": 1}),
        ("es", "El vestido me llega al tobillo en  vez de a la rodilla.", {"length": 1}),
        ("es", "Las mangas me llegan a la muñeca en\nlugar de a los dedos.", {"sleeves": -1}),
        ("de", "Das Kleid geht bis zur Wade anstelle von bis zum Knie.", {"length": 1}),
    ],
)
def test_a_position_cue_with_any_whitespace_is_read(language, text, expected):
    assert labels(text, language) == expected


def test_word_alternations_are_the_same_text_whatever_the_order_of_the_words():
    words = ["bb", "aa", "c", "d d", "ccc"]
    assert lexicon.word_alt(words) == lexicon.word_alt(reversed(words))
    assert lexicon.word_alt(words) == r"ccc|d\s+d|aa|bb|c"
