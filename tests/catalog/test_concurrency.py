"""Concurrent writes through the real gunicorn stack on PostgreSQL: no duplicates, no lost
updates, stock ordered by observation time, encoded ids end to end."""

import random
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta

import orjson
import pytest

from catalog.models import Product, ProductVariant
from tests.catalog.factories import product_body, product_url, variant
from tests.factories import SiteFactory, issue_key

pytestmark = [pytest.mark.server, pytest.mark.django_db(transaction=True)]


class Http:
    def __init__(self, server, key):
        self.base = server.url
        self.key = key

    def call(self, method, path, body=None):
        request = urllib.request.Request(
            self.base + path,
            data=orjson.dumps(body) if body is not None else None,
            method=method,
            headers={"Authorization": f"Bearer {self.key}", "Content-Type": "application/json"},
        )
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status, orjson.loads(response.read())
        except urllib.error.HTTPError as exc:
            return exc.code, orjson.loads(exc.read())


@pytest.fixture
def http(gunicorn_server):
    site = SiteFactory()
    return Http(gunicorn_server, issue_key(site.account)), site


def test_racing_creates_make_one_product_with_every_variant(http):
    client, site = http
    bodies = [product_body(variants=[variant(f"v{i}")]) for i in range(16)]
    with ThreadPoolExecutor(8) as pool:
        results = list(pool.map(lambda b: client.call("PUT", product_url(site, "race"), b), bodies))
    assert [status for status, _ in results] == [200] * 16
    assert Product.objects.filter(site=site, product_id="race").count() == 1
    assert ProductVariant.objects.filter(product__site=site).count() == 16
    assert len({data["product"]["id"] for _, data in results}) == 1


def test_concurrent_writes_to_different_variants_lose_nothing(http):
    client, site = http
    client.call(
        "PUT", product_url(site, "p"), product_body(variants=[variant(f"v{i}") for i in range(20)])
    )
    bodies = [
        {"variants": [variant(f"v{i}", sku=f"SKU-{i}", inventory_quantity=i)]} for i in range(20)
    ]
    with ThreadPoolExecutor(8) as pool:
        statuses = list(
            pool.map(lambda b: client.call("PUT", product_url(site, "p"), b)[0], bodies)
        )
    assert statuses == [200] * 20
    stored = {
        v.source_variant_id: (v.sku, v.inventory_quantity) for v in ProductVariant.objects.all()
    }
    assert stored == {f"v{i}": (f"SKU-{i}", i) for i in range(20)}


def test_stock_updates_arriving_out_of_order_end_at_the_newest_observation(http):
    client, site = http
    client.call("PUT", product_url(site, "p"), product_body(variants=[variant("v")]))
    start = datetime.now(UTC) - timedelta(hours=1)
    updates = [
        variant("v", inventory_quantity=i, available=i % 2 == 0,
                inventory_observed_at=(start + timedelta(seconds=i)).isoformat())
        for i in range(24)
    ]  # fmt: skip
    random.Random(7).shuffle(updates)
    with ThreadPoolExecutor(8) as pool:
        statuses = list(
            pool.map(
                lambda v: client.call("PUT", product_url(site, "p"), {"variants": [v]})[0], updates
            )
        )
    assert statuses == [200] * 24
    stored = ProductVariant.objects.get()
    assert (stored.inventory_quantity, stored.available) == (23, False)


def test_encoded_ids_through_gunicorn(http):
    client, site = http
    product_id, variant_id = "coat/2024 100% ✓", "size M/L %20"
    status, data = client.call(
        "PUT", product_url(site, product_id), product_body(variants=[variant(variant_id)])
    )
    assert status == 200
    assert data["product"]["product_id"] == product_id
    assert data["catalog_product"]["variants"][0]["source_variant_id"] == variant_id
    from tests.client import enc

    status, data = client.call(
        "DELETE", product_url(site, product_id) + f"/variants/{enc(variant_id)}"
    )
    assert (status, data["variant_id"]) == (200, variant_id)
    status, data = client.call(
        "PUT", product_url(site, product_id) + "/enabled", {"enabled": False}
    )
    assert (status, data["product"]["enabled"]) == (200, False)
    status, data = client.call("DELETE", product_url(site, product_id))
    assert (status, data) == (200, {"deleted": True, "product_id": product_id})
