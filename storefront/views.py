"""Storefront reads (interface 4.7, 4.8): public, key-less, called on every product page.

Order of checks: per-IP limit (429), site key (404), Origin (403), query (400), product
(404). With Redis unreachable they answer from the database, uncached and not counted
(decisions.md 1). Warm cache hits never reach these views: ``storefront.fastpath``
answers them with one Redis round trip and no database query. The views serve everything else
(cache misses, errors, preflight) and are what the OpenAPI schema describes.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpResponse, HttpResponseBase
from drf_spectacular.utils import extend_schema
from redis.exceptions import RedisError
from rest_framework.negotiation import BaseContentNegotiation
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.views import APIView

from common.errors import ApiError, NotFound
from common.revisions import DIRTY
from storefront import cors, lookups, openapi, ratelimit
from storefront.caching import cached_response, render, store_response
from storefront.endpoints import FIT_EVIDENCE, REVIEW_LIST, Endpoint
from storefront.responses import finish, rendered_response
from storefront.schemas import FitEvidenceQuery, ReviewListQuery


class JSONOnly(BaseContentNegotiation):
    """These endpoints speak JSON whatever a widget's Accept header says."""

    def select_renderer(self, request, renderers, format_suffix=None):
        return renderers[0], renderers[0].media_type

    def select_parser(self, request, parsers):
        return None


class StorefrontView(APIView):
    authentication_classes = ()  # public: a stray Authorization header is ignored
    permission_classes = (AllowAny,)
    content_negotiation_class = JSONOnly
    http_method_names = ["get", "head", "options"]
    cors_origin: str | None = None  # set once the request's Origin is known to be allowed

    def _count_now(self, request: Request, site_key: str) -> int | None:
        """Count the request on its own round trip (paths that will query the database),
        which also reads the site's revision (None: no stamp yet) for ``lookups.resolve``."""
        counter = ratelimit.counter_for(request._request)
        stamp_key = lookups.site_revision_key(site_key)
        try:
            count, found = ratelimit.count_and_read(counter, [stamp_key])
        except RedisError:
            return DIRTY  # Redis down: not counted, the site read from the database
        revision = found.get(stamp_key)
        if counter is not None and count > counter.limit:
            # Let an allowed widget read the 429, without touching the database: as the
            # site was when this process last read it, if it has not changed since.
            origin = cors.request_origin(request)
            if cors.origin_allowed(lookups.cached_site(site_key, revision), origin):
                self.cors_origin = origin
            ratelimit.check(counter, count)
        return revision

    def finalize_response(
        self, request: Request, response: HttpResponseBase, *args: Any, **kwargs: Any
    ) -> HttpResponseBase:
        response = super().finalize_response(request, response, *args, **kwargs)
        return finish(response, self.cors_origin)

    def options(self, request: Request, site_key: str) -> HttpResponse:
        """CORS preflight: 204 with the allowed methods and headers."""
        revision = self._count_now(request, site_key)
        site, _ = lookups.resolve(site_key, None, revision)
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

    def _serve(self, request: Request, site_key: str, endpoint: Endpoint) -> HttpResponse:
        """Count (unless the fast path did), resolve, check, serve from cache or build."""
        query, invalid = None, None
        try:
            query = endpoint.check_query(request._request.GET)
        except ApiError as exc:
            invalid = exc
        revision = None
        if not ratelimit.was_counted(request._request):
            revision = self._count_now(request, site_key)
        product_id = query.product_id if query else None
        site, product_pk = lookups.resolve(site_key, product_id, revision)
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
            parts, read = endpoint.prepare(query, product_pk)
            try:
                cached = cached_response(endpoint.kind, product_pk, parts, None)
            except RedisError:
                cached = None  # Redis down: answered from the database, uncached
            rendered = cached.rendered if cached is not None else None
            if rendered is None:
                body = read()
                if body is None:  # deleted since it was looked up: look again once
                    lookups.forget_product(site, query.product_id)
                    _, product_pk = lookups.resolve(site_key, query.product_id)
                    continue
                if cached is None:
                    rendered = render(body)
                else:
                    rendered = store_response(endpoint.kind, product_pk, parts, cached, body)
            return rendered_response(request._request, rendered)
        raise NotFound("product not found")


class FitEvidenceView(StorefrontView):
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
            openapi.SITE_KEY,
            FitEvidenceQuery,
            openapi.ORIGIN,
            openapi.IF_NONE_MATCH,
            *openapi.RESPONSE_HEADERS,
        ],
        responses={200: openapi.FIT_EVIDENCE_RESPONSE, **openapi.COMMON_RESPONSES},
    )
    def get(self, request: Request, site_key: str) -> HttpResponse:
        return self._serve(request, site_key, FIT_EVIDENCE)


class ReviewListView(StorefrontView):
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
            openapi.SITE_KEY,
            ReviewListQuery,
            openapi.ORIGIN,
            openapi.IF_NONE_MATCH,
            *openapi.RESPONSE_HEADERS,
        ],
        responses={200: openapi.REVIEW_PAGE_RESPONSE, **openapi.COMMON_RESPONSES},
    )
    def get(self, request: Request, site_key: str) -> HttpResponse:
        return self._serve(request, site_key, REVIEW_LIST)
