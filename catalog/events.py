"""The catalog's outgoing hook: sent after every committed catalog change.

``catalog_changed`` runs in ``transaction.on_commit`` after product writes, CSV imports,
enable/disable and deletes, and sends ``catalog_change_committed``. Apps that derive data
from the catalog connect a receiver in their ``AppConfig.ready`` (the recommendations
app schedules a debounced rebuild of the site's index), so the catalog imports none of
them. Receivers run after the commit, outside the transaction: keep them cheap and free
of network calls that could fail the request.
"""

from __future__ import annotations

import uuid
from collections.abc import Collection

from django.dispatch import Signal

# Sent with ``site_id`` and ``product_pks`` (created, changed or deleted products).
catalog_change_committed = Signal()


def catalog_changed(site_id: uuid.UUID | str, product_pks: Collection[uuid.UUID | str]) -> None:
    """Products ``product_pks`` of site ``site_id`` were created, changed or deleted."""
    catalog_change_committed.send(sender=None, site_id=site_id, product_pks=product_pks)
