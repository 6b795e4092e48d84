"""fit-text-22 families for precision on real English reviews (issue 12): what made the
extractor read a fit the reviewer did not report on herself. Made-up examples per rule, read
from ``fit-labels.md``, written from the false and wrong signals on the fresh set
``bench/data/fit_extra_real_7.jsonl`` and the tuned real part. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # how the reviewer looks in it is no size of the garment
        ("en", "Cute print but it made my petite frame look short and wide.", {}),
        ("en", "The ruffle sits at an odd spot that makes you look wide.", {}),
        ("en", "Made my whole body look boxy and short, sadly.", {}),
        # the garment itself judged still counts
        ("en", "It made me look frumpy and the dress is short on me.", {"length": -1}),
    ]
)
def test_how_the_reviewer_looks(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a first impression, not the fit found afterwards
        ("en", "The sweater looked small to me at first so i tried two sizes.", {}),
        ("en", "It seemed tight on me initially, then i tried it with a cami.", {}),
        ("en", "Runs small, the xs was tight.", {"overall": -1}),
    ]
)
def test_first_impression(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # what was expected, a comparative against the item: no verdict on the item
        ("en", "The hem is straight all around whereas i thought it was longer in the back.", {}),
        ("en", "I expected it to be looser from the photos, oh well, i kept it.", {}),
        # an opinion in the past is the reviewer's own verdict
        ("en", "I thought it ran quite big.", {"overall": 1}),
    ]
)
def test_expected_comparative(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a taste in looks is no verdict
        ("en", "Took the small cause i like it to look fitted rather than loose.", {}),
        ("en", "I kept the xs, i prefer them look neat and not loose.", {}),
        ("en", "I like it a little loose.", {"overall": 1}),
    ]
)
def test_taste_in_looks(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # "fits like on the model" is a verdict on the whole (fits as designed), no length
        ("en", "My usual size. it fits just as on the model.", {"overall": 0}),
        ("en", "It fits me exactly like on the model, love it.", {"overall": 0}),
        # a length said to be like the model's stays a length
        ("en", "The length is just like on the model.", {"length": 0}),
        ("en", "It hits me exactly as on the model.", {"length": 0}),
    ]
)
def test_fits_like_on_the_model(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the back's width is the torso's: no fit dimension (fit-labels.md)
        ("en", "Pretty blouse but way too narrow across the back.", {}),
        ("en", "It pulls across my back when i reach forward.", {}),
        ("en", "Snug across the back and shoulders.", {"shoulders": -1}),
        ("en", "It is tight across the shoulders.", {"shoulders": -1}),
    ]
)
def test_back_width_is_no_dimension(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a part named as a place past which the fabric lies is not said of
        ("en", "There is way too much fabric below the waist.", {"overall": 1}),
        ("en", "Lots of extra material above the knee.", {"overall": 1}),
        ("en", "There is a lot of fabric at the waist.", {"waist": 1}),
        # a part hidden by the cut is flattery, not a part that fits
        ("en", "It hides my belly perfectly.", {}),
        ("en", "Skims over the hips nicely, very flattering.", {}),
        ("en", "It camouflages my tummy without being too loose.", {"overall": 0}),
        ("en", "The waist fits perfectly.", {"waist": 0}),
    ]
)
def test_places_and_hidden_parts(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a fit named by its cut is no verdict that the part fits
        ("en", "I love the drop waist and the relaxed fit through the hips.", {}),
        ("en", "Nice details, a loose fit at the waist and a pretty hem.", {}),
        ("en", "I love the fit at the hips.", {"hips": 0}),
        ("en", "It is a snug fit at the waist.", {"waist": -1}),
    ]
)
def test_a_cut_named_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # two sizes of the item compared: no verdict on the one kept
        ("en", "The medium was about an inch longer than the small.", {}),
        ("en", "Between the xs and s, i went with the s because it was a bit looser.", {}),
        ("en", "Torn between sizes but chose the m since it was slightly longer.", {}),
        # a size step is a verdict on the size worn
        ("en", "My usual 8 felt two sizes bigger than the 6.", {"overall": 1}),
        ("en", "It runs smaller than the size i usually wear.", {"overall": -1}),
    ]
)
def test_two_sizes_compared(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the product page's photos are no verdict on the reviewer
        ("en", "It seemed pretty long in the pictured product page.", {}),
        ("en", "Looks loose in the product shots, on me it is snug.", {"overall": -1}),
    ]
)
def test_product_page_photos(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # one size tried against the other, the comparative with no "than"
        ("en", "Tried the 6 and the 8. the 8 was just a tad roomier so i kept it.", {}),
        ("en", "Ordered both, the medium felt slightly longer, went with it.", {}),
        # against what was expected it is a verdict
        ("en", "The small was tighter than i expected.", {"overall": -1}),
        ("en", "The small was tight.", {"overall": -1}),
    ]
)
def test_size_against_the_other_size(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a size word said to be as fitting is no direction
        ("en", "For a work dress it was appropriately long.", {"length": 0}),
        ("en", "The sleeves are suitably long for winter.", {"sleeves": 0}),
        ("en", "The sleeves are long.", {"sleeves": 1}),
    ]
)
def test_fittingly_sized(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a dress named as a likeness is not the garment: the top part of a top is the top
        (
            "en",
            "On me the tunic looks like a baby doll dress. the top part is a bit baggy.",
            {"overall": 1},
        ),
        (
            "en",
            "I'm so short this could be a dress! the top part is a little loose.",
            {"overall": 1},
        ),
        # a dress's top part is its bust
        ("en", "I love this dress. the top part is a little loose.", {"bust": 1}),
    ]
)
def test_a_dress_named_as_a_likeness(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a size changed for a kind of fit wanted is no verdict on how it runs (like a look)
        ("en", "Usually a small, sized up for a looser fit.", {}),
        ("en", "I normally take an 8 but went with a 10 for a more relaxed fit.", {}),
        ("en", "I wanted it a bit roomy so i sized up.", {}),
        # "a better fit" is a verdict, and a verdict before the advice stands
        ("en", "I sized up for a better fit.", {"overall": -1}),
        ("en", "Runs large, size down for a closer fit.", {"overall": 1}),
    ]
)
def test_size_changed_for_a_kind_of_fit(language, text, expected):
    assert labels(text, language) == expected
