"""The storefront read pipeline: one pass per request, shared by the fast path and the views.

Steps, in the contract's order of checks (docs/storefront.md): per-IP count (429) → site
(404) → Origin (403) → query (400) → product (404) → cached response → database.

- ``begin`` reads what the request says (site key, Origin, query) without I/O.
- ``answer_warm`` (``storefront.fastpath``, before URL routing) serves a warm hit when this
  process remembers the site and product: one Redis round trip counts the request and
  reads the product revision, the cached entry and the site's revision. Anything else it
  leaves to the views, handing its state over on the request (``handed_over``): the query
  is not parsed again, a counted request not counted again, the site revision it read is
  the one the lookup checks, and the cache read of a miss is not repeated.
- ``serve`` / ``preflight`` (``storefront.views``) do the rest: lookups, the checks that
  need the database, building and storing the body.

Every response gets its headers in one place, ``storefront.responses.finish``.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

from django.http import HttpRequest, HttpResponse
from redis.exceptions import RedisError

from common import cors
from common.errors import ApiError, NotFound
from common.responses import error_response
from common.revisions import DIRTY
from storefront import lookups, ratelimit
from storefront.caching import CacheRead, cached_response, render, store_response
from storefront.endpoints import Endpoint, Read
from storefront.responses import ALLOW, finish, preflight_headers, rendered_response

_STATE = "storefront_read"  # the request attribute the state is handed over in


@dataclass(frozen=True)
class Lookup:
    """The fast path's cache read of a miss, for the view to build the body from."""

    product_pk: uuid.UUID
    parts: tuple[str, ...]
    read: Read
    cached: CacheRead


@dataclass
class ReadState:
    endpoint: Endpoint
    site_key: str
    origin: str | None  # the Origin header as sent
    query: Any = None  # the valid query, or None with ``invalid``
    invalid: ApiError | None = None  # the query's 400, raised after the 404/403 checks
    # The counting round trip ran (the request is counted unless limits are off) and
    # read the site's revision stamp (None: no stamp yet).
    counted: bool = False
    site_revision: int | None = None
    looked_up: Lookup | None = None
    cors_origin: str | None = None  # set once the Origin is known to be allowed


def begin(request: HttpRequest, site_key: str, endpoint: Endpoint) -> ReadState:
    state = ReadState(endpoint, site_key, cors.request_origin(request))
    try:
        state.query = endpoint.check_query(request.GET)
    except ApiError as exc:
        state.invalid = exc
    return state


def handed_over(request: HttpRequest, site_key: str, endpoint: Endpoint) -> ReadState:
    """The state the fast path left for this read, else a fresh one."""
    state = getattr(request, _STATE, None)
    if state is not None and state.endpoint is endpoint and state.site_key == site_key:
        return state
    return begin(request, site_key, endpoint)


def answer_warm(request: HttpRequest, state: ReadState) -> HttpResponse | None:
    """The response of a warm cache hit (or the 429 of a counted request); None hands
    the request on to the views, with ``state`` on it."""
    setattr(request, _STATE, state)
    if state.query is None:
        return None  # the views answer 400/404 in the order of checks
    site, product_pk = lookups.recall(state.site_key, state.query.product_id)
    if product_pk is None:
        return None
    if state.origin is not None and not cors.origin_allowed(site.origins, state.origin):
        return None  # 403 from the view, after a fresh look at the site
    try:
        parts, read = state.endpoint.prepare(state.query, product_pk)
    except ApiError:
        return None  # a cursor not for this query: 400 after the 404/403 checks
    counter = ratelimit.counter_for(request)
    try:
        cached = cached_response(
            state.endpoint.kind, product_pk, parts, counter, site_key=state.site_key
        )
    except RedisError:
        return None  # the view reads the database (Redis is down: no limit, no cache)
    state.counted, state.site_revision = True, cached.site_revision
    site_current = cached.site_revision == site.revision
    if not site_current:
        lookups.forget_site(state.site_key)  # changed (or its stamp lost): reloaded
    if counter is not None and cached.count > counter.limit:
        # CORS on the 429 only while the remembered origins are still the site's.
        state.cors_origin = state.origin if site_current else None
        return finish(error_response(ratelimit.limited(counter)), state.cors_origin)
    if not site_current or cached.rendered is None:
        state.looked_up = Lookup(product_pk, parts, read, cached)
        return None
    state.cors_origin = state.origin
    return finish(rendered_response(request, cached.rendered), state.cors_origin)


def _count(request: HttpRequest, state: ReadState) -> int | None:
    """Count the request on its own round trip (unless the fast path did), which also
    reads the site's revision for ``lookups.resolve``; 429 over the limit."""
    if state.counted:
        return state.site_revision
    counter = ratelimit.counter_for(request)
    stamp_key = lookups.site_revision_key(state.site_key)
    try:
        count, found = ratelimit.count_and_read(counter, [stamp_key])
    except RedisError:
        return DIRTY  # Redis down: not counted, the site read from the database
    state.counted = True
    revision = state.site_revision = found.get(stamp_key)
    if counter is not None and count > counter.limit:
        # Let an allowed widget read the 429, without touching the database: as the
        # site was when this process last read it, if it has not changed since.
        site = lookups.cached_site(state.site_key, revision)
        if site is not None and cors.origin_allowed(site.origins, state.origin):
            state.cors_origin = state.origin
        ratelimit.check(counter, count)
    return revision


def _site(request: HttpRequest, state: ReadState, product_id: str | None):
    """Count, resolve the site (404) and check the Origin (403)."""
    revision = _count(request, state)
    site, product_pk = lookups.resolve(state.site_key, product_id, revision)
    if site is None:
        raise NotFound("site not found")
    cors.check_origin(site.origins, state.origin)
    state.cors_origin = state.origin
    return site, product_pk


def serve(request: HttpRequest, state: ReadState) -> HttpResponse:
    """Every read the fast path did not answer: from the cache or the database."""
    product_id = state.query.product_id if state.query is not None else None
    site, product_pk = _site(request, state, product_id)
    if state.invalid is not None:
        raise state.invalid
    endpoint, looked_up = state.endpoint, state.looked_up
    for _attempt in range(2):
        if product_pk is None:
            raise NotFound("product not found")
        if looked_up is not None and looked_up.product_pk == product_pk:
            parts, read, cached = looked_up.parts, looked_up.read, looked_up.cached
        else:
            parts, read = endpoint.prepare(state.query, product_pk)
            try:
                cached = cached_response(endpoint.kind, product_pk, parts, None)
            except RedisError:
                cached = None  # Redis down: answered from the database, uncached
        looked_up = None
        rendered = cached.rendered if cached is not None else None
        if rendered is None:
            body = read()
            if body is None:  # deleted since it was looked up: look again once
                lookups.forget_product(site, product_id)
                _, product_pk = lookups.resolve(state.site_key, product_id)
                continue
            if cached is None:
                rendered = render(body)
            else:
                rendered = store_response(endpoint.kind, product_pk, parts, cached, body)
        return rendered_response(request, rendered)
    raise NotFound("product not found")


def preflight(request: HttpRequest, state: ReadState) -> HttpResponse:
    """CORS preflight: 204 with the allowed methods and headers."""
    _site(request, state, None)
    response = HttpResponse(status=204)
    response["Allow"] = ALLOW
    if state.origin is not None:
        preflight_headers(response, request)
    return response
