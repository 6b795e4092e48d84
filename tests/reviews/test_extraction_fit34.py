"""fit-text-34, English measurements (fit-labels.md, Measurements: ``usual_size`` is the size
the reviewer normally wears, ``size_worn`` the size of this product worn or kept). Every
sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction_fit18_sizes import measured

# --- the reviewer described before a size named as a size: "i'm a size 14" was the usual
# size, "i'm a curvy size 14" was read as the size worn


@pytest.mark.parametrize(
    ("text", "usual"),
    [
        ("I'm a curvy size 14-16 and the xl fits perfectly.", "14-16"),
        ("I am an athletic size 8/10, the 10 fits well.", "8/10"),
        ("I'm a very consistent size small in dresses.", "S"),
        ("I am a tall, size 4/6 woman.", "4/6"),
        ("I'm consistently a size 27 in jeans.", "27"),
        ("I'm 5'3\" and curvy size medium, and the fit is true to size.", "M"),
    ],
)
def test_a_described_reviewer_before_a_size_is_the_usual_size(text, usual):
    assert measured(text)["usual_size"] == usual


@pytest.mark.parametrize(
    "text",
    [
        "I'm wearing a size 8 and it fits.",
        "I'm in a size 8 and it fits.",
        "I'm a bit of a size 8 fan, and the 8 fits.",
    ],
)
def test_a_size_worn_now_stays_the_size_worn(text):
    got = measured(text)
    assert got["size_worn"] == "8" and "usual_size" not in got


def test_a_described_size_still_gives_the_size_worn_beside_it():
    got = measured("I'm a curvy size 14-16 and the xl fits perfectly.")
    assert got["size_worn"] == "XL"


# --- the usual size, and this item "no exception": worn too


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("I wear a 28 in all pilcro and these are no exception.", "28"),
        ("I am consistently a size 27 in pilcro jeans and these are no exception.", "27"),
        ("I'm usually a medium, and this top was no exception.", "M"),
    ],
)
def test_the_usual_size_and_no_exception_is_worn(text, size):
    got = measured(text)
    assert got["usual_size"] == size and got["size_worn"] == size


def test_no_exception_about_something_else_is_no_size_worn():
    got = measured("I'm usually a medium. I love this brand and these are no exception.")
    assert got["usual_size"] == "M" and "size_worn" not in got


# --- a usual range: written with a hyphen ("in-between"), "back and forth", in the past, and
# named from the larger size down; the range reads from the smaller size up


@pytest.mark.parametrize(
    ("text", "usual"),
    [
        ("I'm somewhat in-between size 30 and 31 in jeans right now.", "30-31"),
        ("I go back and forth between xs and small, so I ordered both.", "XS-S"),
        ("It ran snug, so I was between a small and an extra small.", "XS-S"),
        ("I'm between a size small and an xs.", "XS-S"),
        ("I'm between a 10 and an 8 in dresses.", "8-10"),
        ("I'm between an 8 and a 10 in dresses.", "8-10"),
    ],
)
def test_a_usual_range_reads_from_the_smaller_size_up(text, usual):
    assert measured(text)["usual_size"] == usual


def test_a_range_across_two_systems_keeps_its_order():
    assert measured("I'm between a 6 and a medium.")["usual_size"] == "6-M"


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        ("Bought both and opted for the size small when they arrived.", "S"),
        ("I opted for the medium and it fits.", "M"),
    ],
)
def test_a_size_opted_for_is_the_size_worn(text, worn):
    assert measured(text)["size_worn"] == worn


# --- the usual size said a few more ways


@pytest.mark.parametrize(
    ("text", "usual"),
    [
        ("I got a m even though I would normally be a l.", "L"),
        ("I wear either a s or xs in tops, so I went with the xs.", "S or XS"),
        ("I either wear a 4 or a 6 in dresses and the 4 fits me well.", "4 or 6"),
        ("I wear either a med. or large and went with large for this.", "M or L"),
        ("A large usually fits me but this felt like a small.", "L"),
    ],
)
def test_the_usual_size_said_a_few_more_ways(text, usual):
    assert measured(text)["usual_size"] == usual


def test_a_full_stop_after_a_whole_size_word_ends_the_usual_size():
    assert measured("I'm usually a medium. Or so I thought.")["usual_size"] == "M"


# --- the size worn: in brackets after a verdict on the size or the fit, after "sizing
# down to", "return this for", "a small with this one"; not a size only considered


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        ("Fits true to size (petite 2) with some stretch in it.", "petite 2"),
        ("I bought it one size smaller (8) and it fit like a glove.", "8"),
        ("I tried this on (xs) and it was big on me.", "XS"),
        ("True to size (large) for me.", "L"),
        ("I tried the other colour in the same size (s), it fit me perfectly.", "S"),
        ("I ended up sizing down to a small and it fits nicely.", "S"),
        ("I had to return this for a small.", "S"),
        ("I'm usually a small or medium. I'm a small with this one.", "S"),
    ],
)
def test_more_ways_of_naming_the_size_worn(text, worn):
    assert measured(text)["size_worn"] == worn


def test_a_bra_size_in_brackets_after_a_verdict_describes_the_body():
    got = measured("The bodice in medium petite fits me just perfectly (36dd).")
    assert got["size_worn"] == "M petite"


def test_a_size_only_considered_is_not_worn():
    got = measured("I considered sizing down to a 4, but I am 120 lbs and ordered a 6.")
    assert got["size_worn"] == "6"
