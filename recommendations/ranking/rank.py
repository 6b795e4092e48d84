"""Scoring the three intents over a ``RecIndex`` (vectorized over all products).

Each function returns ``[(position, score), ...]`` best first, at most ``limit`` long,
drawn only from ``mask`` (recommendable, not excluded, not context, within candidates).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from .compat import AUDIENCE_COMPAT, COLOUR_HARMONY, OCCASION_COMPAT, SEASON_COMPAT
from .index import SLOT_NAMES, SLOT_OCCUPIES, RecIndex

INTENTS = ("similar", "complete_the_look", "likely_purchases")
# Complete the look: how many top-scored products the slot diversification considers.
_DIVERSIFY_POOL = 200
# complete_the_look: exponent that sharpens the context's occasion evidence.
_SHARPEN = 1.0
# Occasion fit of a product whose text says nothing (its unexplained evidence share).
_UNKNOWN_OCCASION_FIT = 0.35
# similar: when the context's fine category has no other eligible product, the nearest
# related categories stand in: the same outfit slot first, then the same slot family.
_SLOT_FAMILY = {
    "top": "apparel",
    "bottom": "apparel",
    "one_piece": "apparel",
    "outerwear": "apparel",
    "footwear": "footwear",
    "bag": "accessories",
    "jewelry": "accessories",
    "accessory": "accessories",
}
_WORN = np.array([_SLOT_FAMILY.get(s) in ("apparel", "footwear") for s in SLOT_NAMES])
_UNNAMED_AUDIENCE_PENALTY = 0.3
SLOT_FAMILY = np.array(
    [list(dict.fromkeys(_SLOT_FAMILY.values())).index(_SLOT_FAMILY[s]) + 1
     if s in _SLOT_FAMILY else 0 for s in SLOT_NAMES],
    dtype=np.int8,
)  # fmt: skip


@dataclass(slots=True)
class Query:
    intent: str
    context: list[int]  # prepared product_ids positions, primary first
    cart: list[int] = field(default_factory=list)
    candidates: np.ndarray | None = None  # positions, or None for the open catalog
    exclude: list[int] = field(default_factory=list)
    limit: int = 12


def candidate_mask(index: RecIndex, query: Query) -> np.ndarray:
    if query.candidates is not None:
        mask = np.zeros(len(index), dtype=bool)
        mask[query.candidates] = True
        mask &= index.recommendable
    else:
        mask = index.recommendable.copy()
    for group in (query.context, query.cart, query.exclude):
        if group:
            mask[group] = False
    return mask


def text_scores(index: RecIndex, docs: list[int], weights: list[float]) -> np.ndarray:
    """Cosine similarity of every product's text to the weighted sum of ``docs``."""
    text = index.text
    doc_ptr, doc_tok, doc_w = text["doc_ptr"], text["doc_tok"], text["doc_w"]
    query: dict[int, float] = {}
    for doc, weight in zip(docs, weights, strict=True):
        start, end = doc_ptr[doc], doc_ptr[doc + 1]
        for tok, w in zip(doc_tok[start:end].tolist(), doc_w[start:end].tolist(), strict=True):
            query[tok] = query.get(tok, 0.0) + w * weight
    scores = np.zeros(len(index), dtype=np.float32)
    norm = math.sqrt(sum(w * w for w in query.values())) or 1.0
    tok_ptr, tok_doc, tok_w = text["tok_ptr"], text["tok_doc"], text["tok_w"]
    for tok, w in query.items():
        start, end = tok_ptr[tok], tok_ptr[tok + 1]
        # Documents are unique within one token's postings, so fancy-index += is exact.
        scores[tok_doc[start:end]] += (w / norm) * tok_w[start:end]
    return scores


def copurchase_scores(index: RecIndex, docs: list[int], weights: list[float]) -> np.ndarray:
    scores = np.zeros(len(index), dtype=np.float32)
    for doc, weight in zip(docs, weights, strict=True):
        start, end = index.co_ptr[doc], index.co_ptr[doc + 1]
        if end > start:
            scores[index.co_idx[start:end]] += weight * index.co_val[start:end]
    return scores


def _price_similarity(index: RecIndex, doc: int) -> np.ndarray:
    ref = index.log_price[doc]
    if np.isnan(ref):
        return np.full(len(index), 0.5, dtype=np.float32)
    sim = np.exp(-np.abs(index.log_price - ref) / 0.5)
    return np.where(np.isnan(sim), 0.5, sim).astype(np.float32)


def _top(scores: np.ndarray, mask: np.ndarray, k: int) -> list[tuple[int, float]]:
    eligible = np.flatnonzero(mask)
    if not len(eligible) or k <= 0:
        return []
    values = scores[eligible]
    if len(eligible) > k:
        part = np.argpartition(-values, k - 1)[:k]
        eligible, values = eligible[part], values[part]
    order = np.lexsort((eligible, -values))
    return [(int(eligible[i]), float(values[i])) for i in order]


def occasion_fit(index: RecIndex, profile: np.ndarray) -> np.ndarray:
    """How well every product's occasion goes with ``profile`` (an occasion share row).

    Expected compatibility over both products' evidence; the share a product's text does
    not explain counts as ``_UNKNOWN_OCCASION_FIT``.
    """
    known = float(profile.sum())
    if known <= 0:
        return np.full(len(index), _UNKNOWN_OCCASION_FIT, dtype=np.float32)
    target = OCCASION_COMPAT @ (profile / known)
    fit = index.occasion @ target
    fit += (1.0 - index.occasion.sum(axis=1)) * _UNKNOWN_OCCASION_FIT
    # A context that is itself unsure pulls less: blend towards the neutral value.
    return (min(known, 1.0) * fit + (1 - min(known, 1.0)) * _UNKNOWN_OCCASION_FIT).astype(
        np.float32
    )


def occasion_likeness(index: RecIndex, doc: int) -> np.ndarray:
    """Cosine of occasion evidence (the unexplained share as a ninth component): products
    sold for the same occasions, equally sure of it, are alike."""
    unknown = 1.0 - index.occasion.sum(axis=1, keepdims=True)
    full = np.hstack([index.occasion, unknown])
    full /= np.maximum(np.linalg.norm(full, axis=1, keepdims=True), 1e-6)
    return (full @ full[doc]).astype(np.float32)


def similar(index: RecIndex, query: Query) -> list[tuple[int, float]]:
    """Same-category alternatives by text, audience, occasion, colour and price.

    Products of an incompatible audience (women's for men's, kids' for adults') rank
    below every compatible one. When no other product of the fine category is eligible,
    the nearest related categories are used (same slot, then same slot family).
    """
    doc = query.context[0]
    eligible = candidate_mask(index, query)
    text = text_scores(index, [doc], [1.0])
    same_colour = index.colour == index.colour[doc]
    colour = np.where(
        same_colour & (index.colour != 0),
        1.0,
        0.5 * COLOUR_HARMONY[index.colour[doc], index.colour],
    )
    audience = AUDIENCE_COMPAT[index.audience[doc], index.audience]
    score = (
        0.45 * text
        + 0.1 * colour
        + 0.08 * _price_similarity(index, doc)
        + 0.25 * audience
        + 0.3 * occasion_likeness(index, doc)
        + 0.02 * index.popularity
        - 2.0 * (audience == 0)
    )
    same = eligible & (index.fine == index.fine[doc])
    if index.fine[doc] == 0:  # uncategorised: only textually related products
        return _top(score, same & (text > 0), query.limit)
    if same.any():
        return _top(score, same, query.limit)
    related = (
        eligible & (index.fine != 0) & (SLOT_FAMILY[index.slot] == SLOT_FAMILY[index.slot[doc]])
    )
    related &= SLOT_FAMILY[index.slot] != 0
    return _top(score + 1.0 * (index.slot == index.slot[doc]), related, query.limit)


def complete_the_look(index: RecIndex, query: Query) -> list[tuple[int, float]]:
    """Products from unoccupied outfit slots that suit the whole context: its occasion
    first, then audience, colour harmony, season and price level."""
    occupied = 0
    for doc in query.context:
        occupied |= int(SLOT_OCCUPIES[index.slot[doc]])
    slot_bits = SLOT_OCCUPIES[index.slot]
    mask = candidate_mask(index, query) & ((slot_bits & occupied) == 0) & (index.slot != 0)

    looks = [(doc, 2.0 if i == 0 else 1.0) for i, doc in enumerate(query.context)]
    looks += [(doc, 0.5) for doc in query.cart]
    total = sum(w for _d, w in looks)
    compat = np.zeros(len(index), dtype=np.float32)
    profile = np.zeros(index.occasion.shape[1], dtype=np.float32)
    for doc, weight in looks:
        audience = AUDIENCE_COMPAT[index.audience[doc], index.audience]
        if weight >= 1.0:
            mask &= audience > 0  # never mix women's and men's, or kids' and adults'
        compat += weight * (
            0.35 * COLOUR_HARMONY[index.colour[doc], index.colour]
            + 0.6 * audience
            + 0.15 * SEASON_COMPAT[index.season[doc], index.season]
            + 0.15 * (1.0 - np.abs(index.price_level - index.price_level[doc]))
        )
        profile += weight * index.occasion[doc]
    compat /= total
    profile /= total
    # Bet on the context's likeliest occasion: sharpen its evidence (same total).
    if profile.sum() > 0:
        sharp = profile**_SHARPEN
        profile = sharp * (profile.sum() / sharp.sum())
    occasion = occasion_fit(index, profile)
    co = copurchase_scores(index, [d for d, _w in looks], [w for _d, w in looks])
    if co.max() > 0:
        co /= co.max()
    score = compat + 2.0 * occasion + 0.15 * co + 0.05 * index.popularity
    if index.audience[query.context[0]] != 0:
        # Clothes and shoes that name no audience may be for anyone: after named ones.
        score -= _UNNAMED_AUDIENCE_PENALTY * ((index.audience == 0) & _WORN[index.slot])
    pool = _top(score, mask, max(_DIVERSIFY_POOL, query.limit))
    return _diversify(index, pool, query.limit)


def _diversify(
    index: RecIndex, pool: list[tuple[int, float]], limit: int
) -> list[tuple[int, float]]:
    """Greedy re-ranking that spreads results over slots (and fine categories)."""
    slots = index.slot[[doc for doc, _s in pool]].tolist() if pool else []
    fines = index.fine[[doc for doc, _s in pool]].tolist() if pool else []
    remaining = [
        (doc, score, slot, fine)
        for (doc, score), slot, fine in zip(pool, slots, fines, strict=True)
    ]
    chosen: list[tuple[int, float]] = []
    per_slot: dict[int, int] = {}
    per_fine: dict[int, int] = {}
    while remaining and len(chosen) < limit:
        best_i, best_adj = 0, -math.inf
        for i, (_doc, score, slot, fine) in enumerate(remaining):
            adj = score - 0.3 * per_slot.get(slot, 0) - 0.08 * per_fine.get(fine, 0)
            if adj > best_adj:
                best_i, best_adj = i, adj
        doc, _score, slot, fine = remaining.pop(best_i)
        chosen.append((doc, best_adj))
        per_slot[slot] = per_slot.get(slot, 0) + 1
        per_fine[fine] = per_fine.get(fine, 0) + 1
    return chosen


def likely_purchases(index: RecIndex, query: Query) -> list[tuple[int, float]]:
    """Learned co-purchase blended with content affinity and popularity."""
    docs = query.context + [d for d in query.cart if d not in query.context]
    weights = [1.0] * len(docs)
    mask = candidate_mask(index, query)
    co = copurchase_scores(index, docs, weights)
    if co.max() > 0:
        co /= co.max()
    text = text_scores(index, docs, weights)
    if text.max() > 0:
        text /= text.max()
    audience = np.zeros(len(index), dtype=np.float32)
    for doc in docs:
        audience += AUDIENCE_COMPAT[index.audience[doc], index.audience]
    audience /= max(1, len(docs))
    score = co + 0.3 * text + 0.1 * audience + 0.15 * index.popularity
    return _top(score, mask, query.limit)


RANKERS = {
    "similar": similar,
    "complete_the_look": complete_the_look,
    "likely_purchases": likely_purchases,
}


def rank(index: RecIndex, query: Query) -> list[tuple[int, float]]:
    return RANKERS[query.intent](index, query)
