"""Row locks on catalog products, in one place and one order (by ``product_id``).

Every catalog write locks its products through these helpers before reading their
children, so concurrent writes to one product serialize instead of losing updates.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Any, NamedTuple

from django.db import connection

from catalog.models import Product
from catalog.services.bulk_sql import statements_share_round_trip
from common.rows import columns_sql, instance_from_row
from tenancy.models import Site


@functools.cache
def _lock_sql() -> str:
    table = connection.ops.quote_name(Product._meta.db_table)
    return (
        f"SELECT {columns_sql(Product, 'p')} FROM {table} p "
        "WHERE p.site_id = %s AND p.product_id = ANY(%s) ORDER BY p.product_id FOR UPDATE"
    )


class LockedProducts(NamedTuple):
    products: dict[str, Product]  # by product_id
    created: set[str]  # product ids this transaction inserted
    # Product ids missing at the first lock (inserted here or by a racing writer, and
    # locked afterwards): ``then_row`` does not cover them.
    late: set[str]
    # The result row of the ``then`` statement, read under the first locks; None when it
    # did not run.
    then_row: tuple[Any, ...] | None


def products_lock_or_create(
    *,
    site: Site,
    product_ids: Iterable[str],
    then: tuple[str, list[Any]] | None = None,
) -> LockedProducts:
    """Lock the products ``product_ids`` of ``site``, inserting the missing ones.

    Missing rows are inserted with ``ON CONFLICT DO NOTHING`` (so two racing creates never
    duplicate or fail: the loser waits and then finds the winner's row). Existing rows are
    locked first, then the inserted ones, each with ``SELECT ... FOR UPDATE`` ordered by
    ``product_id``. Returns the locked products and the ids of those this transaction
    created (placeholder rows with an empty title that the caller must fill in or roll
    back).

    ``then`` (SQL and parameters, one row expected) runs in the same round trip as the
    first lock, as the next statement: it starts once the locks are held, so under READ
    COMMITTED it reads everything committed before them; what it read of the ``late``
    products (locked later) is not to be used. PostgreSQL only: elsewhere it does not run
    (``then_row`` is None).
    """
    ids = sorted(set(product_ids))
    locked, then_row = _lock(site, ids, then)
    missing = [pid for pid in ids if pid not in locked]
    if not missing:
        return LockedProducts(locked, set(), set(), then_row)
    fresh = [Product(site=site, product_id=pid, title="") for pid in missing]
    Product.objects.bulk_create(fresh, ignore_conflicts=True)
    minted = {p.product_id: p.pk for p in fresh}
    locked.update(products_lock(site=site, product_ids=missing))
    created = {pid for pid in missing if locked[pid].pk == minted[pid]}
    return LockedProducts(locked, created, set(missing), then_row)


def products_lock(*, site: Site, product_ids: Iterable[str]) -> dict[str, Product]:
    """``SELECT ... FOR UPDATE`` the existing products ``product_ids`` of ``site``."""
    return _lock(site, sorted(set(product_ids)), None)[0]


def _lock(
    site: Site, ids: list[str], then: tuple[str, list[Any]] | None
) -> tuple[dict[str, Product], tuple[Any, ...] | None]:
    if connection.vendor != "postgresql":
        rows = (
            Product.objects.select_for_update()
            .filter(site=site, product_id__in=ids)
            .order_by("product_id")
        )
        return {p.product_id: p for p in rows}, None
    sql = _lock_sql()
    params: list[Any] = [site.pk, ids]
    batched = then is not None and statements_share_round_trip()
    if batched:
        sql = f"{sql};\n{then[0]}"
        params.extend(then[1])
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        products = [instance_from_row(Product, row) for row in cursor.fetchall()]
        then_row = None
        if batched:
            cursor.nextset()
            then_row = cursor.fetchone()
        elif then is not None:
            cursor.execute(*then)
            then_row = cursor.fetchone()
    return {p.product_id: p for p in products}, then_row
