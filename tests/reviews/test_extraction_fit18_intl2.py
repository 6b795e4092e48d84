"""fit-text-19 families (issue 12, second written round), one made-up example per rule and
language where it applies, each tested from the meaning ``fit-labels.md`` gives it: no-fit
text about packaging, delivery times, labels and bows; the size for next time and the size
taken "this time" (a comparison with the size worn or the usual size); children's sizes by
height; "fits as expected" and a size chart that is right; smaller or larger than usual;
German shoes wide at the front and the shoulder seam. Pure tests."""

from __future__ import annotations

import pytest

from reviews.extraction import compare_sizes, extract_fit
from tests.reviews.test_extraction_fit_labels import check, labels
from tests.reviews.test_extraction_measurement_phrasing import values


# ---------------------------------------------------- no fit: packaging, time, labels, bows
@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("de", "Die Größe vom Karton war riesig, viel Verpackungsmüll."),
        ("de", "Der Karton war zu klein, das Kleid war total zerknittert."),
        ("de", "Die Lieferzeit war sehr lang, aber es hat sich gelohnt."),
        ("de", "Die Schleife ist zu lang und hängt komisch."),
        ("de", "Die Taschen sind kleiner als gedacht."),
        ("de", "Die Farbe ist heller als erwartet, kam wie beschrieben."),
        ("fr", "Le carton était trop petit, la robe toute froissée."),
        ("fr", "Délai un peu juste mais arrivé à temps."),
        ("fr", "Couleur plus claire que prévu."),
        ("es", "La caja era muy pequeña y el vestido llegó arrugado."),
        ("es", "El color es más oscuro de lo esperado."),
        ("en", "The size of the box was huge for such a small item."),
        ("en", "Tight deadline but it came on time, fits my budget."),
    ],
)
def test_no_fit_words_about_other_things(language, text):
    found = extract_fit(None, text, language)
    assert found.fit_signals == []
    assert found.measurements == []


def test_a_parcel_next_to_a_fit_verdict_keeps_the_verdict():
    assert labels("Das Kleid kam im Karton, ist aber zu klein.", "de") == {"overall": -1}
    assert labels("Le carton était abîmé mais la robe taille petit.", "fr") == {"overall": -1}


# ------------------------------------------ the size for next time, compared with the worn
@check(
    [
        (
            "de",
            "BH in 80C bestellt wie immer, Körbchen zu klein. Nächstes Mal 80D.",
            {"bust": -1, "overall": -1},
        ),
        ("de", "Hab die 38 genommen, nächstes Mal nehme ich die 40.", {"overall": -1}),
        ("de", "Hab M bestellt, nächstes Mal lieber S.", {"overall": 1}),
        ("en", "Got the M, next time I'll get the L.", {"overall": -1}),
        ("en", "Ordered a 10, next time I'd go with an 8.", {"overall": 1}),
        ("fr", "J'ai pris le 38, la prochaine fois je prendrai le 40.", {"overall": -1}),
        ("es", "Pedí la M, la próxima vez la S.", {"overall": 1}),
    ]
)
def test_the_size_for_next_time_is_size_advice(language, text, expected):
    assert labels(text, language) == expected


def test_the_same_size_next_time_is_no_comparison():
    assert labels("Hab 38 bestellt, nächstes Mal die gleiche Größe.", "de") == {}


# ------------------------------------------------- "this time" names the size of this item
@check(
    [
        ("de", "Ich nehme normalerweise 38, diesmal 36, passt perfekt.", {"overall": 1}),
        ("de", "Trage sonst M, dieses Mal L, passt.", {"overall": -1}),
        ("en", "I usually wear a 10, this time an 8 and it fits.", {"overall": 1}),
        ("fr", "Je fais du 40 normalement, cette fois du 38 et c'est parfait.", {"overall": 1}),
        ("es", "Normalmente uso la 40, esta vez la 38 y me queda perfecta.", {"overall": 1}),
    ]
)
def test_this_time_is_the_size_worn(language, text, expected):
    assert labels(text, language) == expected


def test_this_time_gives_size_worn_and_usual_size():
    found = values("Ich nehme normalerweise 38, diesmal 36, passt perfekt.", "de")
    assert (found["usual_size"], found["size_worn"]) == ("38", "36")


# --------------------------------------------------------- children's sizes by height
def test_kindergroesse_is_a_size_label():
    assert values("Kindergröße 128 passt meiner Tochter super.", "de")["size_worn"] == "128"
    assert labels("Kindergröße 128 passt meiner Tochter super.", "de") == {"overall": 0}


def test_childrens_sizes_step_by_six():
    assert compare_sizes("134", "128") == -1
    assert compare_sizes("128", "140") == 1
    assert compare_sizes("152", "128") is None  # four steps: no longer one comparison
    assert compare_sizes("44", "38") is None  # adult numbers keep their own steps
    assert labels("Unsere Tochter trägt Kindergröße 128, hier passt 134.", "de") == {"overall": -1}
    assert labels("Ma fille fait du 128 d'habitude, ici le 134 lui va.", "fr") == {"overall": -1}


# ------------------------------------------------ fits as expected, the size chart is right
@check(
    [
        ("de", "Passt wie erwartet.", {"overall": 0}),
        ("de", "Sitzt wie beschrieben.", {"overall": 0}),
        ("de", "Die Größenangabe stimmt.", {"overall": 0}),
        ("de", "Die Größentabelle stimmt genau.", {"overall": 0}),
        ("en", "The size chart is accurate.", {"overall": 0}),
        ("fr", "Taille comme prévu.", {"overall": 0}),
        ("fr", "Le guide des tailles est fiable.", {"overall": 0}),
        ("es", "Talla como se esperaba.", {"overall": 0}),
        ("es", "La tabla de tallas es correcta.", {"overall": 0}),
    ]
)
def test_fits_as_expected_is_true_to_size(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------------------ smaller or larger than usual
@check(
    [
        ("de", "Kleiner als gewohnt.", {"overall": -1}),
        ("de", "Weiter als gedacht.", {"overall": 1}),
        ("de", "An der Brust enger als erwartet.", {"bust": -1}),
        ("fr", "Plus petit que d'habitude.", {"overall": -1}),
        ("fr", "La poitrine est plus serrée que d'habitude.", {"bust": -1}),
        ("es", "Más pequeño de lo normal.", {"overall": -1}),
        ("es", "Me queda más ancho de lo normal de cintura.", {"waist": 1}),
    ]
)
def test_smaller_or_larger_than_usual(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------------- German: shoe fronts, shoulder seams
@check(
    [
        (
            "de",
            "Schön breit vorne, ideal für meine Ballen. Größe passt.",
            {"width": 1, "overall": 0},
        ),
        ("de", "Viel Platz vorne für die Zehen.", {"width": 1}),
        ("de", "Etwas eng vorne, drückt am großen Zeh.", {"width": -1}),
        ("de", "Die Schulternaht hängt runter.", {"shoulders": 1}),
    ]
)
def test_german_shoe_front_and_shoulder_seam(language, text, expected):
    assert labels(text, language) == expected


def test_far_forward_is_a_position_not_width():
    assert "width" not in labels("Die Bluse ist sehr weit vorne geschnitten.", "de")


# ------------------------------------ German: negation after the predicate, colloquial advice
@check(
    [
        ("de", "Oversize Schnitt, aber zu groß ist er nicht.", {"overall": 0}),
        ("de", "Zu eng ist sie auf keinen Fall.", {"overall": 0}),
        ("de", "Zu groß ist sie, nicht zu empfehlen.", {"overall": 1}),
        ("de", "Hab ne Nummer größer genommen.", {"overall": -1}),
        ("de", "Nimm eine Größe mehr.", {"overall": -1}),
        ("de", "Eine Nummer weniger reicht.", {"overall": 1}),
        ("de", "Eine Nummer mehr Auswahl wäre schön.", {}),
        ("de", "Musste die Hosenbeine umschlagen.", {"length": 1}),
    ]
)
def test_german_negation_last_and_colloquial_advice(language, text, expected):
    assert labels(text, language) == expected


# ----------------------------------------------- "hier L" after the usual size is the size worn
@check(
    [
        ("de", "Normalerweise M, hier L.", {"overall": -1}),
        ("de", "Trage sonst 40, hier 38 und passt.", {"overall": 1}),
        ("es", "Uso la 38, aquí la 40.", {"overall": -1}),
        ("de", "Hier 5 Sterne, tolles Teil.", {}),
    ]
)
def test_here_names_the_size_of_this_item(language, text, expected):
    assert labels(text, language) == expected
