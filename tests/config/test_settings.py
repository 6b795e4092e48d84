"""Settings come from the environment: embedded default vs production shape."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent

PROBE = """
import json, django
django.setup()
from django.conf import settings
print(json.dumps({
    "engine": settings.DATABASES["default"]["ENGINE"],
    "cache": settings.CACHES["default"]["BACKEND"],
    "eager": settings.CELERY_TASK_ALWAYS_EAGER,
    "broker": settings.CELERY_BROKER_URL,
    "debug": settings.DEBUG,
    "conn_max_age": settings.DATABASES["default"].get("CONN_MAX_AGE"),
}))
"""


def probe(**env: str) -> subprocess.CompletedProcess:
    clean = {
        k: v
        for k, v in os.environ.items()
        if k not in {"DATABASE_URL", "REDIS_URL", "CELERY_TASK_ALWAYS_EAGER", "DJANGO_ENV"}
    }
    clean.update(env, DJANGO_SETTINGS_MODULE="config.settings")
    return subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, env=clean, capture_output=True, text=True
    )


def test_nothing_set_gives_the_embedded_default():
    result = probe()
    assert result.returncode == 0, result.stderr
    shape = json.loads(result.stdout)
    assert shape["engine"].endswith("sqlite3")
    assert shape["cache"].endswith("FileBasedCache")  # shared by the web workers
    assert shape["eager"] is True
    assert shape["debug"] is False


def test_database_and_redis_urls_give_the_production_shape():
    result = probe(
        DATABASE_URL="postgres://postgres@127.0.0.1:5432/fitservice",
        REDIS_URL="redis://127.0.0.1:6379/3",
    )
    assert result.returncode == 0, result.stderr
    shape = json.loads(result.stdout)
    assert shape["engine"].endswith("postgresql")
    assert shape["conn_max_age"] > 0
    assert shape["cache"].endswith("RedisCache")
    assert shape["eager"] is False
    assert shape["broker"] == "redis://127.0.0.1:6379/3"


def test_production_without_a_secret_key_fails_fast():
    result = probe(DJANGO_ENV="production", DJANGO_ALLOWED_HOSTS="api.example")
    assert result.returncode != 0
    assert "DJANGO_SECRET_KEY" in result.stderr


def test_production_refuses_debug():
    result = probe(
        DJANGO_ENV="production",
        DJANGO_SECRET_KEY="x" * 50,
        DJANGO_ALLOWED_HOSTS="api.example",
        DJANGO_DEBUG="true",
    )
    assert result.returncode != 0
    assert "DJANGO_DEBUG" in result.stderr
