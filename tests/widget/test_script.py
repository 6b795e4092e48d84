"""GET /vfr/widget.js (decisions.md 7): one script, small, long-cached, ETag, CORS for all."""

from __future__ import annotations

import gzip

import pytest
from django.test import Client

from widget.script import MAX_GZIP_BYTES, SCRIPT_PATH, widget_script

URL = "/vfr/widget.js"


@pytest.fixture
def client() -> Client:
    return Client()


def test_script_is_at_most_20_kib_gzipped():
    assert len(gzip.compress(SCRIPT_PATH.read_bytes(), 9)) <= MAX_GZIP_BYTES


def test_script_defines_the_three_elements_and_nothing_else_global():
    source = SCRIPT_PATH.read_text()
    for name in ("fit-evidence", "fit-reviews", "fit-recommendations"):
        assert f'customElements.define("{name}"' in source
    assert "import " not in source.split("*/", 1)[1]  # no module imports, no framework


def test_served_with_long_cache_etag_and_cors_for_any_origin(client):
    response = client.get(URL, HTTP_ORIGIN="https://any-shop.example")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/javascript")
    assert response["ETag"] == widget_script().etag
    assert "max-age=604800" in response["Cache-Control"]
    assert "public" in response["Cache-Control"]
    assert response["Access-Control-Allow-Origin"] == "*"
    assert response.content == SCRIPT_PATH.read_bytes()


def test_gzip_when_the_client_accepts_it(client):
    response = client.get(URL, HTTP_ACCEPT_ENCODING="gzip, deflate, br")
    assert response["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in response["Vary"]
    assert gzip.decompress(response.content) == SCRIPT_PATH.read_bytes()
    assert len(response.content) <= MAX_GZIP_BYTES


@pytest.mark.parametrize("tag", ["{etag}", "W/{etag}", '"other", {etag}', "*"])
def test_if_none_match_gives_304(client, tag):
    etag = widget_script().etag
    response = client.get(URL, HTTP_IF_NONE_MATCH=tag.format(etag=etag))
    assert response.status_code == 304
    assert response["ETag"] == etag
    assert response.content == b""


def test_a_stale_etag_gets_the_script(client):
    response = client.get(URL, HTTP_IF_NONE_MATCH='"stale"')
    assert response.status_code == 200


def test_other_methods_are_405_json(client):
    response = client.post(URL)
    assert response.status_code == 405
    assert response.json() == {"error": "method not allowed"}
    assert response["Allow"] == "GET, HEAD, OPTIONS"


def test_cors_preflight_from_any_origin_is_answered(client):
    """A preflight is part of CORS for any origin (a fetching loader may send one)."""
    response = client.options(
        URL,
        HTTP_ORIGIN="https://any-shop.example",
        HTTP_ACCESS_CONTROL_REQUEST_METHOD="GET",
        HTTP_ACCESS_CONTROL_REQUEST_HEADERS="x-requested-with",
    )
    assert response.status_code in (200, 204)
    assert response["Access-Control-Allow-Origin"] == "*"
    assert "GET" in response["Access-Control-Allow-Methods"]
    assert response["Access-Control-Allow-Headers"] == "x-requested-with"
