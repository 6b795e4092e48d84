"""What a merge decides to write: the rows of a batch of products to upsert or delete.

The merge rules (``catalog.merge``) fill a ``Plan``; ``catalog.services.persist`` writes
it with one statement per table and kind of change, so the number of queries does not
grow with the number of products or variants. Pure: no queries here.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from catalog.aggregate import MediaRow
from catalog.models import (
    GarmentMeasurement,
    ModelObservation,
    Product,
    ProductImage,
    ProductOption,
    ProductOptionValue,
    ProductVariant,
    SizeChart,
)

SCALARS = {
    "title": "title",
    "handle": "handle",
    "canonical_url": "canonical_url",
    "enabled": "enabled",
    "available": "source_available",
    "rating": "rating",
    "review_count": "review_count",
    "brand": "brand",
    "product_type": "product_type",
    "description": "description",
    "custom_instructions": "custom_instructions",
    "prompt_tag": "prompt_tag",
    "source_active": "source_active",
    "source_status_raw": "source_status_raw",
    "source_updated_at": "source_updated_at",
}
MONEY = ("price", "compare_at_price")
COLLECTIONS = (
    "images",
    "options",
    "variants",
    "size_charts",
    "garment_measurements",
    "model_observations",
)
IMAGE_FIELDS = ("url", "external_media_id", "alt_text", "role", "position", "width", "height")
OPTION_FIELDS = (
    "source_name",
    "kind",
    "presentation_role",
    "position",
    "size_system_code",
    "size_audience_code",
    "size_category_code",
    "source_size_system",
)
VALUE_FIELDS = ("display_label", "normalized_value", "position")
VARIANT_FIELDS = (
    "source_variant_id",
    "option_values",
    "title",
    "sku",
    "canonical_url",
    "inventory_policy",
    "inventory_item_id",
    "image_url",
)
SIZE_CHART_FIELDS = (
    "url",
    "external_id",
    "content",
    "applies_to",
    "locale",
    "size_system_code",
    "size_audience_code",
    "size_category_code",
)
DEFAULTS = {"position": 0, "presentation_role": "auto", "option_values": {}}


_VARIANT_FIELDS = ProductVariant._meta.concrete_fields
_VARIANT_TEMPLATE = [
    None if f.name in ("id", "product", "created_at", "updated_at") else f.get_default()
    for f in _VARIANT_FIELDS
]
_VARIANT_INDEX = {f.name: i for i, f in enumerate(_VARIANT_FIELDS)}


def new_variant(product: Product, identity: str, position: int, now: datetime) -> ProductVariant:
    """A new variant row, built positionally (no per-field defaults: 5,000 per write)."""
    values = list(_VARIANT_TEMPLATE)
    values[_VARIANT_INDEX["id"]] = uuid.uuid4()
    values[_VARIANT_INDEX["product"]] = product.pk
    values[_VARIANT_INDEX["identity_key"]] = identity
    values[_VARIANT_INDEX["position"]] = position
    values[_VARIANT_INDEX["created_at"]] = now
    values[_VARIANT_INDEX["updated_at"]] = now
    values[_VARIANT_INDEX["option_values"]] = {}
    row = ProductVariant(*values)
    row._state.adding = True
    return row


@dataclass
class Plan:
    products: list[Product] = field(default_factory=list)
    images: list[ProductImage] = field(default_factory=list)
    image_deletes: list[int] = field(default_factory=list)
    options: list[ProductOption] = field(default_factory=list)
    option_deletes: list[int] = field(default_factory=list)
    values: list[ProductOptionValue] = field(default_factory=list)
    value_deletes: list[int] = field(default_factory=list)
    variants: list[ProductVariant] = field(default_factory=list)
    media_replaced: list[uuid.UUID] = field(default_factory=list)
    media: list[MediaRow] = field(default_factory=list)
    size_charts: list[SizeChart] = field(default_factory=list)
    size_chart_deletes: list[int] = field(default_factory=list)
    measurements_replaced: list[uuid.UUID] = field(default_factory=list)
    measurements: list[GarmentMeasurement] = field(default_factory=list)
    observations_replaced: list[uuid.UUID] = field(default_factory=list)
    observations: list[ModelObservation] = field(default_factory=list)
    # Variants planned only because a stock observation time moved (values unchanged).
    observation_only: int = 0
    # Products whose write changed nothing they read back: ``updated_at`` stays.
    unchanged: set[uuid.UUID] = field(default_factory=set)

    def child_changes(self) -> int:
        """How many child changes are planned (a product's write that leaves this count
        and its own fields as they were changed nothing)."""
        planned = (
            self.images, self.image_deletes, self.options, self.option_deletes, self.values,
            self.value_deletes, self.variants, self.media_replaced, self.media,
            self.size_charts, self.size_chart_deletes, self.measurements_replaced,
            self.observations_replaced,
        )  # fmt: skip
        return sum(map(len, planned)) - self.observation_only


def add_once(rows: list, row: Any) -> None:
    """Append ``row`` to ``rows`` unless an earlier change of this write already did."""
    marker = "_planned"
    if not getattr(row, marker, False):
        setattr(row, marker, True)
        rows.append(row)
