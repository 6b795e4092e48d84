"""One log event and one outcome count per Celery task run, in worker processes and for
in-process (eager) runs alike; the request id of the request that queued a task travels
with it in a message header, so a task's lines can be found from the request's."""

from __future__ import annotations

import contextvars
import logging
import time
from typing import Any

from celery.signals import before_task_publish, task_postrun, task_prerun

from common.logging import request_id_var
from observability.metrics import record_task_outcome

HEADER = "request_id"
logger = logging.getLogger("observability.tasks")
# task id -> (start time, request-id token to reset or None)
_running: dict[str, tuple[float, contextvars.Token | None]] = {}


def _add_request_id(headers: dict[str, Any] | None = None, **_: Any) -> None:
    request_id = request_id_var.get()
    if headers is not None and request_id != "-":
        headers.setdefault(HEADER, request_id)


def _started(task_id: str | None = None, task: Any = None, **_: Any) -> None:
    token = None
    request_id = getattr(getattr(task, "request", None), HEADER, None)
    if request_id and request_id_var.get() == "-":
        token = request_id_var.set(request_id)
    _running[task_id] = (time.perf_counter(), token)


def _finished(
    task_id: str | None = None, task: Any = None, state: str | None = None, **_: Any
) -> None:
    started, token = _running.pop(task_id, (None, None))
    # No state: the task raised and the error propagates to an in-process caller
    # (CELERY_TASK_EAGER_PROPAGATES); a worker reports FAILURE itself.
    outcome = (state or "failure").lower()
    name = getattr(task, "name", "unknown")
    record_task_outcome(name, outcome)
    logger.log(
        logging.ERROR if outcome == "failure" else logging.INFO,
        "task",
        extra={
            "task_name": name,
            "task_id": task_id,
            "outcome": outcome,
            "duration_ms": None
            if started is None
            else round((time.perf_counter() - started) * 1000, 3),
        },
    )
    if token is not None:
        request_id_var.reset(token)


def connect() -> None:
    before_task_publish.connect(_add_request_id, weak=False, dispatch_uid="obs-publish")
    task_prerun.connect(_started, weak=False, dispatch_uid="obs-prerun")
    task_postrun.connect(_finished, weak=False, dispatch_uid="obs-postrun")
