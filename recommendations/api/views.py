"""HTTP endpoints: POST /recommendations (4.9) and POST .../orders (decisions.md 6)."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse, HttpResponseBase
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from common import cors
from common.http import read_json_object
from common.openapi import (
    RETRY_AFTER_HEADER,
    SITE_ID_PARAMETER,
    error_responses,
    rate_limited_response,
)
from recommendations.api.access import (
    BearerOrBrowserOrigin,
    any_site_allows,
    check_browser_origin,
    recommendation_site,
)
from recommendations.api.openapi import OrdersResponse, RecommendationResponse
from recommendations.api.ratelimits import enforce_rate_limits
from recommendations.api.schemas import (
    MAX_BODY_BYTES,
    OrdersRequest,
    RecommendationRequest,
    parse_orders_body,
    parse_recommendation_body,
)
from recommendations.selectors import recommend
from recommendations.services.carts import cart_observe
from recommendations.services.orders import orders_ingest
from tenancy.models import Account
from tenancy.selectors import access_site

# Set on a request by the fast path once its rate limits counted it, and the error met
# after that, which the view raises rather than count the request again.
COUNTED = "recs_counted"
COUNTED_ERROR = "recs_counted_error"

_PREFLIGHT_MAX_AGE = 600


class RecommendationsView(APIView):
    """Ranks products for one intent; callable by a merchant backend (bearer key) or
    directly from an allowed storefront origin (site key, no key)."""

    permission_classes = [BearerOrBrowserOrigin]

    @extend_schema(
        operation_id="recommendations_create",
        summary="Recommend products",
        description=(
            "Bearer API key, or a direct browser request: no `Authorization`, a `site_key` "
            "and an `Origin` allowed for that site (403 otherwise; limited per IP). "
            "Exactly one of `site_key`/`shop_domain`. `unknown_context_ids` lists supplied "
            "context IDs not prepared in the catalog; 404 when none of the ranking context "
            "is prepared. On 429 wait `Retry-After` seconds; on 429/503 keep the existing "
            "merchandising order."
        ),
        request=RecommendationRequest,
        parameters=[RETRY_AFTER_HEADER],
        responses={
            200: RecommendationResponse,
            **error_responses(400, 401, 403, 404, 413, 503),
            429: rate_limited_response(
                "Shopper, store or IP safety limit: wait `Retry-After` "
                "(`retry_after_seconds`) seconds."
            ),
        },
    )
    def post(self, request: Request) -> Response:
        account = request.user.account if request.user is not None else None
        return Response(answer_recommendation(request, account))

    @extend_schema(exclude=True)
    def options(self, request: Request, *args, **kwargs) -> HttpResponse:
        """CORS preflight: 204; allow headers only for an origin some site allows."""
        response = HttpResponse(status=204)
        origin = cors.request_origin(request)
        if any_site_allows(origin):
            response["Access-Control-Allow-Origin"] = origin
            cors.add_preflight_headers(
                response,
                request,
                methods="POST, OPTIONS",
                max_age=_PREFLIGHT_MAX_AGE,
                headers="Content-Type",
            )
        cors.add_vary_origin(response)
        return response

    def finalize_response(self, request, response, *args, **kwargs):
        response = super().finalize_response(request, response, *args, **kwargs)
        add_cors_headers(request, response)
        return response


def answer_recommendation(request: HttpRequest, account: Account | None) -> dict[str, Any]:
    """The body of a 200 answer; raises the request's error otherwise. ``account``: the
    bearer key's, None for a direct browser request. Run by the view and by the fast path
    (``recommendations.api.fastpath``), which sets ``COUNTED`` on the request once the
    rate limits have counted it and hands any later error to the view in
    ``COUNTED_ERROR``, raised here instead of counting the request twice."""
    body = parse_recommendation_body(read_json_object(request, max_bytes=MAX_BODY_BYTES))
    site = recommendation_site(
        account=account, site_key=body.site_key, shop_domain=body.shop_domain
    )
    request.recs_site = site  # before the origin check: its 403 gets no CORS headers
    browser = account is None
    if browser:
        check_browser_origin(site, cors.request_origin(request))
    counted_error = getattr(request, COUNTED_ERROR, None)
    if counted_error is not None:
        raise counted_error
    setattr(request, COUNTED, True)
    version = enforce_rate_limits(
        request, site_id=site.pk, shopper_id=body.shopper_id, browser=browser
    )
    ranking = body.ranking_request()
    result = recommend(site_id=site.pk, request=ranking, cached_version=version)
    cart_observe(site_id=site.pk, product_ids=ranking.cart_product_ids)
    return result


def add_cors_headers(request: HttpRequest, response: HttpResponseBase) -> None:
    """CORS on a ``POST /recommendations`` answer (docs/recommendations.md "Request
    rules"): for the site's origins once the site is known, else the preflight's rule."""
    origin = cors.request_origin(request)
    site = getattr(request, "recs_site", None)
    if origin is not None and request.method != "OPTIONS":
        cors.add_vary_origin(response)
        if site is not None:
            allowed = cors.origin_allowed(site.origins, origin)
        else:  # refused before its site was known: the preflight's rule
            allowed = any_site_allows(origin)
        if allowed:
            cors.add_cors_headers(response, origin, expose="Retry-After")


class OrdersView(APIView):
    """Order events: the purchase history that likely_purchases learns from."""

    @extend_schema(
        operation_id="orders_create",
        summary="Record order events",
        description=(
            "Idempotent by `event_id` (a repeat answers the first counts with `replay: "
            "true`; the same `event_id` with other orders is 409) and by `order_id` (an "
            "order already recorded is accepted, not counted). At most 500 orders per request."
        ),
        parameters=[SITE_ID_PARAMETER],
        request=OrdersRequest,
        responses={
            200: OpenApiResponse(OrdersResponse, description="Accepted."),
            **error_responses(400, 401, 403, 404, 409, 413),
        },
    )
    def post(self, request: Request, site_id: str) -> Response:
        site = access_site(account=request.user.account, site_id=site_id)
        event_id, orders, fingerprint = parse_orders_body(
            read_json_object(request, max_bytes=MAX_BODY_BYTES * 8)
        )
        result = orders_ingest(site=site, event_id=event_id, orders=orders, fingerprint=fingerprint)
        return Response(
            {
                "accepted_count": result.accepted_count,
                "created_count": result.created_count,
                "replay": result.replay,
            }
        )
