"""Response and small request bodies of the catalog endpoints, as pydantic models that
drf-spectacular renders (the product write body itself is ``catalog.schemas.ProductWrite``).
They document the shapes built by ``catalog.selectors``; they are not used to serialize.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from common.openapi import ResponseModel


class MoneyOut(ResponseModel):
    amount: str
    currency: str


class ProductProjection(ResponseModel):
    """Fitting-room projection of a product."""

    id: str = Field(json_schema_extra={"format": "uuid"})
    product_id: str
    title: str
    enabled: bool
    available: bool | None = Field(description="Variant availability when variants exist.")
    prompt_tag: str | None
    category: str
    slot: str
    image_url: str | None
    canonical_url: str | None
    price: str | None = Field(description="Decimal amount as a string.")
    currency: str | None


class ImageOut(ResponseModel):
    url: str
    external_media_id: str | None
    alt_text: str | None
    role: str | None
    position: int
    width: int | None
    height: int | None


class OptionValueOut(ResponseModel):
    source_value: str
    display_label: str
    normalized_value: str | None
    position: int
    swatch: dict[str, Any] | None


class OptionOut(ResponseModel):
    key: str
    source_name: str
    kind: Literal["visual", "style", "size", "fit", "length", "width", "other"] = Field(
        description="Resolved kind: as sent, else detected."
    )
    presentation_role: str
    position: int
    size_system_code: str | None
    size_audience_code: str | None
    size_category_code: str | None
    source_size_system: str | None
    derived: bool = Field(description="Derived from variant option values.")
    values: list[OptionValueOut]


class VariantMediaOut(ResponseModel):
    external_media_id: str | None
    url: str | None
    role: str | None
    position: int


class VariantOut(ResponseModel):
    id: str = Field(json_schema_extra={"format": "uuid"})
    source_variant_id: str | None
    option_values: dict[str, str]
    title: str | None
    sku: str | None
    canonical_url: str | None
    available: bool | None
    inventory_quantity: int | None
    inventory_observed_at: str | None = Field(json_schema_extra={"format": "date-time"})
    inventory_policy: str | None
    inventory_item_id: str | None
    price: MoneyOut | None
    compare_at_price: MoneyOut | None
    image_url: str | None
    media: list[VariantMediaOut]
    active: bool
    created_at: str = Field(json_schema_extra={"format": "date-time"})
    updated_at: str = Field(json_schema_extra={"format": "date-time"})


class SizeChartOut(ResponseModel):
    url: str | None
    external_id: str | None
    content: dict[str, Any] | None
    applies_to: dict[str, str] | None
    locale: str | None
    size_system_code: str | None
    size_audience_code: str | None
    size_category_code: str | None


class GarmentMeasurementOut(ResponseModel):
    name: str
    value: float
    unit: str
    size_label: str | None
    raw_text: str | None
    source: str | None
    confidence: float | None


class ModelObservationOut(ResponseModel):
    name: str | None
    size_worn: str | None
    measurements: dict[str, str] | None
    source: str | None
    evidence: list[str] | None


class CatalogProductOut(ResponseModel):
    """The persisted catalog product, in the write body's field names."""

    id: str = Field(json_schema_extra={"format": "uuid"})
    product_id: str
    title: str
    handle: str | None
    canonical_url: str | None
    enabled: bool
    available: bool | None = Field(description="Source-reported product availability as sent.")
    effective_available: bool | None
    rating: float | None
    review_count: int | None
    price: MoneyOut | None
    compare_at_price: MoneyOut | None
    brand: str | None
    product_type: str | None
    description: str | None
    custom_instructions: str | None
    prompt_tag: str | None = Field(description="Resolved: as sent, else detected.")
    source_active: bool | None
    source_status_raw: str | None
    source_updated_at: str | None = Field(json_schema_extra={"format": "date-time"})
    category: str
    slot: str
    images: list[ImageOut]
    options: list[OptionOut]
    variants: list[VariantOut]
    size_charts: list[SizeChartOut]
    garment_measurements: list[GarmentMeasurementOut]
    model_observations: list[ModelObservationOut]
    schema_version: int = Field(description="Always 2.")
    created_at: str = Field(json_schema_extra={"format": "date-time"})
    updated_at: str = Field(json_schema_extra={"format": "date-time"})


class IngestOutcome(ResponseModel):
    applied: bool
    reason: Literal["replay", "stale"] | None


class ProductWriteResponse(ResponseModel):
    product: ProductProjection
    catalog_product: CatalogProductOut
    schema_version: int = Field(description="Always 2.")
    ingest: IngestOutcome


class ProductReadResponse(ResponseModel):
    """The product write response without ``ingest`` (nothing was written)."""

    product: ProductProjection
    catalog_product: CatalogProductOut
    schema_version: int = Field(description="Always 2.")


class ProductListResponse(ResponseModel):
    items: list[CatalogProductOut] = Field(
        description="Oldest `updated_at` first, then `product_id`."
    )
    next_cursor: str | None = Field(
        description="Pass as `cursor` for the next page; null on the last page."
    )


class EnabledRequest(ResponseModel):
    enabled: bool


class EnabledResponse(ResponseModel):
    product: ProductProjection


class ProductDeleteResponse(ResponseModel):
    deleted: bool
    product_id: str


class VariantDeleteResponse(ResponseModel):
    deleted: bool
    product_id: str
    variant_id: str
