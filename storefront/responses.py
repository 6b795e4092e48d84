"""Headers and bodies of storefront responses, shared by the views and the fast path."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.utils.http import parse_etags

from storefront import cors
from storefront.caching import Rendered

# DRF's ``Allow`` header of these views (GET, HEAD, OPTIONS), also set by the fast path.
ALLOW = cors.ALLOWED_METHODS


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
    """``Vary: Origin`` always; CORS headers once the Origin is known to be allowed."""
    cors.add_vary_origin(response)
    if cors_origin is not None:
        cors.add_cors_headers(response, cors_origin)
    return response
