"""fit-text-29 (issue 12), consistency of titles (title): a verdict in a review's title reads
as the same words at the start of the body, however it is typed (capitals, title case, no
verb, punctuation or emoticons, a product name or "but" before it, "..." joining the body),
and a title naming a style or a product only stays without a signal. Made-up examples, each
family once: the title and the body are passed apart, as the reviews store them. Pure tests."""

from __future__ import annotations

import pytest

from bench.fit_signal_errors import reduce
from reviews.extraction import extract_fit


def read(title: str, body: str) -> dict[str, int]:
    return reduce(extract_fit(title, body, "en").fit_signals)


@pytest.mark.parametrize(
    ("title", "body", "expected"),
    [
        # a part's verdict with no verb, alone in the title, reads as "tight in the arms"
        ("Tight arms", "Lovely print and soft fabric.", {"sleeves": -1}),
        ("Snug bust!!", "Lovely print and soft fabric.", {"bust": -1}),
        ("Loose Waist :(", "Lovely print and soft fabric.", {"waist": 1}),
        ("Baggy hips", "Lovely print and soft fabric.", {"hips": 1}),
        ("Very tight shoulders", "Lovely print and soft fabric.", {"shoulders": -1}),
        ("Cute blouse - tight sleeves", "Lovely print and soft fabric.", {"sleeves": -1}),
        ("Comfy but tight thighs", "Lovely print and soft fabric.", {"thigh": -1}),
        # the same words with their verb, in the body
        ("", "Tight in the arms. Lovely print and soft fabric.", {"sleeves": -1}),
    ],
)
def test_a_part_verdict_without_a_verb_in_the_title(title, body, expected):
    assert read(title, body) == expected


@pytest.mark.parametrize(
    ("title", "body", "expected"),
    [
        # a body or a wish, not a verdict: the words are not alone on their line
        ("Narrow shoulders", "Lovely print and soft fabric.", {}),
        ("Great for tight arms", "Lovely print and soft fabric.", {}),
        ("Lovely print", "I wanted a tighter waist than this design has.", {}),
        # a style: short or long sleeves name the cut
        ("Short sleeves", "Lovely print and soft fabric.", {}),
    ],
)
def test_a_part_verdict_without_a_verb_must_not_fire(title, body, expected):
    assert read(title, body) == expected


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        # the same verdict however the title is typed (consistent already, kept so)
        ("Runs small", {"overall": -1}),
        ("RUNS SMALL", {"overall": -1}),
        ("Runs Small!!", {"overall": -1}),
        ("Too big :(", {"overall": 1}),
        ("Lovely Dress - Runs Small", {"overall": -1}),
        ("Cute but runs big", {"overall": 1}),
        ("Size Up!", {"overall": -1}),
        ("Order a size down", {"overall": 1}),
        ("Perfect Fit!", {"overall": 0}),
        ("Great fit, runs long", {"overall": 0, "length": 1}),
        ("Tight in the bust", {"bust": -1}),
        ("Big in the arms", {"sleeves": 1}),
        # a style or a name only: no verdict
        ("Oversized comfort", {}),
        ("Boxy but cute", {}),
        ("The perfect little black dress", {}),
    ],
)
def test_a_title_verdict_however_it_is_typed(title, expected):
    assert read(title, "I love the colour.") == expected


@pytest.mark.parametrize(
    ("title", "body", "expected"),
    [
        # long paired with a drape or comfort word names a style, in the title and the body
        ("Long and flowy", "Lovely print and soft fabric.", {}),
        ("Long & Drapey!", "Lovely print and soft fabric.", {}),
        ("", "It is long and flowy, lovely print.", {}),
        ("", "The cut is flowy and long, lovely print.", {}),
        ("", "It's long and cozy, lovely print.", {}),
        # judged: a degree, or said of the wearer, or long alone
        ("", "It's a little long and drapey.", {"length": 1}),
        ("", "It's long and flowy but too long on me.", {"length": 1}),
        ("Long", "Lovely print and soft fabric.", {"length": 1}),
        ("", "It's long and lightweight.", {"length": 1}),
    ],
)
def test_long_with_a_style_word_is_a_style(title, body, expected):
    assert read(title, body) == expected


def test_a_title_ending_in_dots_joins_the_body():
    assert read("Runs small...", "but I love the colour.") == {"overall": -1}
