"""Celery tasks of the reviews app: thin wrappers around services, safe to run twice."""

from __future__ import annotations

from celery import current_app, shared_task
from django.db import DatabaseError

from reviews.models import ReviewVersion
from reviews.queue import queue_backfill_step
from reviews.services.backfill import backfill_step
from reviews.services.digests import digests_rebuild
from reviews.services.extraction import versions_extract
from reviews.services.sweep import reviews_sweep

_RETRY = {
    "acks_late": True,
    "autoretry_for": (DatabaseError,),
    "max_retries": 3,
    "retry_backoff": True,
}


@shared_task(name="reviews.extract_versions", **_RETRY)
def extract_versions(version_ids: list[int]) -> int:
    """Extracts fit evidence of these review versions, then rebuilds their products'
    digests (all of them, not only those extracted now: a retry after a failed rebuild
    finds the versions already done). Returns how many digests changed."""
    versions_extract(version_ids=version_ids)
    products = ReviewVersion.objects.filter(pk__in=version_ids).values_list(
        "review__product_id", flat=True
    )
    return sum(digests_rebuild(product_pk=pk) for pk in sorted(set(map(str, products))))


@shared_task(name="reviews.rebuild_digests", **_RETRY)
def rebuild_digests(product_pk: str) -> bool:
    return digests_rebuild(product_pk=product_pk)


@shared_task(name="reviews.backfill_extraction", **_RETRY)
def backfill_extraction(after_review_id: int = 0) -> int | None:
    """One step of the re-extraction after an extractor version bump: publishes the next
    page's extraction, then the next step behind it. Returns the cursor (None at the end)."""
    cursor = backfill_step(after_review_id=after_review_id)
    if current_app.conf.task_always_eager:
        # In-process tasks (``make run`` without Redis, unit tests): a loop, not a
        # recursion one level deep per page.
        while cursor is not None:
            cursor = backfill_step(after_review_id=cursor)
    elif cursor is not None:
        queue_backfill_step(cursor)
    return cursor


@shared_task(name="reviews.sweep", acks_late=True, max_retries=0)
def sweep() -> dict[str, int]:
    """Beat entry: re-queues extraction missing after a broker outage, stale digests, and
    starts or resumes the backfill after an extractor version bump."""
    return reviews_sweep()
