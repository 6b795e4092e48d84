"""Queueing and recovery against a real Celery worker on the test database and Redis."""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator

import pytest
from django.conf import settings

from config.celery import app
from reviews.models import FitDigest, Review, ReviewVersion
from reviews.services.backfill import backfill_start, backfill_status
from reviews.services.digests import digests_rebuild
from reviews.services.sweep import reviews_sweep
from tests.reviews.conftest import sync_url
from tests.reviews.factories import ProductFactory, review_item
from tests.servers import ROOT, service_env

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]

CLOSED_BROKER = "redis://127.0.0.1:1/0"


def _use_broker(url: str) -> None:
    """Points this process's Celery app at ``url`` (drops pooled connections)."""
    app.conf.broker_url = url
    app._pool = None
    app.amqp._producer_pool = None


@pytest.fixture
def publishing() -> Iterator[None]:
    """Tasks published from this process go to the broker instead of running eagerly."""
    if not settings.REDIS_URL:
        pytest.skip("needs REDIS_URL (a Redis broker)")
    eager = app.conf.task_always_eager
    app.conf.task_always_eager = False
    _use_broker(settings.CELERY_BROKER_URL)
    app.control.purge()
    yield
    app.conf.task_always_eager = eager
    _use_broker(settings.CELERY_BROKER_URL)


def start_worker(log) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool", "solo"],
        cwd=ROOT,
        env=service_env(),
        stdout=log,
        stderr=subprocess.STDOUT,
    )


def stop_worker(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@pytest.fixture
def worker(publishing) -> Iterator[subprocess.Popen]:
    """A real ``celery -A config worker`` on the test database."""
    with tempfile.TemporaryFile() as log:
        process = start_worker(log)
        yield process
        stop_worker(process)


def wait_for(condition, timeout: float = 120.0, interval: float = 0.2) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(interval)
    return False


def extracted() -> bool:
    return not ReviewVersion.objects.exclude(
        extraction_status=ReviewVersion.Extraction.DONE
    ).exists()


def test_worker_extracts_after_sync_commits(worker, api, site):
    product = ProductFactory(site=site)
    body = {"event_id": "w-1", "provider": "p", "reviews": [review_item(body="Runs small.")]}
    assert api.post(sync_url(site, product), body).status_code == 200
    assert wait_for(extracted), "the worker did not extract the review"
    assert wait_for(lambda: FitDigest.objects.filter(product=product).exists())
    assert Review.objects.get().has_fit_content is True


def test_sync_with_broker_down_succeeds_and_sweep_recovers(worker, api, site):
    product = ProductFactory(site=site)
    items = [review_item(body="Runs small."), review_item(body="Fits true to size.")]
    _use_broker(CLOSED_BROKER)
    response = api.post(
        sync_url(site, product), {"event_id": "w-2", "provider": "p", "reviews": items}
    )
    assert response.status_code == 200
    assert response.json()["created_count"] == 2
    time.sleep(2)  # a lost publish: nothing reaches the worker
    assert ReviewVersion.objects.filter(extraction_status="pending").count() == 2

    _use_broker(settings.CELERY_BROKER_URL)
    assert reviews_sweep(grace_seconds=0)["versions"] == 2
    assert wait_for(extracted), "the sweep did not recover the lost extraction"
    assert wait_for(lambda: FitDigest.objects.filter(product=product).exists())
    digest = FitDigest.objects.get(product=product, scope="product")
    assert digest.payload["review_count"] == 2


def test_backfill_after_a_version_bump_re_extracts_with_a_real_worker(worker, api, site):
    product = ProductFactory(site=site)
    items = [review_item(body=f"Runs small, I took my usual {size}.") for size in "SML"]
    body = {"event_id": "w-3", "provider": "p", "reviews": items}
    assert api.post(sync_url(site, product), body).status_code == 200
    assert wait_for(extracted), "the worker did not extract the reviews"
    assert wait_for(lambda: FitDigest.objects.filter(product=product, scope="product").exists())
    # As an older extractor left them: the worker runs the current EXTRACTOR_VERSION.
    ReviewVersion.objects.update(extractor_version="fit-text-0")
    digests_rebuild(product_pk=product.pk)
    before = FitDigest.objects.get(product=product, scope="product").revision_hash
    reviews_sweep(grace_seconds=0)  # nothing missing; the backfill is started

    assert wait_for(lambda: backfill_status()["outdated_reviews"] == 0), "not re-extracted"
    assert wait_for(
        lambda: FitDigest.objects.get(product=product, scope="product").revision_hash != before
    ), "digest not rebuilt"
    assert backfill_status() == {"outdated_reviews": 0, "products_with_stale_digests": 0}
    assert backfill_start() is False  # nothing left to do


def test_a_worker_killed_mid_batch_loses_no_review(publishing, api, site):
    """SIGKILL while it extracts review batches, then a new worker and the sweep
    (as beat runs it): every review ends up analysed."""
    product = ProductFactory(site=site)
    items = [review_item(body=f"Runs small, size up. Review {n}.") for n in range(300)]
    with tempfile.TemporaryFile() as log:
        process = start_worker(log)
        try:
            for n in range(3):  # three syncs of 100 (the batch maximum), three tasks
                batch = items[n * 100 : (n + 1) * 100]
                body = {"event_id": f"w-kill-{n}", "provider": "p", "reviews": batch}
                assert api.post(sync_url(site, product), body).status_code == 200

            def working() -> bool:
                return ReviewVersion.objects.filter(extraction_status="done").exists()

            assert wait_for(working, timeout=60, interval=0.05), "the worker never started"
            process.kill()  # mid-batch: no ack, no clean shutdown
            process.wait()
            assert not extracted()  # the batch was interrupted

            process = start_worker(log)
            assert reviews_sweep(grace_seconds=0)["versions"] > 0
            assert wait_for(extracted), "reviews were lost with the killed worker"
        finally:
            stop_worker(process)
    assert ReviewVersion.objects.filter(extraction_status="done").count() == 300
