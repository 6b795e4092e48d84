"""Receivers of other apps' change hooks (connected in ``recommendations/apps.py``)."""

from __future__ import annotations

import uuid
from typing import Any

from recommendations.services.index import schedule_index_rebuild


def catalog_change_received(sender: Any, *, site_id: uuid.UUID | str, **kwargs: Any) -> None:
    """``catalog.events.catalog_change_committed``: schedule a debounced rebuild of the
    site's index (after commit)."""
    schedule_index_rebuild(site_id)
