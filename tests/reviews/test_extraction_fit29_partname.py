"""fit-text-29, names of body and garment parts (partname): a name the labels read as a part
gets that part in every phrasing the base names get ("loose in the waist" -> "loose around the
belly", "runs large through the mid section"), and two parts in two clauses keep their own
verdicts. Made-up examples: each family's base (already read right) and its variants. Pure
tests."""

from __future__ import annotations

import pytest

from bench.fit_signal_errors import reduce
from reviews.extraction import extract_fit


def reduced(text: str, language: str = "en") -> dict[str, int]:
    return reduce(extract_fit(None, text, language).fit_signals)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # base: the waist and its names already in the lexicon
        ("This dress is loose in the waist.", {"waist": 1}),
        ("This dress is loose around my tummy.", {"waist": 1}),
        ("It runs large through the midsection.", {"waist": 1}),
        ("A little snug around the tummy area.", {"waist": -1}),
        # the belly and the mid section, the same part
        ("This dress is loose around the belly.", {"waist": 1}),
        ("Way too tight in the belly.", {"waist": -1}),
        ("A little snug around the belly area.", {"waist": -1}),
        ("There is some extra room in the belly area.", {"waist": 1}),
        ("It runs large through the mid section and the arm holes.", {"waist": 1}),
        ("The mid section is baggy.", {"waist": 1}),
        # the belly button is a position, and a belly named alone is no verdict
        ("The rise hits right at my belly button.", {}),
        ("It hits just above my belly-button.", {}),
        ("The ruching hides my belly.", {}),
        ("I have a bit of a belly.", {}),
        ("Cute, but on me it was too short and showed my belly.", {"length": -1}),
    ],
)
def test_names_of_the_waist(text, expected):
    assert reduced(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # base: coordinated parts each get the verdict (fit-labels.md)
        ("It is tight in the bust and the shoulders.", {"bust": -1, "shoulders": -1}),
        ("The bust and the shoulders are perfect.", {"bust": 0, "shoulders": 0}),
        ("It is tight in the bust and the length is perfect.", {"bust": -1, "length": 0}),
        ("It is tight in the bust, but the shoulders are perfect.", {"bust": -1, "shoulders": 0}),
        # a second part that opens a clause of its own keeps its own verdict
        ("It is tight in the bust and the shoulders are perfect.", {"bust": -1, "shoulders": 0}),
        ("It is loose in the waist and the hips fit perfectly.", {"waist": 1, "hips": 0}),
        ("It is loose in the waist and my hips are fine.", {"waist": 1, "hips": 0}),
        # a part named with no verdict of its own takes none from the next clause
        ("The ruching is forgiving for the tummy and the length is perfect.", {"length": 0}),
        ("The ruching is forgiving for the belly and the length is perfect.", {"length": 0}),
        # a predicate that is no verdict leaves the list coordinated
        (
            "The blazer is roomy through the waist and the sleeves hit past my knuckles.",
            {"waist": 1, "sleeves": 1},
        ),
    ],
)
def test_two_parts_in_two_clauses(text, expected):
    assert reduced(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # base: the bust or the chest follows the reviewer's word (fit-labels.md)
        ("It is so tight in the bust.", {"bust": -1}),
        ("It is so tight in the chest.", {"chest": -1}),
        # the rib cage is the bust, or the chest where the reviewer says chest
        ("It runs small around the ribcage.", {"bust": -1}),
        ("So tight in the rib cage and chest.", {"chest": -1}),
        ("It runs small around the rib cage, and my chest is not small.", {"chest": -1}),
        ("Tight in the rib cage, with my 34dd bust and big chest.", {"bust": -1}),
    ],
)
def test_the_rib_cage_follows_the_reviewers_word(text, expected):
    assert reduced(text) == expected
