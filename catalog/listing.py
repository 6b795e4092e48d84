"""The product list's query and cursor (decisions.md section 2, "Reading the catalog back").

``ProductListQuery`` is the one declaration of the query: it validates the request and
generates the OpenAPI parameters. The list is ordered by ``(updated_at, product_id)``; a
cursor names the last row of a page and is signed with the project's SECRET_KEY and bound
to the site and filters, so a forged cursor, or one replayed with other filters, is 400
instead of a silently wrong page.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Annotated

from django.core import signing
from django.http import QueryDict
from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field
from pydantic_core import PydanticCustomError

from common.errors import BadRequest
from common.validation import check, parse_date_time, query_values

MAX_CURSOR_LENGTH = 2048
_SALT = "catalog.products.cursor.v1"
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
# A "+hh:mm" offset left unencoded in a query string arrives as " hh:mm".
_SPACED_OFFSET = re.compile(r" (\d\d(:?\d\d)?)$")


def _date_time_with_offset(value: object) -> object:
    if not isinstance(value, str):
        return value
    return parse_date_time(_SPACED_OFFSET.sub(r"+\1", value))


def _boolean(value: object) -> object:
    if value in ("true", "false"):
        return value == "true"
    raise PydanticCustomError("bool_parsing", "must be true or false")


def _cursor(value: str) -> str:
    if value == "":
        raise PydanticCustomError("cursor", "must be a next_cursor value from a previous page")
    return value


class ProductListQuery(BaseModel):
    """Query of ``GET /vfr/manage/sites/{site_id}/products``."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    page_size: int = Field(50, ge=1, le=200, description="Products per page, 1 to 200.")
    cursor: Annotated[str, Field(max_length=MAX_CURSOR_LENGTH), AfterValidator(_cursor)] | None = (
        Field(
            None,
            description="Opaque `next_cursor` of the previous page, passed unchanged.",
        )
    )
    updated_since: Annotated[datetime, BeforeValidator(_date_time_with_offset)] | None = Field(
        None,
        description=(
            "Only products whose `updated_at` is at or after this ISO 8601 date-time; the "
            "offset is required (`2025-03-01T12:00:00Z`, `...+02:00`)."
        ),
    )
    enabled: Annotated[bool, BeforeValidator(_boolean)] | None = Field(
        None, description="`true` or `false`: only enabled or only disabled products."
    )


def check_product_list_query(query: QueryDict) -> ProductListQuery:
    """The validated query, or ``BadRequest`` naming the parameter. A parameter sent twice
    is ambiguous (400); unknown parameters are ignored."""
    return check(ProductListQuery, query_values(query, ProductListQuery), size_is_413=False)


@dataclass(frozen=True)
class Position:
    """The last product of a page: the list resumes strictly after it."""

    updated_at: datetime
    product_id: str


def _context(site_pk: object, query: ProductListQuery) -> str:
    since = "" if query.updated_since is None else query.updated_since.isoformat()
    raw = f"{site_pk}\x00{since}\x00{query.enabled}"
    return hashlib.blake2b(raw.encode(), digest_size=6).hexdigest()


def _micros(value: datetime) -> int:
    delta = value.astimezone(UTC) - _EPOCH
    return (delta.days * 86_400 + delta.seconds) * 1_000_000 + delta.microseconds


def encode_cursor(position: Position, *, site_pk: object, query: ProductListQuery) -> str:
    payload = [_micros(position.updated_at), position.product_id, _context(site_pk, query)]
    return signing.Signer(salt=_SALT, sep=".").sign_object(payload, compress=True)


def decode_cursor(cursor: str, *, site_pk: object, query: ProductListQuery) -> Position:
    """The position a ``next_cursor`` names; 400 when forged, mangled or for other filters."""
    try:
        micros, product_id, context = signing.Signer(salt=_SALT, sep=".").unsign_object(cursor)
    except (signing.BadSignature, ValueError, TypeError):
        raise BadRequest("cursor: invalid; pass next_cursor unchanged") from None
    if context != _context(site_pk, query):
        raise BadRequest("cursor: belongs to another site or other filters")
    return Position(updated_at=_EPOCH + timedelta(microseconds=micros), product_id=product_id)
