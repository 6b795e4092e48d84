"""Greedy longest-match phrase lookup over word tokens.

Faster and more predictable than one huge regex alternation: each token costs one dict
lookup for its longest possible phrase length, and phrases are tried longest first.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Generic, TypeVar

from ._text import terms

V = TypeVar("V")


class Lexicon(Generic[V]):
    """Maps space-joined token phrases to values; first value added for a phrase wins."""

    __slots__ = ("_max_len", "_phrases")

    def __init__(self) -> None:
        self._phrases: dict[str, V] = {}
        self._max_len: dict[str, int] = {}

    def add(self, phrase: str, value: V) -> None:
        if not phrase or phrase in self._phrases:
            return
        self._phrases[phrase] = value
        words = phrase.split(" ")
        if len(words) > self._max_len.get(words[0], 0):
            self._max_len[words[0]] = len(words)

    def phrases(self) -> list[str]:
        return list(self._phrases)

    def get(self, phrase: str) -> V | None:
        return self._phrases.get(phrase)

    def __contains__(self, phrase: str) -> bool:
        return phrase in self._phrases

    def scan(self, toks: list[str]) -> Iterator[tuple[int, int, V | None]]:
        """Yield ``(start, end, value)`` left to right; ``value`` is None for an unknown token."""
        phrases = self._phrases
        max_len = self._max_len
        i = 0
        n = len(toks)
        while i < n:
            longest = max_len.get(toks[i], 0)
            if longest:
                for length in range(min(longest, n - i), 0, -1):
                    value = phrases.get(" ".join(toks[i : i + length]) if length > 1 else toks[i])
                    if value is not None:
                        yield i, i + length, value
                        i += length
                        break
                else:
                    yield i, i + 1, None
                    i += 1
            else:
                yield i, i + 1, None
                i += 1


def table_lexicon(table: dict[str, tuple[str, ...]]) -> Lexicon[str]:
    """Lexicon of ``{value: (cell, ...)}`` vocabulary tables (cells as in ``terms``)."""
    lex: Lexicon[str] = Lexicon()
    for value, cells in table.items():
        for cell in cells:
            for term in terms(cell):
                lex.add(term, value)
    return lex
