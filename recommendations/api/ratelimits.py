"""Short-term safety limits on the shared cache: fixed windows per minute.

Per store always, per shopper when ``shopper_id`` is sent, per client IP only for direct
browser requests (a merchant backend's shared egress IP is never limited).

The windows are the storefront's (``storefront.ratelimit``: per-key jitter, the limit in
the key, ``Retry-After`` to the window's end), counted as the storefront counts them
(``storefront.redis_cache``): ``SET NX`` then ``INCR`` in one round trip, which also
reads the site's index version for the ranking. django-ratelimit's ``get_usage`` took
three round trips (``ADD``, then ``EXISTS`` and ``INCRBY``) and, when the key was gone
between them (a cache flushed by another process sharing the database, an eviction),
answered "limited" with one second left: the unexplained 429s of the speed bench.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.http import HttpRequest

from common.errors import ServiceUnavailable, TooManyRequests
from recommendations.selectors import STORE_ERRORS
from recommendations.services.index import version_key
from storefront.ratelimit import window_counter
from storefront.redis_cache import count_and_get_many, shared_cache


def _check(group: str, value: str, per_minute: int, read: list[str] = ()) -> dict[str, Any]:
    """Counts one request against ``per_minute``; 429 over it. Returns ``read``'s values."""
    if not getattr(settings, "RATELIMIT_ENABLE", True):
        return shared_cache().get_many(list(read)) if read else {}
    counter = window_counter(f"recs:{group}", value, per_minute)
    count, values = count_and_get_many(shared_cache(), counter.key, counter.timeout, list(read))
    if count > per_minute:
        raise TooManyRequests(retry_after=max(1, counter.retry_after()))
    return values


def enforce_rate_limits(
    request: HttpRequest, *, site_id: object, shopper_id: str | None, browser: bool
) -> object | None:
    """429 with ``Retry-After`` when any limit is exceeded; 503 when the store is down.

    Returns the site's index version as the shared cache holds it (None when it holds
    none), read in the store counter's round trip."""
    try:
        if browser:
            _check("ip", request.META.get("REMOTE_ADDR", ""), settings.RECS_RATE_LIMIT_PER_IP)
        if shopper_id is not None:
            _check("shopper", f"{site_id}:{shopper_id}", settings.RECS_RATE_LIMIT_PER_SHOPPER)
        key = version_key(site_id)
        return _check("store", str(site_id), settings.RECS_RATE_LIMIT_PER_STORE, [key]).get(key)
    except STORE_ERRORS:
        raise ServiceUnavailable("recommendations temporarily unavailable") from None
