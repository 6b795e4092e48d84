"""The whole review flow through the real WSGI stack (gunicorn, 2 workers), HTTP only:
product write, review sync, storefront reads, delete and re-create, recommendations."""

from __future__ import annotations

import urllib.error
import urllib.request
from urllib.parse import urlencode

import orjson
import pytest

from tests.client import enc
from tests.contract.support_reads import ORIGIN, image, review
from tests.servers import Gunicorn

pytestmark = [pytest.mark.server, pytest.mark.django_db(transaction=True)]

P = "a/b c ü"


def call(server, method: str, path: str, body=None, **headers: str):
    data = None if body is None else orjson.dumps(body)
    if data is not None:
        headers.setdefault("Content-Type", "application/json")
    request = urllib.request.Request(
        f"{server.url}{path}", data=data, method=method, headers=headers
    )
    try:
        with urllib.request.urlopen(request, timeout=20) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def test_review_flow_over_http(gunicorn_server, site, api_key):
    auth = {"Authorization": f"Bearer {api_key}"}
    product_path = f"/vfr/manage/sites/{site.id}/products/{enc(P)}"

    def put(**fields):
        body = {"title": "Women's Blue Slim Jeans", "images": [image()], **fields}
        status, _, content = call(gunicorn_server, "PUT", product_path, body, **auth)
        assert status == 200, content

    def sync(reviews, **envelope):
        body = {"event_id": f"e-{len(reviews)}-{id(reviews)}", "provider": "judgeme"}
        body.update(envelope, reviews=reviews)
        status, _, content = call(gunicorn_server, "POST", product_path + "/reviews", body, **auth)
        assert status == 200, content
        return orjson.loads(content)

    def read(endpoint, **params):
        query = urlencode({"product_id": P, **params})
        status, headers, content = call(
            gunicorn_server, "GET", f"/vfr/sites/{site.site_key}/{endpoint}?{query}", Origin=ORIGIN
        )
        return status, headers, content

    put(variants=[{"source_variant_id": "v1", "available": True}])
    for _ in range(4):  # both workers see and cache the empty product
        status, _, content = read("reviews")
        assert status == 200 and orjson.loads(content)["items"] == []

    created = sync([review(f"r{n}", body="Runs small.") for n in range(4)])
    assert created["created_count"] == 4
    for _ in range(4):
        status, headers, content = read("fit-evidence")
        assert status == 200
        body = orjson.loads(content)
        assert len(body["reviews"]) == 3
        assert body["digest"]["review_count"] == 4  # extraction ran (eager) before the read
        assert headers["Access-Control-Allow-Origin"] == ORIGIN

    # Delete the product and write it again: a new product without the old reviews.
    status, _, _ = call(gunicorn_server, "DELETE", product_path, **auth)
    assert status == 200
    for _ in range(4):
        assert read("reviews")[0] == 404
    put()
    for _ in range(4):
        status, _, content = read("reviews")
        assert status == 200 and orjson.loads(content)["items"] == []
        status, _, content = read("fit-evidence")
        assert status == 200 and orjson.loads(content)["digest"] is None
    sync([review("again")])
    for _ in range(4):
        status, _, content = read("reviews")
        assert [r["external_review_id"] for r in orjson.loads(content)["items"]] == ["again"]

    # Keyless browser recommendations with the storefront origin.
    put()
    status, headers, content = call(
        gunicorn_server,
        "POST",
        "/recommendations",
        {"site_key": site.site_key, "intent": "similar", "product_ids": [P]},
        Origin=ORIGIN,
    )
    assert status == 200, content
    assert headers["Access-Control-Allow-Origin"] == ORIGIN
    assert orjson.loads(content)["unknown_context_ids"] == []


def test_embedded_default_cache_is_shared_by_the_web_workers(site, api_key, transactional_db):
    """Without REDIS_URL (``make run``) two gunicorn workers must not serve each other's
    stale cached pages: before the fix each kept a local-memory cache of its own."""
    server = Gunicorn(REDIS_URL="")
    try:
        auth = {"Authorization": f"Bearer {api_key}"}
        path = f"/vfr/manage/sites/{site.id}/products/{enc(P)}"
        body = {"title": "Women's Blue Slim Jeans", "images": [image()]}
        assert call(server, "PUT", path, body, **auth)[0] == 200
        url = f"/vfr/sites/{site.site_key}/reviews?{urlencode({'product_id': P})}"
        for _ in range(8):  # both workers cache the empty page
            assert orjson.loads(call(server, "GET", url)[2])["items"] == []
        sync = {"event_id": "e1", "provider": "judgeme", "reviews": [review("r1")]}
        assert call(server, "POST", path + "/reviews", sync, **auth)[0] == 200
        for _ in range(8):
            assert len(orjson.loads(call(server, "GET", url)[2])["items"]) == 1
        assert call(server, "DELETE", path, **auth)[0] == 200
        for _ in range(8):
            assert call(server, "GET", url)[0] == 404
    finally:
        server.stop()
