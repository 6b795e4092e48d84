"""fit-text-37 (fres): French and Spanish forms read one way while a near form that means the same
is read right (fit-labels.md, Signals: "not long enough" is short; footwear width is narrow or
wide feet; "like on the model" is a length only where a length is judged; "inseam only when the
text names the inseam"). Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction import directions

# --- not enough: "pas assez long", "no es lo bastante grande" is too little (-1)


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        ("fr", "Pas assez long.", {"length": -1}),
        ("fr", "Les manches ne sont pas assez longues.", {"sleeves": -1}),
        ("fr", "Pas assez large aux hanches.", {"hips": -1}),
        ("fr", "Pas assez grand, prenez au-dessus.", {"overall": -1}),
        ("fr", "Le pantalon n'est pas assez long pour moi.", {"length": -1}),
        ("fr", "La robe n'est pas assez cintrée.", {"overall": 1}),
        ("es", "No es lo bastante grande.", {"overall": -1}),
        ("es", "No es lo bastante ancho de cadera.", {"hips": -1}),
        ("es", "No es suficientemente largo.", {"length": -1}),
        ("es", "Las mangas no son lo suficientemente largas.", {"sleeves": -1}),
        ("es", "No me queda lo bastante holgado.", {"overall": -1}),
    ],
)
def test_not_enough_is_too_little(language, text, expected):
    assert directions(text, None, language) == expected


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        # "assez" alone is a degree ("fairly"), a negation of another word stays as it was
        ("fr", "Assez long, mais ça me va.", {"length": 1}),
        ("fr", "Pas trop long.", {"length": 0}),
        ("es", "Es bastante grande.", {"overall": 1}),
    ],
)
def test_enough_without_not_keeps_its_reading(language, text, expected):
    got = directions(text, None, language)
    assert {d: got.get(d) for d in expected} == expected


# --- "comme sur la photo" / "como en la foto": a length only where a length is judged


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("fr", "Couleur comme sur la photo."),
        ("fr", "Le tissu est comme sur la photo, très joli."),
        ("es", "El color es como en la foto."),
        ("es", "Corte recto como en la foto."),
        ("es", "El color no es como en la foto, más oscuro."),
    ],
)
def test_as_on_the_photo_with_no_fit_is_no_signal(language, text):
    assert directions(text, None, language) == {}


@pytest.mark.parametrize(
    ("language", "title", "text"),
    [
        ("fr", None, "La longueur est comme sur la photo."),
        ("fr", "Robe", "Elle tombe comme sur la photo."),
        ("fr", None, "La longueur arrive juste au-dessus du genou, comme sur le mannequin."),
        ("es", None, "El largo es como en la foto."),
        ("es", None, "El largo justo por debajo de la rodilla como en la foto."),
        ("es", None, "Es tan largo en mí como en la foto."),
    ],
)
def test_a_length_as_on_the_photo_is_length_0(language, title, text):
    assert directions(text, title, language) == {"length": 0}


def test_a_fall_not_as_on_the_photo_is_no_length_0():
    assert directions("Elle tombe mal, pas comme sur la photo.", "Robe", "fr") == {}


def test_not_as_long_as_in_the_photo_is_still_shorter():
    assert directions("El vestido no es tan largo como en la foto.", None, "es") == {"length": -1}


# --- shoes: not for wide feet is narrow


@pytest.mark.parametrize(
    ("language", "title", "text", "width"),
    [
        ("fr", "Chaussures", "Pas adaptées aux pieds larges.", -1),
        ("fr", "Chaussures", "Déconseillé aux pieds larges.", -1),
        ("fr", "Chaussures", "Étroit pour les pieds larges.", -1),
        ("fr", "Chaussures", "Trop serrées pour des pieds larges.", -1),
        ("es", "Zapatillas", "No aptas para pies anchos.", -1),
        ("es", "Zapatillas", "Son estrechas para pies anchos.", -1),
        ("es", "Zapatillas", "No recomendadas para pies anchos.", -1),
        # unchanged: for wide feet is room
        ("fr", "Chaussures", "Idéal pour les pieds larges.", 1),
        ("es", "Zapatillas", "Perfectas para pies anchos.", 1),
        ("fr", "Chaussures", "Pas adaptées aux pieds étroits.", 1),
    ],
)
def test_not_for_wide_feet_is_narrow(language, title, text, width):
    assert directions(text, title, language)["width"] == width


# --- a length against what was expected


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        ("fr", "Plus court que prévu.", {"length": -1}),
        ("fr", "Les manches sont plus longues que d'habitude.", {"sleeves": 1}),
        ("es", "Más corto de lo que esperaba.", {"length": -1}),
        ("es", "Más largo de lo esperado.", {"length": 1}),
        # unchanged near forms
        ("fr", "Plus petit que prévu.", {"overall": -1}),
        ("es", "Más pequeño de lo que esperaba.", {"overall": -1}),
    ],
)
def test_a_length_against_what_was_expected(language, text, expected):
    assert directions(text, None, language) == expected


# --- Spanish length and rise words


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Le falta largo.", {"length": -1}),
        ("Le falta un poco de largo.", {"length": -1}),
        ("Le sobra largo.", {"length": 1}),
        ("Le sobran unos centímetros de largo.", {"length": 1}),
        ("Me sobran 4 cm de largo.", {"length": 1}),
        ("Largo perfecto.", {"length": 0}),
        ("Corto de pierna.", {"length": -1}),
        ("Tiro corto.", {"rise": -1}),
        ("Corto de tiro.", {"rise": -1}),
        ("Ni largo ni corto.", {"length": 0}),
        ("No me queda ni corto ni largo.", {"length": 0}),
        # the inseam named stays the inseam's (fit-labels.md)
        ("Bien de cadera, pero me sobra largo de entrepierna.", {"hips": 0, "inseam": 1}),
        # unchanged: neither big nor small is the whole item
        ("Ni grande ni pequeño.", {"overall": 0}),
    ],
)
def test_spanish_length_and_rise_words(text, expected):
    assert directions(text, None, "es") == expected


@pytest.mark.parametrize("text", ["Un vestido largo perfecto para bodas.", "Tiro alto."])
def test_a_long_garment_or_a_rise_style_is_no_verdict(text):
    assert directions(text, None, "es") == {}


# --- French: the part after "serre", "des épaules", "au niveau de"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Il serre à la taille.", {"waist": -1}),
        ("La veste serre aux épaules.", {"shoulders": -1}),
        ("Elle serre aux épaules.", {"shoulders": -1}),
        ("Serrée des épaules.", {"shoulders": -1}),
        ("La veste est un peu juste des épaules.", {"shoulders": -1}),
        ("Large au niveau de la poitrine.", {"bust": 1}),
        ("Large au niveau des cuisses.", {"thigh": 1}),
        ("Étroit au niveau des hanches.", {"hips": -1}),
        # unchanged near forms
        ("Ça serre à la taille.", {"waist": -1}),
        ("Trop large au niveau de la poitrine.", {"bust": 1}),
    ],
)
def test_french_tight_or_loose_at_a_part(text, expected):
    assert directions(text, None, "fr") == expected


@pytest.mark.parametrize(
    "text",
    [
        "Il ne serre pas à la taille.",
        "La robe se serre à la taille avec un lien.",
        "Juste au niveau du genou.",
        "Je suis un peu large des épaules.",
        "Petit au toucher.",
    ],
)
def test_french_no_tight_verdict_there(text):
    got = directions(text, None, "fr")
    assert all(v != -1 and v != 1 for v in got.values()), got


# --- overall verdicts (French and Spanish) and shoes


@pytest.mark.parametrize(
    ("language", "title", "text", "overall"),
    [
        ("fr", None, "Coupe parfaite.", 0),
        ("fr", None, "Taille normal.", 0),
        ("fr", None, "Taille conforme au guide.", 0),
        ("fr", None, "N'hésitez pas à prendre la taille au dessus.", -1),
        ("fr", None, "N'hésitez pas à prendre une taille en dessous.", 1),
        ("es", None, "Me viene perfecto.", 0),
        ("es", None, "Me viene genial.", 0),
        ("es", None, "Perfecto de talla.", 0),
        ("es", "Zapatillas", "Me llegan los dedos a la punta.", -1),
        ("fr", "Chaussures", "Chausse une demi-pointure petit.", -1),
        ("fr", "Chaussures", "Pointure conforme.", 0),
        ("fr", "Chaussures", "Mes orteils sont au bout.", -1),
    ],
)
def test_overall_verdicts(language, title, text, overall):
    assert directions(text, title, language) == {"overall": overall}


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("fr", "Coupe parfaite pour l'été."),
        ("es", "Me viene genial con vaqueros."),
    ],
)
def test_no_directed_overall_there(language, text):
    assert directions(text, None, language).get("overall") in (None, 0)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tira por la cintura.", {"waist": -1}),
        ("Me tira de la cintura.", {"waist": -1}),
        ("Tuve que hacerle el bajo.", {"length": 1}),
        ("Tuve que cogerle el bajo.", {"length": 1}),
        ("Le tuve que meter el bajo.", {"length": 1}),
    ],
)
def test_spanish_pull_and_hem(text, expected):
    assert directions(text, None, "es") == expected
