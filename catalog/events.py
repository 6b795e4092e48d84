"""The catalog's outgoing hook: called after every committed catalog change.

``catalog_changed`` runs in ``transaction.on_commit`` after product writes, CSV imports,
enable/disable and deletes. The recommendations app makes it schedule a debounced rebuild
of the site's recommendation index; keep it cheap and free of network calls that could
fail the request (it runs after the commit, outside the transaction).
"""

from __future__ import annotations

import uuid
from collections.abc import Collection


def catalog_changed(site_id: uuid.UUID | str, product_pks: Collection[uuid.UUID | str]) -> None:
    """Products ``product_pks`` of site ``site_id`` were created, changed or deleted."""
    from recommendations.events import recommendations_data_changed

    recommendations_data_changed(site_id, product_pks)
