"""fit-text-21 families for real English reviews (issue 12): made-up examples per rule, read
from ``fit-labels.md``, written from the misses on the fresh set
``bench/data/fit_extra_written_en_21.jsonl``, the tuned real part and our own labelled
English sets (``fit_extra_real*.jsonl``, ``fit_extra_rtr.jsonl``,
``fit_extra_written_en_11/12.jsonl``). Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # the biceps and upper arms are the sleeves, not the whole garment
        ("en", "Pretty, but it was snug around my biceps.", {"sleeves": -1}),
        ("en", "A little tight in the upper arm, the rest is fine.", {"sleeves": -1, "overall": 0}),
        ("en", "Loose around the biceps, i like that.", {"sleeves": 1}),
    ]
)
def test_biceps_are_the_sleeves(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # fit-labels.md: a crotch hanging low is rise +1, with the garment named between
        ("en", "The crotch on these hangs really low.", {"rise": 1}),
        ("en", "The crotch in these pants sits so low, weird look.", {"rise": 1}),
        ("en", "The crotch of the jumpsuit falls way low on me.", {"rise": 1}),
    ]
)
def test_crotch_on_these_hangs_low(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a rise that names another garment's style is no part of this one
        ("en", "After washing it is too short to wear with low rise jeans.", {"length": -1}),
        ("en", "These high-rise pants are a little long on me.", {"length": 1}),
        ("en", "Great with mid rise denim, and the fit is true to size.", {"overall": 0}),
        # the rise of this garment still is
        ("en", "The rise is too low on these jeans.", {"rise": -1}),
    ]
)
def test_rise_style_of_another_garment(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a habitual problem is not this item
        (
            "en",
            "I always have issues with tops being too short. This one fits great.",
            {"overall": 0},
        ),
        ("en", "I usually struggle with sleeves that are too long. Love the color.", {}),
        ("en", "I often have trouble with pants being too tight in the thighs.", {}),
        # a problem with this item still counts
        ("en", "I had issues with the waist being too big.", {"waist": 1}),
    ]
)
def test_habitual_problems_are_hedged(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the verdict of the garment is not the part that opens the next clause
        (
            "en",
            "The small was swimming on me and the shoulders hang down my arms.",
            {"overall": 1, "shoulders": 1},
        ),
        ("en", "It was loose and the sleeves were long.", {"overall": 1, "sleeves": 1}),
        # coordinated parts are still both
        ("en", "Tight in the bust and the shoulders.", {"bust": -1, "shoulders": -1}),
    ]
)
def test_verdict_before_a_new_clause(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # shoulder seams that hang down the arms are wide shoulders
        ("en", "The shoulder seams fall past my shoulders.", {"shoulders": 1}),
        ("en", "The shoulders hang halfway down my upper arms.", {"shoulders": 1}),
        ("en", "The shoulder seam sits down on my arm.", {"shoulders": 1}),
        # seams on the shoulders are no complaint
        ("en", "The shoulder seams sit on my shoulders.", {}),
    ]
)
def test_shoulder_seams_down_the_arms(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # fit-labels.md: a neutral position is labelled when judged, in the past tense too
        ("en", "The length hit just above my knee, which i loved.", {"length": 0}),
        ("en", "The sleeves ended at my wrist which i liked.", {"sleeves": 0}),
        ("en", "It came to mid calf on me, which was really nice.", {"length": 0}),
        # a neutral position alone has no label
        ("en", "It comes to mid calf on me.", {}),
    ]
)
def test_position_judged_in_the_past(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a part included in the verdict fits too, and so does the whole
        ("en", "The 2p fits perfectly, length and all.", {"overall": 0, "length": 0}),
        ("en", "It fits great, including the sleeves.", {"overall": 0, "sleeves": 0}),
        ("en", "Fit well, even in the shoulders.", {"overall": 0, "shoulders": 0}),
    ]
)
def test_part_included_in_the_verdict(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # barely covering the bust is no length
        ("en", "The medium barely covered anything up top.", {}),
        ("en", "It barely covered my chest, so low cut.", {}),
        # barely covering the bottom still is short
        ("en", "It barely covers my butt.", {"length": -1}),
    ]
)
def test_barely_covered_up_top(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # one colour or version against another says nothing of the size
        ("en", "The aqua fit a lot tighter than the navy.", {}),
        ("en", "The black runs bigger than the other colour.", {}),
        ("en", "The sleeves are longer than the black one.", {}),
        # against the usual size or the photos it still is a verdict
        ("en", "It runs tighter than my usual size.", {"overall": -1}),
        ("en", "It is shorter than in the photos.", {"length": -1}),
    ]
)
def test_comparison_between_versions(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # "on top" of trousers or a skirt is the waist, not a bust
        ("en", "These pants were a tad tight on top.", {"waist": -1}),
        ("en", "The jeans are loose up top and tight in the thighs.", {"waist": 1, "thigh": -1}),
        # of a dress or a top it still is the bust
        ("en", "This dress is tight up top.", {"bust": -1}),
    ]
)
def test_on_top_of_bottoms_is_the_waist(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a part that is no fit dimension with two predicates and degree words: both its own
        ("en", "The hem is much more pronounced and looser.", {}),
        ("en", "The pockets are really deep and roomy.", {}),
        ("en", "The hood is a bit big and roomy.", {}),
        # the garment with two predicates still is judged
        ("en", "The dress is very pretty and loose.", {"overall": 1}),
    ]
)
def test_other_part_with_two_predicates(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # fit-labels.md: "the rest fits" beside a complaint is overall 0, said of the body too
        ("en", "The arms are tight. Body is ok.", {"sleeves": -1, "overall": 0}),
        ("en", "Sleeves run short but the body is fine.", {"sleeves": -1, "overall": 0}),
        # the reviewer's body is no verdict
        ("en", "My body is fine with the stretchy fabric.", {}),
        ("en", "The body is too short.", {"length": -1}),
    ]
)
def test_the_body_is_fine(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # where a seam lies is no verdict that the part fits
        ("en", "The waist seam sits at my hips instead of my waist.", {}),
        ("en", "The empire seam hits right on my ribs, way too long in the bodice.", {"length": 1}),
        # a garment sitting well at a part still fits there
        ("en", "The jeans sit nicely at the waist.", {"waist": 0}),
    ]
)
def test_seam_position_is_no_part_verdict(language, text, expected):
    assert labels(text, language) == expected
