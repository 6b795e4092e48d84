"""GET /vfr/sites/{site_key}/fit-evidence (interface 4.7, decisions.md 4 and 5)."""

from __future__ import annotations

import datetime as dt

import pytest

from common.revisions import renew_clearance
from reviews.models import FitDigest, Review
from tests.storefront.factories import (
    FitDigestFactory,
    ProductFactory,
    ReviewFactory,
    digest_payload,
)
from tests.storefront.support import fit_url

pytestmark = pytest.mark.django_db


def ids(reviews) -> list[str]:
    return [r["external_review_id"] for r in reviews]


def test_fit_evidence_returns_digest_previews_rating_and_count(shop, site, product):
    product.rating, product.review_count = 4.6, 120
    product.save()
    digest = FitDigestFactory(product=product)
    ReviewFactory(product=product, identity_key="x:a")

    response = shop.get(fit_url(site, product_id=product.product_id))

    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    assert response.json() == {
        "digest": digest.payload,
        "reviews": [Review.objects.get().read_record],
        "rating": 4.6,
        "review_count": 120,
    }


def test_rating_and_count_fall_back_to_active_reviews(shop, site, product):
    ReviewFactory(product=product, rating=5.0)
    ReviewFactory(product=product, rating=4.0)
    ReviewFactory(product=product, rating=3.0)
    ReviewFactory(product=product, rating=1.0, status=Review.Status.INACTIVE)

    body = shop.get(fit_url(site, product_id=product.product_id)).json()

    assert body["rating"] == 4.0
    assert body["review_count"] == 3


def test_each_source_value_falls_back_on_its_own(shop, site, product):
    product.review_count = 50
    product.save()
    ReviewFactory(product=product, rating=5.0)
    ReviewFactory(product=product, rating=4.0)

    body = shop.get(fit_url(site, product_id=product.product_id)).json()

    assert (body["rating"], body["review_count"]) == (4.5, 50)


def test_product_without_reviews_has_null_digest_no_reviews_zero_count(shop, site, product):
    body = shop.get(fit_url(site, product_id=product.product_id)).json()

    assert body == {"digest": None, "reviews": [], "rating": None, "review_count": 0}


def test_previews_are_three_fit_content_first_then_newest(shop, site, product):
    ReviewFactory(product=product, identity_key="x:old-fit", has_fit_content=True)
    ReviewFactory(product=product, identity_key="x:plain-1")
    ReviewFactory(product=product, identity_key="x:new-fit", has_fit_content=True)
    ReviewFactory(product=product, identity_key="x:plain-2")
    ReviewFactory(product=product, identity_key="x:plain-3")

    body = shop.get(fit_url(site, product_id=product.product_id)).json()

    assert ids(body["reviews"]) == ["new-fit", "old-fit", "plain-3"]


def test_previews_skip_inactive_and_deleted_reviews(shop, site, product):
    ReviewFactory(product=product, identity_key="x:gone", status=Review.Status.DELETED)
    ReviewFactory(product=product, identity_key="x:missed", status=Review.Status.INACTIVE)
    ReviewFactory(product=product, identity_key="x:live")

    body = shop.get(fit_url(site, product_id=product.product_id)).json()

    assert ids(body["reviews"]) == ["live"]


def test_previews_narrow_to_the_variant(shop, site, product):
    ReviewFactory(product=product, identity_key="x:v1-a", purchased_variant_id="v1")
    ReviewFactory(product=product, identity_key="x:v2", purchased_variant_id="v2")
    ReviewFactory(product=product, identity_key="x:v1-b", purchased_variant_id="v1")
    ReviewFactory(product=product, identity_key="x:none")

    body = shop.get(fit_url(site, product_id=product.product_id, variant_id="v1")).json()

    assert ids(body["reviews"]) == ["v1-b", "v1-a"]  # all that match, not padded


def test_previews_are_exactly_three_when_more_match(shop, site, product):
    for n in range(5):
        ReviewFactory(product=product, identity_key=f"x:m{n}", size_label="M")
    ReviewFactory(product=product, identity_key="x:fit-l", size_label="L", has_fit_content=True)

    body = shop.get(fit_url(site, product_id=product.product_id, size="M")).json()

    assert ids(body["reviews"]) == ["m4", "m3", "m2"]


def test_size_matches_a_label_or_a_signature(shop, site, product):
    ReviewFactory(product=product, identity_key="x:label", size_label="EU 38")
    ReviewFactory(product=product, identity_key="x:sig", size_signature="eu:38")
    ReviewFactory(product=product, identity_key="x:other", size_label="EU 40")

    by_label = shop.get(fit_url(site, product_id=product.product_id, size="EU 38")).json()
    by_signature = shop.get(fit_url(site, product_id=product.product_id, size="eu:38")).json()

    assert ids(by_label["reviews"]) == ["label"]
    assert ids(by_signature["reviews"]) == ["sig"]


def test_size_is_exact_not_case_folded(shop, site, product):
    ReviewFactory(product=product, size_label="M")

    body = shop.get(fit_url(site, product_id=product.product_id, size="m")).json()

    assert body["reviews"] == []


def test_digest_is_the_narrowest_asked_for_and_never_widened(shop, site, product):
    product_digest = FitDigestFactory(product=product)
    variant_digest = FitDigestFactory(
        product=product,
        scope=FitDigest.Scope.VARIANT,
        scope_key="v1",
        payload=digest_payload(product, variant_id="6f1f0c9e-0000-4000-8000-000000000001"),
    )
    size_digest = FitDigestFactory(
        product=product,
        scope=FitDigest.Scope.SIZE,
        scope_key="M",
        payload=digest_payload(product, size_label="M"),
    )

    def digest(**params):
        return shop.get(fit_url(site, product_id=product.product_id, **params)).json()["digest"]

    assert digest() == product_digest.payload
    assert digest(variant_id="v1") == variant_digest.payload
    assert digest(size="M") == size_digest.payload
    assert digest(variant_id="v1", size="M") == variant_digest.payload
    # decisions.md 4: a variant with no analyzed reviews has no digest ("With none, null").
    assert digest(variant_id="v9") is None
    assert digest(size="XL") is None


def test_digest_of_a_size_signature_is_served(shop, site, product):
    ReviewFactory(product=product, size_label="M", size_signature="alpha:m")
    size_digest = FitDigestFactory(
        product=product,
        scope=FitDigest.Scope.SIZE,
        scope_key="alpha:m",
        payload=digest_payload(product, size_label="M"),
    )

    body = shop.get(fit_url(site, product_id=product.product_id, size="alpha:m")).json()

    assert body["digest"] == size_digest.payload


def test_a_null_digest_payload_is_served_as_null(shop, site, product):
    FitDigestFactory(product=product, payload=None, review_count=0)

    body = shop.get(fit_url(site, product_id=product.product_id)).json()

    assert body["digest"] is None


def test_disabled_products_are_served(shop, site):
    product = ProductFactory(site=site, enabled=False, rating=3.5, review_count=2)

    response = shop.get(fit_url(site, product_id=product.product_id))

    assert response.status_code == 200
    assert response.json()["rating"] == 3.5


def test_product_ids_are_exact_and_site_scoped(shop, site, other_site, product):
    ProductFactory(site=other_site, product_id="only-elsewhere")

    assert shop.get(fit_url(site, product_id=product.product_id)).status_code == 200
    assert shop.get(fit_url(site, product_id=product.product_id.upper())).status_code == 404
    assert shop.get(fit_url(site, product_id="only-elsewhere")).status_code == 404


def test_unknown_site_key_is_404(shop, product):
    response = shop.get(f"/vfr/sites/pk_nope/fit-evidence?product_id={product.product_id}")

    assert response.status_code == 404
    assert response.json() == {"error": "site not found"}


def test_unknown_product_is_404(shop, site):
    response = shop.get(fit_url(site, product_id="nope"))

    assert response.status_code == 404
    assert list(response.json()) == ["error"]


def test_fit_evidence_never_reads_more_than_three_reviews(
    shop, site, product, django_assert_max_num_queries
):
    for n in range(30):
        ReviewFactory(
            product=product,
            has_fit_content=n % 2 == 0,
            sort_at=dt.datetime(2025, 3, 1, tzinfo=dt.UTC) + dt.timedelta(hours=n),
        )
    renew_clearance()  # the outbox check a process makes about once a second
    # site+product lookup, product row, digest, previews, aggregate fallback
    with django_assert_max_num_queries(5):
        body = shop.get(fit_url(site, product_id=product.product_id)).json()

    assert len(body["reviews"]) == 3
    assert all(r["fit_signals"] for r in body["reviews"])


def test_the_rating_fallback_is_an_index_only_scan(product):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from storefront.schemas import Narrowing
    from storefront.selectors import fit_evidence_read

    ReviewFactory(product=product, rating=4.0)
    with CaptureQueriesContext(connection) as captured:
        fit_evidence_read(product_pk=product.pk, narrowing=Narrowing(None, None))
    [fallback] = [q["sql"] for q in captured.captured_queries if "AVG(" in q["sql"]]

    with connection.cursor() as cursor:
        # A few test rows: leave the planner nothing but index-only scans, which only an
        # index holding every column the query reads can serve.
        for scan in ("seqscan", "indexscan", "bitmapscan"):
            cursor.execute(f"SET LOCAL enable_{scan} = off")
        cursor.execute(f"EXPLAIN {fallback}")
        plan = "\n".join(row[0] for row in cursor.fetchall())

    # Only the columns of review_rating (product, status INCLUDE rating): no heap rows.
    assert "Index Only Scan using review_rating" in plan
