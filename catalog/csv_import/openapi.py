"""Response shapes of the CSV import as pydantic models that drf-spectacular renders (they
document ``ImportResult.as_dict`` and the row-error body; they are not used to serialize).
Statuses are spelled as patterns, not enums: an enum becomes a shared ``StatusEnum``
component whose name collides with other apps' status fields."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, WithJsonSchema

from common.openapi import ResponseModel

from .apply import MAX_ROW_ERRORS

ImportStatus = Annotated[
    str,
    WithJsonSchema(
        {
            "type": "string",
            "pattern": "^(created|updated|deleted)$",
            "description": "One of `created`, `updated`, `deleted`.",
        }
    ),
]
CurrencySource = Annotated[
    str,
    WithJsonSchema(
        {
            "type": "string",
            "pattern": "^(column|form|site|default)$",
            "description": (
                "`column` (the file's `currency` column), `form` (the `currency` form field), "
                "`site` (the site's default currency) or `default` (USD)."
            ),
        }
    ),
]


class CatalogImportProduct(ResponseModel):
    product_id: str
    status: ImportStatus
    variant_count: int = Field(description="Active and inactive variants.")
    active_variant_count: int


class CatalogImportCurrency(ResponseModel):
    """The currency applied to the file's prices and where it came from."""

    code: str
    source: CurrencySource


class CatalogImportResponse(ResponseModel):
    imported_count: int = Field(description="Products created or updated.")
    deleted_product_count: int
    deleted_variant_count: int
    products: list[CatalogImportProduct] = Field(description="One item per product touched.")
    currency: CatalogImportCurrency


class CatalogImportRowError(ResponseModel):
    row: int = Field(description="CSV record number; the header is row 1.")
    column: str = Field(description="Column name as the file spells it.")
    error: str


class CatalogImportError(ResponseModel):
    error: str
    row_errors: list[CatalogImportRowError] = Field(
        None,  # type: ignore[assignment]  # absent, never null
        description=f"Present when rows are invalid: the first {MAX_ROW_ERRORS}, by row.",
    )
