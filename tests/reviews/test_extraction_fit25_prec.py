"""fit-text-25 (issue 12), precision and reviews without fit content (fitprec): families of
false or wrong-direction signals pooled over every readable English set. Made-up examples per
family, read from ``fit-labels.md``, each with a near miss that keeps its signal. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # room for a purpose right after a verdict that it fits belongs to that verdict: fits
        # as wanted (overall 0), like "snug as it should be"
        ("en", "Warm parka, it fits great with room for a hoodie underneath.", {"overall": 0}),
        ("en", "Got the 6 for my son, fits him perfectly with room to grow.", {"overall": 0}),
        ("en", "Runs true to size, with room for a thermal under it.", {"overall": 0}),
        ("en", "Tts with some room for layering.", {"overall": 0}),
        # near misses: room with no verdict that it fits, or in a clause of its own, is room
        ("en", "The 8 fits with a little room to grow.", {"overall": 1}),
        ("en", "Cozy coat, lots of room for a sweater.", {"overall": 1}),
        ("en", "It's big on me, with room for a sweater underneath.", {"overall": 1}),
    ]
)
def test_room_for_a_purpose_after_a_fit_verdict_is_that_verdict(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the size bought, named after the purchase and before whom it is for, is a size's
        # name, not "small for me": no signal
        ("en", "Ordered the large for my father-in-law for christmas, he loves the colour.", {}),
        ("en", "I got the small for my niece and she wears it every day.", {}),
        ("en", "Bought a large for my partner, the wool is soft.", {}),
        # the verdict after it still counts; a size word judged "for me" is a verdict
        ("en", "Bought the small for my sister and it fits her perfectly.", {"overall": 0}),
        ("en", "I ordered the small and it is too small for me.", {"overall": -1}),
        ("en", "This blazer runs small for me.", {"overall": -1}),
    ]
)
def test_the_size_bought_for_someone_is_a_size_name(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a size word said of a part that is no fit dimension (armholes, pockets, a collar)
        # across a negation, or after a dash that goes on with it, is said of that part
        ("en", "Lovely tank and the armholes are not too big for once.", {}),
        ("en", "The pockets aren't too small, my phone fits.", {}),
        ("en", "The arm openings look neat - not too big.", {}),
        ("en", "The armholes are huge -- so big that my bra shows.", {}),
        # a neckline named with a hyphen is a neckline: "v-neck", "scoop-neck"
        ("en", "The v-neck is a bit loose, i pin it with a brooch.", {}),
        # near misses: a fit part keeps its verdict; a new subject after the part is the garment
        ("en", "The waist is not too big.", {"waist": 0}),
        ("en", "Love the collar - but the dress is way too big.", {"overall": 1}),
        ("en", "The armholes are fine and the dress is too big.", {"overall": 1}),
        ("en", "Love the v-neck but the dress is loose on me.", {"overall": 1}),
    ]
)
def test_a_size_word_of_a_part_that_is_no_fit_dimension(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a person described in a relative clause ("someone who is ...", "a woman who is
        # ..."): the size words there, a second one after "and" too, are that body, no fit
        ("en", "A lovely cut for someone who is narrow on top and wider in the hips.", {}),
        ("en", "The pattern suits a woman who is proportionally taller than me.", {}),
        ("en", "Great tee for ladies who are broad in the shoulders.", {}),
        # near misses: the reviewer's verdict in a clause of its own still counts
        ("en", "For someone who is short, it is way too long on me.", {"length": 1}),
        ("en", "It runs small, which anyone who is curvy notices in the hips.", {"overall": -1}),
    ]
)
def test_a_person_described_is_a_body_not_a_fit(language, text, expected):
    assert labels(text, language) == expected
