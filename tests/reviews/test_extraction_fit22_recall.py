"""fit-text-22 families for recall on real English reviews (issue 12): made-up examples per
rule, read from ``fit-labels.md``, written from the misses on the fresh set
``bench/data/fit_extra_real_5.jsonl`` and the tuned real part. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # fit-labels.md: a size changed because of one part is that part and overall, also when
        # the reviewer names both sizes and the reason in one sentence
        (
            "en",
            "I went with the xs because the small was too loose in the arms.",
            {"sleeves": 1, "overall": 1},
        ),
        ("en", "Ended up with the 6 as the 8 was baggy in the waist.", {"waist": 1, "overall": 1}),
        (
            "en",
            "The medium was tight across the shoulders so i got the large.",
            {"shoulders": -1, "overall": -1},
        ),
        ("en", "The 4 felt snug in the hips, so i switched to the 6.", {"hips": -1, "overall": -1}),
    ]
)
def test_size_chosen_over_another_with_its_reason(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # imagined, advised, or two sizes had at once: no verdict on how it runs
        ("en", "If the small is tight in the bust, i would get the medium.", None),
        ("en", "I ordered both, and kept the xs since the s was a bit loose in the arms.", None),
        ("en", "Next time i'll get the medium as the small was a little snug in the hips.", None),
    ]
)
def test_size_chosen_only_imagined_or_had_at_once(language, text, expected):
    assert "overall" not in labels(text, language)


@check(
    [
        # the size worn fits like another one: a comparison with the size named
        ("en", "I ordered an xs and it fits more like a medium.", {"overall": 1}),
        ("en", "The small fit like a large, going back.", {"overall": 1}),
        (
            "en",
            "I'm a medium in all their pants. These fit as if they were an xxl.",
            {"overall": 1},
        ),
        ("en", "Got my usual 10 and it fit like an 8.", {"overall": -1}),
        # no size after "like", a noun after the size, or negated: no comparison
        ("en", "I got the small and it fits like a glove.", {"overall": 0}),
        ("en", "I got the small and it hung like a large tent.", {}),
        ("en", "The small doesn't fit like a medium at all.", {}),
    ]
)
def test_size_worn_fits_like_another_size(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # fit-labels.md: "like on the model" is 0; said with a verb of where it ends (length)
        # or of the fit (overall)
        ("en", "I'm 5'4 and it hits me exactly like the skirt on the model.", {"length": 0}),
        ("en", "Ordered the xs, it falls right where it falls on the model.", {"length": 0}),
        ("en", "Love it, it fits me just like it does on the model.", {"overall": 0}),
        ("en", "The 6 fit me exactly like the model in the photo.", {"overall": 0}),
        # negated, or only the look compared: no verdict
        ("en", "It did not fit me like it does the model at all.", {}),
        ("en", "The color looks nothing like it does on the model.", {}),
    ]
)
def test_like_on_the_model_said_with_a_verb(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # an adverb after the size word is no noun it describes: the verdict stands
        ("en", "It runs small just because the fabric has no give.", {"overall": -1}),
        ("en", "Seems to run large only due to the heavy knit.", {"overall": 1}),
        ("en", "It runs small by a whole size.", {"overall": -1}),
        ("en", "Runs big given how stretchy it is.", {"overall": 1}),
        # and a noun after it still is a thing described
        ("en", "Comes in a large gift box, lovely colour.", {}),
    ]
)
def test_adverb_after_the_size_word(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the comparative of baggy, like looser and roomier
        ("en", "These were a little baggier than i expected.", {"overall": 1}),
        ("en", "The xs fit baggier than my other joggers.", {"overall": 1}),
    ]
)
def test_baggier_is_loose(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a design or a hope said in brackets is an aside: the verdict after them stands
        ("en", "Nice shape (it's meant to be a bit boxy), and it fits well.", {"overall": 0}),
        ("en", "Love it (was hoping for more color), runs a size small though.", {"overall": -1}),
        # a condition in brackets still governs what follows, and inside them it is hedged
        ("en", "I'd say (if you're petite) size down.", {}),
        ("en", "Pretty top (i was worried it would be too short) in a lovely blue.", {}),
    ]
)
def test_hedge_in_brackets_is_an_aside(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # "on the bottom" is the hips, like "on top" is the bust
        (
            "en",
            "The 4 was too snug on the bottom, the 6 too loose on top.",
            {"hips": -1, "bust": 1},
        ),
        ("en", "Plenty of room on the bottom for my curvy hips.", {"hips": 1}),
        ("en", "Cute swimsuit, a bit tight in the bottom.", {"hips": -1}),
        # not a part or a place named after it
        ("en", "There was a lot more fabric on the bottom half than the photo shows.", {}),
        ("en", "A small stain in the bottom of the bag, otherwise lovely.", {}),
    ]
)
def test_on_the_bottom_is_the_hips(language, text, expected):
    assert labels(text, language) == expected
