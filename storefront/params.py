"""Query parameters of the storefront reads (interface 4.7, 4.8; decisions.md section 5).

Every invalid value is 400, including one over its maximum length (decisions.md 5 makes
no 413 here). A parameter sent twice is ambiguous and also 400; unknown parameters (cache
busters such as ``_=169...``) are ignored.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.http import QueryDict

from common.errors import BadRequest

MAX_ID_LENGTH = 255
MAX_CURSOR_LENGTH = 2048
MIN_PAGE_SIZE = 1
MAX_PAGE_SIZE = 50
DEFAULT_PAGE_SIZE = 10


@dataclass(frozen=True)
class Narrowing:
    """The shopper's selection: a source variant id and/or a size label or signature."""

    variant_id: str | None
    size: str | None

    def __bool__(self) -> bool:
        return bool(self.variant_id or self.size)


@dataclass(frozen=True)
class FitEvidenceQuery:
    product_id: str
    narrowing: Narrowing


@dataclass(frozen=True)
class ReviewListQuery:
    product_id: str
    narrowing: Narrowing
    cursor: str | None
    page_size: int


def _single(query: QueryDict, name: str) -> str | None:
    values = query.getlist(name)
    if len(values) > 1:
        raise BadRequest(f"{name}: must be given at most once")
    return values[0] if values else None


def _string(query: QueryDict, name: str, *, max_length: int, required: bool = False) -> str | None:
    """A text parameter; an empty optional one counts as absent."""
    value = _single(query, name)
    if value is None or value == "":
        if required:
            raise BadRequest(f"{name}: is required")
        return None
    if len(value) > max_length:
        raise BadRequest(f"{name}: must be at most {max_length} characters")
    if "\x00" in value:
        raise BadRequest(f"{name}: must not contain NUL characters")
    return value


def _narrowing(query: QueryDict) -> Narrowing:
    return Narrowing(
        variant_id=_string(query, "variant_id", max_length=MAX_ID_LENGTH),
        size=_string(query, "size", max_length=MAX_ID_LENGTH),
    )


def check_fit_evidence_query(query: QueryDict) -> FitEvidenceQuery:
    return FitEvidenceQuery(
        product_id=_string(query, "product_id", max_length=MAX_ID_LENGTH, required=True),
        narrowing=_narrowing(query),
    )


def check_review_list_query(query: QueryDict) -> ReviewListQuery:
    product_id = _string(query, "product_id", max_length=MAX_ID_LENGTH, required=True)
    narrowing = _narrowing(query)
    cursor = _single(query, "cursor")
    if cursor is not None and len(cursor) > MAX_CURSOR_LENGTH:
        raise BadRequest(f"cursor: must be at most {MAX_CURSOR_LENGTH} characters")
    if cursor == "":
        raise BadRequest("cursor: must be a next_cursor value from a previous page")
    raw_size = _single(query, "page_size")
    if raw_size is None:
        page_size = DEFAULT_PAGE_SIZE
    elif (
        not raw_size.isascii()
        or not raw_size.isdigit()
        or not MIN_PAGE_SIZE <= int(raw_size) <= MAX_PAGE_SIZE
    ):
        raise BadRequest(f"page_size: must be an integer from {MIN_PAGE_SIZE} to {MAX_PAGE_SIZE}")
    else:
        page_size = int(raw_size)
    return ReviewListQuery(
        product_id=product_id, narrowing=narrowing, cursor=cursor, page_size=page_size
    )
