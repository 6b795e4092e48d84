"""fit-text-29 (issue 12), consistency of `length` verdicts (lenv): a length verdict said in
another natural form reads like its base phrasing, or as fit-labels.md says. Made-up examples:
each family's base and its variants, with the neighbours that must keep their own reading.
Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # base: a verdict that names the length after it is the length's, not overall
        ("en", "The skirt fits perfectly in the length.", {"length": 0}),
        ("en", "The blazer fits well in the waist.", {"waist": 0}),
        # the length without an article, with "for", or "-wise"
        ("en", "The skirt fits perfectly in length.", {"length": 0}),
        ("en", "The small fit me perfect for length.", {"length": 0}),
        ("en", "These trousers fit great for the length.", {"length": 0}),
        ("en", "The tunic fits perfectly lengthwise.", {"length": 0}),
        ("en", "The coat fit me just fine length-wise.", {"length": 0}),
        # a verdict ending in a noun: like the model, in length
        ("en", "The regular fit me like the model in length.", {"length": 0}),
        ("en", "It fits just like on the model in length.", {"length": 0}),
    ]
)
def test_a_verdict_that_names_the_length_after_it(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # must not move: a verdict without the length stays overall; a size chosen for the
        # length is a step, not a verdict; "cropped in length" is the style said again
        ("en", "The skirt fits perfectly.", {"overall": 0}),
        ("en", "It fits like the model.", {"overall": 0}),
        ("en", "I went with the medium for length.", {}),
        ("en", "This sweater is definitely cropped in length, which I like.", {}),
        ("en", "This sweater is definitely cropped in the length.", {}),
        ("en", "The top is way too cropped in length for me.", {"length": -1}),
    ]
)
def test_a_verdict_that_names_the_length_after_it_must_not_fire(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # base: the length liked in a list, last or before ", and"
        ("en", "Love the print, the drape and the length.", {"length": 0}),
        ("en", "I love the colour, length, and cut.", {"length": 0}),
        # the length before the last item without a comma, or before an aside
        ("en", "I love the pattern, length and feel of it.", {"length": 0}),
        ("en", "Loved the buttons, length & pockets.", {"length": 0}),
        ("en", "Really like the fabric, weight, length (I am 5'6) and so on.", {"length": 0}),
    ]
)
def test_the_length_liked_inside_a_list(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # must not fire: a length not liked, or not the garment's
        ("en", "I hate the colour, length and cut.", {}),
        ("en", "Love the colour, the neckline and the pockets.", {}),
    ]
)
def test_the_length_liked_inside_a_list_must_not_fire(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # base: a hem is the length too long (fit-labels.md: "had to hem" +1)
        ("en", "I had to get the skirt hemmed.", {"length": 1}),
        ("en", "I had to have the length shortened.", {"length": 1}),
        # the length altered or tailored
        ("en", "I had it altered in length by an inch and now it is great.", {"length": 1}),
        ("en", "I will have to have the length tailored.", {"length": 1}),
        ("en", "I'll have to get the length and the slit altered.", {"length": 1}),
        ("en", "I need to alter the length before I wear it.", {"length": 1}),
        # not needed: the length that fits
        ("en", "I didn't have to have it altered in the length.", {"length": 0}),
    ]
)
def test_the_length_altered(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # must not fire as the length: another part altered, or an alteration not of the length
        ("en", "I had to alter the length of the sleeves.", {"sleeves": 1}),
        ("en", "I had it tailored in the waist.", {}),
        ("en", "I had to have it altered.", {}),
    ]
)
def test_the_length_altered_must_not_fire(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # base: a wish for more length is the length too short (a wish for less, too long)
        ("en", "It would be perfect if it were a little longer.", {"length": -1}),
        ("en", "I would have liked it a bit longer.", {"length": -1}),
        # said with "look" or a degree, or "could stand"
        ("en", "The top would look better if it was longer.", {"length": -1}),
        ("en", "It would be nicer if it was longer.", {"length": -1}),
        ("en", "It would look so much better if it had been two inches longer.", {"length": -1}),
        ("en", "It would have looked better if it was shorter.", {"length": 1}),
        ("en", "I could stand for them to be about an inch longer.", {"length": -1}),
        ("en", "The skirt could stand to be an inch shorter.", {"length": 1}),
        ("en", "I could stand for the sleeves to be longer.", {"sleeves": -1}),
    ]
)
def test_a_wished_length_said_as_what_would_be_better(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # must not fire: a trim wished longer, or nothing of the length
        ("en", "The zipper would look better if it was longer.", {}),
        ("en", "It would look better with a belt.", {}),
        ("en", "It would be better if it was cheaper.", {}),
    ]
)
def test_a_wished_length_said_as_what_would_be_better_must_not_fire(language, text, expected):
    assert labels(text, language) == expected
