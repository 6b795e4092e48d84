"""Checks a response against the service's own OpenAPI schema, as a contract fuzzer does:
its status must be declared for the operation and its JSON body must match that shape."""

from __future__ import annotations

from functools import cache
from typing import Any

import jsonschema
from django.test import Client


@cache
def _document() -> dict[str, Any]:
    return _json_schema(Client().get("/api/schema/?format=json").json())


def _json_schema(node: Any) -> Any:
    """OpenAPI 3.0 schema objects as JSON Schema: ``nullable: true`` also admits null."""
    if isinstance(node, list):
        return [_json_schema(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: _json_schema(value) for key, value in node.items()}
    if out.pop("nullable", False):
        return {"anyOf": [out, {"type": "null"}]}
    return out


def assert_conforms(response, path: str, method: str) -> None:
    """``path`` is the schema's templated path, e.g. ``/vfr/sites/{site_key}/reviews``."""
    document = _document()
    operation = document["paths"][path][method.lower()]
    status = str(response.status_code)
    assert status in operation["responses"], f"{method} {path}: status {status} not declared"
    content = operation["responses"][status].get("content", {}).get("application/json")
    if content is None:
        return
    root = {"components": document["components"], "allOf": [content["schema"]]}
    jsonschema.Draft4Validator(root).validate(response.json())


def body_conforms(component: str, body: Any) -> bool:
    """Whether ``body`` is valid for the schema's request component ``component``."""
    document = _document()
    root = {
        "components": document["components"],
        "allOf": [{"$ref": f"#/components/schemas/{component}"}],
    }
    return jsonschema.Draft4Validator(root).is_valid(body)
