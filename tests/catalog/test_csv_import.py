"""CSV import (interface 4.3, decisions.md section 3) over HTTP."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from catalog.csv_import import apply
from catalog.models import Product, ProductVariant
from catalog.selectors import product_write_payload
from common.revisions import get_revision
from tests.catalog.factories import product_body, product_url, variant, without_ids_and_times
from tests.client import ApiClient

FIXTURES = Path(__file__).parent / "fixtures"
NATIVE = [
    "product_id", "title", "price", "currency", "image_url", "variant_id",
    "option1_name", "option1_value", "variant_price", "variant_available",
    "inventory_quantity", "delete",
]  # fmt: skip


def import_url(site) -> str:
    return f"/vfr/manage/sites/{site.pk}/products/import"


def native_csv(rows: list[dict[str, str]], header: list[str] = NATIVE) -> bytes:
    out = io.StringIO()
    writer = csv.DictWriter(out, header, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue().encode()


def dress(pid: str = "p1", sizes: tuple[str, ...] = ("S", "M", "L"), **first) -> list[dict]:
    rows = []
    for i, size in enumerate(sizes):
        row = {"product_id": pid, "variant_id": f"{pid}-{size}", "option1_value": size}
        row["variant_price"] = "49.00"
        if i == 0:
            row.update(
                title="Midi wrap dress",
                price="49.00",
                currency="EUR",
                image_url=f"https://cdn.example/{pid}.jpg",
                option1_name="Size",
            )
        row.update(first if i == 0 else {})
        rows.append(row)
    return rows


def upload(api, site, content: bytes, name: str = "catalog.csv", **data):
    file = SimpleUploadedFile(name, content, content_type="text/csv")
    return api.upload(import_url(site), {"file": file}, data=data or None)


def imported(api, site, rows, **data) -> dict:
    response = upload(api, site, native_csv(rows), **data)
    assert response.status_code == 200, response.content
    return response.json()


def variants_of(pid: str) -> dict[str, bool]:
    return dict(
        ProductVariant.objects.filter(product__product_id=pid).values_list(
            "source_variant_id", "active"
        )
    )


def catalog_snapshot() -> list:
    return sorted(
        ProductVariant.objects.values_list(
            "product__product_id", "product__title", "source_variant_id", "active", "price_amount"
        )
    )


# --- layouts end to end -------------------------------------------------------------------


def test_native_import_creates_products_and_answers_per_product(api, site):
    body = imported(api, site, dress("p1") + dress("p2", ("M",)))
    assert body == {
        "imported_count": 2,
        "deleted_product_count": 0,
        "deleted_variant_count": 0,
        "products": [
            {
                "product_id": "p1",
                "status": "created",
                "variant_count": 3,
                "active_variant_count": 3,
            },
            {
                "product_id": "p2",
                "status": "created",
                "variant_count": 1,
                "active_variant_count": 1,
            },
        ],
        "currency": {"code": "EUR", "source": "column"},
    }
    product = Product.objects.get(site=site, product_id="p1")
    assert product.title == "Midi wrap dress"
    assert variants_of("p1") == {"p1-S": True, "p1-M": True, "p1-L": True}


def test_imported_product_is_what_the_product_write_endpoint_writes(api, site, make_site):
    """Same validation, option kind and prompt tag detection: the CSV view equals its body
    sent to PUT (decisions.md section 2 merge rules)."""
    imported(api, site, dress("p1"))
    other = make_site()
    body = product_body(
        title="Midi wrap dress",
        price={"amount": "49.00", "currency": "EUR"},
        images=[{"url": "https://cdn.example/p1.jpg"}],
        variants_complete=True,
        variants=[
            variant(
                f"p1-{s}",
                option_values={"Size": s},
                price={"amount": "49.00", "currency": "EUR"},
            )
            for s in ("S", "M", "L")
        ],
    )
    assert api.put(product_url(other, "p1"), body).status_code == 200

    def comparable(site_):
        pk = Product.objects.get(site=site_, product_id="p1").pk
        return without_ids_and_times(product_write_payload(pk))

    ours, theirs = comparable(site), comparable(other)
    assert ours == theirs
    assert ours["catalog_product"]["options"][0]["kind"] == "size"
    assert ours["catalog_product"]["prompt_tag"]


def test_shopify_export_imports_with_the_currency_field(api, site):
    content = (FIXTURES / "shopify_export.csv").read_bytes()
    response = upload(api, site, content, currency="EUR")
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["imported_count"] == len(body["products"]) > 0
    assert {p["status"] for p in body["products"]} == {"created"}
    prices = set(ProductVariant.objects.values_list("price_currency", flat=True))
    assert prices == {"EUR"}
    dress_ = Product.objects.get(site=site, product_id="linen-wrap-dress")
    assert dress_.handle == "linen-wrap-dress"


def test_shopify_prices_default_to_usd_and_excel_bom_crlf_is_read(api, site):
    content = (FIXTURES / "shopify_export_excel_bom_crlf.csv").read_bytes()
    assert content.startswith(b"\xef\xbb\xbf")
    response = upload(api, site, content)
    assert response.status_code == 200, response.content
    assert set(ProductVariant.objects.values_list("price_currency", flat=True)) == {"USD"}


def _variants(site, product_id: str) -> dict[str, dict]:
    payload = product_write_payload(Product.objects.get(site=site, product_id=product_id).pk)
    return {
        v["source_variant_id"]: v["option_values"] for v in payload["catalog_product"]["variants"]
    }


def test_an_option_name_on_a_later_row_of_the_product_names_the_earlier_values(api, site):
    """decisions.md 3: rows need not be adjacent and empty product-level cells inherit the
    first non-empty value of the product, whichever row gives it."""
    rows = dress("p1")
    rows.append(rows.pop(0))  # the row with the title, image and option name comes last
    response = upload(api, site, native_csv(rows))
    assert response.status_code == 200, response.json()
    assert _variants(site, "p1") == {f"p1-{s}": {"Size": s} for s in ("S", "M", "L")}


def test_a_shopify_export_in_another_row_order_imports_the_same(api, make_site):
    header, *rows = csv.reader(io.StringIO((FIXTURES / "shopify_export.csv").read_text()))
    out = io.StringIO()
    csv.writer(out).writerows([header, *reversed(rows)])
    reversed_ = out.getvalue().encode()
    site, other = make_site(), make_site()
    assert upload(api, site, (FIXTURES / "shopify_export.csv").read_bytes()).status_code == 200
    response = upload(api, other, reversed_)
    assert response.status_code == 200, response.json()
    assert _variants(other, "linen-wrap-dress") == _variants(site, "linen-wrap-dress")


def test_an_option_value_no_row_names_is_a_row_error(api, site):
    rows = dress("p1")
    del rows[0]["option1_name"]
    response = upload(api, site, native_csv(rows))
    assert response.status_code == 400
    errors = response.json()["row_errors"]
    assert [(e["row"], e["column"]) for e in errors] == [
        (2, "option1_value"),
        (3, "option1_value"),
        (4, "option1_value"),
    ]
    assert errors[0]["error"] == "has no option name: set option1_name on a row of the product"


def test_invalid_currency_field_is_400(api, site):
    content = (FIXTURES / "shopify_export.csv").read_bytes()
    response = upload(api, site, content, currency="euro")
    assert response.status_code == 400
    assert response.json()["error"].startswith("currency:")


# --- complete views, re-import, untouched products -------------------------------------


def test_reimport_deactivates_variants_missing_from_the_file(api, site):
    imported(api, site, dress("p1", ("S", "M", "L")))
    body = imported(api, site, dress("p1", ("S", "XL")))
    assert body["products"] == [
        {"product_id": "p1", "status": "updated", "variant_count": 4, "active_variant_count": 2}
    ]
    assert variants_of("p1") == {"p1-S": True, "p1-M": False, "p1-L": False, "p1-XL": True}


def test_products_not_in_the_file_are_untouched(api, site):
    imported(api, site, dress("p1") + dress("p2"))
    before = Product.objects.get(product_id="p2").updated_at
    body = imported(api, site, dress("p1", ("S",)))
    assert [p["product_id"] for p in body["products"]] == ["p1"]
    assert variants_of("p2") == {"p2-S": True, "p2-M": True, "p2-L": True}
    assert Product.objects.get(product_id="p2").updated_at == before


def test_rows_of_a_product_need_not_be_adjacent_and_inherit(api, site):
    rows = (
        dress("p1", ("S",))
        + dress("p2", ("S",))
        + [{"product_id": "p1", "variant_id": "p1-M", "option1_value": "M"}]
    )
    body = imported(api, site, rows)
    assert [p["variant_count"] for p in body["products"]] == [2, 1]
    assert ProductVariant.objects.get(source_variant_id="p1-M").option_values == {"Size": "M"}


# --- delete rows -------------------------------------------------------------------------


def test_delete_rows_delete_products_and_variants(api, site):
    imported(api, site, dress("p1") + dress("p2") + dress("p3"))
    rows = [
        {"product_id": "p2", "delete": "product"},
        {"product_id": "p3", "variant_id": "p3-M", "delete": "variant"},
    ]
    body = imported(api, site, rows)
    assert body == {
        "imported_count": 1,
        "deleted_product_count": 1,
        "deleted_variant_count": 1,
        "products": [
            {
                "product_id": "p2",
                "status": "deleted",
                "variant_count": 0,
                "active_variant_count": 0,
            },
            {
                "product_id": "p3",
                "status": "updated",
                "variant_count": 2,
                "active_variant_count": 2,
            },
        ],
        "currency": {"code": "USD", "source": "default"},
    }
    assert not Product.objects.filter(product_id="p2").exists()
    # p3 appears only in delete rows: not a view, its other variants stay active.
    assert variants_of("p3") == {"p3-S": True, "p3-L": True}
    assert variants_of("p1") == {"p1-S": True, "p1-M": True, "p1-L": True}


def test_delete_variant_beside_a_view_of_the_same_product(api, site):
    imported(api, site, dress("p1", ("S", "M", "L")))
    rows = [
        *dress("p1", ("S", "M")),
        {"product_id": "p1", "variant_id": "p1-L", "delete": "variant"},
    ]
    body = imported(api, site, rows)
    assert body["products"] == [
        {"product_id": "p1", "status": "updated", "variant_count": 2, "active_variant_count": 2}
    ]
    assert body["deleted_variant_count"] == 1


@pytest.mark.parametrize(
    "row, column",
    [
        ({"product_id": "ghost", "delete": "product"}, "delete"),
        ({"product_id": "p1", "variant_id": "p1-XXL", "delete": "variant"}, "variant_id"),
        ({"product_id": "ghost", "variant_id": "g-1", "delete": "variant"}, "variant_id"),
    ],
)
def test_delete_of_an_unknown_product_or_variant_is_a_row_error(api, site, row, column):
    imported(api, site, dress("p1"))
    before = catalog_snapshot()
    response = upload(api, site, native_csv([*dress("p2"), row]))
    assert response.status_code == 400
    assert response.json()["row_errors"] == [
        {"row": 5, "column": column, "error": response.json()["row_errors"][0]["error"]}
    ]
    assert "not found" in response.json()["row_errors"][0]["error"]
    assert catalog_snapshot() == before


# --- atomicity and row errors --------------------------------------------------------------


def test_a_failing_row_leaves_the_catalog_untouched(api, site):
    imported(api, site, dress("p1"))
    before = catalog_snapshot()
    rows = dress("p1", ("S",)) + dress("p2")
    rows[-1]["variant_price"] = "12,50"
    response = upload(api, site, native_csv(rows))
    assert response.status_code == 400
    body = response.json()
    assert set(body) == {"error", "row_errors"}
    assert body["row_errors"] == [
        {"row": 5, "column": "variant_price", "error": body["row_errors"][0]["error"]}
    ]
    assert catalog_snapshot() == before
    assert not Product.objects.filter(product_id="p2").exists()


def test_validation_errors_of_built_bodies_point_at_their_cell(api, site):
    rows = dress("p1") + dress("p2")
    rows[3]["image_url"] = "ftp://cdn.example/p2.jpg"
    response = upload(api, site, native_csv(rows))
    assert response.status_code == 400
    assert response.json()["row_errors"] == [
        {"row": 5, "column": "image_url", "error": "must be an absolute http or https URL"}
    ]
    assert not Product.objects.exists()


def test_write_service_consistency_errors_are_row_errors(api, site):
    """A new product without an image is refused by the write service (create rule)."""
    rows = dress("p1") + dress("p2")
    rows[3]["image_url"] = ""
    response = upload(api, site, native_csv(rows))
    assert response.status_code == 400
    [error] = response.json()["row_errors"]
    assert (error["row"], error["column"]) == (5, "image_url")
    assert "image" in error["error"]
    assert not Product.objects.exists()


def test_every_kind_of_row_error_is_listed_by_row_whatever_is_found_first(api, site):
    """decisions.md 3: the first 100 errors by row. A write service error (a new product
    without a title, row 2) is listed beside a validation error found before it (a bad
    image URL, row 5), and counted."""
    rows = dress("p1") + dress("p2")
    rows[0]["title"] = ""
    rows[3]["image_url"] = "ftp://cdn.example/p2.jpg"
    response = upload(api, site, native_csv(rows))
    assert response.status_code == 400
    errors = response.json()["row_errors"]
    assert [(e["row"], e["column"]) for e in errors] == [(2, "title"), (5, "image_url")]
    assert response.json()["error"].startswith("the file has 2 row errors")
    assert not Product.objects.exists()


def test_a_stock_cell_of_thousands_of_digits_is_a_row_error_not_a_500(api, site):
    # Found by token fuzzing (2026-11-29): int() raised ValueError past 4,300 digits.
    rows = dress("p1")
    rows[1]["inventory_quantity"] = "1" * 5000
    response = upload(api, site, native_csv(rows))
    assert response.status_code == 400
    [error] = response.json()["row_errors"]
    assert (error["row"], error["column"]) == (3, "inventory_quantity")
    assert "too large" in error["error"]
    assert not Product.objects.exists()


def test_a_description_over_the_csv_modules_field_limit_is_a_row_error(api, site):
    # The csv module's default limit (131,072 characters) made such a file "unreadable".
    rows = dress("p1")
    rows[0]["description"] = "A long story. " * 11_000  # 154,000 characters
    response = upload(api, site, native_csv(rows, [*NATIVE, "description"]))
    assert response.status_code == 400
    [error] = response.json()["row_errors"]
    assert (error["row"], error["column"]) == (2, "description")
    assert not Product.objects.exists()


def test_row_errors_are_capped_at_100_and_sorted_by_row(api, site):
    rows = [
        {"product_id": f"p{i}", "variant_id": f"v{i}", "option1_name": "Size", "option1_value": "M",
         "variant_price": "bad", "title": "T", "image_url": "https://cdn.example/a.jpg"}
        for i in range(150)
    ]  # fmt: skip
    response = upload(api, site, native_csv(rows))
    assert response.status_code == 400
    errors = response.json()["row_errors"]
    assert len(errors) == 100
    assert [e["row"] for e in errors] == list(range(2, 102))
    assert "150" in response.json()["error"]


# --- the file ------------------------------------------------------------------------------


def test_missing_file_field_is_400(api, site):
    response = api.upload(import_url(site), {}, data={"currency": "EUR"})
    assert response.status_code == 400
    assert response.json()["error"].startswith("file:")


def test_json_body_instead_of_multipart_is_400(api, site):
    assert api.post(import_url(site), {"file": "x"}).status_code == 400


def test_multipart_without_a_boundary_is_400_naming_multipart(api, site):
    """It answered "request body is not valid JSON" to a multipart upload."""
    response = api.request(
        "POST", import_url(site), body=b"garbage", content_type="multipart/form-data"
    )
    assert response.status_code == 400
    assert response.json() == {"error": "request body is not valid multipart/form-data"}


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"name,colour\nshirt,blue\n",
        "product_id,title\np1,Caf\u00e9\n".encode("utf-16"),
        "product_id,title\np1,Caf\u00e9\n".encode("latin-1"),
    ],
    ids=["empty", "unknown-layout", "utf-16", "latin-1"],
)
def test_unreadable_files_are_400_with_a_message(api, site, content):
    response = upload(api, site, content)
    assert response.status_code == 400
    assert response.json()["error"]
    assert "row_errors" not in response.json()


def test_file_over_the_limit_is_413(api, site, monkeypatch):
    monkeypatch.setattr(apply, "MAX_FILE_BYTES", 100)
    response = upload(api, site, native_csv(dress("p1")))
    assert response.status_code == 413
    assert not Product.objects.exists()


def test_declared_content_length_over_50_mib_is_413_before_reading(api, site, api_key):
    response = api.client.post(
        import_url(site),
        data=b"",
        content_type="multipart/form-data; boundary=x",
        headers={"Authorization": f"Bearer {api_key}"},
        CONTENT_LENGTH=str(51 * 1024 * 1024),
        RAW_URI=import_url(site),
    )
    assert response.status_code == 413


# --- auth ------------------------------------------------------------------------------------


def test_bad_key_is_401_before_unknown_site(db, site):
    client = ApiClient("nope")
    url = "/vfr/manage/sites/00000000-0000-0000-0000-000000000000/products/import"
    assert client.upload(url, {}).status_code == 401
    assert ApiClient().upload(import_url(site), {}).status_code == 401


def test_other_accounts_site_is_403_and_unknown_site_404(api, other_site):
    content = native_csv(dress("p1"))
    assert upload(api, other_site, content).status_code == 403
    file = SimpleUploadedFile("c.csv", content)
    url = "/vfr/manage/sites/00000000-0000-0000-0000-000000000000/products/import"
    assert api.upload(url, {"file": file}).status_code == 404


def test_a_product_called_import_can_still_be_written(api, site):
    assert api.put(product_url(site, "import"), product_body()).status_code == 200
    assert Product.objects.filter(product_id="import").exists()
    assert api.delete(product_url(site, "import")).status_code == 200


# --- after commit, queries -------------------------------------------------------------------


def test_revisions_are_bumped_after_commit(api, site, django_capture_on_commit_callbacks):
    imported(api, site, dress("p1") + dress("p2"))
    pks = {p.product_id: str(p.pk) for p in Product.objects.all()}
    before = {pid: get_revision("product", pk) for pid, pk in pks.items()}
    with django_capture_on_commit_callbacks(execute=True):
        imported(api, site, [*dress("p1", ("S",)), {"product_id": "p2", "delete": "product"}])
    assert get_revision("product", pks["p1"]) != before["p1"]
    assert get_revision("product", pks["p2"]) != before["p2"]


def test_a_file_in_many_batches_notifies_the_catalog_once(
    api, site, monkeypatch, django_capture_on_commit_callbacks
):
    """One revision bump batch and one index rebuild request per file, not per batch
    (with in-process tasks each request rebuilt the whole index)."""
    from catalog.services import product_write

    monkeypatch.setattr(apply, "BATCH_PRODUCTS", 2)
    notified = []
    real = product_write.catalog_committed
    monkeypatch.setattr(
        product_write,
        "catalog_committed",
        lambda site_id, pks: (notified.append(sorted(map(str, pks))), real(site_id, pks)),
    )
    rows = [row for pid in ("p1", "p2", "p3", "p4", "p5") for row in dress(pid)]
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        imported(api, site, rows)

    pks = sorted(str(pk) for pk in Product.objects.values_list("pk", flat=True))
    # After the commit: the revision bump and the recommendations hook, once each.
    assert len(callbacks) == 2 and notified == [pks]


def test_a_failed_import_notifies_nothing(api, site, django_capture_on_commit_callbacks):
    rows = [*dress("p1"), {"product_id": "p2", "title": "Shirt", "variant_price": "abc"}]
    with django_capture_on_commit_callbacks() as callbacks:
        response = upload(api, site, native_csv(rows))
    assert response.status_code == 400
    assert callbacks == []


def test_query_count_does_not_grow_with_the_file(api, site, django_assert_max_num_queries):
    small = [row for i in range(5) for row in dress(f"a{i}")]
    large = [row for i in range(100) for row in dress(f"b{i}")]
    with django_assert_max_num_queries(60):
        imported(api, site, small)
    with django_assert_max_num_queries(60):
        imported(api, site, large)
    with django_assert_max_num_queries(60):
        imported(api, site, large)  # all updates


def test_large_imports_refresh_planner_statistics_after_commit(
    api, site, monkeypatch, django_capture_on_commit_callbacks
):
    monkeypatch.setattr(apply, "ANALYZE_AFTER_ROWS", 4)
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        imported(api, site, dress("p1"))
    assert apply._refresh_statistics in callbacks
    with django_capture_on_commit_callbacks() as callbacks:
        imported(api, site, dress("p1", ("S", "M")))
    assert apply._refresh_statistics not in callbacks


def test_reimports_leave_planner_statistics_alone(
    api, site, monkeypatch, django_capture_on_commit_callbacks
):
    monkeypatch.setattr(apply, "ANALYZE_AFTER_ROWS", 4)
    rows = [row for i in range(3) for row in dress(f"p{i}")]
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        imported(api, site, rows)
    assert apply._refresh_statistics in callbacks
    with django_capture_on_commit_callbacks() as callbacks:
        imported(api, site, rows)  # every row an update: the tables did not grow
    assert apply._refresh_statistics not in callbacks
