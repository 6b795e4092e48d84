"""Periodic delivery of the cache-invalidation outbox (``common.revisions``)."""

from __future__ import annotations

from celery import shared_task

from common.revisions import deliver_pending


@shared_task(name="common.deliver_invalidations", acks_late=True, max_retries=0)
def deliver_invalidations() -> int:
    """Beat entry: invalidations deferred while Redis was down; returns rows left."""
    return deliver_pending(limit=5000)
