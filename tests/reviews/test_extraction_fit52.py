"""fit-text-52: near forms of verdicts the extractor already reads. A reason given as a fact
inside a condition; comparisons with the photos past a side or a measured range; "on the large
side" as sure a verdict as "runs large"; an idiom said of a size named is about the whole;
trousers falling down for want of a waistband are loose at the waist; clinging to the hips;
a length praised in a list of things that are no part; a long sleeve named as the exception.
Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction import directions


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a reason stated as a fact inside a condition or a regret
        (
            "I wish I had checked if it came in petite since the length is a little long.",
            {"length": 1},
        ),
        # hedged again inside the reason: nothing
        ("If you are tall you might like it because the waist might hit you higher.", {}),
        # compared with the photos past a side
        ("It is longer at the front than shown in the photograph.", {"length": 1}),
        ("It was a lot shorter in the front than led to believe from the photo.", {"length": -1}),
        # a high-low hem compared with its other side stays the cut
        ("It is shorter in the front than in the back.", {}),
        # a fragment compared with the model
        ("Not flattering on, much longer than on the model.", {"length": 1}),
        # a measured range before the comparative
        (
            "It fits true to size but is 2-3 inches shorter than the picture.",
            {"overall": 0, "length": -1},
        ),
        ("The skirt was two or three inches longer than I expected.", {"length": 1}),
        # a degree word of surprise before the verdict
        ("The sleeves are oddly extra long.", {"sleeves": 1}),
    ],
)
def test_near_forms_of_a_stated_verdict(text, expected):
    assert directions(text, language="en") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "on the large side" stays beside a part's verdict of the same direction
        (
            "It is on the large side. It is also longer than on the model.",
            {"overall": 1, "length": 1},
        ),
        ("It runs on the small side, and the arms are tight.", {"overall": -1, "sleeves": -1}),
        # said of a part, it is that part's
        ("The sleeves are a bit on the slim side.", {"sleeves": -1}),
        # an idiom said of a size named is about the whole item
        ("The XL fits with room to spare, and the sleeves are long.", {"overall": 1, "sleeves": 1}),
        # an idiom with no size named still gives way to the part's verdict
        ("There was just too much fabric, the hips were huge.", {"hips": 1}),
    ],
)
def test_whole_item_verdicts_beside_a_part(text, expected):
    assert directions(text, language="en") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the waistband named as why they come down: the waist is loose
        (
            "There is no elastic in the waistband, so they are constantly falling down.",
            {"waist": 1},
        ),
        ("The waist is too big and they slide down, I'm constantly pulling them up.", {"waist": 1}),
        ("The waist stretched out and they were falling down as I walked.", {"waist": 1}),
        # the rise named, or nothing named: the rise is low, as before
        ("The rise is lower than described, I had to keep pulling them up.", {"rise": -1}),
        ("Comfy joggers, but I'm always pulling them up.", {"rise": -1}),
        # a waist that fits is no cause
        (
            "The waist was perfect, but after an hour they started slipping down.",
            {"waist": 0, "rise": -1},
        ),
    ],
)
def test_trousers_that_come_down(text, expected):
    assert directions(text, language="en") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It is quite clingy around the hips, so beware.", {"hips": -1}),
        ("It clung to my butt and didn't hang straight.", {"hips": -1}),
        ("It was somewhat clingy in the hip area.", {"hips": -1}),
        # not negated, not the stomach
        ("It doesn't cling to my hips at all.", {}),
        ("The fabric clung to my stomach.", {}),
    ],
)
def test_clinging_to_the_hips_is_tight_there(text, expected):
    assert directions(text, language="en") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Quality, length, size, design are all perfect!", {"overall": 0, "length": 0}),
        ("The length and size is spot on.", {"overall": 0, "length": 0}),
        ("The length and color are perfect.", {"length": 0}),
        # "fit" after the part is a verb there: the bottom is no neutral part
        ("Stretchy in the bottom and fit well in the top.", {"bust": 0}),
        # praise of other things only
        ("The color and quality are perfect.", {}),
    ],
)
def test_a_length_praised_in_a_list(text, expected):
    assert directions(text, language="en") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The large was true to size for me aside from the very long sleeves.",
            {"overall": 0, "sleeves": 1},
        ),
        ("It fits well other than the really long sleeves.", {"overall": 0, "sleeves": 1}),
        # with no degree the sleeves' cut is named, a style (fit-text-37)
        ("It fits great except for the long sleeves.", {"overall": 0}),
        # the body given as the cause is no verdict on the garment
        ("The knit flares out, maybe because of my large chest.", {}),
        # a long-sleeved style liked is no verdict
        ("I love the long sleeves and the print.", {}),
    ],
)
def test_long_or_short_sleeves_named_as_the_exception(text, expected):
    assert directions(text, language="en") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "far from" denies as "not" does
        ("I know it's flowy, but on me, it's far from tent-like.", {}),
        ("It's far from tight.", {"overall": 0}),
        ("It's far from being too big, it fits well.", {"overall": 0}),
        # a distance, or "far from" before something else, denies nothing after it
        ("It stands far from the body and is too big.", {"overall": 1}),
        ("It was far from the size I ordered, way too small.", {"overall": -1}),
    ],
)
def test_far_from_denies_a_verdict(text, expected):
    assert directions(text, language="en") == expected
