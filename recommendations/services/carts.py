"""Carts seen in recommendation requests, kept as weak co-purchase evidence."""

from __future__ import annotations

import functools
import hashlib
import uuid

from django.db import connection
from django.utils import timezone

from common.rows import db_value
from recommendations.models import ObservedCart
from storefront.redis_cache import shared_cache

_SEEN_SECONDS = 24 * 3600


def cart_observe(*, site_id: uuid.UUID, product_ids: list[str]) -> None:
    """Stores a distinct cart of two or more products once.

    A repeated cart costs one cache write; a new one one INSERT. No build is queued: the
    periodic sweep folds new carts in, so cart traffic cannot keep the worker rebuilding.
    """
    ids = sorted(set(product_ids))
    if len(ids) < 2:
        return
    digest = hashlib.sha256("\x1f".join(ids).encode()).hexdigest()
    if not shared_cache().add(f"recs:cart:{site_id}:{digest}", 1, _SEEN_SECONDS):
        return
    # Plain SQL: the ORM's bulk_create cost about a millisecond of a request's CPU.
    with connection.cursor() as cursor:
        cursor.execute(
            _insert_sql(),
            [
                db_value(ObservedCart, "site_id", site_id),
                digest,
                db_value(ObservedCart, "product_ids", ids),
                db_value(ObservedCart, "seen_at", timezone.now()),
            ],
        )


@functools.cache
def _insert_sql() -> str:
    """One cart row; a cart another request stored meanwhile is left as it is (the
    ``(site, cart_hash)`` constraint, as ``bulk_create(ignore_conflicts=True)``)."""
    quote = connection.ops.quote_name
    columns = ", ".join(quote(c) for c in ("site_id", "cart_hash", "product_ids", "seen_at"))
    return (
        f"INSERT INTO {quote(ObservedCart._meta.db_table)} ({columns}) "
        "VALUES (%s, %s, %s, %s) ON CONFLICT DO NOTHING"
    )
