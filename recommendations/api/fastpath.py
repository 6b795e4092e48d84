"""``POST /recommendations`` answered before URL routing and the rest of the stack.

Every recommendation request is a JSON POST whose answer needs nothing of Django's
session, CSRF, auth and message middleware, URL resolution or DRF's request, negotiation
and response machinery (~1 ms of a 3-5 ms request's CPU). This middleware (placed, like
the storefront's, after the request id, raw path and security middleware, so those
headers are the same) runs the view's own steps (``views.answer_recommendation``: the
same authentication and permission classes, body checks, pydantic models, access
rules, rate limits and ranking) and answers a 200 with the headers the stack gives it.

Anything else goes down the stack to the view, which holds every rule and is what the
OpenAPI schema describes: a request refused before its rate limits counted it is
simply handed on (the view finds the same answer; only refusals pay twice), and an
error met after they counted it is handed to the view, which raises it in place of
counting again (``views.COUNTED_ERROR``). Requests this does not take at all: another
method or path, a query string (DRF's format override), an ``Accept`` other than JSON
or anything (DRF's negotiation), a host not allowed, cookies (the session and CSRF
middleware delete or renew a cookie that is no session or token, with ``Vary: Cookie``;
API clients send none).
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.middleware.clickjacking import XFrameOptionsMiddleware
from django.middleware.common import CommonMiddleware

from common.auth import ApiKeyAuthentication
from common.renderers import JSONRenderer
from recommendations.api import views
from recommendations.api.access import BearerOrBrowserOrigin

PATH = "/recommendations"  # recommendations/urls.py, on the raw path
ROUTE_NAME = "recommendations"  # its URL pattern's name, for the request metrics
# What DRF's negotiation answers with the JSON renderer, taken here; any other Accept
# header goes to the view (a 406, or a choice DRF makes).
_ACCEPTED = frozenset({None, "*/*", "application/json", "application/*"})
_AUTHENTICATION = ApiKeyAuthentication()
_PERMISSION = BearerOrBrowserOrigin()
_RENDERER = JSONRenderer()
# The view's ``Allow`` header (DRF: the view's allowed methods).
_ALLOW = ", ".join(views.RecommendationsView().allowed_methods)
# The headers the stack's middleware adds to a view's 200 (in the order they run): the
# middleware between this one and the view whose response handling adds any.
_AFTER_THE_VIEW = (XFrameOptionsMiddleware(HttpResponse), CommonMiddleware(HttpResponse))


class RecommendationsFastPathMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        if request.method == "POST" and request.path_info == PATH:
            response = _answer(request)
            if response is not None:
                request.metrics_route = ROUTE_NAME
                return response
        return self.get_response(request)


def _answer(request: HttpRequest) -> HttpResponse | None:
    """The 200 answer, or None for the stack to answer (with the fast path's error
    handed on when the request was counted)."""
    meta = request.META
    if meta.get("QUERY_STRING") or meta.get("HTTP_COOKIE"):
        return None
    if meta.get("HTTP_ACCEPT") not in _ACCEPTED:
        return None
    try:
        request.get_host()  # ALLOWED_HOSTS, as CommonMiddleware checks for the views
        found = _AUTHENTICATION.authenticate(request)
    except Exception:  # the view answers it (401, 400, 503, ...)
        return None
    request.user = found[0] if found is not None else None
    if not _PERMISSION.has_permission(request, None):
        return None
    try:
        result = views.answer_recommendation(
            request, found[0].account if found is not None else None
        )
    except Exception as exc:  # the view answers it, as it would have
        if getattr(request, views.COUNTED, False):
            setattr(request, views.COUNTED_ERROR, exc)
        elif hasattr(request, "recs_site"):
            del request.recs_site
        return None
    return _response(request, _RENDERER.render(result))


def _response(request: HttpRequest, content: bytes) -> HttpResponse:
    """A 200 with the headers, in the order, that the stack gives the view's answer:
    DRF's ``Content-Type`` and ``Allow``, the view's CORS headers, then the clickjacking
    middleware's ``X-Frame-Options`` and the common middleware's ``Content-Length``."""
    response = HttpResponse(content, content_type=_RENDERER.media_type)
    response["Allow"] = _ALLOW
    views.add_cors_headers(request, response)
    for middleware in _AFTER_THE_VIEW:
        response = middleware.process_response(request, response)
    return response
