"""Review sync (interface 4.2, 2.12, 2.13; decisions.md 1 and 4), black box over HTTP."""

from __future__ import annotations

import uuid

import pytest

from tests.client import ApiClient
from tests.contract.support_reads import Merchant, counts, expect, review

pytestmark = pytest.mark.django_db

P = "dress/1 ü"


@pytest.fixture
def merchant(api, site, django_capture_on_commit_callbacks) -> Merchant:
    return Merchant(api, site, django_capture_on_commit_callbacks)


@pytest.fixture(autouse=True)
def _product(merchant):
    merchant.put_product(P)


def error_of(response, status: int) -> str:
    assert response.status_code == status, (response.status_code, response.content)
    body = response.json()
    assert set(body) == {"error"} and isinstance(body["error"], str) and body["error"]
    return body["error"]


# -- envelope -----------------------------------------------------------------------------


@pytest.mark.parametrize("provider", ["Yotpo", "JUDGE_ME", "judge me", " judgeme", "Judge.me"])
def test_provider_that_is_not_a_stable_lowercase_key_is_400_naming_provider(merchant, provider):
    message = error_of(merchant.sync(P, [review("r1")], provider=provider), 400)
    assert "provider" in message


@pytest.mark.parametrize("provider", ["judgeme", "yotpo", "judge.me", "okendo-eu", "stamped_io"])
def test_lowercase_provider_keys_are_accepted(merchant, provider):
    body = merchant.synced(P, [review("r1")], provider=provider)
    assert counts(body) == expect(accepted=1, created=1)


def test_provider_is_not_folded_so_case_variants_never_merge(merchant):
    merchant.synced(P, [review("r1")], provider="yotpo")
    assert "provider" in error_of(merchant.sync(P, [review("r1")], provider="YOTPO"), 400)
    assert merchant.fit(product_id=P)["digest"] is None or True  # still one review
    assert len(merchant.page(product_id=P)["items"]) == 1


@pytest.mark.parametrize("field", ["event_id", "provider", "reviews"])
def test_missing_envelope_field_is_400_naming_it(merchant, field):
    body = {"event_id": "e-missing", "provider": "judgeme", "reviews": [review("r1")]}
    del body[field]
    assert field in error_of(merchant.sync_raw(P, body), 400)


@pytest.mark.parametrize("field", ["event_id", "provider", "partition_key"])
def test_envelope_string_over_255_is_413(merchant, field):
    body = {"event_id": "e-long", "provider": "judgeme", "reviews": [review("r1")]}
    body[field] = "a" * 256
    assert field in error_of(merchant.sync_raw(P, body), 413)


@pytest.mark.parametrize("field", ["event_id", "provider", "partition_key"])
def test_envelope_string_of_exactly_255_is_accepted(merchant, field):
    body = {"event_id": "e-255", "provider": "judgeme", "reviews": [review("r1")]}
    body[field] = "a" * 255
    response = merchant.sync_raw(P, body)
    assert response.status_code == 200, response.content


def test_250_reviews_accepted_251_is_413(merchant):
    many = [review(f"r{n}") for n in range(251)]
    assert "reviews" in error_of(merchant.sync(P, many), 413)
    body = merchant.synced(P, many[:250])
    assert body["accepted_count"] == body["created_count"] == 250


@pytest.mark.parametrize(
    "body",
    [[], "text", {"event_id": 5, "provider": "judgeme", "reviews": []}],
    ids=["array", "string", "event-id-number"],
)
def test_body_not_an_object_or_wrong_types_is_400(merchant, body):
    error_of(merchant.sync_raw(P, body), 400)


def test_invalid_json_is_400(merchant):
    response = merchant.api.post(merchant.sync_url(P), body=b"{not json")
    error_of(response, 400)


def test_snapshot_complete_must_be_boolean(merchant):
    error_of(merchant.sync(P, [review("r1")], snapshot_complete="yes"), 400)


# -- items --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "item", [{"deleted": True}, {}, {"verified_purchase": True}], ids=["deleted", "empty", "flag"]
)
def test_item_without_any_identity_source_is_400(merchant, item):
    assert "reviews[0]" in error_of(merchant.sync(P, [item]), 400)


@pytest.mark.parametrize(
    "who",
    [{"author_display_name": "Ana"}, {"created_at": "2025-01-02T03:04:05Z"}, {}],
    ids=["author", "date", "content-only"],
)
def test_identity_is_derived_without_id_or_permalink(merchant, who):
    """Interface 3: "if neither exists an identity is derived" (from whatever is there)."""
    assert merchant.synced(P, [{"rating": 5, "body": "Great", **who}])["created_count"] == 1
    again = merchant.synced(P, [{"rating": 5, "body": "Great", **who}])
    assert again["created_count"] == 0 and again["accepted_count"] == 1


@pytest.mark.parametrize("rating", [-0.5, 5.01, 6, "5", True])
def test_rating_outside_0_to_5_or_not_a_number_is_400(merchant, rating):
    message = error_of(merchant.sync(P, [review("r1", rating=rating)]), 400)
    assert "rating" in message


@pytest.mark.parametrize("rating", [0, 5, 3.5])
def test_rating_bounds_inclusive(merchant, rating):
    assert merchant.synced(P, [review("r1", rating=rating)])["created_count"] == 1


def test_item_needs_rating_or_non_empty_text(merchant):
    item = {"external_review_id": "r1", "title": "  ", "body": ""}
    error_of(merchant.sync(P, [item]), 400)
    only_title = {"external_review_id": "r2", "title": "Lovely"}
    only_body = {"external_review_id": "r3", "body": "Lovely"}
    only_rating = {"external_review_id": "r4", "rating": 0}
    body = merchant.synced(P, [only_title, only_body, only_rating])
    assert body["created_count"] == 3


def test_deleted_item_needs_only_its_identity(merchant):
    merchant.synced(P, [review("r1")])
    body = merchant.synced(P, [{"external_review_id": "r1", "deleted": True}])
    assert counts(body) == expect(accepted=1, deactivated=1)
    by_permalink = "https://shop.example/r/9"
    merchant.synced(P, [{"permalink": by_permalink, "rating": 5}])
    body = merchant.synced(P, [{"permalink": by_permalink, "deleted": True}])
    assert counts(body) == expect(accepted=1, deactivated=1)


@pytest.mark.parametrize("field", ["language", "locale"])
@pytest.mark.parametrize("tag", ["en", "en-US", "zh-Hant-TW", "de-CH-1996", "es-419"])
def test_bcp47_tags_accepted(merchant, field, tag):
    assert merchant.synced(P, [review("r1", **{field: tag})])["created_count"] == 1


@pytest.mark.parametrize("field", ["language", "locale"])
@pytest.mark.parametrize("tag", ["english!", "en_US_", "", "-en", "e", "en--US", "12"])
def test_non_bcp47_tags_are_400(merchant, field, tag):
    assert field in error_of(merchant.sync(P, [review("r1", **{field: tag})]), 400)


@pytest.mark.parametrize("field", ["language", "locale"])
def test_tag_over_35_chars_is_413(merchant, field):
    tag = "en-" + "-".join(["abcdefgh"] * 4)  # well-formed, 38 characters
    assert len(tag) > 35
    assert field in error_of(merchant.sync(P, [review("r1", **{field: tag})]), 413)


def test_error_message_names_item_path(merchant):
    items = [review("r1"), review("r2", rating=9)]
    assert "reviews[1].rating" in error_of(merchant.sync(P, items), 400)


def test_invalid_item_applies_nothing(merchant):
    error_of(merchant.sync(P, [review("r1"), review("r2", rating=9)]), 400)
    assert merchant.page(product_id=P)["items"] == []


# -- identity -----------------------------------------------------------------------------


def test_scope_is_part_of_the_external_identity(merchant):
    body = merchant.synced(
        P,
        [
            review("same", external_id_scope="store-a"),
            review("same", external_id_scope="store-b"),
        ],
    )
    assert body["created_count"] == 2
    again = merchant.synced(P, [review("same", external_id_scope="store-a", body="Changed")])
    assert counts(again) == expect(accepted=1, versioned=1)


def test_identity_is_per_provider(merchant):
    merchant.synced(P, [review("r1")], provider="judgeme")
    assert merchant.synced(P, [review("r1")], provider="yotpo")["created_count"] == 1
    assert len(merchant.page(product_id=P)["items"]) == 2


def test_permalink_is_the_identity_without_external_id(merchant):
    item = {"permalink": "https://shop.example/reviews/7", "rating": 4, "body": "Nice"}
    assert merchant.synced(P, [item])["created_count"] == 1
    changed = dict(item, body="Nice, runs small")
    assert counts(merchant.synced(P, [changed])) == expect(accepted=1, versioned=1)


def test_derived_identity_needs_every_part_to_match(merchant):
    item = {
        "author_display_name": "Ana M.",
        "created_at": "2025-04-01T08:00:00Z",
        "rating": 5,
        "title": "Love it",
        "body": "Perfect fit.",
    }
    assert merchant.synced(P, [item])["created_count"] == 1
    assert counts(merchant.synced(P, [dict(item)])) == expect(accepted=1)
    # Normalized author (case, spacing) still matches.
    same = dict(item, author_display_name="  ana m. ")
    body = merchant.synced(P, [same])
    assert body["created_count"] == body["versioned_count"] == 0
    # Any content difference is another review.
    assert merchant.synced(P, [dict(item, body="Perfect fit!")])["created_count"] == 1
    assert merchant.synced(P, [dict(item, rating=4)])["created_count"] == 1
    assert len(merchant.page(product_id=P)["items"]) == 3


def test_duplicate_identity_in_one_batch_is_400(merchant):
    error_of(merchant.sync(P, [review("r1"), review("r1", body="again")]), 400)


# -- counts -------------------------------------------------------------------------------


def test_counts_created_unchanged_updated_versioned(merchant):
    first = merchant.synced(P, [review("a"), review("b"), review("c"), review("d")])
    assert counts(first) == expect(accepted=4, created=4)

    second = merchant.synced(
        P,
        [
            review("a"),  # unchanged: only accepted
            review("b", helpful_count=3),  # metadata
            review("c", rating=2),  # content
            review("d", body="Runs small, size up."),  # content
            review("e"),  # new
        ],
    )
    assert counts(second) == expect(accepted=5, created=1, updated=1, versioned=2)


@pytest.mark.parametrize(
    "change",
    [
        {"helpful_count": 7},
        {"badges": ["top_reviewer"]},
        {"merchant_response": {"body": "Thanks!"}},
        {"media": [{"url": "https://cdn.example/r.jpg", "kind": "image"}]},
        {"verified_purchase": True},
        {"incentivized": True},
    ],
    ids=lambda c: next(iter(c)),
)
def test_metadata_change_counts_updated(merchant, change):
    merchant.synced(P, [review("r1")])
    assert counts(merchant.synced(P, [review("r1", **change)])) == expect(accepted=1, updated=1)


@pytest.mark.parametrize(
    "change",
    [
        {"title": "New title"},
        {"body": "New body"},
        {"rating": 1},
        {"purchased_variant": {"source_variant_id": "v-m", "label": "M"}},
        {
            "measurements": [
                {"values": [{"raw_label": "height", "raw_value": "170", "raw_unit": "cm"}]}
            ]
        },
        {"fit_signals": [{"score": -1, "confidence": 0.9, "evidence": "runs small"}]},
    ],
    ids=lambda c: next(iter(c)),
)
def test_content_change_counts_versioned(merchant, change):
    merchant.synced(P, [review("r1")])
    body = merchant.synced(P, [review("r1", **change)])
    assert counts(body) == expect(accepted=1, versioned=1)


def test_deleted_then_sent_again_is_created(merchant):
    merchant.synced(P, [review("r1")])
    merchant.synced(P, [{"external_review_id": "r1", "deleted": True}])
    assert merchant.page(product_id=P)["items"] == []
    body = merchant.synced(P, [review("r1")])
    assert counts(body) == expect(accepted=1, created=1)
    assert len(merchant.page(product_id=P)["items"]) == 1


def test_deleting_an_unknown_or_already_deleted_review_deactivates_nothing(merchant):
    body = merchant.synced(P, [{"external_review_id": "ghost", "deleted": True}])
    assert counts(body) == expect(accepted=1)
    merchant.synced(P, [review("r1")])
    merchant.synced(P, [{"external_review_id": "r1", "deleted": True}])
    again = merchant.synced(P, [{"external_review_id": "r1", "deleted": True}])
    assert counts(again) == expect(accepted=1)


def test_empty_batch_is_fine(merchant):
    assert counts(merchant.synced(P, [])) == expect()


# -- idempotency --------------------------------------------------------------------------


def test_same_event_same_envelope_replays_first_response(merchant):
    body = {"event_id": "evt-replay", "provider": "judgeme", "reviews": [review("r1")]}
    first = merchant.sync_raw(P, body)
    assert counts(first.json()) == expect(accepted=1, created=1)
    second = merchant.sync_raw(P, body)
    assert second.status_code == 200
    assert counts(second.json()) == expect(accepted=1, created=1, replay=True)
    assert len(merchant.page(product_id=P)["items"]) == 1


@pytest.mark.parametrize(
    "change",
    [
        {"reviews": [review("r1", rating=1)]},
        {"provider": "yotpo"},
        {"snapshot_complete": True},
        {"partition_key": "en"},
    ],
    ids=["reviews", "provider", "snapshot", "partition"],
)
def test_same_event_different_envelope_is_409(merchant, change):
    body = {"event_id": "evt-409", "provider": "judgeme", "reviews": [review("r1")]}
    assert merchant.sync_raw(P, body).status_code == 200
    error_of(merchant.sync_raw(P, {**body, **change}), 409)


def test_event_id_is_unique_per_site_across_products(merchant):
    merchant.put_product("other")
    body = {"event_id": "evt-x", "provider": "judgeme", "reviews": [review("r1")]}
    assert merchant.sync_raw(P, body).status_code == 200
    error_of(merchant.sync_raw("other", body), 409)


def test_event_ids_of_another_site_do_not_collide(merchant, make_site):
    site2 = make_site()
    body = {"event_id": "evt-shared", "provider": "judgeme", "reviews": [review("r1")]}
    assert merchant.sync_raw(P, body).status_code == 200
    with merchant.capture(execute=True):
        merchant.api.put(
            merchant.product_url(P, site2.id),
            {"title": "t", "images": [{"url": "https://cdn.example/i.jpg"}]},
        )
    response = merchant.sync_raw(P, body, site_id=site2.id)
    assert response.status_code == 200
    assert response.json()["replay"] is False


# -- snapshots ----------------------------------------------------------------------------


def test_snapshot_two_consecutive_misses_deactivate(merchant):
    merchant.synced(P, [review("a"), review("b")])
    first = merchant.synced(P, [review("a")], snapshot_complete=True)
    assert counts(first) == expect(accepted=1)
    second = merchant.synced(P, [review("a")], snapshot_complete=True)
    assert counts(second) == expect(accepted=1, deactivated=1)
    assert [r["external_review_id"] for r in merchant.page(product_id=P)["items"]] == ["a"]


def test_seen_in_snapshot_resets_misses(merchant):
    merchant.synced(P, [review("a"), review("b")])
    merchant.synced(P, [review("a")], snapshot_complete=True)  # b: 1 miss
    merchant.synced(P, [review("a"), review("b")], snapshot_complete=True)  # reset
    body = merchant.synced(P, [review("a")], snapshot_complete=True)  # b: 1 miss
    assert body["deactivated_count"] == 0
    body = merchant.synced(P, [review("a")], snapshot_complete=True)  # b: 2nd miss
    assert body["deactivated_count"] == 1


def test_incremental_batches_neither_count_nor_reset_misses(merchant):
    merchant.synced(P, [review("a"), review("b")])
    merchant.synced(P, [review("a")], snapshot_complete=True)
    merchant.synced(P, [review("c")])  # not a snapshot: no miss for b
    body = merchant.synced(P, [review("a"), review("c")], snapshot_complete=True)
    assert body["deactivated_count"] == 1


def test_snapshot_misses_are_per_partition(merchant):
    merchant.synced(P, [review("en1")], partition_key="en")
    merchant.synced(P, [review("de1")], partition_key="de")
    for _ in range(2):
        body = merchant.synced(P, [review("en1")], partition_key="en", snapshot_complete=True)
        assert body["deactivated_count"] == 0
    ids = {r["external_review_id"] for r in merchant.page(product_id=P)["items"]}
    assert ids == {"en1", "de1"}


def test_absent_partition_is_the_empty_partition(merchant):
    merchant.synced(P, [review("a"), review("b")])
    merchant.synced(P, [review("a")], snapshot_complete=True, partition_key="")
    body = merchant.synced(P, [review("a")], snapshot_complete=True)
    assert body["deactivated_count"] == 1


def test_snapshot_misses_are_per_provider(merchant):
    merchant.synced(P, [review("y1")], provider="yotpo")
    merchant.synced(P, [review("j1")], provider="judgeme")
    for _ in range(2):
        body = merchant.synced(P, [review("j1")], provider="judgeme", snapshot_complete=True)
        assert body["deactivated_count"] == 0
    assert len(merchant.page(product_id=P)["items"]) == 2


def test_snapshot_deactivated_review_sent_again_is_updated(merchant):
    merchant.synced(P, [review("a"), review("b")])
    merchant.synced(P, [review("a")], snapshot_complete=True)
    merchant.synced(P, [review("a")], snapshot_complete=True)
    body = merchant.synced(P, [review("b")])
    assert counts(body) == expect(accepted=1, updated=1)
    assert len(merchant.page(product_id=P)["items"]) == 2


def test_empty_complete_snapshot_deactivates_all_on_second_miss(merchant):
    merchant.synced(P, [review("a"), review("b")])
    assert merchant.synced(P, [], snapshot_complete=True)["deactivated_count"] == 0
    assert merchant.synced(P, [], snapshot_complete=True)["deactivated_count"] == 2


# -- site, product, auth ------------------------------------------------------------------


def test_unknown_product_is_404(merchant):
    error_of(merchant.sync("never-uploaded", [review("r1")]), 404)


def test_product_id_is_case_sensitive(merchant):
    error_of(merchant.sync(P.upper(), [review("r1")]), 404)


def test_unknown_site_is_404(merchant):
    error_of(merchant.sync(P, [review("r1")], site_id=uuid.uuid4()), 404)


def test_missing_or_bad_key_is_401_even_for_unknown_site(merchant):
    error_of(merchant.sync(P, [review("r1")], client=ApiClient()), 401)
    error_of(merchant.sync(P, [review("r1")], client=ApiClient("nope")), 401)
    error_of(merchant.sync(P, [review("r1")], client=ApiClient("nope"), site_id=uuid.uuid4()), 401)


def test_other_accounts_site_is_403(merchant, other_site):
    error_of(merchant.sync(P, [review("r1")], site_id=other_site.id), 403)


def test_wrong_method_is_405(merchant):
    response = merchant.api.get(merchant.sync_url(P))
    error_of(response, 405)


def test_large_but_valid_batch_is_accepted(merchant):
    text = "Lovely fabric and it fits true to size. " * 300  # ~12 KB each, ~3 MB in all
    many = [review(f"r{n}", body=text) for n in range(250)]
    body = merchant.synced(P, many)
    assert body["created_count"] == 250
