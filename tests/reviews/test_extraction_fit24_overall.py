"""fit-text-24 `overall` families (fitovr2): made-up sentences, one or more per rule, written
from the `overall` errors of the official TUNE real cases and our real labelled samples
(English only: the phrasings are English ones). Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # a region of a top named with a preposition is its bust, not the whole top
        ("en", "This blouse runs a little small across the top.", {"bust": -1}),
        ("en", "Cute tee, but the fit at the top is snug.", {"bust": -1}),
        # ("otherwise lovely" beside it: the rest fits, fit-text-42)
        (
            "en",
            "The sweater is quite loose through the top, otherwise lovely.",
            {"bust": 1, "overall": 0},
        ),
        # of a dress as before
        ("en", "The dress is tight at the top.", {"bust": -1}),
        # of trousers the top is the waistband
        ("en", "These trousers are a bit tight at the top.", {"waist": -1}),
        # the top of a top is still the garment itself
        ("en", "This tunic is pretty. The top is too big on me.", {"overall": 1}),
        # a cut's shape, no part: "fitted at the top, flowing below"
        ("en", "Nice top, fitted at the top and flowing below.", {}),
    ]
)
def test_the_top_as_a_region_is_the_bust(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the bottom of a top is its lower edge: no dimension, not the whole top
        (
            "en",
            "I love this blouse and the size fits well. The bottom is a bit too wide.",
            {"overall": 0},
        ),
        ("en", "Sweet tunic. The bottom was way too roomy for me.", {}),
        # a length there is the length, like a hem's
        ("en", "Nice shirt, but the bottom is a little too short.", {"length": -1}),
        # the bottom of a dress is its hips
        (
            "en",
            "This dress is pretty: the bottom fits well but the top is big.",
            {"bust": 1, "hips": 0},
        ),
        # parts named after it are still no dimension
        ("en", "Lovely top. The bottom part is far too billowy.", {}),
    ]
)
def test_the_bottom_of_a_top_is_no_dimension(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a usual size's scope is no habit hedge over the verdict that follows it
        (
            "en",
            "I wear a medium in most retailer tops and this one fits perfectly.",
            {"overall": 0},
        ),
        ("en", "I'm a size 8 in most dresses and this fit just right.", {"overall": 0}),
        # the habit itself still hedges
        ("en", "Most retailer tops run small on me.", {}),
        ("en", "Many of my dresses are tight in the bust, this one is not.", {}),
    ]
)
def test_a_usual_size_in_most_garments_is_no_hedge(language, text, expected):
    assert labels(text, language) == expected
