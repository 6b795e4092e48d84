"""Django's Redis cache, tuned for the storefront hot path.

Same server, key prefix, versioning and serializer as the ``default`` cache, so it reads
and writes the very same keys (revision counters, rate-limit counters): it is the shared
cache, reached faster. Two differences, both measured on the storefront reads:

- Django builds a new ``redis.Redis`` client object on every call (tens of microseconds
  each with redis-py 8); here one client per connection pool is built once and reused
  (clients are thread-safe: each command borrows a pooled connection).
- ``incr`` is one round trip (a server-side script), not ``EXISTS`` then ``INCRBY``; it
  still raises ``ValueError`` for a missing key, as the cache API requires.
- ``count_and_get_many`` counts a rate-limit window and reads keys with three commands
  sent together on one pooled connection (no pipeline object): a storefront cache hit is
  one round trip.
"""

from __future__ import annotations

from typing import Any

from django.core.cache.backends.base import BaseCache
from django.core.cache.backends.redis import RedisCache, RedisCacheClient

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

    def count_and_get_many(
        self, counter_key: str, counter_timeout: int, keys: list[str]
    ) -> tuple[int, dict[str, Any]]:
        # make_key, not make_and_validate_key: the memcached key checks do not apply.
        counter = self.make_key(counter_key).encode()
        made = [self.make_key(key).encode() for key in keys]
        # Three plain commands written at once on one pooled connection: one round trip,
        # without the bookkeeping of a redis-py pipeline or the cost of a Lua script.
        commands = [
            (b"SET", counter, b"0", b"EX", counter_timeout, b"NX"),
            (b"INCR", counter),
        ]
        if made:
            commands.append((b"MGET", *made))
        pool = self._cache.get_client(write=True).connection_pool
        connection = pool.get_connection()
        try:
            connection.send_packed_command(connection.pack_commands(commands))
            replies = [connection.read_response() for _ in commands]
            count = replies[1]
            values = replies[2] if made else []
        except BaseException:
            connection.disconnect()  # replies may be left unread
            raise
        finally:
            pool.release(connection)
        loads = self._cache._serializer.loads
        return int(count), {
            key: loads(value) for key, value in zip(keys, values, strict=True) if value is not None
        }


def count_and_get_many(
    cache: BaseCache, counter_key: str, counter_timeout: int, keys: list[str]
) -> tuple[int, dict[str, Any]]:
    """Increment a fixed-window counter (created at 0 when missing, as django-ratelimit
    does with ``add`` then ``incr``) and read ``keys``: one round trip on Redis."""
    if isinstance(cache, FastRedisCache):
        return cache.count_and_get_many(counter_key, counter_timeout, keys)
    count = 1 if cache.add(counter_key, 1, counter_timeout) else cache.incr(counter_key)
    return count, cache.get_many(keys) if keys else {}
