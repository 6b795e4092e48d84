"""fit-text-29 (issue 12), consistency of `overall` 0 said without a size (ovneu): the fit
liked in a list of any length, and the garment called the best fitting, read like their base
phrasings ("love the color and fit", "a well fitting blazer"). Made-up examples: each family's
base and its variants, with the neighbours that must keep their own reading. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # base: the fit liked beside one other quality
        ("en", "I love the print and fit.", {"overall": 0}),
        ("en", "I love the print and the fit.", {"overall": 0}),
        # a longer list, with or without articles, ", and", "&", the fit not last
        ("en", "I love the print, weight and fit of this tunic.", {"overall": 0}),
        ("en", "Love the shade, the texture, and the fit.", {"overall": 0}),
        ("en", "Loved the print, the texture & the fit!", {"overall": 0}),
        ("en", "I love the shade, the fit, the buttons and the pockets.", {"overall": 0}),
        (
            "en",
            "I love everything about this blouse! the print, the shade, the fit!",
            {"overall": 0},
        ),
        (
            "en",
            "Love everything about these trousers - the shade, the fit, the buttons.",
            {"overall": 0},
        ),
        # the length in the list is the length's too, as in "perfect color, fit and length"
        ("en", "I love the print, length and fit.", {"overall": 0, "length": 0}),
        ("en", "I love the fit, length and print.", {"overall": 0, "length": 0}),
    ]
)
def test_the_fit_liked_in_a_list(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # must not fire: the fit judged after the list, one part's fit, a cut, a style word
        ("en", "Love the shade, the fit is strange though.", {}),
        ("en", "Love the shade, but the fit is strange.", {}),
        ("en", "Love the shade, the texture and the fit and flare shape.", {}),
        ("en", "Love the print, length, and buttons.", {"length": 0}),
    ]
)
def test_the_fit_liked_in_a_list_must_not_fire(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # base: the garment called well fitting
        ("en", "A soft and well fitting cardigan.", {"overall": 0}),
        ("en", "These are great fitting trousers.", {"overall": 0}),
        # the best of all
        ("en", "These are the best fitting trousers I have.", {"overall": 0}),
        ("en", "The nicest fitting and softest tee I own.", {"overall": 0}),
        ("en", "My best-fitting blazer by far.", {"overall": 0}),
    ]
)
def test_the_best_fitting(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # base: the fit last in a list judged together
        ("en", "The print and fit are perfect.", {"overall": 0}),
        # the fit first, one item or more, "both" / "all"
        ("en", "The fit and print are perfect.", {"overall": 0}),
        ("en", "The fit, drape and weight are amazing.", {"overall": 0}),
        ("en", "The fit and the texture were both great.", {"overall": 0}),
        # the length in it stays the length's and the whole's
        ("en", "The fit and length are both perfect.", {"overall": 0, "length": 0}),
        # must not fire: negated, a cut
        ("en", "The fit and print are not great.", {}),
        ("en", "The fit and flare shape is great.", {}),
    ]
)
def test_the_fit_first_in_a_list_judged_together(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # base: the fit as pictured, as on the model
        ("en", "The blouse fits as pictured.", {"overall": 0}),
        ("en", "It fits me just like it does on the model.", {"overall": 0}),
        # like the photos, with the photos named in other words
        ("en", "The blouse fits exactly like the picture.", {"overall": 0}),
        ("en", "The skirt fit as in the photo.", {"overall": 0}),
        ("en", "Fits like in the photos.", {"overall": 0}),
        ("en", "It fits just as the photo shows.", {"overall": 0}),
        # must not fire: negated, a condition, a look in the photos only
        ("en", "It does not fit like the photo at all.", {}),
        ("en", "If it fit like the photo I would keep it.", {}),
        ("en", "It fits great in the photos but not on me.", {}),
    ]
)
def test_the_fit_like_the_photos(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # base: the fit praised with an adverb
        ("en", "The wrap dress fits beautifully.", {"overall": 0}),
        # other praise words, adverb or adjective
        ("en", "The wrap dress fits lovely.", {"overall": 0}),
        ("en", "The wrap dress fit gorgeously.", {"overall": 0}),
        ("en", "It fits fabulous!", {"overall": 0}),
        ("en", "The coat fits superbly.", {"overall": 0}),
        ("en", "It fits wonderful.", {"overall": 0}),
        # a part named keeps it; negated stays unread
        ("en", "The bodice in the chest fits lovely.", {"chest": 0}),
        ("en", "It doesn't fit lovely at all.", {}),
    ]
)
def test_more_praise_words_after_fits(language, text, expected):
    assert labels(text, language) == expected
