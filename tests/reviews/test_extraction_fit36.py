"""fit-text-36, English near forms of readings we had (fit-labels.md, Signals: "fits
perfectly" is ``overall`` 0, "runs small / large", a judgement of a style word, "a comparison
with the usual size"; Measurements: ``size_worn`` is the size of this product worn or kept).
Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction import directions
from tests.reviews.test_extraction_fit18_sizes import measured

# --- a size judged right, said in other words: overall 0


@pytest.mark.parametrize(
    "text",
    [
        # the item named between the size and its verdict, as after a size bought
        "The xs in this dress is perfect.",
        "The small in these pants was just right.",
        # the size in a list under one praise word, as the fit is ("perfect color and fit")
        "Perfect colour and size!",
        # "a perfect size fit"
        "Very comfortable and a perfect size fit.",
    ],
)
def test_a_size_judged_right_is_overall_zero(text):
    assert directions(text).get("overall") == 0


@pytest.mark.parametrize(
    "text",
    [
        # a part named after the item stays the part's
        "The sleeve length in this dress is perfect.",
        # not the size of something else
        "Great color and size for travel.",
    ],
)
def test_no_overall_from_a_part_or_another_things_size(text):
    assert "overall" not in directions(text)


# --- a style word the size runs to is a verdict, as "runs large" is


@pytest.mark.parametrize(
    ("text", "overall"),
    [
        ("Runs oversize, I got the xs and it is still bulky.", 1),
        ("It runs oversized.", 1),
        ("This top runs a bit boxy.", 1),
    ],
)
def test_a_style_word_run_to_is_a_verdict(text, overall):
    assert directions(text)["overall"] == overall


@pytest.mark.parametrize("text", ["An oversize sweater, love it.", "It's oversize."])
def test_a_style_word_alone_is_still_no_signal(text):
    assert directions(text) == {}


# --- the size that would have done better: compared as a size wished for


@pytest.mark.parametrize(
    ("text", "overall"),
    [
        ("I purchased it in a ps and might have done better with a pxs.", 1),
        ("I bought the medium and would have been better off with a small.", 1),
        ("I got the small and would've done better in a medium.", -1),
    ],
)
def test_a_size_that_would_have_done_better(text, overall):
    assert directions(text)["overall"] == overall


def test_a_style_that_would_have_done_better_is_no_size():
    assert "overall" not in directions(
        "I bought the medium; a different style would have done better."
    )


# --- a size only tried on is a weaker cue than one bought


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        ("I tried on a small and a medium. I got a medium.", "M"),
        ("I tried the large but bought the medium.", "M"),
        # a size tried on and said to fit stays the one worn
        ("I ordered both the xs and the xxs. I tried on the xxs first, and that was fine.", "XXS"),
        ("I tried on the xs and it fit perfectly.", "XS"),
        # a size ordered and not yet had is weaker too
        ("I tried the l, it was too small, so i have ordered the xl. I hope it fits.", "L"),
    ],
)
def test_a_size_tried_on_is_a_weaker_cue(text, worn):
    assert measured(text)["size_worn"] == worn


def test_the_size_bought_after_those_tried_gives_the_comparison():
    text = (
        "I tried on a small and a medium, the medium fit me better. Usually i am a small. "
        "I got a medium."
    )
    assert directions(text)["overall"] == -1


# --- a verdict run on into "not" is still a verdict


@pytest.mark.parametrize(
    ("text", "length"),
    [
        ("It is actually very short not at all as it looks on the model.", -1),
        ("The dress is long not like the photo at all.", 1),
    ],
)
def test_a_verdict_run_on_into_not(text, length):
    assert directions(text)["length"] == length


# --- the garment stopped at a part of the body: that part is tight


@pytest.mark.parametrize(
    ("text", "dimension"),
    [
        ("The size 12 could barely go over my hips.", "hips"),
        ("It got stuck at my hips.", "hips"),
        ("The sleeves got stuck at my elbows.", "sleeves"),
    ],
)
def test_a_garment_stopped_at_a_part(text, dimension):
    assert directions(text)[dimension] == -1


@pytest.mark.parametrize(
    "text", ["The zipper got stuck at the top.", "I got stuck with my usual size."]
)
def test_stuck_without_a_part_of_the_body_is_no_signal(text):
    assert directions(text) == {}


# --- a tightness idiom that is no tightness


@pytest.mark.parametrize(
    "text",
    [
        # the idiom
        "This is the dress you go to in a pinch.",
        "In a pinch, it works for the office.",
        # a trouble denied
        "I had no issue with the dress riding up.",
        "No problems at all with it pinching.",
        "I am a 34b and did not have any issues with button gap.",
        "I never had any trouble with it riding up.",
    ],
)
def test_no_tightness_from_an_idiom_or_a_trouble_denied(text):
    assert directions(text) == {}


def test_a_pinch_is_still_tight():
    assert directions("It pinches at the waist.")["waist"] == -1


# --- the wearer's body, described (fit-labels.md: no signal by itself)


@pytest.mark.parametrize(
    "text",
    [
        "She also thought it made her shoulders look broad.",
        "The wide shoulders made my arms/shoulders look big.",
        "Sleeveless is not for me, the cut makes my arms look big.",
    ],
)
def test_the_body_described_is_no_signal(text):
    assert not {"length", "shoulders", "sleeves"} & set(directions(text))


def test_the_length_liked_by_a_shorter_wearer_is_right():
    assert directions("For being shorter, 5'3\", i love the length.")["length"] == 0


# --- an opening of the garment is no fit dimension


def test_leg_openings_judged_are_no_fit():
    assert directions("The leg openings were too big.") == {}


# --- German (fit-labels.md: each rule in each language where it applies)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # what is worn inside between the verb and its verdict
        ("Stiefel in 40 bestellt, passen auch mit dicken Wollsocken perfekt.", {"overall": 0}),
        ("Die Schuhe passen mit Einlagen gut.", {"overall": 0}),
        # "reichlich" as a degree, as "ziemlich"
        ("Die 128 ist noch reichlich weit.", {"overall": 1}),
        # turned out small: the whole item, or the part named with it
        ("Leider viel zu klein geraten.", {"overall": -1}),
        ("An der Taille etwas eng geraten.", {"waist": -1}),
        # a detail that turned out small is no fit
        ("Die Knöpfe sind etwas klein geraten, schwer zuzumachen.", {}),
    ],
)
def test_german_near_forms(text, expected):
    assert directions(text, language="de") == expected


# --- a size word said of the length is the length's, in each language


@pytest.mark.parametrize(
    ("text", "language", "length"),
    [
        ("It is too big in length.", "en", 1),
        ("It is a bit small in length.", "en", -1),
        ("Die Hose ist in der Länge zu groß.", "de", 1),
        ("In der Länge etwas klein.", "de", -1),
        ("C'est trop grand en longueur.", "fr", 1),
        ("Elle est un peu petite en longueur.", "fr", -1),
        ("Le queda grande de largo.", "es", 1),
        ("Me queda pequeño de largo.", "es", -1),
    ],
)
def test_a_size_word_said_of_the_length(text, language, length):
    assert directions(text, language=language) == {"length": length}


def test_a_size_word_said_of_the_length_keeps_the_other_parts_named():
    got = directions("They definitely run large in both length and waist.")
    assert (got["length"], got["waist"]) == (1, 1)


def test_a_negated_size_word_of_a_length_difference_is_no_length():
    text = "Asymmetrical tops look better when the length difference is not so large."
    assert "length" not in directions(text)


# --- French: a size taken, then judged in one word


@pytest.mark.parametrize(
    "text", ["Je mesure 1m65 pour 58 kg, taille S prise, parfait.", "Pris en 38 : nickel."]
)
def test_french_a_size_taken_then_judged(text):
    assert directions(text, language="fr") == {"overall": 0}


def test_french_a_size_taken_and_praised_for_a_use_is_no_verdict():
    assert directions("Commandé en M, parfait pour l'été.", language="fr") == {}


# --- an alteration of "them" just after the sleeves were named is the sleeves'


@pytest.mark.parametrize(
    "text",
    [
        "Collar fits but the sleeves are too long. I'll have them shortened.",
        "The sleeves are a bit long so i have to roll them up.",
    ],
)
def test_an_alteration_of_the_sleeves_just_named(text):
    assert directions(text) == {"sleeves": 1}


@pytest.mark.parametrize(
    "text",
    [
        "The pants are long, i'll have them shortened.",
        "The sleeves are fine but the pants are long. I'll have them shortened.",
    ],
)
def test_an_alteration_after_another_garment_is_the_length(text):
    assert directions(text)["length"] == 1


def test_sleeves_ending_above_the_wrist_with_no_determiner():
    assert directions("Sleeves hit above wrist as well.") == {"sleeves": -1}


def test_being_with_a_word_only_said_of_garments_is_the_garment():
    text = "I found these leggings quite snug in the thigh, while being oversized in the waist."
    assert directions(text) == {"thigh": -1, "waist": 1}


def test_being_with_a_body_word_is_still_the_body():
    assert "shoulders" not in directions("Being broad in the shoulders, i sized up.")


# --- a fit looked for is no verdict


@pytest.mark.parametrize(
    "text",
    [
        "I couldn't seem to find the right fit.",
        "Finding the right fit might be problematic for someone more blessed in the chest.",
        "I have been looking for a great fit in jeans for years.",
    ],
)
def test_a_fit_looked_for_is_no_verdict(text):
    assert "overall" not in directions(text)


@pytest.mark.parametrize(
    "text",
    [
        "I found the right fit with the medium.",
        "Just the right amount of stretch for the perfect fit!",
    ],
)
def test_a_fit_found_is_overall_zero(text):
    assert directions(text)["overall"] == 0


# --- a garment detail placed on a part is no fit of the part


@pytest.mark.parametrize(
    "text",
    ["Also the detail in the chest area is perfect.", "The embroidery on the chest is perfect."],
)
def test_a_detail_on_a_part_judged_is_no_fit(text):
    assert directions(text) == {}


def test_the_part_itself_judged_still_fits():
    assert directions("The chest is perfect.") == {"chest": 0}


# --- an equative with the wearer and a part inside it


def test_not_as_loose_on_me_through_a_part_as_on_the_model():
    text = "It is not as loose on me through the chest as it is on the model."
    assert directions(text) == {"chest": -1}


def test_things_counted_hanging_off_are_no_fit():
    assert directions("The fringe is cute, not just a few hanging off.") == {}
    assert directions("It hangs off my shoulders.") == {"shoulders": 1}
