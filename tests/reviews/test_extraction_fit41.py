"""fit-text-41: forms a fresh set of real reviews used that the extractor read unlike a form
that means the same (fit-labels.md, Signals: a hedged statement keeps its direction, "runs
large" is `overall` +1, "had to hem" is `length` +1, "like on the model" is `length` 0, a
rise that sits lower than wanted is `rise` -1, a garment that shrank and is now short is
`length` -1; Measurements: the usual size). Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction import directions
from tests.reviews.test_extraction_fit18_sizes import measured

# --- a half or full size off, said with a copula


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("They are a half size large.", {"overall": 1}),
        ("These are a full size small.", {"overall": -1}),
        ("I judge them to be a 1/2 size large.", {"overall": 1}),
        ("These run a 1/2 size small.", {"overall": -1}),
        ("I went up a 1/2 size.", {"overall": -1}),
    ],
)
def test_a_size_step_is_a_verdict_not_a_size_name(text, expected):
    assert directions(text, language="en") == expected


def test_a_size_large_is_still_a_size_name():
    assert directions("It is a size large.", language="en") == {}
    assert measured("I bought a size large.")["size_worn"] == "L"


# --- true to size or a size word: the lean; a hedge after it qualifies the verdict


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I would say that it runs true to size, or a little big.", {"overall": 1}),
        ("It fits true to size or slightly large.", {"overall": 1}),
        ("Fits tts or small.", {"overall": -1}),
    ],
)
def test_true_to_size_or_a_size_word_keeps_the_lean(text, expected):
    assert directions(text, language="en") == expected


@pytest.mark.parametrize(
    "text",
    [
        "It runs tts if not a little bit large.",
        "It runs tts or maybe just a tad big.",
        "True to size, maybe slightly small.",
    ],
)
def test_true_to_size_with_a_hedge_after_it_stays_true_to_size(text):
    assert directions(text, language="en") == {"overall": 0}


def test_true_to_size_then_a_part_keeps_both():
    assert directions("True to size. A little big in the hips.", language="en") == {
        "overall": 0,
        "hips": 1,
    }


# --- "nowhere near as long", "neither ... is as long as"


@pytest.mark.parametrize(
    "text",
    [
        "It is nowhere near as long on me in the front as it is on the model.",
        "Neither shirt is as long as the one pictured on the model.",
        "It is not as long as on the model.",
    ],
)
def test_denied_equal_length_is_shorter(text):
    assert directions(text, language="en") == {"length": -1}


def test_equal_length_is_the_same():
    assert directions("It is as long as on the model.", language="en") == {"length": 0}


# --- how the cloth is made, "nothing too ... or ..."


def test_woven_tightly_is_the_cloth():
    assert directions("The material was soft, woven tightly and well made.", language="en") == {}


@pytest.mark.parametrize(
    "text",
    ["The proportions are balanced, nothing too full or tight.", "It's nothing too tight."],
)
def test_nothing_too_tight_is_no_tightness(text):
    assert directions(text, language="en") == {"overall": 0}


# --- shrunk: short now, unless it names a part that is tight now


def test_shrunk_and_tight_at_a_part_is_that_part():
    text = "It shrunk just enough that it's now too tight around the bust."
    assert directions(text, language="en") == {"bust": -1}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It shrunk in the wash and is too short now.", {"length": -1}),
        (
            "It shrunk and is too tight in the waist and too short.",
            {"length": -1, "waist": -1},
        ),
    ],
)
def test_shrunk_is_still_short(text, expected):
    assert directions(text, language="en") == expected


# --- other garments: "all others", "every other pair"; this one's verb after them


def test_all_others_are_other_garments():
    text = "The only socks that stay on my feet. All others always slip off my heel."
    assert directions(text, language="en") == {}


@pytest.mark.parametrize(
    "text",
    [
        "My other jeans run small, these fit perfectly.",
        "Every other pair runs small, these fit perfectly.",
    ],
)
def test_this_item_after_other_garments_is_its_own_verdict(text):
    assert directions(text, language="en") == {"overall": 0}


def test_other_garments_alone_say_nothing():
    assert directions("My other jeans run small.", language="en") == {}


# --- no hemming needed; heels needed


@pytest.mark.parametrize(
    "text",
    ["It doesn't need hemming.", "No need to hem these.", "It didn't need any hemming."],
)
def test_no_hemming_needed_is_the_length_that_fits(text):
    assert directions(text, language="en") == {"length": 0}


@pytest.mark.parametrize(
    "text",
    [
        "I have to wear heels with them.",
        "I had to wear 4 inch heels.",
        "I have to wear a good 2 inch heel with them.",
        "I will have to wear these with heels or wedges, they are too long for flats.",
    ],
)
def test_heels_needed_for_the_length_is_long(text):
    assert directions(text, language="en") == {"length": 1}


@pytest.mark.parametrize("text", ["I love to wear heels.", "You don't have to wear heels."])
def test_heels_otherwise_say_nothing(text):
    assert directions(text, language="en") == {}


def test_a_boot_review_keeps_its_length_as_overall():
    assert directions("These boots are too short for my calves.", language="en") == {"overall": -1}


# --- like on the model: "the way it does", "the same place"


def test_fits_the_way_it_does_on_the_model_is_a_fit():
    assert directions("I ordered a large and it fits the way it does on the model.") == {
        "overall": 0
    }


@pytest.mark.parametrize(
    "text",
    [
        "These fall about the same place on the model, mid calf.",
        "It hits at the same spot as on the model.",
    ],
)
def test_the_same_place_as_on_the_model_is_the_length(text):
    assert directions(text, language="en") == {"length": 0}


# --- lower than pictured; "then" for "than"


@pytest.mark.parametrize(
    "text",
    [
        "It hits lower than on the model.",
        "It hits me a little lower towards my ankles than pictured.",
        "It falls lower than pictured.",
        "These leggings were way longer and darker then appeared on model.",
        "They were way longer then on the model.",
    ],
)
def test_lower_or_longer_than_pictured_is_long(text):
    assert directions(text, language="en") == {"length": 1}


@pytest.mark.parametrize(
    "text", ["The back hangs lower than the front.", "The pockets hang lower than i can reach."]
)
def test_lower_than_another_part_is_the_cut(text):
    assert directions(text, language="en") == {}


# --- a rise lower than wanted


@pytest.mark.parametrize(
    "text",
    [
        "They're not quite as high waisted as i would like.",
        "I wish they were more high waisted.",
        "The front seemed to dip low at the waist.",
    ],
)
def test_a_waist_wanted_higher_is_a_short_rise(text):
    assert directions(text, language="en") == {"rise": -1}


def test_a_neckline_dipping_low_is_no_rise():
    assert directions("The neckline dips low in the front.", language="en") == {}


# --- a new clause for the reader after the verdict


def test_runs_small_then_advice_for_a_part_is_the_whole():
    text = "It runs a bit small and you need to get the right fit for the bust."
    assert directions(text, language="en") == {"overall": -1}


# --- usual sizes


@pytest.mark.parametrize(
    ("text", "usual"),
    [
        ("I usually always wear size 4 dresses. Not in this dress!", "4"),
        ("I always seem to wear a 6 in pencil skirts, this was tight!", "6"),
    ],
)
def test_usual_size_forms(text, usual):
    assert measured(text)["usual_size"] == usual


def test_a_count_of_dresses_is_no_size():
    assert measured("I bought 4 dresses.") == {}


# --- second batch: three mining sets (rows 8500-8636, 15100-15236, 16700-16836)


def test_indeed_between_copula_and_adjective():
    assert directions("The sleeves are indeed long.", language="en") == {"sleeves": 1}


@pytest.mark.parametrize(
    "text",
    [
        "I am a small in most retailer tops and these are no exception.",
        "I wear a 28 in all pilcro and these are no exception.",
    ],
)
def test_usual_size_no_exception_fits_as_usual(text):
    assert directions(text, language="en") == {"overall": 0}


def test_no_exception_without_a_usual_size_says_no_fit():
    assert directions("Most jeans are long on me and these are no exception.") == {}


def test_an_alternative_advice_takes_the_condition_after_it():
    text = "Order your usual size for perfect fit or size up if you're hoping to layer."
    assert directions(text, language="en") == {"overall": 0}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I could have gone up to a medium.", {"overall": -1}),
        ("I could have gone down to a small.", {"overall": 1}),
    ],
)
def test_gone_up_or_down_to_a_size(text, expected):
    assert directions(text, language="en") == expected


def test_more_cropped_in_the_length_than_expected_is_short():
    text = "It is more cropped in the length than i expected."
    assert directions(text, language="en") == {"length": -1}


def test_short_waisted_typed_wasted():
    assert directions("It is very short wasted.", language="en") == {"length": -1}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The shirt does run slim.", {"overall": -1}),
        ("It runs slim in the hips.", {"hips": -1}),
        ("It fits on the fitted side.", {"overall": -1}),
    ],
)
def test_runs_slim_is_small(text, expected):
    assert directions(text, language="en") == expected


def test_slim_alone_is_a_cut():
    assert directions("Slim pants with a cropped leg.", language="en") == {}


def test_too_puffy_is_a_judgement():
    assert directions("The sleeves are just a little too puffy.", language="en") == {"sleeves": 1}


@pytest.mark.parametrize("text", ["It looks good tucked in or loose.", "I wear it loose."])
def test_loose_as_a_way_of_wearing_is_no_fit(text):
    assert directions(text, language="en") == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It is a looser fit than on the model.", {"overall": 1}),
        ("It has a looser fit than i expected.", {"overall": 1}),
        ("It is a tighter fit than on the model.", {"overall": -1}),
    ],
)
def test_a_fit_compared_with_the_pictures_is_a_verdict(text, expected):
    assert directions(text, language="en") == expected


def test_a_looser_fit_alone_is_a_style():
    assert directions("I went for a looser fit.", language="en") == {}


def test_hearsay_is_no_verdict():
    assert directions("I was told that it runs small.", language="en") == {}


@pytest.mark.parametrize(
    "text",
    ["It shrank just a little, but that made it perfect.", "It shrank and now it's perfect."],
)
def test_shrunk_to_perfect_is_no_length(text):
    assert directions(text, language="en") == {}


def test_hitting_the_same_as_the_model_is_the_length():
    text = "The shorts hit about the same as the model image."
    assert directions(text, language="en") == {"length": 0}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It was meant for someone with a smaller butt.", {"hips": -1}),
        ("It is meant for someone with a larger chest.", {"chest": 1}),
        ("It was made for someone with broader shoulders.", {"shoulders": 1}),
    ],
)
def test_made_for_a_smaller_or_larger_part(text, expected):
    assert directions(text, language="en") == expected


# --- third batch: three more mining sets (rows 9200-9336, 12200-12336, 21700-21836)


def test_a_step_after_two_adverbs_is_the_items_size():
    text = "It is also definitely about a size larger than expected."
    assert directions(text, language="en") == {"overall": 1}


def test_definitely_typed_defiantly():
    assert directions("It is defiantly a size larger.", language="en") == {"overall": 1}


def test_kept_had_it_been_longer_is_short():
    assert directions("I would have kept it if it were a bit longer.") == {"length": -1}


def test_the_reviewers_true_to_size_is_her_size():
    text = "It runs a little big. I am a pretty true to size small."
    assert directions(text, language="en") == {"overall": 1}


@pytest.mark.parametrize(
    "text",
    [
        "Fits more like a maxi on me since i'm 5'1\".",
        "This was definitely a maxi on me.",
        "It's a midi on me.",
    ],
)
def test_a_longer_cut_on_the_wearer_is_long(text):
    assert directions(text, language="en") == {"length": 1}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It is inches shorter than the description says.", {"length": -1}),
        ("Much longer than stated.", {"length": 1}),
        ("It's way shorter than listed.", {"length": -1}),
    ],
)
def test_compared_with_the_listing(text, expected):
    assert directions(text, language="en") == expected


def test_meant_to_run_short_is_the_design():
    assert directions("I took a small because it's meant to run shorter.", language="en") == {}


def test_usual_size_no_different_fits_as_usual():
    text = "I'm always a 30 in paige and ag and this was no different."
    assert directions(text, language="en") == {"overall": 0}


@pytest.mark.parametrize(
    "text",
    [
        "The petite small went down to my ankles.",
        "The sleeves go down to the middle of my hands.",
    ],
)
def test_down_to_a_body_part_is_no_size_step(text):
    assert directions(text, language="en").get("overall") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [("I went down to a small.", {"overall": 1}), ("I went up to the large.", {"overall": -1})],
)
def test_down_or_up_to_a_size_is_a_size_step(text, expected):
    assert directions(text, language="en") == expected
