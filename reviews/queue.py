"""Publishing tasks from writes without letting a broker outage fail the write.

Called from ``transaction.on_commit``. A publish error is logged and dropped: every task
the reviews app publishes is also found by the periodic sweep (``reviews.sweep``), which
re-queues versions whose extraction is missing and digests marked stale.
"""

from __future__ import annotations

import logging
from typing import Any

from celery import Task
from kombu.exceptions import KombuError

from common import outage

logger = logging.getLogger("reviews.queue")


def publish(task: Task, *args: Any) -> bool:
    """``task.delay(*args)``; False (logged) when the broker cannot be reached."""
    try:
        if outage.redis_marked_down():  # the broker is that Redis: do not wait on it again
            raise OSError("broker unreachable (retrying shortly)")
        task.delay(*args)
    except (KombuError, OSError) as exc:
        logger.warning("could not publish %s (the sweep will re-queue it): %s", task.name, exc)
        return False
    except Exception:  # anything else must not fail the write that already committed
        logger.exception("publishing %s failed (the sweep will re-queue it)", task.name)
        return False
    return True


# --- the reviews app's tasks, published from one place --------------------------------
# Services call these (mostly in ``transaction.on_commit``); only this module imports
# ``reviews.tasks`` (lazily: the tasks import the services), so tasks and services never
# import each other.


def queue_extraction(version_ids: list[int]) -> bool:
    """Extraction of these review versions (and their digests' rebuild)."""
    from reviews.tasks import extract_versions

    return publish(extract_versions, list(version_ids))


def queue_digest_rebuild(product_pk: str) -> bool:
    from reviews.tasks import rebuild_digests

    return publish(rebuild_digests, str(product_pk))


def queue_backfill_step(after_review_id: int) -> bool:
    """The next step of the re-extraction after an extractor version bump."""
    from reviews.tasks import backfill_extraction

    return publish(backfill_extraction, int(after_review_id))
