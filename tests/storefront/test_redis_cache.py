"""The storefront's one-round-trip count-and-read on the real Redis."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.core.cache import caches
from redis.exceptions import ResponseError

from storefront.redis_cache import FastRedisCache, count_and_get_many


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


def test_an_error_reply_raises_and_leaves_the_pool_usable(redis_cache):
    redis_cache.set("counter", "not a number")

    with pytest.raises(ResponseError):
        count_and_get_many(redis_cache, "counter", 60, ["a"])

    redis_cache.delete("counter")
    assert count_and_get_many(redis_cache, "counter", 60, ["a"]) == (1, {})
