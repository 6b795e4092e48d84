"""fit-text-29 (issue 12), consistency of whole-item comparisons and figures of speech
(ovcmp): a judgement that the whole item is too big or too small, told as a comparison or a
figure of speech, reads like its base phrasing, or as fit-labels.md says. Made-up examples:
each family's base and its variants, with the neighbours that must keep their own reading.
Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # base
        ("en", "This blouse is looser than I expected.", {"overall": 1}),
        ("en", "The blouse is roomier than pictured.", {"overall": 1}),
        # a closer cut missed: "less fitted", "not as fitted"
        ("en", "Pretty blouse, a bit less fitted than I was expecting.", {"overall": 1}),
        ("en", "The blouse is not as fitted as it looks in the photo.", {"overall": 1}),
        ("en", "This tunic isn't as form fitting as I hoped.", {"overall": 1}),
        ("en", "Soft knit and not so form-fitting.", {"overall": 1}),
        # the part named takes it
        ("en", "The blouse is less fitted through the waist than I expected.", {"waist": 1}),
        # wished less fitted: too tight, like "wish it were looser"
        ("en", "I wish it were a little less fitted.", {"overall": -1}),
    ]
)
def test_less_fitted_than_expected(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # must not fire: a look chosen, or conditional advice
        ("en", "I went up a size for a less fitted look.", {}),
        ("en", "If you want a less fitted look, size up.", {}),
        # one colour against another, as "the black is looser than the navy"
        ("en", "The black is less fitted than the navy.", {}),
        ("en", "The black isn't as fitted as the navy.", {}),
        ("en", "The black is not as loose as the navy.", {}),
        ("en", "The black is looser than the navy.", {}),
    ]
)
def test_less_fitted_must_not_fire(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # base
        ("en", "I was swimming in the blouse.", {"overall": 1}),
        ("en", "Sadly I was drowning in it.", {"overall": 1}),
        # lost in it
        ("en", "I felt totally lost in the sweater.", {"overall": 1}),
        ("en", "I got lost in this coat.", {"overall": 1}),
        ("en", "Even in an xs I was lost in it.", {"overall": 1}),
        ("en", "I was lost in a size 8 and sent it back.", {"overall": 1}),
    ]
)
def test_lost_in_it(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # must not fire: lost in something else, or an idiom
        ("en", "The tie belt got lost in the wash.", {}),
        ("en", "My first order got lost in the mail.", {}),
        ("en", "The appeal of the print was lost on me.", {}),
    ]
)
def test_lost_in_it_must_not_fire(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # base
        ("en", "The dress looked like a tent on me.", {"overall": 1}),
        ("en", "It fit like a sack.", {"overall": 1}),
        # the muumuu, however spelt, as the tent
        ("en", "The dress fit like a muumuu.", {"overall": 1}),
        ("en", "On me it looked like a mu mu.", {"overall": 1}),
        ("en", "I felt like I was wearing a moo moo.", {"overall": 1}),
        ("en", "It turned out to be an oversized mumu on me.", {"overall": 1}),
    ]
)
def test_like_a_muumuu(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # must not fire: a style named, or a look avoided
        ("en", "It is a muumuu style dress, just as pictured.", {}),
        ("en", "The drape keeps it from looking like a muumuu.", {}),
    ]
)
def test_like_a_muumuu_must_not_fire(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # base
        ("en", "Not only was it huge, the colour was off.", {"overall": 1}),
        ("en", "Not only does it run small, it is scratchy.", {"overall": -1}),
        # "not only" before the verdict adds, it does not deny
        ("en", "The trousers were not only too big but also itchy.", {"overall": 1}),
        ("en", "This top not only fits great, it was on sale.", {"overall": 0}),
        ("en", "I was nervous. It not only fit, it looks great.", {"overall": 0}),
        ("en", "It wasn't only tight, it was itchy.", {"overall": -1}),
    ]
)
def test_not_only_adds(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a plain negation still denies
        ("en", "The trousers were not too big.", {"overall": 0}),
        ("en", "It is not tight at all.", {"overall": 0}),
    ]
)
def test_not_only_plain_negation_kept(language, text, expected):
    assert labels(text, language) == expected
