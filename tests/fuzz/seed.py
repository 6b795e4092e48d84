"""The data the API fuzz run starts from, written through the API of the running server.

Three sets of products (named in ``tests/fuzz/schemathesis.toml``): *stable* products that
reads, review sync and recommendations aim at and that no write or delete is pointed at;
*writable* products for product writes, enable/disable and variant deletes; *doomed*
products for product deletes. Stable products span outfit slots (dress, sandals, jacket,
bag) so every recommendation intent has candidates, and carry reviews so the storefront
reads have evidence to page through.
"""

from __future__ import annotations

import urllib.error
import urllib.parse
import urllib.request
from typing import Any

import orjson

ORIGIN = "https://shop.example"
SIZES = ("S", "M", "L")

STABLE = {
    "wrap-dress": ("Floral midi wrap dress", "Dress", "wrap-green"),
    "slip-dress": ("Satin midi slip dress", "Dress", "slip-black"),
    "strap-sandals": ("Leather strap sandals", "Sandals", "sandal-tan"),
    "denim-jacket": ("Cropped denim jacket", "Jacket", "jacket-blue"),
    "leather-tote": ("Leather tote bag", "Bag", "tote-brown"),
}
WRITABLE = ("w-1", "w-2", "w-3")
WRITABLE_VARIANTS = ("wv-1", "wv-2", "wv-3", "wv-4")
DOOMED = ("d-1", "d-2", "d-3", "d-4", "d-5", "d-6")
REVIEW_TEXTS = (
    (4, "Runs small, I usually wear an M and needed an L. Tight across the bust."),
    (5, "Fits true to size, the length is perfect. I am 168 cm and wear a 38."),
    (3, "Loose around the waist, a bit long for me."),
    (5, "Lovely fabric, true to size."),
)


def _product(title: str, product_type: str, variants: list[dict[str, Any]]) -> dict[str, Any]:
    slug = title.lower().replace(" ", "-")
    return {
        "title": title,
        "product_type": product_type,
        "brand": "Acme",
        "canonical_url": f"{ORIGIN}/products/{slug}",
        "price": {"amount": "59.00", "currency": "EUR"},
        "images": [{"url": f"https://cdn.shop.example/{slug}.jpg", "external_media_id": "m-1"}],
        "variants": variants,
    }


def _sized(prefix: str) -> list[dict[str, Any]]:
    return [
        {
            "source_variant_id": f"{prefix}-{size.lower()}",
            "option_values": {"size": size},
            "available": True,
            "inventory_quantity": 5,
        }
        for size in SIZES
    ]


class Seeder:
    def __init__(self, base_url: str, site_id: str, api_key: str) -> None:
        self.base = f"{base_url}/vfr/manage/sites/{site_id}"
        self.api_key = api_key

    def call(self, method: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
        request = urllib.request.Request(
            f"{self.base}{path}",
            orjson.dumps(body),
            {"Authorization": f"Bearer {self.api_key}", "Content-Type": "application/json"},
            method=method,
        )
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return orjson.loads(response.read())
        except urllib.error.HTTPError as error:
            raise AssertionError(
                f"seeding {method} {path}: {error.code} {error.read()!r}"
            ) from None

    def product(self, product_id: str, body: dict[str, Any]) -> None:
        self.call("PUT", f"/products/{urllib.parse.quote(product_id, safe='')}", body)

    def seed(self) -> None:
        for product_id, (title, product_type, prefix) in STABLE.items():
            self.product(product_id, _product(title, product_type, _sized(prefix)))
            reviews = [
                {
                    "external_review_id": f"{product_id}-r{number}",
                    "rating": rating,
                    "body": text,
                    "author_display_name": f"Shopper {number}",
                    # One review without a date: the read answers it without `created_at`.
                    **({"created_at": f"2025-03-0{number}T10:00:00Z"} if number > 1 else {}),
                    "purchased_variant": {"source_variant_id": f"{prefix}-m"},
                }
                for number, (rating, text) in enumerate(REVIEW_TEXTS, start=1)
            ]
            self.call(
                "POST",
                f"/products/{product_id}/reviews",
                {"event_id": f"seed-{product_id}", "provider": "reviews-app", "reviews": reviews},
            )
        variants = [
            {"source_variant_id": variant_id, "option_values": {"size": size}, "available": True}
            for variant_id, size in zip(WRITABLE_VARIANTS, ("XS", *SIZES), strict=True)
        ]
        for product_id in WRITABLE:
            self.product(product_id, _product(f"Linen shirt {product_id}", "Shirt", variants))
        for product_id in DOOMED:
            self.product(product_id, _product(f"Cotton tee {product_id}", "T-shirt", []))
        orders = [
            {
                "order_id": f"seed-{number}",
                "created_at": "2025-03-03T12:00:00Z",
                "lines": [
                    {"product_id": "wrap-dress", "quantity": 1},
                    {"product_id": "strap-sandals", "quantity": 1},
                ],
            }
            for number in range(3)
        ]
        self.call("POST", "/orders", {"event_id": "seed-orders", "orders": orders})
