"""The one JSON error envelope, for code paths outside DRF (middleware, Django handlers)."""

from __future__ import annotations

from django.http import HttpRequest, JsonResponse

from common.errors import ApiError


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
    request_id = getattr(request, "request_id", "-")
    return JsonResponse({"error": f"internal server error (request id {request_id})"}, status=500)


def csrf_failure(request: HttpRequest, reason: str = "") -> JsonResponse:
    return JsonResponse({"error": f"forbidden: CSRF check failed ({reason})"}, status=403)
