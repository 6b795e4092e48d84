"""The reviews admin: pages render; the action re-runs extraction."""

from __future__ import annotations

from reviews.models import FitDigest, Review, ReviewVersion
from tests.reviews.factories import review_item


def test_admin_pages_render_reviews_versions_and_digests(staff, sync):
    sync([review_item(body="Runs small.")])
    review = Review.objects.get()
    digest = FitDigest.objects.get()
    for url in (
        "/admin/reviews/review/",
        f"/admin/reviews/review/{review.pk}/change/",
        "/admin/reviews/reviewversion/",
        "/admin/reviews/fitdigest/",
        f"/admin/reviews/fitdigest/{digest.pk}/change/",
        "/admin/reviews/reviewsyncevent/",
    ):
        assert staff.get(url).status_code == 200, url


def test_admin_action_reruns_extraction(staff, sync, django_capture_on_commit_callbacks):
    sync([review_item(body="Runs small.")])
    ReviewVersion.objects.update(extracted_signals=[], extraction_attempts=3)
    review = Review.objects.get()
    with django_capture_on_commit_callbacks(execute=True):
        response = staff.post(
            "/admin/reviews/review/",
            {"action": "reextract", "_selected_action": [review.pk]},
        )
    assert response.status_code == 302
    version = ReviewVersion.objects.get()
    assert version.extraction_status == ReviewVersion.Extraction.DONE
    assert version.extraction_attempts == 1
    assert version.extracted_signals
