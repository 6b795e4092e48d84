"""event_id idempotency per site, and the bounded query count of a sync."""

from __future__ import annotations

import threading
import urllib.request

import orjson
import pytest
from django.conf import settings
from django.db import connection
from django.test.utils import CaptureQueriesContext

from reviews.models import Review, ReviewSyncEvent, ReviewVersion
from tests.reviews.conftest import counts, sync_url
from tests.reviews.factories import ProductFactory, review_item


def test_replay_returns_the_first_response_with_replay_true(sync):
    items = [review_item(), review_item()]
    first = sync(items, event_id="e-1")
    again = sync(items, event_id="e-1")
    assert again.status_code == 200
    assert again.json() == {**first.json(), "replay": True}


def test_replay_applies_nothing(sync):
    item = review_item()
    sync([item], event_id="e-1")
    sync([item], event_id="e-1")
    assert ReviewVersion.objects.count() == 1
    assert ReviewSyncEvent.objects.count() == 1


def test_same_event_id_with_different_data_is_409(sync):
    sync([review_item(external_review_id="a")], event_id="e-1")
    response = sync([review_item(external_review_id="b")], event_id="e-1")
    assert response.status_code == 409
    assert response.json() == {"error": "event_id: already used with different data"}
    assert Review.objects.count() == 1


def test_same_event_id_for_another_product_is_409(sync, site):
    item = review_item()
    sync([item], event_id="e-1")
    other = ProductFactory(site=site)
    assert sync([item], event_id="e-1", target=other).status_code == 409


def test_same_event_id_on_another_site_is_independent(sync, make_site, api, product):
    item = review_item()
    sync([item], event_id="e-1")
    second_site = make_site()
    second_product = ProductFactory(site=second_site, product_id=product.product_id)
    response = api.post(
        sync_url(second_site, second_product),
        {"event_id": "e-1", "provider": "judgeme", "reviews": [item]},
    )
    assert counts(response)["created"] == 1


def test_replay_ignores_key_order_and_explicit_defaults(sync):
    item = review_item()
    sync([item], event_id="e-1")
    reordered = dict(reversed(list(item.items())))
    response = sync([reordered], event_id="e-1", snapshot_complete=False, partition_key="")
    assert response.json()["replay"] is True


@pytest.mark.skipif(not settings.IS_POSTGRES, reason="SQLite splits bulk inserts in batches")
@pytest.mark.parametrize("size", [10, 250])
def test_sync_query_count_is_bounded_whatever_the_batch_size(api, site, product, size):
    """Auth, site, product, replay check, event insert, lock, options, reviews, 2-4 writes,
    snapshot updates, event response: the same for 10 or 250 reviews."""
    body = {"event_id": f"q-{size}", "provider": "p", "reviews": []}
    body["reviews"] = [review_item() for _ in range(size)]
    with CaptureQueriesContext(connection) as created:
        assert api.post(sync_url(site, product), body).status_code == 200
    changed = [{**item, "rating": 1, "helpful_count": 4} for item in body["reviews"]]
    body = {**body, "event_id": f"q2-{size}", "reviews": changed, "snapshot_complete": True}
    with CaptureQueriesContext(connection) as versioned:
        assert api.post(sync_url(site, product), body).status_code == 200
    metadata = [{**item, "helpful_count": 5} for item in changed]
    body = {**body, "event_id": f"q3-{size}", "reviews": metadata, "snapshot_complete": False}
    with CaptureQueriesContext(connection) as updated:
        assert api.post(sync_url(site, product), body).status_code == 200
    assert len(created) <= 14
    assert len(versioned) <= 16
    assert len(updated) <= 13


@pytest.mark.server
@pytest.mark.django_db(transaction=True)
def test_concurrent_duplicates_apply_once(gunicorn_server, api_key, site):
    product = ProductFactory(site=site)
    body = orjson.dumps(
        {"event_id": "dup", "provider": "p", "reviews": [review_item() for _ in range(20)]}
    )
    url = gunicorn_server.url + sync_url(site, product)
    results: list[dict] = []

    def post() -> None:
        request = urllib.request.Request(
            url,
            data=body,
            method="POST",
            headers={"Authorization": f"Bearer {api_key}", "Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=30) as response:
            results.append(orjson.loads(response.read()))

    threads = [threading.Thread(target=post) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(results) == 6
    assert sorted(r["replay"] for r in results) == [False] + [True] * 5
    assert {r["created_count"] for r in results} == {20}
    assert Review.objects.filter(product=product).count() == 20
    assert ReviewVersion.objects.filter(review__product=product).count() == 20
