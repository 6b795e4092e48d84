"""The catalog's outgoing hook: sent after every committed catalog change.

``catalog_changed`` runs in ``transaction.on_commit`` after product writes, CSV imports,
enable/disable and deletes, and sends ``catalog_change_committed``. Apps that derive data
from the catalog connect a receiver in their ``AppConfig.ready`` (the recommendations
app schedules a debounced rebuild of the site's index, the reviews app rebuilds fit
digests that name a deleted variant), so the catalog imports none of them. Receivers run
after the commit, outside the transaction: keep them cheap. Each is best effort: one that
fails is logged, the others still run, and the write keeps its 2xx, since what it wrote is
committed (decisions.md 1).
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Collection

from django.dispatch import Signal

logger = logging.getLogger(__name__)

# Sent with ``site_id`` and ``product_pks`` (created, changed or deleted products).
catalog_change_committed = Signal()


def catalog_changed(site_id: uuid.UUID | str, product_pks: Collection[uuid.UUID | str]) -> None:
    """Products ``product_pks`` of site ``site_id`` were created, changed or deleted."""
    answers = catalog_change_committed.send_robust(
        sender=None, site_id=site_id, product_pks=product_pks
    )
    for receiver, answer in answers:
        if isinstance(answer, Exception):
            logger.error(
                "catalog change receiver %s failed for site %s",
                getattr(receiver, "__qualname__", receiver),
                site_id,
                exc_info=answer,
            )
