"""A start with nothing configured (the README's `make run`) prints no warnings."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.servers import ROOT

UNSET = ("DATABASE_URL", "REDIS_URL", "CELERY_BROKER_URL", "CELERY_TASK_ALWAYS_EAGER")


def _run_embedded(*args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in UNSET}
    env["DJANGO_SETTINGS_MODULE"] = "config.settings"
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )


def test_system_checks_on_the_embedded_sqlite_default_are_clean():
    result = _run_embedded("manage.py", "check", "--database", "default")
    assert result.returncode == 0, result.stderr
    assert "no issues" in result.stdout
    assert "W040" not in result.stdout + result.stderr


def test_in_process_tasks_borrow_a_producer_without_kombu_warnings():
    """Eager ``apply_async`` takes a producer from the broker pool: the in-memory broker
    must name a host, or kombu warns "No hostname was supplied" on every start."""
    code = (
        "import django; django.setup()\n"
        "from config.celery import app\n"
        "assert app.conf.task_always_eager\n"
        "with app.producer_or_acquire() as producer: producer.connection.connect()\n"
    )
    result = _run_embedded("-c", code)
    assert result.returncode == 0, result.stderr
    assert "hostname" not in result.stderr.lower(), result.stderr
    assert "warning" not in result.stderr.lower(), result.stderr
