"""A batch of new products is written on a thread, in the import's transaction, while the
import reads the next batch (``catalog.csv_import.overlap``): the same rows and answers
as the reference path, atomic, and the connection is the caller's again afterwards."""

from __future__ import annotations

import contextvars
import io
import threading
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection, transaction

from catalog.csv_import import apply
from catalog.csv_import.overlap import InTransaction
from catalog.models import Product, ProductVariant
from tenancy.models import Account
from tests.catalog.test_csv_import import NATIVE, dress, native_csv, upload
from tests.catalog.test_csv_import_create import assert_same, both_paths, generated

pytestmark = pytest.mark.skipif(
    not settings.IS_POSTGRES, reason="products_create is PostgreSQL's (elsewhere: products_apply)"
)


@pytest.fixture
def threads(monkeypatch) -> list[int]:
    """The ``InTransaction`` writes started by imports (spied on, still run)."""
    started: list[int] = []
    real = apply.InTransaction

    def spy(work):
        started.append(1)
        return real(work)

    monkeypatch.setattr(apply, "InTransaction", spy)
    return started


def test_batches_of_new_products_written_on_a_thread_are_the_reference_path_rows(
    api, make_site, threads, tmp_path: Path, monkeypatch
):
    monkeypatch.setattr(apply, "BATCH_PRODUCTS", 5)
    expected, got, reference, site = both_paths(api, make_site, generated(tmp_path, "native"))
    assert got.status_code == 200
    assert len(threads) == 5  # 24 products in batches of 5, each written on a thread
    assert {p["status"] for p in got.json()["products"]} == {"created"}
    assert_same(expected, got, reference, site)


def test_a_row_error_after_batches_written_on_a_thread_leaves_nothing(
    api, site, threads, monkeypatch
):
    monkeypatch.setattr(apply, "BATCH_PRODUCTS", 2)
    rows = [r for i in range(6) for r in dress(f"a{i}")]
    rows += dress("a6", variant_price="12,50")  # parser error, in the last batch
    response = upload(api, site, native_csv(rows))
    assert response.status_code == 400
    assert [e["column"] for e in response.json()["row_errors"]] == ["variant_price"]
    assert len(threads) == 4  # every batch: the parser's errors are counted at the end
    assert not Product.objects.filter(site=site).exists()
    assert not ProductVariant.objects.filter(product__site=site).exists()


def test_an_error_on_the_writing_thread_is_raised_by_the_import(site, threads, monkeypatch):
    monkeypatch.setattr(apply, "BATCH_PRODUCTS", 2)

    def broken(merged):
        raise RuntimeError("the write failed")

    monkeypatch.setattr(apply, "products_create_write", broken)
    content = native_csv([r for i in range(4) for r in dress(f"a{i}")])
    with pytest.raises(RuntimeError, match="the write failed"):
        apply.catalog_import(site=site, stream=io.BytesIO(content))
    assert threads  # it ran on the thread
    assert not connection.allow_thread_sharing  # the connection is this thread's again
    assert not Product.objects.filter(site=site).exists()


def test_a_write_on_a_thread_uses_the_callers_transaction_and_context(db):
    marker: contextvars.ContextVar[str] = contextvars.ContextVar("marker", default="unset")
    marker.set("caller's")
    with transaction.atomic():
        account = Account.objects.create(name="uncommitted")
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_backend_pid()")
            backend = cursor.fetchone()[0]

        def work():
            with connection.cursor() as cursor:
                cursor.execute("SELECT pg_backend_pid()")
                pid = cursor.fetchone()[0]
            seen = Account.objects.filter(pk=account.pk).exists()
            return threading.get_ident(), pid, seen, marker.get()

        ident, pid, seen, value = InTransaction(work).wait()
        assert ident != threading.get_ident()
        assert (pid, seen, value) == (backend, True, "caller's")
        assert not connection.allow_thread_sharing

        def fails():
            raise ValueError("no")

        failing = InTransaction(fails)
        with pytest.raises(ValueError, match="no"):
            failing.wait()
        assert not connection.allow_thread_sharing
        assert Account.objects.filter(pk=account.pk).exists()  # still usable here


def test_a_batch_merged_ahead_with_a_stored_product_is_done_again_the_usual_way(
    api, make_site, threads, monkeypatch
):
    """Batches after a batch of new products are merged before the lock; one the lock
    finds a stored product in is done the usual way (``products_apply`` for it)."""
    monkeypatch.setattr(apply, "BATCH_PRODUCTS", 2)
    first = native_csv(dress("a3", sizes=("S", "XS")))
    content = native_csv([r for i in range(6) for r in dress(f"a{i}")])
    expected, got, reference, site = both_paths(api, make_site, content, first=first)
    assert got.status_code == 200
    statuses = {p["product_id"]: p["status"] for p in got.json()["products"]}
    assert statuses["a3"] == "updated" and list(statuses.values()).count("created") == 5
    assert len(threads) == 3  # the first file, (a0, a1), (a4, a5); not (a2, a3)
    assert_same(expected, got, reference, site)


def test_a_batch_merged_ahead_with_a_refused_body_reports_it(api, make_site, monkeypatch):
    monkeypatch.setattr(apply, "BATCH_PRODUCTS", 2)
    rows = [
        *dress("a0"),
        *dress("a1"),
        *dress("a2", canonical_url="ftp://example.com/a2"),  # validation error
        *dress("a3", image_url=""),  # write error: a new product needs an image
        *dress("a4"),
    ]
    content = native_csv(rows, header=[*NATIVE, "canonical_url"])
    expected, got, reference, site = both_paths(api, make_site, content)
    assert got.status_code == 400
    # both, by row: the write error of a3 is found though a2 already failed validation
    assert [e["column"] for e in got.json()["row_errors"]] == ["canonical_url", "image_url"]
    assert not Product.objects.filter(site=site).exists()
    assert_same(expected, got, reference, site)
