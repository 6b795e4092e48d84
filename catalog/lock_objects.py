"""Row locks on catalog products: the one module that takes them, in one order.

Every writer of a product or of what hangs off it (catalog writes and deletes, CSV
imports, review syncs, extraction write-backs, digest rebuilds, admin actions) locks the
product rows here before reading what it changes.

**Order.** Rows are locked by ``(site_id, product_id)``, in one statement per call
(PostgreSQL locks the rows in the order the statement returns them). A transaction that
locks several times does so in increasing order: a CSV import locks its products in
``product_id`` order, batch after batch; every other caller locks once. So two
transactions never wait for each other in a cycle on product rows: a CSV import and an
extraction batch touching the same products queue behind each other instead of
deadlocking (``tests/catalog/test_locks.py``).

**Imports of one site, one at a time.** A CSV import first takes its site's import lock
(``site_imports_lock``, a transaction-level advisory lock) and holds it until it ends. A
batch locks the products that exist, then inserts the missing ones (an insert waits for a
racing insert of the same id) and locks those another transaction created meanwhile:
between two imports creating overlapping products that crosses (each waits for a row the
other inserted or locked: the audit's 503 on ``deadlock detected``). Serialised, the second
import waits at its start and is then applied over the first. Other writers do not take
the import lock: a PUT still waits for the import holding its product.

**Strength, one per purpose.**

- ``WRITE`` (``FOR NO KEY UPDATE``): the product row's columns or its children change
  (product writes, enable/disable, variant deletes, review syncs, extraction write-backs,
  digest rebuilds). Writers exclude each other; inserts of rows that merely reference the
  product (their foreign-key check takes ``KEY SHARE``) do not wait.
- ``DELETE`` (``FOR UPDATE``): the product row is removed. Taken up front, so a delete
  never upgrades a lock it already holds while another transaction queues for it.

The helpers lock and read product rows only; a caller that wants more in the same round
trip (the product write reads every child table) sends ``lock_statement`` itself.
"""

from __future__ import annotations

import enum
import uuid
from collections.abc import Iterable, Sequence
from typing import Any

from django.db import connection
from django.utils import timezone

from catalog.merge.plan import new_row
from catalog.models import Product
from catalog.services.bulk_sql import SqlBatch, fetch_together
from common.rows import instance_from_row
from tenancy.models import Site


class Strength(enum.Enum):
    WRITE = "write"  # FOR NO KEY UPDATE
    DELETE = "delete"  # FOR UPDATE


WRITE = Strength.WRITE
DELETE = Strength.DELETE
_ORDER = ("site_id", "product_id")
# ``site_imports_lock``: the advisory lock class (key 2: first 32 bits of the site id).
_IMPORT_LOCK_CLASS = 0x43535649  # "CSVI"
_PRODUCT_COLUMNS = [f.name for f in Product._meta.concrete_fields]


def _locking(strength: Strength):
    return Product.objects.select_for_update(no_key=strength is WRITE).order_by(*_ORDER)


def lock_statement(
    *, site: Site, product_ids: Iterable[str], strength: Strength = WRITE
) -> tuple[str, tuple[Any, ...]]:
    """The SQL (and parameters) that locks the existing products ``product_ids`` of
    ``site`` and selects their rows (every concrete column, in field order; read them
    with ``products_from_rows``). For a caller that sends more statements in the same
    round trip; the others use ``products_lock``."""
    ids = sorted(set(product_ids))
    query = _locking(strength).filter(site_id=site.pk, product_id__in=ids).query
    return query.sql_with_params()


def products_from_rows(rows: Iterable[Sequence[Any]]) -> dict[str, Product]:
    """The products of ``lock_statement`` rows, by ``product_id``."""
    products = (instance_from_row(Product, row) for row in rows)
    return {p.product_id: p for p in products}


def site_imports_lock(site: Site) -> None:
    """Wait for the site's other CSV imports and hold the site's import lock until the
    transaction ends (PostgreSQL; SQLite serialises writers anyway). Take it before any
    product lock. Sites whose ids share their first 32 bits merely share the lock."""
    if connection.vendor != "postgresql":
        return
    with connection.cursor() as cursor:
        key = int.from_bytes(uuid.UUID(str(site.pk)).bytes[:4], "big", signed=True)
        cursor.execute("SELECT pg_advisory_xact_lock(%s, %s)", [_IMPORT_LOCK_CLASS, key])


def products_lock(
    *, site: Site, product_ids: Iterable[str], strength: Strength = WRITE
) -> dict[str, Product]:
    """Lock the existing products ``product_ids`` of ``site`` until the transaction ends;
    returns them by ``product_id`` (missing ones are absent)."""
    ids = sorted(set(product_ids))
    if not ids:
        return {}
    rows = _locking(strength).filter(site_id=site.pk, product_id__in=ids)
    return {p.product_id: p for p in rows}


def products_create_locked(
    *, site: Site, product_ids: Iterable[str]
) -> tuple[dict[str, Product], set[str]]:
    """Insert the products ``product_ids`` of ``site`` that do not exist and lock them
    (``WRITE``). Returns the locked products by ``product_id`` and the ids this
    transaction created: placeholder rows with an empty title, to fill in or roll back.

    Inserts use ``ON CONFLICT DO NOTHING``, so two racing creates never duplicate or
    fail: the loser waits for the winner's commit and then locks the winner's row (the
    creator is recognised by the primary key it minted). Callers lock the existing ones
    first (``products_lock``) and create the missing ones after: an insert waits only for
    a racing insert of the same id.
    """
    ids = sorted(set(product_ids))
    if not ids:
        return {}, set()
    now = timezone.now()
    fresh = [
        new_row(Product, site=site, product_id=pid, title="", created_at=now, updated_at=now)
        for pid in ids
    ]
    if connection.vendor == "postgresql":  # the insert and the lock in one round trip
        insert = SqlBatch()
        insert.upsert(Product, fresh, fields=_PRODUCT_COLUMNS, ignore_conflicts=True)
        ((sql, params),) = insert.statements
        lock = lock_statement(site=site, product_ids=ids)
        _inserted, rows = fetch_together([(sql, params), lock])
        locked = products_from_rows(rows)
    else:
        Product.objects.bulk_create(fresh, ignore_conflicts=True)
        locked = products_lock(site=site, product_ids=ids)
    minted = {p.product_id: p.pk for p in fresh}
    return locked, {pid for pid in ids if locked[pid].pk == minted[pid]}


def product_pks_lock(
    product_pks: Iterable[uuid.UUID | str], *, strength: Strength = WRITE
) -> set[uuid.UUID]:
    """Lock products by primary key (callers that know only pks: reviews), still in
    ``(site_id, product_id)`` order. Returns the pks that exist."""
    pks = {str(pk) for pk in product_pks}
    if not pks:
        return set()
    return set(_locking(strength).filter(pk__in=pks).values_list("pk", flat=True))


def product_pk_lock(product_pk: uuid.UUID | str, *, strength: Strength = WRITE) -> bool:
    """Lock one product by primary key; False when it no longer exists."""
    return bool(product_pks_lock([product_pk], strength=strength))
