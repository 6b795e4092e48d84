"""Applying a parsed catalog CSV (decisions.md section 3): the import service.

``catalog_import`` is the one entry point, shared by the HTTP endpoint (4.3) and the
``import_catalog`` management command. It is the Django half of the import; the parser
(``parse_catalog_csv``) stays pure.

Every imported product goes through the product write endpoint's own code: its body is
validated by ``catalog.schemas.validate_product_write`` and written by
``catalog.services.product_write.products_apply`` (same merge rules, option kind and
prompt tag detection, limits, revision bumps and ``catalog_changed`` hook after commit);
a product new to the site by ``products_create`` (the same merge onto an empty product,
its row inserted once).
Deletes go through ``catalog.services.products``. The whole file runs in ONE transaction:
any row error (parser, validation of a built body, consistency error of the write
service, delete of an unknown product or variant) rolls everything back and raises
``CsvImportError`` (400 with ``row_errors``).
"""

from __future__ import annotations

import contextlib
import gc
import io
import logging
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import BinaryIO, Literal, Protocol

from django.db import OperationalError, connection, transaction
from django.db.models import Count, Q
from django.utils import timezone
from psycopg.errors import DeadlockDetected

from catalog.currencies import ISO_4217
from catalog.lock_objects import DELETE, WRITE, products_lock, site_imports_lock
from catalog.merge.seal import import_seal
from catalog.models import (
    Product,
    ProductImage,
    ProductOption,
    ProductOptionValue,
    ProductVariant,
)
from catalog.schemas import ProductWrite, body_hash, validate_product_write
from catalog.services.product_write import (
    CreateMerge,
    ProductWriteError,
    ProductWriteInput,
    ProductWriteResult,
    catalog_changes_collected,
    notify_after_commit,
    products_apply,
    products_create,
    products_create_merge,
    products_create_write,
)
from catalog.services.products import product_delete, product_variant_delete
from common.errors import ApiError, BadRequest, PayloadTooLarge
from tenancy.models import Site

from .errors import CsvLayoutError, RowError, RowErrors
from .overlap import InTransaction
from .parser import CatalogReader
from .plan import ProductPlan

# Largest accepted file (decisions.md section 1 table: 413 over 50 MiB).
MAX_FILE_BYTES = 50 * 1024 * 1024
# Row errors listed in a 400 (decisions.md section 3: "first 100").
MAX_ROW_ERRORS = 100
# Products are written in batches (``products_apply`` holds every child row of a batch,
# about 2 KB per variant): a batch closes at this many variants or products, so a batch
# costs a few MB and the number of queries stays a small constant per batch.
BATCH_VARIANTS = 2000
BATCH_PRODUCTS = 250
# Consistency errors (found only by the write service, one per products_apply call) are
# searched for this many; past it the file is reported with the errors found so far.
MAX_WRITE_ERRORS = 20
# Attempts of a whole import PostgreSQL chose as a deadlock victim (``catalog_import``).
DEADLOCK_ATTEMPTS = 3

logger = logging.getLogger(__name__)

# A bulk load creating this many rows (new products + their variants), at least as many
# as the statistics knew of (``_statistics_outgrown``), refreshes the planner statistics
# of the catalog tables after commit (see ``_refresh_statistics``); a re-import, which
# updates rows in place, leaves the statistics as they are.
ANALYZE_AFTER_ROWS = 10_000
# The tables and the columns the write service finds rows by (the product lock, the
# child loading); ``_refresh_statistics``.
_ANALYZED_COLUMNS = (
    (Product, ("site", "product_id")),
    (ProductVariant, ("product",)),
    (ProductImage, ("product",)),
    (ProductOption, ("product",)),
    (ProductOptionValue, ("option",)),
)

Status = Literal["created", "updated", "deleted"]
CurrencySource = Literal["column", "form", "site", "default"]
# The contract's currency when neither the file, the form nor the site names one.
DEFAULT_CURRENCY = "USD"


class CsvImportError(BadRequest):
    """400 with ``row_errors`` (decisions.md section 3): nothing was imported."""

    def __init__(self, row_errors: list[RowError], total: int) -> None:
        shown = sorted(row_errors, key=lambda e: (e.row, e.column))[:MAX_ROW_ERRORS]
        noun = "row error" if total == 1 else "row errors"
        super().__init__(
            f"the file has {total} {noun}; nothing was imported",
            extra={"row_errors": [e.as_dict() for e in shown]},
        )
        self.row_errors = shown
        self.total = total


class ImportProgress(Protocol):
    """Progress of an import, for the command line. Phases: ``read`` (bytes of the file),
    ``validate`` and ``write`` (products)."""

    def start(self, phase: str, total: int | None) -> None: ...

    def advance(self, phase: str, amount: int) -> None: ...


@dataclass(frozen=True, slots=True)
class ImportedProduct:
    product_id: str
    status: Status
    variant_count: int
    active_variant_count: int

    def as_dict(self) -> dict[str, str | int]:
        return {
            "product_id": self.product_id,
            "status": self.status,
            "variant_count": self.variant_count,
            "active_variant_count": self.active_variant_count,
        }


@dataclass(frozen=True, slots=True)
class ImportCurrency:
    """The currency applied to the file's prices and where it came from
    (decisions.md section 3)."""

    code: str
    source: CurrencySource

    def as_dict(self) -> dict[str, str]:
        return {"code": self.code, "source": self.source}


@dataclass(slots=True)
class ImportResult:
    layout: str
    row_count: int
    currency: ImportCurrency
    products: list[ImportedProduct] = field(default_factory=list)
    deleted_variant_count: int = 0
    dry_run: bool = False

    @property
    def imported_count(self) -> int:
        return sum(1 for p in self.products if p.status != "deleted")

    @property
    def deleted_product_count(self) -> int:
        return sum(1 for p in self.products if p.status == "deleted")

    def as_dict(self) -> dict:
        return {
            "imported_count": self.imported_count,
            "deleted_product_count": self.deleted_product_count,
            "deleted_variant_count": self.deleted_variant_count,
            "products": [p.as_dict() for p in self.products],
            "currency": self.currency.as_dict(),
        }


def catalog_import(
    *,
    site: Site,
    stream: BinaryIO,
    currency: str | None = None,
    size: int | None = None,
    progress: ImportProgress | None = None,
    dry_run: bool = False,
) -> ImportResult:
    """Import a catalog CSV into ``site`` atomically.

    ``stream`` is the file (binary, read once, left open); ``size`` its length in bytes
    when known (413 over ``MAX_FILE_BYTES``; also the progress total). ``currency`` is the
    form field: the currency of prices when the file has no ``currency`` column (else the
    site's default, else USD; ``import_currency``). Raises ``BadRequest`` for an
    unreadable file or currency, ``CsvImportError`` for row errors, ``PayloadTooLarge``
    for a file over 50 MiB. Holds the products' row locks (``catalog.lock_objects``) until
    commit. With ``dry_run`` everything runs (so the answer is exactly the import's) and
    the transaction is rolled back: nothing is written and nothing runs after commit.

    The cyclic garbage collector is paused meanwhile (see ``_gc_paused``).

    Backstop, not the rule: imports of a site are serialised (``site_imports_lock``), but
    a batch locks the products another transaction created meanwhile after the rest, so a
    writer locking several of them at that moment can still cross it. PostgreSQL then
    rolls the import back; it is run again from the start of a seekable stream, at most
    ``DEADLOCK_ATTEMPTS`` times in all, rather than answering 503.
    """
    start = stream.tell() if stream.seekable() else None
    for attempt in range(1, DEADLOCK_ATTEMPTS + 1):
        try:
            with _gc_paused():
                return _import(
                    site=site,
                    stream=stream,
                    currency=currency,
                    size=size,
                    progress=progress,
                    dry_run=dry_run,
                )
        except OperationalError as exc:
            retry = isinstance(exc.__cause__, DeadlockDetected) and start is not None
            if not retry or attempt == DEADLOCK_ATTEMPTS or connection.in_atomic_block:
                raise  # inside a caller's transaction: only the caller can run it again
            logger.warning("catalog import of site %s: deadlock, attempt %d", site.pk, attempt)
            stream.seek(start)
    raise AssertionError("unreachable")


def import_currency(*, form: str | None, site: Site) -> ImportCurrency:
    """The currency of prices without a ``currency`` cell: the form field, else the
    site's default (``create_site --currency``), else USD. 400 for a form value that is
    not an ISO 4217 code."""
    code = (form or "").strip()
    if code:
        if code not in ISO_4217:
            raise BadRequest(f"currency: must be an uppercase ISO 4217 code, got {code!r}")
        return ImportCurrency(code, "form")
    if site.currency:
        return ImportCurrency(site.currency, "site")
    return ImportCurrency(DEFAULT_CURRENCY, "default")


def _import(
    *,
    site: Site,
    stream: BinaryIO,
    currency: str | None = None,
    size: int | None = None,
    progress: ImportProgress | None = None,
    dry_run: bool = False,
) -> ImportResult:
    if size is not None and size > MAX_FILE_BYTES:
        raise PayloadTooLarge(f"file: exceeds {MAX_FILE_BYTES // (1024 * 1024)} MiB")
    fallback = import_currency(form=currency, site=site)
    progress = progress or _NoProgress()

    progress.start("read", size)
    counted = _CountingReader(stream, progress)
    buffered = io.BufferedReader(counted, buffer_size=1 << 16)
    try:
        reader = CatalogReader(buffered, currency=fallback.code, max_row_errors=MAX_ROW_ERRORS)
    except CsvLayoutError as exc:
        raise BadRequest(str(exc)) from None
    importer = _Importer(site, progress)
    # One after-commit notification for the whole file (one index rebuild request).
    with transaction.atomic(), catalog_changes_collected():
        site_imports_lock(site)  # one import of the site at a time (``lock_objects``)
        try:
            for batch in _batches(reader.plans()):
                if importer.batches == 0:  # every row was read before the first product
                    if counted.total > MAX_FILE_BYTES:  # a stream of unknown size
                        raise PayloadTooLarge(
                            f"file: exceeds {MAX_FILE_BYTES // (1024 * 1024)} MiB"
                        )
                    progress.start("write", reader.product_count)
                importer.apply(batch)
            importer.finish_pending()
        except CsvLayoutError as exc:
            raise BadRequest(str(exc)) from None
        finally:
            importer.abandon_pending()  # never leave the block with a write running
        importer.errors.merge(reader.errors)
        if importer.errors:  # raised inside the atomic block: everything rolls back
            raise CsvImportError(importer.errors.sorted(), importer.errors.count)
        applied = fallback
        if reader.column_currency is not None:
            applied = ImportCurrency(reader.column_currency, "column")
        result = ImportResult(
            layout=reader.layout.name,
            row_count=reader.row_count,
            currency=applied,
            products=[entry for _row, entry in sorted(importer.outcomes, key=lambda o: o[0])],
            deleted_variant_count=importer.deleted_variant_count,
            dry_run=dry_run,
        )
        if dry_run:
            # Roll back: no row written, no after-commit hook (they go with the rollback).
            transaction.set_rollback(True)
        elif importer.created_rows >= ANALYZE_AFTER_ROWS and _statistics_outgrown(
            importer.created_rows
        ):
            transaction.on_commit(_refresh_statistics)
    return result


def _batches(plans: Iterator[ProductPlan]) -> Iterator[list[ProductPlan]]:
    """The plans (in ``product_id`` order) in batches of at most ``BATCH_VARIANTS``
    variants or ``BATCH_PRODUCTS`` products."""
    batch: list[ProductPlan] = []
    variants = 0
    for plan in plans:
        count = len(plan.variants)
        if batch and (variants + count > BATCH_VARIANTS or len(batch) >= BATCH_PRODUCTS):
            yield batch
            batch, variants = [], 0
        batch.append(plan)
        variants += count
    if batch:
        yield batch


class _Importer:
    """Validates and writes one batch of products at a time, inside the import's
    transaction. Once any row error is known the transaction will be rolled back, but
    every later product is still validated and merged, so the 400 lists the parser's,
    the validation's and the write service's errors of the whole file."""

    def __init__(self, site: Site, progress: ImportProgress) -> None:
        self.site = site
        self.progress = progress
        self.errors = RowErrors(MAX_ROW_ERRORS)
        # (first row, outcome): the response lists products in the order of the file.
        self.outcomes: list[tuple[int, ImportedProduct]] = []
        self.deleted_variant_count = 0
        # Rows of the products this import created (the product and its variants).
        self.created_rows = 0
        self.batches = 0
        # A batch of created products being written on a thread (``_write_later``).
        self._pending: tuple[list[ProductPlan], InTransaction] | None = None

    def apply(self, batch: list[ProductPlan]) -> None:
        self.batches += 1
        site = self.site
        # While the previous batch of new products is written on its thread, this one is
        # built, validated and merged as new products too (no query); kept if the lock
        # then finds none of them stored, else done again the usual way below.
        ahead = self._merge_ahead(batch) if self._pending is not None else None
        self.finish_pending()  # the connection is this thread's again
        # Every product of the batch is locked first, in the one order
        # (``catalog.lock_objects``): its seal and options are read under the lock, and
        # the deletes run after the views whatever their ids.
        stored = products_lock(
            site=site,
            product_ids=[p.product_id for p in batch],
            strength=DELETE if any(p.delete_product for p in batch) else WRITE,
        )
        if ahead is not None and not stored and not self.errors:
            self._pending = (batch, InTransaction(lambda: products_create_write(ahead)))
            self.progress.advance("write", len(batch))
            return
        writes: list[tuple[ProductPlan, ProductWrite, str]] = []
        sealed: list[tuple[ProductPlan, Product, bool]] = []
        for plan in batch:
            if not plan.is_view:
                continue
            try:
                body = plan.body
                product = stored.get(plan.product_id)
                if product is not None and product.options_explicit:
                    _add_file_options(body)
                if product is not None and not plan.delete_variant_ids:
                    observes = _observes_stock(body)
                    if observes is not None and product.import_seal == import_seal(
                        body_hash(body), product.updated_at
                    ):
                        sealed.append((plan, product, observes))
                        continue
                write = validate_product_write(body)
                writes.append((plan, write, write.body_hash))
            except ApiError as exc:
                self.errors.add(_row_error(plan, exc.message))
        try:
            # written even after a row error (the transaction rolls back anyway): the merge
            # finds what only a write can, so the 400 lists the whole file's errors by row
            # ("required to create a product" of row 2 beside a bad URL of row 3)
            if _only_creates(batch, stored) and not self.errors:
                self._write_later(batch, writes)
            else:
                self._write(batch, writes, sealed, stored)
        finally:
            self.progress.advance("write", len(batch))

    def _write_later(
        self, batch: list[ProductPlan], writes: list[tuple[ProductPlan, ProductWrite, str]]
    ) -> None:
        """A batch of new products only: merged here, then written on a thread
        (``overlap.InTransaction``) while the import reads the next batch;
        ``finish_pending`` takes the results before the next query. A batch the merge
        refuses goes the way of the others (``_write``), which finds and reports its
        errors."""
        try:
            merged = products_create_merge(site=self.site, writes=_inputs(writes))
        except (ProductWriteError, ApiError):
            self._write(batch, writes, [], {})
            return
        self._pending = (batch, InTransaction(lambda: products_create_write(merged)))

    def _merge_ahead(self, batch: list[ProductPlan]) -> CreateMerge | None:
        """The batch built, validated and merged as new products (``_write_later``),
        before the lock: None when it has delete rows or the import has row errors, or
        a body or the merge is refused (the usual path then reports it)."""
        if self.errors or not _only_creates(batch, {}):
            return None
        inputs = []
        try:
            for plan in batch:
                write = validate_product_write(plan.body)
                inputs.append(
                    ProductWriteInput(
                        product_id=plan.product_id, write=write, import_hash=write.body_hash
                    )
                )
            return products_create_merge(site=self.site, writes=inputs)
        except ApiError:  # ``ProductWriteError`` included
            return None

    def finish_pending(self) -> None:
        """Wait for the batch being written on a thread, if any; its products created
        by another transaction meanwhile go through ``products_apply``, as in
        ``_write_views``."""
        if self._pending is None:
            return
        batch, work = self._pending
        self._pending = None
        results, lost = work.wait()
        written = {r.product_id: r for r in results}
        if lost:
            found: list[tuple[str, str]] = []
            applied, _lost = self._retrying(_apply, lost, found)
            if found:
                self._report(batch, found)
                return
            written.update((r.product_id, r) for r in applied)
        self._record(batch, written)

    def abandon_pending(self) -> None:
        """Wait for a write still running when the import stops on an error (the
        transaction rolls back; the error that stopped it is the one reported)."""
        if self._pending is not None:
            _batch, work = self._pending
            self._pending = None
            with contextlib.suppress(Exception):
                work.wait()

    def _report(self, plans: list[ProductPlan], found: list[tuple[str, str]]) -> None:
        """The first ``MAX_WRITE_ERRORS`` consistency errors ``found`` (product id,
        message), in the order of ``plans``, as row errors."""
        by_id = {plan.product_id: plan for plan in plans}
        order = {pid: i for i, pid in enumerate(by_id)}
        found.sort(key=lambda f: order[f[0]])
        for pid, message in found[:MAX_WRITE_ERRORS]:
            self.errors.add(_row_error(by_id[pid], message))

    def _record(self, batch: list[ProductPlan], written: dict[str, ProductWriteResult]) -> None:
        self.outcomes.extend(_outcomes(self.site, batch, written))
        self.created_rows += sum(r.variant_count + 1 for r in written.values() if r.created)

    def _write(
        self,
        batch: list[ProductPlan],
        writes: list[tuple[ProductPlan, ProductWrite, str]],
        sealed: list[tuple[ProductPlan, Product, bool]],
        stored: dict[str, Product],
    ) -> None:
        site = self.site
        deleting = [p for p in batch if p.delete_product or p.delete_variant_ids]
        if deleting:
            self.errors.extend(_check_deletes(site, deleting))
        written = self._write_views(writes, stored)
        if self.errors:
            return  # nothing of the file is kept: no delete, no outcome
        written.update(_reapply_sealed(site, sealed))
        for plan in deleting:
            for variant_id in plan.delete_variant_ids:
                product_variant_delete(
                    site=site, product_id=plan.product_id, source_variant_id=variant_id
                )
                self.deleted_variant_count += 1
            if plan.delete_product:
                product_delete(site=site, product_id=plan.product_id)
        self._record(batch, written)

    def _write_views(
        self,
        writes: list[tuple[ProductPlan, ProductWrite, str]],
        stored: dict[str, Product],
    ) -> dict[str, ProductWriteResult]:
        """The batch's views: the products that did not exist when the batch was locked
        by ``products_create`` (PostgreSQL), the others (and those created meanwhile by
        another transaction) by ``products_apply``. A consistency error of one product is
        recorded and the rest retried without it, so one upload reports several: the
        first ``MAX_WRITE_ERRORS`` of the batch in product order, whichever service
        finds them."""
        order = {plan.product_id: i for i, (plan, _write, _hash) in enumerate(writes)}
        pending = _inputs(writes)
        fresh: list[ProductWriteInput] = []
        if connection.vendor == "postgresql":
            fresh = [w for w in pending if w.product_id not in stored]
            pending = [w for w in pending if w.product_id in stored]
        found: list[tuple[str, str]] = []  # (product id, message)
        results: list[ProductWriteResult] = []
        if fresh:
            results, lost = self._retrying(_create, fresh, found)
            pending = sorted([*pending, *lost], key=lambda w: order[w.product_id])
        if pending:
            applied, _lost = self._retrying(_apply, pending, found)
            results += applied
        if found:
            self._report([plan for plan, _write, _hash in writes], found)
            return {}
        return {r.product_id: r for r in results}

    def _retrying(
        self, service: _WriteService, pending: list[ProductWriteInput], found: list
    ) -> tuple[list[ProductWriteResult], list[ProductWriteInput]]:
        """``service`` on ``pending``, retried without each product it refuses (recorded
        in ``found``), up to ``MAX_WRITE_ERRORS`` refusals (each call runs in a savepoint).
        The results of the call that succeeded, and the writes it left for
        ``products_apply``."""
        errors = 0
        while pending and errors < MAX_WRITE_ERRORS:
            try:
                return service(self.site, pending)
            except ProductWriteError as exc:
                found.append((exc.product_id, exc.message))
                errors += 1
                pending = [w for w in pending if w.product_id != exc.product_id]
            except ApiError as exc:  # 413 of a product id: the parser's limits catch it first
                if len(pending) != 1:
                    raise
                found.append((pending[0].product_id, exc.message))
                break
        return [], []


_WriteService = Callable[
    [Site, list[ProductWriteInput]], tuple[list[ProductWriteResult], list[ProductWriteInput]]
]


def _create(
    site: Site, writes: list[ProductWriteInput]
) -> tuple[list[ProductWriteResult], list[ProductWriteInput]]:
    return products_create(site=site, writes=writes)


def _apply(
    site: Site, writes: list[ProductWriteInput]
) -> tuple[list[ProductWriteResult], list[ProductWriteInput]]:
    return products_apply(site=site, writes=writes), []


def _inputs(writes: list[tuple[ProductPlan, ProductWrite, str]]) -> list[ProductWriteInput]:
    return [
        ProductWriteInput(product_id=plan.product_id, write=write, import_hash=hash_)
        for plan, write, hash_ in writes
    ]


def _only_creates(batch: list[ProductPlan], stored: dict[str, Product]) -> bool:
    """Whether the batch only creates products (PostgreSQL's ``products_create``): none
    of them is stored, and no row deletes."""
    return (
        connection.vendor == "postgresql"
        and not stored
        and all(p.is_view and not p.delete_product and not p.delete_variant_ids for p in batch)
    )


def _observes_stock(body: dict) -> bool | None:
    """Whether the body's variants report stock (all: True, none: False); None when only
    some do, or one names its observation time: such a body is not skipped by its seal."""
    flags = set()
    for variant in body["variants"]:
        if "inventory_observed_at" in variant:
            return None
        flags.add("available" in variant or "inventory_quantity" in variant)
    if len(flags) > 1:
        return None
    return True in flags


def _reapply_sealed(
    site: Site, sealed: list[tuple[ProductPlan, Product, bool]]
) -> dict[str, ProductWriteResult]:
    """Products whose body is the one their import seal names, onto the state that import
    left (``catalog.merge.seal``): applying it again would change nothing but the time of
    the stock observations, so only that is written, as the merge would (the variants
    the body lists are the active ones; an older observation is kept), with the same
    after-commit notification. Their counts are read back for the response."""
    if not sealed:
        return {}
    now = timezone.now()
    observing = [product.pk for _plan, product, observes in sealed if observes]
    if observing:
        ProductVariant.objects.filter(product_id__in=observing, active=True).filter(
            Q(inventory_observed_at__isnull=True) | Q(inventory_observed_at__lt=now)
        ).update(inventory_observed_at=now, updated_at=now)
    pks = [product.pk for _plan, product, _observes in sealed]
    counts = {
        row["product_id"]: (row["total"], row["live"])
        for row in ProductVariant.objects.filter(product_id__in=pks)
        .values("product_id")
        .annotate(total=Count("pk"), live=Count("pk", filter=Q(active=True)))
    }
    notify_after_commit(site.pk, pks)
    out = {}
    for plan, product, _observes in sealed:
        total, live = counts.get(product.pk, (0, 0))
        out[plan.product_id] = ProductWriteResult(
            product_id=plan.product_id,
            pk=product.pk,
            created=False,
            applied=True,
            reason=None,
            variant_count=total,
            active_variant_count=live,
        )
    return out


def _add_file_options(body: dict) -> None:
    """A product whose options were sent explicitly (by the product write endpoint) does
    not re-derive them from its variants, and a variant value outside them would be a
    consistency error: the file's option names and values are sent as options too. They
    merge (sent values are added, stored labels, kinds and swatches stay)."""
    if "options" in body:  # a WooCommerce product declares its own
        return
    options: dict[str, list[str]] = {}
    for variant in body.get("variants") or ():
        for key, value in (variant.get("option_values") or {}).items():
            values = options.setdefault(key, [])
            if value not in values:
                values.append(value)
    if options:
        body["options"] = [
            {"key": key, "values": [{"source_value": value} for value in values]}
            for key, values in options.items()
        ]


def _row_error(plan: ProductPlan, message: str) -> RowError:
    """A body error ("variants[3].price.amount: must be ...") placed on its CSV cell."""
    path, sep, text = message.partition(": ")
    if not sep or " " in path:
        path, text = "", message
    cell = plan.locate(path) if path else None
    if cell is None:
        cell = (plan.first_row, plan.layout.column("product_id"))
    return RowError(row=cell[0], column=cell[1], error=text)


def _check_deletes(site: Site, deleting: list[ProductPlan]) -> list[RowError]:
    """A delete of a product or variant the site does not have is a row error, as the
    delete endpoints answer 404 for it (decisions.md section 1)."""
    existing = dict(
        Product.objects.filter(
            site=site, product_id__in=[p.product_id for p in deleting]
        ).values_list("product_id", "pk")
    )
    wanted = {
        "s:" + variant_id: plan
        for plan in deleting
        if plan.product_id in existing
        for variant_id in plan.delete_variant_ids
    }
    found = set(
        ProductVariant.objects.filter(
            product_id__in=[existing[p.product_id] for p in deleting if p.product_id in existing],
            identity_key__in=list(wanted),
        ).values_list("product__product_id", "identity_key")
    )
    errors = []
    for plan in deleting:
        if plan.product_id not in existing and plan.delete_product:
            row = plan.delete_product_row or plan.first_row
            errors.append(RowError(row, "delete", f"product {plan.product_id!r} not found"))
            continue
        for variant_id in plan.delete_variant_ids:
            if (plan.product_id, "s:" + variant_id) not in found:
                errors.append(
                    RowError(
                        plan.delete_variant_rows.get(variant_id, plan.first_row),
                        plan.layout.column("variant_id"),
                        f"variant {variant_id!r} of product {plan.product_id!r} not found",
                    )
                )
    return errors


def _outcomes(
    site: Site, plans: list[ProductPlan], written: dict[str, ProductWriteResult]
) -> list[tuple[int, ImportedProduct]]:
    """(first row, entry) per product touched."""
    counts: dict[str, tuple[int, int]] = {}
    only_deletes = [p.product_id for p in plans if not p.is_view and not p.delete_product]
    if only_deletes:
        for pid, active in ProductVariant.objects.filter(
            product__site=site, product__product_id__in=only_deletes
        ).values_list("product__product_id", "active"):
            total, live = counts.get(pid, (0, 0))
            counts[pid] = (total + 1, live + int(active))
    out = []
    for plan in plans:
        pid = plan.product_id
        if plan.delete_product:
            entry = ImportedProduct(pid, "deleted", 0, 0)
        elif pid in written:
            r = written[pid]
            total, live = r.variant_count, r.active_variant_count
            if plan.delete_variant_ids:  # deleted after the write
                total, live = _recount(site, pid)
            entry = ImportedProduct(pid, "created" if r.created else "updated", total, live)
        else:
            total, live = counts.get(pid, (0, 0))
            entry = ImportedProduct(pid, "updated", total, live)
        out.append((plan.first_row, entry))
    return out


def _recount(site: Site, product_id: str) -> tuple[int, int]:
    variants = ProductVariant.objects.filter(product__site=site, product__product_id=product_id)
    return variants.count(), variants.filter(active=True).count()


_gc_lock = threading.Lock()
_gc_users = 0
_gc_was_enabled = True


@contextmanager
def _gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while an import runs.

    An import allocates millions of long-lived objects (plans, validated bodies, model
    rows); with the collector on, its full collections rescan all of them again and again
    (measured: validating 5,000 products took 6 s instead of 1.5 s). Reference counting
    still frees everything acyclic; cycles wait for the end. Process-wide, so counted:
    concurrent imports re-enable it when the last one ends, and only if it was on.
    """
    global _gc_users, _gc_was_enabled
    with _gc_lock:
        if _gc_users == 0:
            _gc_was_enabled = gc.isenabled()
            gc.disable()
        _gc_users += 1
    try:
        yield
    finally:
        with _gc_lock:
            _gc_users -= 1
            if _gc_users == 0 and _gc_was_enabled:
                gc.enable()


def _statistics_outgrown(created_rows: int) -> bool:
    """Whether the products and variants an import created are at least as many as the
    planner statistics know of (``pg_class.reltuples``, as of the last ANALYZE or VACUUM;
    never analyzed counts as none): the import at least doubled the catalog, so the
    statistics describe a table a fraction of its size (the first large import, above
    all). A smaller share leaves them to autovacuum: the planner scales its row counts to
    the table's current size by itself, and per-product distributions stay alike."""
    if connection.vendor != "postgresql":
        return True  # no statistics to compare (``_refresh_statistics`` skips them too)
    tables = [Product._meta.db_table, ProductVariant._meta.db_table]
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT coalesce(sum(greatest(reltuples, 0)), 0) FROM pg_class"
            " WHERE oid = ANY(%s::regclass[])",
            [tables],
        )
        known = cursor.fetchone()[0]
    return created_rows >= known


def _refresh_statistics() -> None:
    """ANALYZE the catalog tables after a bulk import has committed.

    Autovacuum refreshes statistics only after a delay (and late on a busy server); until
    then the planner believes the tables are as small as before the load and the write
    service's child loading scans whole tables: measured 0.8 s instead of 0.07 s per batch
    of 200 products at 557,000 variants, about 10 s of an immediate re-import. ANALYZE
    samples a bounded number of rows and runs after the commit, outside the import's
    transaction, so it holds no lock that import writes wait for. PostgreSQL only; a role
    that does not own the tables gets a warning, not an error.

    Only the columns the write service finds rows by are analyzed (the row counts and
    page counts are refreshed whatever the columns): measured on the shared machine,
    0.85 s for the whole variants table against 0.17 s for its ``product_id``, 0.57 s
    against 0.07 s for the products. An ANALYZE of some columns leaves the table's count
    of changes since the last analysis as it was, so autovacuum still analyzes the whole
    table soon after (checked on PostgreSQL 15: `n_mod_since_analyze` is kept).
    """
    if connection.vendor != "postgresql":
        return
    quote = connection.ops.quote_name
    with connection.cursor() as cursor:
        for model, names in _ANALYZED_COLUMNS:
            columns = ", ".join(quote(model._meta.get_field(n).column) for n in names)
            cursor.execute(f"ANALYZE {quote(model._meta.db_table)} ({columns})")


class _NoProgress:
    def start(self, phase: str, total: int | None) -> None:
        return None

    def advance(self, phase: str, amount: int) -> None:
        return None


class _CountingReader(io.RawIOBase):
    """The upload as a raw stream that reports bytes read (progress and the size cap)."""

    def __init__(self, stream: BinaryIO, progress: ImportProgress) -> None:
        self._stream = stream
        self._progress = progress
        self.total = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:  # type: ignore[override]
        data = self._stream.read(len(buffer))
        n = len(data)
        buffer[:n] = data
        self.total += n
        if n:
            self._progress.advance("read", n)
        return n

    def close(self) -> None:  # the caller owns the underlying stream
        return None
