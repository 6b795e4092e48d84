"""Reads of precomputed fit evidence for the storefront and recommendations.

Digests are built by the reviews worker (``reviews.services.digests``); these helpers
only read ``FitDigest`` rows, one query each, never building anything on the request path.
"""

from __future__ import annotations

import functools
import uuid
from collections.abc import Iterable
from typing import Any

from django.db import connection

from catalog.models import Product
from common.errors import NotFound
from common.rows import column_value, db_value
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
    absent. One query whatever the number of products.
    """
    pks = list(product_pks)
    if not pks:
        return {}
    params = [
        Review.Status.ACTIVE.value,
        *(db_value(Review, "product_id", pk) for pk in pks),
        FitDigest.Scope.PRODUCT.value,
        "",
    ]
    with connection.cursor() as cursor:
        cursor.execute(_summaries_sql(len(pks)), params)
        rows = cursor.fetchall()
    out: dict[uuid.UUID, dict[str, Any]] = {}
    for product_pk, source_count, source_rating, count, payload in rows:
        summary = {
            "review_count": count if source_count is None else source_count,
            "analyzed_review_count": 0,
            "average_rating": source_rating,
            "signals": [],
        }
        digest = column_value(FitDigest, "payload", payload)
        if digest is not None:
            summary["analyzed_review_count"] = digest["review_count"]
            if digest.get("average_rating") is not None:
                summary["average_rating"] = digest["average_rating"]
            summary["signals"] = digest["signals"]
        out[column_value(Review, "product_id", product_pk)] = summary
    return out


def active_reviews_sql(product_pk_column: str) -> tuple[str, list[Any]]:
    """An SQL boolean and its parameters: whether the product whose pk is the column
    ``product_pk_column`` has active reviews, i.e. whether ``digest_summaries`` has a
    summary for it. A query that reads products anyway (the recommendation payloads)
    asks this so that ``digest_summaries`` runs only for products that have one: most
    responses then skip its query (one index probe per row instead)."""
    table = connection.ops.quote_name(Review._meta.db_table)
    return (
        f"EXISTS (SELECT 1 FROM {table} r WHERE r.product_id = {product_pk_column} "
        "AND r.status = %s)",
        [Review.Status.ACTIVE.value],
    )


@functools.lru_cache(maxsize=256)
def _summaries_sql(count: int) -> str:
    """Active review counts per product with the product's source aggregate and its
    product-scope digest, in plain SQL: every recommendation response runs it, and the
    ORM's building of its two queries cost more than ranking the request."""
    quote = connection.ops.quote_name
    ids = ", ".join(["%s"] * count)
    return (
        "SELECT c.product_id, p.review_count, p.rating, c.n, d.payload FROM "
        f"(SELECT product_id, COUNT(*) AS n FROM {quote(Review._meta.db_table)} "
        f"WHERE status = %s AND product_id IN ({ids}) GROUP BY product_id) c "
        f"JOIN {quote(Product._meta.db_table)} p ON p.id = c.product_id "
        f"LEFT JOIN {quote(FitDigest._meta.db_table)} d ON d.product_id = c.product_id "
        "AND d.scope = %s AND d.scope_key = %s AND d.payload IS NOT NULL"
    )
