"""Rendered storefront responses in the shared cache, never stale.

An entry is ``(revision, etag, body)`` under a key made of the product row id and the
normalized query. It is served only while the product's revision
(``common.revisions``, bumped after commit by every writer that changes what these reads
return: catalog rating/count/delete, review sync, extraction, digests) still equals the
one the entry was built under. The revision is read *before* the database, so an entry
built from data older than a bump is never served after it. A hit is one Redis round
trip: the per-IP counter and an ``MGET`` of revisions and entry, pipelined.
"""

from __future__ import annotations

import contextlib
import hashlib
import uuid
from dataclasses import dataclass

from django.conf import settings
from redis.exceptions import RedisError

from common.revisions import DIRTY, cached_reads_trusted, get_revision, revision_key
from storefront.lookups import site_revision_key
from storefront.ratelimit import Counter, count_and_read
from storefront.redis_cache import shared_cache

REVISION_SCOPE = "product"


@dataclass(frozen=True)
class Rendered:
    etag: str
    body: bytes


def _entry_key(kind: str, product_pk: uuid.UUID, parts: tuple[str, ...]) -> str:
    digest = hashlib.blake2b("\x00".join(parts).encode(), digest_size=16).hexdigest()
    return f"sf:v1:{kind}:{product_pk}:{digest}"


@dataclass(frozen=True)
class CacheRead:
    count: int  # requests counted in the window (0 when not counted)
    revision: int  # the product's current revision
    rendered: Rendered | None  # the entry, when built under that revision and trusted
    site_revision: int | None = None  # the site's stamp, when asked for (None: missing)
    # Whether entries may be served and stored now (``common.revisions.cache_trusted``:
    # no invalidation is known to be stuck in the outbox); False: read the database.
    trusted: bool = True


def cached_response(
    kind: str,
    product_pk: uuid.UUID,
    parts: tuple[str, ...],
    counter: Counter | None,
    *,
    site_key: str | None = None,
) -> CacheRead:
    """One round trip counts the request against the per-IP limit (unless ``counter`` is
    None) and reads the product revision, the entry and, with ``site_key``, the site's
    revision (``storefront.lookups``). Raises RedisError when
    Redis is unreachable."""
    rev_key = revision_key(REVISION_SCOPE, product_pk)
    entry_key = _entry_key(kind, product_pk, parts)
    keys = [rev_key, entry_key]
    if site_key is not None:
        keys.append(site_revision_key(site_key))
    count, found = count_and_read(counter, keys)
    revision = found.get(rev_key)
    if revision is None:
        revision = get_revision(REVISION_SCOPE, product_pk)
    site_revision = found.get(keys[2]) if site_key is not None else None
    trusted = cached_reads_trusted()
    entry = found.get(entry_key)
    rendered = None
    if trusted and entry is not None and entry[0] == revision:
        rendered = Rendered(entry[1], entry[2])
    return CacheRead(count, revision, rendered, site_revision, trusted)


def render(body: bytes) -> Rendered:
    return Rendered(f'"{hashlib.blake2b(body, digest_size=12).hexdigest()}"', body)


def store_response(
    kind: str, product_pk: uuid.UUID, parts: tuple[str, ...], cached: CacheRead, body: bytes
) -> Rendered:
    """Cache ``body`` as built under ``cached.revision`` (taken before the database was
    read), unless the cache is not trusted now or the product is being changed."""
    rendered = render(body)
    if cached.trusted and cached.revision != DIRTY:
        with contextlib.suppress(RedisError):  # else served uncached, built again next time
            shared_cache().set(
                _entry_key(kind, product_pk, parts),
                (cached.revision, rendered.etag, body),
                timeout=settings.STOREFRONT_CACHE_SECONDS,
            )
    return rendered
