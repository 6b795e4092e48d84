"""Liveness and readiness probes: plain Django views, the cheapest path through the stack."""

from __future__ import annotations

from django.conf import settings
from django.core.cache import cache
from django.db import connection
from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt

from common import outage

_NOT_ALLOWED = {"error": "method not allowed"}


@csrf_exempt  # never a form target: a POST is answered 405, not a CSRF page
def healthz(request: HttpRequest) -> JsonResponse:
    if request.method not in ("GET", "HEAD"):
        return JsonResponse(_NOT_ALLOWED, status=405, headers={"Allow": "GET, HEAD"})
    return JsonResponse({"status": "ok"})


@csrf_exempt
def readyz(request: HttpRequest) -> JsonResponse:
    if request.method not in ("GET", "HEAD"):
        return JsonResponse(_NOT_ALLOWED, status=405, headers={"Allow": "GET, HEAD"})
    checks: dict[str, str] = {}
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        checks["database"] = "ok"
    except Exception:
        checks["database"] = "unreachable"
    if settings.REDIS_URL:
        outage.allow_probe()  # ask Redis itself, not this process's memory of a failure
        try:
            cache._cache.get_client().ping()
            checks["redis"] = "ok"
        except Exception:
            checks["redis"] = "unreachable"
    failing = [name for name, state in checks.items() if state != "ok"]
    if failing:
        # An error body is {"error"} alone (decisions.md 1: extra keys only where the
        # contract names them); the message names what is down.
        return JsonResponse({"error": f"not ready: {', '.join(failing)} unreachable"}, status=503)
    return JsonResponse({"status": "ok", "checks": checks})
