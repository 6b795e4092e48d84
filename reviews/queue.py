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

logger = logging.getLogger("reviews.queue")


def publish(task: Task, *args: Any) -> bool:
    """``task.delay(*args)``; False (logged) when the broker cannot be reached."""
    try:
        task.delay(*args)
    except (KombuError, OSError) as exc:
        logger.warning("could not publish %s (the sweep will re-queue it): %s", task.name, exc)
        return False
    except Exception:  # anything else must not fail the write that already committed
        logger.exception("publishing %s failed (the sweep will re-queue it)", task.name)
        return False
    return True
