"""Outages on purpose, with real processes (decisions.md 1: outages never answer 500).

gunicorn runs against a redis-server of the test's own (paused with SIGSTOP: a
blackholed Redis that keeps its data, the hardest case for stale caches) or against
PostgreSQL through a cuttable TCP proxy. The shared servers are never touched.
"""

from __future__ import annotations

import time
import urllib.error
import urllib.parse
import urllib.request

import orjson
import pytest
from django.conf import settings

from tests.factories import AccountFactory, SiteFactory, issue_key
from tests.servers import Gunicorn, RedisServer, TcpProxy, database_url

pytestmark = [pytest.mark.server, pytest.mark.django_db(transaction=True)]

ORIGIN = "https://shop.example"
# Redis waits are at most 1.6 s by construction (docs/operations.md); the whole request
# also does its database work, on a machine the test shares.
IN_TIME = 3.0


def call(server, path: str, method: str = "GET", body: dict | None = None, **headers: str):
    data = orjson.dumps(body) if body is not None else None
    if data is not None:
        headers.setdefault("Content-Type", "application/json")
    request = urllib.request.Request(f"{server.url}{path}", data, headers=headers, method=method)
    started = time.monotonic()
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            status, head, raw = response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        status, head, raw = error.code, error.headers, error.read()
    return status, head, raw, time.monotonic() - started


@pytest.fixture
def tenant():
    account = AccountFactory()
    return SiteFactory(account=account, origins=[ORIGIN]), issue_key(account)


def product_path(site, product_id: str) -> str:
    return f"/vfr/manage/sites/{site.pk}/products/{urllib.parse.quote(product_id, safe='')}"


def fit_path(site, product_id: str) -> str:
    query = urllib.parse.urlencode({"product_id": product_id})
    return f"/vfr/sites/{site.site_key}/fit-evidence?{query}"


def write(server, site, key, product_id: str, rating: float):
    body = {
        "title": "Wrap dress",
        "images": [{"url": "https://cdn.example/a.jpg"}],
        "rating": rating,
        "review_count": 7,
    }
    return call(server, product_path(site, product_id), "PUT", body, Authorization=f"Bearer {key}")


def rating_read(server, site, product_id: str) -> tuple[int, float | None, float]:
    status, _, raw, took = call(server, fit_path(site, product_id), Origin=ORIGIN)
    return status, orjson.loads(raw).get("rating") if status == 200 else raw, took


@pytest.fixture
def own_redis():
    server = RedisServer()
    yield server
    server.stop()


def test_redis_blackholed_writes_commit_reads_fall_back_and_nothing_stale_after(own_redis, tenant):
    site, key = tenant
    server = Gunicorn(REDIS_URL=own_redis.url)
    try:
        assert write(server, site, key, "dress/1", 4.0)[0] == 200
        for _ in range(6):  # both workers cache the read
            assert rating_read(server, site, "dress/1")[:2] == (200, 4.0)

        own_redis.pause()
        status, _, _, took = write(server, site, key, "dress/1", 2.5)
        assert status == 200 and took < IN_TIME
        for _ in range(4):  # from PostgreSQL, uncached, in time
            status, rating, took = rating_read(server, site, "dress/1")
            assert (status, rating) == (200, 2.5) and took < IN_TIME
        status, _, raw, took = call(server, "/readyz")
        assert status == 503 and b"redis" in raw and took < IN_TIME

        own_redis.resume()
        for _ in range(10):  # at once, on every worker: never the entry cached before
            assert rating_read(server, site, "dress/1")[:2] == (200, 2.5)
        assert call(server, "/readyz")[0] == 200
    finally:
        own_redis.resume()
        server.stop()


def test_redis_killed_then_back_empty(own_redis, tenant):
    site, key = tenant
    server = Gunicorn(REDIS_URL=own_redis.url)
    try:
        assert write(server, site, key, "p", 4.0)[0] == 200
        assert rating_read(server, site, "p")[:2] == (200, 4.0)
        own_redis.stop()
        assert write(server, site, key, "p", 1.0)[0] == 200
        assert rating_read(server, site, "p")[:2] == (200, 1.0)
        own_redis.start()
        time.sleep(settings.REDIS_RETRY_SECONDS)
        for _ in range(6):
            assert rating_read(server, site, "p")[:2] == (200, 1.0)
    finally:
        server.stop()


def test_postgres_unreachable_is_503_json_but_healthz(tenant):
    site, key = tenant
    db = settings.DATABASES["default"]
    proxy = TcpProxy(int(db.get("PORT") or 5432), db.get("HOST") or "127.0.0.1")
    url = urllib.parse.urlsplit(database_url())
    through_proxy = url._replace(netloc=f"{url.username or 'postgres'}@127.0.0.1:{proxy.port}")
    server = Gunicorn(DATABASE_URL=through_proxy.geturl())
    try:
        assert write(server, site, key, "p", 4.0)[0] == 200
        proxy.cut()
        assert call(server, "/healthz")[0] == 200
        checks = [
            call(server, "/readyz"),
            write(server, site, key, "p", 3.0),
            call(server, product_path(site, "p"), Authorization=f"Bearer {key}"),
            call(server, fit_path(site, "other"), Origin=ORIGIN),
        ]
        for status, head, raw, took in checks:
            assert status == 503 and took < 5
            assert head["Content-Type"] == "application/json"
            assert "error" in orjson.loads(raw)
        assert b"database" in checks[0][2]
        proxy.restore()
        assert write(server, site, key, "p", 3.0)[0] == 200
    finally:
        proxy.close()
        server.stop()
