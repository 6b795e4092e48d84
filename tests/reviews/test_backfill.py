"""The backfill after an extractor version bump, with tasks called directly (eager)."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.cache import cache
from django.core.management import call_command

from reviews.extraction import EXTRACTOR_VERSION
from reviews.models import FitDigest, Review, ReviewVersion
from reviews.services import backfill
from reviews.services.backfill import (
    backfill_needed,
    backfill_start,
    backfill_status,
    backfill_step,
    stale_digest_count,
)
from reviews.services.digests import digests_rebuild
from reviews.tasks import backfill_extraction, sweep
from tests.reviews.factories import review_item

OLD = "fit-text-0"


@pytest.fixture
def stored(sync, product):
    """Five reviews extracted by an older extractor: versions marked with the old version,
    read records and digest as that extractor left them (no evidence)."""
    items = [review_item(body="Runs small, I'm 5'6\" and took my usual M.") for _ in range(5)]
    assert sync(items).status_code == 200
    ReviewVersion.objects.update(extractor_version=OLD, extracted_signals=[])
    for review in Review.objects.all():
        review.read_record = {**review.read_record, "fit_signals": [], "measurements": []}
        review.save(update_fields=["read_record"])
    digests_rebuild(product_pk=product.pk)  # the digest as the old extractor left it
    return product


def product_hash(product) -> str:
    return FitDigest.objects.get(product=product, scope="product").revision_hash


def test_backfill_re_extracts_every_stored_review_and_rebuilds_digests(stored):
    before = product_hash(stored)
    assert backfill_needed()
    assert backfill_status()["outdated_reviews"] == 5

    backfill_extraction(0)  # eager: the whole chain runs here

    assert set(ReviewVersion.objects.values_list("extractor_version", flat=True)) == {
        EXTRACTOR_VERSION
    }
    for review in Review.objects.all():
        assert review.read_record["fit_signals"], "read record not rebuilt"
        assert review.read_record["measurements"]
    assert product_hash(stored) != before
    assert FitDigest.objects.get(product=stored, scope="product").payload["signals"]
    assert backfill_status() == {"outdated_reviews": 0, "products_with_stale_digests": 0}
    assert not backfill_needed()


def test_backfill_walks_in_keyset_pages(stored, monkeypatch):
    monkeypatch.setattr(backfill, "PAGE", 2)
    monkeypatch.setattr(backfill, "CHUNK", 1)
    ids = sorted(Review.objects.values_list("pk", flat=True))
    assert backfill_step(after_review_id=0) == ids[1]
    assert (
        Review.objects.filter(pk__in=ids[:2], current_version__extractor_version=OLD).count() == 0
    )
    assert Review.objects.filter(current_version__extractor_version=OLD).count() == 3
    assert cache.get(backfill.cursor_key()) == ids[1]
    assert backfill_extraction(ids[1]) is None  # eager: the rest of the walk, in a loop
    assert not backfill_needed()
    assert cache.get(backfill.cursor_key()) is None


def test_backfill_run_twice_changes_nothing_the_second_time(stored):
    backfill_extraction(0)
    versions = list(ReviewVersion.objects.order_by("pk").values())
    digests = list(FitDigest.objects.order_by("pk").values())
    assert backfill_extraction(0) is None
    assert backfill_start(force=True) is False
    assert list(ReviewVersion.objects.order_by("pk").values()) == versions
    assert list(FitDigest.objects.order_by("pk").values()) == digests


def test_backfill_resumes_from_the_stored_cursor(stored):
    ids = sorted(Review.objects.values_list("pk", flat=True))
    cache.set(backfill.cursor_key(), ids[2], timeout=None)
    assert backfill_start() is True
    done = set(
        Review.objects.filter(current_version__extractor_version=EXTRACTOR_VERSION).values_list(
            "pk", flat=True
        )
    )
    assert done == set(ids[3:])
    # The walk ended: the next start (the sweep) walks from the beginning again.
    assert backfill_start() is True
    assert not backfill_needed()


def test_a_running_backfill_is_not_started_twice(stored):
    cache.set(backfill.lease_key(), 0, timeout=backfill.LEASE_SECONDS)
    assert backfill_start() is False
    assert backfill_needed()
    assert backfill_start(force=True) is True
    assert not backfill_needed()


def test_sweep_starts_the_backfill(stored):
    assert sweep()["backfill"] == 1
    assert not backfill_needed()
    assert sweep()["backfill"] == 0


def test_failed_re_extraction_is_not_walked_again(stored, monkeypatch):
    from reviews.services import extraction

    monkeypatch.setattr(extraction, "extract_fit", lambda *a: 1 / 0)
    backfill_extraction(0)
    assert set(ReviewVersion.objects.values_list("extraction_status", flat=True)) == {"failed"}
    assert not backfill_needed()


def test_stale_digest_count_sees_extraction_after_the_digest(stored):
    assert stale_digest_count() == 0
    FitDigest.objects.update(built_at="2000-01-01T00:00:00Z")
    assert stale_digest_count() == 1


def test_command_starts_the_backfill_and_reports_progress(stored):
    out = StringIO()
    call_command("reviews_backfill", "--status", stdout=out)
    assert '"outdated_reviews": 5' in out.getvalue()
    out = StringIO()
    call_command("reviews_backfill", stdout=out)
    assert "started" in out.getvalue()
    assert '"outdated_reviews": 0' in out.getvalue()
