"""Regenerates ``common/openapi_examples.json``: a request and a response example for every
operation of the OpenAPI schema, captured from the service answering a scripted
integration (the README's "Try it" store), so every example is what the service really
takes and answers. Run on a scratch database (the embedded default is fine):

    .venv/bin/python manage.py migrate && .venv/bin/python scripts/openapi_examples.py

The schema's ``common.openapi_docs.add_examples`` hook attaches them by operation id.
"""

from __future__ import annotations

import io
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

import django  # noqa: E402

django.setup()

from django.core.management import call_command  # noqa: E402

from tests.client import ApiClient  # noqa: E402

ORIGIN = "https://shop.example"
PRODUCT = {
    "title": "Floral midi wrap dress",
    "handle": "floral-midi-wrap-dress",
    "canonical_url": "https://shop.example/products/floral-midi-wrap-dress",
    "brand": "Acme",
    "product_type": "Dress",
    "description": "A midi wrap dress in a floral viscose print.",
    "price": {"amount": "79.00", "currency": "EUR"},
    "images": [
        {
            "url": "https://cdn.shop.example/wrap-dress-front.jpg",
            "external_media_id": "m-1",
            "role": "front",
            "alt_text": "Front view",
        },
    ],
    "options": [
        {"key": "color", "values": [{"source_value": "Green"}]},
        {
            "key": "size",
            "values": [{"source_value": "S"}, {"source_value": "M"}, {"source_value": "L"}],
        },
    ],
    "variants": [
        {
            "source_variant_id": f"wrap-green-{size.lower()}",
            "sku": f"WRAP-GRN-{size}",
            "option_values": {"color": "Green", "size": size},
            "available": size != "S",
            "inventory_quantity": 0 if size == "S" else 7,
            "media": [{"external_media_id": "m-1"}],
        }
        for size in ("S", "M", "L")
    ],
    "garment_measurements": [
        {"name": "bust", "value": 88, "unit": "cm", "size_label": "M"},
    ],
    "ingest": {
        "event_id": "catalog-2025-03-01-0001",
        "run_id": "nightly-2025-03-01",
        "sequence": 1,
        "producer": "shop-backend",
        "observed_at": "2025-03-01T02:00:00Z",
    },
}
REVIEWS = {
    "event_id": "reviews-2025-03-02-0001",
    "provider": "reviews-app",
    "reviews": [
        {
            "external_review_id": "r-1001",
            "rating": 4,
            "title": "Lovely but small",
            "body": "Runs small, I usually wear an M and needed an L. Tight across the bust. "
            "I am 168 cm.",
            "author_display_name": "Ana",
            "created_at": "2025-03-01T10:00:00Z",
            "verified_purchase": True,
            "purchased_variant": {"source_variant_id": "wrap-green-l"},
        },
        {
            "external_review_id": "r-1002",
            "rating": 5,
            "body": "Fits true to size, the length is perfect.",
            "author_display_name": "Mia",
            "created_at": "2025-03-02T10:00:00Z",
        },
    ],
}


def main() -> None:
    out = io.StringIO()
    call_command(
        "create_site",
        "--account",
        "examples",
        "--origin",
        ORIGIN,
        "--new-key",
        "--json",
        stdout=out,
    )
    created = json.loads(out.getvalue())
    site_id, site_key = created["site_id"], created["site_key"]
    api = ApiClient(created["api_key"])
    examples: dict[str, dict] = {}

    def record(operation: str, response, request=None) -> dict:
        assert response.status_code == 200, (operation, response.content)
        examples[operation] = {"response": response.json()}
        if request is not None:
            examples[operation]["request"] = request
        return response.json()

    base = f"/vfr/manage/sites/{site_id}"
    record("site_retrieve", api.get(base))
    record("catalog_product_write", api.put(f"{base}/products/wrap-dress", PRODUCT), PRODUCT)
    for pid, title, product_type in (
        ("slip-dress", "Satin midi slip dress", "Dress"),
        ("strap-sandals", "Leather strap sandals", "Sandals"),
    ):
        api.put(
            f"{base}/products/{pid}",
            {
                "title": title,
                "product_type": product_type,
                "available": True,
                "price": {"amount": "69.00", "currency": "EUR"},
                "canonical_url": f"https://shop.example/products/{pid}",
                "images": [{"url": f"https://cdn.shop.example/{pid}.jpg"}],
            },
        )
    record("catalog_product_read", api.get(f"{base}/products/wrap-dress"))
    record("catalog_product_list", api.get(f"{base}/products?page_size=1"))
    record("reviews_sync", api.post(f"{base}/products/wrap-dress/reviews", REVIEWS), REVIEWS)
    shop = ApiClient()
    record(
        "storefront_fit_evidence",
        shop.get(
            f"/vfr/sites/{site_key}/fit-evidence?product_id=wrap-dress&size=L",
            headers={"Origin": ORIGIN},
        ),
    )
    record(
        "storefront_reviews",
        shop.get(
            f"/vfr/sites/{site_key}/reviews?product_id=wrap-dress&page_size=1",
            headers={"Origin": ORIGIN},
        ),
    )
    orders = {
        "event_id": "orders-2025-03-03-0001",
        "orders": [
            {
                "order_id": "1001",
                "created_at": "2025-03-03T12:00:00Z",
                "lines": [
                    {"product_id": "wrap-dress", "variant_id": "wrap-green-m", "quantity": 1},
                    {"product_id": "strap-sandals", "quantity": 1},
                ],
            }
        ],
    }
    record("orders_create", api.post(f"{base}/orders", orders), orders)
    recs = {
        "site_key": site_key,
        "intent": "complete_the_look",
        "product_ids": ["wrap-dress"],
        "shopper_id": "shopper-7f3a",
        "limit": 3,
        "surface": "product_page",
    }
    record("recommendations_create", api.post("/recommendations", recs), recs)
    enabled = {"enabled": False}
    record(
        "catalog_product_enabled", api.put(f"{base}/products/slip-dress/enabled", enabled), enabled
    )
    record(
        "catalog_variant_delete", api.delete(f"{base}/products/wrap-dress/variants/wrap-green-s")
    )
    record("catalog_product_delete", api.delete(f"{base}/products/slip-dress"))
    csv_text = (
        "product_id,title,price,currency,image_url,variant_id,option1_name,option1_value,variant_available\n"
        "linen-shirt,Linen shirt,49.00,EUR,https://cdn.shop.example/linen-shirt.jpg,linen-s,Size,S,true\n"
        "linen-shirt,,,,,linen-m,Size,M,false\n"
    )
    upload = io.BytesIO(csv_text.encode())
    upload.name = "catalog.csv"
    response = api.client.post(
        f"{base}/products/import", {"file": upload}, headers={"Authorization": f"Bearer {api.key}"}
    )
    record("catalog_products_import", response, {"file": csv_text})
    path = ROOT / "common" / "openapi_examples.json"
    path.write_text(json.dumps(examples, indent=1, ensure_ascii=False) + "\n")
    print(f"wrote {len(examples)} operations to {path}")


if __name__ == "__main__":
    main()
