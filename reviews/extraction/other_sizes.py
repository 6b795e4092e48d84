"""Another size named beside the one worn, read as a verdict on how the item runs (English).

Two ways real reviewers compare sizes without a "usually":

- a size given up for the one worn, with the reason in the same sentence ("went with the
  xxs as the xs was too loose on the arm", "the small was tight in the bust so i got the
  medium"): fit-labels.md, "a size changed because of one part is that part and overall";
- the size worn said to fit like another ("the xs fits like a medium", "they fit as if they
  were an xxl", "it fit like a 14"): a comparison with the size named.

Both are compared like a usual size (``measurements.compare_sizes``): pure, no I/O.
"""

from __future__ import annotations

import re
from itertools import pairwise

from .measurements import compare_sizes
from .sizes import SIZE_TOKEN, size_tokens, token_label

# The size chosen: "went with", "got", "kept", "switched to", "exchanged it for".
_CHOSE = (
    r"(?:went|go|going|gone)\s+with|got|gotten|chose|picked|ordered|bought|kept|took|settled\s+on"
    r"|ended\s+up\s+(?:with|getting|ordering|buying)|switched\s+to|exchanged\s+(?:it\s+|them\s+)?for"
    r"|sized\s+(?:up|down)\s+to|went\s+(?:up|down)\s+to"
)
_DET = r"(?:(?:the|a|an|my|size)\s+)*"
# "... the xxs [as the xs] was ...": the reason after the size chosen
_CHOSEN_BEFORE = re.compile(rf"(?<![\w'])(?:{_CHOSE})\s+{_DET}$")
_BECAUSE_BETWEEN = re.compile(rf"\s*,?\s*(?:as|because|since|b/c|bc|cause|'cause)\s+{_DET}$")
# the other size judged: "was a bit too loose", "felt tight", "fit too snug"
_JUDGED_AFTER = re.compile(
    r"\s+(?:(?:one|size)\s+)?(?:was|were|is|felt|fit|fits|ran|seemed)\b(?!\s+(?:sold|out|not\s+available))"
)
# "... the small [was tight in the bust so i got] the medium": the reason before it
_REASON_THEN_CHOSE = re.compile(
    # (the size as the object, fit-text-39: "i tried the s and it was too large, so i ordered
    # the xs")
    r"\s+(?:(?:one|size)\s+)?(?:(?:and|but)\s+(?:it|they)\s+)?(?:was|were|felt|fit|ran|seemed)\s+"
    r"[^.;!?]{1,60}?(?:,\s*)?\b(?:so|and\s+so|,)\s+"
    rf"(?:i\s+|we\s+)?(?:(?:then|instead)\s+)?(?:{_CHOSE})\s+{_DET}$"
)
# Imagined, advised or for another reason (as in ``_exchanged_size``): no verdict.
_NOT_A_VERDICT = re.compile(
    r"\b(?:if|unless|would|could|might|may|should|will|'ll|'d|next\s+time|for\s+my\s+\w+"
    r"|look|style|pregnan\w*|both|two\s+sizes|2\s+sizes)\b"
)
_SENTENCE = re.compile(r"[^.!?;\n]+")
# A size word used as an adjective after a degree word is no size (fit-text-39): "the s was
# too large, so i ordered the xs" compares the s and the xs, not "large"
_DEGREE_BEFORE = re.compile(
    r"(?<![\w'])(?:too|so|very|way|really|quite|bit|little|tad|slightly|overly|super|pretty)\s+$"
)


def given_up_size(lower: str, worn: str | None) -> str | None:
    """The size given up for the size worn, with its reason, in one sentence."""
    if worn is None:
        return None
    for sentence in _SENTENCE.finditer(lower):
        lo, hi = sentence.span()
        tokens = [
            t
            for t in SIZE_TOKEN.finditer(lower, lo, hi)
            if token_label(t) is not None
            and not _DEGREE_BEFORE.search(lower, max(lo, t.start() - 12), t.start())
        ]
        for first, second in pairwise(tokens):
            a, b = token_label(first), token_label(second)
            if a == b:
                continue
            if (
                _CHOSEN_BEFORE.search(lower, max(lo, first.start() - 40), first.start())
                and _BECAUSE_BETWEEN.fullmatch(lower, first.end(), second.start())
                and _JUDGED_AFTER.match(lower, second.end())
            ):
                chosen, other = a, b
            elif _REASON_THEN_CHOSE.fullmatch(lower, first.end(), second.start()):
                chosen, other = b, a
            else:
                continue
            if chosen != worn or _NOT_A_VERDICT.search(lower, lo, hi):
                continue
            if compare_sizes(worn, other) is not None:
                return other
    return None


# "fits like a medium", "more like a large", "as if they were an xxl", "fit like a 14-16";
# not "like a small tent" (a noun after the size) nor "doesn't fit like a medium".
_FITS_LIKE = re.compile(
    r"(?<!n't\s)(?<!not\s)(?<![\w'])(?:(?:fits?|fit|fitted|felt|feels?|runs?|ran|wears?)\s+(?:me\s+|more\s+|just\s+)*"
    r"|(?:was|is|it's|more)\s+(?:more\s+)?)(?:like|as\s+if\s+(?:it|they)\s+(?:was|were|are|is))\s+(?:an?\s+)?(?:size\s+)?$"
)
_NO_NOUN_AFTER = re.compile(
    r"\s*(?:[,.;!?)]|$|\s*-\s|(?:and|but|or|not|instead|rather|would|on|in|which|so|than|to|size|even)\b)"
)


def fits_like_size(lower: str, worn: str | None, usual: str | None) -> tuple[int, str] | None:
    """Direction and evidence of "the size worn fits like another size": +1 when it fits
    like a larger one (runs large), -1 like a smaller one."""
    base = worn or usual
    if base is None or (" like " not in lower and " if " not in lower):
        return None
    for token in size_tokens(lower):
        if not _FITS_LIKE.search(lower, max(0, token.start() - 45), token.start()):
            continue
        if not _NO_NOUN_AFTER.match(lower, token.end()):
            continue
        like = token_label(token)
        if like is None or like == base:
            continue
        direction = compare_sizes(base, like)
        if direction is not None:
            return direction, f"{base} fits like {like}"
    return None
