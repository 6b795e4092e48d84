"""The OpenAPI documentation: an example for every operation, each one matching its own
schema; clean component names; the CSV layouts described in the schema itself."""

from __future__ import annotations

import jsonschema
import pytest

from tests.openapi import _json_schema

METHODS = ("get", "put", "post", "delete", "patch")


@pytest.fixture(scope="module")
def document(django_db_setup, django_db_blocker):
    from django.test import Client

    with django_db_blocker.unblock():
        return Client().get("/api/schema/?format=json").json()


def _operations(document):
    for path, item in document["paths"].items():
        for method in METHODS:
            if method in item:
                yield f"{method.upper()} {path}", item[method]


def _validate(document, schema, value) -> None:
    root = {"components": _json_schema(document["components"]), "allOf": [_json_schema(schema)]}
    jsonschema.Draft4Validator(root).validate(value)


def test_every_operation_has_a_request_and_a_response_example(document):
    missing = []
    for name, operation in _operations(document):
        for media, content in operation.get("requestBody", {}).get("content", {}).items():
            if "examples" not in content:
                missing.append(f"{name} request {media}")
        if "examples" not in operation["responses"]["200"]["content"]["application/json"]:
            missing.append(f"{name} response 200")
    assert missing == []


def test_examples_match_their_schemas(document):
    checked = 0
    for _name, operation in _operations(document):
        json_body = operation.get("requestBody", {}).get("content", {}).get("application/json")
        if json_body:
            for example in json_body["examples"].values():
                _validate(document, json_body["schema"], example["value"])
                checked += 1
        for response in operation["responses"].values():
            content = response.get("content", {}).get("application/json")
            for example in (content or {}).get("examples", {}).values():
                _validate(document, content["schema"], example["value"])
                checked += 1
    assert checked >= 30


def test_component_names_are_not_doubled(document):
    names = list(document["components"]["schemas"])
    assert [n for n in names if "RequestRequest" in n] == []
    assert "ReviewSyncRequest" in names and "RecommendationRequest" in names


def test_csv_layouts_are_described_in_the_schema_itself(document):
    operation = document["paths"]["/vfr/manage/sites/{site_id}/products/import"]["post"]
    text = operation["description"]
    assert "docs/" not in text
    for words in ("**Native**", "**Shopify product export**", "**WooCommerce product export**"):
        assert words in text
    for column in ("`product_id`", "`variant_available`", "`delete`", "`variant sku`", "`Parent`"):
        assert column in text
