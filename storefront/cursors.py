"""Opaque, tamper-evident keyset cursors of the review list (decisions.md section 5).

A cursor names the position after the last review of a page: the ordering segment
(``a`` all reviews, ``m`` reviews matching the shopper's variant/size, ``n`` the others)
and the last review's ``(sort_at, id)``; ``n`` without a position is the start of the
non-matching segment. It is bound to its query (product, variant, size), so a cursor
replayed with another query is rejected instead of silently skipping reviews. Signed
with the project's SECRET_KEY (HMAC-SHA256); about 110 characters.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from django.core import signing

from common.errors import BadRequest
from storefront.schemas import Narrowing

_SALT = "storefront.reviews.cursor.v1"
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
SEGMENTS = ("a", "m", "n")


@dataclass(frozen=True)
class Position:
    segment: str
    sort_at: datetime | None  # None: the start of the segment
    review_id: int | None


def _context(product_pk: object, narrowing: Narrowing) -> str:
    raw = f"{product_pk}\x00{narrowing.variant_id or ''}\x00{narrowing.size or ''}"
    return hashlib.blake2b(raw.encode(), digest_size=6).hexdigest()


def _micros(value: datetime) -> int:
    delta = value - _EPOCH
    return (delta.days * 86_400 + delta.seconds) * 1_000_000 + delta.microseconds


def encode_cursor(position: Position, *, product_pk: object, narrowing: Narrowing) -> str:
    micros = None if position.sort_at is None else _micros(position.sort_at)
    payload = [position.segment, micros, position.review_id, _context(product_pk, narrowing)]
    return signing.Signer(salt=_SALT, sep=".").sign_object(payload, compress=False)


def decode_cursor(cursor: str, *, product_pk: object, narrowing: Narrowing) -> Position:
    """The position a ``next_cursor`` names; 400 when forged, mangled or for another query."""
    try:
        payload = signing.Signer(salt=_SALT, sep=".").unsign_object(cursor)
    except (signing.BadSignature, ValueError):
        raise BadRequest("cursor: invalid; pass next_cursor unchanged") from None
    segment, micros, review_id, context = payload
    if context != _context(product_pk, narrowing):
        raise BadRequest("cursor: belongs to another product, variant or size")
    sort_at = None if micros is None else _EPOCH + timedelta(microseconds=micros)
    return Position(segment=segment, sort_at=sort_at, review_id=review_id)
