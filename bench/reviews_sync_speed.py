"""Review sync speed: batches of 250 reviews through the whole Django stack.

Run against PostgreSQL and Redis (it migrates the database it is given and removes the
rows it creates)::

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/fx_reviews \\
    REDIS_URL=redis://127.0.0.1:6379/3 .venv/bin/python bench/reviews_sync_speed.py [--runs 7]

"app cpu ms" is this process's CPU time (Django and serialization, not the database
server); it varies less with machine load than the wall time. Extraction is excluded:
tasks are published to the broker (that cost is included) and the queue is purged at the
end. Target: a 250-review sync answers in at most 300 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ["CELERY_TASK_ALWAYS_EAGER"] = "0"

import django

django.setup()

from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402

from bench._table import table  # noqa: E402
from catalog.models import Product  # noqa: E402
from config.celery import app  # noqa: E402
from tenancy.models import Account  # noqa: E402
from tenancy.services.keys import api_key_issue  # noqa: E402
from tenancy.services.sites import new_site_key  # noqa: E402
from tests.client import ApiClient, enc  # noqa: E402

BATCH = 250
TARGET_MS = 300.0


def review(n: int, run: int, **changes) -> dict:
    item = {
        "external_review_id": f"bench-{n}",
        "title": f"Review {n}",
        "body": "Runs a little small in the shoulders, size up. I'm 168 cm and 60 kg. " * 3,
        "rating": 1 + n % 5,
        "language": "en",
        "author_display_name": f"Shopper {n}",
        "created_at": f"2026-0{1 + n % 9}-1{n % 10}T10:00:00Z",
        "verified_purchase": True,
        "helpful_count": 0,
        "badges": ["verified"],
        "purchased_variant": {"source_variant_id": f"v{n % 6}", "option_values": {"size": "M"}},
        "media": [{"url": f"https://cdn.example/r/{n}.jpg", "kind": "image"}],
    }
    item.update(changes)
    return item


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    call_command("migrate", verbosity=0)
    account = Account.objects.create(name=f"bench-reviews-{time.time_ns()}")
    try:
        _, key = api_key_issue(account=account)
        site = account.sites.create(site_key=new_site_key(), origins=[])
        client = ApiClient(key)
        rows = []
        scenarios = [
            ("create 250 new", lambda n, r: review(n, r)),
            ("resend 250 unchanged", lambda n, r: review(n, r)),
            ("250 metadata updates", lambda n, r: review(n, r, helpful_count=r + 1)),
            ("250 content changes (versions)", lambda n, r: review(n, r, rating=(n + r) % 5)),
            ("complete snapshot, 250 unchanged", lambda n, r: review(n, r, rating=(n + r) % 5)),
        ]
        timings: dict[str, list[float]] = {name: [] for name, _ in scenarios}
        cpu: dict[str, list[float]] = {name: [] for name, _ in scenarios}
        queries: dict[str, int] = {}
        for run in range(args.runs):
            product = Product.objects.create(site=site, product_id=f"p-{run}", title="Dress")
            url = f"/vfr/manage/sites/{site.id}/products/{enc(product.product_id)}/reviews"
            for index, (name, make) in enumerate(scenarios):
                body = {
                    "event_id": f"{run}-{index}",
                    "provider": "bench",
                    "snapshot_complete": name.startswith("complete"),
                    "reviews": [make(n, run) for n in range(BATCH)],
                }
                with CaptureQueriesContext(connection) as captured:
                    start, cpu_start = time.perf_counter(), time.process_time()
                    response = client.post(url, body)
                    elapsed = (time.perf_counter() - start) * 1000
                    cpu[name].append((time.process_time() - cpu_start) * 1000)
                assert response.status_code == 200, response.content
                timings[name].append(elapsed)
                queries[name] = len(captured)
        for name, values in timings.items():
            values = values[1:] if len(values) > 2 else values  # first run warms caches
            rows.append(
                (
                    name,
                    len(values),
                    statistics.median(values),
                    max(values),
                    statistics.median(cpu[name][1:] if len(values) < len(cpu[name]) else cpu[name]),
                    queries[name],
                    "ok" if max(values) <= TARGET_MS else "SLOW",
                )
            )
        print(
            table(
                f"Review sync, {BATCH} reviews per request, extraction excluded "
                f"(target <= {TARGET_MS:.0f} ms)",
                ["scenario", "runs", "median ms", "max ms", "app cpu ms", "queries", "verdict"],
                [list(row) for row in rows],
            )
        )
        print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    finally:
        account.delete()
        try:
            app.control.purge()
        except Exception as exc:  # the broker may be absent (embedded default)
            print(f"(queue not purged: {exc})")


if __name__ == "__main__":
    main()
