"""CSV cell parsers take ASCII digits only (Python's \\d also matches other scripts')."""

import pytest

from catalog.csv_import.cells import CellError, parse_amount, parse_int


@pytest.mark.parametrize("raw", ["\u0661\u0662\u0663", "12.\u0665"])
def test_amount_with_non_ascii_digits_is_a_cell_error(raw):
    with pytest.raises(CellError, match="must be a decimal amount"):
        parse_amount(raw)


def test_integer_with_non_ascii_digits_is_a_cell_error():
    with pytest.raises(CellError, match="must be a whole number"):
        parse_int("٣")


def test_ascii_amounts_and_integers_parse():
    assert (parse_amount("19.90"), parse_int("-3")) == ("19.90", -3)
