"""Fit-evidence extraction of review versions (run by the ``reviews.extract_versions`` task).

Idempotent and safe to run twice or concurrently: a version is claimed with
``SELECT ... FOR NO KEY UPDATE SKIP LOCKED`` *and* only while it still needs extraction
(pending, failed under the attempt cap, or done by an older extractor). A second run finds
nothing to claim and changes nothing.
"""

from __future__ import annotations

import functools
import logging
import uuid
from collections.abc import Iterable

from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from catalog.lock_objects import product_pks_lock
from catalog.services.bulk_sql import SqlBatch
from common.revisions import bump_after_commit
from reviews.extraction import EXTRACTOR_VERSION, extract_fit
from reviews.models import Review, ReviewVersion
from reviews.queue import queue_extraction
from reviews.records import has_fit_content, read_record

logger = logging.getLogger("reviews.extraction")


def missing_extraction() -> Q:
    """Versions with no fit evidence yet: pending, or failed under the attempt cap."""
    status = ReviewVersion.Extraction
    return Q(extraction_status=status.PENDING) | Q(
        extraction_status=status.FAILED,
        extraction_attempts__lt=settings.REVIEWS_EXTRACTION_MAX_ATTEMPTS,
    )


def needs_extraction() -> Q:
    """Versions whose fit evidence is missing or was produced by another extractor version
    (re-extracted by the backfill, ``reviews.services.backfill``)."""
    status = ReviewVersion.Extraction
    return missing_extraction() | (
        Q(extraction_status=status.DONE) & ~Q(extractor_version=EXTRACTOR_VERSION)
    )


def versions_extract(*, version_ids: Iterable[int]) -> set[uuid.UUID]:
    """Extracts the given versions that still need it; returns the products touched.

    Writes each claimed version's signals and measurements and, for versions that are
    their review's current one, the review's ``read_record`` and ``has_fit_content``.
    A version whose extraction raises is recorded as failed (with the error); the sweep
    retries it until ``REVIEWS_EXTRACTION_MAX_ATTEMPTS``.
    """
    ids = list(version_ids)
    if not ids:
        return set()
    now = timezone.now()
    with transaction.atomic():
        claimed = list(
            ReviewVersion.objects.select_for_update(skip_locked=True, no_key=True, of=("self",))
            .filter(pk__in=ids)
            .filter(needs_extraction())
        )
        if not claimed:
            return set()
        done: dict[int, ReviewVersion] = {}
        for version in claimed:
            content = version.content or {}
            version.extraction_attempts += 1  # the row is locked: no lost increment
            version.extracted_at = now
            try:
                result = extract_fit(
                    content.get("title"), content.get("body"), content.get("language")
                )
            except Exception as exc:  # a bad rule must not block the other reviews
                logger.exception("fit extraction failed for review version %s", version.pk)
                version.extraction_status = ReviewVersion.Extraction.FAILED
                version.extraction_error = f"{type(exc).__name__}: {exc}"[:2000]
                continue
            version.extraction_status = ReviewVersion.Extraction.DONE
            version.extractor_version = EXTRACTOR_VERSION
            version.extracted_signals = list(result.fit_signals)
            version.extracted_measurements = list(result.measurements)
            version.extraction_error = None
            done[version.pk] = version
        writes = SqlBatch()
        writes.update(
            ReviewVersion,
            claimed,
            fields=[
                "extraction_status",
                "extractor_version",
                "extracted_signals",
                "extracted_measurements",
                "extraction_attempts",
                "extraction_error",
                "extracted_at",
            ],
        )
        writes.run()
        # The product locks serialize this write-back with syncs of the same reviews, so
        # ``read_record`` is built from the record the latest sync committed.
        product_pks = set(
            Review.objects.filter(pk__in={v.review_id for v in claimed}).values_list(
                "product_id", flat=True
            )
        )
        product_pks_lock(product_pks)
        reviews = list(
            Review.objects.filter(current_version_id__in=list(done)).only(
                "pk", "product_id", "record", "current_version_id"
            )
        )
        for review in reviews:
            version = done[review.current_version_id]
            review.read_record = read_record(
                review.record, version.extracted_signals, version.extracted_measurements
            )
            review.has_fit_content = has_fit_content(review.read_record)
            review.updated_at = now
        writes.update(Review, reviews, fields=["read_record", "has_fit_content", "updated_at"])
        writes.run()
        bump_after_commit("product", {review.product_id for review in reviews})
    return product_pks


def reviews_reextract(*, review_ids: Iterable[int]) -> int:
    """Marks the current versions of these reviews for extraction again and queues them
    after commit (admin action). Returns how many versions were queued."""
    with transaction.atomic():
        version_ids = list(
            Review.objects.filter(
                pk__in=list(review_ids), current_version__isnull=False
            ).values_list("current_version_id", flat=True)
        )
        ReviewVersion.objects.filter(pk__in=version_ids).update(
            extraction_status=ReviewVersion.Extraction.PENDING,
            extraction_attempts=0,
            extraction_error=None,
        )
        if version_ids:
            transaction.on_commit(functools.partial(queue_extraction, version_ids))
    return len(version_ids)
