"""Backfill speed: re-extraction of stored reviews after an extractor version bump.

Stores N reviews (default 100,000 over 1,000 products; texts cycled from the 1,000 Women's
E-Commerce Clothing Reviews) as if an older extractor had analyzed them, with their
digests, then starts ONE real Celery worker (``--pool solo``) and the backfill
(``reviews.services.backfill.backfill_start``), and polls until every current version is
extracted by the current ``EXTRACTOR_VERSION`` and every product digest is current. While
it runs, this process reads product digests the way the storefront does
(``reviews.selectors.digest_for``) and syncs a new review to a random product every 2 s
(``reviews.services.sync.reviews_sync``, what ``POST .../reviews`` runs), and reports the
latency of both, and how long each synced review waited for its own extraction behind the
backfill.

Run against a database of its own (it empties the reviews and catalog tables of the
database it is given) and your Redis database (the queue is purged)::

    createdb -h 127.0.0.1 -U postgres fs_<you>_bench
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/fs_<you>_bench \\
    REDIS_URL=redis://127.0.0.1:6379/<db> .venv/bin/python bench/backfill.py [--reviews 100000]
"""

from __future__ import annotations

import argparse
import csv
import gzip
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ["CELERY_TASK_ALWAYS_EAGER"] = "0"

import django  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402

from bench._table import table  # noqa: E402
from catalog.models import Product  # noqa: E402
from config.celery import app  # noqa: E402
from reviews import selectors  # noqa: E402
from reviews.extraction import EXTRACTOR_VERSION  # noqa: E402
from reviews.models import FitDigest, Review, ReviewVersion  # noqa: E402
from reviews.records import identity_of  # noqa: E402
from reviews.services import backfill  # noqa: E402
from reviews.services.digests import digests_rebuild  # noqa: E402
from reviews.services.sync import reviews_sync  # noqa: E402
from tenancy.models import Account, Site  # noqa: E402
from tenancy.services.sites import new_site_key  # noqa: E402

WCR = Path("/work/shared/data/womens_clothing_reviews/reviews_first1000.csv.gz")
OLD_VERSION = "fit-text-old"


def texts() -> list[tuple[str, str]]:
    with gzip.open(WCR, "rt", encoding="utf-8", newline="") as fh:
        return [
            (row.get("Title") or "", row.get("Review Text") or "") for row in csv.DictReader(fh)
        ]


def store(n_reviews: int, n_products: int) -> list[str]:
    """Empties the tables, then writes products, reviews, versions (extracted by
    ``OLD_VERSION``) and digests; returns the product pks."""
    with connection.cursor() as cursor:
        cursor.execute(
            "TRUNCATE reviews_fitdigest, reviews_reviewversion, reviews_review,"
            " reviews_reviewsyncevent, catalog_product CASCADE"
        )
    account, _ = Account.objects.get_or_create(name="bench-backfill")
    site = Site.objects.filter(account=account).first() or Site.objects.create(
        account=account, kind=Site.Kind.SCRIPT, site_key=new_site_key(), origins=[]
    )
    products = Product.objects.bulk_create(
        [Product(site=site, product_id=f"bf-{i}", title=f"Dress {i}") for i in range(n_products)]
    )
    corpus = texts()
    per_product = n_reviews // n_products
    with connection.cursor() as cursor:
        columns = (
            "site_id, product_id, provider, partition_key, identity_key, status,"
            " snapshot_misses, record, content_hash, metadata_hash, read_record, rating,"
            " has_fit_content, sort_at, first_seen_at, updated_at"
        )
        with cursor.cursor.copy(f"COPY reviews_review ({columns}) FROM STDIN") as copy:
            n = 0
            for product in products:
                for _ in range(per_product):
                    title, body = corpus[n % len(corpus)]
                    record = {
                        "external_review_id": f"r{n}",
                        "title": title,
                        "body": body,
                        "rating": 1 + n % 5,
                        "language": "en",
                    }
                    read = {**record, "fit_signals": [], "measurements": []}
                    copy.write_row(
                        (
                            site.pk,
                            product.pk,
                            "bench",
                            "",
                            f"x:r{n}",
                            "active",
                            0,
                            json.dumps(record),
                            "",
                            "",
                            json.dumps(read),
                            1 + n % 5,
                            False,
                            "2026-01-01T00:00:00Z",
                            "2026-01-01T00:00:00Z",
                            "2026-01-01T00:00:00Z",
                        )
                    )
                    n += 1
        cursor.execute(
            """
            INSERT INTO reviews_reviewversion (review_id, number, content_hash, content,
              created_at, extraction_status, extractor_version, extracted_signals,
              extracted_measurements, extraction_attempts, extracted_at)
            SELECT id, 1, '', record, now() - interval '1 day', 'done', %s, '[]', '[]', 1,
              now() - interval '1 day'
            FROM reviews_review
            """,
            [OLD_VERSION],
        )
        cursor.execute(
            "UPDATE reviews_review r SET current_version_id = v.id"
            " FROM reviews_reviewversion v WHERE v.review_id = r.id"
        )
        cursor.execute("ANALYZE reviews_review; ANALYZE reviews_reviewversion")
    pks = [str(p.pk) for p in products]
    for pk in pks:
        digests_rebuild(product_pk=pk)
    return pks


def sync_one(product: Product, n: int) -> float:
    """Syncs one new review with fit content to ``product``; returns the latency in ms."""
    t = time.perf_counter()
    reviews_sync(
        site=product.site,
        product=product,
        data={
            "event_id": f"bench-sync-{n}",
            "provider": "bench",
            "reviews": [
                {
                    "external_review_id": f"sync-{n}",
                    "title": "Runs small",
                    "body": "Tight in the bust and shoulders, I'm 5'6 and usually a M.",
                    "rating": 4,
                    "language": "en",
                }
            ],
        },
    )
    return (time.perf_counter() - t) * 1000


def waits_for_extraction(synced: dict[str, float]) -> list[float]:
    """Seconds from each sync to its review's extraction (``extracted_at``), by wall clock."""
    keys = {identity_of({"external_review_id": key}, None).key: at for key, at in synced.items()}
    versions = ReviewVersion.objects.filter(
        review__identity_key__in=keys, extractor_version=EXTRACTOR_VERSION
    ).values_list("review__identity_key", "extracted_at")
    return sorted(extracted.timestamp() - keys[key] for key, extracted in versions)


def worker() -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("CELERY_TASK_ALWAYS_EAGER", None)
    log = tempfile.NamedTemporaryFile(  # noqa: SIM115 - the worker writes it until the end
        prefix="backfill-worker-", suffix=".log", delete=False
    )
    print(f"worker log: {log.name}")
    return subprocess.Popen(
        [
            *(sys.executable, "-m", "celery", "-A", "config", "worker", "--pool", "solo"),
            *("--without-gossip", "--without-mingle", "--loglevel", "WARNING"),
        ],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux), to compare runs on a loaded machine."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--reviews", type=int, default=100_000)
    parser.add_argument("--products", type=int, default=1_000)
    parser.add_argument("--timeout", type=float, default=1800.0)
    args = parser.parse_args()
    if not settings.REDIS_URL or connection.vendor != "postgresql":
        sys.exit("needs DATABASE_URL (PostgreSQL) and REDIS_URL")

    call_command("migrate", verbosity=0)
    t = time.perf_counter()
    pks = store(args.reviews, args.products)
    stored = Review.objects.count()
    print(f"stored {stored} reviews over {len(pks)} products in {time.perf_counter() - t:.1f}s")
    assert backfill.backfill_status()["outdated_reviews"] == stored

    app.control.purge()
    process = worker()
    try:
        time.sleep(5)  # worker start-up, not counted
        load_start = os.getloadavg()[0]
        t0 = time.perf_counter()
        assert backfill.backfill_start(force=True), "backfill not started"
        extracted_at = digests_at = None
        reads: list[float] = []
        syncs: list[float] = []
        synced: dict[str, float] = {}  # review key -> wall clock of its sync
        products = list(Product.objects.select_related("site").filter(pk__in=pks))
        rng = random.Random(7)
        status = {}
        next_status = next_sync = 0.0
        while time.perf_counter() - t0 < args.timeout:
            # A storefront-style digest read every 0.25 s; the (heavier) progress count
            # every 2 s, so that the measuring itself takes little from the worker.
            r0 = time.perf_counter()
            selectors.digest_for(rng.choice(pks))
            reads.append((time.perf_counter() - r0) * 1000)
            now = time.perf_counter() - t0
            if now >= next_sync and extracted_at is None:
                next_sync = now + 2.0
                synced[f"sync-{len(syncs)}"] = time.time()
                syncs.append(sync_one(rng.choice(products), len(syncs)))
            if now >= next_status:
                next_status = now + 2.0
                status = backfill.backfill_status()
                now = time.perf_counter() - t0
                if extracted_at is None and status["outdated_reviews"] == 0:
                    extracted_at = now
                if extracted_at is not None and status["products_with_stale_digests"] == 0:
                    digests_at = now
                    break
            if process.poll() is not None:
                sys.exit("worker exited")
            time.sleep(0.25)
        worker_cpu = cpu_seconds(process.pid)
    finally:
        process.terminate()
        process.wait(timeout=30)
    if digests_at is None:
        sys.exit(f"not finished within {args.timeout}s: {status}")
    done = ReviewVersion.objects.filter(extractor_version=EXTRACTOR_VERSION).count()
    current = FitDigest.objects.filter(scope="product").count()
    waits = waits_for_extraction(synced)
    reads.sort()
    syncs.sort()
    print()
    print(
        table(
            f"Backfill after an extractor version bump ({backfill.EXTRACTOR_VERSION})",
            ["measure", "value"],
            [
                ["reviews extracted (stored + synced meanwhile)", f"{done:,}"],
                ["products (product digests)", f"{len(pks):,} ({current:,})"],
                ["worker", "1 x celery --pool solo"],
                [
                    "load average (1 min) at start / end",
                    f"{load_start:.1f} / {os.getloadavg()[0]:.1f}",
                ],
                ["page / task chunk", f"{backfill.PAGE} / {backfill.CHUNK}"],
                ["time to all reviews extracted", f"{extracted_at:.1f} s"],
                ["reviews/s", f"{done / extracted_at:,.0f}"],
                [
                    "worker CPU time (reviews per CPU second)",
                    f"{worker_cpu:.0f} s ({done / worker_cpu:,.0f})",
                ],
                ["time to all digests current", f"{digests_at:.1f} s"],
                [
                    "digest reads meanwhile: n, p50 / p99 / max ms",
                    f"{len(reads)}, {statistics.median(reads):.1f} / "
                    f"{reads[int(len(reads) * 0.99) - 1]:.1f} / {reads[-1]:.1f}",
                ],
                [
                    "review syncs meanwhile: n, p50 / p99 / max ms",
                    f"{len(syncs)}, {statistics.median(syncs):.1f} / "
                    f"{syncs[int(len(syncs) * 0.99) - 1]:.1f} / {syncs[-1]:.1f}",
                ],
                [
                    "synced reviews extracted: n, wait p50 / max s",
                    f"{len(waits)} of {len(syncs)}, "
                    f"{statistics.median(waits):.1f} / {waits[-1]:.1f}",
                ],
            ],
        )
    )


if __name__ == "__main__":
    main()
