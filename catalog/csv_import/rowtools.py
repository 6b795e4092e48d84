"""Small shared pieces of the CSV builder (``parser`` and ``deletes``): the mark of an
invalid cell and the messages of rows that disagree."""

from __future__ import annotations

from typing import Any

from .cells import describe
from .plan import Image, Variant


class _Invalid:
    """Marks a cell that failed to parse (already reported)."""

    def __repr__(self) -> str:
        return "<invalid>"


INVALID: Any = _Invalid()


def valid(value: Any) -> Any:
    """The parsed value, or None for an absent or invalid (already reported) cell."""
    return None if value is INVALID else value


def note_row(item: Variant | Image, fld: str, row: int) -> None:
    if item.other_rows is None:
        item.other_rows = {}
    item.other_rows[fld] = row


def conflict_message(known: tuple[Any, int], value: Any) -> str:
    return (
        f"{describe(value)} differs from {describe(known[0])} on row {known[1]}; "
        "rows of one product must agree"
    )


def both_message(product_id: str, other: str, other_row: int) -> str:
    return (
        f"product {product_id!r} is {other} on row {other_row}; "
        "a file cannot both import and delete it"
    )
