"""The OpenAPI schema states rules the server enforces (found by the fuzz run)."""

from __future__ import annotations

import pytest

from common.openapi import NO_NUL_PATTERN
from tests.openapi import body_conforms
from tests.reviews.factories import ProductFactory

pytestmark = pytest.mark.django_db


def _component(anon, name: str) -> dict:
    return anon.get("/api/schema/?format=json").json()["components"]["schemas"][name]


def test_request_strings_forbid_nul(anon, api, site):
    write = _component(anon, "ProductWriteRequest")
    assert write["properties"]["brand"]["pattern"] == NO_NUL_PATTERN
    body = {"title": "Dress\u0000", "images": [{"url": "https://cdn.example/a.jpg"}]}
    assert not body_conforms("ProductWriteRequest", body)
    response = api.put(f"/vfr/manage/sites/{site.pk}/products/nul", body)
    assert response.status_code == 400
    assert "NUL" in response.json()["error"]


def test_responses_carry_no_nul_pattern(anon):
    """Only requests: the server's own answers are not constrained by it."""
    assert "pattern" not in _component(anon, "CatalogProductOut")["properties"]["title"]


@pytest.mark.parametrize(
    ("item", "valid"),
    [
        ({"external_review_id": "r1", "rating": 4}, True),
        ({"external_review_id": "r1", "body": "Runs small"}, True),
        ({"external_review_id": "r1", "deleted": True}, True),
        ({"deleted": True}, False),  # nothing to identify it by
        ({"external_review_id": " ", "deleted": True}, False),
        ({"author_display_name": "Ana", "deleted": True}, True),
        ({"rating": 3}, True),  # a derived identity
        ({"external_review_id": "r1", "body": "   "}, False),
        ({"external_review_id": "r1", "title": None, "rating": None}, False),
        ({"external_review_id": "r1", "rating": 4, "fit_signals": [{"score": 0.5}]}, True),
        (
            {
                "external_review_id": "r1",
                "rating": 4,
                "fit_signals": [{"score": 0.5, "dimension_code": ""}],
            },
            False,
        ),
    ],
)
def test_review_item_rules(api, site, item, valid):
    product = ProductFactory(site=site)
    body = {"event_id": "e-1", "provider": "reviews-app", "reviews": [item]}
    assert body_conforms("ReviewSyncRequest", body) is valid
    response = api.post(f"/vfr/manage/sites/{site.pk}/products/{product.product_id}/reviews", body)
    assert (response.status_code == 200) is valid, response.json()


@pytest.mark.parametrize("event_id", ["", "  "])
def test_blank_order_event_id(api, site, event_id):
    body = {"event_id": event_id, "orders": []}
    assert not body_conforms("OrdersRequest", body)
    assert api.post(f"/vfr/manage/sites/{site.pk}/orders", body).status_code == 400


def test_csv_import_allows_what_the_schema_documents(api, site, anon):
    paths = anon.get("/api/schema/?format=json").json()["paths"]
    assert set(paths["/vfr/manage/sites/{site_id}/products/import"]) == {"post"}
    response = api.client.options(
        f"/vfr/manage/sites/{site.pk}/products/import", HTTP_AUTHORIZATION=f"Bearer {api.key}"
    )
    assert response["Allow"] == "POST, OPTIONS"
