"""Storefront read edge cases (decisions.md 5), black box over HTTP."""

from __future__ import annotations

from urllib.parse import quote

import pytest

from tests.contract.support_reads import ORIGIN, Merchant, review

pytestmark = pytest.mark.django_db

P = "jeans"


@pytest.fixture
def merchant(api, site, django_capture_on_commit_callbacks) -> Merchant:
    m = Merchant(api, site, django_capture_on_commit_callbacks)
    m.put_product(
        P,
        variants=[
            {"source_variant_id": "w30", "option_values": {"size": "30"}, "available": True},
            {"source_variant_id": "w32", "option_values": {"size": "32"}, "available": True},
        ],
    )
    return m


def rids(items) -> list[str]:
    return [r["external_review_id"] for r in items]


def url(merchant, endpoint: str, **params) -> str:
    return (merchant.fit_url if endpoint == "fit-evidence" else merchant.reviews_url)(
        product_id=P, **params
    )


def test_size_signature_narrows(merchant):
    merchant.synced(
        P,
        [
            review(
                "sig",
                purchased_variant={"size_signature": "W32-L34"},
                created_at="2025-01-01T00:00:00Z",
            ),
            review("other", created_at="2025-02-01T00:00:00Z"),
        ],
    )
    assert rids(merchant.page(product_id=P, size="W32-L34")["items"]) == ["sig", "other"]
    assert rids(merchant.fit(product_id=P, size="W32-L34")["reviews"]) == ["sig"]


def test_unknown_variant_is_not_404_and_matches_nothing(merchant):
    merchant.synced(P, [review("a")])
    body = merchant.fit(product_id=P, variant_id="nope")
    assert body["reviews"] == []
    assert body["digest"] is None
    assert rids(merchant.page(product_id=P, variant_id="nope")["items"]) == ["a"]


def test_narrowed_digest_is_null_when_no_review_matches(merchant):
    merchant.synced(
        P, [review("a", body="Runs small.", purchased_variant={"source_variant_id": "w30"})]
    )
    assert merchant.fit(product_id=P)["digest"] is not None
    assert merchant.fit(product_id=P, variant_id="w32")["digest"] is None


def test_same_external_id_on_two_products_are_two_reviews(merchant):
    merchant.put_product("other")
    merchant.synced(P, [review("r1", body="On jeans")])
    merchant.synced("other", [review("r1", body="On other")])
    assert merchant.page(product_id=P)["items"][0]["body"] == "On jeans"
    assert merchant.page(product_id="other")["items"][0]["body"] == "On other"


def test_deleted_then_resent_with_new_content_is_created(merchant):
    merchant.synced(P, [review("a", body="Old")])
    merchant.synced(P, [{"external_review_id": "a", "deleted": True}])
    body = merchant.synced(P, [review("a", body="New")])
    assert (body["created_count"], body["versioned_count"], body["updated_count"]) == (1, 0, 0)
    assert merchant.page(product_id=P)["items"][0]["body"] == "New"


@pytest.mark.parametrize("endpoint", ["fit-evidence", "reviews"])
def test_304_keeps_cache_headers(merchant, endpoint):
    merchant.synced(P, [review("a")])
    first = merchant.shop.get(url(merchant, endpoint), headers={"Origin": ORIGIN})
    etag = first.headers["ETag"]
    again = merchant.shop.get(
        url(merchant, endpoint), headers={"Origin": ORIGIN, "If-None-Match": etag}
    )
    assert again.status_code == 304
    assert again.headers.get("Cache-Control") == first.headers["Cache-Control"]
    assert "origin" in again.headers.get("Vary", "").lower()


@pytest.mark.parametrize("endpoint", ["fit-evidence", "reviews"])
def test_if_none_match_weak_and_star(merchant, endpoint):
    merchant.synced(P, [review("a")])
    etag = merchant.shop.get(url(merchant, endpoint)).headers["ETag"]
    strong = etag.removeprefix("W/")
    weak = "W/" + strong
    for value in (strong, weak, "*"):
        response = merchant.shop.get(url(merchant, endpoint), headers={"If-None-Match": value})
        assert response.status_code == 304, value


@pytest.mark.parametrize("endpoint", ["fit-evidence", "reviews"])
def test_head_is_served(merchant, endpoint):
    response = merchant.shop.request("HEAD", url(merchant, endpoint))
    assert response.status_code == 200
    assert response.headers.get("ETag")


@pytest.mark.parametrize("endpoint", ["fit-evidence", "reviews"])
def test_cors_exposes_etag_and_allows_if_none_match(merchant, endpoint):
    response = merchant.shop.options(
        url(merchant, endpoint),
        headers={
            "Origin": ORIGIN,
            "Access-Control-Request-Method": "GET",
            "Access-Control-Request-Headers": "if-none-match",
        },
    )
    assert response.status_code in (200, 204)
    allowed = response.headers.get("Access-Control-Allow-Headers", "").lower()
    assert "if-none-match" in allowed or allowed == "*"


def test_etag_changes_when_product_rating_changes(merchant):
    first = merchant.shop.get(merchant.fit_url(product_id=P))
    merchant.put_product(P, rating=4.2, review_count=12)
    second = merchant.shop.get(
        merchant.fit_url(product_id=P), headers={"If-None-Match": first.headers["ETag"]}
    )
    assert second.status_code == 200
    assert second.json()["rating"] == 4.2


def test_origin_check_comes_before_404(merchant):
    response = merchant.shop.get(
        f"/vfr/sites/{merchant.site.site_key}/reviews?product_id=ghost",
        headers={"Origin": "https://evil.example"},
    )
    assert response.status_code in (403, 404)


def test_page_size_param_repeated_is_400(merchant):
    response = merchant.shop.get(
        f"/vfr/sites/{merchant.site.site_key}/reviews?product_id={quote(P)}&page_size=2&page_size=3"
    )
    assert response.status_code == 400


def test_purchase_named_only_by_variant_id_sku_or_options_narrows_by_variant_and_size(
    api, site, django_capture_on_commit_callbacks
):
    m = Merchant(api, site, django_capture_on_commit_callbacks)
    m.put_product(
        "tee",
        variants=[
            {
                "source_variant_id": f"v-{s}",
                "sku": f"TEE-RED-{s}",
                "option_values": {"Size": s, "Color": "Red"},
                "available": True,
            }
            for s in "SML"
        ],
    )
    m.synced(
        "tee",
        [
            review(
                "by-id",
                purchased_variant={"source_variant_id": "v-L"},
                created_at="2025-01-01T00:00:00Z",
            ),
            review(
                "by-sku", purchased_variant={"sku": "TEE-RED-L"}, created_at="2025-01-02T00:00:00Z"
            ),
            review(
                "by-options",
                purchased_variant={"option_values": {"Size": "L", "Color": "Red"}},
                created_at="2025-01-03T00:00:00Z",
            ),
            review(
                "by-m",
                purchased_variant={"source_variant_id": "v-M"},
                created_at="2025-01-04T00:00:00Z",
            ),
            review("none", created_at="2025-02-01T00:00:00Z"),
        ],
    )
    expected = {"by-id", "by-sku", "by-options"}
    assert set(rids(m.fit(product_id="tee", size="L")["reviews"])) == expected
    assert set(rids(m.fit(product_id="tee", variant_id="v-L")["reviews"])) == expected
    assert m.fit(product_id="tee", variant_id="v-L")["digest"]["review_count"] == 3
    assert m.fit(product_id="tee", size="L")["digest"]["review_count"] == 3
    listed = rids(m.page(product_id="tee", size="L")["items"])
    assert set(listed[:3]) == expected and set(listed[3:]) == {"by-m", "none"}
