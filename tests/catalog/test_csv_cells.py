"""CSV cell parsers take ASCII digits only (Python's \\d also matches other scripts')."""

import contextlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from catalog.csv_import.cells import PARSERS, CellError, parse_amount, parse_int


@pytest.mark.parametrize("raw", ["\u0661\u0662\u0663", "12.\u0665"])
def test_amount_with_non_ascii_digits_is_a_cell_error(raw):
    with pytest.raises(CellError, match="must be a decimal amount"):
        parse_amount(raw)


def test_integer_with_non_ascii_digits_is_a_cell_error():
    with pytest.raises(CellError, match="must be a whole number"):
        parse_int("٣")


def test_ascii_amounts_and_integers_parse():
    assert (parse_amount("19.90"), parse_int("-3")) == ("19.90", -3)


# Found by token fuzzing (2026-11-29): a whole-number cell over 4,300 digits made int()
# raise ValueError (not CellError), so a CSV with such a Stock cell was a 500.
@pytest.mark.parametrize("raw", ["1" * 5000, "9" * 20, "-" + "9" * 20])
def test_whole_number_beyond_64_bits_is_a_cell_error(raw):
    with pytest.raises(CellError, match="too large"):
        parse_int(raw)


def test_leading_zeros_do_not_count_as_digits():
    assert parse_int("0" * 5000 + "7") == 7
    assert parse_int("9223372036854775807") == 2**63 - 1
    assert (parse_int("-0"), parse_int("+5"), parse_int("-012")) == (0, 5, -12)


_WORDS = """
0 00 1 7 -3 +5 19.99 19,99 1.234,50 $ € £ ½ 2XL 1x 28x32 34dd yes no true
backorder USD eur > , \\, id: . - +
"""
_CELL_TOKENS = [
    *_WORDS.split(),
    *("5'4\"", "\u0663", "\uff11", "\x00", "\u200f", "\U0001f457"),
]
_cells = st.lists(
    st.sampled_from([*_CELL_TOKENS, "1" * 4400, "0" * 4400, "9" * 19]), max_size=6
).map("".join)


@settings(max_examples=300, derandomize=True, deadline=None)
@given(raw=_cells, parser=st.sampled_from(sorted(set(PARSERS.values()), key=repr)))
def test_cell_parsers_raise_only_cell_errors(raw, parser):
    with contextlib.suppress(CellError):
        parser(raw)
