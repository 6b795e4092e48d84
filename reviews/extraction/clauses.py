"""Clauses of a review: where a statement starts and ends, and whether it is hedged.

A mention is judged inside its clause (sentence or contrast clause: "but", "aber",
"mais", "pero") and its sub-clause (commas, brackets): hedges, negation and the evidence
quoted for it all stop at these boundaries.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from . import lexicon as lx
from .keyed import Keyed

EVIDENCE_MAX = 200

# tried only where a hedge's start key fits (keyed.py): the same matches
_HEDGE = Keyed(re.compile(lx.HEDGES))

_QUESTION = re.compile(
    r"[\s\"'(]*(?:am|is|are|was|were|do|does|did|can|could|would|should|will|what|how|why|where|who|which"
    r"|ist|sind|soll|kann|warum|wie|was|est-ce|pourquoi|comment|es|son|por\s+qué|cómo|qué)\s"
)
_AGREE = re.compile(
    r"(?<![\w'])(?:like|as|agree|agreed|agreeing)\s+(?:with\s+)?(?:the\s+|some\s+|many\s+|all\s+|most\s+)?"
    r"(?:other|another|previous|earlier|several)?\s*$"
    # "reviewers were right in"
    r"|(?<![\w'])(?:right|correct|accurate|spot\s+on)\s*(?:,|in|when|about)?\s*$"
)

# The reviewer denying what other reviews say (fit-text-27, fitovr3): "i disagree with the
# other reviewers who say this runs small", "i don't agree with previous review that this skirt
# runs large", "have to disagree with the other reviewers about this being tts". Their words
# are then the reviewer's own statement, negated: no hedge, and the verdict named is denied.
_DISAGREE_WITH = r"(?<![\w'])(?:disagree|(?:do|did|does)(?:n'?t|\s+not)\s+agree)\s+with\s+"
_DISAGREE = (
    _DISAGREE_WITH
    + r"(?:[\w']+\s+){0,4}?(?:reviews?|reviewers?|posts?|posters?|comments?|others|people)\b"
)
_DISAGREE_BEFORE = re.compile(_DISAGREE_WITH + r"(?:[\w']+\s+){0,5}$")
DENIED = re.compile(_DISAGREE + r"\s*,?\s*(?:who|that|which|about|saying|on)\b[^.!?;]{0,60}$")

_IF_YOU = re.compile(
    r"(?<!even\s)(?<![\w'])(?:if|unless)\s+(?:you|your|you're|one|someone)\b"
    # the reviewer among them (fit-text-49): "if you are short like me"
    r"(?![^.,;!?()]{0,40}?\blike\s+(?:me|myself)\b)|(?<![\w'])(?:si|wenn)\s+"
    r"(?:vous|tu|man|du|usted|tienes|tiene|te|os|tenéis|sois|ihr|euch)\b"
    # said of other wearers: "may be short on taller women", "tight for someone with a bust"
    r"|(?<![\w'])(?:on|for)\s+(?:a\s+)?(?:(?:really|very|super|quite|truly)\s+)?(?:taller|shorter|bigger|larger|smaller|curvier|bustier|tall|petite|curvy"
    r"|busty|plus[\s-]size)\s+(?:women|woman|people|person|girls?|gals?|ladies|lady|folks|figures?|frames?)\b"
    r"(?!\s+(?:like|such\s+as)\s+(?:me|myself)\b)"
    r"|(?<![\w'])(?:on|for)\s+(?:someone|somebody|anyone|people|women|those|ladies)\s+(?:with|who)\b"
    # (fit-text-50) the same in German, French and Spanish: "etwas kurz für Leute mit langen
    # Armen", "juste pour les personnes qui ont des hanches", "corto para gente con brazos largos"
    r"|(?<![\w'])für\s+(?:leute|menschen|personen|frauen|männer|jemanden|alle)\s+(?:mit|die)\b"
    r"|(?<![\w'])pour\s+(?:les\s+)?(?:personnes|gens|femmes|hommes|celles|ceux)\s+(?:qui|avec|ayant)\b"
    r"|(?<![\w'])para\s+(?:(?:la|las|los)\s+)?(?:gente|personas|mujeres|hombres|quien|quienes|que)"
    r"\s+(?:con|que|tengan?)\b"
)

# The reviewer among the other wearers just named: "for tall people (i'm 5'10")".
_SELF_AMONG = re.compile(r"\s*\(\s*(?:i'm|i\s+am|me)(?![\w'])")

# Advice to the reader after a verdict, which a reader condition after it governs; an
# alternative too (fit-text-41): "order your usual size for perfect fit or size up if you're
# hoping to layer".
_ADVICE = re.compile(
    r"(?<![\w'])(?:so|and|or)\s+(?:(?:i'?d|i\s+would|you\s+(?:should|might|may|could|will)|definitely|just|maybe"
    r"|probably|def)\s+)*(?:size|order|go|get|buy|take)(?![\w'])"
)

# A second predicate between the verdict and a reader condition takes the condition: "it is
# very short and hits at an unflattering spot if one has wider hips" (short stands); "so" too
# (fit-text-37): "it is a little short so it's perfect for shorter people".
_NEXT_PREDICATE = re.compile(
    r"(?<![\w'])and\s+(?:it\s+|they\s+)?(?:hits?|falls?|sits?|comes?|lands?|looks?|makes?|gives?|shows?"
    r"|might|may|could|would|can)(?![\w'])"
    # a copula with its own subject (fit-text-32): "runs true to size and it's a good length for
    # tall girls"
    r"|(?<![\w'])(?:and|so)\s+(?:it|they)(?:'s|'re|\s+is|\s+are|\s+was|\s+were)(?![\w'])"
)

# A verdict with a look the reader may want instead (fit-text-37): "runs a size big unless you
# want it really boxy", "they fit true to size if you want a more relaxed fit": the verdict
# holds for the reader who does not; advice under such a condition stays conditional ("size up
# if you want it loose", fit-labels.md)
_PREFERENCE = re.compile(
    r"(?:if|unless)\s+you\s+(?:(?:really\s+)?(?:want|like|prefer)|are\s+looking\s+for|'re\s+looking\s+for)(?![\w'])"
)
_SIZE_ADVICE = re.compile(
    r"(?<![\w'])(?:size|sized|sizing|order|ordering|go|going|get|getting|buy|take)\s+(?:up|down|a\s+size"
    r"|one\s+size|\w+\s+sizes?)(?![\w'])"
)

# "runs large, so if you want it fitted, size down": the condition opens the next clause
_SO_IF = re.compile(r"(?<![\w'])(?:so|and\s+so)\s*,?\s*$")

# A dash glued to a word before a question ends a statement too: "two things- am i ...?"
# So does an emoticon written in place of the stop: "so cute :) runs small", "sad :( the
# medium was huge", "love it <3 fits perfectly".
# The breaks, in this order: [!?\n;]+ | \.(?!\d) | \s[-\u2013\u2014]+\s | --+ | a dash right after a
# letter, then a space and a question word | :) :( :d (a nose "-" allowed) or <3 before a space
# or the end. Written with the first character as one class and each break checking it by a
# lookbehind, so that `re` skips the characters no break starts with instead of trying every
# break at each (same matches; tests/reviews/test_extraction_keyed.py).
_SENTENCE_BREAK = re.compile(
    r"[!?\n;.\s\-\u2013\u2014:<](?:(?<=[!?\n;])[!?\n;]*|(?<=\.)(?!\d)|(?<=\s)[-\u2013\u2014]+\s|(?<=-)-+"
    r"|(?<=[a-z][-\u2013\u2014])\s(?=(?:am|is|are|was|were|do|does|did|can|could|would|should|will"
    r"|what|how|why|where|who"
    # (fit-text-49) or a new subject: "it runs bigger- this is the only sweater where ..."
    r"|this|it|it's|they|they're|these|i|i'm|the|my|but|so|which|also)\s)"
    r"|(?<=:)-?[)(d](?=\s|$)|(?<=<)3(?=\s|$))"
)
_CONTRAST_BREAK = re.compile(
    r"(?<![\w'])(?:but|however|although|though|except|yet|while|whereas|(?<=,\s)(?:aber|jedoch|doch"
    r"|allerdings|nur)|sondern|mais|cependant|sauf|pourtant|par\s+contre(?!\s+(?:sont|est|était|étaient|taillent|taille|tombent|tombe|c'est|ça)\b)|pero|aunque|sino|excepto|salvo"
    r"|so(?=\s+(?:i|we|this|it|they|these)\s+(?:is|are|was|were|'s|'re|runs?|ran|fits?|fit)\b)|so(?=\s+(?:i|we)\b)|so(?=\s+(?:size|order|go)\s+(?:up|down|a)\b)|and(?=\s+i\b)|and(?=\s+you\s+(?:need|have|will|should|must)\b)|also(?=\s+(?:habe|hab)\b)|donc|alors|así\s+que|por\s+eso"
    # the reviewer's own turn after a report: "d'autres avis disent ..., pour moi elle taille bien"
    r"|(?<=,\s)(?:pour\s+moi|a\s+mí|para\s+mí|bei\s+mir|for\s+me)(?=\s+(?:it|they|this|il|elle|ça|me|le|la|queda"
    r"|es|está|passt|sitzt|ist|sie|er)\b))(?![\w'])"
)
_SUB_BREAK = re.compile(r"[,()&]")  # one class: re skips the other characters

SPACES = re.compile(r"\s+")


def single_spaced(text: str) -> str:
    """``SPACES.sub(" ", text)``: each run of whitespace as one space; the text itself when
    it has no run but single ASCII spaces (most quotes and words), without the regex."""
    if "  " not in text and text.isprintable():
        # safe: every character \s matches but the ASCII space is unprintable, so a printable
        # text without two spaces in a row has nothing for SPACES to replace
        return text
    return SPACES.sub(" ", text)


NEGATION = re.compile(r"(?<![\w'])(?:not|n't|never|no|nicht|kein\w*|pas|jamais|nunca)(?![\w'])|n't")


def _breaks(regex: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    return [m.span() for m in regex.finditer(text)]


class Spans:
    """Clause boundaries of one text: sentences, contrast clauses and comma sub-clauses."""

    def __init__(self, text: str) -> None:
        n = len(text)
        # the sentence and contrast breaks sorted once, for the clauses and the sub-clauses
        clause = sorted({*_breaks(_SENTENCE_BREAK, text), *_breaks(_CONTRAST_BREAK, text)})
        self.clause = self._bounds(n, clause)
        self.sub = self._bounds(n, sorted({*clause, *_breaks(_SUB_BREAK, text)}))

    @staticmethod
    def _bounds(n: int, pairs: list[tuple[int, int]]) -> tuple[list[int], list[int]]:
        """Where each span starts (0 and the end of each break) and stops (the start of the
        next break, or ``n``), from the breaks in order."""
        return [0] + [e for _, e in pairs], [s for s, _ in pairs] + [n]

    @staticmethod
    def around(bounds: tuple[list[int], list[int]], start: int, end: int) -> tuple[int, int]:
        starts, stops = bounds
        i = bisect_right(starts, start) - 1
        return starts[i], max(stops[i], end)


_CONDITIONAL = re.compile(r"if\s|unless\s|si\s|wenn\s|falls\b")


def _beyond_apodosis(lower: str, after: int, start: int) -> bool:
    """Whether ``start`` lies past the clause a condition governs: the condition's own
    sub-clause and the next one ("if you are busty, size up")."""
    return lower.count(",", after, start) >= 2


# A reason in the reviewer's own words after the advice a condition governs (fit-text-42).
# (not a taste or a guess: "i wouldn't size down if you have thighs as i like some room in mine")
_OWN_REASON = re.compile(
    r"(?<![\w'])(?:as|because|since|b/c|bc|'cause|cause)\s+(?:i|my|mine)(?![\w'])"
    r"(?!\s+(?:like|liked|prefer|preferred|want|wanted|love|would|'d|think|thought|guess)\b)"
)

# (fit-text-50) or a report of the reviewer's own after the advice and a comma, in a tense of
# fact: "if you have hips size up, i could barely zip it over mine", "si vous avez des hanches
# prenez une taille au-dessus, j'ai eu du mal à la fermer" (not "..., i'd size up": advice)
_OWN_REPORT = re.compile(
    r",\s*(?:i\s+(?:had|was|could|couldn't|found|ordered|got|bought|tried|needed|have\s+(?:to|had))"
    r"|j'ai\s|j'avais\s|ich\s+(?:hatte|habe|hab|bin|war|musste)\s|tuve\s|me\s+costó\s)"
)

_ASIDE_HEDGE = re.compile(
    r"suppos|meant|designed|intended|hop|expect|wish|worried|afraid|fear|scared"
)


def _in_closed_brackets(lower: str, at: int, start: int) -> bool:
    """Whether ``at`` lies inside brackets that close before ``start``."""
    close = lower.find(")", at, start)
    return close != -1 and lower.rfind("(", 0, at) > lower.rfind(")", 0, at)


# A statement of its own after a hedged one in the same clause: a new subject and a verb of
# being or fitting after a comma or "and" ("i wear a two or four, depending on the designer,
# and the two fit me perfectly", "i'm sometimes a medium sometimes a large and the medium
# work well", "i was worried it would be small, and it fits perfectly"; "and it's too big"
# like "and it is too big"). The hedge governs its own statement only. Not a condition ("if
# you are busty, it runs small") nor a hedge opening its clause with only a comma after it
# ("depending on your bust, the fit is ...").
_NEW_STATEMENT = re.compile(
    r"(?:[,:]\s*(?:and\s+)?|(?<![\w'])(?:and|&)\s+)"
    r"(?=(?:(?:it|this|these|they|this\s+one|the\s+[\w'/-]+(?:\s+[\w'/-]+)?)\s+){1,2}"
    r"(?:fits?|fitted|runs?|ran|works?|worked|is|was|are|were|feels?|felt|has"
    # where it ends, a statement too (fit-text-40): "this will be a perfect dress for me, the
    # cuts hit at just the right spot"
    r"|hits?|falls?|fell|lands?|landed|hangs?|hung)(?![\w'])"
    r"|(?:it|they)'(?:s|re)\s"
    # (fit-text-50) this one set against another: "l'an dernier en M il était énorme, celui-ci
    # en M taille normalement", "diese in M passt"
    r"|(?:celui-ci|celle-ci|dieser|diese|dieses|este|esta)\s+(?:[\w'/-]+\s+){0,2}?(?:taille|va|tombe"
    r"|est|passt|sitzt|ist|fällt|queda|es|está|talla)(?![\w'])"
    # the reviewer's own size choice after others' words (fit-text-37): "based on reviews
    # stating the bagginess, i sized down", "since reviewers mentioned it runs large, i ordered
    # a size down"
    r"|(?:i|we)\s+(?:(?:then|just|also|decided\s+to|chose\s+to)\s+)?(?:sized|ordered|went|got|bought"
    r"|chose|opted|took|kept|size|order|go|get|buy)(?![\w']))"
)


# Hedges that go on governing a new statement: another garment's ("i've tried another of his
# dresses and it fit perfectly": that one) and those naming the reader or other wearers, a
# condition by another name ("for anyone with a normal body type, the band is way too tight").
# A precaution or the brand's habit does not ("i sized up in case it ran small, and it was too
# big"; "i'm a s or m depending on the brand, the s fits").
_KEEPS_GOVERNING = re.compile(
    r".*?(?:other|old|previous|earlier|original|last|those|anyone|people|women|someone"
    r"|ladies|gals|unless|you|your)\b"
)
# Another garment's hedge ends where this one is named as the subject of a statement of its
# own (fit-text-40): "although i wear a large in other items, this item was too small" (not
# what others say: "other reviewers said this dress runs small" stays reported).
_OTHER_GARMENT = re.compile(
    r"(?!.*\b(?:reviews?|reviewers?|people|women|ladies|customers?|you|your|said|say|says)\b)"
    r".*\b(?:other|another|old|older|previous|last|most|all)\b"
)
_THIS_ITEM_SAID = re.compile(
    r"(?:[,;.]\s*|(?<![\w'])(?:but|and|yet|so|however,?)\s+)(?:this|these)(?:\s+[\w-]+)?\s+"
    r"(?:is|was|are|were|runs?|ran|fits?|felt|feels|seems?|seemed|looks?|looked)(?![\w'])"
)
# A reason given after a hope or a preference is said as a fact (fit-text-40).
# (a belief's reason is part of the belief: "i thought it would be too big because it looked
# wide")
# ("since", fit-text-41: "i only wish i had checked if it came in petite since the length is a
# little long")
_BECAUSE = re.compile(
    r"(?<![\w'])(?:because|b/c|bc|'cause|since)\s+(?:it|they|the|this|these)(?![\w'])"
)
_WANT = re.compile(
    r"(?<![\w'])(?:prefer\w*|wants?|wanted|wanting|like|wish\w*|hop\w+|will|'ll|going\s+to|plan\w*)(?![\w'])"
)
_BELIEF = re.compile(
    r"(?<![\w'])(?:think|thought|thinking|would|'d|worried|afraid|feared?|expect\w*|assum\w*|guess\w*"
    r"|suspect\w*|imagin\w*|might|may|could|probably|maybe|perhaps)(?![\w'])"
)
# A condition before the new statement governs it ("and if that is what you want, it runs
# true to size"), a question after "sure / know / wonder" does not ("not sure if it would
# be worth it, it runs big").
_IF_BEFORE = re.compile(
    r"(?<![\w'])(?<!sure\s)(?<!know\s)(?<!wonder\s)(?<!wondering\s)(?:if|unless)(?![\w'])"
)


def _new_statement(lower: str, clause_start: int, hedge: re.Match[str], start: int) -> bool:
    """Whether a statement of its own opens between ``hedge`` and the trigger at ``start``
    (its subject before the trigger or the trigger's own: "and the medium works well")."""
    if _KEEPS_GOVERNING.match(hedge.group(0)):
        return False
    for m in _NEW_STATEMENT.finditer(lower, hedge.end(), start + 40):
        if m.end() > start:
            return False
        if _IF_BEFORE.search(lower, clause_start, m.start()) is not None:
            continue
        # after a comma alone, the hedge must sit inside a statement before it ("i'm a 6 or 8
        # depending on the brand, the 6 fits") or its own phrase have closed with a comma of
        # its own ("depending on the brand, i'm a 6 or 8, the 6 fits"); "sometimes i'm a 4,
        # this 4 fits" is left hedged
        if (
            m.group(0).rstrip().endswith(("and", "&"))  # ", and it fits" as "and it fits"
            or lower[clause_start : hedge.start()].strip(" ,\"'(")
            or "," in lower[hedge.end() : m.start()]
        ):
            return True
    return False


# Agreement said right after a reported verdict: "others said it runs small and i agree".
_AGREED_AFTER = re.compile(
    r"\s*,?\s*(?:and\s+|&\s+)?(?:i\s+(?:totally\s+|completely\s+|definitely\s+|have\s+to\s+|would\s+|do\s+)?"
    r"agree|(?:they|you)(?:'re|\s+are|\s+were)\s+(?:so\s+|totally\s+|absolutely\s+)?right|which\s+is\s+(?:so\s+)?true"
    r"|it\s+(?:does|did|definitely\s+does)(?:[.!,;]|$))"
)


# Disagreement said right after a reported verdict (fit-text-39): "some said they are too long
# even in petite but i disagree", "reviewers said it runs small, i didn't find that": the
# verdict denied, as "i disagree that it runs small" (the usual fit, 0).
DISAGREED_AFTER = re.compile(
    r"(?:\s+[\w'-]+){0,4}?\s*,?\s*(?:(?:but|and|though|however)\s*,?\s*)?i\s+"
    r"(?:totally\s+|completely\s+|respectfully\s+|strongly\s+|have\s+to\s+|would\s+)?"
    r"(?:disagree|do\s+not\s+agree|don't\s+agree|(?:didn't|did\s+not)\s+(?:find|think)\s+(?:that|this|so|it\s+so)"
    r"(?:\s+(?:at\s+all|myself))?\s*(?:[.!,;)]|$)|don't\s+think\s+so|found\s+the\s+opposite)"
    r"(?![\w'])"
)


def _reason_given(lower: str, pos: int, start: int) -> bool:
    """A reason stated as a fact between a condition and the trigger (fit-text-52): "wish i
    had checked if it came in petite since the length is a little long"; not one hedged in
    turn ("because the waist might hit you higher")."""
    because = _BECAUSE.search(lower, pos, start)
    return because is not None and _BELIEF.search(lower, because.end(), start) is None


def is_hedged(
    lower: str, clause: tuple[int, int], sub: tuple[int, int], start: int, end: int
) -> bool:
    """A hypothetical, feared or second-hand statement: a hedge word starting before the
    trigger in its clause ("worried it would be too small"), or a condition on the reader
    right after it ("fits great if you're 6'5")."""
    for hedge in _HEDGE.finditer(lower, clause[0], end):
        if hedge.start() >= start:
            break  # "fits exactly as i had hoped": the trigger's own words
        if _CONDITIONAL.match(hedge.group(0)):
            if _beyond_apodosis(lower, hedge.end(), start):
                continue  # "if you are between sizes, size down, it runs big": a statement again
            if (
                _OWN_REASON.search(lower, hedge.end(), start)
                or _reason_given(lower, hedge.end(), start)
                or (
                    (report := _OWN_REPORT.search(lower, hedge.end(), end)) is not None
                    and report.start() < start
                )
            ):
                # "if you have broad shoulders you may have to size up as i found the arms and
                # shoulders to run a little small": the reviewer's own report (fit-text-42)
                continue
        elif _new_statement(lower, clause[0], hedge, start):
            continue  # "i'm a 6 or 8 depending on the brand, and the 6 fits": its own statement
        elif _OTHER_GARMENT.match(hedge.group(0)) and _THIS_ITEM_SAID.search(
            lower, hedge.end(), end
        ):
            # "in other items, this item was too small": this one's statement; its verb may be
            # the trigger's own ("my other jeans run small, these fit perfectly", fit-text-41)
            continue
        elif (
            _WANT.search(hedge.group(0))
            and not _BELIEF.search(hedge.group(0))
            and _BECAUSE.search(lower, hedge.end(), start)
        ):
            continue  # "i prefer them rolled up because they are too long": the reason, a fact
        if _ASIDE_HEDGE.match(hedge.group(0)) and _in_closed_brackets(lower, hedge.start(), start):
            # "great shape (it's supposed to be oversized), and fits well": a design or a hope
            # in an aside; a condition or other people in brackets still govern what follows
            # ("(if you're petite) size down")
            continue
        if _DISAGREE_BEFORE.search(lower, max(clause[0], hedge.start() - 70), hedge.start()):
            continue  # "i disagree with the reviewers who say ...": denied, not hedged
        if _AGREED_AFTER.match(lower, end):
            continue  # "others said it runs small and i agree" (fit-text-38): the reviewer's own
        if not _AGREE.search(lower, max(clause[0], hedge.start() - 30), hedge.start()):
            return True  # "like other reviewers said, it runs small" is the reviewer's own
    if lower.startswith("?", clause[1]) and _QUESTION.match(lower, clause[0]):
        return True  # "am i tall enough to pull off the extra fabric?"
    after = _IF_YOU.search(lower, end, sub[1])
    # "runs a little large so size down if you want it fitted": the condition governs the
    # advice between, not the verdict before it; "long enough for tall people (i'm 5'10")":
    # the reviewer counts herself among them (the bracket ends the sub-clause, so it is
    # looked for after it)
    return (
        after is not None
        # "true to size unless you're busty": an exception, the verdict holds for the rest
        # (fit-text-38; fit-labels.md: "if you have broad shoulders size up" beside a rest
        # true to size)
        and not lower.startswith("unless", after.start())
        and not _SELF_AMONG.match(lower, after.end())
        and not _ADVICE.search(lower, end, after.start())
        and not _SO_IF.search(lower, end, after.start())
        and not _NEXT_PREDICATE.search(lower, end, after.start())
        and not (
            _PREFERENCE.match(lower, after.start()) and not _SIZE_ADVICE.search(lower, start, end)
        )
    )


# Negation raised over an opinion verb governs the clause it introduces: "i don't think
# it's too full", "i didn't find them tight at all", "never felt that it was small".
_RAISED_NEGATION = re.compile(
    r"(?<![\w'])(?:(?:(?:do|does|did|could|would)(?:n't|nt|\s+not)|never)\s+(?:really\s+)?"
    # (fit-text-38: "i wouldn't say it runs small", "i disagree that it runs small"; fit-text-40:
    # "i didn't find it to run small")
    r"(?:think|feel|felt|find|found|believe|consider|notice|say|agree)|disagree)\s+(?:that\s+)?"
    r"(?:(?:it|they|this|these|the\s+\w+|them|it's|they're|its)(?:\s+(?:is|was|are|were|'s|'re|to\s+(?:be|run|fit)|runs?|ran"
    r"|fits?))?|(?:you|one)\s+(?:should|need\s+to|have\s+to|must))"
    r"(?:\s+(?:too|very|so|overly|that|particularly|especially|at\s+all))*\s*$"
)


# "without (it) being too snug", "without feeling too baggy"
_WITHOUT = re.compile(
    r"(?<![\w'])without\s+(?:(?:it|them|being|feeling|looking|getting|becoming|too|so|overly|very|at\s+all)\s+){0,3}$"
    # "without making you feel like you're squeezed into it"
    r"|(?<![\w'])without\s+(?:making|leaving)\s+(?:you|me|her|one)\s+(?:feel|look)\s+(?:like\s+)?"
    r"(?:(?:you'?re|i'?m|you\s+are|i\s+am|she'?s|being|too|so|overly|very)\s+){0,2}$"
    # (fit-text-49) "without making the top too big or loose"
    r"|(?<![\w'])without\s+making\s+(?:it|them|the\s+[\w-]+)\s+(?:look\s+|feel\s+)?"
    r"(?:(?:too|so|overly|very)\s+)?(?:[\w-]+\s+(?:or|nor|and)\s+)?$"
    # (fit-text-52) "far from" denies as "not" does: "on me, it's far from tent-like", "far
    # from being too tight"
    r"|(?<![\w'])far\s+from\s+(?:(?:being|looking|feeling|too|so|overly|very)\s+){0,2}$"
    # "the gathering prevents this from being too big", "keeps it from looking too long"
    r"|(?<![\w'])(?:prevents?|prevented|keeps?|kept|stops?|stopped)\s+(?:it|this|them|these|the\s+\w+)\s+from\s+"
    r"(?:(?:being|feeling|looking|getting|becoming|too|so|overly|very)\s+){1,3}$"
    # a trouble denied (fit-text-36): "i had no issue with the dress riding up", "no problems
    # with it pinching"
    r"|(?:(?<![\w'])no|(?:n't|(?<![\w'])not|(?<![\w'])never)\s+(?:have|had)\s+(?:any|an)|(?<![\w'])never\s+had\s+(?:any|an))"
    r"\s+(?:issues?|problems?|trouble)\s+(?:at\s+all\s+)?with\s+"
    r"(?:(?:it|them|the|this|these)\s+)?(?:[\w-]+\s+)?$"
)


# "not at all" before the adjective, longer than the three words looked at: "pas du tout trop
# petit", "no me queda nada grande", "para nada ajustado"
_AT_ALL = re.compile(
    r"(?:\b(?:pas|point)\s+du\s+tout|(?<![\w'])nada)\s+(?:(?:trop|très|si|muy|tan|demasiado)\s+)?$"
)


# A negated verb of fitting with more degree words than the three looked at (fit-text-39):
# "doesn't fit quite so tightly", "didn't feel that much too big"
_VERB_NEGATED = re.compile(
    r"(?<![\w'])(?:doesn't|don't|didn't|does\s+not|do\s+not|did\s+not)\s+(?:fit|feel|look|seem)\s+"
    r"(?:(?:quite|that|so|too|overly|very|particularly|as|all|much)\s+){2,3}$"
)


def is_negated(prefix: str) -> bool:
    """Whether the words just before a trigger negate it (quotes ignored: 'not "baggy"')."""
    tokens = [t for t in (t.strip("\"'") for t in prefix.split()[-4:]) if t][-3:]
    # "not only" adds, it does not deny (fit-text-29, ovcmp): "they were not only too big
    # overall but also long" is too big, like "not only was it big"
    if any(
        (t in lx.NEGATORS or t.endswith("n't")) and tokens[i + 1 : i + 2] != ["only"]
        for i, t in enumerate(tokens)
    ):
        return True
    tail = prefix[-60:].replace('"', "")
    return (
        _RAISED_NEGATION.search(tail) is not None
        or _WITHOUT.search(tail) is not None
        or _AT_ALL.search(tail) is not None
        or _VERB_NEGATED.search(tail) is not None
    )


def quote(original: str, start: int, end: int, hit_start: int, hit_end: int) -> str:
    text = original[start:end].strip(" ,;:-\u2013\u2014()\"'\n\t")
    if len(text) > EVIDENCE_MAX:
        offset = original.find(text, start)
        lo = max(offset, hit_start - 90)
        hi = min(offset + len(text), max(hit_end + 90, lo + EVIDENCE_MAX - 2))
        text = "…" + original[lo:hi].strip() + "…"
    return single_spaced(text)


# Searched only where one of their start keys fits (keyed.py): the same matches, several
# times faster than trying these alternations at every position.
_IF_YOU, _WITHOUT, _AT_ALL, _CONTRAST_BREAK = map(
    Keyed, (_IF_YOU, _WITHOUT, _AT_ALL, _CONTRAST_BREAK)
)
