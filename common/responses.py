"""The one JSON error envelope, for code paths outside DRF (middleware, Django handlers)."""

from __future__ import annotations

import sys

from django.http import HttpRequest, JsonResponse

from common.errors import ApiError
from common.outage import RETRY_AFTER, unavailable_body, unavailable_part


def error_response(error: ApiError) -> JsonResponse:
    response = JsonResponse(error.body(), status=error.status)
    for name, value in error.headers.items():
        response[name] = value
    return response


def json_404(request: HttpRequest, exception: Exception | None = None) -> JsonResponse:
    return JsonResponse({"error": "not found"}, status=404)


def json_400(request: HttpRequest, exception: Exception | None = None) -> JsonResponse:
    return JsonResponse({"error": "bad request"}, status=400)


def json_403(request: HttpRequest, exception: Exception | None = None) -> JsonResponse:
    return JsonResponse({"error": "forbidden"}, status=403)


def json_500(request: HttpRequest) -> JsonResponse:
    """Django's last resort (errors outside DRF, middleware included); an unreachable
    database or Redis is a 503, not a 500 (decisions.md 1)."""
    exc = sys.exc_info()[1]
    part = unavailable_part(exc) if exc is not None else None
    if part is not None:
        return JsonResponse(unavailable_body(part), status=503, headers=RETRY_AFTER)
    request_id = getattr(request, "request_id", "-")
    return JsonResponse({"error": f"internal server error (request id {request_id})"}, status=500)


def csrf_failure(request: HttpRequest, reason: str = "") -> JsonResponse:
    return JsonResponse({"error": f"forbidden: CSRF check failed ({reason})"}, status=403)
