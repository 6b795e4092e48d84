"""The periodic sweep: nothing queued while the broker was down is lost.

Re-queues current versions of active reviews whose extraction is missing (pending for
longer than the grace period, or failed under the attempt cap), rebuilds digests marked
stale by a sync whose rebuild was never run, and starts or resumes the backfill of reviews
extracted by an older extractor version (``reviews.services.backfill``).
"""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.db.models import F
from django.utils import timezone

from reviews.models import FitDigest, Review, ReviewVersion
from reviews.queue import queue_digest_rebuild, queue_extraction
from reviews.services.backfill import backfill_start
from reviews.services.extraction import missing_extraction

# One task per chunk: big enough to amortize a publish, small enough to spread over workers.
CHUNK = 100


def reviews_sweep(*, grace_seconds: int | None = None, limit: int = 5000) -> dict[str, int]:
    """Publishes the missing work; returns how many versions and products were queued and
    whether a backfill step was published."""
    grace = settings.REVIEWS_SWEEP_GRACE_SECONDS if grace_seconds is None else grace_seconds
    cutoff = timezone.now() - timedelta(seconds=grace)
    version_ids = list(
        ReviewVersion.objects.filter(missing_extraction())
        .filter(
            created_at__lte=cutoff,
            review__status=Review.Status.ACTIVE,
            review__current_version=F("pk"),
        )
        .order_by("created_at")
        .values_list("pk", flat=True)[:limit]
    )
    queued = 0
    for start in range(0, len(version_ids), CHUNK):
        chunk = version_ids[start : start + CHUNK]
        if not queue_extraction(chunk):
            break
        queued += len(chunk)
    stale = list(
        FitDigest.objects.filter(stale=True).values_list("product_id", flat=True).distinct()
    )
    rebuilt = 0
    for product_pk in stale:
        if not queue_digest_rebuild(str(product_pk)):
            break
        rebuilt += 1
    backfill = int(backfill_start())
    return {"versions": queued, "products": rebuilt, "backfill": backfill}
