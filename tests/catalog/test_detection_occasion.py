"""Occasion and season detection (catalog.detection.occasion) and the category fixes."""

import pytest

from catalog.detection import OCCASIONS, categorize


def occasion(title, product_type=None, description=None, options=None, tags=None):
    return categorize(title, product_type, description, options, tags).occasion


def test_there_are_eight_occasions():
    assert set(OCCASIONS) == {
        "casual",
        "formal",
        "business",
        "sport",
        "party",
        "lounge",
        "ethnic",
        "beach",
    }


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Arrow Men Formal Black Shoes", "formal"),
        ("Chaussures habillées homme", "formal"),
        ("Zapatos de vestir", "formal"),
        ("Men's Running Shorts", "sport"),
        ("Laufshirt Damen", "sport"),
        ("Zapatillas de deporte", "sport"),
        ("Vestido de fiesta", "party"),
        ("Robe de soirée", "party"),
        ("Abendkleid aus Satin", "party"),
        ("Printed Cotton Kurta", "ethnic"),
        ("Dirndl mit Schürze", "ethnic"),
        ("Business Blouse", "business"),
        ("Chemise de bureau", "business"),
        ("Cotton Pyjama Set", "lounge"),
        ("Beach Cover Up", "beach"),
        ("Pareo de playa", "beach"),
        ("Slim Blue Jeans", "casual"),
    ],
)
def test_occasion_from_words_in_four_languages_or_the_garment(title, expected):
    assert occasion(title) == expected


def test_occasion_words_beat_the_garments_habit():
    assert occasion("Slim Fit Jeans") == "casual"
    assert occasion("Party Jeans") == "party"


def test_occasion_is_read_from_type_description_tags_and_options():
    assert occasion("The Harper", product_type="Formal Shirts") == "formal"
    assert occasion("The Harper Shirt", description="Made for the gym and long runs.") == "sport"
    assert occasion("The Harper Shirt", tags=["wedding", "summer"]) == "party"
    assert occasion("The Harper", options={"Style": ["Tuxedo"]}) == "formal"


def test_a_set_named_by_several_occasions_prefers_the_specific_one():
    assert occasion("Salwar Suit") == "ethnic"


def test_nothing_said_and_no_garment_means_no_occasion():
    assert occasion("The Harper") is None


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Wool Winter Coat", "winter"),
        ("Doudoune femme", "winter"),
        ("Linen Summer Dress", "summer"),
        ("Vestido de verano", "summer"),
        ("Flip Flops", "summer"),
        ("Plain T-Shirt", None),
    ],
)
def test_season(title, expected):
    assert categorize(title, None, None).season == expected


@pytest.mark.parametrize(
    ("title", "fine"),
    [
        ("LED High Tops", "sneakers"),
        ("Converse Chuck Taylor Hi Top", "sneakers"),
        ("Crop Top", "top"),
        ("Blue Silk Tuxedo", "set"),
        ("Tuxedo Shirt", "shirt"),
        ("Smoking Anzug", "set"),
    ],
)
def test_category_misses_are_fixed(title, fine):
    assert categorize(title, None, None).fine == fine


@pytest.mark.parametrize(
    ("description", "family"),
    [
        ("Camiseta de algodón en color negro", "black"),
        ("Pantalón gris de corte recto", "grey"),
        ("T-shirt en coton noir", "black"),
        ("Shirt aus Baumwolle in Dunkelblau", "blue"),
    ],
)
def test_colour_family_from_the_description_when_title_and_options_say_none(description, family):
    assert categorize("Basic", None, description).colour_family == family


@pytest.mark.parametrize("value", ["negro", "Gris", "Noir", "Schwarz", "Gris Oscuro"])
def test_colour_option_values_in_four_languages(value):
    assert categorize("Basic Tee", None, None, {"Color": [value]}).colour_family is not None


def test_kids_products_say_girls_or_boys():
    assert categorize("Kids Girl's Pink Top", None, None).kids_gender == "girls"
    assert categorize("Jungen T-Shirt", None, None).kids_gender == "boys"
    assert categorize("Kids Unisex Cap", None, None).kids_gender is None
    assert categorize("Men's Shirt", None, None).kids_gender is None


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Arrow Sport Men Blue Check Shirt", 2),
        ("F Sports Men Black Charger Shoes", 2),
        ("Urban Yoga Women Grey Top", 2),
        ("Gini and Jony Boys Printed T-Shirt", 3),
        ("Nike Men Running Shoe", 1),
        ("Men Running Shoe", 0),  # nothing before the audience
        ("Sports Bra Women", 0),  # a garment is no brand
        ("Nike Running Shoe for Women", 0),  # the audience must open the rest
        ("Zorblax Quux Flip Blip Men Shoe", 0),  # more than three words: a description
        ("Nike Men", 0),  # nothing follows the audience
        ("Formal Men Blue Shirt", 0),  # only our own words: a description, no name
        ("Running Women Shorts", 0),
    ],
)
def test_brand_words_before_the_audience(title, expected):
    from catalog.detection._text import tokens
    from catalog.detection.garments import name_prefix_length

    assert name_prefix_length(tokens(title)) == expected


def test_occasion_words_of_a_brand_or_line_name_are_no_evidence():
    # "Arrow Sport" and "F Sports" are names: their products say nothing about sport.
    shirt = categorize("Arrow Sport Men Blue Check Shirt", None, None)
    assert "sport" not in dict(shirt.occasion_words)
    assert shirt.occasion == "casual"
    shoe = categorize("F Sports Men Black Charger Shoes", None, None)
    assert shoe.fine == "shoes"
    assert shoe.style is None
    # After the audience, the same words describe the product.
    assert categorize("ADIDAS Men Sports Black Sports Shoes", None, None).fine == "sneakers"
    assert categorize("Nike Men Running Shoe", None, None).occasion == "sport"
    assert occasion("Urban Yoga Women Yoga Grey Track Pants") == "sport"
    assert occasion("Formal Men Blue Shirt") == "formal"
    # The type and tags still count.
    assert occasion("Arrow Sport Men Blue Shirt", product_type="Sports Shirts") == "sport"
