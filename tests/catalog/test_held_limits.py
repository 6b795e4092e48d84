"""A product holds at most what one write may send (interface 2.2 and 8): a write whose merge
would leave more is 413 and changes nothing, so what is read back can always be written
again (decisions.md 1: what is accepted round-trips)."""

from __future__ import annotations

import pytest

from catalog.models import Product
from tests.catalog.factories import image, product_body, product_url, sized_variants

pytestmark = pytest.mark.django_db


def put(api, site, body, product_id="p1"):
    return api.put(product_url(site, product_id), body)


def option(key: str, values: int = 1) -> dict:
    return {"key": key, "values": [{"source_value": f"{key}-{i}"} for i in range(values)]}


def test_options_merged_past_twenty_are_413_and_nothing_changes(api, site):
    assert (
        put(api, site, product_body(options=[option(f"k{i}") for i in range(20)])).status_code
        == 200
    )
    response = put(api, site, {"options": [option("k20")]})
    assert response.status_code == 413
    assert response.json()["error"].startswith("options: the product would hold 21 (at most 20)")
    assert len(api.get(product_url(site, "p1")).json()["catalog_product"]["options"]) == 20


def test_a_complete_collection_replaces_instead_of_adding(api, site, ingest):
    put(api, site, product_body(options=[option(f"k{i}") for i in range(20)]))
    body = {"options": [option("k20")], "ingest": ingest(completed_collections=["options"])}
    response = put(api, site, body)
    assert response.status_code == 200, response.json()
    assert [o["key"] for o in response.json()["catalog_product"]["options"]] == ["k20"]


def test_option_values_merged_past_a_thousand_are_413(api, site):
    put(api, site, product_body(options=[option("size", 1000)]))
    response = put(api, site, {"options": [{"key": "size", "values": [{"source_value": "new"}]}]})
    assert response.status_code == 413
    assert response.json()["error"].startswith("options[size].values: the product would hold 1001")


def test_size_charts_merged_past_fifty_are_413(api, site):
    charts = [{"url": f"https://cdn.example/chart{i}.png"} for i in range(50)]
    assert put(api, site, product_body(size_charts=charts)).status_code == 200
    response = put(api, site, {"size_charts": [{"url": "https://cdn.example/chart50.png"}]})
    assert response.status_code == 413
    assert response.json()["error"].startswith("size_charts: the product would hold 51")


def test_images_and_active_variants_merged_past_their_limit_are_413(api, site, monkeypatch):
    monkeypatch.setattr("catalog.merge.product.MAX_IMAGES", 2)
    monkeypatch.setattr("catalog.merge.product.MAX_VARIANTS", 3)
    put(api, site, product_body(images=[image(0), image(1)], variants=sized_variants(3)))
    assert put(api, site, {"images": [image(2)]}).status_code == 413
    assert put(api, site, {"variants": sized_variants(1, prefix="w")}).status_code == 413
    # inactive variants do not count: a complete view may replace them all
    complete = {"variants": sized_variants(3, prefix="x"), "variants_complete": True}
    assert put(api, site, complete).status_code == 200
    assert Product.objects.get().images.count() == 2


def test_removing_an_image_a_variant_media_names_is_400_and_changes_nothing(api, site, ingest):
    """decisions.md 2, consistency: a variant's media names a product image."""
    body = product_body(
        images=[image(0, external_media_id="ma"), image(1)],
        variants=[{"source_variant_id": "v", "media": [{"external_media_id": "ma"}]}],
    )
    assert put(api, site, body).status_code == 200
    complete = {"images": [image(1)], "ingest": ingest(completed_collections=["images"])}
    response = put(api, site, complete)
    assert response.status_code == 400
    assert response.json()["error"] == (
        "images: removes image 'ma', which the media of variant 'v' names; "
        "send that variant's media without it"
    )
    assert Product.objects.get().images.count() == 2
    # with the variant's media sent without it, the image goes
    both = {**complete, "variants": [{"source_variant_id": "v", "media": []}]}
    assert put(api, site, both).status_code == 200
    assert Product.objects.get().images.count() == 1
