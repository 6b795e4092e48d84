"""Origin rules and CORS headers of the storefront reads (decisions.md section 5).

No ``Origin`` header (server-side fetches, same-origin navigations) is allowed. An
``Origin`` that is not one of the site's origins is 403; an allowed one is echoed in
``Access-Control-Allow-Origin``. Every response carries ``Vary: Origin`` because its
headers depend on it.
"""

from __future__ import annotations

import re

from django.conf import settings
from django.http import HttpRequest, HttpResponseBase

from common.errors import BadRequest, Forbidden
from storefront.lookups import SiteRef
from tenancy.services.sites import normalize_origin

ALLOWED_METHODS = "GET, HEAD, OPTIONS"
# Response headers a widget may read besides the CORS-safelisted ones.
EXPOSED_HEADERS = "ETag, Retry-After"
_HEADER_TOKEN = re.compile(r"^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$")
_MAX_REQUESTED_HEADERS = 16
# Headers never granted to a cross-origin caller of these key-less, cookie-less reads.
_NEVER_ALLOWED = {"cookie", "authorization", "proxy-authorization", "host"}


def request_origin(request: HttpRequest) -> str | None:
    return request.META.get("HTTP_ORIGIN")


def origin_allowed(site: SiteRef | None, origin: str | None) -> bool:
    """Whether ``origin`` is one of the site's (compared as normalized origins)."""
    if site is None or origin is None:
        return False
    if origin in site.origins:
        return True
    try:
        return normalize_origin(origin) in site.origins
    except BadRequest:  # "null", garbage
        return False


def check_origin(site: SiteRef, origin: str | None) -> None:
    """403 unless the request has no Origin or one of the site's origins."""
    if origin is not None and not origin_allowed(site, origin):
        raise Forbidden("origin is not allowed for this site")


def add_cors_headers(response: HttpResponseBase, origin: str) -> None:
    response["Access-Control-Allow-Origin"] = origin
    response["Access-Control-Expose-Headers"] = EXPOSED_HEADERS


def add_vary_origin(response: HttpResponseBase) -> None:
    vary = response.get("Vary")
    if not vary:
        response["Vary"] = "Origin"
    elif "origin" not in vary.lower():
        response["Vary"] = f"{vary}, Origin"


def add_preflight_headers(response: HttpResponseBase, request: HttpRequest) -> None:
    """Allow-Methods, Allow-Headers (the requested ones within reason) and Max-Age."""
    response["Access-Control-Allow-Methods"] = ALLOWED_METHODS
    requested = request.META.get("HTTP_ACCESS_CONTROL_REQUEST_HEADERS", "")
    granted = []
    for name in requested.split(",")[:_MAX_REQUESTED_HEADERS]:
        name = name.strip()
        if _HEADER_TOKEN.match(name) and name.lower() not in _NEVER_ALLOWED:
            granted.append(name)
    if granted:
        response["Access-Control-Allow-Headers"] = ", ".join(granted)
    response["Access-Control-Max-Age"] = str(settings.STOREFRONT_PREFLIGHT_MAX_AGE)
    add_vary_origin(response)
    response["Vary"] = (
        f"{response['Vary']}, Access-Control-Request-Method, Access-Control-Request-Headers"
    )
