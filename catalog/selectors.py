"""Reads of the catalog: the response shapes of the product endpoints.

``product_write_payloads`` loads products with every child in a fixed number of queries
(one per table) and builds ``catalog_product`` (the persisted record in the write body's
own field names) and ``product`` (the fitting-room projection, decisions.md section 2).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from typing import Any

from django.db.models import Prefetch, Q, QuerySet

from catalog.listing import Position, ProductListQuery, decode_cursor, encode_cursor
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
from common.errors import NotFound
from tenancy.models import Site


def product_get(*, site: Site, product_id: str) -> Product:
    product = Product.objects.filter(site=site, product_id=product_id).first()
    if product is None:
        raise NotFound("product not found")
    return product


def products_with_children(pks: Iterable[uuid.UUID]) -> list[Product]:
    """Products ``pks`` with images, options (+values), variants (+media), size charts,
    garment measurements and model observations prefetched: 9 queries in all."""
    return list(with_children(Product.objects.filter(pk__in=list(pks))))


def with_children(products: QuerySet[Product]) -> QuerySet[Product]:
    """``products`` with every child collection prefetched (8 queries beyond its own)."""
    return products.prefetch_related(
        Prefetch("images", queryset=ProductImage.objects.order_by("position", "id")),
        Prefetch(
            "options",
            queryset=ProductOption.objects.order_by("position", "id").prefetch_related(
                Prefetch("values", queryset=ProductOptionValue.objects.order_by("position", "id"))
            ),
        ),
        Prefetch(
            "variants",
            queryset=ProductVariant.objects.order_by("position", "created_at").prefetch_related(
                "media"
            ),
        ),
        "size_charts",
        "garment_measurements",
        "model_observations",
    )


def product_write_payload(pk: uuid.UUID) -> dict[str, Any]:
    """``{product, catalog_product, schema_version}`` of the product write response, read
    from the database (9 queries)."""
    (product,) = products_with_children([pk])
    return prefetched_payload(product)


def product_read(*, site: Site, product_id: str) -> dict[str, Any]:
    """``GET`` of one product: the body of the product write response (9 queries)."""
    product = with_children(Product.objects.filter(site=site, product_id=product_id)).first()
    if product is None:
        raise NotFound("product not found")
    return prefetched_payload(product)


def products_page(*, site: Site, query: ProductListQuery) -> dict[str, Any]:
    """One page of the product list: ``{"items": [catalog_product, ...], "next_cursor"}``,
    oldest ``updated_at`` first, then ``product_id`` (9 queries a page)."""
    products = Product.objects.filter(site=site)
    if query.updated_since is not None:
        products = products.filter(updated_at__gte=query.updated_since)
    if query.enabled is not None:
        products = products.filter(enabled=query.enabled)
    if query.cursor is not None:
        after = decode_cursor(query.cursor, site_pk=site.pk, query=query)
        products = products.filter(
            Q(updated_at__gt=after.updated_at)
            | Q(updated_at=after.updated_at, product_id__gt=after.product_id)
        )
    page = list(with_children(products.order_by("updated_at", "product_id"))[: query.page_size + 1])
    next_cursor = None
    if len(page) > query.page_size:
        page = page[: query.page_size]
        last = Position(updated_at=page[-1].updated_at, product_id=page[-1].product_id)
        next_cursor = encode_cursor(last, site_pk=site.pk, query=query)
    return {
        "items": [prefetched_payload(p)["catalog_product"] for p in page],
        "next_cursor": next_cursor,
    }


def prefetched_payload(product: Product) -> dict[str, Any]:
    """The write-response body of a product loaded through :func:`with_children`."""
    variants = list(product.variants.all())
    return write_payload(
        product,
        images=list(product.images.all()),
        options=[(o, list(o.values.all())) for o in product.options.all()],
        variants=variants,
        media={v.pk: list(v.media.all()) for v in variants},
        size_charts=list(product.size_charts.all()),
        measurements=list(product.garment_measurements.all()),
        observations=list(product.model_observations.all()),
    )


def write_payload(
    product: Product,
    *,
    images: list[ProductImage],
    options: list[tuple[ProductOption, list[ProductOptionValue]]],
    variants: list[ProductVariant],
    media: Mapping[uuid.UUID, list[VariantMedia]],
    size_charts: list[SizeChart],
    measurements: list[GarmentMeasurement],
    observations: list[ModelObservation],
) -> dict[str, Any]:
    """The write response from rows already in memory (ordered as stored)."""
    return {
        "product": product_projection(product, images=images, variants=variants),
        "catalog_product": catalog_product(
            product,
            images=images,
            options=options,
            variants=variants,
            media=media,
            size_charts=size_charts,
            measurements=measurements,
            observations=observations,
        ),
        "schema_version": 2,
    }


def product_projection_get(product: Product) -> dict[str, Any]:
    """The fitting-room projection of one product (2 small queries)."""
    image = ProductImage.objects.filter(product=product).order_by("position", "id").first()
    variant = None
    if product.price_amount is None:
        variant = (
            ProductVariant.objects.filter(product=product, active=True, price_amount__isnull=False)
            .order_by("position", "created_at")
            .first()
        )
    return product_projection(
        product, images=[image] if image else [], variants=[variant] if variant else []
    )


def product_projection(
    product: Product, *, images: list[ProductImage], variants: list[ProductVariant]
) -> dict[str, Any]:
    """``id``, ``product_id``, ``title``, ``enabled``, ``available`` (variant availability
    when variants exist), ``prompt_tag``, ``category``, ``image_url``, ``canonical_url``,
    ``price`` and ``currency`` (the product's price, else its first active variant's)."""
    price, currency = product.price_amount, product.price_currency
    if price is None:
        for variant in variants:
            if variant.active and variant.price_amount is not None:
                price, currency = variant.price_amount, variant.price_currency
                break
    return {
        "id": str(product.pk),
        "product_id": product.product_id,
        "title": product.title,
        "enabled": product.enabled,
        "available": product.available,
        "prompt_tag": product.resolved_prompt_tag,
        "category": product.category,
        "slot": product.slot,
        "image_url": images[0].url if images else None,
        "canonical_url": product.canonical_url,
        "price": price,
        "currency": currency,
    }


def _money(amount: str | None, currency: str | None) -> dict[str, str] | None:
    if amount is None:
        return None
    return {"amount": amount, "currency": currency}


def _time(value: datetime | None) -> str | None:
    """RFC 3339 in UTC, as the database returns it (a time sent with another offset is
    answered as stored)."""
    if value is None:
        return None
    return value.astimezone(UTC).isoformat().replace("+00:00", "Z")


class _Times(dict):
    """``_time`` memoized by value for one response: the variants written together share
    their timestamps (a 100-variant product has a handful of distinct ones)."""

    def __missing__(self, value: datetime) -> str | None:
        text = self[value] = _time(value)
        return text


def catalog_product(
    product: Product,
    *,
    images: list[ProductImage],
    options: list[tuple[ProductOption, list[ProductOptionValue]]],
    variants: list[ProductVariant],
    media: Mapping[uuid.UUID, list[VariantMedia]],
    size_charts: list[SizeChart],
    measurements: list[GarmentMeasurement],
    observations: list[ModelObservation],
) -> dict[str, Any]:
    """The persisted product in the write body's field names."""
    times = _Times({None: None})
    return {
        "id": str(product.pk),
        "product_id": product.product_id,
        "title": product.title,
        "handle": product.handle,
        "canonical_url": product.canonical_url,
        "enabled": product.enabled,
        "available": product.source_available,
        "effective_available": product.available,
        "rating": product.rating,
        "review_count": product.review_count,
        "price": _money(product.price_amount, product.price_currency),
        "compare_at_price": _money(
            product.compare_at_price_amount, product.compare_at_price_currency
        ),
        "brand": product.brand,
        "product_type": product.product_type,
        "description": product.description,
        "custom_instructions": product.custom_instructions,
        "prompt_tag": product.resolved_prompt_tag,
        "source_active": product.source_active,
        "source_status_raw": product.source_status_raw,
        "source_updated_at": _time(product.source_updated_at),
        "category": product.category,
        "slot": product.slot,
        "images": [
            {
                "url": i.url,
                "external_media_id": i.external_media_id,
                "alt_text": i.alt_text,
                "role": i.role,
                "position": i.position,
                "width": i.width,
                "height": i.height,
            }
            for i in images
        ],
        "options": [
            {
                "key": o.key,
                "source_name": o.source_name or o.key,
                "kind": o.resolved_kind,
                "presentation_role": o.presentation_role,
                "position": o.position,
                "size_system_code": o.size_system_code,
                "size_audience_code": o.size_audience_code,
                "size_category_code": o.size_category_code,
                "source_size_system": o.source_size_system,
                "derived": o.derived,
                "values": [
                    {
                        "source_value": v.source_value,
                        "display_label": v.display_label or v.source_value,
                        "normalized_value": v.normalized_value,
                        "position": v.position,
                        "swatch": v.swatch,
                    }
                    for v in values
                ],
            }
            for o, values in options
        ],
        "variants": [_variant(v, media.get(v.id, ()), times) for v in variants],
        "size_charts": [
            {
                "url": c.url,
                "external_id": c.external_id,
                "content": c.content,
                "applies_to": c.applies_to,
                "locale": c.locale,
                "size_system_code": c.size_system_code,
                "size_audience_code": c.size_audience_code,
                "size_category_code": c.size_category_code,
            }
            for c in size_charts
        ],
        "garment_measurements": [
            {
                "name": m.name,
                "value": m.value,
                "unit": m.unit,
                "size_label": m.size_label,
                "raw_text": m.raw_text,
                "source": m.source,
                "confidence": m.confidence,
            }
            for m in measurements
        ],
        "model_observations": [
            {
                "name": o.name,
                "size_worn": o.size_worn,
                "measurements": o.measurements,
                "source": o.source,
                "evidence": o.evidence,
            }
            for o in observations
        ],
        "schema_version": 2,
        "created_at": _time(product.created_at),
        "updated_at": _time(product.updated_at),
    }


def _variant(v: ProductVariant, media: Iterable[VariantMedia], times: _Times) -> dict[str, Any]:
    return {
        "id": str(v.id),
        "source_variant_id": v.source_variant_id,
        "option_values": v.option_values,
        "title": v.title,
        "sku": v.sku,
        "canonical_url": v.canonical_url,
        "available": v.available,
        "inventory_quantity": v.inventory_quantity,
        "inventory_observed_at": times[v.inventory_observed_at],
        "inventory_policy": v.inventory_policy,
        "inventory_item_id": v.inventory_item_id,
        "price": _money(v.price_amount, v.price_currency),
        "compare_at_price": _money(v.compare_at_price_amount, v.compare_at_price_currency),
        "image_url": v.image_url,
        "media": [
            {
                "external_media_id": m.external_media_id,
                "url": m.url,
                "role": m.role,
                "position": m.position,
            }
            for m in media
        ],
        "active": v.active,
        "created_at": times[v.created_at],
        "updated_at": times[v.updated_at],
    }
