"""Query parameters of the storefront reads (interface 4.7, 4.8; decisions.md section 5),
as pydantic models that both validate the query and document it in OpenAPI.

Every invalid value is 400, including one over its maximum length (decisions.md 5 makes
no 413 here). A parameter sent twice is ambiguous and also 400; unknown parameters (cache
busters such as ``_=169...``) are ignored; an empty ``product_id``, ``variant_id`` or
``size`` counts as absent.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any

from django.http import QueryDict
from pydantic import AfterValidator, BeforeValidator, Field, WithJsonSchema
from pydantic_core import PydanticCustomError

from common.validation import RequestModel, check, query_values

MAX_ID_LENGTH = 255
MAX_CURSOR_LENGTH = 2048
MIN_PAGE_SIZE = 1
MAX_PAGE_SIZE = 50
DEFAULT_PAGE_SIZE = 10
# Parameters whose empty value counts as absent.
_OPTIONAL_WHEN_EMPTY = ("product_id", "variant_id", "size")


@dataclass(frozen=True)
class Narrowing:
    """The shopper's selection: a source variant id and/or a size label or signature."""

    variant_id: str | None
    size: str | None

    def __bool__(self) -> bool:
        return bool(self.variant_id or self.size)


def _check_no_nul(value: str) -> str:
    if "\x00" in value:
        raise PydanticCustomError("nul", "must not contain NUL characters")
    return value


def _check_cursor(value: str) -> str:
    if value == "":
        raise PydanticCustomError("cursor", "must be a next_cursor value from a previous page")
    return value


def _page_size(value: Any) -> Any:
    """The query's text as an integer from 1 to 50 (ASCII digits only)."""
    if isinstance(value, str):
        if value.isascii() and value.isdigit() and MIN_PAGE_SIZE <= int(value) <= MAX_PAGE_SIZE:
            return int(value)
        raise PydanticCustomError(
            "page_size", f"must be an integer from {MIN_PAGE_SIZE} to {MAX_PAGE_SIZE}"
        )
    return value


Text255 = Annotated[
    str, Field(min_length=1, max_length=MAX_ID_LENGTH), AfterValidator(_check_no_nul)
]


class FitEvidenceQuery(RequestModel):
    """Query of ``GET /vfr/sites/{site_key}/fit-evidence`` (4.7)."""

    product_id: Text255 = Field(description="Stable merchant product ID used in catalog sync.")
    variant_id: Text255 | None = Field(
        None, description="Merchant's source variant ID: narrows to reviews of that variant."
    )
    size: Text255 | None = Field(
        None, description="Exact source size label or size signature: narrows likewise."
    )

    @property
    def narrowing(self) -> Narrowing:
        return Narrowing(variant_id=self.variant_id, size=self.size)


class ReviewListQuery(FitEvidenceQuery):
    """Query of ``GET /vfr/sites/{site_key}/reviews`` (4.8)."""

    cursor: (
        Annotated[str, Field(max_length=MAX_CURSOR_LENGTH), AfterValidator(_check_cursor)] | None
    ) = Field(None, description="Opaque `next_cursor` of the previous page, passed unchanged.")
    page_size: Annotated[
        int,
        BeforeValidator(_page_size),
        WithJsonSchema({"type": "integer", "minimum": MIN_PAGE_SIZE, "maximum": MAX_PAGE_SIZE}),
    ] = Field(DEFAULT_PAGE_SIZE, description="Reviews per page.")


def check_fit_evidence_query(query: QueryDict) -> FitEvidenceQuery:
    return check(FitEvidenceQuery, _query(query, FitEvidenceQuery), size_is_413=False)


def check_review_list_query(query: QueryDict) -> ReviewListQuery:
    return check(ReviewListQuery, _query(query, ReviewListQuery), size_is_413=False)


def _query(query: QueryDict, model: type[RequestModel]) -> dict[str, str]:
    return query_values(query, model, empty_is_absent=_OPTIONAL_WHEN_EMPTY)
