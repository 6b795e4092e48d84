"""Extraction and sweep tasks, called directly: idempotent, safe to run twice."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from reviews.models import FitDigest, Review, ReviewVersion
from reviews.services import extraction as extraction_service
from reviews.services.sweep import reviews_sweep
from reviews.tasks import extract_versions, sweep
from tests.reviews.conftest import sync_url
from tests.reviews.factories import review_item

DONE = ReviewVersion.Extraction.DONE
PENDING = ReviewVersion.Extraction.PENDING
FAILED = ReviewVersion.Extraction.FAILED


@pytest.fixture
def pending(api, site, product):
    """Syncs reviews without running after-commit callbacks: extraction stays pending."""

    def send(items):
        body = {"event_id": f"p-{len(items)}-{items[0]['external_review_id']}", "provider": "p"}
        response = api.post(sync_url(site, product), {**body, "reviews": items})
        assert response.status_code == 200
        return list(ReviewVersion.objects.filter(extraction_status=PENDING).order_by("pk"))

    return send


def test_extract_versions_fills_signals_read_record_and_digest(pending, product):
    (version,) = pending([review_item(body="Runs small, I'm 168 cm.")])
    extract_versions([version.pk])
    version.refresh_from_db()
    assert version.extraction_status == DONE
    assert version.extractor_version == extraction_service.EXTRACTOR_VERSION
    review = Review.objects.get()
    assert any(s["source_kind"] == "review_text" for s in review.read_record["fit_signals"])
    assert review.has_fit_content is True
    assert FitDigest.objects.get(product=product).review_count == 1


def test_extract_versions_run_twice_changes_nothing(pending):
    versions = pending([review_item(), review_item()])
    ids = [v.pk for v in versions]
    extract_versions(ids)
    first = list(ReviewVersion.objects.order_by("pk").values())
    record = Review.objects.order_by("pk").values_list("read_record", "updated_at")[0]
    assert extract_versions(ids) == 0
    assert list(ReviewVersion.objects.order_by("pk").values()) == first
    assert Review.objects.order_by("pk").values_list("read_record", "updated_at")[0] == record


def test_superseded_version_does_not_touch_the_current_read_record(pending, api, site, product):
    item = review_item(body="Runs small.")
    (old,) = pending([item])
    newer = {**item, "body": "Fits perfectly."}
    api.post(sync_url(site, product), {"event_id": "newer", "provider": "p", "reviews": [newer]})
    extract_versions([old.pk])
    review = Review.objects.get()
    assert review.current_version.number == 2
    assert review.read_record["body"] == "Fits perfectly."
    assert review.read_record["fit_signals"] == []


def test_extraction_failure_is_recorded(pending, monkeypatch):
    def broken(*args):
        raise ValueError("bad rule")

    monkeypatch.setattr(extraction_service, "extract_fit", broken)
    (version,) = pending([review_item()])
    extract_versions([version.pk])
    version.refresh_from_db()
    assert version.extraction_status == FAILED
    assert version.extraction_attempts == 1
    assert version.extraction_error == "ValueError: bad rule"


def test_failed_extraction_is_retried_up_to_the_attempt_cap(pending, monkeypatch, settings):
    settings.REVIEWS_EXTRACTION_MAX_ATTEMPTS = 2
    monkeypatch.setattr(extraction_service, "extract_fit", lambda *a: 1 / 0)
    (version,) = pending([review_item()])
    for _ in range(4):
        extract_versions([version.pk])
    version.refresh_from_db()
    assert version.extraction_attempts == 2


def test_new_extractor_version_re_extracts_done_versions(pending, monkeypatch):
    (version,) = pending([review_item()])
    extract_versions([version.pk])
    monkeypatch.setattr(extraction_service, "EXTRACTOR_VERSION", "fit-text-next")
    extract_versions([version.pk])
    version.refresh_from_db()
    assert version.extractor_version == "fit-text-next"


def test_sweep_requeues_extraction_missing_after_the_grace_period(pending, settings):
    settings.REVIEWS_SWEEP_GRACE_SECONDS = 60
    versions = pending([review_item(), review_item()])
    assert sweep() == {"versions": 0, "products": 0, "backfill": 0}  # still within the grace period
    ReviewVersion.objects.update(created_at=timezone.now() - timedelta(minutes=5))
    assert sweep() == {"versions": 2, "products": 0, "backfill": 0}  # eager: extracted at once
    assert all(v.extraction_status == DONE for v in ReviewVersion.objects.all())
    assert len(versions) == 2


def test_sweep_run_twice_queues_nothing_the_second_time(pending, settings):
    settings.REVIEWS_SWEEP_GRACE_SECONDS = 0
    pending([review_item()])
    assert sweep()["versions"] == 1
    assert sweep() == {"versions": 0, "products": 0, "backfill": 0}


def test_sweep_ignores_inactive_reviews_and_superseded_versions(pending, api, site, product):
    item, gone = review_item(), review_item()
    pending([item, gone])
    body = {"provider": "p", "reviews": [{**item, "rating": 1}, {**gone, "deleted": True}]}
    api.post(sync_url(site, product), {"event_id": "second", **body})
    assert reviews_sweep(grace_seconds=0) == {"versions": 1, "products": 0, "backfill": 0}


def test_sweep_rebuilds_stale_digests(pending, product):
    (version,) = pending([review_item(body="Runs small.")])
    extract_versions([version.pk])
    Review.objects.update(status=Review.Status.DELETED)
    FitDigest.objects.update(stale=True)
    assert sweep()["products"] == 1
    assert not FitDigest.objects.exists()


def test_sweep_runs_on_the_beat_schedule(settings):
    entry = settings.CELERY_BEAT_SCHEDULE["reviews-sweep"]
    assert entry["task"] == sweep.name == "reviews.sweep"
    assert entry["schedule"] == settings.REVIEWS_SWEEP_INTERVAL_SECONDS


def test_deactivation_before_any_digest_leaves_a_stale_marker_the_sweep_clears(
    pending, api, site, product
):
    item = review_item()
    pending([item])
    body = {"event_id": "del", "provider": "p", "reviews": [{**item, "deleted": True}]}
    api.post(sync_url(site, product), body)
    marker = FitDigest.objects.get(product=product)
    assert (marker.stale, marker.payload) == (True, None)
    assert sweep()["products"] == 1
    assert not FitDigest.objects.exists()


def test_retry_after_a_failed_digest_rebuild_still_rebuilds(pending, product):
    (version,) = pending([review_item(body="Runs small.")])
    extraction_service.versions_extract(version_ids=[version.pk])  # then the rebuild "failed"
    assert not FitDigest.objects.exists()
    assert extract_versions([version.pk]) == 1
    assert FitDigest.objects.get(product=product).review_count == 1
