"""The per-site recommendation index: built once by the worker, scored per request.

Everything ranking needs is in arrays indexed by product position: automatic category
and slot, audience, colour family, occasion shares, season, price level, popularity, a
TF-IDF inverted index of the product text and learned co-purchase neighbours. The item
payloads (what a response shows) are not part of it: ``IndexBuilder.add`` hands them
back chunk by chunk for the caller to store, so neither the build nor a web process
holds them all. About 200 bytes per product plus the co-purchase lists (at most
``NEIGHBOURS`` per product) and the product ids.
"""

from __future__ import annotations

import pickle
import struct
import zlib
from array import array
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import repeat
from typing import Any, NamedTuple

import numpy as np

from catalog.detection import (
    FINE_CATEGORIES,
    OCCASIONS,
    SLOTS,
    Category,
    categorize,
    garment_word,
    is_vocabulary_word,
    slots_occupied,
)

from .compat import AUDIENCES, COLOURS, SEASONS, code
from .compat import OCCASIONS as OCCASION_ORDER
from .records import ProductRecord
from .targets import choose_target
from .text import build_tfidf, text_tokens
from .title_model import title_models

# 14: an audience learned from the title where nothing else names one (``title_model``);
# 13: a learned kind per product (``title_model``), for similar's order within a pool;
# 12: shoes named by their sport (football boots, training, basketball, golf shoes, ...)
# are sneakers;
# 11: purse, a kind of handbag; more garment words (laptop and tablet sleeves, gym sacks,
# platforms, eye colour, lip pots, moisturising gel, button covers, lounge sets, dhoti
# sets, ...); 10: kurtas named with their bottom or dupatta are sets, "slipper" by the
# title's language;
# 9: garment words as written in the text vector (a plural also its singular); 8: kinds
# of underwear, skin care, salwar, jacket, jumpsuit, scarf, pouch, sleepwear and
# accessory (gift set); 7: casual shoes, a kind of shoes; 6: kinds of top, bottom, bag,
# jewellery, scarf, sleepwear and beauty.
FORMAT = 14


class IndexFormatError(ValueError):
    """A stored index blob of another format (an index built before an upgrade)."""


NEIGHBOURS = 100
if OCCASION_ORDER != OCCASIONS:  # pragma: no cover - import-time consistency check
    raise ImportError("ranking.compat.OCCASIONS must follow catalog.detection.OCCASIONS")
# Occasion learned from the catalog itself: words that are not ours (brand and line
# names) carry the occasion of the products that share them. A token counts when it
# appears in at least _PROPAGATE_MIN_DF products that name an occasion, and in at most
# _PROPAGATE_MAX_SHARE of a large catalog (small ones: up to _PROPAGATE_MAX_DF_FLOOR);
# its pull on a product is _PROPAGATE_WEIGHT at most.
_PROPAGATE_MIN_DF = 3
_PROPAGATE_MAX_SHARE = 0.05
_PROPAGATE_MAX_DF_FLOOR = 50
_PROPAGATE_WEIGHT = 0.6
# Title words outside our vocabulary (brand and line names) count less in text likeness
# than words saying what the product is: a brand's boots are not like its sneakers.
_NAME_WORD_WEIGHT = 0.5
# Words naming the garment ("tunic", "laptop bag", "lip gloss") count more than colour
# and audience words: within a fine category they tell the product's kind (styles
# table, tuning part: same articleType in `similar` +0.6 points at 13,000 products).
_GARMENT_WORD_WEIGHT = 1.5
# A garment word counts as written: products written alike ("... Shoe" / "... Shoes") come
# from one line of the catalog more often than not. A plural also carries its singular,
# at this weight, so "Shoes" stays like "Shoe" (styles table, tuning part: same
# articleType in `similar` +0.3 points at 3,000 products, +0.2 at 31,000; folding the
# number away, as before, lost that).
_SINGULAR_OF_PLURAL_WEIGHT = 1.0
# The learned audience (``title_model``) is used only this sure (after its temperature):
# on three 3,000-product samples of the styles table's tuning part, cross-fitted, it named
# 123-134 of 133-143 products left unknown, 98.5-100 % of them right.
_LEARNED_AUDIENCE_MIN_P = 0.8
# Large (wholesale) baskets carry little pairwise signal and cost O(n^2) pairs.
MAX_BASKET_ITEMS = 60
FINES = ("other", *[f for f in FINE_CATEGORIES if f != "other"])
SLOT_NAMES = ("other", *[s for s in SLOTS if s != "other"])
# occupies[s] = bitmask of the slots a product in slot s fills (one-piece: top + bottom).
SLOT_OCCUPIES = np.array(
    [sum(1 << SLOT_NAMES.index(o) for o in slots_occupied(s)) for s in SLOT_NAMES],
    dtype=np.int64,
)


@dataclass(frozen=True, slots=True)
class Basket:
    product_ids: list[str]
    weight: float = 1.0


_ALIGN = 64


def _open_addressing(hashes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """A linear-probing table of ``hashes`` (distinct): (each slot's hash, the position
    whose hash it is, -1 for an empty slot). A power of two of at least twice the ids, so
    at most half full: ~1.5 probes to find an id, ~2.5 to miss one; 12 bytes a slot (3 MB
    at 100,000 ids, 25 MB at 1,000,000). Built a round at a time for all ids: each takes
    the slot it probes when free (the first claimant of a slot wins), the rest probe on,
    so every slot between an id's home and its own is filled, which the lookup needs."""
    size = 1 << max(1, (2 * len(hashes) - 1).bit_length())
    mask = size - 1
    slot_hash = np.zeros(size, dtype=np.int64)
    slot_pos = np.full(size, -1, dtype=np.int32)
    pending = np.arange(len(hashes))
    slot = hashes & mask
    while len(pending):
        free = np.flatnonzero(slot_pos[slot] < 0)
        _slots, first = np.unique(slot[free], return_index=True)
        won = free[first]
        slot_pos[slot[won]] = pending[won]
        slot_hash[slot[won]] = hashes[pending[won]]
        left = np.ones(len(pending), dtype=bool)
        left[won] = False
        pending, slot = pending[left], (slot[left] + 1) & mask
    return slot_hash, slot_pos


def _pad(size: int) -> int:
    """Zero bytes that bring ``size`` up to a multiple of ``_ALIGN``."""
    return -size % _ALIGN


_DERIVED = frozenset(
    {
        "id_positions",
        "id_hashes",
        "by_fine",
        "fine_ptr",
        "unknown_share",
        "occasion_unit",
        "combo",
        "slot_audience",
    }
)


@dataclass(slots=True)
class RecIndex:
    product_ids: list[str]
    fine: np.ndarray  # int16 codes into FINES
    kind: np.ndarray  # int16 codes into the kind prior's labels (``title_model``)
    kind_p: np.ndarray  # float32: the kind's probability
    slot: np.ndarray  # int8 codes into SLOT_NAMES
    audience: np.ndarray
    colour: np.ndarray
    occasion: np.ndarray  # float32 (n, len(OCCASIONS)): share of evidence, rows sum <= 1
    season: np.ndarray  # int8 codes into SEASONS
    log_price: np.ndarray  # float32, nan when unknown
    price_level: np.ndarray  # float32 0..1, percentile within the slot
    popularity: np.ndarray  # float32 0..1
    recommendable: np.ndarray  # bool: has an available target and is active at the source
    text: dict[str, np.ndarray]
    co_ptr: np.ndarray
    co_idx: np.ndarray
    co_val: np.ndarray
    order_count: int = 0
    # Derived when built or loaded, never stored: id -> position, the products of each
    # fine category (``by_fine[fine_ptr[f]:fine_ptr[f + 1]]``), occasion shares with the
    # unexplained share as a ninth column, unit length (for likeness), and one code per
    # (colour, audience, season) combination (``COMBOS``) for table lookups, and one per
    # (slot, audience) of a recommendable product (``slot * len(AUDIENCES) + audience``;
    # ``len(SLOT_NAMES) * len(AUDIENCES)`` for one that is not) for complete_the_look's
    # filters, one lookup per product.
    id_positions: dict[str, int] | None = None  # built on first use of ``position``
    # (slot hashes, slot positions) of an open-addressing table of the ids' hashes
    # (``_open_addressing``), empty when two ids share a hash: built on first use of
    # ``found_positions``.
    id_hashes: tuple[np.ndarray, np.ndarray] | None = None
    by_fine: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    fine_ptr: np.ndarray = field(default_factory=lambda: np.zeros(1, np.int64))
    unknown_share: np.ndarray = field(default_factory=lambda: np.zeros(0, np.float32))
    occasion_prior: np.ndarray = field(default_factory=lambda: np.zeros(0, np.float32))
    occasion_unit: np.ndarray = field(default_factory=lambda: np.zeros((0, 9), np.float32))
    combo: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int16))
    slot_audience: np.ndarray = field(default_factory=lambda: np.zeros(0, np.intp))

    def __post_init__(self) -> None:
        # Column-major occasion shares: scoring every product against one occasion profile
        # reads each occasion's column in one pass (~6x faster than rows at 100,000).
        self.occasion = np.asfortranarray(self.occasion)
        self.by_fine = np.argsort(self.fine, kind="stable")
        self.fine_ptr = np.zeros(len(FINES) + 1, dtype=np.int64)
        np.cumsum(np.bincount(self.fine, minlength=len(FINES)), out=self.fine_ptr[1:])
        self.unknown_share = (1.0 - self.occasion.sum(axis=1)).astype(np.float32)
        # The catalog's occasion mix (shares of the explained evidence), uniform if none.
        mix = self.occasion.sum(axis=0, dtype=np.float64)
        width = self.occasion.shape[1]
        self.occasion_prior = (
            mix / mix.sum() if mix.sum() > 0 else np.full(width, 1 / width)
        ).astype(np.float32)
        full = np.hstack([self.occasion, self.unknown_share[:, None]])
        full /= np.maximum(np.linalg.norm(full, axis=1, keepdims=True), 1e-6)
        # Row-major (``full`` follows the column-major shares): similar reads rows.
        self.occasion_unit = np.ascontiguousarray(full, dtype=np.float32)
        self.combo = (
            (self.colour.astype(np.int16) * len(AUDIENCES) + self.audience) * len(SEASONS)
            + self.season
        ).astype(np.int16)
        self.slot_audience = np.where(
            self.recommendable,
            self.slot.astype(np.int16) * len(AUDIENCES) + self.audience,
            len(SLOT_NAMES) * len(AUDIENCES),
        ).astype(np.intp)  # numpy converts any other index type per lookup (3x the time)

    @property
    def position(self) -> dict[str, int]:
        """Product id -> position. Built on first use: a web process needs it for every
        request, the index build (which stores the index, never reads it) not at all."""
        if self.id_positions is None:
            self.id_positions = {pid: i for i, pid in enumerate(self.product_ids)}
        return self.id_positions

    def found_positions(self, ids: list[str]) -> np.ndarray:
        """Positions of those ``ids`` that are in the index, in no particular order (one
        per id found, so a repeated id repeats), for long lists such as 10,000 candidates.

        A dictionary lookup per id costs ~0.6 us on this machine's memory (cache misses
        into a 100,000-entry dict: ~6 ms for 10,000 ids); instead the ids' hashes (Python's
        64-bit string hash, computed in C) are looked up in an open-addressing table of
        the index's hashes, a few vectorised probes for all ids at once (~0.85 ms for
        10,000 ids on the speed bench's index, of which ~0.5 ms is computing the hashes;
        sorting them for a binary search in the sorted hashes took ~1.45 ms). Two
        different strings sharing a 64-bit hash is the only way to be wrong: with 10,000
        ids against 100,000 that is about 5e-11 per request, and the harm would be one
        product of this catalog taken for a candidate. An index whose own ids share a
        hash uses the dictionary."""
        table = self._hash_table()
        if table is None or not ids:
            position = self.position
            found = np.fromiter(map(position.get, ids, repeat(-1)), dtype=np.int64, count=len(ids))
            return found[found >= 0]
        slot_hash, slot_pos = table
        mask = len(slot_pos) - 1
        wanted = np.fromiter(map(hash, ids), dtype=np.int64, count=len(ids))
        slot = wanted & mask
        found = []
        while len(wanted):  # linear probing, every id at once: ends at an empty slot
            pos = slot_pos[slot]
            filled = pos >= 0
            hit = filled & (slot_hash[slot] == wanted)
            found.append(pos[hit])
            further = filled & ~hit
            wanted, slot = wanted[further], (slot[further] + 1) & mask
        return np.concatenate(found).astype(np.int64, copy=False)

    def prepare_lookups(self) -> None:
        """Builds the id lookups (``position``, the hash table of ``found_positions``) now:
        a web process calls this once per loaded index, before request threads share it."""
        self.position  # noqa: B018 - a property that builds the dict
        self._hash_table()

    def _hash_table(self) -> tuple[np.ndarray, np.ndarray] | None:
        if self.id_hashes is None:
            hashes = np.fromiter(map(hash, self.product_ids), dtype=np.int64, count=len(self))
            ordered = np.sort(hashes)
            if len(ordered) and bool((ordered[1:] == ordered[:-1]).any()):
                self.id_hashes = (np.zeros(0, np.int64), np.zeros(0, np.int32))
            else:
                self.id_hashes = _open_addressing(hashes)
        if not len(self.id_hashes[0]):
            return None
        return self.id_hashes

    def of_fine(self, fine: int) -> np.ndarray:
        """Positions of the products of one fine category."""
        return self.by_fine[self.fine_ptr[fine] : self.fine_ptr[fine + 1]]

    def __len__(self) -> int:
        return len(self.product_ids)

    def to_bytes(self) -> bytes:
        """zlib stream of a pickle whose arrays travel out of band: they are compressed
        where they lie, never copied into one big uncompressed pickle first. Each part
        starts at a multiple of ``_ALIGN`` bytes, so the loaded arrays are aligned."""
        state = {name: getattr(self, name) for name in self.__slots__ if name not in _DERIVED}
        buffers: list[pickle.PickleBuffer] = []
        head = pickle.dumps((FORMAT, state), protocol=5, buffer_callback=buffers.append)
        raws = [memoryview(head), *(b.raw() for b in buffers)]
        compressor = zlib.compressobj(1)
        sizes = [raw.nbytes for raw in raws]
        header = struct.pack(f"<I{len(sizes)}Q", len(sizes), *sizes)
        out = [compressor.compress(header + bytes(_pad(len(header))))]
        for raw in raws:
            out.append(compressor.compress(raw))
            out.append(compressor.compress(bytes(_pad(raw.nbytes))))
        out.append(compressor.flush())
        return b"".join(out)

    @classmethod
    def from_bytes(cls, data: bytes) -> RecIndex:
        """The arrays are read-only, aligned views of one decompressed buffer.

        A blob this code cannot read (written by another release) raises
        ``IndexFormatError``: the caller rebuilds instead of failing the request."""
        try:
            return cls._decode(data)
        except IndexFormatError:
            raise
        except (zlib.error, struct.error, pickle.UnpicklingError, EOFError, TypeError) as exc:
            raise IndexFormatError(f"unreadable index blob: {exc}") from exc

    @classmethod
    def _decode(cls, data: bytes) -> RecIndex:
        raw = memoryview(zlib.decompress(data))
        (count,) = struct.unpack_from("<I", raw)
        sizes = struct.unpack_from(f"<{count}Q", raw, 4)
        offset = 4 + 8 * count
        offset += _pad(offset)
        parts = []
        for size in sizes:
            parts.append(raw[offset : offset + size])
            offset += size + _pad(size)
        # Our own blob, written by the worker.
        fmt, state = pickle.loads(parts[0], buffers=parts[1:])
        if fmt != FORMAT:
            raise IndexFormatError(f"unsupported index format {fmt}")
        return cls(**state)

    def category_of(self, i: int) -> dict[str, str]:
        return {
            "fine_category": FINES[self.fine[i]],
            "slot": SLOT_NAMES[self.slot[i]],
            "audience": AUDIENCES[self.audience[i]],
            "colour_family": COLOURS[self.colour[i]] if self.colour[i] else "",
            "occasion": self.primary_occasion(i),
            "season": SEASONS[self.season[i]] if self.season[i] else "",
        }

    def primary_occasion(self, i: int) -> str:
        row = self.occasion[i]
        best = int(np.argmax(row))
        return OCCASIONS[best] if row[best] >= 0.25 else ""


def _bag(record: ProductRecord) -> dict[str, float]:
    bag: dict[str, float] = {}
    for tok in text_tokens(record.title):
        garment = garment_word(tok)
        if garment is not None:
            bag[tok] = bag.get(tok, 0.0) + _GARMENT_WORD_WEIGHT
            if garment != tok:  # a plural is also a little like its singular
                bag[garment] = bag.get(garment, 0.0) + _SINGULAR_OF_PLURAL_WEIGHT
        else:
            bag[tok] = bag.get(tok, 0.0) + (1.0 if is_vocabulary_word(tok) else _NAME_WORD_WEIGHT)
    for tok in text_tokens(record.product_type):
        tok = garment_word(tok) or tok
        bag[tok] = bag.get(tok, 0.0) + 0.7
    for tok in text_tokens(record.brand):
        bag["brand:" + tok] = 0.7
    return bag


def _price(record: ProductRecord, item: dict[str, Any] | None) -> float:
    raw = (item or {}).get("price") or record.price
    try:
        value = float(raw) if raw is not None else float("nan")
    except ValueError:
        return float("nan")
    return float(np.log1p(value)) if value >= 0 else float("nan")


def _price_levels(log_price: np.ndarray, slot: np.ndarray) -> np.ndarray:
    level = np.full(len(log_price), 0.5, dtype=np.float32)
    for s in np.unique(slot):
        members = np.flatnonzero((slot == s) & ~np.isnan(log_price))
        if len(members) > 1:
            ranks = np.argsort(np.argsort(log_price[members], kind="stable"), kind="stable")
            level[members] = ranks / (len(members) - 1)
    return level


def _copurchase(
    baskets: list[Basket], position: dict[str, int], n: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Top co-purchase neighbours by shrunk cosine: c_ij / (sqrt(c_i c_j) + 1)."""
    rows: list[np.ndarray] = []
    cols: list[np.ndarray] = []
    weights: list[np.ndarray] = []
    item_count = np.zeros(n, dtype=np.float64)
    for basket in baskets:
        idx = sorted({position[p] for p in basket.product_ids if p in position})
        if not idx:
            continue
        arr = np.asarray(idx[:MAX_BASKET_ITEMS], dtype=np.int64)
        item_count[arr] += basket.weight
        if len(arr) < 2:
            continue
        a, b = np.meshgrid(arr, arr, indexing="ij")
        off = a != b
        rows.append(a[off])
        cols.append(b[off])
        weights.append(np.full(int(off.sum()), basket.weight, dtype=np.float64))
    co_ptr = np.zeros(n + 1, dtype=np.int64)
    if not rows:
        return co_ptr, np.zeros(0, np.int32), np.zeros(0, np.float32), item_count
    key = np.concatenate(rows) * n + np.concatenate(cols)
    uniq, inverse = np.unique(key, return_inverse=True)
    counts = np.bincount(inverse, weights=np.concatenate(weights))
    r, c = uniq // n, uniq % n
    score = counts / (np.sqrt(item_count[r] * item_count[c]) + 1.0)
    # Per row, keep the strongest NEIGHBOURS: sort by (row, -score).
    order = np.lexsort((-score, r))
    r, c, score = r[order], c[order], score[order]
    starts = np.searchsorted(r, np.arange(n))
    rank_in_row = np.arange(len(r)) - starts[r]
    keep = rank_in_row < NEIGHBOURS
    r, c, score = r[keep], c[keep], score[keep]
    np.cumsum(np.bincount(r, minlength=n), out=co_ptr[1:])
    return co_ptr, c.astype(np.int32), score.astype(np.float32), item_count


def propagate_occasions(
    evidence: np.ndarray,
    named: np.ndarray,
    free_ptr: np.ndarray,
    free_tok: np.ndarray,
    n_tokens: int,
) -> np.ndarray:
    """Adds to each product the occasion of the unknown words it shares with others.

    Product i's words outside our vocabulary (mostly brand and product-line names) are
    ``free_tok[free_ptr[i]:free_ptr[i + 1]]``; ``named`` is the evidence each product's
    text names in words. A word's occasion is the mean named share of the products that
    name an occasion and contain the word ("Genesis ... Formal Shirt" makes "genesis"
    formal); a product gets the mean over its words, weighted by how often each was
    seen, times ``_PROPAGATE_WEIGHT``. Learned per catalog, from its own text only.
    """
    n = len(free_ptr) - 1
    if not n or not n_tokens:
        return evidence
    said = named.sum(axis=1)
    share = named / np.maximum(said, 1e-9)[:, None]
    doc_of = np.repeat(np.arange(n), np.diff(free_ptr))
    tok = free_tok.astype(np.int64)
    df = np.bincount(tok, minlength=n_tokens).astype(np.float32)
    speaking = said[doc_of] > 0
    df_named = np.bincount(tok[speaking], minlength=n_tokens).astype(np.float32)
    totals = np.zeros((n_tokens, evidence.shape[1]), dtype=np.float32)
    np.add.at(totals, tok[speaking], share[doc_of[speaking]])
    usable = (df_named >= _PROPAGATE_MIN_DF) & (
        df <= max(_PROPAGATE_MAX_DF_FLOOR, _PROPAGATE_MAX_SHARE * n)
    )
    mean = np.where(usable[:, None], totals / np.maximum(df_named, 1.0)[:, None], 0.0)
    trust = np.where(usable, df_named / (df_named + 5.0), 0.0).astype(np.float32)
    pulled = np.zeros_like(evidence)
    weight = np.zeros(n, dtype=np.float32)
    np.add.at(pulled, doc_of, mean[tok] * trust[tok, None])
    np.add.at(weight, doc_of, trust[tok])
    has = weight > 0
    pulled[has] /= weight[has, None]
    return evidence + _PROPAGATE_WEIGHT * pulled * np.minimum(weight, 1.0)[:, None]


# Labels learned the same way for products whose text leaves them open: a word (brand
# or line name) seen in at least _PROPAGATE_MIN_DF products that have the label lends
# its majority label when that holds _LABEL_MAJORITY of the trusted evidence.
_LABEL_MAJORITY = 0.8


def propagate_labels(
    labels: np.ndarray,
    ask: np.ndarray,
    learn: np.ndarray,
    free_ptr: np.ndarray,
    free_tok: np.ndarray,
    n_tokens: int,
    width: int,
) -> np.ndarray:
    """``labels`` (small int codes below ``width``) with those of the ``ask`` products
    replaced by the majority label of their words, as counted over the ``learn``
    products ("Rocia Women Flats" makes "rocia" a women's word); unchanged where no
    label holds ``_LABEL_MAJORITY`` of the trusted evidence. Per catalog, its own text."""
    n = len(free_ptr) - 1
    if not n or not n_tokens or not ask.any() or not learn.any():
        return labels
    doc_of = np.repeat(np.arange(n, dtype=np.int32), np.diff(free_ptr))
    tok = free_tok.astype(np.int32, copy=False)
    df = np.bincount(tok, minlength=n_tokens)
    seen = learn[doc_of]
    counts = np.bincount(
        tok[seen].astype(np.int64) * width + labels[doc_of[seen]],
        minlength=n_tokens * width,
    ).reshape(n_tokens, width)
    df_named = counts.sum(axis=1)
    usable = (df_named >= _PROPAGATE_MIN_DF) & (
        df <= max(_PROPAGATE_MAX_DF_FLOOR, _PROPAGATE_MAX_SHARE * n)
    )
    trust = np.where(usable, df_named / (df_named + 5.0), 0.0).astype(np.float32)
    mix = (counts / np.maximum(df_named, 1)[:, None] * trust[:, None]).astype(np.float32)
    asking = ask[doc_of]
    pulled = np.zeros((n, width), dtype=np.float32)
    np.add.at(pulled, doc_of[asking], mix[tok[asking]])
    total = pulled.sum(axis=1)
    best = pulled.argmax(axis=1)
    sure = ask & (total > 0) & (pulled.max(axis=1) >= _LABEL_MAJORITY * total)
    out = labels.copy()
    out[sure] = best[sure].astype(labels.dtype)
    return out


def _occasion_row(scores: tuple[tuple[str, float], ...]) -> list[float]:
    row = [0.0] * len(OCCASIONS)
    for name, value in scores:
        row[OCCASIONS.index(name)] = value
    return row


class Prepared(NamedTuple):
    """What ``IndexBuilder.add`` learns about one product, for the caller to store."""

    item: dict[str, Any] | None  # the response payload of its target; None: unavailable
    category: Category


class IndexBuilder:
    """Builds a ``RecIndex`` from products added in chunks, in compact typed arrays.

    ``add`` returns each product's item payload (``choose_target``) for the caller to
    store; the builder keeps only codes, scores and token ids, so its memory grows by
    about 150 bytes per product whatever the product's variants, options and text.
    """

    def __init__(self) -> None:
        self.product_ids: list[str] = []
        self._fine = array("h")
        self._kind = array("h")
        self._kind_p = array("f")
        self._learned_audience = array("b")
        self._codes = {name: array("b") for name in ("slot", "audience", "colour", "season")}
        self._recommendable = array("b")
        self._log_price = array("f")
        self._occasion = array("f")
        self._named = array("f")
        self._vocab: dict[str, int] = {}
        self._doc_len = array("i")
        self._doc_tok = array("i")
        self._doc_w = array("f")
        self._free_vocab: dict[str, int] = {}
        self._free_len = array("i")
        self._free_tok = array("i")

    def __len__(self) -> int:
        return len(self.product_ids)

    def add(self, records: Iterable[ProductRecord]) -> list[Prepared]:
        """Indexes ``records`` (enabled products); their payloads and categories."""
        prepared: list[Prepared] = []
        codes = self._codes
        vocab, free_vocab = self._vocab, self._free_vocab
        titles: list[str] = []
        for record in records:
            option_values = {o.key: o.values for o in record.options} or None
            category = categorize(
                record.title, record.product_type, record.description, option_values, record.tags
            )
            self.product_ids.append(record.product_id)
            self._fine.append(code(FINES, category.fine))
            titles.append(record.title)
            codes["slot"].append(code(SLOT_NAMES, category.slot))
            codes["audience"].append(code(AUDIENCES, category.kids_gender or category.audience))
            codes["colour"].append(code(COLOURS, category.colour_family))
            codes["season"].append(code(SEASONS, category.season))
            self._occasion.extend(_occasion_row(category.occasion_scores))
            self._named.extend(_occasion_row(category.occasion_words))
            item = choose_target(record)
            prepared.append(Prepared(item, category))
            self._recommendable.append(item is not None and record.source_active is not False)
            self._log_price.append(_price(record, item))
            bag = _bag(record)
            self._doc_len.append(len(bag))
            self._doc_tok.extend(vocab.setdefault(t, len(vocab)) for t in bag)
            self._doc_w.extend(bag.values())
            free = [
                free_vocab.setdefault(t, len(free_vocab))
                for t in bag
                if not t.startswith("brand:") and not t.isdigit() and not is_vocabulary_word(t)
            ]
            self._free_len.append(len(free))
            self._free_tok.extend(free)
        models = title_models()
        kind, kind_p = models.kind.predict(titles)
        self._kind.extend(kind.tolist())
        self._kind_p.extend(kind_p.tolist())
        audience, audience_p = models.audience.predict(titles)
        ours = np.array([code(AUDIENCES, label) for label in models.audience.labels], np.int8)
        learned = np.where(audience_p >= _LEARNED_AUDIENCE_MIN_P, ours[audience], 0)
        self._learned_audience.extend(learned.tolist())
        return prepared

    def finish(self, baskets: list[Basket] | None = None) -> RecIndex:
        """The index of everything added, with co-purchase learned from ``baskets``."""
        n = len(self.product_ids)
        width = len(OCCASIONS)
        occasion = np.frombuffer(self._occasion, dtype=np.float32).reshape(n, width).copy()
        free_ptr = np.zeros(n + 1, dtype=np.int64)
        np.cumsum(np.frombuffer(self._free_len, dtype=np.int32), out=free_ptr[1:])
        occasion = propagate_occasions(
            occasion,
            np.frombuffer(self._named, dtype=np.float32).reshape(n, width),
            free_ptr,
            np.frombuffer(self._free_tok, dtype=np.int32),
            len(self._free_vocab),
        )
        occasion /= np.maximum(occasion.sum(axis=1, keepdims=True), 1.0)
        free_tok = np.frombuffer(self._free_tok, dtype=np.int32)
        audience = np.frombuffer(self._codes["audience"], dtype=np.int8)
        audience = propagate_labels(
            audience,
            audience == 0,
            audience != 0,
            free_ptr,
            free_tok,
            len(self._free_vocab),
            len(AUDIENCES),
        )
        # Last, where neither the title's words nor the catalog's brands name one: the
        # audience learned from titles (an unnamed necklace or handbag is women's).
        learned = np.frombuffer(self._learned_audience, dtype=np.int8)
        audience = np.where(audience == 0, learned, audience).astype(np.int8)

        slot = np.frombuffer(self._codes["slot"], dtype=np.int8).copy()
        log_price = np.frombuffer(self._log_price, dtype=np.float32).copy()
        text = build_tfidf(
            np.frombuffer(self._doc_len, dtype=np.int32),
            np.frombuffer(self._doc_tok, dtype=np.int32),
            np.frombuffer(self._doc_w, dtype=np.float32),
            len(self._vocab),
        )
        # Which tokens are name words (brand and line names, not ours, not numbers): the
        # style a brand's products share, for complete_the_look.
        text["tok_name"] = np.fromiter(
            (not t.isdigit() and not is_vocabulary_word(t) for t in self._vocab),
            dtype=bool,
            count=len(self._vocab),
        )
        # Positions of the purchased products only (not a dict of the whole catalog).
        bought = {p for basket in baskets or [] for p in basket.product_ids}
        position = {pid: i for i, pid in enumerate(self.product_ids) if pid in bought}
        co_ptr, co_idx, co_val, item_count = _copurchase(baskets or [], position, n)
        del bought, position
        pop = np.log1p(item_count)
        popularity = (pop / pop.max() if n and pop.max() > 0 else pop).astype(np.float32)
        return RecIndex(
            product_ids=self.product_ids,
            fine=np.frombuffer(self._fine, dtype=np.int16).copy(),
            kind=np.frombuffer(self._kind, dtype=np.int16).copy(),
            kind_p=np.frombuffer(self._kind_p, dtype=np.float32).copy(),
            slot=slot,
            audience=audience,
            colour=np.frombuffer(self._codes["colour"], dtype=np.int8).copy(),
            occasion=occasion.astype(np.float32),
            season=np.frombuffer(self._codes["season"], dtype=np.int8).copy(),
            log_price=log_price,
            price_level=_price_levels(log_price, slot),
            popularity=popularity,
            recommendable=np.frombuffer(self._recommendable, dtype=np.int8).astype(bool),
            text=text,
            co_ptr=co_ptr,
            co_idx=co_idx,
            co_val=co_val,
            order_count=sum(1 for b in baskets or [] if b.weight >= 1.0),
        )


def build_index(records: list[ProductRecord], baskets: list[Basket] | None = None) -> RecIndex:
    """Index the enabled products ``records`` and learn co-purchase from ``baskets``."""
    builder = IndexBuilder()
    builder.add(records)
    return builder.finish(baskets)
