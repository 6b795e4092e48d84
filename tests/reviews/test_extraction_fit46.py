"""fit-text-46: "should of" read as "should've", a length disliked, and German matching said
verb-final. Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from reviews.extraction import extract_fit
from tests.reviews.test_extraction import directions
from tests.reviews.test_extraction_fit18_en import sizes


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "of" typed for "'ve" reads as the form it stands for
        ("I should of sized up.", {"overall": -1}),
        ("Ordered the medium. Should of gotten the large.", {"overall": -1}),
        ("I would of kept it if the sleeves were shorter.", {"sleeves": 1}),
        ("I SHOULD OF SIZED DOWN.", {"overall": 1}),
    ],
)
def test_of_typed_for_have(text, expected):
    assert directions(text, language="en") == expected


@pytest.mark.parametrize(
    "text",
    [
        # "of course" and "of" before an article stay as they are
        "It could of course be worn loose or belted.",
        "Of the two I would of the blue one say it is prettier.",
    ],
)
def test_of_that_is_not_have(text):
    assert directions(text, language="en") == {}


def test_the_evidence_shows_the_form_read():
    (signal,) = extract_fit("", "I should of sized up.", "en").fit_signals
    assert signal["evidence"] == "I should've sized up"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I don't like how short it is in the back.", {"length": -1}),
        ("I did not like how long it was.", {"length": 1}),
        ("I hate how short this is.", {"length": -1}),
    ],
)
def test_a_length_disliked_is_a_verdict(text, expected):
    assert directions(text, language="en") == expected


def test_a_length_liked_is_still_no_verdict():
    assert directions("I really like how long it is.", language="en") == {}


@pytest.mark.parametrize(
    "text",
    [
        "Hab es zweimal bestellt, weil es so gut zu meiner grünen Hose passt.",
        "Ich nehme beide, weil sie zu allem passen.",
        "Gekauft, da es farblich zum Rock passt.",
    ],
)
def test_german_matching_verb_final_is_no_fit(text):
    assert directions(text, language="de") == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the fit said verb-final still reads, and "zu" as "too" is no matching
        ("Weil die Hose gut passt, behalte ich sie.", {"overall": 0}),
        ("Sie ist mir nicht zu eng und passt.", {"overall": 0}),
    ],
)
def test_german_fit_verb_final_still_reads(text, expected):
    assert directions(text, language="de") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the item named after "how"
        ("I need a tank under it due to how short this blouse is.", {"length": -1}),
        # a part named there takes the verdict
        ("I was shocked at how long the sleeves were.", {"sleeves": 1}),
    ],
)
def test_how_short_names_its_subject(text, expected):
    assert directions(text, language="en") == expected


def test_heels_after_the_garment_named_are_no_shoe():
    # a dress named before the heels worn with it: its length is the length, not a shoe's size
    text = "This dress runs long, but since I love high heels, it falls just right for me."
    assert directions(text, language="en") == {"length": 1}


def test_a_shoe_named_first_is_still_a_shoe():
    assert directions("These heels run long, size down.", language="en") == {"overall": 1}


def test_bought_in_my_usual_shop_size_of_a_size_is_worn_and_usual():
    assert sizes("I bought this tee in my usual retailer size of medium.") == {
        "usual_size": "M",
        "size_worn": "M",
    }
