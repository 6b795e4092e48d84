"""fit-text-37: a phrase read one way in one form and another way in a form that means the same
(fit-labels.md, Signals: "runs small / large, true to size", "style words alone are no signal; a
judgement is", "a description of the reviewer's own body ... is no signal"; other garments and
other people's words are not this item). Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction import directions
from tests.reviews.test_extraction_fit18_sizes import measured

# --- "too big of a dress": the garment after "of a" is what is judged


@pytest.mark.parametrize(
    ("text", "dimension", "direction"),
    [
        ("Too big of a dress for me.", "overall", 1),
        ("It was too full of a skirt for my frame.", "overall", 1),
        ("Way too loose of a fit.", "overall", 1),
        ("It's too short of a dress to wear to work.", "length", -1),
        ("Too long of a top for my petite frame.", "length", 1),
    ],
)
def test_too_big_of_a_garment_is_a_verdict(text, dimension, direction):
    assert directions(text)[dimension] == direction


@pytest.mark.parametrize("text", ["The stain was not too big of a deal.", "Too big of a risk."])
def test_too_big_of_a_thing_that_is_no_garment_is_no_signal(text):
    assert directions(text) == {}


# --- a verdict with a look the reader may want instead holds; advice under it does not


@pytest.mark.parametrize(
    ("text", "overall"),
    [
        ("Runs a size big unless you want it really boxy.", 1),
        ("They fit true to size if you want a more relaxed fit.", 0),
        ("It runs small if you like a loose look.", -1),
    ],
)
def test_a_verdict_before_a_preference_of_the_reader_holds(text, overall):
    assert directions(text)["overall"] == overall


@pytest.mark.parametrize(
    "text",
    [
        # conditional advice sets no overall (fit-labels.md)
        "Size up if you want it loose.",
        "Go up a size if you like a looser fit.",
        # a condition on the reader's body still governs the verdict
        "Fits great if you're tall.",
    ],
)
def test_advice_or_a_body_under_a_condition_is_still_no_overall(text):
    assert "overall" not in directions(text)


# --- other garments, other people's words: not this item


@pytest.mark.parametrize(
    "text",
    [
        "Most wide bottom pants are too long, these are cropped.",
        "Many button down shirts gape at the bust.",
        "I don't like when jackets like this are too long.",
        "I don't like it when skirts are short.",
        "The comments said the dress is a little short.",
        "I know that this designer tends to run tight across the bust.",
    ],
)
def test_other_garments_and_other_words_are_no_signal(text):
    assert directions(text) == {}


def test_the_others_owned_are_not_this_one():
    text = (
        "I have a few bryon lars dresses and this one seems to run about true to size. "
        "The others i own seem to run a little large."
    )
    assert directions(text) == {"overall": 0}


def test_this_item_after_many_times_is_still_read():
    assert directions("Many times these pants are too long on me.").get("length") == 1


# --- openings and pads are no fit dimension, as an arm opening is


@pytest.mark.parametrize(
    "text",
    [
        "The neck hole is a little small.",
        "The head hole is tight, so put your makeup on after.",
        "The opening for the arm is too big.",
        "The shoulder pads are huge.",
    ],
)
def test_an_opening_or_a_pad_is_no_signal(text):
    assert directions(text) == {}


# --- "just right" for a use is the use's, as "perfect for summer" is


@pytest.mark.parametrize(
    "text",
    [
        "A light layer that's just right for the little evening chill.",
        "Just right for cool nights.",
        "It puts the outfit together just right.",
    ],
)
def test_just_right_for_a_use_is_no_signal(text):
    assert directions(text) == {}


@pytest.mark.parametrize(
    "text", ["The small is just right for me.", "Not too tight, not too loose, just right."]
)
def test_just_right_for_the_wearer_is_overall_zero(text):
    assert directions(text)["overall"] == 0


# --- German: every form of the verb, and "von der Länge (her)" as "in der Länge"


@pytest.mark.parametrize(
    ("title", "text", "expected"),
    [
        ("Sneaker", "Passen wie immer in 38.", {"overall": 0}),
        ("Bluse", "Sitzt wie gewohnt.", {"overall": 0}),
        ("Stiefel", "Größe 40 passt von der Länge.", {"overall": 0}),
        ("Hose", "Die Hose passt von der Länge her.", {"length": 0}),
        ("Hose", "Von der Länge her passt sie.", {"length": 0}),
        ("Hose", "Die Hose ist von der Länge zu kurz.", {"length": -1}),
    ],
)
def test_german_forms_of_a_verdict(title, text, expected):
    assert directions(text, title, "de") == expected


# --- too much length ending at a landmark of the body is length, as "pools at my feet" is


@pytest.mark.parametrize(
    "text", ["It pools at my ankles.", "They pool at the ankle.", "They pool at my feet."]
)
def test_length_pooling_at_a_landmark_is_long(text):
    assert directions(text) == {"length": 1}


def test_too_little_length_at_a_landmark_is_unchanged():
    # the inseam named is the inseam's; "barely cover my ankles" adds no length beside it
    text = "Inseam is too short, I have a 35 inch inseam and these barely cover my ankles."
    assert directions(text) == {"inseam": -1}


# --- French, Spanish and German forms of readings we had


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        # a degree word between the verb and "bien", as "taille bien"
        ("fr", "Ça taille très bien.", {"overall": 0}),
        ("fr", "Taille vraiment bien.", {"overall": 0}),
        # "en plus / en moins" as "de plus / de moins"
        ("fr", "Prenez une taille en plus.", {"overall": -1}),
        ("fr", "J'ai pris une taille en moins.", {"overall": 1}),
        ("fr", "Elle est chère et en plus trop petite.", {"overall": -1}),
        # fits its size, as "se ajusta bien a la talla"
        ("es", "Se ajusta a la talla.", {"overall": 0}),
        ("es", "Se corresponde con la talla.", {"overall": 0}),
        ("es", "Talla según lo esperado.", {"overall": 0}),
        # a normal fit, as "fällt normal aus"
        ("de", "Normale Passform.", {"overall": 0}),
        ("de", "Die Passform ist normal.", {"overall": 0}),
        ("de", "Passform normal bis klein.", {}),
    ],
)
def test_international_forms_of_a_verdict(language, text, expected):
    assert directions(text, None, language) == expected


@pytest.mark.parametrize(
    ("language", "text", "overall", "worn"),
    [
        # the size of this item after "ici", as after "hier" and "aquí"
        ("fr", "D'habitude je prends du 38, ici 40.", -1, "40"),
        ("fr", "Je fais du M, mais ici le S suffit.", 1, "S"),
        ("en", "Usually M, here L.", -1, "L"),
        ("de", "Normalerweise 38, hier 40.", -1, "40"),
    ],
)
def test_the_size_here_against_the_usual_one(language, text, overall, worn):
    assert directions(text, None, language)["overall"] == overall
    assert measured(text, language)["size_worn"] == worn


# --- the wish with the condition first, and everything but one part


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("If it were a bit longer it would be perfect.", {"length": -1}),
        ("If they were an inch longer, they would be perfect.", {"length": -1}),
        ("If it was a little bigger it would be perfect.", {"overall": -1}),
        # not a wish: a size that would be too tight
        ("If it were any smaller, it'd be too tight.", {}),
    ],
)
def test_a_wish_with_the_condition_first(text, expected):
    assert directions(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Everything fits except the sleeves are long.", {"overall": 0, "sleeves": 1}),
        ("Everything fit well but the waist, which is loose.", {"overall": 0, "waist": 1}),
        ("Everything fits.", {}),
    ],
)
def test_everything_but_one_part_fits(text, expected):
    assert directions(text) == expected


# --- a garment hard to get past a part is tight there


@pytest.mark.parametrize(
    ("text", "dimension"),
    [
        ("It was hard to pull over my hips.", "hips"),
        ("It was snug pulling on past my hips.", "hips"),
        ("They were a bit tough to get over my thighs.", "thigh"),
    ],
)
def test_hard_to_get_past_a_part_is_tight_there(text, dimension):
    assert directions(text) == {dimension: -1}


def test_easy_to_pull_on_is_no_signal():
    assert directions("It is easy to pull over my head.") == {}


# --- room at a part said with a verb: billowing there, a waist that does not cut in


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The top is cute, but it billows out around the waist.", {"waist": 1}),
        ("It does billow a bit by the hips.", {"hips": 1}),
        ("It does not really cut in at the waist.", {"waist": 1}),
        ("The seam didn't cinch in at the waist at all.", {"waist": 1}),
        # the verb alone is the cut's flow; a waist that cinches in is the design
        ("It billows beautifully.", {}),
        ("It cinches in at the waist.", {}),
    ],
)
def test_room_at_a_part_said_with_a_verb(text, expected):
    assert directions(text) == expected


def test_a_verdict_then_so_and_a_condition_on_other_wearers_holds():
    # the condition governs "perfect", not "short", as with "and it's ..."
    assert directions("It is a little short so it's perfect for shorter people.") == {"length": -1}


# --- the size kept after others named, the usual one among them


@pytest.mark.parametrize(
    ("text", "worn", "overall"),
    [
        ("I ordered a small which is my normal size and a medium. I kept the medium.", "M", -1),
        ("I ordered a small, my usual size, and a medium; I decided to keep the medium.", "M", -1),
    ],
)
def test_the_size_kept_after_the_usual_one(text, worn, overall):
    assert measured(text)["size_worn"] == worn
    assert directions(text)["overall"] == overall


def test_kept_it_is_no_size_named_after():
    text = "The s was quite big on my waist. I kept it anyway because the xs was sold out."
    assert measured(text)["size_worn"] == "S"


# --- a part named with the reviewer's own measure is the body, not the garment's part


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm 5'9\" with a 32 inch inseam and these pants are too short on me.", {"length": -1}),
        ("I have a 30 inch inseam and they are too long.", {"length": 1}),
        ("I have 40 inch hips and it is tight.", {"overall": -1}),
        # the garment's inseam named as such stays the inseam
        (
            "I have a 32 inch inseam and the long version is still short in the inseam.",
            {"inseam": -1},
        ),
    ],
)
def test_a_part_with_the_reviewers_measure_is_the_body(text, expected):
    assert directions(text) == expected


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        (
            "de",
            "Der Mantel fällt ziemlich groß aus, vor allem an den Schultern.",
            {"overall": 1, "shoulders": 1},
        ),
        ("de", "Fällt klein aus, besonders an der Hüfte.", {"overall": -1, "hips": -1}),
        ("fr", "Taille un peu petit, surtout aux hanches.", {"overall": -1, "hips": -1}),
        ("es", "Talla algo pequeño, sobre todo de cadera.", {"overall": -1, "hips": -1}),
        ("en", "It runs small, especially in the hips.", {"overall": -1, "hips": -1}),
    ],
)
def test_a_verdict_on_the_whole_singles_out_a_part(language, text, expected):
    assert directions(text, None, language) == expected


# --- the reviewer's own size choice after others' words is the reviewer's


@pytest.mark.parametrize(
    ("text", "overall"),
    [
        ("Based on reviews stating the bagginess, i sized down and glad i did.", 1),
        ("Since reviewers mentioned it runs large, i ordered a size down.", 1),
        ("After seeing reviews that it ran big, i sized down.", 1),
    ],
)
def test_the_reviewers_choice_after_others_words(text, overall):
    assert directions(text)["overall"] == overall


@pytest.mark.parametrize(
    "text", ["If it runs small, i would size up.", "If you are busty, i would size up."]
)
def test_a_choice_under_a_condition_stays_conditional(text):
    assert "overall" not in directions(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("This dress is so cute in the photo and fit true to size.", {"overall": 0}),
        ("It looks loose on the model and tight on me.", {"overall": -1}),
        # said of the model alone, still no verdict
        ("It looked loose on the model.", {}),
    ],
)
def test_a_predicate_of_its_own_after_the_photos(text, expected):
    assert directions(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It was to much fabric for me.", {"overall": 1}),
        ("There was way to much fabric in the waist.", {"waist": 1}),
        ("I want to much more of this brand.", {}),
    ],
)
def test_to_typed_for_too_before_much_fabric(text, expected):
    assert directions(text) == expected


# --- a wish for more room in a part is too little there, for every part; the rise's height


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The bust could be roomier.", {"bust": -1}),
        ("The hips could be wider.", {"hips": -1}),
        ("I wish the thighs were wider.", {"thigh": -1}),
        ("The shoulders could be wider.", {"shoulders": -1}),
        ("The rise could be higher.", {"rise": -1}),
        ("I wish the rise was a bit lower.", {"rise": 1}),
        # said, not wished
        ("The rise is higher than I expected.", {"rise": 1}),
        ("The bust was roomy.", {"bust": 1}),
    ],
)
def test_a_wish_for_more_in_a_part(text, expected):
    assert directions(text) == expected


# --- a part taken up by a pronoun after a comma, as by a relative


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Everything fits except the bust, it's too tight.", {"overall": 0, "bust": -1}),
        ("As for the hips, they're tight.", {"hips": -1}),
        ("My only complaint is the sleeves, they're too short.", {"sleeves": -1}),
        # "it" after several parts is the garment
        ("I have broad shoulders, it is tight.", {"overall": -1}),
    ],
)
def test_a_part_taken_up_by_a_pronoun(text, expected):
    assert directions(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the present, as the past "i couldn't button the waist"
        ("I can't button the waist.", {"waist": -1}),
        ("The waist won't button.", {"waist": -1}),
        ("I cannot zip it up.", {"overall": -1}),
        # a zip out of reach, or a defect said to the reader
        ("I can't zip it myself, the zipper is in the back.", {}),
        ("The buttons have no matching holes, so you can't button it.", {}),
        # "tightly" as "snugly"
        ("Fits tightly across the chest.", {"chest": -1}),
        ("The fabric is tightly woven.", {}),
    ],
)
def test_buttons_that_will_not_close_and_tightly(text, expected):
    assert directions(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a verdict before parts that end the line takes each of them, as before one
        ("Tight hips and thighs.", {"hips": -1, "thigh": -1}),
        ("Tight hips, loose waist.", {"hips": -1, "waist": 1}),
        ("Tight hips.", {"hips": -1}),
        # in running text the words name a body or a style
        ("I love tight hips and thighs in jeans.", {}),
    ],
)
def test_verdicts_before_parts_that_end_the_line(text, expected):
    assert directions(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a tight or loose part named as the exception or the complaint
        ("Fits great except for the snug bust.", {"overall": 0, "bust": -1}),
        ("My only complaint is the tight arms.", {"sleeves": -1}),
        ("Returning due to the tight hips.", {"hips": -1}),
        # a style or a detail named so stays no signal
        ("Fits great except for the short sleeves.", {"overall": 0}),
        ("Love it except for the tight neckline.", {}),
    ],
)
def test_a_tight_part_named_as_the_complaint(text, expected):
    assert directions(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "des" after a size word names the part, as "aux" does
        ("La veste est un peu large des épaules.", {"shoulders": 1}),
        # the reviewer's body stays no signal
        ("Je suis un peu large des épaules.", {}),
    ],
)
def test_french_size_word_des_part(text, expected):
    assert directions(text, None, "fr") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the waist coming up too high is the rise, as "the waist sits too high"
        ("The waist comes up too high.", {"rise": 1}),
        ("The waist sits too high.", {"rise": 1}),
        # a hem that comes up too high is short
        ("The peplum hits way too high.", {"length": -1}),
    ],
)
def test_the_waist_coming_up_too_high(text, expected):
    assert directions(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # typed forms: "abit", "sholders", "hip's"
        ("The bust is abit big.", {"bust": 1}),
        ("Tight in the sholders.", {"shoulders": -1}),
        ("Tight in the hip's.", {"hips": -1}),
        # not covering it, as barely covering it
        ("Doesn't cover my butt.", {"length": -1}),
        ("It doesn't cover my bra straps.", {}),
        # excess fabric, as extra fabric
        ("Excess fabric around the hips.", {"hips": 1}),
    ],
)
def test_typed_forms_and_near_forms(text, expected):
    assert directions(text) == expected
