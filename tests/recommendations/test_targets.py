from __future__ import annotations

import pytest

from recommendations.services.index import index_rebuild
from tests.recommendations.conftest import rec_body
from tests.recommendations.factories import make_product

pytestmark = pytest.mark.django_db


def _item(api, site, product_id):
    make_product(site, "ctx", "Black Leather Sneakers", variants=[{"id": "c"}])
    index_rebuild(site_id=site.pk)
    body = api.post("/recommendations", rec_body(site, "similar", ["ctx"])).json()
    return next(i for i in body["items"] if i["product_id"] == product_id)


def test_no_size_option_gives_an_exact_variant(api, site):
    make_product(
        site,
        "snk",
        "White Sneakers",
        options={"color": ("visual", ["White", "Black"])},
        variants=[
            {"id": "w", "options": {"color": "White"}, "available": False},
            {"id": "b", "options": {"color": "Black"}, "price": "80.00"},
        ],
    )
    item = _item(api, site, "snk")
    assert item["target_type"] == "variant"
    assert item["variant_id"] == "b"
    assert item["recommended_option_values"] == {"color": "Black"}
    assert item["price"] == "80.00" and item["currency"] == "EUR"
    assert item["canonical_url"].endswith("?variant=b")
    assert item["available"] is True


def test_one_available_size_gives_an_exact_variant(api, site):
    make_product(
        site,
        "snk",
        "Canvas Sneakers",
        options={"size": ("size", ["40", "41"])},
        variants=[
            {"id": "40", "options": {"size": "40"}, "available": False},
            {"id": "41", "options": {"size": "41"}},
        ],
    )
    item = _item(api, site, "snk")
    assert item["target_type"] == "variant" and item["variant_id"] == "41"


def test_several_sizes_give_the_best_visual_group(api, site):
    make_product(
        site,
        "snk",
        "Running Sneakers",
        options={"color": ("visual", ["Red", "Blue"]), "size": ("size", ["40", "41"])},
        variants=[
            {"id": "r40", "options": {"color": "Red", "size": "40"}, "available": False},
            {"id": "r41", "options": {"color": "Red", "size": "41"}},
            {"id": "b40", "options": {"color": "Blue", "size": "40"}, "image_url": "https://i/b"},
            {"id": "b41", "options": {"color": "Blue", "size": "41"}},
        ],
    )
    item = _item(api, site, "snk")
    assert item["target_type"] == "visual_group"
    assert item["variant_id"] is None
    assert item["recommended_option_values"] == {"color": "Blue"}
    assert item["image_url"] == "https://i/b"


def test_sizes_without_colour_give_the_product(api, site):
    make_product(
        site,
        "snk",
        "Trail Sneakers",
        options={"size": ("size", ["40", "41"])},
        variants=[{"id": "40", "options": {"size": "40"}}, {"id": "41", "options": {"size": "41"}}],
    )
    item = _item(api, site, "snk")
    assert item["target_type"] == "product"
    assert item["variant_id"] is None and item["recommended_option_values"] == {}
    assert item["image_url"] == "https://cdn.example/snk.jpg"


def test_unknown_inventory_is_null_availability(api, site):
    make_product(site, "snk", "Suede Sneakers", variants=[{"id": "a", "available": None}])
    assert _item(api, site, "snk")["available"] is None


def test_inactive_variants_are_ignored(api, site):
    make_product(
        site,
        "snk",
        "Court Sneakers",
        variants=[{"id": "old", "active": False}, {"id": "new", "available": True}],
    )
    assert _item(api, site, "snk")["variant_id"] == "new"
