"""fit-text-20 no-fit precision in English (issue 12): made-up examples per rule family, read
from ``fit-labels.md`` and written from the false positives on the tuned part and our own
labelled sets (``bench/data/fit_extra_nofit_en_13.jsonl`` and the older English sets). Pure
tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # a size word said of something that is no part of the fit: a wait, a return window,
        # a selection, snaps, ties
        ("en", "Customer service was slow and the wait was long.", {}),
        ("en", "Be quick, the return window is short.", {}),
        ("en", "The colour selection is huge, I bought three.", {}),
        ("en", "The snaps are a bit tight to close at first.", {}),
        ("en", "The ties are long enough to do a double knot.", {}),
        # details and trims (made-up probes): dots, ribbons, tassels, lapels, mesh, colours
        ("en", "The polka dots are small and the ribbon is long and pretty.", {}),
        ("en", "The lapels are wide, very 70s.", {}),
        ("en", "The colors are big and bold.", {}),
        ("en", "The trim is pretty and the dress is short.", {"length": -1}),
        # the garment itself still is
        ("en", "The dress ties at the waist and is a bit tight.", {"waist": -1}),
        ("en", "Be careful, the dress is short.", {"length": -1}),
    ]
)
def test_size_words_of_things_that_are_no_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # two predicates of such a part: both are said of it
        ("en", "The pockets are deep and roomy, great for keys.", {}),
        ("en", "The hood is big and roomy.", {}),
        # of a fit dimension they still count
        ("en", "The sleeves are soft and roomy.", {"sleeves": 1}),
    ]
)
def test_coordinated_predicates_of_a_part_that_is_no_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # trims coming loose are no garment falling off the body
        ("en", "The sequins are sewn on well, none fell off after a night of dancing.", {}),
        ("en", "It kept falling off my shoulders.", {"shoulders": 1}),
        ("en", "Pretty, but the shoulders slip off.", {"shoulders": 1}),
    ]
)
def test_things_falling_off(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the arms moved are the body: what rides up or shows is the length, not the sleeves
        ("en", "The shirt is short and shows my belly when I raise my arms.", {"length": -1}),
        ("en", "It's too short, it rides up when I lift my arms.", {"length": -1}),
        # fit-labels.md: "I could not lift my arms" is still shoulders -1
        ("en", "It's so tight, I can't lift my arms.", {"shoulders": -1, "overall": -1}),
    ]
)
def test_arms_moved_are_no_sleeves(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # ending short of the wrist is the sleeves, whatever the clause names
        ("en", "The sleeves are too short, they stop above the wrist.", {"sleeves": -1}),
        ("en", "They end above my wrists.", {"sleeves": -1}),
        ("en", "The pants end above my ankles.", {"length": -1}),
    ]
)
def test_short_of_the_wrist_is_the_sleeves(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # "size wise" judged like "length wise": the whole item fits (overall 0)
        ("en", "Itchy, but size wise it's perfect.", {"overall": 0}),
        ("en", "Sizing-wise they were spot on.", {"overall": 0}),
        # a child's garment with growing room is bought large (+1)
        ("en", "Fits him with a bit of growing room.", {"overall": 1}),
    ]
)
def test_size_wise_and_growing_room(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # fit-labels.md: "cropped" alone is a style word; where the cropped hem ends is a
        # position, not a judgement
        ("en", "It's a boxy cut, cropped at the waist, very 80s.", {}),
        ("en", "Cropped at the waist, cute with high waisted jeans.", {}),
        # judged it is still short
        ("en", "Way too cropped at the waist for me.", {"length": -1}),
        ("en", "Super cropped on me.", {"length": -1}),
    ]
)
def test_cropped_at_a_place_is_a_position(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # fit-labels.md: "snug as a rash guard should be" is 0; said of room too
        ("en", "There's room in the hips as there should be for a mom jean.", {"hips": 0}),
        ("en", "Plenty of room in the hips, as there should be.", {"hips": 0}),
        ("en", "Plenty of room in the hips.", {"hips": 1}),
    ]
)
def test_room_as_it_should_be(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # size advice with the size left out: "sized half up" is size up (-1)
        ("en", "Sized half up as recommended and they're perfect.", {"overall": -1}),
        ("en", "I went half down and they fit.", {"overall": 1}),
    ]
)
def test_half_up_and_down(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # fit-labels.md: the reviewer's body alone is no signal, "on the larger side" included
        ("en", "I'm on the larger side and this is flattering.", {}),
        ("en", "I am on the small side, so I love the petite range.", {}),
        ("en", "I'm on the shorter side so it was long.", {"length": 1}),
        # said of the item it is a verdict
        ("en", "It's on the small side.", {"overall": -1}),
        ("en", "Length is on the short side.", {"length": -1}),
    ]
)
def test_the_reviewer_on_the_larger_side(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # growing room is said of the whole, not of the part named next
        (
            "en",
            "The size 8 fits her with a bit of growing room and the sleeves are the right length.",
            {"overall": 1, "sleeves": 0},
        ),
    ]
)
def test_growing_room_is_the_whole(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # fit-labels.md: said of other wearers, no verdict of the reviewer's
        ("en", "It may be short on taller women.", {}),
        ("en", "Might be tight for someone with a bigger chest.", {}),
        # the reviewer among them still is
        ("en", "It was tight for a curvy girl like me.", {"overall": -1}),
        ("en", "It's too long for someone my height.", {"length": 1}),
    ]
)
def test_said_of_other_wearers(language, text, expected):
    assert labels(text, language) == expected
