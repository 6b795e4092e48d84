"""fit-text-25 (issue 12), new real data (fitreal12): families from the errors on the fresh
set ``bench/data/fit_extra_real_12.jsonl`` that recur in the other readable real sets.
Made-up examples per family, read from ``fit-labels.md``. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # the front closing without strain is the bust that fits (the chest for a man's shirt)
        (
            "en",
            "Great oxford, it buttons up without gaping even when i reach forward.",
            {"bust": 0},
        ),
        ("en", "I'm a 34dd and the blouse closes without any pulling.", {"bust": 0}),
        (
            "en",
            "Nice weight, no straining at the buttons, and the sleeves are long enough.",
            {"bust": 0, "sleeves": 0},
        ),
        ("en", "For once the buttons don't gape on me!", {"bust": 0}),
        # a part named is that part
        ("en", "The cardigan doesn't pull across the chest at all.", {"chest": 0}),
        # a roomy bust or chest said beside it wins
        ("en", "Roomy in the chest, no pulling at the buttons.", {"chest": 1}),
        # near misses: nothing named, a habit, the strain itself
        ("en", "It looked great on and didn't pull.", {}),
        ("en", "It is hard to find shirts that close without gaping, and this one is cute.", {}),
        ("en", "The buttons pull a little across the bust.", {"bust": -1}),
    ]
)
def test_no_strain_at_the_front_is_the_bust_that_fits(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a closer cut wished is a garment too loose, alone or joined to another wish
        ("en", "Cute print but i wish it were less baggy.", {"overall": 1}),
        ("en", "I wish the tunic was shorter and more fitted.", {"length": 1, "overall": 1}),
        (
            "en",
            "I was hoping it would be a little more tailored and the sleeves shorter.",
            {"overall": 1},
        ),
        (
            "en",
            "Would have given it five stars if it was less voluminous & a bit longer.",
            {"overall": 1, "length": -1},
        ),
        ("en", "I wish the jacket were longer and less boxy.", {"length": -1, "overall": 1}),
        # near misses: a hope met, an alteration planned, a comparison with no wish
        ("en", "I was hoping it would be more fitted, but the xs is perfect.", {"overall": 0}),
        ("en", "I might take in the sides to make it less boxy.", {}),
        ("en", "The new version is less boxy and more fitted than last year's.", {}),
    ]
)
def test_a_closer_cut_wished_is_too_loose(language, text, expected):
    assert labels(text, language) == expected
