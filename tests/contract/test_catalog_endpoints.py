"""Enable/disable (4.4), delete variant (4.5), delete product (4.6) and encoded path
identifiers (decisions.md section 2)."""

from __future__ import annotations

import pytest

from tests.client import enc
from tests.contract.helpers import assert_error, create, fresh_id, new_body, product_path, put

pytestmark = pytest.mark.django_db

ODD_IDS = [
    "a/b",
    "a%2Fb",
    "100%",
    "%",
    "with space",
    "tröja-ÅÄÖ",
    "日本語/商品",
    "emoji-👗",
    "a+b",
    "a?b#c",
    "..",
    ".",
    "a;b=c",
    "trailing/",
    "/leading",
    "import",
    "enabled",
    "variants",
    "CaseSensitive",
]


def enabled_path(site, product_id: str) -> str:
    return product_path(site, product_id) + "/enabled"


def variant_path(site, product_id: str, variant_id: str) -> str:
    return product_path(site, product_id) + f"/variants/{enc(variant_id)}"


# --- enable / disable ---------------------------------------------------------------------


@pytest.mark.parametrize("enabled", [False, True])
def test_enable_disable_returns_the_projection(api, site, enabled):
    product_id = fresh_id()
    create(api, site, product_id, enabled=not enabled)
    response = api.put(enabled_path(site, product_id), {"enabled": enabled})
    assert response.status_code == 200
    data = response.json()
    assert set(data) == {"product"}
    assert data["product"]["enabled"] is enabled
    assert data["product"]["product_id"] == product_id
    # stays in the catalog with the flag
    assert put(api, site, product_id, {}).json()["catalog_product"]["enabled"] is enabled


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"enabled": "true"},
        {"enabled": 1},
        {"enabled": None},
        {"enabled": True, "extra": 1},
        {"Enabled": True},
        [True],
        "true",
    ],
)
def test_enable_disable_body_must_be_exactly_enabled_boolean(api, site, body):
    product_id = fresh_id()
    create(api, site, product_id)
    assert_error(api.put(enabled_path(site, product_id), body), 400)


@pytest.mark.parametrize("raw", [b"", b"{", b"null", b"true"])
def test_enable_disable_malformed_body_is_400(api, site, raw):
    product_id = fresh_id()
    create(api, site, product_id)
    assert_error(api.put(enabled_path(site, product_id), body=raw), 400)


def test_enable_disable_unknown_product_and_site_are_404(api, site):
    assert_error(api.put(enabled_path(site, "nope"), {"enabled": True}), 404)
    unknown = "/vfr/manage/sites/00000000-0000-4000-8000-000000000000/products/p/enabled"
    assert_error(api.put(unknown, {"enabled": True}), 404)


def test_enable_disable_wrong_method_is_405(api, site):
    product_id = fresh_id()
    create(api, site, product_id)
    for method in ("GET", "POST", "DELETE", "PATCH"):
        assert_error(api.request(method, enabled_path(site, product_id)), 405)


@pytest.mark.parametrize("product_id", ODD_IDS)
def test_enable_disable_with_encoded_product_id(api, site, product_id):
    create(api, site, product_id)
    response = api.put(enabled_path(site, product_id), {"enabled": False})
    assert response.status_code == 200, response.content
    assert response.json()["product"]["product_id"] == product_id


# --- delete variant -------------------------------------------------------------------------


@pytest.mark.parametrize("variant_id", ODD_IDS)
def test_delete_variant_with_encoded_ids(api, site, variant_id):
    product_id = f"p/{variant_id}"
    create(
        api,
        site,
        product_id,
        variants=[{"source_variant_id": variant_id}, {"source_variant_id": "keep"}],
    )
    response = api.delete(variant_path(site, product_id, variant_id))
    assert response.status_code == 200, response.content
    assert response.json() == {"deleted": True, "product_id": product_id, "variant_id": variant_id}
    product = put(api, site, product_id, {}).json()["catalog_product"]
    assert [v["source_variant_id"] for v in product["variants"]] == ["keep"]
    # again: unknown now
    assert_error(api.delete(variant_path(site, product_id, variant_id)), 404)


def test_delete_variant_unknown_variant_product_or_site_is_404(api, site):
    product_id = fresh_id()
    create(api, site, product_id, variants=[{"source_variant_id": "Abc"}])
    assert_error(api.delete(variant_path(site, product_id, "abc")), 404)
    assert_error(api.delete(variant_path(site, "nope", "Abc")), 404)
    assert_error(
        api.delete(
            f"/vfr/manage/sites/00000000-0000-4000-8000-000000000000/products/{product_id}/variants/Abc"
        ),
        404,
    )


def test_delete_variant_of_another_product_is_404(api, site):
    create(api, site, "p1", variants=[{"source_variant_id": "v"}])
    create(api, site, "p2", variants=[{"source_variant_id": "w"}])
    assert_error(api.delete(variant_path(site, "p2", "v")), 404)


def test_deleted_variant_can_be_synced_again(api, site):
    product_id = fresh_id()
    create(api, site, product_id, variants=[{"source_variant_id": "v", "sku": "A"}])
    assert api.delete(variant_path(site, product_id, "v")).status_code == 200
    product = put(api, site, product_id, {"variants": [{"source_variant_id": "v"}]}).json()[
        "catalog_product"
    ]
    assert [(v["source_variant_id"], v["active"], v["sku"]) for v in product["variants"]] == [
        ("v", True, None)
    ]


def test_delete_inactive_variant_works(api, site):
    product_id = fresh_id()
    create(api, site, product_id, variants=[{"source_variant_id": "a"}, {"source_variant_id": "b"}])
    put(
        api, site, product_id, {"variants": [{"source_variant_id": "a"}], "variants_complete": True}
    )
    assert api.delete(variant_path(site, product_id, "b")).status_code == 200


def test_delete_variant_rederives_derived_options(api, site):
    product_id = fresh_id()
    create(
        api,
        site,
        product_id,
        variants=[
            {"source_variant_id": "a", "option_values": {"Size": "S"}},
            {"source_variant_id": "b", "option_values": {"Size": "M"}},
        ],
    )
    api.delete(variant_path(site, product_id, "b"))
    product = put(api, site, product_id, {}).json()["catalog_product"]
    assert [v["source_value"] for v in product["options"][0]["values"]] == ["S"]


def test_variant_id_over_255_is_not_found_or_too_large(api, site):
    product_id = fresh_id()
    create(api, site, product_id)
    response = api.delete(variant_path(site, product_id, "v" * 256))
    assert response.status_code in (404, 413)
    assert "error" in response.json()


# --- delete product ---------------------------------------------------------------------------


@pytest.mark.parametrize("product_id", ODD_IDS)
def test_delete_product_with_encoded_id(api, site, product_id):
    create(api, site, product_id)
    response = api.delete(product_path(site, product_id))
    assert response.status_code == 200, response.content
    assert response.json() == {"deleted": True, "product_id": product_id}
    assert_error(api.delete(product_path(site, product_id)), 404)
    assert_error(api.put(enabled_path(site, product_id), {"enabled": True}), 404)


def test_delete_product_is_case_sensitive_and_leaves_others(api, site):
    create(api, site, "Tee")
    create(api, site, "tee", brand="lower")
    assert api.delete(product_path(site, "Tee")).status_code == 200
    assert put(api, site, "tee", {}).json()["catalog_product"]["brand"] == "lower"


def test_put_after_delete_creates_a_new_product(api, site):
    product_id = fresh_id()
    first = create(api, site, product_id, brand="Acme", variants=[{"source_variant_id": "v"}])
    api.delete(product_path(site, product_id))
    # a patch is now a create: needs title and images
    assert_error(put(api, site, product_id, {"brand": "x"}), 400)
    second = put(api, site, product_id, new_body()).json()
    assert second["catalog_product"]["id"] != first["catalog_product"]["id"]
    assert second["product"]["id"] != first["product"]["id"]
    assert second["catalog_product"]["brand"] is None
    assert second["catalog_product"]["variants"] == []


def test_delete_product_of_other_site_is_404_for_own_site(api, site, make_site):
    own_other = make_site()
    create(api, site, "p")
    assert_error(api.delete(product_path(own_other, "p")), 404)
    assert put(api, site, "p", {}).status_code == 200


def test_product_with_the_same_id_on_two_sites_is_independent(api, site, make_site):
    second = make_site()
    create(api, site, "p", brand="one")
    create(api, second, "p", brand="two")
    api.delete(product_path(site, "p"))
    assert put(api, second, "p", {}).json()["catalog_product"]["brand"] == "two"


# --- encoded identifiers on the write ------------------------------------------------------------


@pytest.mark.parametrize("product_id", ODD_IDS)
def test_product_write_routes_on_the_raw_path_and_decodes_once(api, site, product_id):
    response = put(api, site, product_id, new_body())
    assert response.status_code == 200, response.content
    assert response.json()["product"]["product_id"] == product_id
    assert response.json()["catalog_product"]["product_id"] == product_id


def test_double_encoded_id_is_a_different_product(api, site):
    create(api, site, "a/b", brand="slash")
    response = api.put(f"/vfr/manage/sites/{site.pk}/products/a%252Fb", new_body(brand="lit"))
    assert response.json()["product"]["product_id"] == "a%2Fb"
    assert put(api, site, "a/b", {}).json()["catalog_product"]["brand"] == "slash"


def test_product_id_import_is_a_product_for_put_and_delete(api, site):
    response = put(api, site, "import", new_body())
    assert response.status_code == 200
    assert api.delete(product_path(site, "import")).status_code == 200
