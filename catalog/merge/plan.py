"""What a merge decides to write: the rows of a batch of products to upsert or delete.

The merge rules (``catalog.merge``) fill a ``Plan``; ``catalog.services.persist`` writes
it with one statement per table and kind of change, so the number of queries does not
grow with the number of products or variants. Pure: no queries here.
"""

from __future__ import annotations

import functools
import uuid
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, TypeVar

from django.db import models
from django.db.models.base import ModelState

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

M = TypeVar("M", bound=models.Model)

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


@functools.cache
def _template(model: type[models.Model]) -> _Template:
    """What a new row of ``model`` starts from: the fields' static defaults, the fields
    whose default is computed per row (a fresh UUID, the time, a new dict) with their
    default callables, and the foreign keys (name -> (id attribute, the parent's pk
    attribute)). Read once per model: ``new_row`` runs hundreds of thousands of times."""
    static: dict[str, Any] = {}
    computed = []
    for f in model._meta.concrete_fields:
        if f.has_default() and callable(f.default):
            computed.append((f.name, f.attname, f.default))
        else:
            static[f.attname] = f.get_default()
    relations = {
        f.name: (f.attname, f.related_model._meta.pk.attname)
        for f in model._meta.concrete_fields
        if f.is_relation
    }
    return _Template(static, tuple(computed), relations)


@dataclass(frozen=True, slots=True)
class _Template:
    static: dict[str, Any]
    computed: tuple[tuple[str, str, Any], ...]  # (name, attname, default callable)
    relations: dict[str, tuple[str, str]]


def new_row(model: type[M], **values: Any) -> M:
    """A new, unsaved ``model`` row as ``model(**values)`` builds it, without running
    ``Model.__init__`` (several times the cost of the rest: an import builds hundreds of
    thousands). ``values`` are field names; a foreign key given as an instance sets its
    id and caches it (a new option's values read ``value.option`` once it is saved)."""
    template = _template(model)
    data = template.static.copy()
    for name, attname, default in template.computed:
        if name not in values:
            data[attname] = default()
    state = ModelState()
    state.adding = True
    relations = template.relations
    cache = {}
    for name, value in values.items():
        relation = relations.get(name)
        if relation is not None:
            data[relation[0]] = getattr(value, relation[1])
            cache[name] = value
        else:
            data[name] = value
    state.fields_cache = cache  # what the descriptor would set on first use
    data["_state"] = state
    row = object.__new__(model)
    row.__dict__ = data
    return row


def new_variant(product: Product, identity: str, position: int, now: datetime) -> ProductVariant:
    """A new variant row of ``product`` (5,000 per write, hundreds of thousands per
    import): ``new_row`` with these values, unrolled."""
    template = _template(ProductVariant)
    data = template.static.copy()
    for _name, attname, default in template.computed:
        if attname != "created_at":  # given
            data[attname] = default()
    data["product_id"] = product.pk
    data["identity_key"] = identity
    data["position"] = position
    data["created_at"] = data["updated_at"] = now
    state = ModelState()
    state.adding = True
    data["_state"] = state
    row = object.__new__(ProductVariant)
    row.__dict__ = data
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
    # Variants whose only change is the time of a stock observation (values unchanged):
    # written narrowly, and not a change a read shows.
    observed: list[ProductVariant] = field(default_factory=list)
    # Products whose write changed nothing they read back: ``updated_at`` stays.
    unchanged: set[uuid.UUID] = field(default_factory=set)
    # Products whose row is exactly as loaded (and nothing else changed): not written.
    untouched: set[uuid.UUID] = field(default_factory=set)
    # CSV import: the body hash each imported product is sealed with once its
    # ``updated_at`` is known (None: no seal), ``catalog.merge.seal``.
    seals: dict[uuid.UUID, str | None] = field(default_factory=dict)
    # Products with a sent stock observation older than the stored one (not applied).
    stock_kept: set[uuid.UUID] = field(default_factory=set)
    # Products this transaction created: no other transaction can see them, so their
    # child rows cannot conflict with stored ones and may be written by ``COPY``.
    created: set[uuid.UUID] = field(default_factory=set)
    # Products whose row was inserted complete (``persist.plan_create``): not written again.
    inserted: set[uuid.UUID] = field(default_factory=set)

    def child_changes(self) -> int:
        """How many child changes are planned (a product's write that leaves this count
        and its own fields as they were changed nothing)."""
        planned = (
            self.images, self.image_deletes, self.options, self.option_deletes, self.values,
            self.value_deletes, self.variants, self.media_replaced, self.media,
            self.size_charts, self.size_chart_deletes, self.measurements_replaced,
            self.observations_replaced,
        )  # fmt: skip
        return sum(map(len, planned))


def add_once(rows: list, row: Any) -> None:
    """Append ``row`` to ``rows`` unless an earlier change of this write already did."""
    marker = "_planned"
    if not getattr(row, marker, False):
        setattr(row, marker, True)
        rows.append(row)
