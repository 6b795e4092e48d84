"""Fit digests (2.14): per product, variant and size; the revision hash; selectors."""

from __future__ import annotations

import uuid

import pytest

from catalog.models import Product, ProductVariant
from common.revisions import get_revision
from reviews import selectors
from reviews.models import FitDigest, Review
from reviews.services import digests as digest_service
from reviews.tasks import rebuild_digests
from tests.client import enc
from tests.reviews.conftest import sync_url
from tests.reviews.factories import ProductFactory, VariantFactory, review_item


def vote(score: float, **fields):
    """A review whose only fit evidence is one structured vote."""
    return review_item(title="", body="", fit_signals=[{"score": score}], **fields)


def test_digest_shape_counts_analyzed_active_reviews(sync, product):
    sync([vote(-0.5, rating=4), vote(0.0, rating=5)])
    digest = selectors.digest_for(product)
    assert set(digest) == {
        "product_id",
        "fit_revision_hash",
        "review_count",
        "signals",
        "built_at",
        "average_rating",
    }
    assert digest["product_id"] == str(product.pk)
    assert digest["review_count"] == 2
    assert digest["average_rating"] == 4.5
    assert digest["built_at"].endswith("Z")


def test_signal_thresholds_are_inclusive_at_033(sync, product):
    sync([vote(-0.33), vote(-0.32), vote(0.32), vote(0.33), vote(1.0)])
    (signal,) = selectors.digest_for(product)["signals"]
    assert signal == {
        "dimension_code": "overall",
        "evidence_count": 5,
        "average_score": 0.2,
        "tight_count": 1,
        "neutral_count": 2,
        "loose_count": 2,
    }


def test_structured_and_extracted_signals_both_count(sync, product):
    sync([review_item(body="Runs small.", fit_signals=[{"score": -1}])])
    (signal,) = selectors.digest_for(product)["signals"]
    assert signal["evidence_count"] == 2


def test_no_analyzed_review_means_no_digest(api, site, product):
    api.post(sync_url(site, product), {"event_id": "e", "provider": "p", "reviews": [vote(0)]})
    assert Review.objects.count() == 1  # extraction queued, not yet run
    assert selectors.digest_for(product) is None


def test_digest_without_reviews_is_none(product):
    assert selectors.digest_for(product) is None


def test_variant_digest_carries_the_internal_variant_uuid(sync, product):
    variant = VariantFactory(product=product, source_variant_id="v-1")
    sync([vote(-1, purchased_variant={"source_variant_id": "v-1"}), vote(1)])
    digest = selectors.digest_for(product, variant_source_id="v-1")
    assert digest["variant_id"] == str(variant.pk)
    assert digest["review_count"] == 1


def test_purchased_variant_unknown_to_the_catalog_has_no_variant_digest(sync, product):
    sync([vote(-1, purchased_variant={"source_variant_id": "ghost"})])
    assert selectors.digest_for(product, variant_source_id="ghost") is None


def test_size_digest_by_label_and_by_signature(sync, product):
    purchased = {"option_values": {"Size": "M"}, "size_signature": "intl:m"}
    sync([vote(-1, purchased_variant=purchased), vote(1)])
    by_label = selectors.digest_for(product, size="M")
    by_signature = selectors.digest_for(product, size="intl:m")
    assert by_label["size_label"] == by_signature["size_label"] == "M"
    assert by_label["review_count"] == 1


def test_revision_hash_changes_with_a_new_version(sync, product):
    item = vote(-1)
    sync([item])
    before = selectors.digest_for(product)["fit_revision_hash"]
    sync([{**item, "rating": 2}])
    assert selectors.digest_for(product)["fit_revision_hash"] != before


def test_revision_hash_is_stable_across_metadata_updates_and_rebuilds(sync, product):
    item = vote(-1)
    sync([item])
    before = selectors.digest_for(product)
    sync([{**item, "helpful_count": 5}])
    rebuild_digests(str(product.pk))
    after = selectors.digest_for(product)
    assert after["fit_revision_hash"] == before["fit_revision_hash"]
    assert after["built_at"] == before["built_at"]


def test_revision_hash_changes_with_the_extractor_version(sync, product, monkeypatch):
    sync([vote(-1)])
    before = selectors.digest_for(product)["fit_revision_hash"]
    monkeypatch.setattr(digest_service, "EXTRACTOR_VERSION", "fit-text-999")
    rebuild_digests(str(product.pk))
    assert selectors.digest_for(product)["fit_revision_hash"] != before


def test_deleting_a_review_rebuilds_the_digest(sync, product):
    keep, drop = vote(-1), vote(1)
    sync([keep, drop])
    sync([{"external_review_id": drop["external_review_id"], "deleted": True}])
    assert selectors.digest_for(product)["review_count"] == 1


def test_deleting_every_review_removes_the_digest(sync, product):
    item = vote(-1)
    sync([item])
    sync([{**item, "deleted": True}])
    assert selectors.digest_for(product) is None
    assert not FitDigest.objects.exists()


def test_snapshot_deactivation_rebuilds_the_digest(sync, product):
    keep, missed = vote(-1), vote(1)
    sync([keep, missed], snapshot_complete=True)
    sync([keep], snapshot_complete=True)
    sync([keep], snapshot_complete=True)
    assert selectors.digest_for(product)["review_count"] == 1


def test_rebuild_digests_twice_changes_nothing(sync, product):
    sync([vote(-1)])
    FitDigest.objects.update(stale=True)
    assert rebuild_digests(str(product.pk)) is False  # nothing new: stale flag cleared only
    assert rebuild_digests(str(product.pk)) is False
    assert FitDigest.objects.filter(stale=True).count() == 0
    assert FitDigest.objects.count() == 1


def test_sync_bumps_the_product_revision(sync, product):
    before = get_revision("product", str(product.pk))
    sync([vote(0)])
    assert get_revision("product", str(product.pk)) != before


def test_unchanged_sync_does_not_bump_the_product_revision(sync, product):
    item = vote(0)
    sync([item])
    before = get_revision("product", str(product.pk))
    sync([item])
    assert get_revision("product", str(product.pk)) == before


def test_digest_summaries_for_recommendations(sync, product, site, django_assert_num_queries):
    sync([vote(-1, rating=2), vote(-0.5, rating=4)])
    empty = ProductFactory(site=site)
    with django_assert_num_queries(1):
        summaries = selectors.digest_summaries([product.pk, empty.pk, uuid.uuid4()])
    assert set(summaries) == {product.pk}
    summary = summaries[product.pk]
    assert summary["review_count"] == 2
    assert summary["analyzed_review_count"] == 2
    assert summary["average_rating"] == 3.0
    assert summary["signals"][0]["tight_count"] == 2


def test_digest_summaries_prefer_the_source_review_count(sync, product):
    sync([review_item(title="Small", body="", rating=None, fit_signals=[{"score": -1}])])
    product.review_count, product.rating = 120, 4.6
    product.save(update_fields=["review_count", "rating"])
    summary = selectors.digest_summaries([product.pk])[product.pk]
    assert (summary["review_count"], summary["analyzed_review_count"]) == (120, 1)
    assert summary["average_rating"] == 4.6  # no analyzed rating: the source's


@pytest.mark.parametrize("scope", ["product", "variant", "size"])
def test_digest_for_is_one_query(product, scope, django_assert_num_queries):
    kwargs = {"variant": {"variant_source_id": "v"}, "size": {"size": "M"}}.get(scope, {})
    with django_assert_num_queries(1):
        selectors.digest_for(product, **kwargs)


def test_review_back_from_snapshot_inactivity_returns_to_the_digest(sync, product):
    keep, missed = vote(-1), vote(1)
    sync([keep, missed], snapshot_complete=True)
    sync([keep], snapshot_complete=True)
    sync([keep], snapshot_complete=True)
    sync([missed])
    assert selectors.digest_for(product)["review_count"] == 2


def test_deleted_review_sent_again_returns_to_the_digest(sync, product):
    item = vote(-1)
    sync([item])
    sync([{**item, "deleted": True}])
    sync([item])
    assert selectors.digest_for(product)["review_count"] == 1


def test_end_to_end_with_a_product_written_by_the_catalog_endpoint(api, site, sync):
    body = {
        "title": "Wrap dress",
        "images": [{"url": "https://cdn.example/d.jpg"}],
        "variants": [{"source_variant_id": "d-m", "option_values": {"Size": "M"}}],
    }
    response = api.put(f"/vfr/manage/sites/{site.id}/products/{enc('dress 9')}", body)
    assert response.status_code == 200, response.json()
    product = Product.objects.get(site=site, product_id="dress 9")
    purchased = {"source_variant_id": "d-m", "option_values": {"Size": "M"}}
    assert sync([vote(-1, purchased_variant=purchased)], target=product).status_code == 200
    variant = ProductVariant.objects.get(product=product, source_variant_id="d-m")
    assert selectors.digest_for(product, variant_source_id="d-m")["variant_id"] == str(variant.pk)
    assert selectors.digest_for(product, size="M")["review_count"] == 1


def _dress_with_a_reviewed_variant(api, site, sync, django_capture_on_commit_callbacks):
    url = f"/vfr/manage/sites/{site.id}/products/{enc('dress 10')}"
    body = {
        "title": "Wrap dress",
        "images": [{"url": "https://cdn.example/d.jpg"}],
        "variants": [{"source_variant_id": "d-m", "option_values": {"Size": "M"}}],
    }
    assert api.put(url, body).status_code == 200
    product = Product.objects.get(site=site, product_id="dress 10")
    sync([vote(-1, purchased_variant={"source_variant_id": "d-m"})], target=product)
    assert selectors.digest_for(product, variant_source_id="d-m") is not None
    return url, body, product


def test_deleting_a_variant_removes_its_digest(api, site, sync, django_capture_on_commit_callbacks):
    url, _, product = _dress_with_a_reviewed_variant(
        api, site, sync, django_capture_on_commit_callbacks
    )
    with django_capture_on_commit_callbacks(execute=True):
        assert api.delete(f"{url}/variants/d-m").status_code == 200
    assert selectors.digest_for(product, variant_source_id="d-m") is None
    assert selectors.digest_for(product)["review_count"] == 1


def test_a_variant_deleted_and_synced_again_before_the_rebuild_gets_its_new_uuid(
    api, site, sync, django_capture_on_commit_callbacks
):
    """The rebuild queued by the delete runs after the variant is back (a busy worker):
    same reviews, same hash, but the digest must name the new row."""
    url, body, product = _dress_with_a_reviewed_variant(
        api, site, sync, django_capture_on_commit_callbacks
    )
    with django_capture_on_commit_callbacks(execute=True):
        assert api.delete(f"{url}/variants/d-m").status_code == 200
        assert api.put(url, {"variants": body["variants"]}).status_code == 200
    variant = ProductVariant.objects.get(product=product, source_variant_id="d-m")
    assert selectors.digest_for(product, variant_source_id="d-m")["variant_id"] == str(variant.pk)


def test_catalog_writes_of_products_without_variant_digests_add_one_query(
    api, site, django_assert_num_queries
):
    from reviews.events import catalog_change_received

    with django_assert_num_queries(1):
        catalog_change_received(None, site_id=site.id, product_pks=[uuid.uuid4()])
