"""Review sync (4.2): identities, counts, versions, deletion, snapshots, read records."""

from __future__ import annotations

import pytest

from reviews.models import Review, ReviewSyncEvent, ReviewVersion
from tests.client import ApiClient
from tests.reviews.conftest import counts, sync_url
from tests.reviews.factories import ProductFactory, SizeOptionFactory, review_item

NOTHING = {"accepted": 1, "created": 0, "updated": 0, "versioned": 0, "deactivated": 0}


def test_new_review_is_created_with_its_first_version(sync):
    response = sync([review_item(external_review_id="a")])
    assert counts(response) == {**NOTHING, "created": 1}
    assert response.json()["replay"] is False
    review = Review.objects.get()
    assert review.status == Review.Status.ACTIVE
    assert review.current_version.number == 1
    assert review.record["external_review_id"] == "a"


def test_unchanged_item_is_only_accepted(sync):
    item = review_item()
    sync([item])
    assert counts(sync([item])) == NOTHING
    assert ReviewVersion.objects.count() == 1


@pytest.mark.parametrize("same", [4.0, 4e0])
def test_a_rating_written_as_an_equal_float_is_unchanged(sync, same):
    item = review_item(rating=4, fit_signals=[{"score": 0}])
    sync([item])
    resent = {**item, "rating": same, "fit_signals": [{"score": 0.0}]}
    assert counts(sync([resent])) == NOTHING
    assert ReviewVersion.objects.count() == 1


def test_a_replay_with_a_rating_written_as_an_equal_float_is_a_replay(sync):
    item = review_item(rating=4)
    first = sync([item], event_id="evt-float")
    again = sync([{**item, "rating": 4.0}], event_id="evt-float")
    assert again.status_code == 200 and again.json()["replay"] is True
    assert {**again.json(), "replay": False} == first.json()


def test_metadata_change_counts_updated_without_new_version(sync):
    item = review_item()
    sync([item])
    response = sync([{**item, "helpful_count": 3, "badges": ["top reviewer"]}])
    assert counts(response) == {**NOTHING, "updated": 1}
    review = Review.objects.get()
    assert review.record["helpful_count"] == 3
    assert review.read_record["badges"] == ["top reviewer"]
    assert review.versions.count() == 1


@pytest.mark.parametrize(
    "change",
    [
        {"title": "New title"},
        {"body": "Now it runs large."},
        {"rating": 2},
        {"purchased_variant": {"source_variant_id": "v2", "label": "M"}},
        {"measurements": [{"values": [{"value": 170, "raw_label": "height", "raw_unit": "cm"}]}]},
        {"fit_signals": [{"score": -0.5}]},
    ],
    ids=lambda change: next(iter(change)),
)
def test_content_change_counts_versioned_and_keeps_a_new_version(sync, change):
    item = review_item()
    sync([item])
    response = sync([{**item, **change}])
    assert counts(response) == {**NOTHING, "versioned": 1}
    review = Review.objects.get()
    assert [v.number for v in review.versions.order_by("number")] == [1, 2]
    assert review.current_version.number == 2


def test_metadata_update_keeps_the_extracted_evidence(sync):
    item = review_item(body="Runs small.")
    sync([item])
    before = Review.objects.get().read_record["fit_signals"]
    sync([{**item, "helpful_count": 8}])
    review = Review.objects.get()
    assert before and review.read_record["fit_signals"] == before
    assert review.has_fit_content is True


def test_new_version_is_extracted_again(sync):
    item = review_item(body="True to size.")
    sync([item])
    sync([{**item, "body": "Runs small, order a size up."}])
    review = Review.objects.get()
    assert review.current_version.extraction_status == ReviewVersion.Extraction.DONE
    assert review.read_record["fit_signals"][0]["score"] < 0


def test_content_and_metadata_change_count_in_both(sync):
    item = review_item()
    sync([item])
    response = sync([{**item, "rating": 1, "helpful_count": 9}])
    assert counts(response) == {**NOTHING, "versioned": 1, "updated": 1}


def test_identity_is_external_id_within_its_scope(sync):
    sync([review_item(external_review_id="7", external_id_scope="shop-a")])
    response = sync([review_item(external_review_id="7", external_id_scope="shop-b")])
    assert counts(response)["created"] == 1
    assert Review.objects.count() == 2


def test_identity_falls_back_to_permalink(sync):
    item = review_item(external_review_id=None, permalink="https://shop.example/r/1")
    sync([item])
    response = sync([{**item, "helpful_count": 1}])
    assert counts(response) == {**NOTHING, "updated": 1}


def test_derived_identity_matches_only_when_all_fields_match(sync):
    item = review_item(external_review_id=None, author_display_name="Ann  B.")
    sync([item])
    same = {**item, "author_display_name": "ann b.", "helpful_count": 2}
    assert counts(sync([same])) == {**NOTHING, "updated": 1}
    other = {**item, "body": item["body"] + "!"}
    assert counts(sync([other]))["created"] == 1
    assert Review.objects.count() == 2


def test_identity_is_per_provider(sync):
    item = review_item()
    sync([item], provider="judgeme")
    assert counts(sync([item], provider="yotpo"))["created"] == 1


def test_deleted_item_deactivates_the_review(sync):
    item = review_item()
    sync([item])
    response = sync([{"external_review_id": item["external_review_id"], "deleted": True}])
    assert counts(response) == {**NOTHING, "deactivated": 1}
    assert Review.objects.get().status == Review.Status.DELETED


def test_a_review_stored_under_its_id_is_deleted_by_its_permalink(sync):
    item = review_item(permalink="https://shop.example/reviews/1")
    sync([item])
    response = sync([{"permalink": " https://shop.example/reviews/1 ", "deleted": True}])
    assert counts(response) == {**NOTHING, "deactivated": 1}
    assert Review.objects.get().status == Review.Status.DELETED


def test_a_review_stored_under_its_permalink_is_deleted_with_an_id_and_that_permalink(sync):
    item = review_item(external_review_id=None, permalink="https://shop.example/reviews/2")
    sync([item])
    response = sync(
        [{"external_review_id": "new-id", "permalink": item["permalink"], "deleted": True}]
    )
    assert counts(response) == {**NOTHING, "deactivated": 1}


def test_a_permalink_delete_leaves_other_reviews_alone(sync):
    kept = review_item(permalink="https://shop.example/reviews/3")
    sync([kept])
    response = sync([{"permalink": "https://shop.example/reviews/other", "deleted": True}])
    assert counts(response) == NOTHING
    assert Review.objects.get().status == Review.Status.ACTIVE


def test_deleting_an_unknown_review_is_only_accepted(sync):
    assert counts(sync([{"external_review_id": "nope", "deleted": True}])) == NOTHING


def test_deleting_twice_counts_once(sync):
    item = review_item()
    sync([item])
    sync([{**item, "deleted": True}])
    assert counts(sync([{**item, "deleted": True}])) == NOTHING


def test_review_deleted_earlier_and_sent_again_counts_created(sync):
    item = review_item()
    sync([item])
    sync([{**item, "deleted": True}])
    response = sync([item])
    assert counts(response) == {**NOTHING, "created": 1}
    assert Review.objects.get().status == Review.Status.ACTIVE


def test_snapshot_first_miss_keeps_review_active(sync):
    kept, missed = review_item(), review_item()
    sync([kept, missed], snapshot_complete=True)
    response = sync([kept], snapshot_complete=True)
    assert counts(response) == NOTHING
    assert Review.objects.get(external_review_id=missed["external_review_id"]).snapshot_misses == 1


def test_snapshot_second_consecutive_miss_deactivates(sync):
    kept, missed = review_item(), review_item()
    sync([kept, missed], snapshot_complete=True)
    sync([kept], snapshot_complete=True)
    response = sync([kept], snapshot_complete=True)
    assert counts(response) == {**NOTHING, "deactivated": 1}
    assert Review.objects.get(external_review_id=missed["external_review_id"]).status == (
        Review.Status.INACTIVE
    )


def test_snapshot_sighting_resets_misses(sync):
    kept, flaky = review_item(), review_item()
    sync([kept, flaky], snapshot_complete=True)
    sync([kept], snapshot_complete=True)
    sync([kept, flaky], snapshot_complete=True)
    response = sync([kept], snapshot_complete=True)
    assert counts(response)["deactivated"] == 0
    assert Review.objects.filter(status=Review.Status.ACTIVE).count() == 2


def test_incomplete_batches_give_no_misses(sync):
    kept, other = review_item(), review_item()
    sync([kept, other])
    sync([kept])
    sync([kept])
    assert Review.objects.filter(status=Review.Status.ACTIVE).count() == 2


def test_snapshot_covers_only_its_partition(sync):
    in_a, in_b = review_item(), review_item()
    sync([in_a], partition_key="a", snapshot_complete=True)
    sync([in_b], partition_key="b", snapshot_complete=True)
    sync([in_b], partition_key="b", snapshot_complete=True)
    assert Review.objects.filter(status=Review.Status.ACTIVE).count() == 2


def test_snapshot_covers_only_its_provider(sync):
    sync([review_item()], provider="yotpo")
    sync([review_item()], snapshot_complete=True)
    sync([review_item()], snapshot_complete=True)
    assert Review.objects.filter(provider="yotpo", status=Review.Status.ACTIVE).count() == 1


def test_review_made_inactive_by_snapshot_and_sent_again_counts_updated(sync):
    kept, missed = review_item(), review_item()
    sync([kept, missed], snapshot_complete=True)
    sync([kept], snapshot_complete=True)
    sync([kept], snapshot_complete=True)
    response = sync([missed])
    assert counts(response) == {**NOTHING, "updated": 1}
    assert Review.objects.get(external_review_id=missed["external_review_id"]).status == (
        Review.Status.ACTIVE
    )


def test_structured_fit_signals_are_kept_as_overall_structured(sync):
    sync([review_item(body="", title="", fit_signals=[{"score": -0.6, "confidence": 0.9}])])
    signals = Review.objects.get().read_record["fit_signals"]
    assert signals == [
        {"dimension_code": "overall", "score": -0.6, "confidence": 0.9, "source_kind": "structured"}
    ]


def test_read_record_merges_sent_and_extracted_evidence(sync):
    sent = {
        "subject_kind": "reviewer",
        "values": [{"value": 65, "raw_label": "Height", "raw_unit": "in"}],
    }
    sync([review_item(body="Runs small. I am 5'6\" and 130 lbs.", measurements=[sent])])
    record = Review.objects.get().read_record
    kinds = [s["source_kind"] for s in record["fit_signals"]]
    assert "review_text" in kinds
    first = record["measurements"][0]["values"][0]
    assert (first["dimension_code"], first["unit"], first["value"]) == ("height", "cm", 165.1)
    extracted = record["measurements"][-1]
    assert extracted["source_kind"] == "review_text"
    assert all("dimension_code" in v and "unit" in v for v in extracted["values"])


def test_read_record_leaves_out_deleted_and_absent_fields(sync):
    sync([review_item(external_review_id="x1", title=None)])
    record = Review.objects.get().read_record
    assert "deleted" not in record
    assert "title" not in record
    assert record["media"] == []


def test_narrowing_fields_come_from_purchased_variant(sync, product):
    SizeOptionFactory(product=product, key="Größe")
    variant = {
        "source_variant_id": "v-9",
        "option_values": {"Farbe": "Rot", "Größe": "38"},
        "size_signature": "eu:38",
    }
    sync([review_item(purchased_variant=variant, rating=3)])
    review = Review.objects.get()
    assert (review.purchased_variant_id, review.size_label, review.size_signature) == (
        "v-9",
        "38",
        "eu:38",
    )
    assert review.rating == 3


def test_sort_at_is_created_at_else_first_seen(sync):
    sync([review_item(external_review_id="dated", created_at="2025-01-02T03:04:05+01:00")])
    sync([review_item(external_review_id="undated", created_at=None)])
    dated = Review.objects.get(external_review_id="dated")
    undated = Review.objects.get(external_review_id="undated")
    assert dated.sort_at.isoformat() == "2025-01-02T02:04:05+00:00"
    assert undated.sort_at == undated.first_seen_at


def test_has_fit_content_is_false_without_evidence(sync):
    sync([review_item(title="Great", body="Love the colour.")])
    assert Review.objects.get().has_fit_content is False


def test_unknown_product_is_404(api, site, sync):
    response = api.post(
        f"/vfr/manage/sites/{site.id}/products/missing/reviews",
        {"event_id": "e", "provider": "p", "reviews": []},
    )
    assert response.status_code == 404


def test_product_of_another_site_is_404(sync, make_site):
    foreign = ProductFactory(site=make_site())
    response = sync([review_item()], target=foreign)
    assert response.status_code == 404


def test_unknown_site_is_404(api):
    response = api.post(
        "/vfr/manage/sites/00000000-0000-0000-0000-000000000000/products/p/reviews", {}
    )
    assert response.status_code == 404


def test_site_of_another_account_is_403(api, other_site):
    product = ProductFactory(site=other_site)
    response = api.post(sync_url(other_site, product), {"event_id": "e", "provider": "p"})
    assert response.status_code == 403


def test_missing_key_is_401_before_anything_else(site):
    response = ApiClient().post("/vfr/manage/sites/not-a-uuid/products/x/reviews", {})
    assert response.status_code == 401


def test_bad_key_is_401(site, product):
    response = ApiClient("fxk_bad_key").post(sync_url(site, product), {})
    assert response.status_code == 401


def test_event_rows_are_per_site(sync, site):
    sync([review_item()], event_id="same")
    assert ReviewSyncEvent.objects.filter(site=site, event_id="same").count() == 1
