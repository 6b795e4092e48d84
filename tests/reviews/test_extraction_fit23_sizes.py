"""fit-text-23 (issue 12), sizes (fitsize): the sizes and size comparisons behind
``overall`` and the ``size_worn`` / ``usual_size`` measurements. Made-up sentences, read from
``fit-labels.md``: a verdict followed by the size that fits is no list of sizes ("runs large,
the S fits" is +1); the size bought said with the item and a few words between ("bought this
blouse on sale in a medium") or a fit of this item in a size ("was able to fit into an 8").
English only: the size-list check and these phrasings are English. Pure tests."""

from __future__ import annotations

import pytest

from reviews.extraction import extract_fit


def overall(text: str) -> float | None:
    for signal in extract_fit(None, text, "en").fit_signals:
        if signal["dimension_code"] == "overall":
            return signal["score"]
    return None


def measured(text: str) -> dict[str, object]:
    out: dict[str, object] = {}
    for measurement in extract_fit(None, text, "en").measurements:
        for value in measurement["values"]:
            out[value["dimension_code"]] = value["raw_value"]
    return out


@pytest.mark.parametrize(
    "text",
    [
        "Runs large, xs fit perfectly.",
        "This sweater runs large, the S fits.",
        "Fits a bit large and the medium is just right.",
        "It runs really large, m was perfect for me.",
    ],
)
def test_verdict_then_the_size_that_fits_is_no_list(text):
    # bug: the verdict word ("large") was read as the first of a list of sizes
    assert overall(text) >= 0.33


@pytest.mark.parametrize(
    "text",
    [
        "Runs small, l fits fine.",
        "It ran small and the large works.",
    ],
)
def test_small_verdict_then_the_size_that_fits(text):
    assert overall(text) <= -0.33


@pytest.mark.parametrize(
    "text",
    [
        "I tried small, medium and large in the store.",
        "Ordered two sizes (small and medium) to compare.",
        "The sizes are small, medium and large only.",
    ],
)
def test_sizes_listed_stay_no_verdict(text):
    assert overall(text) is None


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        ("I bought this skirt at the outlet in a medium, love it.", "M"),
        ("Got this one online last week in a large and it's lovely.", "L"),
        ("Ordered the jacket during the holidays in an xs.", "XS"),
        ("I purchased it in an ps and the color is nice.", "PS"),
        ("Somehow I was able to fit into a 10 with this one.", "10"),
        ("I wear a medium in most tops and this fit perfectly in a medium.", "M"),
    ],
)
def test_size_bought_in_a_size_with_words_between(text, worn):
    assert measured(text).get("size_worn") == worn


@pytest.mark.parametrize(
    "text",
    [
        "I usually wear an xl but could probably fit into a medium.",
        "I got compliments on it in a small town.",
    ],
)
def test_no_size_worn_from_a_hypothesis_or_a_place(text):
    assert "size_worn" not in measured(text)


def test_fit_into_alone_stays_the_usual_size():
    got = measured("I fit into a 6 in most brands.")
    assert got.get("usual_size") == "6"


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("I'm mostly a size m, so that's what I ordered.", "M"),
        ("I usually take a 6 and that is what I took in this skirt.", "6"),
        ("I'm normally an xl, which is what I got here too.", "XL"),
        ("I am typically a small so that is the size I bought.", "S"),
    ],
)
def test_usual_size_said_to_be_the_one_bought(text, size):
    got = measured(text)
    assert got.get("usual_size") == size
    assert got.get("size_worn") == size


def test_usual_size_then_another_size_bought_keeps_the_other():
    got = measured("I'm usually a medium, that's what I tried first, but I kept the small.")
    assert got.get("size_worn") == "S"
