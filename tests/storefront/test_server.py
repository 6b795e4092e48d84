"""The storefront reads through the real WSGI stack (gunicorn, Redis, PostgreSQL)."""

from __future__ import annotations

import urllib.error
import urllib.request

import orjson
import pytest

from common.revisions import bump_revision
from tests.storefront.factories import FitDigestFactory, ProductFactory, ReviewFactory
from tests.storefront.support import ORIGIN, fit_url, reviews_url

pytestmark = [pytest.mark.server, pytest.mark.django_db(transaction=True)]


def fetch(server, path: str, method: str = "GET", **headers: str):
    request = urllib.request.Request(f"{server.url}{path}", method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def test_widget_flow_over_http(gunicorn_server, site):
    product = ProductFactory(site=site, product_id="a/b c", rating=4.5, review_count=12)
    FitDigestFactory(product=product)
    for _ in range(4):
        ReviewFactory(product=product, has_fit_content=True)
    url = fit_url(site, product_id=product.product_id)

    status, headers, body = fetch(gunicorn_server, url, Origin=ORIGIN, Authorization="Bearer x")
    assert status == 200
    assert headers["Access-Control-Allow-Origin"] == ORIGIN
    assert len(orjson.loads(body)["reviews"]) == 3

    status, again, _ = fetch(gunicorn_server, url, **{"If-None-Match": headers["ETag"]})
    assert (status, again["ETag"]) == (304, headers["ETag"])

    status, preflight, _ = fetch(
        gunicorn_server, url, "OPTIONS", Origin=ORIGIN, **{"Access-Control-Request-Method": "GET"}
    )
    assert status == 204 and preflight["Access-Control-Allow-Origin"] == ORIGIN

    status, _, _ = fetch(gunicorn_server, url, Origin="https://evil.example")
    assert status == 403


def test_changes_and_deletes_are_seen_by_every_worker(gunicorn_server, site):
    product = ProductFactory(site=site)
    url = reviews_url(site, product_id=product.product_id)
    for _ in range(4):  # both workers remember the product and cache the page
        assert fetch(gunicorn_server, url)[0] == 200

    ReviewFactory(product=product, identity_key="x:new")
    bump_revision("product", str(product.pk))
    for _ in range(4):
        assert b'"new"' in fetch(gunicorn_server, url)[2]

    pk = product.pk
    product.delete()
    bump_revision("product", str(pk))
    for _ in range(4):
        assert fetch(gunicorn_server, url)[0] == 404


def test_an_over_long_cursor_is_a_json_400_not_the_servers_414(gunicorn_server, site):
    """decisions.md 5: a cursor over 2,048 characters is 400. gunicorn's default request
    line limit (4094 bytes) answered such a request with an HTML 414 before the service
    saw it (schemathesis found it with long non-ASCII query values)."""
    product = ProductFactory(site=site, product_id="p1")
    url = reviews_url(site, product_id=product.product_id, cursor="c" * 6000)

    status, headers, body = fetch(gunicorn_server, url)

    assert status == 400
    assert headers["Content-Type"] == "application/json"
    assert orjson.loads(body)["error"].startswith("cursor")


def test_a_request_line_past_gunicorns_limit_is_a_json_414(gunicorn_server, site):
    """Past 8190 bytes gunicorn itself answers; it wrote an HTML page, not the JSON shape."""
    url = reviews_url(site, product_id="p1", size="é" * 255, cursor="c" * 8000)

    status, headers, body = fetch(gunicorn_server, url)

    assert status == 414
    assert headers["Content-Type"] == "application/json"
    assert orjson.loads(body)["error"].startswith("uri too long: ")
    schema = orjson.loads(fetch(gunicorn_server, "/api/schema/?format=json")[2])
    assert "414" in schema["paths"]["/vfr/sites/{site_key}/reviews"]["get"]["responses"]
