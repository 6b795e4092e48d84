"""fit-text-25 families taken from unlabelled real reviews at scale (fitmine): phrasings that
recur at least five times in 1,270 unlabelled rows (19344-19561, 22395-23485) of the
women's clothing reviews (``bench/data/wcr_mine_25.jsonl``) and that the extractor missed
there; read from ``fit-labels.md`` and checked against the readable labelled sets. Made-up
examples, each family once, with a negative near-miss. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # a tent with a size word, or worn, is too big as a whole
        ("en", "I felt like I was wearing a giant tent in the medium.", {"overall": 1}),
        ("en", "Honestly it was like wearing a tent. Back it goes.", {"overall": 1}),
        (
            "en",
            "Looked like I was wearing a tent or a bedsheet on my shoulders.",
            {"overall": 1},
        ),
        # near-misses: avoiding the tent look, a tent dress named
        ("en", "The pleats are cut well so it avoids looking like a tent.", {}),
        ("en", "My second tent dress from this brand, lovely print.", {}),
    ]
)
def test_wearing_a_tent_is_too_big(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the length liked as one item of a list is the right length
        ("en", "Love the pattern, length, and neckline.", {"length": 0}),
        ("en", "I adore the buttons, the drape of the skirt, and the length.", {"length": 0}),
        ("en", "Love the sleeve and hem length!", {"length": 0}),
        ("en", "The wash, length and weight of these pants are perfect.", {"length": 0}),
        # near-misses: the list liked without the length, the length judged apart
        ("en", "Love the pattern, colour, and neckline.", {}),
        ("en", "I love the print, the length is way too short though.", {"length": -1}),
    ]
)
def test_length_in_a_liked_list(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the usual size worked: overall 0
        ("en", "I wore my normal size without any problems.", {"overall": 0}),
        ("en", "Ordered my usual size, in the regular length, and it was fine.", {"overall": 0}),
        # near-misses: the usual size judged badly or not tried
        ("en", "I tried on my usual size and it wasn't great on me.", {}),
        ("en", "My usual size was sold out, so I bought the navy one instead.", {}),
    ]
)
def test_usual_size_without_issues(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the reviewer's own "true to size" outweighs one size change, advice or report beside it
        ("en", "I sized up for more flow but it does run true to size.", {"overall": 0}),
        (
            "en",
            "They are true to size, but the knit gives a lot, so buy a size down.",
            {"overall": 0},
        ),
        ("en", "Everyone says it runs big, but I would call it true to size.", {"overall": 0}),
        # near-misses: negated, narrowed to parts, or a range towards large
        ("en", "Not true to size at all, it runs small.", {"overall": -1}),
        ("en", "It's tts (length/arms) but lots of extra fabric for width.", {"overall": 1}),
        ("en", "Runs true to size to a little big, so size down if in between.", {"overall": 1}),
    ]
)
def test_true_to_size_outweighs_one_other_mention(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # threads or trims coming off are the make, not the fit
        ("en", "Lovely print, but there are strings hanging off the lace sleeves.", {}),
        ("en", "After one wash, threads hanging off the cuffs everywhere.", {}),
        # near-miss: the garment itself hanging off the wearer
        ("en", "The sweater was hanging off me.", {"overall": 1}),
    ]
)
def test_threads_hanging_off_are_no_fit(language, text, expected):
    assert labels(text, language) == expected
