"""fit-text-30, English `overall` recall (ovm): verdicts on the whole garment that the
extractor missed, written as natural variants of phrasings it already read right. Every
sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction_fit18_sizes import measured
from tests.reviews.test_extraction_fit_labels import labels

# --- the size bought judged right, however the verdict is joined to it: "ordered the large and
# it's perfect" was read; a full stop, a comma, "which is", "and is", "and this was" were not


@pytest.mark.parametrize(
    ("text", "overall"),
    [
        ("I ordered the medium and it's perfect.", 0),
        ("I ordered the medium. It's perfect.", 0),
        ("I ordered the medium, it's just right.", 0),
        ("I ordered the petite small. It is perfect.", 0),
        ("Got the large regular which is perfect.", 0),
        ("Got my usual size large and is perfect!", 0),
        ("I typically get the xsp and this was perfect.", 0),
        ("I bought the 8 and that was spot on.", 0),
        # with the usual size, the comparison still holds
        ("I'm usually a medium but I got the small. It's perfect.", 1),
    ],
)
def test_the_size_bought_judged_right_however_joined(text, overall):
    assert labels(text, "en") == {"overall": overall}


@pytest.mark.parametrize(
    "text",
    [
        # the make or a use praised, not the fit
        "I ordered the medium. It's great quality.",
        "I got the small. It's perfect for summer.",
        "I bought the large which is great for layering.",
    ],
)
def test_the_size_bought_then_other_praise_is_no_verdict(text):
    assert labels(text, "en") == {}


# --- the generous cut named as a noun: "it runs generous", "it's cut generously" were read
# (+1); "it's a generous cut", "it is a bigger fit", "the generous cut of this top" were not


@pytest.mark.parametrize(
    "text",
    [
        "It runs generous.",
        "It's cut generously.",
        "It's a generous cut.",
        "It is a bigger fit, but still flattering.",
        "This blazer has a very generous fit.",
        "The generous cut of this blouse works well for me.",
    ],
)
def test_the_generous_cut_as_a_noun_is_large(text):
    assert labels(text, "en") == {"overall": 1}


@pytest.mark.parametrize(
    "text",
    [
        # a cut meant, liked or wanted in general is no verdict
        "It's meant to be a looser fit.",
        "I prefer a generous cut in sweaters.",
        "I like a looser fit in sweaters.",
    ],
)
def test_a_generous_cut_wanted_is_no_verdict(text):
    assert labels(text, "en") == {}


# --- the usual size and the size bought, however joined and however the usual one is written:
# "i usually wear a small. i ordered a medium" was read; a comma instead of the stop took
# "small, i ordered" as "the small i ordered" (the size worn), and "my normal small size" was
# no size at all


@pytest.mark.parametrize(
    ("text", "overall", "usual", "worn"),
    [
        ("I usually wear a small. I ordered a medium.", -1, "S", "M"),
        ("I usually wear a small, I ordered a medium.", -1, "S", "M"),
        ("Although I normally wear a size 6, I ordered size 8.", -1, "6", "8"),
        ("I usually wear a large, I got a medium and it fits.", 1, "L", "M"),
        ("I bought this coat in my normal small size. I exchanged it for a medium.", -1, "S", "M"),
        ("I bought this coat in my normal size small. I exchanged it for a medium.", -1, "S", "M"),
        ("I ordered my usual medium size and it was perfect.", 0, "M", "M"),
    ],
)
def test_usual_and_worn_sizes_read_alike_however_joined(text, overall, usual, worn):
    assert labels(text, "en") == {"overall": overall}
    sizes = measured(text)
    assert (sizes["usual_size"], sizes["size_worn"]) == (usual, worn)


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        # the size's own relative clause is still the size worn
        ("The small i ordered fits perfectly.", "S"),
        ("The medium i got fits well.", "M"),
    ],
)
def test_the_size_i_ordered_is_still_worn(text, worn):
    assert labels(text, "en") == {"overall": 0}
    assert measured(text)["size_worn"] == worn


def test_a_small_size_body_part_is_no_size():
    assert measured("I have a small size bust and it fits well.") == {}
