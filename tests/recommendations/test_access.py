from __future__ import annotations

import pytest

from tests.client import ApiClient
from tests.factories import issue_key
from tests.recommendations.conftest import rec_body

pytestmark = pytest.mark.django_db
ORIGIN = "https://shop.example"


def test_missing_key_without_origin_is_401(anon, site, catalog):
    assert (
        anon.post("/recommendations", rec_body(site, "similar", ["jeans-blue"])).status_code == 401
    )


def test_invalid_key_is_401_even_with_an_allowed_origin(site, catalog):
    bad = ApiClient("not-a-key")
    body = rec_body(site, "similar", ["jeans-blue"])
    response = bad.post("/recommendations", body, headers={"Origin": ORIGIN})
    assert response.status_code == 401


def test_invalid_key_before_validation(site):
    assert ApiClient("nope").post("/recommendations", {"intent": "x"}).status_code == 401


def test_site_of_another_account_is_404(api, other_site):
    body = rec_body(other_site, "similar", ["a"])
    assert api.post("/recommendations", body).status_code == 404


def test_unknown_site_key_and_shop_domain_are_404(api, site):
    assert (
        api.post(
            "/recommendations", {"site_key": "pk_nope", "intent": "similar", "product_ids": ["a"]}
        ).status_code
        == 404
    )
    body = {"shop_domain": "nope.myshopify.com", "intent": "similar", "product_ids": ["a"]}
    assert api.post("/recommendations", body).status_code == 404


def test_browser_request_from_allowed_origin(anon, site, catalog):
    body = rec_body(site, "similar", ["jeans-blue"])
    response = anon.post("/recommendations", body, headers={"Origin": ORIGIN})
    assert response.status_code == 200
    assert response["Access-Control-Allow-Origin"] == ORIGIN
    assert "Origin" in response["Vary"]


def test_browser_request_from_other_origin_is_403(anon, site, catalog):
    body = rec_body(site, "similar", ["jeans-blue"])
    response = anon.post("/recommendations", body, headers={"Origin": "https://evil.example"})
    assert response.status_code == 403
    assert "Access-Control-Allow-Origin" not in response


def test_browser_request_needs_a_site_key(anon, make_site, catalog):
    make_site(kind="hosted", shop_domain="b.myshopify.com", origins=[ORIGIN])
    body = {"shop_domain": "b.myshopify.com", "intent": "similar", "product_ids": ["a"]}
    response = anon.post("/recommendations", body, headers={"Origin": ORIGIN})
    assert response.status_code == 401


def test_preflight_allows_a_configured_origin(anon, site):
    response = anon.options(
        "/recommendations",
        headers={"Origin": ORIGIN, "Access-Control-Request-Method": "POST"},
    )
    assert response.status_code in (200, 204)
    assert response["Access-Control-Allow-Origin"] == ORIGIN
    assert "POST" in response["Access-Control-Allow-Methods"]


def test_preflight_gives_no_cors_to_unknown_origin(anon, site):
    response = anon.options("/recommendations", headers={"Origin": "https://evil.example"})
    assert "Access-Control-Allow-Origin" not in response


def test_a_second_key_of_the_account_works(account, site, catalog):
    client = ApiClient(issue_key(account))
    assert (
        client.post("/recommendations", rec_body(site, "similar", ["jeans-blue"])).status_code
        == 200
    )


def test_wrong_method_is_405(api):
    assert api.get("/recommendations").status_code == 405


def test_browser_origins_follow_the_storefront_rule(anon, site, catalog):
    """decisions.md 6: CORS works as on the storefront reads (``common.cors``): compared
    normalized, echoed as sent."""
    body = rec_body(site, "similar", ["jeans-blue"])
    sent = "HTTPS://Shop.Example:443"
    response = anon.post("/recommendations", body, headers={"Origin": sent})
    assert response.status_code == 200
    assert response["Access-Control-Allow-Origin"] == sent
