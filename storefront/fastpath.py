"""Warm storefront cache hits, answered before URL routing and the rest of the stack.

The storefront reads are the hottest requests of the service, and a warm one needs
nothing Django's session, CSRF, auth and message middleware, URL resolution or DRF
provide: this middleware (placed right after the request id, raw path and security
middleware, so those headers are the same) runs the first steps of the read pipeline
(``storefront.pipeline``) for a ``GET``/``HEAD`` of fit evidence or a review page, and
answers a warm hit with **one Redis round trip** and no database query (but one, a few
times a second per process, that renews the cache clearance: ``common.revisions``).

Everything else continues down the stack to the views (``storefront.views``), which
hold every rule and are what the OpenAPI schema describes, with the pipeline's state on
the request: they continue where this left off rather than start again.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from urllib.parse import unquote

from django.core.exceptions import DisallowedHost
from django.http import HttpRequest, HttpResponseBase

from storefront import pipeline
from storefront.endpoints import FIT_EVIDENCE, REVIEW_LIST

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
                response = self._answer(request, route[1], route[2])
                if response is not None:
                    request.metrics_route = _ROUTE_NAMES[route[2]]  # the URL pattern's name
                    return response
        return self.get_response(request)

    @staticmethod
    def _answer(request: HttpRequest, raw_site_key: str, route: str) -> HttpResponseBase | None:
        try:
            request.get_host()  # ALLOWED_HOSTS, as CommonMiddleware checks for the views
            site_key = (
                unquote(raw_site_key, errors="strict") if "%" in raw_site_key else raw_site_key
            )
        except (DisallowedHost, UnicodeDecodeError):
            return None  # the stack answers 400/404
        state = pipeline.begin(request, site_key, _ENDPOINTS[route])
        return pipeline.answer_warm(request, state)
