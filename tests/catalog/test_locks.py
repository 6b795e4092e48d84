"""One lock order for product rows (``catalog.lock_objects``), shown on PostgreSQL with
two real transactions: a CSV import and an extraction batch touching the same products
queue behind each other instead of deadlocking."""

import io
import threading
import time
import uuid

import pytest
from django.conf import settings
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from catalog.csv_import import apply
from catalog.lock_objects import DELETE, product_pks_lock, products_lock
from catalog.models import Product
from tests.catalog.test_csv_import import dress, native_csv
from tests.factories import SiteFactory

pytestmark = [
    pytest.mark.skipif(not settings.IS_POSTGRES, reason="row locks are PostgreSQL's"),
    pytest.mark.django_db(transaction=True),
]

PAUSE = 0.5  # the first transaction holds its first lock this long before the next one


def _products():
    """Products "a" and "b" whose primary keys sort the other way round than their ids
    (the extraction knows pks only; the import knows product ids only)."""
    site = SiteFactory()
    a = Product.objects.create(site=site, product_id="a", title="A", pk=uuid.UUID(int=2**127))
    b = Product.objects.create(site=site, product_id="b", title="B", pk=uuid.UUID(int=1))
    return site, a, b


def _run(first, second):
    """``first`` in a thread, ``second`` in another once ``first`` holds its first lock;
    each in its own transaction and connection. Returns the errors and how long
    ``second`` waited for its locks."""
    holding, errors, waited = threading.Event(), [], []

    def timed_second(_holding):
        holding.wait(5)
        start = time.monotonic()
        second()
        waited.append(time.monotonic() - start)

    def thread(name, body):
        try:
            with transaction.atomic():
                body(holding)
        except Exception as exc:  # a deadlock is an OperationalError in one of the two
            errors.append(exc)
        finally:
            holding.set()
            connection.close()

    threads = [
        threading.Thread(target=thread, args=("first", first)),
        threading.Thread(target=thread, args=("second", timed_second)),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    return errors, waited


def test_an_import_locking_batch_by_batch_and_an_extraction_batch_do_not_deadlock():
    site, a, b = _products()

    def import_batches(holding):
        products_lock(site=site, product_ids=["a"])  # batch 1
        holding.set()
        time.sleep(PAUSE)
        products_lock(site=site, product_ids=["b"])  # batch 2

    def extraction_batch():
        product_pks_lock([a.pk, b.pk])  # the extraction write-back's lock

    errors, waited = _run(import_batches, extraction_batch)
    assert errors == []
    assert waited[0] > PAUSE / 2  # the extraction queued behind the import


def test_a_real_csv_import_and_an_extraction_batch_do_not_deadlock(monkeypatch):
    site, a, b = _products()
    monkeypatch.setattr(apply, "BATCH_PRODUCTS", 1)  # one product a batch: "a", then "b"
    real_apply = apply.products_apply

    def slow_apply(**kwargs):
        results = real_apply(**kwargs)
        if kwargs["writes"][0].product_id == "a":
            holding_event.set()
            time.sleep(PAUSE)
        return results

    monkeypatch.setattr(apply, "products_apply", slow_apply)
    holding_event = threading.Event()
    csv_file = native_csv(dress("a") + dress("b"))

    def csv_import(holding):
        nonlocal holding_event
        holding_event = holding
        apply.catalog_import(site=site, stream=io.BytesIO(csv_file))

    errors, waited = _run(csv_import, lambda: product_pks_lock([a.pk, b.pk]))
    assert errors == []
    assert waited[0] > PAUSE / 2
    assert Product.objects.get(pk=b.pk).title == "Midi wrap dress"  # written by batch 2


def test_every_lock_statement_orders_by_site_and_product_id():
    """One order and the strength of the purpose, whichever helper sends the statement."""
    site, a, b = _products()
    with transaction.atomic(), CaptureQueriesContext(connection) as queries:
        assert product_pks_lock([b.pk, a.pk, uuid.uuid4()]) == {a.pk, b.pk}
        assert list(products_lock(site=site, product_ids=["b", "a"])) == ["a", "b"]
        products_lock(site=site, product_ids=["a"], strength=DELETE)
    order = '"catalog_product"."site_id" ASC, "catalog_product"."product_id" ASC'
    assert [q["sql"].endswith(f"{order} FOR NO KEY UPDATE") for q in queries] == [True, True, False]
    assert queries[2]["sql"].endswith(f"{order} FOR UPDATE")
