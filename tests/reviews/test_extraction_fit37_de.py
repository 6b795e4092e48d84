"""fit-text-37 (German): a form read one way, or not at all, where a near form that means the same
is read (fit-labels.md, Signals: "runs small / large, true to size", "size advice: size up is -1",
"Footwear: ... width is only narrow or wide feet"). Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction import directions

# --- "fällt normal groß aus": normally sized, as "fällt ganz normal aus"


@pytest.mark.parametrize(
    "text",
    [
        "Fällt normal groß aus.",
        "Er fällt normal groß aus.",
        "Die Jacke fällt ganz normal gross aus.",
        "Fällt ganz normal aus.",
        "Fällt größenmäßig normal aus.",
    ],
)
def test_falls_normally_sized_is_true_to_size(text):
    assert directions(text, None, "de") == {"overall": 0}


@pytest.mark.parametrize(
    ("text", "overall"),
    [("Fällt normal bis groß aus.", 1), ("Fällt eher groß aus.", 1), ("Fällt mini aus.", -1)],
)
def test_falls_large_or_small_still_reads(text, overall):
    assert directions(text, None, "de") == {"overall": overall}


# --- "klein ausgefallen", "klein geschnitten" with no degree word, as "zu klein ausgefallen"


@pytest.mark.parametrize(
    ("text", "overall"),
    [
        ("Klein ausgefallen.", -1),
        ("Groß ausgefallen.", 1),
        ("gross ausgefallen", 1),
        ("Klein geschnitten.", -1),
        ("Kleiner geschnitten als andere Marken.", -1),
        ("Die Hose ist klein geschnitten.", -1),
        ("Leider zu klein ausgefallen.", -1),
        ("Großzügig geschnitten.", 1),
    ],
)
def test_cut_or_turned_out_small_or_large(text, overall):
    assert directions(text, None, "de") == {"overall": overall}


def test_cut_small_at_a_part_keeps_the_part():
    assert directions("In der Taille klein ausgefallen.", None, "de") == {"waist": -1}


@pytest.mark.parametrize(
    "text",
    [
        "Die Knöpfe sind klein geraten.",
        "Die Knöpfe sind klein ausgefallen.",
        "Der Ausschnitt ist groß geschnitten.",
        "Nicht klein ausgefallen.",
    ],
)
def test_a_detail_cut_small_or_a_denial_is_no_signal(text):
    assert directions(text, None, "de") == {}


# --- "kürzer / länger als erwartet" alone: the length, as "kleiner als gedacht"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Kürzer als erwartet.", {"length": -1}),
        ("Länger als erwartet.", {"length": 1}),
        ("Etwas kürzer als gedacht.", {"length": -1}),
        ("Die Ärmel sind länger als gedacht.", {"sleeves": 1}),
        ("Kleiner als gedacht.", {"overall": -1}),
    ],
)
def test_shorter_or_longer_than_expected_is_the_length(text, expected):
    assert directions(text, None, "de") == expected


@pytest.mark.parametrize(
    "text",
    [
        "Die Lieferung dauerte länger als erwartet.",
        "Hat länger als erwartet gedauert.",
        "Der Akku hält länger als erwartet.",
        "Die Schuhe halten länger als erwartet.",
        "Die Hose ist nicht kürzer als erwartet.",
    ],
)
def test_a_time_or_a_denial_is_no_length(text):
    assert directions(text, None, "de") == {}


# --- advice with "raten zu", as "ich empfehle eine Größe größer"


@pytest.mark.parametrize(
    ("text", "overall"),
    [
        ("Ich rate zu einer Größe größer.", -1),
        ("Ich rate euch zu einer Nummer größer.", -1),
        ("Ich würde zu einer Größe kleiner raten.", 1),
        ("Rate zu einer halben Nummer größer.", -1),
        ("Ich empfehle eine Größe größer.", -1),
    ],
)
def test_advice_with_raten_zu(text, overall):
    assert directions(text, None, "de") == {"overall": overall}


@pytest.mark.parametrize(
    "text",
    [
        "In einer Größe größer wäre es zu weit.",
        "Ich trage sonst 38, bei einer Größe kleiner wäre es zu eng.",
        "Schade, dass es den Pulli nicht in einer Größe größer gibt.",
    ],
)
def test_a_size_imagined_or_missing_is_no_advice(text):
    assert directions(text, None, "de") == {}


# --- shoes: too tight or unsuited for wide feet is the width


@pytest.mark.parametrize(
    ("title", "text", "width"),
    [
        ("Sneaker", "Sind sehr eng für breite Füße.", -1),
        ("Sneaker", "Zu eng für breite Füße.", -1),
        ("Sneaker", "Für breite Füße zu eng.", -1),
        ("Schuhe", "Für breite Füße zu schmal.", -1),
        ("Schuhe", "Die Schuhe drücken an der Seite.", -1),
        ("Schuhe", "Drückt seitlich.", -1),
        ("Schuhe", "Nicht für breite Füße geeignet.", -1),
        ("Schuhe", "Ungeeignet für breite Füße.", -1),
        ("Schuhe", "Für breite Füße leider nicht geeignet.", -1),
        ("Schuhe", "Für schmale Füße nicht geeignet, sehr weit.", 1),
        ("Schuhe", "Auch für breite Füße geeignet.", 1),
    ],
)
def test_shoe_width_for_wide_or_narrow_feet(title, text, width):
    assert directions(text, title, "de") == {"width": width}


@pytest.mark.parametrize(
    "text",
    [
        "Ich stoße vorne mit den Zehen an.",
        "Ich stoße mit den Zehen vorne an.",
        "Die Zehen stoßen vorne an.",
    ],
)
def test_toes_at_the_front_is_small(text):
    assert directions(text, "Sneaker", "de") == {"overall": -1}


@pytest.mark.parametrize(
    ("title", "text", "expected"),
    [
        ("Schuhe", "Nicht zu eng für breite Füße.", {"overall": 0}),
        ("Schuhe", "Nicht nur für breite Füße geeignet.", {}),
    ],
)
def test_shoe_width_denied_is_unchanged(title, text, expected):
    assert directions(text, title, "de") == expected


# --- a part named before "ist sie perfekt", as "an der Taille passt sie perfekt"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("An der Taille ist sie perfekt.", {"waist": 0}),
        ("An den Schultern ist sie perfekt.", {"shoulders": 0}),
        ("Im Brustbereich ist es perfekt.", {"bust": 0}),
        ("An der Taille passt sie perfekt.", {"waist": 0}),
        ("An der Hüfte ist sie gut, aber an der Taille zu weit.", {"hips": 0, "waist": 1}),
    ],
)
def test_a_part_then_is_it_perfect(text, expected):
    assert directions(text, "Kleid", "de") == expected


@pytest.mark.parametrize(
    "text",
    [
        "An der Taille ist sie nicht perfekt.",
        "An der Taille ist sie perfekt verarbeitet.",
        "Für den Preis ist es perfekt.",
    ],
)
def test_a_part_with_no_fit_verdict_is_no_signal(text):
    assert directions(text, None, "de") == {}


# --- colloquial degree words, as "Mega eng."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Voll weit.", {"overall": 1}),
        ("Voll klein.", {"overall": -1}),
        ("Mega eng.", {"overall": -1}),
        ("An der Taille voll weit.", {"waist": 1}),
    ],
)
def test_colloquial_degree_words(text, expected):
    assert directions(text, None, "de") == expected


@pytest.mark.parametrize(
    "text", ["Die Auswahl ist voll groß.", "Ich bin voll zufrieden.", "Nicht voll weit."]
)
def test_colloquial_degree_words_of_other_things_are_no_signal(text):
    assert directions(text, None, "de") == {}


# --- "über der Brust" after the size word, as "an der Brust" and "über der Brust zu eng"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Das Kleid ist etwas weit über der Brust.", {"bust": 1}),
        ("Viel zu weit über den Schultern.", {"shoulders": 1}),
        ("Etwas eng über der Brust.", {"bust": -1}),
        ("Zu weit über den Hüften.", {"hips": 1}),
        ("Das Kleid ist etwas weit an der Brust.", {"bust": 1}),
        ("Über der Brust zu eng.", {"bust": -1}),
    ],
)
def test_size_word_before_ueber_a_part(text, expected):
    assert directions(text, "Kleid", "de") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Der Rock endet knapp über dem Knie.", {}),
        ("Kleid ist mir zu kurz, geht nur knapp über den Po.", {"length": -1}),
        ("Nicht zu weit über den Schultern.", {}),
    ],
)
def test_a_position_over_a_part_is_no_width(text, expected):
    assert directions(text, "Kleid", "de") == expected
