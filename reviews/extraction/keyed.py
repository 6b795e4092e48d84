"""A compiled regex searched only where one of its start keys fits (same matches, faster).

``re`` tries a pattern at every position of the text. A large alternation (the hedge
words, the usual-size cues before a size token) costs much at each one, though few
positions start anything it could match. ``Keyed`` reads the strings a match can start
with (``dispatch.start_keys``: up to 6 characters, runs of whitespace or digits as one
atom), finds the next position where one of them fits with one trie regex, and tries the
pattern there only (``match`` with the same ``endpos``; lookbehinds still see the text
before the position, as in a search). The first position where the pattern matches is
the one ``search`` would have found, and ``finditer`` goes on from the end of each match
(a keyed pattern never matches the empty string: no empty key), so the matches are the
same ones, each the same match object the pattern itself returns there.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .dispatch import _trie_regex, start_keys


class Keyed:
    """``regex`` with ``search``/``finditer`` tried only where a start key fits; a pattern
    that may start anywhere (no keys) is searched as it is."""

    __slots__ = ("_find", "fullmatch", "keys", "match", "pattern", "regex")

    def __init__(self, regex: re.Pattern[str]) -> None:
        self.regex = regex
        self.pattern = regex.pattern
        self.match = regex.match
        self.fullmatch = regex.fullmatch
        self.keys = start_keys(regex.pattern) if isinstance(regex.pattern, str) else None
        self._find = re.compile(_trie_regex(self.keys)).search if self.keys else None

    def search(self, text: str, pos: int = 0, endpos: int | None = None) -> re.Match[str] | None:
        find = self._find
        if find is None:
            return self.regex.search(text, pos, len(text) if endpos is None else endpos)
        if endpos is None:
            endpos = len(text)
        match = self.regex.match
        while (start := find(text, pos, endpos)) is not None:
            p = start.start()
            m = match(text, p, endpos)
            if m is not None:
                return m
            pos = p + 1
        return None

    def finditer(
        self, text: str, pos: int = 0, endpos: int | None = None
    ) -> Iterator[re.Match[str]]:
        if endpos is None:
            endpos = len(text)
        if self._find is None:
            yield from self.regex.finditer(text, pos, endpos)
            return
        while (m := self.search(text, pos, endpos)) is not None:
            yield m
            pos = m.end()


# Characters of the start gate (start_gated): 3 was fastest for the size tokens (1 to 4 tried).
GATE_LENGTH = 3


def start_gated(regex: re.Pattern[str], lead: str, length: int = GATE_LENGTH) -> re.Pattern[str]:
    """``regex``, which opens with the zero-width assertion ``lead``, recompiled with a
    lookahead after ``lead`` for the strings its matches can start with (up to ``length``
    atoms; ``start_keys``): a word start that starts no match fails there instead of in
    every alternative. Same groups, same matches; ``regex`` itself when it has no keys."""
    if not regex.pattern.startswith(lead):
        raise ValueError(f"pattern does not open with {lead!r}")
    keys = start_keys(regex.pattern, length)
    if not keys:
        return regex
    gated = f"{lead}(?={_trie_regex(keys)}){regex.pattern[len(lead) :]}"
    return re.compile(gated, regex.flags)
