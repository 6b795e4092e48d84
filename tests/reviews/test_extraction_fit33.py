"""fit-text-33, English: a size taken on purpose, for what goes under it or a way of wearing
it, is no verdict on how the item runs (fit-labels.md: a label exists only where the text
clearly states it). Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from reviews.extraction import extract_fit
from tests.reviews.test_extraction_fit_labels import labels

# --- room for layers or a way of wearing it: "sized up for a looser look" was read as no
# verdict, "got the medium in case i wear a sweater underneath" was not


@pytest.mark.parametrize(
    "text",
    [
        "I'm usually a small but got the medium in case I wear a thick sweater underneath.",
        "Normally an xs, but I bought the s so I could wear sweaters under it.",
        "I ordered a size larger than I usually wear so that there's room for layering.",
        "I ordered a size smaller than I normally wear so that I can wear it off the shoulder.",
        "Usually a 6 but I took an 8 so I could layer it over a turtleneck.",
    ],
)
def test_a_size_taken_for_layers_or_a_way_of_wearing_it_is_no_verdict(text):
    assert "overall" not in labels(text, "en")


@pytest.mark.parametrize(
    "text",
    [
        "I usually wear xs but intentionally bought s.",
        "Normally a medium, I deliberately ordered the large.",
        "I'm a 4 and purposely went with the 6.",
    ],
)
def test_a_size_taken_on_purpose_is_no_verdict(text):
    assert "overall" not in labels(text, "en")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the purpose is the fit itself: still the usual-size rule
        ("I sized up so it wasn't so tight at the waist.", -1),
        ("Usually a small but got the medium so it would not be tight.", -1),
        # layers named in a verdict on the size kept, not as the reason it was taken
        ("I usually wear a medium and could not zip it over a sweater, so I sized up.", -1),
        ("Runs small. I'm usually a small and got the medium, it fits perfectly.", -1),
    ],
)
def test_a_size_changed_for_the_fit_keeps_its_verdict(text, expected):
    assert labels(text, "en").get("overall") == expected


# --- near forms of verdicts already read (fit-labels.md: "fits perfectly, fits great, fits
# well" are overall 0): the figures before "frame", content with how it fits, in love with the
# fit, another thing liked first, "just about right"


@pytest.mark.parametrize(
    "text",
    [
        "The medium fit my 5'6\", 130 lb frame perfectly.",
        "Fits my 5'2\" frame and curvy build perfectly!",
        "I'm so happy with how it fits me.",
        "Pleased with the way they fit.",
        "I'm in love with the fit!",
        "Love the fabric and the way it fits.",
        "The fit is just about right.",
    ],
)
def test_near_forms_of_a_good_fit_are_overall_0(text):
    assert labels(text, "en") == {"overall": 0}


@pytest.mark.parametrize(
    "text",
    [
        "Love the color and how it drapes.",
        "Not happy with how it looks on me.",
        "Love the fabric and how it looks.",
    ],
)
def test_what_is_no_fit_verdict_stays_none(text):
    assert labels(text, "en") == {}


# --- the usual size the reviewer needs, as the one they wear: "i normally wear an xl" was
# read, "i normally need an xl" was not (fit-labels.md: "usually M, the S fits" is +1)


def test_the_size_normally_needed_is_the_usual_size():
    assert labels("I normally need an xl, but in this top I got a large.", "en") == {"overall": 1}


def test_the_size_normally_needed_is_measured_as_the_usual_size():
    result = extract_fit(None, "I usually need a 12 but the 10 was fine.", "en")
    values = {v["dimension_code"]: v["raw_value"] for m in result.measurements for v in m["values"]}
    assert values == {"usual_size": "12", "size_worn": "10"}


# --- a cut closer or easier than expected: "more fitted than expected" and "looser than
# expected" were read, "slimmer than expected" and "more relaxed than expected" were not


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Fit is slimmer than expected, but still nice.", {"overall": -1}),
        ("It's a slimmer fit than I thought.", {"overall": -1}),
        ("The fit is more relaxed than I expected.", {"overall": 1}),
    ],
)
def test_a_cut_compared_with_what_was_expected(text, expected):
    assert labels(text, "en") == expected


def test_a_cut_compared_with_other_garments_is_no_verdict():
    assert labels("Slimmer than my other jeans from this brand.", "en") == {}


# --- a size step in the perfect: "i would've gone a size up" was read, "i would have gone
# down a size" was not (fit-labels.md: size down is +1)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I would have gone down a size in this dress.", 1),
        ("I should have gone down a size.", 1),
        ("I'd have gone up a size.", -1),
    ],
)
def test_a_size_step_the_reviewer_would_have_taken(text, expected):
    assert labels(text, "en") == {"overall": expected}


# --- what other reviewers feel is their opinion, as what they say: "other reviewers said it
# runs large" was no verdict, "some reviewers feel it runs large" was read as one


@pytest.mark.parametrize(
    "text",
    [
        "I understand why some reviewers feel the dress runs large.",
        "Some people felt it was too tight.",
    ],
)
def test_what_others_feel_is_no_verdict(text):
    assert labels(text, "en") == {}


def test_what_the_reviewer_feels_is_a_verdict():
    assert labels("I feel it runs small.", "en") == {"overall": -1}


# --- a reviewer's advice given by other reviewers is theirs: "other reviewers recommended
# sizing up" was no verdict, "the reviewer who advised sizing up" was read as one


def test_advice_other_reviewers_gave_is_no_verdict():
    assert labels("Thank you to the reviewer who advised sizing up.", "en") == {}


# --- length paired with a style or praise word names the style, as "long and flowy" did
# (fit-labels.md: style words alone are no signal); a degree on the length judges it


@pytest.mark.parametrize(
    "text",
    [
        "It's very comfy and long.",
        "Soft, long, and beautiful.",
        "It's short and flirty, perfect for a night out.",
        "Fun, short and swingy.",
    ],
)
def test_length_named_with_a_style_or_praise_word_is_no_verdict(text):
    assert labels(text, "en") == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It's a little long and comfy.", 1),
        ("It's way too short and flirty for work.", -1),
        ("Comfy, but long on me.", 1),
    ],
)
def test_length_judged_beside_a_style_word_keeps_its_verdict(text, expected):
    assert labels(text, "en") == {"length": expected}


# --- the item grown or shrunk by a size is a verdict on it, as "runs a size big" is; a size
# step taken by the reviewer stays a choice ("i ended up with a size larger": sized up)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("They stretch during the day and end up being a size larger.", 1),
        ("It stretched a full size bigger after one wear.", 1),
        ("They became a size smaller after washing.", -1),
        ("I ended up with a size larger.", -1),
        ("I ended up getting a size bigger.", -1),
    ],
)
def test_a_size_step_of_the_item_itself_or_of_the_reviewer(text, expected):
    assert labels(text, "en") == {"overall": expected}


# --- room where things are kept is no fit: "no room in the shoulders" is tight, "they take
# up no room in my suitcase" is packing


@pytest.mark.parametrize(
    "text",
    [
        "They take up no room in my suitcase.",
        "There's plenty of room in my closet for more colors.",
    ],
)
def test_room_in_a_suitcase_or_closet_is_no_fit(text):
    assert labels(text, "en") == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("There was no room in the shoulders.", {"shoulders": -1}),
        ("There's plenty of room in the hips.", {"hips": 1}),
    ],
)
def test_room_in_a_part_is_still_read(text, expected):
    assert labels(text, "en") == expected


# --- a comparative's degree between a part and its adjective: "the pockets are bigger" was
# said of the pockets, "the pockets are much bigger" was read as the whole item


@pytest.mark.parametrize(
    "text",
    [
        "The pockets are much bigger than they look.",
        "In person the arm ruffles are much larger and stick out.",
        "The buttons are far smaller than pictured.",
    ],
)
def test_a_part_that_is_no_fit_dimension_keeps_its_comparative(text):
    assert labels(text, "en") == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The sleeves are much longer than I expected.", {"sleeves": 1}),
        ("The hips are a lot bigger than on the model.", {"hips": 1}),
    ],
)
def test_a_fit_part_with_a_comparative_degree_is_that_part(text, expected):
    assert labels(text, "en") == expected
