"""Fit signals per dimension from review text.

One pass of a precompiled trigger regex over the lower-cased text finds candidate
phrases and adjectives; each candidate is then checked in its clause (predicate
position, negation, hedging, the dimension it talks about) and the mentions of one
dimension are combined into one signal. False positives are worse than misses, so
every check errs on the side of saying nothing.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass

from . import lexicon as lx

LANGUAGES = ("en", "de", "fr", "es")
EVIDENCE_MAX = 200
# Adjectives that carry their own intensity.
_STRONG_WORDS = lx.words(
    "huge enormous tiny massive giant riesig winzig énorme énormes enorme enormes"
)
_LENGTH_DIMS = frozenset({"length", "sleeves", "inseam", "rise"})


@dataclass(frozen=True, slots=True)
class _Rule:
    direction: int
    dimension: str | None
    fixed: bool
    confidence: float
    adjective: lx.Adjective | None = None


def _word_alt(words) -> str:
    return "|".join(
        re.escape(w).replace(r"\ ", r"\s+") for w in sorted(set(words), key=len, reverse=True)
    )


def _compile_triggers(languages) -> tuple[re.Pattern[str], dict[str, _Rule]]:
    """One regex for all triggers of ``languages``; rules keyed by group name, and by the
    word itself for adjectives (one group for all of them keeps the alternation short)."""
    parts, rules = [], {}
    for lang in languages:
        for i, phrase in enumerate(lx.PHRASES[lang]):
            name = f"p_{lang}_{i}"
            parts.append(f"(?P<{name}>{phrase.pattern})")
            rules[name] = _Rule(phrase.direction, phrase.dimension, phrase.fixed, phrase.confidence)
    for lang in languages:
        for adj in lx.ADJECTIVES[lang]:
            for word in adj.words:
                rules.setdefault(word, _Rule(adj.direction, adj.dimension, False, 0.0, adj))
    adjectives = [w for w in rules if not w.startswith("p_")]
    parts.append(rf"(?P<adj>(?:{_word_alt(adjectives)})(?![\w'-]))")
    # Every trigger starts at a word start: the look-behind rejects the other positions
    # before the (long) alternation is tried, which is most of the matching cost.
    return re.compile(r"(?<![\w'-])(?:" + "|".join(parts) + ")"), rules


_TRIGGERS = {lang: _compile_triggers((lang,)) for lang in LANGUAGES}
_TRIGGERS["all"] = _compile_triggers(LANGUAGES)

_DEGREES = rf"{lx.DEGREE_STRONG}|{lx.DEGREE_MILD}|{lx.DEGREE_MEDIUM}"
_GLUE = (
    r"me|mir|ihr|on\s+me|for\s+me|just|still|even|all|also|definitely|auch|doch|aber|plus|más"
    r"|not|nicht|pas|no|ni|never|nie"
    rf"|bien|{_DEGREES}"
)
_CONTEXT = re.compile(
    rf"(?:(?P<fit>(?<![\w'])(?:{lx.FIT_VERBS}))|(?P<cop>(?<![\w'])(?:{lx.COPULAS}))"
    rf"|(?P<deg>(?<![\w'])(?:{_DEGREES})))(?:\s+(?:{_GLUE}))*\s+$"
)
_STRONG = re.compile(rf"(?<![\w'])(?:{lx.DEGREE_STRONG})(?![\w'])")
_MILD = re.compile(rf"(?<![\w'])(?:{lx.DEGREE_MILD})(?![\w'])")
_MEDIUM = re.compile(rf"(?<![\w'])(?:{lx.DEGREE_MEDIUM})(?![\w'])")
_BODY = re.compile(
    r"(?<![\w'])(?:i'?m|i\s+am|am|ich\s+bin|bin\s+ich|je\s+suis|soy|estoy|mido"
    rf"|(?:makes?|made|making)\s+me\s+(?:look|feel)|me\s+look)\s+(?:(?:{_DEGREES})\s+)*$"
)
_HEDGE = re.compile(lx.HEDGES)
_NEXT_WORD = re.compile(r"\s*([^\s\d.,!?;:()\"/\-\u2013\u2014]+)")
_ENOUGH = frozenset({"enough", "genug"})
_AS_LONG_AS = re.compile(r"(?:as|so)\s+$")
_POSSESSIVE = re.compile(r"(?:my|mein|meine|meinen|mon|ma|mes|mi|mis)\s+$")

_SENTENCE_BREAK = re.compile(r"[!?\n;]+|\.(?!\d)|\s[-\u2013\u2014]+\s|--+")
_CONTRAST_BREAK = re.compile(
    r"(?<![\w'])(?:but|however|although|though|except|yet|while|whereas|aber|jedoch|doch|allerdings"
    r"|sondern|nur|mais|cependant|sauf|pourtant|par\s+contre|pero|aunque|sino|excepto|salvo)(?![\w'])"
)
_SUB_BREAK = re.compile(r"[,()]|&")

_DIM_NAMES: dict[str, str] = {}
for _dim, _words in lx.DIMENSION_WORDS.items():
    for _w in _words:
        _DIM_NAMES[_w] = _dim
_DIMENSIONS = re.compile(rf"(?<![\w'-])(?:{_word_alt(_DIM_NAMES)})(?![\w'-])")
_SPACES = re.compile(r"\s+")
_FOOTWEAR = re.compile(rf"(?<![\w'])(?:{_word_alt(lx.FOOTWEAR_WORDS)})(?![\w'])")


def _breaks(regex: re.Pattern[str], text: str) -> tuple[list[int], list[int]]:
    starts, ends = [], []
    for m in regex.finditer(text):
        starts.append(m.start())
        ends.append(m.end())
    return starts, ends


class _Spans:
    """Clause boundaries of one text: sentences, contrast clauses and comma sub-clauses."""

    def __init__(self, text: str) -> None:
        n = len(text)
        sentence = _breaks(_SENTENCE_BREAK, text)
        contrast = _breaks(_CONTRAST_BREAK, text)
        sub = _breaks(_SUB_BREAK, text)
        self.clause = self._merge(n, sentence, contrast)
        self.sub = self._merge(n, sentence, contrast, sub)

    @staticmethod
    def _merge(n: int, *lists: tuple[list[int], list[int]]) -> tuple[list[int], list[int]]:
        pairs = sorted(
            {(s, e) for starts, ends in lists for s, e in zip(starts, ends, strict=True)}
        )
        return [0] + [e for _, e in pairs], [s for s, _ in pairs] + [n]

    @staticmethod
    def around(bounds: tuple[list[int], list[int]], start: int, end: int) -> tuple[int, int]:
        starts, stops = bounds
        i = bisect_right(starts, start) - 1
        return starts[i], max(stops[i], end)


def _strength(window: str) -> float | None:
    if _STRONG.search(window):
        return 1.0
    if _MILD.search(window):
        return 0.5
    if _MEDIUM.search(window):
        return 0.8
    return None


def _negated(prefix: str) -> bool:
    tokens = prefix.split()[-3:]
    return any(t in lx.NEGATORS or t.endswith("n't") for t in tokens)


def _evidence(original: str, start: int, end: int, hit_start: int, hit_end: int) -> str:
    text = original[start:end].strip(" ,;:-\u2013\u2014()\"'\n\t")
    if len(text) > EVIDENCE_MAX:
        offset = original.find(text, start)
        lo = max(offset, hit_start - 90)
        hi = min(offset + len(text), max(hit_end + 90, lo + EVIDENCE_MAX - 2))
        text = "…" + original[lo:hi].strip() + "…"
    return _SPACES.sub(" ", text)


def _attach(text: str, sub: tuple[int, int], hit: tuple[int, int]) -> tuple[str, int] | None:
    """The dimension named in the sub-clause nearest to the hit, with its start offset."""
    best = None
    for m in _DIMENSIONS.finditer(text, sub[0], sub[1]):
        distance = hit[0] - m.end() if m.end() <= hit[0] else m.start() - hit[1]
        if best is None or abs(distance) < best[0]:
            best = (abs(distance), _DIM_NAMES[_SPACES.sub(" ", m.group(0))], m.start())
    return (best[1], best[2]) if best else None


def find_signals(
    lower: str, original: str, language: str | None
) -> dict[str, list[tuple[float, float, str]]]:
    """Mentions per dimension: (score, confidence, evidence)."""
    regex, rules = _TRIGGERS.get(language or "all", _TRIGGERS["all"])
    mentions: dict[str, list[tuple[float, float, str]]] = {}
    spans: _Spans | None = None
    footwear: bool | None = None
    for m in regex.finditer(lower):
        if spans is None:
            spans = _Spans(lower)
        name = m.lastgroup
        rule = rules[_SPACES.sub(" ", m.group(0)) if name == "adj" else name]
        start, end = m.span()
        sub = _Spans.around(spans.sub, start, end)
        clause = _Spans.around(spans.clause, start, end)
        prefix = lower[sub[0] : start]
        if _HEDGE.search(lower, clause[0], clause[1]):  # hedged, hoped, about the model photo
            continue
        negated = _negated(prefix)
        adj = rule.adjective
        direction = rule.direction
        if adj is None:
            confidence = rule.confidence
            strength = _strength(lower[max(sub[0], start - 25) : end]) or 0.75
        else:
            word = m.group(0)
            after = _NEXT_WORD.match(lower, end, sub[1])
            next_word = after.group(1) if after else None
            if next_word == "as" and _AS_LONG_AS.search(prefix[-4:]):
                continue  # "as long as", "so long as"
            if next_word in _ENOUGH:
                if not negated:
                    continue
                direction, negated = -direction, False
                confidence, strength = 0.65, 0.75
            else:
                if next_word is not None and next_word not in lx.AFTER_ADJECTIVE:
                    continue  # attributive: "small pattern", "short sleeves"
                if _BODY.search(prefix[-40:]):
                    continue  # "i'm short", "i am very petite"
                context = _CONTEXT.search(prefix[-60:])
                if context is None:
                    if adj.dimension == "width":
                        if footwear is None:
                            footwear = bool(_FOOTWEAR.search(lower))
                        if not footwear:
                            continue
                    elif not adj.alone:
                        continue
                    confidence = 0.55
                else:
                    confidence = 0.8 if context.group("fit") else 0.65
                if word in _STRONG_WORDS:
                    strength = 1.0
                else:
                    strength = _strength(prefix[-25:]) or (
                        0.75 if context and context.group("fit") else 0.6
                    )
        dimension = rule.dimension or "overall"
        if not rule.fixed:
            named = _attach(lower, sub, (start, end))
            if (
                adj is not None
                and adj.needs_dimension
                and (named is None or named[0] not in adj.needs_dimension)
            ):
                continue
            if named is not None:
                if named[0] == lx.OTHER_PART:
                    continue  # "the buttons are small": a part, not the fit
                if named[1] < start and _POSSESSIVE.search(lower, max(0, named[1] - 6), named[1]):
                    continue  # "my waist is small": the body, not the garment
                # long/short keep "length" unless the named dimension has a length too
                if dimension not in _LENGTH_DIMS or named[0] in _LENGTH_DIMS:
                    dimension = named[0]
            elif dimension == "width":
                if footwear is None:
                    footwear = bool(_FOOTWEAR.search(lower))
                if not footwear:
                    dimension = "overall"
        if negated:
            if direction == lx.NEUTRAL:
                continue  # "not true to size": direction unknown
            score, confidence = 0.0, min(confidence, 0.5)
        else:
            score = direction * strength
        evidence = _evidence(original, clause[0], clause[1], start, end)
        mentions.setdefault(dimension, []).append((score, confidence, evidence))
    return mentions


def combine(mentions: list[tuple[float, float, str]]) -> tuple[float, float, str]:
    """One signal from several mentions: confidence-weighted mean score, noisy-or confidence."""
    total = sum(c for _, c, _ in mentions)
    score = sum(s * c for s, c, _ in mentions) / total
    miss = 1.0
    for _, c, _ in mentions:
        miss *= 1.0 - c
    best = max(mentions, key=lambda item: (abs(item[0]) > 0, item[1]))
    return round(score, 2), round(min(0.95, 1.0 - miss), 2), best[2]
