"""fit-text-18 families (issue 12) for written reviews in German, French and Spanish, one
made-up example per rule and language where it applies, each tested from the meaning
``fit-labels.md`` gives it: words typed without accents, negation inside German separable
verbs, German verb-final purchases, Spanish diminutives and "me van", where it ends judged
right, no gaping, and no-fit text (gifts, fabric, delivery). Pure tests."""

from __future__ import annotations

import pytest

from reviews.extraction import extract_fit
from reviews.extraction.lexicon_es import accents as accents_es
from reviews.extraction.lexicon_fr import accents as accents_fr
from tests.reviews.test_extraction_fit_labels import check, labels
from tests.reviews.test_extraction_measurement_phrasing import values


# ---------------------------------------------------------------- typed without accents
@check(
    [
        ("fr", "Un peu juste aux epaules.", {"shoulders": -1}),
        ("fr", "Bottines tres etroites devant, pied large s'abstenir.", {"width": -1}),
        ("fr", "Le pantalon est trop large a la taille.", {"waist": 1}),
        ("fr", "Ca taille grand, prenez une taille en dessous.", {"overall": 1}),
        ("fr", "Trop serree aux hanches.", {"hips": -1}),
        ("es", "La falda es mas corta de lo que parece en la foto.", {"length": -1}),
        ("es", "Le esta un pelin grande.", {"overall": 1}),
        ("es", "Son largisimos, tengo que cortarlos.", {"length": 1}),
        ("es", "Horma pequena, pedid un numero mas.", {"overall": -1}),
        ("es", "Me queda corto, la proxima vez pido una talla mas.", {"length": -1, "overall": -1}),
    ]
)
def test_fit_words_typed_without_accents(language, text, expected):
    assert labels(text, language) == expected


def test_accents_are_restored_only_where_the_word_is_unambiguous():
    assert accents_fr("Il a la taille fine, elle a l'air bien.") == (
        "Il a la taille fine, elle a l'air bien."
    )
    assert (
        accents_fr("Large a la taille, ca taille grand.") == "Large à la taille, ça taille grand."
    )
    assert accents_es("Esta falda es bonita.") == "Esta falda es bonita."
    assert accents_es("Me esta grande, esta muy justo.") == "Me está grande, está muy justo."
    # the evidence keeps the offsets of the restored text (same length)
    ext = extract_fit(None, "Un peu juste aux epaules.", "fr")
    assert ext.fit_signals[0]["evidence"] == "Un peu juste aux épaules"


# ------------------------------------------------------------------------ German
@check(
    [
        ("de", "Die Schuhe fallen nicht klein aus.", {"overall": 0}),
        ("de", "Die Bluse steht an der Brust nicht ab.", {"bust": 0}),
        ("de", "Die Hose schneidet am Bund nicht ein.", {"waist": 0}),
        ("de", "Die Zehen stoßen vorne nicht an.", {"overall": 0}),
        ("de", "Die Schuhe fallen klein aus.", {"overall": -1}),
        ("de", "Die Bluse steht an der Brust ab.", {"bust": 1}),
    ]
)
def test_negation_inside_a_german_separable_verb_is_a_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("de", "Sitzt an der Hüfte locker, an der Taille genau richtig.", {"hips": 1, "waist": 0}),
        ("de", "Die Bluse ist an den Schultern etwas weit.", {"shoulders": 1}),
        ("de", "Das Kleid ist im Sommer angenehm locker.", {}),
    ]
)
def test_a_german_part_between_the_verb_and_the_size_word(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("de", "Im Brustbereich steht das Kleid ab. Der Rest passt.", {"bust": 1, "overall": 0}),
        ("de", "Schulterpartie zu eng.", {"shoulders": -1}),
        ("de", "Die Brustpartie ist zu weit.", {"bust": 1}),
    ]
)
def test_german_compound_parts(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("de", "Nach dem Waschen ist das Shirt zwei Zentimeter kürzer geworden.", {"length": -1}),
        ("de", "Das Shirt ist nach der Wäsche enger geworden.", {"overall": -1}),
    ]
)
def test_shrunk_in_the_wash_german(language, text, expected):
    assert labels(text, language) == expected


@pytest.mark.parametrize(
    ("text", "worn", "usual"),
    [
        ("Trage sonst 75B, hier musste ich 80B nehmen.", "80B", "75B"),
        ("Der Bund ist zu weit, obwohl ich wie immer 36 bestellt habe.", "36", "36"),
        ("Hab ne M bestellt, passt perfekt.", "M", None),
        ("Ich würde nächstes Mal 40 nehmen.", None, None),
    ],
)
def test_german_verb_final_and_colloquial_purchases(text, worn, usual):
    found = values(text, "de")
    assert (found.get("size_worn"), found.get("usual_size")) == (worn, usual)


# ------------------------------------------------------------------------ Spanish
@check(
    [
        ("es", "De cintura perfectos pero de cadera me van justitos.", {"waist": 0, "hips": -1}),
        ("es", "Los zapatos me van grandes.", {"overall": 1}),
        ("es", "Es un poco ceñido.", {"overall": -1}),
        ("es", "Un vestido ceñido precioso.", {}),
        ("es", "Me queda cortito de mangas.", {"sleeves": -1}),
    ]
)
def test_spanish_diminutives_ceñido_and_me_van(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("es", "Me queda estrecho de brazos y corto de cuerpo.", {"sleeves": -1, "length": -1}),
        (
            "es",
            "El abrigo está bien de hombros pero corto de largo.",
            {"shoulders": 0, "length": -1},
        ),
        ("es", "Se ajusta muy bien a mi cuerpo.", {}),
        ("es", "Camiseta de manga corta, muy suave.", {}),
    ]
)
def test_spanish_body_length_and_a_part_named_with_de(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("es", "Me sobran como 10 cm, toca llevarlos a arreglar.", {"length": 1}),
        ("es", "Me sobran 5 cm de cintura.", {"waist": 1}),
        ("es", "Se me sale el pecho por arriba, le falta tela.", {"bust": -1}),
        ("es", "Me aprieta de sisa.", {}),
        ("es", "Me aprieta de sisa y no puedo levantar los brazos.", {"shoulders": -1}),
        (
            "es",
            "El bañador es corto de tronco y tira de los hombros.",
            {"length": -1, "shoulders": -1},
        ),
    ]
)
def test_spanish_idioms_of_room_spilling_and_armholes(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("es", "Tallaje correcto.", {"overall": 0}),
        ("es", "Me está bien de talla.", {"overall": 0}),
        ("es", "La talla es la correcta.", {"overall": 0}),
        ("fr", "Pointure normale.", {"overall": 0}),
        ("fr", "La taille correspond.", {"overall": 0}),
        ("fr", "Pointure habituelle 40, pris du 40.", {}),
    ]
)
def test_the_size_said_to_be_right(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------------------------------------ French
@check(
    [
        ("fr", "Les bonnets ne baillent pas.", {"bust": 0}),
        ("fr", "Les bonnets baillent.", {"bust": 1}),
        ("fr", "Trop moulant à mon goût.", {"overall": -1}),
        ("fr", "Une robe moulante magnifique.", {}),
        ("fr", "La veste tombe bien aux épaules.", {"shoulders": 0}),
        ("en", "It hits perfectly at the hip.", {"length": 0}),
    ]
)
def test_french_no_gaping_clinging_and_sitting_well(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------------------------- where it ends, judged
@check(
    [
        ("de", "Der Mantel reicht mir bis knapp übers Knie, genau richtig so.", {"length": 0}),
        ("de", "Länge bis knapp übers Knie, perfekt.", {"length": 0}),
        ("fr", "Elle m'arrive aux genoux, parfait.", {"length": 0}),
        ("es", "Me llega por la rodilla, perfecto.", {"length": 0}),
        ("es", "Me queda por encima de la rodilla, perfecta para el verano.", {}),
    ]
)
def test_where_it_ends_judged_right_is_the_length(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------------------------------------- no fit
@check(
    [
        ("es", "Muy bonita la caja y el lazo, para regalo queda genial.", {}),
        ("de", "Passt perfekt als Geschenk.", {}),
        ("en", "Fits perfectly, great as a gift.", {"overall": 0}),
        ("es", "Me queda genial.", {"overall": 0}),
    ]
)
def test_a_gift_suiting_its_purpose_is_no_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("de", "Lieferung kam schnell. Kleiner Fleck am Ärmel, ging beim Waschen raus.", {}),
        ("de", "Super Teil für den Sommer, luftig und leicht.", {}),
        ("de", "Geht beim Waschen nicht ein, top Qualität.", {}),
        ("fr", "Livraison rapide. Petit accroc sur la manche mais rien de grave.", {}),
        ("fr", "Petit prix pour une belle qualité, arrivé vite.", {}),
        ("fr", "Tres jolie couleur, le tissu est doux, parfait pour l'ete.", {}),
        (
            "es",
            "La tela es muy fresquita, ideal para el verano. Pequeño defecto en la costura.",
            {},
        ),
        ("es", "Llego antes de lo previsto. El color es un poco mas oscuro que en la foto.", {}),
        ("es", "No encoge al lavar, genial.", {}),
        ("en", "Small stain on the collar when it arrived, but it washed out.", {}),
    ]
)
def test_no_fit_text_says_nothing(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("de", "Der Reißverschluss ist etwas kurz.", {}),
        ("de", "Die Schnürsenkel sind zu kurz.", {}),
        ("fr", "La fermeture éclair est longue.", {}),
        ("fr", "Les lacets sont trop courts.", {}),
        ("es", "La cremallera es larga.", {}),
        ("es", "Los bolsillos son lo bastante grandes para el móvil.", {}),
        ("en", "The laces are too short.", {}),
        ("en", "Could not zip it up, too small.", {"overall": -1}),
    ]
)
def test_zips_laces_and_pockets_are_no_fit_dimension(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("es", "Le queda un poco grande la talla 6.", {"overall": 1}),
        ("es", "Me queda pequeña la M.", {"overall": -1}),
        (
            "es",
            "La chaqueta me queda corta de mangas, por lo demas perfecta.",
            {"sleeves": -1, "overall": 0},
        ),
        ("es", "Las zapatillas son muy comodas y de talla van perfectas.", {"overall": 0}),
    ]
)
def test_spanish_subject_after_the_verdict_and_the_rest(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("es", "El tiro es demasiado alto para mi gusto.", {"rise": 1}),
        ("de", "Die Leibhöhe ist zu hoch.", {"rise": 1}),
        ("fr", "La fourche est trop haute.", {"rise": -1}),
        ("es", "Una falda de tiro alto preciosa.", {}),
        ("fr", "Un jean taille haute très joli.", {}),
    ]
)
def test_a_high_rise_is_long_a_high_crotch_short(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("de", "Die 40 ist perfekt.", {"overall": 0}),
        ("de", "Größe M war genau richtig.", {"overall": 0}),
        ("fr", "Le 39 est parfait.", {"overall": 0}),
        ("fr", "La taille 38 est parfaite.", {"overall": 0}),
        ("es", "La M es perfecta.", {"overall": 0}),
        ("fr", "Le 1er est parfait.", {}),
    ]
)
def test_the_size_worn_said_to_be_right(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("fr", "Ça serre au niveau de la poitrine.", {"bust": -1}),
        ("fr", "Ca serre aux hanches.", {"hips": -1}),
    ]
)
def test_french_ça_serre(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("de", "Schnelle Lieferung, Qualität okay, Preis passt.", {}),
        ("de", "Preis-Leistung passt.", {}),
        ("fr", "Le prix est correct, la qualité va bien.", {}),
        ("de", "Qualität super, passt wie angegossen.", {"overall": 0}),
        ("de", "Die Größe passt, Preis auch.", {"overall": 0}),
    ]
)
def test_price_and_quality_that_suit_are_no_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("es", "El pecho queda muy holgado y las mangas largas.", {"bust": 1, "sleeves": 1}),
        ("es", "Las mangas me quedan largas y el pecho justo.", {"sleeves": 1, "bust": -1}),
        (
            "fr",
            "Les épaules sont serrées et les manches courtes.",
            {"shoulders": -1, "sleeves": -1},
        ),
        ("es", "Es una blusa bonita y la manga larga.", {}),
    ]
)
def test_a_second_part_with_the_verb_left_out(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("es", "Me hace bolsas en las rodillas.", {}),
        ("es", "Me aprieta en las caderas.", {"hips": -1}),
        ("fr", "Ça tire sur les épaules.", {"shoulders": -1}),
        ("de", "Die Hüfte ist zu eng, an der Taille passt es.", {"hips": -1, "waist": 0}),
        ("de", "Sieht hochwertig aus, passt gut ins Büro.", {}),
        ("de", "Die Hose schlackert an den Oberschenkeln.", {"thigh": 1}),
    ]
)
def test_parts_after_plural_articles_and_a_part_before_passt(language, text, expected):
    assert labels(text, language) == expected


def test_a_bare_letter_bought_verb_final_is_the_size_worn():
    found = values("Ich trage sonst immer M, hier musste ich L nehmen.", "de")
    assert (found.get("size_worn"), found.get("usual_size")) == ("L", "M")
    assert labels("Ich trage sonst immer M, hier musste ich L nehmen.", "de") == {"overall": -1}


@check(
    [
        ("fr", "Les manches m'arrivent au milieu des mains.", {"sleeves": 1}),
        ("fr", "Ma fille porte du 8 ans, le 8 ans est parfait.", {"overall": 0}),
        ("fr", "Les épaules tombent, c'est trop large.", {"overall": 1}),
        ("fr", "La robe tombe bien.", {"overall": 0}),
    ]
)
def test_french_hands_covered_a_child_size_that_is_right_and_drooping(language, text, expected):
    assert labels(text, language) == expected
