"""fit-text-29, the lead's repairs: made-up sentences (docs/reviews.md, fit-text-29 as released)."""

from __future__ import annotations

import pytest

from bench.fit_signal_errors import reduce
from reviews.extraction import extract_fit


def read(text: str) -> dict[str, int]:
    return reduce(extract_fit("", text, "en").fit_signals)


@pytest.mark.parametrize(
    "text",
    [
        "It wasn't too big or too small.",
        "It isn't too tight or too loose.",
        "They weren't too snug or loose.",
        "It was not too big or too small.",
        "It's neither too big nor too small.",
    ],
)
def test_a_negation_glued_to_its_verb_covers_both_adjectives(text):
    """'n't' negates the pair as 'not' does: fits as expected, not the second adjective."""
    assert read(text) == {"overall": 0}


def test_a_word_doubled_across_title_and_body_is_two_words():
    """The doubled-word repair ("it it runs big") stays on its line: a title ending in "it"
    and a body starting with "It" are two statements, not a wish ("wanted to love it was")."""
    assert reduce(extract_fit("Wanted to love it", "It was too small.", "en").fit_signals) == {
        "overall": -1
    }
    assert read("I ordered the medium and it it runs big.") == {"overall": 1}
