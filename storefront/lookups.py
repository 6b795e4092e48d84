"""Resolving ``site_key`` and ``product_id`` on the hot path, with a short memory.

Each web process remembers site key -> (site id, origins) and (site, product_id) ->
product row id for ``STOREFRONT_LOOKUP_CACHE_SECONDS``. That is safe because:

- a product row id never changes meaning: deleting the product bumps its revision, so
  the cached response no longer matches and the rebuild finds the row gone
  (``forget_product``), and a product created again under the same ``product_id`` is a
  new row found by the next lookup;
- a remembered site is used only while its revision (``common.revisions``, scope
  ``"site"``, keyed by site key) is the one it was read under: every change of a site row
  bumps it after commit (``storefront.receivers``), and a request checks it (read in the
  round trip that counts the request: ``storefront.pipeline``), so a changed origin list
  or a deleted site is seen at once by every process.

Unknown keys and products are never remembered (no negative caching), so a product
created a moment ago is found at once.
"""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass

from django.conf import settings
from django.db.models import OuterRef, Subquery
from redis.exceptions import RedisError

from catalog.models import Product
from common.revisions import DIRTY, bump_after_commit, get_revision, revision_key
from tenancy.models import Site

_MAX_ENTRIES = 50_000  # a few MB per process; cleared whole when full
SITE_REVISION_SCOPE = "site"
# Site stamps are created for any key asked for (unknown ones too): they expire unless
# bumped again. An expired stamp is like a lost one: the next read makes a new one and
# every process reloads the site once.
SITE_REVISION_SECONDS = 86_400


@dataclass(frozen=True)
class SiteRef:
    id: uuid.UUID
    origins: frozenset[str]
    revision: int  # the site's revision stamp, read before the row was


def site_revision_key(site_key: str) -> str:
    return revision_key(SITE_REVISION_SCOPE, site_key)


def site_changed(*site_keys: str | None) -> None:
    """Announce a change of these sites with the current transaction's commit: every
    process reloads them."""
    keys = {key for key in site_keys if key}
    # Not marked dirty: a remembered site is looked up again within
    # STOREFRONT_LOOKUP_CACHE_SECONDS whatever happens to its stamp.
    bump_after_commit(SITE_REVISION_SCOPE, keys, timeout=SITE_REVISION_SECONDS, mark_dirty=False)


_sites: dict[str, tuple[float, SiteRef]] = {}
_products: dict[tuple[uuid.UUID, str], tuple[float, uuid.UUID]] = {}


def _remember(store: dict, key: object, value: object) -> None:
    ttl = settings.STOREFRONT_LOOKUP_CACHE_SECONDS
    if ttl <= 0:
        return
    if len(store) >= _MAX_ENTRIES:
        store.clear()
    store[key] = (time.monotonic() + ttl, value)


def _recall(store: dict, key: object):
    entry = store.get(key)
    if entry is None:
        return None
    if entry[0] < time.monotonic():
        store.pop(key, None)
        return None
    return entry[1]


def cached_site(site_key: str, revision: int | None) -> SiteRef | None:
    """The site if this process remembers it as of ``revision`` (its stamp, read from
    Redis by the caller); never touches the database."""
    site = _recall(_sites, site_key)
    return site if site is not None and site.revision == revision else None


def recall(site_key: str, product_id: str | None) -> tuple[SiteRef | None, uuid.UUID | None]:
    """``(site, product row id)`` as far as this process remembers them; no I/O."""
    site = _recall(_sites, site_key)
    if site is None or product_id is None:
        return site, None
    return site, _recall(_products, (site.id, product_id))


def resolve(
    site_key: str, product_id: str | None, revision: int | None = None
) -> tuple[SiteRef | None, uuid.UUID | None]:
    """``(site, product row id)``; either is None when unknown. At most one query, after
    the site's revision: ``revision`` when the caller read it already, else one Redis
    round trip (which creates a missing stamp)."""
    if not site_key or len(site_key) > 255 or "\x00" in site_key:
        return None, None
    if revision is None:
        try:
            revision = get_revision(SITE_REVISION_SCOPE, site_key, timeout=SITE_REVISION_SECONDS)
        except RedisError:
            revision = DIRTY  # Redis down: read the database, remember nothing
    site = _recall(_sites, site_key)
    if site is not None and revision != DIRTY and site.revision == revision:
        if product_id is None:
            return site, None
        product_pk = _recall(_products, (site.id, product_id))
        if product_pk is not None:
            return site, product_pk
    rows = Site.objects.filter(site_key=site_key)
    if product_id is not None:
        rows = rows.annotate(
            product_pk=Subquery(
                Product.objects.filter(site=OuterRef("pk"), product_id=product_id).values("id")[:1]
            )
        )
        row = rows.values_list("id", "origins", "product_pk").first()
    else:
        row = rows.values_list("id", "origins").first()
    if row is None:
        return None, None
    site = SiteRef(id=row[0], origins=frozenset(row[1] or ()), revision=revision)
    product_pk = row[2] if product_id is not None else None
    if revision != DIRTY:  # a site being changed (or Redis down) is not remembered
        _remember(_sites, site_key, site)
        if product_pk is not None:
            _remember(_products, (site.id, product_id), product_pk)
    return site, product_pk


def forget_site(site_key: str) -> None:
    _sites.pop(site_key, None)


def forget_product(site: SiteRef, product_id: str) -> None:
    _products.pop((site.id, product_id), None)


def forget_all() -> None:
    """Drop everything this process remembers (tests; after staff edit a site)."""
    _sites.clear()
    _products.clear()
