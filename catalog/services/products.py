"""Enable/disable (4.4), delete variant (4.5) and delete product (4.6)."""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone

from catalog.lock_objects import DELETE, WRITE, Strength, products_lock
from catalog.merge import Plan, finalize_product
from catalog.models import IngestEvent, Product, ProductVariant
from catalog.services.loading import aggregates_load
from catalog.services.persist import plan_execute
from catalog.services.product_write import notify_after_commit
from common.errors import NotFound
from tenancy.models import Site


def _locked(site: Site, product_id: str, strength: Strength = WRITE) -> Product:
    product = products_lock(site=site, product_ids=[product_id], strength=strength).get(product_id)
    if product is None:
        raise NotFound("product not found")
    return product


def product_set_enabled(*, site: Site, product_id: str, enabled: bool) -> Product:
    """Whether the product may use the fitting room; it stays in the catalog either way."""
    with transaction.atomic():
        product = _locked(site, product_id)
        if product.enabled != enabled:
            product.enabled = enabled
            product.save(update_fields=["enabled", "updated_at"])
            notify_after_commit(site.pk, [product.pk])
    return product


def products_set_enabled(*, products: list[Product], enabled: bool) -> int:
    """Admin bulk action: enable or disable ``products`` (any sites). Returns the count."""
    changed = 0
    with transaction.atomic():
        by_site: dict = {}
        for product in products:
            by_site.setdefault(product.site_id, []).append(product.product_id)
        for site_id, product_ids in sorted(by_site.items(), key=lambda item: str(item[0])):
            site = Site(pk=site_id)
            locked = products_lock(site=site, product_ids=product_ids)
            pks = [p.pk for p in locked.values() if p.enabled != enabled]
            if pks:
                changed += Product.objects.filter(pk__in=pks).update(
                    enabled=enabled, updated_at=timezone.now()
                )
                notify_after_commit(site_id, pks)
    return changed


def product_variant_delete(*, site: Site, product_id: str, source_variant_id: str) -> None:
    """Remove the variant synced as ``source_variant_id`` (the product stays); options that
    were derived from variants and the product's availability follow."""
    with transaction.atomic():
        product = _locked(site, product_id)
        deleted, _ = ProductVariant.objects.filter(
            product=product, identity_key="s:" + source_variant_id
        ).delete()
        if not deleted:
            raise NotFound("variant not found")
        plan = Plan()
        finalize_product(aggregates_load([product], full=False)[product.pk], plan)
        plan_execute(plan)
        notify_after_commit(site.pk, [product.pk])


def product_delete(*, site: Site, product_id: str) -> None:
    """Remove the product permanently with its variants, images, options, size charts,
    reviews, digests and index entries (foreign keys cascade) and its ingest events, so a
    later write with the same ``product_id`` creates a new product."""
    with transaction.atomic():
        product = _locked(site, product_id, DELETE)
        pk = product.pk
        product.delete()
        IngestEvent.objects.filter(site=site, product_id=product_id).delete()
        notify_after_commit(site.pk, [pk])
