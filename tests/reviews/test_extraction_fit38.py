"""fit-text-38: forms read one way while a form that means the same is read another, and words
about other things than the item's fit (fit-labels.md, Signals: "size advice: size up is -1",
"hedged statements keep their direction", "conditional advice sets no overall"; a review with
no fit content gives no signal). Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction import directions

# --- a part singled out with no comma before it: the whole and the part


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Runs small especially in the bust.", {"overall": -1, "bust": -1}),
        ("It runs large especially in the waist.", {"overall": 1, "waist": 1}),
        ("It runs small particularly through the hips.", {"overall": -1, "hips": -1}),
        ("It's a bit tight especially around the hips.", {"overall": -1, "hips": -1}),
        ("It runs big mainly in the shoulders.", {"overall": 1, "shoulders": 1}),
    ],
)
def test_a_part_singled_out_without_a_comma_is_the_whole_and_the_part(text, expected):
    assert directions(text) == expected


def test_a_verdict_in_a_part_alone_stays_that_part():
    assert directions("It runs small in the bust.") == {"bust": -1}


# --- a sentence adverb or an emoji after the verdict ends it


@pytest.mark.parametrize(
    ("text", "overall"),
    [
        ("It's too small unfortunately.", -1),
        ("Way too big sadly.", 1),
        ("Runs small tbh.", -1),
        ("Too small 😢", -1),
        ("Runs big 😂", 1),
    ],
)
def test_a_verdict_before_an_adverb_or_an_emoji_is_read(text, overall):
    assert directions(text)["overall"] == overall


def test_a_size_word_before_a_noun_is_still_attributive():
    assert directions("Small pattern, lovely colours.") == {}


# --- a wished change: the wish for more is a verdict of too little


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I also think it should have been cut a little longer.", {"length": -1}),
        ("It could have been cut a bit longer.", {"length": -1}),
        ("It should have been cut a little shorter.", {"length": 1}),
        ("I need them to be longer, I'm 5'10.", {"length": -1}),
        ("I'd love for it to be an inch longer.", {"length": -1}),
        ("Had them altered to be shorter.", {"length": 1}),
        ("An inch longer in the sleeves would be perfect.", {"sleeves": -1}),
        ("A little looser through the hips would be nice.", {"hips": -1}),
    ],
)
def test_a_wished_change_is_a_verdict_of_too_little(text, expected):
    assert directions(text) == expected


# --- a size change only considered is no advice


@pytest.mark.parametrize(
    "text",
    [
        "I considered sizing up.",
        "I'm debating whether to size up.",
        "I was tempted to size down.",
        "I thought about sizing up.",
        "I nearly sized up.",
        "I was going to size up based on reviews but I'm glad I didn't.",
    ],
)
def test_a_size_change_only_considered_sets_no_overall(text):
    assert "overall" not in directions(text)


@pytest.mark.parametrize(
    "text",
    [
        "I almost sized down but my normal size fits perfectly.",
        "I considered sizing up but my usual medium is perfect.",
    ],
)
def test_a_size_change_let_go_leaves_the_fit_verdict(text):
    assert directions(text)["overall"] == 0


def test_a_size_change_made_is_still_a_verdict():
    assert directions("I had to size up.")["overall"] == -1


# --- advice to the reader with "want"


@pytest.mark.parametrize(
    ("text", "overall"),
    [
        ("You might want to size up.", -1),
        ("You may want to order a size down.", 1),
        ("You'll want to size down.", 1),
    ],
)
def test_you_might_want_to_size_up_is_advice(text, overall):
    assert directions(text)["overall"] == overall


@pytest.mark.parametrize(
    "text",
    [
        "You might want to size up if you're busty.",
        "If you want it loose, you might want to size up.",
        "I want to size up.",
    ],
)
def test_advice_under_a_condition_or_a_wish_of_the_reviewer_sets_no_overall(text):
    assert "overall" not in directions(text)


# --- no fit content: the review's length, trims coming off, parts that are no dimension


@pytest.mark.parametrize(
    "text",
    [
        "Sorry this is so long! The colour is lovely.",
        "I know this is long, but the print is gorgeous.",
        "This review is long but worth it.",
        "This is going to be a long one.",
        "The buttons are cheap plastic and one fell off.",
        "It falls off the hanger constantly.",
        "The model is tiny.",
        "The elastic band at top is too wide.",
        "The cutout in the back is too large.",
        "The return process was long.",
        "Customer service was short with me.",
        "Money is tight so I waited for a sale.",
        "The discount was huge.",
        "The necklace is super long.",
        "My earrings are huge so I wore it with a simple neckline.",
    ],
)
def test_words_about_other_things_give_no_signal(text):
    assert directions(text) == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sorry but it is too long on me.", {"length": 1}),
        ("It kept falling off my shoulders.", {"shoulders": 1}),
        ("The pants fall off me.", {"overall": 1}),
    ],
)
def test_the_same_words_said_of_the_item_still_count(text, expected):
    assert directions(text) == expected


# --- "to" typed for "too" before a size word


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Way to long.", {"length": 1}),
        ("Pants to long.", {"length": 1}),
        ("Cute but to short.", {"length": -1}),
        ("Sleeves to long.", {"sleeves": 1}),
        ("The jeans are great quality but way to big.", {"overall": 1}),
    ],
)
def test_to_typed_for_too_before_a_size_word_is_too(text, expected):
    # the typed forms are written back for English text (a short line is told by its hint)
    assert directions(text, language="en") == expected


@pytest.mark.parametrize(
    "text", ["I went to small town shops to find it.", "I went from a medium to small."]
)
def test_to_before_a_size_word_after_a_move_is_no_excess(text):
    assert directions(text, language="en").get("overall") != -1


# --- "leg length" names no inseam (fit-labels.md): the length


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The leg length is too long for me.", {"length": 1}),
        ("I'm 5'10 and the leg length is too short for me.", {"length": -1}),
        ("The inseam is perfect.", {"inseam": 0}),
    ],
)
def test_leg_length_is_the_length_and_the_inseam_named_is_the_inseam(text, expected):
    assert directions(text) == expected


# --- a garment that will not close, the subject left out or the zipper named


@pytest.mark.parametrize(
    "text",
    ["Can't zip it up.", "I couldn't close the zipper.", "I could hardly breathe in it."],
)
def test_a_garment_that_will_not_close_runs_small(text):
    assert directions(text)["overall"] == -1


def test_a_zip_out_of_reach_is_no_fit():
    assert directions("Can't zip it up myself, need help.") == {}


# --- the fit aimed at is no verdict on this one


@pytest.mark.parametrize(
    "text",
    [
        "Size down for a snug fit.",
        "For a looser fit, size up.",
        "Love it. To get the oversized look, size up.",
        "For a more fitted look, size down.",
    ],
)
def test_advice_for_a_fit_or_a_look_sets_no_overall(text):
    assert "overall" not in directions(text)


def test_a_snug_fit_said_of_the_item_is_still_a_verdict():
    assert directions("It's a snug fit.")["overall"] == -1


# --- "runs small" joined by "and" after a part in another predicate's phrase


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tight in the bust and runs small.", {"overall": -1, "bust": -1}),
        ("Loose in the waist and runs large.", {"overall": 1, "waist": 1}),
    ],
)
def test_runs_small_joined_after_a_part_is_the_whole_too(text, expected):
    assert directions(text) == expected


def test_a_part_as_the_subject_of_runs_small_stays_that_part():
    assert directions("The bust runs small.") == {"bust": -1}


# --- what everyone says or the reviewer heard is not the reviewer's verdict


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Everyone says it runs small.", {}),
        ("I heard it runs small.", {}),
        ("I don't know why everyone says it runs small, it fits perfectly.", {"overall": 0}),
        ("I heard it runs small but it's actually big.", {"overall": 1}),
    ],
)
def test_others_words_are_not_the_reviewers_verdict(text, expected):
    assert directions(text) == expected


# --- heels worn with it, hemming said another way, where the sleeves end


@pytest.mark.parametrize(
    "text", ["The length is perfect without heels.", "The length is great even without heels."]
)
def test_heels_worn_with_it_are_no_shoe_review(text):
    assert directions(text) == {"length": 0}


def test_a_review_of_heels_is_still_a_shoe_review():
    assert directions("Cute heels, but they run a size small.") == {"overall": -1}


@pytest.mark.parametrize(
    "text",
    [
        "The jeans will need a trip to the tailor to be hemmed.",
        "I have to take the hem up.",
        "Took them to get hemmed.",
        "After hemming they're perfect.",
    ],
)
def test_hemming_said_another_way_is_too_long(text):
    assert directions(text)["length"] == 1


def test_a_hem_described_is_no_length():
    assert directions("The bottom is hemmed with lace.") == {}


@pytest.mark.parametrize(
    "text", ["The sleeves hit at the perfect spot.", "The sleeves hit my wrist perfectly."]
)
def test_where_the_sleeves_end_judged_right_is_the_sleeves(text):
    assert directions(text) == {"sleeves": 0}


# --- a verdict or advice denied is the usual size: overall 0, as "don't size up"


@pytest.mark.parametrize(
    "text",
    [
        "I wouldn't say it runs small.",
        "I disagree that it runs small.",
        "I didn't find it small.",
        "Sizing up isn't necessary.",
        "I don't think you should size up.",
        "Don't order a size up.",
    ],
)
def test_a_denied_verdict_or_advice_is_true_to_size(text):
    assert directions(text) == {"overall": 0}


@pytest.mark.parametrize(
    ("text", "overall"),
    [("I found it big.", 1), ("Others said it runs small but I found it big.", 1)],
)
def test_the_reviewers_finding_is_a_verdict(text, overall):
    assert directions(text)["overall"] == overall


def test_found_it_in_a_shop_is_no_verdict():
    assert directions("I found it in a small shop.") == {}


# --- an exception after "unless" leaves the verdict on the rest


@pytest.mark.parametrize(
    "text",
    ["True to size unless you're busty.", "It runs true to size unless you have a large bust."],
)
def test_a_verdict_with_an_exception_holds(text):
    assert directions(text) == {"overall": 0}


@pytest.mark.parametrize("text", ["Fits great if you're 6'5.", "Size up unless you're petite."])
def test_a_verdict_or_advice_under_a_condition_is_still_none(text):
    assert "overall" not in directions(text)


# --- the body: moving, or described with "my"


@pytest.mark.parametrize(
    "text",
    [
        "My stomach shows when I lift my arms, too short.",
        "When I put my arms up it's way too short.",
    ],
)
def test_the_arms_raised_before_a_length_verdict_are_the_body_moving(text):
    assert directions(text) == {"length": -1}


@pytest.mark.parametrize(
    "text",
    ["My legs are long.", "My hands are small.", "My hair is long and gets caught in the zipper."],
)
def test_the_reviewers_body_described_with_my_is_no_signal(text):
    assert directions(text) == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My legs are long so these were too short.", {"length": -1}),
        ("My jeans are too long.", {"length": 1}),
    ],
)
def test_the_garment_judged_beside_the_body_is_read(text, expected):
    assert directions(text) == expected


# --- a fit the same as pictured is true to size


@pytest.mark.parametrize(
    "text",
    [
        "The fit is the same as shown online.",
        "It fits the same as shown online.",
        "The fit is just like the picture.",
    ],
)
def test_a_fit_the_same_as_pictured_is_true_to_size(text):
    assert directions(text) == {"overall": 0}


def test_a_fit_denied_as_pictured_is_no_verdict():
    assert directions("It doesn't fit as pictured.") == {}


# --- two predicates joined by "and", each with its own part


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Runs big and tight in the hips.", {"overall": 1, "hips": -1}),
        ("Runs small and loose in the waist.", {"overall": -1, "waist": 1}),
        ("Runs small and the waist gaps.", {"overall": -1, "waist": 1}),
        ("Tight in the hips and the waist gaps.", {"hips": -1, "waist": 1}),
        ("Tight in the waist and the crotch hangs low.", {"waist": -1, "rise": 1}),
    ],
)
def test_two_predicates_joined_by_and_keep_their_own_parts(text, expected):
    assert directions(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tight in the bust and shoulders.", {"bust": -1, "shoulders": -1}),
        (
            "The fit in the shoulders and arms is stretchy and comfortable.",
            {"shoulders": 0, "sleeves": 0},
        ),
        ("Runs small in the hips.", {"hips": -1}),
    ],
)
def test_coordinated_parts_still_share_their_verdict(text, expected):
    assert directions(text) == expected


# --- others' size changes are theirs; agreement after others' words makes them the reviewer's


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Others sized up.", {}),
        ("My friends sized up, but mine fits perfectly.", {"overall": 0}),
        ("Most reviewers sized up. I got the M and it fits perfectly.", {"overall": 0}),
        ("Other reviewers said it runs small and I agree.", {"overall": -1}),
        ("Other reviewers said it runs small, and they are right.", {"overall": -1}),
        ("Reviewers said it ran large and it does.", {"overall": 1}),
        # (fit-text-39: a reported verdict disagreed with is denied, the usual fit, as "i
        # disagree that it runs small")
        ("Others said it runs small but I disagree.", {"overall": 0}),
    ],
)
def test_others_changes_are_theirs_and_agreement_makes_a_verdict_the_reviewers(text, expected):
    assert directions(text) == expected


# --- a verbless fragment of size words: each is read


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Huge and long.", {"overall": 1, "length": 1}),
        ("Tight and short.", {"overall": -1, "length": -1}),
        ("Boxy and short.", {"length": -1}),
    ],
)
def test_each_size_word_of_a_verbless_fragment_is_read(text, expected):
    assert directions(text) == expected


def test_the_reviewer_described_in_a_fragment_is_still_no_signal():
    assert directions("I'm short and curvy.") == {}


# --- "that" after the garment introduces its verdict, after a person her body


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Now I have a beautiful romper that is too big for me.", {"overall": 1}),
        ("For someone that is short this is great.", {}),
        ("The waistband has a drawstring that is really long.", {}),
    ],
)
def test_that_after_the_garment_is_its_verdict(text, expected):
    assert directions(text) == expected
