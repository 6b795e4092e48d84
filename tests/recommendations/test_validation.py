from __future__ import annotations

import pytest

from tests.openapi import body_conforms
from tests.recommendations.conftest import rec_body

pytestmark = pytest.mark.django_db


def _status(api, body):
    return api.post("/recommendations", body).status_code


@pytest.mark.parametrize(
    ("change", "status"),
    [
        ({"intent": "bestsellers"}, 400),
        ({"intent": None}, 400),
        ({"product_ids": []}, 400),
        ({"product_ids": ["a", "b"]}, 400),
        ({"product_ids": ["a"] * 6}, 413),
        ({"product_ids": "jeans-blue"}, 400),
        ({"product_ids": [7]}, 400),
        ({"product_ids": ["x" * 257]}, 413),
        ({"product_ids": ["é" * 129]}, 413),
        ({"candidate_product_ids": []}, 400),
        ({"candidate_product_ids": ["c"] * 10001}, 413),
        ({"exclude_product_ids": ["e"] * 501}, 413),
        ({"cart_product_ids": ["c"] * 501}, 413),
        ({"shopper_id": "s" * 257}, 413),
        ({"shopper_id": "jane.doe@example.com"}, 400),
        ({"limit": 101}, 413),
        ({"limit": 0}, 400),
        ({"limit": "12"}, 400),
        ({"limit": 2.5}, 400),
        ({"limit": True}, 400),
    ],
)
def test_invalid_request_fields(api, site, catalog, change, status):
    body = rec_body(site, "similar", ["jeans-blue"])
    body.update(change)
    if change.get("intent", "") is None:
        del body["intent"]
    assert _status(api, body) == status


def test_id_of_exactly_256_bytes_is_accepted(api, site, catalog):
    body = rec_body(site, "similar", ["jeans-blue"], exclude_product_ids=["é" * 128])
    assert _status(api, body) == 200


def test_complete_the_look_takes_one_to_five(api, site, catalog):
    assert _status(api, rec_body(site, "complete_the_look", [])) == 400
    assert _status(api, rec_body(site, "complete_the_look", ["jeans-blue"] + ["x"] * 4)) == 200


def test_likely_purchases_needs_products_or_cart(api, site, catalog):
    assert _status(api, rec_body(site, "likely_purchases")) == 400
    assert _status(api, rec_body(site, "likely_purchases", [], cart_product_ids=[])) == 400


def test_exactly_one_selector(api, site, catalog):
    body = rec_body(site, "similar", ["jeans-blue"], shop_domain="x.myshopify.com")
    assert _status(api, body) == 400
    del body["site_key"], body["shop_domain"]
    assert _status(api, body) == 400


def test_body_over_one_mebibyte_is_413(api, site, catalog):
    body = rec_body(site, "similar", ["jeans-blue"], surface="x" * 10, padding="y" * (1 << 20))
    assert _status(api, body) == 413


def test_body_not_a_json_object_is_400(api, site):
    assert api.post("/recommendations", body=b"[1]").status_code == 400
    assert api.post("/recommendations", body=b"{nope").status_code == 400


def test_error_names_the_field(api, site, catalog):
    response = api.post("/recommendations", rec_body(site, "similar", ["jeans-blue"], limit=0))
    assert response.json()["error"].startswith("limit")


KEY = object()  # stands for the site's key
SELECTOR_AND_COUNT_CASES = [
    ({"intent": "similar", "product_ids": ["jeans-blue"]}, False),  # no selector
    ({"site_key": KEY, "shop_domain": "x.myshopify.com", "intent": "similar"}, False),
    ({"site_key": KEY, "shop_domain": None, "intent": "similar", "product_ids": ["a"]}, True),
    ({"site_key": KEY, "intent": "similar", "product_ids": ["jeans-blue", "tee-white"]}, False),
    ({"site_key": KEY, "intent": "similar", "product_ids": []}, False),
    ({"site_key": KEY, "intent": "similar", "product_ids": None}, False),
    ({"site_key": KEY, "intent": "similar"}, False),
    ({"site_key": KEY, "intent": "complete_the_look", "product_ids": ["jeans-blue", "x"]}, True),
    ({"site_key": KEY, "intent": "complete_the_look", "product_ids": []}, False),
    ({"site_key": KEY, "intent": "likely_purchases"}, False),
    ({"site_key": KEY, "intent": "likely_purchases", "cart_product_ids": []}, False),
    ({"site_key": KEY, "intent": "likely_purchases", "cart_product_ids": ["jeans-blue"]}, True),
    ({"site_key": KEY, "intent": "likely_purchases", "product_ids": ["jeans-blue"]}, True),
    ({"site_key": "  ", "intent": "similar", "product_ids": ["jeans-blue"]}, False),
    ({"site_key": "", "intent": "similar", "product_ids": ["jeans-blue"]}, False),
]


@pytest.mark.parametrize(("template", "valid"), SELECTOR_AND_COUNT_CASES)
def test_schema_states_the_selector_and_product_count_rules(api, site, catalog, template, valid):
    """The schema accepts what the server accepts: exactly one non-blank selector (a null
    one counts as absent) and the product count of the intent (schemathesis found
    schema-valid `{"intent": "similar"}` and two products for `similar` refused)."""
    body = {key: site.site_key if value is KEY else value for key, value in template.items()}
    assert body_conforms("RecommendationRequest", body) is valid
    status = api.post("/recommendations", body).status_code
    assert (status != 400) is valid, status
