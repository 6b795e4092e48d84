"""fit-text-27 families for the dimensions other than ``overall`` on real English reviews
(issue 12, fitpart3): lengths and parts the extractor missed or read without a judgement.
Made-up examples per rule, read from ``fit-labels.md``, written from the non-overall misses of
the released sets ``fit_extra_real_blind``, ``_blind2``, ``_15`` and ``_16`` and checked on
every readable set. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # a garment judged short-waisted is short in the body: length -1
        ("en", "Cute tunic but it is a little short waisted on me.", {"length": -1}),
        ("en", "Very short-waisted and snug in the bust.", {"length": -1, "bust": -1}),
        ("en", "The dress was oddly short-waisted.", {"length": -1}),
        # the wearer's body is no signal, nor a word only listed after "and"
        ("en", "I'm very short waisted so most tops work for me.", {}),
        ("en", "I am petite and short-waisted.", {}),
        ("en", "This was small in the top and short waisted.", {"bust": -1}),
    ]
)
def test_short_waisted_garment(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the length said to be as in the pictures is the length that fits (0)
        ("en", "The length is pretty much as pictured, just above my knee.", {"length": 0}),
        ("en", "Soft knit, and it is as long as it is pictured.", {"length": 0}),
        ("en", "I'm 5'6\" and they hit right at my ankle, just as pictured.", {"length": 0}),
        # denied: shorter than pictured
        ("en", "It's not quite as long as it is pictured.", {"length": -1}),
        ("en", "It isn't as long as on the model.", {"length": -1}),
    ]
)
def test_length_as_pictured(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # "size" typed for "side", as already read for small and large
        ("en", "Nice sweatshirt, though it is on the short size.", {"length": -1}),
        ("en", "The cardigan is a bit on the long size.", {"length": 1}),
        # the wearer on the short side is no signal
        ("en", "I'm on the short side, so I went petite.", {}),
    ]
)
def test_on_the_short_size(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a part cut for a bigger (smaller) body than the reviewer's is loose (tight) there
        ("en", "The bodice is cut for someone very busty.", {"bust": 1}),
        ("en", "The top is made for someone with a much larger chest.", {"chest": 1}),
        ("en", "Those shoulders were cut for a linebacker.", {"shoulders": 1}),
        ("en", "The hips are made for someone much slimmer.", {"hips": -1}),
        # no part named, or a person described after "who": no part signal
        ("en", "It was designed for a woman who is taller than me.", {}),
    ]
)
def test_part_cut_for_another_body(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # "might/may have been" is a counterfactual like "would have been": no signal
        ("en", "I took the regular; the petite might have been too short.", {}),
        ("en", "The small may have been too tight in the chest.", {}),
        ("en", "The xs might of been a bit short.", {}),
        # a regret is still a verdict
        ("en", "I might have been better off sizing down.", {"overall": 1}),
    ]
)
def test_might_have_been(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # "than" typed "then" or "that" after a size comparative is read as "than"
        ("en", "Cute dress, but it was shorter that I expected.", {"length": -1}),
        ("en", "The back is much longer then the pictures show.", {"length": 1}),
        ("en", "Fine top, a bit shorter then it looks on the model.", {"length": -1}),
        # "then" starting the next step of a story stays a "then"
        ("en", "The medium was bigger then I ordered the small.", {}),
    ]
)
def test_then_typed_for_than(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a top ending above, or only reaching, the top of the trousers is short
        ("en", "Soft sweater, but the medium hit me above my high-rise jeans.", {"length": -1}),
        ("en", "The tee came right to the top of my jeans, so my belly showed.", {"length": -1}),
        # judged right just after it: no short length
        ("en", "It comes to the top of my jeans, which is perfect.", {}),
        # not the garment's end
        ("en", "The pockets sit above the waistband.", {}),
    ]
)
def test_top_ends_above_the_trousers(language, text, expected):
    assert labels(text, language) == expected
