"""The product aggregate: a product with its seven collections, as one value.

``ProductAggregate`` is what the write merges into (``catalog.merge``) and what every
response is built from (``catalog.selectors``): the product write, its read-back and the
catalog reads. It is filled from rows in one place, ``aggregates_from_rows``, whose rows
come from ``catalog.services.loading`` (under the product locks for a write, without them
for a read). Pure: no queries here.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from django.db import models

from catalog.models import (
    GarmentMeasurement,
    ModelObservation,
    Product,
    ProductImage,
    ProductOption,
    ProductOptionValue,
    ProductVariant,
    SizeChart,
    VariantMedia,
)

# The rows of a batch of products per table name (``catalog.services.loading.TABLES``).
Rows = Mapping[str, list[models.Model]]


@dataclass(slots=True)
class MediaRow:
    """A variant media item to insert (lighter than a model instance; 5,000 per write)."""

    variant_id: uuid.UUID
    order: int
    external_media_id: str | None
    url: str | None
    role: str | None
    position: int


@dataclass
class ProductAggregate:
    """One product and its collections, keyed as the merge rules match them."""

    product: Product
    images: dict[str, ProductImage] = field(default_factory=dict)  # by identity key
    # By key; each option's values are on ``option.loaded_values`` ({source_value: row}).
    options: dict[str, ProductOption] = field(default_factory=dict)
    variants: dict[str, ProductVariant] = field(default_factory=dict)  # by identity key
    media: dict[uuid.UUID, list[VariantMedia | MediaRow]] = field(default_factory=dict)
    size_charts: dict[str, SizeChart] = field(default_factory=dict)  # by identity key
    # None when not loaded: a write without a response body never reads them.
    measurements: list[GarmentMeasurement] | None = None
    observations: list[ModelObservation] | None = None

    # Stored order (what the responses list), for rows loaded or written.
    def ordered_images(self) -> list[ProductImage]:
        return sorted(self.images.values(), key=lambda i: (i.position, i.pk))

    def ordered_options(self) -> list[tuple[ProductOption, list[ProductOptionValue]]]:
        options = sorted(self.options.values(), key=lambda o: (o.position, o.pk))
        return [
            (o, sorted(o.loaded_values.values(), key=lambda v: (v.position, v.pk))) for o in options
        ]

    def ordered_variants(self) -> list[ProductVariant]:
        return sorted(self.variants.values(), key=lambda v: (v.position, v.created_at))

    def ordered_size_charts(self) -> list[SizeChart]:
        return sorted(self.size_charts.values(), key=lambda c: (c.position, c.pk))

    def active_variants(self) -> list[ProductVariant]:
        return sorted((v for v in self.variants.values() if v.active), key=lambda v: v.position)


def aggregates_from_rows(
    products: Iterable[Product], rows: Rows, *, full: bool
) -> dict[uuid.UUID, ProductAggregate]:
    """The aggregates of ``products`` by pk from their child ``rows`` (which may include
    other products' rows: ignored). ``full``: garment measurements and model observations
    are among the rows."""
    out = {p.pk: ProductAggregate(p) for p in products}
    if full:
        for aggregate in out.values():
            aggregate.measurements = []
            aggregate.observations = []
    if not out:
        return out
    # One dict lookup per row (UUID hashing is Python code).
    for image in rows["images"]:
        aggregate = out.get(image.product_id)
        if aggregate is not None:
            aggregate.images[image.identity_key] = image
    by_id = {}
    for option in rows["options"]:
        aggregate = out.get(option.product_id)
        if aggregate is not None:
            option.loaded_values = {}
            by_id[option.id] = option
            aggregate.options[option.key] = option
    for value in rows["values"]:
        option = by_id.get(value.option_id)
        if option is not None:
            option.loaded_values[value.source_value] = value
    owner = {}
    for variant in rows["variants"]:
        aggregate = out.get(variant.product_id)
        if aggregate is not None:
            owner[variant.id] = aggregate
            aggregate.variants[variant.identity_key] = variant
    for chart in rows["size_charts"]:
        aggregate = out.get(chart.product_id)
        if aggregate is not None:
            aggregate.size_charts[chart.identity_key] = chart
    for media in rows["media"]:
        aggregate = owner.get(media.variant_id)
        if aggregate is not None:
            aggregate.media.setdefault(media.variant_id, []).append(media)
    if full:
        for m in rows["measurements"]:
            aggregate = out.get(m.product_id)
            if aggregate is not None:
                aggregate.measurements.append(m)
        for o in rows["observations"]:
            aggregate = out.get(o.product_id)
            if aggregate is not None:
                aggregate.observations.append(o)
    return out
