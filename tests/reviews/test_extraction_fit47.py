"""fit-text-47: which later words make a size named after another the one kept. Every sentence
is made up. Pure tests."""

from __future__ import annotations

import pytest

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
