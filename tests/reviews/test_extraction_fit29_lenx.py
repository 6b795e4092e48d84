"""fit-text-29 (issue 12), consistency of `length` precision (lenx): a fall with no place after
it, a look like the model's and a bare position read no length, as their neighbours already do;
the judged forms keep their reading. Made-up examples only. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # the drape, as "hangs perfectly" reads
        ("en", "The dress falls perfectly and is so comfortable.", {}),
        ("en", "The dress hangs perfectly.", {}),
        ("en", "It drapes perfectly.", {}),
        ("en", "The blazer hits the mark perfectly.", {}),
        # where it ends, judged right: length 0
        ("en", "The dress falls perfectly at my ankles.", {"length": 0}),
        ("en", "The skirt falls perfectly to my knees.", {"length": 0}),
        ("en", "It fell just right, above the knee.", {"length": 0}),
        ("en", "The maxi falls perfectly for my height.", {"length": 0}),
        ("en", "The hem falls perfectly.", {"length": 0}),
        ("en", "I am tall so it covered perfectly.", {"length": 0}),
    ]
)
def test_a_fall_with_no_place_is_the_drape(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a look or a lift like the model's: no length
        ("en", "This could look as good as on the model.", {}),
        ("en", "It looks just like on the model.", {}),
        ("en", "It lifts just like on the model.", {}),
        ("en", "The sleeves flare more than it looks like on the model.", {}),
        # the length like the model's: 0; shorter than on the model: -1
        ("en", "The length is just like on the model.", {"length": 0}),
        ("en", "It hit me exactly like on the model.", {"length": 0}),
        ("en", "It was not as long as on the model.", {"length": -1}),
    ]
)
def test_a_look_like_the_models_is_no_length(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a bare position, as "it hits just above my knee" reads
        ("en", "They hit just above the ankle.", {}),
        ("en", "It hits just above my knee.", {}),
        ("en", "I love that they hit above the belly button.", {}),
        # judged or said as falling short: -1
        ("en", "It hits well above my belly button.", {"length": -1}),
        ("en", "It ends above my ankles.", {"length": -1}),
        ("en", "They hit above the ankle, too short for me.", {"length": -1}),
    ]
)
def test_a_bare_position_above_a_landmark_is_no_length(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the back, front or tail of the garment, long or short with nothing judged: the cut
        ("en", "The back is unusually long.", {}),
        ("en", "The tail in back is long and unique.", {}),
        ("en", "The back is a little shorter.", {}),
        ("en", "It is longer in the back than in the front.", {}),
        # judged: the reviewer's length
        ("en", "The back is too long.", {"length": 1}),
        ("en", "The back is long on me.", {"length": 1}),
        ("en", "The back is longer than I expected.", {"length": 1}),
        ("en", "The back is way too short.", {"length": -1}),
    ]
)
def test_a_high_low_cut_is_no_length(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a length wanted of garments in general, or looked for
        ("en", "I usually love when shirts are long.", {}),
        ("en", "I like my tops long.", {}),
        ("en", "I like when tops are longer.", {}),
        ("en", "I was looking for a sweater that was on the longer side.", {}),
        ("en", "With wide legs I always want something shorter.", {}),
        # this one's length keeps its reading
        ("en", "I love when shirts are long and this one is too short.", {"length": -1}),
        ("en", "It is on the longer side.", {"length": 1}),
    ]
)
def test_a_length_wanted_in_general_is_no_length(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # where it ends "right at" a place, nothing judged: a position
        ("en", "Length hits right at my hip.", {}),
        ("en", "The trim on the skirt hits right at my hip.", {}),
        ("en", "It hits right at my knee.", {}),
        # judged right: length 0; a shoulder seam there: the shoulders fit
        ("en", "It hits perfectly at the hip.", {"length": 0}),
        ("en", "This one hits right at my hip, perfect length.", {"length": 0}),
        ("en", "The shoulder seams hit right at my shoulders.", {"shoulders": 0}),
    ]
)
def test_right_at_a_place_is_a_position(language, text, expected):
    assert labels(text, language) == expected
