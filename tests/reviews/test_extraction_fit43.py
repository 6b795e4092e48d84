"""fit-text-43: a garment's measure against the one its description states
(``reviews/extraction/stated.py``). fit-labels.md: `inseam` only where the text names the
inseam, any other too long / too short is `length`; longer is +1, shorter -1. Every sentence
is made up. Pure tests."""

from __future__ import annotations

import pytest

from reviews.extraction.stated import compared_to_stated
from tests.reviews.test_extraction import directions


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('The inseam is advertised as 30", but they are more like 33".', {"inseam": 1}),
        ('The inseam is listed as 31" but it measures 29".', {"inseam": -1}),
        (
            'The website says the inseam is 27.5" which would be ideal. Sadly they are actually '
            '30" in the inseam.',
            {"inseam": 1},
        ),
        (
            "Careful if you want a short inseam: they are actually 30 in... not 26 in as in the "
            "description.",
            {"inseam": 1},
        ),
        ('The inseam is supposed to be 32 1/2" but they are closer to 30".', {"inseam": -1}),
    ],
)
def test_an_inseam_other_than_stated_is_inseam(text, expected):
    assert directions(text, language="en") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It says it's 28\" long, but it's actually just about 25\".", {"length": -1}),
        ("The length is listed as 36 inches; it really is about 39 inches.", {"length": 1}),
        ("The skirt is described as 60 cm long but measures 66 cm.", {"length": 1}),
    ],
)
def test_a_length_other_than_stated_is_length(text, expected):
    assert directions(text, language="en") == expected


@pytest.mark.parametrize(
    "text",
    [
        # a size on a tag is no measure (no unit of length)
        "The tag says it's a 14 but it's actually a 12.",
        # the figure as stated
        'The inseam is listed as 30" and it really is about 30".',
        # a condition
        'If the inseam is listed as 30" it would actually be 32" on me.',
        # no stated figure: the reviewer's own inseam
        'I have a 30" inseam and these are actually 32" long.',
        # no inseam or length named
        'The chart says the bust is 38" but it is actually 41".',
        # a height or a weight is no measure of the garment
        "It's listed as 36\" long and I'm actually 5'4\".",
        'The length is listed as 36" but I actually weigh 130 lbs.',
        # inches against centimetres
        'The inseam is listed as 76 cm but they are more like 31".',
    ],
)
def test_no_measure_against_the_description(text):
    assert compared_to_stated(text.lower(), text) == []


def test_english_only():
    text = 'The inseam is advertised as 30", but they are more like 33".'
    assert directions(text, language="de").get("inseam") is None
