"""Small factories for black-box contract tests (written from interface.md / decisions.md)."""

from __future__ import annotations

import itertools
from typing import Any

from tests.client import enc

_seq = itertools.count(1)

IMG = "https://cdn.example/img/1.jpg"


def url_of_length(n: int) -> str:
    prefix = "https://cdn.example/"
    return prefix + "a" * (n - len(prefix))


def product_path(site, product_id: str) -> str:
    return f"/vfr/manage/sites/{site.pk}/products/{enc(product_id)}"


def new_body(**fields: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"title": "Cotton T-Shirt", "images": [{"url": IMG}]}
    body.update(fields)
    return body


def fresh_id(prefix: str = "p") -> str:
    return f"{prefix}-{next(_seq)}"


def ingest(**kw: Any) -> dict[str, Any]:
    n = next(_seq)
    return {
        "event_id": f"evt-{n}",
        "run_id": "run-1",
        "sequence": n,
        "producer": "contract",
        "observed_at": "2025-03-01T12:00:00Z",
        **kw,
    }


def put(api, site, product_id: str, body: dict[str, Any]):
    return api.put(product_path(site, product_id), body)


def create(api, site, product_id: str | None = None, **fields: Any) -> dict[str, Any]:
    product_id = product_id or fresh_id()
    response = put(api, site, product_id, new_body(**fields))
    assert response.status_code == 200, response.content
    return response.json()


def variants_by_id(payload: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {v["source_variant_id"]: v for v in payload["catalog_product"]["variants"]}


def assert_error(response, status: int, *fragments: str) -> dict[str, Any]:
    assert response.status_code == status, (response.status_code, response.content)
    assert response["Content-Type"].startswith("application/json")
    data = response.json()
    assert isinstance(data.get("error"), str) and data["error"]
    for fragment in fragments:
        assert fragment in data["error"], data["error"]
    return data
