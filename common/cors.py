"""Origin rules and CORS headers of the browser-facing endpoints (decisions.md 5 and 6).

One module for the storefront reads and for direct browser requests to
``POST /recommendations`` ("CORS on this endpoint works as in section 5"):

- the request's origin is its ``Origin`` header as sent; no header is no origin (allowed
  on the storefront reads, a server-side fetch);
- it is allowed when it is one of the site's origins, compared normalized (case, default
  port: ``tenancy.services.sites.normalize_origin``, the form origins are stored in);
  ``null`` or garbage is never allowed;
- an allowed origin is echoed as sent in ``Access-Control-Allow-Origin`` (a browser
  compares that header with the ``Origin`` it sent, character for character), and the
  response carries ``Vary: Origin`` because its headers depend on it. No credentials are
  ever allowed.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from django.http import HttpRequest, HttpResponseBase

from common.errors import BadRequest, Forbidden
from tenancy.services.sites import normalize_origin

_HEADER_TOKEN = re.compile(r"^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$")
_MAX_REQUESTED_HEADERS = 16
# Headers never granted to a cross-origin caller: these endpoints take no cookies, and a
# browser caller sends no key.
_NEVER_ALLOWED = {"cookie", "authorization", "proxy-authorization", "host"}


def request_origin(request: HttpRequest) -> str | None:
    """The ``Origin`` header as sent (None without one)."""
    return request.META.get("HTTP_ORIGIN")


def normalized_origin(origin: str | None) -> str | None:
    """The origin as sites store theirs; None for no origin, ``null`` or garbage."""
    if not origin:
        return None
    try:
        return normalize_origin(origin)
    except BadRequest:
        return None


def origin_allowed(origins: Collection[str] | None, origin: str | None) -> bool:
    """Whether ``origin`` is one of ``origins`` (a site's, stored normalized)."""
    if not origins or origin is None:
        return False
    return origin in origins or normalized_origin(origin) in origins


def check_origin(origins: Collection[str] | None, origin: str | None) -> None:
    """403 when there is an origin and it is not one of ``origins``."""
    if origin is not None and not origin_allowed(origins, origin):
        raise Forbidden("origin is not allowed for this site")


def add_vary_origin(response: HttpResponseBase) -> None:
    vary = response.get("Vary")
    if not vary:
        response["Vary"] = "Origin"
    elif "origin" not in vary.lower():
        response["Vary"] = f"{vary}, Origin"


def add_cors_headers(response: HttpResponseBase, origin: str, *, expose: str) -> None:
    """The headers of a response to an allowed origin (``Vary`` is the caller's)."""
    response["Access-Control-Allow-Origin"] = origin
    response["Access-Control-Expose-Headers"] = expose


def add_preflight_headers(
    response: HttpResponseBase,
    request: HttpRequest,
    *,
    methods: str,
    max_age: int,
    headers: str | None = None,
) -> None:
    """Allow-Methods, Allow-Headers and Max-Age of a preflight answer to an allowed
    origin. ``headers`` None grants the requested headers within reason (plain tokens,
    at most 16, never credentials), and the answer then varies on the request's
    ``Access-Control-Request-*`` headers too."""
    response["Access-Control-Allow-Methods"] = methods
    add_vary_origin(response)
    if headers is None:
        requested = request.META.get("HTTP_ACCESS_CONTROL_REQUEST_HEADERS", "")
        granted = []
        for name in requested.split(",")[:_MAX_REQUESTED_HEADERS]:
            name = name.strip()
            if _HEADER_TOKEN.match(name) and name.lower() not in _NEVER_ALLOWED:
                granted.append(name)
        headers = ", ".join(granted)
        response["Vary"] = (
            f"{response['Vary']}, Access-Control-Request-Method, Access-Control-Request-Headers"
        )
    if headers:
        response["Access-Control-Allow-Headers"] = headers
    response["Access-Control-Max-Age"] = str(max_age)
