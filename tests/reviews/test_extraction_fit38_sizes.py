"""fit-text-38: sizes and measurements read one way in one form and another way in a form that
means the same (fit-labels.md, Measurements: "size_worn is the size of this product the
reviewer wore or kept (after an exchange, the size kept)", "garment measurements are not the
wearer's"). Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction import directions
from tests.reviews.test_extraction_fit18_sizes import measured

# --- a clause of advice before a new clause with its own subject does not govern it


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Would recommend, I'm usually a medium and the small fits perfectly.",
            {"usual_size": "M", "size_worn": "S"},
        ),
        ("Highly recommend - the small fits perfectly.", {"size_worn": "S"}),
        ("Would buy again, I got the medium and it fits.", {"size_worn": "M"}),
    ],
)
def test_sizes_after_a_clause_of_advice_are_facts(text, expected):
    assert measured(text) == expected


def test_a_size_under_advice_is_no_fact():
    assert "size_worn" not in measured("I would recommend sizing down to the small.")


# --- the size got for one sent back is the size kept


@pytest.mark.parametrize(
    ("text", "worn", "overall"),
    [
        ("I ordered my usual small, sent it back for a medium.", "M", -1),
        ("Returned M for S.", "S", 1),
        ("Swapped M for S.", "S", 1),
        ("I switched from the medium to the small.", "S", 1),
        ("Had to return the medium and get a small.", "S", 1),
    ],
)
def test_the_size_got_in_an_exchange_is_the_size_kept(text, worn, overall):
    assert measured(text)["size_worn"] == worn
    assert directions(text)["overall"] == overall


def test_a_refund_is_no_size():
    assert measured("I returned it for a refund.") == {}


# --- the model's size, a garment's measure, a size left, an age


@pytest.mark.parametrize(
    "text",
    [
        "The model is 5'10\" wearing size S.",
        "The woman in the photo is wearing a medium.",
        "The pants have a 32 inch inseam.",
        'These have a 30" inseam.',
        'Inseam is 28" on the petite.',
        "I'm 40 something and love it.",
    ],
)
def test_other_peoples_sizes_garment_measures_and_ages_are_not_the_wearers(text):
    assert measured(text) == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I have a 29 inch inseam.", {"inseam": 73.7}),
        ("I'm 60+ and 5'4.", {"height": 162.6}),
        ("Ordered a size up from my usual M.", {"usual_size": "M"}),
        ("Went up two sizes from my usual small.", {"usual_size": "S"}),
    ],
)
def test_the_wearers_own_measures_and_usual_size_stay(text, expected):
    assert measured(text) == expected


# --- plus sizes in their own order


@pytest.mark.parametrize(
    ("text", "overall"),
    [
        ("I'm usually a 2X but the 1X fits.", 1),
        ("I'm usually a 3X and the 2X fits.", 1),
        ("Usually a 1X but needed the 2X.", -1),
    ],
)
def test_plus_sizes_compare_in_order(text, overall):
    assert directions(text)["overall"] == overall


@pytest.mark.parametrize(
    "text", ["Medium is my usual but I got the L.", "Medium is my usual but I got a large."]
)
def test_the_usual_size_said_with_a_copula_is_not_the_size_worn(text):
    assert measured(text) == {"usual_size": "M", "size_worn": "L"}
    assert directions(text)["overall"] == -1


def test_a_usual_size_after_advice_and_a_comma_is_a_fact():
    text = "I would size up, usually a M, ordered a L."
    assert measured(text) == {"usual_size": "M", "size_worn": "L"}
    assert directions(text)["overall"] == -1


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        ("I'd order a small, ordered the medium and it's huge.", "M"),
        ("So I figured I'd be safe sizing down to a 30. Wrong.", "30"),
        ("I'd ordered the small before and it fit.", "S"),
    ],
)
def test_a_size_said_with_id_is_advice_unless_it_was_done(text, worn):
    assert measured(text)["size_worn"] == worn
