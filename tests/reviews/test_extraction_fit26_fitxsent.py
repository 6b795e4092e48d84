"""fit-text-26 (fitxsent): the size kept when a size story runs over more than one sentence
(fit-labels.md: ``size_worn`` is the size of this product the reviewer wore or kept). A size
judged wrong, then another bought after it, not judged wrong, is the size kept; a size tried
first, then another said to fit well or better, is the size kept. An exchange whose sentence
names only the size kept is compared with the size found wrong in the sentence before (a
comparison with another size is ``overall``). Made-up examples, each family with near misses
that must stay as they were. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction_fit18_sizes import measured
from tests.reviews.test_extraction_fit_labels import check, labels


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        ("My normal medium was swimming on me. I purchased the small, great fit.", "S"),
        ("The 12 was swimming on me. I bought the 10 and it is lovely.", "10"),
        ("I ordered my usual 8 and it was way too big. I bought another one in a 6, lovely.", "6"),
        # near misses: the later size not worn yet, or judged wrong too
        ("My usual 8 was way too big. I ordered a 6, I hope it fits.", "8"),
        ("The 12 was too big on me and the 10 was too tight.", "12"),
    ],
)
def test_a_size_judged_wrong_then_another_bought_is_the_size_kept(text, worn):
    assert measured(text)["size_worn"] == worn


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        ("I tried my usual 10 and a 12 in case, but the 12 was perfect.", "12"),
        (
            "I tried it in my usual small and it was short. The medium looked much better on me.",
            "M",
        ),
        # near misses: a good fit of one part only; a size only imagined
        ("I tried my usual 10 and a 12 in case, the 12 fit well in the shoulders.", "10"),
        (
            "I tried my usual 10 and a 12 in case. Kept the 10, the 12 would have been perfect.",
            "10",
        ),
    ],
)
def test_a_size_tried_then_another_said_to_fit_better_is_the_size_kept(text, worn):
    assert measured(text)["size_worn"] == worn


def test_the_size_kept_decides_the_comparison_with_the_usual_size():
    text = "I tried it in my usual small and it was short. The medium looked much better on me."
    assert labels(text, "en")["overall"] == -1


@check(
    [
        # the exchange names only the size kept: the size given up, and what was wrong with it,
        # in the sentence before
        (
            "en",
            "I ordered the large, but it swallowed me. I had to make an exchange. The medium fit "
            "perfect.",
            {"overall": 1},
        ),
        (
            "en",
            "I'm a 34d and the medium was tight in the bust. Exchanged for a large.",
            {"overall": -1, "bust": -1},
        ),
        # near misses: nothing wrong said of the first size; an exchange for a colour
        ("en", "The medium was not tight at all. Exchanged for a large to layer over.", {}),
        ("en", "I ordered the large in blue. I exchanged it for a medium in red.", {}),
    ]
)
def test_an_exchange_told_over_two_sentences_is_compared(language, text, expected):
    assert labels(text, language) == expected
