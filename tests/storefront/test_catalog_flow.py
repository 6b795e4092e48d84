"""Catalog writes through the real endpoints (4.1, 4.4, 4.6), seen by the storefront reads."""

from __future__ import annotations

import pytest

from tests.client import enc
from tests.storefront.support import ORIGIN, fit_url, reviews_url

pytestmark = pytest.mark.django_db

PRODUCT = "tee/1 ü"


@pytest.fixture
def write(api, site, django_capture_on_commit_callbacks):
    path = f"/vfr/manage/sites/{site.pk}/products/{enc(PRODUCT)}"

    def write(method: str, body=None, suffix: str = ""):
        with django_capture_on_commit_callbacks(execute=True):
            response = api.request(method, path + suffix, body)
        assert response.status_code == 200, response.content
        return response

    return write


def test_source_rating_updates_are_visible_at_once(shop, site, write):
    write("PUT", {"title": "Tee", "images": [{"url": "https://cdn.example/t.jpg"}]})
    url = fit_url(site, product_id=PRODUCT)
    first = shop.get(url, headers={"Origin": ORIGIN})
    assert first.json() == {"digest": None, "reviews": [], "rating": None, "review_count": 0}

    write("PUT", {"rating": 4.2, "review_count": 87})

    again = shop.get(url, headers={"If-None-Match": first["ETag"]})
    assert again.status_code == 200
    assert (again.json()["rating"], again.json()["review_count"]) == (4.2, 87)


def test_disabled_product_is_still_served(shop, site, write):
    write("PUT", {"title": "Tee", "images": [{"url": "https://cdn.example/t.jpg"}]})
    write("PUT", {"enabled": False}, "/enabled")

    assert shop.get(fit_url(site, product_id=PRODUCT)).status_code == 200
    assert shop.get(reviews_url(site, product_id=PRODUCT)).status_code == 200


def test_deleted_product_is_404_and_a_new_one_is_served(shop, site, write):
    write("PUT", {"title": "Tee", "images": [{"url": "https://cdn.example/t.jpg"}], "rating": 5})
    url = fit_url(site, product_id=PRODUCT)
    assert shop.get(url).json()["rating"] == 5

    write("DELETE")
    assert shop.get(url).status_code == 404
    assert shop.get(reviews_url(site, product_id=PRODUCT)).status_code == 404

    write("PUT", {"title": "Tee", "images": [{"url": "https://cdn.example/t.jpg"}], "rating": 3})
    assert shop.get(url).json()["rating"] == 3
