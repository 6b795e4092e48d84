"""fit-text-31, fres (French and Spanish): made-up sentences (docs/reviews.md, "fit-text-31:
fres")."""

from __future__ import annotations

import pytest

from bench.fit_signal_errors import reduce
from reviews.extraction import extract_fit
from tests.reviews.test_extraction_measurement_phrasing import values


def read(text: str, language: str, title: str = "") -> dict[str, int]:
    return reduce(extract_fit(title, text, language).fit_signals)


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        ("fr", "Le montant est trop haut, la ceinture arrive sous la poitrine.", {"rise": 1}),
        ("fr", "Montant un peu bas pour moi.", {"rise": -1}),
        ("es", "El tiro es bajísimo, se me ve todo.", {"rise": -1}),
        ("es", "El tiro es bajisimo.", {"rise": -1}),
        ("es", "El tiro es altísimo, me llega al ombligo.", {"rise": 1}),
        ("es", "El tiro me queda bajito.", {"rise": -1}),
    ],
)
def test_rise_words_with_superlatives_and_diminutives(language, text, expected):
    assert read(text, language, "Pantalon") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "montant" without a rise word is no fit ("the amount")
        ("Le montant du remboursement est arrivé.", {}),
        # "alto"/"bajo" without a rise named: a height, not the rise
        ("Soy bajita y me queda bien.", {"overall": 0}),
    ],
)
def test_rise_words_need_the_rise(text, expected):
    language = "es" if "Soy" in text else "fr"
    assert read(text, language) == expected


@pytest.mark.parametrize(
    ("language", "title", "text", "expected"),
    [
        ("es", "Sandalias", "Son anchitas, ideales para pies anchos.", {"width": 1}),
        ("es", "Zapatillas", "Me quedan estrechitas.", {"width": -1}),
        ("es", "Mocasines", "Son anchos.", {"width": 1}),
        ("es", "Salones", "Número normal, pero son anchísimos.", {"overall": 0, "width": 1}),
        ("es", "Sandalias", "Van bien de largo y son anchas.", {"overall": 0, "width": 1}),
        (
            "es",
            "Sandalias",
            "Van bien de largo y son un poco estrechas.",
            {"overall": 0, "width": -1},
        ),
        (
            "fr",
            "Chaussons",
            "Ils lui vont bien en longueur et ils sont larges.",
            {"overall": 0, "width": 1},
        ),
        (
            "fr",
            "Baskets",
            "Bien en longueur et elles sont un peu étroites.",
            {"overall": 0, "width": -1},
        ),
    ],
)
def test_shoe_width_words_after_a_length_judged(language, title, text, expected):
    assert read(text, language, title) == expected


def test_a_width_word_in_a_garment_is_no_shoe_width():
    # a garment: "anchito" is its size (no width)
    assert read("El jersey me queda anchito.", "es", "Jersey") == {"overall": 1}


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        ("fr", "Ça ne baille pas à la taille.", {"waist": 0}),
        ("fr", "Il ne serre pas au niveau de la taille.", {"waist": 0}),
        ("fr", "Ça baille à la taille.", {"waist": 1}),
        ("es", "No me hace hueco en la cintura.", {"waist": 0}),
        ("es", "No hacen huecos en la cintura.", {"waist": 0}),
        ("es", "Me hace hueco en la cintura.", {"waist": 1}),
    ],
)
def test_a_negated_gape_at_the_waist(language, text, expected):
    assert read(text, language, "Jean") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Me aprietan los muslos, de cintura bien eso sí.", {"thigh": -1, "waist": 0}),
        ("De cadera perfecto eso sí.", {"hips": 0}),
    ],
)
def test_a_part_judged_before_eso_si(text, expected):
    assert read(text, "es", "Shorts") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Me aprieta en la cintura. Pedid una más.", {"waist": -1, "overall": -1}),
        ("Pide una más.", {"overall": -1}),
        ("Coged una más grande.", {"overall": -1}),
        ("Pedid uno menos.", {"overall": 1}),
        ("Pide una más pequeña.", {"overall": 1}),
    ],
)
def test_size_advice_with_the_size_word_left_out(text, expected):
    assert read(text, "es", "Vestido") == expected


def test_one_more_bought_is_no_advice():
    assert read("Compré una más para mi hermana.", "es", "Vestido") == {}


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        ("es", "Número normal, sujeta bien el pie.", {"overall": 0}),
        ("es", "Talla correcta. Muy cómodas.", {"overall": 0}),
        (
            "es",
            "Talla grande: uso M y la S me queda bien de hombros.",
            {"overall": 1, "shoulders": 0},
        ),
        ("es", "Talla pequeña: me aprieta en los hombros.", {"overall": -1, "shoulders": -1}),
        ("fr", "Taille grand : le S me va bien aux épaules.", {"overall": 1, "shoulders": 0}),
        ("fr", "Taille petit, prenez au-dessus.", {"overall": -1}),
    ],
)
def test_a_verbless_size_verdict(language, text, expected):
    assert read(text, language, "Chaussures" if "pie" in text else "Veste") == expected


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        ("fr", "Tout est serré, surtout les bras.", {"overall": -1, "sleeves": -1}),
        ("fr", "Il est serré partout, surtout les épaules.", {"overall": -1, "shoulders": -1}),
        ("fr", "Trop grand, notamment les manches.", {"overall": 1, "sleeves": 1}),
        ("es", "Todo me aprieta, sobre todo las mangas.", {"overall": -1, "sleeves": -1}),
    ],
)
def test_a_part_singled_out_after_a_verdict_on_the_whole(language, text, expected):
    assert read(text, language, "Pull") == expected


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        ("fr", "Ravie des épaules et de la poitrine, c'est nickel.", {"shoulders": 0, "bust": 0}),
        ("fr", "Contente des manches.", {"sleeves": 0}),
        ("fr", "Satisfaite de la longueur et des hanches, parfait.", {"length": 0, "hips": 0}),
        (
            "es",
            "Encantada con los hombros y el pecho, me quedan perfectos.",
            {"shoulders": 0, "bust": 0},
        ),
        ("es", "Contenta con las mangas.", {"sleeves": 0}),
        (
            "es",
            "Muy contenta con los hombros, el pecho y el largo.",
            {"shoulders": 0, "bust": 0, "length": 0},
        ),
    ],
)
def test_parts_praised_together_each_fit(language, text, expected):
    assert read(text, language, "Blazer") == expected


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("fr", "Ravie de ma commande."),
        ("fr", "Ravie de la couleur."),
        ("es", "Encantada con el color."),
    ],
)
def test_praise_of_no_part_is_no_fit(language, text):
    assert read(text, language, "Blazer") == {}


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        ("fr", "Les épaules tombent pile au bon endroit.", {"shoulders": 0}),
        ("fr", "Les épaules arrivent à la bonne place.", {"shoulders": 0}),
        ("es", "Los hombros caen justo en su sitio.", {"shoulders": 0}),
        ("es", "Los hombros quedan donde deben.", {"shoulders": 0}),
    ],
)
def test_a_part_landing_where_it_should(language, text, expected):
    assert read(text, language, "Veste") == expected


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        ("fr", "Les manches et le pantalon sont un peu longs.", {"sleeves": 1, "length": 1}),
        ("fr", "Le pantalon et les manches sont trop courts.", {"sleeves": -1, "length": -1}),
        ("es", "Mangas y pantalón algo largos.", {"sleeves": 1, "length": 1}),
        ("es", "Las mangas y las perneras me quedan cortas.", {"sleeves": -1, "length": -1}),
    ],
)
def test_a_garment_listed_with_a_part_before_a_length_word(language, text, expected):
    assert read(text, language, "Pyjama") == expected


def test_a_part_alone_before_a_length_word_keeps_to_the_part():
    assert read("Les manches sont un peu longues.", "fr", "Pyjama") == {"sleeves": 1}


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        ("fr", "Il y a un peu de jeu à la taille.", {"waist": 1}),
        ("fr", "Trop de jeu aux épaules.", {"shoulders": 1}),
        ("fr", "Ça a du jeu à la taille.", {"waist": 1}),
        ("fr", "Pas de jeu à la taille.", {}),
    ],
)
def test_play_is_room_to_spare(language, text, expected):
    assert read(text, language, "Robe") == expected


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        (
            "es",
            "Mi largo de entrepierna es de 78 cm y el del pantalón se queda corto.",
            {"inseam": -1},
        ),
        ("es", "Mi entrepierna mide 80 cm y el pantalón me queda largo.", {"inseam": 1}),
        ("es", "Mi cintura es de 82 cm y el pantalón me queda corto.", {"length": -1}),
        ("fr", "Mon tour de taille fait 80 cm et le pantalon est trop court.", {"length": -1}),
    ],
)
def test_a_part_measured_then_the_garment_judged(language, text, expected):
    assert read(text, language, "Pantalon") == expected


@pytest.mark.parametrize(
    ("text", "usual"),
    [
        ("Commandé un L pour moi qui fais du M, encore trop juste.", "M"),
        ("Pour mon mari qui fait du L : le L est large.", "L"),
        ("Pour mon fils qui chausse du 30, le 30 va bien.", "30"),
    ],
)
def test_the_usual_size_after_qui(text, usual):
    assert values(text, "fr").get("usual_size") == usual


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Mido 1,65 y mi contorno de pecho es 90.", "bust", 90.0),
        ("Tengo 104 de contorno de pecho.", "bust", 104.0),
        ("Mi contorno de cintura es de 72 cm.", "waist", 72.0),
        ("98 de contorno de caderas.", "hips", 98.0),
    ],
)
def test_spanish_body_measurements_with_contorno(text, key, value):
    assert values(text, "es").get(key) == value


def test_contorno_de_pecho_of_a_man_is_the_chest():
    found = values("Para mi marido: 106 de contorno de pecho.", "es")
    assert found.get("chest") == 106.0 and "bust" not in found


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("fr", "Reçu en 48 h, bien emballé."),
        ("fr", "Livré en 24 h et bien protégé."),
        ("es", "Llegó en 24 h, muy bien."),
    ],
)
def test_hours_written_short_are_no_size(language, text):
    assert "size_worn" not in values(text, language)
