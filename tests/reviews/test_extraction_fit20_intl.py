"""fit-text-20 families (issue 12, German, French and Spanish written reviews), one made-up
example per rule and language where it applies, each tested from the meaning
``fit-labels.md`` gives it. Pure tests."""

from __future__ import annotations

import pytest

from reviews.extraction import extract_fit
from tests.reviews.test_extraction_fit_labels import check, labels


# ------------------------------------ German compounds and colloquial words typed plain
@check(
    [
        ("de", "Die Schrittlaenge ist zu kurz.", {"inseam": -1}),
        ("de", "Aermellaenge etwas zu lang.", {"sleeves": 1}),
        ("de", "Die Leibhoehe ist viel zu niedrig.", {"rise": -1}),
        ("de", "Wanderschuhe: vorne schoen breit, Laenge passt.", {"width": 1, "overall": 0}),
    ]
)
def test_german_compounds_typed_without_umlauts(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------------ German size advice spelt with "ss"
@check(
    [
        ("de", "Nimm lieber eine Nummer grösser.", {"overall": -1}),
        ("de", "Naechstes Mal eine Groesse groesser.", {"overall": -1}),
        ("de", "Ich würde eine grössere Grösse empfehlen.", {"overall": -1}),
    ]
)
def test_german_size_advice_with_ss(language, text, expected):
    assert labels(text, language) == expected


# --------------------------------- German "passt" that goes with something, not a fit
@pytest.mark.parametrize(
    "text",
    [
        "Passt farblich super zum Teppich.",
        "Die Tasche passt optisch perfekt zur Jacke.",
    ],
)
def test_german_goes_with_is_no_fit(text):
    assert extract_fit(None, text, "de").fit_signals == []


# -------------------------------- German short verdicts on a part: "sitzt top", "sitzt auch"
@check(
    [
        ("de", "Die Jacke sitzt top.", {"overall": 0}),
        ("de", "Hose passt bestens.", {"overall": 0}),
        ("de", "Die Ärmel sind zu lang, der Bund sitzt auch.", {"sleeves": 1, "waist": 0}),
    ]
)
def test_german_short_verdicts(language, text, expected):
    assert labels(text, language) == expected


# ----------------------------------- German short rise: waistband too low, sliding down
@check(
    [
        ("de", "Die Jeans ist am Bund viel zu niedrig.", {"rise": -1}),
        ("de", "Die Hose rutscht beim Gehen dauernd runter.", {"rise": -1}),
    ]
)
def test_german_short_rise(language, text, expected):
    assert labels(text, language) == expected


# ---------------------------------------------------------- German "Luft": room to spare
@check(
    [
        ("de", "Für meine Tochter, sie hat noch etwas Luft.", {"overall": 1}),
        ("de", "An den Hüften genug Luft.", {"hips": 1}),
    ]
)
def test_german_room_to_spare(language, text, expected):
    assert labels(text, language) == expected


def test_german_room_to_improve_is_no_fit():
    assert extract_fit(None, "Bei der Qualität ist noch Luft nach oben.", "de").fit_signals == []


# ---------------------------------------------- footwear named by a compound or plain word
@check(
    [
        ("de", "Laufschuhe\nZu kurz, eine Nummer größer nehmen.", {"overall": -1}),
        ("fr", "Tongs\nTrop courtes pour moi.", {"overall": -1}),
        ("es", "Chanclas\nMe quedan cortas.", {"overall": -1}),
    ]
)
def test_footwear_compounds_make_length_the_size(language, text, expected):
    assert labels(text, language) == expected
