"""Publishing the recommendations app's tasks, from one place.

Services and the admin call these; only this module imports ``recommendations.tasks``
(lazily: the tasks import the services), so tasks and services never import each other.
"""

from __future__ import annotations

import uuid


def queue_index_rebuild(site_id: uuid.UUID | str, *, countdown: float | None = None) -> None:
    """A rebuild of the site's recommendation index (after ``countdown`` seconds). Raises
    when the broker cannot be reached: callers decide (the sweep rebuilds dirty indexes)."""
    from recommendations.tasks import rebuild_index

    if countdown is None:
        rebuild_index.delay(str(site_id))
    else:
        rebuild_index.apply_async((str(site_id),), countdown=countdown)
