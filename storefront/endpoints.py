"""The two storefront reads as data: cache kind, query check, cache key parts and build.

Shared by the views (every request the fast path does not answer) and the fast path
(``storefront.fastpath``, warm cache hits), so both key and build responses alike.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.http import QueryDict

from common.renderers import dumps
from storefront.cursors import decode_cursor, encode_cursor
from storefront.schemas import (
    FitEvidenceQuery,
    ReviewListQuery,
    check_fit_evidence_query,
    check_review_list_query,
)
from storefront.selectors import fit_evidence_read, review_page_read

Read = Callable[[], bytes | None]  # the body, or None when the product is gone


@dataclass(frozen=True)
class Endpoint:
    kind: str  # cache key namespace
    check_query: Callable[[QueryDict], Any]  # 400 (ApiError) when invalid
    # (cache key parts, read): the normalized query, and the database read of the body.
    # May raise ApiError (a cursor that is not this query's).
    prepare: Callable[[Any, uuid.UUID], tuple[tuple[str, ...], Read]]


def _fit_evidence(query: FitEvidenceQuery, product_pk: uuid.UUID) -> tuple[tuple[str, ...], Read]:
    narrowing = query.narrowing
    parts = (narrowing.variant_id or "", narrowing.size or "")

    def read() -> bytes | None:
        data = fit_evidence_read(product_pk=product_pk, narrowing=narrowing)
        return None if data is None else dumps(data)

    return parts, read


def _review_list(query: ReviewListQuery, product_pk: uuid.UUID) -> tuple[tuple[str, ...], Read]:
    narrowing = query.narrowing
    position = None
    if query.cursor is not None:
        position = decode_cursor(query.cursor, product_pk=product_pk, narrowing=narrowing)
    parts = (
        narrowing.variant_id or "",
        narrowing.size or "",
        query.cursor or "",
        str(query.page_size),
    )

    def read() -> bytes | None:
        page = review_page_read(
            product_pk=product_pk,
            narrowing=narrowing,
            position=position,
            page_size=query.page_size,
        )
        if page is None:
            return None
        next_cursor = None
        if page.next_position is not None:
            next_cursor = encode_cursor(
                page.next_position, product_pk=product_pk, narrowing=narrowing
            )
        return dumps({"items": page.items, "next_cursor": next_cursor})

    return parts, read


FIT_EVIDENCE = Endpoint("fe", check_fit_evidence_query, _fit_evidence)
REVIEW_LIST = Endpoint("rl", check_review_list_query, _review_list)
