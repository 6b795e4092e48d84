"""Building, storing and scheduling a site's recommendation index.

The worker reads the enabled catalog and the purchase history, builds a ``RecIndex``
(pure), and stores it in ``RecsIndex.blob`` with a new ``version``; the version is also
published in the shared cache so web processes notice it with one cache read.
Rebuilds are debounced: the first change after a quiet period builds at once, changes
during the ``RECS_INDEX_DEBOUNCE_SECONDS`` window are folded into one trailing build.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import time
import uuid
from collections import defaultdict
from collections.abc import Iterator
from datetime import timedelta

import orjson
import psycopg
from django.conf import settings
from django.core.cache import cache
from django.db import connection, transaction
from django.db.models import Exists, F, OuterRef, Q, TextField
from django.db.models.functions import Cast
from django.utils import timezone
from redis.exceptions import RedisError

from catalog.models import Product, ProductImage, ProductOption, ProductVariant, VariantMedia
from common import outage
from common.revisions import delete_when_reachable
from recommendations.models import IndexedProduct, ObservedCart, OrderLine, RecsIndex
from recommendations.queue import queue_index_rebuild
from recommendations.ranking import (
    Basket,
    IndexBuilder,
    OptionRecord,
    Prepared,
    ProductRecord,
    VariantRecord,
)

logger = logging.getLogger(__name__)

CART_WEIGHT = 0.5  # an observed cart is weaker evidence than a placed order
_ROW_BATCH = 1000  # IndexedProduct rows per INSERT (about 0.5 MB of parameters)
# Products read and indexed at a time: a chunk's records (variants, options, text) take
# ~10-20 MB, so the build's memory is the compact index plus one chunk.
CHUNK_PRODUCTS = 5000


def version_key(site_id: object) -> str:
    return f"recs:index-version:{site_id}"


def _pending_key(site_id: object) -> str:
    return f"recs:rebuild-pending:{site_id}"


def _last_build_key(site_id: object) -> str:
    return f"recs:rebuild-last:{site_id}"


def iter_record_chunks(
    site_id: uuid.UUID | str, chunk_size: int | None = None
) -> Iterator[list[ProductRecord]]:
    """The site's enabled products as plain records, ``chunk_size`` at a time, in
    ``product_id`` order (keyset over the (site, product_id) unique index): five queries a
    chunk, no N+1, and memory bounded by one chunk whatever the catalog's size."""
    chunk_size = chunk_size or CHUNK_PRODUCTS
    last: str | None = None
    while True:
        rows = Product.objects.filter(site_id=site_id, enabled=True)
        if last is not None:
            rows = rows.filter(product_id__gt=last)
        products = list(
            rows.order_by("product_id").values_list(
                "id",
                "product_id",
                "title",
                "handle",
                "canonical_url",
                "product_type",
                "brand",
                "description",
                "available",
                "source_active",
                "price_amount",
                "price_currency",
                "compare_at_price_amount",
            )[:chunk_size]
        )
        if not products:
            return
        last = products[-1][1]
        with transaction.atomic():  # one snapshot for the chunk's five reads
            if connection.vendor == "postgresql":
                with connection.cursor() as cursor:
                    # Lookups by up to CHUNK_PRODUCTS product ids: at the default (spinning
                    # disk) page cost the planner scanned the whole variant table instead
                    # of its product index, seconds per chunk at 1,000,000 products.
                    cursor.execute("SET LOCAL random_page_cost = 1.1")
            records = _records(products)
        yield records
        if len(products) < chunk_size:
            return


def _records(products: list[tuple]) -> list[ProductRecord]:
    pks = [p[0] for p in products]
    images: dict[uuid.UUID, str] = {}
    for product_pk, url in (
        ProductImage.objects.filter(product_id__in=pks)
        .order_by("product_id", "-position", "-id")
        .values_list("product_id", "url")
    ):
        images[product_pk] = url  # ordered descending: the last one written is the first
    options: dict[uuid.UUID, list[OptionRecord]] = defaultdict(list)
    option_rows = (
        ProductOption.objects.filter(product_id__in=pks)
        .order_by("product_id", "position", "id")
        .values_list("product_id", "key", "resolved_kind", "values__source_value")
    )
    by_key: dict[tuple, OptionRecord] = {}
    for product_pk, key, kind, value in option_rows:
        record = by_key.get((product_pk, key))
        if record is None:
            record = by_key[(product_pk, key)] = OptionRecord(key, kind or "other", [])
            options[product_pk].append(record)
        if value is not None:
            record.values.append(value)
    media_urls = _variant_media_urls(pks)
    variants: dict[uuid.UUID, list[VariantRecord]] = defaultdict(list)
    # JSON as text: orjson is several times faster than the driver's json.loads for the
    # ~5 variants per product. Money amounts are stored as sent (decimal strings).
    for row in (
        ProductVariant.objects.filter(product_id__in=pks, active=True)
        .order_by("product_id", "position", "created_at")
        .annotate(options_text=Cast("option_values", TextField()))
        .values_list(
            "product_id",
            "source_variant_id",
            "options_text",
            "title",
            "canonical_url",
            "available",
            "price_amount",
            "price_currency",
            "compare_at_price_amount",
            "image_url",
            "id",
            "position",
        )
    ):
        product_pk = row[0]
        variants[product_pk].append(
            VariantRecord(
                source_variant_id=row[1],
                option_values=orjson.loads(row[2]) if row[2] else {},
                title=row[3],
                canonical_url=row[4],
                available=row[5],
                price=row[6],
                currency=row[7],
                compare_at_price=row[8],
                image_url=row[9] or media_urls.get(row[10]),
                position=row[11],
            )
        )
    return [
        ProductRecord(
            pk=str(p[0]),
            product_id=p[1],
            title=p[2],
            handle=p[3],
            canonical_url=p[4],
            product_type=p[5],
            brand=p[6],
            description=p[7],
            available=p[8],
            source_active=p[9],
            price=p[10],
            currency=p[11],
            compare_at_price=p[12],
            image_url=images.get(p[0]),
            options=options.get(p[0], []),
            variants=variants.get(p[0], []),
        )
        for p in products
    ]


def _variant_media_urls(product_pks: list[uuid.UUID]) -> dict[uuid.UUID, str]:
    """Per active variant of the products: the URL of its first ``media`` item (in
    ``position``, then sent order) that has one, its own ``url`` or that of the product image
    its ``external_media_id`` names. Variant media live in their own table (VariantMedia),
    not in a JSON column of the variant. Two queries."""
    images: dict[tuple[uuid.UUID, str], str] = {
        (product_pk, media_id): url
        for product_pk, media_id, url in ProductImage.objects.filter(
            product_id__in=product_pks, external_media_id__isnull=False
        ).values_list("product_id", "external_media_id", "url")
    }
    urls: dict[uuid.UUID, str] = {}
    for variant_pk, product_pk, url, media_id in (
        VariantMedia.objects.filter(variant__product_id__in=product_pks, variant__active=True)
        .order_by("variant_id", "position", "order")
        .values_list("variant_id", "variant__product_id", "url", "external_media_id")
    ):
        if variant_pk not in urls:
            found = url or images.get((product_pk, media_id))
            if found:
                urls[variant_pk] = found
    return urls


def load_baskets(site_id: uuid.UUID | str) -> list[Basket]:
    """Order baskets (weight 1) and distinct observed carts (weight ``CART_WEIGHT``)."""
    lines: dict[int, list[str]] = defaultdict(list)
    for order_pk, product_id in (
        OrderLine.objects.filter(site_id=site_id, quantity__gt=0)
        .order_by("site_id", "order_id")
        .values_list("order_id", "product_id")
        .iterator(chunk_size=10000)
    ):
        lines[order_pk].append(product_id)
    baskets = [Basket(ids, 1.0) for ids in lines.values()]
    baskets += [
        Basket(list(ids), CART_WEIGHT)
        for ids in ObservedCart.objects.filter(site_id=site_id).values_list(
            "product_ids", flat=True
        )
    ]
    return baskets


def index_rebuild(*, site_id: uuid.UUID | str) -> RecsIndex:
    """Build and store the site's index; a build older than the stored one is dropped.

    Reads and indexes the catalog ``CHUNK_PRODUCTS`` products at a time, writing each
    chunk's changed ``IndexedProduct`` rows (payloads) as it goes; the ranking arrays are
    swapped in one transaction at the end, so web processes serve the previous index
    until the new one is complete. Payload rows written meanwhile describe the same
    products, only fresher (a product that became unavailable is dropped at once).
    """
    started = time.monotonic()
    source_at = timezone.now()
    builder = IndexBuilder()
    for records in iter_record_chunks(site_id):
        prepared = builder.add(records)
        _store_indexed_products(site_id, records, prepared)
    index = builder.finish(load_baskets(site_id))
    del builder  # its arrays were copied into the index
    blob = index.to_bytes()
    product_count, recommendable_count = len(index), int(index.recommendable.sum())
    order_count = index.order_count
    del index  # the blob is all that is stored
    with transaction.atomic():
        # The old blob is neither read nor written back: only the new one travels.
        row, _ = RecsIndex.objects.select_for_update().defer("blob").get_or_create(site_id=site_id)
        if row.source_at is not None and row.source_at > source_at:
            return row  # a build that read later data already won
        row.version = max(row.version + 1, time.time_ns())
        row.built_at = timezone.now()
        row.source_at = source_at
        row.product_count = product_count
        row.recommendable_count = recommendable_count
        row.order_count = order_count
        row.build_seconds = time.monotonic() - started
        row.last_error = ""
        _save_with_blob(row, blob)
        IndexedProduct.objects.filter(site_id=site_id, product__enabled=False).delete()
    # After the block: committed when called outside a transaction (the task always is).
    try:
        cache.set(version_key(site_id), row.version, None)
    except RedisError:  # readers find the version in the database once the key is gone
        delete_when_reachable([version_key(site_id)])
    logger.info(
        "recommendation index of site %s: %d products in %.2fs",
        site_id,
        product_count,
        row.build_seconds,
    )
    return row


def _save_with_blob(row: RecsIndex, blob: bytes) -> None:
    """Saves ``row`` with ``blob`` (inside the caller's transaction).

    On PostgreSQL the blob travels as one binary parameter: Django's client-side binding
    would first write it into the SQL text as hex, several copies of a blob that is
    ~60 MB at 1,000,000 products (measured: +475 MB peak against +119 MB this way)."""
    fields = [
        "version",
        "built_at",
        "source_at",
        "product_count",
        "recommendable_count",
        "order_count",
        "build_seconds",
        "last_error",
    ]
    if connection.vendor != "postgresql":
        row.blob = blob
        row.save(update_fields=[*fields, "blob"])
        return
    row.save(update_fields=fields)
    connection.ensure_connection()
    with psycopg.Cursor(connection.connection) as cursor:  # server-side binding
        cursor.execute(
            f"UPDATE {RecsIndex._meta.db_table} SET blob = %b WHERE site_id = %s",
            [blob, row.site_id],
        )
    row.blob = blob


_ROW_FIELDS = (
    "fine_category",
    "slot",
    "audience",
    "colour_family",
    "occasion",
    "season",
    "target_type",
    "payload",
    "digest",
)


def _store_indexed_products(
    site_id: uuid.UUID | str, records: list[ProductRecord], prepared: list[Prepared]
) -> None:
    """Writes the chunk's rows that changed since the last build (compared by digest: a
    steady-state rebuild touches a handful of rows; the first inserts all)."""
    rows = []
    for record, (item, category) in zip(records, prepared, strict=True):
        values = {
            "fine_category": category.fine,
            "slot": category.slot,
            "audience": category.kids_gender or category.audience,
            "colour_family": category.colour_family or "",
            "occasion": category.occasion or "",
            "season": category.season or "",
            "target_type": item["target_type"] if item is not None else "",
            "payload": item,
        }
        values["digest"] = hashlib.blake2b(
            orjson.dumps(values, option=orjson.OPT_SORT_KEYS), digest_size=16
        ).hexdigest()
        rows.append((record.pk, values))
    existing = dict(
        IndexedProduct.objects.filter(product_id__in=[pk for pk, _v in rows]).values_list(
            "product_id", "digest"
        )
    )
    changed = [
        IndexedProduct(product_id=pk, site_id=site_id, **values)
        for pk, values in rows
        if existing.get(uuid.UUID(pk)) != values["digest"]
    ]
    IndexedProduct.objects.bulk_create(
        changed,
        batch_size=_ROW_BATCH,
        update_conflicts=True,
        unique_fields=["product"],
        update_fields=list(_ROW_FIELDS),
    )


def index_mark_dirty(*, site_id: uuid.UUID | str) -> None:
    """Records that the site's index is older than its data (the sweep's safety net)."""
    updated = RecsIndex.objects.filter(site_id=site_id).update(dirty_at=timezone.now())
    if not updated:
        RecsIndex.objects.get_or_create(site_id=site_id, defaults={"dirty_at": timezone.now()})


def schedule_index_rebuild(site_id: uuid.UUID | str) -> None:
    """Debounced rebuild; call after commit. In-process task execution builds at once."""
    index_mark_dirty(site_id=site_id)
    if settings.CELERY_TASK_ALWAYS_EAGER:
        queue_index_rebuild(site_id)
        return
    debounce = settings.RECS_INDEX_DEBOUNCE_SECONDS
    try:
        if not cache.add(_pending_key(site_id), 1, timeout=max(60, debounce * 10)):
            return  # a build is queued and will read this change
        last = cache.get(_last_build_key(site_id))
    except RedisError:  # Redis down: the periodic sweep rebuilds the index marked dirty
        logger.warning("could not queue index rebuild of site %s: redis down", site_id)
        return
    elapsed = time.time() - last if last else None
    countdown = 0 if elapsed is None or elapsed >= debounce else debounce - elapsed
    try:
        if outage.redis_marked_down():
            raise RedisError("broker unreachable (retrying shortly)")
        queue_index_rebuild(site_id, countdown=countdown)
    except Exception:  # broker down: the periodic sweep rebuilds dirty indexes
        logger.warning("could not queue index rebuild of site %s", site_id, exc_info=True)
        with contextlib.suppress(RedisError):  # else the flag expires
            cache.delete(_pending_key(site_id))


def index_rebuild_claimed(*, site_id: str) -> RecsIndex:
    """What the task runs: release the pending flag first, so later changes queue again."""
    with contextlib.suppress(RedisError):  # Redis down: the flags expire by themselves
        cache.delete(_pending_key(site_id))
        cache.set(_last_build_key(site_id), time.time(), timeout=3600)
    return index_rebuild(site_id=site_id)


def stale_index_site_ids() -> list[str]:
    """Sites whose data changed after their index was read (lost or failed builds, and
    carts observed since the last build)."""
    grace = timezone.now() - timedelta(seconds=settings.RECS_INDEX_DEBOUNCE_SECONDS * 2 + 30)
    new_carts = ObservedCart.objects.filter(
        site_id=OuterRef("site_id"), seen_at__gt=OuterRef("source_at")
    )
    stale = RecsIndex.objects.filter(
        Q(source_at__isnull=True, dirty_at__lt=grace)
        | Q(dirty_at__gt=F("source_at"), dirty_at__lt=grace)
        | Exists(new_carts)
    )
    return [str(site_id) for site_id in stale.values_list("site_id", flat=True)]
