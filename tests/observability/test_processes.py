"""Metrics and JSON logs of the real processes: gunicorn (2 workers, multiprocess
metrics, JSON access lines) and a Celery worker (task events carrying the request id)."""

from __future__ import annotations

import json
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.conf import settings
from prometheus_client.parser import text_string_to_metric_families

from config.celery import app
from reviews.models import ReviewVersion
from tests.reviews.conftest import sync_url
from tests.reviews.factories import ProductFactory, review_item
from tests.servers import ROOT, Gunicorn, service_env

TOKEN = "metrics-secret-0123456789"


def _get(url: str, headers: dict[str, str] | None = None):
    request = urllib.request.Request(url, headers=headers or {})
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.status, dict(response.headers), response.read()


def _readyz_count(base: str) -> float:
    _, _, body = _get(f"{base}/metrics", {"Authorization": f"Bearer {TOKEN}"})
    for family in text_string_to_metric_families(body.decode()):
        for sample in family.samples:
            if (
                sample.name == "fitservice_http_request_duration_seconds_count"
                and sample.labels["route"] == "readyz"
            ):
                return sample.value
    return 0.0


def _json_lines(path: Path) -> list[dict]:
    """Every log line, each one JSON object (Celery prints a warning when run as root and
    a shutdown notice outside logging: those lines do not start with ``{``)."""
    lines = [line for line in path.read_text().splitlines() if line.startswith("{")]
    return [json.loads(line) for line in lines]


@pytest.mark.server
@pytest.mark.django_db(transaction=True)
def test_gunicorn_sums_every_workers_metrics_and_logs_json_access_lines(tmp_path):
    access = tmp_path / "access.log"
    server = Gunicorn(METRICS_TOKEN=TOKEN, GUNICORN_CMD_ARGS=f"--access-logfile {access}")
    try:
        request_ids = set()
        for _ in range(20):  # one connection each: the two workers share them
            status, headers, _ = _get(f"{server.url}/readyz")  # /healthz: start-up polls
            assert status == 200
            request_ids.add(headers["X-Request-ID"])
        # Every scrape, whichever worker answers it, counts all 20.
        assert {_readyz_count(server.url) for _ in range(4)} == {20.0}
    finally:
        server.stop()
    events = [e for e in _json_lines(access) if e.get("route") == "readyz"]
    assert {e["request_id"] for e in events} == request_ids
    for event in events:
        assert event["status"] == 200
        assert event["method"] == "GET" and event["path"] == "/readyz"
        assert isinstance(event["duration_ms"], float)
        assert event["logger"] == "gunicorn.access" and event["timestamp"]


@pytest.fixture
def worker_log(tmp_path) -> Iterator[Path]:
    """A real Celery worker consuming from the test Redis; its output in a file."""
    if not settings.REDIS_URL:
        pytest.skip("needs REDIS_URL (a Redis broker)")
    eager = app.conf.task_always_eager
    app.conf.task_always_eager = False
    app.control.purge()
    log = tmp_path / "worker.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "config", "--quiet", "worker", "--pool", "solo"],
            cwd=ROOT,
            env=service_env(),
            stdout=out,
            stderr=subprocess.STDOUT,
        )
        try:
            yield log
        finally:
            app.conf.task_always_eager = eager
            process.terminate()
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_worker_logs_json_task_events_with_the_request_id_and_counts_outcomes(
    worker_log, api, site, settings
):
    settings.METRICS_TOKEN = TOKEN
    product = ProductFactory(site=site)
    body = {"event_id": "obs-1", "provider": "p", "reviews": [review_item(body="Runs small.")]}
    response = api.post(sync_url(site, product), body, headers={"X-Request-ID": "sync-req-0001"})
    assert response.status_code == 200
    deadline = time.monotonic() + 60
    done = ReviewVersion.objects.filter(extraction_status=ReviewVersion.Extraction.DONE)
    while time.monotonic() < deadline and not done.exists():
        time.sleep(0.2)
    assert done.exists(), "the worker did not extract the review"
    time.sleep(0.5)  # the task's closing log line
    events = _json_lines(worker_log)
    tasks = [e for e in events if e.get("message") == "task"]
    extraction = [e for e in tasks if e["task_name"] == "reviews.extract_versions"]
    assert extraction and extraction[0]["outcome"] == "success"
    assert extraction[0]["request_id"] == "sync-req-0001"
    assert extraction[0]["task_id"]
    metrics = api.get("/metrics", headers={"Authorization": f"Bearer {TOKEN}"})
    assert (
        'fitservice_celery_tasks_total{outcome="success",task="reviews.extract_versions"}'
        in metrics.content.decode()
    )
