"""fit-text-32, English near forms: a verdict read in one form and missed in a form that
means the same. Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction_fit_labels import labels

# --- the length liked in a pair without a second article: "love the color and the length"
# was read, "love the color and length" was not (fit-labels.md: "perfect length" is 0)


@pytest.mark.parametrize(
    "text",
    [
        "Loved the color and length.",
        "I like the fabric and length of this skirt.",
        "Love the print & length, will buy another.",
    ],
)
def test_length_liked_in_a_pair_is_length_0(text):
    assert labels(text, "en") == {"length": 0}


def test_the_length_of_another_part_in_a_pair_is_not_the_length():
    assert "length" not in labels("Love the color and length of the sleeves.", "en")


# --- no better fit possible: "fits perfectly" was read, "the fit couldn't be better" was not


@pytest.mark.parametrize(
    "text",
    [
        "I was worried about the sizing but the fit couldn't be better.",
        "The fit could not be better.",
        "The sizing couldn't have been better.",
        "It couldn't fit any better!",
    ],
)
def test_fit_could_not_be_better_is_overall_0(text):
    assert labels(text, "en") == {"overall": 0}


@pytest.mark.parametrize(
    "text",
    [
        "The fit could be better.",
        "The color couldn't be better.",
        "I wish the fit could be better.",
    ],
)
def test_a_fit_that_could_be_better_or_another_quality_is_no_verdict(text):
    assert labels(text, "en") == {}


# --- a closer cut than expected: "less fitted than expected" (+1) was read, its contrary
# "more fitted than expected" (-1) was not


@pytest.mark.parametrize(
    "text",
    [
        "It is a bit more fitted than I expected.",
        "It's more form-fitting than I thought.",
        "The dress is more form fitting than expected.",
    ],
)
def test_more_fitted_than_expected_is_overall_minus_1(text):
    assert labels(text, "en") == {"overall": -1}


def test_more_fitted_than_other_garments_is_no_verdict():
    assert labels("It is more fitted than my other dresses.", "en") == {}


# --- a verdict, then advice with a condition: "runs big, so size down unless you need the
# length" was read with the comma, not without it; the condition belongs to the advice
# (fit-labels.md: conditional advice sets no overall), the verdict stands


@pytest.mark.parametrize(
    "text",
    [
        "This runs a little big so size down unless you need the length.",
        "It runs large so size down unless you have a large bust.",
    ],
)
def test_a_verdict_before_conditional_advice_stands(text):
    assert labels(text, "en") == {"overall": 1}


def test_conditional_advice_after_a_verdict_sets_nothing_of_its_own():
    assert labels("Runs small so size up if you are busty.", "en") == {"overall": -1}


# --- a second predicate with its own copula takes the condition after it: "runs true to size
# and it's a good length for tall girls" keeps "runs true to size" (the length, said for
# others, stays unread)


def test_a_verdict_before_a_second_predicate_with_a_condition_stands():
    assert labels("It runs true to size and it's a good length for tall girls.", "en") == {
        "overall": 0
    }


# --- the reviewer among the other wearers named: "long enough for tall people" alone is said
# for others; "(i'm 5'10")" after it makes it her own judgement (fit-labels.md: length follows
# the reviewer's judgement)


def test_length_for_others_is_no_label_but_the_reviewer_among_them_is_her_own():
    assert labels("It's long enough for tall people.", "en") == {}
    assert labels("Long enough for tall people (i'm 5'10\") and lovely colors.", "en") == {
        "length": 0
    }


# --- the length judged with another copula or compared with the model: "the length is
# perfect" and "the length is as on the model" were read, these were not


@pytest.mark.parametrize(
    "text",
    [
        "I found the length to be just right for me.",
        "The length seemed perfect.",
        "The length on me is the same as the model.",
        "The length is like the model's.",
    ],
)
def test_length_judged_right_is_length_0(text):
    assert labels(text, "en") == {"length": 0}


def test_a_length_the_same_as_another_garment_is_no_label():
    assert labels("The length is the same as my other dress.", "en") == {}


# --- "nor" joins a negated pair like "or": "not too short or long" was read, "not too short
# nor long" was not (the adjective before "nor" was taken for an attributive one)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It's not too short nor long.", {"length": 0}),
        ("The dress is not too big nor small.", {"overall": 0}),
    ],
)
def test_a_pair_negated_with_nor_fits(text, expected):
    assert labels(text, "en") == expected


# --- no phrase across a line: the title's last words and the body's first are two sentences


def test_no_phrase_runs_from_the_title_into_the_body():
    body = "Fit and flare, pullover style, easy to dress up."
    assert labels(body, "en", title="Love this dress") == {}


def test_a_verdict_in_the_title_and_advice_in_the_body_are_both_read():
    assert labels("Order up.", "en", title="Runs small") == {"overall": -1}
    assert labels("It fits perfectly.", "en", title="Love this dress") == {"overall": 0}


# --- a cowl or a detail is no fit dimension: a size word about it is no verdict on the garment


@pytest.mark.parametrize(
    "text",
    ["The cowl is large and the whole dress has a great drape.", "The details are tiny."],
)
def test_a_cowl_or_a_detail_judged_is_no_fit(text):
    assert labels(text, "en") == {}


# --- an expectation or a consequence is no verdict: "thought it would run large" was read
# as one, "sensed / suspected / had a feeling it would" and "would cause" were not


@pytest.mark.parametrize(
    "text",
    [
        "I sensed it would run large, so I ordered an xxs.",
        "I suspected it would run large.",
        "I had a feeling it would run small.",
        "I thought I may be too short to pull this off.",
        "Sizing down would cause the shoulder area to be too tight.",
    ],
)
def test_an_expectation_or_a_consequence_is_no_verdict(text):
    assert labels(text, "en") == {}
