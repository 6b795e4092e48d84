"""What the OpenAPI documentation shows beyond the models: examples and clean names.

**Examples.** A request and a response example for every operation.
The examples in ``openapi_examples.json`` were captured from the service itself answering
a scripted integration (``scripts/openapi_examples.py`` regenerates them), so Swagger UI and
Redoc show real bodies instead of ``"string"`` placeholders; ``tests/common/test_docs.py``
checks that every operation has them and that each one matches its schema. Error answers
get the contract's own example messages.

**Component names.** drf-spectacular names a request component after its model plus
``Request``; a model whose name already ends so (``ReviewSyncRequest``) came out doubled
(``ReviewSyncRequestRequest``). ``clean_component_names`` drops the repetition.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

EXAMPLES_FILE = Path(__file__).with_name("openapi_examples.json")
_DOUBLED = "RequestRequest"
# Error bodies as the contract words them (interface.md section 7, decisions.md section 1).
ERRORS = {
    "400": "variants[3].price.currency: must be 3 uppercase letters",
    "401": "missing or invalid API key",
    "403": "forbidden: this API key's account does not own the site",
    "404": "not found",
    "409": "event_id was already used with different data",
    "413": "variants: must have at most 5000 items",
}


@cache
def captured() -> dict[str, dict[str, Any]]:
    return json.loads(EXAMPLES_FILE.read_text())


def _example(summary: str, value: Any) -> dict[str, Any]:
    return {"example": {"summary": summary, "value": value}}


def add_examples(result: dict, generator, request, public: bool) -> dict:
    """drf-spectacular postprocessing hook: attaches the captured examples by operation id."""
    examples = captured()
    for item in result.get("paths", {}).values():
        for operation in item.values():
            if not isinstance(operation, dict) or "operationId" not in operation:
                continue
            found = examples.get(operation["operationId"], {})
            if "request" in found:
                for content in operation.get("requestBody", {}).get("content", {}).values():
                    content.setdefault(
                        "examples", _example(operation.get("summary", ""), found["request"])
                    )
            for status, response in operation.get("responses", {}).items():
                content = response.get("content", {}).get("application/json")
                if content is None or "examples" in content:
                    continue
                if status == "200" and "response" in found:
                    content["examples"] = _example("Success", found["response"])
                elif status in ERRORS and content.get("schema", {}).get("$ref", "").endswith(
                    "/Error"
                ):
                    content["examples"] = _example(
                        response.get("description", ""), {"error": ERRORS[status]}
                    )
    return result


def clean_component_names(result: dict, generator, request, public: bool) -> dict:
    """drf-spectacular postprocessing hook: ``XRequestRequest`` becomes ``XRequest`` (the
    component and every reference to it)."""
    schemas = result.get("components", {}).get("schemas", {})
    renames = {
        name: name.removesuffix("Request")
        for name in schemas
        if name.endswith(_DOUBLED) and name.removesuffix("Request") not in schemas
    }
    if not renames:
        return result
    for old, new in renames.items():
        schemas[new] = schemas.pop(old)
    text = json.dumps(result)
    for old, new in renames.items():
        text = text.replace(f'"#/components/schemas/{old}"', f'"#/components/schemas/{new}"')
    return json.loads(text)
