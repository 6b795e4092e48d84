"""Garment recognition: fine category, outfit slot and prompt tag from product text.

How a text is read:

1. It is split into word tokens and matched, longest phrase first, against one lexicon
   of garment nouns, modifiers ("midi", "slim", "leather"), connectors ("with", "mit",
   "avec", "de") and filler (colours, audience words, "printed").
2. Connectors cut the text into noun phrases: in "Dress with Belt" or "Jupe en jean" the
   product is named before the connector. The first phrase naming a garment is used.
3. Inside that phrase the head noun is the last garment in English and German ("shirt
   dress" is a dress, "dress shirt" a shirt) and the first in French and Spanish ("robe
   chemise" is a dress). German compounds are split at a known garment ending
   ("Wickelkleid" = wrap + dress).
4. Ambiguous words ("rock", "hose", "vest", "set") are weak: they count only when no
   other garment is named.

``categorize`` tries the title, then ``product_type`` (which overrides a title that only
has weak evidence), then the description, then option values.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from ._lexicon import Lexicon
from ._text import terms, tokens
from .audience import AUDIENCE_LEXICON, audience_of_tokens, kids_gender_of_tokens
from .colours import COLOUR_LEXICON, colour_of_tokens
from .occasion import (
    OCCASION_LEXICON,
    SEASON_LEXICON,
    named_in,
    primary_occasion,
    read_context,
    season_of,
    with_habit,
)
from .options import garment_hint_from_options, kind_from_name, kind_from_values
from .vocab_garments import COMPOUND_HEADS, GARMENTS, KIND_OF, SLOT_OF, WEAK_TERMS
from .vocab_habits import FINE_BY_OCCASION
from .vocab_words import AUDIENCE, COLOURS, CONNECTORS, FILLER_WORDS, MODIFIERS, OCCASION_WORDS

FINE_CATEGORIES: tuple[str, ...] = tuple(SLOT_OF)
SLOTS: tuple[str, ...] = (
    "top",
    "bottom",
    "one_piece",
    "outerwear",
    "footwear",
    "bag",
    "jewelry",
    "accessory",
    "other",
)
_ROMANCE = frozenset({"fr", "es"})
_LANGS = ("en", "de", "fr", "es")
# Descriptions can be 64 KiB; the garment and audience are named near the start, and a
# bounded prefix keeps a product write's cost independent of description length.
_DESCRIPTION_CHARS = 600
# Fine categories almost only sold to women: the audience when the text names none.
_WOMENS_FINE = frozenset(
    {
        "dress",
        "skirt",
        "blouse",
        "bra",
        "heels",
        "saree",
        "clutch",
        "camisole",
        "jeggings",
        "nightdress",
        "dupatta",
    }
)
_STYLE_OF_FINE = {"kurta": "ethnic", "saree": "ethnic", "sleepwear": "lounge"}
_MAX_MODIFIERS = 2
# Titles written "Brand [Line] Audience ..." ("Arrow Sport Men Blue Shirt", "F Sports Men
# Black Shoes", "Urban Yoga Women Top"): the words before the audience name the brand or
# line, so an occasion or season word among them says nothing about the product. At most
# this many words before the audience count as such a name.
_MAX_NAME_WORDS = 3
_SET_PARTS = frozenset({"top", "bottom", "outerwear"})


class _Garment(NamedTuple):
    fine: str
    tag: str
    langs: frozenset[str]
    weak: bool


class _Mod(NamedTuple):
    word: str
    rank: int


class _Word(NamedTuple):
    """A token class that is neither garment nor modifier."""

    role: str  # "connector" or "filler"


_CONNECTOR = _Word("connector")
_FILLER = _Word("filler")
# Tokens French and Spanish put between a noun and its modifiers ("veste en jean").
_ROMANCE_GLUE = frozenset(terms("de|en|a|con|du|des|la|el|d|sin|sans|avec|et|y"))


def _build_lexicon() -> Lexicon[object]:
    langs_of: dict[str, set[str]] = {}
    for _fine, _tag, *cells in GARMENTS:
        for lang, cell in zip(_LANGS, cells, strict=True):
            for term in terms(cell):
                langs_of.setdefault(term, set()).add(lang)
    lex: Lexicon[object] = Lexicon()
    for fine, tag, *cells in GARMENTS:
        if fine not in SLOT_OF:
            raise ValueError(f"garment row {tag!r} names unknown fine category {fine!r}")
        for cell in cells:
            for term in terms(cell):
                lex.add(term, _Garment(fine, tag, frozenset(langs_of[term]), term in WEAK_TERMS))
    for rank, word, cell in MODIFIERS:
        for term in terms(cell):
            lex.add(term, _Mod(word, rank))
    for term in terms(CONNECTORS):
        lex.add(term, _CONNECTOR)
    for term in terms(FILLER_WORDS):
        lex.add(term, _FILLER)
    return lex


_LEXICON = _build_lexicon()


def _languages() -> tuple[dict[str, dict[str, _Garment]], dict[str, str]]:
    """The garment words whose rows differ by language (English "slipper" is a house
    shoe, German "Slipper" a loafer; English "culottes" are trousers, French briefs), each
    with its garment per language; and the single words of our tables that belong to one
    language only, which tell a title's language."""
    rows_of: dict[str, dict[str, _Garment]] = {}
    for fine, tag, *cells in GARMENTS:
        for lang, cell in zip(_LANGS, cells, strict=True):
            for term in terms(cell):
                rows_of.setdefault(term, {}).setdefault(
                    lang, _Garment(fine, tag, frozenset({lang}), term in WEAK_TERMS)
                )
    ambiguous = {
        term: by_lang
        for term, by_lang in rows_of.items()
        if len({g.fine for g in by_lang.values()}) > 1
    }
    langs_of: dict[str, set[str]] = {}
    tables = [
        [cells for _fine, _tag, *cells in GARMENTS],
        list(AUDIENCE.values()),
        list(COLOURS.values()),
        list(OCCASION_WORDS.values()),
    ]
    for table in tables:
        for cells in table:
            for lang, cell in zip(_LANGS, cells, strict=True):
                for term in terms(cell):
                    if " " not in term:
                        langs_of.setdefault(term, set()).add(lang)
    only = {term: next(iter(langs)) for term, langs in langs_of.items() if len(langs) == 1}
    return ambiguous, only


_BY_LANGUAGE, _LANGUAGE_OF = _languages()


def _in_language(toks: list[str], by_lang: dict[str, _Garment]) -> _Garment | None:
    """The garment of a word whose meaning depends on the language, read from the title's
    other words of a single language ("Men Casual Brown Slipper" is English); None when
    they do not say (the lexicon's first row stands)."""
    votes = dict.fromkeys(by_lang, 0)
    for tok in toks:
        lang = _LANGUAGE_OF.get(tok)
        if lang in votes:
            votes[lang] += 1
    best = max(votes.values())
    winners = [lang for lang, n in votes.items() if n == best]
    return by_lang[winners[0]] if best and len(winners) == 1 else None


_COMPOUND_ENDINGS = tuple(sorted(COMPOUND_HEADS, key=len, reverse=True))
_MOD_BY_WORD = {term: _Mod(word, rank) for rank, word, cell in MODIFIERS for term in terms(cell)}


def _is_filler(phrase: str) -> bool:
    return COLOUR_LEXICON.get(phrase) is not None or AUDIENCE_LEXICON.get(phrase) is not None


def _compound(tok: str) -> tuple[_Garment, _Mod | None] | None:
    """Split a German compound such as "wickelkleid" into (dress, wrap)."""
    if len(tok) < 6 or not tok.endswith(_COMPOUND_ENDINGS):
        return None
    for ending in _COMPOUND_ENDINGS:
        if tok.endswith(ending) and len(tok) - len(ending) >= 3:
            head = _LEXICON.get(COMPOUND_HEADS[ending])
            if not isinstance(head, _Garment):
                return None
            prefix = tok[: -len(ending)]
            mod = _MOD_BY_WORD.get(prefix) or _MOD_BY_WORD.get(prefix.rstrip("s"))
            if prefix in ("jeans", "denim"):
                mod = _Mod("denim", 2)
            return _Garment(head.fine, head.tag, frozenset({"de"}), False), mod
    return None


class GarmentMatch(NamedTuple):
    """The garment a text names: fine category, English prompt tag, evidence strength."""

    fine: str
    tag: str
    strong: bool


def _modifier_word(item: object, surface: str) -> tuple[str, int] | None:
    if isinstance(item, _Mod):
        return item.word, item.rank
    if isinstance(item, _Garment):
        # A noun that is also a modifier reads as the modifier next to another garment:
        # "robe portefeuille" is a wrap dress, not a wallet; "polo cap" a polo hat.
        as_mod = _MOD_BY_WORD.get(surface)
        if as_mod is not None:
            return as_mod.word, as_mod.rank
        if item.fine == "jeans":
            return "denim", 2
        # English single words read as written ("short dress"); otherwise the English tag.
        english_word = "en" in item.langs and " " not in surface
        return (surface if english_word else item.tag), 3
    return None


def match_garment_tokens(toks: list[str]) -> GarmentMatch | None:
    """The head garment named in ``toks`` with its modifiers, or None."""
    seq: list[tuple[object, str, _Mod | None]] = []
    phrase_of: list[int] = []
    phrase = 0
    for start, end, item in _LEXICON.scan(toks):
        surface = toks[start] if end == start + 1 else " ".join(toks[start:end])
        prefix_mod = None
        if item is None:
            split = _compound(surface)
            if split is not None:
                item, prefix_mod = split
            elif _is_filler(surface):
                item = _FILLER
        elif item is _CONNECTOR:
            phrase += 1
        elif isinstance(item, _Garment) and surface in _BY_LANGUAGE:
            item = _in_language(toks, _BY_LANGUAGE[surface]) or item
        seq.append((item, surface, prefix_mod))
        phrase_of.append(phrase)

    chosen: list[int] = []
    for want_strong in (True, False):
        current = -1
        for idx, (item, _s, _m) in enumerate(seq):
            if isinstance(item, _Garment) and (item.weak is not want_strong):
                if current == -1:
                    current = phrase_of[idx]
                if phrase_of[idx] == current:
                    chosen.append(idx)
        if chosen:
            break
    if not chosen:
        return None

    phrase_garments = [
        seq[i][0]
        for i in range(len(seq))
        if phrase_of[i] == phrase_of[chosen[0]] and isinstance(seq[i][0], _Garment)
    ]
    first: _Garment = seq[chosen[0]][0]  # type: ignore[assignment]
    romance = first.langs <= _ROMANCE and all(g.langs & _ROMANCE for g in phrase_garments)
    head_idx = chosen[0] if romance else chosen[-1]
    head: _Garment = seq[head_idx][0]  # type: ignore[assignment]

    if not romance and not head.weak and SLOT_OF[head.fine] in _SET_PARTS:
        # "Salwar Suit", "Skirt Suit": a set named by its main piece.
        for item, surface, _m in seq[head_idx + 1 :]:
            if isinstance(item, _Garment) and item.fine == "set":
                tag = f"{seq[head_idx][1]} {surface}" if "en" in head.langs else item.tag
                return GarmentMatch("set", tag, True)
            if item is not _FILLER:
                break

    if head.fine == "kurta" and not romance and _names_its_set(seq, phrase_of, head_idx):
        return GarmentMatch("set", f"{seq[head_idx][1]} set", True)

    mods: list[tuple[str, int]] = []
    if not romance:
        prefix_mod = seq[head_idx][2]
        if prefix_mod is not None:
            mods.append((prefix_mod.word, prefix_mod.rank))
        for item, surface, _m in reversed(seq[:head_idx]):
            if len(mods) == _MAX_MODIFIERS:
                break
            word = _modifier_word(item, surface)
            if word is not None:
                mods.insert(0, word)
            elif item is not _FILLER:
                break
    if romance or (not mods and head.langs & _ROMANCE):
        # French and Spanish put modifiers after the noun ("jean slim", "vestido midi").
        for item, surface, _m in seq[head_idx + 1 :]:
            if len(mods) == _MAX_MODIFIERS:
                break
            word = _modifier_word(item, surface)
            if word is not None:
                mods.append(word)
            elif item is not _FILLER and surface not in _ROMANCE_GLUE:
                break
        mods.sort(key=lambda m: m[1])

    tag_words = head.tag.split(" ")
    words: list[str] = []
    for word, _rank in mods:
        if word in words or word in tag_words or word == head.tag:
            continue
        if word == "denim" and head.fine == "jeans":
            continue
        words.append(word)
    return GarmentMatch(head.fine, " ".join([*words, head.tag]), not head.weak)


def _names_its_set(
    seq: list[tuple[object, str, _Mod | None]], phrase_of: list[int], head: int
) -> bool:
    """Whether a kurta is named with the bottom or dupatta it is sold with ("Churidar
    Kurta", "Kurta with Dupatta", "Kurta and Palazzo"): a kurta set. Counted are the
    garments before the kurta in its phrase and the first garment of the next phrase."""
    garments = [i for i, (item, _s, _m) in enumerate(seq) if isinstance(item, _Garment)]
    named = [i for i in garments if i < head and phrase_of[i] == phrase_of[head]]
    named += [i for i in garments if phrase_of[i] == phrase_of[head] + 1][:1]
    return any(_sold_with_a_kurta(seq[i][0]) for i in named)  # type: ignore[arg-type]


def _sold_with_a_kurta(garment: _Garment) -> bool:
    # Jeans before a garment read as denim ("Jeans Kurta" is a denim kurta).
    if garment.weak or garment.fine == "jeans":
        return False
    return garment.fine == "dupatta" or SLOT_OF[garment.fine] == "bottom"


def match_garment(text: str | None) -> GarmentMatch | None:
    if not text:
        return None
    return match_garment_tokens(tokens(text))


def slot_of(fine: str) -> str:
    return SLOT_OF.get(fine, "other")


def broader_fine(fine: str) -> str:
    """The broader fine category ``fine`` is a kind of ("tunic" -> "top"), or ``fine``."""
    return KIND_OF.get(fine, fine)


def slots_occupied(slot: str) -> frozenset[str]:
    """Outfit slots a product in ``slot`` fills: a one-piece fills top and bottom too."""
    if slot == "one_piece":
        return frozenset({"one_piece", "top", "bottom"})
    return frozenset({slot})


def style_of_tokens(toks: list[str]) -> str | None:
    """The first occasion a text names in words ("Running Shoes" -> sport), or None."""
    named = named_in(OCCASION_LEXICON, toks)
    return named[0] if named else None


@dataclass(frozen=True, slots=True)
class Category:
    """What a product is, for recommendations and prompts.

    ``source`` says which input decided ``fine``: "title", "product_type",
    "description", "options", or None when nothing did (``fine`` is then "other").
    ``style`` is the occasion the title or type names in words; ``occasion`` the one
    with most evidence from all inputs and the garment's habit (``occasion_scores``
    keeps the evidence per occasion, ``occasion_words`` the part named in words);
    ``season`` "summer", "winter" or None.
    """

    fine: str
    slot: str
    audience: str
    colour_family: str | None
    style: str | None
    prompt_tag: str | None
    source: str | None
    occasion: str | None = None
    occasion_scores: tuple[tuple[str, float], ...] = ()
    occasion_words: tuple[tuple[str, float], ...] = ()  # the part named in words
    season: str | None = None
    kids_gender: str | None = None  # "girls" or "boys" for kids' products that say so

    @property
    def slots(self) -> frozenset[str]:
        return slots_occupied(self.slot)


def name_prefix_length(toks: list[str]) -> int:
    """How many leading ``toks`` are a brand or line name: the words before an audience
    word that opens the rest of a title ("Arrow Sport | Men Blue Shirt"), when they are
    at most ``_MAX_NAME_WORDS``, name no garment, are not all our own words ("Formal Men
    Shirt" names no brand) and something follows the audience."""
    for start, end, audience in AUDIENCE_LEXICON.scan(toks[: _MAX_NAME_WORDS + 2]):
        if audience is None:
            continue
        if start == 0 or start > _MAX_NAME_WORDS or end >= len(toks):
            return 0
        name = toks[:start]
        if any(isinstance(_LEXICON.get(t), _Garment) for t in name):
            return 0
        # A name has a word of its own: "Formal Men Shirt" opens with a description.
        return start if not all(is_vocabulary_word(t) for t in name) else 0
    return 0


def _description_tokens(description: str) -> list[str]:
    return _prefix_tokens(description[:_DESCRIPTION_CHARS])


@lru_cache(maxsize=16)
def _prefix_tokens(prefix: str) -> list[str]:
    # Cached so the garment and audience fallbacks of one call tokenise the text once.
    # Callers only read the list.
    return tokens(prefix)


def _choose(
    title_toks: list[str], product_type: str | None, description: str | None
) -> tuple[GarmentMatch | None, str | None]:
    title = match_garment_tokens(title_toks) if title_toks else None
    if title is not None and title.strong:
        return title, "title"
    typed = match_garment(product_type)
    if typed is not None:
        return typed, "product_type"
    if title is not None:
        return title, "title"
    if description:
        described = match_garment_tokens(_description_tokens(description))
        if described is not None:
            return described, "description"
    return None, None


def detect_prompt_tag(
    title: str | None, product_type: str | None, description: str | None
) -> str | None:
    """Concise lowercase English garment name ("midi wrap dress", "slim jeans"), or None.

    Title first; ``product_type`` replaces a title with only weak evidence; the
    description is read only when neither names a garment.
    """
    title_toks = tokens(title) if title else []
    match, _source = _choose(title_toks, product_type, description)
    return match.tag if match is not None else None


def _colour_from_options(option_values: dict[str, list[str]]) -> str | None:
    for key, values in option_values.items():
        if kind_from_name(key) == "visual" or (
            kind_from_name(key) is None and kind_from_values(values) == "visual"
        ):
            families = {colour_of_tokens(tokens(v)) for v in values}
            families.discard(None)
            if len(families) == 1:
                return families.pop()
    return None


def _refined(fine: str, named: list[str]) -> str:
    """The finer footwear a garment is when its title or type names an occasion
    (``FINE_BY_OCCASION``): "Formal Shoe" is a formal shoe, "Sport Sandal" a sports sandal."""
    finer = FINE_BY_OCCASION.get(fine)
    if finer:
        for occasion in named:
            if occasion in finer:
                return finer[occasion]
    return fine


def categorize(
    title: str | None,
    product_type: str | None,
    description: str | None,
    option_values: dict[str, list[str]] | None = None,
    tags: list[str] | None = None,
) -> Category:
    """Fine category, outfit slot, audience, colour family, occasion, season, prompt tag.

    Pure and fast (tens of microseconds for a typical title); safe to call inside
    product writes.
    """
    title_toks = tokens(title) if title else []
    match, source = _choose(title_toks, product_type, description)
    if match is not None:
        fine, tag = match.fine, match.tag
    else:
        hint = garment_hint_from_options(option_values)
        fine, tag, source = (hint, hint, "options") if hint else ("other", None, None)

    type_toks = tokens(product_type) if product_type else []
    description_toks = _description_tokens(description) if description else []
    audience = audience_of_tokens(title_toks)
    if audience == "unknown" and type_toks:
        audience = audience_of_tokens(type_toks)
    if audience == "unknown" and description_toks:
        audience = audience_of_tokens(description_toks)
    if audience == "unknown" and fine in _WOMENS_FINE:
        audience = "women"

    colour = colour_of_tokens(title_toks)
    if colour is None and option_values:
        colour = _colour_from_options(option_values)
    if colour is None and type_toks:
        colour = colour_of_tokens(type_toks)
    if colour is None and description_toks:
        colour = colour_of_tokens(description_toks)

    # The brand or line words opening the title are no occasion or season evidence.
    described_toks = title_toks[name_prefix_length(title_toks) :]
    sources = [(described_toks, 1.0), (type_toks, 1.0), (description_toks, 0.4)]
    if tags:
        sources.append((tokens(" | ".join(tags)), 0.8))
    if option_values:
        values = [v for key, vals in option_values.items() for v in (key, *vals)]
        sources.append((tokens(" | ".join(values)), 0.5))
    context = read_context(sources)
    title_named, type_named = context.named[0], context.named[1]
    style = title_named[0] if title_named else (type_named[0] if type_named else None)
    fine = _refined(fine, title_named + type_named)
    words = context.words
    scores = with_habit(words, fine)
    return Category(
        fine=fine,
        slot=slot_of(fine),
        audience=audience,
        colour_family=colour,
        style=style,
        prompt_tag=tag,
        source=source,
        occasion=primary_occasion(scores),
        occasion_scores=tuple(sorted(scores.items(), key=lambda kv: -kv[1])),
        occasion_words=tuple(sorted(words.items(), key=lambda kv: -kv[1])),
        season=season_of(context.season_votes, fine),
        kids_gender=kids_gender_of_tokens(title_toks + type_toks) if audience == "kids" else None,
    )


def _garment_words() -> frozenset[str]:
    """Single words of the garment names (all four languages), without the colour,
    audience and filler words some phrases contain ("lip" and "gloss" of "lip gloss")."""
    words = {
        word
        for _fine, _tag, *cells in GARMENTS
        for cell in cells
        for term in terms(cell)
        for word in term.split(" ")
    }
    return frozenset(
        w for w in words if len(w) > 2 and not _is_filler(w) and _LEXICON.get(w) is not _FILLER
    )


_GARMENT_WORDS = _garment_words()


def garment_word(token: str) -> str | None:
    """The garment word a folded token is, singular when the plural's "s" is all that
    differs ("kurtis" -> "kurti", "shoes" -> "shoe"), or None (text likeness gives a
    plural its singular besides the word as written)."""
    if token in _GARMENT_WORDS:
        if token.endswith("s") and token[:-1] in _GARMENT_WORDS:
            return token[:-1]
        return token
    return None


@lru_cache(maxsize=65536)
def is_vocabulary_word(token: str) -> bool:
    """Whether a single folded token is one of ours (garment, colour, audience, occasion,
    season, modifier or filler word). The rest of a title is mostly brand and line names."""
    return (
        token in _LEXICON
        or token in COLOUR_LEXICON
        or token in AUDIENCE_LEXICON
        or token in OCCASION_LEXICON
        or token in SEASON_LEXICON
    )
