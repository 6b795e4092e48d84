"""fit-text-30, overall read in the right direction (ovd): a verdict that it fits keeps its
reading in its variants (a verdict as a noun, said of the size, room for a purpose after it).
Made-up examples: each family's base and its variants, with the neighbours that must keep
their own reading. Pure tests."""

from __future__ import annotations

import pytest

from bench.fit_signal_errors import reduce
from reviews.extraction import extract_fit


def signals(text: str, title: str | None = None) -> dict[str, int]:
    return reduce(extract_fit(title, text, "en").fit_signals)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # base: room for a purpose after a verdict that it fits is that verdict
        ("The coat fits perfectly with room for a thick sweater.", {"overall": 0}),
        # the verdict as a noun, or said of the size worn
        ("The medium was a good fit with room for a thick sweater.", {"overall": 0}),
        ("It's a great fit, with room for layers underneath.", {"overall": 0}),
        ("Perfect fit with some room to layer.", {"overall": 0}),
        ("The large was perfect with room for a hoodie.", {"overall": 0}),
        ("The small was great.. with room, just like the photo.", {"overall": 0}),
        ("The size 8 is just right with enough room to move.", {"overall": 0}),
        # neighbours: room with no verdict, or room in a named part, stays room
        ("The medium fit with plenty of room!", {"overall": 1}),
        ("It fits great with room in the hips.", {"overall": 0, "hips": 1}),
        ("The color is great with room to spare in the pockets.", {}),
    ],
)
def test_room_after_a_verdict_that_it_fits(text: str, expected: dict[str, int]) -> None:
    assert signals(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # base: roomy is room (fit-labels.md), "plenty roomy" too
        ("The coat is roomy.", {"overall": 1}),
        # "roomy enough" for a purpose is room as well
        ("The coat is roomy enough for a thick jumper underneath.", {"overall": 1}),
        ("Love it, roomy enough to layer but not too big.", {"overall": 1}),
        ("The sleeves are roomy enough to go over a blouse.", {"sleeves": 1}),
        # neighbours: negated it is tight; "true to size" beside it decides; a bare "roomy
        # enough" and "big enough" are as needed; pockets and bags are no fit
        ("Sadly not roomy enough for a sweater.", {"overall": -1}),
        ("Roomy enough for layers, true to size.", {"overall": 0}),
        ("The medium is roomy enough.", {"overall": 0}),
        ("It is big enough for a jumper.", {"overall": 0}),
        ("The pockets are roomy enough for my phone.", {}),
    ],
)
def test_roomy_enough_is_room(text: str, expected: dict[str, int]) -> None:
    assert signals(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # base: a size word followed by how it is meant to be is fitting as designed
        ("The blouse is loose, as it's meant to be.", {"overall": 0}),
        # the same said with "but" or "and" after it
        ("The blouse is loose but it's supposed to fit that way.", {"overall": 0}),
        ("The tunic is a bit loose, but it is meant to be.", {"overall": 0}),
        ("The sleeves are a bit long, but they are supposed to be.", {"sleeves": 0}),
        ("It is snug and it's designed to fit that way.", {"overall": 0}),
        # neighbours: a verdict that it runs large stays; meant for something else
        ("It runs big but it's supposed to be loose.", {"overall": 1}),
        ("It runs a little big but it's meant to have a slouchy look.", {"overall": 1}),
        ("The blouse is loose but it's supposed to be tucked in.", {"overall": 1}),
    ],
)
def test_meant_to_be_after_but(text: str, expected: dict[str, int]) -> None:
    assert signals(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # base: other reviewers' words are a hedge, the reviewer's own verdict counts
        ("The reviews that said it runs small are wrong, it fits perfectly.", {"overall": 0}),
        # the item named between "reviews" and what they said
        (
            "After reading the reviews for this coat that said it runs small, i got both sizes.",
            {},
        ),
        ("The reviews on this dress that said it runs large scared me.", {}),
        ("I read the reviews that said it runs small and sized up, it fits.", {"overall": 0}),
        ("I read the reviews about it running small and sized up, it fits.", {"overall": 0}),
        # neighbours: the reviewer's own verdict after reading the reviews stays
        ("I read the reviews for this dress, it runs small.", {"overall": -1}),
        (
            "I disagree with the reviewers about this being true to size, it runs big.",
            {"overall": 1},
        ),
    ],
)
def test_reviews_naming_the_item_are_a_hedge(text: str, expected: dict[str, int]) -> None:
    assert signals(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # base: opposite verdicts on the whole, the one given more often wins
        ("Runs small. Tight everywhere. The hem is a little loose.", {"overall": -1}),
        # as often one way as the other: the reviewer's "runs small / large" decides
        ("This jacket runs big; the rest of it is a bit tight though.", {"overall": 1}),
        ("They do run small, the rest of the leg is loose.", {"overall": -1}),
        ("It ran huge on me. After one wash it was tiny.", {"overall": 1}),
        ("It might run a little small. It was way too big after a wash.", {"overall": -1}),
        # against a size named and judged it stays undecided (fit-text-25), and undecided is
        # no label (fit-text-51)
        ("It runs small. The small was way too big.", {}),
        # neighbours: without a "runs" verdict the two cancel out
        ("It is a bit tight. It is a bit loose.", {}),
    ],
)
def test_runs_verdict_decides_a_tie(text: str, expected: dict[str, int]) -> None:
    assert signals(text) == expected
