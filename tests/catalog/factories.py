"""Product write bodies and helpers for catalog tests."""

from __future__ import annotations

from typing import Any

from tests.client import enc


def product_url(site, product_id: str) -> str:
    return f"/vfr/manage/sites/{site.pk}/products/{enc(product_id)}"


def image(n: int = 0, **kw: Any) -> dict[str, Any]:
    return {"url": f"https://cdn.example/img/{n}.jpg", **kw}


def variant(vid: str, **kw: Any) -> dict[str, Any]:
    return {"source_variant_id": vid, **kw}


def product_body(**kw: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"title": "Midi wrap dress", "images": [image(0)]}
    body.update(kw)
    return body


def sized_variants(n: int, *, prefix: str = "v") -> list[dict[str, Any]]:
    """``n`` variants over colour x size, each with a price and stock."""
    return [
        {
            "source_variant_id": f"{prefix}{i}",
            "option_values": {"color": f"c{i // 10}", "size": f"s{i % 10}"},
            "sku": f"SKU-{prefix}{i}",
            "price": {"amount": "19.90", "currency": "EUR"},
            "available": True,
            "inventory_quantity": 5,
        }
        for i in range(n)
    ]


def without_ids_and_times(payload: dict[str, Any]) -> dict[str, Any]:
    """A product write/read payload minus database ids and timestamps (changed in place and
    returned), so two sites or two write paths holding the same data compare equal."""
    record = payload["catalog_product"]
    for key in ("id", "created_at", "updated_at"):
        record.pop(key)
    for v in record["variants"]:
        for key in ("id", "created_at", "updated_at", "inventory_observed_at"):
            v.pop(key, None)
    payload["product"].pop("id")
    return payload
