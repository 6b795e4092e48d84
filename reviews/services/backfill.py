"""Re-extraction of stored reviews after an ``EXTRACTOR_VERSION`` bump (the backfill).

A chain of ``reviews.backfill_extraction`` tasks walks the reviews in primary-key order
(keyset pages of ``PAGE`` reviews, no OFFSET, no long transaction). Each step publishes the
page's outdated current versions as ordinary ``reviews.extract_versions`` tasks of ``CHUNK``
versions (they extract, write ``read_record`` back and rebuild the touched products'
digests), then publishes the next step *behind* them: the queue holds about one page at a
time, so a sync's own extraction waits behind at most one page, and storefront reads (which
read ``read_record`` and digests as stored) never wait on the backfill.

Safe to run twice and to stop anywhere: the extraction task claims only versions that still
need it, so a page published twice is extracted once. Progress is a cursor in the cache
(``cursor_key``) and a lease (``lease_key``) refreshed by each step; the periodic sweep
starts the chain when outdated versions exist and no step has run within ``LEASE_SECONDS``
(after a deploy, or when a worker died or the broker lost the chain), resuming from the
cursor. When the walk reaches the end the cursor is cleared; versions still outdated then
(their tasks lost) are found by the next walk.
"""

from __future__ import annotations

from django.core.cache import cache
from django.db import connection
from django.db.models import Q

from reviews.extraction import EXTRACTOR_VERSION
from reviews.models import FitDigest, Review, ReviewVersion
from reviews.queue import queue_backfill_step, queue_extraction

# Reviews read per step: one indexed range read of ids and current versions (~16 bytes a
# row). Five extraction tasks of 100 per step keep the queue short and each task's
# transaction (and its product locks) well under a second.
PAGE = 500
CHUNK = 100
# A chain step that has not run for this long is taken for lost and restarted by the sweep.
LEASE_SECONDS = 300


def lease_key(version: str = EXTRACTOR_VERSION) -> str:
    return f"reviews:backfill:lease:{version}"


def cursor_key(version: str = EXTRACTOR_VERSION) -> str:
    return f"reviews:backfill:cursor:{version}"


def outdated_current_versions() -> Q:
    """Review filter: the current version was extracted by another extractor version."""
    return Q(current_version__extraction_status=ReviewVersion.Extraction.DONE) & ~Q(
        current_version__extractor_version=EXTRACTOR_VERSION
    )


def backfill_needed() -> bool:
    return (
        ReviewVersion.objects.filter(extraction_status=ReviewVersion.Extraction.DONE)
        .exclude(extractor_version=EXTRACTOR_VERSION)
        .filter(pk__in=Review.objects.values("current_version_id"))
        .exists()
    )


def backfill_step(*, after_review_id: int) -> int | None:
    """Publishes extraction of the next page of outdated reviews after ``after_review_id``;
    returns the cursor for the next step, or None when the walk is complete."""
    rows = list(
        Review.objects.filter(pk__gt=after_review_id)
        .filter(outdated_current_versions())
        .order_by("pk")
        .values_list("pk", "current_version_id")[:PAGE]
    )
    if not rows:
        cache.delete_many([cursor_key(), lease_key()])
        return None
    version_ids = [version_id for _, version_id in rows]
    for start in range(0, len(version_ids), CHUNK):
        if not queue_extraction(version_ids[start : start + CHUNK]):
            return None  # broker down: the sweep resumes from the stored cursor
    cursor = rows[-1][0]
    cache.set(cursor_key(), cursor, timeout=None)
    cache.set(lease_key(), cursor, timeout=LEASE_SECONDS)
    return cursor


def backfill_start(*, force: bool = False) -> bool:
    """Starts (or resumes) the chain unless a step ran within ``LEASE_SECONDS``; True when
    a step was published. ``force`` starts regardless of the lease (a command after a
    deploy)."""
    if not backfill_needed():
        return False
    cursor = cache.get(cursor_key()) or 0
    if not force and not cache.add(lease_key(), cursor, timeout=LEASE_SECONDS):
        return False
    return queue_backfill_step(int(cursor))


def backfill_status() -> dict[str, int]:
    """Outdated current versions and products whose digests miss a later extraction."""
    outdated = Review.objects.filter(outdated_current_versions()).count()
    return {"outdated_reviews": outdated, "products_with_stale_digests": stale_digest_count()}


def stale_digest_count() -> int:
    """Products with an analyzed active review extracted after the product digest was built
    (or with no product digest, or a digest flagged stale): digests not yet current."""
    review, version, digest = (
        Review._meta.db_table,
        ReviewVersion._meta.db_table,
        FitDigest._meta.db_table,
    )
    with connection.cursor() as cursor:
        cursor.execute(
            f"""
            SELECT count(DISTINCT r.product_id)
            FROM {review} r
            JOIN {version} v ON v.id = r.current_version_id
            LEFT JOIN {digest} d
              ON d.product_id = r.product_id AND d.scope = %s AND d.payload IS NOT NULL
            WHERE r.status = %s AND v.extraction_status = %s
              AND (d.id IS NULL OR d.stale OR v.extracted_at > d.built_at)
            """,
            [FitDigest.Scope.PRODUCT, Review.Status.ACTIVE, ReviewVersion.Extraction.DONE],
        )
        return cursor.fetchone()[0]
