"""Reads for the demo page."""

from __future__ import annotations

from catalog.models import Product
from tenancy.models import Site


def demo_product(site: Site, product_id: str | None) -> Product | None:
    """The product a demo page shows (``product_id``, else the first product made), with
    its images and active variants prefetched."""
    products = Product.objects.filter(site=site).prefetch_related("images", "variants")
    chosen = products.filter(product_id=product_id).first() if product_id else None
    return chosen or products.order_by("created_at", "product_id").first()


def product_sizes(product: Product) -> list[str]:
    """The product's sizes in variant order (``size`` option values of active variants)."""
    variants = sorted(product.variants.all(), key=lambda v: v.position)
    sizes = [v.option_values.get("size") for v in variants if v.active]
    return list(dict.fromkeys(s for s in sizes if s))
