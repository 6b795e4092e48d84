"""CSV import (interface 4.3, decisions.md section 3), black box: results are read back
through the product write endpoint (an empty PUT returns the stored `catalog_product`)."""

from __future__ import annotations

import csv
import io

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from tests.contract.helpers import assert_error, create, put

pytestmark = pytest.mark.django_db

IMG = "https://cdn.example/a.jpg"


def import_url(site) -> str:
    return f"/vfr/manage/sites/{site.pk}/products/import"


def to_csv(header: list[str], rows: list[list[str]]) -> bytes:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue().encode()


def records(rows: list[dict[str, str]]) -> bytes:
    header: list[str] = []
    for row in rows:
        header += [k for k in row if k not in header]
    return to_csv(header, [[row.get(h, "") for h in header] for row in rows])


def upload(api, site, content: bytes | None, **data):
    files = (
        {}
        if content is None
        else {"file": SimpleUploadedFile("c.csv", content, content_type="text/csv")}
    )
    return api.upload(import_url(site), files, data=data or None)


def ok(api, site, content: bytes, **data) -> dict:
    response = upload(api, site, content, **data)
    assert response.status_code == 200, response.content
    body = response.json()
    assert set(body) == {
        "imported_count",
        "deleted_product_count",
        "deleted_variant_count",
        "products",
        "currency",
    }
    return body


def stored(api, site, product_id: str) -> dict:
    response = put(api, site, product_id, {})
    assert response.status_code == 200, response.content
    return response.json()["catalog_product"]


def by_product(body: dict) -> dict[str, dict]:
    return {p["product_id"]: p for p in body["products"]}


# --- native layout -------------------------------------------------------------------------------


def test_native_every_column_maps_to_the_product_write_field(api, site):
    content = records(
        [
            {
                "product_id": "p/1 é",
                "title": "Linen Midi Dress",
                "handle": "linen-midi",
                "canonical_url": "https://shop.example/p/linen-midi",
                "enabled": "no",
                "available": "yes",
                "brand": "Acme",
                "product_type": "Dress",
                "description": "Light, airy",
                "price": "89.00",
                "compare_at_price": "120.00",
                "currency": "EUR",
                "image_url": IMG,
                "image_role": "front",
                "image_position": "1",
                "variant_id": "v-S",
                "sku": "SKU-S",
                "option1_name": "Size",
                "option1_value": "S",
                "option2_name": "Color",
                "option2_value": "Sand",
                "option3_name": "Length",
                "option3_value": "Midi",
                "variant_title": "S / Sand / Midi",
                "variant_price": "89.00",
                "variant_compare_at_price": "120.00",
                "variant_available": "1",
                "inventory_quantity": "7",
                "variant_image_url": "https://cdn.example/s.jpg",
                "variant_url": "https://shop.example/p/linen-midi?variant=1",
                "delete": "",
            }
        ]
    )
    body = ok(api, site, content)
    assert body["imported_count"] == 1
    assert body["products"] == [
        {"product_id": "p/1 é", "status": "created", "variant_count": 1, "active_variant_count": 1}
    ]
    p = stored(api, site, "p/1 é")
    assert (p["title"], p["handle"], p["canonical_url"]) == (
        "Linen Midi Dress",
        "linen-midi",
        "https://shop.example/p/linen-midi",
    )
    assert (p["enabled"], p["available"], p["brand"], p["product_type"], p["description"]) == (
        False,
        True,
        "Acme",
        "Dress",
        "Light, airy",
    )
    assert p["price"] == {"amount": "89.00", "currency": "EUR"}
    assert p["compare_at_price"] == {"amount": "120.00", "currency": "EUR"}
    assert [(i["url"], i["role"], i["position"]) for i in p["images"]] == [(IMG, "front", 1)]
    assert [o["key"] for o in p["options"]] == ["Size", "Color", "Length"]
    v = p["variants"][0]
    assert v["source_variant_id"] == "v-S" and v["sku"] == "SKU-S"
    assert v["option_values"] == {"Size": "S", "Color": "Sand", "Length": "Midi"}
    assert v["title"] == "S / Sand / Midi"
    assert v["price"] == {"amount": "89.00", "currency": "EUR"}
    assert v["compare_at_price"] == {"amount": "120.00", "currency": "EUR"}
    assert (v["available"], v["inventory_quantity"]) == (True, 7)
    assert v["image_url"] == "https://cdn.example/s.jpg"
    assert v["canonical_url"] == "https://shop.example/p/linen-midi?variant=1"


def test_native_header_names_are_case_insensitive(api, site):
    content = to_csv(["Product_ID", "TITLE", "Image_Url", "Variant_ID"], [["p1", "Tee", IMG, "v1"]])
    body = ok(api, site, content)
    assert by_product(body)["p1"]["variant_count"] == 1
    assert stored(api, site, "p1")["title"] == "Tee"


@pytest.mark.parametrize(
    ("cell", "value"),
    [
        ("true", True),
        ("false", False),
        ("yes", True),
        ("no", False),
        ("1", True),
        ("0", False),
        ("TRUE", True),
    ],
)
def test_booleans_accept_true_false_yes_no_1_0(api, site, cell, value):
    content = records(
        [
            {
                "product_id": "p",
                "title": "T",
                "image_url": IMG,
                "enabled": cell,
                "variant_id": "v",
                "variant_available": cell,
            }
        ]
    )
    ok(api, site, content)
    p = stored(api, site, "p")
    assert p["enabled"] is value
    assert p["variants"][0]["available"] is value


def test_rows_need_not_be_adjacent_and_empty_product_cells_inherit(api, site):
    content = records(
        [
            {
                "product_id": "a",
                "title": "Tee A",
                "brand": "",
                "image_url": IMG,
                "variant_id": "a1",
                "option1_name": "Size",
                "option1_value": "S",
            },
            {"product_id": "b", "title": "Tee B", "image_url": IMG, "variant_id": "b1"},
            {
                "product_id": "a",
                "title": "",
                "brand": "Acme",
                "variant_id": "a2",
                "option1_value": "M",
            },
            {"product_id": "a", "brand": "", "variant_id": "a3", "option1_value": "L"},
        ]
    )
    body = ok(api, site, content)
    assert by_product(body)["a"]["variant_count"] == 3
    a = stored(api, site, "a")
    assert a["title"] == "Tee A"
    assert a["brand"] == "Acme"  # first non-empty value of the product
    assert {v["source_variant_id"]: v["option_values"] for v in a["variants"]} == {
        "a1": {"Size": "S"},
        "a2": {"Size": "M"},
        "a3": {"Size": "L"},
    }
    assert stored(api, site, "b")["title"] == "Tee B"


def test_image_only_rows_add_images_and_option_value_rows_are_variants(api, site):
    content = records(
        [
            {"product_id": "p", "title": "Tee", "image_url": "https://cdn.example/1.jpg"},
            {"product_id": "p", "image_url": "https://cdn.example/2.jpg", "image_position": "2"},
            {"product_id": "p", "option1_name": "Size", "option1_value": "M"},
        ]
    )
    body = ok(api, site, content)
    assert by_product(body)["p"]["variant_count"] == 1
    p = stored(api, site, "p")
    assert {i["url"] for i in p["images"]} == {
        "https://cdn.example/1.jpg",
        "https://cdn.example/2.jpg",
    }
    assert [v["option_values"] for v in p["variants"]] == [{"Size": "M"}]


def test_product_in_file_is_a_complete_view_and_others_untouched(api, site):
    create(api, site, "p", variants=[{"source_variant_id": "old"}, {"source_variant_id": "keep"}])
    create(api, site, "other", brand="untouched", variants=[{"source_variant_id": "o"}])
    content = records(
        [{"product_id": "p", "variant_id": "keep"}, {"product_id": "p", "variant_id": "new"}]
    )
    body = ok(api, site, content)
    assert body["imported_count"] == 1
    assert body["products"] == [
        {"product_id": "p", "status": "updated", "variant_count": 3, "active_variant_count": 2}
    ]
    p = stored(api, site, "p")
    assert {v["source_variant_id"]: v["active"] for v in p["variants"]} == {
        "old": False,
        "keep": True,
        "new": True,
    }
    other = stored(api, site, "other")
    assert other["brand"] == "untouched" and other["variants"][0]["active"] is True


def test_delete_rows(api, site):
    create(api, site, "gone", variants=[{"source_variant_id": "x"}])
    create(api, site, "trim", variants=[{"source_variant_id": "a"}, {"source_variant_id": "b"}])
    content = records(
        [
            {"product_id": "gone", "delete": "product"},
            {"product_id": "trim", "variant_id": "a", "delete": "variant"},
        ]
    )
    body = ok(api, site, content)
    statuses = [p["status"] for p in body["products"]]
    assert body["imported_count"] == sum(s in ("created", "updated") for s in statuses)
    assert body["deleted_product_count"] == 1
    assert body["deleted_variant_count"] == 1
    products = by_product(body)
    assert products["gone"]["status"] == "deleted"
    assert set(products["gone"]) == {
        "product_id",
        "status",
        "variant_count",
        "active_variant_count",
    }
    # only delete rows: not a view, other variants untouched
    trim = stored(api, site, "trim")
    assert {v["source_variant_id"]: v["active"] for v in trim["variants"]} == {"b": True}
    # deleted product: a plain PUT is a create again
    assert put(api, site, "gone", {}).status_code == 400


def test_delete_variant_row_beside_a_view_row(api, site):
    create(api, site, "p", variants=[{"source_variant_id": s} for s in ("a", "b", "c")])
    content = records(
        [
            {"product_id": "p", "variant_id": "a"},
            {"product_id": "p", "variant_id": "b", "delete": "variant"},
        ]
    )
    body = ok(api, site, content)
    assert body["deleted_variant_count"] == 1
    p = stored(api, site, "p")
    assert {v["source_variant_id"]: v["active"] for v in p["variants"]} == {"a": True, "c": False}


def test_product_with_a_product_id_with_slash_round_trips(api, site):
    ok(api, site, records([{"product_id": "a/b%c d", "title": "T", "image_url": IMG}]))
    assert stored(api, site, "a/b%c d")["title"] == "T"


# --- errors --------------------------------------------------------------------------------------


def test_row_error_imports_nothing_and_names_row_and_column(api, site):
    create(api, site, "existing", brand="before")
    content = records(
        [
            {
                "product_id": "existing",
                "title": "x",
                "brand": "after",
                "image_url": IMG,
                "variant_price": "",
            },
            {
                "product_id": "new",
                "title": "x",
                "image_url": IMG,
                "variant_id": "v1",
                "variant_price": "1.00",
            },
            {"product_id": "new", "variant_id": "v2", "variant_price": "cheap"},
        ]
    )
    response = upload(api, site, content)
    data = assert_error(response, 400)
    assert data["row_errors"] and data["row_errors"][0]["row"] == 4  # header is row 1
    assert data["row_errors"][0]["column"].lower() == "variant_price"
    assert isinstance(data["row_errors"][0]["error"], str)
    assert set(data) == {"error", "row_errors"}
    assert stored(api, site, "existing")["brand"] == "before"
    assert put(api, site, "new", {}).status_code == 400  # not created


def test_row_numbers_count_records_with_the_header_as_row_1(api, site):
    content = records(
        [
            {
                "product_id": "p",
                "title": "T",
                "image_url": IMG,
                "variant_id": "v1",
                "inventory_quantity": "1",
            },
            {"product_id": "p", "variant_id": "v2", "inventory_quantity": "many"},
            {"product_id": "p", "variant_id": "v3", "inventory_quantity": "2"},
            {"product_id": "p", "variant_id": "v4", "variant_available": "maybe"},
        ]
    )
    data = assert_error(upload(api, site, content), 400)
    assert [(e["row"], e["column"].lower()) for e in data["row_errors"]] == [
        (3, "inventory_quantity"),
        (5, "variant_available"),
    ]


def test_row_errors_are_capped_at_100(api, site):
    rows = [{"product_id": "p", "title": "T", "image_url": IMG}]
    rows += [
        {"product_id": "p", "variant_id": f"v{i}", "inventory_quantity": "x"} for i in range(150)
    ]
    data = assert_error(upload(api, site, records(rows)), 400)
    assert len(data["row_errors"]) == 100
    assert data["row_errors"][0]["row"] == 3


@pytest.mark.parametrize(
    "row",
    [
        {"product_id": "", "title": "T", "image_url": IMG},
        {"product_id": "p", "title": "T"},  # create without an image
        {"product_id": "p", "image_url": IMG},  # create without a title
        {"product_id": "p", "title": "T", "image_url": "not a url"},
        {"product_id": "p", "title": "T", "image_url": IMG, "currency": "EURO", "price": "1"},
        {"product_id": "p", "title": "T" * 501, "image_url": IMG},
        {"product_id": "p", "delete": "everything"},
        {"product_id": "unknown", "delete": "product"},
    ],
)
def test_invalid_rows_are_400_with_row_errors(api, site, row):
    data = assert_error(upload(api, site, records([row])), 400)
    assert data["row_errors"][0]["row"] == 2


def test_missing_file_is_400(api, site):
    assert_error(upload(api, site, None), 400)
    assert_error(upload(api, site, None, currency="EUR"), 400)


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"name,colour\nx,y\n",  # unknown layout
        b"\xff\xfe\x00\x00garbage",
    ],
)
def test_empty_unreadable_or_unknown_layout_is_400(api, site, content):
    data = assert_error(upload(api, site, content), 400)
    assert "row_errors" not in data or data["row_errors"]


def test_header_only_file_imports_nothing(api, site):
    response = upload(api, site, b"product_id,title\n")
    assert response.status_code in (200, 400)
    if response.status_code == 200:
        assert response.json()["products"] == []


def test_file_over_50_mib_is_413(api, site):
    header = b"product_id,title,image_url,description\n"
    row = b"p,T,https://cdn.example/a.jpg," + b"x" * (1024 * 1024) + b"\n"
    content = header + row * 51
    assert len(content) > 50 * 1024 * 1024
    assert_error(upload(api, site, content), 413)


# --- Shopify product export ----------------------------------------------------------------------

SHOPIFY = [
    "Handle", "Title", "Body (HTML)", "Vendor", "Type", "Tags", "Published", "Status",
    "Option1 Name", "Option1 Value", "Option2 Name", "Option2 Value",
    "Option3 Name", "Option3 Value",
    "Variant SKU", "Variant Inventory Qty", "Variant Price", "Variant Compare At Price",
    "Image Src", "Image Position", "Image Alt Text", "Variant Image",
]  # fmt: skip


def shopify(rows: list[dict[str, str]]) -> bytes:
    return to_csv(SHOPIFY, [[row.get(h, "") for h in SHOPIFY] for row in rows])


def test_shopify_layout_maps_fields_and_inherits(api, site):
    content = shopify(
        [
            {
                "Handle": "linen-shirt",
                "Title": "Linen Shirt",
                "Body (HTML)": "<p>Breathable linen</p>",
                "Vendor": "Acme",
                "Type": "Shirt",
                "Status": "active",
                "Option1 Name": "Size",
                "Option1 Value": "S",
                "Option2 Name": "Color",
                "Option2 Value": "White",
                "Variant SKU": "LS-S-W",
                "Variant Inventory Qty": "4",
                "Variant Price": "59.00",
                "Variant Compare At Price": "79.00",
                "Image Src": "https://cdn.example/ls-1.jpg",
                "Image Position": "1",
                "Image Alt Text": "Front",
                "Variant Image": "https://cdn.example/ls-s.jpg",
            },
            {
                "Handle": "linen-shirt",
                "Option1 Value": "M",
                "Option2 Value": "White",
                "Variant SKU": "LS-M-W",
                "Variant Inventory Qty": "0",
                "Variant Price": "59.00",
                "Image Src": "https://cdn.example/ls-2.jpg",
                "Image Position": "2",
            },
            {
                "Handle": "linen-shirt",
                "Image Src": "https://cdn.example/ls-3.jpg",
                "Image Position": "3",
            },
        ]
    )
    body = ok(api, site, content, currency="GBP")
    assert body["products"] == [
        {
            "product_id": "linen-shirt",
            "status": "created",
            "variant_count": 2,
            "active_variant_count": 2,
        }
    ]
    p = stored(api, site, "linen-shirt")
    assert (p["title"], p["handle"], p["brand"], p["product_type"]) == (
        "Linen Shirt",
        "linen-shirt",
        "Acme",
        "Shirt",
    )
    assert "Breathable linen" in p["description"]
    assert (p["source_status_raw"], p["source_active"]) == ("active", True)
    assert [o["key"] for o in p["options"]] == ["Size", "Color"]
    assert {i["url"] for i in p["images"]} == {
        "https://cdn.example/ls-1.jpg",
        "https://cdn.example/ls-2.jpg",
        "https://cdn.example/ls-3.jpg",
    }
    alt = {i["url"]: i["alt_text"] for i in p["images"]}
    assert alt["https://cdn.example/ls-1.jpg"] == "Front"
    variants = {v["sku"]: v for v in p["variants"]}
    assert set(variants) == {"LS-S-W", "LS-M-W"}
    s = variants["LS-S-W"]
    assert s["option_values"] == {"Size": "S", "Color": "White"}
    assert s["price"] == {"amount": "59.00", "currency": "GBP"}
    assert s["compare_at_price"] == {"amount": "79.00", "currency": "GBP"}
    assert s["inventory_quantity"] == 4
    assert s["image_url"] == "https://cdn.example/ls-s.jpg"
    assert variants["LS-M-W"]["inventory_quantity"] == 0


@pytest.mark.parametrize(
    ("status", "active"), [("active", True), ("draft", False), ("archived", False)]
)
def test_shopify_status_maps_to_source_active(api, site, status, active):
    content = shopify(
        [
            {
                "Handle": "h",
                "Title": "T",
                "Status": status,
                "Image Src": IMG,
                "Variant Price": "1.00",
                "Option1 Name": "Title",
                "Option1 Value": "Default Title",
            }
        ]
    )
    ok(api, site, content)
    p = stored(api, site, "h")
    assert (p["source_status_raw"], p["source_active"]) == (status, active)


def test_shopify_prices_default_to_usd(api, site):
    content = shopify(
        [
            {
                "Handle": "h",
                "Title": "T",
                "Image Src": IMG,
                "Variant Price": "10.00",
                "Option1 Name": "Title",
                "Option1 Value": "Default Title",
            }
        ]
    )
    ok(api, site, content)
    p = stored(api, site, "h")
    assert {v["price"]["currency"] for v in p["variants"]} == {"USD"}


def test_shopify_header_names_are_case_insensitive(api, site):
    content = to_csv(
        ["handle", "title", "image src", "option1 name", "option1 value"],
        [["h", "T", IMG, "Size", "M"]],
    )
    ok(api, site, content)
    p = stored(api, site, "h")
    assert p["title"] == "T" and p["variants"][0]["option_values"] == {"Size": "M"}


def test_shopify_invalid_currency_field_is_400(api, site):
    content = shopify([{"Handle": "h", "Title": "T", "Image Src": IMG}])
    assert_error(upload(api, site, content, currency="euro"), 400)


def test_shopify_row_error_names_the_shopify_column(api, site):
    content = shopify(
        [
            {
                "Handle": "h",
                "Title": "T",
                "Image Src": IMG,
                "Option1 Name": "Size",
                "Option1 Value": "S",
                "Variant Price": "x",
            }
        ]
    )
    data = assert_error(upload(api, site, content), 400)
    assert data["row_errors"][0]["row"] == 2
    assert data["row_errors"][0]["column"].lower() == "variant price"


def test_conflicting_product_cells_are_a_row_error(api, site):
    content = records(
        [
            {"product_id": "p", "title": "A", "image_url": IMG, "variant_id": "1"},
            {"product_id": "p", "title": "B", "variant_id": "2"},
        ]
    )
    data = assert_error(upload(api, site, content), 400)
    assert (data["row_errors"][0]["row"], data["row_errors"][0]["column"]) == (3, "title")


def test_shopify_default_title_is_one_variant_without_options(api, site):
    content = shopify(
        [
            {
                "Handle": "h",
                "Title": "Tote Bag",
                "Image Src": IMG,
                "Option1 Name": "Title",
                "Option1 Value": "Default Title",
                "Variant Price": "25.00",
                "Variant SKU": "TOTE",
            }
        ]
    )
    body = ok(api, site, content)
    assert body["products"][0]["variant_count"] == 1
    p = stored(api, site, "h")
    assert p["options"] == []
    assert p["variants"][0]["sku"] == "TOTE"
    assert p["price"] == {"amount": "25.00", "currency": "USD"}


# --- through the real WSGI server ----------------------------------------------------------------


def _multipart(content: bytes, boundary: str = "contract-boundary") -> tuple[bytes, str]:
    body = (
        (
            f"--{boundary}\r\n"
            'Content-Disposition: form-data; name="file"; filename="catalog.csv"\r\n'
            "Content-Type: text/csv\r\n\r\n"
        ).encode()
        + content
        + f"\r\n--{boundary}--\r\n".encode()
    )
    return body, f"multipart/form-data; boundary={boundary}"


@pytest.mark.server
@pytest.mark.django_db(transaction=True)
def test_import_through_gunicorn_including_413_over_50_mib(gunicorn_server):
    import json
    import urllib.error
    import urllib.request

    from tests.factories import SiteFactory, issue_key

    site = SiteFactory()
    key = issue_key(site.account)

    def post(body: bytes, content_type: str):
        request = urllib.request.Request(
            f"{gunicorn_server.url}/vfr/manage/sites/{site.pk}/products/import",
            data=body,
            method="POST",
            headers={"Authorization": f"Bearer {key}", "Content-Type": content_type},
        )
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as exc:
            return exc.code, json.loads(exc.read())

    status, data = post(
        *_multipart(records([{"product_id": "a/b", "title": "T", "image_url": IMG}]))
    )
    assert status == 200, data
    assert data["products"][0]["product_id"] == "a/b"
    status, data = post(b"", "multipart/form-data; boundary=x")
    assert status == 400 and isinstance(data["error"], str)
    big = b"product_id,title\n" + b"p,T\n" * (13 * 1024 * 1024 + 1)
    assert len(big) > 50 * 1024 * 1024
    status, data = post(*_multipart(big))
    assert status == 413, data
    assert isinstance(data["error"], str)


def test_import_adds_new_option_values_to_explicitly_sent_options(api, site):
    create(
        api,
        site,
        "p",
        options=[
            {
                "key": "Size",
                "kind": "size",
                "values": [{"source_value": "S", "display_label": "Small"}],
            }
        ],
        variants=[{"source_variant_id": "s", "option_values": {"Size": "S"}}],
    )
    content = records(
        [
            {"product_id": "p", "variant_id": "s", "option1_name": "Size", "option1_value": "S"},
            {"product_id": "p", "variant_id": "m", "option1_value": "M"},
        ]
    )
    body = ok(api, site, content)
    assert body["products"][0]["active_variant_count"] == 2
    p = stored(api, site, "p")
    values = {v["source_value"]: v["display_label"] for v in p["options"][0]["values"]}
    assert values == {"S": "Small", "M": "M"}
    assert p["options"][0]["kind"] == "size"


def test_import_of_a_product_with_derived_options_keeps_them_derived(api, site):
    create(api, site, "p", variants=[{"source_variant_id": "s", "option_values": {"Size": "S"}}])
    ok(
        api,
        site,
        records(
            [{"product_id": "p", "variant_id": "m", "option1_name": "Size", "option1_value": "M"}]
        ),
    )
    # still derived: a later write may add any value
    response = put(
        api, site, "p", {"variants": [{"source_variant_id": "l", "option_values": {"Size": "L"}}]}
    )
    assert response.status_code == 200
    assert [
        v["source_value"] for v in response.json()["catalog_product"]["options"][0]["values"]
    ] == [
        "M",
        "L",
    ]
