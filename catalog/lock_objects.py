"""Row locks on catalog products, in one place and one order (by ``product_id``).

Every catalog write locks its products through these helpers before reading their
children, so concurrent writes to one product serialize instead of losing updates.
"""

from __future__ import annotations

from collections.abc import Iterable

from catalog.models import Product
from tenancy.models import Site


def products_lock_or_create(
    *, site: Site, product_ids: Iterable[str]
) -> tuple[dict[str, Product], set[str]]:
    """Lock the products ``product_ids`` of ``site``, inserting the missing ones.

    Missing rows are inserted with ``ON CONFLICT DO NOTHING`` (so two racing creates never
    duplicate or fail: the loser waits and then finds the winner's row). Existing rows are
    locked first, then the inserted ones, each with ``SELECT ... FOR UPDATE`` ordered by
    ``product_id``. Returns the locked
    products and the ids of those this transaction created (placeholder rows with an
    empty title that the caller must fill in or roll back).
    """
    ids = sorted(set(product_ids))
    locked = products_lock(site=site, product_ids=ids)
    missing = [pid for pid in ids if pid not in locked]
    if not missing:
        return locked, set()
    fresh = [Product(site=site, product_id=pid, title="") for pid in missing]
    Product.objects.bulk_create(fresh, ignore_conflicts=True)
    minted = {p.product_id: p.pk for p in fresh}
    locked.update(products_lock(site=site, product_ids=missing))
    created = {pid for pid in missing if locked[pid].pk == minted[pid]}
    return locked, created


def products_lock(*, site: Site, product_ids: Iterable[str]) -> dict[str, Product]:
    """``SELECT ... FOR UPDATE`` the existing products ``product_ids`` of ``site``."""
    rows = (
        Product.objects.select_for_update()
        .filter(site=site, product_id__in=list(product_ids))
        .order_by("product_id")
    )
    return {p.product_id: p for p in rows}
