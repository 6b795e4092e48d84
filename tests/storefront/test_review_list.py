"""GET /vfr/sites/{site_key}/reviews (interface 4.8, decisions.md 5)."""

from __future__ import annotations

import datetime as dt

import pytest
from django.db import connection

from reviews.models import Review
from storefront.cursors import Position
from storefront.schemas import Narrowing
from storefront.selectors import _segment_rows
from tests.storefront.factories import ProductFactory, ReviewFactory, bulk_reviews
from tests.storefront.support import reviews_url, walk

pytestmark = pytest.mark.django_db

T0 = dt.datetime(2025, 6, 1, tzinfo=dt.UTC)


def ids(items) -> list[str]:
    return [r["external_review_id"] for r in items]


def test_first_page_is_ten_newest_active_reviews(shop, site, product):
    for n in range(12):
        ReviewFactory(product=product, identity_key=f"x:r{n:02}")
    ReviewFactory(product=product, identity_key="x:gone", status=Review.Status.DELETED)

    response = shop.get(reviews_url(site, product_id=product.product_id))

    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"items", "next_cursor"}
    assert ids(body["items"]) == [f"r{n:02}" for n in range(11, 1, -1)]
    assert isinstance(body["next_cursor"], str) and len(body["next_cursor"]) <= 2048


def test_items_are_the_read_records_as_stored(shop, site, product):
    review = ReviewFactory(product=product)

    body = shop.get(reviews_url(site, product_id=product.product_id)).json()

    assert body == {"items": [review.read_record], "next_cursor": None}


def test_walking_every_page_sees_each_review_exactly_once(shop, site, product):
    # Many reviews share a timestamp: the id tie-break keeps the order total.
    bulk_reviews(product, 120, start=T0)
    bulk_reviews(product, 40, start=T0 + dt.timedelta(seconds=30))
    for review in Review.objects.filter(product=product)[:25]:
        Review.objects.filter(pk=review.pk).update(sort_at=T0)

    pages = walk(shop, site, product_id=product.product_id, page_size=7)

    seen = [r["external_review_id"] for page in pages for r in page["items"]]
    assert len(seen) == len(set(seen)) == 160
    assert all(len(page["items"]) == 7 for page in pages[:-1])
    assert 1 <= len(pages[-1]["items"]) <= 7
    stored = list(
        Review.objects.filter(product=product)
        .order_by("-sort_at", "-id")
        .values_list("identity_key", flat=True)
    )
    assert seen == [key.removeprefix("x:") for key in stored]


def test_exact_multiple_of_page_size_ends_with_null_cursor(shop, site, product):
    bulk_reviews(product, 20, start=T0)

    pages = walk(shop, site, product_id=product.product_id, page_size=10)

    assert [len(p["items"]) for p in pages] == [10, 10]
    assert pages[-1]["next_cursor"] is None


def test_empty_product_has_no_items_and_null_cursor(shop, site, product):
    body = shop.get(reviews_url(site, product_id=product.product_id)).json()

    assert body == {"items": [], "next_cursor": None}


def test_matching_variant_or_size_come_first_then_newest(shop, site, product):
    ReviewFactory(product=product, identity_key="x:v1-old", purchased_variant_id="v1")
    ReviewFactory(product=product, identity_key="x:plain-old")
    ReviewFactory(product=product, identity_key="x:size-m", size_label="M")
    ReviewFactory(product=product, identity_key="x:v1-new", purchased_variant_id="v1")
    ReviewFactory(product=product, identity_key="x:plain-new")

    body = shop.get(
        reviews_url(site, product_id=product.product_id, variant_id="v1", size="M")
    ).json()

    assert ids(body["items"]) == ["v1-new", "size-m", "v1-old", "plain-new", "plain-old"]


@pytest.mark.parametrize("page_size", [1, 2, 3, 4, 5, 50])
def test_pages_cross_from_matching_to_other_reviews_without_gaps(shop, site, product, page_size):
    for n in range(4):
        ReviewFactory(product=product, identity_key=f"x:m{n}", size_signature="alpha:m")
    for n in range(5):
        ReviewFactory(product=product, identity_key=f"x:o{n}", size_label="L")

    pages = walk(shop, site, product_id=product.product_id, size="alpha:m", page_size=page_size)

    seen = [r["external_review_id"] for page in pages for r in page["items"]]
    assert seen == ["m3", "m2", "m1", "m0", "o4", "o3", "o2", "o1", "o0"]
    assert pages[-1]["next_cursor"] is None
    assert all(page["items"] for page in pages)


def test_page_size_bounds(shop, site, product):
    bulk_reviews(product, 60, start=T0)

    def count(**params) -> int:
        return len(
            shop.get(reviews_url(site, product_id=product.product_id, **params)).json()["items"]
        )

    assert count() == 10
    assert count(page_size=1) == 1
    assert count(page_size=50) == 50


def test_a_cursor_from_another_query_is_rejected(shop, site, product):
    bulk_reviews(product, 15, start=T0)
    other = ProductFactory(site=site)
    bulk_reviews(other, 15, start=T0)
    cursor = shop.get(reviews_url(site, product_id=product.product_id)).json()["next_cursor"]

    elsewhere = shop.get(reviews_url(site, product_id=other.product_id, cursor=cursor))
    narrowed = shop.get(reviews_url(site, product_id=product.product_id, size="M", cursor=cursor))
    same = shop.get(reviews_url(site, product_id=product.product_id, cursor=cursor, page_size=3))

    assert elsewhere.status_code == 400
    assert narrowed.status_code == 400
    assert same.status_code == 200


def test_reviews_changing_between_pages_are_not_repeated(shop, site, product):
    bulk_reviews(product, 12, start=T0)
    first = shop.get(reviews_url(site, product_id=product.product_id)).json()
    ReviewFactory(product=product, identity_key="x:brand-new", sort_at=T0 + dt.timedelta(days=1))

    second = shop.get(
        reviews_url(site, product_id=product.product_id, cursor=first["next_cursor"])
    ).json()

    seen = ids(first["items"]) + ids(second["items"])
    assert len(seen) == len(set(seen)) == 12
    assert "brand-new" not in seen


def test_disabled_product_reviews_are_listed(shop, site):
    product = ProductFactory(site=site, enabled=False)
    ReviewFactory(product=product)

    body = shop.get(reviews_url(site, product_id=product.product_id)).json()

    assert len(body["items"]) == 1


def test_unknown_product_is_404(shop, site):
    assert shop.get(reviews_url(site, product_id="nope")).status_code == 404


def _explain(product_pk, narrowing: Narrowing, segment: str, after: Position | None) -> str:
    captured = []

    def capture(execute, sql, params, many, context):
        captured.append((sql, params))
        return execute(sql, params, many, context)

    with connection.execute_wrapper(capture):
        _segment_rows(product_pk, narrowing, segment, after, 11)
    sql, params = captured[-1]
    with connection.cursor() as cursor:
        cursor.execute("SET enable_seqscan = off")  # the planner's choice on a small table
        cursor.execute(f"EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) {sql}", params)
        plan = cursor.fetchone()[0][0]
        cursor.execute("RESET enable_seqscan")
    return plan


def _walk_plan(plan) -> list[dict]:
    nodes = [plan.get("Plan", plan)]
    out = []
    while nodes:
        node = nodes.pop()
        out.append(node)
        nodes.extend(node.get("Plans", []))
    return out


def test_a_deep_page_is_an_index_range_scan_as_cheap_as_the_first(site):
    product = ProductFactory(site=site)
    rows = bulk_reviews(product, 10_000, start=T0)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE reviews_review")
    deep = sorted(rows, key=lambda r: (r.sort_at, r.id), reverse=True)[499]  # page 50

    first = _explain(product.pk, Narrowing(None, None), "a", None)
    page_50 = _explain(product.pk, Narrowing(None, None), "a", Position("a", deep.sort_at, deep.id))

    for plan in (first, page_50):
        nodes = _walk_plan(plan)
        scans = [n for n in nodes if n["Node Type"].startswith("Index")]
        assert scans and scans[0]["Index Name"] == "review_list_order"
        assert not any(n["Node Type"] == "Sort" for n in nodes)
        assert nodes[0]["Actual Rows"] == 11
    # The keyset bound is an index condition: rows read do not grow with depth.
    deep_scan = next(n for n in _walk_plan(page_50) if n["Node Type"].startswith("Index"))
    assert "sort_at" in deep_scan["Index Cond"]
    assert deep_scan["Actual Rows"] + deep_scan.get("Rows Removed by Filter", 0) <= 12
    first_buffers = first["Plan"]["Shared Hit Blocks"] + first["Plan"].get("Shared Read Blocks", 0)
    deep_buffers = page_50["Plan"]["Shared Hit Blocks"] + page_50["Plan"].get(
        "Shared Read Blocks", 0
    )
    assert deep_buffers <= first_buffers + 3
