"""Origin rules and CORS (decisions.md section 5)."""

from __future__ import annotations

import pytest

from tests.storefront.support import ORIGIN, fit_url, reviews_url

pytestmark = pytest.mark.django_db

BOTH = [fit_url, reviews_url]


@pytest.mark.parametrize("url", BOTH)
def test_allowed_origin_is_echoed_with_vary(shop, site, product, url):
    response = shop.get(url(site, product_id=product.product_id), headers={"Origin": ORIGIN})

    assert response.status_code == 200
    assert response["Access-Control-Allow-Origin"] == ORIGIN
    assert "Origin" in response["Vary"]
    assert "ETag" in response["Access-Control-Expose-Headers"]
    assert "Access-Control-Allow-Credentials" not in response


@pytest.mark.parametrize("url", BOTH)
@pytest.mark.parametrize(
    "origin", ["https://evil.example", "http://shop.example", "https://shop.example:8443", "null"]
)
def test_origin_not_of_the_site_is_403_without_cors_headers(shop, site, product, url, origin):
    response = shop.get(url(site, product_id=product.product_id), headers={"Origin": origin})

    assert response.status_code == 403
    assert list(response.json()) == ["error"]
    assert "Access-Control-Allow-Origin" not in response


def test_origin_is_matched_as_a_normalized_origin(shop, make_site, product):
    site = make_site(origins=["https://shop.example", "http://localhost:3000"])
    from tests.storefront.factories import ProductFactory

    item = ProductFactory(site=site)

    for origin in ("https://SHOP.example", "https://shop.example:443", "http://localhost:3000"):
        response = shop.get(fit_url(site, product_id=item.product_id), headers={"Origin": origin})
        assert response.status_code == 200, origin
        assert response["Access-Control-Allow-Origin"] == origin


def test_another_sites_origin_is_403(shop, make_site, site, product):
    make_site(origins=["https://other.example"])

    response = shop.get(
        fit_url(site, product_id=product.product_id), headers={"Origin": "https://other.example"}
    )

    assert response.status_code == 403


@pytest.mark.parametrize("url", BOTH)
def test_no_origin_header_is_allowed_without_cors_headers(shop, site, product, url):
    response = shop.get(url(site, product_id=product.product_id))

    assert response.status_code == 200
    assert "Access-Control-Allow-Origin" not in response
    assert "Origin" in response["Vary"]


def test_errors_for_an_allowed_origin_carry_cors_headers(shop, site, product):
    headers = {"Origin": ORIGIN}

    bad = shop.get(reviews_url(site, product_id=product.product_id, page_size=0), headers=headers)
    missing = shop.get(fit_url(site, product_id="nope"), headers=headers)

    assert (bad.status_code, missing.status_code) == (400, 404)
    assert bad["Access-Control-Allow-Origin"] == ORIGIN
    assert missing["Access-Control-Allow-Origin"] == ORIGIN


def test_bad_origin_is_403_even_with_a_bad_query(shop, site):
    response = shop.get(fit_url(site), headers={"Origin": "https://evil.example"})

    assert response.status_code == 403


@pytest.mark.parametrize("url", BOTH)
def test_preflight_answers_204_with_methods_headers_and_max_age(shop, site, url):
    response = shop.options(
        url(site, product_id="p"),
        headers={
            "Origin": ORIGIN,
            "Access-Control-Request-Method": "GET",
            "Access-Control-Request-Headers": "X-Widget-Version, content-type",
        },
    )

    assert response.status_code == 204
    assert response.content == b""
    assert response["Access-Control-Allow-Origin"] == ORIGIN
    assert response["Access-Control-Allow-Methods"] == "GET, HEAD, OPTIONS"
    assert response["Access-Control-Allow-Headers"] == "X-Widget-Version, content-type"
    assert int(response["Access-Control-Max-Age"]) > 0
    assert "Origin" in response["Vary"]


def test_preflight_grants_no_credential_headers_or_junk(shop, site):
    response = shop.options(
        reviews_url(site),
        headers={
            "Origin": ORIGIN,
            "Access-Control-Request-Method": "GET",
            "Access-Control-Request-Headers": "Authorization, Cookie, bad header, " + "x" * 100,
        },
    )

    assert response.status_code == 204
    assert "Access-Control-Allow-Headers" not in response


def test_preflight_from_a_foreign_origin_is_403(shop, site):
    response = shop.options(
        fit_url(site),
        headers={"Origin": "https://evil.example", "Access-Control-Request-Method": "GET"},
    )

    assert response.status_code == 403
    assert "Access-Control-Allow-Origin" not in response


def test_preflight_for_an_unknown_site_is_404(shop):
    response = shop.options("/vfr/sites/pk_nope/fit-evidence", headers={"Origin": ORIGIN})

    assert response.status_code == 404


def test_options_without_origin_answers_204_with_allow(shop, site):
    response = shop.options(fit_url(site))

    assert response.status_code == 204
    assert response["Allow"] == "GET, HEAD, OPTIONS"
    assert "Access-Control-Allow-Origin" not in response


def test_head_is_answered_like_get(shop, site, product):
    get = shop.get(fit_url(site, product_id=product.product_id))
    head = shop.request("HEAD", fit_url(site, product_id=product.product_id))

    assert head.status_code == 200
    assert head["ETag"] == get["ETag"]


def test_other_methods_with_an_allowed_origin_are_405(shop, site, product):
    response = shop.put(
        fit_url(site, product_id=product.product_id), {}, headers={"Origin": ORIGIN}
    )

    assert response.status_code == 405
    assert "Origin" in response["Vary"]


def test_an_origin_is_compared_normalized_and_echoed_as_sent(shop, site, product):
    sent = "HTTPS://Shop.Example:443"
    for _ in range(2):  # built by the view, then a warm hit
        response = shop.get(fit_url(site, product_id=product.product_id), headers={"Origin": sent})
        assert response.status_code == 200
        assert response["Access-Control-Allow-Origin"] == sent
