"""Settings owned by the storefront app (each overridable by the environment)."""

from config.env import env_int
from config.settings.cache import CACHES

STOREFRONT_BEAT_SCHEDULE: dict = {}

# Per-IP safety limit of the storefront reads (4.7, 4.8), requests per minute.
STOREFRONT_RATE_LIMIT_PER_IP = env_int("STOREFRONT_RATE_LIMIT_PER_IP", 1200)
# Lifetime of a rendered response in the shared cache. Entries are also keyed by the
# product revision, so this only bounds memory, never freshness.
STOREFRONT_CACHE_SECONDS = env_int("STOREFRONT_CACHE_SECONDS", 3600)
# Per-process memory of site key -> (site, origins) and product id -> product row id,
# looked up again after this many seconds. A deleted product is noticed at once (its
# revision moves), and so is a changed or deleted site (its own revision, checked on
# every request). 0 turns it off (one indexed query per request, no fast path).
STOREFRONT_LOOKUP_CACHE_SECONDS = env_int("STOREFRONT_LOOKUP_CACHE_SECONDS", 10)
# `Cache-Control: max-age` for browsers and CDNs. 0 (the default) means `no-cache`:
# clients may store responses but revalidate each use with If-None-Match (a 304), so a
# change is never hidden by an HTTP cache.
STOREFRONT_HTTP_MAX_AGE = env_int("STOREFRONT_HTTP_MAX_AGE", 0)
# How long browsers may reuse a CORS preflight answer (Access-Control-Max-Age).
STOREFRONT_PREFLIGHT_MAX_AGE = env_int("STOREFRONT_PREFLIGHT_MAX_AGE", 7200)

# The storefront's handle on the shared cache: the same Redis, key prefix and serializer
# as "default" (so the same keys), through a backend that reuses its Redis clients and
# increments in one round trip (storefront/redis_cache.py). Without Redis, the same
# file store as "default".
STOREFRONT_CACHE_ALIAS = "storefront"
CACHES[STOREFRONT_CACHE_ALIAS] = {
    **CACHES["default"],
    **(
        {"BACKEND": "storefront.redis_cache.FastRedisCache"}
        if CACHES["default"]["BACKEND"].endswith("RedisCache")
        else {}
    ),
}
