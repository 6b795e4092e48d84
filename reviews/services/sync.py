"""Review sync (endpoint 4.2): complete current records, versions, snapshots, idempotency.

One sync is one transaction with a bounded number of queries whatever the batch size
(bulk reads and writes, no per-review round trips). It starts by inserting the
``ReviewSyncEvent`` row: a concurrent request with the same ``event_id`` blocks on the
unique index until this one commits, then replays its response instead of applying twice.
The product row is locked next (``catalog.lock_objects``), so syncs of one product are serialized
and the snapshot rule sees a consistent set. Extraction and digest rebuilds are queued
after commit; a broker outage is logged and recovered by the periodic sweep.
"""

from __future__ import annotations

import functools
from dataclasses import asdict, dataclass, field
from datetime import datetime
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import F, OuterRef, Subquery
from django.utils import timezone

from catalog.lock_objects import product_pk_lock
from catalog.models import Product, ProductOption, ProductVariant
from common.digests import canonical_numbers, json_digest
from common.errors import Conflict, NotFound
from common.revisions import bump_after_commit
from reviews.models import FitDigest, Review, ReviewSyncEvent, ReviewVersion
from reviews.queue import queue_digest_rebuild, queue_extraction
from reviews.records import has_fit_content, read_record, size_label_of, version_content
from reviews.schemas import ReviewBatch, ReviewItem, check_review_batch
from tenancy.models import Site

_REVIEW_WRITE_FIELDS = [
    "status",
    "snapshot_misses",
    "partition_key",
    "external_review_id",
    "external_id_scope",
    "permalink",
    "record",
    "read_record",
    "content_hash",
    "metadata_hash",
    "rating",
    "purchased_variant_id",
    "size_label",
    "size_signature",
    "has_fit_content",
    "sort_at",
    "updated_at",
]


# What a sync reads of existing reviews: no JSON (records and extracted evidence are only
# loaded for the reviews whose read record must be rebuilt without a new version).
_REVIEW_LOAD_FIELDS = [
    "site",
    "product",
    "provider",
    "identity_key",
    "status",
    "snapshot_misses",
    "partition_key",
    "content_hash",
    "metadata_hash",
    "first_seen_at",
    "current_version__number",
]


@dataclass
class SyncCounts:
    accepted_count: int = 0
    created_count: int = 0
    updated_count: int = 0
    versioned_count: int = 0
    deactivated_count: int = 0


def _fingerprint(product_id: str, batch: ReviewBatch) -> str:
    return json_digest(canonical_numbers({"product_id": product_id, **batch.canonical()}))


def _replayed(site: Site, event_id: str, fingerprint: str) -> dict[str, Any] | None:
    event = (
        ReviewSyncEvent.objects.filter(site=site, event_id=event_id)
        .only("fingerprint", "response")
        .first()
    )
    if event is None:
        return None
    if event.fingerprint != fingerprint:
        raise Conflict("event_id: already used with different data")
    return {**event.response, "replay": True}


def reviews_sync(*, site: Site, product: Product, data: dict[str, Any]) -> dict[str, Any]:
    """Applies one sync envelope (validated here) and returns the 4.2 response.

    Idempotent by ``event_id`` per site: a repeat returns the first response with
    ``replay: true``; the same id with a different envelope is 409.
    """
    batch = check_review_batch(data)
    fingerprint = _fingerprint(product.product_id, batch)
    replay = _replayed(site, batch.event_id, fingerprint)
    if replay is not None:
        return replay
    try:
        counts = _apply(site=site, product=product, batch=batch, fingerprint=fingerprint)
    except IntegrityError:
        # A concurrent request with the same event_id committed first.
        replay = _replayed(site, batch.event_id, fingerprint)
        if replay is None:
            raise
        return replay
    return {**asdict(counts), "replay": False}


@dataclass
class _Plan:
    """What one batch writes; filled by :func:`_plan_item`."""

    now: datetime
    size_keys: list[str]
    new_reviews: list[Review]
    changed_reviews: list[Review]
    versions: list[tuple[Review, ReviewVersion]]
    counts: SyncCounts
    deleted_pks: list[int] = field(default_factory=list)
    # Changed reviews keeping their current version: read_record needs its evidence.
    keep_evidence: list[Review] = field(default_factory=list)
    # True when the set of active reviews with extracted evidence may have changed without
    # a new version (deactivations, reactivations): the digests need a rebuild.
    digests_dirty: bool = False
    product_pk: Any = None

    @functools.cached_property
    def catalog(self) -> dict[tuple[str, Any], tuple[str | None, dict] | None]:
        """The product's variants by source id, SKU and option values (a key seen twice
        maps to None: ambiguous), read once, when a purchase is first matched."""
        index: dict[tuple[str, Any], tuple[str | None, dict] | None] = {}
        rows = ProductVariant.objects.filter(product_id=self.product_pk).values_list(
            "source_variant_id", "sku", "option_values"
        )
        for variant_id, sku, option_values in rows:
            variant = (variant_id, option_values or {})
            for key in (("id", variant_id), ("sku", sku), ("options", _options_key(option_values))):
                if key[1]:
                    index[key] = None if key in index else variant
        return index


def _options_key(option_values: Any) -> frozenset | None:
    if not isinstance(option_values, dict) or not option_values:
        return None
    return frozenset((str(k), str(v)) for k, v in option_values.items())


def _catalog_variant(plan: _Plan, purchased: dict[str, Any]) -> tuple[str | None, dict] | None:
    """The catalog variant a review's ``purchased_variant`` names, as (source variant id,
    option values): by ``source_variant_id``, else by a ``sku`` or exact ``option_values``
    that only one variant has. None when nothing matches (or the match is ambiguous)."""
    keys = [
        ("id", purchased.get("source_variant_id")),
        ("sku", purchased.get("sku")),
        ("options", _options_key(purchased.get("option_values"))),
    ]
    if not any(value for _, value in keys):
        return None
    catalog = plan.catalog
    for key in keys:
        if key[1] and catalog.get(key) is not None:
            return catalog[key]
    return None


def _apply(*, site: Site, product: Product, batch: ReviewBatch, fingerprint: str) -> SyncCounts:
    with transaction.atomic():
        event = ReviewSyncEvent.objects.create(
            site=site,
            event_id=batch.event_id,
            product_key=product.product_id,
            fingerprint=fingerprint,
            response={},
        )
        if not product_pk_lock(product.pk):
            raise NotFound("product not found")
        plan = _Plan(
            now=timezone.now(),
            size_keys=list(
                ProductOption.objects.filter(
                    product_id=product.pk, resolved_kind=ProductOption.Kind.SIZE
                ).values_list("key", flat=True)
            ),
            new_reviews=[],
            changed_reviews=[],
            versions=[],
            counts=SyncCounts(),
            product_pk=product.pk,
        )
        keys = [item.identity.key for item in batch.items]
        existing = {
            review.identity_key: review
            for review in Review.objects.filter(
                product_id=product.pk, provider=batch.provider, identity_key__in=keys
            )
            .select_related("current_version")
            .only(*_REVIEW_LOAD_FIELDS)
        }
        by_permalink = _deleted_by_permalink(product, batch, existing)
        for item in batch.items:
            review = existing.get(item.identity.key)
            if review is None and item.deleted:
                review = by_permalink.get(_permalink(item.record))
            _plan_item(plan, site, product, batch, item, review)
        _attach_extracted_evidence(plan)
        _write(plan)
        if batch.snapshot_complete:
            _apply_snapshot(plan, product, batch, keys)
        if plan.digests_dirty:
            _mark_digests_stale(product, plan.now)
        ReviewSyncEvent.objects.filter(pk=event.pk).update(
            response={**asdict(plan.counts), "replay": False}
        )
        _after_commit(plan, product)
    return plan.counts


def _permalink(record: dict[str, Any]) -> str:
    return (record.get("permalink") or "").strip()


def _deleted_by_permalink(
    product: Product, batch: ReviewBatch, existing: dict[str, Review]
) -> dict[str, Review]:
    """The not yet deleted reviews that a ``deleted: true`` item names by its permalink
    where its own identity finds none (interface 4.2: "send its stable ID or permalink"): a
    review stored under its ID is deleted by its permalink too."""
    wanted = {
        _permalink(item.record)
        for item in batch.items
        if item.deleted and item.identity.key not in existing and _permalink(item.record)
    }
    if not wanted:
        return {}
    found: dict[str, Review] = {}
    reviews = (
        Review.objects.filter(product_id=product.pk, provider=batch.provider, permalink__in=wanted)
        .exclude(status=Review.Status.DELETED)
        .select_related("current_version")
        .only(*_REVIEW_LOAD_FIELDS, "permalink")
        .order_by("first_seen_at", "pk")
    )
    for review in reviews:
        found.setdefault((review.permalink or "").strip(), review)
    return found


def _plan_item(
    plan: _Plan,
    site: Site,
    product: Product,
    batch: ReviewBatch,
    item: ReviewItem,
    review: Review | None,
) -> None:
    counts = plan.counts
    counts.accepted_count += 1
    if item.deleted:
        if review is not None and review.status != Review.Status.DELETED:
            if review.status == Review.Status.ACTIVE:
                counts.deactivated_count += 1
                plan.digests_dirty = True
            plan.deleted_pks.append(review.pk)
        return

    if review is None:
        review = Review(
            site=site,
            product_id=product.pk,
            provider=batch.provider,
            identity_key=item.identity.key,
            first_seen_at=plan.now,
        )
        counts.created_count += 1
        new_version = True
        plan.new_reviews.append(review)
    else:
        content_changed = review.content_hash != item.content_hash
        metadata_changed = review.metadata_hash != item.metadata_hash
        touched = (
            content_changed
            or metadata_changed
            or review.status != Review.Status.ACTIVE
            or review.partition_key != batch.partition_key
            or (batch.snapshot_complete and review.snapshot_misses)
        )
        if not touched:
            return  # unchanged: only accepted
        if review.status == Review.Status.DELETED:
            counts.created_count += 1  # deleted earlier, sent again
        else:
            counts.versioned_count += int(content_changed)
            counts.updated_count += int(metadata_changed or review.status == Review.Status.INACTIVE)
        new_version = content_changed
        if review.status != Review.Status.ACTIVE and not new_version:
            plan.digests_dirty = True  # back with its already extracted version
        plan.changed_reviews.append(review)

    record = item.record
    purchased = record.get("purchased_variant") or {}
    review.status = Review.Status.ACTIVE
    review.snapshot_misses = 0
    review.partition_key = batch.partition_key
    review.external_review_id = record.get("external_review_id")
    review.external_id_scope = record.get("external_id_scope")
    review.permalink = record.get("permalink")
    review.record = record
    review.content_hash = item.content_hash
    review.metadata_hash = item.metadata_hash
    review.rating = record.get("rating")
    # Narrowing by variant or size also finds reviews whose source named the purchase by
    # variant id, SKU or option values only: the rest is read from the catalog variant.
    catalog = _catalog_variant(plan, purchased)
    review.purchased_variant_id = purchased.get("source_variant_id") or (catalog and catalog[0])
    review.size_label = (
        size_label_of(purchased, plan.size_keys)
        or (catalog and size_label_of({"option_values": catalog[1]}, plan.size_keys))
        or None
    )
    review.size_signature = purchased.get("size_signature")
    review.sort_at = item.created_at or review.first_seen_at
    review.updated_at = plan.now
    review.read_record = read_record(record)
    review.has_fit_content = has_fit_content(review.read_record)
    if not new_version and review.current_version_id is not None:
        plan.keep_evidence.append(review)
    if new_version:
        number = review.current_version.number + 1 if review.current_version else 1
        version = ReviewVersion(
            number=number,
            content_hash=item.content_hash,
            content=version_content(record),
            created_at=plan.now,
        )
        plan.versions.append((review, version))


def _attach_extracted_evidence(plan: _Plan) -> None:
    """Adds the current version's extracted evidence to the rebuilt read records (one
    query, only when some changed review keeps its version)."""
    if not plan.keep_evidence:
        return
    evidence = {
        pk: (signals, measurements)
        for pk, signals, measurements in ReviewVersion.objects.filter(
            pk__in=[review.current_version_id for review in plan.keep_evidence],
            extraction_status=ReviewVersion.Extraction.DONE,
        ).values_list("pk", "extracted_signals", "extracted_measurements")
    }
    for review in plan.keep_evidence:
        if review.current_version_id in evidence:
            review.read_record = read_record(review.record, *evidence[review.current_version_id])
            review.has_fit_content = has_fit_content(review.read_record)


def _write(plan: _Plan) -> None:
    """Three or four statements for any batch size.

    ``bulk_update`` builds one CASE per field and row and costs seconds at 250 rows, so
    reviews are written with one upsert on their identity (INSERT ... ON CONFLICT DO
    UPDATE); after the versions are inserted, one UPDATE points each review with a new
    version at its latest one.
    """
    if plan.deleted_pks:
        Review.objects.filter(pk__in=plan.deleted_pks).update(
            status=Review.Status.DELETED, snapshot_misses=0, updated_at=plan.now
        )
    reviews = [*plan.new_reviews, *plan.changed_reviews]
    if reviews:
        _upsert(reviews, _REVIEW_WRITE_FIELDS)
    if plan.versions:
        for review, version in plan.versions:
            version.review_id = review.pk
        ReviewVersion.objects.bulk_create([version for _, version in plan.versions])
        latest = ReviewVersion.objects.filter(review=OuterRef("pk")).order_by("-number")
        Review.objects.filter(pk__in=[review.pk for review, _ in plan.versions]).update(
            current_version=Subquery(latest.values("pk")[:1])
        )
        for review, version in plan.versions:
            review.current_version = version


def _upsert(reviews: list[Review], fields: list[str]) -> None:
    Review.objects.bulk_create(
        reviews,
        update_conflicts=True,
        unique_fields=["product", "provider", "identity_key"],
        update_fields=fields,
    )


def _apply_snapshot(plan: _Plan, product: Product, batch: ReviewBatch, keys: list[str]) -> None:
    """Active reviews of this provider, product and partition missing from a complete
    snapshot get a miss; the second consecutive miss makes them inactive."""
    missing = Review.objects.filter(
        product_id=product.pk,
        provider=batch.provider,
        partition_key=batch.partition_key,
        status=Review.Status.ACTIVE,
    ).exclude(identity_key__in=keys)
    deactivated = missing.filter(snapshot_misses__gte=1).update(
        status=Review.Status.INACTIVE,
        snapshot_misses=F("snapshot_misses") + 1,
        updated_at=plan.now,
    )
    missing.filter(snapshot_misses=0).update(snapshot_misses=1)
    plan.counts.deactivated_count += deactivated
    plan.digests_dirty = plan.digests_dirty or deactivated > 0


def _mark_digests_stale(product: Product, now: datetime) -> None:
    """Flags the product's digests for a rebuild (the task queued after commit, or the
    sweep if that publish is lost). Without digest rows, a product-scope marker row with a
    null payload carries the flag; selectors treat it as no digest."""
    if not FitDigest.objects.filter(product_id=product.pk).update(stale=True):
        FitDigest.objects.bulk_create(
            [
                FitDigest(
                    product_id=product.pk,
                    scope=FitDigest.Scope.PRODUCT,
                    scope_key="",
                    revision_hash="",
                    payload=None,
                    built_at=now,
                    stale=True,
                )
            ],
            ignore_conflicts=True,
        )


def _after_commit(plan: _Plan, product: Product) -> None:
    version_ids = [version.pk for _, version in plan.versions]
    if version_ids:
        transaction.on_commit(functools.partial(queue_extraction, version_ids))
    if plan.digests_dirty:
        transaction.on_commit(functools.partial(queue_digest_rebuild, str(product.pk)))
    if plan.new_reviews or plan.changed_reviews or plan.deleted_pks or plan.digests_dirty:
        bump_after_commit("product", [product.pk])
