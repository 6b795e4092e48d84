"""fit-text-39: forms fresh real reviews used that the extractor read unlike a form that means
the same (fit-labels.md, Signals: "fits perfectly, fits great, fits well" is `overall` 0, "a
comparison with the usual size" is `overall`; Measurements: `usual_size` is the size normally
worn). Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction import directions
from tests.reviews.test_extraction_fit18_sizes import measured

# --- the fit of the garment named, praised


@pytest.mark.parametrize(
    "text",
    [
        "The fit on these jeans is amazing.",
        "The fit of this dress is perfect.",
        "The fit of these pants was great for me.",
    ],
)
def test_the_fit_of_the_garment_named_praised_is_overall_0(text):
    assert directions(text) == {"overall": 0}


def test_the_fit_of_the_garment_named_denied_is_no_verdict():
    assert directions("The fit of this dress is not great.") == {}


# --- the fit or the length inside a list judged together


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The size, color and design are all perfect.", {"overall": 0}),
        ("Quality, size, design are all perfect!", {"overall": 0}),
        ("Quality, length, design are all perfect!", {"length": 0}),
        ("Color, length, and style are great.", {"length": 0}),
        ("The length and body fit were perfect.", {"overall": 0, "length": 0}),
    ],
)
def test_the_fit_or_the_length_inside_a_list_judged_together(text, expected):
    assert directions(text) == expected


def test_a_list_without_the_fit_or_the_length_is_no_signal():
    assert directions("The color, style and fabric are all perfect.") == {}


# --- falling or clinging in all the right places


@pytest.mark.parametrize(
    "text",
    [
        "It falls perfect in all the right places.",
        "It clings in all the right places.",
        "It hugs perfectly in all the right places.",
    ],
)
def test_in_all_the_right_places_is_overall_0(text):
    assert directions(text) == {"overall": 0}


def test_in_all_the_wrong_places_is_not_a_fit_that_fits():
    assert "overall" not in directions("The fabric falls in all the wrong places.")


# --- the usual size said in the conditional, and after the height


@pytest.mark.parametrize(
    "text",
    [
        "The M fit great. Normally I'd wear a large.",
        "The M fit great. I'd normally wear a large.",
    ],
)
def test_the_usual_size_said_with_id_is_compared(text):
    assert measured(text) == {"usual_size": "L", "size_worn": "M"}
    assert directions(text) == {"overall": 1}


def test_id_order_a_size_is_still_advice():
    assert "usual_size" not in measured("I'd order a small next time.")


def test_invariably_is_a_usual_size_adverb():
    assert measured("I almost invariably wear a size 6 in dresses.") == {"usual_size": "6"}


@pytest.mark.parametrize(
    ("text", "usual"),
    [
        ("I'm 5'6 and a m/l, the small petite fits best.", "M/L"),
        ("I'm 5 feet tall and a size 12.", "12"),
        ("I'm 5 ft 4 and a medium.", "M"),
        ("I am 5'8 and sz. 29.", "29"),
    ],
)
def test_a_size_after_the_height_and_a_is_the_usual_size(text, usual):
    assert measured(text)["usual_size"] == usual


@pytest.mark.parametrize(
    "text",
    [
        "I am 5'10\" and 57 with very long legs.",
        "I am 5'4\" and small-framed, the 0 fits.",
        "I am 5'3\" and a small b cup.",
    ],
)
def test_a_weight_a_frame_or_a_cup_after_the_height_is_no_usual_size(text):
    assert "usual_size" not in measured(text)


# --- heights


def test_a_comma_for_the_feet_mark_before_and_is_a_height():
    assert measured("I'm 5,7 and typically wear a medium.")["height"] == 170.2


def test_two_sizes_with_a_comma_are_no_height():
    assert "height" not in measured("I'm 4,6 and 8 in jeans.")


def test_a_height_of_a_group_in_advice_is_not_the_reviewers():
    text = "Reviews suggest that women 5'5\" and under should size down. I am 5'3\" and 101 pounds."
    assert measured(text)["height"] == 160.0


# --- the size got for the one returned


@pytest.mark.parametrize(
    "text",
    [
        "I ended up returning the medium to get the small.",
        "I returned the medium and got the small.",
    ],
)
def test_the_size_got_for_the_one_returned_is_worn(text):
    assert measured(text)["size_worn"] == "S"
    assert directions(text) == {"overall": 1}


# --- a size right for one part of the reviewer's is that part's


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The large was perfect for my bust.", {"bust": 0}),
        ("It was perfect for my hips.", {"hips": 0}),
        ("The medium was just right on my hips, but the waist gaped.", {"hips": 0, "waist": 1}),
    ],
)
def test_right_for_one_part_of_mine_is_that_part(text, expected):
    assert directions(text) == expected


def test_a_size_right_without_a_part_is_still_overall():
    assert directions("The large was perfect.") == {"overall": 0}


def test_the_sleeves_at_the_right_length_are_the_sleeves():
    assert directions("The sleeves are just at the right length.") == {"sleeves": 0}


# --- "the rest fits" with a size word after it is a verdict of its own


@pytest.mark.parametrize(
    "text",
    [
        "The rest of the top fits just a bit loose.",
        "The rest fits a little loose.",
        "Everything else fits a bit big.",
    ],
)
def test_the_rest_fitting_loose_is_overall_plus(text):
    assert directions(text) == {"overall": 1}


def test_the_rest_fits_beside_a_complaint_is_still_overall_0():
    assert directions("The sleeves are tight but the rest fits fine.") == {
        "overall": 0,
        "sleeves": -1,
    }


# --- how it makes the reviewer look, and the design on a part


@pytest.mark.parametrize(
    "text",
    [
        "It made me look much larger than I actually am.",
        "The design on the sleeves is also great.",
        "The embroidery on the sleeves is great.",
    ],
)
def test_a_look_or_a_design_is_no_signal(text):
    assert directions(text) == {}


# --- measurements with inch marks, and the usual size named after a size tried first


@pytest.mark.parametrize(
    "text",
    [
        'They get a little loose on my 33"-25"-37ish" frame.',
        'My measurements are 33"-25"-37".',
        "I am 33-25-37.",
    ],
)
def test_bust_waist_hips_with_or_without_inch_marks(text):
    got = measured(text)
    assert (got["bust"], got["waist"], got["hips"]) == (83.8, 63.5, 94.0)


def test_the_usual_size_in_brackets_after_a_size_tried_first():
    text = (
        "I tried a size 2 regular first (my normal dress size) but it was a little baggy, so the 0"
        " fit perfectly."
    )
    assert measured(text) == {"usual_size": "2 regular", "size_worn": "0"}
    assert directions(text) == {"overall": 1}


# --- fit words misspelt


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Loved the design and legnth.", {"length": 0}),
        ("The lenght is perfect.", {"length": 0}),
        ("The length was pefect.", {"length": 0}),
        ("The dress fits prefectly and the color is great.", {"overall": 0}),
    ],
)
def test_misspelt_fit_words_are_read(text, expected):
    assert directions(text) == expected


# --- "without being" denies both words of a pair


@pytest.mark.parametrize(
    "text", ["Without being too long or short.", "Without being too long or too short."]
)
def test_without_being_denies_both_words(text):
    assert directions(text) == {"length": 0}


# --- a reported verdict the reviewer disagrees with is denied


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Some stated they are too long even in petite but I disagree.", {"length": 0}),
        ("Reviewers said it runs small but I disagree.", {"overall": 0}),
        ("Some say it runs large, but I didn't find that.", {"overall": 0}),
        ("Other reviews say it's short but I didn't think so.", {"length": 0}),
    ],
)
def test_a_reported_verdict_disagreed_with_is_the_usual_fit(text, expected):
    assert directions(text) == expected


def test_a_reported_verdict_agreed_with_stays():
    assert directions("Others said it runs small and I agree.") == {"overall": -1}


def test_not_finding_another_thing_is_no_disagreement():
    text = "It runs tts and I didn't find this overly blousy myself."
    assert directions(text) == {"overall": 0}


# --- the whole item as the subject of a clause joined after a part's


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sleeves were a bit too long and the size was too big.", {"overall": 1, "sleeves": 1}),
        ("The sleeves were long and it was too big.", {"overall": 1, "sleeves": 1}),
    ],
)
def test_the_whole_as_a_new_subject_after_a_part_is_overall(text, expected):
    assert directions(text) == expected


def test_they_after_a_plural_part_is_still_the_part():
    assert directions("The sleeves look nice and they are too tight.") == {"sleeves": -1}
    # long and tight on one dimension cancel out: no label, and none moved to overall
    # (fit-text-51)
    assert directions("The sleeves are long and they are too tight.") == {}


# --- negation over a list of size words, and with more degree words


@pytest.mark.parametrize(
    "text",
    [
        "It isn't too low, too tight, too dressy or too casual.",
        "It isn't too low, too dressy, or too tight.",
        "These jeans fit snug but not confining.",
        "It doesn't fit quite so tightly.",
    ],
)
def test_a_denied_tightness_is_no_tight_verdict(text):
    assert directions(text).get("overall") == 0


def test_a_denial_does_not_reach_a_new_clause():
    assert directions("It's not too big, it's too small.") == {"overall": -1}


# --- the size wished for, with the item named between


@pytest.mark.parametrize(
    "text",
    [
        "I got it in a small and almost wish I had gotten it in an xsmall.",
        "I got a small, should have ordered it in an xs.",
    ],
)
def test_a_smaller_size_wished_for_is_overall_plus(text):
    assert directions(text) == {"overall": 1}


def test_a_colour_wished_for_is_no_size():
    assert directions("I got a small and wish I had gotten it in red.") == {}


# --- one-word size changes, struggles over a part, parts' lengths


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I could have downsized.", {"overall": 1}),
        ("I could easily have down sized to a medium.", {"overall": 1}),
        ("I struggled to get it over my shoulders.", {"shoulders": -1}),
        (
            "I had a bit of a struggle getting the outer dress over my shoulders.",
            {"shoulders": -1},
        ),
        ("The waist is not quite as fitted as I would like.", {"waist": 1}),
        ("Love the sleeve length.", {"sleeves": 0}),
        ("Length goes right to below my knees, which is perfect for me!", {"length": 0}),
    ],
)
def test_more_forms_read_like_their_near_forms(text, expected):
    assert directions(text, language="en") == expected


def test_a_comparative_between_the_verb_and_the_landmark_is_no_position_judged_right():
    assert directions("It sits much lower on my waist, which I like.") != {"rise": 0}


# --- a size tried too large, then the smaller one: "large" after "too" is no size


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The s was too large, so I ordered the xs instead.", {"overall": 1}),
        ("I tried the s and it was too large, so I ordered the xs.", {"overall": 1}),
        ("I tried the medium but it was too tight, so I got the large.", {"overall": -1}),
    ],
)
def test_a_size_given_up_for_its_fit(text, expected):
    assert directions(text, language="en") == expected
    assert measured(text)["size_worn"] in ("XS", "L")


# --- the fit and the length in one list, praise words after "fits"


@pytest.mark.parametrize(
    "text",
    [
        "Fit, length and design were perfect.",
        "The length, fit and color are great.",
        "The fit and length are both perfect.",
    ],
)
def test_the_fit_and_the_length_in_one_list_are_both(text):
    assert directions(text) == {"overall": 0, "length": 0}


@pytest.mark.parametrize("text", ["It's fits beautiful.", "Fits likes a glove."])
def test_praise_after_fits_typed_loosely(text):
    assert directions(text, language="en") == {"overall": 0}


def test_a_second_size_word_after_a_comma_and_is_still_in_context():
    assert directions("It was too big, and long.") == {"overall": 1, "length": 1}


@pytest.mark.parametrize(
    "text", ["They are just the right rise.", "Perfect rise.", "They are the perfect rise."]
)
def test_the_rise_called_right_is_rise_0(text):
    assert directions(text, language="en") == {"rise": 0}


def test_a_part_in_the_next_clause_with_its_own_subject_is_not_the_verdicts():
    text = "I couldn't get the size 2 zipped and it seemed to be rather narrow in the torso."
    assert directions(text, language="en") == {"overall": -1}


def test_the_usual_size_referred_back_to_as_fitting_is_worn():
    text = "I'm usually a small in retailer clothes and that size fits me very well."
    assert measured(text) == {"usual_size": "S", "size_worn": "S"}


def test_a_brand_after_the_usual_is_no_size():
    assert "usual_size" not in measured("It's the usual bailey 44 great quality.")


def test_the_usual_size_named_with_the_is_still_one():
    assert measured("The usual size 6 was perfect.")["usual_size"] == "6"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("If I could change one thing, it would be one inch longer.", {"length": -1}),
        ("If I could change anything, it would be to make it an inch longer.", {"length": -1}),
        ("This is one of the few button up shirts that actually fit!", {"overall": 0}),
        ("Finally a dress that fits!", {"overall": 0}),
    ],
)
def test_a_wished_change_and_the_rare_item_that_fits(text, expected):
    assert directions(text, language="en") == expected


@pytest.mark.parametrize(
    "text",
    [
        "If I could change one thing it would be the color.",
        "The xsp is the only one that fits.",
        "One of the few things that fit the bill.",
    ],
)
def test_no_size_change_wished_and_no_garment_named_is_no_verdict(text):
    assert directions(text, language="en") == {}
