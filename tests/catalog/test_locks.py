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


@pytest.mark.parametrize("import_lock", [True, False], ids=["import-lock", "backstop"])
def test_imports_creating_overlapping_products_wait_instead_of_deadlocking(
    monkeypatch, caplog, import_lock
):
    """The audit's 503: import B locks the products that exist (none), import A locks "c"
    (committed meanwhile by a PUT) and pauses; B inserts "a", finds "c" taken and waits
    for A's lock on it; A then inserts "a" and waits for B. Imports of one site now take
    the site's import lock first, so A waits for B at its start instead. Without that
    lock PostgreSQL detects the deadlock and the victim import is run again (backstop)."""
    site = SiteFactory()
    if not import_lock:
        monkeypatch.setattr(apply, "site_imports_lock", lambda site: None)
    real_lock = apply.products_lock
    b_looked, a_locked = threading.Event(), threading.Event()

    def coordinated_lock(**kwargs):
        stored = real_lock(**kwargs)
        if threading.current_thread().name == "B":
            b_looked.set()
            a_locked.wait(2)  # A never gets here while B holds the site's import lock
        else:
            a_locked.set()
            time.sleep(PAUSE)  # B inserts "a" first
        return stored

    monkeypatch.setattr(apply, "products_lock", coordinated_lock)
    errors = []

    def run(content):
        try:
            apply.catalog_import(site=site, stream=io.BytesIO(content))
        except Exception as exc:  # the deadlock: an OperationalError
            errors.append(exc)
        finally:
            connection.close()

    b = threading.Thread(target=run, name="B", args=(native_csv(dress("a") + dress("c")),))
    b.start()
    assert b_looked.wait(5)
    Product.objects.create(site=site, product_id="c", title="From a PUT")
    sizes = ("XS", "S")
    a = threading.Thread(
        target=run, name="A", args=(native_csv(dress("a", sizes) + dress("c", sizes)),)
    )
    a.start()
    for t in (a, b):
        t.join(30)
    assert errors == []
    retried = [r for r in caplog.records if "deadlock, attempt" in r.getMessage()]
    assert len(retried) == (0 if import_lock else 1)
    for pid in ("a", "c"):  # both files applied, in either order: nothing lost
        variants = Product.objects.get(site=site, product_id=pid).variants
        assert sorted(variants.values_list("source_variant_id", flat=True)) == [
            f"{pid}-{s}" for s in ("L", "M", "S", "XS")
        ]


def test_concurrent_imports_overlapping_on_new_products_both_apply():
    """Two imports of one site creating overlapping new products: the second waits for
    the first and is then applied over it; neither fails (a deadlock was a 503)."""
    rounds, failures = 3, []
    for rnd in range(rounds):
        site = SiteFactory()
        ids = [f"R{rnd}-{i}" for i in range(30)]
        first = native_csv([row for p in ids for row in dress(p)])
        second = native_csv([row for p in ids[10:] for row in dress(p, ("XS", "S"), title="Tee")])
        barrier, errors = threading.Barrier(2), []

        def run(content, site=site, barrier=barrier, errors=errors):
            try:
                barrier.wait(5)
                apply.catalog_import(site=site, stream=io.BytesIO(content))
            except Exception as exc:
                errors.append(exc)
            finally:
                connection.close()

        threads = [threading.Thread(target=run, args=(c,)) for c in (first, second)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
        if errors:
            failures.append((rnd, errors))
            continue
        stored = Product.objects.filter(site=site)
        assert stored.count() == 30
        # Each of the overlap has the variants of both files (the later merges, not lost).
        for product in stored.filter(product_id__in=ids[10:]):
            assert product.variants.count() == 4, product.product_id
    assert failures == []
