"""Reading recommendations: the in-process index cache and the ranking of one request."""

from __future__ import annotations

import functools
import logging
import threading
import uuid
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import orjson
from django.conf import settings
from django.core.cache import cache
from django.db import DatabaseError, connection

from catalog.models import Product
from common.errors import BadRequest, NotFound, ServiceUnavailable
from common.rows import column_value, db_value
from recommendations.models import IndexedProduct, RecsIndex
from recommendations.ranking import IndexFormatError, Query, RecIndex, rank
from recommendations.services.index import schedule_index_rebuild, version_key

logger = logging.getLogger(__name__)

_local: OrderedDict[str, tuple[int, RecIndex]] = OrderedDict()
_local_lock = threading.Lock()
# Extra ranked items fetched so products disabled or deleted since the build can be dropped.
_SPARE = 8


def _store_errors() -> tuple[type[BaseException], ...]:
    try:
        from redis.exceptions import RedisError
    except ImportError:  # pragma: no cover - redis is a pinned dependency
        return (DatabaseError, ConnectionError, TimeoutError)
    return (DatabaseError, RedisError, ConnectionError, TimeoutError)


STORE_ERRORS = _store_errors()


def _cache_is_shared() -> bool:
    """A per-process cache (the embedded default's local memory) cannot announce another
    process's build: then the version is read from the database on every request."""
    return "LocMemCache" not in settings.CACHES["default"]["BACKEND"]


def current_index(
    site_id: uuid.UUID | str, *, rebuilt: bool = False, cached_version: object | None = None
) -> RecIndex | None:
    """The site's latest index, from memory when this process has its current version.

    One shared-cache read per request (none when the caller read the version already:
    ``cached_version``); the blob is read from the database only when the version moved.
    None when the site has never been indexed.
    """
    key = str(site_id)
    if not _cache_is_shared():
        version = None
    elif cached_version is not None:
        version = cached_version
    else:
        version = cache.get(version_key(key))
    if version is None:
        row_version = (
            RecsIndex.objects.filter(site_id=key, blob__isnull=False)
            .values_list("version", flat=True)
            .first()
        )
        if row_version is None:
            return None
        cache.add(version_key(key), row_version, None)
        version = row_version
    local = _local.get(key)
    if local is not None and local[0] == version:
        return local[1]
    row = RecsIndex.objects.filter(site_id=key, blob__isnull=False).values_list("version", "blob")
    found = row.first()
    if found is None:
        return None
    loaded_version, blob = found
    try:
        index = RecIndex.from_bytes(bytes(blob))
    except IndexFormatError:
        return _rebuild_unreadable(key, rebuilt=rebuilt)
    del blob
    index.prepare_lookups()  # built once here, before any request thread shares them
    if loaded_version != version:
        cache.set(version_key(key), loaded_version, None)
    with _local_lock:
        _local[key] = (loaded_version, index)
        _local.move_to_end(key)
        while len(_local) > settings.RECS_INDEX_LOCAL_SITES:
            _local.popitem(last=False)
    return index


def _rebuild_unreadable(key: str, *, rebuilt: bool) -> RecIndex | None:
    """An index stored by another release (its format changed): rebuild it rather than fail.

    With in-process tasks the rebuild has run when ``schedule_index_rebuild`` returns, so the
    new index is read at once; with workers the request answers 503 until it is built."""
    logger.warning("recommendation index of site %s has an old format; rebuilding", key)
    if not rebuilt:
        schedule_index_rebuild(key)
        if settings.CELERY_TASK_ALWAYS_EAGER:
            return current_index(key, rebuilt=True)
    raise ServiceUnavailable("recommendations are being rebuilt", retry_after=5)


@dataclass(slots=True)
class RecommendationRequest:
    intent: str
    product_ids: list[str] = field(default_factory=list)
    cart_product_ids: list[str] = field(default_factory=list)
    candidate_product_ids: list[str] | None = None
    exclude_product_ids: list[str] = field(default_factory=list)
    limit: int = 12


def _unique(ids: list[str]) -> list[str]:
    return list(dict.fromkeys(ids))


def recommend(
    *, site_id: uuid.UUID, request: RecommendationRequest, cached_version: object | None = None
) -> dict[str, Any]:
    """Items and ``unknown_context_ids``; 404 when none of the ranking context is prepared,
    400 when no candidate resolves to an enabled product, 503 when the store is down.
    ``cached_version``: the index version the shared cache holds, when already read."""
    try:
        return _recommend(site_id, request, cached_version)
    except STORE_ERRORS:
        logger.warning("recommendation index store unreachable", exc_info=True)
        raise ServiceUnavailable("recommendations temporarily unavailable") from None


def _recommend(
    site_id: uuid.UUID, request: RecommendationRequest, cached_version: object | None
) -> dict[str, Any]:
    index = current_index(site_id, cached_version=cached_version)
    position = index.position if index is not None else {}

    supplied = _unique(request.product_ids + request.cart_product_ids)
    unknown = [pid for pid in supplied if pid not in position]
    context = [position[p] for p in _unique(request.product_ids) if p in position]
    cart = [position[p] for p in _unique(request.cart_product_ids) if p in position]
    ranking_context = context if request.intent != "likely_purchases" else context + cart

    candidates = None
    if request.candidate_product_ids is not None:
        # Up to 10,000 ids: found by their hashes (``RecIndex.found_positions``);
        # duplicates are harmless in the mask.
        if index is not None:
            candidates = index.found_positions(request.candidate_product_ids)
        else:
            candidates = np.zeros(0, dtype=np.int64)
        if not len(candidates) and not _any_enabled(site_id, request.candidate_product_ids):
            raise BadRequest("candidate_product_ids: none is an enabled product of this catalog")
    if index is None or not ranking_context:
        raise NotFound("none of the context products is prepared for recommendations")

    query = Query(
        intent=request.intent,
        context=context,
        cart=cart,
        candidates=candidates,
        exclude=[position[p] for p in request.exclude_product_ids if p in position],
        limit=request.limit + _SPARE,
    )
    ranked = rank(index, query)
    found = _item_payloads(site_id, [index.product_ids[pos] for pos, _s in ranked])
    items = []
    reviewed = []
    for pos, score in ranked:
        hit = found.get(index.product_ids[pos])
        if hit is None:
            continue
        pk, payload, has_reviews = hit
        items.append({**_decoded(payload), "rank": len(items) + 1, "score": round(score, 6)})
        if has_reviews:
            reviewed.append((items[-1], pk))
        if len(items) == request.limit:
            break
    _attach_fit_evidence(reviewed)
    return {"items": items, "unknown_context_ids": unknown}


def _any_enabled(site_id: uuid.UUID, product_ids: list[str]) -> bool:
    return Product.objects.filter(
        site_id=site_id, product_id__in=product_ids, enabled=True
    ).exists()


def _item_payloads(
    site_id: uuid.UUID, product_ids: list[str]
) -> dict[str, tuple[uuid.UUID, Any, bool]]:
    """Payloads (as read: decoded by ``_decoded`` when used) of the ranked products that
    are still enabled and purchasable, by product id, with their pk and whether they have
    reviews to summarise (one query over the (site, product_id) index). Products disabled
    or deleted since the index was built, or left without a target by a later build, drop
    out here."""
    if not product_ids:
        return {}
    site = db_value(Product, "site_id", site_id)
    reviewed_sql, reviewed_params = _reviewed_sql()
    with connection.cursor() as cursor:
        cursor.execute(
            _payloads_sql(len(product_ids), reviewed_sql),
            [*reviewed_params, site, *product_ids, True, site],
        )
        rows = cursor.fetchall()
    return {
        product_id: (column_value(IndexedProduct, "product_id", pk), payload, bool(reviewed))
        for product_id, pk, payload, reviewed in rows
    }


def _decoded(payload: Any) -> dict[str, Any]:
    """A payload column's value as the ORM reads it (``JSONField``), parsed by orjson
    rather than ``json`` (several times faster; the same values, since payloads hold only
    strings, booleans, nulls and objects of strings: ``ranking.targets``). Anything orjson
    does not read goes through the field's own converter."""
    if isinstance(payload, str):
        try:
            return orjson.loads(payload)
        except orjson.JSONDecodeError:
            pass
    return column_value(IndexedProduct, "payload", payload)


def _reviewed_sql() -> tuple[str, list[Any]]:
    """The payload query's column telling which products have reviews to summarise."""
    try:
        from reviews.selectors import active_reviews_sql
    except ImportError:
        return "FALSE", []
    return active_reviews_sql("i.product_id")


@functools.lru_cache(maxsize=256)
def _payloads_sql(count: int, reviewed_sql: str) -> str:
    """The payload query for ``count`` product ids, in plain SQL: every response runs it,
    and the ORM's building of this join cost about as much as ranking a request."""
    quote = connection.ops.quote_name
    ids = ", ".join(["%s"] * count)
    return (
        f"SELECT p.product_id, i.product_id, i.payload, {reviewed_sql} "
        f"FROM {quote(IndexedProduct._meta.db_table)} i "
        f"JOIN {quote(Product._meta.db_table)} p ON p.id = i.product_id "
        f"WHERE p.site_id = %s AND p.product_id IN ({ids}) AND p.enabled = %s "
        "AND i.site_id = %s AND i.payload IS NOT NULL"
    )


def _attach_fit_evidence(reviewed: list[tuple[dict[str, Any], uuid.UUID]]) -> None:
    """``fit_evidence`` from the reviews app's digest summaries, when it provides them, for
    the items whose products have reviews (no query when none has)."""
    if not reviewed:
        return
    try:
        from reviews.selectors import digest_summaries
    except ImportError:
        return
    summaries = digest_summaries([pk for _item, pk in reviewed])
    for item, pk in reviewed:
        summary = summaries.get(pk) or summaries.get(str(pk))
        if summary:
            item["fit_evidence"] = {
                "review_count": summary.get("review_count", 0),
                "analyzed_review_count": summary.get("analyzed_review_count", 0),
                "average_rating": summary.get("average_rating"),
                "signals": summary.get("signals", []),
            }
