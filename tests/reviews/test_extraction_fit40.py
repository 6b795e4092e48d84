"""fit-text-40: forms three fresh sets of real reviews used that the extractor read unlike a
form that means the same (fit-labels.md, Signals: "fits perfectly" is `overall` 0, "had to
hem" is `length` +1, "roomy" is +1, a rise wished higher is `rise` -1, "like on the model" is
`length` 0; conditional advice and a denied verdict set nothing). Every sentence is made up.
Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction import directions

# --- "dead on" for spot on


@pytest.mark.parametrize(
    "text",
    [
        "The fabric, embroidery and sizing are dead on.",
        "The sizing is dead-on.",
        "The fit is dead on.",
    ],
)
def test_dead_on_is_spot_on(text):
    assert directions(text, language="en") == {"overall": 0}


def test_dead_on_arrival_is_no_fit():
    assert directions("The package was dead on arrival.", language="en") == {}


# --- a hem the reviewer means to make, and "shorter" after a hem


@pytest.mark.parametrize(
    "text",
    [
        "I will hem it a little shorter.",
        "I'll hem them.",
        "I'm going to hem it a few inches shorter.",
        "We'll shorten them.",
        "Had to hem it a little shorter.",
        "I had to hem the pants a bit shorter.",
    ],
)
def test_a_hem_made_or_meant_is_length_plus(text):
    assert directions(text) == {"length": 1}


# --- a whole-garment verdict after the part named "as on the model"


@pytest.mark.parametrize(
    "text",
    [
        "It fits as pictured on the model so it's true to size.",
        "It looks just as pictured on the model and it's true to size.",
    ],
)
def test_true_to_size_after_as_on_the_model_is_overall(text):
    assert directions(text) == {"overall": 0}


def test_the_part_said_again_after_as_on_the_model_keeps_the_part():
    assert directions("The sleeves are as pictured on the model and they're long.") == {
        "sleeves": 1
    }


# --- room the size was taken to make is not room found


@pytest.mark.parametrize(
    "text",
    [
        "Sized up to make some room for the girls.",
        "I sized up to give me more room.",
        "I sized up to have some room.",
    ],
)
def test_room_made_by_sizing_up_is_no_looseness(text):
    assert directions(text) == {"overall": -1}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("There's room in the hips.", {"hips": 1}),
        ("It has some room in the waist.", {"waist": 1}),
        ("Plenty of room in the bust.", {"bust": 1}),
    ],
)
def test_room_found_is_still_looseness(text, expected):
    assert directions(text) == expected


# --- a verdict denied with "to run", "to be", "to fit"


@pytest.mark.parametrize(
    "text",
    [
        "I didn't find it to run small.",
        "I didn't find it to be small.",
        "I didn't find them to fit large.",
    ],
)
def test_a_denied_verdict_with_to_run_is_no_direction(text):
    assert directions(text) == {"overall": 0}


def test_a_verdict_found_with_to_run_keeps_its_direction():
    assert directions("I found it to run small.") == {"overall": -1}


# --- the top not filled out


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I have a b cup and didn't quite fill out the top.", {"bust": 1}),
        ("I didn't fill out the cups.", {"bust": 1}),
        ("She couldn't fill out the bodice.", {"bust": 1}),
        ("My small chest didn't fill out the darting in the chest.", {"chest": 1}),
    ],
)
def test_the_top_not_filled_out_is_room_there(text, expected):
    assert directions(text) == expected


def test_the_top_filled_out_is_no_signal():
    assert directions("It fills out the top nicely.") == {}


# --- the length judged by where it falls, or like the model's


@pytest.mark.parametrize(
    "text",
    [
        "It hit at a flattering spot, a little below the hip.",
        "The hem hits at a nice spot.",
        "It falls at a great place on my leg.",
        "The length looks like the model on me.",
        "The length is like on the model.",
        "The length was just like it is on the model.",
    ],
)
def test_a_good_spot_or_the_models_length_is_length_0(text):
    assert directions(text) == {"length": 0}


# --- the bust named as the breastline


def test_the_breastline_is_the_bust():
    assert directions("Cute but the breastline is too tight.") == {"bust": -1}


# --- the rise wished higher or lower on the garment named


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I wish the rise on these was a little higher.", {"rise": -1}),
        ("I wish the rise on these jeans were a bit lower.", {"rise": 1}),
        ("I wish the rise was higher.", {"rise": -1}),
    ],
)
def test_the_rise_wished_on_the_garment_named(text, expected):
    assert directions(text) == expected
