"""Warm cache hits answered by the fast path, and what stays with the views."""

from __future__ import annotations

import pytest
from django.test import override_settings

from common.revisions import bump_revision
from storefront.views import StorefrontView
from tests.storefront.factories import FitDigestFactory, ReviewFactory
from tests.storefront.support import ORIGIN, fit_url, reviews_url

pytestmark = pytest.mark.django_db

BOTH = [fit_url, reviews_url]


@pytest.fixture
def views_unreachable(monkeypatch):
    """Fails any request that reaches the storefront views (so only the fast path may answer)."""

    def unreachable(*args, **kwargs):
        raise AssertionError("reached the view")

    monkeypatch.setattr(StorefrontView, "dispatch", unreachable)


def _headers(response) -> dict[str, str]:
    return {name: value for name, value in response.items() if name != "X-Request-ID"}


@pytest.mark.parametrize("url", BOTH)
def test_a_warm_hit_is_answered_without_the_view(shop, site, product, url, request):
    ReviewFactory(product=product)
    FitDigestFactory(product=product)
    first = shop.get(url(site, product_id=product.product_id), headers={"Origin": ORIGIN})
    request.getfixturevalue("views_unreachable")

    again = shop.get(url(site, product_id=product.product_id), headers={"Origin": ORIGIN})

    assert again.status_code == 200
    assert again.content == first.content


@pytest.mark.parametrize("url", BOTH)
@pytest.mark.parametrize("origin", [None, ORIGIN])
def test_a_warm_hit_has_the_views_headers(shop, site, product, url, origin):
    headers = {"Origin": origin} if origin else {}
    built = shop.get(url(site, product_id=product.product_id), headers=headers)

    hit = shop.get(url(site, product_id=product.product_id), headers=headers)

    assert _headers(hit) == _headers(built)
    assert hit["X-Request-ID"] and hit["X-Request-ID"] != built["X-Request-ID"]


def test_a_warm_head_and_304_are_answered_without_the_view(shop, site, product, request):
    url = fit_url(site, product_id=product.product_id)
    etag = shop.get(url)["ETag"]
    request.getfixturevalue("views_unreachable")

    head = shop.request("HEAD", url)
    not_modified = shop.get(url, headers={"If-None-Match": etag, "Origin": ORIGIN})

    assert (head.status_code, head["ETag"]) == (200, etag)
    assert (not_modified.status_code, not_modified.content) == (304, b"")
    assert not_modified["Access-Control-Allow-Origin"] == ORIGIN


@pytest.mark.parametrize(
    ("query", "headers", "status"),
    [
        ({"page_size": "0"}, {}, 400),
        ({"cursor": "x" * 2049}, {}, 400),
        ({"cursor": "forged"}, {}, 400),
        ({}, {"Origin": "https://evil.example"}, 403),
    ],
)
def test_what_a_warm_process_still_refuses(shop, site, product, query, headers, status):
    shop.get(reviews_url(site, product_id=product.product_id))

    response = shop.get(reviews_url(site, product_id=product.product_id, **query), headers=headers)

    assert response.status_code == status
    assert list(response.json()) == ["error"]


@override_settings(STOREFRONT_RATE_LIMIT_PER_IP=100)
def test_a_miss_on_a_warm_process_is_counted_once(shop, site, product, rf):
    from storefront import ratelimit

    url = fit_url(site, product_id=product.product_id)
    shop.get(url, REMOTE_ADDR="198.51.100.9")  # looked up and built by the view
    bump_revision("product", str(product.pk))
    shop.get(url, REMOTE_ADDR="198.51.100.9")  # counted by the fast path, rebuilt by the view

    assert ratelimit.usage(rf.get("/", REMOTE_ADDR="198.51.100.9")) == 2


@override_settings(ALLOWED_HOSTS=["api.example"])
def test_a_host_not_allowed_is_400_on_a_warm_process(shop, site, product):
    url = fit_url(site, product_id=product.product_id)
    assert shop.get(url, HTTP_HOST="api.example").status_code == 200

    response = shop.get(url, HTTP_HOST="evil.example")

    assert response.status_code == 400
    assert list(response.json()) == ["error"]


@pytest.mark.parametrize("url", BOTH)
def test_a_miss_on_a_warm_process_is_handed_over_not_redone(shop, site, product, url, monkeypatch):
    """The view continues from the fast path's state: the query is parsed once and the
    miss costs the fast path's round trip and the store, nothing more before the database."""
    from common.outage import GuardedConnection
    from common.revisions import renew_clearance
    from storefront import pipeline

    shop.get(url(site, product_id=product.product_id), headers={"Origin": ORIGIN})
    bump_revision("product", str(product.pk))
    renew_clearance()
    begun, sent = [], []
    begin, send = pipeline.begin, GuardedConnection.send_packed_command
    monkeypatch.setattr(pipeline, "begin", lambda *a: begun.append(1) or begin(*a))
    monkeypatch.setattr(
        GuardedConnection, "send_packed_command", lambda *a, **k: sent.append(1) or send(*a, **k)
    )

    response = shop.get(url(site, product_id=product.product_id), headers={"Origin": ORIGIN})

    assert response.status_code == 200
    assert response["Access-Control-Allow-Origin"] == ORIGIN
    assert (len(begun), len(sent)) == (1, 2)
