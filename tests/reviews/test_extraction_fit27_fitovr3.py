"""fit-text-27 families of the ``overall`` dimension on real English reviews (fitovr3): misses
and false verdicts first seen on the sets released this round (``fit_extra_real_blind``,
``_blind2``, ``_15``, ``_16``) and kept only where they recur in the other readable sets.
Made-up examples, each family once, with a near-miss that must stay silent. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # the garment that would not go on at all is too small as a whole
        ("en", "Lovely print, but you can't get it on without a zip!", {"overall": -1}),
        ("en", "I'm slim and I struggle to get it on every time.", {"overall": -1}),
        ("en", "There is simply no way to put this thing on.", {"overall": -1}),
        # near-misses: easy to get on, waiting to wear it
        ("en", "It's easy to get it on and off.", {}),
        ("en", "I can't wait to get it on for the party.", {}),
    ]
)
def test_garment_that_would_not_go_on(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the size worn judged right in plain words is overall 0
        ("en", "I'm 5'6 and 150 lbs and the large was good for me.", {"overall": 0}),
        ("en", "The small (a store return) was good on me.", {"overall": 0}),
        ("en", "For reference the size medium was the correct size.", {"overall": 0}),
        # near-misses: the fabric of a size, the length of a size (that is the length:
        # fit-text-28, fitframe), a plain "fine"
        ("en", "The medium was good quality but I returned it.", {}),
        ("en", "The length of the petite was good for me.", {"length": 0}),
    ]
)
def test_size_judged_right_in_plain_words(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # "fits nice" and "well fitting" praise the fit as a whole
        ("en", "The dress fits nice and the colour is rich.", {"overall": 0}),
        ("en", "A warm, soft and well-fitting cardigan.", {"overall": 0}),
        ("en", "Great fitting trousers, I wear them weekly.", {"overall": 0}),
        # a part named with it takes it
        ("en", "The shoulder area fits nice.", {"shoulders": 0}),
        # near-misses: another garment well fitted, a liked looseness, negated
        ("en", "I wear it over well-fitted jeans.", {}),
        ("en", "This sweater is not well fitting at all.", {}),
    ]
)
def test_fits_nice_and_well_fitting(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a size changed for a look is no verdict on how the item runs
        ("en", 'I went one size up for a"boyfriend" look. Love the colour.', {}),
        ("en", "I did size down to achieve this look and I'm happy.", {}),
        ("en", "I ordered a size bigger thinking it would be extra slouchy.", {}),
        ("en", "Normally a small, I got the xs based on how roomy it looks on the model.", {}),
        # near-miss: a size changed because of the fit
        ("en", "I sized up because the small was too tight.", {"overall": -1}),
    ]
)
def test_size_changed_for_a_look(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a negated praise of the fit gives no verdict
        ("en", "Pretty colour but the fit was not good.", {}),
        ("en", "Did not like the way that it fit, so it went back.", {}),
        # near-misses: the praise itself
        ("en", "The fit was really good.", {"overall": 0}),
        ("en", "I liked the way that it fit.", {"overall": 0}),
    ]
)
def test_negated_fit_praise(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the reviewer denying what other reviews say: the verdict named does not hold
        (
            "en",
            "I disagree with the reviewers who say this runs small. I didn't find that.",
            {"overall": 0},
        ),
        ("en", "I don't agree with the previous review that it runs large.", {"overall": 0}),
        # a "true to size" denied is no verdict; the reviewer's own one counts
        (
            "en",
            "I must disagree with other reviewers about this being tts. The medium was huge.",
            {"overall": 1},
        ),
        # near-misses: agreeing is the reviewer's own verdict, others alone are hearsay
        ("en", "I agree with the other reviewers who say this runs small.", {"overall": -1}),
        ("en", "Other reviewers say this runs small.", {}),
    ]
)
def test_disagreeing_with_other_reviews(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a zip that does not even close is too small
        ("en", "Love the print but this one does not even zip up.", {"overall": -1}),
        ("en", "The zip does not catch properly, a flaw in the make.", {}),
    ]
)
def test_does_not_even_zip(language, text, expected):
    assert labels(text, language) == expected
