"""Client date-times: any RFC 3339 offset is stored (in UTC); an instant outside years
1..9999 in UTC is 400 and leaves nothing stored that a later read could not load."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from catalog.models import Product, ProductVariant
from tests.catalog.factories import product_body, product_url, variant

OUT_OF_RANGE = ["0001-01-01T00:00:00+01:00", "9999-12-31T23:59:59-01:00"]


def _put(api, site, body):
    return api.put(product_url(site, "p1"), body)


def test_an_offset_beyond_15_hours_is_stored_as_utc(api, site):
    response = _put(api, site, product_body(source_updated_at="2025-01-01T12:00:00+17:57"))
    assert response.status_code == 200, response.json()
    stored = Product.objects.get(site=site, product_id="p1").source_updated_at
    assert stored == datetime(2024, 12, 31, 18, 3, tzinfo=UTC)


def test_an_offset_beyond_15_hours_on_inventory_and_ingest_is_accepted(api, site, ingest):
    body = product_body(
        variants=[variant("v1", available=True, inventory_observed_at="2025-01-01T00:00:00+23:59")],
        ingest=ingest(observed_at="2025-01-01T00:00:00-23:30"),
    )
    assert _put(api, site, body).status_code == 200
    observed = ProductVariant.objects.get(product__site=site).inventory_observed_at
    assert observed == datetime(2024, 12, 31, 0, 1, tzinfo=UTC)


@pytest.mark.parametrize("value", OUT_OF_RANGE)
def test_source_updated_at_outside_years_1_to_9999_in_utc_is_400(api, site, value):
    response = _put(api, site, product_body(source_updated_at=value))
    assert response.status_code == 400
    assert response.json()["error"].startswith("source_updated_at: date-time is out of range")
    assert not Product.objects.filter(site=site).exists()


@pytest.mark.parametrize("value", OUT_OF_RANGE)
def test_observation_times_outside_years_1_to_9999_in_utc_are_400(api, site, ingest, value):
    body = product_body(variants=[variant("v1", inventory_observed_at=value)])
    message = _put(api, site, body).json()["error"]
    assert message.startswith("variants[0].inventory_observed_at: date-time is out of range")
    message = _put(api, site, product_body(ingest=ingest(observed_at=value))).json()["error"]
    assert message.startswith("ingest.observed_at: date-time is out of range")


def test_a_product_written_at_year_1_utc_can_be_read_back(api, site):
    body = product_body(source_updated_at="0001-01-01T00:00:00Z")
    assert _put(api, site, body).status_code == 200
    response = _put(api, site, {"brand": "B"})
    assert response.status_code == 200
    assert response.json()["catalog_product"]["source_updated_at"].startswith("0001-01-01T00:00")
