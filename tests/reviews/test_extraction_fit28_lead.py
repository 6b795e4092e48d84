"""fit-text-28, lead: two repairs of the round's own rules, from made-up sentences.

- The reviewer's own body told in sizes is no size choice (fit-labels.md: a description of
  the reviewer's body is no signal), while "I went two sizes bigger" stays one.
- A feed that turned apostrophes into "?" turned the feet mark too: "i?m 5?4" is a height,
  not "i'm 5" and a size 4.
"""

from __future__ import annotations

import pytest

from reviews.extraction import extract_fit


def _signals(text: str) -> dict[str, float]:
    return {s["dimension_code"]: s["score"] for s in extract_fit("", text, "en").fit_signals}


def _values(text: str) -> dict[str, str]:
    result = extract_fit("", text, "en")
    return {v["dimension_code"]: v["raw_value"] for m in result.measurements for v in m["values"]}


@pytest.mark.parametrize(
    "text",
    [
        "I am two sizes bigger than last year.",
        "I'm a size bigger now, so I keep buying new jeans.",
        "I was two sizes smaller before the baby.",
        "I am 2 sizes smaller than I used to be.",
    ],
)
def test_the_reviewers_body_in_sizes_is_no_size_choice(text):
    assert "overall" not in _signals(text)


@pytest.mark.parametrize(
    ("text", "score"),
    [
        ("I went two sizes bigger.", -1),
        ("I needed a size bigger.", -1),
        ("I had to go 2 sizes smaller.", 1),
        ("It runs two sizes smaller.", -1),
    ],
)
def test_a_size_choice_or_verdict_still_reads(text, score):
    assert _signals(text)["overall"] * score > 0.33


def test_a_height_with_its_feet_mark_lost_to_a_question_mark_is_a_height():
    values = _values("i?m 5?4, 120 lbs and i?m usually an xs")
    assert values["height"] == "5'4"
    assert values["usual_size"] == "XS"
    assert "size_worn" not in values


def test_a_question_mark_before_a_spaced_number_is_no_height():
    assert "height" not in _values("Is it worth 5? 4 stars, not more.")
