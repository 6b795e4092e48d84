"""Index rebuild tasks: thin, idempotent (a rebuild twice stores the same index)."""

from __future__ import annotations

import logging

from celery import shared_task
from django.utils import timezone

from recommendations.models import RecsIndex
from recommendations.services.index import index_rebuild_claimed, stale_index_site_ids
from tenancy.models import Site

logger = logging.getLogger(__name__)


@shared_task(
    name="recommendations.rebuild_index",
    acks_late=True,
    autoretry_for=(Exception,),
    max_retries=3,
    retry_backoff=5,
)
def rebuild_index(site_id: str) -> None:
    if not Site.objects.filter(pk=site_id).exists():
        return
    try:
        index_rebuild_claimed(site_id=site_id)
    except Exception as exc:
        RecsIndex.objects.filter(site_id=site_id).update(
            last_error=f"{timezone.now().isoformat()}: {exc!r}"[:2000]
        )
        raise


@shared_task(name="recommendations.sweep_stale_indexes", acks_late=True, max_retries=0)
def sweep_stale_indexes() -> None:
    """Safety net for rebuilds that were never queued (broker down) or failed for good."""
    for site_id in stale_index_site_ids():
        rebuild_index.delay(site_id)
