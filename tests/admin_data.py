"""A small store written through the API, for the admin's support views (test client and
browser tests): two dresses and sandals with images and sized variants, reviews of the
wrap dress with fit evidence in their text, an order."""

from __future__ import annotations

from typing import Any

from tests.client import ApiClient, enc

PRODUCTS = {
    "wrap-dress": "Floral midi wrap dress",
    "slip-dress": "Satin midi slip dress",
    "sandals": "Leather strap sandals",
}
REVIEWS = [
    {
        "external_review_id": "r1",
        "rating": 4,
        "title": "Lovely but small",
        "body": "Runs small, I usually wear an M and needed an L. Tight across the bust. "
        "I am 168 cm tall.",
        "author_display_name": "Ana",
        "created_at": "2025-03-01T10:00:00Z",
        "purchased_variant": {"source_variant_id": "wrap-dress-l"},
    },
    {
        "external_review_id": "r2",
        "rating": 5,
        "body": "Fits true to size, the length is perfect.",
        "created_at": "2025-03-02T10:00:00Z",
    },
    {
        "external_review_id": "r3",
        "rating": 2,
        "body": "The colour is darker than in the photos.",
        "created_at": "2025-03-03T10:00:00Z",
    },
]


def product_body(product_id: str, title: str, images: list[str]) -> dict[str, Any]:
    return {
        "title": title,
        "images": [
            {"url": url, "role": role} for url, role in zip(images, ("front", "back"), strict=False)
        ],
        "price": {"amount": "79.00", "currency": "EUR"},
        "variants": [
            {
                "source_variant_id": f"{product_id}-{size.lower()}",
                "option_values": {"size": size},
                "sku": f"{product_id.upper()}-{size}",
                "available": size != "S",
                "inventory_quantity": 0 if size == "S" else 4,
            }
            for size in ("S", "M", "L")
        ],
    }


def cdn_images(product_id: str) -> list[str]:
    return [
        f"https://cdn.example/img/{product_id}.jpg",
        f"https://cdn.example/img/{product_id}-back.jpg",
    ]


def write_store(api: ApiClient, site, *, images=cdn_images) -> None:
    """Everything through HTTP, as a merchant integration writes it; run the after-commit
    work (extraction, digests, index) in-process around it. ``images(product_id)``: the
    product's image URLs."""
    base = f"/vfr/manage/sites/{site.pk}"
    for product_id, title in PRODUCTS.items():
        response = api.put(
            f"{base}/products/{enc(product_id)}",
            product_body(product_id, title, images(product_id)),
        )
        assert response.status_code == 200, response.content
    sync = {"event_id": "admin-1", "provider": "reviews-app", "reviews": REVIEWS}
    response = api.post(f"{base}/products/wrap-dress/reviews", sync)
    assert response.status_code == 200, response.content
    order = {
        "event_id": "admin-orders-1",
        "orders": [
            {
                "order_id": "o-1",
                "created_at": "2025-03-03T12:00:00Z",
                "lines": [
                    {"product_id": "wrap-dress", "quantity": 1},
                    {"product_id": "sandals", "quantity": 1},
                ],
            }
        ],
    }
    assert api.post(f"{base}/orders", order).status_code == 200
