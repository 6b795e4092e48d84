"""fit-text-24 families for the dimensions other than ``overall`` on real English reviews
(issue 12, fitlen2): where the waist of trousers sits is their rise. Made-up examples per
rule, read from ``fit-labels.md``, written from the non-overall errors of the official TUNE
real cases and ``bench/data/fit_extra_real*.jsonl`` (not the blind sets). Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # the waist of trousers judged too high or low, or not too low: the rise
        ("en", "Nice chinos, the waist is not too low so no muffin top.", {"rise": 0}),
        ("en", "Comfy trousers but the waistline is way too high for me.", {"rise": 1}),
        ("en", "Loved the colour, hated the too low waistband.", {"rise": -1}),
        (
            "en",
            "Sent the jeans back: snug around the too high waist.",
            {"waist": -1, "rise": 1},
        ),
        # trousers said to sit right on the waist: the rise fits
        ("en", "These slacks hit perfectly at my natural waist.", {"rise": 0}),
        ("en", "The jeans sit at my waist, which is perfect.", {"rise": 0}),
        # a dress's waist, a style described, the body's waist: no rise
        ("en", "The dress is lovely but the waist is too high.", {}),
        ("en", "These jeans sit higher on the waist. Great wash.", {}),
        ("en", "The dress hits perfectly at my waist.", {"length": 0}),
        ("en", "Love the high waist on these pants.", {}),
        ("en", "These pants hit perfectly at the ankle.", {"length": 0}),
    ]
)
def test_trousers_waist_is_the_rise(language, text, expected):
    assert labels(text, language) == expected
