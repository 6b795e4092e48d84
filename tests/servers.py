"""Real processes for the tests that are about them: gunicorn (WSGI stack), Celery worker."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from django.conf import settings

ROOT = Path(__file__).resolve().parent.parent


def database_url() -> str:
    """A URL for the database the tests use (pytest-django's test database)."""
    db = settings.DATABASES["default"]
    user = db.get("USER") or ""
    password = f":{db['PASSWORD']}" if db.get("PASSWORD") else ""
    auth = f"{user}{password}@" if user else ""
    port = f":{db['PORT']}" if db.get("PORT") else ""
    return f"postgres://{auth}{db.get('HOST') or '127.0.0.1'}{port}/{db['NAME']}"


def service_env(**overrides: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        DATABASE_URL=database_url(),
        DJANGO_SETTINGS_MODULE="config.settings",
        DB_CONN_MAX_AGE="0",
        PYTHONPATH=str(ROOT),
    )
    if settings.REDIS_URL:
        env["REDIS_URL"] = settings.REDIS_URL
    env.pop("CELERY_TASK_ALWAYS_EAGER", None)
    env.update(overrides)
    return env


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Gunicorn:
    def __init__(self, **env: str) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "gunicorn",
                "-c",
                "config/gunicorn.conf.py",
                "config.wsgi",
                "--bind",
                f"127.0.0.1:{self.port}",
                "--workers",
                "2",
            ],
            cwd=ROOT,
            env=service_env(CELERY_TASK_ALWAYS_EAGER="1", **env),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(self.process.stderr.read().decode())
            try:
                urllib.request.urlopen(f"{self.url}/healthz", timeout=1)
                return
            except OSError:
                time.sleep(0.2)
        self.stop()
        raise RuntimeError("gunicorn did not start")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
