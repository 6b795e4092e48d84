"""Receivers of other apps' change hooks (connected in ``reviews/apps.py``)."""

from __future__ import annotations

import uuid
from collections.abc import Collection
from typing import Any

from reviews.models import FitDigest
from reviews.queue import queue_digest_rebuild
from reviews.services.digests import variant_digests_outdated


def catalog_change_received(
    sender: Any, *, product_pks: Collection[uuid.UUID | str], **kwargs: Any
) -> None:
    """``catalog.events.catalog_change_committed`` (after commit): products whose variant
    digests name a variant that is gone get their digests rebuilt. They are flagged stale
    first, so the periodic sweep rebuilds them if the publish is lost."""
    outdated = variant_digests_outdated(product_pks)
    if not outdated:
        return
    FitDigest.objects.filter(product_id__in=outdated).update(stale=True)
    for product_pk in outdated:
        queue_digest_rebuild(str(product_pk))
