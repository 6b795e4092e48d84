"""fit-text-25 (fitmix): how several ``overall`` mentions of one review are combined when
they disagree. A size change confirmed by the size kept fitting keeps its direction (the
"it fits" is no "true to size"), and of opposite verdicts the one the reviewer gives more
often is the reading. Made-up examples with negative near-misses. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # a size other than the usual one, kept and fitting: the change's direction stays
        (
            "de",
            "Fällt etwas eng aus. Normalerweise trage ich 38, die 40 sitzt perfekt.",
            {"overall": -1},
        ),
        ("es", "Un poco grande. Normalmente uso la L pero la M me queda perfecta.", {"overall": 1}),
        ("fr", "Un peu grand. Je fais du 42 d'habitude, le 40 me va parfaitement.", {"overall": 1}),
        # near-misses: the usual size kept (no change to confirm), "true to size" said too
        ("en", "A little snug, I took my usual medium and it fits perfectly.", {"overall": 0}),
        (
            "en",
            "A little snug, true to size though. I usually wear a 10 and the 12 fits perfectly.",
            {"overall": 0},
        ),
    ]
)
def test_the_size_kept_fitting_confirms_the_change(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the verdict given twice beats one contrary remark (of one part, of a size given back)
        (
            "en",
            "It runs small. I sized up to a large. Some extra fabric bunches at the zipper.",
            {"overall": -1},
        ),
        ("en", "Runs small. I'd size up. The back gapes a lot.", {"overall": -1}),
        (
            "en",
            "Runs big, I went down a size. The first one I tried felt too small.",
            {"overall": 1},
        ),
        # near-miss: one against one stays undecided, and undecided is no label (fit-text-51)
        ("en", "It runs small but the medium was a bit loose.", {}),
    ]
)
def test_the_verdict_given_more_often_wins(language, text, expected):
    assert labels(text, language) == expected
