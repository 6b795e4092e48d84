"""Recommendation targets and item fields (interface 2.15; decisions.md 6), black box."""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from tests.client import ApiClient
from tests.contract.support_reads import ORIGIN, Merchant, review

pytestmark = pytest.mark.django_db

URL = "/recommendations"


def opt(key: str, *values: str) -> dict:
    return {"key": key, "values": [{"source_value": v} for v in values]}


@pytest.fixture
def merchant(api, site, django_capture_on_commit_callbacks) -> Merchant:
    m = Merchant(api, site, django_capture_on_commit_callbacks)
    m.put_product(
        "ctx-jeans",
        title="Women's Blue Slim Jeans",
        variants=[{"source_variant_id": "c1", "available": True}],
    )
    return m


def similar(merchant, **extra) -> dict:
    response = merchant.api.post(
        URL,
        {
            "site_key": merchant.site.site_key,
            "intent": "similar",
            "product_ids": ["ctx-jeans"],
            "limit": 100,
            **extra,
        },
    )
    assert response.status_code == 200, response.content
    return {item["product_id"]: item for item in response.json()["items"]}


def jeans(merchant, pid: str, **fields) -> None:
    merchant.put_product(
        pid,
        title=f"Women's {pid} Jeans",
        canonical_url=f"https://shop.example/products/{pid}",
        price={"amount": "80.00", "currency": "EUR"},
        compare_at_price={"amount": "100.00", "currency": "EUR"},
        **fields,
    )


def test_colour_only_product_is_a_variant_target(merchant):
    jeans(
        merchant,
        "colours",
        options=[opt("color", "Blue", "Black")],
        variants=[
            {
                "source_variant_id": "blue",
                "option_values": {"color": "Blue"},
                "available": False,
            },
            {
                "source_variant_id": "black",
                "option_values": {"color": "Black"},
                "available": True,
                "canonical_url": "https://shop.example/products/colours?variant=black",
                "image_url": "https://cdn.example/black.jpg",
                "price": {"amount": "70.00", "currency": "EUR"},
            },
        ],
    )
    item = similar(merchant)["colours"]
    assert item["target_type"] == "variant"
    assert item["variant_id"] == "black"
    assert item["recommended_option_values"] == {"color": "Black"}
    assert item["canonical_url"] == "https://shop.example/products/colours?variant=black"
    assert item["image_url"] == "https://cdn.example/black.jpg"
    assert item["price"] == "70.00"
    assert item["currency"] == "EUR"
    assert item["available"] is True


def test_one_size_product_is_a_variant_target_with_full_selection(merchant):
    jeans(
        merchant,
        "onesize",
        options=[opt("color", "Red"), opt("size", "One Size")],
        variants=[
            {
                "source_variant_id": "red-os",
                "option_values": {"color": "Red", "size": "One Size"},
                "available": True,
            }
        ],
    )
    item = similar(merchant)["onesize"]
    assert item["target_type"] == "variant" and item["variant_id"] == "red-os"
    assert item["recommended_option_values"] == {"color": "Red", "size": "One Size"}
    # no variant price: the product's price is the fallback
    assert item["price"] == "80.00" and item["compare_at_price"] == "100.00"
    # no variant URL: the product URL
    assert item["canonical_url"] == "https://shop.example/products/onesize"


def test_sized_product_with_colours_is_a_visual_group(merchant):
    jeans(
        merchant,
        "sized",
        options=[opt("color", "Blue", "Black"), opt("size", "28", "30")],
        variants=[
            {
                "source_variant_id": f"{c}-{s}",
                "option_values": {"color": c, "size": s},
                "available": c == "Black",
            }
            for c in ("Blue", "Black")
            for s in ("28", "30")
        ],
    )
    item = similar(merchant)["sized"]
    assert item["target_type"] == "visual_group"
    assert item["variant_id"] is None
    assert item["recommended_option_values"] == {"color": "Black"}
    assert item["available"] is True


def test_sized_product_without_visual_option(merchant):
    jeans(
        merchant,
        "sizes-only",
        options=[opt("size", "28", "30")],
        variants=[
            {"source_variant_id": s, "option_values": {"size": s}, "available": True}
            for s in ("28", "30")
        ],
    )
    item = similar(merchant)["sizes-only"]
    assert item["target_type"] in ("product", "visual_group")
    assert item["variant_id"] is None
    assert "size" not in item["recommended_option_values"]


def test_all_variants_unavailable_is_omitted(merchant):
    jeans(
        merchant,
        "gone",
        options=[opt("color", "Blue"), opt("size", "28", "30")],
        variants=[
            {
                "source_variant_id": s,
                "option_values": {"color": "Blue", "size": s},
                "available": False,
            }
            for s in ("28", "30")
        ],
    )
    assert "gone" not in similar(merchant)


def test_inactive_variant_is_not_a_target(merchant):
    jeans(
        merchant,
        "inactive",
        variants=[{"source_variant_id": "old", "available": True}],
    )
    jeans(
        merchant,
        "inactive",
        variants=[{"source_variant_id": "new", "available": False}],
        variants_complete=True,
    )
    assert "inactive" not in similar(merchant)


def test_unknown_inventory_is_null_and_still_returned(merchant):
    jeans(merchant, "unknown-stock", variants=[{"source_variant_id": "u1"}])
    jeans(merchant, "no-variants", variants=[], variants_complete=True)
    items = similar(merchant)
    assert items["unknown-stock"]["available"] is None
    assert items["unknown-stock"]["target_type"] == "variant"
    assert items["no-variants"]["available"] is None
    assert items["no-variants"]["target_type"] == "product"


def test_product_level_unavailable_without_variants_is_omitted(merchant):
    jeans(merchant, "product-soldout", available=False, variants=[], variants_complete=True)
    assert "product-soldout" not in similar(merchant)


def test_fit_evidence_summary_never_has_review_text(merchant, django_capture_on_commit_callbacks):
    jeans(
        merchant,
        "reviewed",
        variants=[{"source_variant_id": "r1", "available": True}],
        rating=4.5,
        review_count=40,
    )
    merchant.synced(
        "reviewed", [review("a", body="Runs small."), review("b", body="Runs small, size up.")]
    )
    item = similar(merchant)["reviewed"]
    evidence = item.get("fit_evidence")
    assert evidence is not None
    assert evidence["review_count"] == 40
    assert evidence["analyzed_review_count"] == 2
    # The interface qualifies only review_count as the source aggregate; the service
    # documents average_rating as the mean of the analyzed reviews (docs/reviews.md).
    assert evidence["average_rating"] == pytest.approx(4.0)
    overall = next(s for s in evidence["signals"] if s["dimension_code"] == "overall")
    assert overall["tight_count"] == 2
    assert "Runs small" not in str(item)


def test_keyless_with_shop_domain_is_not_a_browser_request(merchant):
    response = ApiClient().post(
        URL,
        {"shop_domain": "x.myshopify.com", "intent": "similar", "product_ids": ["ctx-jeans"]},
        headers={"Origin": ORIGIN},
    )
    assert response.status_code in (401, 403)


def test_401_before_body_validation(merchant):
    response = ApiClient("bad").post(URL, body=b"{not json")
    assert response.status_code == 401


def test_visual_group_image_and_url_follow_the_chosen_colour(merchant):
    jeans(
        merchant,
        "colour-images",
        images=[
            {"url": "https://cdn.example/main.jpg", "external_media_id": "main"},
            {"url": "https://cdn.example/blue.jpg", "external_media_id": "blue"},
            {"url": "https://cdn.example/black.jpg", "external_media_id": "black"},
        ],
        options=[opt("color", "Blue", "Black"), opt("size", "28", "30")],
        variants=[
            {
                "source_variant_id": f"{c}-{s}",
                "option_values": {"color": c, "size": s},
                "available": c == "Black",
                "media": [{"external_media_id": c.lower()}],
                "price": {"amount": "65.00" if c == "Black" else "90.00", "currency": "EUR"},
            }
            for c in ("Blue", "Black")
            for s in ("28", "30")
        ],
    )
    item = similar(merchant)["colour-images"]
    assert item["target_type"] == "visual_group"
    assert item["recommended_option_values"] == {"color": "Black"}
    assert item["image_url"] == "https://cdn.example/black.jpg"
    assert item["price"] == "65.00"


def test_variant_media_url_is_the_variant_image_and_keeps_the_index_building(merchant):
    jeans(
        merchant,
        "media-url",
        variants=[
            {
                "source_variant_id": "m1",
                "available": True,
                "media": [
                    {"url": "https://cdn.example/m1-back.jpg", "position": 2},
                    {"url": "https://cdn.example/m1-front.jpg", "position": 1},
                ],
            }
        ],
    )
    jeans(merchant, "written-later", variants=[{"source_variant_id": "w1", "available": True}])
    items = similar(merchant)
    assert items["media-url"]["image_url"] == "https://cdn.example/m1-front.jpg"
    assert "written-later" in items


def test_csv_imported_products_are_prepared(merchant):
    csv = (
        "product_id,title,image_url,variant_id,option1_name,option1_value,variant_available,price,currency\n"
        "csv-jeans,Women's Wide Leg Jeans,https://cdn.example/csv.jpg,cj-1,color,Blue,true,59.00,EUR\n"
    )
    with merchant.capture(execute=True):
        response = merchant.api.upload(
            f"/vfr/manage/sites/{merchant.site.id}/products/import",
            {"file": SimpleUploadedFile("p.csv", csv.encode(), content_type="text/csv")},
        )
    assert response.status_code == 200, response.content
    assert "csv-jeans" in similar(merchant)
    response = merchant.api.post(
        URL, {"site_key": merchant.site.site_key, "intent": "similar", "product_ids": ["csv-jeans"]}
    )
    assert response.status_code == 200, response.content


def test_deleting_the_only_available_variant_removes_the_target(merchant):
    jeans(
        merchant,
        "two-variants",
        options=[opt("color", "Blue", "Black")],
        variants=[
            {"source_variant_id": "blue", "option_values": {"color": "Blue"}, "available": True},
            {"source_variant_id": "black", "option_values": {"color": "Black"}, "available": False},
        ],
    )
    assert similar(merchant)["two-variants"]["variant_id"] == "blue"
    with merchant.capture(execute=True):
        response = merchant.api.delete(merchant.product_url("two-variants") + "/variants/blue")
    assert response.status_code == 200, response.content
    assert "two-variants" not in similar(merchant)


def test_fit_evidence_follows_a_later_review_sync(merchant):
    jeans(merchant, "later-reviews", variants=[{"source_variant_id": "l1", "available": True}])
    assert "fit_evidence" not in similar(merchant)["later-reviews"] or (
        similar(merchant)["later-reviews"]["fit_evidence"] is None
    )
    merchant.synced("later-reviews", [review("a", body="Runs small.")])
    evidence = similar(merchant)["later-reviews"]["fit_evidence"]
    assert evidence["analyzed_review_count"] == 1
    merchant.synced("later-reviews", [review("b", body="Runs large.")])
    assert similar(merchant)["later-reviews"]["fit_evidence"]["analyzed_review_count"] == 2
