"""The per-IP safety limit of the storefront reads: a fixed window, counted in the same
Redis round trip as the cached read.

django-ratelimit's public API (``get_usage`` / ``is_ratelimited``) counts with its own
``add`` and ``incr`` calls on its own cache and does not expose the counter's key, so it
cannot put the increment into the round trip that reads the cached response: every warm
read would cost two more round trips (the hottest request of the service; the views and
the fast path alike). Hence this small counter of our own, with the same semantics as the
limits of ``recommendations`` (which do use django-ratelimit): ``RATELIMIT_ENABLE``
switches it off, windows of ``STOREFRONT_RATE_LIMIT_PER_IP`` requests per minute per
client address (``REMOTE_ADDR``; an IPv6 address counts for its /64), each address's
window offset by a fixed jitter so windows do not all end together, and ``Retry-After``
the whole seconds to the end of the window. The counter lives in the shared cache (the
storefront alias: same Redis and key prefix as ``default``), so every process counts
together.
"""

from __future__ import annotations

import hashlib
import ipaddress
import time
import zlib
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.http import HttpRequest

from common.errors import TooManyRequests
from storefront.redis_cache import count_and_get_many, shared_cache

PERIOD = 60  # seconds
_EXPIRY_MARGIN = 5  # the key outlives its window by this much (clock skew between hosts)


@dataclass(frozen=True)
class Counter:
    key: str
    limit: int
    timeout: int
    window_end: int  # epoch second the window ends at

    def retry_after(self) -> int:
        """Whole seconds to the end of the window."""
        return self.window_end - clock()


def clock() -> int:
    """The epoch second windows are counted by: one place, so a test can hold it still."""
    return int(time.time())


def client_address(request: HttpRequest) -> str:
    """The address a client is limited by: ``REMOTE_ADDR`` (set from the proxy's header
    behind it, ``common.middleware``), an IPv6 address as its /64."""
    address = request.META.get("REMOTE_ADDR") or ""
    if ":" in address:
        try:
            return str(ipaddress.ip_network(f"{address}/64", strict=False).network_address)
        except ValueError:
            pass
    return address


def window_end(address: str, now: int) -> int:
    """The end of ``address``'s current window: fixed windows of PERIOD seconds, offset
    per address by a stable jitter."""
    end = now - now % PERIOD + zlib.crc32(address.encode()) % PERIOD
    return end + PERIOD if end < now else end


_recent: dict[tuple[int, str], Counter] = {}


def counter_for(request: HttpRequest) -> Counter | None:
    """The request's counter, or None when rate limiting is switched off. Remembered per
    limit and address for the rest of its window (the hottest request skips hashing)."""
    if not getattr(settings, "RATELIMIT_ENABLE", True):
        return None
    limit = settings.STOREFRONT_RATE_LIMIT_PER_IP
    address = client_address(request)
    now = clock()
    counter = _recent.get((limit, address))
    if counter is not None and counter.window_end >= now:
        return counter
    counter = window_counter("sf", address, limit, now)
    if len(_recent) > 10_000:
        _recent.clear()
    _recent[(limit, address)] = counter
    return counter


def window_counter(scope: str, value: str, limit: int, now: int | None = None) -> Counter:
    """The counter of ``value`` under ``scope`` for the current window. Hashed: client
    addresses and shopper ids are not written to the cache as such. The limit is part of
    the key (as in django-ratelimit's): a changed limit starts a fresh count."""
    end = window_end(value, clock() if now is None else now)
    digest = hashlib.blake2b(value.encode(), digest_size=12).hexdigest()
    return Counter(
        key=f"{scope}:rl:{limit}:{digest}:{end}",
        limit=limit,
        timeout=PERIOD + _EXPIRY_MARGIN,
        window_end=end,
    )


def count_and_read(counter: Counter | None, keys: list[str]) -> tuple[int, dict[str, Any]]:
    """Count one request and read ``keys`` (one round trip); count 0 when unlimited."""
    if counter is None:
        return 0, (shared_cache().get_many(keys) if keys else {})
    return count_and_get_many(shared_cache(), counter.key, counter.timeout, keys)


def usage(request: HttpRequest) -> int:
    """Requests counted for this client in its current window (tests, operations)."""
    counter = counter_for(request)
    return 0 if counter is None else int(shared_cache().get(counter.key) or 0)


def limited(counter: Counter) -> TooManyRequests:
    """The 429, with Retry-After in whole seconds to the end of the window."""
    return TooManyRequests(counter.retry_after())


def check(counter: Counter | None, count: int) -> None:
    """429 with Retry-After (whole seconds to the end of the window) over the limit."""
    if counter is not None and count > counter.limit:
        raise limited(counter)
