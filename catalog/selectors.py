"""Reads of the catalog: the response shapes of the product endpoints.

Every response is built from a ``catalog.aggregate.ProductAggregate`` (loaded by
``catalog.services.loading``, the one loader of writes and reads): ``catalog_product``
(the persisted record in the write body's own field names) and ``product`` (the
fitting-room projection, decisions.md section 2).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Any

from django.db.models import Q

from catalog.aggregate import ProductAggregate
from catalog.listing import Position, ProductListQuery, decode_cursor, encode_cursor
from catalog.models import Product, ProductImage, ProductVariant, VariantMedia
from catalog.services.loading import aggregates_load
from common.errors import NotFound
from tenancy.models import Site


def product_get(*, site: Site, product_id: str) -> Product:
    product = Product.objects.filter(site=site, product_id=product_id).first()
    if product is None:
        raise NotFound("product not found")
    return product


def product_write_payload(pk: uuid.UUID) -> dict[str, Any]:
    """``{product, catalog_product, schema_version}`` of the product write response, read
    from the database (2 queries on PostgreSQL: the product, then its aggregate)."""
    product = Product.objects.get(pk=pk)
    return write_payload(aggregates_load([product])[pk])


def product_read(*, site: Site, product_id: str) -> dict[str, Any]:
    """``GET`` of one product: the body of the product write response (2 queries on
    PostgreSQL: the product, then its aggregate)."""
    product = Product.objects.filter(site=site, product_id=product_id).first()
    if product is None:
        raise NotFound("product not found")
    return write_payload(aggregates_load([product])[product.pk])


def products_page(*, site: Site, query: ProductListQuery) -> dict[str, Any]:
    """One page of the product list: ``{"items": [catalog_product, ...], "next_cursor"}``,
    oldest ``updated_at`` first, then ``product_id`` (2 queries a page on PostgreSQL: the
    products, then their aggregates)."""
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
    page = list(products.order_by("updated_at", "product_id")[: query.page_size + 1])
    next_cursor = None
    if len(page) > query.page_size:
        page = page[: query.page_size]
        last = Position(updated_at=page[-1].updated_at, product_id=page[-1].product_id)
        next_cursor = encode_cursor(last, site_pk=site.pk, query=query)
    aggregates = aggregates_load(page)
    return {
        "items": [catalog_product(aggregates[p.pk]) for p in page],
        "next_cursor": next_cursor,
    }


def write_payload(aggregate: ProductAggregate) -> dict[str, Any]:
    """The write response of a loaded (``full``) aggregate."""
    images, variants = aggregate.ordered_images(), aggregate.ordered_variants()
    return {
        "product": product_projection(aggregate.product, images=images, variants=variants),
        "catalog_product": catalog_product(aggregate, images=images, variants=variants),
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
    aggregate: ProductAggregate,
    *,
    images: list[ProductImage] | None = None,
    variants: list[ProductVariant] | None = None,
) -> dict[str, Any]:
    """The persisted product in the write body's field names (``images`` and
    ``variants``: the aggregate's, already in stored order)."""
    product = aggregate.product
    images = aggregate.ordered_images() if images is None else images
    variants = aggregate.ordered_variants() if variants is None else variants
    media = aggregate.media
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
            for o, values in aggregate.ordered_options()
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
            for c in aggregate.ordered_size_charts()
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
            for m in aggregate.measurements or ()
        ],
        "model_observations": [
            {
                "name": o.name,
                "size_worn": o.size_worn,
                "measurements": o.measurements,
                "source": o.source,
                "evidence": o.evidence,
            }
            for o in aggregate.observations or ()
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
