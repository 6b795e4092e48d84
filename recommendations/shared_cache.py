"""The shared cache as the recommendation requests reach it."""

from __future__ import annotations

from django.conf import settings
from django.core.cache import BaseCache, caches


def shared_cache() -> BaseCache:
    """The shared cache through the storefront's backend (``storefront.redis_cache``: the
    same keys as ``default``, with its Redis client built once instead of on every call
    as Django's backend does); ``default`` where no such alias is configured."""
    alias = settings.STOREFRONT_CACHE_ALIAS
    return caches[alias if alias in settings.CACHES else "default"]
