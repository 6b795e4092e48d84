"""fit-text-48: sizes only wished for ("wished i had ordered the xs", "should have exchanged it for
a small") are not worn; two sizes had together with none said to be kept; a size change in
brackets; a bra size with the waist and hips after commas; a weight range; "compliments" are no
size. Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction import directions
from tests.reviews.test_extraction_fit18_en import sizes
from tests.reviews.test_extraction_measurement_phrasing import values


@pytest.mark.parametrize(
    "text",
    [
        "Lovely sweater but i wished i had ordered the xs.",
        "Lovely sweater. Wishing i had ordered the xs.",
    ],
)
def test_a_size_wished_for_is_not_worn(text):
    assert "size_worn" not in sizes(text)


@pytest.mark.parametrize(
    "text",
    [
        "I ordered the small but wished i had exchanged it for an xs, it's wide everywhere.",
        "I got the small. I should have returned it for an xs.",
    ],
)
def test_an_exchange_only_wished_for_keeps_the_size_worn_and_says_it_runs_large(text):
    assert sizes(text)["size_worn"] == "S"
    assert directions(text, language="en")["overall"] == 1


@pytest.mark.parametrize(
    ("text", "waist", "hips"),
    [
        ("I'm 5'2, 34c, 28, 37 and got the 4p.", 71.1, 94.0),
        ('I am a 36c, 29", 39" and the size 8 fit perfectly.', 73.7, 99.1),
    ],
)
def test_a_bra_size_then_two_figures_are_the_waist_and_hips(text, waist, hips):
    found = values(text, "en")
    assert (found["waist"], found["hips"]) == (waist, hips)
    assert "bust" not in found
    assert found.get("usual_size") is None


def test_two_sizes_after_a_bra_size_are_no_waist_and_hips():
    # the second figure is no hip size above the waist
    assert "waist" not in values("I'm a 34c, 28, 28 in jeans.", "en")


@pytest.mark.parametrize(
    "text",
    [
        "I ordered this in a small and medium since it's online only. Cute print.",
        "I tried the striped one in a size m and l, the waistband was tight.",
        "Tried small and medium and both were quite tight on the bottom.",
    ],
)
def test_two_sizes_had_and_none_said_kept_give_no_size_worn(text):
    assert "size_worn" not in sizes(text)


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        ("I ordered a m & l, and while the m overall fit me better, the cups were big.", "M"),
        ("I ordered the s and m, returned the m.", "S"),
        ("I ordered an xs and an xxs still would have been too wide.", "XS"),
        ("I ordered a 6 and love it.", "6"),
    ],
)
def test_of_two_sizes_the_one_kept_or_the_one_really_had(text, worn):
    assert sizes(text)["size_worn"] == worn


def test_a_size_change_in_brackets_names_both_sizes():
    text = "I did go up a size (from xs to s) based on other reviews."
    assert sizes(text) == {"usual_size": "XS", "size_worn": "S"}
    assert directions(text, language="en") == {"overall": -1}


@pytest.mark.parametrize(
    "text",
    [
        "I usually wear a 28 in this brand and that's what I bought!",
        "I am a 28 and that is what I ordered.",
    ],
)
def test_the_usual_size_then_that_is_what_i_bought_is_worn(text):
    assert sizes(text) == {"usual_size": "28", "size_worn": "28"}


def test_a_colour_no_list_names_before_the_size_ordered():
    assert sizes("I ordered the copper in a medium which I felt was tts.")["size_worn"] == "M"


@pytest.mark.parametrize(
    ("text", "kg"),
    [
        ("I am 5'7\" and fluctuate between 170 -185 lbs.", 80.5),
        ("I'm 5'2, between 120 and 125 lbs.", 55.6),
        ("60 to 65 kg, size 38.", 62.5),
    ],
)
def test_a_weight_range_is_read_as_its_middle(text, kg):
    assert values(text, "en")["weight"] == kg


def test_a_single_weight_after_a_small_number_is_no_range():
    assert values("Für meinen Sohn (7 Jahre, 128 cm, 25 kg) Größe 128.", "de")["weight"] == 25.0


@pytest.mark.parametrize(
    "text",
    ["Wore it already and got 2 compliments.", "I'm 5'4\" 120lbs 34 a."],
)
def test_compliments_and_an_a_cup_are_no_size(text):
    assert "size_worn" not in sizes(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The fabric pulled awkwardly over the bust.", {"bust": -1}),
        ("It does not ride up or fall off the shoulders.", {}),
        ("It falls off the shoulders.", {"shoulders": 1}),
        ("The length is generous.", {"length": 1}),
        ("I'm usually an 8 and the 8 fit my hourglass shape perfectly.", {"overall": 0}),
        ("It's a bit blousey around the waist.", {"waist": 1}),
        # a wish said as a condition: the other way
        ("I'd be sold on it for sure if it were just a little longer.", {"length": -1}),
        ("I would have bought it if it was a little bigger.", {"overall": -1}),
        ("The petite would have been fine if it was shorter too.", {}),
        ("I'm 5'6\" and wish they were a tiny bit shorter.", {"length": 1}),
        # a degree before the size word keeps its direction; bare, it is as wanted
        ("I'm 5'9\" and it was a bit short, but not too short.", {"length": -1}),
        ("It's short but not too short.", {"length": 0}),
        # a piece under or inside the item: its fit is not the item's
        ("The slip underneath fits perfect on me.", {}),
        ("The embroidered slip is tts and quite the cherry on top.", {}),
        ("The dress fits perfect, the slip is a bit long.", {"overall": 0, "length": 1}),
        ("The slip is a little snug across the chest.", {"chest": -1}),
        # a style word compared with what was wanted is judged; "roomie" typed for roomy
        ("It ran short and boxier than I would have liked.", {"overall": 1, "length": -1}),
        ("It's boxy, as in the picture.", {}),
        ("The medium is still roomie on me.", {"overall": 1}),
        # the elbows are the sleeves
        ("The small is too tight in the elbows.", {"sleeves": -1}),
        # stretched loose in wear, not the fabric at a seam
        ("They bagged out with just one wear.", {"overall": 1}),
        ("The fabric is bagging out a little around the zipper.", {}),
    ],
)
def test_fit_words(text, expected):
    assert directions(text, language="en") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I wear a 25 sometimes 26 and I grabbed an xs.", {"usual_size": "25", "size_worn": "XS"}),
        ("I picked up a medium at the store.", {"size_worn": "M"}),
        ("I'm sending back a m for a l.", {"size_worn": "L"}),
        ("I stayed true to my usual size (4) and it fits.", {"usual_size": "4", "size_worn": "4"}),
    ],
)
def test_more_words_for_the_size_taken(text, expected):
    assert sizes(text) == expected


def test_a_height_only_wished_for_is_not_the_wearers():
    assert values("If only I was 5'10\". I'm 5'5\" and curvy.", "en")["height"] == 165.1


def test_a_weight_after_a_comma_typed_with_a_space_before_it():
    assert values("I'm 5'1 ,103 pounds and bought the 00.", "en")["weight"] == 46.7
    assert "weight" not in values("It weighs 1,103 pounds.", "en")


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        ("I had to keep the 8 - which is what I usually wear.", "8"),
        ("I love the fit of the small.", "S"),
        ("I'm 5'7\" and the length is perfect in a medium.", "M"),
    ],
)
def test_the_size_kept_or_praised(text, worn):
    assert sizes(text)["size_worn"] == worn


def test_a_size_word_before_a_noun_is_no_size_praised():
    assert "size_worn" not in sizes("The color is great in a small room.")


def test_a_habit_told_first_is_not_this_item():
    text = "The sleeves are super long but I'm happy! Usually, they are much too short."
    assert directions(text, language="en") == {"sleeves": 1}
