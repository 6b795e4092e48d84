"""fit-text-26 (issue 12), precision on real English reviews (fitprec2): families of false or
wrong-direction signals on the readable real sets. Made-up examples per family, read from
``fit-labels.md``, each with near misses that keep their signal. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # the right stretch or thickness is the fabric, no fit (fit-labels.md: no fit content,
        # no signal)
        ("en", "Soft leggings with just the right amount of stretch.", {}),
        ("en", "The knit has the perfect amount of give and washes well.", {}),
        ("en", "Fabric: just right thickness, warm but not heavy.", {}),
        ("en", "Just right weight for spring.", {}),
        # near misses: the room it leaves, or "just right" alone, is the fit
        ("en", "A nice drape with just the right amount of room.", {"overall": 0}),
        ("en", "The medium is just right.", {"overall": 0}),
        ("en", "It fit just right, the stretch is comfortable.", {"overall": 0}),
    ]
)
def test_just_right_said_of_the_fabric_is_no_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # "it shrinks" warns of what the fabric does; a shrinking after which it still fits
        # is no length (fit-labels.md: shrank and is now short is length -1)
        ("en", "Shrinks!", {}),
        ("en", "Pretty print but beware, it shrinks in the dryer.", {}),
        ("en", "I washed it and it shrank a bit. It still fits, luckily.", {}),
        ("en", "The linen shrunk somewhat, they still fit.", {}),
        # near misses: a shrinking that left it short is short; with nothing said after it,
        # no length (fit-text-45: our labelled sets leave a shrinking alone unlabelled)
        ("en", "It shrank in the wash and is now a crop top.", {"length": -1}),
        ("en", "After one wash it shrunk so much.", {}),
        ("en", "Shrinks! it shrunk two inches in the first wash.", {}),
    ]
)
def test_shrinking_with_no_length_judged_is_no_length(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # other people's words are not the reviewer's verdict (fit-labels.md: a label only
        # where the text states it), like "reviewers said"
        ("en", "Some stated they run small, I bought them anyway.", {}),
        ("en", "I followed others advice saying the coat is huge.", {}),
        ("en", "Ordered it after reading reviews that it was too long.", {}),
        ("en", "Many people said the sleeves are tight.", {}),
        (
            "en",
            "Love it. The 8 fits perfectly; some stated it runs large but I disagree.",
            {"overall": 0},
        ),
        # near misses: agreeing with them is the reviewer's own verdict
        ("en", "As others have noted, it runs short.", {"length": -1}),
        ("en", "Like some people said, it is too big.", {"overall": 1}),
        ("en", "I said to my friend that it runs small.", {"overall": -1}),
    ]
)
def test_other_peoples_words_are_no_verdict(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a shrinking measured in inches is the length now: the warning title beside it no
        # longer carries it (near miss of the family above)
        ("en", "Shrinks\n\nAfter one wash it's at least an inch shorter.", {"length": -1}),
        ("en", "It was 2 inches shorter than the one i had not washed.", {"length": -1}),
        # a garment's measure is no comparison
        ("en", "The tag says it's 28\" long and the cotton is soft.", {}),
        # a measured difference wished for is no verdict that it is so (the looser fit needed
        # stays)
        (
            "en",
            "Beautiful, but it needed to be more fitted and be about two inches longer.",
            {"overall": 1},
        ),
    ]
)
def test_a_measured_difference_is_a_verdict(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # garments in general, not this item (fit-labels.md: a label only where the text
        # states it of this item): "all workout tops", "a lot of their pieces", "most maxis"
        ("en", "I'm tired of all gym tops being baggy. This one is soft.", {}),
        ("en", "A lot of their pieces are super long in the back, this tank too.", {}),
        ("en", "Most maxi's are too long on me, but the petite fits perfectly.", {"overall": 0}),
        # near misses: this item, or the size worn "in all pants", keeps its verdict
        ("en", "All in all the pants are too long.", {"length": 1}),
        ("en", "I wear a 4 in all pants, this pair is too big.", {"overall": 1}),
    ]
)
def test_garments_in_general_are_no_verdict_on_this_one(language, text, expected):
    assert labels(text, language) == expected
