"""Server time of catalog product writes on PostgreSQL.

    DATABASE_URL=postgres://... REDIS_URL=redis://... python bench/catalog_write.py [--runs 30]

Each request goes through the Django handler in-process (``django.test.Client`` with the
raw path set like gunicorn): authentication, JSON parsing, validation, the write
transaction, the response build and rendering; no network. Targets (issue 3): a write of
100 variants and 10 images, median <= 40 ms; a write of 5,000 variants <= 2 s; one
variant's stock on a 100-variant product, median <= 15 ms. Works in a scratch account and
site that are deleted at the end.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

import django

django.setup()

import orjson  # noqa: E402
from _table import table  # noqa: E402
from django.conf import settings  # noqa: E402
from django.test import Client  # noqa: E402

from tenancy.models import Account, Site  # noqa: E402
from tenancy.services.keys import api_key_issue  # noqa: E402
from tenancy.services.sites import new_site_key  # noqa: E402


def body(variants: int, images: int, *, prefix: str = "v") -> dict:
    return {
        "title": "Organic cotton midi wrap dress",
        "product_type": "Dresses",
        "brand": "Bench",
        "description": "A wrap dress with a tie waist. " * 10,
        "price": {"amount": "79.90", "currency": "EUR"},
        "images": [
            {"url": f"https://cdn.example/img/{i}.jpg", "external_media_id": f"m{i}", "position": i}
            for i in range(images)
        ],
        "variants": [
            {
                "source_variant_id": f"{prefix}{i}",
                "option_values": {"Color": f"Colour {i // 10}", "Size": f"{30 + i % 10}"},
                "sku": f"SKU-{prefix}-{i}",
                "title": f"Colour {i // 10} / {30 + i % 10}",
                "price": {"amount": "79.90", "currency": "EUR"},
                "available": i % 7 != 0,
                "inventory_quantity": i % 13,
                "media": [{"external_media_id": f"m{i % images}"}],
            }
            for i in range(variants)
        ],
        "variants_complete": True,
    }


class Api:
    def __init__(self, key: str, site: Site) -> None:
        self.client = Client()
        self.headers = {"Authorization": f"Bearer {key}"}
        self.site = site

    def put(self, product_id: str, payload: dict) -> tuple[float, float]:
        """(wall ms, CPU ms of this process) of one PUT through the handler."""
        path = f"/vfr/manage/sites/{self.site.pk}/products/{quote(product_id, safe='')}"
        raw = orjson.dumps(payload)
        cpu, start = time.process_time(), time.perf_counter()
        response = self.client.generic(
            "PUT", path, raw, content_type="application/json", headers=self.headers, RAW_URI=path
        )
        elapsed = (time.perf_counter() - start) * 1000, (time.process_time() - cpu) * 1000
        assert response.status_code == 200, response.content[:300]
        return elapsed

    def get_site(self) -> tuple[float, float]:
        path = f"/vfr/manage/sites/{self.site.pk}"
        cpu, start = time.process_time(), time.perf_counter()
        response = self.client.get(path, headers=self.headers, RAW_URI=path)
        assert response.status_code == 200
        return (time.perf_counter() - start) * 1000, (time.process_time() - cpu) * 1000


def measure(label: str, samples: list[tuple[float, float]], target: float | None) -> list:
    wall = [w for w, _c in samples]
    median = statistics.median(wall)
    status = "-" if target is None else ("ok" if median <= target else "OVER")
    return [
        label,
        len(samples),
        median,
        min(wall),
        statistics.median([c for _w, c in samples]),
        target,
        status,
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--big-runs", type=int, default=3)
    args = parser.parse_args()
    if not settings.DATABASES["default"]["ENGINE"].endswith("postgresql"):
        sys.exit("set DATABASE_URL to a PostgreSQL database (migrated)")

    account = Account.objects.create(name=f"bench-{time.time_ns()}")
    site = Site.objects.create(account=account, site_key=new_site_key())
    api = Api(api_key_issue(account=account)[1], site)
    rows = []
    try:
        api.put("warmup", body(10, 2))
        rows.append(
            measure(
                "baseline: GET site (auth + 1 query)",
                [api.get_site() for _ in range(args.runs)],
                None,
            )
        )

        full = body(100, 10)
        api.put("p100", full)  # create
        samples = []
        for run in range(args.runs):
            full["variants"][0]["inventory_quantity"] = run  # a real change every time
            samples.append(api.put("p100", full))
        rows.append(measure("write 100 variants + 10 images", samples, 40))

        samples = []
        for run in range(args.runs * 2):
            stock = {
                "variants": [
                    {"source_variant_id": "v5", "inventory_quantity": run, "available": True}
                ]
            }
            samples.append(api.put("p100", stock))
        rows.append(measure("stock of 1 variant (of 100)", samples, 15))

        big = body(5000, 20)
        created = [api.put(f"big{run}", big) for run in range(args.big_runs)]
        rows.append(measure("create 5,000 variants", created, 2000))
        updated = []
        for run in range(args.big_runs):
            for item in big["variants"]:
                item["inventory_quantity"] = run
            updated.append(api.put("big0", big))
        rows.append(measure("update 5,000 variants (all changed)", updated, 2000))
    finally:
        account.delete()

    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(
        table(
            f"Catalog product write through the Django handler, ms (load average {load}, "
            f"{os.cpu_count()} CPUs)",
            ["case", "runs", "median", "min", "cpu median", "target", "status"],
            rows,
        )
    )


if __name__ == "__main__":
    main()
