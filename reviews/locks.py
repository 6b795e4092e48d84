"""Row locks taken by the reviews services, in one place and one order.

Order: the ``ReviewSyncEvent`` insert (unique index), then the product row. Every writer of
a product's reviews or digests locks the product row first, so syncs, extraction write-backs
and digest rebuilds of one product are serialized and always read committed state.
``FOR NO KEY UPDATE``: it excludes the other lockers (and catalog writes that lock the
product) but not inserts of rows referencing the product (their FK check takes KEY SHARE).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable

from catalog.models import Product


def lock_product(product_pk: uuid.UUID | str) -> bool:
    """Locks the product row until the transaction ends; False when it no longer exists."""
    locked = Product.objects.select_for_update(no_key=True).filter(pk=product_pk).values_list("pk")
    return bool(list(locked))


def lock_products(product_pks: Iterable[uuid.UUID | str]) -> None:
    """Locks several product rows, in primary-key order (no deadlock between two callers)."""
    pks = sorted(str(pk) for pk in product_pks)
    if pks:
        list(
            Product.objects.select_for_update(no_key=True)
            .filter(pk__in=pks)
            .order_by("pk")
            .values_list("pk")
        )
