"""fit-text-26 families for the dimensions other than ``overall`` on real English reviews
(issue 12, fitrecall2): parts the extractor missed or read the wrong way. Made-up examples per
rule, read from ``fit-labels.md``, written from the non-overall misses of the official TUNE
real cases and the readable ``bench/data/fit_extra_*.jsonl`` sets (not the blind sets). Pure
tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # the garment would not go, or only with effort, over the hips or thighs
        ("en", "Lovely skirt, but I had to wiggle it over my hips.", {"hips": -1}),
        ("en", "No zip, and there was no way to get the skirt on past the hips.", {"hips": -1}),
        (
            "en",
            "I couldn't get the elastic waistband (no zipper) in a small up my hips.",
            {"hips": -1},
        ),
        ("en", "Was not able to pull these up over my thighs.", {"thigh": -1}),
        # the existing part of the garment that would not go on stays that part
        ("en", "I couldn't get the sleeves past my elbows.", {"sleeves": -1}),
        # over the hips with no trouble named: no signal
        ("en", "The tunic falls over the hips.", {}),
    ]
)
def test_would_not_go_over_the_hips(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # fit-labels.md: "I could not lift my arms" is shoulders -1, however it is negated
        ("en", "Pretty blouse but I wasn't able to lift my arms above my head.", {"shoulders": -1}),
        ("en", "Nice coat. I was not able to raise my arms.", {"shoulders": -1}),
    ]
)
def test_not_able_to_lift_the_arms(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # close but not tight is a close fit as designed (0) of the part named
        ("en", "The sleeves are snug but not uncomfortable.", {"sleeves": 0}),
        ("en", "It is form-fitting through the hips but not tight.", {"hips": 0}),
        ("en", "Stretchy knit, fitted at my chest, but not in an uncomfortable way.", {"chest": 0}),
        ("en", "The xs is fitted but not tight.", {"overall": 0}),
        # the same size word denied in excess right after: as wanted
        ("en", "The skirt is short but not too short, great for work.", {"length": 0}),
        # a different word denied stays: "too big but not too long"
        ("en", "The pants are too big but not too long.", {"overall": 1, "length": 0}),
        # snug and tight as such stay tight
        ("en", "The sleeves are snug.", {"sleeves": -1}),
    ]
)
def test_close_but_not_tight(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # fit-labels.md: a size changed because of one part is that part and overall
        ("en", "I had to size up for my bust, otherwise lovely.", {"bust": -1, "overall": -1}),
        (
            "en",
            "Comfy jeans; I sized up for a better fit in the hips.",
            {"hips": -1, "overall": -1},
        ),
        (
            "en",
            "Nice shirt. I went up a size because I have broad shoulders.",
            {"shoulders": -1, "overall": -1},
        ),
        # advice, not taken: overall only, or nothing when conditional
        ("en", "Runs small, size up for your bust.", {"overall": -1}),
        ("en", "If you have a large chest you may want to size up for your chest.", {}),
    ]
)
def test_sized_up_for_one_part(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a region of a dress ("the top") before a part named after it: the part
        (
            "en",
            "Sweet dress, but the top was tight in the arms and chest.",
            {"sleeves": -1, "chest": -1},
        ),
        ("en", "Pretty dress. The bodice is loose across the shoulders.", {"shoulders": 1}),
        ("en", "Pretty dress. The top is too small in the bust.", {"bust": -1}),
        ("en", "Pretty dress. The top is too small.", {"bust": -1}),
    ]
)
def test_region_then_part(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # no hemming needed is the length that fits
        ("en", "Petite jeans at last, no hemming needed!", {"length": 0}),
        ("en", "Jeans like a dream, no tailoring needed.", {"length": 0}),
        ("en", "Love them. I didn't have to get them hemmed.", {"length": 0}),
        # fit-labels.md: the inseam where the text names it
        ("en", "The inseam is 29 which is great for me, no hemming needed.", {"inseam": 0}),
        # hemming needed stays long
        ("en", "Great pants but I had to have them hemmed.", {"length": 1}),
    ]
)
def test_no_hemming_needed(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a top judged to come up too high is short
        ("en", "Cute sweater but it comes up way too high on me.", {"length": -1}),
        ("en", "Nice top, though the peplum hits oddly high on my body.", {"length": -1}),
        # a waist said to sit high, or a style: no length
        ("en", "The skirt sits very high.", {}),
        ("en", "These jeans come up too high on my waist.", {"rise": 1}),
        # the peplum's own size is no length
        ("en", "The peplum is short.", {}),
    ]
)
def test_comes_up_too_high(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # fit-labels.md: like on the model is 0, with the place it hits named between
        ("en", "The petite hits just above my knee like it does on the model.", {"length": 0}),
        ("en", "It falls right at the ankle, as it does on the model.", {"length": 0}),
        ("en", "It hits at my knee, not like it does on the model.", {}),
    ]
)
def test_hits_a_place_like_on_the_model(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # "lower" is low like "higher" is high: of the rise only
        ("en", "Nice jeans but the rise is lower than I expected.", {"rise": -1}),
        ("en", "The rise is higher than I expected.", {"rise": 1}),
        ("en", "The lower half of the dress is pretty.", {}),
    ]
)
def test_lower_rise(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # "cropped" compared or felt on the wearer is judged: short
        ("en", "Soft knit, but it is much more cropped than in the photos.", {"length": -1}),
        ("en", "Cute, though it did feel cropped to me.", {"length": -1}),
        # a style, or one version against another: nothing
        ("en", "A cropped cardigan with lace.", {}),
        ("en", "The navy is more cropped than the black.", {}),
        ("en", "The dress is more flowy than I thought.", {}),
    ]
)
def test_cropped_compared(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a length judged with the shoes worn is a length, not a garment that goes with shoes
        ("en", "Work trousers. The 10 long is the right length with heels.", {"length": 0}),
        ("en", "The top fits perfectly with my jeans.", {}),
    ]
)
def test_length_with_heels(language, text, expected):
    assert labels(text, language) == expected
