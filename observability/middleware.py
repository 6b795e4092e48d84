"""One latency observation and one log event per request.

Outermost middleware, so it times everything a request passes through in Django (the
storefront fast path included). The route is the URL pattern's name
(``storefront-fit-evidence``), never the path, so metric labels stay few; a request no
pattern matched is ``unmatched``.

Under gunicorn the request's log event is gunicorn's own access line
(``observability.gunicorn.JsonLogger``), which measures the whole request including the
write to the socket: this middleware hands it the route through the WSGI environ and
logs nothing itself. Elsewhere (the test client, ``manage.py runserver``) it logs the
event.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from django.http import HttpRequest, HttpResponseBase

from observability.logs import ROUTE_ENVIRON_KEY
from observability.metrics import observe_request

UNMATCHED = "unmatched"

logger = logging.getLogger("observability.request")


def route_of(request: HttpRequest) -> str:
    """The matched URL pattern's name (or the view's dotted path when it has none)."""
    name = getattr(request, "metrics_route", None)
    if name is not None:
        return name
    match = getattr(request, "resolver_match", None)
    return match.view_name if match is not None else UNMATCHED


class RequestMetricsMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        started = time.perf_counter()
        response = self.get_response(request)
        seconds = time.perf_counter() - started
        route = route_of(request)
        observe_request(route, request.method or "", response.status_code, seconds)
        if "gunicorn.socket" in request.META:
            request.META[ROUTE_ENVIRON_KEY] = route
        else:
            logger.info(
                "request",
                extra={
                    "route": route,
                    "method": request.method,
                    "path": request.path,
                    "status": response.status_code,
                    "duration_ms": round(seconds * 1000, 3),
                },
            )
        return response
