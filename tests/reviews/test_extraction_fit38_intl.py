"""fit-text-38 (de/fr/es): forms read the wrong way, or not at all, where a near form that means
the same is read (fit-labels.md, Signals; /work/scratch/probe38_intl). Every sentence is made
up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction import directions

# --- A5: a wish for more is a verdict of too little ("hätte es gern", "j'aurais préféré",
# "si seulement", "me hubiera gustado", "schade, dass ... nicht", "dommage que", "lástima que")


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("Ich hätte es gern etwas weiter.", "de", {"overall": -1}),
        ("Ich hätte es gern etwas enger.", "de", {"overall": 1}),
        ("Ich hätte es gern etwas länger.", "de", {"length": -1}),
        ("Ich hätte die Ärmel gerne etwas länger.", "de", {"sleeves": -1}),
        ("Schade, dass es nicht länger ist.", "de", {"length": -1}),
        ("Schade, dass die Ärmel nicht länger sind.", "de", {"sleeves": -1}),
        ("J'aurais préféré qu'il soit un peu plus large.", "fr", {"overall": -1}),
        ("J'aurais voulu qu'il soit plus large.", "fr", {"overall": -1}),
        ("J'aurais aimé l'avoir plus long.", "fr", {"length": -1}),
        ("J'aurais aimé des manches plus longues.", "fr", {"sleeves": -1}),
        ("Si seulement les manches étaient plus longues.", "fr", {"sleeves": -1}),
        ("Si seulement il était plus large.", "fr", {"overall": -1}),
        ("Dommage qu'il ne soit pas plus long.", "fr", {"length": -1}),
        ("Me hubiera gustado más holgado.", "es", {"overall": -1}),
        ("Me hubiera gustado más holgado de hombros.", "es", {"shoulders": -1}),
        ("Me hubiera gustado más largo.", "es", {"length": -1}),
        ("Preferiría que fuera más ancho.", "es", {"overall": -1}),
        ("Lástima que no sea más largo.", "es", {"length": -1}),
    ],
)
def test_a_wish_for_more_is_too_little(text, language, expected):
    assert directions(text, language=language) == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("Ich hätte es gern etwas länger gehabt.", "de", {"length": -1}),
        ("Ich wünschte, es wäre weiter.", "de", {"overall": -1}),
        ("Schade, dass es nicht länger gehalten hat.", "de", {}),
        ("J'aurais aimé qu'il soit plus ample.", "fr", {"overall": -1}),
        ("J'aurais aimé une couleur plus claire.", "fr", {}),
        ("Me gustaría que fuera más ancho.", "es", {"overall": -1}),
        ("Me hubiera gustado más el color azul.", "es", {}),
    ],
)
def test_near_wishes_stay(text, language, expected):
    assert directions(text, language=language) == expected
