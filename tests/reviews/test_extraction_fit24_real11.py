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


@check(
    [
        # an expectation of the reviewer's or of a part is no verdict: "thought i would have
        # to hem", "thinking the shoulders might be too tight"
        ("en", "Being 5'1 i figured i would have to hem these, and no!", {}),
        ("en", "I assumed the arms might be snug on me with my muscles.", {}),
        ("en", "I grabbed a medium too, thinking the bust might be tight.", {}),
        ("en", "I thought i'd need to size down since it looked roomy online.", {}),
        # the verdict after it still counts
        ("en", "I thought i would have to take it in, but the 6 fits perfectly.", {"overall": 0}),
        ("en", "I thought this would run small. it runs large.", {"overall": 1}),
    ]
)
def test_an_expectation_is_no_verdict(language, text, expected):
    assert labels(text, language) == expected
