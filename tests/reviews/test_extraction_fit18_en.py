"""fit-text-18 families for real English reviews (issue 12): one or more made-up examples per
rule, read from ``fit-labels.md``, written from the misses on the tuned part, our labelled
samples of rows 500-999 and the RentTheRunway sample ``bench/data/fit_extra_rtr.jsonl``.
Pure tests."""

from __future__ import annotations

from reviews.extraction import extract_fit
from tests.reviews.test_extraction_fit_labels import check, labels


def sizes(text: str, language: str = "en") -> dict[str, str]:
    out = {}
    for measurement in extract_fit(None, text, language).measurements:
        for value in measurement["values"]:
            if value["dimension_code"] in ("size_worn", "usual_size"):
                out[value["dimension_code"]] = value["raw_value"]
    return out


@check(
    [
        # fit-labels.md: "the rest fits" next to a complaint about one dimension is overall 0
        (
            "en",
            "It runs a little big in the chest, but fit the rest of me like a glove.",
            {"chest": 1, "overall": 0},
        ),
        (
            "en",
            "Tight in the bust, but every other portion of the dress fit well.",
            {"bust": -1, "overall": 0},
        ),
        ("en", "Snug at the waist. All other parts fit fine.", {"waist": -1, "overall": 0}),
    ]
)
def test_the_rest_fits_said_in_more_ways(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # "had to hem" is +1; so is hemming it oneself
        ("en", "They only had the long left so I just hemmed it with hem tape.", {"length": 1}),
        ("en", "I hemmed the sleeves and it was fine otherwise.", {"sleeves": 1, "overall": 0}),
        ("en", "The straps were shortened by the designer.", {}),
    ]
)
def test_hemming_it_oneself_is_long(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Perfect color, fit and length.", {"overall": 0, "length": 0}),
        ("en", "Great color and fit.", {"overall": 0}),
        ("en", "Gorgeous fit, I ordered two sizes.", {"overall": 0}),
        (
            "en",
            "The material stretches so it conforms to your body for an exact fit.",
            {"overall": 0},
        ),
        ("en", "Great color and fit for summer.", {}),
        ("en", "I am happy with the length.", {"length": 0}),
        ("en", "Very pleased with the sizing.", {"overall": 0}),
        ("en", "The length and body fit were perfect.", {"length": 0, "overall": 0}),
        ("en", "A nice flow with just the right amount of material.", {"overall": 0}),
        ("en", "Other than the inseam issues, they fit like typical paige denim.", {"overall": 0}),
        ("en", "They are true to sice.", {"overall": 0}),
    ]
)
def test_the_fit_praised_in_a_list_or_in_other_words(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a feature liked is the design (a neutral position, no label), not a verdict
        ("en", "I liked that this dress was short but fancy.", {}),
        ("en", "I love that it's long in the back.", {}),
        # ... but a fit verb, a degree or a dislike keep the verdict
        ("en", "Love that the sleeves run longer.", {"sleeves": 1}),
        ("en", "I like that it's a bit loose.", {"overall": 1}),
        ("en", "I loved how it was too long.", {"length": 1}),
    ]
)
def test_a_feature_liked_is_no_verdict(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a second size rented as a spare says nothing of how the item runs
        (
            "en",
            "This runs true to size and we recommend sizing up for your backup.",
            {"overall": 0},
        ),
        ("en", "Order a size up as a backup.", {}),
        ("en", "I would size up.", {"overall": -1}),
    ]
)
def test_a_backup_size_is_no_advice(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a rise only where there is one: a dress sliding down is no rise
        ("en", "I had to be aware of the dress slipping down at times.", {}),
        ("en", "The jeans keep sliding down.", {"rise": -1}),
    ]
)
def test_a_dress_slipping_down_is_no_rise(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "The 4 was too big thru the hips.", {"hips": 1}),
        ("en", "It fits great thru the hips.", {"hips": 0}),
        ("en", "It is a litle big but the straps are adjustable.", {"overall": 1}),
        ("en", "By the end of the night it hung like a loose bag.", {"overall": 1}),
        (
            "en",
            "The extra small was a bit tight in the arms-but i went with it anyway.",
            {"sleeves": -1},
        ),
        ("en", "The sleeves are long so they can be bunched at the wrist.", {"sleeves": 1}),
        ("en", "I love the fit-and-flare shape.", {}),
    ]
)
def test_informal_spellings(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # straps too long let it hang from the shoulders: shoulders +1
        ("en", "Straps are a bit long.", {"shoulders": 1}),
        ("en", "The straps are way too long, I had to cut them down.", {"shoulders": 1}),
        ("en", "The straps are short.", {"shoulders": -1}),
        ("en", "The straps are adjustable.", {}),
    ]
)
def test_straps_too_long_or_short_are_the_shoulders(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the garment as the object is the whole item, beside a complaint about one part
        (
            "en",
            "The sleeves are so small. I normally wear a medium and i could not get this shirt on.",
            {"sleeves": -1, "overall": -1},
        ),
        ("en", "It's form fitting without making you feel like you're squeezed into it.", {}),
    ]
)
def test_the_whole_garment_named_as_the_object(language, text, expected):
    assert labels(text, language) == expected


def test_a_size_judged_then_another_worn_keeps_the_one_worn():
    assert sizes("Super cute, 8 was super tight so i wore the 10.") == {"size_worn": "10"}
    assert sizes("The 6 was super comfortable and i kept it.") == {"size_worn": "6"}


@check(
    [
        # a word between "my" and the part is still the body: no verdict on the fit
        ("en", 'My "older" breasts just droop, not flattering.', {}),
        ("en", "The breast area is just too small. My older breasts just droop.", {"bust": -1}),
        ("en", "It was tight across my broad shoulders.", {"shoulders": -1}),
    ]
)
def test_the_body_with_a_word_before_the_part(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a regret is a verdict, not a hope: size down is +1, size up -1 (fit-labels.md)
        ("en", "I wish I had sized down.", {"overall": 1}),
        ("en", "I wish I'd sized up.", {"overall": -1}),
        ("en", "I wish I had ordered a size smaller.", {"overall": 1}),
        ("en", "I wish they had it in petite.", {}),
        ("en", "Wish I had bought two!", {}),
        ("en", "The skirt is short and sweet.", {}),
    ]
)
def test_a_regret_for_another_size_is_a_verdict(language, text, expected):
    assert labels(text, language) == expected


def test_a_size_wished_for_is_compared_with_the_one_worn():
    assert labels("I ordered the m. Wish i'd gotten the small.", "en") == {"overall": 1}
