"""fit-text-25 (issue 12), measurements on real English reviews (fitsize3): heights typed
with a slash, a dot or a space after "I'm", a size then said to be the reviewer's own, and a
zero typed as the letter o. Made-up examples per family, read from ``fit-labels.md``
(Measurements: heights in cm; ``usual_size`` the size normally worn, ``size_worn`` the size
of this product worn), each with a near miss that must stay as it was. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction_fit18_sizes import measured


@pytest.mark.parametrize(
    ("text", "height"),
    [
        # feet and inches after "I'm" with a slash, a dot or a space, then only a stop
        ("The hem hit my ankles (i'm 5/3) so I had it shortened.", 160.0),
        ('i am 5/8", 150 pounds, and the large was roomy.', 172.7),
        ("i'm 5.7, got the medium and it is boxy.", 170.2),
        ("Shorter than pictured (i'm 5 7 1/2), a bit cropped on me.", 171.5),
        ("i'm 6/1 and the sleeves were long.", 185.4),
    ],
)
def test_height_after_i_am_with_a_slash_dot_or_space(text, height):
    got = measured(text)
    assert got["height"] == pytest.approx(height, abs=0.2)
    assert "usual_size" not in got  # the feet and inches are no size


@pytest.mark.parametrize(
    "text",
    [
        # near misses: a size range, a shoe size, a number that is no height
        "i'm 4/6, and the 6 fit me well.",
        "i'm 6/8. got the 8 and it's great.",
        "i'm 6.5, and the 7 was too long in the toes.",
        "i'm 5/7 in juniors and the 7 fit.",
    ],
)
def test_size_ranges_and_shoe_sizes_after_i_am_are_no_height(text):
    assert "height" not in measured(text)


@pytest.mark.parametrize(
    ("text", "usual", "worn"),
    [
        # the size named, then said to be the reviewer's own
        ("Ordered a size 8 which is usually what i wear, and it fit.", "8", "8"),
        ("bought the l, which is my size in most stores. roomy.", "L", "L"),
        ("the store had a size s on the rack (my size) but it was tight; ordered the m.", "S", "M"),
        ("Large is the size i usually wear, but here i needed an xl.", "L", "XL"),
    ],
)
def test_a_size_said_to_be_the_reviewers_own_is_the_usual_size(text, usual, worn):
    got = measured(text)
    assert got["usual_size"] == usual
    assert got["size_worn"] == worn


@pytest.mark.parametrize(
    "text",
    [
        # near misses: the size bought, or "my size" telling another size
        "the medium is the size i got and it fits.",
        "got the s, which is what i wanted for a loose look.",
    ],
)
def test_the_size_bought_is_no_usual_size(text):
    got = measured(text)
    assert "usual_size" not in got
    assert got["size_worn"] in ("M", "S")


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        # a zero typed as the letter o, after "size" or as "the o(o)(p)" before a verdict
        ("i ordered a size o and it fits well.", "0"),
        ("at 95 lbs the oop was just perfect in length.", "00P"),
        ("the op was a little snug at the waist but i kept it.", "0P"),
    ],
)
def test_a_zero_typed_as_the_letter_o(text, worn):
    assert measured(text)["size_worn"] == worn


@pytest.mark.parametrize(
    "text",
    [
        # near misses: the original poster, a letter in a list
        "the op was right, this runs small.",
        "Like the op said, the fabric is thin.",
    ],
)
def test_the_op_as_a_person_is_no_size(text):
    assert "size_worn" not in measured(text)


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        # a first purchase told with "originally"/"initially": a later size is the one kept
        ("I originally ordered the large but sent it back; the medium arrived today.", "M"),
        ("initially bought a 10 for the bust, but preferred the 8 in the end.", "8"),
        ("I originally got the xs and the s and kept the xs.", "XS"),
    ],
)
def test_a_first_purchase_then_another_size(text, worn):
    assert measured(text)["size_worn"] == worn


def test_a_first_try_on_is_no_change():
    # near miss: "first tried on" is no first purchase; the size tried first is kept
    got = measured("I first tried on the small and it fit perfectly, so I never opened the medium.")
    assert got["size_worn"] == "S"


def test_an_exchange_hoped_for_is_no_size_worn():
    # "hopefully", like "hoping": the size hoped for is not yet the size worn
    got = measured(
        "ordered a medium and it was loose; sending it back, hopefully exchange for a small."
    )
    assert got["size_worn"] == "M"


@pytest.mark.parametrize(
    ("text", "usual", "worn"),
    [
        # a size change told with "from ... to": the usual size, then the size worn
        ("Runs small: I sized up from a 6 to an 8.", "6", "8"),
        ("had to go down from my usual medium to a small.", "M", "S"),
        ("went down a size from my normal 30 to a 29 and they fit.", "30", "29"),
        ("I sized down from a m to s and it is still roomy.", "M", "S"),
    ],
)
def test_a_size_change_from_one_size_to_another(text, usual, worn):
    got = measured(text)
    assert got["usual_size"] == usual
    assert got["size_worn"] == worn


def test_a_range_with_to_is_still_a_range():
    # near miss: no change of size before it: "small to medium" is the usual range
    got = measured("I usually wear small to medium and got the small.")
    assert got["usual_size"] == "S-M"
    assert got["size_worn"] == "S"


@pytest.mark.parametrize(
    "text",
    [
        # the usual size named as one's own, and no other size worn: it is the size worn
        "Lovely drape, and in my usual 10 the waist sits right.",
        "size wise no surprises, my normal size 8, length is fine.",
        "These run true (for me, my typical medium) and the color is rich.",
    ],
)
def test_my_usual_size_alone_is_the_size_worn(text):
    got = measured(text)
    assert got["size_worn"] == got["usual_size"]


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        # near misses: advice or a wish, or another size bought
        ("Should have stuck with my normal medium.", None),
        ("I might have fit my usual small, but I kept the xs.", "XS"),
    ],
)
def test_my_usual_size_in_a_wish_or_beside_another_size(text, worn):
    assert measured(text).get("size_worn") == worn


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        # an adverb, or "ended up being", between the size and its verb
        ("Pretty print. The large still has plenty of room in the hips.", "L"),
        ("Sleeves are short, but the medium otherwise fit me perfectly.", "M"),
        ("They were out of the s, and the xs ended up being just right.", "XS"),
    ],
)
def test_an_adverb_between_the_size_and_its_verb(text, worn):
    assert measured(text)["size_worn"] == worn


def test_a_size_adjective_before_still_is_no_size():
    # near miss: "small" as a verdict, not a size with its verb
    assert "size_worn" not in measured("It runs small still, has no stretch at all.")


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        # a verb of how the garment sits on the body, with the size as its subject
        ("I'm a 38d and the xl barely closed across the bust.", "XL"),
        ("Even the small gaped at the neckline, it runs big.", "S"),
        ("The 10 skimmed my hips without clinging.", "10"),
    ],
)
def test_a_size_as_the_subject_of_a_verb_of_fit(text, worn):
    assert measured(text)["size_worn"] == worn


def test_small_before_a_noun_is_no_size():
    # near miss: "small" names the buttons, not a size
    assert "size_worn" not in measured("The small buttons on the cuffs are cute.")
