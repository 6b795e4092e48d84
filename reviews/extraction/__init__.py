"""Fit evidence from review text: pure Python, no Django, no I/O.

``extract_fit(title, body, language)`` returns the review's extracted ``fit_signals`` and
``measurements`` in the read-response shapes of interface 2.12 / decisions 4. Rules are
hand-written lexicons for English, German, French and Spanish (``lexicon*.py``), compiled
once at import. ``EXTRACTOR_VERSION`` is part of every fit digest hash: bump it whenever
a rule, word list or output shape changes.
"""

from __future__ import annotations

import html
import operator
import re
from dataclasses import dataclass, field
from typing import Any

from .keyed import Keyed
from .lexicon import FALLS_IF, words
from .lexicon_de import EXCHANGE_DE, umlauts
from .lexicon_en import EXCHANGE_EN, OTHERWISE_FINE, typed_en
from .lexicon_es import EXCHANGE_ES
from .lexicon_es import accents as accents_es
from .lexicon_fr import EXCHANGE_FR
from .lexicon_fr import accents as accents_fr
from .measurements import compare_sizes, extract_measurements
from .other_sizes import fits_like_size, given_up_size
from .positions import compared_positions
from .signals import (
    LANGUAGES,
    LOOSE_AT,
    REST_FITS,
    RUNS_VERDICT,
    SIZE_BY_HABIT,
    SIZE_FOR_A_LOOK,
    TIGHT_AT,
    cancelled,
    combine,
    find_signals,
    other_size_fits_too,
)
from .sizes import SIZE_TOKEN, SIZE_WORDS, size_tokens, token_label
from .stated import compared_to_stated

__all__ = ["EXTRACTOR_VERSION", "LOOSE_AT", "TIGHT_AT", "FitExtraction", "extract_fit"]

EXTRACTOR_VERSION = "fit-text-52"
SOURCE_KIND = "review_text"

# Size comparison ("usually M, got an L") counts as a mention of the overall fit.
_COMPARISON_CONFIDENCE = 0.6
# A position compared with the one expected ("hit mid calf instead of just below the knee").
_POSITION_CONFIDENCE = 0.7
# A size changed and then judged the other way: the change overshot, the verdict on the size
# worn decides ("sized up per the reviews and it's huge", "went down a size, now it's too
# tight": runs large, runs small).
_UP = (
    r"(?:sized|size|went|go|going|ordered|order|got|bought|moved|bumped)\s+(?:up(?:\s+a\s+size)?|a\s+size\s+up)"
    r"|(?:went|go|going|moved)\s+up\s+(?:a|one)\s+size"
)
_DOWN = (
    r"(?:sized|size|went|go|going|ordered|order|got|bought|moved)\s+(?:down(?:\s+a\s+size)?|a\s+size\s+down)"
    r"|(?:went|go|going|moved)\s+down\s+(?:a|one)\s+size"
)
_OVERSHOT = {
    1: re.compile(
        rf"\b(?:{_DOWN})\b[^.!?;]{{0,80}}?\b(?:(?:way\s+|much\s+|far\s+)?too\s+(?:small|tight|snug|short)"
        r"|tiny|could(?:n'?t|\s+not)\s+(?:zip|button|breathe))\b"
    ),
    -1: re.compile(
        rf"\b(?:{_UP})\b[^.!?;]{{0,80}}?\b(?:(?:way\s+|much\s+|far\s+)?too\s+(?:big|large|loose|baggy)"
        r"|huge|enormous|massive|swimming|drowning|like\s+a\s+tent)\b"
    ),
}
# "Fine otherwise" (lexicon_en.OTHERWISE_FINE): overall 0 only beside a part's verdict.
_OTHERWISE_FINE = re.compile(OTHERWISE_FINE)
# A verdict on how the whole item runs ("runs small", "ran huge", "might run a little big").
_RUNS_WHOLE = re.compile(
    r"(?<![\w'])(?:runs?|ran|running)\s+(?:[\w']+\s+){0,2}?(?:small|large|big|huge|tiny|smaller|larger"
    r"|bigger)\b"
)
# A size named and judged: "the medium was a bit loose", "the size 8 felt tight".
_SIZE_JUDGED = re.compile(
    rf"(?<![\w'])the\s+(?:size\s+)?(?:{SIZE_WORDS}|x-?small|x-?large|extra\s+small"
    r"|extra\s+large|\d{1,2})\s+(?:was|is|were|felt|fit|fits|ran|seemed)\b"
)
# The reviewer calling this item true to size outweighs a size comparison ("sizing was
# true to size for me; I usually size up to a 6"); "it fits perfectly" does not ("usually
# an 8, the 4 fits perfectly" runs large).
_TRUE_TO_SIZE = re.compile(
    r"(?<!not )(?<!n't )(?:true\s+to\s+size|\btts\b|runs?\s+true"
    r"|sizing\s+(?:is|was)\s+(?:\w+\s+)?(?:accurate|spot\s+on|right|correct|true))"
)

# The same said of the whole garment, not narrowed to parts: "tts (length/arms) but lots of
# extra fabric for width" is no verdict on the whole.
_TRUE_TO_SIZE_WHOLE = re.compile(
    _TRUE_TO_SIZE.pattern
    + r"(?!\s*\(\s*(?:length|arms?|sleeves?|waist|bust|chest|hips?|shoulders?|torso|legs?)\b"
    r"|\s+(?:in|through|across|around|at|for)\s+(?:the|my)\s)"
)

# The usual size named as the one taken (fit-text-49): "pris ma taille habituelle", "pedí mi talla
# de siempre", "meine übliche Größe bestellt"; with no praise of the fit in the same evidence.
_USUAL_TAKEN = re.compile(
    r"(?:\b(?:pris|prise|commandé|commandée|pedí|pedi|cogí|cogi|elegí|genommen|bestellt|gekauft)\b"
    # (fit-text-50) or the size named, then said to be the usual one: "talla 40, mi talla de
    # siempre"
    r"|\b(?:talla|taille|größe)\s+\w+\s*,).*"
    r"(?:(?:taille|pointure)\s+habituelle|talla\s+(?:habitual|de\s+siempre)|(?:übliche|gewohnte)n?\s+größe)\b"
)
_FIT_PRAISED = re.compile(
    r"\b(?:parfait\w*|nickel|bien|perfect\w*|genial|passt|sitzt|gut|fits?|great|ok|okay)\b"
)
# The size one exchanges for (fit-text-48: "wished i had exchanged it for an xsp").
_SWAPPED_FOR = r"(?:exchanged|returned|swapped|traded)\s+(?:it\s+|them\s+|this\s+)?for"
# A size the reviewer wishes she had taken: "should have ordered the s" (after an xs),
# "hätte die 40 nehmen sollen", "j'aurais dû prendre le 38", "debería haber pedido la M".
_REGRET = re.compile(
    r"(?<![\w])(?:should(?:'ve|\s+have)\s+(?:just\s+)?(?:gotten|got|ordered|bought|gone\s+with|went\s+with"
    rf"|taken|picked|chosen|sized\s+(?:up|down)\s+to|{_SWAPPED_FOR})(?:\s+(?:it|them|this|these)\s+in)?"
    r"|wish(?:ed)?\s+(?:i|we)(?:\s+had|'d)\s+(?:just\s+)?(?:gotten|got|ordered|bought|gone\s+with|went\s+with"
    rf"|taken|picked|chosen|sized\s+(?:up|down)\s+to|{_SWAPPED_FOR})"
    # the item named between (fit-text-39): "wish i had gotten it in an xsmall", "should have
    # ordered it in an xs"
    r"(?:\s+(?:it|them|this|these)\s+in)?"
    # the size that would have done better (fit-text-36): "might have done better with a pxs",
    # "would've been better off with a small"
    r"|(?:might|would|could)(?:'ve|\s+have)\s+(?:done\s+better|been\s+better\s+off)"
    r"\s+(?:with|in|getting|going\s+with)"
    r"|hätte\s+(?:(?:lieber|besser|gleich)\s+)*"
    r"|(?:j')?aurais\s+dû\s+(?:prendre|commander)|(?:debería|debí|tendría\s+que)\s+haber\s+(?:pedido|comprado|cogido)"
    # the size for next time: "next time i'll get the l", "nächstes mal 80d", "la prochaine
    # fois je prendrai le 40", "la próxima vez pediré la m"
    r"|next\s+time,?\s+(?:i(?:'ll|\s+will|'d|\s+would)\s+)?(?:get|order|buy|go\s+with|take)"
    r"|nächstes\s+mal,?\s+(?:(?:nehme|bestelle|kaufe|hole)\s+ich\s+|(?:lieber|besser|dann|wieder)\s+)*"
    r"|(?:la\s+)?prochaine\s+fois,?\s+(?:je\s+(?:prendrai|commanderai|prends|prendrais)\s+)?"
    r"|(?:la\s+)?próxima\s+vez,?\s+(?:(?:pediré|cogeré|compraré|pido|cojo|pediría)\s+)?)"
    r"\s*(?:(?:a|an|the|my|die|eine|den|le|la|un|une|el|una)\s+)?"
)


# A size that would have done too: "could have worn a small" after a medium ran large (a
# size considered, compared like a size wished for); not when it is for one part's sake
# ("could've gotten a m because of the extra fabric at the chest": that part only,
# fit-labels.md on counterfactual advice).
_COULD_HAVE = re.compile(
    r"(?<![\w])could(?:'ve|\s+have)?\s+(?:(?:\w+ly|even|just|still|also)\s+){0,2}"
    # (fit-text-49) "could probably have ordered a small"
    r"(?:(?<=ly\s)have\s+(?:ordered|bought|purchased|taken)\s|worn|wear"
    r"|gone\s+(?:with|down\s+to|up\s+to)|go\s+(?:with|down\s+to|up\s+to)|gotten(?:\s+away\s+with)?"
    r"|got(?:ten)?\s+away\s+with|done|fit\s+in(?:to)?|sized?\s+(?:up|down)\s+to)"
    r"\s*(?:(?:a|an|the|my)\s+)?"
)
_FOR_A_REASON = re.compile(
    r"[^.!?;\n]*?\b(?:because|since|due\s+to|b/c|for\s+the)\b"
    # or only under a condition (fit-text-49): "could have gone with a medium if i wanted to
    # wear a bra"
    r"|\s*,?\s*(?:if|unless)\b"
)

# "medium would have been a better fit", "the 6 would've been perfect"
_BETTER_AFTER = re.compile(
    r"\s+would(?:'ve|\s+have)\s+(?:been|fit)\s+(?:a\s+|the\s+)?(?:better|perfect|just\s+right|the\s+right\s+size)"
    # (fit-text-49) "i think the 8 would've worked better"
    r"|\s+would(?:'ve|\s+have)\s+worked\s+(?:better|best)\b"
)


def _wished_size(lower: str, worn: str | None) -> str | None:
    """The size the reviewer says she should have taken instead of the one worn: larger
    means it ran small (compared like a usual size)."""
    if worn is None:
        return None
    for m in _REGRET.finditer(lower):
        token = SIZE_TOKEN.match(lower, m.end())
        label = token_label(token) if token is not None else None
        if label is not None and label != worn:
            return label
    if "could" in lower:
        for m in _COULD_HAVE.finditer(lower):
            token = SIZE_TOKEN.match(lower, m.end())
            label = token_label(token) if token is not None else None
            if label is not None and label != worn and not _FOR_A_REASON.match(lower, token.end()):
                return label
    for token in size_tokens(lower):
        if _BETTER_AFTER.match(lower, token.end()):
            label = token_label(token)
            if label is not None and label != worn:
                return label
    return None


# A size exchanged or returned for the one kept, in any of the four languages (wording in the
# lexicons): "returned the 10 for an 8", "habe die 38 gegen eine 40 umgetauscht", "taille 42
# commandée, il m'a fallu un 44", "pedí la 42 pero tuve que cambiarla por la 44".
_EXCHANGE = Keyed(re.compile("|".join((EXCHANGE_EN, EXCHANGE_DE, EXCHANGE_FR, EXCHANGE_ES))))
_SENTENCE_END = re.compile(r"[!?;\n]|\.(?!\d)")  # not a decimal point: "an 8.5"
# Two sizes had at once ("ordered 2 sizes", "both the 8 and 10", "beide Größen", "deux
# tailles", "dos tallas"): keeping one of them is no verdict on the fit.
_TWO_SIZES = re.compile(
    r"\b(?:both|beide|beiden)\b|\b(?:two|2|zwei|deux|dos)\s+(?:sizes|größen|tailles|tallas)\b"
)
# "the 8 and the 10", "M und L": two sizes named together, not one given up for the other.
_AND_BETWEEN = re.compile(
    r"\s*(?:and|&|und|et|y|e)\s+(?:(?:the|a|an|die|eine|den|le|la|un|une|el|una|size|taille|talla)\s+)?"
)

# An exchange only thought of ("thinking of exchanging it for the xs", "werde sie umtauschen",
# "je vais l'échanger", "la voy a cambiar"), or made for a look or a use, not for the fit
# ("returned for a 10 so it could sit a bit lower", "for a looser look", "to layer over").
_NOT_DONE_BEFORE = re.compile(
    r"(?:\b(?:thinking|think|thought)\s+(?:of|about)|\b(?:might|may|will|'ll|would|'d|could|should|wish(?:ed)?"
    r"|going\s+to|gonna|plan(?:ning)?\s+(?:to|on)|want(?:ing)?\s+to|considering|if|werde|würde|überlege"
    r"|vais|voudrais|pense|compte|voy\s+a|vamos\s+a|pienso|quiero|si)\b)(?:\s+[\w']+){0,3}\s+$"
)
# Conditional advice sets no overall (fit-labels.md): "swap the 6 for an 8 if you have wide
# hips", "wenn man breite Hüften hat", "si vous avez", "si tienes".
_CONDITION = re.compile(
    rf"\b(?:if|unless|wenn|{FALLS_IF}|sofern)\b|(?<![\w'])si\s+(?:vous|tu|on|tienes|tiene|eres|es|usted|usas)\b"
)
# Another size only imagined: "swapped to an 8.5, the 8 would have been too tight" (no
# verdict on the size kept, like signals._WOULD_BE_TOO).
_WOULD_AFTER = re.compile(
    r"[^.!?;,]{0,25}?\b(?:would|could|might|wäre|wären|würde|serait|aurait|sería|habría|hubiera)\b"
)
_NOT_FOR_FIT = re.compile(
    r"\bso\s+(?:that\s+)?(?:it|they)\s+(?:could|would|can|will|might)\s+(?:sit|hang|drape|look|be\s+worn)"
    r"|\bto\s+(?:wear|layer)\s+(?:it\s+|them\s+)?over\b|\bfor\s+layering\b"
    r"|\bfor\s+(?:a|an|the)\s+(?:\w+\s+){0,2}?(?:look|style|silhouette|vibe|effect)\b"
    r"|\bfor\s+(?:a|an|the)\s+(?:looser|roomier|relaxed|oversized|baggier|slouchier|boyfriend|cozier|comfier)"
    r"\s+(?:\w+\s+)?(?:fit|feel)\b|\b(?:because|since|as)\s+i\s+(?:want|wanted|like|liked|prefer|preferred|wanna)\b"
    # someone else's size or a body that changed: "returned the S for an M for my husband",
    # "she grew", "pregnant"
    r"|\bfor\s+my\s+(?:husband|wife|partner|boyfriend|girlfriend|sister|brother|mom|mother|dad|father|friend)\b"
    r"|\b(?:pregnan\w*|maternity|bump|gained|lost\s+(?:some\s+)?weight|grew|grown|growing|outgrew)\b"
)


# What was wrong with a size given up, said in the sentence before the exchange (fit-text-26,
# fitxsent): "the medium was tight in the bust. exchanged for a large".
_COMPLAINT = re.compile(
    r"\b(?:too\s+(?:big|large|small|tight|loose|long|short|snug|baggy)|(?<!not\s)(?:tight|snug|loose"
    r"|baggy)|huge|tiny|swallowed|swimming|drowning|drowned|could(?:n't|\s+not)\s+(?:zip|button|get)"
    r"|gap(?:ed|ing|es)?|pulled|pulling)\b"
)


def _exchanged_size(lower: str, worn: str | None) -> str | None:
    """The size given up in an exchange or return for the size worn (kept), named in the same
    sentence as the exchange, or with what was wrong with it in the sentence before when the
    exchange names no other size: the size kept is compared with it like a usual size."""
    if worn is None:
        return None  # no size kept to compare: no scan for an exchange
    cues = _EXCHANGE.finditer(lower)
    first = next(cues, None)
    if first is None or _TWO_SIZES.search(lower) or _two_named(lower):
        return None  # most reviews name no exchange: no scan of their sizes
    for cue in (first, *cues):
        lo = max((m.end() for m in _SENTENCE_END.finditer(lower, 0, cue.start())), default=0)
        end = _SENTENCE_END.search(lower, cue.end())
        hi = end.start() if end else len(lower)
        if (
            _NOT_DONE_BEFORE.search(lower, max(lo, cue.start() - 40), cue.start())
            or _NOT_FOR_FIT.search(lower, lo, hi)
            or _CONDITION.search(lower, lo, hi)
        ):
            continue
        label = _size_given_up(lower, worn, lo, hi)
        if label is not None:
            return label
        if lo and not any(
            token_label(t) not in (None, worn) for t in SIZE_TOKEN.finditer(lower, lo, hi)
        ):
            # the size given up, and what was wrong with it, in the sentence before: "i
            # ordered the large, but it swallowed me. ... so i was able to make an exchange"
            before = max((m.end() for m in _SENTENCE_END.finditer(lower, 0, lo - 1)), default=0)
            if not _COMPLAINT.search(lower, before, lo) or _CONDITION.search(lower, before, lo):
                continue
            label = _size_given_up(lower, worn, before, lo)
            if label is not None:
                return label
    return None


def _size_given_up(lower: str, worn: str, lo: int, hi: int) -> str | None:
    """The first size in ``lower[lo:hi]`` other than the one kept and comparable with it, not
    one only imagined ("the 8 would have been ...")."""
    for token in SIZE_TOKEN.finditer(lower, lo, hi):
        label = token_label(token)
        if label is None or label == worn or compare_sizes(worn, label) is None:
            continue
        if _WOULD_AFTER.match(lower, token.end()):
            continue
        return label
    return None


def _two_named(lower: str) -> bool:
    """Two sizes named together ("ordered the 8 and the 10", "M und L"): had at once."""
    for token in size_tokens(lower):
        joined = _AND_BETWEEN.match(lower, token.end())
        nxt = SIZE_TOKEN.match(lower, joined.end()) if joined else None
        if nxt is None:
            continue
        first, second = token_label(token), token_label(nxt)
        if first is not None and second and first != second and compare_sizes(first, second):
            return True  # not "i'm a 34d and the medium": a bra size and a size worn
    return False


# Typographic quotes and primes to ASCII, so typeset heights read like 5'6".
_QUOTES = str.maketrans(
    {
        "\u2019": "'",
        "\u2018": "'",
        "\u00b4": "'",
        "`": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u2033": '"',
        "\u2032": "'",
    }
)
_STOPWORDS = {
    "en": words("the and is it was this i but with for my very too of"),
    "de": words("der die das und ist nicht ich ein eine sehr zu mit auch sie es"),
    "fr": words("le la les et est pas je un une très trop avec pour du des c'est"),
    "es": words("el la los las y es muy no un una pero con para me queda talla"),
}
# Fit words typed without their umlauts ("Groesse", "Aermel"; also when the language is
# unknown), accents ("epaules", "mas corta") or apostrophes ("im", "wouldve"), or misspelt as
# other words ("runs a bit lose"), written back before matching.
_TYPED_PLAIN = {
    "de": umlauts,
    None: umlauts,
    "fr": accents_fr,
    "es": accents_es,
    "en": typed_en,
}
_WORDS = re.compile(r"[a-zà-ÿ']+")


@dataclass(frozen=True, slots=True)
class FitExtraction:
    """Extraction result in the read-response shapes (lists of plain dicts, JSON-ready)."""

    fit_signals: list[dict[str, Any]] = field(default_factory=list)
    measurements: list[dict[str, Any]] = field(default_factory=list)


def _language(hint: str | None, lower: str) -> str | None:
    """Primary subtag of a BCP 47 hint if we have a lexicon for it, else a cheap stopword
    vote; None (all lexicons) when unsure."""
    if hint:
        primary = hint.split("-", 1)[0].split("_", 1)[0].lower()
        if primary in LANGUAGES:
            return primary
    found = set(_WORDS.findall(lower))
    counts = {lang: len(_STOPWORDS[lang] & found) for lang in LANGUAGES}
    best = max(counts, key=counts.__getitem__)
    ordered = sorted(counts.values(), reverse=True)
    if ordered[0] >= 2 and ordered[0] >= 2 * ordered[1]:
        return best
    return None


# A dash typed without spaces before a new clause: "tight in the arms-but i went with it",
# "it fits nicely-a little on the big side" (not compounds: "fit-and-flare", "peek-a-boo").
_GLUED_DASH = re.compile(
    r"(?<=[a-z])-(?=(?:but|and|so|which|though|however|i|it|its|it's|they|the|this|that|not|very|too|a"
    r"|way|just)\b(?!-))",
    re.IGNORECASE,
)
# Two or three hyphens typed for a dash between words ("not roomy enough in the chest--total
# squash", "true to size--it matches the photos") part them as a spaced dash does (fit-text-47):
# "chest--total" is otherwise no word the parts or the clauses know.
_GLUED_DASHES = re.compile(r"(?<=\w)-{2,}(?=\w)")


# "than" typed "then" or "that" after a size comparative, before what it is compared with:
# "shorter that i expected", "a lot longer then the pic shows", "slightly shorter then it looks
# on the model" (written back, the same length; not "bigger, then i ordered the small")
_THEN_FOR_THAN = re.compile(
    r"(?<=[a-z]er\s)th[ae][nt](?=\s+(?:(?:i|we)\s+(?:had\s+|would\s+have\s+|'d\s+have\s+|was\s+)?"
    r"(?:expected|expecting|expect|anticipated|hoped|thought|imagined|wanted|liked|like|would\s+like|prefer"
    r"|preferred|needed|usually|normally)\b|i'd\s+(?:like|prefer|expected|have\s+liked)\b"
    r"|(?:it|they)\s+(?:looks?|looked|appears?|appeared|seems?|seemed|shows?)\b"
    r"|the\s+(?:model|photos?|pictures?|pics?|images?)\b|pictured\b|shown\b|expected\b"
    # (fit-text-41: "way longer and darker then appeared on model", "longer then on the model")
    r"|appear(?:s|ed)?\b|(?:on|in)\s+(?:the\s+)?(?:model|photos?|pictures?|pics?|images?)\b"
    r"|(?:my\s+)?(?:usual|normal)\b))",
    re.IGNORECASE,
)


# "true-to-size" typed with hyphens reads as "true to size" (fit-text-28, fitform): "this dress
# is true-to-size" (the same length).
_HYPHENATED = re.compile(r"(?<=\btrue)-to-(?=size\b|fit\b)", re.IGNORECASE)


def _than(typed: re.Match[str]) -> str:
    return "Than" if typed.group()[0] == "T" else "than"


# A sentence runs at most this long: each mention is read against its sentence, so one
# unbroken text of 65,536 characters (the longest body taken) full of fit words cost time
# quadratic in its length (14,400 characters: 2.3 s). Real sentences are far shorter.
SENTENCE_MAX = 1000
_RUN_ON = re.compile(rf"[^.!?;\n]{{{SENTENCE_MAX + 1},}}")


def _cut(run: re.Match[str]) -> str:
    """A run-on sentence cut at a space (as a line break, the same length) every
    ``SENTENCE_MAX`` characters or sooner."""
    text, start, pieces = run.group(), 0, []
    while len(text) - start > SENTENCE_MAX:
        cut = text.rfind(" ", start + 1, start + SENTENCE_MAX)
        if cut == -1:  # no space: the next one, if any
            cut = text.find(" ", start + SENTENCE_MAX)
            if cut == -1:
                break
        pieces.append(text[start:cut])
        start = cut + 1
    pieces.append(text[start:])
    return "\n".join(pieces)


# An apostrophe lost to a "?" in a feed's encoding ("i?m usually a xs", "don?t", "it?s") is
# written back (fit-text-28, fitform), the same length: "?" ends a sentence. The feed's feet
# mark goes the same way: "i?m 5?4" is "i'm 5'4" (a height, not "i'm 5" and a size 4).
_LOST_APOSTROPHE = re.compile(
    r"(?<=[A-Za-z])\?(?=(?:s|m|t|ve|d|re|ll)\b)|(?<=\b[4-6])\?(?=(?:1[01]|\d)(?!\d))"
)
# Spaces typed twice inside a sentence ("i usually  wear an xs", "its  perfect") read as one
# (fit-text-28, fitform): rules written with one space then see the words as adjacent.
_SPACE_RUN = re.compile(r" {2,}")
# A full stop or comma typed without the space after it ("regular length.they are perfect",
# "tight around the hips,but they aren't") gets its space (fit-text-28, fitform); not in
# "e.g." or "i.e." (one letter after the mark) nor between digits ("5.5"). Written with the
# mark first and the letter before it checked by a lookbehind, so that `re` skips to the next
# "." or "," instead of trying the lookbehind at every character (same matches).
_GLUED_STOP = re.compile(r"([.,])(?<=[a-z][.,])(?=[a-z]{2})", re.IGNORECASE)
# A short word typed twice ("it it runs pretty big", "i ordered the medium and it it is
# perfect", "the the medium") reads once (fit-text-29, ovctx): rules written for the phrase
# then see it. Not "on on" ("tried it on on a whim"), "that that", "had had", "so so"; not
# across a line (a title ending in "it", the body starting with "It was too small").
_DOUBLED = re.compile(
    r"\b(it|the|a|an|i|is|was|are|were|and|to|of|in|this|my|for|with|be)[ \t]+\1\b", re.IGNORECASE
)


# "should of", "could of", "would of", "might of", "must of" typed for "should've" and the rest
# (fit-text-46) are written back here, once, so that every rule written for "should've gotten"
# or "would've kept it if" reads them with no "of" of its own; not "of course", nor "of" before
# an article or a pronoun ("of the two i would of the blue one say"). ("may of" is left: "in
# May of last year".)
_OF_FOR_HAVE = re.compile(
    r"\b(should|could|would|might|must)\s+of\b"
    r"(?!\s+(?:course|the|a|an|these|those|them|it|this|that|my|your|her|his|their|all|both)\b)",
    re.IGNORECASE,
)


def _have_for_of(m: re.Match[str]) -> str:
    return m.group(1) + "'ve"


def _has_doubled_word(text: str) -> bool:
    """Cheap guard for ``_DOUBLED`` (the regex costs about 20 µs a review, this about 3):
    whether any word follows itself at all."""
    words = text.lower().split()
    return any(map(operator.eq, words, words[1:]))


# A run of digits longer than any figure, size or order number: cut to its first digits. The
# patterns that may start on a digit are tried at each one, each over the rest of the run, so an
# unbroken run of n digits cost n² (65,536 digits: about a minute).
_LONG_DIGITS = re.compile(r"\d{13,}")
# (fit-text-50) An emoji before more words ends its sentence, as a stop would ("... wenn man
# mehr Holz vor der Hütte hat 🙄 Schultern und Ärmel passen"): a stop is written after it.
_EMOJI = "\U0001f300-\U0001faff\u2600-\u27bf"
_EMOJI_END = re.compile(f"([{_EMOJI}][{_EMOJI}\ufe0f\u200d]*)" + r"(?=\s+\w)")
# (fit-text-50) An abbreviation's stop before an amount ends no sentence: "fallen mind. eine
# halbe Nummer kleiner aus", "ca. 85 kg", "approx. two sizes too small".
# Written with the stop first and the word checked by lookbehinds, so that `re` skips to
# the next stop instead of trying the words at every character.
_ABBREVIATED = re.compile(
    r"\.(?:"
    + "|".join(rf"(?<=\b{w}\.)" for w in ("ca", "mind", "min", "max", "approx", "aprox", "env"))
    + r")(?<![.]..\.)(?=\s+(?:\d|(?:eine?n?|one|two|three|half|halbe?)\b))",
    re.IGNORECASE,
)


def _first_digits(m: re.Match[str]) -> str:
    return m.group()[:12]


def _prepare(title: str | None, body: str | None) -> str:
    parts = [p.strip() for p in (title, body) if p and p.strip()]
    text = "\n".join(parts)
    for _ in range(2):  # feeds that escaped twice: "i&amp;#39;m"
        if "&" in text:
            text = html.unescape(text)
    text = text.translate(_QUOTES)
    if "?" in text:
        text = _LOST_APOSTROPHE.sub("'", text)
    if "  " in text:
        text = _SPACE_RUN.sub(" ", text)
    text = _LONG_DIGITS.sub(_first_digits, text)
    text = _GLUED_STOP.sub(r"\1 ", text)
    if "." in text:
        text = _ABBREVIATED.sub("", text)
    if not text.isascii():
        text = _EMOJI_END.sub(r"\1.", text)
    if _has_doubled_word(text):
        text = _DOUBLED.sub(r"\1", text)
    if "d of" in text or "t of" in text or "D OF" in text or "T OF" in text:
        text = _OF_FOR_HAVE.sub(_have_for_of, text)
    if len(text) > SENTENCE_MAX:
        text = _RUN_ON.sub(_cut, text)
    if "-" in text:
        text = _GLUED_DASH.sub(" - ", text)
        if "--" in text:
            text = _GLUED_DASHES.sub(" -- ", text)
    if "-to-" in text:
        text = _HYPHENATED.sub(" to ", text)
    return _THEN_FOR_THAN.sub(_than, text) if "er th" in text.lower() else text


def _aligned(text: str) -> tuple[str, str]:
    """``text`` and its lower case, offsets aligned: a rare case mapping that changes the
    length (Turkish "İ") makes both the lower case."""
    lower = text.lower()
    return (text if len(lower) == len(text) else lower), lower


def extract_fit(title: str | None, body: str | None, language: str | None = None) -> FitExtraction:
    """Fit signals and reviewer measurements found in a review's title and body.

    Says nothing (empty lists) when the text says nothing about fit. ``language`` is an
    optional BCP 47 tag; unknown or missing languages run every lexicon.
    """
    original = _prepare(title, body)
    if not original:
        return FitExtraction()
    original, lower = _aligned(original)
    lang = _language(language, lower)
    restore = _TYPED_PLAIN.get(lang)
    if restore is not None:
        restored = restore(original)
        if restored != original:
            original, lower = _aligned(restored)

    values, worn, usual = extract_measurements(lower)
    mentions = find_signals(lower, original, lang, worn)
    for dimension, score, evidence in compared_positions(lower, original):
        # the position expected is no neutral length of its own ("... instead of mid calf
        # like on the model")
        kept = [m for m in mentions.get(dimension, []) if m[0] != 0 or m[2] not in evidence]
        mentions[dimension] = [*kept, (score, _POSITION_CONFIDENCE, evidence)]
    if lang in ("en", None):
        for dimension, score, evidence in compared_to_stated(lower, original):
            mentions.setdefault(dimension, []).append((score, _POSITION_CONFIDENCE, evidence))

    comparison, wished = compare_sizes(worn, usual), None
    if comparison is None:
        wished = _wished_size(lower, worn)
        comparison = compare_sizes(wished, worn)
    exchanged = given_up = None
    # the usual size, even a range ("usually s or m"), decides before an exchange does
    if comparison is None and not any(v["dimension_code"] == "usual_size" for v in values):
        exchanged = _exchanged_size(lower, worn)
        given_up = None if exchanged is not None else given_up_size(lower, worn)
        comparison = compare_sizes(worn, exchanged or given_up)
    fits_like = fits_like_size(lower, worn, usual)
    if fits_like is not None:
        mentions.setdefault("overall", []).append(
            (0.75 * fits_like[0], _COMPARISON_CONFIDENCE + 0.15, fits_like[1])
        )
    if (
        "otherwise" in lower
        and "overall" in mentions
        and not any(
            score != 0
            for dim, found in mentions.items()
            if dim != "overall"
            for score, _, _ in found
        )
    ):
        # "fine otherwise" with no part judged is praise of something else ("arrived late but
        # otherwise fine"): no verdict on the fit
        kept = [
            m for m in mentions["overall"] if m[0] != 0 or not _OTHERWISE_FINE.search(m[2].lower())
        ]
        if kept:
            mentions["overall"] = kept
        else:
            del mentions["overall"]
    if (
        "overall" in mentions
        and all(
            m[0] == 0
            and _USUAL_TAKEN.search(m[2].lower())
            and not _FIT_PRAISED.search(m[2].lower())
            for m in mentions["overall"]
        )
        and any(
            score != 0
            for dim, found in mentions.items()
            if dim != "overall"
            for score, _, _ in found
        )
    ):
        # (fit-text-49) the usual size named as the one taken is "true to size" only where
        # nothing is said against the fit: "très serrée aux épaules ... j'ai pourtant pris ma
        # taille habituelle", "me aprieta en las caderas ... pedí mi talla de siempre" (a part)
        del mentions["overall"]
    overall = mentions.get("overall", [])
    rest = [m for m in overall if m[0] == 0 and REST_FITS.search(m[2].lower())]
    if rest and len(rest) < len(overall):
        # "too big on top even though it fit everywhere else": the rest fits, overall 0 (an
        # explicit "runs small" stays beside it)
        overall = mentions["overall"] = [
            m for m in overall if m[0] == 0 or RUNS_VERDICT.search(m[2].lower())
        ]
    if any(score <= -0.5 for score, _, _ in overall) and any(
        score >= 0.5 for score, _, _ in overall
    ):
        for sign, overshot in _OVERSHOT.items():
            # the change's own mention is the one with its sign, in the clause that names it
            hit = overshot.search(lower)
            if hit is not None:
                change = hit.group(0)[:20]
                kept = [
                    m
                    for m in overall
                    if not ((m[0] > 0) == (sign > 0) and m[0] != 0 and change in m[2].lower())
                ]
                if kept and len(kept) < len(overall):
                    overall = mentions["overall"] = kept
    if any(score > 0 for score, _, _ in overall) and any(score < 0 for score, _, _ in overall):
        # opposite verdicts on the whole: the one the reviewer gives more often is the reading,
        # the single contrary remark is of one part or of a size given back ("runs small ... my
        # normal size gapped ... sent it back for the larger size": runs small; fit-text-25,
        # fitmix)
        up = sum(1 for score, _, _ in overall if score > 0)
        down = sum(1 for score, _, _ in overall if score < 0)
        if up != down:
            overall = mentions["overall"] = [
                m for m in overall if m[0] == 0 or (m[0] > 0) == (up > down)
            ]
        else:
            # as often one way as the other: the reviewer's "runs small / large" decides over
            # a size word ("runs big, usually a medium but got small in these", "they do run
            # small ... the rest of the pant is loose"; fit-text-30, ovd)
            runs = {m[0] > 0 for m in overall if m[0] != 0 and _RUNS_WHOLE.search(m[2].lower())}
            larger = next(iter(runs)) if len(runs) == 1 else None
            if larger is not None and not any(
                m[0] != 0 and (m[0] > 0) != larger and _SIZE_JUDGED.search(m[2].lower())
                for m in overall
            ):
                # not against a size named and judged: "runs small but the medium was a bit
                # loose" stays undecided (fit-text-25)
                overall = mentions["overall"] = [
                    m for m in overall if m[0] == 0 or (m[0] > 0) == larger
                ]
    tts = [m for m in overall if m[0] == 0 and _TRUE_TO_SIZE_WHOLE.search(m[2].lower())]
    if tts and any(score != 0 for score, _, _ in overall):
        # the reviewer's own "true to size" counts twice against a size changed or advised, a
        # "bit loose" or others' opinion beside it ("i sized up for more flow but it does run
        # true to size", "they are true to size, but seem to stretch, so buy a size down":
        # overall 0, as the labelled sets read every such review; fit-text-25, fitmine)
        overall = mentions["overall"] = overall + tts
    # a size change is a verdict on the fit unless it was made for a look, out of habit, with
    # another size said to fit too, or beside "the rest fits" (both rules below)
    change_stands = comparison is not None and not (
        SIZE_FOR_A_LOOK.search(lower)
        or other_size_fits_too(lower)
        or rest
        or SIZE_BY_HABIT.search(lower)
    )
    if (
        change_stands
        and comparison
        and overall
        and all(score == 0 or (score > 0) == (comparison > 0) for score, _, _ in overall)
        and any(score != 0 for score, _, _ in overall)
        and not _TRUE_TO_SIZE.search(lower)
    ):
        # "runs a bit small, took a 40 instead of my 38 and it's perfect": the size kept fits,
        # which confirms the size change; it is no "true to size" (fit-labels.md: "usually M,
        # the S fits" is +1). fit-text-25, fitmix
        overall = mentions["overall"] = [m for m in overall if m[0] != 0]
    if (
        change_stands
        and not any(score != 0 for score, _, _ in overall)
        and not (overall and _TRUE_TO_SIZE.search(lower))
    ):
        # "I usually wear M, got an L and it fits": a neutral "it fits" confirms the comparison.
        mentions["overall"] = [
            (
                0.6 * comparison,
                _COMPARISON_CONFIDENCE,
                _size_evidence(worn, usual, wished, exchanged, given_up),
            )
        ]

    signals = []
    for dimension, items in mentions.items():
        score, confidence, evidence = combine(items)
        if cancelled(items, score):
            continue
        signals.append(
            {
                "dimension_code": dimension,
                "score": score,
                "confidence": confidence,
                "evidence": evidence,
                "source_kind": SOURCE_KIND,
            }
        )
    signals.sort(key=lambda s: (s["dimension_code"] != "overall", s["dimension_code"]))

    measurements = []
    if values:
        measurements.append(
            {
                "subject_kind": "reviewer",
                "basis": "body",
                "source_kind": SOURCE_KIND,
                "capture_method": "text_extraction",
                "source_key": None,
                "size_label": worn,
                "option_selector": {},
                "confidence": round(max(v["confidence"] for v in values), 2),
                "values": values,
            }
        )
    return FitExtraction(fit_signals=signals, measurements=measurements)


def _size_evidence(
    worn: str | None,
    usual: str | None,
    wished: str | None = None,
    exchanged: str | None = None,
    given_up: str | None = None,
) -> str:
    if given_up is not None:
        return f"chose {worn} over {given_up}"
    if exchanged is not None:
        return f"exchanged {exchanged} for {worn}"
    if wished is not None:
        return f"wore {worn}, should have taken {wished}"
    return f"usual size {usual}, wore {worn}"


# Searched only where one of their start keys fits (keyed.py): the same matches, several
# times faster than trying these alternations at every position.
_REGRET = Keyed(_REGRET)
