"""Ninth round (issue 16): garment words that left products uncategorised, in four
languages, and what ``similar`` makes of them. Made-up titles, not the styles table's."""

from __future__ import annotations

import pytest

from catalog.detection import categorize
from recommendations.ranking import Query, rank
from recommendations.ranking.index import FORMAT
from tests.recommendations.factories import index_of_titles


@pytest.mark.parametrize(
    ("title", "fine"),
    [
        # Sleeves and covers for tablets and laptops are laptop bags (a kind of bag).
        ("Acme Unisex Grey Laptop Sleeve 15 inch", "laptop bag"),
        ("Acme Navy Tablet Sleeve", "laptop bag"),
        ("Étui tablette en cuir", "laptop bag"),
        ("Funda para tablet azul", "laptop bag"),
        ("Tablethülle aus Filz", "laptop bag"),
        # Drawstring bags and the common "bagpack" spelling are backpacks.
        ("Acme Unisex Red Gym Sack", "backpack"),
        ("Acme Unisex Blue Bagpack", "backpack"),
        ("Turnbeutel mit Logo", "backpack"),
        ("Sac à cordon noir", "backpack"),
        ("Mochila de cuerdas gris", "backpack"),
        # One-word bag spellings.
        ("Acme Women Black Slingbag", "handbag"),
        ("Acme Women Tan Shoulderbag", "handbag"),
        # Platforms are heels; a platform sandal or sneaker stays a sandal or sneaker.
        ("Acme Women Copper Platforms", "heels"),
        ("Plateauschuhe aus Lack", "heels"),
        ("Zapatos de plataforma negros", "heels"),
        ("Acme Women Blue Platform Sandals", "sandals"),
        # Beauty: eye colour, lip pots, moisturising gels.
        ("Acme Glide Aqua Eye Colour", "eyeshadow"),
        ("Acme Eye Color Vivid Blue", "eyeshadow"),
        ("Acme Night Rose Lip Pot 007", "lip gloss"),
        ("Acme Aloe Vera Moisturising Gel", "skin care"),
        ("Gel hydratant visage", "skin care"),
        ("Gel hidratante facial", "skin care"),
        # Button covers are worn as cufflinks are.
        ("Acme Men Steel Button Covers", "cufflinks"),
        # Dungarees, singular too; salopettes.
        ("Acme Girls Blue Dungaree", "jumpsuit"),
        ("Salopettes en jean", "jumpsuit"),
        # Lounge sets are sleepwear; a dhoti set is a set.
        ("Acme Men Navy & Grey Lounge Set", "pyjamas"),
        ("Acme Boys Green Angarakha Dhoti Set", "set"),
        # A purse (a small bag) is a kind of handbag; a coin purse stays a wallet.
        ("Acme Women Brown Purse", "purse"),
        ("Acme Women Black Mini Bag", "purse"),
        ("Bolsito de fiesta dorado", "purse"),
        ("Acme Women Red Coin Purse", "wallet"),
        ("Acme Women Red Handbag", "handbag"),
    ],
)
def test_words_that_left_products_uncategorised(title, fine):
    assert categorize(title, None, None, [], []).fine == fine


def test_similar_of_a_tablet_sleeve_is_sleeves_and_laptop_bags_not_uncategorised():
    titles = {
        "sleeve": "Acme Unisex Blue Tablet Sleeve",
        "sleeve-2": "Bolt Unisex Grey Laptop Sleeve",
        "bag": "Bolt Unisex Black Laptop Bag",
        "odd": "Acme Unisex Blue Gizmo 7",  # names no garment: uncategorised
    }
    index = index_of_titles(titles)
    got = [index.product_ids[i] for i, _s in rank(index, Query("similar", [0], limit=12))]
    assert set(got) == {"sleeve-2", "bag"}


def test_similar_of_a_purse_is_purses_then_handbags():
    titles = {
        "purse": "Acme Women Red Silk Purse",
        "purse-2": "Bolt Women Black Purse",
        "handbag": "Acme Women Red Silk Handbag",
    }
    index = index_of_titles(titles)
    ids = index.product_ids

    def similar(pid: str) -> list[str]:
        got = rank(index, Query("similar", [index.position[pid]], limit=12))
        return [ids[i] for i, _s in got]

    # The purse's own kind first, though the handbag shares more words with it.
    assert similar("purse") == ["purse-2"]
    # A handbag with no other handbag falls back to its kinds (purses).
    assert set(similar("handbag")) == {"purse", "purse-2"}


def test_index_format_bumped_for_the_new_words():
    assert FORMAT >= 11
