"""OpenAPI building blocks shared by every endpoint's ``extend_schema``, and the
drf-spectacular extension that renders the pydantic request models (``common.validation``)
and response models as OpenAPI 3.0 components.

pydantic emits JSON Schema 2020-12 (``anyOf`` with ``{"type": "null"}``, ``const``);
OpenAPI 3.0 spells those ``nullable: true`` and ``enum``.
"""

from __future__ import annotations

from typing import Annotated, Any

from drf_spectacular.extensions import OpenApiSerializerExtension
from drf_spectacular.openapi import AutoSchema
from drf_spectacular.plumbing import ResolvedComponent
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse
from pydantic import BaseModel, ConfigDict, Field
from pydantic.json_schema import model_json_schema


class ServiceAutoSchema(AutoSchema):
    """Marks every documented request body as required: each endpoint that takes a body
    answers 400 without one (an empty product write is not a no-op patch)."""

    def _get_request_body(self, direction: str = "request") -> dict | None:
        body = super()._get_request_body(direction)
        if body is not None:
            body["required"] = True
        return body


class ResponseModel(BaseModel):
    """Base of the response shapes documented with pydantic models (they document what the
    selectors build; ``extra="forbid"`` makes the schema say no other key appears)."""

    model_config = ConfigDict(extra="forbid")


class Error(BaseModel):
    """Every error body (decisions.md section 1)."""

    error: str


class RateLimited(BaseModel):
    error: str
    retry_after_seconds: Annotated[int, Field(ge=1)]


_DESCRIPTIONS = {
    400: "Invalid request: the message names the field path.",
    401: "Missing or invalid API key.",
    403: "Forbidden: the key's account does not own the site, or the Origin is not allowed.",
    404: "Not found.",
    405: "Method not allowed.",
    409: "Conflict: an idempotency key reused with different data.",
    413: "A documented size limit was exceeded.",
    414: (
        "Request line over 8190 bytes (possible with long non-ASCII query values, 12 bytes "
        "a character once percent-encoded): refused by the HTTP server, same error shape."
    ),
    429: "Rate limited: wait `Retry-After` seconds (also `retry_after_seconds`).",
    503: "Temporarily unavailable: retry with backoff (`Retry-After`).",
}


def error_responses(*codes: int) -> dict[int, OpenApiResponse]:
    """``{code: OpenApiResponse(Error)}`` for ``extend_schema(responses=...)``."""
    return {
        code: OpenApiResponse(Error, description=_DESCRIPTIONS.get(code, "Error."))
        for code in codes
    }


RETRY_AFTER_HEADER = OpenApiParameter(
    "Retry-After",
    OpenApiTypes.INT,
    OpenApiParameter.HEADER,
    response=[429],
    description="Whole seconds to wait.",
)


def rate_limited_response(description: str) -> OpenApiResponse:
    """The 429 answer: ``{"error", "retry_after_seconds"}`` with a ``Retry-After`` header."""
    return OpenApiResponse(RateLimited, description=description)


SITE_ID_PARAMETER = OpenApiParameter(
    "site_id", OpenApiTypes.UUID, OpenApiParameter.PATH, description="Site ID (UUID)."
)


def encoded_id_parameter(name: str, description: str) -> OpenApiParameter:
    """A path identifier that must be percent-encoded (it may contain ``/``), max 255."""
    return OpenApiParameter(
        name,
        {"type": "string", "minLength": 1, "maxLength": 255},
        OpenApiParameter.PATH,
        description=f"{description} Percent-encoded; max 255 characters.",
    )


# Request bodies holding a NUL character anywhere are 400 (common.http.read_json_object;
# PostgreSQL cannot store one): every request string without a stricter pattern says so.
NO_NUL_PATTERN = "^[^\\u0000]*$"
# The integers a request may carry: what the JSON reader keeps exact (64 bits).
INT_MAX = 2**64 - 1
INT_MIN = -(2**63)


def forbid_nul(node: Any) -> Any:
    """``node`` with :data:`NO_NUL_PATTERN` on every string schema that has no pattern,
    format or enum of its own (those exclude NUL already), and 64-bit bounds on every
    integer schema without its own."""
    if isinstance(node, list):
        return [forbid_nul(item) for item in node]
    if not isinstance(node, dict):
        return node
    node = {key: forbid_nul(value) for key, value in node.items()}
    if node.get("type") == "string" and not {"pattern", "format", "enum"} & node.keys():
        node["pattern"] = NO_NUL_PATTERN
    if node.get("type") == "integer":
        # JSON integers past 64 bits are not read exactly (decisions.md 2: 400).
        node.setdefault("maximum", INT_MAX)
        node.setdefault("minimum", INT_MIN)
    return node


def to_openapi_30(node: Any) -> Any:
    if isinstance(node, list):
        return [to_openapi_30(item) for item in node]
    if not isinstance(node, dict):
        return node
    node = {key: to_openapi_30(value) for key, value in node.items()}
    if isinstance(node.get("title"), str):
        del node["title"]  # pydantic's title-cased field name: noise in the docs
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
        node.pop("default")  # "absent", which OpenAPI says by not requiring the property
    return node


class PydanticExtension(OpenApiSerializerExtension):
    """Every pydantic model used as a request, query or response in ``extend_schema``
    becomes its OpenAPI component (named after the model): the model that validates is
    the one that documents. Requests are rendered in validation mode, responses in
    serialization mode."""

    target_class = "pydantic.BaseModel"
    match_subclasses = True
    priority = 1

    def get_name(self, auto_schema, direction):
        return self.target.__name__

    def map_serializer(self, auto_schema, direction):
        request = direction == "request"
        schema = model_json_schema(
            self.target,
            ref_template="#/components/schemas/{model}",
            mode="validation" if request else "serialization",
        )
        convert = (lambda node: forbid_nul(to_openapi_30(node))) if request else to_openapi_30
        for name, sub in schema.pop("$defs", {}).items():
            auto_schema.registry.register_on_missing(
                ResolvedComponent(
                    name=name,
                    type=ResolvedComponent.SCHEMA,
                    object=name,
                    schema=convert(sub),
                )
            )
        return convert(schema)
