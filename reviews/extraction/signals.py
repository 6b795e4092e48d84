"""Fit signals per dimension from review text.

One pass of a precompiled trigger regex over the lower-cased text finds candidate
phrases and adjectives; each candidate is then checked in its clause (predicate
position, negation, hedging, the dimension it talks about) and the mentions of one
dimension are combined into one signal. False positives are worse than misses, so
every check errs on the side of saying nothing.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from functools import lru_cache

from . import lexicon as lx
from . import lexicon_de, lexicon_en, lexicon_es, lexicon_fr
from .clauses import (
    DENIED,
    DISAGREED_AFTER,
    NEGATION,
    Spans,
    is_hedged,
    is_negated,
    quote,
    single_spaced,
)
from .dispatch import Alternation
from .keyed import Keyed
from .parts import (
    IN_PHRASE_BEFORE,
    NEXT_CLAUSE_GAP,
    NEXT_CLAUSE_VERB,
    NEXT_WORD,
    PREDICATE_GAP,
    REGION_AND,
    Dims,
    Mention,
    also_directed,
    is_bottoms,
    is_footwear,
    neutral_mentions,
    trousers_waist,
)
from .sizes import SIZE_TOKEN, size_rank, token_label

LANGUAGES = ("en", "de", "fr", "es")
_LEXICONS = {"en": lexicon_en, "de": lexicon_de, "fr": lexicon_fr, "es": lexicon_es}
# Adjectives that carry their own intensity.
_STRONG_WORDS = lx.words(
    "huge enormous humongous gigantic ginormous tiny massive giant riesig winzig énorme énormes"
    " enorme enormes"
)
_LENGTH_DIMS = frozenset({"length", "sleeves", "inseam", "rise"})
# A length word between a size word and "in length": "huge and very short in length".
_LENGTH_ADJECTIVE = re.compile(r"(?<![\w'])(?:short|shorter|long|longer|cropped)(?![\w'])")
# An alteration of "them" just after the sleeves were named, in the same sentence or the one
# before, with no other garment or length named since (fit-text-36): "the sleeves are too
# long. i'll have them shortened" is the sleeves', not the length's.
_THEM = re.compile(r"(?<![\w'])them(?![\w'])")
_SLEEVES_WORD = re.compile(r"(?<![\w'])(?:sleeves|arms)(?![\w'])")
_OTHER_LENGTH_NOUN = re.compile(
    r"(?<![\w'])(?:pants|jeans|trousers|dress|skirt|length|hem|legs|body|torso|shorts)(?![\w'])"
)


def _sleeves_named_last(lower: str, start: int) -> bool:
    """Whether the sleeves were the last garment part named before ``start``, in its sentence
    or the one before."""
    floor = max(0, start - 120)
    here = _sentence_start(lower, start, floor)
    named = list(
        _SLEEVES_WORD.finditer(lower, _sentence_start(lower, max(floor, here - 2), floor), start)
    )
    return bool(named) and not _OTHER_LENGTH_NOUN.search(lower, named[-1].end(), start)


@dataclass(frozen=True, slots=True)
class _Rule:
    direction: int
    dimension: str | None
    fixed: bool
    confidence: float
    adjective: lx.Adjective | None = None
    also_overall: bool = False
    wish: bool = False
    after_wish: bool = False
    verdict: bool = False


def _compile_triggers(languages) -> tuple[Alternation, dict[str, _Rule]]:
    """All triggers of ``languages`` as one alternation; rules keyed by group name, and by
    the word itself for adjectives (one group for all of them keeps the alternation short)."""
    parts, rules = [], {}
    for lang in languages:
        for i, phrase in enumerate(_LEXICONS[lang].PHRASES):
            name = f"p_{lang}_{i}"
            parts.append(f"(?P<{name}>{phrase.pattern})")
            rules[name] = _Rule(
                phrase.direction,
                phrase.dimension,
                phrase.fixed,
                phrase.confidence,
                also_overall=phrase.also_overall,
                wish=phrase.wish,
                after_wish=phrase.after_wish,
                verdict=phrase.verdict,
            )
    for lang in languages:
        for adj in _LEXICONS[lang].ADJECTIVES:
            for word in adj.words:
                rules.setdefault(word, _Rule(adj.direction, adj.dimension, False, 0.0, adj))
    adjectives = [w for w in rules if not w.startswith("p_")]
    parts.append(rf"(?P<adj>(?:{lx.word_alt(adjectives)})(?![\w'])(?!-\w))")
    # Every trigger starts at a word start.
    return Alternation(parts), rules


_TRIGGERS = {lang: _compile_triggers((lang,)) for lang in LANGUAGES}
_TRIGGERS["all"] = _compile_triggers(LANGUAGES)

_GLUE = (
    r"me|mir|ihr|on\s+me|for\s+me|just|still|even|all|also|definitely|auch|doch|aber|plus|más"
    r"|overall|actually|honestly|generally|certainly|probably|really|way|much|a\s+lot"
    # (fit-text-41: "the sleeves are indeed long")
    r"|indeed"
    # (fit-text-52) "the sleeves are oddly extra long", "it is unfortunately short"
    r"|oddly|strangely|weirdly|surprisingly|unusually|unexpectedly|extra|unfortunately|sadly"
    rf"|{lx.SIZE_STEP}|about|around|almost|nearly|eine\s+nummer|une\s+taille|una\s+talla"
    r"|not|nicht|pas|no|ni|never|nie|nada|du\s+tout"
    rf"|{lx.SENTENCE_ADVERBS}|bien|{lx.DEGREES}"
)
_CONTEXT = re.compile(
    rf"(?:(?P<fit>(?<![\w'])(?:{lx.FIT_VERBS}))|(?P<cop>(?<![\w'])(?:{lx.COPULAS}))"
    rf"|(?P<deg>(?<![\w'])(?:{lx.DEGREES})))(?:\s+(?:{_GLUE}))*"
    # "too wide and cropped", "too small, and cropped" (fit-text-39)
    r"(?:\s+[\w'-]+\s*(?:,(?:\s*(?:and|or|&))?|and|or|&|und|oder|et|ou|y|o))?\s+$"
)
# A measured difference before a comparative: "it's at least an inch shorter", "was 2 inches
# shorter" (the verdict's context is before it); not one wished for ("needed to be about two
# inches longer"), and not a garment's measure ("it's 26 inches long": no comparative).
_MEASURED = re.compile(
    r"(?<![\w'])(?<!\bbe\s)(?<!\bbe\sabout\s)(?<!\bbe\saround\s)(?:at\s+least\s+|about\s+|around\s+)?"
    r"(?:an?|one|two|three|four|five|a\s+couple(?:\s+of)?|a\s+few|\d+(?:[.,]\d+)?)"
    # a range (fit-text-52): "2-3 inches shorter", "two or three inches longer"
    r"(?:\s*(?:-|\u2013|to|or)\s*(?:two|three|four|five|six|\d+(?:[.,]\d+)?))?\s*(?:inch(?:es)?|cm|\")\s+$"
)


def _context_before_measure(prefix: str) -> re.Match[str] | None:
    """The verdict's context before a measured difference: "it's two inches shorter" reads
    "it's" as it would before "shorter"; None when no measure ends the prefix."""
    measured = _MEASURED.search(prefix[-40:])
    if measured is None:
        return None
    return _CONTEXT.search(prefix[: len(prefix) - len(measured.group(0))][-60:])


_STRONG = re.compile(rf"(?<![\w'])(?:{lx.DEGREE_STRONG})(?![\w'])")
_MILD = re.compile(rf"(?<![\w'])(?:{lx.DEGREE_MILD})(?![\w'])")
_MEDIUM = re.compile(rf"(?<![\w'])(?:{lx.DEGREE_MEDIUM})(?![\w'])")
_BODY = re.compile(
    r"(?<![\w'])(?:i'?m|i\s+am|am|you'?re|you\s+are|ich\s+bin|bin\s+ich|je\s+suis|soy|estoy|mido"
    rf"|(?:makes?|made|making|caus(?:e|es|ed|ing))\s+(?:me|you|her|one|(?:my|her|his|your)(?:\s+[\w'/-]+){{1,3}}?)"
    r"\s+(?:to\s+)?(?:look|feel|appear)"
    # the reviewer's look with two size words: "made my 5 foot frame look short and wide"
    r"(?:\s+[\w-]+\s*(?:,|and|&))?"
    r"|me\s+look"
    # a second description of the reviewer (fit-text-49): "i am around medium weight and very
    # short", "i'm 5'2\", 120 lbs and petite"
    r"|(?:i'?m|i\s+am)\s+(?:(?:around|about|of|a|an|average|medium|normal|slim|thin|heavy|petite|tall"
    r"|curvy|athletic|weight|build|height|frame|\d[\d'\".#]*(?:lbs?|pounds)?)\s*,?\s+){1,4}(?:and|&)"
    # the reviewer's body named with "my" (fit-text-38): "my legs are long", "my hands are
    # small", "my hair is long" (the fit parts are read by parts: "my waist is small")
    r"|my\s+(?:legs|hair|hands|feet|fingers|nails|bump|body|frame|figure|build|neck|head|face|calves"
    r"|ankles|wrists|bum|butt|booty|rear|behind|bones|torso|arms)\s+(?:is|are|was|were)"
    # (fit-text-49) German: "meine Beine sind kurz"
    r"|meine\s+(?:beine|arme|hände|füße|füsse|finger|haare|oberarme)\s+(?:sind|waren)"
    r"(?:\s+(?:so|very|really|quite|rather|pretty|super|kinda|a\s+bit|a\s+little))*"
    # (not "that" after the garment, fit-text-38: "a romper that is too big for me")
    r"|(?:who|(?<!dress\s)(?<!romper\s)(?<!top\s)(?<!shirt\s)(?<!skirt\s)(?<!jacket\s)(?<!coat\s)"
    r"(?<!sweater\s)(?<!blouse\s)(?<!pants\s)(?<!jeans\s)(?<!jumpsuit\s)(?<!tee\s)(?<!cardigan\s)"
    r"(?<!tunic\s)(?<!vest\s)that)\s+(?:are|is|were|was|'re|have|has)|who're"
    # another person's body: "my daughter is short", "she's petite", "Meine Tochter ist klein"
    r"|(?:she|he)(?:'s|\s+is|\s+was)|(?:(?:my|our|her|his)\s+(?:\w+\s+)?(?:daughter|son|husband|wife|sister"
    r"|mother|mom|mum|friend|girlfriend|boyfriend|niece|nephew|granddaughter|grandson|kid|child|baby|boy"
    r"|girl|partner|teen|toddler)s?|children)(?:'s|\s+(?:is|are|was|were))"
    r"|(?:meine?|unsere?)\s+(?:tochter|sohn|mann|frau|freundin|freund|kind|kinder|enkelin|enkel|schwester"
    r"|mutter)\s+(?:ist|sind|war|waren)"
    r"|(?:ma|mon|mes|notre|nos)\s+(?:fille|fils|mari|femme|s(?:œ|oe)ur|mère|amie?|copine|enfants?|petite-fille"
    r"|petit-fils)\s+(?:est|sont|était)"
    r"|(?:mi|mis|nuestr[oa]s?)\s+(?:hij[oa]s?|marido|espos[oa]|mujer|herman[oa]|madre|amig[oa]|novi[oa]"
    r"|niñ[oa]s?|niet[oa]s?)\s+(?:es|son|está|era)"
    r"|(?:i\s+have|i've\s+got|i\s+got|j'ai|ich\s+habe|tengo)\s+(?:(?:a|the|le|la|les|des|el|los|las|einen|eine)\s+)?\w+"
    # the reviewer's feet: "mon pied est large", "mein Fuß ist breit", "mi pie es ancho"
    r"|(?:my|mon|mes|mein|meine|mi|mis)\s+(?:foot|feet|pied|pieds|fuß|fuss|füße|füsse|pie|pies)"
    r"\s+(?:is|are|est|sont|ist|sind|es|son)"
    # (a comparative's degree too, fit-text-39: "it made me look much larger than i am")
    rf")\s+(?:(?:{lx.DEGREES}|much|far|even|a\s+lot)\s+)*$"
)
_PHOTO = re.compile(lx.PHOTO)
_PHOTO_THEN = re.compile(
    # "... as pictured on the model so it's true to size" (fit-text-40)
    r"\s*,?\s*(?:and|but|so)\s+(?:(?:it|they|also|still|it's|they're)\s+)?(?:(?:is|was|are|were)\s+)?"
)
_GAPE = re.compile(r"\bgap(?:e|es|ed|ing|s)?\b|\bgapp(?:ed|ing|y)\b", re.I)
# Where trousers or a skirt gape: "they gap in the back", "gaped at the front" (the waistband).
_AT_BACK_OR_FRONT = re.compile(
    r"\s+(?:(?:a\s+)?(?:bit|little|lot|tad)\s+)?(?:in|at|around)\s+the\s+(?:back|front)\b"
)
_BUTTON_GAPS = re.compile(
    r"\bgap\w*\s+(?:\w+\s+){0,2}?between\s+(?:the\s+)?buttons|\bbuttons?\s+(?:\w+\s+)?gap\w*"
)
# "on her" after the model was named in the sentence: "the model ..., it's so loose on her"
_ON_HER = re.compile(r"\bon\s+her\b(?!\s+(?:own|body|frame|figure))")
_MODEL = re.compile(r"\b(?:the|this|that)\s+(?:model|mannequin)\b")
_THAN = re.compile(r"(?<![\w'])(?:than|as|als|wie|que|comme|como)(?![\w'])")
# A size changed for a look, not because of the fit: "sized down to get a more fitted look",
# "went a size up, just for a looser look", "sized up because i wanted it oversized".
# A size as written in passing: "the xs", "a medium", "the 10", "the 0p".
_SIZE_NAMED = r"(?:xx?s|xx?l|s|m|l|small|medium|large|\d{1,2}p?)"
# The kinds of fit a size is changed for by taste (not "a better fit"): a size changed for
# one is no verdict on how the item runs ("sized up for a looser fit").
_WANTED_FIT = (
    r"looser|roomier|roomy|loose|relaxed|slouchier|slouchy|baggier|baggy|oversized|boyfriend|closer|snugger"
    r"|snug|tighter|slimmer|fitted|more\s+(?:fitted|tailored|relaxed|form[\s-]?fitting|body[\s-]?con)"
    r"|less\s+(?:fitted|form[\s-]?fitting)"
)
_FIT_KIND = (
    r"(?<![\w'])(?:(?:to\s+)?(?:get|have)|for)\s+(?:a|an|that|the)\s+(?:bit\s+|little\s+|slightly\s+)?"
    rf"(?:{_WANTED_FIT})\s+(?:fit|look)\b"
)
# right after the size change: "sized up for a looser fit" (not "for a better fit")
_FIT_KIND_RE = re.compile(r"\s*,?\s*(?:(?:just|only|mostly)\s+)?" + _FIT_KIND)
# A look aimed at; named with "this" or in quotes too (fit-text-27, fitovr3): "to achieve this
# look", "for a\"swing\" look"
_LOOK_AIMED = (
    r"(?<![\w'])(?:(?:to\s+)?(?:get|have|achieve|create)|for)\s+(?:a|an|that|the|this)\b\s*[\"“]?"
    r"(?:[\w\"”'-]+\s+){0,2}?(?:look|style|silhouette|vibe|effect)\b"
)
_PURPOSE = re.compile(
    _LOOK_AIMED
    # the look expected of the size taken (fit-text-27, fitovr3): "bought one size larger
    # thinking they'd be super slouchy", "based on how loose the tee looks on the model"
    + r"|(?<![\w'])(?:thinking|hoping|expecting|assuming)\s+(?:that\s+)?"
    r"(?:it|they|it\s+would|they\s+would|it'd|they'd|it'll|they'll)\s+(?:be|look|fit)\s+"
    r"(?:(?:\w+)\s+)?(?:" + _WANTED_FIT + r")\b"
    r"|(?<![\w'])based\s+on\s+how\s+(?:\w+\s+){1,2}?(?:it|they|the\s+\w+)\s+(?:looks?|fits?)\s+on\s+the\s+model\b"
    r"|(?<![\w'])(?:because|since|as|cause)\s+(?:i\s+(?:want|wanted|like|liked|prefer|wanna)"
    r"|(?:it|they)\s+looked\s+(?:\w+\s+){0,2}better)\b"
    # room for what goes under it, or a way of wearing it (fit-text-33): "so there's a little
    # room for layering", "in case i wear a bulky sweater underneath", "so i could wear
    # sweaters under it", "so that i can wear it off the shoulder"
    r"|(?<![\w'])(?:so\s+(?:that\s+)?(?:there'?s|there\s+(?:is|was|would\s+be)|i'd|i\s+(?:could|can|would"
    r"|had|have|will)|it\s+(?:would|could|can|will))|in\s+case\s+i|for)\s+(?:[\w']+\s+){0,4}?"
    r"(?:layer(?:s|ing|ed)?|sweaters?|underneath|off\s+the\s+shoulders?)\b"
)
# The sleeves as the subject right before a phrase of where a garment ends.
_SLEEVES_SUBJECT = re.compile(
    r"(?<![\w'])(?:the\s+|my\s+|its\s+)?(?:sleeves?|arms)\s+(?:(?:just|both|each|also|do|did)\s+)?$"
)
# A predicate joined by "and" to a part named after a preposition (parts.IN_PHRASE_BEFORE).
_AND_THEN = re.compile(
    r"\s*,?\s*(?:and|&)\s+(?:(?:it|they|also|definitely|def)\s+)*(?:runs?|ran)\s+(?:[\w']+\s+){0,2}"
)
# The fit or look aimed at, said before the advice in its sentence (fit-text-38): "for a
# looser fit, size up", "to get the oversized look, go up a size" (as "size up for a looser
# fit", fit-labels.md: advice for a look sets no overall).
_AIM_BEFORE = re.compile(
    rf"\s*(?:{_FIT_KIND}|{_LOOK_AIMED})\s*,\s*(?:(?:just|definitely|i'd|i\s+would|you\s+(?:should"
    r"|could|can|might|may))\s+)*$"
)
# A second size ordered as a spare (rentals): "we recommend sizing up for your backup",
# "order the next size up as a back-up" is no verdict on how it runs.
_BACKUP = re.compile(
    r"\s*,?\s*(?:(?:just|only)\s+)?(?:for|as)\s+(?:a|an|your|my|the|her)\s+(?:back-?up|spare|second\s+size|2nd\s+size)\b"
)
# A size step listed after the usual size is one of two sizes tried, like "the medium and the
# large" (fit-text-28, fitnum): "ordered both my normal size and one size up", "tried it in my
# regular size and a size up" is no size change; the verdict is on the size that fit.
_USUAL_AND_BEFORE = re.compile(
    r"(?<![\w'])(?:(?:my|the|your)\s+)?(?:usual|normal|regular|typical)(?:\s+[a-z]+)?(?:\s+size)?\s*,?\s+"
    r"(?:and|&|plus|as\s+well\s+as)\s+(?:also\s+)?$"
)
# The look wanted, said before the size change: "wanted it to fit like the model so i sized
# up", "i wanted the oversized look, so i went up a size".
_LOOK_REASON = re.compile(
    r"(?<![\w'])(?:want|wanted|wanting|liked|prefer|preferred)\s+(?:\w+\s+){0,5}?"
    r"(?:(?:like|as)\s+(?:(?:on|in)\s+)?(?:the\s+)?(?:model|photos?|pictures?|pictured|shown)"
    r"|(?:\w+\s+){0,2}?(?:look|style|silhouette|vibe|effect)"
    # "i wanted it a bit roomy so i sized up", "wanted them looser, so i went up"
    rf"|(?:it|them)\s+(?:to\s+(?:be|fit)\s+)?(?:(?:{lx.DEGREES})\s+)*(?:{_WANTED_FIT}))"
    r"\s*,?\s+(?:and\s+)?so\s+(?:i\s+)?$"
)
# A size changed for a look anywhere in a sentence: the size comparison is no verdict
# ("usually a medium, went a size up just for a looser look").
SIZE_FOR_A_LOOK = re.compile(
    r"(?:siz(?:e|ed|ing)\s+(?:up|down)|(?:went|go|going|ordered|took|bought|got|chose|picked)\s+"
    r"(?:\w+\s+){0,3}?(?:size|up|down))\b[^.;!?]{0,40}?(?:"
    + _PURPOSE.pattern
    + "|"
    + _FIT_KIND
    + ")"
    # the size named, for a kind of fit: "went with a medium for a more relaxed fit"
    # (fit-text-48: "i buy these in medium because i like the looser fit", "i preferred s for a
    # loose fit")
    r"|(?:went\s+with|ordered|took|bought|buy|purchased|got|chose|picked|preferred|prefer)\s+"
    r"(?:(?:these|them|it|this|one)\s+in\s+)?(?:(?:the|a|an)\s+)?(?:size\s+)?"
    rf"(?:{_SIZE_NAMED}|x-?small|x-?large)\b[^.;!?]{{0,20}}?(?:"
    + _FIT_KIND
    + "|"
    + _PURPOSE.pattern
    + r")|"
    + _LOOK_REASON.pattern[:-1]
    + r"(?:sized|went|ordered|took|got|bought|chose|picked)\b"
    # a size taken on purpose (fit-text-33): "usually xs but intentionally bought s"
    r"|(?<![\w'])(?:intentionally|deliberately|purposely|purposefully|knowingly)\s+(?:\w+\s+)?"
    r"(?:sized|went|ordered|took|got|bought|chose|picked)\b"
)
# A size chosen in advance for a known reason, not from how this item fits (fit-text-23): a
# habit for a kind of garment or a brand ("i always buy a size 4 in dresses because i'm
# tall", "have to go up a size for super skinny", "from past experience they run small") or a
# length line ("ordered the s petite to make sure the length wasn't too long", "sized up to
# make sure it was long enough"): no size comparison, no size advice.
SIZE_BY_HABIT = re.compile(
    r"(?<![\w'])(?:always|usually|normally|typically)\s+(?:have\s+to\s+)?(?:buy|get|order|take|wear"
    r"|size\s+(?:up|down)|go\s+(?:up|down))\b[^.!?;]{0,40}?\bin\s+(?:(?:\w+|this\s+brand's)\s+)?"
    r"(?:dresses|pants|jeans|denim|tops|skirts|shirts|sweaters|jackets|coats|bottoms|swim\w*)\b"
    r"[^.!?;]{0,20}?\b(?:because|since|as|due\s+to)\b"
    rf"|(?<![\w'])(?:have|has|need|needs)\s+to\s+(?:go|size)\s+(?:up|down)(?:\s+{lx.SIZE_STEP})?\s+"
    r"(?:for|in)\s+(?:(?:super|very|really|most|the|a)\s+)?(?:skinny|skinnies|jeans|pants|denim|dresses"
    r"|tops|bottoms|that\s+brand)\b"
    r"|(?<![\w'])(?:from|in|by)\s+(?:my\s+)?(?:past|previous|prior|own)\s+experience\b"
    r"|(?<![\w'])to\s+make\s+sure\s+(?:it|they|the\s+length)\s+(?:[\w']+\s+){0,2}?(?:long|short)\b"
)
# Another size tried named before a verdict in its sentence: "tried on large but was more
# roomy than needed", "i got the 26's on but they were snug", "the 0 seemed pretty tight all
# around", "got an xs because the small looked too baggy" (fit-text-23). When the review names
# a different size too, the verdict is on the size tried, not on the one kept: no overall (the
# usual or exchanged size, compared, still says how it runs).
_OTHER_SIZE = (
    r"(?:xx?s|xx?l|x-small|x-large|extra\s+small|extra\s+large|small|medium|large|s|m|l|\d{1,2}p?)"
)
_TRIED_SIZE = re.compile(
    r"(?<![\w'])(?:tried(?:\s+on)?\s+(?:the\s+|a\s+|an\s+|size\s+|in\s+)*(?P<tried>"
    + _OTHER_SIZE
    + r")(?!['\w-])|got\s+(?:the\s+|a\s+|an\s+)?(?P<on>"
    + _OTHER_SIZE
    + r")(?:'?s)?\s+on\b|the\s+(?:size\s+)?(?P<subject>"
    + _OTHER_SIZE
    + r")(?:'?s)?\s+(?:was|were|seemed|looked|felt)\b)"
)
_SENTENCE_BREAK = re.compile(r"[.!?;\n]")
# A wish before a second wished change joined to it ("i wish it were longer and less boxy")
_WISH_BEFORE = re.compile(r"(?<![\w'])(?:wish(?:ed)?|hoping|hoped|stars?\s+if|if\s+only)(?![\w'])")


@lru_cache(maxsize=16)
def _sentence_ends(lower: str) -> list[int]:
    """Where each sentence break of a review ends, found once per review (a look back from
    every mention over all the breaks before it cost time quadratic in their number)."""
    return [m.end() for m in _SENTENCE_BREAK.finditer(lower)]


def _sentence_start(lower: str, pos: int, floor: int = 0) -> int:
    """Where the sentence holding ``pos`` starts, looking back no further than ``floor``."""
    ends = _sentence_ends(lower)
    last = bisect_right(ends, pos)  # a break is one character: it ends at most at ``pos``
    return ends[last - 1] if last and ends[last - 1] > floor else floor


def _sentence_stop(lower: str, pos: int) -> int:
    """Where the sentence holding ``pos`` ends (its break, or the end of the text)."""
    stop = _SENTENCE_BREAK.search(lower, pos)
    return stop.start() if stop else len(lower)


_RUN_BEFORE = re.compile(r"(?<![\w'])(?:runs?|ran|running)\s+(?:[\w']+\s+){0,2}$")
# An explicit verdict on how the item runs stays beside "the rest fits".
RUNS_VERDICT = re.compile(
    r"(?<![\w'])(?:runs?|ran|running)\s+(?:[\w']+\s+){0,2}?(?:small|large|big)\b"
)


_EXCHANGED = re.compile(lexicon_en.EXCHANGE_EN)


def _other_size_tried(lower: str, start: int, worn: str | None) -> bool:
    """Whether the sentence before ``start`` names, last, a size tried that is not the size
    worn (kept); not when the sentence tells an exchange, which is compared instead."""
    if worn is None:
        return False
    lo = _sentence_start(lower, start, max(0, start - 120))
    matches = [*_TRIED_SIZE.finditer(lower, lo, start)]
    if not matches:
        return False
    tried = matches[-1]
    token = SIZE_TOKEN.match(lower, tried.start(tried.lastgroup))
    label = token_label(token) if token is not None else None
    if label is None or size_rank(label) == size_rank(worn) or label.lower() == worn.lower():
        return False
    if any(token_label(t) is not None for t in SIZE_TOKEN.finditer(lower, token.end(), start)):
        return False  # "tried the s on and decided to size down to an xs, because ...": the xs
    return _EXCHANGED.search(lower, lo, _sentence_stop(lower, start)) is None


def _in_sentence(pattern: re.Pattern[str], lower: str, start: int, end: int) -> bool:
    """Whether ``pattern`` occurs in the sentence(s) holding ``start``..``end``."""
    return (
        pattern.search(lower, _sentence_start(lower, start), _sentence_stop(lower, end)) is not None
    )


# The rest said to fit beside one part (fit-labels.md: overall 0): "even though it fit
# everywhere else", "it was fine every where else", "der Rest passt", "le reste va", "el resto
# queda bien". Matched on the evidence of a neutral overall mention (fit-text-23).
REST_FITS = re.compile(
    r"(?<![\w'])(?:(?:the\s+)?rest\s+(?:of\s+(?:it|me|my\s+body|the\s+\w+)\s+)?(?:fits?|fitted|is|was|fine"
    r"|perfect|great|good|ok)|everything\s+else\s+(?:fits?|fitted|is|was)"
    r"|(?:fits?|fitted|fine|perfect|great|good)\s+(?:everywhere|every\s+where|elsewhere)"
    r"|(?:every|all|each)\s+other\s+(?:part|portion|area|place|bit|section)s?"
    r"|otherwise\s+(?:it\s+|they\s+)?fits?|(?:der\s+)?rest\s+(?:passt|sitzt|ist)|überall\s+sonst"
    r"|(?:le\s+)?reste\s+(?:me\s+)?(?:va|est|tombe|taille)|pour\s+le\s+reste|partout\s+ailleurs"
    r"|(?:el\s+)?resto\s+(?:me\s+)?(?:queda|bien|perfecto)|lo\s+demás|por\s+lo\s+demás)(?![\w'])"
)
# The usual size, or another one, said to have fit too: a size change is then no verdict
# ("sized up to a 6 due to the reviews ... a 4 would have fit as well", "ordered up a size
# after reading other reviews. my normal size would have been fine"); the item is true to size.
OTHER_SIZE_FITS_TOO = re.compile(lexicon_en.OTHER_SIZE_FITS_TOO)


@lru_cache(maxsize=16)
def other_size_fits_too(lower: str) -> bool:
    """Whether the review says another size would have fit as well (``OTHER_SIZE_FITS_TOO``):
    a whole-text search, made once per review however many mentions ask."""
    return OTHER_SIZE_FITS_TOO.search(lower) is not None


# Another size said to be too much the other way: "the smaller size would've been too tight",
# "eine Nummer kleiner wäre zu eng gewesen" (no verdict on the size worn).
_WOULD_BE_TOO = re.compile(
    r"\s+(?:[\w']+\s+)?(?:(?:would|could|might)(?:'ve|\s+have)?\s+(?:been|be|feel|look|fit)|wäre|wären"
    r"|aurai(?:t|ent)\s+été|serai(?:t|ent)|(?:habría|hubiera)n?\s+(?:sido|quedado)|sería|serían)\s+"
    r"(?:(?:probably|definitely|way|much|far|a\s+(?:bit|little)|sicher|bestimmt|viel|sûrement|seguramente)\s+)?"
    r"(?:too|zu|trop|demasiado|muy)\b"
)
# A size changed so that a part would not be tight (or loose): the size before was, which is
# a verdict on that part (fit-labels.md: "snug in the bust so I ordered up").
_CHANGED_SO_NOT = re.compile(
    rf"(?<![\w'])(?:siz(?:e|ed|ing)|went|go|going|ordered|order|got)\s+(?:{lx.SIZE_STEP}\s+)?"
    rf"(?P<way>up|down|bigger|larger|smaller)(?:\s+{lx.SIZE_STEP})?\s*,?\s+(?:so(?:\s+that)?|to\s+make\s+sure)"
    r"\s+(?:it|they)\s+"
    r"(?:wasn'?t|weren'?t|isn'?t|aren'?t|wouldn'?t(?:\s+be)?|won'?t(?:\s+be)?|was\s+not|were\s+not"
    r"|would\s+not(?:\s+be)?|is\s+not)\s+(?:(?:so|too|as|very)\s+)?(?:[\w-]+\s+)?$"
)
# A size change only imagined, the subject of a modal: "sizing up would have helped with the
# button gaps", "a size up would've resulted in a baggier look", "sizing down (which would also
# fix this) would cause ...": no verdict on the size kept. One that would have been better is a
# regret ("a size up would have been better": runs small) and stays.
_IMAGINED_CHANGE = re.compile(
    r"\s*(?:\([^()]{0,60}\)\s*)?(?:would|could|might)"
    r"(?!(?:'ve|\s+have)?\s+(?:(?:probably|also|likely|definitely|only|just)\s+)?"
    r"(?:been|be|fit|fitted|worked|work|looked|look)\s+(?:\w+\s+)?(?:better|best|ideal|perfect|right|great"
    r"|fine|good|nicer)\b)"
    r"(?:'ve|\s+have)?\s+[a-z]"
)
# A size change the reviewer only thinks of making ("might go down a size", "plan to size up to
# a medium", "might try sizing up but then the waist will be too big"): no verdict, unlike
# advice to the reader ("you might want to size down") or a change decided after trying it.
_INTENDED_CHANGE = re.compile(
    r"(?:^\s*|[,;(]\s*|(?<![\w'])(?:i|we|so|and|but|then|i'll|i\s+will|i'm|i\s+am)\s+)"
    r"(?:might|may|plan(?:ning)?\s+(?:to|on)|(?:am|was)\s+planning\s+(?:to|on)|thinking\s+(?:of|about)"
    r"|considering|debating(?:\s+whether\s+to)?"
    # considered and let go (fit-text-38): "i considered sizing down, but it fit beautifully",
    # "i almost sized up", "i was going to size up but i'm glad i didn't"
    r"|considered|debated(?:\s+whether\s+to)?|thought\s+(?:of|about)|almost|nearly"
    r"|(?:was|were)\s+(?:going\s+to|gonna|(?:so\s+)?tempted\s+to))"
    r"\s+(?:(?:try|trying|just|probably|have\s+to|end\s+up)\s+(?:to\s+)?)*$"
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
_CROTCH = frozenset({"crotch", "fourche", "schritt"})
# "talla pequeña": the size called small (a noun phrase), not "talla pequeño" (sizes small).
_FEMININE_AFTER_TALLA = re.compile(r"talla\s+$")
_ADVICE_NEGATED = re.compile(
    r"(?<![\w'])(?:no\s+need\s+to|(?:didn'?t|did\s+not|don'?t|do\s+not|doesn'?t|never)\s+(?:need\s+to|have\s+to)"
    r"|don'?t|do\s+not|didn'?t|did\s+not|no"
    # (fit-text-38) "don't order a size up", "i don't think you should size up": the usual
    # size, as "don't size up" ("i wouldn't size down" stays unread, fit-text-28)
    r"|(?:think|say)\s+(?:that\s+)?(?:you|one)\s+(?:should|need\s+to|have\s+to|must))\s+"
    r"(?:(?:order|go|get|buy|ordering|going|getting)\s+(?:a\s+|one\s+)?)?$"
)
# A size change said to be needless after it: "sizing up isn't necessary".
_NOT_NEEDED_AFTER = re.compile(
    r"\s+(?:is|was)(?:n'?t|\s+not)\s+(?:really\s+|at\s+all\s+)?(?:necessary|needed|required)\b"
)
# An idiom said of the whole garment is not vague: "no wiggle room in the dress", "all over".
_WHOLE = re.compile(
    r"(?<![\w'])(?:(?:in|on|through)\s+(?:the|this|these)\s+(?:dress|top|shirt|jacket|coat|sweater|blouse|pants"
    r"|jeans|jumpsuit|romper|skirt|suit|thing|garment|piece)|all\s+over|everywhere|whole\s+(?:thing|dress|garment))(?![\w'])"
    # the garment as the subject, the wearer as the object: "this dress looked like a sack on me"
    r"|(?<![\w'])(?:this|the)\s+(?:dress|top|shirt|jacket|coat|sweater|blouse|pants|jeans|jumpsuit|romper|skirt"
    r"|suit|tunic|cardigan|tee)\s+(?:is|was|looks?|looked|felt|feels?|hung|hangs?)\b|(?<![\w'])on\s+me(?![\w'])"
    # the garment as the object: "i could not get this shirt on"
    r"|(?<![\w'])(?:get|got|getting|put|pull|pulled|zip|zipped|button|buttoned)\s+(?:this|the|these)\s+(?:dress|top"
    r"|shirt|jacket|coat|sweater|blouse|pants|jeans|jumpsuit|romper|skirt|suit|tunic|cardigan|tee)\s+(?:on|over|up)\b"
)
_SIZE_WORDS = frozenset({"small", "large"})
# The plain size words of each language, which say "long" or "short" of a length named with
# them.
_BIG_SMALL = lx.words(
    """
    big bigger large larger generous small smaller groß gross größer grösser klein kleiner grand
    grande grands grandes petit petite petits petites pequeño pequeña pequeños pequeñas chico chica
    """
)
# A garment with no rise sliding down: "the dress slipping down at times" (a strapless top
# falling, not trousers sitting low).
_NO_RISE_GARMENT = re.compile(
    r"(?<![\w'])(?:dress|gown|strapless|bodice|top|blouse|shirt|tank|cami|bra|kleid|robe|vestido)(?![\w'])"
)
# Parts whose sliding down says nothing of a rise.
_NOT_A_RISE = frozenset(
    {lx.OTHER_PART, "bust", "chest", lx.BREAST, "shoulders", "sleeves", lx.TOP_PART}
)
# "my go-to size is small": the reviewer's size named, not this item's fit
_MY_SIZE_IS = re.compile(
    r"(?<![\w'])(?:my|her|his)\s+(?:[\w-]+\s+)?size\s+(?:is|was|has\s+always\s+been)\s+(?:an?\s+)?(?:(?:x|extra)[\s-]?)?$"
)
_SIZE_LIST_AFTER = re.compile(
    r"\s*(?:and|or|&|/|,)\s*(?:(?:a|an|the)\s+)?(?:x-?|extra[\s-])?(?:small|medium|large|xx?s|xx?l|s|m|l)(?![\w'])"
)
_SIZE_LIST_BEFORE = re.compile(
    r"(?<![\w'])(?:small|medium|large|xx?s|xx?l|s|m|l)\s*(?:and|or|&|/|,)\s*(?:(?:a|an|the)\s+)?$"
)
# "runs large, the S fits", "fits small and the m is right": a verdict before the size word,
# then the size that fits; not a list of sizes ("tried small, medium and large").
_VERDICT_BEFORE_SIZE = re.compile(
    r"(?<![\w'])(?:runs?|ran|running|fits?|fitted|feels?|felt|is|was|are|were|too|way|very|super"
    r"|really|pretty|quite|slightly|somewhat|rather|a\s+(?:bit|little|tad)|bit|little|tad)\s+$"
)
_SIZE_LIST_MORE = re.compile(
    r"\s*(?:,|and|or|&|/)\s*(?:(?:a|an|the)\s+)?(?:x-?|extra[\s-])?(?:small|medium|large|xx?s|xx?l|s|m|l)(?![\w'])"
)
# Not after a quantity (fit-text-41): "they are a half size large", "a full size small" say
# how far off the item runs, not which size it is.
_SIZE_NAME = re.compile(
    r"(?<![\w'])(?<!half\s)(?<!1/2\s)(?<!full\s)(?<!whole\s)(?:size|sz|petite|regular|tall|in)\s+(?:(?:x|extra)[\s-]?)?$"
)
# The size bought, named after the purchase: "bought the small for my daughter", "ordered the
# large for my husband" (a size name, not "small for me").
_BOUGHT_THE = re.compile(
    r"(?<![\w'])(?:bought|buy|ordered|order|got|get|purchased|picked|chose|took|grabbed|kept|returned"
    r"|exchanged|selected)\s+(?:the|a|an)\s+(?:(?:x|extra)[\s-]?)?$"
)


def _size_list_after(lower: str, end: int, prefix: str) -> bool:
    """A size word ending at ``end`` opens a list of sizes ("small and medium"); a verdict
    before it ("runs large, the S fits") is no list unless the list goes on ("is small,
    medium and large")."""
    listed = _SIZE_LIST_AFTER.match(lower, end)
    if listed is None:
        return False
    if not _VERDICT_BEFORE_SIZE.search(prefix[-12:]):
        return True
    return _SIZE_LIST_MORE.match(lower, listed.end()) is not None


# "the bottom" of a top: its lower edge; the legs of trousers: "too long in the legs" is the
# length (fit-labels.md), their width no fit dimension
_HEM = frozenset({"hem", "hemline", "the bottom", "leg", "legs"})
# where a peplum ends is the top's length ("the peplum hits way too high"), not its own size
_ENDS_AT = frozenset({"peplum"})
# where a phrase of too much length puts the hem, a landmark of the body and no part of the
# garment (fit-text-37): "they pool at my ankles", as "at my feet" (a phrase of too little,
# "barely covers my ankles", stays unread there)
_LANDMARKS = frozenset({"ankle", "ankles", "knee", "knees", "calf", "calves", "wrist", "wrists"})
_STRAPS = frozenset({"strap", "straps"})
_EXCEPT = r"(?<![\w'])(?:except(?:\s+for)?|sauf|außer|ausser|bis\s+auf|excepto|salvo|menos)"
_EXCEPT_OPENS = re.compile(rf"\W*{_EXCEPT}(?![\w'])")
_EXCEPT_BEFORE = re.compile(rf"{_EXCEPT}\W*$")
# Only degree words before a verdict: a fragment with no verb of its own ("..., too tight")
_DEGREE_ONLY = re.compile(rf"\W*(?:(?:{lx.DEGREES})\W+)*")
# (fit-text-50) A fastener that will not close is the garment too tight, where a part is named
# with it ("der Reißverschluss geht an der Brust nicht zu", "la fermeture ne ferme pas au
# niveau de la poitrine"), else as a whole; a fastener's own size stays no fit ("the zip is
# long").
_FASTENERS = frozenset(
    {"zip", "zipper", "reißverschluss", "fermeture", "fermeture éclair", "cremallera"}
)
# (negated: not one that closes stiffly, "der Reißverschluss geht schwer zu" is the zip's own make)
_CLOSING = re.compile(r"\bzu\b|zu(?:bekommen|knöpf|mach|zieh)|ferm|boutonn|zipp|cierr|abroch")
_ENOUGH = frozenset({"enough", "genug"})
# How much a flaw matters, after "big enough" (fit-text-49): "not big enough of an issue to
# return", "not big enough to matter".
_NO_MATTER_AFTER = re.compile(
    r"\s+(?:of\s+)?(?:an?\s+)?(?:issue|deal|problem|concern|difference|reason|flaw|nuisance)\b"
    r"|\s+to\s+(?:matter|notice|bother|complain|worry|make\s+a\s+difference)\b"
)
# "plenty long" is long enough (as needed); "plenty roomy" stays room (+1).
_PLENTY = re.compile(r"(?<![\w'])plenty\s+$")
_PLENTY_WORDS = frozenset({"long", "big", "large", "wide"})
# "roomy" is room (+1, fit-labels.md) with "enough" after it too: "roomy enough for a jumper"
# (fit-text-30, ovd), as "plenty roomy"; "big enough" is as needed.
_ROOMY = frozenset({"roomy", "roomier", "spacious"})
_FOR_A_PURPOSE = re.compile(r"\s+(?:for|to)\s")
# "short on time / staff / details": the idiom for lacking something.
_LACKING = re.compile(
    r"\s+on\s+(?:time|cash|money|funds|staff|stock|inventory|patience|budget|options|sleep|details?"
    r"|hands|supply|supplies|sizes)(?![\w'])"
    r"|\s+(?:and|&)\s+sweet(?![\w'])"  # "short and sweet": brief, an idiom
)
_COUNTED = re.compile(r"(?<![\d.,'\"])\d+\s+$")
# The review itself said to be long or short (fit-text-38): "sorry this is so long", "i know
# this is long", "this review is long", "this is going to be a long one".
_THIS_REVIEW = re.compile(
    r"(?:(?<![\w'])(?:(?:sorry|apologies)\s*[,:!-]?\s*(?:that\s+)?(?:this|it)|i\s+know\s+(?:that\s+)?this)"
    r"(?:'s|\s+is|\s+was|\s+will\s+be)"
    r"|(?<![\w'])(?:this|my)\s+review(?:'s|\s+is|\s+was|\s+will\s+be)"
    r"|(?<![\w'])this(?:'s|\s+is)\s+(?:going\s+to|gonna)\s+be)"
    r"\s+(?:(?:so|very|a\s+bit|a\s+little|kind\s+of|super|really|too|a)\s+)*$"
)
_REVIEW_LENGTH_WORDS = frozenset({"long", "short", "lengthy"})
# A verbless fragment of adjectives ("Short and boxy", "really boxy, short") is said of
# the garment; not when the reviewer describes herself in the clause ("i'm 5'2, short").
_LIST_NEXT = frozenset({None, "and", "but", "or", "yet"})
# (fit-text-38: after another size word too, "Huge and long.", "boxy, short")
_FRAGMENT = re.compile(
    rf"\s*(?:(?:{lx.DEGREES}|and|but|yet|just|also|&|huge|big|small|tiny|large|loose|tight|baggy|boxy"
    r"|wide|roomy|short|long|snug|oversized|massive)\s*,?\s+)*"
)
_SELF = re.compile(r"(?<![\w'])(?:i'?m|i\s+am|am|i\s+have|i've|me|my)(?![\w'])")
_FITTING = frozenset({"fitting", "fit"})
# Long paired with a drape or comfort word names a style, as "flowy" alone does (fit-labels.md:
# style words are no signal): "Long and flowy", "it's long and drapey", "long & lean",
# "flowy and long" (fit-text-29, title); a degree judges it ("a little long and drapey").
# Praise in the pair names the style too (fit-text-33): "it's very comfy and long", "Soft,
# long, and beautiful"; short with a flirt ("short and flirty, perfect for a night out").
_PAIR_JOIN = r"\s*(?:,\s*)?(?:and|&|n)\s+|\s*,\s*"


def _style_pair(words: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The pair word right after the length word, and right before it."""
    return (
        re.compile(rf"(?:{_PAIR_JOIN})(?:{words})\b"),
        re.compile(rf"\b(?:{words})(?:{_PAIR_JOIN})$"),
    )


_STYLE_PAIRS = {
    "long": _style_pair(
        r"flowy|flowing|drapey|drapy|floaty|swingy|lean|cozy|cosy|comfy|comfortable|soft|warm"
        r"|beautiful|lovely|elegant"
    ),
    "short": _style_pair(r"flirty|flirtatious|sexy|swingy|flowy|fun"),
}
_FIT_NOUN = frozenset({"fit"})
# "fits perfectly with my jeans", "goes great with everything": matching other clothes.
# A gift suits its purpose: "passt perfekt als Geschenk", "para regalo queda genial".
_GIFT = (
    r"(?:as|for)\s+(?:a\s+)?(?:gift|present)|als\s+geschenk|(?:para|como)\s+(?:un\s+)?regalo"
    r"|(?:pour|comme)\s+(?:un\s+)?cadeau|pour\s+offrir"
)
_AS_GIFT = re.compile(rf"\s+(?:(?:\w+\s+)?{_GIFT})(?![\w'])")
_AS_GIFT_BEFORE = re.compile(rf"(?<![\w'])(?:{_GIFT})\s*,?\s*(?:\w+\s+)?$")
_GOES_WITH = re.compile(
    r"\s+with\s+(?:(?:my|your|the|any|all|every|most|other|these|those|a|an)\s+)?(?:[\w-]+\s+)?"
    r"(?:jeans|pants|trousers|skirts?|tops?|shoes|boots|heels|sandals|sneakers|wardrobe|outfits?|clothes|style"
    r"|leggings|jackets?|blazers?|cardigans?|everything|anything|accessories|belt|jewelry|jewellery|tights)(?![\w'])"
    # a place it fits into: "fits perfectly into my rotation", "passt perfekt in meine Garderobe"
    r"|\s+(?:in(?:to)?|ins)\s+(?:[\w-]+\s+){0,2}?(?:wardrobe|closet|collection|rotation|theme|suitcase|luggage"
    r"|budget|drawer|garderobe|kleiderschrank|schrank|koffer|büro|office)(?![\w'])"
)
# The same matching said verb-final in a German sub-clause (fit-text-46): "weil es so gut zu
# meiner grünen Hose passt", "da sie zu allem passen" (not "zu" as "too": "zu eng" has no
# article or "allem" after it).
_GOES_WITH_BEFORE_DE = re.compile(
    r"(?<![\wäöüß])(?:zur|zum|zu\s+(?:meine[rmn]?|deine[rmn]?|ihre[rmn]?|seine[rmn]?|der|dem|den|einer|einem"
    r"|allem|allen|jeder|jedem|vielem))\s+(?:[\wäöüß-]+\s+){0,3}$"
)
_TOO_BIG_A = re.compile(
    r"\s+an?\s+(?!bit\b|little\b|tad\b|size\b|touch\b|lot\b|few\b|couple\b|half\b)[a-z]"
)
_COSY_BEFORE = re.compile(r"(?<![\w'])(?:warm|cosy|cozy|comfy|toasty|soft)\s+(?:and|&)\s+$")
_COSY_AFTER = re.compile(r"\s+(?:and|&)\s+(?:warm|cosy|cozy|comfy|toasty)(?![\w'])")
# "loose and flowy", "very comfortable and loose": the ease of a cut, praised beside comfort,
# not a size verdict (a verdict beside it still counts: "loose and comfy, runs large")
# The ease of a casual cut is a style, no size (fit-labels.md, style words alone): "a very casual
# and loose fit", "comfortably loose", "the fit is loose and casual".
_EASY_BEFORE = re.compile(
    r"(?<![\w'])(?:(?:comfortable|comfy|flowy|breezy|airy|light|lightweight|soft|cool|casual|relaxed)"
    r"\s+(?:and|&)|comfortably"
    # a way of wearing it (fit-text-41): "it looks good tucked in or loose", "worn loose"
    r"|(?:tucked(?:\s+in)?|belted|knotted|tied)\s+(?:or|and|&)(?:\s+(?:worn|left))?|worn|wear\s+(?:it|them))\s+$"
)
_EASY_AFTER = re.compile(
    r"\s+(?:and|&)\s+(?:comfortable|comfy|flowy|breezy|airy|light|lightweight|cool|casual|relaxed)(?![\w'])"
)
_SO_TOO = re.compile(r"(?<![\w'])(?:too|so|how)\s+$")
# "too big of a dress for me", "too loose of a fit" (fit-text-37): the garment or its fit named
# after "of a" is what is judged, a verdict as "the dress is too big" ("too big of a deal" is
# still an idiom: no garment)
_TOO_OF_A_GARMENT = re.compile(
    r"\s+of\s+an?\s+(?:[\w-]+\s+)?(?:dress|top|shirt|skirt|sweater|jacket|coat|blouse|tee|t-shirt|tunic"
    r"|cardigan|romper|jumpsuit|vest|fit|size|cut|garment|piece|item|pair|pant|jean)(?![\w'])"
)
_TOO_BEFORE = re.compile(r"(?<![\w'])too\s+$")
_EXCEPTION_WORDS = r"except(?:\s+for)?|other\s+than|apart\s+from|aside\s+from|but\s+for"
_PART_DEGREE = r"(?:(?:very|a\s+bit|slightly|somewhat|really|super|little)\s+)?$"
_FAULT_BEFORE = re.compile(
    rf"(?<![\w'])(?:{_EXCEPTION_WORDS}|(?:complaint|problem|issue)\s+(?:is|was)|due\s+to|because\s+of)\s+"
    rf"(?:an?\s+|the\s+|my\s+|its\s+)?{_PART_DEGREE}"
)
# The garment's own part named as the exception, enough context for its verdict
# (fit-text-52): "except for the short sleeves" (not the body as a cause: "due to broad
# shoulders", "because of my large chest")
_EXCEPTION_BEFORE = re.compile(
    rf"(?<![\w'])(?:{_EXCEPTION_WORDS})\s+(?:the\s+|its\s+)?{_PART_DEGREE}"
)
# A size chosen or changed before the praise: "returned it for a s and it fits great" says
# the size worn fits, not that the item runs true.
_SIZE_CHOSEN = re.compile(
    r"(?<![\w'])(?:return\w*|exchang\w*|swap\w*|switch\w*|siz(?:ed|ing)\s+(?:up|down)|went\s+(?:up|down)"
    r"|(?:the|a|an)\s+(?:xx?s|s|m|l|xx?l|small|medium|large|\d{1,2}p?)(?:\s+petite)?\s+(?:and\s+)?(?:it|which|that|fits?))"
    r"(?![\w'])"
)
_STRONG_PRAISE = re.compile(
    r"(?<![\w'])(?:perfect|perfectly|great|beautifully|wonderfully|glove|true|flawless(?:ly)?|impeccabl[ey]"
    r"|amazing(?:ly)?|dream|excellent(?:ly)?|fantastic(?:ally)?|perfekt|angegossen|parfaitement|parfaite?"
    r"|perfect[oa]s?|perfectamente|guante|gant)(?![\w'])"
)
# A cut named before its adjective (French, Spanish): "corte holgado", "coupe ample".
# The German cut described after its copula, kindly (fit-text-49): "Schnitt ist aber schön locker
# und luftig" (not judged: "der Schnitt ist zu weit")
_CUT_IS = re.compile(
    r"(?<![\w'])schnitt\s+(?:ist|war)\s+(?:(?:aber|eher|schön|angenehm|schon|relativ|insgesamt)\s+){0,3}$"
)
_STYLE_NOUN = re.compile(
    r"(?<![\w'])(?:corte|coupe|estilo|style|diseño|silueta|silhouette|forme|forma|modelo|modèle)\s+$"
)
_ARTICLE = re.compile(r"(?<![\w'])(?:a|an)\s+$")
# The fit a size is changed for (fit-text-38): "size down for a snug fit", "to get a looser
# look" names the aim, not how this one fits.
_FOR_A = re.compile(
    r"(?<![\w'])(?:for|to\s+get|get)\s+(?:a|an)\s+(?:(?:bit|little|slightly|more)\s+)?$"
)
_AIM_NOUN = frozenset({"fit", "look", "silhouette", "style"})
_AS_LONG_AS = re.compile(r"(?<![\w'])(?:as|so)\s+$")
# An equative is no verdict: "as long on me as on the model", "just as flowy as pictured".
_JUST_AS = re.compile(r"(?<![\w'])(?:just|equally|exactly)\s+as\s+$")
# (not "as well as", fit-text-49: "so small in the arms as well as the body")
_AS_LATER = re.compile(r"(?:\s+[\w']+){0,5}?\s+(?<!\bwell\s)as(?![\w'])(?!\s+well\s+as\b)")
# "not as tight as i feared / as other reviews said": better than feared, so it fits.
_AS_FEARED = re.compile(
    r"\s+(?:(?:i|we)\s+(?:had\s+)?(?:feared|thought|worried|was\s+afraid|was\s+worried|was\s+told|heard|read)"
    r"|(?:some\s+|other\s+|the\s+other\s+|many\s+|previous\s+)?(?:reviews?|reviewers?|people|others|customers)"
    r"\s+(?:have\s+)?(?:said|say|says|mentioned|stated|claimed|suggested|described|complained|made\s+it\s+(?:sound|seem))"
    r"|(?:ich\s+)?(?:befürchtet|gedacht|erwartet\s+hatte|dachte)|(?:je\s+(?:le\s+)?)?(?:craignais|pensais|croyais)"
    r"|(?:lo\s+)?(?:temía|pensaba|creía)|(?:andere|d'autres|otr[oa]s)\s+\w+\s+(?:sagen|disent|dicen))\b"
)
_NOT_AS_OTHER = re.compile(
    r"(?<![\w'])(?:nicht|pas|no\s+(?:es|son|era|eran|fue|fueron|está|están|me\s+queda|queda|quedan)|ni)\s+"
    r"(?:ganz\s+|tout\s+à\s+fait\s+)?(?:so|aussi|si|tan)\s+$"
)
_EQUATIVE_OTHER = re.compile(r"(?<![\w'])(?:so|genauso|ebenso|aussi|tan)\s+$")
_AS_OTHER = frozenset({"wie", "que", "qu'", "como", "comme"})
_NOT_AS = re.compile(
    r"(?:(?:not|n't|nearly|quite|nowhere)\s+(?:quite\s+|nearly\s+|near\s+)?"
    # "neither shirt is as long as the one pictured" (fit-text-41)
    r"|(?<![\w'])neither\s+(?:[\w-]+\s+){1,3}(?:is|are|was|were|fits?|fit)\s+)(?:as|so)\s+$"
)
# The wearer named inside an equative: "not as long on me as on the model", "pas aussi
# longue sur moi que sur la photo", "no es tan largo en mí como en la foto".
_ON_WEARER = frozenset({"on", "sur", "en"})
_ON_ME_AS = re.compile(
    r"\s+(?:on|sur|en)\s+(?:me|moi|mí|mi)"
    # a part named inside too (fit-text-36): "not as loose on me through the chest as ..."
    r"(?:\s+(?:through|in|at|around|across)\s+the\s+[\w-]+(?:\s+area)?)?"
    r"(?=\s+(?:as|que|como)(?![\w']))"
)
# "at first", "when I first put it on": the fit before it settled, not the fit now.
# A tightness left to the wearer (fit-text-30, nofit): "you can tie them as loose or tight as
# you like", "adjust the waist to fit loose or a bit more snug", "the bow can be tied or left
# loose": a choice the garment allows (the two contraries, or a tie that can be left loose),
# no verdict on its fit.
_TIGHT_WORD = r"(?:tight|tighter|tightly|snug|snugger|snugly|fitted)"
_LOOSE_WORD = r"(?:loose|looser|loosely|relaxed)"
_OR_DEGREE = r"\s+or\s+(?:(?:a\s+)?(?:bit|little|lot)\s+)?(?:more\s+|as\s+)?"
_CHOICE_AFTER = {
    -1: re.compile(rf"{_OR_DEGREE}{_LOOSE_WORD}(?![\w'])"),
    1: re.compile(rf"{_OR_DEGREE}{_TIGHT_WORD}(?![\w'])"),
}
_CHOICE_BEFORE = {
    -1: re.compile(rf"(?<![\w']){_LOOSE_WORD}{_OR_DEGREE}$"),
    1: re.compile(rf"(?<![\w']){_TIGHT_WORD}{_OR_DEGREE}$"),
}
# "not too loose or tight": a negated pair, neither (fits)
_CHOICE_NEGATED = re.compile(
    r"(?:(?<![\w'])(?:not|neither|never|without|nor|no|nothing)|n't)(?![\w'])"
)
_TIGHTNESS_END = re.compile(rf"(?:{_TIGHT_WORD}|{_LOOSE_WORD})$")
_LEFT_LOOSE = re.compile(
    r"(?<![\w'])(?:can|could|may)\s+(?:be\s+)?(?:tied|tie|left|worn|wear|adjusted|adjust)\s+"
    r"(?:(?:it|them|up)\s+)?(?:or\s+(?:left|worn|untied)\s+)?(?:as\s+)?$"
)
_AT_FIRST = re.compile(
    r"(?:\s+(?:to|on)\s+(?:me|her))?"  # "the top looks small to me at first"
    r"\s*,?\s*(?:at\s+first|initially|in\s+the\s+beginning|to\s+start\s+with|before\s+(?:washing|wearing))\b"
    r"|\s*,?\s*when\s+(?:you|i)\s+first\s+(?:put|try|tried|wear|wore|get|got)\b"
    r"|\s*,?\s*(?:anfangs|zuerst|au\s+début|al\s+principio)\b"
)
# "fits my waist with room to spare", "across my chest": the part is the garment's object.
# One word may stand between: "my \"older\" breasts just droop", "across my broad shoulders".
_FIT_OBJECT = re.compile(
    r"(?<![\w'])(?:fits?|fitted|fitting|hugs?|hugged|around|over|across|on|at|in|through|under)\s+my"
    r"(?:\s+|[ \t]+[\"']?[\w-]+[\"']?[ \t]+)$"
)
_POSSESSIVE = re.compile(
    r"(?<![\w'])(?:my|mein|meine|meinen|mon|ma|mes|mi|mis)(?:\s+|[ \t]+[\"']?[\w-]+[\"']?[ \t]+)$"
)
# "not too loose or tight", "neither big nor small": the negation covers both adjectives;
# "n't" too, glued to its verb ("it wasn't too big or too small", as "it was not").
_NEGATED_PAIR = re.compile(
    # ("without being", fit-text-39: "without being too long or too short")
    # ("nothing", fit-text-41: "nothing too full or tight")
    r"(?:(?<![\w'])(?:not|neither|nicht|weder|ni|pas|no|nothing|without\s+being|without)|(?<=\w)n't)\s+"
    r"(?:(?:too|so|very|overly|zu|trop|demasiado|muy)\s+)?"
    # (up to three words listed before, fit-text-39: "it isn't too low, too tight, too dressy")
    r"(?:[\w'-]+\s*(?:,(?:\s*(?:or|nor|oder|noch|ou|ni|o))?|or|nor|oder|noch|ou|ni|o)\s+"
    r"(?:(?:too|so|zu|trop|demasiado|muy)\s+)?){1,3}$"
)
# A negated verb and another verb joined by "or" (fit-text-48): "it does not ride up or fall off
# the shoulders", "doesn't bunch or slide off": the negation covers the second verb too.
_NEGATED_VERB_OR = re.compile(
    r"(?:(?<![\w'])(?:does|do|did|will|would|can|could)\s+not|(?<=\w)n't)\s+(?:[\w'-]+\s+){1,2}(?:or|nor)\s+$"
)
# A negated size word and its contrary after it (de/fr/es): "keineswegs zu eng, eher locker",
# "pas trop grand, plutôt petit", "no me queda nada grande, al contrario": the other way for
# the part named with the negated word; the contrary word itself is not counted again.
_CONTRARY_AFTER = re.compile(
    r"\s*,?\s*(?:(?:sondern|mais|sino|pero)\s+)?(?:(?:ganz|tout|todo)\s+)?(?:im\s+gegenteil|au\s+contraire"
    r"|al\s+contrario|lo\s+contrario)\b"
)
# "eher", "plutôt", "más bien" and a degree after it: the contrary word follows (``\w`` is
# Unicode: it matches ä, é, ñ).
_RATHER = (
    r"(?:sondern(?:\s+eher)?|eher|mais\s+plutôt|plutôt|más\s+bien|sino(?:\s+más\s+bien)?)\s+"
    r"(?:(?:etwas|sogar|ein\s+bisschen|un\s+peu|un\s+poco|algo|assez|bastante|recht|ziemlich)\s+)?"
)
_RATHER_AFTER = re.compile(rf"\s*,?\s*{_RATHER}(?P<word>\w+)")
_RATHER_BEFORE = re.compile(
    rf"(?<![\w'])(?:nicht|keineswegs|keinesfalls|pas|nada|no)\s+(?:[\w']+\s+){{0,4}}?\w+\s*,?\s*{_RATHER}$"
)
_WORD_DIRECTION = {
    word: adjective.direction
    for module in (lexicon_de, lexicon_es, lexicon_fr)
    for adjective in module.ADJECTIVES
    if adjective.dimension in (None, "width") and not adjective.judged
    for word in adjective.words
    if " " not in word
}


def _named_style(word: str, lower: str, end: int, prefix: str) -> bool:
    """Whether a bare length word paired with a style or praise word names the style ("long
    and flowy", "comfy and long", "short and flirty"), as a style word alone does (fit-labels.md).

    A degree before the length word judges it ("a little long and drapey"); one before the
    pair word is that word's ("very comfy and long")."""
    pairs = _STYLE_PAIRS.get(word)
    if pairs is None or _EXCESS.search(prefix[-30:]):
        return False
    after, before = pairs
    if before.search(prefix[-20:]):
        return True
    return after.match(lower, end) is not None and _strength(prefix[-25:]) is None


def _contrary(lower: str, end: int, direction: int) -> bool:
    """Whether a negated size word ending at ``end`` is followed by its contrary."""
    if _CONTRARY_AFTER.match(lower, end):
        return True
    rather = _RATHER_AFTER.match(lower, end)
    return rather is not None and _WORD_DIRECTION.get(rather.group("word")) == -direction


def _contrary_before(before: str, word: str, direction: int) -> bool:
    """Whether a size word is the contrary after a negated one ("nicht eng, eher locker")."""
    return _WORD_DIRECTION.get(word) == direction and _RATHER_BEFORE.search(before) is not None


# German puts the predicate first and the negation last: "zu groß ist er nicht", "zu eng
# sind sie auf keinen Fall".
_NEGATED_AFTER_DE = re.compile(
    r"\s+(?:ist|sind|war|waren|wird|fällt|fallen|sitzt|sitzen)\s+(?:er|sie|es|das\s+\w+|der\s+\w+"
    r"|die\s+\w+)\s+(?:\w+\s+)?(?:nicht|keineswegs|keinesfalls|auf\s+keinen\s+fall)\b"
)
# Time, not length: "waited so long", "back ordered for so long", "took too long".
_TEMPORAL = re.compile(
    r"(?<![\w'])(?:wait\w*|took|take|takes|taking|for|after|lasted|last)\s+(?:so|too|very|this|that)\s+$"
)
# One part of the garment against another, a design: "the lace is longer than the lining",
# "the back is longer than the front" (not "longer than the model's", "than i expected").
_LAYER_THAN = re.compile(
    r"\s+(?:than|then)\s+(?:the\s+|its\s+)?(?:lining|front|back|overlay|underlay|underskirt|slip|sides"
    r"|(?:fabric|layer|slip|skirt)\s+(?:underneath|beneath|below)|inner\s+layer|outer\s+layer|top\s+layer"
    r"|bottom\s+layer|rest\s+of\s+the\s+(?:dress|skirt|top|hem))\b"
)
# A hem longer on one side than on the other is the cut, not the wearer's length: "shorter in
# the front than in the back", "cut longer in the back" (not "shorter in the back than i'd like")
_SIDE_THAN = re.compile(
    r"\s+(?:in|at|on)\s+(?:the\s+)?(?:front|back|sides?)\b"
    r"(?!\s+(?:than|then)\s+(?:i|i'?d|we|what|expected|anticipated|pictured|shown|led|it\s+(?:looks|looked)"
    r"|(?:on|in)\s+the\s+(?:model|photos?|pictures?))\b)"
    # "más corta por delante que por detrás"
    r"|\s+(?:por\s+)?(?:delante|detrás|detras|atrás|atras|los\s+lados)\b"
    r"(?!\s+(?:de\s+lo\s+que|que\s+(?:lo\s+que|yo|esperaba|pensaba)))"
)
# The back, front or tail of the garment said to be long or short, with nothing judged: a
# high-low cut ("the back is unusually long", "the tail in back is long"); not judged ones
# ("the back is too long", "the back is longer than i expected", "the back is short on me")
_SIDE_SUBJECT = re.compile(
    r"(?:^|[\s(,;])(?:the|its|their)\s+(?:back|front|sides?|tail|train)"
    r"(?:\s+(?:hem|hemline|part|panel|piece|portion))?"
    r"(?:\s+(?:in|at|of)\s+(?:the\s+)?(?:back|front|hem|dress|top|shirt|tunic|sweater|cardigan))?"
    r"\s+(?:is|was|are|were)\s+(?:(?:a\s+(?:little|bit|tad|touch)|slightly|somewhat|unusually|very|much"
    r"|quite|super|pretty|really|rather|a\s+lot|considerably|significantly|noticeably)\s+)?$"
)
_SIDE_JUDGED_AFTER = re.compile(
    r"\s+(?:than|then|for\s+me|on\s+me|for\s+my|enough)\b|\s*,?\s+(?:i|which|but|so)\s+(?:had|have|need|would"
    r"|will|wish|like|love|don't|didn't|can't|couldn't|could|is|was)\b"
)
_SIDE_SUBJECT_WORDS = frozenset(["long", "longer", "short", "shorter"])
# A length wanted of garments in general or looked for, not this one's: "i love when shirts are
# long", "i was looking for a cardigan that was on the longer side", "i always want something
# shorter" (as "i like my tops long" already reads nothing)
_LENGTH_WANTED_BEFORE = re.compile(
    r"(?<![\w'])(?:(?:love|like|prefer|want|need)s?\s+(?:it\s+)?when\s+(?:my\s+)?(?:[\w-]+\s+)?"
    r"(?:shirts|tops|dresses|sweaters|cardigans|tunics|pants|jeans|trousers|skirts|jackets|coats|things|clothes)"
    r"\s+(?:are|run|come|fall|hit)"
    r"|(?:looking|look|looked|searching|shopping)\s+for\s+(?:a|an|some|something)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:that|which)\s+(?:is|was|are|were|would\s+be)"
    r"|(?:want|wanted|need|needed|prefer|preferred)s?\s+(?:something|one|ones)(?:\s+(?:that|which)\s+(?:is|was))?)"
    r"\s+(?:(?:a\s+(?:little|bit|tad)|slightly|somewhat|on\s+the)\s+)?$"
)
# The consequence a degree is denied to reach (fit-text-42): "not too loose in the legs to make
# you feel like they are huge", "not so snug that i can't wear it" (the denied degree itself is
# read as usual; only what follows "that" is no statement).
_NOT_SO_MUCH_THAT = re.compile(
    r"(?<![\w'])not\s+(?:so|too|overly)\s+[\w']+(?:\s+[\w']+){0,3}?\s+(?:that|as\s+to|to\s+make)\s+"
    r"(?:[\w']+\s+){0,8}$"
)
_LENGTH_WORD = re.compile(r"(?:on\s+the\s+)?(?:long|longer|short|shorter)\b")
_SIDE_WORDS = frozenset(
    [
        "longer",
        "shorter",
        "corto",
        "corta",
        "cortos",
        "cortas",
        "largo",
        "larga",
        "largos",
        "largas",
    ]
)
# How long the item was kept or lasted (fit-text-42): "i didn't keep it long enough to measure",
# "won't hold up long enough to wear again", "haven't had them long enough to know".
_HELD_FOR = re.compile(
    r"(?<![\w'])(?:had|have|has|having|keep|kept|keeping|hold(?:s|ing)?\s+up|held\s+up|last|lasts"
    r"|lasted|lasting|owned|own|worn|wore|wait|waited|stay|stayed|stays)\s+"
    r"(?:(?:it|them|this|these|that|those|the\s+[\w-]+)\s+)?$"
)
# "fell short" as an idiom (fit-text-49): "fell short of expectations", "this top completely fell
# short for me" (not "it falls a bit short on me")
_FELL_BEFORE = re.compile(
    r"(?<![\w'])(?:(completely|totally|really|definitely|truly|just|sadly|unfortunately)\s+)?"
    r"(?:fell|falls?|falling)\s+$"
)
_OF_AFTER = re.compile(r"\s+of\b")
_TEMPORAL_AFTER = re.compile(r"\s+(?:time|wait|ago|to\s+(?:arrive|ship|come|get|deliver))\b")
# How the wearer fastened it, not how it fits: "even when tied very tight", "cinch it tight".
# Fabric giving way with wear, not the size: "they get baggy by noon", "pants that don't
# get baggy", "it becomes loose after a day" (the lexicons leave out "sags", "bags out").
_WORN_LOOSE_WORDS = frozenset({"baggy", "baggier", "loose", "looser", "saggy", "gappy"})
_WORN_LOOSE = re.compile(
    r"(?<![\w'])(?:get|gets|getting|got|gotten|become|becomes|became|becoming|turn|turns|turned)\s+"
    r"(?:(?:a\s+)?(?:bit|little|tad|very|so|really|too|more|kind\s+of|somewhat|quite|all)\s+)*$"
)
# Something coming off, not the fit: "the belt loops came loose", "a button worked loose".
_DETACHED = re.compile(
    r"(?<![\w'])(?:came|come|comes|coming|work|works|worked|working|shook|shaken|broke|broken)\s+"
    r"(?:(?:a\s+)?(?:bit|little)\s+)?$"
)
_FASTENED = re.compile(
    r"(?<![\w'])(?:ti(?:e|es|ed|ing)|cinch\w*|lac(?:e|es|ed|ing)|pull(?:s|ed|ing)?|wrap(?:s|ped|ping)?|belt(?:s|ed|ing)?"
    r"|knot(?:s|ted|ting)?|tighten\w*"
    # how the cloth is made (fit-text-41): "woven tightly", "knit tight"
    # with a particle (fit-text-44): "the beading is sewn on tightly"
    r"|woven|weaved|knit(?:ted)?|stitched|sewn)\s+(?:(?:it|them|the\s+\w+)\s+)?(?:(?:on|in|down)\s+)?"
    r"(?:(?:really|very|super|extra|too|so)\s+)?$"
)


_MALE = re.compile(
    r"(?<![\w'])(?:husband|son|boyfriend|dad|father|brother|men'?s|man|male|guy|herren\w*|mann|mannes|sohn"
    r"|freund|vater|bruder|sakko|anzug|homme|hommes|mari|fils|copain|père|frère|costume|hombre|hombres"
    # a man writing of himself (fit-text-49): "très content de ce manteau", "estoy encantado"
    r"|content|ravi|satisfait|déçu|encantado|contento|satisfecho|decepcionado"
    # a collar size names a man's shirt (fit-text-49): "Hemd in Kragenweite 41"
    r"|kragenweite|tour\s+de\s+cou|talla\s+de\s+cuello|hemd|herrenhemd"
    r"|marido|hijo|novio|padre|hermano|caballero|traje)(?![\w'])"
)
_FEMALE = re.compile(
    r"(?<![\w'])(?:woman|women'?s|wife|daughter|girlfriend|frau|damen\w*|bluse|kleid|bh|tochter|freundin"
    r"|femme|femmes|robe|blouse|soutien-gorge|fille|ravie|enceinte|mujer|vestido|blusa|sujetador|hija"
    r"|encantada|contenta|embarazada|novia|esposa)(?![\w'])"
)
_CONDITION = re.compile(lx.CONDITIONS)
# Advice words in a trigger: "size up", "eine Nummer größer", "une taille au-dessus".
_ADVICE_WORDS = re.compile(
    r"(?<![\w'])(?:size|sized|sizing|order|ordered|nummer|größer|kleiner|au-dessus|en\s+dessous|más|menos"
    r"|up|down|pedid|pide|pedir|bestellt?|bestellen|nimm|nehmt|prenez|prends|commandez)(?![\w'])"
)


def _conditional(lower: str, clause: tuple[int, int], sub: tuple[int, int], trigger: str) -> bool:
    """A condition governs the overall trigger: advice anywhere in a clause with a condition
    ("size up if busty", "if you're busty, size up"); a verdict only with the condition before
    it or in its own sub-clause, not one opening a later sub-clause of advice ("Talla un poco
    pequeño, pedid una más si tenéis pecho": runs small, fit-labels.md)."""
    condition = _CONDITION.search(lower, clause[0], clause[1])
    if condition is None:
        return False
    if condition.start() < sub[1] or _ADVICE_WORDS.search(trigger):
        return True
    return _CONDITION.search(lower, clause[0], sub[1]) is not None


_EXCESS = re.compile(
    rf"(?<![\w'])(?:{lx.DEGREE_EXCESS})\s+(?:(?:a\s+)?(?:bit|little)\s+)?"
    r"(?:[\w'-]+\s*(?:,|and|or|&|und|oder|et|ou|y|o)\s+)?$"
)
_AS_DESIGNED = re.compile(lx.AS_DESIGNED)
# A style word the size runs to is a verdict on the size (fit-text-36): "runs oversize",
# "it runs a bit boxy" (its cut in the garment's own sizes), as "runs large" is
_RUNS_BEFORE = re.compile(
    r"(?<![\w'])(?:runs?|ran|running)\s+(?:(?:a\s+)?(?:bit|little|tad)\s+|slightly\s+|very\s+|really\s+)?$"
)
# The waist of trousers named as such: where it sits is their rise ("the waist is not too low",
# "a too high waistline"), not the body's middle ("tummy", "midsection").
_WAIST_WORDS = frozenset({"waist", "waistline", "waistband", "waist band"})
# Trousers judged where they sit on the waist: "they hit perfectly on my waist" (rise 0).
_AT_WAIST = re.compile(
    r"(?<![\w'])(?:on|at|around|to)\s+(?:my|the|your)\s+(?:natural\s+|true\s+|real\s+)?waist(?:line)?\b"
)
# A sub-clause opening with "being" describes the reviewer: "being larger on top, ...".
# (fit-text-36: after "for" too, "for being shorter, 5'3\", i love the length"). Not words
# that only say how a garment fits ("snug in the thigh, while being oversized in the waist").
_FIT_ONLY_WORDS = lx.words(
    "loose looser baggy baggier oversized roomy roomier tight tighter snug snugger"
)
_BEING = re.compile(rf"\s*(?:for\s+)?being\s+(?:(?:{lx.DEGREES})\s+)*$")
# The reviewer as the subject of a sentence that goes on to describe her body by parts:
# "i'm a 12 typically but broad in the shoulders and larger in the bust", "my figure (small
# up top, bigger in the hips)", "bin aber obenrum etwas breiter", "soy más ancha de caderas"
# (fit-labels.md: the body alone is no signal). The last such subject before a size word
# governs it unless the garment or another verb takes over in between ("i'm a 12 and it
# was big in the bust").
_SELF_SUBJECT = re.compile(
    r"(?<![\w'])(?:i'm|i\s+am|(?:my|mein|meine|ma|mon|mi)\s+(?:body|figure|frame|build|shape|body\s+type"
    r"|körper|figur|statur|silhouette|morphologie|corps|cuerpo|figura|complexión)"
    r"(?:\s+(?:is|was|ist|war|est|était|es|era))?|(?:ich\s+)?bin(?:\s+ich)?|je\s+suis|soy)(?![\w'])"
)
_SELF_TAKEN_OVER = re.compile(
    r"[)]|(?<![\w'])(?:i|it|it's|its|they|they're|them|this|these|those|that|which|fit|fits|fitted|fitting"
    r"|run|runs|ran|was|were|is|are|felt|feel|feels|look|looks|looked|seem|seems|seemed|ordered|bought|got"
    r"|tried|wear|wore|ich|es|sie|er|passt|sitzt|fällt|ist|war|trage|je|il|elle|ça|tombe|va|fait|porte|yo"
    r"|queda|quedan|está|uso)(?![\w'])"
    # an article that opens a subject, not one after a preposition ("broad in the shoulders")
    r"|(?<![\w'])(?<!in\s)(?<!on\s)(?<!at\s)(?<!across\s)(?<!through\s)(?<!around\s)(?<!an\s)(?<!um\s)"
    r"(?<!à\s)(?<!de\s)(?<!dans\s)(?<!en\s)(?:the|der|die|das|den|dem|le|la|les|l'|el|los|las)(?![\w'])"
)


def _self_described(lower: str, dims: Dims, sub: tuple[int, int], start: int) -> bool:
    """Whether a size word with a part in its sub-clause describes the reviewer's body, the
    subject of its sentence ("i'm a 12 but broad in the shoulders")."""
    if not any(n != lx.OTHER_PART for n in dims.names_between(sub[0], sub[1])):
        return False
    lo = _sentence_start(lower, start, max(0, start - 100))
    subject = None
    for found in _SELF_SUBJECT.finditer(lower, lo, start):
        subject = found
    return subject is not None and not _SELF_TAKEN_OVER.search(lower, subject.end(), start)


_BODY_COPULA = re.compile(
    r"\s+(?:is|are|was|were|'s|looks?|looked|appears?|appeared|ist|sind|est|sont|es|son|está|están)\b"
)
# A comparative against what the reviewer expected is a verdict: "came longer than i had hoped".
_THAN_EXPECTED = re.compile(
    r"\s+than\s+(?:i\s+|i'd\s+)?(?:had\s+|would\s+have\s+|'d\s+have\s+)?(?:expected|anticipated|hoped|thought"
    r"|imagined|wanted|like|liked|would\s+like|like|prefer|preferred|needed|pictured|shown|described"
    r"|advertised|usual|normal|stated|listed|led\s+(?:me\s+)?to\s+believe)\b"
    # "bigger than it looks in the photos", "shorter than the picture shows"
    r"|\s+than\s+(?:it|they|she|the\s+(?:model|photos?|pictures?|pics?|images?|description|website|site))"
    # ("the description says", fit-text-41)
    r"\s+(?:looks?|appears?|seems?|shows?|is|was|did|does|says|said|states?|stated)\b"
)
# A fit compared with the pictures or the hope is a verdict, not a style's name (fit-text-41):
# "a looser fit than on the model", "a tighter fit than i expected".
_FIT_THAN_PICTURED = re.compile(
    _THAN_EXPECTED.pattern + r"|\s+than\s+(?:it\s+(?:is|was|looks?|looked)\s+)?(?:on|in)\s+the\s+"
    r"(?:model|photos?|pictures?|pics?|images?)\b"
)
# Trousers that come down, read as a low rise unless the waist is named as the cause.
_FALLS_DOWN = re.compile(
    r"(?:slides?|slid|sliding|slips?|slipping|falls?|falling)\s+down|(?:pull|pulling|hike|hiking|hitch"
    r"|hitching)\s+(?:them|it)\s+up"
)
_WAISTBAND_NAMED = re.compile(
    # nothing there to hold them up: "no elastic in the waistband", "nothing in the way of an
    # elastic or tie"
    r"(?<![\w'])(?:no|without|nothing|lacks?|lacking)\s+(?:[\w']+\s+){0,4}?(?:elastic|drawstring|tie|string"
    r"|waistband|waist\s+band)(?![\w'])"
    # the waist itself too loose or stretched out: "the waist is too big", "the waist stretched
    # out", "ran way too big up top" (not "the waist was perfect")
    r"|(?<![\w'])(?:waist|waistband|waistline|elastic)\s+(?:[\w']+\s+){0,3}?(?:(?:too\s+|way\s+too\s+)?(?:big"
    r"|huge|large|loose|baggy|wide)|stretch\w*|loosen\w*|gives?\s+out|gave\s+out)(?![\w'])"
    r"|(?<![\w'])(?:big|large|loose)\s+up\s+top(?![\w'])"
)


def _falls_for_the_waistband(lower: str, said: str, start: int, end: int) -> bool:
    """(fit-text-52) Trousers that come down because the waistband does not hold, named in
    the trigger's sentence or the one before it and with no rise named there: the waist is
    too loose, not the rise too low ("no elastic in the waistband, so they are constantly
    falling down", "the waist is too big and they slide down")."""
    if _FALLS_DOWN.search(said) is None:
        return False
    window = lower[_sentence_start(lower, max(0, _sentence_start(lower, start) - 2)) : end]
    return _WAISTBAND_NAMED.search(window) is not None and "rise" not in window


# A side named between a comparative and what it is compared with (fit-text-52): "longer at the
# front than shown in the photograph" (not "than the back": a high-low cut, _SIDE_THAN).
_SIDE_BEFORE_THAN = re.compile(r"\s+(?:in|at|on)\s+(?:the\s+)?(?:front|back|sides?)(?=\s+than\b)")


def _past_side(lower: str, end: int) -> int:
    """Where what a comparative is compared with starts: past a side named first."""
    side = _SIDE_BEFORE_THAN.match(lower, end)
    return end if side is None else side.end()


# A comparative between two colours or versions of the item says nothing of its size: "the
# aqua fit a lot tighter than the navy", "the black runs bigger than the other colour".
_THAN_OTHER_VERSION = re.compile(
    # ("as" after "not as fitted": fit-text-29, ovcmp)
    r"\s+(?:[\w'-]+\s+){0,2}?(?:than|as)\s+(?:the|my|its)\s+(?:other\s+(?:one|colou?rs?|versions?|pairs?|prints?)\b"
    rf"|(?:{lx.COLOURS})(?:\s+(?:one|version|pair|colou?r))?(?![\w'])"
    # another size of it: "the s was a tad longer than the xs", "looser than the petite"
    rf"|(?:{_SIZE_NAMED}|petite|regular|tall)(?![\w'])(?!\s+i\s+(?:usually|normally))"
    r"|(?:smaller|bigger|larger|next|other)\s+sizes?\b)"
)
# A size named as the subject of a comparative with no "than": the other size tried is
# the measure ("the 10 was just a tad looser so i went with that one").
_SIZE_SUBJECT = re.compile(
    rf"(?<![\w'])(?:the|my|a|an)\s+(?:size\s+)?{_SIZE_NAMED}"
    r"(?:\s+(?:petite|regular|tall|one))?\s+(?:was|is|felt|feels|fit|fits|seemed|seems|looked|looks|ran|runs)"
    rf"\s+(?:(?:just|even|only|{lx.DEGREES})\s+)*$"
)
_THAN_NEXT = re.compile(r"\s+(?:[\w'-]+\s+){0,3}?than(?![\w'])")
_SIZE_STEP = re.compile(r"(?<![\w'])sizes?\s+$")
# One of two sizes chosen for being a little longer or looser: "borderline between the xs
# and s but ended up with the s because it was a tad longer" (the sizes compared, no verdict).
_SIZE_PICKED_FOR = re.compile(
    r"(?<![\w'])(?:ended\s+up\s+with|went\s+with|chose|picked|kept|took|stuck\s+with|decided\s+on)\s+"
    rf"(?:the|a|an)\s+(?:size\s+)?(?:{_SIZE_NAMED}|petite|regular)\s+"
    r"(?:because|since|as|cause|'cause|bc)\s+(?:it|they)\s+(?:was|were|is|are|felt|looked|seemed|ran)\s+"
    rf"(?:(?:{lx.DEGREES})\s+)*$"
)


def _versions_compared(lower: str, sub: tuple[int, int], start: int, end: int) -> bool:
    """Whether a comparative at [start, end) sets two versions or sizes of the item against
    each other, which says nothing of how the one worn runs."""
    prefix = lower[sub[0] : start]
    if _THAN_OTHER_VERSION.match(lower, end) and not _SIZE_STEP.search(prefix[-12:]):
        # "the aqua fit tighter than the navy", "the s was longer than the xs" ("2 sizes
        # bigger than the 4" is a verdict on the size worn)
        return True
    # "ended up with the s because it was a tad longer": two sizes compared
    if _SIZE_PICKED_FOR.search(lower, max(sub[0], start - 90), start):
        return True
    # "tried on both, the 10 was just a tad looser": one size against the other
    return bool(_SIZE_SUBJECT.search(prefix[-50:])) and not _THAN_NEXT.match(lower, end)


# A new clause with its own subject between a part and a size word: the word is said of
# that subject ("i have long arms so the xs was huge", "broad shoulders and it is big").
_NEW_SUBJECT = re.compile(
    r"(?<![\w'])(?:so|and|because|since|but|then|which|that|und|also|donc|et|así\s+que|y)\s+"
    r"(?:the|this|it|it's|they|they're|these|der|die|das|es|sie|le|la|les|il|elle|el|los|las)(?![\w'])"
)
# The whole item as the subject of a clause joined after a part's (fit-text-39): "the sleeves
# were long and the size was too big", "the waist is fine but it's too short" (not "they":
# "the sleeves are long and they are tight" is still the sleeves)
_WHOLE_SUBJECT_AFTER = re.compile(
    r"(?<![\w'])(?:and|but|so|yet|though)\s+(?:overall\s+|also\s+)?(?:it|it's|this|the\s+(?:size|fit|whole\s+\w+"
    r"|dress|top|shirt|skirt|jacket|coat|sweater|blouse|romper|jumpsuit|tunic|cardigan|vest|bodysuit"
    r"|item|piece))(?:\s+(?:was|is|were|are|felt|feels|fit|fits|ran|runs|seemed|seems|looked|looks))?"
    r"(?![\w'])"
)
# A phrase's verdict followed by how it should be: "room in the hips, as there should be".
_AS_SHOULD = re.compile(
    r"\s*,?\s*(?:just\s+)?as\s+(?:it|they|there|you'?d\s+want|one\s+would\s+want)\s+(?:should|ought\s+to)\s+be\b"
)
# Room for a purpose right after a verdict that it fits is part of that verdict: "fits
# perfectly with room for layers", "runs true to size with room for a sweater underneath",
# "fit her well with some room to grow" (overall 0; "fits with a little room to grow" and
# "roomy enough for a jumper" stay room).
_FITS_WELL_BEFORE = re.compile(
    r"(?<![\w'])(?:(?:fits?|fitted)\s+(?:(?:me|her|him|them|us)\s+)?(?:really\s+|just\s+|so\s+)?"
    r"(?:well|perfectly|perfect|great|fine|nicely|beautifully)|true\s+to\s+size|tts"
    # the verdict as a noun or said of the size: "was a good fit with room for a heavier top",
    # "the large was great, with room" (fit-text-30, ovd)
    r"|(?:(?:a|an)\s+)?(?:really\s+|very\s+)?(?:good|great|perfect|nice)\s+fit"
    r"|(?:is|was|are|were)\s+(?:really\s+|just\s+)?(?:great|perfect|just\s+right))[\s,.]*$"
)
_ROOM_FOR = re.compile(
    r"with\s+(?:some\s+|a\s+little\s+|a\s+bit\s+of\s+|enough\s+|plenty\s+of\s+)?room"
    r"(?:\s+(?:for|to)\s|\s*[,;.!]|\s+(?:as|without)\b)"
)
# A size word said of a part that is no fit dimension, negated or after a dash that goes on
# with it: "the armholes are not too big", "the armholes look flattering - not too big", "the
# arm holes are entirely too big -- so big that ..." (the part, not the fit).
_NEGATION_WORD = re.compile(r"(?<![\w'])(?:not|never)(?![\w'])|n't")
_DASH_BEFORE = re.compile(r"(?:\s-+|--+|\s[\u2013\u2014]+)\s*$")
_FRAGMENT_OPENING = re.compile(
    r"\s*(?:but\s+)?(?:(?:not|never|so|too|way|very|really|quite|a\s+bit|a\s+little|at\s+all)\s+)*$"
)


def _of_other_part(lower: str, dims: Dims, clause_start: int, start: int, negated: bool) -> bool:
    """Whether a size word at ``start`` with no fit part of its own is said of a part that is
    no fit dimension: right before it across a negation, or named before a dash that opens
    its clause."""
    i = bisect_right(dims.starts, start - 1) - 1
    if i < 0 or dims.names[i] != lx.OTHER_PART or dims.ends[i] > start:
        return False
    if dims.starts[i] >= clause_start:
        gap = lower[dims.ends[i] : start]
        return negated and PREDICATE_GAP.match(_NEGATION_WORD.sub(" ", gap)) is not None
    return (
        clause_start - dims.ends[i] < 60
        and _DASH_BEFORE.search(lower, max(0, clause_start - 6), clause_start) is not None
        and _FRAGMENT_OPENING.fullmatch(lower, clause_start, start) is not None
    )


# A person described in a relative clause: the size words there are the person's body, up to
# a second one after "and" ("a flattering fit for someone like me who is small on top and wider
# at the hips", "designed for a woman who is proportionally longer").
_PERSON_WHO = re.compile(
    r"(?<![\w'])(?:someone|somebody|anyone|anybody|a\s+woman|women|a\s+person|people|girls?|gals?|ladies"
    r"|those|one)\s+(?:like\s+(?:me|myself)\s+)?(?:who|that)\s+(?:is|are|was|were|'s|'re)\s+"
    r"(?:[\w'-]+\s+){0,4}?(?:(?:and|&)\s+)?(?:\w+ly\s+)?$"
)
# Where a cropped hem ends is a position, not a part judged: "cropped at the waist".
_AT_PLACE = re.compile(r"\s+(?:just\s+|right\s+)?(?:at|above|below|to)\s")


def _judged_by_part(lower: str, dims: Dims, adj: lx.Adjective, end: int, sub_end: int) -> bool:
    """Whether a style word is judged by the part named after it ("boxy through the chest");
    not where a cropped hem ends ("cropped at the waist"), nor the length said again
    ("cropped in length", "cropped in the length")."""
    after = dims.part_after(lower, end, sub_end)
    if after is None:
        return False
    return not (
        adj.dimension == "length"
        and (_AT_PLACE.match(lower, end) is not None or dims.names[after] == "length")
    )


# A part after the verdict that opens a clause of its own with its own verb: "the xs was
# swimming on me and the shoulders hang down my arms" (the verdict is the garment's).
# A garment coordinated with a part before a length word is the garment's length (fit-text-31,
# fres): "les manches et le pantalon sont un peu longs", "mangas y pantalón algo largos", "the
# sleeves and the pants are long", "le pantalon et les manches sont longs".
_GARMENT_NOUNS = (
    r"(?:pantalons?|pantalón|pantalones|jupes?|faldas?|robes?|vestidos?|jambes|piernas|perneras?|leggings?"
    r"|pants|trousers|skirts?|dress|dresses|legs|hose|hosen|rock|kleid|hosenbeine)"
)
_AND = r"\s*,?\s*(?:et|y|e|and|und)\s+"  # "and" in our languages (es "e" before i-), a comma or not
_AND_THE = _AND + r"(?:(?:le|la|les|l'|el|los|las|the|die|der|das|den)\s*)?"
_AND_GARMENT = re.compile(_AND_THE + _GARMENT_NOUNS + r"(?![\w'])")
_GARMENT_AND = re.compile(_GARMENT_NOUNS + _AND_THE + "$")


def _garment_with_part(lower: str, dims: Dims, near: int, start: int) -> bool:
    """Whether a garment is coordinated with part ``near``'s group before its length word."""
    end = dims.group_end(near)
    if end <= start:
        m = _AND_GARMENT.match(lower, end, start)
        if m is not None and PREDICATE_GAP.match(lower, m.end(), start):
            return True
    first = dims.starts[dims.group[near]]
    return (
        dims.ends[near] <= start
        and _GARMENT_AND.search(lower, max(0, first - 30), first) is not None
    )


# A part measured, then a clause of its own: "mi cintura es de 80 cm y el pantalón ...",
# "mon entrejambe fait 80 cm et celui du pantalon ..." (fit-text-31, fres).
_MEASURED_THEN = re.compile(
    r"\s+(?:es|son|est|fait|mide|mesure|is|measures|ist|beträgt)\s+(?:de\s+|of\s+)?(?:unos\s+|environ\s+"
    r"|about\s+|ca\.?\s+)?\d+(?:[.,]\d+)?\s*(?:cm|in|inches|\"|'')?\s*,?\s*(?:y|e|et|and|und|pero|mais|but"
    r"|aber)\s+[^.!?;]*$"
)
# A new clause with its own copula after a length judged: "va bien de largo y son anchas",
# "bien en longueur et ils sont larges" (fit-text-31, fres): the width word is not the length's.
_AND_COPULA = re.compile(
    _AND + r"(?:(?:ils|elles|they|sie|en\s+cambio|además|encima|aussi)\s+)?"
    r"(?:son|sont|are|sind|están|me\s+(?:van|quedan)|quedan|vont|they're)\s+"
    rf"(?:(?:{lx.DEGREES})\s+)*"
)
# "runs big and tight in the hips" (fit-text-38): a second predicate with its own part after
# "and", the run verdict on the whole.
_AND_ADJ_IN = re.compile(
    r"\s*,?\s+and\s+(?:(?:a\s+bit|a\s+little|very|too|so|kind\s+of|slightly|really|super|quite)\s+)*"
    r"[\w-]+\s+(?:in|at|around|across|through|on)\s+(?:the|my)\s+(?:[\w-]+\s+)?$"
)
# A part named as the reviewer's body moving: "rides up when i lift my arms" is said of the
# garment, not of its sleeves.
_MOVED = re.compile(
    r"(?<![\w'])(?:when|whenever|if|as|once)\s+(?:i|you|she)\s+(?:\w+\s+)?(?:rais|lift|mov|bend|bent|stretch"
    r"|reach|put|hold|held|wav|swing|cross)\w*\s+(?:up\s+)?(?:my|your|her|both)\s+$"
)
# What the garment does to the body is a fit: "my boobs barely fit", "my chest was barely
# contained", "my hips spill over" (not "my breasts droop").
_HELD_IN = re.compile(r"(?:just\s+)?barely\s|spill|(?:squish|squash|smush|flatten)\w*\s")
# The opening of an aside in brackets: "(although long)", "(but tight)".
_ASIDE = re.compile(r"\(\s*(?:(?:although|though|but|and|yet|if\s+a\s+bit)\s*)?$")
_BODY_PART = re.compile(
    r"(?<![\w'])(?:my|with|have|has|i've|got|mit|habe|avec|j'ai|con|tengo)\s+(?:[\w'-]+,?\s+){0,5}?"
    r"(?:long|short|broad|wide|narrow|big|large|small|thick|thin|muscular|skinny|slim|full|curvy|petite"
    r"|lange|kurze|breite|schmale|kräftige|longs|courts|larges|forts|largos|cortos|anchos|grandes)\s+$"
)
# The part with its measure (fit-text-37): "i'm 5'9\" with a 32 inch inseam and these pants are
# too short" (length), "i have 40 inch hips and it is tight" (overall). Only before a size word:
# a phrase after it stays the part's ("i have a 30 inch inseam and they bunch up at the ankle",
# after "the inseam is 2 inches longer than stated", is the inseam's in the official labels).
_BODY_MEASURED = re.compile(
    r"(?<![\w'])(?:my|with|have|has|i've|got)\s+(?:an?\s+)?\d+(?:\.\d+)?\s*(?:\"|''|-?\s*inch(?:es)?|in\.?|cm)?\s*$"
)
_BODY_CUE = re.compile(
    r"(?<![\w'])(?:my|with|have|has|i've|mit|habe|avec|j'ai|con|tengo)\s+(?:[\w'-]+\s+){0,2}$"
)
_BODY_AFTER = re.compile(
    r"\s+(?:anch[oa]s|larg[oa]s|cort[oa]s|grandes|larges|longs|longues|courts|courtes|forts|fortes)(?![\w'])"
)


def _body_part(lower: str, start: int, end: int) -> bool:
    """Whether a part is named as the reviewer's body ("i have long arms", "tengo hombros
    anchos"): a size word said after it is then said of something else."""
    if _BODY_PART.search(lower, max(0, start - 45), start):
        return True
    return bool(
        _BODY_CUE.search(lower, max(0, start - 30), start) and _BODY_AFTER.match(lower, end)
    )


# Praise joined to a length or snug word: "nice and long", "nice & snug" (as wanted, 0);
# room stays room ("nice and roomy" is +1 by fit-labels.md).
_NICE_AND = re.compile(
    r"(?<![\w'])(?:nice|good|lovely|perfectly|schön|bien|bien\s+bonita?)\s+(?:and|&|und|et|y)\s+$"
)
# A piece worn under or inside the item named as what fits (fit-text-48): "the slip underneath
# fits perfect on me", "the embroidered slip is tts", "the lining fits well".
_UNDER_PIECE_BEFORE = re.compile(
    r"(?<![\w'])(?:the|its|this|that)\s+(?:[\w-]+\s+)?(?:slip|lining|liner|underlay|underlayer"
    r"|under\s+layer|under\s+slip|underslip)(?:\s+(?:underneath|beneath|inside|under\s+it))?"
    r"\s+(?:(?:is|was|seemed|seems|felt|feels|also|just|really|quite|very|a\s+bit|a\s+little)\s+)*$"
)
# The same size word denied in excess right after: "short but not too short" (as wanted, 0);
# with a degree before it the direction stays (fit-text-48: "a bit short, but not too short",
# "a little long but not too long").
_NOT_TOO_SAME = re.compile(r"\s*,?\s*but\s+not\s+(?:too|overly)\s+([a-z]+)")
_SOME_DEGREE_BEFORE = re.compile(rf"(?<![\w'])(?:{lx.DEGREE_MILD})\s+$")
# A size word said to be as fitting: "appropriately long", "suitably roomy".
_FITTINGLY = re.compile(
    r"(?<![\w'])(?:appropriately|suitably|adequately|sufficiently|fittingly|reasonably)\s+$"
)
# "so short that ...": a result clause, not a noun after the adjective.
_SO_THAT = re.compile(r"(?<![\w'])(?:so|such)\s+$")
# A part singled out after a verdict on the whole: "runs very large, especially through the
# hips", "much tighter, especially in my arms", "surtout aux épaules": the whole and the part;
# after the wearer too ("really large on me, especially around the shoulders": fit-text-30).
_ESPECIALLY = re.compile(
    # (fit-text-31, fres) "partout"/"everywhere" between ("serré partout, surtout les bras");
    # "les"/"las" before "le"/"la", else "surtout les bras" stops inside the article
    r"(?:\s+(?:on\s+me|everywhere|all\s+over|partout|überall|por\s+todas\s+partes))?\s*,?\s*(?:and\s+)?"
    # (fit-text-47: "had to return it for the next size up, more so in the bust area")
    r"(?:especially|particularly|mostly|mainly|esp\.?|more\s+so|besonders|vor\s+allem|insbesondere"
    r"|surtout|notamment|particulièrement|sobre\s+todo|especialmente|en\s+especial|principalmente)\s+"
    rf"(?:(?:{lx.NEUTRAL_PREPOSITIONS})\s+)?(?:(?:the|my|his|her|der|die|den|dem|les|las|la|le|l'|los|el)\s*)?"
)
# Said of the whole garment everywhere: "big everywhere", "loose all over".
_ALL_OVER = re.compile(r"\s+(?:everywhere|all\s+over)(?![\w'])")
_ON_ME_ONLY = re.compile(r"\s+on\s+me(?![\w'])")
# "Cropped" compared is judged: "so much more cropped than it looks in the picture", and so is
# "cropped" felt on the wearer: "it did feel cropped to me" (the other style words stay a style).
_MORE_BEFORE = re.compile(r"(?<![\w'])more\s+$")
# a phrase that is a comparative itself, like "tighter" (fit-text-29, ovcmp): "the black is
# less fitted than the navy" compares versions, as "looser than the navy" does
_LESS_THAN_PHRASE = re.compile(r"(?:less|not\s+as|not\s+so|\w+n't\s+as|\w+n't\s+so)\s")
_LESS_BEFORE = re.compile(r"(?:(?<![\w'])less|(?:not|n't)\s+(?:as|so))\s+$")
# (the length named between, fit-text-41: "more cropped in the length than i expected")
_THAN_AFTER = re.compile(r"(?:\s+in\s+(?:the\s+)?length)?\s+than(?![\w'])")
_FELT_BEFORE = re.compile(r"(?<![\w'])(?:feels?|felt|looks?|looked)\s+$")
# A style word compared with what was wanted is judged (fit-text-48): "boxier than i would have
# liked" (not with what was expected: "more flowy than i thought" is a surprise, fit-text-26)
_THAN_WANTED = re.compile(
    r"\s+than\s+i\s+(?:would(?:\s+have|'ve)?|'d(?:\s+have)?)\s+(?:liked|like|wanted|want|preferred"
    r"|prefer)(?![\w'])"
)
_TO_ME = re.compile(r"\s+to\s+me(?![\w'])")
_ON_ME = re.compile(r"\s+(?:on|for)\s+(?:me|him|her|my|his|them|us)(?![\w'])")
# A feature the reviewer liked is the design, not a verdict on the fit: "i liked that this
# dress was short", "love that it's long in the back", "i really liked how big the skirt
# was". Not when the liking is negated ("didn't like how short it was"), nor with a fit verb
# ("love that the sleeves run longer") or a degree ("like that it's a bit loose", "too").
_LIKED = re.compile(
    r"(?<![\w'])(?<!n't\s)(?<!not\s)(?<!never\s)(?:love|loved|like|liked|adore|adored|appreciate|appreciated"
    r"|enjoy|enjoyed)\s+(?:that|how)\s+(?P<between>(?:[\w'-]+\s+){0,4}?)$"
)
_LIKED_NOT = re.compile(
    rf"(?<![\w'])(?:{lx.FIT_VERBS}|{lx.DEGREE_MILD}|{lx.DEGREE_EXCESS}|not|n't)(?![\w'])"
)


_SEPARABLE_PARTICLE = r"(?:aus|ab|auf|an|ein|runter|herunter|durch|hoch|herab)"
_SPLIT_NEGATED = re.compile(
    r"(?<![\w'])(?:nicht|nie|niemals|keineswegs|keinesfalls|nirgends|nirgendwo)\s+(?:[\wäöüß]+\s+){0,3}?"
    rf"{_SEPARABLE_PARTICLE}$"
)

# ... or after the phrase: "die Zehen stoßen vorne nicht an"
_SPLIT_NEGATED_AFTER = re.compile(
    r"\s+(?:[\wäöüß]+\s+){0,2}?(?:nicht|nie|niemals|keineswegs|nirgends)\s+(?:[\wäöüß]+\s+){0,2}?"
    rf"{_SEPARABLE_PARTICLE}(?![\wäöüß])"
)


# German puts the part between the verb and the size word: "sitzt an der Hüfte locker",
# "ist mir an den Schultern etwas weit".
_VERB_PART_BEFORE = re.compile(
    r"(?<![\w'])(?:sitzt|sitzen|saß|saßen|ist|sind|war|waren|fällt|fallen|wirkt|wirken)\s+"
    r"(?:(?:mir|ihm|ihr|leider|aber|doch|auch|dafür)\s+)*(?:an|am|im|in|um|über|unter|bei)\s+"
    r"(?:(?:der|den|dem|die|das|meinen|meiner|meine)\s+)?[\wäöüß]+\s+"
    rf"(?:(?:etwas|ein\s+bisschen|leicht|eher|{lx.DEGREES})\s+)*$"
)


def _verb_part_before(lower: str, prefix: str, dims: Dims, lo: int, start: int) -> bool:
    """Whether a fit verb and then a part come right before the size word ("sitzt an der
    Hüfte locker"): the word is said of that part."""
    m = _VERB_PART_BEFORE.search(prefix[-60:])
    if m is None:
        return False
    i = dims.before(lo, start)
    return i is not None and dims.starts[i] >= start - (len(prefix[-60:]) - m.start())


# A second part and its size word with the verb left out: "el pecho queda muy holgado y las
# mangas largas", "les épaules sont serrées et les manches courtes".
_ELIDED = re.compile(r"(?<![\w'])(?:y|e|et|pero|mais)\s+(?:el|la|los|las|le|les|l')\s*[\w-]+\s+$")
_FIT_VERB_OR_COPULA = re.compile(rf"(?<![\w'])(?:{lx.FIT_VERBS}|{lx.COPULAS})(?![\w'])")


# The part before "y" judged by "<word> de <part>", a neutral one too: "le queda bien de
# hombros y las mangas cortas" (not "es una blusa bonita y la manga larga": no verdict).
_JUDGED_DE_PART = re.compile(
    r"(?<![\w'])de\s+(?:(?:el|la|los|las)\s+)?[\w-]+\s+(?:y|e)\s+(?:el|la|los|las)\s+[\w-]+\s+$"
)


def _elided_verb(lower: str, dims: Dims, lo: int, start: int) -> bool:
    """Whether a size word follows "y/et <article> <part>" after a fit verb or copula earlier
    in the clause ("... queda muy holgado y las mangas largas"): the verb is understood (the
    caller also wants a size verdict already found in the clause)."""
    m = _ELIDED.search(lower, max(lo, start - 40), start)
    if m is None:
        return False
    i = dims.before(m.start(), start)
    if i is None or lower[dims.ends[i] : start].strip():
        return False
    return _FIT_VERB_OR_COPULA.search(lower, lo, m.start()) is not None


# A part set against a verdict earlier in the sentence, its verb left out: "le queda bien de
# hombros pero las mangas cortas", "me queda grande pero las mangas cortas".
_CONTRASTED = re.compile(r"(?<=\bpero)\s+(?:el|la|los|las)\s+[\w-]+\s+")


def _contrasted_part(lower: str, dims: Dims, lo: int, start: int) -> bool:
    """Whether a size word follows "pero <article> <part>" opening its clause after a fit verb
    earlier in the sentence: the verb is understood in the contrast too."""
    if _CONTRASTED.fullmatch(lower, lo, start) is None:
        return False
    i = dims.before(lo, start)
    if i is None or lower[dims.ends[i] : start].strip():
        return False
    return _FIT_VERB_OR_COPULA.search(lower, _sentence_start(lower, lo), lo) is not None


# The length named right after a verdict with "for" or "-wise", or after one that ends in a
# noun ("like the model in length"): the verdict is the length's.
_FOR_LENGTH = re.compile(r"\s*,?\s+(?:(?:in|for)\s+(?:the\s+)?length|length[\s-]?wise)(?![\w'])")


# A fit said of a place named before: "ich habe breite Schultern, trotzdem passt die Jacke
# dort gut" (shoulders), "an beiden Stellen" (the two parts named last).
_THERE = re.compile(r"(?<![\w'])(?:dort|da|an\s+beiden\s+stellen)(?![\w'])")


def _named_there(lower: str, dims: Dims, said: str, start: int) -> tuple[str, ...]:
    """The parts a German "dort", "da", "an beiden Stellen" in a fit verdict points back to:
    those named last before it in its sentence; () when there is none."""
    there = _THERE.search(said)
    if there is None:
        return ()
    lo = _sentence_start(lower, start)
    names = [
        dims.names[i]
        for i in range(len(dims.starts))
        if lo <= dims.starts[i]
        and dims.ends[i] <= start
        and dims.names[i] not in (lx.OTHER_PART, lx.TORSO, "overall")
    ]
    if not names:
        return ()
    if there.group(0).startswith("an"):
        return tuple(dict.fromkeys(names[-2:])) if len(names) >= 2 else ()
    return (names[-1],)


def _strength(window: str) -> float | None:
    if _STRONG.search(window):
        return 1.0
    if _MILD.search(window):
        return 0.5
    if _MEDIUM.search(window):
        return 0.8
    return None


# The garment's part named before a relative clause: "except the hips that were tight", "the
# bust area that is snug" (not "someone that is petite", "i have hips that are wide").
_THE_PART = re.compile(r"(?<![\w'])(?:the|its|their|except|except\s+for)\s+$")


def _garment_part_that(lower: str, dims: Dims, lo: int, start: int) -> bool:
    """Whether the "that is <size word>" before ``start`` is said of the garment's part."""
    i = dims.antecedent(lower, lo, start)
    return (
        i is not None
        and _THE_PART.search(lower, max(0, dims.starts[i] - 12), dims.starts[i]) is not None
    )


def _singled_out(lower: str, end: int, dims: Dims) -> tuple[str, ...]:
    """Parts singled out right after a verdict on the whole ("..., especially in the hips")."""
    m = _ESPECIALLY.match(lower, end)
    if m is None:
        return ()
    i = bisect_left(dims.starts, m.end())
    if i == len(dims.starts) or dims.starts[i] != m.end() or dims.names[i] == lx.OTHER_PART:
        return ()
    return tuple(d for d in dims.members(i) if d not in (lx.TORSO, "overall"))


def find_signals(
    lower: str, original: str, language: str | None, worn: str | None = None
) -> dict[str, list[tuple[float, float, str]]]:
    """Mentions per dimension: (score, confidence, evidence); ``worn`` is the size kept."""
    regex, rules = _TRIGGERS.get(language or "all", _TRIGGERS["all"])
    found: list[Mention] = []
    spans: Spans | None = None
    dims: Dims | None = None
    directed_clause = -1  # the latest sub-clause holding a directed mention found so far
    footwear: bool | None = None
    # a line at a time: the title's last words and the body's first are no phrase ("Love this
    # dress\nFit and flare, ..."), nor two paragraphs' (fit-text-32)
    for m in regex.finditer(lower, lines=True):
        if spans is None:
            spans, dims = Spans(lower), Dims.of(lower)
        name = m.lastgroup
        rule = rules[single_spaced(m.group(0)) if name == "adj" else name]
        start, end = m.span()
        sub = Spans.around(spans.sub, start, end)
        clause = Spans.around(spans.clause, start, end)
        prefix = lower[sub[0] : start]
        disagreed = DISAGREED_AFTER.match(lower, end) is not None  # "..., but i disagree"
        if not rule.wish and not disagreed and is_hedged(lower, clause, sub, start, end):
            continue
        if rule.after_wish and not _WISH_BEFORE.search(lower, _sentence_start(lower, start), start):
            continue  # "longer and less boxy than the old one": a comparison, no wish
        if (
            (
                name == "adj"
                and (
                    m.group(0).endswith("er")
                    or _MORE_BEFORE.search(lower, max(0, start - 6), start)
                    or _LESS_BEFORE.search(lower, max(0, start - 12), start)
                )
            )
            or _LESS_THAN_PHRASE.match(m.group(0))
        ) and _versions_compared(lower, sub, start, end):
            continue  # "the aqua fit tighter than the navy": one version against another
        if _AT_FIRST.match(lower, end):
            continue  # "snug at first (but it stretched)": not how it fits now
        if (
            rule.direction in _CHOICE_AFTER
            and not _CHOICE_NEGATED.search(prefix[-30:])
            and (
                _CHOICE_AFTER[rule.direction].match(lower, end)
                or _CHOICE_BEFORE[rule.direction].search(prefix[-30:])
                or (_LEFT_LOOSE.search(prefix[-40:]) and _TIGHTNESS_END.search(m.group(0)))
            )
        ):
            continue  # "tie it as loose or tight as you like": a choice, no verdict
        if name == "adj" and dims.covers(start, end):
            continue  # "el largo de entrepierna", "longueur": a part's name, not a verdict
        if rule.dimension == "length" and not rule.fixed and dims.inside(start):
            continue  # "sleeve length is perfect": said of the sleeves (a neutral part mention)
        photo = _PHOTO.search(lower, sub[0], sub[1])
        if photo is None and _MODEL.search(lower, clause[0], start):
            photo = _ON_HER.search(lower, end, sub[1])  # "the model ..., so loose on her"
        if (
            photo is not None
            and not _THAN.search(lower, max(sub[0], photo.start() - 25), photo.start())
            and not (rule.direction == lx.NEUTRAL and rule.dimension == "length")
            and not (rule.direction == lx.NEUTRAL and "model" in m.group(0))
            and not (rule.direction == lx.NEUTRAL and start <= photo.start() < end)
            # a predicate of its own after the photo's (fit-text-37): "so cute in the photo and
            # fit true to size", "looks loose on the model and tight on me"
            and not (photo.end() <= start and _PHOTO_THEN.fullmatch(lower, photo.end(), start))
        ):
            # "looked loose on the model"; "shorter than in the photos" is a verdict, and so is
            # a fit the same as the model's ("fits me just like it does on the model") or the
            # photos' named in the verdict ("fits like in the photos": fit-text-29, ovneu)
            continue
        if (
            rule.fixed
            and rule.dimension == "overall"
            and rule.direction != lx.NEUTRAL
            and not rule.wish  # "would have given it five stars if it was less boxy": a wish
            and (
                _conditional(lower, clause, sub, m.group(0))
                or _UNDONE.match(lower, end)
                or _WOULD_BE_TOO.match(lower, end)
                or _IMAGINED_CHANGE.match(lower, end)
                or _INTENDED_CHANGE.search(prefix[-50:])
                or _PURPOSE.search(lower, end, min(clause[1], end + 80))
                or _FIT_KIND_RE.match(lower, end, min(clause[1], end + 60))
                or _BACKUP.match(lower, end)
                or _USUAL_AND_BEFORE.search(prefix[-60:])
                or _LOOK_REASON.search(lower[max(0, start - 120) : start])
                or _AIM_BEFORE.match(lower[_sentence_start(lower, start) : start])
                or other_size_fits_too(lower)
                or _in_sentence(SIZE_BY_HABIT, lower, start, end)
            )
        ):
            continue  # "size up if busty", "would size down if it weren't for the hips"
        if (
            rule.fixed
            and rule.dimension == "rise"
            and (
                dims.names_between(sub[0], start) & _NOT_A_RISE
                or _NO_RISE_GARMENT.search(lower, sub[0], start)
            )
        ):
            continue  # "the lining kept slipping down", "straps slide down": not the trousers
        if rule.fixed and rule.dimension == lx.BREAST and is_bottoms(lower):
            continue  # "pulls across the front" of trousers: no bust
        negated = is_negated(prefix) or disagreed
        if DENIED.search(prefix[-110:]):
            if rule.direction == lx.NEUTRAL:
                continue  # "disagree with the reviewers about this being tts": no verdict
            negated = True  # "disagree with those who say it runs small": it does not
        so_that = not_as = excepted = False
        adj = rule.adjective
        # German negates inside a separable verb: "fällt nicht klein aus", "steht nicht ab"
        split_negated = (
            adj is None
            and rule.direction != lx.NEUTRAL
            and (_SPLIT_NEGATED.search(m.group(0)) or _SPLIT_NEGATED_AFTER.match(lower, end))
        )
        if (
            adj is not None
            and not negated
            and _NEGATED_PAIR.search(lower[max(clause[0], start - 60) : start])
        ):
            negated = True
        if (
            adj is not None
            and not negated
            and language != "en"
            and _NEGATED_AFTER_DE.match(lower, end)
        ):
            negated = True
        if (
            adj is None
            and not negated
            and " or " in lower
            and _NEGATED_VERB_OR.search(lower, max(clause[0], start - 40), start)
        ):
            negated = True
        if _LENGTH_WORD.match(m.group(0)) and _LENGTH_WANTED_BEFORE.search(prefix[-90:]):
            continue  # "i love when shirts are long": a length wanted, not this one's
        if lower.find("not ", max(0, start - 120), start) >= 0 and _NOT_SO_MUCH_THAT.search(
            lower, max(_sentence_start(lower, start), start - 120), start
        ):
            continue  # "not too loose in the legs to make you feel like they are huge"
        direction = rule.direction
        if direction == lx.NEUTRAL and (
            # a length is judged with the shoes worn: "the right length with heels"
            (_GOES_WITH.match(lower, end) and rule.dimension != "length")
            or _AS_GIFT.match(lower, end)
            or _AS_GIFT_BEFORE.search(prefix[-30:])
            or (m.group(0).startswith("pass") and _GOES_WITH_BEFORE_DE.search(prefix[-60:]))
        ):
            continue  # "fits perfectly with my jeans", "para regalo queda genial": no fit
        if direction == lx.NEUTRAL and _UNDER_PIECE_BEFORE.search(prefix[-45:]):
            # "the slip underneath fits perfect": the slip's fit, not the item's (a slip too
            # tight is the item's: "the slip is a little snug across the chest", labelled so)
            continue
        if adj is None:
            confidence = rule.confidence
            if (
                direction == lx.NEUTRAL
                and not rule.fixed  # "the size 6 was perfect": the size worn fits
                and _STRONG_PRAISE.search(m.group(0))
                and not _SIZE_CHOSEN.search(lower, clause[0], start)
            ):
                # "fits perfectly", "a perfect fit": a verdict on the item, kept beside a
                # liked "a little loose" (averaged), not dropped like a weak "the S fits"
                confidence = max(confidence, 0.8)
            strength = _strength(lower[max(sub[0], start - 25) : end]) or 0.75
        else:
            word = m.group(0)
            if (
                word[-1] == "a"
                and word.endswith(("ña", "ca", "da", "ta"))
                and _FEMININE_AFTER_TALLA.search(prefix[-8:])
            ):
                continue
            after = NEXT_WORD.match(lower, end, sub[1])
            next_word = after.group(1) if after else None
            if next_word in _ON_WEARER and (wearer := _ON_ME_AS.match(lower, end)) is not None:
                # "not as long on me as on the model": the equative goes on past the wearer
                after = NEXT_WORD.match(lower, wearer.end(), sub[1])
                next_word = after.group(1) if after else None
            if (
                next_word != "as"
                and _AS_LONG_AS.search(prefix[-4:])
                and not _NOT_AS.search(prefix[-40:])
                and (_JUST_AS.search(prefix[-14:]) or _AS_LATER.match(lower, end, sub[1]))
            ):
                continue  # "as long on me as on the model": the same, not longer
            if (next_word == "as" and _AS_LONG_AS.search(prefix[-4:])) or (
                next_word in _AS_OTHER and _EQUATIVE_OTHER.search(prefix[-10:])
            ):
                if next_word == "as" and not _NOT_AS.search(prefix[-40:]):
                    continue  # "as long as", "so long as"
                if next_word != "as" and not _NOT_AS_OTHER.search(prefix[-20:]):
                    continue  # "so lang wie auf dem Foto": the same, not longer
                # "nicht so lang wie", "pas aussi longue que", "no es tan largo como"
                negated, not_as = False, True
                # "not as long as on the model": shorter; "not as tight as i feared": it fits
                direction = lx.NEUTRAL if _AS_FEARED.match(lower, after.end()) else -direction
            if _LAYER_THAN.match(lower, end):
                continue  # "the overlay is longer than the lining": one layer against another
            if (
                word in _SIDE_WORDS
                and (word[-2:] == "er" or prefix.endswith("más "))
                and _SIDE_THAN.match(lower, end)
            ):
                continue  # "shorter in the front than in the back": a high-low hem, the cut
            if (
                word in _SIDE_SUBJECT_WORDS
                and _SIDE_SUBJECT.search(prefix[-60:])
                and not _SIDE_JUDGED_AFTER.match(lower, end)
            ):
                continue  # "the back is unusually long", "the tail in back is long": the cut
            if word.startswith("long") and (
                _TEMPORAL.search(prefix[-20:])
                or _TEMPORAL_AFTER.match(lower, end)
                or _HELD_FOR.search(prefix[-30:])
            ):
                continue  # "waited so long", "a long time", "didn't keep it long enough to"
            if (
                word == "short"
                and (fell := _FELL_BEFORE.search(prefix[-40:])) is not None
                and (fell.group(1) or _OF_AFTER.match(lower, end))
            ):
                continue  # "fell short of expectations", "completely fell short for me": an idiom
            if word.startswith("snug") and (
                _COSY_BEFORE.search(prefix[-20:]) or _COSY_AFTER.match(lower, end)
            ):
                continue  # "warm and snug", "snug and cosy": snug as in cosy
            if word == "loose" and (
                _EASY_BEFORE.search(prefix[-24:]) or _EASY_AFTER.match(lower, end)
            ):
                continue  # "loose and flowy", "comfortable and loose": the ease of the cut
            if _TOO_BIG_A.match(lower, end) and _SO_TOO.search(prefix[-5:]):
                continue  # "too big a risk", "so small a price": an idiom before a noun
            if word in _SIZE_WORDS and (
                _size_list_after(lower, end, prefix) or _SIZE_LIST_BEFORE.search(prefix[-16:])
            ):
                continue  # "ordered two sizes (small and medium)": sizes named, no verdict
            if word in _SIZE_WORDS and (
                _SIZE_NAME.search(prefix[-14:])
                or _MY_SIZE_IS.search(prefix[-30:])
                or _BOUGHT_THE.search(prefix[-24:])
            ):
                continue  # "in the size small on me", "petite large": a size's name
            if language != "en" and _contrary_before(
                lower[max(0, start - 70) : start], word, direction
            ):
                continue  # "nicht zu eng, eher locker": counted with the negated word
            if _FASTENED.search(prefix[-30:]):
                continue  # "tied very tight": how it was worn
            if word in _WORN_LOOSE_WORDS and _WORN_LOOSE.search(prefix[-30:]):
                continue  # "they get baggy", "don't get baggy": the fabric with wear, not the size
            if word == "loose" and _DETACHED.search(prefix[-16:]):
                continue  # "the belt loops came loose", "a button worked loose": come off
            if adj.judged and (
                negated
                or not (
                    _EXCESS.search(prefix[-30:])
                    or _RUNS_BEFORE.search(prefix[-24:])
                    or _judged_by_part(lower, dims, adj, end, sub[1])
                    or _ON_ME_ONLY.match(lower, end)
                    or _THAN_WANTED.match(lower, end)
                    or (
                        adj.dimension == "length"
                        and (
                            (_MORE_BEFORE.search(prefix[-6:]) and _THAN_AFTER.match(lower, end))
                            or (_FELT_BEFORE.search(prefix[-8:]) and _TO_ME.match(lower, end))
                        )
                    )
                )
            ):
                # "oversized style", "boxy", "cropped": style words, no verdict; judged
                # when excessive ("too boxy"), said of a part ("boxy through the chest") or
                # of the wearer ("super cropped on me")
                continue
            if next_word in _ENOUGH and _NO_MATTER_AFTER.match(lower, after.end()):
                continue  # "not big enough of an issue to return": how much it matters
            if next_word in _ENOUGH or (word in _PLENTY_WORDS and _PLENTY.search(prefix[-8:])):
                if negated:  # "not long enough": short
                    direction, negated = -direction, False
                    confidence, strength = 0.65, 0.75
                elif word in _ROOMY and _FOR_A_PURPOSE.match(lower, after.end()):
                    # "roomy enough for a jumper": room (+1); "roomy enough" alone as needed
                    confidence, strength = 0.65, _strength(prefix[-25:]) or 0.6
                else:  # "finally long enough": as needed
                    direction, confidence, strength = lx.NEUTRAL, 0.6, 0.0
            else:
                so_that = next_word == "that" and _SO_THAT.search(prefix[-6:]) is not None
                # a tight or loose part named as the exception or the complaint (fit-text-37):
                # "fits great except for the snug bust", "my only complaint is the tight arms"
                # ("a snug bust" still reads as a body, as "i have a small bust"); and sleeves
                # judged long or short with a degree (fit-text-52): "true to size aside from
                # the very long sleeves" (not "except for the short sleeves": a style named)
                part = dims.part_at(after.start(1)) if next_word is not None else None
                excepted = (
                    part is not None
                    and (
                        adj.dimension is None
                        or (
                            adj.dimension == "length"
                            and dims.names[part] == "sleeves"
                            and _strength(prefix[-15:]) is not None
                        )
                    )
                    and _FAULT_BEFORE.search(lower, max(0, start - 40), start) is not None
                )
                if (
                    next_word is not None
                    and next_word not in lx.AFTER_ADJECTIVE
                    and not so_that
                    # "too big of a dress" (fit-text-37): the garment after "of a" is judged
                    and not (
                        next_word == "of"
                        and _TOO_BEFORE.search(prefix[-5:]) is not None
                        and _TOO_OF_A_GARMENT.match(lower, end) is not None
                    )
                    and not excepted
                    # "the too high waistline": a rise judged before its noun
                    and not (
                        adj.needs_dimension
                        and next_word in _WAIST_WORDS
                        and _EXCESS.search(prefix[-30:])
                    )
                    and not (next_word == "anliegend" and _AS_DESIGNED.match(lower, end))
                ):
                    continue  # attributive: "small pattern", "short sleeves"
                if (
                    next_word in _FITTING
                    and direction == lx.LOOSE
                    and adj.dimension != "width"
                    and _strength(prefix[-25:]) is None
                    and not (word.endswith("er") and _FIT_THAN_PICTURED.match(lower, after.end()))
                ):
                    continue  # "loose fitting and flowy": a style's name, like "a relaxed fit"
                if _STYLE_NOUN.search(prefix[-12:]) and not _EXCESS.search(prefix[-30:]):
                    continue  # "corte holgado", "coupe ample": a cut's name, no verdict
                if next_word in _FITTING and after is not None:
                    noun = NEXT_WORD.match(lower, after.end(), sub[1])
                    if noun is not None and noun.group(1) not in lx.AFTER_ADJECTIVE:
                        continue  # "loose fitting casual shorts": a compound before a noun
                if _named_style(word, lower, end, prefix):
                    continue  # "long and flowy": a style, as "flowy" alone
                if direction == lx.LOOSE and _CUT_IS.search(prefix[-40:]):
                    continue  # "Schnitt ist aber schön locker": the cut described, no verdict
                liked = _LIKED.search(lower, max(clause[0], start - 60), start)
                if liked is not None and not _LIKED_NOT.search(liked.group("between")):
                    continue  # "i liked that this dress was short": a feature liked, the design
                if (
                    _BODY.search(prefix[-40:])
                    and not _garment_part_that(lower, dims, sub[0], start)
                ) or (_BEING.match(prefix) and word not in _FIT_ONLY_WORDS):
                    continue  # "i'm short", "i am very petite"
                if _PERSON_WHO.search(prefix[-80:]):
                    continue  # "for someone who is small on top and wider at the hips": a body
                if _self_described(lower, dims, sub, start):
                    continue  # "i'm a 12 but broad in the shoulders": the body by parts
                if word == "short" and _LACKING.match(lower, end):
                    continue  # "short on time", "short on details": lacking, no length
                if word in _REVIEW_LENGTH_WORDS and _THIS_REVIEW.search(
                    lower, max(0, start - 60), start
                ):
                    continue  # "sorry this is so long": the review's length
                if _COUNTED.search(prefix[-6:]):
                    continue  # "2 small and 1 huge": counted things
                if next_word in _AIM_NOUN and _FOR_A.search(prefix[-20:]):
                    continue  # "size down for a snug fit": the fit aimed at
                if _ARTICLE.search(prefix[-4:]) and not (
                    next_word in _FIT_NOUN
                    and (
                        direction == lx.TIGHT
                        or adj.dimension == "width"
                        or (word.endswith("er") and _FIT_THAN_PICTURED.match(lower, after.end()))
                    )
                ):
                    # "has a loose but straight silhouette": a noun follows; "a relaxed / loose
                    # fit" names a style (fit-labels.md), "a snug fit", "a narrow fit" judge it
                    continue
                context = _CONTEXT.search(prefix[-60:])
                if context is None and word.endswith("er"):
                    context = _context_before_measure(prefix)
                if context is None:
                    if (
                        not_as
                        or _ON_ME.match(lower, end)
                        or _ALL_OVER.match(lower, end)
                        or dims.part_after(lower, end, sub[1]) is not None
                        or _verb_part_before(lower, prefix, dims, sub[0], start)
                        or (
                            (
                                directed_clause >= clause[0]
                                or _JUDGED_DE_PART.search(lower, max(clause[0], start - 50), start)
                            )
                            and _elided_verb(lower, dims, clause[0], start)
                        )
                        or _contrasted_part(lower, dims, clause[0], start)
                        or (
                            excepted
                            and _EXCEPTION_BEFORE.search(lower, max(0, start - 40), start)
                            is not None
                        )
                        or (
                            word.endswith("er")
                            and _FIT_THAN_PICTURED.match(lower, _past_side(lower, end))
                        )
                        or (_MORE_BEFORE.search(prefix[-6:]) and _THAN_AFTER.match(lower, end))
                    ):
                        confidence = 0.65  # "long on me", "larga de mangas", "longer than i hoped"
                    elif adj.dimension == "width":
                        if footwear is None:
                            footwear = is_footwear(lower)
                        if not footwear:
                            continue
                        confidence = 0.55
                    elif adj.alone or (
                        next_word in _LIST_NEXT
                        and _FRAGMENT.fullmatch(prefix)
                        and not _SELF.search(lower, clause[0], start)
                    ):
                        confidence = 0.55  # "tight"; a verbless title "Short and boxy"
                    else:
                        continue
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
        measured = False  # an inseam measured before the length judged (fit-text-31)
        part_end = end  # the end of the part a phrase names after it ("room in the hips")
        if not rule.fixed:
            # a result clause names its own parts: "so short that if i lifted my arms ..."
            own = (sub[0], end) if so_that else sub
            near = dims.adjacent(lower, own, (start, end))
            if (
                near is not None
                and dims.ends[near] <= start
                and _WHOLE_SUBJECT_AFTER.search(lower, dims.ends[near], start)
            ):
                near = None  # "as on the model so it's true to size": the whole (fit-text-40)
            if near is None and PREDICATE_GAP.match(lower, own[0], start):
                near = dims.before_aside(lower, spans, own[0])  # "the sleeves (at the cuff) are"
            if near is None and direction != lx.NEUTRAL:
                near = dims.antecedent(lower, own[0], start)  # "the hips, which were tight"
            if (
                near is None
                and direction == lx.NEUTRAL
                and adj is None
                and dims.opens_with_other(start)
            ):
                continue  # "Kragen passt.": a verdict on a part that is no fit dimension
            if near is None and adj is None:
                # the part named inside the phrase: "wish the sleeves were longer",
                # "couldn't get the sleeves past my elbows" (sleeves)
                near = dims.within(start, end)
            if near is None and not (adj is None and direction == lx.NEUTRAL):
                # a verdict names its part next to it ("fits well in the waist"); a size
                # word may name it further off ("the waist on these is a bit big")
                near = dims.nearest(lower, own[0], own[1], (start, end))
                if (
                    near is not None
                    and dims.ends[near] <= start
                    and (
                        _body_part(lower, dims.starts[near], dims.ends[near])
                        or (
                            adj is not None
                            and _BODY_MEASURED.search(
                                lower, max(0, dims.starts[near] - 30), dims.starts[near]
                            )
                        )
                    )
                    and _NEW_SUBJECT.search(lower, dims.ends[near], start)
                ):
                    near = None  # "long arms so the standard xs was huge": said of the garment
                if near is not None and (
                    (
                        dims.ends[near] <= start
                        and _WHOLE_SUBJECT_AFTER.search(lower, dims.ends[near], start)
                    )
                    or (
                        dims.starts[near] >= end
                        and _WHOLE_SUBJECT_AFTER.search(lower, end, dims.starts[near])
                    )
                ):
                    # "the sleeves were long and the size was too big": the whole; "couldn't
                    # get it zipped and it seemed narrow in the torso": the next clause's part
                    near = None
                if (
                    near is not None
                    and dims.starts[near] >= end
                    and _MOVED.search(lower, max(0, dims.starts[near] - 40), dims.starts[near])
                ):
                    near = None  # "shows my belly when i raise my arms": the body moving
                if (
                    near is not None
                    and adj is not None
                    and dims.ends[near] <= start
                    and _MEASURED_THEN.match(lower, dims.ends[near], start)
                ):
                    # the body measured, then the garment judged in a clause of its own: "mi
                    # cintura es de 80 cm y el pantalón me queda corto" (length); the inseam
                    # measured names it: "mi largo de entrepierna es de 80 cm y el del pantalón
                    # se queda corto" (inseam, fit-labels.md) (fit-text-31)
                    if dims.names[near] == "inseam" and adj.dimension == "length":
                        measured = True
                    else:
                        near = None
                if (
                    near is not None
                    and adj is not None
                    and adj.dimension == "width"
                    and dims.ends[near] <= start
                    and set(dims.members(near)) <= {"length"}
                    and _AND_COPULA.fullmatch(lower, dims.ends[near], start)
                ):
                    near = None  # "bien de largo y son anchas": a clause of its own (fit-text-31)
                if (
                    near is not None
                    and dims.starts[near] >= end
                    and NEXT_CLAUSE_GAP.match(lower, end, dims.starts[near])
                    and NEXT_CLAUSE_VERB.match(lower, dims.ends[near])
                ):
                    near = None  # "swimming on me and the shoulders hang down": the next clause's
                if (
                    near is not None
                    and dims.starts[near] >= end
                    and _RUN_BEFORE.search(prefix[-20:])
                    and _AND_ADJ_IN.fullmatch(lower, end, dims.starts[near])
                ):
                    near = None  # "runs big and tight in the hips": the hips are the next's
            if (
                near is not None
                and dims.ends[near] <= start
                and IN_PHRASE_BEFORE.search(
                    lower, max(0, dims.starts[near] - 16), dims.starts[near]
                )
                and _AND_THEN.fullmatch(lower, dims.ends[near], start)
            ):
                # "runs small" joined by "and" after a part named in another predicate's phrase
                # (fit-text-38): "tight in the bust and runs small" is the bust and the whole,
                # as "tight in the bust, and it runs small"
                near = None
            if (
                near is None
                and (adj is None or dimension in _LENGTH_DIMS)
                and direction != lx.NEUTRAL
                and not _SUBJECT.search(prefix)
            ):
                # "the inseam is 34, way too long"; "tight in the bust, could barely move"
                near = dims.before(clause[0], start)
            if (
                near is None
                and adj is not None
                and direction != lx.NEUTRAL
                and sub[0] > clause[0]
                and _DEGREE_ONLY.fullmatch(prefix)
                and (
                    _EXCEPT_OPENS.match(lower, clause[0])
                    or _EXCEPT_BEFORE.search(lower, max(0, clause[0] - 14), clause[0])
                )
            ):
                # (fit-text-50) the exception named, then its verdict as a fragment: "fits
                # perfectly except in the bust, too tight", "sauf au buste, trop serré"
                near = dims.before(clause[0], start)
            if (
                near is None
                and direction != lx.NEUTRAL
                and _ASIDE.search(lower, max(0, sub[0] - 12), sub[0])
            ):
                # an aside in brackets is said of the part just named: "the sleeves are very
                # wide (although long)", "tight in the bust (... it was still tight)"
                paren = lower.rindex("(", 0, sub[0])
                before = Spans.around(spans.sub, paren - 1, paren)
                near = dims.before(before[0], paren)
            if (
                near is None
                and adj is not None
                and _of_other_part(lower, dims, clause[0], start, negated)
            ):
                continue  # "the armholes are not too big", "... - not too big": the part
            if (
                near is not None
                and dims.ends[near] <= start
                and _MOVED.search(lower, max(0, dims.starts[near] - 40), dims.starts[near])
            ):
                # the body moving, named before the verdict too (fit-text-38): "my stomach
                # shows when i lift my arms, too short" (the length, not the sleeves)
                near = None
            named = dims.names[near] if near is not None else None
            if (
                adj is not None
                and adj.needs_dimension
                and named not in adj.needs_dimension
                and not (
                    named == "waist"
                    and "rise" in adj.needs_dimension
                    and lower[dims.starts[near] : dims.ends[near]] in _WAIST_WORDS
                    and _EXCESS.search(prefix[-30:])
                    and trousers_waist(lower)
                )
            ):
                continue  # "the waist is too low" of trousers: the rise ("sits higher": a style)
            straps = False
            if near is not None and named == lx.OTHER_PART:
                other = lower[dims.starts[near] : dims.ends[near]]
                if dimension == "length" and (
                    other in _HEM
                    or (adj is None and other in _ENDS_AT)
                    or (adj is None and direction == lx.LOOSE and other in _LANDMARKS)
                ):
                    near = None  # "the hem falls two inches longer": where it ends is the length
                elif (
                    other in _FASTENERS
                    and direction == lx.TIGHT
                    and _CLOSING.search(m.group(0))
                    and (NEGATION.search(m.group(0)) or "kaum" in m.group(0))
                ):
                    near = dims.within(start, end, past_others=True)
                    if near is None:
                        near = dims.fit_part_after(lower, start, end, sub[1])
                elif dimension == "length" and other in _STRAPS:
                    # "the straps are way too long": it hangs from the shoulders (shoulders +1)
                    near, straps = None, True
                else:
                    near = dims.past_other(lower, near)
                    if near is None:
                        # the part named after the verdict, the other part its subject: "the
                        # buttons were pulling at the bust" (fit-text-51)
                        near = dims.fit_part_after(lower, start, end, sub[1])
                        if near is None:
                            continue  # "the buttons are small": a part, not the fit
            if near is not None:
                where = dims.starts[near]
                part_end = max(end, dims.ends[near])
                if (
                    where < start
                    and not measured
                    and _POSSESSIVE.search(lower, max(0, where - 24), where)
                    and not _FIT_OBJECT.search(lower, max(0, where - 36), where)
                    and not (adj is None and _HELD_IN.match(lower, start))
                    and (
                        _BODY_COPULA.match(lower, dims.ends[near])
                        if adj is not None
                        else PREDICATE_GAP.match(lower, dims.ends[near], start)
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
                if (
                    dimension not in _LENGTH_DIMS
                    and "length" in members
                    and dims.starts[near] >= end
                    and _LENGTH_ADJECTIVE.search(lower, end, dims.starts[near])
                ):
                    # "it was huge and very short in length": the length is the other word's,
                    # the size word the whole's (fit-text-40)
                    members = ("overall",)
                # long/short keep "length" unless the named dimension has a length too
                if adj is not None and not negated and word in _BIG_SMALL and "length" in members:
                    # a size word said of the length is the length's (fit-text-36): "le queda
                    # grande de largo", "too big in length", "in der Länge zu klein"; beside the
                    # other parts named with it ("runs large in both length and waist")
                    targets = tuple(d for d in members if d != lx.TORSO)
                elif dimension not in _LENGTH_DIMS:
                    # a width word says nothing of a length: "hits length wise as pictured
                    # and is flowy with a lot of fabric", "too wide and the length in the arms
                    # too short"
                    targets = tuple(
                        d
                        for d in members
                        if d != lx.TORSO
                        and (
                            direction == lx.NEUTRAL
                            or (d != "length" and dims.group[near] not in dims.length_of)
                        )
                    )
                    if not targets:
                        continue  # "large in the torso": its width, which is no dimension
                else:
                    targets = tuple(
                        d for d in members if d in _LENGTH_DIMS or d in (lx.BREAST, lx.TORSO)
                    ) or (dimension,)
                    targets = tuple(d for d in targets if d != lx.BREAST) or (dimension,)
                    targets = tuple("length" if d == lx.TORSO else d for d in targets)
                    if "length" not in targets and _garment_with_part(lower, dims, near, start):
                        targets += ("length",)  # "les manches et le pantalon sont longs"
                if (
                    where >= end
                    and direction != lx.NEUTRAL
                    and dimension not in _LENGTH_DIMS
                    and "overall" not in targets
                    and (singled := _ESPECIALLY.match(lower, end)) is not None
                    and singled.end() == where
                ):
                    # the part singled out with no comma before it (fit-text-38): "runs small
                    # especially in the bust" is the whole and the part, as "runs small,
                    # especially in the bust" is
                    targets = ("overall", *targets)
                if REGION_AND.fullmatch(lower, end, where) and not (
                    adj is not None and adj.judged and not _EXCESS.search(prefix[-30:])
                ):
                    # "wide in the body and the shoulders", "good length in the body and arms":
                    # the body too, as it reads alone (too wide: overall; a length: length; a
                    # style word not judged, "boxy in the body": nothing)
                    region = "overall" if dimension == "width" else dimension
                    targets += (region,) if region not in targets else ()
                if direction != lx.NEUTRAL and dimension not in _LENGTH_DIMS:
                    # a part singled out after a part or region: "runs small on top, especially
                    # around the bust and sleeves" (fit-text-30)
                    targets += tuple(
                        d
                        for d in _singled_out(lower, max(end, dims.group_end(near)), dims)
                        if d not in targets
                    )
            elif dimension == "width":
                if footwear is None:
                    footwear = is_footwear(lower)
                if not footwear:
                    targets = ("overall",)
            elif straps:
                targets = ("shoulders",)
            elif (
                dimension == "overall"
                and _GAPE.search(m.group(0))
                and _AT_BACK_OR_FRONT.match(lower, end)
                and is_bottoms(lower)
            ):
                targets = ("waist",)  # trousers that gap (or don't) at the back: the waistband
        if (
            targets == ("length",)
            and adj is None
            and direction == lx.NEUTRAL
            and _AT_WAIST.search(lower, start, end + 30)
            and is_bottoms(lower)
        ):
            targets = ("rise",)  # "these jeans hit perfectly on my waist": where they sit
        if (
            targets == ("rise",)
            and direction == lx.TIGHT
            and _falls_for_the_waistband(lower, m.group(0), start, end)
        ):
            targets, direction = ("waist",), lx.LOOSE
        if (
            targets == ("length",)
            and rule.fixed
            and direction == lx.NEUTRAL
            and "inseam" in dims.names_between(clause[0], start)
        ):
            # fit-labels.md: the inseam where the text names it ("the inseam is 30 which is
            # perfect for me, no hemming needed")
            targets = ("inseam",)
        if (
            targets == ("length",)
            and rule.fixed
            and _SLEEVES_SUBJECT.search(lower, max(clause[0], start - 24), start)
        ):
            # where the sleeves end, said of them (fit-text-38): "the sleeves hit my wrist
            # perfectly", "the sleeves hit at the perfect spot"
            targets = ("sleeves",)
        if targets == ("overall",) and not rule.fixed and direction != lx.NEUTRAL:
            if _other_size_tried(lower, start, worn):
                continue  # "tried on the large but it was roomy": said of the size tried
            if _RUN_BEFORE.search(prefix[-20:]) and _in_sentence(SIZE_BY_HABIT, lower, start, end):
                continue  # "from past experience with the brand they run small"
            targets += _singled_out(lower, end, dims)
        elif targets == ("overall",) and rule.fixed and direction != lx.NEUTRAL:
            # a fixed verdict on the whole singles out a part as well (fit-text-37): "fällt
            # ziemlich groß aus, vor allem an den Schultern", "taille un peu petit, surtout aux
            # hanches", as "runs small, especially in the hips"
            targets += _singled_out(lower, end, dims)
        if targets == ("overall",) and direction == lx.NEUTRAL and adj is None:
            targets = _named_there(lower, dims, m.group(0), start) or targets
            if _FOR_LENGTH.match(lower, end):
                # "fit me perfect for length", "fits like the model in length", "fits great
                # lengthwise": the verdict names the length, as "fits well in the length"
                targets = ("length",)
        if (
            adj is not None
            and (adj.dimension == "length" or direction == lx.TIGHT)
            and _NICE_AND.search(prefix[-20:])
        ):
            direction = lx.NEUTRAL  # "the sleeves are nice and long": as wanted
        if (
            adj is not None
            and (same := _NOT_TOO_SAME.match(lower, end)) is not None
            and same.group(1) == m.group(0)
            and not _SOME_DEGREE_BEFORE.search(prefix[-20:])
        ):
            direction = lx.NEUTRAL  # "it's short but not too short": as wanted
        if adj is not None and _FITTINGLY.search(prefix[-16:]):
            direction = lx.NEUTRAL  # "the dress was appropriately long": as it should be
        if direction != lx.NEUTRAL and (
            (adj is not None and _AS_DESIGNED.match(lower, end))
            or (adj is None and not rule.fixed and _AS_SHOULD.match(lower, part_end))
        ):
            # "snug as a rash guard should be", "room in the hips as there should be": fits
            # as designed
            direction = lx.NEUTRAL
        if (
            direction == lx.LOOSE
            and adj is None
            and _ROOM_FOR.match(lower, start)
            and _FITS_WELL_BEFORE.search(lower, max(0, start - 40), start)
        ):
            continue  # "fits perfectly with room for layers": as wanted, the verdict says 0
        if negated and adj is not None and direction != lx.NEUTRAL:
            changed = _CHANGED_SO_NOT.search(lower, max(0, start - 90), start)
            if changed is not None and (changed.group("way") in ("up", "bigger", "larger")) == (
                direction == lx.TIGHT
            ):
                negated = False  # "sized up so it wasn't so tight at the waist": waist -1
        if (
            negated
            and adj is not None
            and language != "en"
            and direction != lx.NEUTRAL
            and _contrary(lower, end, direction)
        ):
            negated, direction = False, -direction  # "nicht zu eng, eher locker": loose
        needless = (
            rule.fixed
            and dimension == "overall"
            and direction != lx.NEUTRAL
            and _NOT_NEEDED_AFTER.match(lower, end) is not None
        )
        if negated or split_negated or needless:
            advice = needless or (
                rule.fixed and dimension == "overall" and _ADVICE_NEGATED.search(prefix[-40:])
            )
            if not split_negated and (direction == lx.NEUTRAL or (adj is None and not advice)):
                continue  # "not true to size", "doesn't look like a sack": direction unknown
            # "no need to size up", "didn't have to size down": the usual size fits (0)
            score, confidence = 0.0, min(confidence, 0.5)
        else:
            score = direction * strength
        evidence = quote(original, clause[0], clause[1], start, end)
        vague = (
            adj is None
            and not rule.fixed
            and not rule.verdict
            and targets == ("overall",)
            and not _WHOLE.search(lower, sub[0], sub[1])
            # (fit-text-52) nor said of a size named: the whole item in that size ("the XL
            # fits with room to spare", "i could not zip up the large")
            and not SIZE_TOKEN.search(lower, sub[0], sub[1])
        )
        if rule.also_overall:
            targets = (*targets, "overall")
        if (
            targets == ("length",)
            and adj is None
            and _THEM.search(lower, start, end + 6)
            and _sleeves_named_last(lower, start)
        ):
            targets = ("sleeves",)  # "the sleeves are too long. i'll have them shortened"
        for target in targets:
            found.append(Mention(target, score, confidence, evidence, sub[0], vague))
        if score != 0 and targets:
            directed_clause = max(directed_clause, sub[0])
    if spans is None:
        dims = Dims.of(lower)
        if not dims.starts:
            return {}
        spans = Spans(lower)
    also_directed(lower, spans, dims, found)
    neutral_mentions(lower, original, spans, dims, found)
    return _resolve(lower, found, footwear)


# fit-text-29 (ovdir): a verdict on the sizing ("runs a bit big", "sizing is a little small",
# "fit a little bigger than") beside "fits perfectly" / "the xs fit great": the verdict says
# how the item runs, the size worn fitting is what follows from it; as "runs large, the S
# fits" (+1), even where the neutral one is confident (0.8).
_SIZING_VERDICT = re.compile(
    r"\b(?:runs?|ran|running|sizing|sized|fits?|fit)\b[^,.;]{0,25}?\b(?:big|bigger|large|larger|small|smaller)\b"
)

# True to size or a size word, the choice left open (fit-labels.md: a hedged statement keeps
# its direction; fit-text-41): "runs true to size, or a little big", "tts or small" lean that
# way, as "true to size to a little big" does. A hedge after it qualifies the verdict instead
# ("true to size, maybe slightly small", "tts if not a little large", "tts or maybe a tad
# big": 0 in the official and in most of our labels).
_TTS_LEANING = re.compile(
    r"(?:true\s+to\s+(?:size|fit)|\btts\b)\s*,?\s*or\s+(?!maybe\b|perhaps\b|possibly\b)"
    r"(?:(?:even|just|runs?|running|a|an|bit|little|tad|touch|slightly|hair)\s+)*"
    r"(?:big|bigger|large|larger|small|smaller|snug|tight|roomy)\b"
)


def _resolve(
    lower: str, found: list[Mention], footwear: bool | None
) -> dict[str, list[tuple[float, float, str]]]:
    """Final dimension codes: Brust/poitrine/pecho by garment, a shoe's length is its
    size (overall); a directed mention of a part beats a neutral one in its sub-clause."""
    if not found:
        return {}
    breast = None
    if any(m.dimension == lx.BREAST for m in found):
        male = _MALE.search(lower) is not None and _FEMALE.search(lower) is None
        breast = "chest" if male else "bust"
    if footwear is None and any(m.dimension in ("length", "width") for m in found):
        footwear = is_footwear(lower)
    signs = {
        (m.score > 0) for m in found if m.score != 0 and m.dimension != "overall" and not m.vague
    }
    # a vague idiom dropped below for a part's verdict ("vorne schmal, sie drücken") does not
    # outvote the item's own 0 ("die 39 passt wie immer"; fit-text-31, fde)
    directed = {
        m.dimension for m in found if m.score != 0 and not (m.vague and (m.score > 0) in signs)
    }
    runs_verdict = any(
        m.dimension == "overall"
        and m.score != 0
        and not m.vague
        and _SIZING_VERDICT.search(m.evidence.lower())
        for m in found
    )
    mentions: dict[str, list[tuple[float, float, str]]] = {}
    for m in found:
        if m.score == 0 and m.confidence < 0.8 and m.dimension in directed:
            continue  # "it fits" next to "runs large": the verdict wins
        if m.score == 0 and m.confidence <= 0.8 and m.dimension == "overall" and runs_verdict:
            continue  # "runs a bit big, the xxs fits perfectly": +1 (fit-text-29, ovdir)
        if (
            m.score == 0
            and m.dimension == "overall"
            and _TTS_LEANING.search(m.evidence.lower())
            and any(
                o.dimension == "overall" and o.score != 0 and o.evidence == m.evidence
                for o in found
            )
        ):
            continue  # "true to size, or a little big": the lean is the verdict
        if (
            m.score == 0
            and m.confidence < 0.8
            and m.dimension == lx.BREAST
            and directed & {"bust", "chest", lx.BREAST}
        ):
            continue  # "roomy in the chest, no pulling at the buttons": the roomy chest wins
        if m.vague and m.score != 0 and (m.score > 0) in signs:
            continue  # a title "Pinches" over "pinches at the waist"
        if m.vague and _GAPE.search(m.evidence) and _BUTTON_GAPS.search(lower):
            continue  # a title "Gaping" over "gaps between the buttons": tight there, not loose
        dimension = m.dimension
        if dimension == lx.BREAST:
            dimension = breast
        elif dimension == "length" and footwear:
            dimension = "overall"
        elif dimension == "width" and not footwear:
            dimension = "overall"  # fit-labels.md: width is feet and toe boxes only
        mentions.setdefault(dimension, []).append((m.score, m.confidence, m.evidence))
    return mentions


# fit-labels.md's reduction: a dimension's mean score at or below TIGHT_AT is -1 (small, tight,
# short), at or above LOOSE_AT +1, between them 0. Read by the digests and the admin too.
TIGHT_AT = -0.33
LOOSE_AT = 0.33


def cancelled(mentions: list[tuple[float, float, str]], score: float) -> bool:
    """Verdicts both ways on one dimension whose mean reduces to neither: the text states no
    direction clearly, and a "fits as expected" the reviewer never gave would be read
    ("the back is a little shorter ... when the hem is longer"; "the petite was too short and
    the regular too long"). fit-labels.md: a label exists only where the text clearly states it.
    fit-text-51.
    """
    return (
        TIGHT_AT < score < LOOSE_AT
        and any(item[0] <= TIGHT_AT for item in mentions)
        and any(item[0] >= LOOSE_AT for item in mentions)
    )


def combine(mentions: list[tuple[float, float, str]]) -> tuple[float, float, str]:
    """One signal from several mentions: confidence-weighted mean score, noisy-or confidence."""
    total = sum(c for _, c, _ in mentions)
    score = sum(s * c for s, c, _ in mentions) / total
    miss = 1.0
    for _, c, _ in mentions:
        miss *= 1.0 - c
    best = max(mentions, key=lambda item: (abs(item[0]) > 0, item[1]))
    return round(score, 2), round(min(0.95, 1.0 - miss), 2), best[2]


# Searched only where one of their start keys fits (keyed.py): the same matches, several
# times faster than trying these alternations at every position.
SIZE_BY_HABIT, _WHOLE = map(Keyed, (SIZE_BY_HABIT, _WHOLE))
_PHOTO, _MODEL, _STRONG, _CONTEXT, _PURPOSE = map(
    Keyed, (_PHOTO, _MODEL, _STRONG, _CONTEXT, _PURPOSE)
)
