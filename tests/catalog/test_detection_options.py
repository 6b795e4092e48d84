"""Option kind detection (catalog.detection.options)."""

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from catalog.detection import OPTION_KINDS, detect_option_kind


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Color", "visual"),
        ("Colour", "visual"),
        ("Farbe", "visual"),
        ("Couleur", "visual"),
        ("Colores", "visual"),
        ("Shade", "visual"),
        ("Size", "size"),
        ("Taille", "size"),
        ("Größe", "size"),
        ("Groesse", "size"),
        ("Talla", "size"),
        ("Tamaño", "size"),
        ("Fit", "fit"),
        ("Passform", "fit"),
        ("Coupe", "fit"),
        ("Length", "length"),
        ("Länge", "length"),
        ("Longueur", "length"),
        ("Largo", "length"),
        ("Inseam", "length"),
        ("Width", "width"),
        ("Weite", "width"),
        ("Largeur", "width"),
        ("Ancho", "width"),
        ("Style", "style"),
        ("Material", "style"),
        ("Pattern", "style"),
        ("Stil", "style"),
    ],
)
def test_option_name_decides_the_kind(name, expected):
    assert detect_option_kind(name.lower(), name, []) == expected


def test_label_is_read_before_the_key():
    assert detect_option_kind("option1", "Colour", ["S", "M"]) == "visual"


def test_key_is_used_when_there_is_no_label():
    assert detect_option_kind("size", None, ["Red", "Blue"]) == "size"


def test_head_word_of_a_compound_name_decides():
    assert detect_option_kind("shoe_width", None, []) == "width"
    assert detect_option_kind("waist_size", None, []) == "size"
    assert detect_option_kind("fit_type", None, []) == "fit"


@pytest.mark.parametrize(
    "values",
    [
        ["S", "M", "L", "XL"],
        ["XXS", "XS", "2XL", "3XL"],
        ["S/M", "M/L"],
        ["One Size"],
        ["2", "4", "6", "8"],
        ["36", "38", "EU 40"],
        ["8.5", "9", "10W"],
        ["32x30", "32/34", "W32 L30"],
        ["32W 30L", "34W 32L"],
        ["34B", "32DD", "36C"],
        ["3-4 Years", "5-6 Years"],
    ],
)
def test_size_values_make_a_size_option(values):
    assert detect_option_kind("option1", "Option 1", values) == "size"


@pytest.mark.parametrize(
    "values",
    [
        ["Navy", "Heather Grey", "Black"],
        ["Bleu marine", "Noire", "Rouge"],
        ["Dunkelblau", "Schwarz", "Weiß"],
        ["Rojo", "Azul marino", "Negra"],
        ["Black/White", "Red/Navy"],
    ],
)
def test_colour_values_in_four_languages_make_a_visual_option(values):
    assert detect_option_kind("option1", None, values) == "visual"


def test_mostly_colour_values_with_fancy_names_are_visual():
    assert detect_option_kind("option2", None, ["Black", "Navy", "Stardust"]) == "visual"


def test_petite_regular_tall_is_a_fit_option():
    assert detect_option_kind("option2", None, ["Petite", "Regular", "Tall"]) == "fit"


def test_slim_relaxed_values_are_a_fit_option():
    assert detect_option_kind("option2", None, ["Slim", "Regular", "Relaxed"]) == "fit"


def test_short_regular_long_is_a_length_option():
    assert detect_option_kind("option2", None, ["Short", "Regular", "Long"]) == "length"


@pytest.mark.parametrize("values", [["Wide", "Narrow", "Medium"], ["N", "M", "W"]])
def test_shoe_width_values_make_a_width_option(values):
    assert detect_option_kind("option2", None, values) == "width"


def test_material_values_make_a_style_option():
    assert detect_option_kind("option3", None, ["Cotton", "Linen"]) == "style"


def test_unrecognised_values_are_other():
    assert detect_option_kind("title", "Title", ["Default Title"]) == "other"
    assert detect_option_kind("option1", None, ["Alpha", "Beta"]) == "other"
    assert detect_option_kind("option1", None, []) == "other"


def test_name_wins_over_values():
    assert detect_option_kind("size", "Size", ["Red", "Blue"]) == "size"


def test_thousand_values_are_decided_from_a_bounded_sample():
    values = [str(n) for n in range(1000)]
    assert detect_option_kind("option1", None, values) == "size"


# Found by token fuzzing (2026-11-29): the alphabetic size pattern read "xs", "xl" and
# "xxs" two ways each, so a value of n such tokens that then failed to match backtracked
# 2**n times (22 tokens: 3.6 s; a 255-character option value: forever, inside a write).
@pytest.mark.parametrize("token", ["XXS", "XS", "XL", "2XL"])
def test_a_long_run_of_letter_sizes_is_decided_at_once(token):
    started = time.perf_counter()
    failing = " ".join([token] * 60) + " Q"
    assert detect_option_kind("option1", None, [failing, "Q"]) == "other"
    assert detect_option_kind("option1", None, ["/".join([token] * 60), "M"]) == "size"
    assert time.perf_counter() - started < 0.5


@pytest.mark.parametrize(
    "value", ["XS", "XL", "XXS", "xxxl", "2XL", "3X", "XS-S", "L Tall", "Size M"]
)
def test_letter_sizes_still_read_as_sizes(value):
    assert detect_option_kind("option1", None, [value, "M"]) == "size"


_TOKENS = """
xs xxs xl xxl xxxl 2xl 3x 1x x s m l size petite tall regular long short p t r q 00 0 2 6.5
28x32 32 dd 34dd one size os eu us w 30 / - , 5'4" ½ red navy slim wide narrow cotton
"""


@settings(max_examples=300, derandomize=True, deadline=None)
@given(values=st.lists(st.lists(st.sampled_from(_TOKENS.split()), max_size=80).map(" ".join)))
def test_option_kind_is_fast_and_well_formed(values):
    started = time.perf_counter()
    assert detect_option_kind("option1", None, values) in OPTION_KINDS
    assert time.perf_counter() - started < 0.5
