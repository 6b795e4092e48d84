"""fit-text-27 (issue 12), reviews without fit content that got a signal (fitnofit2): words of
fit used for a shape or a style. Made-up examples, each family once, with a near-miss that
keeps its signal. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # a sack of potatoes is a shapeless look, not a size (fit-labels.md: a signal only
        # where the text clearly states it)
        ("en", "Pretty print, but on me it looked like a sack of potatoes.", {}),
        ("en", "I want dresses that don't make me look like a sack of potatoes.", {}),
        # near-misses: a sack (or a potato sack) worn is too big as a whole
        ("en", "I ordered the XS and it still looked like a sack.", {"overall": 1}),
        ("en", "Even in the small it hung like a potato sack.", {"overall": 1}),
    ]
)
def test_a_sack_of_potatoes_is_a_shape(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the ease of a casual cut is a style word (fit-labels.md: "relaxed fit" alone is no
        # signal)
        ("en", "It is a really casual and loose fit, perfect for the weekend.", {}),
        ("en", "Very soft and comfortably loose, my new lounge favourite.", {}),
        ("en", "The cotton is thin, the fit is loose and relaxed.", {}),
        # near-misses: looseness judged, or measured against the size worn
        ("en", "The medium is way too loose on me, sending it back.", {"overall": 1}),
        ("en", "Comfortable, but loose in the waist even in my usual size.", {"waist": 1}),
    ]
)
def test_loose_as_the_ease_of_the_cut(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the cut described, close above and full below: "fitted" is a style word
        # (fit-labels.md), no verdict that the part fits
        ("en", "Love the print, it is fitted on the top and flowy on the skirt.", {}),
        ("en", "Nice coat, fitted at the waist with lots of fullness below.", {}),
        ("en", "A sweet blouse, fitted in the bodice and drapes loosely over the hips.", {}),
        # near-misses: the part said to fit, and the part fitted with no fullness below
        ("en", "It fits perfectly at the waist and flares out below.", {"waist": 0}),
        ("en", "It's fitted at the waist and the length is perfect.", {"waist": 0, "length": 0}),
    ]
)
def test_fitted_above_full_below_is_the_cut(language, text, expected):
    assert labels(text, language) == expected
