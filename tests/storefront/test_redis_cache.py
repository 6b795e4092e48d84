"""The storefront's one-round-trip count-and-read on the real Redis."""

from __future__ import annotations

import os
import threading

import pytest
from django.conf import settings
from django.core.cache import caches
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import ResponseError

from common import outage
from storefront.redis_cache import FastRedisCache, count_and_get_many
from tests.servers import free_port


@pytest.fixture
def redis_cache():
    cache = caches[settings.STOREFRONT_CACHE_ALIAS]
    if not isinstance(cache, FastRedisCache):
        pytest.skip("needs REDIS_URL")
    cache.delete_many(["counter", "a", "b"])
    yield cache
    cache.delete_many(["counter", "a", "b"])


def test_counts_the_window_and_reads_the_keys_in_one_call(redis_cache):
    redis_cache.set("a", {"etag": "x"})

    assert count_and_get_many(redis_cache, "counter", 60, ["a", "b"]) == (1, {"a": {"etag": "x"}})
    assert count_and_get_many(redis_cache, "counter", 60, []) == (2, {})
    assert redis_cache.get("counter") == 2  # the same key the cache API reads
    client = redis_cache._cache.get_client("counter")
    assert 0 < client.ttl(redis_cache.make_key("counter")) <= 60  # the window expires


def test_an_error_reply_raises_and_leaves_the_connection_usable(redis_cache):
    redis_cache.set("counter", "not a number")

    with pytest.raises(ResponseError):
        count_and_get_many(redis_cache, "counter", 60, ["a"])

    redis_cache.delete("counter")
    assert count_and_get_many(redis_cache, "counter", 60, ["a"]) == (1, {})


def test_a_connection_the_server_closed_is_replaced_without_an_error(redis_cache):
    """As after a Redis restart: the thread's idle connection is gone."""
    count_and_get_many(redis_cache, "counter", 60, ["a"])
    own = redis_cache._own_connection()
    host, port = own._sock.getsockname()[:2]
    redis_cache._cache.get_client("counter").client_kill(f"{host}:{port}")

    count, _ = count_and_get_many(redis_cache, "counter", 60, ["a"])
    assert count in (2, 3)  # a lost reply may count twice
    assert redis_cache._own_connection()._sock.getsockname()[1] != port


def test_redis_down_is_an_error_not_a_hang(redis_cache):
    own = redis_cache._own_connection()
    own.disconnect()
    port, own.port = own.port, free_port()  # nothing listens there
    try:
        with pytest.raises(RedisConnectionError):
            count_and_get_many(redis_cache, "counter", 60, ["a"])
        # Marked down for this process: the next command fails at once, without trying.
        assert outage.redis_marked_down()
        own.port = port
        with pytest.raises(RedisConnectionError, match="unreachable"):
            count_and_get_many(redis_cache, "counter", 60, ["a"])
    finally:
        own.port = port
        outage.reset()  # as REDIS_RETRY_SECONDS later
    assert count_and_get_many(redis_cache, "counter", 60, ["a"])[0] >= 1


@pytest.mark.filterwarnings("ignore::django.core.cache.CacheKeyWarning")
def test_keys_travel_as_length_prefixed_bytes(redis_cache):
    """Keys are written in RESP by hand: any byte, CR/LF included, stays in its key."""
    odd = "a\r\n$3\r\nb é"
    redis_cache.set(odd, 7)
    try:
        assert count_and_get_many(redis_cache, "counter", 60, [odd, "b"]) == (1, {odd: 7})
    finally:
        redis_cache.delete(odd)


def test_each_thread_and_each_forked_child_uses_a_connection_of_its_own(redis_cache):
    mine = redis_cache._own_connection()
    theirs = []
    thread = threading.Thread(target=lambda: theirs.append(redis_cache._own_connection()))
    thread.start()
    thread.join()
    assert theirs[0] is not mine

    pid = os.fork()
    if pid == 0:  # the child must not write on the parent's socket
        os._exit(0 if redis_cache._own_connection() is not mine else 1)
    assert os.waitpid(pid, 0)[1] == 0
