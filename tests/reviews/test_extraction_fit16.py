"""fit-text-16 families for German, French and Spanish (one made-up example per rule and
language where it applies): word order (separable and verb-final German verbs, verb-second
sizes), negated pressure verbs, where a sleeve or hem ends, sizes in passing, ranges,
"instead of" and children's sizes. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction_fit_labels import check, labels
from tests.reviews.test_extraction_measurement_phrasing import values


# ---------------------------------------------------------------------------- signals
@check(
    [
        ("de", "Der Hosenbund schneidet an der Seite ein.", {"waist": -1}),
        ("de", "Die Hose steht am Rücken leider etwas ab.", {"overall": 1}),
        ("de", "Der Pulli trägt an den Hüften sehr auf.", {"hips": 1}),
    ]
)
def test_german_separable_verbs_with_the_particle_further_off(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("de", "Der Rock könnte an der Hüfte ein wenig weiter sein.", {"hips": -1}),
        ("de", "Die Ärmel könnten für mich etwas kürzer sein.", {"sleeves": 1}),
    ]
)
def test_a_german_wish_with_a_part_between(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("de", "Die Jacke ist länger als erwartet.", {"length": 1}),
        ("de", "Der Rock ist enger als gedacht.", {"overall": -1}),
        ("fr", "La robe est trop courte d'environ 3 cm.", {"length": -1}),
    ]
)
def test_a_comparative_against_what_was_expected(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("de", "Die Schultern drücken nicht.", {"shoulders": 0}),
        ("fr", "Le tour de taille ne serre pas du tout.", {"waist": 0}),
        ("fr", "Rien ne serre, très agréable.", {"overall": 0}),
        ("es", "De cintura no me aprieta.", {"waist": 0}),
    ]
)
def test_a_negated_pressure_verb_fits(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("de", "Die Ärmel reichen genau bis zum Handgelenk.", {"sleeves": 0}),
        ("fr", "Les manches s'arrêtent pile au poignet.", {"sleeves": 0}),
        ("es", "Las mangas llegan justo a la muñeca.", {"sleeves": 0}),
    ]
)
def test_a_sleeve_ending_just_at_the_wrist_is_the_right_length(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("de", "Ärmel viel zu lang, sie bedecken meine Hände.", {"sleeves": 1}),
        ("fr", "Manches longues, elles cachent mes mains.", {"sleeves": 1}),
        ("es", "Las mangas son largas, me tapan las manos.", {"sleeves": 1}),
    ]
)
def test_hands_covered_are_long_sleeves_not_length(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("de", "Tolle Passform!", {"overall": 0}),
        ("de", "Leider zu eng ausgefallen.", {"overall": -1}),
        ("de", "Das Hemd ist etwas groß geraten.", {"overall": 1}),
        ("de", "Die Schultern rutschen ständig runter.", {"shoulders": 1}),
        ("de", "Die Jacke lässt sich am Bauch nur schwer schließen.", {"waist": -1}),
    ]
)
def test_german_verdicts_on_the_whole_item_and_its_parts(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("de", "Die Sandalen sind vorne zu schmal.", {"width": -1}),
        ("fr", "Escarpins serrés à l'avant.", {"width": -1}),
    ]
)
def test_a_shoe_narrow_at_the_front_is_width(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("fr", "Cette chemise fait sac.", {"overall": 1}),
        ("es", "El jersey me queda como un saco.", {"overall": 1}),
        ("es", "El top me marca demasiado.", {"overall": -1}),
        ("es", "Al vestido le sobran 5 cm de largo.", {"length": 1}),
        ("fr", "Le jean glisse dès que je me penche.", {"rise": -1}),
        ("fr", "La longueur est juste ce qu'il faut.", {"length": 0}),
        ("fr", "J'ai pris le M, c'est parfait.", {"overall": 0}),
        ("es", "El bajo se ajusta perfectamente.", {"overall": 0}),
    ]
)
def test_french_and_spanish_idioms(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("fr", "Trop large au niveau du ventre et de la poitrine.", {"waist": 1, "bust": 1}),
        ("es", "Me queda ancho de hombros y de cintura.", {"shoulders": 1, "waist": 1}),
    ]
)
def test_coordinated_parts_with_a_repeated_de(language, text, expected):
    assert labels(text, language) == expected


# ---------------------------------------------------------------------------- sizes
@pytest.mark.parametrize(
    ("text", "language", "worn", "usual"),
    [
        # German verb-final and verb-second
        ("Ich habe diesmal die 40 bestellt, wie immer.", "de", "40", "40"),
        ("Ich habe die 44 genommen und sie passt.", "de", "44", None),
        ("Ich bin 1,62 und habe S bestellt.", "de", "S", None),
        ("Normalerweise 38, aber hier ist die 40 zu eng.", "de", "40", "38"),
        ("Mein Sohn trägt sonst M, jetzt passt ihm L.", "de", "L", "M"),
        ("Ich habe meine normale Größe 42 genommen.", "de", "42", "42"),
        # exchanges
        ("Habe sie gegen die 36 umgetauscht.", "de", "36", None),
        ("Il m'a fallu un 42.", "fr", "42", None),
        ("Tuve que cambiarlo por la M.", "es", "M", None),
        ("Pedí mi talla habitual (la 40) y me queda bien.", "es", "40", "40"),
        # a bra size after the garment's name
        ("BH 80C, die Bügel drücken.", "de", "80C", None),
        ("Sujetador 90B: cómodo.", "es", "90B", None),
        # ranges and "instead of"
        ("Ich liege zwischen 38 und 40 und habe 40 bestellt.", "de", "40", "38-40"),
        ("Je suis entre le 38 et le 40.", "fr", None, "38-40"),
        ("Estoy entre la S y la M.", "es", None, "S-M"),
        ("Pedí la M en vez de la S.", "es", "M", "S"),
        ("J'ai pris le 40 au lieu du 38.", "fr", "40", "38"),
        # advice for next time: the 40 replaced is the pair worn now (fit-text-20; the labels
        # of fit_extra_written rows xw-de-08 and xw8-de-03 say so)
        ("Nächstes Mal nehme ich 41 statt 40.", "de", "40", None),
        # children's sizes without a prefix in a review about a child
        ("Für meine Tochter in 122 bestellt.", "de", "122", None),
        ("Mi hija usa la 110, y la 110 le queda bien.", "es", "110", "110"),
    ],
)
def test_sizes_in_german_french_and_spanish_word_order(text, language, worn, usual):
    found = values(text, language)
    assert (found.get("size_worn"), found.get("usual_size")) == (worn, usual)


def test_a_number_over_60_is_no_size_without_a_child():
    assert "size_worn" not in values("Ich habe 122 bestellt.", "de")


@pytest.mark.parametrize(
    ("text", "language", "height"),
    [
        ("Das Kleid ist zu kurz für meine 1,78.", "de", 178),
        ("El pantalón es corto para mi 1,85.", "es", 185),
        ("Je fais 1,64 et la robe est parfaite.", "fr", 164),
    ],
)
def test_a_height_owned_without_its_unit(text, language, height):
    assert values(text, language)["height"] == height


@check(
    [
        ("de", "Groesse passt, die Aermel sind aber zu kurz.", {"overall": 0, "sleeves": -1}),
        ("de", "Faellt kleiner aus, an der Huefte zu eng.", {"overall": -1, "hips": -1}),
    ]
)
def test_german_umlauts_typed_as_ae_oe_ue(language, text, expected):
    assert labels(text, language) == expected


def test_umlauts_are_restored_only_in_german_fit_words():
    from reviews.extraction.lexicon_de import umlauts

    assert umlauts("Groesse, Laenge, fuer, zurueck") == "Grösse, Länge, für, zurück"
    assert umlauts("Bueno, puede ser; true blue aerobic") == "Bueno, puede ser; true blue aerobic"


@check(
    [
        ("de", "Am Po sitzt sie ziemlich stramm.", {"hips": -1}),
        ("de", "Das Kleid zieht an den Schultern.", {"shoulders": -1}),
        ("de", "Die Stiefel passen meiner Tochter gut.", {"overall": 0}),
        ("fr", "La ceinture est trop lâche.", {"waist": 1}),
        ("fr", "La longueur du corps est parfaite.", {"length": 0}),
        ("es", "Las zapatillas son estrechas de ancho.", {"width": -1}),
    ]
)
def test_more_tight_loose_and_fitting_words(language, text, expected):
    assert labels(text, language) == expected


@pytest.mark.parametrize(
    ("text", "language", "worn", "usual"),
    [
        ("Sonst trage ich 42, hier passt mir sogar die 38.", "de", "38", "42"),
        ("Meine Frau (Kleidergröße 40) liebt den Mantel.", "de", None, "40"),
        ("Uso la S y esta S me viene grande.", "es", "S", "S"),
        ("Je porte du 38 et cette 38 me serre.", "fr", "38", "38"),
    ],
)
def test_more_sizes_in_passing(text, language, worn, usual):
    found = values(text, language)
    assert (found.get("size_worn"), found.get("usual_size")) == (worn, usual)


@pytest.mark.parametrize(
    ("text", "worn"),
    [("I ordered the xxs p, it is fine.", "XXSP"), ("Got the 0 p and it fits.", "0P")],
)
def test_petite_written_apart_after_the_size(text, worn):
    assert values(text, "en")["size_worn"] == worn


def test_a_weight_after_weigh_followed_by_a_comma():
    assert values("i'm 5'6, weigh around 115, have long legs", "en")["weight"] == 52.2


@check(
    [
        ("de", "Liegt schön an, ohne einzuengen.", {"overall": 0}),
        ("de", "Der Bund engt am Bauch ein.", {"waist": -1}),
        ("de", "Ich hätte mir mehr Weite an den Schultern gewünscht.", {"shoulders": -1}),
        ("de", "Der Bund ist viel zu hoch.", {"rise": 1}),
        ("de", "Die Sandalen haben vorne schön viel Platz.", {"width": 1}),
        ("fr", "Le gilet ne ferme pas au niveau de la poitrine.", {"bust": -1}),
        ("fr", "Pantalon un peu juste en longueur.", {"length": -1}),
        ("es", "Las botas tallan normal.", {"overall": 0}),
        ("es", "El abrigo le queda justo de largo.", {"length": -1}),
    ]
)
def test_more_verdicts_from_a_fourth_sample(language, text, expected):
    assert labels(text, language) == expected


@pytest.mark.parametrize(
    ("text", "language", "worn", "usual"),
    [
        ("Normalerweise M, aber hier ist L richtig.", "de", "L", "M"),
        ("Ich habe wie immer 39 genommen.", "de", "39", "39"),
        ("J'ai renvoyé le S pour un M.", "fr", "M", None),
        ("Devolví la 40 por la 42.", "es", "42", None),
        ("Pedí la talla habitual, la 38, y me queda bien.", "es", "38", "38"),
        ("Mon mari mesure 1m80, l'entrejambe est parfait.", "fr", None, None),
    ],
)
def test_sizes_from_a_fourth_sample(text, language, worn, usual):
    found = values(text, language)
    assert (found.get("size_worn"), found.get("usual_size")) == (worn, usual)


@check(
    [
        ("de", "Länge top, Schultern auch.", {"length": 0, "shoulders": 0}),
        ("fr", "Les manches m'arrivent juste au poignet.", {"sleeves": 0}),
        ("es", "Las mangas me llegan justo a la muñeca.", {"sleeves": 0}),
        ("es", "El bikini es bonito, pero la parte de arriba me queda pequeña.", {"bust": -1}),
    ]
)
def test_more_verdicts_from_a_fifth_sample(language, text, expected):
    assert labels(text, language) == expected


@pytest.mark.parametrize(
    ("text", "language", "worn", "usual"),
    [
        ("Er trägt sonst L, hier reicht ihm M.", "de", "M", "L"),
        ("Normalement du 42, ici le 40 suffit.", "fr", "40", "42"),
        ("Uso la M, pero aquí necesito la L.", "es", "L", "M"),
        ("Unsere Tochter (5) trägt 110.", "de", None, "110"),
        ("Weil ich zwischen S und M liege, habe ich M genommen.", "de", "M", "S-M"),
        ("J'ai l'habitude du 38.", "fr", None, "38"),
    ],
)
def test_sizes_from_a_fifth_sample(text, language, worn, usual):
    found = values(text, language)
    assert (found.get("size_worn"), found.get("usual_size")) == (worn, usual)


@check(
    [
        ("de", "Die Ärmel sind etwas zu lang geraten.", {"sleeves": 1}),
        ("de", "Die Hose ist leider zu eng ausgefallen.", {"overall": -1}),
        ("fr", "Les épaules tombent un peu trop bas.", {"shoulders": 1}),
        ("es", "Las botas me quedan anchas de caña.", {}),
        ("de", "Die Stiefel sind am Schaft zu weit.", {}),
    ]
)
def test_participles_after_a_size_word_and_boot_shafts(language, text, expected):
    assert labels(text, language) == expected


def test_a_collar_size_is_the_size_worn():
    assert values("Kragenweite 42, die Ärmel passen.", "de")["size_worn"] == "42"
