"""Scoring the three intents over a ``RecIndex`` (vectorized over all products).

Each function returns ``[(position, score), ...]`` best first, at most ``limit`` long,
drawn only from ``mask`` (recommendable, not excluded, not context, within candidates).
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass, field

import numpy as np

from catalog.detection import broader_fine

from .compat import (
    AUDIENCE_COMPAT,
    AUDIENCES,
    COLOUR_HARMONY,
    COLOURS,
    OCCASION_COMPAT,
    SEASON_COMPAT,
    SEASONS,
)
from .index import FINES, SLOT_NAMES, SLOT_OCCUPIES, RecIndex

INTENTS = ("similar", "complete_the_look", "likely_purchases")
# Complete the look: how many top-scored products the slot diversification considers.
_DIVERSIFY_POOL = 200
# Occasion fit when the context itself names no occasion (its unsure share blends to it).
_UNKNOWN_OCCASION_FIT = 0.35
# similar: when the context's fine category has no other eligible product, the nearest
# related categories stand in: the broader category and its other kinds ("tunic" and
# "top"), then the same outfit slot, then the same slot family.
_BROADER = [broader_fine(f) for f in FINES]
_KINDRED = [
    np.array([k for k, b in enumerate(_BROADER) if k not in (0, code) and b == broad], np.int64)
    for code, broad in enumerate(_BROADER)
]
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
# Each fine category's broader one, as a code (a kind's own code when it has none).
_BROADER_CODE = np.array([FINES.index(b) for b in _BROADER], dtype=np.int64)
_WORN = np.array([_SLOT_FAMILY.get(s) in ("apparel", "footwear") for s in SLOT_NAMES])
_UNNAMED_AUDIENCE_PENALTY = 0.3
# similar: the weights of its score's parts.
_SIMILAR_WEIGHTS = {
    "text": 0.45,
    "colour": 0.1,
    "price": 0.08,
    "audience": 0.25,
    "occasion": 0.3,
    "popularity": 0.02,
    # Both products of the same learned kind (``title_model``), weighed by how sure the model
    # is of each: inside one pool the likely sports shoes first for a sports shoe
    # (styles table, six 3,000-product tuning samples, the model cross-fitted: same
    # articleType 93.0 -> 93.9 % and 92.5 -> 93.7 %; about the same from 0.5 to 2.5;
    # audience unchanged).
    "kind": 1.0,
}
# complete_the_look: the occasion fit's weight against the other compatibilities (~1).
_OCCASION_WEIGHT = 3.0
# complete_the_look: candidates whose occasion fit is more than this below the best
# candidate's are not shown (styles table, tuning part: same usage +3.6 points at 3,000
# products, +0.7 at 13,000; lists stay full; 0.2-0.3 gain less).
_OCCASION_GAP = 0.15
# complete_the_look: weight of the brand and line words shared with the context (relative
# to the candidate that shares most): a brand's products share a style (styles table,
# tuning part: same usage +0.8 points at 31,000 products, +0.2 at 3,000; 0.35-0.5 less).
_NAME_WEIGHT = 0.2
# complete_the_look: the diversification's cost per item already in a slot / category.
# Kinds count as their broader category there: a casual shoe after a shoe, or a tunic
# after a top, adds nothing new (styles table, tuning part: same usage +0.4 points).
_SLOT_SPREAD = 0.3
_FINE_SPREAD = 0.08
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
    return _without_query_products(mask, query)


def _without_query_products(mask: np.ndarray, query: Query) -> np.ndarray:
    """``mask`` (the caller's own) with the query's context, cart and excluded products
    cleared: they are never recommended."""
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
    norm = math.sqrt(sum(w * w for w in query.values())) or 1.0
    tok_ptr, tok_doc, tok_w = text["tok_ptr"], text["tok_doc"], text["tok_w"]
    if not query:
        return np.zeros(len(index), dtype=np.float32)
    # One bincount over the query tokens' postings: ~1.6x faster than a fancy-index += per
    # token (a gather and a scatter each) for a four-product query at 100,000 products.
    docs_of = np.concatenate([tok_doc[tok_ptr[tok] : tok_ptr[tok + 1]] for tok in query])
    weighted = np.concatenate(
        [(w / norm) * tok_w[tok_ptr[tok] : tok_ptr[tok + 1]] for tok, w in query.items()]
    )
    return np.bincount(docs_of, weights=weighted, minlength=len(index)).astype(np.float32)


def name_scores(index: RecIndex, docs: list[int], weights: list[float]) -> np.ndarray:
    """Every product's share of brand and line words (``text["tok_name"]``) with the
    weighted ``docs``: the part of the text cosine those words make up. Dense: a line
    word ("slim", "classic") can be in a sixteenth of a catalog, where summing sparse
    postings (a sort) cost more than a whole-catalog row."""
    text = index.text
    is_name = text.get("tok_name")
    scores = np.zeros(len(index), dtype=np.float32)
    if is_name is None:
        return scores
    doc_ptr, doc_tok, doc_w = text["doc_ptr"], text["doc_tok"], text["doc_w"]
    tok_ptr, tok_doc, tok_w = text["tok_ptr"], text["tok_doc"], text["tok_w"]
    total = sum(weights) or 1.0
    for doc, weight in zip(docs, weights, strict=True):
        start, end = doc_ptr[doc], doc_ptr[doc + 1]
        for tok, w in zip(doc_tok[start:end].tolist(), doc_w[start:end].tolist(), strict=True):
            if is_name[tok]:
                a, b = tok_ptr[tok], tok_ptr[tok + 1]
                scores[tok_doc[a:b]] += (w * weight / total) * tok_w[a:b]
    return scores


def _sharing_name_words(index: RecIndex, doc: int) -> np.ndarray | None:
    """Which products share a name word (``text["tok_name"]``: brand, line, a word
    outside our vocabulary) with ``doc``, as a mask; None when ``doc`` has none. The
    postings of those words only, no scores."""
    text = index.text
    is_name = text.get("tok_name")
    if is_name is None:
        return None
    toks = text["doc_tok"][text["doc_ptr"][doc] : text["doc_ptr"][doc + 1]]
    own = toks[is_name[toks]].tolist()
    if not own:
        return None
    tok_ptr, tok_doc = text["tok_ptr"], text["tok_doc"]
    mask = np.zeros(len(index), dtype=bool)
    for tok in own:
        mask[tok_doc[tok_ptr[tok] : tok_ptr[tok + 1]]] = True
    return mask


def copurchase_scores(
    index: RecIndex, docs: list[int], weights: list[float]
) -> tuple[np.ndarray, np.ndarray]:
    """The learned co-purchase neighbours of the weighted ``docs`` and their summed
    strength, as (positions ascending, scores): at most ``NEIGHBOURS`` per doc."""
    found, values = [], []
    for doc, weight in zip(docs, weights, strict=True):
        start, end = index.co_ptr[doc], index.co_ptr[doc + 1]
        if end > start:
            found.append(index.co_idx[start:end])
            values.append(weight * index.co_val[start:end])
    return _summed(found, values)


def _summed(found: list[np.ndarray], values: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """(unique positions ascending, their values summed) of sparse parts."""
    if not found:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
    where, inverse = np.unique(np.concatenate(found), return_inverse=True)
    summed = np.bincount(inverse, weights=np.concatenate(values), minlength=len(where))
    return where.astype(np.int64, copy=False), summed.astype(np.float32)


def _spread(pos: np.ndarray, sparse: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
    """Sparse (positions, values) as a dense row over ``pos`` (ascending): 0 elsewhere.
    A few hundred binary searches, instead of a whole-catalog row and a gather."""
    where, values = sparse
    out = np.zeros(len(pos), dtype=np.float32)
    if len(where) and len(pos):
        at = np.minimum(np.searchsorted(pos, where), len(pos) - 1)
        hit = pos[at] == where
        out[at[hit]] = values[hit]
    return out


def _price_similarity(index: RecIndex, doc: int, positions: np.ndarray) -> np.ndarray:
    ref = index.log_price[doc]
    if np.isnan(ref):
        return np.full(len(positions), 0.5, dtype=np.float32)
    sim = np.exp(-np.abs(index.log_price[positions] - ref) / 0.5)
    return np.where(np.isnan(sim), 0.5, sim).astype(np.float32)


def _top_of(positions: np.ndarray, values: np.ndarray, k: int) -> list[tuple[int, float]]:
    """The ``k`` best ``positions`` by ``values`` (ties: lower position first)."""
    if not len(positions) or k <= 0:
        return []
    if len(positions) > k:
        # The k-th best value, then everything at least as good (ties at the k-th value
        # included, so the lower positions among them are the ones kept): half the time
        # of an ``argpartition`` over ~100,000 scores, which sorts an index array along.
        kth = np.partition(values, len(values) - k)[len(values) - k]
        keep = np.flatnonzero(values >= kth) if not np.isnan(kth) else np.argsort(-values)[:k]
        positions, values = positions[keep], values[keep]
    order = np.lexsort((positions, -values))[:k]
    return list(zip(positions[order].tolist(), values[order].tolist(), strict=True))


def occasion_fit(
    index: RecIndex, profile: np.ndarray, positions: np.ndarray | None = None
) -> np.ndarray:
    """How well products' occasions go with ``profile`` (an occasion share row): every
    product, or those at ``positions``.

    Expected compatibility over both products' evidence; the share a product's text does
    not explain counts as ``_UNKNOWN_OCCASION_FIT``.
    """
    size = len(index) if positions is None else len(positions)
    known = float(profile.sum())
    if known <= 0:
        return np.full(size, _UNKNOWN_OCCASION_FIT, dtype=np.float32)
    target = (OCCASION_COMPAT @ (profile / known)).astype(np.float32)
    # What a product's text does not explain is taken to be like the catalog at large.
    unexplained = np.float32(target @ index.occasion_prior)
    # einsum, not numpy's matrix-vector product (several times slower for 8 columns, and
    # multi-threaded). Many positions (over an eighth of the catalog: gathering rows of
    # the column-major shares costs ~1.5x the whole pass at a fifth): every product, one
    # pass per occasion, then the positions; few: only their rows.
    whole = positions is None or 8 * len(positions) > len(index)
    if whole:
        fit = np.einsum("ij,j->i", index.occasion, target)
        fit += index.unknown_share * unexplained
    else:
        fit = np.einsum("ij,j->i", index.occasion[positions], target)
        fit += index.unknown_share[positions] * unexplained
    # A context that is itself unsure pulls less: blend towards the neutral value (in
    # place: over a whole catalog every temporary costs a pass).
    sure = np.float32(min(known, 1.0))
    fit *= sure
    fit += (1 - sure) * np.float32(_UNKNOWN_OCCASION_FIT)
    return fit[positions] if whole and positions is not None else fit


def _similar_scores(index: RecIndex, doc: int, positions: np.ndarray, text: np.ndarray):
    colour = index.colour[positions]
    c = index.colour[doc]
    colour_score = np.where(
        (colour == c) & (c != 0), np.float32(1.0), 0.5 * COLOUR_HARMONY[c, colour]
    )
    audience = AUDIENCE_COMPAT[index.audience[doc], index.audience[positions]]
    # Occasion likeness: cosine of occasion shares (the unexplained share a ninth
    # component): products sold for the same occasions, equally sure of it, are alike.
    likeness = index.occasion_unit[positions] @ index.occasion_unit[doc]
    same_kind = np.where(index.kind[positions] == index.kind[doc], index.kind_p[positions], 0)
    w = _SIMILAR_WEIGHTS
    return (
        w["text"] * text
        + w["colour"] * colour_score
        + w["price"] * _price_similarity(index, doc, positions)
        + w["audience"] * audience
        + w["occasion"] * likeness
        + w["popularity"] * index.popularity[positions]
        + w["kind"] * index.kind_p[doc] * same_kind
    )


def similar(index: RecIndex, query: Query) -> list[tuple[int, float]]:
    """Same-category alternatives by text, audience, occasion, colour and price.

    Only products of a compatible audience are shown (never women's for men's, kids' for
    adults', girls' for boys'). When no other product of the fine category is eligible,
    the nearest related categories are used (the broader category and its other kinds,
    then the same slot, then the same slot family); only when none has a product of a
    compatible audience do other audiences stand in, so ``similar`` is never empty
    while the catalog has related products. For an uncategorised product, the same kind
    means sharing a word of its title's own (brand, line, a product word we do not know);
    any textually related product is the fallback.
    """
    doc = query.context[0]
    eligible = candidate_mask(index, query)
    text = text_scores(index, [doc], [1.0])
    fine = int(index.fine[doc])
    compatible = AUDIENCE_COMPAT[index.audience[doc]] > 0

    def same() -> np.ndarray:
        if fine == 0:
            # Uncategorised: the same kind is another uncategorised product that shares a
            # word of the title's own (the index's name words: brand, line, a product word
            # we do not know, "Kidswear", "Kiprun"); a shared word of our vocabulary alone (a
            # colour, an audience, an occasion: "White", "Boys") says nothing about what
            # either product is. A title without such a word: any textually related one.
            own = _sharing_name_words(index, doc)
            kin = own if own is not None else text > 0
            return np.flatnonzero(eligible & (index.fine == 0) & kin)
        pool = index.of_fine(fine)
        return pool[eligible[pool]]

    def kindred() -> np.ndarray:
        kinds = _KINDRED[fine]
        if not len(kinds):
            return kinds
        pool = np.concatenate([index.of_fine(int(k)) for k in kinds])
        return pool[eligible[pool]]

    def related() -> np.ndarray:
        if fine == 0:
            # any textually related product, as before round 10: never an empty list
            # while the catalog has related products
            return np.flatnonzero(eligible & (text > 0))
        family = SLOT_FAMILY[index.slot]
        return np.flatnonzero(
            eligible & (index.fine != 0) & (family == family[doc]) & (family != 0)
        )

    pools: dict[str, np.ndarray] = {}
    for name, audience_ok in (
        ("same", True),
        ("kindred", True),
        ("related", True),
        ("same", False),
        ("kindred", False),
        ("related", False),
    ):
        if name not in pools:
            pools[name] = {"same": same, "kindred": kindred, "related": related}[name]()
        pool = pools[name]
        if audience_ok:
            pool = pool[compatible[index.audience[pool]]]
        if len(pool):
            scores = _similar_scores(index, doc, pool, text[pool])
            if name == "related":
                scores += 1.0 * (index.slot[pool] == index.slot[doc])  # same slot first
            return _top_of(pool, scores, query.limit)
    return []


def _outfit_pool(
    index: RecIndex,
    query: Query,
    free_slot: np.ndarray,
    allowed: np.ndarray,
    profile: np.ndarray,
) -> tuple[np.ndarray, np.ndarray]:
    """complete_the_look's eligible positions (recommendable, in a free slot, of an
    allowed audience, not excluded, within the candidates) whose occasion fit is within
    ``_OCCASION_GAP`` of the best one's, with that fit.

    Another occasion's item is not shown to fill a slot: only candidates that fit the
    context's occasion nearly as well as the best one does. For the open catalog the
    filters run over whole arrays, one table lookup per product
    (``RecIndex.slot_audience``), and the other attributes are gathered only for the
    survivors of the gap (at 100,000 products a third of the catalog)."""
    ok = free_slot[:, None] & allowed[None, :]
    ok = np.append(ok.ravel(), False)  # the code of products that are not recommendable
    if query.candidates is not None:  # e.g. 10,000 ids: a tenth of 100,000 products
        pos = np.flatnonzero(candidate_mask(index, query))
        pos = pos[ok.take(index.slot_audience[pos])]
    else:
        pos = np.flatnonzero(_without_query_products(ok.take(index.slot_audience), query))
    if not len(pos):
        return pos, np.zeros(0, dtype=np.float32)
    occasion = occasion_fit(index, profile, pos)
    keep = occasion >= occasion.max() - _OCCASION_GAP
    return pos[keep], occasion[keep]


def complete_the_look(index: RecIndex, query: Query) -> list[tuple[int, float]]:
    """Products from unoccupied outfit slots that suit the whole context: its occasion
    first, then audience, colour harmony, season and price level."""
    occupied = 0
    for doc in query.context:
        occupied |= int(SLOT_OCCUPIES[index.slot[doc]])
    free_slot = np.array(
        [(int(bits) & occupied) == 0 and i != 0 for i, bits in enumerate(SLOT_OCCUPIES)]
    )
    looks = [(doc, 2.0 if i == 0 else 1.0) for i, doc in enumerate(query.context)]
    looks += [(doc, 0.5) for doc in query.cart]
    total = sum(w for _d, w in looks)
    # Colour, audience and season compatibility depend on the candidate's combination of
    # the three only: one small table per request, one lookup per product.
    table = np.zeros((len(COLOURS), len(AUDIENCES), len(SEASONS)), dtype=np.float32)
    allowed = np.ones(len(AUDIENCES), dtype=bool)
    profile = np.zeros(index.occasion.shape[1], dtype=np.float32)
    for doc, weight in looks:
        audience = AUDIENCE_COMPAT[index.audience[doc]]
        if weight >= 1.0:
            allowed &= audience > 0  # never mix women's and men's, or kids' and adults'
        table += weight * (
            0.35 * COLOUR_HARMONY[index.colour[doc]][:, None, None]
            + 0.6 * audience[None, :, None]
            + 0.15 * SEASON_COMPAT[index.season[doc]][None, None, :]
        )
        profile += weight * index.occasion[doc]
    pos, occasion = _outfit_pool(index, query, free_slot, allowed, profile / total)
    if not len(pos):
        return []
    levels = index.price_level[pos]
    price = np.zeros(len(pos), dtype=np.float32)
    for doc, weight in looks:
        price += weight * 0.15 * (1.0 - np.abs(levels - index.price_level[doc]))
    compat = (table.ravel()[index.combo[pos]] + price) / total
    looked, weighed = [d for d, _w in looks], [w for _d, w in looks]
    sparse = copurchase_scores(index, looked, weighed)
    top_co = sparse[1].max() if len(sparse[1]) else 0.0
    co = _spread(pos, sparse)
    if top_co > 0:
        co /= top_co
    name = name_scores(index, looked, weighed)[pos]
    top_name = name.max()
    if top_name > 0:
        name /= top_name
    score = (
        compat
        + _OCCASION_WEIGHT * occasion
        + _NAME_WEIGHT * name
        + 0.15 * co
        + 0.05 * index.popularity[pos]
    )
    if index.audience[query.context[0]] != 0:
        # Clothes and shoes that name no audience may be for anyone: after named ones.
        score -= _UNNAMED_AUDIENCE_PENALTY * ((index.audience[pos] == 0) & _WORN[index.slot[pos]])
    pool = _top_of(pos, score, max(_DIVERSIFY_POOL, query.limit))
    return _diversify(index, pool, query.limit)


def _diversify(
    index: RecIndex, pool: list[tuple[int, float]], limit: int
) -> list[tuple[int, float]]:
    """Greedy re-ranking that spreads results over slots (and broader categories).

    Each round takes the item whose score, less the spread costs of its slot and
    broader category so far, is best (the first in pool order on a tie). The costs are
    the same for every item of one (slot, broader category) group and the pool is
    ordered best first, so only each group's first item not yet taken can win; and costs
    only grow, so a heap of the group heads whose stale values are refreshed when they
    come up makes the same choices as rescoring the whole pool every round."""
    if not pool:
        return []
    docs = np.array([doc for doc, _s in pool], dtype=np.int64)
    keys = list(
        zip(index.slot[docs].tolist(), _BROADER_CODE[index.fine[docs]].tolist(), strict=True)
    )
    groups: dict[tuple[int, int], list[int]] = {}
    for i, key in enumerate(keys):
        groups.setdefault(key, []).append(i)
    per_slot = [0.0] * len(SLOT_NAMES)
    per_fine = [0.0] * len(index.fine_ptr)
    # (-adjusted score, place in the pool, place in its group) of each group's next item.
    heap = [(-pool[members[0]][1], members[0], 0) for members in groups.values()]
    heapq.heapify(heap)
    chosen: list[tuple[int, float]] = []
    while heap and len(chosen) < limit:
        negative, i, rank_in_group = heapq.heappop(heap)
        slot, fine = keys[i]
        adjusted = pool[i][1] - _SLOT_SPREAD * per_slot[slot] - _FINE_SPREAD * per_fine[fine]
        if adjusted != -negative:  # costs grew since it was pushed
            heapq.heappush(heap, (-adjusted, i, rank_in_group))
            continue
        chosen.append((pool[i][0], adjusted))
        per_slot[slot] += 1
        per_fine[fine] += 1
        members = groups[keys[i]]
        if rank_in_group + 1 < len(members):
            j = members[rank_in_group + 1]
            later = pool[j][1] - _SLOT_SPREAD * per_slot[slot] - _FINE_SPREAD * per_fine[fine]
            heapq.heappush(heap, (-later, j, rank_in_group + 1))
    return chosen


def likely_purchases(index: RecIndex, query: Query) -> list[tuple[int, float]]:
    """Learned co-purchase blended with content affinity and popularity."""
    docs = query.context + [d for d in query.cart if d not in query.context]
    weights = [1.0] * len(docs)
    pos = np.flatnonzero(candidate_mask(index, query))
    sparse = copurchase_scores(index, docs, weights)
    top_co = sparse[1].max() if len(sparse[1]) else 0.0
    text = text_scores(index, docs, weights)
    top_text = text.max()
    # Summed per audience code first (the same additions, in the same order), then one
    # lookup per product.
    by_code = np.zeros(len(AUDIENCES), dtype=np.float32)
    for doc in docs:
        by_code += AUDIENCE_COMPAT[index.audience[doc]]
    by_code /= max(1, len(docs))
    if 4 * len(pos) > len(index):
        # Most of the catalog: scored over whole arrays (``co`` and the fresh ``text`` in
        # place), then the positions taken once; a gather per attribute cost more.
        co = np.zeros(len(index), dtype=np.float32)
        co[sparse[0]] = sparse[1]
        score = _purchase_score(
            co, text, top_co, top_text, by_code, index.audience, index.popularity
        )
        return _top_of(pos, score[pos], query.limit)
    score = _purchase_score(
        _spread(pos, sparse),
        text[pos],
        top_co,
        top_text,
        by_code,
        index.audience[pos],
        index.popularity[pos],
    )
    return _top_of(pos, score, query.limit)


def _purchase_score(
    co: np.ndarray,
    text: np.ndarray,
    top_co: float,
    top_text: float,
    by_code: np.ndarray,
    audience: np.ndarray,
    popularity: np.ndarray,
) -> np.ndarray:
    """likely_purchases' score, in place in ``co`` and ``text`` (both the caller's own):
    co-purchase and text likeness relative to their best, the audience's fit
    (``by_code``) and popularity."""
    if top_co > 0:
        co /= top_co
    if top_text > 0:
        text /= top_text
    text *= 0.3
    co += text
    co += 0.1 * by_code[audience]
    co += 0.15 * popularity
    return co


RANKERS = {
    "similar": similar,
    "complete_the_look": complete_the_look,
    "likely_purchases": likely_purchases,
}


def rank(index: RecIndex, query: Query) -> list[tuple[int, float]]:
    return RANKERS[query.intent](index, query)
