"""fit-text-47: which words make a size the one kept ("ended up", "took a chance with", "passer
au", "y pedir"), the usual size "i normally get", "more so in" a part, and a dash typed as two
hyphens. Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction import directions
from tests.reviews.test_extraction_fit18_en import sizes


@pytest.mark.parametrize(
    "text",
    [
        # "ended up" with a look, no choice: the size said to fit is kept
        "Tried on size 8 (my size). Way too big. Tried a 6, still big, but the 4 was perfect. It"
        " ended up a little more fitted, which I liked.",
        "Tried on size 8 (my size). Way too big. Tried a 6, still big, but the 4 was perfect. The"
        " colour ended up being lovely.",
    ],
)
def test_ended_up_with_a_look_is_no_change(text):
    assert sizes(text)["size_worn"] == "4"


def test_ended_up_being_the_right_one_is_a_choice():
    text = "I ordered the xs and the s. The xs was too tight. The s ended up being the right one."
    assert sizes(text)["size_worn"] == "S"


def test_a_chance_taken_with_a_size_is_the_size_worn():
    assert sizes("I usually wear a medium, took a chance with the small and it fits.") == {
        "usual_size": "M",
        "size_worn": "S",
    }


def test_the_size_i_normally_get_is_the_usual_size():
    assert sizes("I got it in a 2p, which is the size I normally get in dresses.") == {
        "usual_size": "2P",
        "size_worn": "2P",
    }


def test_more_so_in_a_part_singles_it_out():
    assert directions("It runs small, more so in the hips.", language="en") == {
        "overall": -1,
        "hips": -1,
    }
    assert directions("It runs small, more so than other brands.", language="en") == {"overall": -1}


def test_a_dash_typed_as_two_hyphens_parts_the_words():
    text = "It's just not roomy enough in the chest--total squash."
    assert directions(text, language="en") == {"chest": -1}


@pytest.mark.parametrize(
    ("text", "language", "worn"),
    [
        # a change of size told with "passer au" / "y pedir"
        ("Les bonnets sont trop petits, j'ai dû passer au 90D.", "fr", "90D"),
        ("Je suis passée à la taille 40.", "fr", "40"),
        ("Me aprieta de pecho, tuve que devolverla y pedir una L.", "es", "L"),
        # "passer au" without a size names none
        ("Il faut passer au lavage à 30 degrés.", "fr", None),
    ],
)
def test_a_size_changed_to_in_french_and_spanish(text, language, worn):
    assert sizes(text, language).get("size_worn") == worn
