"""OpenAPI building blocks shared by every endpoint's ``extend_schema``."""

from __future__ import annotations

from drf_spectacular.openapi import AutoSchema
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, inline_serializer
from pydantic import BaseModel
from rest_framework import serializers


class ServiceAutoSchema(AutoSchema):
    """Marks every documented request body as required: each endpoint that takes a body
    answers 400 without one (an empty product write is not a no-op patch)."""

    def _get_request_body(self, direction: str = "request") -> dict | None:
        body = super()._get_request_body(direction)
        if body is not None:
            body["required"] = True
        return body


ErrorSerializer = inline_serializer("Error", {"error": serializers.CharField()})

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
        code: OpenApiResponse(ErrorSerializer, description=_DESCRIPTIONS.get(code, "Error."))
        for code in codes
    }


class RateLimitedSerializer(serializers.Serializer):
    error = serializers.CharField()
    retry_after_seconds = serializers.IntegerField(min_value=1)


RETRY_AFTER_HEADER = OpenApiParameter(
    "Retry-After",
    OpenApiTypes.INT,
    OpenApiParameter.HEADER,
    response=[429],
    description="Whole seconds to wait.",
)


def rate_limited_response(description: str) -> OpenApiResponse:
    """The 429 answer: ``{"error", "retry_after_seconds"}`` with a ``Retry-After`` header."""
    return OpenApiResponse(RateLimitedSerializer, description=description)


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


def query_parameters(model: type[BaseModel]) -> list[OpenApiParameter]:
    """The OpenAPI query parameters of a pydantic query model (its JSON schema, so the
    model that validates the query is the one that documents it)."""
    schema = model.model_json_schema()
    parameters = []
    for name, prop in schema["properties"].items():
        prop = dict(prop)
        description = prop.pop("description", "")
        prop.pop("title", None)
        if prop.get("default", 0) is None:
            del prop["default"]
        variants = [v for v in prop.pop("anyOf", []) if v.get("type") != "null"]
        if variants:
            prop.update(variants[0])
        parameters.append(
            OpenApiParameter(
                name,
                prop,
                OpenApiParameter.QUERY,
                required=name in schema.get("required", ()),
                description=description,
            )
        )
    return parameters
