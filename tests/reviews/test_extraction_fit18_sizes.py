"""fit-text-18 (issue 12), measurements: how real reviewers state their height, figures and
sizes. One or more made-up examples per family, read from ``fit-labels.md`` (Measurements):
heights in cm, bra sizes are no bust, ``size_worn`` is the size kept, ``usual_size`` the
size normally worn. Written from the misses on the tuned part of fit_dev and our labelled
samples (``bench/data/fit_extra_real*.jsonl``, ``fit_extra_rtr.jsonl``). Pure tests."""

from __future__ import annotations

import pytest

from reviews.extraction import extract_fit


def measured(text: str, language: str = "en") -> dict[str, object]:
    """{dimension_code: value in cm/kg, or the size label} of one review."""
    out: dict[str, object] = {}
    for measurement in extract_fit(None, text, language).measurements:
        for value in measurement["values"]:
            code = value["dimension_code"]
            out[code] = value["raw_value"] if value["value"] is None else value["value"]
    return out


@pytest.mark.parametrize(
    ("text", "height"),
    [
        # both marks written as inch marks: 5"2"
        ('I am 5"2", broad shoulders, 120 lb.', 157.5),
        # feet and inches with a hyphen, told from a size range by the weight or "tall"
        ("I'm 5-4 and 120 lbs, it fits.", 162.6),
        ("I'm 5-7 tall and it hits at the knee.", 170.2),
        ("I'm 5-2, 118 and got the xs.", 157.5),
    ],
)
def test_heights_written_with_doubled_or_hyphen_marks(text, height):
    got = measured(text)
    assert got["height"] == pytest.approx(height, abs=0.2)
    assert "usual_size" not in got  # "5-4" is no size range


@pytest.mark.parametrize(
    "text",
    [
        "I'm a 4-6 and the 6 fit.",
        "I'm 4-6 depending on the brand.",
        "I wear a size 6-8 in pants.",
    ],
)
def test_a_size_range_after_i_am_is_no_height(text):
    assert "height" not in measured(text)


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        # the cup in parentheses: a bra size, so no bust; waist and hips in inches
        ("My measurements are 34(b)-29-38 and it fit.", "en", {"waist": 73.7, "hips": 96.5}),
        ("Mes mensurations: 90(b)-70-98, la robe tombe bien.", "fr", {"waist": 70, "hips": 98}),
        ("Mis medidas son 90(c)-72-100 y me queda bien.", "es", {"waist": 72, "hips": 100}),
    ],
)
def test_a_bra_size_in_a_figure_triple_gives_no_bust(text, language, expected):
    got = measured(text, language)
    assert "bust" not in got
    for key, value in expected.items():
        assert got[key] == pytest.approx(value, abs=0.2)


@pytest.mark.parametrize(
    ("text", "language", "worn"),
    [
        # petite alpha sizes with the P first, regular numeric sizes with R after
        ("I'm generally a m and decided to try a pl which fit great.", "en", "PL"),
        ("I'm 5'3\" and the 4R fit perfect with flats.", "en", "4R"),
        ("Ordered the pxs and it fits well.", "en", "PXS"),
    ],
)
def test_petite_and_regular_codes_are_sizes(text, language, worn):
    assert measured(text, language)["size_worn"] == worn


@pytest.mark.parametrize(
    "text",
    [
        "PS: I love the colour.",
        "PS I bought it in blue.",
        "It arrived at 8 pm and fits great.",
    ],
)
def test_ps_and_pm_alone_are_no_sizes(text):
    got = measured(text)
    assert "size_worn" not in got and "usual_size" not in got


@pytest.mark.parametrize(
    ("text", "usual"),
    [
        # a number word after a strong usual cue and an article
        ("I am always a zero in dresses and this fit true to size.", "0"),
        ("I usually wear a six in most brands.", "6"),
        # a third alternative belongs to the usual size
        ("I am usually a l or xl or 12 in tops and i have a 10 in this top.", "L or XL or 12"),
    ],
)
def test_usual_size_in_words_and_three_alternatives(text, usual):
    assert measured(text)["usual_size"] == usual


def test_number_words_without_a_size_cue_stay_no_size():
    got = measured("I usually wear two layers; I'm usually a two-piece person.")
    assert "usual_size" not in got


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        # the item bought "in a 4"
        ("I'm a size 2 in most things. I did get this in a 4.", "4"),
        ("I bought it in an 8 and it fits.", "8"),
        # "but" ends the hypothesis: the second clause is a fact
        ("Medium would have been a better fit but large worked for a night out.", "L"),
        ("I would have ordered the S but they only had the M.", "M"),
    ],
)
def test_size_worn_said_after_the_item_or_after_but(text, worn):
    assert measured(text)["size_worn"] == worn


@pytest.mark.parametrize(
    "text",
    [
        # a size one probably needs is a hypothesis
        "The chest is too big in both the 14 and 16; I probably need a size 12.",
        # two sizes had, none said to be kept
        "I ordered both a small and a medium. The fabric is lovely.",
        "I got both the 4 & the 6... both made me look short.",
        "Glad I was able to get two sizes because the 4 was a little tight.",
        "The small swallowed me and the xs was big too (I ordered both sizes to try).",
    ],
)
def test_no_size_worn_when_not_said_which(text):
    assert "size_worn" not in measured(text)


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        ("The dress fit well - both the 8 and 10. I went with the larger size.", "10"),
        ("I ordered both the s and m and kept the smaller one.", "S"),
        ("I ordered both the s and m. The s fit perfectly.", "S"),
        ("I purchased both a large and a medium, and the med fit better.", "M"),
        ("I tried on both sizes; the 10 was a tad looser so I went with that one.", "10"),
        ("I ordered both the s and m and kept the m.", "M"),
    ],
)
def test_of_two_sizes_the_one_said_to_be_kept(text, worn):
    assert measured(text)["size_worn"] == worn


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a size "here" or "in this one" is the size worn of this item
        ("I'm a 36c. However, I fit into a medium here without it being snug.", {"worn": "M"}),
        ("I wear an 8 here and it is perfect.", {"worn": "8"}),
        # "in this brand" is still the usual size
        ("I usually wear a 6 in this brand.", {"usual": "6"}),
    ],
)
def test_a_size_here_is_the_size_worn(text, expected):
    got = measured(text)
    assert got.get("size_worn") == expected.get("worn")
    assert got.get("usual_size") == expected.get("usual")


def test_a_bra_size_or_a_weight_in_pound_signs_makes_a_list_of_figures():
    # the size in the list of the reviewer's figures is her usual size when another is worn
    got = measured("I bought the medium for my 130#, 34f, size 8 frame.")
    assert got["size_worn"] == "M"
    assert got["usual_size"] == "8"
    assert "bust" not in got


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        # the usual size judged wrong was only tried: another size said to fit is the one kept
        ("I ordered the xxs too. The usual xs was a little big; the xxs fit well.", "XXS"),
        ("My usual 6 was too big, so I exchanged it for the 4.", "4"),
        ("Meine übliche 38 war zu groß, die 36 passt perfekt.", "36"),
        # the usual size that fits is still worn
        ("My usual 6 worked.", "6"),
    ],
)
def test_a_usual_size_judged_wrong_is_not_surely_kept(text, worn):
    language = "de" if "übliche" in text else "en"
    assert measured(text, language)["size_worn"] == worn
