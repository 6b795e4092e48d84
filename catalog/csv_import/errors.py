"""Errors of the CSV import parser.

A file the parser cannot read as a catalog at all (not UTF-8, empty, no known header,
broken quoting) raises :class:`CsvLayoutError`. Problems in individual cells never raise:
they are collected as :class:`RowError` so the merchant sees all of them at once.
"""

from __future__ import annotations

from dataclasses import dataclass


class CsvLayoutError(ValueError):
    """The file as a whole is unreadable; the import answers 400 with this message."""


@dataclass(frozen=True, slots=True)
class RowError:
    """One invalid cell. ``row`` counts the header as row 1; ``column`` is the header as
    the file spells it."""

    row: int
    column: str
    error: str

    def as_dict(self) -> dict[str, int | str]:
        return {"row": self.row, "column": self.column, "error": self.error}
