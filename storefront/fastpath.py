"""Warm storefront cache hits, answered before URL routing and the rest of the stack.

The storefront reads are the hottest requests of the service, and a warm one needs
nothing Django's session, CSRF, auth and message middleware, URL resolution or DRF
provide: this middleware (placed right after the request id, raw path and security
middleware, so those headers are the same) answers a ``GET``/``HEAD`` of fit evidence or
a review page when this process already knows the site and product, the ``Origin`` is
allowed and the query valid, with **one Redis round trip** (per-IP counter, product
revision, cached entry and site revision together) and no database query (but one,
a few times a second per process, that renews the cache clearance:
``common.revisions``).

Everything else continues down the stack to the views (``storefront.views``), which
hold every rule and are what the OpenAPI schema describes: an unknown site or product,
a foreign Origin, an invalid query, a preflight, a cache miss, a changed site, a cache
not trusted now, Redis unreachable. A request
that was counted here is marked so the view does not count it again.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from urllib.parse import unquote

from django.conf import settings
from django.core.exceptions import DisallowedHost
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from redis.exceptions import RedisError

from common.errors import ApiError
from common.responses import error_response
from storefront import cors, lookups, ratelimit
from storefront.caching import cached_response
from storefront.endpoints import FIT_EVIDENCE, REVIEW_LIST, Endpoint
from storefront.responses import ALLOW, finish, rendered_response

# The routes of storefront/urls.py, on the raw path (``common.middleware.RawPathMiddleware``).
_ROUTE = re.compile(r"^/vfr/sites/([^/]+)/(fit-evidence|reviews)$")
_ENDPOINTS = {"fit-evidence": FIT_EVIDENCE, "reviews": REVIEW_LIST}
_ROUTE_NAMES = {"fit-evidence": "storefront-fit-evidence", "reviews": "storefront-reviews"}


class StorefrontFastPathMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        if request.method in ("GET", "HEAD"):
            route = _ROUTE.match(request.path_info)
            if route is not None:
                response = serve_warm(request, route[1], _ENDPOINTS[route[2]])
                if response is not None:
                    request.metrics_route = _ROUTE_NAMES[route[2]]  # the URL pattern's name
                    return response
        return self.get_response(request)


def serve_warm(request: HttpRequest, raw_site_key: str, endpoint: Endpoint) -> HttpResponse | None:
    """The response of a warm cache hit (or the 429 of a counted one); None otherwise."""
    try:
        request.get_host()  # ALLOWED_HOSTS, as CommonMiddleware checks for the views
        site_key = unquote(raw_site_key, errors="strict") if "%" in raw_site_key else raw_site_key
        query = endpoint.check_query(request.GET)
    except (DisallowedHost, ApiError, UnicodeDecodeError):
        return None  # the stack answers 400/404 in the order of checks
    site, product_pk = lookups.recall(site_key, query.product_id)
    if product_pk is None:
        return None
    origin = request.META.get("HTTP_ORIGIN")
    if origin is not None and not cors.origin_allowed(site, origin):
        return None  # 403 from the view, after a fresh look at the site
    try:
        parts, _ = endpoint.prepare(query, product_pk)
    except ApiError:
        return None
    counter = ratelimit.counter_for(request)
    try:
        cached = cached_response(endpoint.kind, product_pk, parts, counter, site_key=site_key)
    except RedisError:
        return None  # the view reads the database (Redis is down: no limit, no cache)
    site_current = cached.site_revision == site.revision
    if not site_current:
        lookups.forget_site(site_key)  # changed (or its stamp lost): the view reloads it
    if counter is not None:
        if cached.count > counter.limit:
            # CORS on the 429 only while the remembered origins are still the site's.
            return _finish(
                error_response(ratelimit.limited(counter)), origin if site_current else None
            )
        ratelimit.mark_counted(request)
    if not site_current or cached.rendered is None:
        return None
    return _finish(rendered_response(request, cached.rendered), origin)


def _finish(response: HttpResponse, origin: str | None) -> HttpResponse:
    # What DRF and the middleware below this one add to the views' responses.
    response["Content-Length"] = str(len(response.content))
    response["Allow"] = ALLOW
    response["X-Frame-Options"] = settings.X_FRAME_OPTIONS.upper()
    finish(response, origin)
    return response
