"""fit-text-24 (issue 12), German and Spanish (fitde2): families from the misses on the fresh
set ``bench/data/fit_extra_written_25.jsonl`` that recur in earlier written German sets.
Made-up examples per family, read from ``fit-labels.md``. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction_fit18_sizes import measured
from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # snug as it is meant to be is 0: "so wie sie sollen", "wie's sein soll", after the
        # particle of "liegt eng an" and after "eng anliegend"
        ("de", "Die Radlerhose sitzt knalleng, so wie sie soll.", {"overall": 0}),
        ("de", "Die Strumpfhose liegt eng an, wie es sein muss.", {"overall": 0}),
        ("de", "Das Laufshirt ist eng anliegend, wie's sein soll.", {"overall": 0}),
        ("de", "Am Po sitzen die Shorts eng, genau so wie sie sollen.", {"hips": 0}),
        # still tight without it; "eng anliegend" alone names the cut
        ("de", "Die Radlerhose liegt eng an.", {"overall": -1}),
        ("de", "Schönes eng anliegendes Shirt, tolle Farbe.", {}),
        ("de", "Das Shirt ist eng anliegend geschnitten.", {}),
    ]
)
def test_snug_as_it_should_be_in_german(language, text, expected):
    assert labels(text, language) == expected


@pytest.mark.parametrize(
    ("text", "worn", "usual"),
    [
        # "trag" for "trage", the size put before the verb
        ("Eigentlich trag ich 36, die 34 passt hier prima.", "34", "36"),
        ("Habe die 40 gekauft. 40 trage ich eigentlich immer.", "40", "40"),
        ("Die Körbchen sind zu knapp, obwohl ich 70C sonst trage.", None, "70C"),
    ],
)
def test_german_usual_size_with_trage_in_other_orders(text, worn, usual):
    out = measured(text, "de")
    assert out.get("size_worn") == worn
    assert out.get("usual_size") == usual


@pytest.mark.parametrize(
    ("text", "usual"),
    [
        # not a usual size: what the reviewer wears it with, an item worn now
        ("Ich trage die Jacke gern im Herbst.", None),
        ("Die 38 trage ich jetzt jeden Tag.", None),
        # "Trage Größe 38" alone says the size worn (test_extraction_measurements)
        ("Trage Größe 38.", None),
    ],
)
def test_german_trage_without_a_usual_size(text, usual):
    assert measured(text, "de").get("usual_size") == usual
