"""Database reads of the storefront (interface 4.7, 4.8; decisions.md sections 4, 5).

Everything served is precomputed by the reviews app: ``Review.read_record`` and
``FitDigest.payload`` are returned as they are, never built here. Only active reviews
appear. Queries are bounded: at most 3 preview reviews, one page of the list, never the
variant matrix or every review.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

from django.db.models import Avg, Count, Q, QuerySet

from catalog.models import Product
from reviews.models import Review
from reviews.selectors import digest_for
from storefront.cursors import Position
from storefront.schemas import Narrowing

PREVIEW_REVIEWS = 3


def _active(product_pk: uuid.UUID) -> QuerySet[Review]:
    return Review.objects.filter(product_id=product_pk, status=Review.Status.ACTIVE)


def _matching(narrowing: Narrowing) -> Q:
    """Reviews bought as the variant, or in the size (exact label or signature)."""
    match = Q()
    if narrowing.variant_id:
        match |= Q(purchased_variant_id=narrowing.variant_id)
    if narrowing.size:
        match |= Q(size_label=narrowing.size) | Q(size_signature=narrowing.size)
    return match


def _newest_first(rows: QuerySet[Review]) -> QuerySet[Review]:
    return rows.order_by("-sort_at", "-id")


# --- fit evidence (4.7) -----------------------------------------------------------------


def _digest(product_pk: uuid.UUID, narrowing: Narrowing) -> dict[str, Any] | None:
    """The digest asked for: the variant's, else the size's, else the product's.

    No widening: a variant or size with no analyzed reviews has no digest (null), as
    decisions.md section 4 says. One query.
    """
    return digest_for(product_pk, narrowing.variant_id or None, narrowing.size or None)


def _preview_reviews(product_pk: uuid.UUID, narrowing: Narrowing) -> list[dict[str, Any]]:
    """Up to 3 active reviews (of the variant/size when given): fit content, then newest.

    Reviews with fit content first, newest first on the list index; reviews without are
    read only when fewer than 3 have fit content. Once extraction has run most reviews
    have fit content, so the first query stops after a few rows whatever the number of
    reviews; the second runs when fit content is rare, and then finds its rows at once.
    """
    rows = _active(product_pk)
    if narrowing:
        rows = rows.filter(_matching(narrowing))
    with_fit = list(
        _newest_first(rows.filter(has_fit_content=True)).values_list("read_record", flat=True)[
            :PREVIEW_REVIEWS
        ]
    )
    if len(with_fit) == PREVIEW_REVIEWS:
        return with_fit
    without = _newest_first(rows.filter(has_fit_content=False)).values_list(
        "read_record", flat=True
    )[: PREVIEW_REVIEWS - len(with_fit)]
    return with_fit + list(without)


def fit_evidence_read(*, product_pk: uuid.UUID, narrowing: Narrowing) -> dict[str, Any] | None:
    """The 4.7 response body, or None when the product no longer exists.

    ``rating`` and ``review_count`` are the product's source-reported values, each falling
    back to the synced active reviews (average rating rounded to 2 places, count); rating
    is null when neither exists.
    """
    product = Product.objects.filter(pk=product_pk).values_list("rating", "review_count").first()
    if product is None:
        return None
    rating, review_count = product
    if rating is None or review_count is None:
        aggregate = _active(product_pk).aggregate(count=Count("*"), average=Avg("rating"))
        if rating is None and aggregate["average"] is not None:
            rating = round(aggregate["average"], 2)
        if review_count is None:
            review_count = aggregate["count"]
    return {
        "digest": _digest(product_pk, narrowing),
        "reviews": _preview_reviews(product_pk, narrowing),
        "rating": rating,
        "review_count": review_count,
    }


# --- review list (4.8) ------------------------------------------------------------------


@dataclass(frozen=True)
class ReviewPage:
    items: list[dict[str, Any]]
    next_position: Position | None


def _segment_rows(
    product_pk: uuid.UUID,
    narrowing: Narrowing,
    segment: str,
    after: Position | None,
    limit: int,
) -> list[tuple[int, Any, dict[str, Any]]]:
    """Up to ``limit`` rows of one segment after ``after``, newest first.

    Keyset condition ``sort_at <= t AND (sort_at < t OR id < i)``: the first half is an
    index bound on ``review_list_order`` (product, status, -sort_at, -id), so a page deep
    in the list costs what the first one does.
    """
    rows = _active(product_pk)
    if segment == "m":
        rows = rows.filter(_matching(narrowing))
    elif segment == "n":
        rows = rows.exclude(_matching(narrowing))
    if after is not None and after.sort_at is not None:
        rows = rows.filter(sort_at__lte=after.sort_at).filter(
            Q(sort_at__lt=after.sort_at) | Q(id__lt=after.review_id)
        )
    return list(_newest_first(rows).values_list("id", "sort_at", "read_record")[:limit])


def review_page_read(
    *,
    product_pk: uuid.UUID,
    narrowing: Narrowing,
    position: Position | None,
    page_size: int,
) -> ReviewPage | None:
    """One page: reviews matching the variant/size first, then newest, then id; None
    when the product no longer exists.

    Each segment is read with ``page_size + 1`` rows so the last page is known exactly
    (its ``next_position`` is None). A page may end one segment and start the next.
    """
    page = _review_page(product_pk, narrowing, position, page_size)
    if not page.items and not Product.objects.filter(pk=product_pk).exists():
        return None
    return page


def _review_page(
    product_pk: uuid.UUID, narrowing: Narrowing, position: Position | None, page_size: int
) -> ReviewPage:
    if position is None:
        position = Position(segment="m" if narrowing else "a", sort_at=None, review_id=None)
    items: list[dict[str, Any]] = []
    segment, after = position.segment, position
    while True:
        need = page_size - len(items)  # >= 1 here
        rows = _segment_rows(product_pk, narrowing, segment, after, need + 1)
        items.extend(row[2] for row in rows[:need])
        if len(rows) > need:
            last = rows[need - 1]
            return ReviewPage(items, Position(segment, last[1], last[0]))
        if segment != "m":
            return ReviewPage(items, None)
        segment, after = "n", None
        if len(items) == page_size:
            # The matching reviews ended with this page: the next one starts the others.
            more = _segment_rows(product_pk, narrowing, "n", None, 1)
            return ReviewPage(items, Position("n", None, None) if more else None)
