"""fit-text-24 (issue 12), new real data (fitreal11): families from the errors on the fresh
set ``bench/data/fit_extra_real_11.jsonl`` that recur in the other readable real sets.
Made-up examples per family, read from ``fit-labels.md``. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # "right at"/"right on" a part a garment does not end at: where a print, an elastic or
        # a strap lies, no fit of that part
        ("en", "Love the embroidery, though the flowers land right on my chest.", {}),
        ("en", "The ruffle hits right at the bust so it draws the eye there.", {}),
        ("en", "The smocking is right at the shoulders and itches a bit.", {}),
        ("en", "Pretty tank, but the bra straps show because they are right on the shoulders.", {}),
        # the part fitting is still a verdict: "just right", a fit verb, sitting right, a
        # shoulder seam placed on the shoulders
        ("en", "The blazer fits just right at the shoulders.", {"shoulders": 0}),
        ("en", "It fits right at the bust and flares below.", {"bust": 0}),
        ("en", "The jacket sits right on the shoulders.", {"shoulders": 0}),
        ("en", "The shoulder seams hit right at my shoulders.", {"shoulders": 0}),
    ]
)
def test_right_at_a_part_is_a_place_not_a_fit(language, text, expected):
    assert labels(text, language) == expected
