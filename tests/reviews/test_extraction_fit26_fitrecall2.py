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
