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
from reviews.models import FitDigest, Review


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
    """Per product: ``review_count`` (active synced reviews), ``analyzed_review_count``,
    ``average_rating`` (of analyzed reviews, or None) and ``signals`` (list of Signal).

    For recommendation items' ``fit_evidence`` (which takes ``review_count`` from the
    product's source aggregate when it has one). Products without active reviews are
    absent. Two queries whatever the number of products.
    """
    pks = list(product_pks)
    if not pks:
        return {}
    out: dict[uuid.UUID, dict[str, Any]] = {}
    active = (
        Review.objects.filter(product_id__in=pks, status=Review.Status.ACTIVE)
        .values("product_id")
        .annotate(n=Count("pk"))
        .values_list("product_id", "n")
    )
    for product_pk, count in active:
        out[product_pk] = {
            "review_count": count,
            "analyzed_review_count": 0,
            "average_rating": None,
            "signals": [],
        }
    digests = FitDigest.objects.filter(
        product_id__in=pks, scope=FitDigest.Scope.PRODUCT, scope_key="", payload__isnull=False
    ).values_list("product_id", "payload")
    for product_pk, payload in digests:
        summary = out.setdefault(
            product_pk,
            {"review_count": payload["review_count"], "average_rating": None, "signals": []},
        )
        summary["analyzed_review_count"] = payload["review_count"]
        summary["average_rating"] = payload.get("average_rating")
        summary["signals"] = payload["signals"]
    return out
