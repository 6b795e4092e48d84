"""fit-text-26 families (fithypo): hypotheticals, intentions and fears read as facts. Taken
from the errors of the readable labelled sets (tune part, ``bench/data/fit_extra_*``, with
``_real_13`` and ``_real_14`` released this round) and read in the unlabelled
``bench/data/wcr_mine_25.jsonl``. Made-up examples, each family with a near-miss. Pure
tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # a size change as the subject of a modal is only imagined: no verdict on the size kept
        (
            "en",
            "The medium was just right for me. A size up would've made it look sloppy.",
            {"overall": 0},
        ),
        ("en", "A size smaller (which would also fix the neckline) would lose the drape.", {}),
        ("en", "Sizing down would have meant a shorter hem, so I kept it.", {}),
        # near-misses: a change that would have been better is a regret; plain advice stays
        ("en", "A size up would have been better, the seams pull.", {"overall": -1}),
        ("en", "Gorgeous top. Size down, it would swallow you otherwise.", {"overall": 1}),
    ]
)
def test_imagined_size_change_is_no_verdict(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a size change the reviewer only thinks of making is no verdict
        (
            "en",
            "These fit great, my usual 10 is perfect. Might go up a size for winter.",
            {"overall": 0},
        ),
        ("en", "Love the colour. I might try sizing down but then the hips would pull.", {}),
        (
            "en",
            "Lovely tee, fits well now but i plan to size up to a medium anyway.",
            {"overall": 0},
        ),
        # near-misses: advice to the reader and a change made stay verdicts
        ("en", "Runs big, you might want to size down.", {"overall": 1}),
        ("en", "It was huge so i sized down.", {"overall": 1}),
    ]
)
def test_intended_size_change_is_no_verdict(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a fear of a size word denied, or of a length with the trouble that did not come: fits
        (
            "en",
            "I was worried they would be too snug in the thighs, but they aren't.",
            {"thigh": 0},
        ),
        ("en", "Afraid it would be too small, but it isn't!", {"overall": 0}),
        (
            "en",
            "I was nervous the skirt would be too long for my height, but it works great.",
            {"length": 0},
        ),
        (
            "en",
            "I was concerned since people said it ran short, but i didn't have any trouble.",
            {"length": 0},
        ),
        # near-misses: the fear come true, a fear not answered
        ("en", "I was worried it would be too small, but it is way too small.", {"overall": -1}),
        ("en", "I was worried it would be too long for me.", {}),
    ]
)
def test_fear_denied_is_a_fit(language, text, expected):
    assert labels(text, language) == expected
