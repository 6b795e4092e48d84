"""fit-text-30, `overall` precision on English reviews (ovx): statements that are no verdict
on this item as a whole (a habit of garments or of a size in general) give no `overall`,
while the verdict on this item beside them keeps its reading. Made-up examples: each
family's base, its variants and the neighbours that must keep their reading. Pure tests."""

from __future__ import annotations

import pytest

from bench.fit_signal_errors import reduce
from reviews.extraction import extract_fit


def signals(text: str, title: str | None = None) -> dict[str, int]:
    return reduce(extract_fit(title, text, "en").fit_signals)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a habit told with the adverb after the garments (already a hedge)
        ("Skirts are usually short on me.", {}),
        # the adverb before the verb: garments in general or a size as such
        ("Knit tops usually run small on me.", {}),
        ("Jackets always feel tight on me.", {}),
        ("A size medium usually gives me lots of room.", {}),
        ("A medium usually gives me lots of room.", {}),
        ("A small is usually too big on me.", {}),
        ("Size m normally fits me loosely, but this one is a bit short.", {"length": -1}),
        (
            "It ran tight at the waist in my regular size, which normally runs loose in the waist.",
            {"waist": -1},
        ),
        # the verdict on this item beside the habit keeps its reading
        ("A large usually fits me, but this one runs very small.", {"overall": -1}),
        ("This runs small. A medium normally fits me.", {"overall": -1}),
        ("Knit tops usually run small on me, this one fits perfectly.", {"overall": 0}),
        ("Dresses usually run tight on my hips, and this one was huge.", {"overall": 1}),
        # the item's own part, with "the", is no habit
        ("The sleeves tend to be long.", {"sleeves": 1}),
    ],
)
def test_a_habit_in_general_is_no_verdict(text: str, expected: dict[str, int]) -> None:
    assert signals(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # base: the part right before its verdict
        ("The bodice fits me perfectly.", {"bust": 0}),
        ("The waist is too tight.", {"waist": -1}),
        # the size it is of between the part and the verdict: still the part, not the whole
        ("The bodice in medium petite fits me just perfectly.", {"bust": 0}),
        ("The bodice in the medium fits me perfectly.", {"bust": 0}),
        ("The waist in the 8 fits perfectly.", {"waist": 0}),
        ("The shoulders on the small fit perfectly.", {"shoulders": 0}),
        ("The sleeves in the xs fit fine.", {"sleeves": 0}),
        ("The waist on the 8 is too tight.", {"waist": -1}),
        ("The hips in a size 10 were snug.", {"hips": -1}),
        ("The sleeves of a m are a little too long.", {"sleeves": 1}),
        # the size itself as the subject is the whole
        ("The medium fits perfectly.", {"overall": 0}),
        ("The 8 is too tight.", {"overall": -1}),
    ],
)
def test_a_part_of_the_size_worn_is_that_part(text: str, expected: dict[str, int]) -> None:
    assert signals(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # base: two parts coordinated each get it
        ("The shoulders and sleeves fit perfectly.", {"shoulders": 0, "sleeves": 0}),
        ("The back and shoulders fit perfectly.", {"shoulders": 0}),
        # a part coordinated with a detail that is no fit dimension: the part gets it, not
        # the whole
        ("The shoulders and back fit perfectly.", {"shoulders": 0}),
        ("Shoulders and back fit perfectly.", {"shoulders": 0}),
        ("The shoulders and the back were too tight.", {"shoulders": -1}),
        ("The bust and straps fit well.", {"bust": 0}),
        ("The sleeves and neckline were too tight.", {"sleeves": -1}),
        ("The waist and the straps were too loose.", {"waist": 1}),
        ("The length and the neckline are perfect.", {"length": 0}),
        # the detail alone or placed at the part stays the detail's
        ("The tie at the waist is short.", {}),
        ("I tried it on and back it went.", {}),
    ],
)
def test_a_part_and_a_detail_said_of_together(text: str, expected: dict[str, int]) -> None:
    assert signals(text) == expected
