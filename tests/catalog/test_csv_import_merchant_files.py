"""CSV import of the files merchants have: WooCommerce exports, Shopify exports without
variant ids, the currency rule and the dry run (decisions.md section 3)."""

from __future__ import annotations

import json

import pytest

from catalog.csv_import import derived_variant_id
from catalog.models import Product, ProductVariant
from catalog.selectors import product_write_payload
from common.revisions import get_revision
from tests.catalog.test_csv_import import FIXTURES, dress, import_url, native_csv, upload

WOO_SAMPLE = FIXTURES / "woocommerce_sample_products.csv"
# WooCommerce's sample: 14 simple and 2 variable products; the grouped and the external
# product are skipped.
WOO_PRODUCTS = {"44", "45", "46", "47", "48", "58", "60", "62", "64", "66", "68", "70", "73"}
WOO_PRODUCTS |= {"75", "83", "85"}


def ok(api, site, content: bytes, query: str = "", **data) -> dict:
    from django.core.files.uploadedfile import SimpleUploadedFile

    file = SimpleUploadedFile("catalog.csv", content, content_type="text/csv")
    response = api.upload(import_url(site) + query, {"file": file}, data=data or None)
    assert response.status_code == 200, response.content
    return response.json()


def stored(api, site, product_id: str) -> dict:
    """The product as the write response shows it (``catalog_product``)."""
    product = Product.objects.get(site=site, product_id=product_id)
    return json.loads(json.dumps(product_write_payload(product.pk)["catalog_product"], default=str))


def woo_csv(rows: list[dict[str, str]]) -> bytes:
    return native_csv(rows, header=[
        "ID", "Type", "SKU", "Name", "Published", "In stock?", "Stock", "Sale price",
        "Regular price", "Categories", "Images", "Parent", "Attribute 1 name",
        "Attribute 1 value(s)", "Attribute 2 name", "Attribute 2 value(s)",
    ])  # fmt: skip


def shopify_csv(rows: list[dict[str, str]]) -> bytes:
    return native_csv(rows, header=[
        "Handle", "Title", "Type", "Product Category", "Option1 Name", "Option1 Value",
        "Option2 Name", "Option2 Value", "Variant Price", "Image Src",
    ])  # fmt: skip


def shirt_rows(colours=("Sand", "Navy"), sizes=("S", "M"), **first) -> list[dict]:
    rows = []
    for colour in colours:
        for size in sizes:
            rows.append(
                {
                    "Handle": "linen-shirt",
                    "Option1 Value": colour,
                    "Option2 Value": size,
                    "Variant Price": "59.00",
                }
            )
    rows[0].update(
        {
            "Title": "Linen shirt",
            "Option1 Name": "Color",
            "Option2 Name": "Size",
            "Image Src": "https://cdn.example/shirt.jpg",
            **first,
        }
    )
    return rows


# --- WooCommerce ---------------------------------------------------------------------------


def test_woocommerce_sample_export_imports_products_and_variations(api, site):
    body = ok(api, site, WOO_SAMPLE.read_bytes())

    assert {p["product_id"] for p in body["products"]} == WOO_PRODUCTS
    assert body["imported_count"] == 16
    counts = {p["product_id"]: (p["variant_count"], p["status"]) for p in body["products"]}
    assert counts["44"] == (3, "created")  # V-Neck T-Shirt: Red, Green, Blue
    assert counts["45"] == (4, "created")  # Hoodie, including variation 90 listed last
    assert counts["46"] == (0, "created")  # a simple product has no variants

    tee = stored(api, site, "44")
    assert tee["title"] == "V-Neck T-Shirt"
    assert tee["product_type"] == "Tshirts"
    assert tee["source_active"] is True and tee["source_status_raw"] == "1"
    assert [i["url"].rsplit("/", 1)[1] for i in tee["images"]] == [
        "vneck-tee-2.jpg",
        "vnech-tee-green-1.jpg",
        "vnech-tee-blue-1.jpg",
    ]
    options = {o["key"]: [v["source_value"] for v in o["values"]] for o in tee["options"]}
    assert options == {"Color": ["Blue", "Green", "Red"], "Size": ["Large", "Medium", "Small"]}
    variants = {v["source_variant_id"]: v for v in tee["variants"]}
    assert set(variants) == {"76", "77", "78"}  # the variation IDs
    red = variants["76"]
    assert red["option_values"] == {"Color": "Red"}  # Size left empty: any size
    assert red["sku"] == "woo-vneck-tee-red"
    assert red["price"] == {"amount": "20", "currency": "USD"}
    assert red["available"] is True

    hoodie = {v["source_variant_id"]: v for v in stored(api, site, "45")["variants"]}
    assert hoodie["79"]["price"]["amount"] == "42"  # Sale price
    assert hoodie["79"]["compare_at_price"]["amount"] == "45"  # Regular price

    beanie = stored(api, site, "48")
    assert (beanie["price"]["amount"], beanie["compare_at_price"]["amount"]) == ("18", "20")
    assert beanie["variants"] == []
    assert beanie["available"] is True


def test_woocommerce_reimport_updates_without_duplicating(api, site):
    ok(api, site, WOO_SAMPLE.read_bytes())
    before = ProductVariant.objects.filter(product__site=site).count()

    body = ok(api, site, WOO_SAMPLE.read_bytes())

    assert {p["status"] for p in body["products"]} == {"updated"}
    assert ProductVariant.objects.filter(product__site=site).count() == before == 7
    assert Product.objects.filter(site=site).count() == 16


def test_woocommerce_variation_before_its_parent_and_by_sku_without_ids(api, site):
    rows = [
        {"Type": "variation", "SKU": "dress-m", "Parent": "dress", "Regular price": "80",
         "Attribute 1 name": "Size", "Attribute 1 value(s)": "M", "In stock?": "0"},
        {"Type": "variable", "SKU": "dress", "Name": "Wrap dress", "Published": "0",
         "Categories": "Women > Dresses, Sale", "Images": "https://cdn.example/d.jpg",
         "Attribute 1 name": "Size", "Attribute 1 value(s)": "S, M"},
    ]  # fmt: skip
    # no ID column: products are named by SKU, variants by their option values
    content = woo_csv(rows).replace(b"ID,", b"", 1).replace(b"\n,", b"\n")

    body = ok(api, site, content)

    assert body["products"] == [
        {"product_id": "dress", "status": "created", "variant_count": 1, "active_variant_count": 1}
    ]
    dress_ = stored(api, site, "dress")
    assert dress_["product_type"] == "Dresses"
    assert dress_["source_active"] is False
    [variant] = dress_["variants"]
    assert variant["source_variant_id"] == "Size=M"
    assert variant["available"] is False
    assert ok(api, site, content)["products"][0]["variant_count"] == 1


def test_woocommerce_variation_with_an_unknown_parent_is_a_row_error(api, site):
    rows = [
        {"ID": "10", "Type": "variable", "SKU": "top", "Name": "Top",
         "Images": "https://cdn.example/t.jpg"},
        {"ID": "11", "Type": "variation", "SKU": "x", "Parent": "nope", "Regular price": "5",
         "Attribute 1 name": "Size", "Attribute 1 value(s)": "M"},
    ]  # fmt: skip
    response = upload(api, site, woo_csv(rows))

    assert response.status_code == 400
    assert response.json()["row_errors"] == [
        {"row": 3, "column": "Parent", "error": response.json()["row_errors"][0]["error"]}
    ]
    assert "nope" in response.json()["row_errors"][0]["error"]
    assert not Product.objects.exists()


# --- Shopify -------------------------------------------------------------------------------


def test_shopify_variants_get_derived_ids_and_reimport_updates_them(api, site):
    content = shopify_csv(shirt_rows())
    ok(api, site, content)
    ids = set(
        ProductVariant.objects.filter(product__site=site).values_list("source_variant_id", "pk")
    )
    assert {i for i, _pk in ids} == {
        derived_variant_id({"Color": c, "Size": s}) for c in ("Sand", "Navy") for s in ("S", "M")
    }
    rows = shirt_rows()

    body = ok(api, site, shopify_csv([rows[0], *reversed(rows[1:])]))  # another row order

    assert body["products"][0]["status"] == "updated"
    assert body["products"][0]["variant_count"] == 4
    again = set(
        ProductVariant.objects.filter(product__site=site).values_list("source_variant_id", "pk")
    )
    assert again == ids


def test_shopify_variants_imported_without_ids_are_adopted_not_duplicated(api, site):
    put = api.put(
        f"/vfr/manage/sites/{site.pk}/products/linen-shirt",
        {
            "title": "Linen shirt",
            "images": [{"url": "https://cdn.example/shirt.jpg"}],
            "variants": [{"option_values": {"Color": "Sand", "Size": "S"}}],
        },
    )
    assert put.status_code == 200, put.content

    body = ok(api, site, shopify_csv(shirt_rows()))

    assert body["products"][0]["variant_count"] == 4
    sand = ProductVariant.objects.get(option_values={"Color": "Sand", "Size": "S"})
    assert sand.source_variant_id == "Color=Sand&Size=S"


def test_shopify_product_category_is_the_product_type_when_type_is_empty(api, site):
    category = "Apparel & Accessories > Clothing > Shirts & Tops"
    ok(api, site, shopify_csv(shirt_rows(**{"Product Category": category})))
    assert stored(api, site, "linen-shirt")["product_type"] == "Shirts & Tops"

    ok(api, site, shopify_csv(shirt_rows(**{"Product Category": category, "Type": "Shirts"})))
    assert stored(api, site, "linen-shirt")["product_type"] == "Shirts"


# --- currency ------------------------------------------------------------------------------


def test_currency_comes_from_the_form_field_then_the_site_then_usd(api, site):
    content = shopify_csv(shirt_rows())
    body = ok(api, site, content)
    assert body["currency"] == {"code": "USD", "source": "default"}

    site.currency = "EUR"
    site.save()
    body = ok(api, site, content)
    assert body["currency"] == {"code": "EUR", "source": "site"}
    variant = stored(api, site, "linen-shirt")["variants"][0]
    assert variant["price"] == {"amount": "59.00", "currency": "EUR"}

    body = ok(api, site, content, currency="GBP")
    assert body["currency"] == {"code": "GBP", "source": "form"}
    assert stored(api, site, "linen-shirt")["variants"][0]["price"]["currency"] == "GBP"


def test_the_files_currency_column_wins(api, site):
    site.currency = "EUR"
    site.save()
    rows = dress("p1", ("M",), currency="CHF")
    body = ok(api, site, native_csv(rows), currency="GBP")
    assert body["currency"] == {"code": "CHF", "source": "column"}
    assert stored(api, site, "p1")["price"] == {"amount": "49.00", "currency": "CHF"}


def test_an_invalid_currency_form_field_is_400(api, site):
    response = upload(api, site, shopify_csv(shirt_rows()), currency="euro")
    assert response.status_code == 400
    assert response.json()["error"].startswith("currency:")


# --- dry run -------------------------------------------------------------------------------


def test_dry_run_answers_as_the_import_would_and_writes_nothing(api, site):
    rows = dress("p1") + dress("p2", ("M",))
    revision = get_revision("site", str(site.pk))

    preview = ok(api, site, native_csv(rows), query="?dry_run=true")

    assert not Product.objects.exists()
    assert get_revision("site", str(site.pk)) == revision
    real = ok(api, site, native_csv(rows))
    assert preview == real
    assert [p["status"] for p in real["products"]] == ["created", "created"]

    rows = dress("p1", ("S", "M"))
    preview = ok(api, site, native_csv(rows), query="?dry_run=1")
    assert preview["products"] == [
        {"product_id": "p1", "status": "updated", "variant_count": 3, "active_variant_count": 2}
    ]
    assert ProductVariant.objects.filter(active=True).count() == 4  # unchanged


def test_dry_run_reports_row_errors_like_the_import(api, site):
    rows = dress("p1")
    rows[1]["variant_price"] = "12,50"
    response = upload(api, site, native_csv(rows))
    preview = api.upload(
        import_url(site) + "?dry_run=true",
        {"file": _file(native_csv(rows))},
    )
    assert preview.status_code == 400
    assert preview.json() == response.json()


@pytest.mark.parametrize("value", ["maybe", ""])
def test_dry_run_must_be_a_boolean(api, site, value):
    response = api.upload(
        import_url(site) + f"?dry_run={value}", {"file": _file(native_csv(dress("p1")))}
    )
    assert response.status_code == 400
    assert response.json()["error"].startswith("dry_run:")
    assert not Product.objects.exists()


def _file(content: bytes):
    from django.core.files.uploadedfile import SimpleUploadedFile

    return SimpleUploadedFile("catalog.csv", content, content_type="text/csv")


# --- streaming -----------------------------------------------------------------------------


def test_an_error_after_batches_were_written_still_imports_nothing(api, site):
    """The file streams batch by batch (250 products): an error in a later batch rolls
    back the batches already written, and errors of every batch are reported."""
    rows = [row for i in range(300) for row in dress(f"p{i:03d}", ("M",))]
    rows[5]["variant_price"] = "1,00"  # p005, first batch
    rows[-1]["variant_price"] = "abc"  # p299, second batch

    response = upload(api, site, native_csv(rows))

    assert response.status_code == 400
    assert [(e["row"], e["column"]) for e in response.json()["row_errors"]] == [
        (7, "variant_price"),
        (301, "variant_price"),
    ]
    assert not Product.objects.exists()


def test_a_later_write_error_rolls_back_the_batches_written_before(api, site):
    rows = [row for i in range(300) for row in dress(f"p{i:03d}", ("M",))]
    del rows[-1]["image_url"]  # p299 is new and has no image: the write service refuses it

    response = upload(api, site, native_csv(rows))

    assert response.status_code == 400
    [error] = response.json()["row_errors"]
    assert error["row"] == 301
    assert not Product.objects.exists()


@pytest.mark.parametrize(
    ("published", "active"), [("1", True), ("0", False), ("-1", False), ("2", False)]
)
def test_woocommerce_published_maps_to_source_active(api, site, published, active):
    rows = [{"ID": "7", "Type": "simple", "Name": "Tee", "Published": published,
             "Regular price": "10", "Images": "https://cdn.example/t.jpg"}]  # fmt: skip
    ok(api, site, woo_csv(rows))
    tee = stored(api, site, "7")
    assert (tee["source_active"], tee["source_status_raw"]) == (active, published)


def test_woocommerce_stock_status_and_skipped_types(api, site):
    rows = [
        {"ID": "1", "Type": "simple", "Name": "Tee", "In stock?": "0", "Regular price": "10",
         "Images": "https://cdn.example/t.jpg"},
        {"ID": "2", "Type": "variable", "Name": "Dress", "Images": "https://cdn.example/d.jpg",
         "Attribute 1 name": "Size", "Attribute 1 value(s)": "S, M"},
        {"ID": "3", "Type": "variation", "Parent": "id:2", "In stock?": "backorder",
         "Regular price": "20", "Attribute 1 name": "Size", "Attribute 1 value(s)": "S"},
        {"ID": "4", "Type": "grouped", "Name": "Set"},
        {"ID": "5", "Type": "external", "Name": "Elsewhere", "Regular price": "9"},
    ]  # fmt: skip
    body = ok(api, site, woo_csv(rows))

    assert [p["product_id"] for p in body["products"]] == ["1", "2"]
    assert stored(api, site, "1")["available"] is False
    [variant] = stored(api, site, "2")["variants"]
    assert (variant["source_variant_id"], variant["available"]) == ("3", True)
