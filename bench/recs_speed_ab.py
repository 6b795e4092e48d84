"""Recommendation request CPU of two code versions side by side, on the speed bench's site.

    git archive <commit> | tar -x -C /tmp/recs-before
    DATABASE_URL=... REDIS_URL=... RECS_AB_BEFORE=/tmp/recs-before \\
        RECS_BENCH_PRODUCTS=100000 .venv/bin/python bench/recs_speed_ab.py

Runs after ``bench/recs_speed.py`` has built its site and index (same database). Starts
the web tier of both trees at once (each its own ``bench/storefront_load.Server``:
HAProxy and gunicorn as production runs them) and sends every request body to one and
then the other, the order alternating, so both see the same bodies and the same machine
load; prints, per intent with and without a 10,000-ID candidate set, each server's CPU
per request (its process tree's user + system time) with p50 and p95 latency. On a
shared machine, runs minutes apart differ by more than most changes: this compares.
"""

from __future__ import annotations

import http.client
import importlib.util
import os
import random
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ["RECS_RATE_LIMIT_PER_STORE"] = "1000000000"  # as recs_speed.py

N = int(os.environ.get("RECS_BENCH_PRODUCTS", "100000"))
REQUESTS = int(os.environ.get("RECS_BENCH_REQUESTS", "300"))


def _server_class(tree: Path) -> type:
    """``Server`` of ``tree``'s own bench module, so it starts that tree's code."""
    spec = importlib.util.spec_from_file_location(
        f"storefront_load_{abs(hash(tree))}", tree / "bench" / "storefront_load.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.Server


def main() -> None:
    import django

    django.setup()
    from recs_speed import ACCOUNT, request_body, tree_cpu_seconds

    from tenancy.models import Site
    from tenancy.services.keys import api_key_issue

    before = Path(os.environ["RECS_AB_BEFORE"]).resolve()
    site = Site.objects.get(account__name=ACCOUNT)
    key = api_key_issue(account=site.account)[1]
    ids = [f"prod-{i}" for i in range(N)]
    rng = random.Random(7)
    candidates = rng.sample(ids, 10000)

    def body(intent: str, with_candidates: bool) -> bytes:
        return request_body(
            rng, site.site_key, ids, intent, candidates if with_candidates else None
        )

    def post(conn: http.client.HTTPConnection, payload: bytes) -> tuple[int, bytes]:
        headers = {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}
        conn.request("POST", "/recommendations", body=payload, headers=headers)
        response = conn.getresponse()
        return response.status, response.read()

    servers = {"before": _server_class(before)(), "after": _server_class(ROOT)()}
    try:
        conns = {
            name: http.client.HTTPConnection("127.0.0.1", s.port, timeout=60)
            for name, s in servers.items()
        }
        for _ in range(20):  # every worker loads the index
            for conn in conns.values():
                post(conn, body("similar", False))
                post(conn, body("similar", True))
        print(f"{N} products; {REQUESTS} bodies per row, each sent to both; load {os.getloadavg()}")
        for with_candidates in (False, True):
            for intent in ("similar", "complete_the_look", "likely_purchases"):
                timings: dict[str, list[float]] = {name: [] for name in conns}
                cpu = {name: tree_cpu_seconds(s.process.pid) for name, s in servers.items()}
                for i in range(REQUESTS):
                    payload = body(intent, with_candidates)
                    for name in ("before", "after") if i % 2 else ("after", "before"):
                        started = time.perf_counter()
                        status, content = post(conns[name], payload)
                        timings[name].append((time.perf_counter() - started) * 1000)
                        assert status in (200, 404), (name, content[:200])
                parts = []
                for name, s in servers.items():
                    spent = 1000 * (tree_cpu_seconds(s.process.pid) - cpu[name]) / REQUESTS
                    parts.append(
                        f"{name}: CPU {spent:5.2f} ms, p50 {np.percentile(timings[name], 50):5.1f},"
                        f" p95 {np.percentile(timings[name], 95):5.1f}"
                    )
                label = intent + (" + 10,000 candidates" if with_candidates else "")
                print(f"{label:38s}| " + " | ".join(parts), flush=True)
        print(f"load {os.getloadavg()}")
    finally:
        for s in servers.values():
            s.stop()


if __name__ == "__main__":
    main()
