"""fit-text-45: near forms of readings we had, from the errors of three new real English
mining sets (bench/data/fit_extra_real_55 ... _57). Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction import directions
from tests.reviews.test_extraction_measurement_phrasing import values


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the rise praised before its name, as "the rise is perfect"
        ("These jeans have good rise and a nice stretch.", {"rise": 0}),
        ("Awesome rise. Not too high, not too low.", {"rise": 0}),
        ("Great mid rise on these.", {"rise": 0}),
        # the fit called nice beside something else that is nice
        ("Fit was nice and the price is great.", {"overall": 0}),
        # the size bought named with its colour before the verdict
        ("I ordered a small in navy, and it was perfect.", {"overall": 0}),
        # a garment named before "size" in a size step
        ("I had to go up a dress size.", {"overall": -1}),
        ("Went down a pant size and they fit.", {"overall": 1}),
        # the article left out before "larger size"
        ("Reordered larger size because it was tight.", {"overall": -1}),
        # a size up taken to fit one part, the size named or a preposition before the part
        ("Had to go up to a 10 to fit my hips.", {"overall": -1, "hips": -1}),
        ("I had to size up just to fit in the chest area.", {"overall": -1, "chest": -1}),
        # the length in an exclamation
        ("I was surprised at how short it is.", {"length": -1}),
        ("Honestly shocked how long these were.", {"length": 1}),
    ],
)
def test_near_forms_read_like_the_forms_already_read(text, expected):
    assert directions(text, language="en") == expected


@pytest.mark.parametrize(
    "text",
    [
        # a counterfactual put first: no length said of this item
        "Had it been a little longer or a little shorter I would have kept it.",
        # an exception of the item's own in brackets
        "Rare in a cardigan (unless it is short all the way around) and well made.",
        # a length liked is no verdict that it is long
        "I like how long it is!",
        # nor a question of how long it is
        "I didn't look at how long the dress was before I ordered.",
        # a shrinking alone says nothing short (fit-labels.md: shrank and is now short)
        "Washed it once and it shrunk.",
        # "they" after the sleeves is as likely the sleeves as the garment
        "I hemmed up the sleeves, but I was shocked how long they were.",
        # a rise named as a style of another garment's
        "Not a great rise on the model though.",
    ],
)
def test_what_is_not_read(text):
    assert directions(text, language="en") == {}


def test_nice_and_loose_keeps_its_direction():
    assert directions("The fit is nice and loose.", language="en") == {"overall": 1}


def test_a_count_of_new_pairs_is_no_size():
    assert "size_worn" not in values("I have bought 3 new pairs and all of them pilled.", "en")


def test_the_models_height_is_not_the_wearers():
    assert "height" not in values("I forget that the models are almost 6 feet tall.", "en")
    height = values("The models are tall, I am 5'4\".", "en")["height"]
    assert height == pytest.approx(162.6, abs=0.1)


def test_a_shrinking_said_short_is_length():
    assert directions("It shrank in the wash and is now too short.", language="en") == {
        "length": -1
    }
    assert directions("It shrank and now shows my belly.", language="en") == {"length": -1}
