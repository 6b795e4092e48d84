"""A product written with every field of the interface (2.2 to 2.9) goes through every
read of this area: recommendations (all intents), fit evidence and the review list."""

from __future__ import annotations

import pytest

from tests.contract.support_reads import Merchant, review

pytestmark = pytest.mark.django_db

URL = "/recommendations"


def rich(pid: str, title: str, colours=("Blue", "Black")) -> dict:
    sizes = ("S", "M")
    return {
        "title": title,
        "handle": pid,
        "canonical_url": f"https://shop.example/products/{pid}",
        "enabled": True,
        "rating": 4.3,
        "review_count": 17,
        "price": {"amount": "49.90", "currency": "EUR"},
        "compare_at_price": {"amount": "69.90", "currency": "EUR"},
        "brand": "Acme",
        "product_type": "Dress" if "Dress" in title else "Jeans",
        "description": "<p>Soft fabric.</p>",
        "custom_instructions": "Show it on a model.",
        "source_active": True,
        "source_status_raw": "active",
        "source_updated_at": "2025-05-01T10:00:00Z",
        "images": [
            {
                "url": f"https://cdn.example/{pid}/{c}.jpg",
                "external_media_id": f"{pid}-{c}",
                "alt_text": c,
                "role": "front",
                "position": i,
                "width": 800,
                "height": 1200,
            }
            for i, c in enumerate(colours)
        ],
        "options": [
            {
                "key": "color",
                "source_name": "Colour",
                "kind": "visual",
                "presentation_role": "include",
                "position": 0,
                "values": [
                    {
                        "source_value": c,
                        "display_label": c,
                        "normalized_value": c.lower(),
                        "position": i,
                        "swatch": {"label": c, "color": c.lower(), "colors": [c.lower()]},
                    }
                    for i, c in enumerate(colours)
                ],
            },
            {
                "key": "size",
                "kind": "size",
                "position": 1,
                "size_system_code": "intl_alpha",
                "size_audience_code": "womens",
                "size_category_code": "apparel",
                "values": [{"source_value": s, "position": i} for i, s in enumerate(sizes)],
            },
        ],
        "variants": [
            {
                "source_variant_id": f"{pid}-{c}-{s}",
                "option_values": {"color": c, "size": s},
                "title": f"{c} / {s}",
                "sku": f"{pid}-{c}-{s}".upper(),
                "canonical_url": f"https://shop.example/products/{pid}?variant={c}-{s}",
                "available": True,
                "inventory_quantity": 3,
                "inventory_observed_at": "2025-05-01T10:00:00Z",
                "inventory_policy": "deny",
                "inventory_item_id": f"inv-{c}-{s}",
                "price": {"amount": "49.90", "currency": "EUR"},
                "compare_at_price": {"amount": "69.90", "currency": "EUR"},
                "media": [{"external_media_id": f"{pid}-{c}", "role": "front", "position": 0}],
            }
            for c in colours
            for s in sizes
        ],
        "variants_complete": True,
        "size_charts": [
            {
                "url": "https://shop.example/size-chart",
                "external_id": "chart-1",
                "content": {"rows": [["S", "36"], ["M", "38"]]},
                "locale": "en-GB",
                "size_system_code": "eu",
            }
        ],
        "garment_measurements": [
            {"name": "waist", "value": 70, "unit": "cm", "size_label": "S", "confidence": 0.9}
        ],
        "model_observations": [
            {
                "name": "Mia",
                "size_worn": "S",
                "measurements": {"height": "175 cm"},
                "evidence": ["Model is 175 cm and wears S"],
            }
        ],
    }


@pytest.fixture
def merchant(api, site, django_capture_on_commit_callbacks) -> Merchant:
    m = Merchant(api, site, django_capture_on_commit_callbacks)
    for pid, title in (
        ("jeans-a", "Women's Blue Slim Jeans"),
        ("jeans-b", "Women's Black Skinny Jeans"),
        ("dress-a", "Women's Red Midi Dress"),
        ("tee-a", "Women's White Cotton T-Shirt"),
    ):
        body = rich(pid, title)
        with m.capture(execute=True):
            response = m.api.put(m.product_url(pid), body)
        assert response.status_code == 200, response.content
    return m


@pytest.mark.parametrize(
    ("intent", "ids"),
    [
        ("similar", ["jeans-a"]),
        ("complete_the_look", ["jeans-a"]),
        ("likely_purchases", ["jeans-a"]),
    ],
)
def test_every_intent_over_a_rich_catalog(merchant, intent, ids):
    response = merchant.api.post(
        URL, {"site_key": merchant.site.site_key, "intent": intent, "product_ids": ids}
    )
    assert response.status_code == 200, response.content
    items = response.json()["items"]
    assert items
    for item in items:
        assert item["image_url"].startswith("https://cdn.example/")
        assert item["available"] is True
        if item["target_type"] == "visual_group":
            colour = item["recommended_option_values"]["color"]
            assert item["image_url"].endswith(f"/{colour}.jpg")


def test_storefront_reads_over_a_rich_product(merchant):
    merchant.synced(
        "jeans-a",
        [
            review(
                "r1",
                body="Runs small in the waist.",
                purchased_variant={"sku": "JEANS-A-BLUE-M"},
                media=[{"url": "https://cdn.example/r1.jpg", "kind": "image", "width": 10}],
                measurements=[
                    {"values": [{"raw_label": "height", "value": 170, "raw_unit": "cm"}]}
                ],
            )
        ],
    )
    body = merchant.fit(product_id="jeans-a", variant_id="jeans-a-Blue-M")
    assert (body["rating"], body["review_count"]) == (4.3, 17)
    assert [r["external_review_id"] for r in body["reviews"]] == ["r1"]
    assert body["digest"]["review_count"] == 1
    assert [
        r["external_review_id"] for r in merchant.page(product_id="jeans-a", size="M")["items"]
    ] == ["r1"]
