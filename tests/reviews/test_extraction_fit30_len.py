"""fit-text-30, len (length): made-up sentences (docs/reviews.md, "fit-text-30: len")."""

from __future__ import annotations

import pytest

from bench.fit_signal_errors import reduce
from reviews.extraction import extract_fit


def read(text: str, language: str = "en") -> dict[str, int]:
    return reduce(extract_fit("", text, language).fit_signals)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The hem falls a bit short on me.", {"length": -1}),
        ("This maxi falls way too long, even with heels.", {"length": 1}),
        ("The skirt falls too short for work.", {"length": -1}),
        ("The hem falls about three inches longer on me than on the model.", {"length": 1}),
        # the same with the past tense, read before as well
        ("The skirt fell too short for work.", {"length": -1}),
    ],
)
def test_the_english_verb_falls_is_no_german_condition(text, expected):
    """German "falls" (in case) is a hedge; the English verb "falls" before where a hem ends
    is not: "falls a bit short" reads as "fell a bit short"."""
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Bitte eine Nummer größer bestellen, falls ihr breite Hüften habt.",
        "Falls die Hose zu eng ist, lieber größer nehmen.",
    ],
)
def test_the_german_condition_falls_still_hedges(text):
    assert read(text, "de") == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I would've liked it a bit longer.", {"length": -1}),
        ("I wouldve liked it a bit longer.", {"length": -1}),
        ("I'd have liked it longer.", {"length": -1}),
        ("I would have liked it a bit longer.", {"length": -1}),
        ("I would've preferred the sleeves shorter.", {"sleeves": 1}),
        ("I would've liked it a bit bigger.", {"overall": -1}),
        ("It would've been nicer if it was a little longer.", {"length": -1}),
        ("Would've been perfect if it were an inch longer.", {"length": -1}),
        ("I would've loved it if it were longer.", {"length": -1}),
        ("I would have loved it to be an inch longer.", {"length": -1}),
    ],
)
def test_a_preference_with_would_ve_is_a_wish(text, expected):
    """A "would've" reads as "would have": a length or size preferred is the other way round
    (it was read as "longer" said of the item)."""
    assert read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Would have liked to see this in a longer length.", {"length": -1}),
        ("I'd have preferred a slightly shorter length on this one.", {"length": 1}),
        ("I would've liked a longer length.", {"length": -1}),
        ("I would love a longer length option in this style.", {}),
        ("I would have liked a bigger selection of colors.", {}),
    ],
)
def test_a_length_preferred_as_a_noun_is_a_wish(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "The cut hits in the right places.",
        "It fits in all the right places.",
        "This dress hugs your body in all the right places.",
        "These jeans hug in all the right places.",
    ],
)
def test_in_all_the_right_places_is_a_fit_not_a_length(text):
    """Hitting, fitting or hugging "in all the right places" is the fit of the whole (0), as
    hugging already was; hitting there named no place a hem ends (it was length 0)."""
    assert read(text) == {"overall": 0}


def test_a_hem_hitting_the_right_spot_stays_a_length():
    assert read("The peplum hits at just the right spot.") == {"length": 0}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("They have plenty of length.", {"length": 1}),
        ("The small has lots of extra length.", {"length": 1}),
        ("There is plenty of length in the sleeves.", {"sleeves": 1}),
        ("It comes in plenty of length options.", {}),
    ],
)
def test_plenty_of_length_is_long_as_plenty_of_room_is_room(text, expected):
    assert read(text) == expected
