"""Rendered storefront responses in the shared cache, never stale.

An entry is ``(revision, etag, body)`` under a key made of the product row id and the
normalized query. It is served only while the product's revision
(``common.revisions``, bumped after commit by every writer that changes what these reads
return: catalog rating/count/delete, review sync, extraction, digests) still equals the
one the entry was built under. The revision is read *before* the database, so an entry
built from data older than a bump is never served after it. A hit is one Redis round
trip: the per-IP counter and an ``MGET`` of revision and entry, pipelined.
"""

from __future__ import annotations

import hashlib
import uuid
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import caches

from common.revisions import _key as revision_key  # the counter's key, to MGET it with the entry
from common.revisions import get_revision
from storefront.ratelimit import Counter, count_and_read

REVISION_SCOPE = "product"


def _cache():
    return caches[settings.STOREFRONT_CACHE_ALIAS]


@dataclass(frozen=True)
class Rendered:
    etag: str
    body: bytes


def _entry_key(kind: str, product_pk: uuid.UUID, parts: tuple[str, ...]) -> str:
    digest = hashlib.blake2b("\x00".join(parts).encode(), digest_size=16).hexdigest()
    return f"sf:v1:{kind}:{product_pk}:{digest}"


def cached_response(
    kind: str, product_pk: uuid.UUID, parts: tuple[str, ...], counter: Counter | None
) -> tuple[int, int, Rendered | None]:
    """``(requests counted, current revision, entry if still valid)``: one round trip
    counts the request against the per-IP limit and reads revision and entry."""
    rev_key = revision_key(REVISION_SCOPE, product_pk)
    entry_key = _entry_key(kind, product_pk, parts)
    count, found = count_and_read(counter, [rev_key, entry_key])
    revision = found.get(rev_key)
    if revision is None:
        revision = get_revision(REVISION_SCOPE, product_pk)
    entry = found.get(entry_key)
    if entry is not None and entry[0] == revision:
        return count, revision, Rendered(entry[1], entry[2])
    return count, revision, None


def store_response(
    kind: str, product_pk: uuid.UUID, parts: tuple[str, ...], revision: int, body: bytes
) -> Rendered:
    """Cache ``body`` as built under ``revision`` (taken before the database was read)."""
    etag = f'"{hashlib.blake2b(body, digest_size=12).hexdigest()}"'
    _cache().set(
        _entry_key(kind, product_pk, parts),
        (revision, etag, body),
        timeout=settings.STOREFRONT_CACHE_SECONDS,
    )
    return Rendered(etag, body)
