"""Carts seen in recommendation requests, kept as weak co-purchase evidence."""

from __future__ import annotations

import hashlib
import uuid

from django.core.cache import cache

from recommendations.models import ObservedCart

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
    if not cache.add(f"recs:cart:{site_id}:{digest}", 1, _SEEN_SECONDS):
        return
    ObservedCart.objects.bulk_create(
        [ObservedCart(site_id=site_id, cart_hash=digest, product_ids=ids)], ignore_conflicts=True
    )
