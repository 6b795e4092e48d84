"""Storefront reads (interface 4.7, 4.8): public, key-less, called on every product page.

Order of checks: per-IP limit (429), site key (404), Origin (403), query (400), product
(404). With Redis unreachable they answer from the database, uncached and not counted
(decisions.md 1). The rules are the read pipeline's (``storefront.pipeline``): warm cache
hits never reach these views (``storefront.fastpath`` answers them with one Redis round
trip and no database query); the views serve everything else (cache misses, errors,
preflight) from where the fast path left off, and are what the OpenAPI schema describes.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpResponse, HttpResponseBase
from drf_spectacular.utils import extend_schema
from rest_framework.negotiation import BaseContentNegotiation
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.views import APIView

from storefront import openapi, pipeline
from storefront.endpoints import FIT_EVIDENCE, REVIEW_LIST, Endpoint
from storefront.responses import finish
from storefront.schemas import FitEvidenceQuery, ReviewListQuery


class JSONOnly(BaseContentNegotiation):
    """These endpoints speak JSON whatever a widget's Accept header says."""

    def select_renderer(self, request, renderers, format_suffix=None):
        return renderers[0], renderers[0].media_type

    def select_parser(self, request, parsers):
        return None


class StorefrontView(APIView):
    """The views run the read pipeline (``storefront.pipeline``) from where the fast path
    left it, or from the start."""

    authentication_classes = ()  # public: a stray Authorization header is ignored
    permission_classes = (AllowAny,)
    content_negotiation_class = JSONOnly
    http_method_names = ["get", "head", "options"]
    endpoint: Endpoint = FIT_EVIDENCE
    state: pipeline.ReadState | None = None

    def initial(self, request: Request, *args: Any, **kwargs: Any) -> None:
        self.state = pipeline.handed_over(request._request, kwargs["site_key"], self.endpoint)
        super().initial(request, *args, **kwargs)

    def finalize_response(
        self, request: Request, response: HttpResponseBase, *args: Any, **kwargs: Any
    ) -> HttpResponseBase:
        response = super().finalize_response(request, response, *args, **kwargs)
        return finish(response, self.state.cors_origin if self.state is not None else None)

    def options(self, request: Request, site_key: str) -> HttpResponse:
        """CORS preflight: 204 with the allowed methods and headers."""
        return pipeline.preflight(request._request, self.state)

    def get(self, request: Request, site_key: str) -> HttpResponse:
        return pipeline.serve(request._request, self.state)


class FitEvidenceView(StorefrontView):
    endpoint = FIT_EVIDENCE

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
        return super().get(request, site_key)


class ReviewListView(StorefrontView):
    endpoint = REVIEW_LIST

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
        return super().get(request, site_key)
