"""Review sync idempotency edges (interface 4.2; decisions.md 4), black box."""

from __future__ import annotations

import orjson
import pytest

from tests.contract.support_reads import Merchant, counts, expect, review

pytestmark = pytest.mark.django_db

P = "p1"


@pytest.fixture
def merchant(api, site, django_capture_on_commit_callbacks) -> Merchant:
    m = Merchant(api, site, django_capture_on_commit_callbacks)
    m.put_product(P)
    return m


def test_replay_after_later_changes_returns_first_response_and_applies_nothing(merchant):
    first = {"event_id": "A", "provider": "judgeme", "reviews": [review("r1")]}
    assert counts(merchant.sync_raw(P, first).json()) == expect(accepted=1, created=1)
    merchant.synced(P, [{"external_review_id": "r1", "deleted": True}])
    replay = merchant.sync_raw(P, first)
    assert replay.status_code == 200
    assert counts(replay.json()) == expect(accepted=1, created=1, replay=True)
    assert merchant.page(product_id=P)["items"] == []


def test_key_order_and_whitespace_do_not_make_a_different_envelope(merchant):
    body = {"event_id": "B", "provider": "judgeme", "reviews": [review("r1")]}
    assert merchant.sync_raw(P, body).status_code == 200
    reordered = {
        "reviews": [dict(reversed(list(review("r1").items())))],
        "provider": "judgeme",
        "event_id": "B",
    }
    raw = orjson.dumps(reordered, option=orjson.OPT_INDENT_2)
    with merchant.capture(execute=True):
        response = merchant.api.post(merchant.sync_url(P), body=raw)
    assert response.status_code == 200, response.content
    assert response.json()["replay"] is True


def test_rejected_request_does_not_use_up_its_event_id(merchant):
    bad = {"event_id": "C", "provider": "judgeme", "reviews": [review("r1", rating=9)]}
    assert merchant.sync_raw(P, bad).status_code == 400
    good = {"event_id": "C", "provider": "judgeme", "reviews": [review("r1")]}
    response = merchant.sync_raw(P, good)
    assert response.status_code == 200
    assert counts(response.json()) == expect(accepted=1, created=1)


def test_unknown_product_does_not_use_up_its_event_id(merchant):
    body = {"event_id": "D", "provider": "judgeme", "reviews": [review("r1")]}
    assert merchant.sync_raw("later", body).status_code == 404
    merchant.put_product("later")
    response = merchant.sync_raw("later", body)
    assert response.status_code == 200 and response.json()["replay"] is False


def test_replay_of_an_empty_batch(merchant):
    body = {"event_id": "E", "provider": "judgeme", "reviews": []}
    assert merchant.sync_raw(P, body).json()["replay"] is False
    assert merchant.sync_raw(P, body).json()["replay"] is True


def test_omitted_defaults_equal_explicit_defaults_or_conflict_consistently(merchant):
    body = {"event_id": "F", "provider": "judgeme", "reviews": [review("r1")]}
    assert merchant.sync_raw(P, body).status_code == 200
    explicit = dict(body, snapshot_complete=False)
    assert merchant.sync_raw(P, explicit).status_code in (200, 409)
