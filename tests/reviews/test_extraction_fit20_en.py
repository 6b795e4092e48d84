"""fit-text-20 families for real English reviews (issue 12): made-up examples per rule, read
from ``fit-labels.md``, written from the misses on the tuned part and our own labelled
English sets (``bench/data/fit_extra_real*.jsonl``, ``fit_extra_rtr.jsonl``,
``fit_extra_written_en_11.jsonl``). Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # the armpit is no fit dimension: not the sleeves, not the whole garment
        ("en", "Fit was great. Maybe a little tight under the arms.", {"overall": 0}),
        ("en", "It runs very big underneath the arms as well.", {}),
        ("en", "Tight under the armpits, otherwise lovely fabric.", {}),
        ("en", "The fit was perfect except for gapping under the arms.", {"overall": 0}),
        # the arms themselves still are
        ("en", "A bit tight in the arms.", {"sleeves": -1}),
    ]
)
def test_under_the_arms_is_no_dimension(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # fit-labels.md: width is narrow (-1) or roomy (+1) feet and toe boxes; a toe named
        # makes it a shoe review, whose length is its size (overall)
        (
            "en",
            "They run narrow, my pinky toe gets squished. Length is fine.",
            {"width": -1, "overall": 0},
        ),
        (
            "en",
            "Wide toe box, finally my bunions are happy. True to size.",
            {"width": 1, "overall": 0},
        ),
        ("en", "Love the roomy toe box.", {"width": 1}),
        ("en", "Cute, but a narrow toe box.", {"width": -1}),
        ("en", "No camel toe, fits great.", {"overall": 0}),
    ]
)
def test_shoe_width_and_toe_box(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # fit-labels.md: "I could not lift my arms" is shoulders -1, said any way
        ("en", "Could barely lift my arms to put my hair up.", {"shoulders": -1}),
        ("en", "I can hardly raise my arms in it.", {"shoulders": -1}),
    ]
)
def test_lifting_the_arms_is_the_shoulders(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the rise liked is rise 0, like a liked length
        ("en", "I love the rise...not to low, not too high.", {"rise": 0}),
        ("en", "Love the rise but the waist gaps.", {"rise": 0, "waist": 1}),
        ("en", "I don't love the rise.", {}),
    ]
)
def test_the_rise_liked(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # only sleeves reach over the hands: sleeves, not the garment's length too
        (
            "en",
            "Sleeves are ridiculously long, they cover my hands completely. Otherwise fits well.",
            {"sleeves": 1, "overall": 0},
        ),
        ("en", "Huge on me, the sleeves go past my fingertips.", {"overall": 1, "sleeves": 1}),
        ("en", "The sleeves cover half my thumb.", {"sleeves": 1}),
    ]
)
def test_over_the_hands_is_the_sleeves(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # loose beside comfort words is the ease of the cut, not a size verdict
        ("en", "It fit great. I found it pretty loose and flowy.", {"overall": 0}),
        ("en", "Fits well, very comfortable and loose.", {"overall": 0}),
        ("en", "Way too loose and flowy, returning.", {"overall": 1}),
        ("en", "It is loose and comfortable. It runs a little large.", {"overall": 1}),
    ]
)
def test_loose_and_comfortable_is_a_cut(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a reader condition after advice governs the advice, not the verdict before it
        (
            "en",
            "It runs a little large so size down if you want a more tailored fit.",
            {"overall": 1},
        ),
        ("en", "Runs large, so if you're between sizes go down.", {"overall": 1}),
        ("en", "Fits great if you're 6'5.", {}),
    ]
)
def test_a_condition_after_advice_leaves_the_verdict(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # fit-labels.md: snug as the garment should be is 0, the part named or not
        (
            "en",
            "Pencil skirt is tight around the hips but that's how pencil skirts should fit.",
            {"hips": 0},
        ),
        ("en", "It's snug, which is how leggings should be.", {"overall": 0}),
        ("en", "Tight in the waist, and it's not how it should be.", {"waist": -1}),
    ]
)
def test_snug_as_it_should_fit_after_the_part(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a size praised for one part is that part's verdict, not the whole
        (
            "en",
            "The large is great in the chest but the sleeves are short.",
            {"chest": 0, "sleeves": -1},
        ),
        ("en", "The M tall is perfect length with flats.", {"length": 0}),
        ("en", "The small is perfect.", {"overall": 0}),
        # habits about other clothes are no verdict on this one
        (
            "en",
            "I'm 5'11 and usually everything is too short! These are long enough for me.",
            {"length": 0},
        ),
    ]
)
def test_a_size_praised_for_one_part_and_habits(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # what the garment does to the reviewer's body is a fit, not a description of it
        ("en", "My boobs just barely fit.", {"bust": -1}),
        ("en", "My chest was barely contained.", {"chest": -1}),
        ("en", "My hips spill over the waistband.", {"hips": -1}),
        ("en", "My breasts droop, so I need support.", {}),
    ]
)
def test_the_body_barely_held_in_is_a_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a fit named as a noun of a part: "the bagginess of the arms"
        ("en", "The only problem is the bagginess of the arms.", {"sleeves": 1}),
        ("en", "Some tightness across the shoulders.", {"shoulders": -1}),
        ("en", "No tightness in the waist.", {}),
        # hugging where it should is a verdict that it fits
        ("en", "This hugged in all the right places!", {"overall": 0}),
        ("en", "Flattering in all the right places.", {}),
    ]
)
def test_fit_nouns_and_hugging(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the stomach, tummy or abdomen is the waist's part of the garment
        ("en", "Fit perfectly through my stomach and hips.", {"waist": 0, "hips": 0}),
        ("en", "A bit tight around the tummy.", {"waist": -1}),
        ("en", "My stomach is big, so I size carefully.", {}),
        # "slack" is loose when said of the fit, not in an idiom
        (
            "en",
            "It fit my abdomen well, but it hung slack around my shoulders.",
            {"waist": 0, "shoulders": 1},
        ),
        ("en", "Cut me some slack, the delivery was late.", {}),
    ]
)
def test_stomach_is_the_waist_and_slack_is_loose(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # an aside in brackets is said of the part just named, not of the whole
        ("en", "The sleeves are very wide (although long).", {"sleeves": 1}),
        (
            "en",
            "Extremely tight in the bust area (I had to wear a bra with no padding and it was"
            " still extremely tight).",
            {"bust": -1},
        ),
        ("en", "It's fitted at the bust (but not tight) and drapes nicely.", {"bust": 0}),
        ("en", "It runs small (very small).", {"overall": -1}),
    ]
)
def test_an_aside_in_brackets_keeps_its_part(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # no fit content with fit words: colours running true, a use, a length of time
        ("en", "The colors run true to the photos.", {}),
        ("en", "Perfect fit for a casual friday.", {}),
        ("en", "It's a great length of time before it pills.", {}),
        ("en", "It runs true to size.", {"overall": 0}),
        ("en", "Runs true, love it.", {"overall": 0}),
    ]
)
def test_no_fit_colours_uses_and_time(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # common phrasings probed beside the sets: each a plain verdict by fit-labels.md
        ("en", "I could have easily gone down a size.", {"overall": 1}),
        ("en", "Fits like it was made for me.", {"overall": 0}),
        ("en", "Stick to your usual size.", {"overall": 0}),
        ("en", "It's the perfect size.", {"overall": 0}),
        ("en", "It's the perfect size for my laptop.", {}),
        # a crotch hanging low is a long rise, said with any verb
        ("en", "The crotch hangs low.", {"rise": 1}),
        ("en", "The crotch sits low.", {"rise": 1}),
        ("en", "The rise sits low on my hips.", {"rise": -1}),
    ]
)
def test_common_phrasings_and_the_crotch_hanging(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a size word said of the whole garment everywhere; the fit of a garment named
        ("en", "Big everywhere.", {"overall": 1}),
        ("en", "It's big all over.", {"overall": 1}),
        ("en", "The fit on this is amazing.", {"overall": 0}),
        ("en", "The fit of the dress is perfect.", {"overall": 0}),
    ]
)
def test_everywhere_and_the_fit_of_it(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # fit-labels.md: a neutral position has no label unless judged; judged right it is 0
        (
            "en",
            "I ordered a small and it covers my butt, which is perfect for leggings.",
            {"length": 0},
        ),
        ("en", "Hits right at the knee, which is perfect.", {"length": 0}),
        (
            "en",
            "The sleeves hit at the wrist which is great because I have long arms.",
            {"sleeves": 0},
        ),
        ("en", "The rise hits right at my belly button which I love.", {"rise": 0}),
        ("en", "Hits just below the knee.", {}),
        ("en", "It came to my door quickly which was great.", {}),
        ("en", "It sits on my shelf which is nice.", {}),
    ]
)
def test_a_position_judged_right(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # "plenty long" is long enough (0), like "long enough"; room stays room (+1)
        ("en", "I'm tall too so it was plenty long on my torso.", {"length": 0}),
        ("en", "It's plenty roomy.", {"overall": 1}),
        ("en", "It hits where it should.", {"length": 0}),
    ]
)
def test_plenty_long_is_long_enough(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # more ways to say it fits: comfortably, to a T, like I hoped, "size was perfect"
        ("en", "It fits comfortably.", {"overall": 0}),
        ("en", "It fit me to a T.", {"overall": 0}),
        ("en", "Fits exactly like I hoped.", {"overall": 0}),
        ("en", "Size was perfect.", {"overall": 0}),
        ("en", "Sizing is on point.", {"overall": 0}),
        ("en", "The size of the box was perfect.", {}),
        ("en", "My size is small, so I order petite.", {}),
    ]
)
def test_more_ways_to_say_it_fits(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a position judged right with "perfect with/for" after it; the length as expected
        ("en", "Falls right at my ankle, perfect with flats.", {"length": 0}),
        ("en", "It hits mid thigh, perfect with leggings.", {"length": 0}),
        ("en", "The length is as expected.", {"length": 0}),
        ("en", "It came in a box, perfect for gifting.", {}),
    ]
)
def test_a_position_perfect_with_something(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # compared with the photos is a verdict ("shorter than in the photos"), said either way
        ("en", "Much bigger than it looks in the photos.", {"overall": 1}),
        ("en", "Shorter than the picture shows.", {"length": -1}),
        ("en", "The print is bigger than it looks in the photos.", {}),
    ]
)
def test_compared_with_how_it_looks_in_the_photos(language, text, expected):
    assert labels(text, language) == expected
