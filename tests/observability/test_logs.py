"""JSON log events of requests and tasks (decisions.md section 8), in-process."""

from __future__ import annotations

import json
import logging

import pytest
from celery import shared_task

from common.logging import RequestIdFilter
from observability.logs import JsonFormatter
from reviews.tasks import sweep
from tests.client import ApiClient


@shared_task(name="tests.observability.boom")
def boom() -> None:
    raise RuntimeError("boom")


def line(record: logging.LogRecord) -> dict:
    """The record as the console handler writes it: exactly one JSON line."""
    RequestIdFilter().filter(record)
    text = JsonFormatter().format(record)
    assert "\n" not in text
    return json.loads(text)


def events(caplog, logger: str, message: str) -> list[dict]:
    return [line(r) for r in caplog.records if r.name == logger and r.getMessage() == message]


def test_every_request_logs_one_event_with_request_id_route_status_duration(caplog, db, site):
    caplog.set_level(logging.INFO)
    response = ApiClient().get(
        f"/vfr/manage/sites/{site.pk}", headers={"X-Request-ID": "req-12345678"}
    )
    assert response.status_code == 401
    (event,) = events(caplog, "observability.request", "request")
    assert event["request_id"] == "req-12345678" == response["X-Request-ID"]
    assert event["route"] == "site"
    assert event["status"] == 401
    assert event["method"] == "GET"
    assert event["path"] == f"/vfr/manage/sites/{site.pk}"
    assert isinstance(event["duration_ms"], float) and event["duration_ms"] >= 0
    assert event["level"] == "INFO" and event["timestamp"]


def test_lines_logged_during_a_request_carry_its_id(caplog, db):
    caplog.set_level(logging.INFO)
    response = ApiClient().get("/no/such/path")
    request_ids = {e["request_id"] for e in events(caplog, "observability.request", "request")}
    assert request_ids == {response["X-Request-ID"]}


def test_a_task_run_logs_its_name_id_and_outcome(caplog, db):
    caplog.set_level(logging.INFO)
    result = sweep.delay()
    (event,) = events(caplog, "observability.tasks", "task")
    assert event["task_name"] == "reviews.sweep"
    assert event["task_id"] == result.id
    assert event["outcome"] == "success"
    assert event["duration_ms"] >= 0


def test_a_failed_task_logs_outcome_failure_at_error_level(caplog, db, settings):
    caplog.set_level(logging.INFO)
    with pytest.raises(RuntimeError):
        boom.delay()
    (event,) = events(caplog, "observability.tasks", "task")
    assert (event["task_name"], event["outcome"], event["level"]) == (
        "tests.observability.boom",
        "failure",
        "ERROR",
    )
