"""What ``GET /metrics`` exposes (decisions.md section 8), in Prometheus text format.

Two kinds of figures:

- **Recorded as they happen**, by the process that sees them: request latency by route,
  method and status (``RequestMetricsMiddleware``). Under gunicorn each worker process
  writes its values to a memory-mapped file in ``PROMETHEUS_MULTIPROC_DIR`` (set by
  ``config/gunicorn.conf.py``) and a scrape, answered by any one worker, adds them up
  (prometheus-client's multiprocess mode). An observation costs a few microseconds.
- **Read at scrape time**, so they are right whichever process or container produced
  them: Celery queue depth (``LLEN`` on the broker), task outcomes (counted in Redis by
  whichever worker ran the task; without Redis, tasks run in the web processes and are
  counted like requests), the extraction backlog and each site's recommendation index
  age (database queries). A part that cannot be read (database or Redis down) is left
  out and ``fitservice_metrics_part_up{part=...}`` says so: a scrape never fails.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator
from functools import cache
from typing import Any

from django.conf import settings
from django.core.cache import cache as django_cache
from django.db.models import Count, F
from django.utils import timezone
from prometheus_client import (
    REGISTRY,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
)
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily
from prometheus_client.exposition import CONTENT_TYPE_PLAIN_0_0_4
from prometheus_client.multiprocess import MultiProcessCollector
from prometheus_client.registry import Collector

logger = logging.getLogger("observability.metrics")

# Every Prometheus version reads text format 0.0.4 (our names need none of 1.0.0's escaping).
CONTENT_TYPE = CONTENT_TYPE_PLAIN_0_0_4

REQUEST_SECONDS = Histogram(
    "fitservice_http_request_duration_seconds",
    "Time from the request reaching Django to its response, by route pattern and status.",
    ["route", "method", "status"],
    buckets=(0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0),
)
_TASKS_HASH = "metrics:celery_tasks"
_TASKS_HELP = "Celery task runs by task name and outcome (success, failure, retry)."


@cache
def _local_tasks() -> Counter:
    """Task outcomes without Redis (tasks then run in the web processes, which record them
    like requests). With Redis they are counted in a hash that every worker and web
    process shares (``record_task_outcome``), so this counter never exists there."""
    return Counter("fitservice_celery_tasks", _TASKS_HELP, ["task", "outcome"])


_request_children: dict[tuple[str, str, int], Any] = {}
# Any other method a client sends is "other": labels must stay few.
_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})


def observe_request(route: str, method: str, status: int, seconds: float) -> None:
    """About 5 us under gunicorn (multiprocess values); the labelled children are kept,
    which saves the 3 us ``labels()`` costs."""
    if method not in _METHODS:
        method = "other"
    key = (route, method, status)
    child = _request_children.get(key)
    if child is None:
        child = _request_children[key] = REQUEST_SECONDS.labels(route, method, str(status))
    child.observe(seconds)


def record_task_outcome(task: str, outcome: str) -> None:
    """Count one finished task run. Never raises: a metric must not fail a task."""
    if not settings.REDIS_URL:
        _local_tasks().labels(task, outcome).inc()
        return
    try:
        _redis().hincrby(django_cache.make_key(_TASKS_HASH), f"{task}|{outcome}", 1)
    except Exception as exc:  # Redis down: the run is logged, only its count is lost
        logger.warning("task outcome not counted: %s", exc)


def _redis():
    return django_cache._cache.get_client(write=True)


@cache
def _broker():
    import redis

    return redis.Redis.from_url(
        settings.CELERY_BROKER_URL, socket_connect_timeout=1, socket_timeout=1
    )


class ScrapeTimeCollector(Collector):
    """Figures read when Prometheus scrapes (see the module docstring)."""

    def collect(self) -> Iterator:
        up = GaugeMetricFamily(
            "fitservice_metrics_part_up",
            "1 when this scrape could read the part's figures, 0 when it could not.",
            labels=["part"],
        )
        for part, read in (
            ("celery_queues", self._queues),
            ("celery_tasks", self._tasks),
            ("extraction_backlog", self._backlog),
            ("recommendation_index", self._index_age),
        ):
            try:
                families = list(read())
            except Exception as exc:
                logger.warning("metrics part %s unavailable: %s", part, exc)
                up.add_metric([part], 0)
                continue
            up.add_metric([part], 1)
            yield from families
        yield up

    def _queues(self) -> Iterator:
        if not settings.CELERY_BROKER_URL.startswith(("redis://", "rediss://")):
            return  # in-process tasks: there is no queue
        from config.celery import app

        family = GaugeMetricFamily(
            "fitservice_celery_queue_length",
            "Messages waiting in each Celery queue on the broker.",
            labels=["queue"],
        )
        names = set(app.amqp.queues) or {app.conf.task_default_queue}
        client = _broker()
        with client.pipeline(transaction=False) as pipe:
            for name in sorted(names):
                pipe.llen(name)
            lengths = pipe.execute()
        for name, length in zip(sorted(names), lengths, strict=True):
            family.add_metric([name], length)
        yield family

    def _tasks(self) -> Iterator:
        if not settings.REDIS_URL:
            return  # counted by ``_local_tasks()`` in the web processes
        family = CounterMetricFamily(
            "fitservice_celery_tasks", _TASKS_HELP, labels=["task", "outcome"]
        )
        counts = _redis().hgetall(django_cache.make_key(_TASKS_HASH))
        for field, value in sorted(counts.items()):
            task, _, outcome = field.decode().rpartition("|")
            family.add_metric([task, outcome], int(value))
        yield family

    def _backlog(self) -> Iterator:
        from reviews.models import Review, ReviewVersion
        from reviews.services.extraction import needs_extraction

        family = GaugeMetricFamily(
            "fitservice_extraction_backlog",
            "Current versions of active reviews whose fit extraction is still to do, by "
            "status (pending; failed under the attempt cap; done by an older extractor).",
            labels=["status"],
        )
        rows = (
            ReviewVersion.objects.filter(needs_extraction())
            .filter(review__status=Review.Status.ACTIVE, review__current_version=F("pk"))
            .values("extraction_status")
            .annotate(n=Count("pk"))
        )
        counts = {status: 0 for status in ReviewVersion.Extraction.values}
        for row in rows:
            counts[row["extraction_status"]] = row["n"]
        for status, n in counts.items():
            family.add_metric([status], n)
        yield family

    def _index_age(self) -> Iterator:
        from recommendations.models import RecsIndex

        age = GaugeMetricFamily(
            "fitservice_recommendation_index_age_seconds",
            "Seconds since each site's recommendation index was last built.",
            labels=["site_id", "account"],
        )
        dirty = GaugeMetricFamily(
            "fitservice_recommendation_index_stale",
            "1 when catalog or order changes wait for the site's next index build.",
            labels=["site_id", "account"],
        )
        now = timezone.now()
        rows = RecsIndex.objects.filter(built_at__isnull=False).values_list(
            "site_id", "site__account__name", "built_at", "source_at", "dirty_at"
        )
        for site_id, account, built_at, source_at, dirty_at in rows:
            labels = [str(site_id), account]
            age.add_metric(labels, (now - built_at).total_seconds())
            stale = dirty_at is not None and (source_at is None or dirty_at > source_at)
            dirty.add_metric(labels, int(stale))
        yield age
        yield dirty


def render() -> bytes:
    """The exposition text: this process's (or, under gunicorn, every worker's) recorded
    metrics, then the scrape-time ones."""
    multiproc_dir = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if multiproc_dir:
        recorded = CollectorRegistry()
        MultiProcessCollector(recorded, path=multiproc_dir)
    else:
        recorded = REGISTRY
    scraped = CollectorRegistry(auto_describe=False)
    scraped.register(ScrapeTimeCollector())
    return generate_latest(recorded) + generate_latest(scraped)
