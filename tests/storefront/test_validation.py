"""Query validation of the storefront reads: every invalid parameter is 400."""

from __future__ import annotations

import pytest

from tests.storefront.factories import bulk_reviews
from tests.storefront.support import fit_url, reviews_url

pytestmark = pytest.mark.django_db

BOTH = [fit_url, reviews_url]


@pytest.mark.parametrize("url", BOTH)
def test_missing_or_empty_product_id_is_400(shop, site, url):
    for response in (shop.get(url(site)), shop.get(url(site, product_id=""))):
        assert response.status_code == 400
        assert response.json() == {"error": "product_id: is required"}


@pytest.mark.parametrize("url", BOTH)
@pytest.mark.parametrize("name", ["product_id", "variant_id", "size"])
def test_identifier_over_255_characters_is_400(shop, site, product, url, name):
    params = {"product_id": product.product_id, name: "x" * 256}

    response = shop.get(url(site, **params))

    assert response.status_code == 400
    assert response.json()["error"].startswith(f"{name}: ")


@pytest.mark.parametrize("url", BOTH)
def test_identifier_of_255_characters_is_accepted(shop, site, product, url):
    params = {"product_id": product.product_id, "variant_id": "v" * 255, "size": "s" * 255}

    assert shop.get(url(site, **params)).status_code == 200


@pytest.mark.parametrize("url", BOTH)
def test_nul_characters_are_400(shop, site, product, url):
    assert shop.get(url(site, product_id="a\x00b")).status_code == 400
    assert shop.get(url(site, product_id=product.product_id, size="M\x00")).status_code == 400


@pytest.mark.parametrize("url", BOTH)
def test_a_parameter_given_twice_is_400(shop, site, product, url):
    response = shop.get(url(site, product_id=product.product_id) + "&product_id=other")

    assert response.status_code == 400


@pytest.mark.parametrize("url", BOTH)
def test_unknown_parameters_are_ignored(shop, site, product, url):
    assert shop.get(url(site, product_id=product.product_id, _="1700000000")).status_code == 200


@pytest.mark.parametrize(
    "value", ["0", "51", "-1", "abc", "1.5", "", " 5", "\u0661\u0660", "99999999999999999999"]
)
def test_page_size_outside_1_to_50_or_not_an_integer_is_400(shop, site, product, value):
    response = shop.get(reviews_url(site, product_id=product.product_id, page_size=value))

    assert response.status_code == 400
    assert response.json()["error"].startswith("page_size: ")


def test_tampered_cursor_is_400(shop, site, product):
    bulk_reviews(product, 15)
    cursor = shop.get(reviews_url(site, product_id=product.product_id)).json()["next_cursor"]
    value, _, signature = cursor.rpartition(".")
    forged = [
        "not-a-cursor",
        "",
        cursor[:-1] + ("A" if cursor[-1] != "A" else "B"),
        value[:-2] + "xx." + signature,
        cursor + "x",
    ]

    for bad in forged:
        response = shop.get(reviews_url(site, product_id=product.product_id, cursor=bad))
        assert response.status_code == 400, bad
        assert response.json()["error"].startswith("cursor: ")


def test_cursor_over_2048_characters_is_400(shop, site, product):
    response = shop.get(reviews_url(site, product_id=product.product_id, cursor="a" * 2049))

    assert response.status_code == 400
    assert response.json() == {"error": "cursor: must be at most 2048 characters"}


def test_site_key_over_255_characters_is_404(shop):
    response = shop.get(f"/vfr/sites/{'k' * 256}/reviews?product_id=p")

    assert response.status_code == 404


@pytest.mark.parametrize("endpoint", ["fit-evidence", "reviews"])
def test_unknown_site_wins_over_a_bad_query(shop, endpoint):
    response = shop.get(f"/vfr/sites/pk_unknown/{endpoint}?page_size=0")

    assert response.status_code == 404


@pytest.mark.parametrize("url", BOTH)
def test_other_methods_are_405_json(shop, site, product, url):
    response = shop.post(url(site, product_id=product.product_id), {"a": 1})

    assert response.status_code == 405
    assert list(response.json()) == ["error"]


@pytest.mark.parametrize("url", BOTH)
def test_a_stray_authorization_header_is_ignored(shop, site, product, url):
    headers = {"Authorization": "Bearer not-a-real-key"}

    response = shop.get(url(site, product_id=product.product_id), headers=headers)

    assert response.status_code == 200
