"""The OpenAPI description of the storefront reads."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db


@pytest.fixture
def schema(anon):
    return anon.get("/api/schema/?format=json").json()


def _params(operation) -> dict:
    return {p["name"]: p for p in operation["parameters"] if p["in"] == "query"}


def test_fit_evidence_is_described_exactly(schema):
    operation = schema["paths"]["/vfr/sites/{site_key}/fit-evidence"]["get"]
    params = _params(operation)

    assert set(params) == {"product_id", "variant_id", "size"}
    assert params["product_id"]["required"] is True
    assert all(p["schema"]["maxLength"] == 255 for p in params.values())
    assert {"200", "304", "400", "403", "404", "429"} <= set(operation["responses"])
    assert operation.get("security") in (None, [], [{}])  # no API key
    body = operation["responses"]["200"]["content"]["application/json"]["schema"]
    component = schema["components"]["schemas"][body["$ref"].rsplit("/", 1)[1]]
    assert set(component["required"]) == {"digest", "reviews", "rating", "review_count"}
    assert component["properties"]["reviews"]["maxItems"] == 3


def test_review_list_is_described_exactly(schema):
    operation = schema["paths"]["/vfr/sites/{site_key}/reviews"]["get"]
    params = _params(operation)

    assert set(params) == {"product_id", "variant_id", "size", "cursor", "page_size"}
    assert params["cursor"]["schema"]["maxLength"] == 2048
    assert params["page_size"]["schema"] == {
        "type": "integer",
        "minimum": 1,
        "maximum": 50,
        "default": 10,
    }
    assert {"200", "304", "400", "403", "404", "429"} <= set(operation["responses"])
    limited = operation["responses"]["429"]["content"]["application/json"]["schema"]
    assert (
        "retry_after_seconds"
        in schema["components"]["schemas"][limited["$ref"].rsplit("/", 1)[1]]["properties"]
    )
