"""fit-text-40: forms three fresh sets of real reviews used that the extractor read unlike a
form that means the same (fit-labels.md, Signals: "fits perfectly" is `overall` 0, "had to
hem" is `length` +1, "roomy" is +1, a rise wished higher is `rise` -1, "like on the model" is
`length` 0; conditional advice and a denied verdict set nothing). Every sentence is made up.
Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction import directions
from tests.reviews.test_extraction_fit18_sizes import measured

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


# --- this item named after another garment's hedge


def test_this_item_named_after_other_items_is_its_own_statement():
    text = "Although I wear a large in other items, this item was too small."
    assert directions(text) == {"overall": -1}


@pytest.mark.parametrize(
    "text",
    ["My other dresses from this brand run small.", "Other reviewers said this dress runs small."],
)
def test_other_garments_or_other_reviewers_stay_hedged(text):
    assert directions(text) == {}


# --- a pronoun after the adjective starts a new clause, not a noun phrase


@pytest.mark.parametrize(
    "text",
    [
        "It is a little bit big i'm hoping the extra room keeps it cool.",
        "It's way too big it's like a tent.",
    ],
)
def test_an_adjective_before_a_pronoun_is_predicative(text):
    assert directions(text) == {"overall": 1}


# --- a hem the length does not call for


def test_not_enough_to_have_them_taken_up_is_no_hem():
    text = "The shoulders are a smidge big but not enough for me to have them taken up."
    assert directions(text) == {"shoulders": 1}


def test_long_enough_to_have_to_hem_is_still_a_hem():
    assert directions("It's long enough to have to hem it.") == {"length": 1}


# --- no problems with a part, with "didn't have any" too


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I had no issues with the bust (i'm 38c).", {"bust": 0}),
        ("Never had any issues with the shoulders.", {"shoulders": 0}),
        ("I didn't have any problems with the length.", {"length": 0}),
        ("I haven't had any issues with the fit.", {"overall": 0}),
    ],
)
def test_no_problems_with_a_part_is_that_part_fitting(text, expected):
    assert directions(text) == expected


def test_no_issues_with_the_part_being_small_keeps_the_complaint():
    assert directions("I had no issues with the bust being too small.") == {"bust": -1}


# --- a result clause after "so perfect", where it hits after a hope


def test_so_perfect_that_is_still_the_part_fitting():
    assert directions("The length is so perfect that it doesn't overwhelm you.") == {"length": 0}


def test_where_it_hits_after_a_future_is_a_statement_of_its_own():
    text = "This will be a perfect dress for me, the cuts hit at just the right spot!"
    assert directions(text) == {"length": 0}


def test_where_it_hits_under_a_reader_condition_stays_conditional():
    assert directions("If you are tall, the hem hits too high.") == {}


# --- the right fit to aim for is no fit found


@pytest.mark.parametrize(
    "text", ["You need to get the right fit for the bust.", "It is hard to get the right fit."]
)
def test_a_fit_to_aim_for_is_no_verdict(text):
    assert directions(text) == {}


def test_the_right_fit_got_is_overall_0():
    assert directions("I got the right fit.") == {"overall": 0}


# --- "a la medida", "sur mesure": the part fitting


@pytest.mark.parametrize(
    ("text", "language"),
    [("Las mangas a la medida.", "es"), ("Les manches sur mesure.", "fr")],
)
def test_made_to_measure_is_the_part_fitting(text, language):
    assert directions(text, language=language) == {"sleeves": 0}


def test_a_medida_que_is_no_fit():
    assert directions("Las mangas se estiran a medida que lo usas.", language="es") == {}


# --- heights typed with a dot or a comma and an inch mark


@pytest.mark.parametrize(
    ("text", "height"),
    [
        ('I have a short neck and am 5.3".', 160.0),
        ("I'm 5,4\" and even the xs hung low.", 162.6),
        ('I have long legs and am 5"4.', 162.6),
    ],
)
def test_a_height_with_a_dot_or_comma_and_an_inch_mark(text, height):
    assert measured(text)["height"] == height


def test_a_comma_between_sizes_is_still_no_height():
    assert "height" not in measured("I'm 4,6 and 8 in jeans.")


# --- third batch: a size word beside a length word "in length", a reason, a dislike


def test_a_size_word_beside_a_length_word_in_length_is_the_whole():
    assert directions("It was huge and also very short in length.") == {"overall": 1, "length": -1}


def test_a_size_word_said_of_the_length_alone_stays_the_length():
    assert directions("It was too big in length.") == {"length": 1}


def test_a_reason_after_a_preference_is_a_fact():
    assert directions("I prefer them rolled up because they are too long.") == {"length": 1}


def test_a_reason_inside_a_belief_stays_hedged():
    assert directions("I thought it would be too big because it looked wide.") == {}


def test_a_dislike_of_clothes_in_general_is_no_verdict():
    text = "I bought a medium because i hate things to be tight around my chest."
    assert directions(text) == {}


def test_hating_that_it_is_tight_is_a_complaint():
    assert directions("I hate that it's tight in the arms.") == {"sleeves": -1}


@pytest.mark.parametrize(
    "text",
    [
        "It fits almost perfectly.",
        "It fit pretty much perfectly in all the right areas.",
        "It fits like it was made just for me.",
    ],
)
def test_all_but_perfect_is_overall_0(text):
    assert directions(text) == {"overall": 0}


def test_not_near_as_long_as_the_photo_is_short():
    assert directions("The sleeves are not near as long as in the photo.") == {"sleeves": -1}


@pytest.mark.parametrize(
    "text",
    ["It is big but that seemed to be sort of the point.", "It's loose, but that's the point."],
)
def test_a_looseness_that_is_the_point_is_as_designed(text):
    assert directions(text) == {"overall": 0}


def test_the_point_where_is_no_design():
    assert directions("It is big and that's the point where I returned it.") == {"overall": 1}


# --- a height after "and am", a bra cup after a space


def test_a_height_after_and_am_is_the_reviewers():
    text = "I settled on an xxs petite and am just under 5'4\"."
    assert measured(text) == {"height": 162.6, "size_worn": "XXS petite"}


@pytest.mark.parametrize(
    "text", ["I'm a 34 dd, 5 ft 4 and the size 10 fit fine.", "I'm a 34 d and the 10 fit fine."]
)
def test_a_band_and_cup_with_a_space_is_no_usual_size(text):
    assert "usual_size" not in measured(text)
    assert measured(text)["size_worn"] == "10"


def test_because_written_b_c_after_a_size_is_no_cup():
    assert measured("I wear a 10 b/c it fits.") == {"usual_size": "10"}


def test_a_reason_after_other_garments_stays_theirs():
    text = "Many button down shirts bother me because they gape open at the bust area."
    assert directions(text) == {}


def test_a_reason_after_a_wish_is_a_fact():
    text = "I do wish it came in a petite length because it is a bit long for me."
    assert directions(text) == {"length": 1}


def test_a_band_and_cup_before_size_is_no_size():
    text = "I am a 32 dd and wear a clothing size 4. My sister is a 34 b size 4 clothing."
    assert "34" not in measured(text).values()
