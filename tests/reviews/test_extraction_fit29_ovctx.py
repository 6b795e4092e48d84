"""fit-text-29, consistency of verdicts against the material around them in their sentence
(ovctx): a hedge ("depending on", a habit, a fear, other people's words) governs its own
statement only, and a verdict keeps its reading when material is put next to it. Made-up
examples: each family's base and its variants, with the neighbours that must keep their own
reading. Pure tests."""

from __future__ import annotations

import pytest

from bench.fit_signal_errors import reduce
from reviews.extraction import extract_fit


def signals(text: str, title: str | None = None) -> dict[str, int]:
    return reduce(extract_fit(title, text, "en").fit_signals)


def sizes(text: str) -> dict[str, str]:
    return {
        v["dimension_code"]: v["raw_value"] or v["size_label"]
        for m in extract_fit(None, text, "en").measurements
        for v in m["values"]
        if v["dimension_code"] in ("size_worn", "usual_size")
    }


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # base
        ("I wear a six or an eight and the six fits me perfectly.", {"overall": 0}),
        ("I was worried about the size but it fits perfectly.", {"overall": 0}),
        # a hedged statement, then one of the reviewer's own after a comma or "and"
        (
            "I wear a six or an eight, depending on the label, and the six fits me perfectly.",
            {"overall": 0},
        ),
        ("I'm an 8 or 10 depending on the cut and this one runs true to size.", {"overall": 0}),
        ("I'm a small or medium depending on the brand, the small fits great.", {"overall": 0}),
        ("I'm a small or medium depending on the brand: the small fits great.", {"overall": 0}),
        ("Depending on the brand, I'm a small or medium, the small fits great.", {"overall": 0}),
        ("Sometimes I wear a small, and this one fits perfectly.", {"overall": 0}),
        ("Wanted a roomier fit for layering, and it fits beautifully.", {"overall": 0}),
        ("I'm a small or medium depending on the brand and it runs big.", {"overall": 1}),
        ("I always size down in this brand, this one fits true to size.", {"overall": 0}),
        ("I'm sometimes a small, sometimes a medium and the small works great.", {"overall": 0}),
        ("I was worried it would be tight, and it fits perfectly.", {"overall": 0}),
        ("I was worried it would be tight, and it's true to size.", {"overall": 0}),
        ("I usually size up in coats and they're way too big.", {"overall": 1}),
        ("I was hoping for a relaxed fit and the medium is perfect.", {"overall": 0}),
        ("I usually size up in jackets, and this one runs true to size.", {"overall": 0}),
        (
            "I don't like anything clingy and this has just the right amount of room.",
            {"overall": 0},
        ),
        ("I am not sure if it is worth the price, it runs quite big.", {"overall": 1}),
        ("I can't imagine going smaller, these were really snug.", {"overall": -1}),
        ("I sized up in case it ran small, and it was too big.", {"overall": 1}),
        ("I ordered a size up to be safe and it was too big.", {"overall": 1}),
    ],
)
def test_a_hedge_governs_its_own_statement_only(text, expected):
    assert signals(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # must stay hedged: the statement hedged itself, a condition, another garment, a
        # hedge naming other wearers that opens its clause
        ("I was worried it would be tight and short.", {}),
        ("I think a small would be too big.", {}),
        ("If you are busty, and the bust is snug, size up.", {}),
        ("And if that is the look you want, it runs true to size.", {}),
        ("I have tried another of her skirts and it fit perfectly.", {}),
        ("For anyone with a long torso, the dress is way too short.", {}),
        ("Depending on your height, the length is perfect.", {}),
    ],
)
def test_a_hedge_still_governs_what_it_says(text, expected):
    assert signals(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # base: a stop between a hedged sentence and a verdict
        ("I wish it came in blue. Runs true to size.", {"overall": 0}),
        # an emoticon in place of the stop
        ("I wish it came in blue :) runs true to size", {"overall": 0}),
        ("Other reviewers said it runs small :( it runs large on me", {"overall": 1}),
        ("I was hoping for a longer cut :-( it fits perfectly otherwise", {"overall": 0}),
        ("I wish it came in blue :D runs a bit small", {"overall": -1}),
        ("Love it <3 fits like a glove", {"overall": 0}),
        # not an emoticon: a time, a colon before a word
        ("Got it at 10:30 and it fits perfectly.", {"overall": 0}),
        ("I wish it came in more colours:(", {}),
    ],
)
def test_an_emoticon_ends_a_sentence(text, expected):
    assert signals(text) == expected


@pytest.mark.parametrize(
    ("text", "expected", "expected_sizes"),
    [
        # base
        ("I ordered the medium and it is perfect.", {"overall": 0}, {"size_worn": "m"}),
        ("I just wish it was tighter.", {"overall": 1}, {}),
        # a short word typed twice
        ("I ordered the medium and it it is perfect.", {"overall": 0}, {"size_worn": "m"}),
        ("I just wish it it was tighter.", {"overall": 1}, {}),
        (
            "I exchanged it it for a medium, the small was tight.",
            {"overall": -1},
            {"size_worn": "m"},
        ),
        ("The the medium fits perfectly.", {"overall": 0}, {"size_worn": "m"}),
        # a word said twice on purpose stays
        ("I tried it on on a whim and it runs small.", {"overall": -1}, {}),
    ],
)
def test_a_short_word_typed_twice(text, expected, expected_sizes):
    assert signals(text) == expected
    found = sizes(text)
    for key, value in expected_sizes.items():
        assert found.get(key, "").lower() == value
