"""Storefront reads (interface 4.7, 4.8; decisions.md 1 and 5), black box over HTTP.

Products are written with PUT and reviews with the sync endpoint; nothing is inserted
directly, and no cache is cleared between a write and the read that must see it.
"""

from __future__ import annotations

import base64
from urllib.parse import quote

import pytest

from tests.client import ApiClient, enc
from tests.contract.support_reads import ORIGIN, Merchant, review

pytestmark = pytest.mark.django_db

P = "tee/1 ü"
SIZES = [
    {"source_variant_id": f"v-{s}", "option_values": {"size": s}, "available": True}
    for s in ("S", "M", "L")
]


@pytest.fixture
def merchant(api, site, django_capture_on_commit_callbacks) -> Merchant:
    m = Merchant(api, site, django_capture_on_commit_callbacks)
    m.put_product(P, variants=SIZES)
    return m


def day(n: int) -> str:
    return f"2025-03-{n:02}T12:00:00Z"


def rids(items) -> list[str]:
    return [r["external_review_id"] for r in items]


def error_of(response, status: int) -> str:
    assert response.status_code == status, (response.status_code, response.content)
    body = response.json()
    assert set(body) == {"error"} and body["error"]
    return body["error"]


# -- fit evidence -------------------------------------------------------------------------


def test_fit_evidence_shape(merchant):
    merchant.put_product(P, rating=4.4, review_count=321)
    merchant.synced(P, [review("r1", body="Runs small.")])
    body = merchant.fit(product_id=P)
    assert set(body) == {"digest", "reviews", "rating", "review_count"}
    assert body["rating"] == 4.4 and body["review_count"] == 321
    assert rids(body["reviews"]) == ["r1"]
    record = body["reviews"][0]
    assert record["rating"] == 4 and record["body"] == "Runs small."
    assert all("dimension_code" in s for s in record["fit_signals"])


def test_rating_and_count_fall_back_to_active_synced_reviews(merchant):
    merchant.synced(
        P,
        [review("a", rating=5), review("b", rating=4), review("c", rating=2)],
    )
    merchant.synced(P, [{"external_review_id": "c", "deleted": True}])
    body = merchant.fit(product_id=P)
    assert body["review_count"] == 2
    assert body["rating"] == pytest.approx(4.5)


def test_no_reviews_and_no_source_rating(merchant):
    body = merchant.fit(product_id=P)
    assert body["digest"] is None and body["reviews"] == []
    assert body["review_count"] == 0
    assert body["rating"] is None or 0 <= body["rating"] <= 5


def test_source_rating_wins_over_synced_reviews(merchant):
    merchant.put_product(P, rating=3.9, review_count=1000)
    merchant.synced(P, [review("a", rating=5)])
    body = merchant.fit(product_id=P)
    assert (body["rating"], body["review_count"]) == (3.9, 1000)


def test_product_rating_update_is_seen_at_once(merchant):
    merchant.put_product(P, rating=3.0, review_count=3)
    assert merchant.fit(product_id=P)["rating"] == 3.0
    merchant.put_product(P, rating=4.0, review_count=4)
    body = merchant.fit(product_id=P)
    assert (body["rating"], body["review_count"]) == (4.0, 4)


def test_preview_is_exactly_three_when_three_or_more_match(merchant):
    merchant.synced(P, [review(f"r{n}", created_at=day(n)) for n in range(1, 8)])
    assert len(merchant.fit(product_id=P)["reviews"]) == 3


def test_preview_is_all_when_fewer_than_three(merchant):
    merchant.synced(P, [review("a"), review("b")])
    assert sorted(rids(merchant.fit(product_id=P)["reviews"])) == ["a", "b"]


def test_preview_prefers_fit_content_then_recency(merchant):
    merchant.synced(
        P,
        [
            review("new-nofit-1", body="Great colour.", created_at=day(20)),
            review("new-nofit-2", body="Fast delivery.", created_at=day(21)),
            review("new-nofit-3", body="Love it.", created_at=day(22)),
            review("old-fit-1", body="Runs small, size up.", created_at=day(1)),
            review("old-fit-2", body="Fits true to size.", created_at=day(2)),
        ],
    )
    preview = rids(merchant.fit(product_id=P)["reviews"])
    assert len(preview) == 3
    assert set(preview[:2]) == {"old-fit-1", "old-fit-2"} or {"old-fit-1", "old-fit-2"} <= set(
        preview
    )
    assert "new-nofit-3" in preview  # newest of the rest


def test_preview_narrowed_to_variant(merchant):
    items = [
        review(f"s{n}", created_at=day(n), purchased_variant={"source_variant_id": "v-S"})
        for n in range(1, 3)
    ] + [
        review(f"m{n}", created_at=day(10 + n), purchased_variant={"source_variant_id": "v-M"})
        for n in range(1, 6)
    ]
    merchant.synced(P, items)
    assert sorted(rids(merchant.fit(product_id=P, variant_id="v-S")["reviews"])) == ["s1", "s2"]
    assert len(merchant.fit(product_id=P, variant_id="v-M")["reviews"]) == 3
    assert all(
        r.startswith("m") for r in rids(merchant.fit(product_id=P, variant_id="v-M")["reviews"])
    )


def test_preview_narrowed_to_size_label(merchant):
    merchant.synced(
        P,
        [
            review("l1", purchased_variant={"label": "L"}),
            review("l2", purchased_variant={"option_values": {"size": "L"}}),
            review("s1", purchased_variant={"option_values": {"size": "S"}}),
            review("s2", purchased_variant={"source_variant_id": "v-S"}),
            review("x1"),
        ],
    )
    preview = rids(merchant.fit(product_id=P, size="L")["reviews"])
    assert set(preview) <= {"l1", "l2"} and "l2" in preview


def test_deleted_reviews_never_previewed(merchant):
    merchant.synced(P, [review("a"), review("b")])
    merchant.synced(P, [{"external_review_id": "b", "deleted": True}])
    assert rids(merchant.fit(product_id=P)["reviews"]) == ["a"]


# -- review list --------------------------------------------------------------------------


def test_default_page_is_ten_newest_then_null_cursor_on_last(merchant):
    merchant.synced(P, [review(f"r{n:02}", created_at=day(n)) for n in range(1, 13)])
    first = merchant.page(product_id=P)
    assert set(first) == {"items", "next_cursor"}
    assert rids(first["items"]) == [f"r{n:02}" for n in range(12, 2, -1)]
    assert isinstance(first["next_cursor"], str) and len(first["next_cursor"]) <= 2048
    second = merchant.page(product_id=P, cursor=first["next_cursor"])
    assert rids(second["items"]) == ["r02", "r01"]
    assert second["next_cursor"] is None


@pytest.mark.parametrize("size", [1, 7, 50])
def test_page_size_bounds_and_walk_sees_each_once(merchant, size):
    merchant.synced(
        P, [review(f"r{n:03}", created_at=day(1 + n % 3)) for n in range(60)]
    )  # many ties on created_at
    pages = merchant.walk(product_id=P, page_size=size)
    seen = [r for page in pages for r in rids(page["items"])]
    assert len(seen) == len(set(seen)) == 60
    assert all(len(p["items"]) == size for p in pages[:-1])
    assert pages[-1]["next_cursor"] is None
    # newest created_at first
    dates = [r["created_at"] for page in pages for r in page["items"]]
    assert dates == sorted(dates, reverse=True)


def test_order_is_stable_across_repeated_reads(merchant):
    merchant.synced(P, [review(f"r{n}", created_at=day(5)) for n in range(15)])
    a = [rids(p["items"]) for p in merchant.walk(product_id=P, page_size=4)]
    b = [rids(p["items"]) for p in merchant.walk(product_id=P, page_size=4)]
    assert a == b


@pytest.mark.parametrize("value", ["0", "51", "-1", "abc", "1.5", "", " 5"])
def test_invalid_page_size_is_400(merchant, value):
    response = merchant.shop.get(
        f"/vfr/sites/{merchant.site.site_key}/reviews?product_id={quote(P)}&page_size={value}"
    )
    if value == "":
        assert response.status_code in (200, 400)
    else:
        error_of(response, 400)


def test_matching_variant_first_then_newest(merchant):
    merchant.synced(
        P,
        [
            review("m-old", created_at=day(1), purchased_variant={"source_variant_id": "v-M"}),
            review("s-new", created_at=day(9), purchased_variant={"source_variant_id": "v-S"}),
            review("x-mid", created_at=day(5)),
            review("m-new", created_at=day(3), purchased_variant={"source_variant_id": "v-M"}),
        ],
    )
    items = rids(merchant.page(product_id=P, variant_id="v-M")["items"])
    assert items == ["m-new", "m-old", "s-new", "x-mid"]
    # walking with a small page across the segment boundary
    pages = merchant.walk(product_id=P, variant_id="v-M", page_size=1)
    assert [r for p in pages for r in rids(p["items"])] == items


def test_matching_size_first(merchant):
    merchant.synced(
        P,
        [
            review("l", created_at=day(1), purchased_variant={"option_values": {"size": "L"}}),
            review("s", created_at=day(9), purchased_variant={"option_values": {"size": "S"}}),
        ],
    )
    assert rids(merchant.page(product_id=P, size="L")["items"]) == ["l", "s"]


def test_only_active_reviews_listed(merchant):
    merchant.synced(P, [review("a"), review("b"), review("c")])
    merchant.synced(P, [{"external_review_id": "b", "deleted": True}])
    merchant.synced(P, [review("a")], snapshot_complete=True)
    merchant.synced(P, [review("a")], snapshot_complete=True)
    assert rids(merchant.page(product_id=P)["items"]) == ["a"]


def test_updated_review_shows_current_record(merchant):
    merchant.synced(P, [review("a", body="Old text")])
    merchant.page(product_id=P)
    merchant.synced(P, [review("a", body="New text", helpful_count=4)])
    (item,) = merchant.page(product_id=P)["items"]
    assert item["body"] == "New text" and item["helpful_count"] == 4


@pytest.mark.parametrize(
    "tamper",
    [
        lambda c: c[:-1] + ("A" if c[-1] != "A" else "B"),
        lambda c: "X" + c[1:],
        lambda c: c + "x",
        lambda c: base64.urlsafe_b64encode(b'["a",1,2,"x"]').decode(),
        lambda c: "not-a-cursor",
    ],
)
def test_tampered_cursor_is_400(merchant, tamper):
    merchant.synced(P, [review(f"r{n}", created_at=day(n + 1)) for n in range(3)])
    cursor = merchant.page(product_id=P, page_size=1)["next_cursor"]
    error_of(merchant.shop.get(merchant.reviews_url(product_id=P, cursor=tamper(cursor))), 400)


def test_cursor_over_2048_chars_is_400(merchant):
    error_of(merchant.shop.get(merchant.reviews_url(product_id=P, cursor="a" * 2049)), 400)


def test_cursor_of_another_product_is_400(merchant):
    merchant.put_product("other")
    merchant.synced("other", [review(f"r{n}") for n in range(3)])
    cursor = merchant.page(product_id="other", page_size=1)["next_cursor"]
    error_of(merchant.shop.get(merchant.reviews_url(product_id=P, cursor=cursor)), 400)


# -- query validation, 404 ----------------------------------------------------------------


@pytest.mark.parametrize("endpoint", ["fit-evidence", "reviews"])
@pytest.mark.parametrize(
    "query",
    [
        "",
        "product_id=",
        f"product_id={'p' * 256}",
        f"product_id={quote(P)}&variant_id={'v' * 256}",
        f"product_id={quote(P)}&size={'s' * 256}",
    ],
    ids=["missing", "empty", "long-product", "long-variant", "long-size"],
)
def test_invalid_query_is_400(merchant, endpoint, query):
    error_of(merchant.shop.get(f"/vfr/sites/{merchant.site.site_key}/{endpoint}?{query}"), 400)


@pytest.mark.parametrize("endpoint", ["fit-evidence", "reviews"])
def test_unknown_site_key_or_product_is_404(merchant, endpoint):
    error_of(merchant.shop.get(f"/vfr/sites/nope-key/{endpoint}?product_id={quote(P)}"), 404)
    error_of(
        merchant.shop.get(f"/vfr/sites/{merchant.site.site_key}/{endpoint}?product_id=ghost"),
        404,
    )
    error_of(
        merchant.shop.get(
            f"/vfr/sites/{merchant.site.site_key}/{endpoint}?product_id={quote(P.upper())}"
        ),
        404,
    )


@pytest.mark.parametrize("endpoint", ["fit-evidence", "reviews"])
def test_deleted_product_is_404_at_once(merchant, endpoint):
    url = f"/vfr/sites/{merchant.site.site_key}/{endpoint}?product_id={quote(P)}"
    assert merchant.shop.get(url).status_code == 200
    with merchant.capture(execute=True):
        assert merchant.api.delete(merchant.product_url(P)).status_code == 200
    error_of(merchant.shop.get(url), 404)


@pytest.mark.parametrize("endpoint", ["fit-evidence", "reviews"])
def test_disabled_product_is_served(merchant, endpoint):
    merchant.synced(P, [review("a")])
    with merchant.capture(execute=True):
        response = merchant.api.put(merchant.product_url(P) + "/enabled", {"enabled": False})
    assert response.status_code == 200
    url = f"/vfr/sites/{merchant.site.site_key}/{endpoint}?product_id={quote(P)}"
    response = merchant.shop.get(url)
    assert response.status_code == 200
    body = response.json()
    assert rids(body.get("reviews", body.get("items"))) == ["a"]


def test_site_key_of_another_site_does_not_see_product(merchant, make_site):
    site2 = make_site()
    error_of(merchant.shop.get(f"/vfr/sites/{site2.site_key}/reviews?product_id={quote(P)}"), 404)


def test_product_id_with_slash_percent_and_unicode(merchant):
    pid = "a/b%20c ü?&="
    merchant.put_product(pid)
    merchant.synced(pid, [review("r1")])
    assert rids(merchant.page(product_id=pid)["items"]) == ["r1"]
    assert merchant.fit(product_id=pid)["review_count"] == 1
    assert enc(pid)


# -- origin, CORS -------------------------------------------------------------------------


@pytest.mark.parametrize("endpoint", ["fit-evidence", "reviews"])
def test_disallowed_origin_is_403(merchant, endpoint):
    url = f"/vfr/sites/{merchant.site.site_key}/{endpoint}?product_id={quote(P)}"
    for origin in (
        "https://evil.example",
        "http://shop.example",
        "https://shop.example:444",
        "null",
    ):
        response = merchant.shop.get(url, headers={"Origin": origin})
        error_of(response, 403)
        assert response.headers.get("Access-Control-Allow-Origin") != origin


@pytest.mark.parametrize("endpoint", ["fit-evidence", "reviews"])
def test_allowed_origin_gets_cors_headers(merchant, endpoint):
    url = f"/vfr/sites/{merchant.site.site_key}/{endpoint}?product_id={quote(P)}"
    response = merchant.shop.get(url, headers={"Origin": ORIGIN})
    assert response.status_code == 200
    assert response.headers["Access-Control-Allow-Origin"] == ORIGIN
    assert "origin" in response.headers["Vary"].lower()


@pytest.mark.parametrize("endpoint", ["fit-evidence", "reviews"])
def test_no_origin_is_allowed(merchant, endpoint):
    url = f"/vfr/sites/{merchant.site.site_key}/{endpoint}?product_id={quote(P)}"
    response = merchant.shop.get(url)
    assert response.status_code == 200


@pytest.mark.parametrize("endpoint", ["fit-evidence", "reviews"])
def test_preflight(merchant, endpoint):
    url = f"/vfr/sites/{merchant.site.site_key}/{endpoint}?product_id={quote(P)}"
    response = merchant.shop.options(
        url,
        headers={
            "Origin": ORIGIN,
            "Access-Control-Request-Method": "GET",
            "Access-Control-Request-Headers": "if-none-match",
        },
    )
    assert response.status_code in (200, 204)
    assert response.headers["Access-Control-Allow-Origin"] == ORIGIN
    assert "GET" in response.headers.get("Access-Control-Allow-Methods", "GET")
    bad = merchant.shop.options(
        url, headers={"Origin": "https://evil.example", "Access-Control-Request-Method": "GET"}
    )
    assert bad.status_code == 403


def test_added_origin_is_allowed_at_once(merchant, site):
    other = "https://new-shop.example"
    url = merchant.reviews_url(product_id=P)
    assert merchant.shop.get(url, headers={"Origin": other}).status_code == 403
    site.origins = [*site.origins, other]
    site.save()
    # a staff change of the site's origins; reads may cache the site only briefly
    response = merchant.shop.get(url, headers={"Origin": other})
    assert response.status_code in (200, 403)


# -- caching ------------------------------------------------------------------------------


@pytest.mark.parametrize("endpoint", ["fit-evidence", "reviews"])
def test_etag_cache_control_and_304(merchant, endpoint):
    merchant.synced(P, [review("a")])
    url = f"/vfr/sites/{merchant.site.site_key}/{endpoint}?product_id={quote(P)}"
    first = merchant.shop.get(url, headers={"Origin": ORIGIN})
    etag = first.headers["ETag"]
    assert etag and first.headers.get("Cache-Control")
    again = merchant.shop.get(url, headers={"If-None-Match": etag, "Origin": ORIGIN})
    assert again.status_code == 304
    assert again.content == b""
    assert again.headers["ETag"] == etag
    assert again.headers.get("Access-Control-Allow-Origin") == ORIGIN
    listed = merchant.shop.get(url, headers={"If-None-Match": f'"zzz", {etag}'})
    assert listed.status_code == 304
    other = merchant.shop.get(url, headers={"If-None-Match": '"nope"'})
    assert other.status_code == 200


@pytest.mark.parametrize("endpoint", ["fit-evidence", "reviews"])
def test_etag_changes_after_a_review_sync(merchant, endpoint):
    merchant.synced(P, [review("a")])
    url = f"/vfr/sites/{merchant.site.site_key}/{endpoint}?product_id={quote(P)}"
    etag = merchant.shop.get(url).headers["ETag"]
    merchant.synced(P, [review("b")])
    response = merchant.shop.get(url, headers={"If-None-Match": etag})
    assert response.status_code == 200
    assert response.headers["ETag"] != etag
    body = response.json()
    assert "b" in rids(body.get("reviews", body.get("items")))


def test_etag_differs_per_query(merchant):
    merchant.synced(P, [review(f"r{n}", created_at=day(n + 1)) for n in range(3)])
    a = merchant.shop.get(merchant.reviews_url(product_id=P, page_size=1)).headers["ETag"]
    b = merchant.shop.get(merchant.reviews_url(product_id=P, page_size=2)).headers["ETag"]
    assert a != b


def test_error_responses_are_json_and_not_cached_as_success(merchant):
    response = merchant.shop.get(merchant.reviews_url(product_id="ghost"))
    error_of(response, 404)
    merchant.put_product("ghost")
    assert merchant.shop.get(merchant.reviews_url(product_id="ghost")).status_code == 200


def test_write_methods_on_storefront_are_405(merchant):
    response = ApiClient().post(merchant.reviews_url(product_id=P), {"x": 1})
    error_of(response, 405)


def test_fallback_is_per_field(merchant):
    merchant.synced(P, [review("a", rating=5), review("b", rating=3)])
    merchant.put_product(P, rating=None, review_count=50)
    body = merchant.fit(product_id=P)
    assert (body["rating"], body["review_count"]) == (pytest.approx(4.0), 50)
    merchant.put_product(P, rating=4.8, review_count=None)
    body = merchant.fit(product_id=P)
    assert (body["rating"], body["review_count"]) == (4.8, 2)


def test_review_count_zero_from_source_is_kept(merchant):
    merchant.put_product(P, rating=None, review_count=0)
    merchant.synced(P, [review("a", rating=5)])
    assert merchant.fit(product_id=P)["review_count"] in (0, 1)


def test_keyset_pages_survive_inserts_and_deletes_between_pages(merchant):
    merchant.synced(P, [review(f"r{n}", created_at=day(n)) for n in range(1, 7)])
    first = merchant.page(product_id=P, page_size=2)
    assert rids(first["items"]) == ["r6", "r5"]
    merchant.synced(P, [review("r9", created_at=day(9))])  # newer than the cursor
    merchant.synced(P, [{"external_review_id": "r4", "deleted": True}])
    second = merchant.page(product_id=P, page_size=2, cursor=first["next_cursor"])
    assert rids(second["items"]) == ["r3", "r2"]
    third = merchant.page(product_id=P, page_size=2, cursor=second["next_cursor"])
    assert rids(third["items"]) == ["r1"] and third["next_cursor"] is None
