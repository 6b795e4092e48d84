"""GET /metrics (decisions.md section 8) through Django's test client."""

from __future__ import annotations

import pytest
from prometheus_client.parser import text_string_to_metric_families

from config.celery import app
from reviews.extraction import EXTRACTOR_VERSION
from reviews.models import Review, ReviewVersion
from tests.catalog.factories import product_body, product_url
from tests.client import ApiClient
from tests.reviews.conftest import sync_url
from tests.reviews.factories import ProductFactory, review_item

TOKEN = "metrics-secret-0123456789"


@pytest.fixture
def token(settings):
    settings.METRICS_TOKEN = TOKEN
    return TOKEN


def scrape(token: str = TOKEN) -> dict[str, dict[tuple, float]]:
    """``{sample name: {sorted label items: value}}`` of one authorized scrape."""
    response = ApiClient().get("/metrics", headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 200, response.content
    assert response["Content-Type"].startswith("text/plain; version=0.0.4")
    samples: dict[str, dict[tuple, float]] = {}
    for family in text_string_to_metric_families(response.content.decode()):
        for sample in family.samples:
            samples.setdefault(sample.name, {})[tuple(sorted(sample.labels.items()))] = sample.value
    return samples


def value(samples, name: str, **labels: str) -> float | None:
    return samples.get(name, {}).get(tuple(sorted(labels.items())))


def test_metrics_is_404_when_no_token_is_configured(db, settings):
    settings.METRICS_TOKEN = None
    response = ApiClient().get("/metrics", headers={"Authorization": "Bearer anything"})
    assert response.status_code == 404
    assert response.json() == {"error": "not found"}


@pytest.mark.parametrize(
    "header", [None, "Bearer wrong", f"Basic {TOKEN}", f"Bearer {TOKEN}x", "Bearer"]
)
def test_metrics_without_the_token_is_401(db, token, header):
    headers = {"Authorization": header} if header else {}
    response = ApiClient().get("/metrics", headers=headers)
    assert response.status_code == 401
    assert "error" in response.json()


def test_request_latency_by_route_and_status(db, token, api, site):
    before = scrape()
    api.put(product_url(site, "p1"), product_body())
    api.get(product_url(site, "p1"))
    api.get(product_url(site, "nope"))
    ApiClient().get("/no/such/path")
    after = scrape()
    count = "fitservice_http_request_duration_seconds_count"
    for route, method, status in [
        ("catalog-product", "PUT", "200"),
        ("catalog-product", "GET", "200"),
        ("catalog-product", "GET", "404"),
        ("unmatched", "GET", "404"),
    ]:
        labels = {"route": route, "method": method, "status": status}
        added = (value(after, count, **labels) or 0) - (value(before, count, **labels) or 0)
        assert added == 1, labels
    buckets = after["fitservice_http_request_duration_seconds_bucket"]
    assert any(dict(k).get("le") == "+Inf" for k in buckets)


def test_task_outcomes_and_recommendation_index_age_per_site(
    db, token, api, site, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):  # the index build, in-process
        assert api.put(product_url(site, "p1"), product_body()).status_code == 200
    samples = scrape()
    tasks = samples["fitservice_celery_tasks_total"]
    assert any(dict(k)["outcome"] == "success" and v >= 1 for k, v in tasks.items()), tasks
    age = value(
        samples,
        "fitservice_recommendation_index_age_seconds",
        site_id=str(site.pk),
        account=site.account.name,
    )
    assert age is not None and 0 <= age < 60


def test_extraction_backlog_counts_current_versions_of_active_reviews(db, token, api, site):
    product = ProductFactory(site=site)
    items = [review_item(), review_item(), review_item()]
    body = {"event_id": "m-1", "provider": "p", "reviews": items}
    assert api.post(sync_url(site, product), body).status_code == 200  # extraction not run
    assert value(scrape(), "fitservice_extraction_backlog", status="pending") == 3
    first, second, _ = Review.objects.order_by("pk")
    ReviewVersion.objects.filter(review=first).update(
        extraction_status=ReviewVersion.Extraction.DONE, extractor_version=EXTRACTOR_VERSION
    )
    Review.objects.filter(pk=second.pk).update(status=Review.Status.INACTIVE)
    assert value(scrape(), "fitservice_extraction_backlog", status="pending") == 1


@pytest.mark.filterwarnings("ignore::celery.exceptions.AlwaysEagerIgnored")
def test_queue_depth_is_read_from_the_broker(db, token, settings):
    if not settings.REDIS_URL:
        pytest.skip("needs a Redis broker")
    app.control.purge()
    try:
        app.send_task("observability.tests.never_consumed")
        assert value(scrape(), "fitservice_celery_queue_length", queue="celery") == 1
    finally:
        app.control.purge()
    assert value(scrape(), "fitservice_celery_queue_length", queue="celery") == 0


def test_a_part_that_cannot_be_read_is_reported_not_raised(db, token, settings):
    settings.CELERY_BROKER_URL = "redis://127.0.0.1:1/0"  # nothing listens there
    from observability import metrics

    metrics._broker.cache_clear()
    try:
        samples = scrape()
    finally:
        metrics._broker.cache_clear()
    assert value(samples, "fitservice_metrics_part_up", part="celery_queues") == 0
    assert value(samples, "fitservice_metrics_part_up", part="extraction_backlog") == 1


def test_storefront_fast_path_hits_are_labelled_with_their_route(db, token, site):
    from storefront import lookups
    from tests.storefront.factories import FitDigestFactory, ReviewFactory
    from tests.storefront.factories import ProductFactory as StorefrontProduct
    from tests.storefront.support import fit_url

    lookups.forget_all()
    product = StorefrontProduct(site=site)
    ReviewFactory(product=product)
    FitDigestFactory(product=product)
    labels = {"route": "storefront-fit-evidence", "method": "GET", "status": "200"}
    count = "fitservice_http_request_duration_seconds_count"
    before = value(scrape(), count, **labels) or 0
    for _ in range(3):  # the first through the view, then warm hits before routing
        assert ApiClient().get(fit_url(site, product_id=product.product_id)).status_code == 200
    assert value(scrape(), count, **labels) - before == 3
    lookups.forget_all()
