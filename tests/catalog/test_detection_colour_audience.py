"""Colour family and audience detection (catalog.detection.colours, .audience)."""

import pytest

from catalog.detection import COLOUR_FAMILIES, colour_family, detect_audience


def test_there_are_fourteen_colour_families_including_neutral_and_multi():
    assert len(COLOUR_FAMILIES) == 14
    assert {"neutral", "multi", "metallic"} <= set(COLOUR_FAMILIES)


@pytest.mark.parametrize(
    "text", ["navy", "Navy Blue", "bleu marine", "dunkelblau", "Azul marino", "teal"]
)
def test_blues_in_four_languages_are_blue(text):
    assert colour_family(text) == "blue"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ecru", "white"),
        ("Off White", "white"),
        ("heather grey", "grey"),
        ("rojo", "red"),
        ("Burgundy", "red"),
        ("beige", "neutral"),
        ("camel", "neutral"),
        ("Rose Gold", "metallic"),
        ("multicoloured", "multi"),
        ("Olive", "green"),
        ("mustard", "yellow"),
        ("lavender", "purple"),
        ("chocolate", "brown"),
        ("peach", "orange"),
        ("fuchsia", "pink"),
    ],
)
def test_colour_names_map_to_their_family(text, expected):
    assert colour_family(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Robe noire", "black"),
        ("Falda roja", "red"),
        ("Dunkelblaues Kleid", "blue"),
        ("hellgraue Hose", "grey"),
        ("Camisas blancas", "white"),
    ],
)
def test_inflected_and_compound_colour_words_are_recognised(text, expected):
    assert colour_family(text) == expected


def test_first_colour_named_wins():
    assert colour_family("Red & Black Check Shirt") == "red"


def test_colour_word_opening_a_title_is_read_as_brand_when_another_colour_follows():
    assert colour_family("Red Tape Men Brown Shoes") == "brown"


def test_text_without_colour_has_no_family():
    assert colour_family("Slim Fit Jeans") is None
    assert colour_family("") is None


@pytest.mark.parametrize(
    "text", ["Women's Dress", "Damen Kleid", "Robe femme", "Vestido mujer", "Ladies Top"]
)
def test_womens_words_in_four_languages(text):
    assert detect_audience(text) == "women"


@pytest.mark.parametrize(
    "text", ["Men's Shirt", "Herren Hemd", "Chemise homme", "Camisa hombre", "Mens Socks"]
)
def test_mens_words_in_four_languages(text):
    assert detect_audience(text) == "men"


@pytest.mark.parametrize(
    "text", ["Girls' Dress", "Boys Shorts", "Kids Hoodie", "Kinder Jacke", "Robe fille", "Niños"]
)
def test_kids_words_mean_kids_even_with_a_gender(text):
    assert detect_audience(text) == "kids"


def test_german_compound_opening_names_the_audience():
    assert detect_audience("Damenschuhe") == "women"
    assert detect_audience("Herrenhemd") == "men"
    assert detect_audience("Kinderjacke") == "kids"


def test_explicit_unisex_or_both_genders_is_unisex():
    assert detect_audience("Unisex Beanie") == "unisex"
    assert detect_audience("Men's and Women's Socks") == "unisex"


def test_audience_words_match_whole_words_only():
    assert detect_audience("Boyfriend Jeans") == "unknown"
    assert detect_audience("Womenswear Edit") == "unknown"


def test_no_audience_word_is_unknown():
    assert detect_audience("Slim Fit Jeans") == "unknown"
