"""What other apps call when data the recommendation index reads has changed."""

from __future__ import annotations

import uuid
from collections.abc import Iterable

from recommendations.services.index import schedule_index_rebuild


def recommendations_data_changed(
    site_id: uuid.UUID | str, product_pks: Iterable[object] = ()
) -> None:
    """Schedule a debounced rebuild of the site's index. Call after commit."""
    schedule_index_rebuild(site_id)
