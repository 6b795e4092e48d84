"""Django's Redis cache, tuned for the storefront hot path.

Same server, key prefix, versioning and serializer as the ``default`` cache, so it reads
and writes the very same keys (revision counters, rate-limit counters): it is the shared
cache, reached faster. What differs, each measured on the storefront reads:

- Django builds a new ``redis.Redis`` client object on every call (tens of microseconds
  each with redis-py 8); here one client per connection pool is built once and reused
  (clients are thread-safe: each command borrows a pooled connection).
- ``incr`` is one round trip (a server-side script), not ``EXISTS`` then ``INCRBY``; it
  still raises ``ValueError`` for a missing key, as the cache API requires.
- ``count_and_get_many`` counts a rate-limit window and reads keys with three commands
  sent together: a storefront cache hit is one round trip. It runs on a connection of
  the thread's own, made by the pool (same server, options, parser and connection
  class), not a ``Pipeline`` on a pooled connection: the pool's lock, its per-borrow
  readiness poll and the Pipeline object cost about twice the CPU of the call. The three
  commands are written in RESP (the wire format of every Redis version, 8 lines here)
  rather than by redis-py's ``pack_commands``, which cost 12-35 µs more a call: on the
  hottest request, under a warm-read target that has little margin, that was kept
  (``bench/storefront_redis.py``; figures in docs/storefront.md).
"""

from __future__ import annotations

import os
import threading
from typing import Any

from django.conf import settings
from django.core.cache import caches
from django.core.cache.backends.base import BaseCache
from django.core.cache.backends.redis import RedisCache, RedisCacheClient
from redis.exceptions import ConnectionError as RedisConnectionError

_INCR_IF_EXISTS = """
if redis.call('EXISTS', KEYS[1]) == 1 then
  return redis.call('INCRBY', KEYS[1], ARGV[1])
end
return false
"""


class _ReusedClients(RedisCacheClient):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._clients: dict[int, object] = {}
        self._incr_scripts: dict[int, object] = {}

    def get_client(self, key=None, *, write=False):
        index = self._get_connection_pool_index(write)
        client = self._clients.get(index)
        if client is None:
            client = self._client(connection_pool=self._get_connection_pool(write))
            self._clients[index] = client
        return client

    def incr(self, key, delta):
        client = self.get_client(key, write=True)
        script = self._incr_scripts.get(id(client))
        if script is None:
            script = client.register_script(_INCR_IF_EXISTS)
            self._incr_scripts[id(client)] = script
        value = script(keys=[key], args=[delta])
        if value is None:
            raise ValueError(f"Key '{key}' not found.")
        return int(value)


class FastRedisCache(RedisCache):
    def __init__(self, server, params) -> None:
        super().__init__(server, params)
        self._class = _ReusedClients
        self._local = threading.local()

    def _own_connection(self):
        """This thread's connection for ``count_and_get_many``, kept for the thread's
        life (web threads are long-lived); a forked child makes its own."""
        owned = getattr(self._local, "owned", None)
        if owned is None or owned[0] != os.getpid():
            pool = self._cache.get_client(write=True).connection_pool
            owned = self._local.owned = (os.getpid(), pool.make_connection())
        return owned[1]

    def count_and_get_many(
        self, counter_key: str, counter_timeout: int, keys: list[str]
    ) -> tuple[int, dict[str, Any]]:
        # make_key, not make_and_validate_key: the memcached key checks do not apply.
        counter = self.make_key(counter_key).encode()
        commands = [
            _command(b"SET", counter, b"0", b"EX", b"%d" % counter_timeout, b"NX"),
            _command(b"INCR", counter),
        ]
        if keys:
            commands.append(_command(b"MGET", *(self.make_key(key).encode() for key in keys)))
        connection = self._own_connection()
        payload = [b"".join(commands)]
        for attempt in (1, 2):
            try:
                connection.send_packed_command(payload, check_health=False)
                replies = [connection.read_response() for _ in commands]
                break
            except RedisConnectionError:
                # A connection that went stale while the thread idled (a Redis restart):
                # one retry on a new one, as the pool reconnects a stale connection before
                # lending it. Counting twice for a lost reply is harmless for a limit.
                connection.disconnect()
                if attempt == 2:
                    raise
            except BaseException:
                connection.disconnect()  # replies may be left unread; reconnects on next use
                raise
        loads = self._cache._serializer.loads
        values = replies[2] if keys else []
        return int(replies[1]), {
            key: loads(value) for key, value in zip(keys, values, strict=True) if value is not None
        }


def _command(*args: bytes) -> bytes:
    """One command in RESP (an array of bulk strings), as Redis reads them."""
    return b"*%d\r\n" % len(args) + b"".join(b"$%d\r\n%s\r\n" % (len(a), a) for a in args)


def count_and_get_many(
    cache: BaseCache, counter_key: str, counter_timeout: int, keys: list[str]
) -> tuple[int, dict[str, Any]]:
    """Increment a fixed-window counter (created expiring after ``counter_timeout``
    when missing) and read ``keys``: one round trip on Redis."""
    if isinstance(cache, FastRedisCache):
        return cache.count_and_get_many(counter_key, counter_timeout, keys)
    count = 1 if cache.add(counter_key, 1, counter_timeout) else cache.incr(counter_key)
    return count, cache.get_many(keys) if keys else {}


def shared_cache() -> BaseCache:
    """The shared cache as the storefront and recommendation requests reach it: through
    this backend (``STOREFRONT_CACHE_ALIAS``: the same keys as ``default``, clients built
    once); ``default`` where settings define no such alias."""
    alias = settings.STOREFRONT_CACHE_ALIAS
    return caches[alias if alias in settings.CACHES else "default"]
