"""The per-site recommendation index: built once by the worker, scored per request.

Everything a request needs is in arrays indexed by product position: automatic
category and slot, audience, colour family, style, price level, popularity, a TF-IDF
inverted index of the product text, learned co-purchase neighbours, and the prepared
item payload of each product's target. Memory is about 1 KiB per product plus the
co-purchase lists (at most ``NEIGHBOURS`` per product).
"""

from __future__ import annotations

import pickle
import zlib
from dataclasses import dataclass
from typing import Any

import numpy as np

from catalog.detection import (
    FINE_CATEGORIES,
    OCCASIONS,
    SLOTS,
    categorize,
    is_vocabulary_word,
    slots_occupied,
)

from .compat import AUDIENCES, COLOURS, SEASONS, code
from .compat import OCCASIONS as OCCASION_ORDER
from .records import ProductRecord
from .targets import choose_target
from .text import build_tfidf, text_tokens

FORMAT = 2
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


@dataclass(slots=True)
class RecIndex:
    product_ids: list[str]
    pks: list[str]
    position: dict[str, int]
    fine: np.ndarray  # int16 codes into FINES
    slot: np.ndarray  # int8 codes into SLOT_NAMES
    audience: np.ndarray
    colour: np.ndarray
    occasion: np.ndarray  # float32 (n, len(OCCASIONS)): share of evidence, rows sum <= 1
    season: np.ndarray  # int8 codes into SEASONS
    log_price: np.ndarray  # float32, nan when unknown
    price_level: np.ndarray  # float32 0..1, percentile within the slot
    popularity: np.ndarray  # float32 0..1
    recommendable: np.ndarray  # bool: has an available target and is active at the source
    items: list[dict[str, Any] | None]
    text: dict[str, Any]
    co_ptr: np.ndarray
    co_idx: np.ndarray
    co_val: np.ndarray
    order_count: int = 0

    def __len__(self) -> int:
        return len(self.product_ids)

    def to_bytes(self) -> bytes:
        state = {name: getattr(self, name) for name in self.__slots__}
        return zlib.compress(pickle.dumps((FORMAT, state), protocol=5), 1)

    @classmethod
    def from_bytes(cls, data: bytes) -> RecIndex:
        fmt, state = pickle.loads(zlib.decompress(data))  # our own blob, written by the worker
        if fmt != FORMAT:
            raise ValueError(f"unsupported index format {fmt}")
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
        bag[tok] = bag.get(tok, 0.0) + (1.0 if is_vocabulary_word(tok) else _NAME_WORD_WEIGHT)
    for tok in text_tokens(record.product_type):
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


def _occasion_row(scores: tuple[tuple[str, float], ...]) -> np.ndarray:
    row = np.zeros(len(OCCASIONS), dtype=np.float32)
    for name, value in scores:
        row[OCCASIONS.index(name)] = value
    return row


def _free_tokens(bag: dict[str, float]) -> list[str]:
    return [t for t in bag if not t.startswith("brand:") and not t.isdigit()]


def propagate_occasions(
    evidence: np.ndarray, named: np.ndarray, free_docs: list[list[int]], n_tokens: int
) -> np.ndarray:
    """Adds to each product the occasion of the unknown words it shares with others.

    ``free_docs[i]`` are the ids of product i's words outside our vocabulary (mostly brand
    and product-line names); ``named`` is the evidence each product's text names in words.
    A word's occasion is the mean named share of the products that name an occasion and
    contain the word ("Genesis ... Formal Shirt" makes "genesis" formal); a product gets
    the mean over its words, weighted by how often each was seen, times
    ``_PROPAGATE_WEIGHT``. Learned per catalog, from the catalog's own text only.
    """
    n = len(free_docs)
    if not n or not n_tokens:
        return evidence
    said = named.sum(axis=1)
    share = named / np.maximum(said, 1e-9)[:, None]
    lengths = np.fromiter((len(d) for d in free_docs), dtype=np.int64, count=n)
    doc_of = np.repeat(np.arange(n), lengths)
    tok = np.fromiter((t for d in free_docs for t in d), dtype=np.int64, count=int(lengths.sum()))
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


def build_index(records: list[ProductRecord], baskets: list[Basket] | None = None) -> RecIndex:
    """Index the enabled products ``records`` and learn co-purchase from ``baskets``."""
    n = len(records)
    fine = np.zeros(n, dtype=np.int16)
    slot = np.zeros(n, dtype=np.int8)
    audience = np.zeros(n, dtype=np.int8)
    colour = np.zeros(n, dtype=np.int8)
    occasion = np.zeros((n, len(OCCASIONS)), dtype=np.float32)
    named = np.zeros((n, len(OCCASIONS)), dtype=np.float32)
    season = np.zeros(n, dtype=np.int8)
    log_price = np.full(n, np.nan, dtype=np.float32)
    recommendable = np.zeros(n, dtype=bool)
    items: list[dict[str, Any] | None] = []
    bags: list[dict[str, float]] = []
    free_vocab: dict[str, int] = {}
    free_docs: list[list[int]] = []
    for i, record in enumerate(records):
        option_values = {o.key: o.values for o in record.options} or None
        category = categorize(
            record.title, record.product_type, record.description, option_values, record.tags
        )
        fine[i] = code(FINES, category.fine)
        slot[i] = code(SLOT_NAMES, category.slot)
        audience[i] = code(AUDIENCES, category.kids_gender or category.audience)
        colour[i] = code(COLOURS, category.colour_family)
        occasion[i] = _occasion_row(category.occasion_scores)
        named[i] = _occasion_row(category.occasion_words)
        season[i] = code(SEASONS, category.season)
        item = choose_target(record)
        items.append(item)
        recommendable[i] = item is not None and record.source_active is not False
        log_price[i] = _price(record, item)
        bag = _bag(record)
        bags.append(bag)
        free_docs.append(
            [
                free_vocab.setdefault(t, len(free_vocab))
                for t in _free_tokens(bag)
                if not is_vocabulary_word(t)
            ]
        )
    occasion = propagate_occasions(occasion, named, free_docs, len(free_vocab))
    occasion /= np.maximum(occasion.sum(axis=1, keepdims=True), 1.0)

    position = {r.product_id: i for i, r in enumerate(records)}
    co_ptr, co_idx, co_val, item_count = _copurchase(baskets or [], position, n)
    pop = np.log1p(item_count)
    popularity = (pop / pop.max() if n and pop.max() > 0 else pop).astype(np.float32)
    return RecIndex(
        product_ids=[r.product_id for r in records],
        pks=[r.pk for r in records],
        position=position,
        fine=fine,
        slot=slot,
        audience=audience,
        colour=colour,
        occasion=occasion.astype(np.float32),
        season=season,
        log_price=log_price,
        price_level=_price_levels(log_price, slot),
        popularity=popularity,
        recommendable=recommendable,
        items=items,
        text=build_tfidf(bags),
        co_ptr=co_ptr,
        co_idx=co_idx,
        co_val=co_val,
        order_count=sum(1 for b in baskets or [] if b.weight >= 1.0),
    )
