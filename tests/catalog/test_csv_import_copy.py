"""The children of products an import creates are written with ``COPY``
(``catalog.services.persist._copy_created``): the same state, answers and errors as the
JSON upserts (the reference path), atomic, and safe beside concurrent writes."""

from __future__ import annotations

import copy
import io
import threading
import time
from pathlib import Path

import pytest
from django.conf import settings
from django.db import IntegrityError, connection, transaction

from bench.gen_catalog_csv import generate
from catalog.csv_import import apply
from catalog.models import Product, ProductImage, ProductOption, ProductOptionValue, ProductVariant
from catalog.services import persist
from tests.catalog.factories import (
    image,
    product_body,
    product_url,
    sized_variants,
    without_ids_and_times,
)
from tests.catalog.test_csv_import import FIXTURES, dress, native_csv, upload
from tests.catalog.test_csv_import_seal import state
from tests.client import ApiClient
from tests.factories import SiteFactory, issue_key

pytestmark = pytest.mark.skipif(not settings.IS_POSTGRES, reason="COPY is PostgreSQL's")

REFERENCE = 10**9  # ``COPY_MIN_ROWS`` that no write reaches: the JSON upserts only


@pytest.fixture
def copies(monkeypatch) -> list[tuple[str, int]]:
    """The ``COPY`` statements run (table, rows); spied on, still run."""
    seen: list[tuple[str, int]] = []
    real = persist.copy_rows

    def spy(model, rows, *, fields):
        if rows:
            seen.append((model._meta.db_table, len(rows)))
        return real(model, rows, fields=fields)

    monkeypatch.setattr(persist, "copy_rows", spy)
    return seen


def generated(tmp_path: Path, layout: str = "native") -> bytes:
    out = tmp_path / f"{layout}.csv"
    generate(out, products=24, variants=6, images=3, layout=layout, flat=False, seed=7, lean=False)
    return out.read_bytes()


def rows_of(site) -> dict[str, list[tuple]]:
    """Every catalog row of ``site`` as stored, without what differs between two imports
    of one file: primary keys (an id's rank among its product's rows stands in for it:
    reads order ties by id; variants, whose ids are UUIDs, by position), foreign keys and
    times. Seals name their row's time: only
    whether one is set."""
    products = {p.pk: p.product_id for p in Product.objects.filter(site=site)}

    def dump(model, owner, order, drop=()):
        fields = [
            f.attname
            for f in model._meta.concrete_fields
            if not f.primary_key and not f.is_relation and f.attname not in drop
        ]
        serial = model._meta.pk.get_internal_type() != "UUIDField"
        rows = sorted(
            (owner(r), r.pk if serial else r.position, *(getattr(r, f) for f in fields))
            for r in model.objects.filter(**order)
        )
        ranked, last, rank = [], None, 0
        for key, _pk, *values in rows:
            rank = rank + 1 if key == last else 0
            last = key
            ranked.append((key, rank, *values))
        return ranked

    times = ("created_at", "updated_at", "inventory_observed_at", "import_seal")
    product_fields = [
        f.attname
        for f in Product._meta.concrete_fields
        if f.attname not in ("id", "site_id", *times)
    ]
    by_product = {"product__site": site}
    option_product = {
        o.pk: products[o.product_id] for o in ProductOption.objects.filter(product__site=site)
    }
    out = {
        "products": sorted(
            (
                p.product_id,
                *(getattr(p, name) for name in product_fields),
                p.import_seal is not None,
            )
            for p in Product.objects.filter(site=site)
        ),
        "images": dump(ProductImage, lambda r: products[r.product_id], by_product),
        "options": dump(ProductOption, lambda r: products[r.product_id], by_product),
        "values": dump(
            ProductOptionValue,
            lambda r: (option_product[r.option_id], r.option.key),
            {"option__product__site": site},
        ),
        "variants": dump(ProductVariant, lambda r: products[r.product_id], by_product, times),
    }
    return out


def test_a_created_catalog_is_the_same_through_copy_and_through_upserts(
    api, site, make_site, monkeypatch, copies, tmp_path
):
    content = generated(tmp_path)
    reference = make_site()
    monkeypatch.setattr(persist, "COPY_MIN_ROWS", REFERENCE)
    expected = upload(api, reference, content)
    assert copies == []
    monkeypatch.setattr(persist, "COPY_MIN_ROWS", 1)
    got = upload(api, site, content)

    assert {table for table, _n in copies} == {
        "catalog_productimage",
        "catalog_productoption",
        "catalog_productoptionvalue",
        "catalog_productvariant",
    }
    assert got.status_code == expected.status_code == 200
    assert got.json() == expected.json()
    assert rows_of(site) == rows_of(reference)
    assert state(site) == state(reference)


def test_a_shopify_export_is_the_same_through_copy_and_through_upserts(
    api, site, make_site, monkeypatch, copies
):
    content = (FIXTURES / "shopify_export.csv").read_bytes()
    reference = make_site()
    monkeypatch.setattr(persist, "COPY_MIN_ROWS", REFERENCE)
    expected = upload(api, reference, content)
    monkeypatch.setattr(persist, "COPY_MIN_ROWS", 1)
    got = upload(api, site, content)
    assert copies
    assert got.json() == expected.json()
    assert rows_of(site) == rows_of(reference)
    assert state(site) == state(reference)


def test_a_reimport_after_a_copied_create_updates_in_place(
    api, site, make_site, monkeypatch, copies, tmp_path
):
    """The ids set on copied rows are the stored ones: the next write of the products
    (a re-import with a colour renamed: new option values, deleted ones) finds them."""
    content = generated(tmp_path)
    changed = content.replace(b"Camel", b"Caramel")
    assert changed != content
    reference = make_site()
    monkeypatch.setattr(persist, "COPY_MIN_ROWS", REFERENCE)
    upload(api, reference, content)
    upload(api, reference, changed)
    monkeypatch.setattr(persist, "COPY_MIN_ROWS", 1)
    upload(api, site, content)
    got = upload(api, site, changed)
    assert got.status_code == 200
    assert {p["status"] for p in got.json()["products"]} == {"updated"}
    assert rows_of(site) == rows_of(reference)


def test_a_put_creating_a_large_product_answers_the_same_through_copy(
    api, site, make_site, monkeypatch, copies
):
    body = product_body(images=[image(0), image(1)], variants=sized_variants(40))
    monkeypatch.setattr(persist, "COPY_MIN_ROWS", REFERENCE)
    reference = make_site()
    expected = api.put(product_url(reference, "big"), body)
    monkeypatch.setattr(persist, "COPY_MIN_ROWS", 1)
    got = api.put(product_url(site, "big"), body)
    assert copies
    assert got.status_code == expected.status_code
    answered = copy.deepcopy(got.json())
    assert without_ids_and_times(got.json()) == without_ids_and_times(expected.json())
    # The answer, built from memory with the ids set before the COPY, is what a read of
    # the stored rows gives.
    read = api.get(product_url(site, "big")).json()
    assert answered["catalog_product"] == read["catalog_product"]
    assert answered["product"] == read["product"]
    assert rows_of(site) == rows_of(reference)


def test_a_row_error_after_copied_batches_writes_nothing(api, site, monkeypatch, copies):
    monkeypatch.setattr(persist, "COPY_MIN_ROWS", 1)
    monkeypatch.setattr(apply, "BATCH_PRODUCTS", 2)
    rows = [*dress("p1"), *dress("p2"), *dress("p3"), *dress("p4")]
    rows += dress("p5", variant_price="12,50")  # parser row error, in the last batch
    response = upload(api, site, native_csv(rows))
    assert response.status_code == 400
    assert response.json()["row_errors"][0]["column"] == "variant_price"
    assert copies  # the first batches were written by COPY, then rolled back
    assert not Product.objects.filter(site=site).exists()
    for model in (ProductImage, ProductOption, ProductVariant):
        assert not model.objects.filter(product__site=site).exists()
    assert not ProductOptionValue.objects.filter(option__product__site=site).exists()


def test_a_write_error_beside_copied_products_writes_nothing(api, site, monkeypatch, copies):
    """A product the write service refuses (a new product without an image) is a row
    error: its batch is retried without it and copied, then everything rolls back."""
    monkeypatch.setattr(persist, "COPY_MIN_ROWS", 1)
    rows = [*dress("p1"), *dress("p2", image_url=""), *dress("p3")]
    response = upload(api, site, native_csv(rows))
    assert response.status_code == 400
    errors = response.json()["row_errors"]
    assert [(e["row"], e["column"]) for e in errors] == [(5, "image_url")]
    assert "image" in errors[0]["error"]
    assert copies
    assert not Product.objects.filter(site=site).exists()
    assert not ProductVariant.objects.filter(product__site=site).exists()


PAUSE = 0.5  # the import holds its first batch's locks this long before going on


@pytest.mark.django_db(transaction=True)
def test_a_put_during_an_import_waits_for_it_and_is_not_lost(monkeypatch, copies):
    """A PUT of a product the import created (by COPY, uncommitted) waits for the
    import's commit, then applies on top of it; a PUT of a product the import has not
    reached yet is written at once and the import updates it. No error, nothing lost."""
    monkeypatch.setattr(persist, "COPY_MIN_ROWS", 1)
    monkeypatch.setattr(apply, "BATCH_PRODUCTS", 1)
    site = SiteFactory()
    raw = issue_key(site.account)
    content = native_csv([*dress("p1"), *dress("p2"), *dress("p3")])
    first_batch, results, errors = threading.Event(), {}, []

    class Pausing:
        def start(self, phase, total):
            return None

        def advance(self, phase, amount):
            if phase == "write" and not first_batch.is_set():
                first_batch.set()
                time.sleep(PAUSE)

    def run_import():
        try:
            results["import"] = apply.catalog_import(
                site=site, stream=io.BytesIO(content), progress=Pausing()
            )
        except Exception as exc:  # reported by the assertions
            errors.append(exc)
        finally:
            first_batch.set()
            connection.close()

    def put(pid: str, body: dict):
        first_batch.wait(10)
        try:
            start = time.monotonic()
            response = ApiClient(raw).put(product_url(site, pid), body)
            results[pid] = (response.status_code, time.monotonic() - start)
        finally:
            connection.close()

    p1 = {"title": "Renamed by PUT", "variants": [{"source_variant_id": "p1-XL"}]}
    p3 = product_body(title="Made by PUT", variants=[{"source_variant_id": "p3-XS"}])
    threads = [
        threading.Thread(target=run_import),
        threading.Thread(target=put, args=("p1", p1)),
        threading.Thread(target=put, args=("p3", p3)),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)

    assert errors == []
    assert copies
    status, waited = results["p1"]
    assert status == 200  # waited for the import's commit, then updated its product
    assert waited >= PAUSE / 2
    assert results["p3"][0] in (200, 201)
    entries = {p.product_id: p.status for p in results["import"].products}
    assert entries["p1"] == "created"
    with transaction.atomic():
        p1_row = Product.objects.get(site=site, product_id="p1")
        assert p1_row.title == "Renamed by PUT"
        p1_variants = ProductVariant.objects.filter(product=p1_row)
        assert set(p1_variants.values_list("source_variant_id", flat=True)) == {
            "p1-S", "p1-M", "p1-L", "p1-XL",
        }  # fmt: skip
        p3_row = Product.objects.get(site=site, product_id="p3")
        variants = dict(
            ProductVariant.objects.filter(product=p3_row).values_list("source_variant_id", "active")
        )
        # Both writes are there: the import's variants, and PUT's whether it came first
        # (deactivated by the import's complete list) or after (added).
        assert {"p3-S", "p3-M", "p3-L", "p3-XS"} == set(variants)


def test_planner_statistics_cover_the_columns_writes_find_rows_by(api, site):
    upload(api, site, native_csv([row for i in range(3) for row in dress(f"p{i}")]))
    apply._refresh_statistics()
    with connection.cursor() as cursor:
        cursor.execute("SELECT reltuples FROM pg_class WHERE relname = 'catalog_productvariant'")
        assert cursor.fetchone()[0] >= 9
        cursor.execute(
            "SELECT tablename, attname FROM pg_stats WHERE tablename LIKE 'catalog_product%%'"
        )
        analyzed = set(cursor.fetchall())
    assert {
        ("catalog_product", "site_id"),
        ("catalog_product", "product_id"),
        ("catalog_productvariant", "product_id"),
        ("catalog_productimage", "product_id"),
        ("catalog_productoption", "product_id"),
        ("catalog_productoptionvalue", "option_id"),
    } <= analyzed


def test_variant_pages_keep_room_for_in_place_updates(db):
    """Re-imports rewrite every variant's observation time: with half of each page free
    the update stays on the page and skips the indexes (migration 0004)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT reloptions FROM pg_class WHERE relname = 'catalog_productvariant'")
        assert cursor.fetchone()[0] == ["fillfactor=50"]


def test_copied_rows_foreign_keys_are_checked_at_the_copy_then_deferred_again(site, tmp_path):
    """Each ``COPY`` of new children checks their parents itself (the constraints are made
    immediate around it, not left to the commit); afterwards they are deferred again."""
    names = persist._copied_foreign_keys()
    checked = {
        (row.rel_table, row.ref_table)
        for row in _foreign_keys()
        if connection.ops.quote_name(row.name) in names.split(", ")
    }
    assert checked == {
        ("catalog_productimage", "catalog_product"),
        ("catalog_productoption", "catalog_product"),
        ("catalog_productoptionvalue", "catalog_productoption"),
        ("catalog_productvariant", "catalog_product"),
    }
    with transaction.atomic():
        result = apply.catalog_import(site=site, stream=io.BytesIO(generated(tmp_path)))
        assert result.imported_count == 24
        # Deferred again: a child whose parent is missing is accepted until the commit.
        option = ProductOption.objects.filter(product__site=site).first()
        with connection.cursor() as cursor:
            cursor.execute(
                "INSERT INTO catalog_productoptionvalue (option_id, source_value, position)"
                " VALUES (%s, 'x', 0)",
                [option.pk + 10**9],
            )
            sid = transaction.savepoint()
            with pytest.raises(IntegrityError):
                cursor.execute(f"SET CONSTRAINTS {names} IMMEDIATE")
            transaction.savepoint_rollback(sid)
        transaction.set_rollback(True)


def _foreign_keys():
    from collections import namedtuple

    Row = namedtuple("Row", "name rel_table ref_table")
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT conname, conrelid::regclass::text, confrelid::regclass::text"
            " FROM pg_constraint WHERE contype = 'f'"
        )
        return [Row(*r) for r in cursor.fetchall()]
