"""Products an import creates go by ``products_create`` (the merge onto an empty product,
one insert of complete rows, children by ``COPY``): the same rows, answers and errors as
the reference path, ``products_apply`` (a placeholder row, the load, the merge, the
upsert) with the merge's general matching of new variants."""

from __future__ import annotations

import contextlib
import random
from datetime import UTC, datetime
from pathlib import Path

import pytest
from django.conf import settings
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection

from bench.gen_catalog_csv import generate
from catalog import detection
from catalog.csv_import import apply
from catalog.csv_import.parser import parse_catalog_csv
from catalog.merge import Plan, classify, collections
from catalog.merge.plan import new_row
from catalog.models import Product, ProductImage, ProductOption, ProductOptionValue, ProductVariant
from catalog.schemas import validate_product_write
from catalog.services import product_write
from tests.catalog.test_csv_import import FIXTURES, NATIVE, dress, import_url, native_csv, upload
from tests.catalog.test_csv_import_copy import rows_of
from tests.catalog.test_csv_import_seal import state

pytestmark = pytest.mark.skipif(
    not settings.IS_POSTGRES, reason="products_create is PostgreSQL's (elsewhere: products_apply)"
)


@contextlib.contextmanager
def reference_path():
    """Every product through ``products_apply`` and every new variant through the
    merge's general matching."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(apply, "products_create", lambda *, site, writes: ([], writes))
        patch.setattr(apply, "_only_creates", lambda batch, stored: False)  # no overlap
        patch.setattr(collections, "_by_id_only", lambda variants, items: False)
        yield


@pytest.fixture
def created(monkeypatch) -> list[str]:
    """The product ids ``products_create`` wrote, or its second half on the import's
    writing thread (spied on, still run)."""
    seen: list[str] = []
    real = product_write.products_create
    real_write = product_write.products_create_write

    def spy(*, site, writes):
        results, lost = real(site=site, writes=writes)
        seen.extend(r.product_id for r in results)
        return results, lost

    def spy_write(merged):
        results, lost = real_write(merged)
        seen.extend(r.product_id for r in results)
        return results, lost

    monkeypatch.setattr(apply, "products_create", spy)
    monkeypatch.setattr(apply, "products_create_write", spy_write)
    return seen


def generated(tmp_path: Path, layout: str = "native", products: int = 24) -> bytes:
    out = tmp_path / f"{layout}-{products}.csv"
    generate(
        out, products=products, variants=6, images=3, layout=layout, flat=False, seed=7, lean=False
    )
    return out.read_bytes()


def both_paths(api, make_site, content: bytes, *, first: bytes | None = None):
    """``content`` imported on a site by the reference path and on another by the create
    path (after ``first``, imported the same way on both). The two answers and sites."""
    reference, site = make_site(), make_site()
    with reference_path():
        if first is not None:
            assert upload(api, reference, first).status_code == 200
        expected = upload(api, reference, content)
    if first is not None:
        assert upload(api, site, first).status_code == 200
    got = upload(api, site, content)
    return expected, got, reference, site


def assert_same(expected, got, reference, site) -> None:
    assert got.status_code == expected.status_code
    assert got.json() == expected.json()
    assert rows_of(site) == rows_of(reference)
    assert state(site) == state(reference)


@pytest.mark.parametrize("layout", ["native", "shopify"])
def test_a_generated_catalog_is_the_same_through_both_paths(
    api, make_site, created, tmp_path, layout
):
    content = generated(tmp_path, layout)
    expected, got, reference, site = both_paths(api, make_site, content)
    assert expected.status_code == 200
    assert len(created) == 24
    assert {p["status"] for p in got.json()["products"]} == {"created"}
    assert_same(expected, got, reference, site)


@pytest.mark.parametrize(
    "fixture",
    ["native_catalog.csv", "shopify_export.csv", "woocommerce_sample_products.csv"],
)
def test_merchant_files_are_the_same_through_both_paths(api, make_site, created, fixture):
    """The native fixture's delete rows name products the site lacks: a 400 (its other
    products are still merged, for their errors, and rolled back: nothing is stored)."""
    content = (FIXTURES / fixture).read_bytes()
    expected, got, reference, site = both_paths(api, make_site, content)
    assert expected.status_code == (400 if fixture == "native_catalog.csv" else 200)
    assert bool(created) or expected.status_code == 400
    if expected.status_code == 400:
        assert not Product.objects.filter(site__in=[site, reference]).exists()
    assert_same(expected, got, reference, site)


def test_woocommerce_declared_options_are_the_same_through_both_paths(api, make_site, created):
    """WooCommerce products send their options (``options_explicit``), checked against
    their variations' values."""
    content = (FIXTURES / "woocommerce_sample_products.csv").read_bytes()
    _expected, _got, _reference, site = both_paths(api, make_site, content)
    assert Product.objects.filter(site=site, options_explicit=True).exists()


def test_a_file_of_new_and_stored_products_is_the_same_through_both_paths(
    api, make_site, created, tmp_path
):
    first = generated(tmp_path, products=12)
    content = generated(tmp_path, products=30).replace(b"Camel", b"Caramel")
    expected, got, reference, site = both_paths(api, make_site, content, first=first)
    statuses = [p["status"] for p in got.json()["products"]]
    assert statuses.count("updated") == 12 and statuses.count("created") == 18
    assert_same(expected, got, reference, site)


def test_row_errors_are_the_same_through_both_paths_and_nothing_is_written(
    api, make_site, created, monkeypatch
):
    monkeypatch.setattr(apply, "BATCH_PRODUCTS", 2)
    first = native_csv(dress("a0"))
    rows = [
        *dress("a0", sizes=("S", "XS")),
        *dress("a1"),
        *dress("a2", image_url=""),  # write error: a new product needs an image
        *dress("a3", image_url=""),  # ... in the same batch: both reported
        *dress("a4", canonical_url="ftp://example.com/a4"),  # validation error
        *dress("a5", variant_price="12,50"),  # parser error
        *dress("a6"),
    ]
    content = native_csv(rows, header=[*NATIVE, "canonical_url"])
    expected, got, reference, site = both_paths(api, make_site, content, first=first)
    assert got.status_code == 400
    errors = got.json()["row_errors"]
    assert [e["column"] for e in errors] == [
        "image_url",
        "image_url",
        "canonical_url",
        "variant_price",
    ]
    assert got.json() == expected.json()
    assert list(Product.objects.filter(site=site).values_list("product_id", flat=True)) == ["a0"]
    assert_same(expected, got, reference, site)


def test_a_dry_run_of_new_products_writes_nothing(api, site, created, tmp_path):
    file = SimpleUploadedFile("catalog.csv", generated(tmp_path), content_type="text/csv")
    response = api.upload(import_url(site) + "?dry_run=true", {"file": file})
    assert response.status_code == 200
    assert len(created) == 24  # the create path ran, then rolled back
    assert not Product.objects.filter(site=site).exists()
    assert not ProductVariant.objects.filter(product__site=site).exists()
    for model in (ProductImage, ProductOption):
        assert not model.objects.filter(product__site=site).exists()
    assert not ProductOptionValue.objects.filter(option__product__site=site).exists()


def test_a_product_another_writer_created_after_the_lock_is_merged_onto_it(
    api, make_site, created, monkeypatch, tmp_path
):
    """The insert skips a product a racing transaction inserted (after waiting for it);
    ``products_apply`` then merges the import's body onto that product."""
    first = generated(tmp_path, products=10)
    content = first.replace(b"Camel", b"Caramel")
    reference, site = make_site(), make_site()
    with reference_path():
        upload(api, reference, first)
        expected = upload(api, reference, content)
    upload(api, site, first)
    created.clear()
    # As if every product had been created after the batch was locked.
    monkeypatch.setattr(apply, "products_lock", lambda *, site, product_ids, strength: {})
    got = upload(api, site, content)
    assert created == []
    assert {p["status"] for p in got.json()["products"]} == {"updated"}
    assert got.json() == expected.json()
    assert rows_of(site) == rows_of(reference)
    assert state(site) == state(reference)


def test_a_created_product_is_written_once(api, site, created):
    """No placeholder row: one insert per batch of products, and none updated after."""
    statements: list[str] = []

    def record(execute, sql, params, many, context):
        statements.append(sql)
        return execute(sql, params, many, context)

    with connection.execute_wrapper(record):
        response = upload(api, site, native_csv([r for i in range(3) for r in dress(f"p{i}")]))
    assert response.status_code == 200
    inserts = [s for s in statements if s.lstrip().startswith('INSERT INTO "catalog_product" ')]
    updates = [s for s in statements if s.lstrip().startswith('UPDATE "catalog_product" ')]
    assert len(inserts) == 1
    assert updates == []
    assert Product.objects.filter(site=site).count() == 3


def test_new_variants_are_built_as_the_general_matching_builds_them(site):
    """``created_variant`` (no stored variant, every item with a source id) against the
    merge's general path for new rows (a stored variant of another identity present)."""
    body = {
        "variants": [
            {"source_variant_id": "a", "option_values": {"Size": "S"}, "sku": "A",
             "price": {"amount": "10.00", "currency": "EUR"}, "available": True,
             "inventory_quantity": 3, "image_url": "https://cdn.example/a.jpg",
             "canonical_url": "https://shop.example/p?v=a", "inventory_policy": "deny"},
            {"source_variant_id": "b", "title": "B", "available": False,
             "compare_at_price": {"amount": "12", "currency": "EUR"}},
            {"source_variant_id": "c", "inventory_quantity": -2, "option_values": None},
            {"source_variant_id": "d"},
        ]
    }  # fmt: skip
    items = validate_product_write(body).variants
    now = datetime(2026, 1, 2, tzinfo=UTC)
    product = new_row(Product, site=site, product_id="p", title="t")
    fast: dict = {}
    collections.merge_variants(product, fast, {}, {}, items, complete=True, plan=Plan(), now=now)
    stored = new_row(ProductVariant, product=product, identity_key="s:zz", source_variant_id="zz")
    general = {"s:zz": stored}
    collections.merge_variants(
        product, general, {}, {}, items, complete=False, plan=Plan(), now=now
    )
    names = [f.attname for f in ProductVariant._meta.concrete_fields if f.attname != "id"]
    for identity, row in fast.items():
        other = general[identity]
        got = {n: getattr(row, n) for n in names}
        want = {n: getattr(other, n) for n in names}
        assert got.pop("position") + 1 == want.pop("position")  # after the stored one
        assert got == want, identity


def _products(tmp_path: Path) -> list[dict]:
    bodies = []
    for name in ("native_catalog.csv", "shopify_export.csv", "woocommerce_sample_products.csv"):
        with open(FIXTURES / name, "rb") as f:
            bodies += [p.body for p in parse_catalog_csv(f).products.values()]
    for layout in ("native", "shopify"):
        with open(tmp_path / f"{layout}.csv", "wb") as f:
            f.write(generated(tmp_path, layout, products=60))
        with open(tmp_path / f"{layout}.csv", "rb") as f:
            bodies += [p.body for p in parse_catalog_csv(f).products.values()]
    return bodies


def test_remembered_classifications_are_the_detectors_answers(tmp_path):
    """``classify`` remembers by text and option evidence: for every product text of the
    fixtures and generated files, with its own option values and with other products'
    (colour lists, size runs, waist x length, bra sizes, none), the answer is the one
    ``categorize`` gives for exactly those inputs."""
    texts = [
        (b.get("title"), b.get("product_type"), b.get("description")) for b in _products(tmp_path)
    ]
    option_sets = [
        {},
        {"Colour": ["Navy", "Sky Blue"]},
        {"Colour": ["Black", "Sand"], "Size": ["S", "M"]},
        {"Farbe": ["Rot"], "Größe": ["38", "40"]},
        {"Size": ["30x32", "32x32", "34x34"]},
        {"Size": ["32B", "34C", "36D"]},
        {"Width": ["Wide", "Regular"]},
        {"Color": ["Red"]},
    ]
    rng = random.Random(3)
    classify._classified.clear()
    checked = 0
    for title, product_type, description in texts:
        for option_values in rng.sample(option_sets, 4):
            found = classify.classify(
                title=title,
                product_type=product_type,
                description=description,
                option_values=option_values,
            )
            truth = detection.categorize(title, product_type, description, option_values)
            assert (
                found.category,
                found.slot,
                found.audience,
                found.colour_family,
                found.prompt_tag,
            ) == (truth.fine, truth.slot, truth.audience, truth.colour_family, truth.prompt_tag)
            checked += 1
    assert checked > 400


def test_statistics_are_refreshed_only_when_an_import_outgrows_them(api, site):
    upload(api, site, native_csv([r for i in range(3) for r in dress(f"p{i}")]))
    apply._refresh_statistics()  # they now know of 3 products and 9 variants
    assert apply._statistics_outgrown(12)
    assert not apply._statistics_outgrown(11)
