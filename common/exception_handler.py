"""The single DRF exception handler: every error becomes ``{"error": message}``."""

from __future__ import annotations

import logging
from typing import Any

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.core.exceptions import RequestDataTooBig, TooManyFieldsSent, TooManyFilesSent
from django.http import Http404
from rest_framework import exceptions as drf
from rest_framework.response import Response

from common.errors import ApiError
from common.outage import RETRY_AFTER, unavailable_body, unavailable_part

logger = logging.getLogger("common.errors")

_STATUS_MESSAGES = {
    drf.NotAuthenticated: "missing or invalid API key",
    drf.AuthenticationFailed: "missing or invalid API key",
}


def _flatten(detail: Any, path: str = "") -> str:
    """First message of a DRF ValidationError detail, prefixed by its field path."""
    if isinstance(detail, dict):
        for key, value in detail.items():
            sub = key if key != "non_field_errors" else ""
            return _flatten(value, f"{path}.{sub}" if path and sub else (sub or path))
    if isinstance(detail, list) and detail:
        return _flatten(detail[0], path)
    message = str(detail)
    return f"{path}: {message}" if path else message


def _body_kind(context: dict[str, Any]) -> str:
    request = context.get("request")
    content_type = getattr(request, "content_type", "") or ""
    return "multipart/form-data" if content_type.startswith("multipart/") else "JSON"


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if isinstance(exc, ApiError):
        return Response(exc.body(), status=exc.status, headers=exc.headers)
    if isinstance(exc, Http404):
        return Response({"error": "not found"}, status=404)
    if isinstance(exc, TooManyFieldsSent | TooManyFilesSent):
        return Response({"error": "multipart body: more than 100 parts"}, status=400)
    if isinstance(exc, RequestDataTooBig):
        return Response({"error": "request body exceeds the maximum size"}, status=413)
    if isinstance(exc, DjangoPermissionDenied):
        return Response({"error": "forbidden"}, status=403)
    if isinstance(exc, drf.APIException):
        headers: dict[str, str] = {}
        if isinstance(exc, drf.NotAuthenticated | drf.AuthenticationFailed):
            headers["WWW-Authenticate"] = 'Bearer realm="api"'
            return Response({"error": _STATUS_MESSAGES[type(exc)]}, status=401, headers=headers)
        if isinstance(exc, drf.Throttled) and exc.wait is not None:
            wait = max(1, int(exc.wait))
            return Response(
                {"error": "too many requests", "retry_after_seconds": wait},
                status=429,
                headers={"Retry-After": str(wait)},
            )
        if isinstance(exc, drf.ValidationError):
            message = _flatten(exc.detail)
        elif isinstance(exc, drf.ParseError):
            message = f"request body is not valid {_body_kind(context)}"
        else:
            message = _flatten(exc.detail)
        return Response({"error": message}, status=exc.status_code, headers=headers)
    part = unavailable_part(exc)
    if part is not None:
        logger.warning("%s unreachable: %s", part, exc)
        return Response(unavailable_body(part), status=503, headers=RETRY_AFTER)
    request = context.get("request")
    request_id = getattr(request, "request_id", "-") if request is not None else "-"
    logger.exception("unhandled error in %s", context.get("view").__class__.__name__)
    return Response({"error": f"internal server error (request id {request_id})"}, status=500)
