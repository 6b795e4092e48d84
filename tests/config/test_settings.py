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


def test_production_refuses_a_short_secret_key():
    result = probe(
        DJANGO_ENV="production", DJANGO_SECRET_KEY="x" * 49, DJANGO_ALLOWED_HOSTS="api.example"
    )
    assert result.returncode != 0
    assert "at least 50 characters" in result.stderr


def test_hsts_and_the_proxy_ssl_header_follow_their_settings():
    env = {
        "DJANGO_ENV": "production",
        "DJANGO_SECRET_KEY": "k3y-" + "abcdefghij" * 5,
        "DJANGO_ALLOWED_HOSTS": "api.example",
    }
    code = (
        "import django; django.setup(); from django.conf import settings; "
        "print(settings.SECURE_HSTS_SECONDS, getattr(settings, 'SECURE_PROXY_SSL_HEADER', None))"
    )
    run = {**{k: v for k, v in os.environ.items() if k != "DJANGO_ENV"}, **env}
    run["DJANGO_SETTINGS_MODULE"] = "config.settings"
    off = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=run, capture_output=True)
    assert off.stdout.decode().split() == ["0", "None"], off.stderr
    run.update(DJANGO_SECURE_HSTS_SECONDS="31536000", DJANGO_SECURE_PROXY_SSL_HEADER="1")
    on = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=run, capture_output=True)
    assert on.stdout.decode().strip() == "31536000 ('HTTP_X_FORWARDED_PROTO', 'https')"
