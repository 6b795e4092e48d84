"""Reads of precomputed fit evidence for the storefront and recommendations.

Digests are built by the reviews worker (``reviews.services.digests``); these helpers
only read ``FitDigest`` rows, one query each, never building anything on the request path.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from typing import Any

from django.db.models import Count

from catalog.models import Product
from common.errors import NotFound
from reviews.models import FitDigest, Review
from tenancy.models import Site


def product_for_reviews(*, site: Site, product_id: str) -> Product:
    """The site's product ``product_id`` (404 when unknown); reviews need it uploaded first."""
    product = Product.objects.filter(site=site, product_id=product_id).only("pk", "product_id")
    found = product.first()
    if found is None:
        raise NotFound("product not found")
    return found


def digest_for(
    product: Product | uuid.UUID | str,
    variant_source_id: str | None = None,
    size: str | None = None,
) -> dict[str, Any] | None:
    """The ``digest`` object of 4.7 (interface 2.14), or None when nothing is analyzed.

    Narrowest scope asked: the variant (by its ``source_variant_id``), else the size (exact
    source size label or size signature), else the product. No fallback to a wider scope:
    a variant or size without analyzed reviews gives None. One query.
    """
    product_pk = getattr(product, "pk", product)
    if variant_source_id:
        scope, key = FitDigest.Scope.VARIANT, variant_source_id
    elif size:
        scope, key = FitDigest.Scope.SIZE, size
    else:
        scope, key = FitDigest.Scope.PRODUCT, ""
    return (
        FitDigest.objects.filter(product_id=product_pk, scope=scope, scope_key=key)
        .values_list("payload", flat=True)
        .first()
    )


def digest_summaries(product_pks: Iterable[uuid.UUID | str]) -> dict[uuid.UUID, dict[str, Any]]:
    """Per product with active reviews: ``review_count`` (the product's source aggregate,
    else its active synced reviews), ``analyzed_review_count``, ``average_rating`` (of the
    analyzed reviews, else the product's source rating, else None) and ``signals``.

    Shaped for recommendation items' ``fit_evidence``. Products without active reviews are
    absent. Two queries whatever the number of products.
    """
    pks = list(product_pks)
    if not pks:
        return {}
    out: dict[uuid.UUID, dict[str, Any]] = {}
    active = (
        Review.objects.filter(product_id__in=pks, status=Review.Status.ACTIVE)
        .values("product_id", "product__review_count", "product__rating")
        .annotate(n=Count("pk"))
        .values_list("product_id", "product__review_count", "product__rating", "n")
    )
    for product_pk, source_count, source_rating, count in active:
        out[product_pk] = {
            "review_count": count if source_count is None else source_count,
            "analyzed_review_count": 0,
            "average_rating": source_rating,
            "signals": [],
        }
    digests = FitDigest.objects.filter(
        product_id__in=list(out), scope=FitDigest.Scope.PRODUCT, scope_key="", payload__isnull=False
    ).values_list("product_id", "payload")
    for product_pk, payload in digests:
        summary = out[product_pk]
        summary["analyzed_review_count"] = payload["review_count"]
        if payload.get("average_rating") is not None:
            summary["average_rating"] = payload["average_rating"]
        summary["signals"] = payload["signals"]
    return out
