"""Storefront reads (interface 4.7, 4.8): public, key-less, called on every product page.

Order of checks: per-IP limit (429), site key (404), Origin (403), query (400), product
(404); on a warm process the limit is checked with the cached read, after the Origin.
A cache hit costs no database query and one Redis round trip (``storefront.caching``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.utils.http import parse_etags
from drf_spectacular.utils import extend_schema
from rest_framework.negotiation import BaseContentNegotiation
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.views import APIView

from common.errors import ApiError, NotFound
from common.renderers import dumps
from storefront import cors, lookups, ratelimit, schema
from storefront.caching import Rendered, cached_response, store_response
from storefront.cursors import decode_cursor, encode_cursor
from storefront.params import (
    FitEvidenceQuery,
    ReviewListQuery,
    check_fit_evidence_query,
    check_review_list_query,
)
from storefront.selectors import fit_evidence_read, review_page_read


class JSONOnly(BaseContentNegotiation):
    """These endpoints speak JSON whatever a widget's Accept header says."""

    def select_renderer(self, request, renderers, format_suffix=None):
        return renderers[0], renderers[0].media_type

    def select_parser(self, request, parsers):
        return None


def _cache_control() -> str:
    max_age = settings.STOREFRONT_HTTP_MAX_AGE
    return f"public, max-age={max_age}" if max_age > 0 else "public, no-cache"


def _not_modified(request: HttpRequest, etag: str) -> bool:
    header = request.META.get("HTTP_IF_NONE_MATCH")
    if not header:
        return False
    tags = parse_etags(header)
    return "*" in tags or etag in tags or f"W/{etag}" in tags


class StorefrontView(APIView):
    authentication_classes = ()  # public: a stray Authorization header is ignored
    permission_classes = (AllowAny,)
    content_negotiation_class = JSONOnly
    http_method_names = ["get", "head", "options"]
    cache_kind = ""
    cors_origin: str | None = None  # set once the request's Origin is known to be allowed

    def _count_now(
        self, request: Request, site_key: str, counter: ratelimit.Counter | None = None
    ) -> None:
        """Count the request on its own round trip (paths that will query the database)."""
        counter = counter or ratelimit.counter_for(request._request)
        count, _ = ratelimit.count_and_read(counter, [])
        if counter is not None and count > counter.limit:
            # Let an allowed widget read the 429, without touching the database.
            origin = cors.request_origin(request)
            if cors.origin_allowed(lookups.cached_site(site_key), origin):
                self.cors_origin = origin
            ratelimit.check(counter, count)

    def finalize_response(
        self, request: Request, response: HttpResponseBase, *args: Any, **kwargs: Any
    ) -> HttpResponseBase:
        response = super().finalize_response(request, response, *args, **kwargs)
        cors.add_vary_origin(response)
        if self.cors_origin is not None:
            cors.add_cors_headers(response, self.cors_origin)
        return response

    def options(self, request: Request, site_key: str) -> HttpResponse:
        """CORS preflight: 204 with the allowed methods and headers."""
        self._count_now(request, site_key)
        site, _ = lookups.resolve(site_key, None)
        if site is None:
            raise NotFound("site not found")
        origin = cors.request_origin(request)
        cors.check_origin(site, origin)
        response = HttpResponse(status=204)
        response["Allow"] = cors.ALLOWED_METHODS
        if origin is not None:
            self.cors_origin = origin
            cors.add_preflight_headers(response, request)
        return response

    def _serve(
        self,
        request: Request,
        site_key: str,
        check_query: Callable[[Any], FitEvidenceQuery | ReviewListQuery],
        build: Callable[[Any, Any], tuple[tuple[str, ...], Callable[[], bytes | None]]],
    ) -> HttpResponse:
        """The shared pipeline: limit, resolve, check, serve from cache or build and cache.

        When this process remembers the site and product, counting the request and
        reading the cached response share one Redis round trip and nothing else is
        needed; otherwise the request is counted first, then looked up in the database.
        """
        query, invalid = None, None
        try:
            query = check_query(request._request.GET)
        except ApiError as exc:
            invalid = exc
        product_id = query.product_id if query else None
        site, product_pk = lookups.recall(site_key, product_id)
        counter = ratelimit.counter_for(request._request)
        counted = product_pk is None
        if counted:
            self._count_now(request, site_key, counter)
            site, product_pk = lookups.resolve(site_key, product_id)
        if site is None:
            raise NotFound("site not found")
        origin = cors.request_origin(request)
        cors.check_origin(site, origin)
        self.cors_origin = origin
        if invalid is not None:
            raise invalid
        for _attempt in range(2):
            if product_pk is None:
                raise NotFound("product not found")
            parts, read = build(query, product_pk)
            count, revision, rendered = cached_response(
                self.cache_kind, product_pk, parts, None if counted else counter
            )
            if not counted:
                ratelimit.check(counter, count)
                counted = True
            if rendered is None:
                body = read()
                if body is None:  # deleted since it was looked up: look again once
                    lookups.forget_product(site, query.product_id)
                    _, product_pk = lookups.resolve(site_key, query.product_id)
                    continue
                rendered = store_response(self.cache_kind, product_pk, parts, revision, body)
            return self._respond(request, rendered)
        raise NotFound("product not found")

    def _respond(self, request: Request, rendered: Rendered) -> HttpResponse:
        if _not_modified(request._request, rendered.etag):
            response = HttpResponse(status=304)
        else:
            response = HttpResponse(rendered.body, content_type="application/json")
        response["ETag"] = rendered.etag
        response["Cache-Control"] = _cache_control()
        return response


class FitEvidenceView(StorefrontView):
    cache_kind = "fe"

    @extend_schema(
        operation_id="storefront_fit_evidence",
        summary="Get compact fit evidence",
        description=(
            "Rating, review count, the precomputed fit digest (of the variant or size when "
            "given, else of the product; null when none is analyzed) and up to 3 preview "
            "reviews. Public: "
            "no API key; called from the site's storefront origins (CORS). Disabled products "
            "are served too. Responses carry `ETag`; `If-None-Match` gives 304."
        ),
        auth=[],
        tags=["storefront"],
        parameters=[
            schema.SITE_KEY,
            schema.PRODUCT_ID,
            schema.VARIANT_ID,
            schema.SIZE,
            schema.ORIGIN,
            schema.IF_NONE_MATCH,
            *schema.RESPONSE_HEADERS,
        ],
        responses={200: schema.FIT_EVIDENCE_RESPONSE, **schema.COMMON_RESPONSES},
    )
    def get(self, request: Request, site_key: str) -> HttpResponse:
        def build(query: FitEvidenceQuery, product_pk):
            narrowing = query.narrowing
            parts = (narrowing.variant_id or "", narrowing.size or "")

            def read() -> bytes | None:
                data = fit_evidence_read(product_pk=product_pk, narrowing=narrowing)
                return None if data is None else dumps(data)

            return parts, read

        return self._serve(request, site_key, check_fit_evidence_query, build)


class ReviewListView(StorefrontView):
    cache_kind = "rl"

    @extend_schema(
        operation_id="storefront_reviews",
        summary="List storefront reviews",
        description=(
            "Active reviews in read-response shape: those matching `variant_id` or `size` "
            "first, then newest `created_at`, then a stable tie-break. Keyset pagination: "
            "pass `next_cursor` as `cursor`; it is null on the last page. Public: no API "
            "key; CORS for the site's origins. `ETag` / `If-None-Match` (304)."
        ),
        auth=[],
        tags=["storefront"],
        parameters=[
            schema.SITE_KEY,
            schema.PRODUCT_ID,
            schema.VARIANT_ID,
            schema.SIZE,
            schema.CURSOR,
            schema.PAGE_SIZE,
            schema.ORIGIN,
            schema.IF_NONE_MATCH,
            *schema.RESPONSE_HEADERS,
        ],
        responses={200: schema.REVIEW_PAGE_RESPONSE, **schema.COMMON_RESPONSES},
    )
    def get(self, request: Request, site_key: str) -> HttpResponse:
        def build(query: ReviewListQuery, product_pk):
            narrowing = query.narrowing
            position = None
            if query.cursor is not None:
                position = decode_cursor(query.cursor, product_pk=product_pk, narrowing=narrowing)
            parts = (
                narrowing.variant_id or "",
                narrowing.size or "",
                query.cursor or "",
                str(query.page_size),
            )

            def read() -> bytes | None:
                page = review_page_read(
                    product_pk=product_pk,
                    narrowing=narrowing,
                    position=position,
                    page_size=query.page_size,
                )
                if page is None:
                    return None
                next_cursor = None
                if page.next_position is not None:
                    next_cursor = encode_cursor(
                        page.next_position, product_pk=product_pk, narrowing=narrowing
                    )
                return dumps({"items": page.items, "next_cursor": next_cursor})

            return parts, read

        return self._serve(request, site_key, check_review_list_query, build)
