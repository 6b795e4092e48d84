"""A long regex alternation, matched by the first few characters of each word.

Python's ``re`` tries every alternative of ``a|b|c...`` at every candidate position. With
hundreds of trigger phrases that is most of the extraction time. ``Alternation`` reads
from each parsed alternative the strings a match can start with (up to ``KEY_LENGTH``
characters: "runs small" starts with "runs s"), and builds one regex, a trie of those
keys, that finds the next word start where some key fits and tells which one (the
longest). There it tries only the alternatives whose keys fit, one by one in their
original order: the same matches as the single regex, and most words try nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

try:  # Python 3.11+
    from re import _constants as _c
    from re import _parser as _p
except ImportError:  # pragma: no cover - older Pythons
    import sre_constants as _c  # type: ignore[no-redef]
    import sre_parse as _p  # type: ignore[no-redef]


def max_width(pattern: str) -> int:
    """The most characters a match of ``pattern`` can span (its parsed maximum width)."""
    return _p.parse(pattern).getwidth()[1]


# Characters of a key read from a pattern: longer keys sort the alternatives finer (5 to
# 8 were tried; 6 was fastest) but make the trie regex longer.
KEY_LENGTH = 6
# A key is a string of atoms, one character each: a literal character, or a stand-in for
# a run of whitespace (\s+) or of digits (\d+). Literal spaces and digits are written as
# their run (a weaker key, never a wrong one) and runs next to each other as one, so the
# atoms at one place are disjoint and a text position follows one path through the trie.
_SPACE, _DIGIT = " ", "0"
_ATOM_REGEX = {_SPACE: r"\s+", _DIGIT: r"\d+"}
_MAX_KEYS = 4000  # per alternative; more are shortened

_ZERO_WIDTH = {_c.AT, _c.ASSERT, _c.ASSERT_NOT}
_REPEATS = {_c.MAX_REPEAT, _c.MIN_REPEAT} | (
    {_c.POSSESSIVE_REPEAT} if hasattr(_c, "POSSESSIVE_REPEAT") else set()
)
_ATOMIC = getattr(_c, "ATOMIC_GROUP", None)
_IGNORECASE = _c.SRE_FLAG_IGNORECASE

_Keys = set[tuple[str, bool]]  # (atoms, complete: the whole match so far, more may follow)
_ANY: _Keys = {("", False)}  # unknown: the match may start with anything
_EMPTY: _Keys = {("", True)}


def _atom(char: str) -> str:
    if re.match(r"\s", char):
        return _SPACE
    if re.match(r"\d", char):
        return _DIGIT
    return char


def _class(items) -> _Keys:
    atoms: set[str] = set()
    for kind, value in items:
        if kind is _c.LITERAL:
            atoms.add(_atom(chr(value)))
        elif kind is _c.RANGE and value[1] - value[0] <= 400:
            atoms.update(_atom(chr(x)) for x in range(value[0], value[1] + 1))
        elif kind is _c.CATEGORY and value in (_c.CATEGORY_SPACE, _c.CATEGORY_UNI_SPACE):
            atoms.add(_SPACE)
        elif kind is _c.CATEGORY and value in (_c.CATEGORY_DIGIT, _c.CATEGORY_UNI_DIGIT):
            atoms.add(_DIGIT)
        else:  # negated classes, \w, big ranges
            return _ANY
    return {(a, True) for a in atoms}


def _opened(keys: _Keys) -> _Keys:
    return {(s, False) for s, _ in keys}


def _item(op, av, length: int) -> _Keys:
    if op is _c.LITERAL:
        return {(_atom(chr(av)), True)}
    if op is _c.IN:
        return _class(av)
    if op in _ZERO_WIDTH:
        return _EMPTY
    if op is _c.BRANCH:
        return set().union(*(_keys(branch, length) for branch in av[1]))
    if op is _c.SUBPATTERN:
        return _ANY if av[1] & _IGNORECASE else _keys(av[-1], length)
    if _ATOMIC is not None and op is _ATOMIC:
        return _keys(av, length)
    if op in _REPEATS:
        low, high, sub = av
        if high == 0:
            return _EMPTY
        inner = _keys(sub, length)
        if high != 1 and inner not in ({(_SPACE, True)}, {(_DIGIT, True)}):
            inner = _opened(inner)  # more repetitions may follow (of a run: the same run)
        return inner if low > 0 else inner | _EMPTY
    return _ANY  # any character, back references, ...


def _joined(head: str, tail: str) -> str:
    if head and tail and head[-1] == tail[0] and head[-1] in _ATOM_REGEX:
        return head + tail[1:]  # one run
    return head + tail


def _keys(seq, length: int) -> _Keys:
    """The strings of atoms (at most ``length``) a match of a parsed sequence starts with."""
    out: _Keys = _EMPTY
    for op, av in seq:
        if not any(complete for _, complete in out):
            break
        item = _item(op, av, length)
        joined: _Keys = set()
        for head, complete in out:
            if not complete:
                joined.add((head, False))
                continue
            for tail, whole in item:
                s = _joined(head, tail)
                joined.add((s[:length], False) if len(s) >= length else (s, whole))
        out = joined
        while len(out) > _MAX_KEYS:
            length -= 1
            out = {(s[:length], False) if len(s) >= length else (s, c) for s, c in out}
    return out


def start_keys(pattern: str, length: int = KEY_LENGTH) -> set[str] | None:
    """The strings of atoms (literal characters; " " for any whitespace, "0" for any
    digit) one of which starts every match of ``pattern``; None when it may start
    anywhere (or match nothing at all)."""
    try:
        parsed = _p.parse(pattern)
    except Exception:
        return None
    if parsed.state.flags & _IGNORECASE:
        return None
    keys = {s for s, _ in _keys(parsed, length)}
    return None if "" in keys else keys


def _trie_regex(keys: set[str]) -> str:
    """A regex of ``keys`` that takes the longest key the text starts with (no groups: a
    match object copies every group of its regex)."""
    tree: dict = {}
    for key in keys:
        node = tree
        for atom in key:
            node = node.setdefault(atom, {})
        node[""] = {}

    def render(node: dict) -> str:
        branches = [
            _ATOM_REGEX.get(atom, re.escape(atom)) + render(child)
            for atom, child in sorted(node.items())
            if atom
        ]
        if "" in node:  # a key ends here: taken when no longer one fits
            branches.append("")
        return branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"

    return render(tree) if tree else "(?!)"


_RUN = re.compile(r"(\s+)|\d+")


def _key_of(found: str) -> str:
    """The key a trie regex match stands for: runs of whitespace or digits as one atom."""
    return _RUN.sub(lambda m: _SPACE if m.group(1) else _DIGIT, found)


def _needed(seq) -> set[str] | None:
    """Strings one of which every match of a parsed sequence contains (the longest such
    choice found); None when none is known."""
    choices: list[set[str]] = []
    run = ""
    for op, av in seq:
        if op is _c.LITERAL:
            run += chr(av)
            continue
        if run:
            choices.append({run})
            run = ""
        inner: set[str] | None = None
        if op is _c.BRANCH:
            branches = [_needed(branch) for branch in av[1]]
            if all(b is not None for b in branches):
                inner = set().union(*branches)
        elif op is _c.SUBPATTERN and not av[1] & _IGNORECASE:
            inner = _needed(av[-1])
        elif _ATOMIC is not None and op is _ATOMIC:
            inner = _needed(av)
        elif op in _REPEATS and av[0] > 0:
            inner = _needed(av[2])
        if inner:
            choices.append(inner)
    if run:
        choices.append({run})
    return max(choices, key=lambda c: min(map(len, c)), default=None)


def needed_strings(pattern: str) -> set[str] | None:
    """Strings one of which is in every text ``pattern`` matches in; None when unknown."""
    try:
        parsed = _p.parse(pattern)
    except Exception:
        return None
    return None if parsed.state.flags & _IGNORECASE else _needed(parsed)


# Each alternative compiled (and its keys read) once, for all the alternations it is in.
_ALTERNATIVES: dict[str, tuple[re.Pattern[str], set[str] | None]] = {}


def _alternative(pattern: str) -> tuple[re.Pattern[str], set[str] | None]:
    if pattern not in _ALTERNATIVES:
        _ALTERNATIVES[pattern] = re.compile(pattern), start_keys(pattern)
    return _ALTERNATIVES[pattern]


class Alternation:
    """``(?<!before)(?:alt1|alt2|...)`` with ``finditer`` trying at each word start only the
    alternatives whose first characters fit, one by one in their order (the first that
    matches is the one the single regex would take)."""

    def __init__(self, alternatives: list[str], before: str = r"(?<![\w'])(?<!\w-)") -> None:
        self.alternatives = list(alternatives)
        compiled = [_alternative(a) for a in alternatives]
        by_key: dict[str, list[int]] = {}
        anywhere = []
        for i, (_, keys) in enumerate(compiled):
            if keys is None:
                anywhere.append(i)
            for key in keys or ():
                by_key.setdefault(key, []).append(i)
        # An alternative that may start anywhere is tried at every word start, but only in a
        # text with a string it needs ("passt"): without one, the keyed alternatives alone.
        needed = [needed_strings(alternatives[i]) for i in anywhere]
        self._needed = None if None in needed else set().union(*needed)
        self._keyed = self._with(compiled, by_key, [], before)
        self._all = self._with(compiled, by_key, anywhere, before) if anywhere else self._keyed

    @staticmethod
    def _with(compiled, by_key, anywhere, before):
        """The trie regex and, per key it finds (the longest), the alternatives with a key
        that starts it, in their order."""
        regexes: dict[str, tuple[re.Pattern[str], ...]] = {}
        for path in by_key:
            chosen = set(anywhere)
            for n in range(1, len(path) + 1):
                chosen.update(by_key.get(path[:n], ()))
            regexes[path] = tuple(compiled[i][0] for i in sorted(chosen))
        trie = _trie_regex(set(by_key))
        if anywhere:  # no key fits: the alternatives that may start anywhere (not at the end)
            regexes[""] = tuple(compiled[i][0] for i in anywhere)
            trie = rf"(?:{trie}|(?=.))"
        # Never at a line break: only a pattern starting with whitespace could match there.
        return re.compile(before + r"(?!\n)" + trie).search, regexes

    def finditer(self, text: str, lines: bool = False) -> Iterator[re.Match[str]]:
        """The matches in order, as the single regex would find them; with ``lines``, each
        line read as a text of its own (no match runs across a line break)."""
        needed = self._needed
        if needed is None or any(s in text for s in needed):
            search, by_key = self._all
        else:
            search, by_key = self._keyed
        pos = 0
        # where the current line ends (the text's end without ``lines``): looked up again only
        # once a candidate starts past it, so once a line, not once a candidate
        end = -1 if lines else len(text)
        while (start := search(text, pos)) is not None:
            p = start.start()
            found = start.group()
            regexes = by_key.get(found)
            if regexes is None:  # "10 cm", "a  bit": written with other runs than the key
                regexes = by_key[_key_of(found)]
            if p > end:
                end = text.find("\n", p)
                if end < 0:
                    end = len(text)
            for regex in regexes:
                m = regex.match(text, p, end)
                if m is not None:
                    if m.end() > p:
                        yield m
                        pos = m.end()
                        break
                    pos = p + 1
                    break
            else:
                pos = p + 1
