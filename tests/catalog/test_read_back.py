"""Reading the catalog back (decisions.md section 2): GET product and the product list."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from urllib.parse import quote

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from catalog.models import Product
from tests.catalog.factories import image, product_body, product_url, sized_variants, variant
from tests.client import ApiClient
from tests.factories import issue_key
from tests.openapi import assert_conforms

LIST = "/vfr/manage/sites/{site_id}/products"
ONE = "/vfr/manage/sites/{site_id}/products/{product_id}"


def list_url(site, **params: str) -> str:
    query = "&".join(f"{k}={quote(str(v), safe='')}" for k, v in params.items())
    return f"/vfr/manage/sites/{site.pk}/products" + (f"?{query}" if query else "")


def _put(api, site, product_id, **kw):
    response = api.put(product_url(site, product_id), product_body(**kw))
    assert response.status_code == 200, response.content
    return response.json()


def _set_updated_at(site, product_id: str, when: datetime) -> None:
    Product.objects.filter(site=site, product_id=product_id).update(updated_at=when)


# --- GET one product -------------------------------------------------------------------


@pytest.mark.parametrize("product_id", ["p1", "a/b", "50% off", "größe ✓"])
def test_get_product_answers_the_write_response_body(api, site, product_id):
    written = _put(api, site, product_id, variants=sized_variants(3))
    response = api.get(product_url(site, product_id))
    assert response.status_code == 200
    body = response.json()
    written.pop("ingest")
    assert body == written
    assert body["schema_version"] == 2
    assert body["catalog_product"]["product_id"] == product_id
    assert_conforms(response, ONE, "GET")


def test_get_product_reads_back_what_was_written(api, site):
    chart = {"content": {"rows": [{"size": "S", "bust": [80, 84]}], "unit": "cm"}}
    _put(
        api,
        site,
        "p1",
        images=[image(1, external_media_id="m1")],
        variants=[variant("v1", option_values={"size": "S"}, inventory_quantity=3)],
        size_charts=[chart],
    )
    product = api.get(product_url(site, "p1")).json()["catalog_product"]
    assert product["images"][0]["url"] == "https://cdn.example/img/1.jpg"
    assert product["images"][0]["external_media_id"] == "m1"
    assert product["options"][0]["key"] == "size"
    assert product["options"][0]["values"][0]["source_value"] == "S"
    assert product["variants"][0]["source_variant_id"] == "v1"
    assert product["variants"][0]["option_values"] == {"size": "S"}
    assert product["variants"][0]["inventory_quantity"] == 3
    assert product["variants"][0]["active"] is True
    assert product["size_charts"][0]["content"] == chart["content"]


def test_get_product_ids_are_case_sensitive_and_unknown_is_404(api, site):
    _put(api, site, "P1")
    response = api.get(product_url(site, "p1"))
    assert response.status_code == 404
    assert response.json() == {"error": "product not found"}
    assert_conforms(response, ONE, "GET")


def test_get_product_auth_rules_are_the_writes(api, site, other_site, anon):
    _put(api, site, "p1")
    assert anon.get(product_url(site, "p1")).status_code == 401
    assert ApiClient("fxk_nope_nope").get(product_url(other_site, "p1")).status_code == 401
    assert api.get(product_url(other_site, "p1")).status_code == 403
    unknown = f"/vfr/manage/sites/{'0' * 8}-0000-0000-0000-{'0' * 12}/products/p1"
    assert api.get(unknown).status_code == 404


def test_get_product_makes_a_fixed_number_of_queries(api, site):
    _put(api, site, "p1", variants=sized_variants(30))
    with CaptureQueriesContext(connection) as queries:
        assert api.get(product_url(site, "p1")).status_code == 200
    assert len(queries) <= 12  # key + site + 9 product reads, whatever the variant count


# --- the list --------------------------------------------------------------------------


def test_list_answers_items_oldest_updated_first_then_product_id(api, site):
    for pid in ("c", "a", "b"):
        _put(api, site, pid)
    same = datetime(2025, 1, 1, tzinfo=UTC)
    _set_updated_at(site, "c", same - timedelta(seconds=1))
    _set_updated_at(site, "a", same)
    _set_updated_at(site, "b", same)
    response = api.get(list_url(site))
    assert response.status_code == 200
    body = response.json()
    assert [p["product_id"] for p in body["items"]] == ["c", "a", "b"]
    assert body["next_cursor"] is None
    assert body["items"][0] == api.get(product_url(site, "c")).json()["catalog_product"]
    assert_conforms(response, LIST, "GET")


def test_list_pages_with_the_cursor_without_gaps_or_repeats(api, site):
    for n in range(7):
        _put(api, site, f"p{n}")
    same = datetime(2025, 1, 1, tzinfo=UTC)
    for n in range(7):  # ties on updated_at are broken by product_id
        _set_updated_at(site, f"p{n}", same + timedelta(seconds=n // 3))
    seen, cursor, pages = [], None, 0
    while True:
        params = {"page_size": "3", **({"cursor": cursor} if cursor else {})}
        body = api.get(list_url(site, **params)).json()
        seen += [p["product_id"] for p in body["items"]]
        pages += 1
        cursor = body["next_cursor"]
        if cursor is None:
            break
    assert seen == [f"p{n}" for n in range(7)]
    assert pages == 3


def test_list_page_size_defaults_to_50(api, site):
    Product.objects.bulk_create(
        Product(site=site, product_id=f"p{n:03}", title="t") for n in range(51)
    )
    body = api.get(list_url(site)).json()
    assert len(body["items"]) == 50
    assert body["next_cursor"]
    rest = api.get(list_url(site, cursor=body["next_cursor"])).json()
    assert len(rest["items"]) == 1 and rest["next_cursor"] is None


def test_list_filters_updated_since_inclusively_with_any_offset(api, site):
    for pid in ("old", "edge", "new"):
        _put(api, site, pid)
    edge = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
    _set_updated_at(site, "old", edge - timedelta(microseconds=1))
    _set_updated_at(site, "edge", edge)
    _set_updated_at(site, "new", edge + timedelta(days=1))
    for since in ("2025-03-01T12:00:00Z", "2025-03-01T14:00:00+02:00"):
        items = api.get(list_url(site, updated_since=since)).json()["items"]
        assert [p["product_id"] for p in items] == ["edge", "new"]
    # an unencoded "+" arrives as a space; the offset is still understood
    raw = f"/vfr/manage/sites/{site.pk}/products?updated_since=2025-03-01T14:00:00+02:00"
    assert [p["product_id"] for p in api.get(raw).json()["items"]] == ["edge", "new"]


def test_list_filters_enabled(api, site):
    _put(api, site, "on")
    _put(api, site, "off", enabled=False)
    for value, expected in (("true", ["on"]), ("false", ["off"])):
        items = api.get(list_url(site, enabled=value)).json()["items"]
        assert [p["product_id"] for p in items] == expected


def test_list_shows_only_the_sites_products(api, site, make_site):
    _put(api, site, "mine")
    other = make_site()
    _put(api, other, "theirs")
    assert [p["product_id"] for p in api.get(list_url(site)).json()["items"]] == ["mine"]


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"page_size": "0"}, "page_size"),
        ({"page_size": "201"}, "page_size"),
        ({"page_size": "ten"}, "page_size"),
        ({"page_size": "1.5"}, "page_size"),
        ({"updated_since": "yesterday"}, "updated_since"),
        ({"updated_since": "2025-03-01T12:00:00"}, "updated_since"),  # no offset
        ({"enabled": "yes"}, "enabled"),
        ({"enabled": ""}, "enabled"),
        ({"cursor": "abc"}, "cursor"),
        ({"cursor": ""}, "cursor"),
        ({"cursor": "x" * 2049}, "cursor"),
    ],
)
def test_list_invalid_parameters_are_400_naming_the_parameter(api, site, params, field):
    response = api.get(list_url(site, **params))
    assert response.status_code == 400
    assert response.json()["error"].startswith(f"{field}: ")
    assert_conforms(response, LIST, "GET")


def test_list_parameter_given_twice_is_400(api, site):
    response = api.get(f"/vfr/manage/sites/{site.pk}/products?page_size=1&page_size=2")
    assert response.status_code == 400


def test_list_cursor_is_tamper_evident_and_bound_to_its_filters(api, site, make_site):
    for n in range(3):
        _put(api, site, f"p{n}")
    cursor = api.get(list_url(site, page_size="1")).json()["next_cursor"]
    tampered = cursor[:-2] + ("AA" if cursor[-2:] != "AA" else "BB")
    assert api.get(list_url(site, cursor=tampered)).status_code == 400
    assert api.get(list_url(site, cursor=cursor, enabled="true")).status_code == 400
    other = make_site()
    assert api.get(list_url(other, cursor=cursor)).status_code == 400
    assert api.get(list_url(site, cursor=cursor, page_size="5")).status_code == 200


def test_list_auth_rules_are_the_writes(api, site, other_site, anon):
    assert anon.get(list_url(site)).status_code == 401
    assert api.get(list_url(other_site)).status_code == 403
    assert ApiClient(issue_key(other_site.account)).get(list_url(site)).status_code == 403


def test_list_makes_a_fixed_number_of_queries_per_page(api, site):
    for n in range(5):
        _put(api, site, f"p{n}", variants=sized_variants(4, prefix=f"p{n}-"))
    with CaptureQueriesContext(connection) as queries:
        body = api.get(list_url(site, page_size="5")).json()
    assert len(body["items"]) == 5
    assert len(queries) <= 12


# --- updated_at moves on every change, and only then ---------------------------------


def _updated_at(api, site, product_id: str) -> str:
    return api.get(product_url(site, product_id)).json()["catalog_product"]["updated_at"]


RICH = {
    "images": [image(1, external_media_id="m1"), image(2)],
    "options": [{"key": "size", "values": [{"source_value": "S"}, {"source_value": "M"}]}],
    "variants": [
        variant(
            f"v{s}",
            option_values={"size": s},
            available=True,
            inventory_quantity=4,
            price={"amount": "49.00", "currency": "EUR"},
            media=[{"external_media_id": "m1"}],
        )
        for s in ("S", "M")
    ],
    "size_charts": [{"content": {"S": {"bust": 84}}}],
    "garment_measurements": [{"name": "bust", "value": 86.5, "unit": "cm", "size_label": "S"}],
    "model_observations": [{"name": "Ana", "size_worn": "S", "measurements": {"height": "175"}}],
}


@pytest.mark.parametrize("body", [{"variants": [variant("v1")]}, RICH], ids=["small", "rich"])
def test_updated_at_stays_on_an_unchanged_write(api, site, body):
    _put(api, site, "p1", **body)
    before = api.get(product_url(site, "p1")).json()
    again = _put(api, site, "p1", **body)
    assert again["catalog_product"]["updated_at"] == before["catalog_product"]["updated_at"]
    assert (
        api.get(list_url(site, updated_since=before["catalog_product"]["updated_at"])).json()[
            "items"
        ][0]["updated_at"]
        == before["catalog_product"]["updated_at"]
    )


def test_updated_at_moves_when_only_stock_changes(api, site):
    _put(api, site, "p1", variants=[variant("v1", inventory_quantity=4)])
    before = _updated_at(api, site, "p1")
    _put(api, site, "p1", variants=[variant("v1", inventory_quantity=3)])
    assert _updated_at(api, site, "p1") > before


def test_updated_at_moves_on_a_change_enable_disable_and_variant_delete(api, site):
    _put(api, site, "p1", variants=[variant("v1"), variant("v2")])
    before = _updated_at(api, site, "p1")
    _put(api, site, "p1", title="Renamed")
    after_write = _updated_at(api, site, "p1")
    assert after_write > before
    api.put(product_url(site, "p1") + "/enabled", {"enabled": False})
    after_disable = _updated_at(api, site, "p1")
    assert after_disable > after_write
    api.delete(product_url(site, "p1") + "/variants/v2")
    assert _updated_at(api, site, "p1") > after_disable


def test_list_cursor_over_2048_characters_says_characters(api, site):
    response = api.get(list_url(site, cursor="x" * 2049))
    assert response.status_code == 400
    assert response.json()["error"] == "cursor: must be at most 2048 characters"
