"""Headers and bodies of storefront responses, one place for the fast path and the views."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.utils.http import parse_etags

from common import cors
from storefront.caching import Rendered

# The methods of these reads: DRF's ``Allow`` header of the views, and the preflight's.
ALLOW = "GET, HEAD, OPTIONS"
# Response headers a widget may read besides the CORS-safelisted ones.
EXPOSED_HEADERS = "ETag, Retry-After"


def cache_control() -> str:
    max_age = settings.STOREFRONT_HTTP_MAX_AGE
    return f"public, max-age={max_age}" if max_age > 0 else "public, no-cache"


def not_modified(request: HttpRequest, etag: str) -> bool:
    header = request.META.get("HTTP_IF_NONE_MATCH")
    if not header:
        return False
    tags = parse_etags(header)
    return "*" in tags or etag in tags or f"W/{etag}" in tags


def rendered_response(request: HttpRequest, rendered: Rendered) -> HttpResponse:
    """200 with the cached body, or 304 when ``If-None-Match`` names its ETag."""
    if not_modified(request, rendered.etag):
        response = HttpResponse(status=304)
    else:
        response = HttpResponse(rendered.body, content_type="application/json")
    response["ETag"] = rendered.etag
    response["Cache-Control"] = cache_control()
    return response


def finish(response: HttpResponseBase, cors_origin: str | None) -> HttpResponseBase:
    """The headers of every storefront response, whoever built it: ``Allow`` (DRF's, for
    the views), ``X-Frame-Options`` and ``Content-Length`` (which the middleware below the
    fast path would add; set here, they leave them as they are), ``Vary: Origin``, and
    the CORS headers once the Origin is known to be allowed."""
    response["Allow"] = ALLOW
    response["X-Frame-Options"] = settings.X_FRAME_OPTIONS.upper()
    # A DRF response is rendered after the view: CommonMiddleware counts its length then.
    if not response.streaming and getattr(response, "is_rendered", True):
        response["Content-Length"] = str(len(response.content))
    cors.add_vary_origin(response)
    if cors_origin is not None:
        cors.add_cors_headers(response, cors_origin, expose=EXPOSED_HEADERS)
    return response


def preflight_headers(response: HttpResponseBase, request: HttpRequest) -> None:
    cors.add_preflight_headers(
        response, request, methods=ALLOW, max_age=settings.STOREFRONT_PREFLIGHT_MAX_AGE
    )
