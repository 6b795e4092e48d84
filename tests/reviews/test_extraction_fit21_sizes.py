"""fit-text-21 (issue 12), measurements: sizes and figures the fit-text-20 rules missed.
Made-up examples per family, read from ``fit-labels.md`` (Measurements): ``size_worn`` is
the size kept, ``usual_size`` the size normally worn (a bra size is no bust), references,
days of delivery and counts of colours are no sizes. Written from the misses on our fresh
set ``bench/data/fit_extra_meas_21.jsonl`` and earlier sets. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction_fit18_sizes import measured


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        ("Got my toddler the 3t and it fits with room to spare.", "3T"),
        ("The 2T was snug so we bought the 3T, which fits her.", "3T"),
        ("Ordered the 31 L30 and they fit well.", "31x30"),
        ("I took the 27/L32, length is spot on.", "27x32"),
    ],
)
def test_toddler_sizes_and_a_length_without_the_w(text, worn):
    assert measured(text)["size_worn"] == worn


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Réf. T42, tissu agréable.", "fr"),
        ("Bestellnummer 40123, alles vollständig.", "de"),
        ("Pedido número 36, llegó bien.", "es"),
        ("Order #12 was missing a button.", "en"),
        ("Reçu le 12, bien emballé.", "fr"),
        ("Llegó el 8, muy rápido.", "es"),
        ("Je l'ai pris en 3 couleurs.", "fr"),
        ("Ich habe es in 2 Farben.", "de"),
    ],
)
def test_references_delivery_days_and_colour_counts_are_no_sizes(text, language):
    got = measured(text, language)
    assert "size_worn" not in got and "usual_size" not in got


def test_an_ordered_size_after_le_is_still_a_size():
    assert measured("J'ai commandé le 40 et il me va bien.", "fr")["size_worn"] == "40"


@pytest.mark.parametrize(
    ("text", "height"),
    [
        ("I'm 5.3 ft and the small fits.", 160.0),
        ("5.6 feet, 140 lbs, medium is fine.", 167.6),
    ],
)
def test_feet_with_a_decimal_point(text, height):
    assert measured(text)["height"] == pytest.approx(height, abs=0.2)


def test_a_childs_height_in_inches_and_weight_in_pounds():
    got = measured("My son is 38 inches tall and 33 lbs, the 3T fits him.")
    assert got["height"] == pytest.approx(96.5, abs=0.2)
    assert got["weight"] == pytest.approx(15.0, abs=0.1)


def test_a_grown_up_weight_floor_stays():
    assert "weight" not in measured("Lost 20 lbs and the 8 fits now.")


@pytest.mark.parametrize(
    ("text", "language", "usual", "worn"),
    [
        ("I'm a 36B but I ordered the sister size 34C and it fits.", "en", "36B", "34C"),
        ("Usually a 34DD and had to go to a 36D, the sister size.", "en", "34DD", "36D"),
        ("Uso 85C y pedí la talla hermana 80D, me va bien.", "es", "85C", "80D"),
        ("Ich bin eine 80B, habe die Schwestergröße 75C genommen.", "de", "80B", "75C"),
    ],
)
def test_sister_bra_sizes(text, language, usual, worn):
    got = measured(text, language)
    assert got["usual_size"] == usual and got["size_worn"] == worn


def test_a_bra_size_next_to_a_dress_size_is_no_usual_size():
    got = measured("I'm a 32D, bought the 4 and it fits.")
    assert got["size_worn"] == "4" and "usual_size" not in got


@pytest.mark.parametrize(
    ("text", "language", "usual", "worn"),
    [
        ("Between an S and an M, I took the M and it fits.", "en", "S-M", "M"),
        ("Entre le 38 et le 40, j'ai pris le 40.", "fr", "38-40", "40"),
        ("Zwischen M und L, habe die L genommen.", "de", "M-L", "L"),
    ],
)
def test_a_sentence_opening_on_a_range_is_the_usual_size(text, language, usual, worn):
    got = measured(text, language)
    assert got["usual_size"] == usual and got["size_worn"] == worn


@pytest.mark.parametrize(
    ("text", "language", "worn"),
    [
        ("Devolví la L, me quedaba grande; la M ya me queda perfecta.", "es", "M"),
        ("La 38 me apretaba, la 40 ahora me queda bien.", "es", "40"),
    ],
)
def test_an_adverb_before_the_fit_verb(text, language, worn):
    assert measured(text, language)["size_worn"] == worn


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        (
            "Bought my usual large. Way too baggy, so it went back. The medium arrived and fits.",
            "M",
        ),
        (
            "Ordered my normal 10, it was huge and I sent it back. The 8 came this week, perfect.",
            "8",
        ),
    ],
)
def test_the_size_named_after_a_return_is_the_one_kept(text, worn):
    assert measured(text)["size_worn"] == worn


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        ("Tried the xs and the s in store, walked out with the s.", "S"),
        ("The 12 pinched, the 16 was a tent, went home with the 14.", "14"),
    ],
)
def test_the_size_taken_home_is_the_one_kept(text, worn):
    assert measured(text)["size_worn"] == worn


def test_a_list_of_sizes_tried_is_no_list_of_figures():
    got = measured("Tried on the 2, 4 and 6 and the 4 fit best.")
    assert got["size_worn"] == "4" and "usual_size" not in got


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        ("The 10 skirt was loose at the waist.", "10"),
        ("The xl sleeves are still short on me.", "XL"),
        ("The m shorts fit nicely.", "M"),
    ],
)
def test_a_garment_named_between_the_size_and_its_verb(text, worn):
    assert measured(text)["size_worn"] == worn


def test_small_before_a_garment_stays_an_adjective():
    assert "size_worn" not in measured("The small top buttons are cute.")


@pytest.mark.parametrize(
    "text",
    [
        "Got the 6 and the 8, both too short in the torso. Returned them both.",
        "Ordered an s and an m, both went back, the fabric was scratchy.",
    ],
)
def test_two_sizes_both_returned_leave_no_size_worn(text):
    assert "size_worn" not in measured(text)
