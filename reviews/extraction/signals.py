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
from .dispatch import Alternation

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
    also_overall: bool = False
    wish: bool = False


def _word_alt(words) -> str:
    return "|".join(
        re.escape(w).replace(r"\ ", r"\s+") for w in sorted(set(words), key=len, reverse=True)
    )


def _compile_triggers(languages) -> tuple[Alternation, dict[str, _Rule]]:
    """All triggers of ``languages`` as one alternation; rules keyed by group name, and by
    the word itself for adjectives (one group for all of them keeps the alternation short)."""
    parts, rules = [], {}
    for lang in languages:
        for i, phrase in enumerate(lx.PHRASES[lang]):
            name = f"p_{lang}_{i}"
            parts.append(f"(?P<{name}>{phrase.pattern})")
            rules[name] = _Rule(
                phrase.direction,
                phrase.dimension,
                phrase.fixed,
                phrase.confidence,
                also_overall=phrase.also_overall,
                wish=phrase.wish,
            )
    for lang in languages:
        for adj in lx.ADJECTIVES[lang]:
            for word in adj.words:
                rules.setdefault(word, _Rule(adj.direction, adj.dimension, False, 0.0, adj))
    adjectives = [w for w in rules if not w.startswith("p_")]
    parts.append(rf"(?P<adj>(?:{_word_alt(adjectives)})(?![\w'])(?!-\w))")
    # Every trigger starts at a word start.
    return Alternation(parts), rules


_TRIGGERS = {lang: _compile_triggers((lang,)) for lang in LANGUAGES}
_TRIGGERS["all"] = _compile_triggers(LANGUAGES)

_DEGREES = rf"{lx.DEGREE_STRONG}|{lx.DEGREE_MILD}|{lx.DEGREE_MEDIUM}"
_GLUE = (
    r"me|mir|ihr|on\s+me|for\s+me|just|still|even|all|also|definitely|auch|doch|aber|plus|más"
    r"|overall|actually|honestly|generally|certainly|probably|really|way|much|a\s+lot"
    r"|(?:about|around|almost|nearly|like)?\s*(?:a\s+size|one\s+size|two\s+sizes|a\s+full\s+size|half\s+a\s+size"
    r"|a\s+half\s+size)|about|around|almost|nearly|eine\s+nummer|une\s+taille|una\s+talla"
    r"|not|nicht|pas|no|ni|never|nie"
    rf"|bien|{_DEGREES}"
)
_CONTEXT = re.compile(
    rf"(?:(?P<fit>(?<![\w'])(?:{lx.FIT_VERBS}))|(?P<cop>(?<![\w'])(?:{lx.COPULAS}))"
    rf"|(?P<deg>(?<![\w'])(?:{_DEGREES})))(?:\s+(?:{_GLUE}))*"
    r"(?:\s+[\w'-]+\s*(?:,|and|or|&|und|oder|et|ou|y|o))?\s+$"  # "too wide and cropped"
)
_STRONG = re.compile(rf"(?<![\w'])(?:{lx.DEGREE_STRONG})(?![\w'])")
_MILD = re.compile(rf"(?<![\w'])(?:{lx.DEGREE_MILD})(?![\w'])")
_MEDIUM = re.compile(rf"(?<![\w'])(?:{lx.DEGREE_MEDIUM})(?![\w'])")
_BODY = re.compile(
    r"(?<![\w'])(?:i'?m|i\s+am|am|ich\s+bin|bin\s+ich|je\s+suis|soy|estoy|mido"
    rf"|(?:makes?|made|making)\s+me\s+(?:look|feel)|me\s+look"
    r"|(?:who|that)\s+(?:are|is|were|was|'re|have|has)|who're"
    r"|(?:i\s+have|i've\s+got|i\s+got|j'ai|ich\s+habe|tengo)\s+(?:(?:a|the|le|la|les|des|el|los|las|einen|eine)\s+)?\w+"
    rf")\s+(?:(?:{_DEGREES})\s+)*$"
)
_HEDGE = re.compile(lx.HEDGES)
_PHOTO = re.compile(lx.PHOTO)
_QUESTION = re.compile(
    r"[\s\"'(]*(?:am|is|are|was|were|do|does|did|can|could|would|should|will|what|how|why|where|who|which"
    r"|ist|sind|soll|kann|warum|wie|was|est-ce|pourquoi|comment|es|son|por\s+qué|cómo|qué)\s"
)
_AGREE = re.compile(
    r"(?<![\w'])(?:like|as|agree|agreed|agreeing)\s+(?:with\s+)?(?:the\s+|some\s+|many\s+|all\s+|most\s+)?"
    r"(?:other|another|previous|earlier|several)?\s*$"
)
_THAN = re.compile(r"(?<![\w'])(?:than|as|als|wie|que|comme|como)(?![\w'])")
_IF_YOU = re.compile(
    r"(?<!even\s)(?<![\w'])(?:if|unless)\s+(?:you|your|you're|one|someone)\b|(?<![\w'])(?:si|wenn)\s+"
    r"(?:vous|tu|man|du|usted|tienes|tiene)\b"
)
# Advice negated after the fact: "sizing up won't fix it".
_UNDONE = re.compile(
    r"\s+(?:won'?t|wouldn'?t|will\s+not|would\s+not|doesn'?t|does\s+not|didn'?t|won't)\b"
)
# A sub-clause with its own subject does not inherit the part named before it.
_SUBJECT = re.compile(
    r"(?<![\w'])(?:the|it|it's|they|they're|these|this|el|la|los|las|le|les|il|elle|ils|elles|der|die|das"
    r"|er|sie|es)(?![\w'])"
)
# Between a part and its predicate: "the shoulders are too narrow", "las mangas muy largas".
_PREDICATE_GAP = re.compile(
    rf"\s*(?:(?:{lx.COPULAS}|{lx.FIT_VERBS}|{_DEGREES}|me|mir|le|les|a|bit|little|still|also|just|all"
    r"|really|leider|aber|auch|hier|un|peu|trop|muy|algo|definitely|feeling|feel|feels|felt|looking"
    r"|kind\s+of|kinda|way|rather|\w+ly)\s+)*$"
)
_PART_AFTER = re.compile(
    rf"\s+(?:{lx.NEUTRAL_PREPOSITIONS})\s+(?:(?:the|my|his|her|der|die|den|dem|la|le|les|l'|los|las|el)\s*)?"
)
_WITH_PREPOSITION = re.compile(r"(?:à|au|aux|an|am|im|in|en|de)\s")
_NEUTRAL_BARE = re.compile(rf"(?<![\w'])(?:{lx.NEUTRAL_WORDS})\s+$")
_POSITION = re.compile(
    r"(?<![\w'])(?:hits?|falls?|fell|lands?|landed|comes?|came|ends?|ended|sits?|sat|reaches|reached"
    r"|geht|endet|reicht|tombe|arrive|llega)(?:\s+(?:me|her|him|mir|me))?\s+\S*\s*$"
)
_CROTCH = frozenset({"crotch", "fourche", "schritt"})
# "talla pequeña": the size called small (a noun phrase), not "talla pequeño" (sizes small).
_FEMININE_AFTER_TALLA = re.compile(r"talla\s+$")
_NEXT_WORD = re.compile(r"\s*([^\s\d.,!?;:()\"/\-\u2013\u2014]+)")
_ENOUGH = frozenset({"enough", "genug"})
_COUNTED = re.compile(r"(?<![\d.,'\"])\d+\s+$")
_AS_LONG_AS = re.compile(r"(?:as|so)\s+$")
_NOT_AS = re.compile(r"(?:not|n't|nearly|quite)\s+(?:quite\s+|nearly\s+)?(?:as|so)\s+$")
_POSSESSIVE = re.compile(r"(?:my|mein|meine|meinen|mon|ma|mes|mi|mis)\s+$")

_SENTENCE_BREAK = re.compile(r"[!?\n;]+|\.(?!\d)|\s[-\u2013\u2014]+\s|--+")
_CONTRAST_BREAK = re.compile(
    r"(?<![\w'])(?:but|however|although|though|except|yet|while|whereas|(?<=,\s)(?:aber|jedoch|doch"
    r"|allerdings|nur)|sondern|mais|cependant|sauf|pourtant|par\s+contre|pero|aunque|sino|excepto|salvo"
    r"|so(?=\s+(?:i|we)\b)|and(?=\s+i\b)|also(?=\s+(?:habe|hab)\b)|donc|alors|así\s+que|por\s+eso)(?![\w'])"
)
_SUB_BREAK = re.compile(r"[,()]|&")

_DIM_NAMES: dict[str, str] = {}
for _dim, _words in lx.DIMENSION_WORDS.items():
    for _w in _words:
        _DIM_NAMES[_w] = _dim
_DIMENSIONS = Alternation(
    [
        re.escape(w).replace(r"\ ", r"\s+") + r"(?![\w'-])"
        for w in sorted(_DIM_NAMES, key=len, reverse=True)
    ],
    before=r"(?<![\w-])",
)
_SPACES = re.compile(r"\s+")
_FOOT = re.compile(rf"(?<![\w'])(?:{_word_alt(lx.FOOT_WORDS)})(?![\w'])")
_FOOTWEAR_ITEM = re.compile(rf"(?<![\w'])(?:{_word_alt(lx.FOOTWEAR_ITEMS)})(?![\w'])")
_FIRST_SENTENCE = re.compile(r"[^.!?]*(?:[.!?]|$)")


def _footwear(lower: str) -> bool:
    """Whether the review is about shoes (see ``lexicon.FOOT_WORDS``)."""
    if _FOOT.search(lower):
        return True
    title_and_first = _FIRST_SENTENCE.match(lower, lower.find("\n") + 1).end()
    return _FOOTWEAR_ITEM.search(lower, 0, max(title_and_first, 80)) is not None


# What may stand between two coordinated parts: "bust and shoulders", "hips & thighs",
# "chest, shoulders", "Hüfte und Oberschenkel", "cuisses et fourche", "pecho y hombros".
_COORDINATION = re.compile(
    r"\s*(?:&|/|\+|and|or|und|oder|sowie|et|ou|y|e|o|as\s+well\s+as|plus)\s*"
    r"(?:(?:the|my|his|her|die|der|den|dem|das|am|an\s+den|an\s+der|im|in\s+den|les|la|le|l'|aux|au"
    r"|las|los|el|en\s+los|en\s+las)\s*)?(?:(?:upper|lower|back|ober|unteren?|oberen?)\s+)?$"
)
_MALE = re.compile(
    r"(?<![\w'])(?:husband|son|boyfriend|dad|father|brother|men'?s|man|male|guy|herren\w*|mann|mannes|sohn"
    r"|freund|vater|bruder|sakko|anzug|homme|hommes|mari|fils|copain|père|frère|costume|hombre|hombres"
    r"|marido|hijo|novio|padre|hermano|caballero|traje)(?![\w'])"
)
_FEMALE = re.compile(
    r"(?<![\w'])(?:woman|women'?s|wife|daughter|girlfriend|frau|damen\w*|bluse|kleid|bh|tochter|freundin"
    r"|femme|femmes|robe|blouse|soutien-gorge|fille|ravie|enceinte|mujer|vestido|blusa|sujetador|hija"
    r"|encantada|contenta|embarazada|novia|esposa)(?![\w'])"
)
_CONDITION = re.compile(lx.CONDITIONS)
_NEGATION = re.compile(
    r"(?<![\w'])(?:not|n't|never|no|nicht|kein\w*|pas|jamais|nunca)(?![\w'])|n't"
)
_EXCESS = re.compile(
    rf"(?<![\w'])(?:{lx.DEGREE_EXCESS})\s+(?:(?:a\s+)?(?:bit|little)\s+)?"
    r"(?:[\w'-]+\s*(?:,|and|or|&|und|oder|et|ou|y|o)\s+)?$"
)
_AS_DESIGNED = re.compile(lx.AS_DESIGNED)
_BODY_COPULA = re.compile(r"\s+(?:is|are|was|were|'s|ist|sind|est|sont|es|son|está|están)\b")
_ON_ME = re.compile(r"\s+(?:on|for)\s+(?:me|him|her|my|his|them|us)(?![\w'])")


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


def _hedged(
    lower: str, clause: tuple[int, int], sub: tuple[int, int], start: int, end: int
) -> bool:
    """A hypothetical, feared or second-hand statement: a hedge word before the trigger in
    its clause ("worried it would be too small"), or a condition on the reader right after
    it ("fits great if you're 6'5")."""
    for hedge in _HEDGE.finditer(lower, clause[0], end):
        if not _AGREE.search(lower, max(clause[0], hedge.start() - 30), hedge.start()):
            return True  # "like other reviewers said, it runs small" is the reviewer's own
    if lower.startswith("?", clause[1]) and _QUESTION.match(lower, clause[0]):
        return True  # "am i tall enough to pull off the extra fabric?"
    after = _IF_YOU.search(lower, end, sub[1])
    return after is not None


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


_NEUTRAL_AFTER = re.compile(
    rf"\s*(?:(?:{lx.NEUTRAL_COPULAS}|{lx.FIT_PREDICATES})\s+)?(?:(?:{lx.NEUTRAL_ADVERBS})\s+)*"
    rf"(?:{lx.NEUTRAL_WORDS})(?![\w'])"
    rf"|\s*(?:{lx.FIT_PREDICATES})(?![\w'])(?!\s+(?:(?:me|him|her|mir|ihm|ihr|a|un|una)\s+)?(?:{_DEGREES}))"
)
_NEUTRAL_BEFORE = re.compile(
    rf"(?<![\w'])(?:(?:{lx.NEUTRAL_WORDS})|(?:{lx.FIT_PREDICATES})(?:\s+(?:{lx.NEUTRAL_ADVERBS}))*)\s+"
    rf"(?:{lx.NEUTRAL_PREPOSITIONS})\s+(?:(?:the|my|der|die|den|dem|la|le|les|l'|los|las|el)\s*)?$"
)


@dataclass(slots=True)
class _Dims:
    """Dimension words of one text, grouped where coordinated ("bust and shoulders")."""

    starts: list[int]
    ends: list[int]
    names: list[str]
    group: list[int]  # index of the first member of each word's group

    @classmethod
    def of(cls, text: str) -> _Dims:
        starts, ends, names, group = [], [], [], []
        for m in _DIMENSIONS.finditer(text):
            i = len(starts)
            name = _DIM_NAMES[_SPACES.sub(" ", m.group(0))]
            coordinated = (
                i
                and names[i - 1] != lx.OTHER_PART
                and name != lx.OTHER_PART
                and m.start() - ends[i - 1] < 30
                and _COORDINATION.match(text, ends[i - 1], m.start())
            )
            group.append(group[i - 1] if coordinated else i)
            starts.append(m.start())
            ends.append(m.end())
            names.append(name)
        return cls(starts, ends, names, group)

    def members(self, i: int) -> tuple[str, ...]:
        first = self.group[i]
        out = []
        j = first
        while j < len(self.group) and self.group[j] == first:
            if self.names[j] not in out:
                out.append(self.names[j])
            j += 1
        return tuple(out)

    def nearest(self, lo: int, hi: int, hit: tuple[int, int]) -> int | None:
        """Index of the dimension word in [lo, hi) nearest to the hit."""
        i = bisect_right(self.starts, lo - 1)
        best, best_distance = None, 0
        while i < len(self.starts) and self.ends[i] <= hi:
            if (hit[0] <= self.starts[i] and self.ends[i] <= hit[1]) or self.names[
                i
            ] == lx.OTHER_PART:
                i += 1
                continue  # part of the trigger itself ("had to hem"); a part said of elsewhere
            distance = abs(
                hit[0] - self.ends[i] if self.ends[i] <= hit[0] else self.starts[i] - hit[1]
            )
            if best is None or distance < best_distance:
                best, best_distance = i, distance
            i += 1
        return best

    def adjacent(self, text: str, sub: tuple[int, int], hit: tuple[int, int]) -> int | None:
        """The part a predicate is said of: right before it ("the shoulders are too narrow")
        or right after it with a preposition ("tight across the bust")."""
        i = bisect_right(self.starts, hit[0] - 1) - 1
        if (
            i >= 0
            and self.starts[i] >= sub[0]
            and self.ends[i] <= hit[0]
            and _PREDICATE_GAP.match(text, self.ends[i], hit[0])
        ):
            return i
        j = bisect_right(self.starts, hit[0] - 1)
        if j < len(self.starts) and self.starts[j] == hit[0] and self.names[j] != lx.OTHER_PART:
            return j  # the phrase starts with its part: "länge passt."
        return self.part_after(text, hit[1], sub[1])

    def part_after(self, text: str, pos: int, end: int) -> int | None:
        """Index of the part named after a preposition at ``pos``: "... in the hips"."""
        m = _PART_AFTER.match(text, pos, end)
        if m is not None:
            j = bisect_right(self.starts, m.end() - 1)
            if j < len(self.starts) and self.starts[j] == m.end():
                return j
        return None

    def covers(self, start: int, end: int) -> bool:
        """Whether [start, end) lies inside a dimension word."""
        i = bisect_right(self.starts, start) - 1
        return i >= 0 and self.ends[i] >= end

    def before(self, lo: int, hit_start: int) -> int | None:
        """Index of the last dimension word in [lo, hit_start)."""
        i = bisect_right(self.starts, hit_start - 1) - 1
        if i < 0 or self.starts[i] < lo or self.names[i] == lx.OTHER_PART:
            return None
        return i


@dataclass(slots=True)
class _Mention:
    dimension: str
    score: float
    confidence: float
    evidence: str
    clause: int  # start of the sub-clause: a directed mention there beats a neutral one
    vague: bool = False  # an idiom naming no part ("pinches"): only when no part says it


def _neutral_mentions(
    lower: str, original: str, spans: _Spans, dims: _Dims, out: list[_Mention]
) -> None:
    """Named parts said to fit: "waist fits", "hips and thighs are fine", "perfect at the
    shoulders", "Schultern passen", "cuisses et fourche parfaites"."""
    seen = set()
    for i, first in enumerate(dims.group):
        if first in seen or dims.names[i] == lx.OTHER_PART:
            continue
        j = i
        while j + 1 < len(dims.group) and dims.group[j + 1] == first:
            j += 1
        start, end = dims.starts[i], dims.ends[j]
        sub = _Spans.around(spans.sub, start, end)
        hit = _NEUTRAL_AFTER.match(lower, end, sub[1])
        if hit is not None:
            after = _NEXT_WORD.match(lower, hit.end(), sub[1])
            if after is not None and after.group(1) not in lx.AFTER_ADJECTIVE:
                hit = None
        if hit is None:
            before = _NEUTRAL_BEFORE.search(lower, max(sub[0], start - 45), start)
            if before is None and _WITH_PREPOSITION.match(lower, start):
                # the part's name has its preposition: "parfait à la taille"
                before = _NEUTRAL_BARE.search(lower, max(sub[0], start - 30), start)
            if before is None:
                continue
            span = (before.start(), end)
        else:
            span = (start, hit.end())
        seen.add(first)
        names = dims.members(i)
        if hit is None and _POSITION.search(lower, max(sub[0], span[0] - 20), span[0] + 1):
            names = ("length",)  # "hits perfectly at the hip": where it ends, a length
        if _NEGATION.search(lower, max(sub[0], span[0] - 12), span[1]):
            continue
        clause = _Spans.around(spans.clause, span[0], span[1])
        if _hedged(lower, clause, sub, span[0], span[1]):
            continue
        evidence = _evidence(original, clause[0], clause[1], span[0], span[1])
        for name in names:
            if name != lx.TORSO:
                out.append(_Mention(name, 0.0, 0.6, evidence, sub[0]))


def find_signals(
    lower: str, original: str, language: str | None
) -> dict[str, list[tuple[float, float, str]]]:
    """Mentions per dimension: (score, confidence, evidence)."""
    regex, rules = _TRIGGERS.get(language or "all", _TRIGGERS["all"])
    found: list[_Mention] = []
    spans: _Spans | None = None
    dims: _Dims | None = None
    footwear: bool | None = None
    for m in regex.finditer(lower):
        if spans is None:
            spans, dims = _Spans(lower), _Dims.of(lower)
        name = m.lastgroup
        rule = rules[_SPACES.sub(" ", m.group(0)) if name == "adj" else name]
        start, end = m.span()
        sub = _Spans.around(spans.sub, start, end)
        clause = _Spans.around(spans.clause, start, end)
        prefix = lower[sub[0] : start]
        if not rule.wish and _hedged(lower, clause, sub, start, end):  # hoped, feared
            continue
        if name == "adj" and dims.covers(start, end):
            continue  # "el largo de entrepierna", "longueur": a part's name, not a verdict
        photo = _PHOTO.search(lower, sub[0], sub[1])
        if (
            photo is not None
            and not _THAN.search(lower, max(sub[0], photo.start() - 25), photo.start())
            and not (rule.direction == lx.NEUTRAL and rule.dimension == "length")
        ):
            continue  # "looked loose on the model"; "shorter than in the photos" is a verdict
        if (
            rule.fixed
            and rule.dimension == "overall"
            and rule.direction != lx.NEUTRAL
            and (_CONDITION.search(lower, clause[0], clause[1]) or _UNDONE.match(lower, end))
        ):
            continue  # "size up if busty", "would size down if it weren't for the hips"
        negated = _negated(prefix)
        adj = rule.adjective
        direction = rule.direction
        if adj is None:
            confidence = rule.confidence
            strength = _strength(lower[max(sub[0], start - 25) : end]) or 0.75
        else:
            word = m.group(0)
            if (
                word[-1] == "a"
                and word.endswith(("ña", "ca", "da", "ta"))
                and _FEMININE_AFTER_TALLA.search(prefix[-8:])
            ):
                continue
            after = _NEXT_WORD.match(lower, end, sub[1])
            next_word = after.group(1) if after else None
            if next_word == "as" and _AS_LONG_AS.search(prefix[-4:]):
                if not _NOT_AS.search(prefix[-12:]):
                    continue  # "as long as", "so long as"
                direction = -direction  # "not as long as on the model": shorter
            if adj.judged and (negated or not _EXCESS.search(prefix[-30:])):
                continue  # "oversized style", "boxy", "cropped": style words, no verdict
            if next_word in _ENOUGH:
                if negated:  # "not long enough": short
                    direction, negated = -direction, False
                    confidence, strength = 0.65, 0.75
                else:  # "finally long enough": as needed
                    direction, confidence, strength = lx.NEUTRAL, 0.6, 0.0
            else:
                if next_word is not None and next_word not in lx.AFTER_ADJECTIVE:
                    continue  # attributive: "small pattern", "short sleeves"
                if _BODY.search(prefix[-40:]):
                    continue  # "i'm short", "i am very petite"
                if _COUNTED.search(prefix[-6:]):
                    continue  # "2 small and 1 huge": counted things
                context = _CONTEXT.search(prefix[-60:])
                if context is None:
                    if _ON_ME.match(lower, end) or dims.part_after(lower, end, sub[1]) is not None:
                        confidence = 0.65  # "long on me", "larga de mangas"
                    elif adj.dimension == "width":
                        if footwear is None:
                            footwear = _footwear(lower)
                        if not footwear:
                            continue
                        confidence = 0.55
                    elif not adj.alone:
                        continue
                    else:
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
        targets: tuple[str, ...] = (dimension,)
        if not rule.fixed:
            near = dims.adjacent(lower, sub, (start, end))
            if near is None and not (adj is None and direction == lx.NEUTRAL):
                # a verdict names its part next to it ("fits well in the waist"); a size
                # word may name it further off ("the waist on these is a bit big")
                near = dims.nearest(sub[0], sub[1], (start, end))
            if (
                near is None
                and (adj is None or dimension in _LENGTH_DIMS)
                and direction != lx.NEUTRAL
                and not _SUBJECT.search(prefix)
            ):
                # "the inseam is 34, way too long"; "tight in the bust, could barely move"
                near = dims.before(clause[0], start)
            named = dims.names[near] if near is not None else None
            if adj is not None and adj.needs_dimension and named not in adj.needs_dimension:
                continue
            if near is not None:
                if named == lx.OTHER_PART:
                    continue  # "the buttons are small": a part, not the fit
                where = dims.starts[near]
                if (
                    where < start
                    and _POSSESSIVE.search(lower, max(0, where - 6), where)
                    and (
                        _BODY_COPULA.match(lower, dims.ends[near])
                        if adj is not None
                        else _PREDICATE_GAP.match(lower, dims.ends[near], start)
                    )
                ):
                    continue  # "my waist is small", "my breasts droop": the body
                if (
                    adj is not None
                    and adj.needs_dimension
                    and lower[where : dims.ends[near]] in _CROTCH
                ):
                    direction = -direction  # a crotch hanging low is a long rise
                members = dims.members(near)
                # long/short keep "length" unless the named dimension has a length too
                if dimension not in _LENGTH_DIMS:
                    targets = tuple(d for d in members if d != lx.TORSO)
                    if not targets:
                        continue  # "large in the torso": its width, which is no dimension
                else:
                    targets = tuple(
                        d for d in members if d in _LENGTH_DIMS or d in (lx.BREAST, lx.TORSO)
                    ) or (dimension,)
                    targets = tuple(d for d in targets if d != lx.BREAST) or (dimension,)
                    targets = tuple("length" if d == lx.TORSO else d for d in targets)
            elif dimension == "width":
                if footwear is None:
                    footwear = _footwear(lower)
                if not footwear:
                    targets = ("overall",)
        if adj is not None and direction != lx.NEUTRAL and _AS_DESIGNED.match(lower, end):
            direction = lx.NEUTRAL  # "snug as a rash guard should be": fits as designed
        if negated:
            if direction == lx.NEUTRAL or adj is None:
                continue  # "not true to size", "doesn't look like a sack": direction unknown
            score, confidence = 0.0, min(confidence, 0.5)
        else:
            score = direction * strength
        evidence = _evidence(original, clause[0], clause[1], start, end)
        vague = adj is None and not rule.fixed and targets == ("overall",)
        if rule.also_overall:
            targets = (*targets, "overall")
        for target in targets:
            found.append(_Mention(target, score, confidence, evidence, sub[0], vague))
    if spans is None:
        dims = _Dims.of(lower)
        if not dims.starts:
            return {}
        spans = _Spans(lower)
    _neutral_mentions(lower, original, spans, dims, found)
    return _resolve(lower, found, footwear)


def _resolve(
    lower: str, found: list[_Mention], footwear: bool | None
) -> dict[str, list[tuple[float, float, str]]]:
    """Final dimension codes: Brust/poitrine/pecho by garment, a shoe's length is its
    size (overall); a directed mention of a part beats a neutral one in its sub-clause."""
    if not found:
        return {}
    breast = None
    if any(m.dimension == lx.BREAST for m in found):
        male = _MALE.search(lower) is not None and _FEMALE.search(lower) is None
        breast = "chest" if male else "bust"
    if footwear is None and any(m.dimension == "length" for m in found):
        footwear = _footwear(lower)
    directed = {m.dimension for m in found if m.score != 0}
    signs = {
        (m.score > 0) for m in found if m.score != 0 and m.dimension != "overall" and not m.vague
    }
    mentions: dict[str, list[tuple[float, float, str]]] = {}
    for m in found:
        if m.score == 0 and m.confidence < 0.8 and m.dimension in directed:
            continue  # "it fits" next to "runs large": the verdict wins
        if m.vague and m.score != 0 and (m.score > 0) in signs:
            continue  # a title "Pinches" over "pinches at the waist"
        dimension = m.dimension
        if dimension == lx.BREAST:
            dimension = breast
        elif dimension == "length" and footwear:
            dimension = "overall"
        mentions.setdefault(dimension, []).append((m.score, m.confidence, m.evidence))
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
