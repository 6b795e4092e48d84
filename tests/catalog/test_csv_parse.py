"""The pure CSV parsing half of the catalog import (decisions.md section 3)."""

from __future__ import annotations

import csv
import importlib.util
import io
from pathlib import Path

import pytest

from catalog.csv_import import (
    DEFAULT_VARIANT_ID,
    CsvLayoutError,
    RowError,
    derived_variant_id,
    grouping,
    parse_catalog_csv,
)
from catalog.csv_import.grouping import group_rows

FIXTURES = Path(__file__).parent / "fixtures"
NATIVE_HEADER = [
    "product_id",
    "title",
    "handle",
    "canonical_url",
    "enabled",
    "available",
    "brand",
    "product_type",
    "description",
    "price",
    "compare_at_price",
    "currency",
    "image_url",
    "image_role",
    "image_position",
    "variant_id",
    "sku",
    "option1_name",
    "option1_value",
    "option2_name",
    "option2_value",
    "option3_name",
    "option3_value",
    "variant_title",
    "variant_price",
    "variant_compare_at_price",
    "variant_available",
    "inventory_quantity",
    "variant_image_url",
    "variant_url",
    "delete",
]
SHOPIFY_HEADER = [
    "Handle",
    "Title",
    "Body (HTML)",
    "Vendor",
    "Type",
    "Tags",
    "Published",
    "Option1 Name",
    "Option1 Value",
    "Option2 Name",
    "Option2 Value",
    "Option3 Name",
    "Option3 Value",
    "Variant SKU",
    "Variant Inventory Tracker",
    "Variant Inventory Qty",
    "Variant Inventory Policy",
    "Variant Price",
    "Variant Compare At Price",
    "Image Src",
    "Image Position",
    "Image Alt Text",
    "Variant Image",
    "Status",
]
IMG = "https://img.example.com"


def csv_bytes(header: list[str], rows: list[dict[str, str]], *, newline: str = "\n") -> bytes:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator=newline)
    writer.writerow(header)
    for row in rows:
        unknown = set(row) - set(header)
        assert not unknown, unknown
        writer.writerow([row.get(name, "") for name in header])
    return buf.getvalue().encode("utf-8")


def parse_native(*rows: dict[str, str], **kwargs):
    return parse_catalog_csv(io.BytesIO(csv_bytes(NATIVE_HEADER, list(rows))), **kwargs)


def parse_shopify(*rows: dict[str, str], **kwargs):
    return parse_catalog_csv(io.BytesIO(csv_bytes(SHOPIFY_HEADER, list(rows))), **kwargs)


def parse_text(text: str, **kwargs):
    return parse_catalog_csv(io.BytesIO(text.encode("utf-8")), **kwargs)


def parse_fixture(name: str, **kwargs):
    with (FIXTURES / name).open("rb") as stream:
        return parse_catalog_csv(stream, **kwargs)


def errors(parsed) -> list[tuple[int, str]]:
    return [(e.row, e.column) for e in parsed.row_errors]


def dress(**cells: str) -> dict[str, str]:
    """A native variant row of product P1 with one image."""
    row = {
        "product_id": "P1",
        "title": "Silk Slip Dress",
        "image_url": f"{IMG}/p1.jpg",
        "variant_id": "V1",
        "option1_name": "Colour",
        "option1_value": "Black",
    }
    row.update(cells)
    return {k: v for k, v in row.items() if v is not None}


def shirt(**cells: str) -> dict[str, str]:
    """The first Shopify row of product linen-shirt."""
    row = {
        "Handle": "linen-shirt",
        "Title": "Linen Shirt",
        "Option1 Name": "Size",
        "Option1 Value": "S",
        "Variant Price": "60.00",
        "Image Src": f"{IMG}/shirt.jpg",
        "Image Position": "1",
        "Status": "active",
    }
    row.update(cells)
    return {k: v for k, v in row.items() if v is not None}


# -- layout and encoding ----------------------------------------------------------------------


def test_native_layout_is_detected_from_product_id_column():
    assert parse_native(dress()).layout == "native"


def test_shopify_layout_is_detected_from_handle_and_title_columns():
    assert parse_shopify(shirt()).layout == "shopify"


def test_header_names_match_case_insensitively_and_trimmed():
    parsed = parse_text(" Product_ID ,TITLE, Image_URL\nP1,Dress,https://img/x.jpg\n")

    assert parsed.products["P1"].body["title"] == "Dress"


def test_unknown_header_raises_layout_error():
    with pytest.raises(CsvLayoutError, match="unknown CSV layout"):
        parse_text("sku,name,price\nA,B,1\n")


def test_handle_without_a_shopify_column_is_not_a_shopify_export():
    with pytest.raises(CsvLayoutError, match="unknown CSV layout"):
        parse_text("handle,name\nx,y\n")


def test_empty_file_raises_layout_error():
    with pytest.raises(CsvLayoutError, match="empty"):
        parse_text("")


def test_header_only_file_raises_layout_error():
    with pytest.raises(CsvLayoutError, match="no product rows"):
        parse_text("product_id,title\n")


def test_file_of_blank_rows_after_header_raises_layout_error():
    with pytest.raises(CsvLayoutError, match="no product rows"):
        parse_text("product_id,title\n\n,\n")


def test_duplicate_header_column_raises_layout_error():
    with pytest.raises(CsvLayoutError, match="duplicate column 'Title'"):
        parse_text("product_id,title,Title\nP1,a,b\n")


def test_utf8_bom_is_dropped_from_the_first_header():
    parsed = parse_fixture("shopify_export_excel_bom_crlf.csv")

    assert parsed.layout == "shopify"
    assert list(parsed.products) == ["リネンシャツ"]


def test_utf16_file_is_rejected_as_not_utf8():
    data = "product_id,title\nP1,Dress\n".encode("utf-16")

    with pytest.raises(CsvLayoutError, match=r"file is not UTF-8 encoded \(row 1\)"):
        parse_catalog_csv(io.BytesIO(data))


def test_utf16_file_without_bom_is_rejected_as_not_utf8():
    data = "product_id,title\nP1,Dress\n".encode("utf-16-le")

    with pytest.raises(CsvLayoutError, match=r"file is not UTF-8 encoded \(row 1\)"):
        parse_catalog_csv(io.BytesIO(data))


def test_latin1_bytes_are_rejected_naming_the_row_they_are_on():
    # Far more than one decoder chunk (8 KiB) of good rows before the bad one.
    good = "".join(f"P{i},Plain title number {i}\n" for i in range(2, 1002))
    data = b"product_id,title\n" + good.encode() + "P9,Café\n".encode("latin-1")

    with pytest.raises(CsvLayoutError, match=r"file is not UTF-8 encoded \(row 1002\)"):
        parse_catalog_csv(io.BytesIO(data))


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_any_line_ending_is_accepted(newline):
    data = csv_bytes(
        NATIVE_HEADER, [dress(), dress(variant_id="V2", option1_value="Red")], newline=newline
    )

    parsed = parse_catalog_csv(io.BytesIO(data))

    assert not parsed.row_errors
    assert len(parsed.products["P1"].body["variants"]) == 2


def test_quoted_commas_and_newlines_stay_inside_their_cell():
    parsed = parse_native(dress(title="Dress, Silk", description='Line one,\nline "two"'))

    body = parsed.products["P1"].body
    assert body["title"] == "Dress, Silk"
    assert body["description"] == 'Line one,\nline "two"'


def test_row_numbers_count_records_not_physical_lines():
    parsed = parse_native(
        dress(description="three\nline\ncell"),
        dress(variant_id="V2", option1_value="Red", variant_available="maybe"),
    )

    assert errors(parsed) == [(3, "variant_available")]


def test_blank_rows_are_skipped_but_keep_their_row_number():
    parsed = parse_text("product_id,enabled\nP1,true\n\n,\nP2,nope\n")

    assert parsed.row_count == 2
    assert errors(parsed) == [(5, "enabled")]


def test_unterminated_quote_raises_layout_error():
    with pytest.raises(CsvLayoutError, match=r"unreadable CSV \(row 2\)"):
        parse_text('product_id,title\nP1,"Silk dress\n')


def test_columns_outside_the_layout_are_listed_as_ignored():
    parsed = parse_text("product_id,title,notes\nP1,Dress,call supplier\n")

    assert parsed.ignored_columns == ["notes"]
    assert "notes" not in parsed.products["P1"].body


def test_the_callers_stream_is_left_open():
    stream = io.BytesIO(csv_bytes(NATIVE_HEADER, [dress()]))

    parse_catalog_csv(stream)

    assert not stream.closed


def test_currency_argument_that_is_not_a_code_raises_value_error():
    with pytest.raises(ValueError, match="currency"):
        parse_native(dress(), currency="euro")


# -- products and row inheritance ----------------------------------------------------------


def test_rows_of_one_product_need_not_be_adjacent():
    parsed = parse_native(
        dress(),
        {"product_id": "P2", "title": "Tee", "image_url": f"{IMG}/p2.jpg"},
        dress(title="", variant_id="V2", option1_value="Red"),
    )

    assert [v["source_variant_id"] for v in parsed.products["P1"].body["variants"]] == ["V1", "V2"]


def test_products_are_listed_in_first_seen_order():
    parsed = parse_native({"product_id": "B"}, {"product_id": "A"}, {"product_id": "B"})

    assert list(parsed.products) == ["B", "A"]


def test_empty_product_cells_inherit_the_first_non_empty_value_of_the_product():
    parsed = parse_native(
        dress(title=""),
        dress(title="", variant_id="V2", option1_value="Red", brand="Maison Lune"),
        dress(title="Silk Slip Dress", variant_id="V3", option1_value="Blue"),
    )

    body = parsed.products["P1"].body
    assert body["title"] == "Silk Slip Dress"
    assert body["brand"] == "Maison Lune"


def test_a_different_non_empty_product_value_on_a_later_row_is_a_row_error():
    parsed = parse_native(dress(), dress(variant_id="V2", option1_value="Red", title="Other"))

    assert errors(parsed) == [(3, "title")]
    assert "row 2" in parsed.row_errors[0].error


def test_cells_are_trimmed():
    parsed = parse_native(dress(title="  Silk Slip Dress ", variant_id=" V1 "))

    body = parsed.products["P1"].body
    assert body["title"] == "Silk Slip Dress"
    assert body["variants"][0]["source_variant_id"] == "V1"


def test_product_ids_are_case_sensitive():
    parsed = parse_native({"product_id": "abc"}, {"product_id": "ABC"})

    assert list(parsed.products) == ["abc", "ABC"]


def test_row_count_counts_non_blank_data_rows():
    assert parse_native(dress(), dress(variant_id="V2", option1_value="Red")).row_count == 2


# -- variant and image rows ----------------------------------------------------------------


def test_a_row_with_a_variant_id_is_a_variant_row():
    parsed = parse_native({"product_id": "P1", "variant_id": "V1", "variant_price": "10.00"})

    variants = parsed.products["P1"].body["variants"]
    assert variants == [
        {"source_variant_id": "V1", "price": {"amount": "10.00", "currency": "USD"}}
    ]


def test_a_row_with_only_an_option_value_is_a_variant_row():
    parsed = parse_native({"product_id": "P1", "option1_name": "Size", "option1_value": "M"})

    assert parsed.products["P1"].body["variants"] == [
        {"source_variant_id": "Size=M", "option_values": {"Size": "M"}}
    ]


def test_a_row_with_only_an_image_adds_an_image():
    parsed = parse_native(
        dress(),
        {
            "product_id": "P1",
            "image_url": f"{IMG}/back.jpg",
            "image_role": "back",
            "image_position": "2",
        },
    )

    body = parsed.products["P1"].body
    assert body["images"][1] == {"url": f"{IMG}/back.jpg", "role": "back", "position": 2}
    assert len(body["variants"]) == 1


def test_a_variant_row_with_an_image_adds_a_product_image_too():
    parsed = parse_native(
        dress(), dress(variant_id="V2", option1_value="Red", image_url=f"{IMG}/red.jpg")
    )

    body = parsed.products["P1"].body
    assert [i["url"] for i in body["images"]] == [f"{IMG}/p1.jpg", f"{IMG}/red.jpg"]
    assert len(body["variants"]) == 2


def test_variant_cells_without_variant_id_or_option_value_are_a_row_error():
    parsed = parse_native(dress(), {"product_id": "P1", "sku": "SKU-9", "variant_price": "9.00"})

    assert errors(parsed) == [(3, "variant_id")]


def test_rows_naming_the_same_variant_merge():
    parsed = parse_native(
        dress(variant_price="10.00"), dress(sku="SKU-1", image_url=f"{IMG}/p1-back.jpg")
    )

    [variant] = parsed.products["P1"].body["variants"]
    assert variant["sku"] == "SKU-1"
    assert variant["price"]["amount"] == "10.00"


def test_rows_naming_the_same_variant_with_different_values_are_a_row_error():
    parsed = parse_native(dress(variant_price="10.00"), dress(variant_price="12.00"))

    assert errors(parsed) == [(3, "variant_price")]


def test_variants_without_ids_are_told_apart_by_option_values():
    parsed = parse_native(
        {"product_id": "P1", "option1_name": "Size", "option1_value": "S", "sku": "A"},
        {"product_id": "P1", "option1_value": "S", "variant_price": "5.00"},
        {"product_id": "P1", "option1_value": "M", "sku": "B"},
    )

    variants = parsed.products["P1"].body["variants"]
    assert [(v["option_values"]["Size"], v["sku"]) for v in variants] == [("S", "A"), ("M", "B")]
    assert variants[0]["price"]["amount"] == "5.00"


def test_an_image_repeated_on_several_rows_is_one_image():
    parsed = parse_native(dress(), dress(variant_id="V2", option1_value="Red"))

    assert parsed.products["P1"].body["images"] == [{"url": f"{IMG}/p1.jpg"}]


def test_image_attributes_without_an_image_url_are_a_row_error():
    parsed = parse_native(dress(), {"product_id": "P1", "image_role": "back"})

    assert errors(parsed) == [(3, "image_url")]


def test_a_product_without_variant_rows_is_a_complete_view_with_no_variants():
    parsed = parse_native({"product_id": "P1", "title": "Scarf", "price": "20", "available": "yes"})

    body = parsed.products["P1"].body
    assert body["variants"] == []
    assert body["variants_complete"] is True
    assert body["available"] is True


def test_every_imported_product_is_a_complete_view_of_its_variants():
    assert parse_native(dress()).products["P1"].body["variants_complete"] is True


def test_body_holds_only_fields_with_values():
    parsed = parse_native({"product_id": "P1", "variant_id": "V1"})

    assert parsed.products["P1"].body == {
        "variants": [{"source_variant_id": "V1"}],
        "variants_complete": True,
    }


def test_native_body_carries_every_native_column():
    parsed = parse_fixture("native_catalog.csv")

    body = parsed.products["DR-1042"].body
    assert body["canonical_url"] == "https://example-shop.com/products/silk-slip-dress"
    assert body["enabled"] is True
    assert body["compare_at_price"] == {"amount": "220.00", "currency": "EUR"}
    assert body["images"][0] == {
        "url": "https://images.example-shop.com/p/dr-1042-black-front.jpg",
        "role": "front",
        "position": 0,
    }
    assert body["variants"][0] == {
        "source_variant_id": "DR-1042-BLK-S",
        "sku": "DR1042BLKS",
        "option_values": {"Colour": "Black", "Size": "S"},
        "title": "Black / S",
        "price": {"amount": "189.00", "currency": "EUR"},
        "available": True,
        "inventory_quantity": 7,
        "image_url": "https://images.example-shop.com/p/dr-1042-black-front.jpg",
        "canonical_url": "https://example-shop.com/products/silk-slip-dress?variant=DR-1042-BLK-S",
    }


def test_more_than_5000_variants_in_a_product_is_a_row_error():
    rows = [{"product_id": "P1", "variant_id": f"V{i}"} for i in range(5001)]

    parsed = parse_native(*rows)

    assert errors(parsed) == [(5002, "variant_id")]


# -- options --------------------------------------------------------------------------------


def test_option_keys_are_the_option_names_as_written_and_trimmed():
    parsed = parse_native(
        dress(option1_name=" Colour ", option2_name="Size (EU)", option2_value="38")
    )

    assert parsed.products["P1"].body["variants"][0]["option_values"] == {
        "Colour": "Black",
        "Size (EU)": "38",
    }


def test_an_option_value_without_a_name_inherits_it_from_an_earlier_row():
    parsed = parse_native(dress(), dress(option1_name="", variant_id="V2", option1_value="Red"))

    assert parsed.products["P1"].body["variants"][1]["option_values"] == {"Colour": "Red"}


def test_an_option_value_is_named_by_a_later_row_of_the_product():
    """decisions.md 3: product-level cells inherit the first non-empty value of the product,
    whichever row gives it."""
    parsed = parse_native(
        dress(option1_name="", option1_value="Red"),
        dress(variant_id="V2"),
    )

    assert errors(parsed) == []
    assert [v["option_values"] for v in parsed.products["P1"].body["variants"]] == [
        {"Colour": "Red"},
        {"Colour": "Black"},
    ]


def test_an_option_value_no_row_of_the_product_names_is_a_row_error():
    parsed = parse_native(
        dress(option1_name="", option1_value="Red"),
        dress(variant_id="V2", option1_name="", option1_value="Blue"),
    )

    assert errors(parsed) == [(2, "option1_value"), (3, "option1_value")]


def test_a_different_option_name_on_a_later_row_is_a_row_error():
    parsed = parse_native(
        dress(), dress(variant_id="V2", option1_name="Color", option1_value="Red")
    )

    assert errors(parsed) == [(3, "option1_name")]


def test_two_options_with_the_same_name_are_a_row_error():
    parsed = parse_native(dress(option2_name="colour", option2_value="Red"))

    assert errors(parsed) == [(2, "option2_name")]


# -- cells ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cell", "value"),
    [("true", True), ("FALSE", False), ("Yes", True), ("no", False), ("1", True), ("0", False)],
)
def test_booleans_accept_true_false_yes_no_1_0_in_any_case(cell, value):
    parsed = parse_native(dress(enabled=cell))

    assert parsed.products["P1"].body["enabled"] is value


def test_an_invalid_boolean_is_a_row_error_naming_row_and_column():
    parsed = parse_native(
        dress(), dress(variant_id="V2", option1_value="Red", variant_available="y")
    )

    assert parsed.row_errors == [
        RowError(3, "variant_available", "must be true/false/yes/no/1/0, got 'y'")
    ]


@pytest.mark.parametrize("cell", ["1.5", "ten", "3 pcs"])
def test_an_invalid_integer_is_a_row_error(cell):
    parsed = parse_native(dress(inventory_quantity=cell))

    assert errors(parsed) == [(2, "inventory_quantity")]


def test_a_negative_inventory_quantity_is_kept():
    parsed = parse_native(dress(inventory_quantity="-3"))

    assert parsed.products["P1"].body["variants"][0]["inventory_quantity"] == -3


def test_a_negative_image_position_is_a_row_error():
    parsed = parse_native(dress(image_position="-1"))

    assert errors(parsed) == [(2, "image_position")]


@pytest.mark.parametrize("cell", ["19,99", "$19.99", "-5.00", "1e3", "12."])
def test_an_invalid_price_is_a_row_error(cell):
    parsed = parse_native(dress(variant_price=cell))

    assert errors(parsed) == [(2, "variant_price")]


def test_prices_keep_the_decimal_string_as_written():
    parsed = parse_native(dress(price="49.90", variant_price="49"))

    body = parsed.products["P1"].body
    assert body["price"]["amount"] == "49.90"
    assert body["variants"][0]["price"]["amount"] == "49"


def test_a_value_over_its_max_length_is_a_row_error():
    parsed = parse_native(dress(title="x" * 501, sku="s" * 256))

    assert errors(parsed) == [(2, "title"), (2, "sku")]


def test_a_missing_product_id_is_a_row_error():
    parsed = parse_native(dress(), dress(product_id=""))

    assert errors(parsed) == [(3, "product_id")]


def test_a_product_id_over_255_characters_is_a_row_error():
    parsed = parse_native(dress(product_id="p" * 256))

    assert errors(parsed) == [(2, "product_id")]
    assert parsed.products == {}


def test_row_errors_are_capped_at_max_row_errors_but_all_are_counted():
    rows = [dress(variant_id=f"V{i}", option1_value=f"C{i}", enabled="maybe") for i in range(5)]

    parsed = parse_native(*rows, max_row_errors=3)

    assert errors(parsed) == [(2, "enabled"), (3, "enabled"), (4, "enabled")]
    assert parsed.row_error_count == 5
    assert not parsed.ok


def test_row_errors_past_a_zero_maximum_still_make_the_file_not_ok():
    parsed = parse_native(dress(enabled="maybe"), max_row_errors=0)

    assert parsed.row_errors == []
    assert not parsed.ok


def test_a_currency_column_sets_the_currency_of_every_price_of_the_product():
    parsed = parse_native(dress(currency="eur", price="10", variant_price="11"))

    body = parsed.products["P1"].body
    assert body["price"] == {"amount": "10", "currency": "EUR"}
    assert body["variants"][0]["price"] == {"amount": "11", "currency": "EUR"}


def test_prices_take_the_currency_argument_without_a_currency_cell():
    parsed = parse_native(dress(price="10"), currency="GBP")

    assert parsed.products["P1"].body["price"] == {"amount": "10", "currency": "GBP"}


def test_an_invalid_currency_cell_is_a_row_error():
    parsed = parse_native(dress(currency="Euro"))

    assert errors(parsed) == [(2, "currency")]


# -- delete rows ------------------------------------------------------------------------------


def test_a_delete_product_row_deletes_the_product():
    parsed = parse_native({"product_id": "OLD", "delete": "product"})

    plan = parsed.products["OLD"]
    assert plan.delete_product is True
    assert plan.delete_variant_ids == []


def test_a_delete_variant_row_deletes_that_variant_of_the_product():
    parsed = parse_native(dress(), {"product_id": "P1", "variant_id": "V9", "delete": "Variant"})

    plan = parsed.products["P1"]
    assert plan.delete_variant_ids == ["V9"]
    assert plan.delete_product is False
    assert [v["source_variant_id"] for v in plan.body["variants"]] == ["V1"]


def test_a_delete_variant_row_without_variant_id_is_a_row_error():
    parsed = parse_native({"product_id": "P1", "delete": "variant"})

    assert errors(parsed) == [(2, "variant_id")]


def test_an_unknown_delete_value_is_a_row_error():
    parsed = parse_native({"product_id": "P1", "delete": "yes"})

    assert errors(parsed) == [(2, "delete")]


def test_a_product_only_in_delete_rows_is_not_a_view_of_the_product():
    parsed = parse_native({"product_id": "P1", "variant_id": "V9", "delete": "variant"})

    plan = parsed.products["P1"]
    assert plan.is_view is False
    assert plan.body == {}


def test_a_delete_row_ignores_its_other_cells():
    parsed = parse_native({"product_id": "P1", "delete": "product", "enabled": "maybe"})

    assert parsed.ok


def test_importing_and_deleting_the_same_product_is_a_row_error():
    parsed = parse_native(dress(), {"product_id": "P1", "delete": "product"})

    assert errors(parsed) == [(3, "delete")]


def test_importing_a_product_deleted_on_an_earlier_row_is_a_row_error():
    parsed = parse_native({"product_id": "P1", "delete": "product"}, dress())

    assert errors(parsed) == [(3, "product_id")]


def test_importing_and_deleting_the_same_variant_is_a_row_error():
    parsed = parse_native(dress(), {"product_id": "P1", "variant_id": "V1", "delete": "variant"})

    assert errors(parsed) == [(3, "variant_id")]


# -- Shopify export ---------------------------------------------------------------------------


def test_shopify_handle_is_the_product_id_and_the_handle():
    parsed = parse_shopify(shirt())

    assert parsed.products["linen-shirt"].body["handle"] == "linen-shirt"


def test_shopify_product_columns_map_to_the_write_body():
    parsed = parse_shopify(
        shirt(**{"Vendor": "Kumo", "Type": "Shirts", "Body (HTML)": "<p>Hi</p>"})
    )

    body = parsed.products["linen-shirt"].body
    assert (body["brand"], body["product_type"], body["description"]) == (
        "Kumo",
        "Shirts",
        "<p>Hi</p>",
    )


@pytest.mark.parametrize(
    ("status", "active"), [("active", True), ("draft", False), ("archived", False)]
)
def test_shopify_status_sets_source_status_raw_and_source_active(status, active):
    parsed = parse_shopify(shirt(Status=status))

    body = parsed.products["linen-shirt"].body
    assert (body["source_status_raw"], body["source_active"]) == (status, active)


def test_shopify_prices_take_the_currency_argument():
    parsed = parse_shopify(shirt(**{"Variant Compare At Price": "80.00"}), currency="CAD")

    variant = parsed.products["linen-shirt"].body["variants"][0]
    assert variant["price"] == {"amount": "60.00", "currency": "CAD"}
    assert variant["compare_at_price"] == {"amount": "80.00", "currency": "CAD"}


def test_shopify_variant_rows_inherit_option_names_from_the_first_row():
    parsed = parse_shopify(
        shirt(**{"Option2 Name": "Color", "Option2 Value": "Sand"}),
        {"Handle": "linen-shirt", "Option1 Value": "M", "Option2 Value": "Sand"},
    )

    variants = parsed.products["linen-shirt"].body["variants"]
    assert variants[1]["option_values"] == {"Size": "M", "Color": "Sand"}


def test_shopify_variants_get_a_source_id_derived_from_their_option_values():
    parsed = parse_shopify(shirt(**{"Option2 Name": "Color", "Option2 Value": "Sand Beige"}))

    variant = parsed.products["linen-shirt"].body["variants"][0]
    assert variant["source_variant_id"] == "Color=Sand%20Beige&Size=S"
    assert variant["option_values"] == {"Size": "S", "Color": "Sand Beige"}


def test_derived_variant_id_ignores_option_order_and_hashes_long_values():
    assert derived_variant_id({"Size": "M", "colour": "A&B"}) == derived_variant_id(
        {"colour": "A&B", "Size": "M"}
    )
    assert derived_variant_id({"Size": "M", "colour": "A&B"}) == "colour=A%26B&Size=M"
    long = derived_variant_id({"Size": "x" * 300})
    assert long.startswith("sha256:") and len(long) == 71


def test_shopify_variant_title_joins_its_option_values():
    parsed = parse_shopify(shirt(**{"Option2 Name": "Color", "Option2 Value": "Sand"}))

    assert parsed.products["linen-shirt"].body["variants"][0]["title"] == "S / Sand"


def test_shopify_inventory_qty_and_policy_map_to_the_variant():
    parsed = parse_shopify(
        shirt(**{"Variant Inventory Qty": "4", "Variant Inventory Policy": "continue"})
    )

    variant = parsed.products["linen-shirt"].body["variants"][0]
    assert (variant["inventory_quantity"], variant["inventory_policy"]) == (4, "continue")


@pytest.mark.parametrize(
    ("tracker", "qty", "policy", "available"),
    [
        ("shopify", "3", "deny", True),
        ("shopify", "0", "deny", False),
        ("shopify", "-1", "continue", True),
        ("", "0", "deny", True),  # blank tracker: inventory not tracked, always sells
        ("shopify", "", "deny", None),  # tracked, quantity unknown
    ],
)
def test_shopify_variant_availability_follows_tracker_quantity_and_policy(
    tracker, qty, policy, available
):
    parsed = parse_shopify(
        shirt(
            **{
                "Variant Inventory Tracker": tracker,
                "Variant Inventory Qty": qty,
                "Variant Inventory Policy": policy,
            }
        )
    )

    assert parsed.products["linen-shirt"].body["variants"][0].get("available") is available


def test_shopify_variant_image_is_the_variant_image_url():
    parsed = parse_shopify(shirt(**{"Variant Image": f"{IMG}/shirt-s.jpg"}))

    assert parsed.products["linen-shirt"].body["variants"][0]["image_url"] == f"{IMG}/shirt-s.jpg"


def test_shopify_image_only_rows_add_images_with_position_and_alt_text():
    parsed = parse_shopify(
        shirt(),
        {
            "Handle": "linen-shirt",
            "Image Src": f"{IMG}/back.jpg",
            "Image Position": "2",
            "Image Alt Text": "Back",
        },
    )

    body = parsed.products["linen-shirt"].body
    assert body["images"] == [
        {"url": f"{IMG}/shirt.jpg", "position": 1},
        {"url": f"{IMG}/back.jpg", "position": 2, "alt_text": "Back"},
    ]
    assert len(body["variants"]) == 1


def test_shopify_variant_cells_without_an_option_value_are_a_row_error():
    parsed = parse_shopify(shirt(), {"Handle": "linen-shirt", "Variant SKU": "X"})

    assert errors(parsed) == [(3, "Option1 Value")]


def test_shopify_default_title_is_one_default_variant_without_options():
    parsed = parse_fixture("shopify_export.csv")

    [variant] = parsed.products["cashmere-beanie"].body["variants"]
    assert variant == {
        "source_variant_id": DEFAULT_VARIANT_ID,
        "sku": "CRB-OAT",
        "price": {"amount": "85.00", "currency": "USD"},
        "available": True,
        "inventory_quantity": 0,
        "inventory_policy": "deny",
    }


def test_shopify_default_title_product_carries_price_and_availability_itself():
    parsed = parse_fixture("shopify_export.csv")

    body = parsed.products["cashmere-beanie"].body
    assert body["price"] == {"amount": "85.00", "currency": "USD"}
    assert body["available"] is True
    assert "options" not in body


def test_shopify_export_fixture_parses_every_product_without_errors():
    parsed = parse_fixture("shopify_export.csv")

    assert parsed.ok
    assert list(parsed.products) == [
        "linen-wrap-dress",
        "cashmere-beanie",
        "pull-côtelé-crème",
        "archived-straight-jeans",
    ]
    dress_body = parsed.products["linen-wrap-dress"].body
    assert len(dress_body["variants"]) == 6
    assert [i["position"] for i in dress_body["images"]] == [1, 2, 3, 4]
    assert "<li>Model is 5'9\" and wears a size S</li>" in dress_body["description"]
    assert "Google Shopping / Gender" in parsed.ignored_columns


def test_shopify_non_ascii_handles_and_titles_survive():
    parsed = parse_fixture("shopify_export.csv")

    body = parsed.products["pull-côtelé-crème"].body
    assert body["title"] == "Pull côtelé en laine — crème"
    assert body["variants"][0]["option_values"] == {"Taille": "36"}


# -- provenance -------------------------------------------------------------------------------


def test_locate_maps_a_variant_price_path_to_its_cell():
    parsed = parse_native(
        dress(), dress(variant_id="V2", option1_value="Red", variant_price="9.00")
    )

    assert parsed.products["P1"].locate("variants[1].price.amount") == (3, "variant_price")


def test_locate_maps_a_currency_path_to_the_currency_cell():
    parsed = parse_native(dress(variant_price="9.00"), {"product_id": "P1", "currency": "usd"})

    assert parsed.products["P1"].locate("variants[0].price.currency") == (3, "currency")


def test_locate_maps_a_currency_path_without_currency_cell_to_the_price_cell():
    parsed = parse_shopify(shirt())

    assert parsed.products["linen-shirt"].locate("variants[0].price.currency") == (
        2,
        "Variant Price",
    )


def test_locate_maps_an_option_value_by_option_name():
    parsed = parse_native(dress(option2_name="Size", option2_value="M"))

    assert parsed.products["P1"].locate("variants[0].option_values.Size") == (2, "option2_value")


def test_locate_maps_an_image_path_to_the_image_row():
    parsed = parse_native(
        dress(), {"product_id": "P1", "image_url": f"{IMG}/b.jpg", "image_role": "x"}
    )

    plan = parsed.products["P1"]
    assert plan.locate("images[1].url") == (3, "image_url")
    assert plan.locate("images[1].role") == (3, "image_role")


def test_locate_maps_a_product_field_to_the_row_that_gave_it():
    parsed = parse_native(
        dress(title=""), dress(variant_id="V2", option1_value="Red", title="Dress")
    )

    assert parsed.products["P1"].locate("title") == (3, "title")


def test_locate_places_an_absent_field_on_the_products_first_row():
    parsed = parse_native({"product_id": "P1", "variant_id": "V1"})

    plan = parsed.products["P1"]
    assert plan.locate("title") == (2, "title")
    assert plan.locate("images") == (2, "image_url")


def test_locate_does_not_confuse_variant_1_with_variant_10():
    rows = [dress(variant_id=f"V{i}", option1_value=f"C{i}") for i in range(11)]

    plan = parse_native(*rows).products["P1"]

    assert plan.locate("variants[1].sku") == (3, "variant_id")
    assert plan.locate("variants[10].sku") == (12, "variant_id")


def test_locate_maps_a_merged_variant_cell_to_the_row_that_gave_it():
    parsed = parse_native(dress(), dress(sku="SKU-1"))

    assert parsed.products["P1"].locate("variants[0].sku") == (3, "sku")


def test_locate_uses_the_files_own_column_names():
    parsed = parse_shopify(
        shirt(), {"Handle": "linen-shirt", "Option1 Value": "M", "Variant Price": "61"}
    )

    plan = parsed.products["linen-shirt"]
    assert plan.locate("variants[1].price") == (3, "Variant Price")
    assert plan.locate("variants[1].option_values.Size") == (3, "Option1 Value")


def test_every_recorded_field_path_locates_to_itself():
    plan = parse_fixture("native_catalog.csv").products["DR-1042"]

    assert plan.field_rows
    for path, cell in plan.field_rows.items():
        assert plan.locate(path) == cell


# -- benchmark generator ------------------------------------------------------------------------


def _load_generator():
    path = Path(__file__).resolve().parents[2] / "bench" / "gen_catalog_csv.py"
    spec = importlib.util.spec_from_file_location("gen_catalog_csv", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("layout", ["native", "shopify"])
def test_generated_benchmark_catalog_parses_without_row_errors(tmp_path, layout):
    out = tmp_path / "catalog.csv"
    rows = _load_generator().generate(
        out, products=20, variants=10, images=12, layout=layout, flat=False, seed=1
    )

    with out.open("rb") as stream:
        parsed = parse_catalog_csv(stream)

    assert parsed.ok
    assert (parsed.row_count, len(parsed.products)) == (rows, 20)
    plan = next(iter(parsed.products.values()))
    assert (len(plan.body["variants"]), len(plan.body["images"])) == (10, 12)


def test_rows_regroup_by_product_through_spilled_runs():
    records = [(row, [key, str(row)]) for row, key in enumerate("bcabcaab", start=2)]

    grouped = list(group_rows(records, key_of=lambda _row, cells: cells[0], keep=tuple, run_rows=3))

    assert [(key, row) for key, row, _cells in grouped] == sorted(
        (cells[0], row) for row, cells in records
    )
    assert grouped[0] == ("a", 4, ("a", "4"))


@pytest.mark.parametrize(
    "keys",
    [
        "aabbccdd",  # in product order: runs follow one another
        "aaabbbccc",  # a multiple of the run size: the last run is empty
        "abcabcab",  # interleaved: runs overlap
        "aabbcaab",  # ordered runs but one out of order: the merge
        "aaaaaaa",  # one product across every run
    ],
)
def test_spilled_runs_come_back_in_key_then_row_order(monkeypatch, keys):
    records = [(row, [key, str(row)]) for row, key in enumerate(keys, start=2)]
    merged = []
    real = grouping.heapq.merge
    monkeypatch.setattr(grouping.heapq, "merge", lambda *runs: merged.append(1) or real(*runs))

    grouped = list(group_rows(records, key_of=lambda _row, cells: cells[0], keep=tuple, run_rows=3))

    assert [(key, row) for key, row, _cells in grouped] == sorted(
        (cells[0], row) for row, cells in records
    )
    assert [cells for _key, _row, cells in grouped] == [
        (key, str(row)) for key, row, _cells in grouped
    ]
    ordered = keys in ("aabbccdd", "aaabbbccc", "aaaaaaa")
    assert merged == ([] if ordered else [1])


def test_a_file_larger_than_one_run_parses_as_one_in_memory(monkeypatch):
    rows = [
        dress(product_id=pid, variant_id=f"{pid}-{size}", option1_value=size)
        for pid in ("P1", "P2", "P3")
        for size in ("S", "M")
    ]
    interleaved = rows[::2] + rows[1::2]  # no product's rows adjacent
    whole = parse_native(*interleaved)
    monkeypatch.setattr(grouping, "RUN_ROWS", 2)

    spilled = parse_native(*interleaved)

    assert [p.body for p in spilled.products.values()] == [p.body for p in whole.products.values()]
    assert list(spilled.products) == list(whole.products)


def test_an_invalid_product_id_is_reported_once_and_the_row_counted():
    parsed = parse_native(dress(product_id="p" * 300))

    assert errors(parsed) == [(2, "product_id")]
    assert "is required" not in parsed.row_errors[0].error
    assert parsed.row_count == 1 and not parsed.products


def test_a_delete_row_without_product_id_is_a_row_error_and_counted():
    parsed = parse_native(dress(), {"delete": "product", "variant_id": "V1", "title": "x" * 600})

    assert [(e.row, e.column, e.error) for e in parsed.row_errors] == [
        (3, "product_id", "is required")
    ]
    assert parsed.row_count == 2


def test_a_delete_row_reads_its_variant_id_cell_trimmed():
    parsed = parse_native(
        dress(), {"product_id": " P2 ", "delete": " variant ", "variant_id": "  V9  "}
    )

    assert parsed.ok
    assert parsed.products["P2"].delete_variant_ids == ["V9"]
