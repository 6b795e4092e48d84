"""`ingest`: replay, 409, staleness by sequence and observation time, observed_fields."""

from catalog.models import IngestEvent, Product
from tests.catalog.factories import product_body, product_url


def put(api, site, body, product_id="p1"):
    return api.put(product_url(site, product_id), body)


def test_same_event_with_the_same_body_is_a_replay_that_changes_nothing(api, site, ingest):
    body = product_body(brand="A", ingest=ingest(event_id="e1"))
    assert put(api, site, body).json()["ingest"] == {"applied": True, "reason": None}
    put(api, site, {"brand": "B"})
    response = put(api, site, body)
    assert response.status_code == 200
    assert response.json()["ingest"] == {"applied": False, "reason": "replay"}
    assert response.json()["catalog_product"]["brand"] == "B"


def test_same_event_with_a_different_body_is_409(api, site, ingest):
    event = ingest(event_id="e1")
    put(api, site, product_body(brand="A", ingest=event))
    response = put(api, site, product_body(brand="X", ingest=event))
    assert response.status_code == 409
    assert "ingest.event_id" in response.json()["error"]
    assert Product.objects.get().brand == "A"


def test_lower_sequence_in_the_same_run_is_stale(api, site, ingest):
    put(api, site, product_body(brand="A", ingest=ingest(run_id="r", sequence=5)))
    for sequence in (4, 5):
        response = put(api, site, {"brand": "old", "ingest": ingest(run_id="r", sequence=sequence)})
        assert response.status_code == 200
        assert response.json()["ingest"] == {"applied": False, "reason": "stale"}
    assert Product.objects.get().brand == "A"
    data = put(api, site, {"brand": "new", "ingest": ingest(run_id="r", sequence=6)}).json()
    assert data["ingest"]["applied"] is True
    assert data["catalog_product"]["brand"] == "new"


def test_older_observation_from_another_run_is_stale(api, site, ingest):
    put(
        api,
        site,
        product_body(brand="A", ingest=ingest(run_id="r1", observed_at="2025-03-01T12:00:00Z")),
    )
    old = {
        "brand": "old",
        "ingest": ingest(run_id="r2", sequence=99, observed_at="2025-03-01T11:59:59Z"),
    }
    assert put(api, site, old).json()["ingest"]["reason"] == "stale"
    new = {
        "brand": "new",
        "ingest": ingest(run_id="r2", sequence=1, observed_at="2025-03-01T12:00:00Z"),
    }
    assert put(api, site, new).json()["ingest"] == {"applied": True, "reason": None}
    assert Product.objects.get().brand == "new"


def test_observed_fields_apply_only_the_observed_fields_and_clear_absent_ones(api, site, ingest):
    put(api, site, product_body(brand="A", product_type="Dress", description="d"))
    body = {
        "brand": "B",
        "description": "new",
        "ingest": ingest(observed_fields=["brand", "product_type"]),
    }
    catalog = put(api, site, body).json()["catalog_product"]
    assert catalog["brand"] == "B"
    assert catalog["product_type"] is None  # observed, absent: cleared
    assert catalog["description"] == "d"  # sent, not observed: ignored


def test_deleting_a_product_forgets_its_ingest_events(api, site, ingest):
    body = product_body(ingest=ingest(event_id="e1"))
    first = put(api, site, body).json()["product"]["id"]
    api.delete(product_url(site, "p1"))
    assert not IngestEvent.objects.exists()
    data = put(api, site, body).json()
    assert data["ingest"]["applied"] is True
    assert data["product"]["id"] != first
