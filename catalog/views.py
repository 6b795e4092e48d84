"""HTTP endpoints of the catalog sync API (interface 4.1, 4.4, 4.5, 4.6)."""

from __future__ import annotations

from django.conf import settings
from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from catalog import openapi
from catalog.listing import ProductListQuery, check_product_list_query
from catalog.schemas import ProductWrite, validate_product_write
from catalog.selectors import (
    product_projection_get,
    product_read,
    product_write_payload,
    products_page,
)
from catalog.services.product_write import product_upsert
from catalog.services.products import (
    product_delete,
    product_set_enabled,
    product_variant_delete,
)
from common.errors import BadRequest, NotFound, PayloadTooLarge
from common.http import read_json_object
from common.openapi import SITE_ID_PARAMETER, encoded_id_parameter, error_responses
from tenancy.selectors import access_site

PRODUCT_ID = encoded_id_parameter("product_id", "Merchant's stable, case-sensitive product ID.")
ENABLED_BODY_MAX_BYTES = 4096  # `{"enabled": true}` needs 17: anything near this is abuse

VARIANT_ID = encoded_id_parameter("variant_id", "A previously synced `source_variant_id`.")


class ProductListView(APIView):
    @extend_schema(
        operation_id="catalog_product_list",
        summary="List products",
        description=(
            "The site's products as `catalog_product` records, oldest `updated_at` first, "
            "then `product_id`, keyset-paged: pass `next_cursor` as `cursor` until it is "
            "null. `updated_at` moves on every change of the product's own record, so "
            "`updated_since` with the last sync's start time reads what changed since."
        ),
        parameters=[SITE_ID_PARAMETER, ProductListQuery],
        request=None,
        responses={200: openapi.ProductListResponse, **error_responses(400, 401, 403, 404)},
    )
    def get(self, request: Request, site_id: str) -> Response:
        site = access_site(account=request.user.account, site_id=site_id)
        query = check_product_list_query(request.query_params)
        return Response(products_page(site=site, query=query))


class ProductView(APIView):
    @extend_schema(
        operation_id="catalog_product_read",
        summary="Read a product",
        description="The product as the product write answers it (without `ingest`).",
        parameters=[SITE_ID_PARAMETER, PRODUCT_ID],
        request=None,
        responses={200: openapi.ProductReadResponse, **error_responses(401, 403, 404)},
    )
    def get(self, request: Request, site_id: str, product_id: str) -> Response:
        site = access_site(account=request.user.account, site_id=site_id)
        if len(product_id) > 255:
            raise NotFound("product not found")
        return Response(product_read(site=site, product_id=product_id))

    @extend_schema(
        operation_id="catalog_product_write",
        summary="Create or update a product",
        description=(
            "Creates the product when it does not exist (needs `title` and at least one "
            "image); otherwise patches it: omitted fields stay unchanged, scalars sent as "
            "null are cleared, collections are merged by identity."
        ),
        parameters=[SITE_ID_PARAMETER, PRODUCT_ID],
        request=ProductWrite,
        responses={
            200: openapi.ProductWriteResponse,
            **error_responses(400, 401, 403, 404, 409, 413),
        },
    )
    def put(self, request: Request, site_id: str, product_id: str) -> Response:
        site = access_site(account=request.user.account, site_id=site_id)
        if len(product_id) > 255:
            raise PayloadTooLarge("product_id: must be at most 255 characters")
        data = read_json_object(request, max_bytes=settings.CATALOG_PRODUCT_WRITE_MAX_BYTES)
        result = product_upsert(site=site, product_id=product_id, data=validate_product_write(data))
        payload = result.payload or product_write_payload(result.pk)
        payload["ingest"] = {"applied": result.applied, "reason": result.reason}
        return Response(payload)

    @extend_schema(
        operation_id="catalog_product_delete",
        summary="Delete a product",
        description="Permanently removes the product, its variants and its managed images.",
        parameters=[SITE_ID_PARAMETER, PRODUCT_ID],
        request=None,
        responses={200: openapi.ProductDeleteResponse, **error_responses(401, 403, 404)},
    )
    def delete(self, request: Request, site_id: str, product_id: str) -> Response:
        site = access_site(account=request.user.account, site_id=site_id)
        product_delete(site=site, product_id=product_id)
        return Response({"deleted": True, "product_id": product_id})


class ProductEnabledView(APIView):
    @extend_schema(
        operation_id="catalog_product_enabled",
        summary="Enable or disable a product",
        description="Whether a synced product can use the fitting room; it is not deleted.",
        parameters=[SITE_ID_PARAMETER, PRODUCT_ID],
        request=openapi.EnabledRequest,
        responses={200: openapi.EnabledResponse, **error_responses(400, 401, 403, 404)},
    )
    def put(self, request: Request, site_id: str, product_id: str) -> Response:
        site = access_site(account=request.user.account, site_id=site_id)
        not_enabled = BadRequest('body must be exactly {"enabled": true|false}')
        try:
            data = read_json_object(request, max_bytes=ENABLED_BODY_MAX_BYTES)
        except PayloadTooLarge:
            raise not_enabled from None  # decisions.md 1: this endpoint's one body error
        if set(data) != {"enabled"} or not isinstance(data["enabled"], bool):
            raise not_enabled
        product = product_set_enabled(site=site, product_id=product_id, enabled=data["enabled"])
        return Response({"product": product_projection_get(product)})


class ProductVariantView(APIView):
    @extend_schema(
        operation_id="catalog_variant_delete",
        summary="Delete a variant",
        description="Removes the variant synced with this `source_variant_id`; the product stays.",
        parameters=[SITE_ID_PARAMETER, PRODUCT_ID, VARIANT_ID],
        request=None,
        responses={200: openapi.VariantDeleteResponse, **error_responses(401, 403, 404)},
    )
    def delete(self, request: Request, site_id: str, product_id: str, variant_id: str) -> Response:
        site = access_site(account=request.user.account, site_id=site_id)
        if len(variant_id) > 255:
            raise NotFound("variant not found")
        product_variant_delete(site=site, product_id=product_id, source_variant_id=variant_id)
        return Response({"deleted": True, "product_id": product_id, "variant_id": variant_id})
