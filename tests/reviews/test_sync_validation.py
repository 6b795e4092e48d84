"""Review sync validation: 400 with the field path, 413 over a documented size maximum."""

from __future__ import annotations

import orjson
import pytest

from reviews.models import Review, ReviewSyncEvent
from reviews.schemas import MAX_BODY_BYTES
from tests.reviews.conftest import sync_url
from tests.reviews.factories import review_item


def error_of(response, status: int) -> str:
    assert response.status_code == status, response.json()
    return response.json()["error"]


@pytest.mark.parametrize("rating", [-0.1, 5.01, "4", True])
def test_rating_outside_0_to_5_or_not_a_number_is_400(sync, rating):
    items = [review_item(), review_item(), review_item(), review_item(rating=rating)]
    assert error_of(sync(items), 400).startswith("reviews[3].rating: ")


@pytest.mark.parametrize("rating", [0, 5, 3.5])
def test_rating_bounds_are_inclusive(sync, rating):
    assert sync([review_item(rating=rating)]).status_code == 200


@pytest.mark.parametrize("field", ["language", "locale"])
def test_language_and_locale_must_be_bcp47(sync, field):
    message = error_of(sync([review_item(**{field: "en_US!"})]), 400)
    assert message == f"reviews[0].{field}: must be a BCP 47 language tag"


@pytest.mark.parametrize("tag", ["en", "en-US", "zh-Hant-TW", "de-CH-1996", "x-private"])
def test_valid_bcp47_tags_are_accepted(sync, tag):
    assert sync([review_item(language=tag, locale=tag)]).status_code == 200


def test_language_over_35_characters_is_413(sync):
    tag = "en-" + "-".join(["abcdefgh"] * 4)
    assert len(tag) > 35
    assert error_of(sync([review_item(language=tag)]), 413).startswith("reviews[0].language")


def test_item_without_identity_source_is_400(sync):
    message = error_of(sync([{"deleted": True}]), 400)
    assert message.startswith("reviews[0]: needs an identity")


def test_item_without_rating_title_or_body_is_400(sync):
    message = error_of(sync([{"external_review_id": "x", "title": "  ", "body": ""}]), 400)
    assert message == "reviews[0]: needs a rating or a non-empty title or body"


def test_deleted_item_needs_no_rating_or_text(sync):
    assert sync([{"external_review_id": "x", "deleted": True}]).status_code == 200


def test_more_than_250_reviews_is_413(sync):
    items = [review_item() for _ in range(251)]
    assert error_of(sync(items), 413) == "reviews: must have at most 250 items"


def test_250_reviews_are_accepted(sync):
    assert sync([review_item() for _ in range(250)]).status_code == 200


def test_body_over_the_cap_is_413(api, site, product):
    body = b'{"event_id":"e","provider":"p","reviews":[],"pad":"' + b"x" * MAX_BODY_BYTES + b'"}'
    response = api.post(sync_url(site, product), body=body)
    assert response.status_code == 413


@pytest.mark.parametrize(
    ("field", "value", "path"),
    [
        ("external_review_id", "x" * 256, "reviews[0].external_review_id"),
        ("author_display_name", "x" * 256, "reviews[0].author_display_name"),
        ("body", "x" * 65537, "reviews[0].body"),
        ("badges", ["b"] * 51, "reviews[0].badges"),
        ("media", [{"url": "https://x"}] * 51, "reviews[0].media"),
        ("fit_signals", [{"score": 0}] * 21, "reviews[0].fit_signals"),
        ("purchased_variant", {"label": "x" * 256}, "reviews[0].purchased_variant.label"),
    ],
)
def test_string_or_array_over_its_max_is_413(sync, field, value, path):
    assert error_of(sync([review_item(**{field: value})]), 413).startswith(path)


@pytest.mark.parametrize(
    ("envelope", "message"),
    [
        ({"event_id": "e" * 256}, "event_id: must be at most 255 characters"),
        ({"provider": "p" * 256}, "provider: must be at most 255 characters"),
        ({"partition_key": "k" * 256}, "partition_key: must be at most 255 characters"),
    ],
)
def test_envelope_string_over_255_is_413(sync, envelope, message):
    assert error_of(sync([review_item()], **envelope), 413) == message


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"provider": "p", "reviews": []}, "event_id: is required"),
        ({"event_id": "e", "reviews": []}, "provider: is required"),
        ({"event_id": "e", "provider": "p"}, "reviews: is required"),
        ({"event_id": "e", "provider": "p", "reviews": {}}, "reviews: must be an array"),
        ({"event_id": 5, "provider": "p", "reviews": []}, "event_id: must be a string"),
        (
            {"event_id": "e", "provider": "p", "reviews": [], "snapshot_complete": "yes"},
            "snapshot_complete: must be a boolean",
        ),
    ],
)
def test_invalid_envelope_is_400(api, site, product, body, message):
    response = api.post(sync_url(site, product), body)
    assert error_of(response, 400) == message


@pytest.mark.parametrize(
    ("item", "path"),
    [
        ({"fit_signals": [{"score": 1.5}]}, "reviews[0].fit_signals[0].score"),
        ({"fit_signals": [{"confidence": 0.5}]}, "reviews[0].fit_signals[0].score"),
        ({"fit_signals": [{"score": 0, "confidence": 2}]}, "reviews[0].fit_signals[0].confidence"),
        ({"created_at": "yesterday"}, "reviews[0].created_at"),
        ({"helpful_count": -1}, "reviews[0].helpful_count"),
        ({"verified_purchase": "yes"}, "reviews[0].verified_purchase"),
        ({"media": [{"width": -1}]}, "reviews[0].media[0].width"),
        ({"measurements": [{"values": [{"value": "tall"}]}]}, "reviews[0].measurements[0]"),
        ({"purchased_variant": {"option_values": {"size": 3}}}, "reviews[0].purchased_variant"),
    ],
)
def test_invalid_item_field_is_400_with_its_path(sync, item, path):
    assert error_of(sync([review_item(**item)]), 400).startswith(path)


def test_not_json_is_400(api, site, product):
    response = api.post(sync_url(site, product), body=b"{not json")
    assert response.status_code == 400


def test_same_identity_twice_in_one_batch_is_400(sync):
    items = [review_item(external_review_id="a"), review_item(external_review_id="a")]
    message = error_of(sync(items), 400)
    assert message.startswith("reviews[1]: same review identity as reviews[0]")


def test_invalid_batch_changes_nothing(sync):
    sync([review_item(), review_item(rating=9)])
    assert not Review.objects.exists()
    assert not ReviewSyncEvent.objects.exists()


def test_error_body_is_only_the_error_key(sync):
    response = sync([review_item(rating=9)])
    assert set(orjson.loads(response.content)) == {"error"}


@pytest.mark.parametrize("field", ["created_at", "updated_at"])
@pytest.mark.parametrize("value", ["0001-01-01T00:00:00+01:00", "9999-12-31T23:59:59-01:00"])
def test_a_date_time_outside_years_1_to_9999_in_utc_is_400(sync, field, value):
    message = error_of(sync([review_item(**{field: value})]), 400)
    assert message.startswith(f"reviews[0].{field}: date-time is out of range")
    assert not Review.objects.exists()


@pytest.mark.parametrize("field", ["created_at", "updated_at"])
@pytest.mark.parametrize(
    ("value", "reason"),
    [
        ("2026-06-30", "must be a date-time, not a date"),
        ("2026-06-30T20:30:00", "must include a UTC offset, e.g. Z"),
    ],
)
def test_a_date_or_a_time_without_offset_is_400(sync, field, value, reason):
    """interface 2.12 types both as date-time (RFC 3339): one instant, so read responses
    never carry a value a client cannot place."""
    assert error_of(sync([review_item(**{field: value})]), 400) == f"reviews[0].{field}: {reason}"


def test_a_created_at_with_an_offset_beyond_15_hours_is_accepted(sync):
    response = sync([review_item(created_at="2025-01-01T00:00:00+17:57")])
    assert response.status_code == 200, response.json()


def test_a_language_tag_with_a_trailing_newline_is_400(sync):
    message = error_of(sync([review_item(language="en\n")]), 400)
    assert message == "reviews[0].language: must be a BCP 47 language tag"


@pytest.mark.parametrize("name", ["value", "min_value", "max_value"])
def test_a_measurement_value_past_a_billion_is_400(sync, name):
    """1e308 m converted to cm was infinity, which jsonb refused: the sync answered 500."""
    measurement = {"values": [{name: 1.7e308, "raw_label": "height", "raw_unit": "m"}]}
    message = error_of(sync([review_item(measurements=[measurement])]), 400)
    assert message == f"reviews[0].measurements[0].values[0].{name}: must be <= 1000000000"


def test_a_measurement_value_of_a_billion_is_accepted(sync):
    measurement = {"values": [{"value": 1e9, "raw_label": "height", "raw_unit": "m"}]}
    assert sync([review_item(measurements=[measurement])]).status_code == 200
