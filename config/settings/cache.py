from common.outage import GuardedConnection
from config.env import env_int, env_str
from config.settings.base import VAR_DIR

REDIS_URL = env_str("REDIS_URL")
# Outages (decisions.md 1): no request waits more than 2 s on Redis. A command gives up
# after this many milliseconds, and then Redis counts as down in this process for
# REDIS_RETRY_SECONDS, during which commands fail at once (common/outage.py).
REDIS_SOCKET_TIMEOUT = env_int("REDIS_SOCKET_TIMEOUT_MS", 400) / 1000
REDIS_RETRY_SECONDS = env_int("REDIS_RETRY_SECONDS", 2)
# A process trusts cached reads only while it has checked, at most this many seconds
# ago, that no committed write still owes the cache an invalidation; a write that could
# not reach Redis commits no sooner than CACHE_OUTAGE_HOLD_SECONDS (which must exceed
# the clearance) after the outage began (common/revisions.py, "the clearance").
# Worst case for a write with Redis blackholed: its first command's timeout, the hold, one
# more timeout: 0.4 + 0.8 + 0.4 = 1.6 s.
CACHE_CLEARANCE_SECONDS = env_int("CACHE_CLEARANCE_MS", 600) / 1000
CACHE_OUTAGE_HOLD_SECONDS = env_int("CACHE_OUTAGE_HOLD_MS", 800) / 1000
COMMON_BEAT_SCHEDULE: dict = {
    # Delivers invalidations that writes deferred while Redis was down (readers deliver
    # them too, when they renew the clearance).
    "common-deliver-invalidations": {"task": "common.deliver_invalidations", "schedule": 5.0},
}

if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": env_str("CACHE_KEY_PREFIX", "fx"),
            "TIMEOUT": 300,
            "OPTIONS": {
                "socket_connect_timeout": REDIS_SOCKET_TIMEOUT,
                "socket_timeout": REDIS_SOCKET_TIMEOUT,
                "connection_class": GuardedConnection,
            },
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
