"""fit-text-28 (issue 12), numbers and size steps in English (fitnum): metamorphic
consistency. A phrasing read right and its variants that mean the same must read alike
(fit-labels.md: size advice, a comparison with the usual size). Every sentence is made up.
Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction_fit18_sizes import measured
from tests.reviews.test_extraction_fit_labels import labels

# --- one count for every size step: "a", "one", "two", "2", "a full 2", "half a", "one and a
# half", "a couple of", "several", "1-2", "one or two"


@pytest.mark.parametrize(
    "text",
    [
        # the reviewer chose a smaller size: runs large
        "I had to go two sizes smaller in this top.",
        "I had to go 2 sizes smaller in this top.",
        "In the end I went a full 2 sizes smaller.",
        "I took a couple of sizes smaller than my regular size.",
        "Order one or two sizes smaller than you normally would.",
        "I went down three sizes in this skirt.",
        "I went down 3 sizes in this skirt.",
        "I ordered several sizes down and it still hangs off me.",
        "I needed 2 sizes down.",
    ],
)
def test_a_size_chosen_smaller_is_runs_large_whatever_the_count(text):
    assert labels(text, "en") == {"overall": 1}


@pytest.mark.parametrize(
    "text",
    [
        # the reviewer chose a bigger size: runs small
        "I went one size bigger than my usual.",
        "I went two sizes bigger than my usual.",
        "I went 2 sizes bigger than my usual.",
        "I needed 2 sizes bigger to zip it.",
        "Get one or two sizes bigger than your normal size.",
        "I had to go up 2 sizes in these pants.",
        "I ordered half a size up.",
    ],
)
def test_a_size_chosen_bigger_is_runs_small_whatever_the_count(text):
    assert labels(text, "en") == {"overall": -1}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the item as the subject: a verdict, whatever the count
        ("This sweater runs a size small.", -1),
        ("This sweater runs 1 size small.", -1),
        ("This sweater runs 2 sizes small.", -1),
        ("This sweater runs one and a half sizes small.", -1),
        ("This sweater runs 1-2 sizes small.", -1),
        ("This sweater runs a couple of sizes big.", 1),
        ("They come a full size smaller than expected.", -1),
        # a copula with the item as subject
        ("The coat is a size smaller than my usual.", -1),
        ("The coat is two sizes smaller than my usual.", -1),
        ("The coat is 2 sizes smaller than my usual.", -1),
        ("This skirt is easily a size bigger than I expected.", 1),
        ("This skirt is easily 2 sizes bigger than I expected.", 1),
        ("The sizing is 2 sizes larger than anticipated.", 1),
        ("They're a size too small.", -1),
        ("It's two sizes too big.", 1),
    ],
)
def test_a_size_step_said_of_the_item_is_a_verdict(text, expected):
    assert labels(text, "en") == {"overall": expected}


@pytest.mark.parametrize(
    "text",
    [
        # the size worn as the subject: a choice, like the reviewer as the subject
        "I picked an 8 which was 2 sizes smaller than my normal 12.",
        "I picked an 8 which was two sizes smaller than my normal 12.",
        "So comfy (2 sizes smaller than my usual) and soft.",
    ],
)
def test_a_size_step_said_of_the_size_worn_is_a_choice(text):
    assert labels(text, "en") == {"overall": 1}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the count after the word reads like the count before it: "one or two sizes"
        ("This cardigan runs one or two sizes big.", 1),
        ("This cardigan runs a size or two big.", 1),
        ("This cardigan runs at least a size or 2 big.", 1),
        ("These pants run two sizes or so small.", -1),
        ("Definitely order one or two sizes down.", 1),
        ("Definitely order a size or two down.", 1),
        ("I went a size or two smaller.", 1),
        ("Order a size or two up.", -1),
    ],
)
def test_a_size_or_two_reads_like_one_or_two_sizes(text, expected):
    assert labels(text, "en") == {"overall": expected}


@pytest.mark.parametrize(
    "text",
    [
        # must not fire: a size named after a copula, sizes bought with no step, a count of items
        "I ordered a few sizes to compare.",
        "The shop only had two size small left.",
        "I ordered a size 2 in the green.",
        "I ordered a size or two to compare.",
    ],
)
def test_counts_and_sizes_named_are_no_step(text):
    assert labels(text, "en") == {}


def test_a_size_named_after_a_copula_is_no_verdict():
    # "a size small" is the size's name, here a size below the usual medium (usual vs worn)
    assert labels("It was a size small, not my usual medium, and fit like a glove.", "en") == {
        "overall": 1
    }


# --- a number as a size, not a count: number words read like digits


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        # base: a digit bought; variants: the same size as a word
        ("I ordered the 12 and it was enormous.", "12"),
        ("I ordered the twelve and it was enormous.", "12"),
        ("I picked up a 4, but the 2 might have worked too.", "4"),
        ("I picked up a four, but the two might have worked too.", "4"),
        ("Went with the eight.", "8"),
        ("Went with the 8.", "8"),
        ("I bought a two and it fits.", "2"),
    ],
)
def test_a_number_word_bought_is_the_size_worn_like_its_digit(text, worn):
    assert measured(text).get("size_worn") == worn


@pytest.mark.parametrize(
    "text",
    [
        # must not fire: a count of things bought, "the two" (both of them)
        "I ordered the two washes of this jean.",
        "I got a two pack of these.",
        "I kept the two.",
        "I ordered the six colors in one go.",
    ],
)
def test_a_number_word_counting_things_is_no_size(text):
    assert "size_worn" not in measured(text)


# --- the same count in the size steps of the other rules (one shared fragment, no output
# change on the corpora): a habit, a change so a part is not tight, a change "from ... to"


@pytest.mark.parametrize(
    "text",
    [
        "I always have to go up a size in jeans.",
        "I always have to go up 2 sizes in jeans.",
        "I always have to go up two sizes in jeans.",
    ],
)
def test_a_size_step_by_habit_is_no_verdict_whatever_the_count(text):
    assert labels(text, "en") == {}


@pytest.mark.parametrize(
    "text",
    [
        "I went up a size so it wasn't so tight at the hips.",
        "I went up 2 sizes so it wasn't so tight at the hips.",
        "I went up a couple of sizes so it wasn't so tight at the hips.",
    ],
)
def test_a_size_step_so_a_part_is_not_tight_whatever_the_count(text):
    assert labels(text, "en") == {"overall": -1, "hips": -1}


@pytest.mark.parametrize(
    ("text", "usual", "worn"),
    [
        ("I had to go down a size from my usual 10 to an 8.", "10", "8"),
        ("I had to go down 2 sizes from my usual 10 to a 6.", "10", "6"),
        ("I had to go down two sizes from my usual 10 to a 6.", "10", "6"),
        ("I went up 1 size to a 12.", None, "12"),
        ("I went up one size to a 12.", None, "12"),
        ("I bumped up 2 sizes to the medium.", None, "M"),
        # "my regular X" reads like "my usual X" and "my regular size X"
        ("I bought my usual large and love it.", "L", "L"),
        ("I bought my regular size large and love it.", "L", "L"),
        ("I bought my regular large and love it.", "L", "L"),
        ("In the end I stayed with my regular m.", "M", "M"),
        # must not fire: "the regular" / "a regular" is the line, not the usual size
        ("I bought the regular large, not the petite.", None, "regular L"),
        ("I bought a regular large.", None, "regular L"),
        # a verb is a whole word after a size: "(ish)" is no "is", so the small is the size worn
        ("Normally I am a size 8 / medium (ish). The small was roomy.", "8/M", "S"),
        ("Normally I am a size 8 / medium. The small was roomy.", "8/M", "S"),
    ],
)
def test_the_usual_size_and_the_size_worn_read_alike_however_written(text, usual, worn):
    got = measured(text)
    assert (got.get("usual_size"), got.get("size_worn")) == (usual, worn)


@pytest.mark.parametrize(
    "text",
    [
        # base: two sizes named, no size change
        "I tried it on in the medium and the large. Neither worked.",
        # variants: the usual size and a step after it, whatever the count
        "I tried it on in my usual size and a size up. Neither worked.",
        "I tried it on in my normal size and one size down. Neither worked.",
        "I ordered both my regular size and 2 sizes up.",
        "I ordered it in normal size and 1 size up.",
    ],
)
def test_a_step_listed_after_the_usual_size_is_a_size_tried(text):
    assert labels(text, "en") == {}


@pytest.mark.parametrize(
    "text",
    [
        # must still fire: a change told after the usual size
        "I tried my usual size and had to go a size up.",
        "I ordered my usual size and went a size up.",
    ],
)
def test_a_step_told_after_the_usual_size_is_a_choice(text):
    assert labels(text, "en") == {"overall": -1}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # base: "runs small" keeps overall beside a part's verdict of the same direction
        ("This top runs small and is short.", {"overall": -1, "length": -1}),
        ("This top runs a size small and is short.", {"overall": -1, "length": -1}),
        ("This top runs 2 sizes small and is short.", {"overall": -1, "length": -1}),
        ("Way too long on me. I'd say it runs big.", {"overall": 1, "length": 1}),
        ("Way too long on me. I'd say it runs one size big.", {"overall": 1, "length": 1}),
        ("They run a size small, a bit tight on top.", {"overall": -1, "bust": -1}),
        # must not change: a part named next to the step takes it, as "runs small in the bust"
        ("It runs a size small in the bust.", {"bust": -1}),
        ("It runs small in the bust.", {"bust": -1}),
    ],
)
def test_a_size_step_verdict_is_as_sure_as_runs_small(text, expected):
    assert labels(text, "en") == expected


@pytest.mark.parametrize(
    "text",
    [
        # base: a habit of sizing is no verdict on this item
        "I usually size up in this label.",
        # variants: the same habit told with a step
        "I usually go up a size in this label.",
        "I usually go one size up in this label.",
        "I always order 2 sizes up in jackets.",
        "I always get one size larger than what I normally wear in jackets.",
    ],
)
def test_a_habit_of_sizing_is_no_verdict_however_told(text):
    assert labels(text, "en") == {}


def test_a_size_step_told_of_this_item_is_still_a_choice():
    # must not change: the same step without the habit adverb
    assert labels("I went one size up in this jacket.", "en") == {"overall": -1}


@pytest.mark.parametrize(
    "text",
    [
        # base: "one size small" after a fit verb is a step, no size named
        "These tops run one size small.",
        # variants: "a size small" / "1 size small" after a fit verb is the same step
        "These tops run a size small.",
        "These tops run about a size small.",
        "These tops run 1 size small.",
    ],
)
def test_a_size_step_after_a_fit_verb_names_no_size(text):
    assert "size_worn" not in measured(text)
    assert labels(text, "en") == {"overall": -1}


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        # must not change: "a size small" bought is the size S
        ("I got a size small and it fits.", "S"),
        ("I ordered a size large.", "L"),
    ],
)
def test_a_size_small_bought_is_the_size_s(text, worn):
    assert measured(text)["size_worn"] == worn
