"""fit-text-24 (issue 12), measurements on real English reviews: heights and usual sizes as
real reviewers write them. Made-up examples per family, read from ``fit-labels.md``
(Measurements: heights in cm, ``usual_size`` the size normally worn). Written from the
measurement misses on the tuned part and our labelled samples
(``bench/data/fit_extra_real*.jsonl``). Pure tests."""

from __future__ import annotations

import pytest

from reviews.extraction import extract_fit
from tests.reviews.test_extraction_fit18_sizes import measured


@pytest.mark.parametrize(
    ("text", "height"),
    [
        # an inch mark typed for the feet mark, nothing after the inches
        ('Lovely knit. at 5"3 and 118 lbs the xs was roomy.', 160.0),
        ("I'm just 5\"2, so it hits mid calf on me.", 157.5),
        ('i am petite 5"0 with short legs and the regular length was fine.', 152.4),
        ('As a tall gal (5"10) I liked the length.', 177.8),
    ],
)
def test_height_with_an_inch_mark_for_the_feet(text, height):
    got = measured(text)
    assert got["height"] == pytest.approx(height, abs=0.2)
    assert "usual_size" not in got  # the inches are no size


@pytest.mark.parametrize(
    "text",
    [
        '8" long zipper in the back, 5" slit at the side.',
        'The 36" bust measurement on the chart was right.',
    ],
)
def test_garment_inches_are_no_height(text):
    assert "height" not in measured(text)


@pytest.mark.parametrize(
    "text",
    [
        # usual sizes per kind of garment: no one usual size, and no comparison with it
        "I'm a size 6 on top and 8 on bottom, and the medium fit nicely.",
        "I usually wear a 4 in pants and 2 in tops. Got the 4 and it's loose.",
        "i wear a 14 shirt and 12 pant and the large was just right.",
        "Normally a small in tops and a medium in skirts; the medium was roomy but fine.",
    ],
)
def test_usual_sizes_per_kind_of_garment_are_no_usual_size(text):
    got = measured(text)
    assert "usual_size" not in got
    overall = [
        s for s in extract_fit(None, text, "en").fit_signals if s["dimension_code"] == "overall"
    ]
    assert all(s["evidence"] and "usual size" not in s["evidence"] for s in overall)


@pytest.mark.parametrize(
    ("text", "usual", "worn"),
    [
        # sizes bought per piece, or one usual size: unchanged
        ("I usually wear a medium. I got a small on top and a medium on bottom.", "M", None),
        ("I'm usually a 6 and the 6 fits my top half and bottom half.", "6", "6"),
    ],
)
def test_sizes_per_piece_keep_the_usual_size(text, usual, worn):
    got = measured(text)
    assert got.get("usual_size") == usual
    if worn is not None:
        assert got.get("size_worn") == worn


@pytest.mark.parametrize(
    ("text", "weight", "height"),
    [
        # pounds with no unit right before the height in feet
        ("Got it on sale. 128 5'3\" and the xs is roomy.", 58.1, 160.0),
        ("ordered the 8: 36c, 160 5' 7\", long torso.", 72.6, 170.2),
        ("142, 5'6 and the medium is perfect.", 64.4, 167.6),
    ],
)
def test_bare_weight_before_the_height(text, weight, height):
    got = measured(text)
    assert got["weight"] == pytest.approx(weight, abs=0.2)
    assert got["height"] == pytest.approx(height, abs=0.2)
    assert "usual_size" not in got  # the pounds are no size


@pytest.mark.parametrize(
    "text",
    [
        "Paid $120 5'4\" friends said it looked great.",  # a price
        "Order #4521 5'6\" dress, arrived fast.",
    ],
)
def test_price_or_number_before_a_height_is_no_weight(text):
    assert "weight" not in measured(text)


@pytest.mark.parametrize(
    ("text", "usual", "worn"),
    [
        # a size among the reviewer's figures, after a dash or "about a"
        ("I'm 5'6\" - 140 lbs - size 8 and the medium works for me.", "8", "M"),
        ("i am 5'2\" 115lbs, about a size 2 in dresses, 32b. got this in a small.", "2", "S"),
    ],
)
def test_size_among_the_figures_is_the_usual_size(text, usual, worn):
    got = measured(text)
    assert got["usual_size"] == usual
    assert got["size_worn"] == worn


def test_a_weight_range_after_about_is_no_size():
    got = measured("Ordered the xsp (5'4\" about 118-120#, athletic build), huge all over.")
    assert "usual_size" not in got
    assert got["size_worn"] == "XSP"


@pytest.mark.parametrize(
    ("text", "weight", "worn"),
    [
        # a bare number read as the weight is no size, even where a kids' size could be one
        # (116, 122: a review that also names a daughter)
        (
            "Got one for my daughter too. i am 5'1\", 116, and i bought the xs petite.",
            52.6,
            "XS petite",
        ),
        ("my daughter loves hers. i weigh 122 and got the small.", 55.3, "S"),
        ("i'm 140 and ordered the medium.", 63.5, "M"),
        ("I weigh about 125, 5'4\" and the small fit.", 56.7, "S"),
    ],
)
def test_a_bare_weight_is_no_size(text, weight, worn):
    got = measured(text)
    assert got["weight"] == pytest.approx(weight, abs=0.2)
    assert got["size_worn"] == worn
    assert "usual_size" not in got
