"""fit-text-28 families (fitframe, issue 12): metamorphic consistency of the part frames.
Each family is a phrasing the extractor already read right and its natural variants that
mean the same (read differently before); every variant recurs in real reviews (counts in
docs/reviews.md, "fit-text-28: fitframe"). Made-up sentences, base and variants together,
with the neighbours that must not fire. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # base: the length named alone, or the garment before it
        ("en", "The length is perfect.", {"length": 0}),
        ("en", "The skirt length is great.", {"length": 0}),
        # variants: the garment or size named after "of"/"on"/"in"
        ("en", "The length of the skirt is perfect.", {"length": 0}),
        ("en", "The length of these culottes is also nice, and the colour pops.", {"length": 0}),
        ("en", "I'm 5'3 and the length of the petite medium was fine on me.", {"length": 0}),
        ("en", "The length of the regular on me was fine.", {"length": 0}),
        ("en", "The length of this one is perfect for me.", {"length": 0}),
        # a verdict with a size word stays one
        ("en", "The length of the skirt is a bit short.", {"length": -1}),
        # must not fire: the model's, a length of time
        ("en", "The length on the model is perfect.", {}),
        ("en", "The length of the wait was ridiculous.", {}),
    ]
)
def test_length_of_the_garment(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # base: the sleeves' length named by the sleeves
        ("en", "The sleeve length is perfect.", {"sleeves": 0}),
        ("en", "The sleeves are a good length.", {"sleeves": 0}),
        # variants: "the length of/in the sleeves" is the sleeves, liked or judged
        ("en", "I really love the length of the sleeves.", {"sleeves": 0}),
        ("en", "Love the length of the sleeves and the swing of the hem.", {"sleeves": 0}),
        ("en", "The length of the sleeves is a touch short.", {"sleeves": -1}),
        ("en", "Good length in the arms.", {"sleeves": 0}),
        # a width word beside it says nothing of that length
        (
            "en",
            "The coat was far too wide and the length in the arms too short.",
            {"sleeves": -1},
        ),
        # must not fire: the reviewer's own arms
        ("en", "I have long arms and a long torso.", {}),
    ]
)
def test_length_of_the_sleeves(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # base: the part after its preposition, the body alone
        ("en", "I found it roomy in the shoulders.", {"shoulders": 1}),
        ("en", "It was baggy in the body.", {"overall": 1}),
        ("en", "Nice length in the arms.", {"sleeves": 0}),
        # variants: the body coordinated before the part; each keeps its reading
        ("en", "I found it roomy in the body and the shoulders.", {"overall": 1, "shoulders": 1}),
        ("en", "Nice length in the body and arms.", {"length": 0, "sleeves": 0}),
        ("en", "A little short in the body and the sleeves.", {"length": -1, "sleeves": -1}),
        # must not fire: the reviewer's body, a body with no verdict
        ("en", "I have a long body and long arms.", {}),
        ("en", "Pretty lace in the body and the sleeves.", {}),
        # a style word keeps its rule: said of the part, not of the body alone
        ("en", "Boxy in the body and the shoulders.", {"shoulders": 1}),
        ("en", "Boxy in the body.", {}),
    ]
)
def test_body_coordinated_before_a_part(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # base: too little room is tight, room is roomy
        ("en", "Not enough room in the hips.", {"hips": -1}),
        ("en", "There is room in the bust.", {"bust": 1}),
        # variants: more room needed or wished for is too little of it (the sign was +1)
        ("en", "The bust needs a little more room.", {"bust": -1}),
        ("en", "Lovely skirt, though it could use some more room in the seat.", {"hips": -1}),
        ("en", "The jacket could have used more room in the shoulders.", {"shoulders": -1}),
        ("en", "There could be more room through the thighs.", {"thigh": -1}),
        (
            "en",
            "Go a size up for more room in the bust and arms.",
            {"overall": -1, "bust": -1, "sleeves": -1},
        ),
        # must not fire: a reader's condition, more room as a plain comparison stays roomy
        ("en", "If you want more room, go up a size.", {}),
        ("en", "The new cut has more room in the hips than last year's.", {"hips": 1}),
    ]
)
def test_more_room_wanted_is_tight(language, text, expected):
    assert labels(text, language) == expected
