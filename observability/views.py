"""``GET /metrics`` (decisions.md section 8)."""

from __future__ import annotations

import hmac

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt

from observability import metrics


@csrf_exempt
def metrics_view(request: HttpRequest) -> HttpResponse:
    """Prometheus text format, only with ``Authorization: Bearer $METRICS_TOKEN``; 404 when
    no token is configured (the endpoint does not exist), 401 without the right one."""
    token = settings.METRICS_TOKEN
    if not token:
        return JsonResponse({"error": "not found"}, status=404)
    scheme, _, sent = request.META.get("HTTP_AUTHORIZATION", "").partition(" ")
    if scheme.lower() != "bearer" or not hmac.compare_digest(sent.strip().encode(), token.encode()):
        return JsonResponse(
            {"error": "missing or invalid metrics token"},
            status=401,
            headers={"WWW-Authenticate": 'Bearer realm="metrics"'},
        )
    if request.method not in ("GET", "HEAD"):
        return JsonResponse(
            {"error": "method not allowed"}, status=405, headers={"Allow": "GET, HEAD"}
        )
    return HttpResponse(metrics.render(), content_type=metrics.CONTENT_TYPE)
