"""Catalog change notifications (created in the ``recs`` branch; catalog writes call it).

Writers call ``catalog_changed`` from ``transaction.on_commit`` after every change to a
site's products (write, CSV import, enable/disable, variant or product delete).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable


def catalog_changed(site_id: uuid.UUID | str, product_pks: Iterable[object]) -> None:
    """Schedules a debounced rebuild of the site's recommendation index."""
    from recommendations.events import recommendations_data_changed

    recommendations_data_changed(site_id, product_pks)
