"""The per-IP safety limit of the storefront reads, on django-ratelimit's counters.

The counter is django-ratelimit's own: fixed windows with its per-key jitter, its cache
key for ``group="storefront", key="ip", rate="<N>/m"`` (so ``get_usage`` with those
arguments reads the same count), its IP rules (``RATELIMIT_IP_META_KEY``, IPv6 /64
masks) and its cache (``RATELIMIT_USE_CACHE``). What differs is the increment: on a
cache hit it is pipelined with the response read, so the hottest request costs one Redis
round trip instead of three. It is stored through the storefront's cache alias, which
is the shared cache (same Redis and key prefix as ``default``). The key helpers are
django-ratelimit 4.1 internals (pinned in requirements.txt).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.core.cache import caches
from django.http import HttpRequest
from django_ratelimit import ALL
from django_ratelimit.core import EXPIRATION_FUDGE, _get_ip, _get_window, _make_cache_key
from django_ratelimit.core import _split_rate as split_rate

from common.errors import TooManyRequests
from storefront.redis_cache import count_and_get_many

GROUP = "storefront"


@dataclass(frozen=True)
class Counter:
    key: str
    limit: int
    timeout: int
    window_end: int


def rate() -> str:
    return f"{settings.STOREFRONT_RATE_LIMIT_PER_IP}/m"


_recent: dict[tuple[str, str], Counter] = {}


def counter_for(request: HttpRequest) -> Counter | None:
    """The request's counter, or None when rate limiting is switched off."""
    if not getattr(settings, "RATELIMIT_ENABLE", True):
        return None
    current_rate = rate()
    # The key is a sha256 of the address and window: remembered per address and window
    # when the address is REMOTE_ADDR (django-ratelimit's default).
    memo = None
    if not getattr(settings, "RATELIMIT_IP_META_KEY", None):
        memo = (current_rate, request.META.get("REMOTE_ADDR", ""))
        counter = _recent.get(memo)
        if counter is not None and counter.window_end >= time.time():
            return counter
    limit, period = split_rate(current_rate)
    ip = _get_ip(request)
    window = _get_window(ip, period)
    key = _make_cache_key(GROUP, window, current_rate, ip, ALL)
    counter = Counter(key=key, limit=limit, timeout=period + EXPIRATION_FUDGE, window_end=window)
    if memo is not None:
        if len(_recent) > 10_000:
            _recent.clear()
        _recent[memo] = counter
    return counter


def _cache():
    return caches[settings.STOREFRONT_CACHE_ALIAS]


def count_and_read(counter: Counter | None, keys: list[str]) -> tuple[int, dict[str, Any]]:
    """Count one request and read ``keys`` (one round trip); count 0 when unlimited."""
    if counter is None:
        return 0, (_cache().get_many(keys) if keys else {})
    return count_and_get_many(_cache(), counter.key, counter.timeout, keys)


_COUNTED = "_storefront_counted"


def mark_counted(request: HttpRequest) -> None:
    """Note that ``request`` was counted (the fast path did; the view must not again)."""
    setattr(request, _COUNTED, True)


def was_counted(request: HttpRequest) -> bool:
    return getattr(request, _COUNTED, False)


def limited(counter: Counter) -> TooManyRequests:
    """The 429, with Retry-After in whole seconds to the end of the window."""
    return TooManyRequests(counter.window_end - int(time.time()))


def check(counter: Counter | None, count: int) -> None:
    """429 with Retry-After (whole seconds to the end of the window) over the limit."""
    if counter is not None and count > counter.limit:
        raise limited(counter)
