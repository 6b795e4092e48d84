"""Renders the catalog's pydantic models in OpenAPI 3.0 terms for drf-spectacular.

pydantic emits JSON Schema 2020-12 (``anyOf`` with ``{"type": "null"}``, ``const``);
OpenAPI 3.0 spells those ``nullable: true`` and ``enum``. Requests are rendered in
validation mode, responses in serialization mode.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.extensions import OpenApiSerializerExtension
from drf_spectacular.plumbing import ResolvedComponent
from pydantic.json_schema import model_json_schema


def to_openapi_30(node: Any) -> Any:
    if isinstance(node, list):
        return [to_openapi_30(item) for item in node]
    if not isinstance(node, dict):
        return node
    node = {key: to_openapi_30(value) for key, value in node.items()}
    node.pop("propertyNames", None)  # JSON Schema only; key lengths are in the description
    if "const" in node:
        node["enum"] = [node.pop("const")]
    any_of = node.get("anyOf")
    if any_of and {"type": "null"} in any_of:
        rest = [item for item in any_of if item != {"type": "null"}]
        node.pop("anyOf")
        if len(rest) == 1:
            only = rest[0]
            if "$ref" in only:
                node["allOf"] = [only]
            else:
                node = {**only, **node}
        else:
            node["anyOf"] = rest
        node["nullable"] = True
        if node.get("default", 0) is None:
            node.pop("default")
    return node


class CatalogPydanticExtension(OpenApiSerializerExtension):
    target_class = "pydantic.BaseModel"
    match_subclasses = True
    priority = 1

    def get_name(self, auto_schema, direction):
        return self.target.__name__

    def map_serializer(self, auto_schema, direction):
        mode = "validation" if direction == "request" else "serialization"
        schema = model_json_schema(
            self.target, ref_template="#/components/schemas/{model}", mode=mode
        )
        for name, sub in schema.pop("$defs", {}).items():
            auto_schema.registry.register_on_missing(
                ResolvedComponent(
                    name=name,
                    type=ResolvedComponent.SCHEMA,
                    object=name,
                    schema=to_openapi_30(sub),
                )
            )
        return to_openapi_30(schema)
