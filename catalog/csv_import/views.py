"""HTTP endpoint of the CSV import (interface 4.3, decisions.md section 3)."""

from __future__ import annotations

from django.conf import settings
from drf_spectacular.utils import OpenApiExample, OpenApiResponse, extend_schema
from rest_framework.parsers import MultiPartParser
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from catalog.csv_import.layouts import (
    NATIVE_COLUMNS,
    SHOPIFY_COLUMNS,
    SHOPIFY_MARKERS,
    WOO_MARKERS,
)
from catalog.views import ProductView
from common.errors import BadRequest, PayloadTooLarge
from common.openapi import SITE_ID_PARAMETER, Error, error_responses
from common.validation import check, query_values
from tenancy.selectors import access_site

from .apply import MAX_FILE_BYTES, MAX_ROW_ERRORS, catalog_import
from .openapi import CatalogImportError, CatalogImportResponse
from .schemas import FILE_REQUIRED, CatalogImportForm, CatalogImportQuery

# Multipart framing and the `currency` field around the file: a request this much over
# the file limit is refused before its body is read.
_ENVELOPE_BYTES = 64 * 1024


def _columns(names) -> str:
    return ", ".join(f"`{name}`" for name in names)


def _mapped(columns: dict[str, str]) -> str:
    return ", ".join(f"`{header}` → `{field}`" for field, header in columns.items())


# The layouts described from the tables the parser reads them with (layouts.py), so the
# schema says what the import does.
IMPORT_DESCRIPTION = f"""Imports a catalog CSV (UTF-8, with or without BOM, at most 50 MiB)
atomically: any row error imports nothing and answers 400 with `row_errors` (the first
{MAX_ROW_ERRORS}; `row` counts the header as row 1). With `dry_run=true` the file is
validated and the answer is what the import would be, but nothing is written.

**Layouts**, detected from the header row (names are case-insensitive):

- **Native** (the header has `product_id`): {_columns(NATIVE_COLUMNS)}. `option1_name` /
  `option1_value` ... `option3_*` are a variant's options; `delete` = `product` deletes that
  product, `delete` = `variant` deletes variant `variant_id` of that product.
- **Shopify product export** (the header has `Handle` and one of {_columns(SHOPIFY_MARKERS)}):
  {_mapped(SHOPIFY_COLUMNS)}. `Handle` is the `product_id` and the `handle`; `Status` `active`
  makes `source_active` true; without `Type`, the last level of `Product Category` is the
  product type. Other columns are ignored.
- **WooCommerce product export** (the header has {_columns(WOO_MARKERS)}): a `simple` or
  `variable` row is a product (`product_id` = its `ID`, else its `SKU`), a `variation` row a
  variant of its `Parent`; `Attribute N name` / `Attribute N value(s)` are options; `Sale price`
  when set is the price and `Regular price` the compare-at price, else `Regular price` is the
  price; `In stock?` → `available`, `Stock` → `inventory_quantity`; `Images` (comma-separated,
  the first is the main image); `Categories` (the last level of the first path) →
  `product_type`; `Published` `1` makes `source_active` true.

**Rules for every layout.** Rows of one product share its `product_id` and need not be
adjacent; product-level cells left empty inherit the first non-empty value of that product. A
row with a variant id or any option value is a variant row; a row with only an image adds an
image. Booleans accept `true/false/yes/no/1/0`. Each product in the file is a complete view:
its variants not in the file become inactive; products not in the file are untouched; a
product that appears only in delete rows keeps its other variants. Variant rows without a
variant id get a stable `source_variant_id` derived from their option values. Prices take the
file's `currency` column, else the form field `currency`, else the site's default currency,
else `USD` (the answer's `currency` says which).
"""


class ProductImportView(APIView):
    parser_classes = [MultiPartParser]

    @property
    def allowed_methods(self) -> list[str]:
        """``Allow`` names what the schema documents on this path. GET, PUT and DELETE
        also work here, for a product whose id is ``import``; that product's documented
        path is ``/products/{product_id}``, which a client percent-encodes the same."""
        return ["POST", "OPTIONS"]

    @extend_schema(
        operation_id="catalog_products_import",
        summary="Import products from CSV",
        description=IMPORT_DESCRIPTION,
        parameters=[SITE_ID_PARAMETER, CatalogImportQuery],
        request={"multipart/form-data": CatalogImportForm},
        responses={
            200: CatalogImportResponse,
            400: OpenApiResponse(
                CatalogImportError,
                description=(
                    "Missing `file`, empty or unreadable CSV, not UTF-8, unknown layout, "
                    "invalid `currency` or `dry_run`, or row errors (`row_errors`)."
                ),
                examples=[
                    OpenApiExample(
                        "Row errors",
                        value={
                            "error": "the file has 1 row error; nothing was imported",
                            "row_errors": [
                                {"row": 3, "column": "variant_price", "error": "must be a decimal"}
                            ],
                        },
                    )
                ],
            ),
            **error_responses(401, 403),
            404: OpenApiResponse(Error, description="Site not found."),
            413: OpenApiResponse(Error, description="The file is over 50 MiB."),
        },
    )
    def post(self, request: Request, site_id: str) -> Response:
        site = access_site(account=request.user.account, site_id=site_id)
        query = check(CatalogImportQuery, query_values(request.query_params, CatalogImportQuery))
        try:
            declared = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            declared = 0
        if declared > MAX_FILE_BYTES + _ENVELOPE_BYTES:
            raise PayloadTooLarge("file: exceeds 50 MiB")
        if not request.content_type.startswith("multipart/form-data"):
            raise BadRequest(f"file: {FILE_REQUIRED}")
        parts = sum(len(values) for _, values in request.POST.lists()) + sum(
            len(values) for _, values in request.FILES.lists()
        )
        if parts > settings.MAX_MULTIPART_PARTS:
            raise BadRequest(f"multipart body: more than {settings.MAX_MULTIPART_PARTS} parts")
        fields = {"file": request.FILES.get("file")}
        if "currency" in request.POST:
            fields["currency"] = request.POST["currency"]
        form = check(CatalogImportForm, fields)
        result = catalog_import(
            site=site,
            stream=form.file.file,
            currency=form.currency,
            size=form.file.size,
            dry_run=query.dry_run,
        )
        return Response(result.as_dict())

    # `products/import` is also the path of a product whose product_id is "import".
    @extend_schema(exclude=True)
    def put(self, request: Request, site_id: str) -> Response:
        return ProductView().put(request, site_id, "import")

    @extend_schema(exclude=True)
    def delete(self, request: Request, site_id: str) -> Response:
        return ProductView().delete(request, site_id, "import")

    @extend_schema(exclude=True)
    def get(self, request: Request, site_id: str) -> Response:
        return ProductView().get(request, site_id, "import")
