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
def test_an_allowed_widget_can_read_the_429(shop, site, product):
    url = fit_url(site, product_id=product.product_id)
    shop.get(url, headers={"Origin": ORIGIN})

    limited = shop.get(url, headers={"Origin": ORIGIN})

    assert limited.status_code == 429
    assert limited["Access-Control-Allow-Origin"] == ORIGIN
    assert "Retry-After" in limited["Access-Control-Expose-Headers"]


def test_the_default_limit_is_a_setting(settings):
    assert settings.STOREFRONT_RATE_LIMIT_PER_IP == 1200
