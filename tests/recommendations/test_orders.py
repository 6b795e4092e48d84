from __future__ import annotations

import pytest

from recommendations.models import Order, OrderLine
from tests.client import ApiClient

pytestmark = pytest.mark.django_db


def _orders(*ids):
    return [
        {
            "order_id": oid,
            "created_at": "2026-11-01T10:00:00Z",
            "lines": [{"product_id": "a", "variant_id": "a1", "quantity": 2}, {"product_id": "b"}],
        }
        for oid in ids
    ]


def _post(api, site, body):
    return api.post(f"/vfr/manage/sites/{site.pk}/orders", body)


def test_orders_are_recorded(api, site):
    response = _post(api, site, {"event_id": "e1", "orders": _orders("o1", "o2")})
    assert response.status_code == 200
    assert response.json() == {"accepted_count": 2, "created_count": 2, "replay": False}
    assert OrderLine.objects.filter(order__site=site).count() == 4


def test_same_event_is_a_replay(api, site):
    _post(api, site, {"event_id": "e1", "orders": _orders("o1")})
    response = _post(api, site, {"event_id": "e1", "orders": _orders("o1")})
    assert response.json() == {"accepted_count": 1, "created_count": 1, "replay": True}
    assert Order.objects.filter(site=site).count() == 1


def test_same_event_id_with_other_orders_is_409_and_records_nothing(api, site):
    """As for review syncs and ingest events: the orders sent under a used id would
    otherwise be answered 200 and dropped."""
    _post(api, site, {"event_id": "e1", "orders": _orders("o1")})
    response = _post(api, site, {"event_id": "e1", "orders": _orders("o2")})
    assert response.status_code == 409
    assert response.json() == {"error": "event_id: already used with different data"}
    assert list(Order.objects.filter(site=site).values_list("order_id", flat=True)) == ["o1"]


def test_a_retry_without_created_at_is_a_replay(api, site):
    """An omitted ``created_at`` is the request time, which the fingerprint does not read."""
    body = {"event_id": "e1", "orders": [{"order_id": "o1", "lines": [{"product_id": "a"}]}]}
    _post(api, site, body)
    assert _post(api, site, body).json()["replay"] is True


def test_an_order_time_without_offset_is_taken_as_utc(api, site):
    orders = _orders("o1")
    orders[0]["created_at"] = "2011-10-01 10:00:00"
    response = _post(api, site, {"event_id": "e1", "orders": orders})
    assert response.status_code == 200, response.json()
    assert Order.objects.get(site=site).created_at.isoformat() == "2011-10-01T10:00:00+00:00"


def test_known_order_is_accepted_not_counted(api, site):
    _post(api, site, {"event_id": "e1", "orders": _orders("o1")})
    response = _post(api, site, {"event_id": "e2", "orders": _orders("o1", "o2", "o2")})
    assert response.json() == {"accepted_count": 3, "created_count": 1, "replay": False}
    assert OrderLine.objects.filter(order__site=site).count() == 4


def test_event_id_is_required(api, site):
    assert _post(api, site, {"orders": _orders("o1")}).status_code == 400


def test_more_than_500_orders_is_413(api, site):
    body = {"event_id": "e", "orders": _orders(*[f"o{i}" for i in range(501)])}
    assert _post(api, site, body).status_code == 413


@pytest.mark.parametrize(
    "order",
    [
        {"lines": []},
        {"order_id": "o", "lines": "x"},
        {"order_id": "o", "created_at": "yesterday", "lines": []},
        {"order_id": "o", "lines": [{"quantity": 1}]},
        {"order_id": "o", "lines": [{"product_id": "a", "quantity": 0}]},
    ],
)
def test_invalid_orders_are_400(api, site, order):
    assert _post(api, site, {"event_id": "e", "orders": [order]}).status_code == 400


def test_orders_auth_and_ownership(site, other_site, api):
    assert ApiClient().post(f"/vfr/manage/sites/{site.pk}/orders", {}).status_code == 401
    assert _post(api, other_site, {"event_id": "e", "orders": []}).status_code == 403
    response = api.post("/vfr/manage/sites/00000000-0000-0000-0000-000000000000/orders", {})
    assert response.status_code == 404


def test_quantity_over_32_bits_is_400(api, site):
    order = {"order_id": "o", "lines": [{"product_id": "a", "quantity": 2**31}]}
    response = _post(api, site, {"event_id": "e", "orders": [order]})
    assert response.status_code == 400
    assert response.json()["error"] == "orders[0].lines[0].quantity: must be <= 2147483647"


def test_created_at_with_an_offset_beyond_15_hours_is_stored_as_utc(api, site):
    order = {"order_id": "o", "created_at": "2026-11-01T10:00:00+17:57", "lines": []}
    assert _post(api, site, {"event_id": "e", "orders": [order]}).status_code == 200
    assert Order.objects.get(site=site).created_at.isoformat() == "2026-10-31T16:03:00+00:00"


@pytest.mark.parametrize("created_at", ["0001-01-01T00:00:00+01:00", "9999-12-31T23:59:59-01:00"])
def test_created_at_outside_years_1_to_9999_in_utc_is_400(api, site, created_at):
    order = {"order_id": "o", "created_at": created_at, "lines": []}
    response = _post(api, site, {"event_id": "e", "orders": [order]})
    assert response.status_code == 400
    assert response.json()["error"].startswith("orders[0].created_at: date-time is out of range")


def test_created_at_is_optional_as_the_schema_says(api, site, anon):
    """The service takes the request time for an order without created_at; the schema
    declared it required (schemathesis: schema-violating request accepted)."""
    order = {"order_id": "o", "lines": [{"product_id": "a"}]}
    assert _post(api, site, {"event_id": "e", "orders": [order]}).status_code == 200
    schema = anon.get("/api/schema/?format=json").json()
    assert "created_at" not in schema["components"]["schemas"]["Order"]["required"]


@pytest.mark.parametrize(
    ("line", "status", "message"),
    [
        (
            {"product_id": "a", "variant_id": 5},
            400,
            "orders[0].lines[1].variant_id: must be a string",
        ),
        ({"product_id": 5}, 400, "orders[0].lines[1].product_id: must be a string"),
        (
            {"product_id": "a" * 256},
            413,
            "orders[0].lines[1].product_id: must be at most 255 characters",
        ),
    ],
)
def test_line_errors_name_the_line(api, site, line, status, message):
    order = {"order_id": "o", "lines": [{"product_id": "a"}, line]}
    response = _post(api, site, {"event_id": "e", "orders": [order]})
    assert (response.status_code, response.json()["error"]) == (status, message)


def test_an_empty_variant_id_is_no_variant_as_the_schema_says(api, site, anon):
    """The service takes "" as no variant; the schema required at least one character."""
    order = {"order_id": "o", "lines": [{"product_id": "a", "variant_id": ""}]}
    assert _post(api, site, {"event_id": "e", "orders": [order]}).status_code == 200
    assert OrderLine.objects.get().variant_id in ("", None)
    schema = anon.get("/api/schema/?format=json").json()
    assert (
        "minLength" not in schema["components"]["schemas"]["OrderLine"]["properties"]["variant_id"]
    )
