"""Product writes (interface 4.1, decisions.md section 2), in batches.

``products_apply`` is the core: it applies validated write bodies to a batch of products of
one site in one transaction with a bounded number of queries per batch (independent of the
number of products and variants): products are inserted-or-locked in ``product_id`` order,
their children loaded in one query per table, merged in memory, and written back with
bulk upserts and bulk deletes. ``product_upsert`` (the PUT endpoint) is the batch of one;
the CSV import calls ``products_apply`` so its products are exactly what the endpoint
would have written.
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
import uuid
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.db import transaction
from django.utils import timezone

from catalog.aggregate import ProductAggregate, aggregates_from_rows
from catalog.events import catalog_changed
from catalog.merge import CLEAR, Plan, ProductWriteError, apply_write
from catalog.merge.plan import new_row
from catalog.models import IngestEvent, Product
from catalog.schemas import ProductWrite, validate_product_write
from catalog.selectors import write_payload
from catalog.services.loading import products_lock_and_load
from catalog.services.persist import plan_create, plan_execute
from common.errors import BadRequest, Conflict, PayloadTooLarge
from common.revisions import bump_after_commit
from tenancy.models import Site

# Observation times further ahead than this are refused: a wrong clock must not freeze stock.
FUTURE_TOLERANCE = timedelta(minutes=5)

__all__ = [
    "CLEAR",
    "ProductWriteError",
    "ProductWriteInput",
    "ProductWriteResult",
    "product_upsert",
    "products_apply",
    "products_create",
    "products_create_merge",
    "products_create_write",
]


@dataclass(frozen=True, slots=True)
class ProductWriteInput:
    product_id: str
    write: ProductWrite  # from ``catalog.schemas.validate_product_write``
    # CSV import: seal the product with this body hash (``catalog.merge.seal``).
    import_hash: str | None = None


@dataclass(frozen=True, slots=True)
class ProductWriteResult:
    product_id: str
    pk: uuid.UUID
    created: bool
    applied: bool
    reason: str | None  # None, "replay" or "stale" (decisions.md section 2, `ingest`)
    variant_count: int
    active_variant_count: int
    # The write response body, when asked for and the write was applied.
    payload: dict[str, Any] | None = None


def product_upsert(
    *,
    site: Site,
    product_id: str,
    data: ProductWrite | dict[str, Any],
    now: datetime | None = None,
) -> ProductWriteResult:
    """Create or patch one product (PUT 4.1). ``data`` is a raw body or a validated one."""
    write = data if isinstance(data, ProductWrite) else validate_product_write(data)
    return products_apply(
        site=site,
        writes=[ProductWriteInput(product_id=product_id, write=write)],
        now=now,
        build_payloads=True,
    )[0]


def products_apply(
    *,
    site: Site,
    writes: list[ProductWriteInput],
    now: datetime | None = None,
    build_payloads: bool = False,
) -> list[ProductWriteResult]:
    """Apply ``writes`` (distinct product ids) to ``site`` atomically: all or nothing.

    Raises ``ProductWriteError`` (400, carrying ``product_id``), ``PayloadTooLarge`` or
    ``Conflict`` (an ``ingest.event_id`` reused with another body). Locks the products
    (``catalog.lock_objects``, ``WRITE``) until the transaction ends; when called inside an outer
    ``transaction.atomic()`` (the CSV import) the locks and the changes are the outer
    transaction's. After commit, bumps each product's revision and calls
    ``catalog.events.catalog_changed``. ``now`` defaults to the time the locks are held
    (the request time of stock observations). With ``build_payloads`` each applied result
    carries its write response body, built from memory (3 more queries per batch).

    Memory: every child row of the batch is held at once (about 2 KB per variant), so
    callers with large imports pass batches of a few hundred products.
    """
    ids = [w.product_id for w in writes]
    if len(set(ids)) != len(ids):
        raise ValueError("products_apply needs distinct product ids")
    for pid in ids:
        _check_product_id(pid)
    _check_clock(writes, timezone.now())

    with transaction.atomic():
        locked, created, children = products_lock_and_load(
            site=site, product_ids=ids, full=build_payloads
        )
        now = now or timezone.now()
        reasons = _ingest_claim(site=site, writes=writes, locked=locked)
        to_apply = [w for w in writes if reasons[w.product_id] is None]
        aggregates = aggregates_from_rows(
            [locked[w.product_id] for w in to_apply], children, full=build_payloads
        )
        plan = Plan()
        for w in to_apply:
            apply_write(
                aggregate=aggregates[locked[w.product_id].pk],
                write=w.write,
                created=w.product_id in created,
                plan=plan,
                now=now,
                import_hash=w.import_hash,
            )
        plan_execute(plan)

        results = []
        for w in writes:
            product = locked[w.product_id]
            aggregate = aggregates.get(product.pk)
            if aggregate is None:  # replay or stale: the stored counts
                total = product.variants.count()
                active = product.variants.filter(active=True).count()
            else:
                total = len(aggregate.variants)
                active = sum(1 for v in aggregate.variants.values() if v.active)
            results.append(
                ProductWriteResult(
                    product_id=w.product_id,
                    pk=product.pk,
                    created=w.product_id in created,
                    applied=reasons[w.product_id] is None,
                    reason=reasons[w.product_id],
                    variant_count=total,
                    active_variant_count=active,
                    payload=(
                        write_payload(aggregate)
                        if build_payloads and aggregate is not None
                        else None
                    ),
                )
            )
        changed = [locked[w.product_id].pk for w in to_apply]
        if changed:
            notify_after_commit(site.pk, changed)
    return results


def products_create(
    *, site: Site, writes: list[ProductWriteInput], now: datetime | None = None
) -> tuple[list[ProductWriteResult], list[ProductWriteInput]]:
    """Create products that did not exist when the caller looked (the CSV import, after
    locking the batch's stored products): each write is merged onto an empty product by
    the same rules as ``products_apply`` (``apply_write``), and written with one insert of
    the complete product rows (PostgreSQL; no placeholder row written twice) and ``COPY``
    of their children (``persist.plan_create``).

    Returns the results of the products created and the writes of those another
    transaction created meanwhile (not written here: give them to ``products_apply``, which
    merges onto the stored product). Raises ``ProductWriteError`` like ``products_apply``,
    before anything is written. Writes with ``ingest`` are refused (``ValueError``): their
    claim needs ``products_apply``.
    """
    return products_create_write(products_create_merge(site=site, writes=writes, now=now))


@dataclass(slots=True)
class CreateMerge:
    """The merged products of ``products_create_merge``, for ``products_create_write``."""

    site: Site
    writes: list[ProductWriteInput]
    plan: Plan
    aggregates: dict[str, ProductAggregate]


def products_create_merge(
    *, site: Site, writes: list[ProductWriteInput], now: datetime | None = None
) -> CreateMerge:
    """The first half of ``products_create``: the checks and the merge, in memory (no
    query), so every ``ProductWriteError`` comes from here. The CSV import runs the second
    half (``products_create_write``) while it reads the next batch."""
    ids = [w.product_id for w in writes]
    if len(set(ids)) != len(ids):
        raise ValueError("products_create needs distinct product ids")
    if any(w.write.ingest is not None for w in writes):
        raise ValueError("products_create takes no ingest writes")
    for pid in ids:
        _check_product_id(pid)
    _check_clock(writes, timezone.now())
    now = now or timezone.now()
    plan = Plan()
    aggregates = {}
    for w in writes:
        # The row ``products_create_locked`` would insert, then merged as a created one.
        product = new_row(
            Product, site=site, product_id=w.product_id, title="", created_at=now, updated_at=now
        )
        aggregate = aggregates[w.product_id] = ProductAggregate(product)
        apply_write(
            aggregate=aggregate,
            write=w.write,
            created=True,
            plan=plan,
            now=now,
            import_hash=w.import_hash,
        )
    return CreateMerge(site, writes, plan, aggregates)


def products_create_write(
    merged: CreateMerge,
) -> tuple[list[ProductWriteResult], list[ProductWriteInput]]:
    """The second half of ``products_create``: write the merged products (in a savepoint)
    and notify after commit; the results and the writes lost to another transaction."""
    site, writes, aggregates = merged.site, merged.writes, merged.aggregates
    with transaction.atomic():
        lost = plan_create(merged.plan)
    results = []
    for w in writes:
        aggregate = aggregates[w.product_id]
        if aggregate.product.pk in lost:
            continue
        variants = aggregate.variants.values()
        results.append(
            ProductWriteResult(
                product_id=w.product_id,
                pk=aggregate.product.pk,
                created=True,
                applied=True,
                reason=None,
                variant_count=len(variants),
                active_variant_count=sum(1 for v in variants if v.active),
            )
        )
    if results:
        notify_after_commit(site.pk, [r.pk for r in results])
    pks = {aggregates[w.product_id].product.pk: w for w in writes}
    return results, [pks[pk] for pk in pks if pk in lost]


# The buffer of ``catalog_changes_collected`` while one is open in this context.
_COLLECTED: contextvars.ContextVar[dict[uuid.UUID, list] | None] = contextvars.ContextVar(
    "catalog_changes_collected", default=None
)


def notify_after_commit(site_id: uuid.UUID, product_pks: Iterable[uuid.UUID]) -> None:
    """Run ``catalog_committed`` for these products once the transaction commits (at once
    outside one), or hand them to the open ``catalog_changes_collected`` block."""
    collected = _COLLECTED.get()
    if collected is None:
        catalog_committed(site_id, list(product_pks))
    else:
        collected.setdefault(site_id, []).extend(product_pks)


@contextlib.contextmanager
def catalog_changes_collected() -> Iterator[None]:
    """Gather the changes notified inside the block into one ``catalog_committed`` per
    site, registered when the block ends without an error.

    For writes made of many batches in one transaction (the CSV import): one revision
    bump and one index rebuild request, not one per batch, which with in-process tasks
    rebuilt the whole index after every batch. Open it inside the ``atomic`` block.
    """
    collected: dict[uuid.UUID, list] = {}
    token = _COLLECTED.set(collected)
    try:
        yield
    finally:
        _COLLECTED.reset(token)
    for site_id, product_pks in collected.items():  # only reached without an error
        catalog_committed(site_id, product_pks)


def catalog_committed(site_id: uuid.UUID, product_pks: list[uuid.UUID]) -> None:
    """For a catalog change being committed: never-stale caches (invalidated with the
    commit, ``common.revisions``) and the recommendations hook (after it)."""
    bump_after_commit("product", product_pks)
    transaction.on_commit(functools.partial(catalog_changed, site_id, product_pks))


def _check_product_id(product_id: str) -> None:
    if not product_id:
        raise BadRequest("product_id: must not be empty")
    if len(product_id) > 255:
        raise PayloadTooLarge("product_id: must be at most 255 characters")


def _check_clock(writes: list[ProductWriteInput], server_now: datetime) -> None:
    limit = server_now + FUTURE_TOLERANCE
    for w in writes:
        ingest = w.write.ingest
        if ingest is not None and ingest.observed_at > limit:
            raise ProductWriteError(
                "ingest.observed_at: is more than 5 minutes ahead of the server clock",
                product_id=w.product_id,
            )
        for index, variant in enumerate(w.write.variants or ()):
            at = variant.inventory_observed_at
            if at is not None and at > limit:
                raise ProductWriteError(
                    f"variants[{index}].inventory_observed_at: is more than 5 minutes ahead "
                    "of the server clock",
                    product_id=w.product_id,
                )


def _ingest_claim(
    *, site: Site, writes: list[ProductWriteInput], locked: dict[str, Product]
) -> dict[str, str | None]:
    """Record each write's ``ingest.event_id`` and decide replay (same event, same body),
    409 (same event, another body) or stale (decisions.md section 2). Runs under the
    product locks, so the ordering state it reads is the latest committed."""
    reasons: dict[str, str | None] = {w.product_id: None for w in writes}
    claims = {}
    for w in writes:
        if w.write.ingest is None:
            continue
        event_id = w.write.ingest.event_id
        if event_id in claims:
            raise ProductWriteError(
                f"ingest.event_id: {event_id!r} is used by two products", product_id=w.product_id
            )
        claims[event_id] = (
            w,
            IngestEvent(
                site=site,
                event_id=event_id,
                product_id=w.product_id,
                body_hash=w.write.body_hash or "",
            ),
        )
    if not claims:
        return reasons
    IngestEvent.objects.bulk_create([event for _w, event in claims.values()], ignore_conflicts=True)
    stored = {
        e.event_id: e for e in IngestEvent.objects.filter(site=site, event_id__in=list(claims))
    }
    for event_id, (w, event) in claims.items():
        row = stored[event_id]
        if row.token != event.token:
            if row.product_id == w.product_id and row.body_hash == event.body_hash:
                reasons[w.product_id] = "replay"
                continue
            raise Conflict(f"ingest.event_id: {event_id!r} was already used with a different body")
        if _is_stale(locked[w.product_id], w.write):
            reasons[w.product_id] = "stale"
    return reasons


def _is_stale(product: Product, write: ProductWrite) -> bool:
    ingest = write.ingest
    if ingest is None or product.ingest_run_id is None:
        return False
    if ingest.run_id == product.ingest_run_id:
        return ingest.sequence <= (product.ingest_sequence or 0)
    return (
        product.ingest_observed_at is not None and ingest.observed_at < product.ingest_observed_at
    )
