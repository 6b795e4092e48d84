"""The per-IP safety limit of the storefront reads."""

from __future__ import annotations

import pytest
from django.test import override_settings

from tests.storefront.support import ORIGIN, fit_url, reviews_url

pytestmark = pytest.mark.django_db


@override_settings(STOREFRONT_RATE_LIMIT_PER_IP=3)
def test_over_the_per_ip_limit_is_429_with_retry_after(shop, site, product):
    url = fit_url(site, product_id=product.product_id)
    statuses = [shop.get(url).status_code for _ in range(3)]

    limited = shop.get(reviews_url(site, product_id=product.product_id))

    assert statuses == [200, 200, 200]
    assert limited.status_code == 429
    body = limited.json()
    assert set(body) == {"error", "retry_after_seconds"}
    assert isinstance(body["retry_after_seconds"], int)
    assert 1 <= body["retry_after_seconds"] <= 65
    assert limited["Retry-After"] == str(body["retry_after_seconds"])


@override_settings(STOREFRONT_RATE_LIMIT_PER_IP=1)
def test_the_limit_is_per_ip(shop, site, product):
    url = fit_url(site, product_id=product.product_id)

    assert shop.get(url, REMOTE_ADDR="203.0.113.1").status_code == 200
    assert shop.get(url, REMOTE_ADDR="203.0.113.1").status_code == 429
    assert shop.get(url, REMOTE_ADDR="203.0.113.2").status_code == 200


@override_settings(STOREFRONT_RATE_LIMIT_PER_IP=1)
@pytest.mark.parametrize("method", ["GET", "OPTIONS"])  # the fast path; the views
def test_an_allowed_widget_can_read_the_429(shop, site, product, method):
    url = fit_url(site, product_id=product.product_id)
    shop.get(url, headers={"Origin": ORIGIN})

    limited = shop.request(
        method, url, headers={"Origin": ORIGIN, "Access-Control-Request-Method": "GET"}
    )

    assert limited.status_code == 429
    assert limited["Access-Control-Allow-Origin"] == ORIGIN
    assert "Retry-After" in limited["Access-Control-Expose-Headers"]


def test_the_default_limit_is_a_setting(settings):
    assert settings.STOREFRONT_RATE_LIMIT_PER_IP == 1200


@override_settings(STOREFRONT_RATE_LIMIT_PER_IP=100)
def test_the_fast_path_and_the_views_count_on_the_shared_cache(shop, site, product, rf):
    from django.core.cache import caches

    from storefront import ratelimit

    url = fit_url(site, product_id=product.product_id)
    for _ in range(3):  # the first is looked up, the others are cache hits
        shop.get(url, REMOTE_ADDR="198.51.100.7")
    shop.options(url, REMOTE_ADDR="198.51.100.7")

    request = rf.get("/", REMOTE_ADDR="198.51.100.7")
    assert ratelimit.usage(request) == 4
    # Through the "default" cache alias too: one counter every process shares.
    assert caches["default"].get(ratelimit.counter_for(request).key) == 4


@override_settings(STOREFRONT_RATE_LIMIT_PER_IP=1)
def test_an_ipv6_client_is_limited_by_its_64(shop, site, product):
    url = fit_url(site, product_id=product.product_id)

    assert shop.get(url, REMOTE_ADDR="2001:db8:1:2::1").status_code == 200
    assert shop.get(url, REMOTE_ADDR="2001:db8:1:2::99").status_code == 429
    assert shop.get(url, REMOTE_ADDR="2001:db8:1:3::1").status_code == 200


def test_each_address_has_a_fixed_minute_window_of_its_own():
    from storefront.ratelimit import PERIOD, window_end

    now = 1_800_000_000
    ends = {window_end(f"203.0.113.{n}", now) for n in range(50)}
    assert all(now <= end < now + PERIOD for end in ends)
    assert len(ends) > 1  # offset per address: windows do not all end together
    end = window_end("203.0.113.1", now)
    assert window_end("203.0.113.1", end) == end  # the last second of the window
    assert window_end("203.0.113.1", end + 1) == end + PERIOD


@override_settings(STOREFRONT_RATE_LIMIT_PER_IP=2)
def test_cache_hits_are_limited_too(shop, site, product):
    url = fit_url(site, product_id=product.product_id)

    assert [shop.get(url).status_code for _ in range(3)] == [200, 200, 429]


@override_settings(STOREFRONT_RATE_LIMIT_PER_IP=1)
def test_unknown_sites_are_limited_before_any_lookup(shop, django_assert_num_queries):
    assert shop.get("/vfr/sites/pk_x/fit-evidence?product_id=p").status_code == 404

    with django_assert_num_queries(0):
        assert shop.get("/vfr/sites/pk_x/fit-evidence?product_id=p").status_code == 429


@override_settings(STOREFRONT_RATE_LIMIT_PER_IP=1, RATELIMIT_ENABLE=False)
def test_ratelimit_enable_false_switches_the_limit_off(shop, site, product):
    url = fit_url(site, product_id=product.product_id)

    assert [shop.get(url).status_code for _ in range(3)] == [200, 200, 200]


def test_counting_and_reading_work_without_redis():
    from django.core.cache.backends.locmem import LocMemCache

    from storefront.redis_cache import count_and_get_many

    cache = LocMemCache("storefront-test", {})
    assert count_and_get_many(cache, "c", 60, ["a"]) == (1, {})
    cache.set("a", 5)
    assert count_and_get_many(cache, "c", 60, ["a"]) == (2, {"a": 5})
    assert count_and_get_many(cache, "c", 60, []) == (3, {})


@pytest.mark.parametrize("method", ["GET", "OPTIONS"])  # the fast path; the views
def test_a_429_lets_a_widget_read_it_only_while_its_origin_is_still_allowed(
    shop, site, product, method, django_capture_on_commit_callbacks
):
    url = fit_url(site, product_id=product.product_id)
    preflight = {"Access-Control-Request-Method": "GET"}
    with override_settings(STOREFRONT_RATE_LIMIT_PER_IP=1):
        assert shop.get(url, headers={"Origin": ORIGIN}).status_code == 200  # remembered
        with django_capture_on_commit_callbacks(execute=True):
            site.origins = ["https://new.example"]
            site.save()

        limited = shop.request(method, url, headers={"Origin": ORIGIN, **preflight})

    assert limited.status_code == 429
    assert "Access-Control-Allow-Origin" not in limited
