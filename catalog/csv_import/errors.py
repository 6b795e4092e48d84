"""Errors of the CSV import parser.

A file the parser cannot read as a catalog at all (not UTF-8, empty, no known header,
broken quoting) raises :class:`CsvLayoutError`. Problems in individual cells never raise:
they are collected as :class:`RowError` so the merchant sees all of them at once.
"""

from __future__ import annotations

import heapq
import itertools
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


class RowErrors:
    """Every row error counted, the first ``limit`` by row kept (a file is read product
    by product, not in row order, so the smallest rows are kept in a bounded heap)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.count = 0
        self._heap: list[tuple[int, int, RowError]] = []  # (-row, -seq, error)
        self._seq = itertools.count()

    def add(self, error: RowError) -> None:
        self.count += 1
        item = (-error.row, -next(self._seq), error)
        if len(self._heap) < self.limit:
            heapq.heappush(self._heap, item)
        elif self._heap and item > self._heap[0]:
            heapq.heapreplace(self._heap, item)

    def extend(self, errors: list[RowError]) -> None:
        for error in errors:
            self.add(error)

    def merge(self, other: RowErrors) -> None:
        """Add ``other``'s errors (its count too, past its kept ones)."""
        kept = other.sorted()
        self.extend(kept)
        self.count += other.count - len(kept)

    def sorted(self) -> list[RowError]:
        """By row, then in the order found."""
        return [e for _r, _s, e in sorted(self._heap, reverse=True)]

    def __bool__(self) -> bool:
        return self.count > 0
