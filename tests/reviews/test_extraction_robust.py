"""The extractor never raises on any review text: a crash costs a review its fit evidence.

Plus sizes ("1x", "2XL") once reached a numeric check meant for bare numbers and raised
ValueError, on a real review ("Wore this romper 1x and after washing ...", WCR row 2345).
These tests feed it texts built from the tokens its rules look at (sizes of every system,
heights, weights, bra sizes, fit words in four languages, punctuation), deterministically.
"""

from __future__ import annotations

import re
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reviews.extraction import SENTENCE_MAX, FitExtraction, _prepare, extract_fit
from reviews.extraction.signals import _sentence_start
from reviews.schemas import MAX_TEXT

_TOKENS = """
1x 2x 3x 4X 0x 10x 1X 2XL xxl xs s m l xl 00 0 2 4 6 8 10 12 14 16 6.5 7,5 38 40 42 44 134 176
28x32 30/32 32x30 34dd 36c 32a 34e-30-40 5'4 5'4" 5"1 5 ft 4 163cm 1,65 1.70m 130lbs 130 lbs
60kg 135 5'5 size sz talla taille größe gr. petite p xsp sp mp regular tall r 4r 6p 2p ps pl
plus 1x/2x s/m m-l xs-s 8-10 a the my usual normally wear ordered bought kept returned
exchanged for instead sized up down runs small large big true to tts fits fit perfect tight
loose snug roomy short long in bust chest waist hips shoulders arms sleeves length inseam rise
thigh hem boxy tent i'm i am usually und die ist zu klein groß eng passt trage bestellt et la
est trop petit serré porte commandé y es muy pequeño grande apretado uso pedí , . ! ? ; : - --
( ) / & ' " 1/2 ½ 1st 90s 2019 $50 50% x X P O o oop
"""
TOKENS = _TOKENS.split()

texts = st.lists(st.sampled_from([*TOKENS, "\n"]), min_size=1, max_size=30).map(" ".join)


def _well_formed(result: FitExtraction) -> None:
    for signal in result.fit_signals:
        assert -1.0 <= signal["score"] <= 1.0
    for measurement in result.measurements:
        assert measurement["values"]


@pytest.mark.parametrize(
    "text",
    [
        "Wore this romper 1x and after washing, the hem came undone",
        "I usually wear a 1x and the 2x was huge",
        "ordered the 1X petite, 2XL in tops",
        "size 2\n1/2 too small",
    ],
)
def test_plus_sizes_and_broken_numbers_do_not_raise(text):
    _well_formed(extract_fit("", text, "en"))


@settings(
    max_examples=400,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    title=st.one_of(st.none(), texts),
    body=texts,
    language=st.sampled_from([None, "en", "de", "fr", "es"]),
)
def test_extract_fit_never_raises(title, body, language):
    _well_formed(extract_fit(title, body, language))


# A hostile feed: one body of 65,536 characters (the longest taken) full of fit words. Each
# mention is read against its sentence and the mentions before it, which cost time quadratic
# in the length of a sentence and in the number of sentences and mentions (a 14,400-character
# run of "sized up" took 2.3 s, so a full body tens of seconds of a worker).
# An unbroken run of digits cost time quadratic in its length (every pattern that may start
# on a digit tried over the rest of the run: 65,536 digits took about a minute), until
# ``_prepare`` cut such runs (fit-text-34).
HOSTILE = [
    "tight ",
    "sized up ",
    "sized up. ",
    "tight. loose! ",
    "too big ",
    "runs large; ",
    "9",
    "9\n",
    "12345678901234 ",
]


@pytest.mark.parametrize("unit", HOSTILE)
def test_a_hostile_body_of_the_largest_size_is_read_in_bounded_time(unit):
    body = (unit * (MAX_TEXT // len(unit)))[:MAX_TEXT]
    started = time.process_time()
    extract_fit("", body, "en")
    assert time.process_time() - started < 10  # about 1 s here; tens of seconds before


def test_a_run_of_digits_longer_than_any_figure_is_cut_to_its_first_digits():
    assert _prepare("", "order 12345678901234567 came, 5'4\" 130 lbs") == (
        "order 123456789012 came, 5'4\" 130 lbs"
    )


def test_run_on_sentences_are_cut_at_spaces_into_lines_of_bounded_length():
    text = "it fits well and " * 400 + "the end. " + "x" * 1500 + " tail"
    cut = _prepare("", text)
    assert len(cut) == len(text.strip())
    assert all(a == b or (a == " " and b == "\n") for a, b in zip(text, cut, strict=False))
    lines = cut.split("\n")
    assert all(len(line) <= SENTENCE_MAX for line in lines[:-2])
    assert lines[-1].endswith("tail")  # a word longer than the bound stays whole


@settings(max_examples=300, derandomize=True, deadline=None)
@given(
    text=st.text(alphabet="ab .!?;\n", max_size=200),
    pos=st.integers(0, 200),
    floor=st.integers(0, 200),
)
def test_sentence_start_is_the_end_of_the_last_break_before_the_position(text, pos, floor):
    pos, floor = min(pos, len(text)), min(floor, pos, len(text))
    naive = max(
        (m.end() for m in re.finditer(r"[.!?;\n]", text[:pos]) if m.start() >= floor),
        default=floor,
    )
    assert _sentence_start(text, pos, floor) == naive
