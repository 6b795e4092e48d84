from config.env import env_str
from config.settings.base import VAR_DIR

REDIS_URL = env_str("REDIS_URL")

if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": env_str("CACHE_KEY_PREFIX", "fx"),
            "TIMEOUT": 300,
            "OPTIONS": {"socket_connect_timeout": 1, "socket_timeout": 1},
        }
    }
else:
    # The embedded default serves with several gunicorn workers (``make run``): the cache
    # holds the revision stamps every cached read is checked against, so it must be shared
    # by those processes. A local-memory cache is not: a worker kept serving a review page
    # cached before a sync that another worker handled. Files under ./var are shared.
    # Evicting an entry is always safe (a lost revision stamp invalidates, never revives).
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.filebased.FileBasedCache",
            "LOCATION": str(VAR_DIR / "cache"),
            "TIMEOUT": 300,
            "OPTIONS": {"MAX_ENTRIES": 2000},
        }
    }
