"""Load benchmark of the storefront reads against the production shape.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/fx_storefront_bench \\
    REDIS_URL=redis://127.0.0.1:6379/4 .venv/bin/python bench/storefront_load.py

Needs ``wrk`` (Debian/Ubuntu: ``apt-get install -y wrk``), PostgreSQL and Redis. The
script creates the database when missing (``--fresh-db`` drops it first: use a dedicated
database) and migrates it, creates its own site and a
product with ``--reviews`` reviews (through the review sync endpoint when it exists, else
with the reviews models directly) and precomputed digests, starts gunicorn itself as the
Dockerfile does (its config file, ``config/gunicorn.conf.py``, access log on; only
``--bind`` added, and a rate limit high enough not to interfere; ``WEB_WORKERS`` /
``WEB_THREADS`` apply as in the image) and measures with ``wrk`` at ``--connections``
(32):

- ``/healthz`` (the cheapest request through the same stack, the yardstick),
- fit evidence of a variant, as a product page widget asks for it (``Origin`` header),
- the first review page and page 50 of the product (page size 10).

Each endpoint is measured ``--rounds`` times, interleaved, and the median round is shown,
which tames a noisy shared machine. A second table shows the CPU time one request costs
this process through Django's WSGI handler (the same middleware and views, no HTTP
server): on a shared machine it is steadier than throughput. A third shows what a cache
miss costs: the database reads of page 1 and page 50 timed in-process, with the buffers
PostgreSQL touched (a keyset page deep in the list costs what the first one does).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from storefront_data import ORIGIN, PRODUCT_ID, VARIANTS, setup_data  # noqa: E402
from storefront_inprocess import cold_read_costs, request_cpu_costs  # noqa: E402


def _setup_django() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()


def _ensure_database(url: str, *, fresh: bool) -> None:
    import psycopg

    parts = urllib.parse.urlsplit(url)
    name = parts.path.lstrip("/")
    admin = parts._replace(path="/postgres").geturl()
    with psycopg.connect(admin, autocommit=True) as conn:
        if fresh:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone()
        if not exists:
            conn.execute(f'CREATE DATABASE "{name}"')


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


GUNICORN_CONFIG = "config/gunicorn.conf.py"


def gunicorn_settings() -> dict:
    """The worker settings production runs with (the Dockerfile's config file)."""
    import runpy

    found = runpy.run_path(str(ROOT / GUNICORN_CONFIG))
    names = ("worker_class", "workers", "threads", "worker_connections", "keepalive")
    return {name: found[name] for name in names}


class Server:
    """The web tier as the Dockerfile runs it (``scripts/serve.sh``: HAProxy in front of
    gunicorn on a unix socket), or with ``tier="gunicorn"`` gunicorn alone, as before:
    its config file, only ``--bind`` added."""

    def __init__(self, tier: str = "serve") -> None:
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = dict(
            os.environ,
            DJANGO_ENV="production",
            DJANGO_SECRET_KEY=os.environ.get("DJANGO_SECRET_KEY", "bench-" + uuid.uuid4().hex * 2),
            DJANGO_ALLOWED_HOSTS="127.0.0.1,localhost",
            STOREFRONT_RATE_LIMIT_PER_IP="1000000000",
            CELERY_TASK_ALWAYS_EAGER="1",  # review sync extracts in-process (no worker here)
            LOG_LEVEL="WARNING",
        )
        self.secret = env["DJANGO_SECRET_KEY"]
        command = [
            sys.executable,
            "-m",
            "gunicorn",
            "-c",
            GUNICORN_CONFIG,
            "config.wsgi",
            "--bind",
            f"127.0.0.1:{self.port}",
        ]
        if tier == "serve":
            self.run_dir = Path(tempfile.mkdtemp(prefix="storefront-bench-"))
            env.update(
                PORT=str(self.port),
                BIND="127.0.0.1",
                RUN_DIR=str(self.run_dir),
                GUNICORN=f"{sys.executable} -m gunicorn",
            )
            command = ["sh", str(ROOT / "scripts" / "serve.sh")]
        self.process = subprocess.Popen(
            command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        deadline = time.monotonic() + 90  # a loaded machine starts it slowly
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(f"{self.url}/healthz", timeout=1)
                return
            except OSError:
                time.sleep(0.2)
        self.stop()
        raise SystemExit("gunicorn did not start")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


_WRK_LATENCY = re.compile(r"^\s+(50|99)%\s+([\d.]+)(us|ms|s)\s*$", re.M)
_UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0}


def wrk(url: str, *, connections: int, seconds: int, threads: int, origin: bool) -> dict:
    command = ["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds}s", "--latency", url]
    if origin:
        command[1:1] = ["-H", f"Origin: {ORIGIN}"]
    out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    latency = {p: float(v) * _UNITS[u] for p, v, u in _WRK_LATENCY.findall(out)}
    errors = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", out)
    socket_errors = re.search(r"Socket errors:.*", out)
    return {
        "rps": rps,
        "p50": latency["50"],
        "p99": latency["99"],
        "errors": int(errors.group(1)) if errors else 0,
        "socket": socket_errors.group(0) if socket_errors else "",
    }


def _check(url: str, *, origin: bool) -> bytes:
    request = urllib.request.Request(url)
    if origin:
        request.add_header("Origin", ORIGIN)
    with urllib.request.urlopen(request, timeout=10) as response:
        assert response.status == 200, url
        return response.read()


def page_cursor(server: Server, site_key: str, page: int) -> str:
    cursor = None
    for _ in range(page - 1):
        query = {"product_id": PRODUCT_ID, **({"cursor": cursor} if cursor else {})}
        body = json.loads(_check(_reviews_url(server, site_key, query), origin=False))
        cursor = body["next_cursor"]
        if cursor is None:
            raise SystemExit(f"the product has fewer than {page} pages of reviews")
    return cursor


def _reviews_url(server: Server, site_key: str, query: dict) -> str:
    return f"{server.url}/vfr/sites/{site_key}/reviews?{urllib.parse.urlencode(query)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reviews", type=int, default=10_000)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--seconds", type=int, default=5, help="per measurement")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--wrk-threads", type=int, default=1)
    parser.add_argument(
        "--fresh-db", action="store_true", help="drop and recreate the (dedicated) database"
    )
    parser.add_argument(
        "--tier",
        choices=["serve", "gunicorn"],
        default="serve",
        help="serve: `make serve`'s HAProxy + gunicorn (default); gunicorn: gunicorn alone",
    )
    args = parser.parse_args()

    if not shutil.which("wrk"):
        raise SystemExit("wrk is required: apt-get install -y wrk")
    if not os.environ.get("DATABASE_URL") or not os.environ.get("REDIS_URL"):
        raise SystemExit("set DATABASE_URL (PostgreSQL) and REDIS_URL: the production shape")
    _ensure_database(os.environ["DATABASE_URL"], fresh=args.fresh_db)
    _setup_django()
    from django.core.management import call_command
    from django.db import connection

    call_command("migrate", verbosity=0)
    server = Server(args.tier)
    try:
        data = setup_data(server.url, args.reviews)
        with connection.cursor() as cursor:  # the steady state autovacuum keeps
            cursor.execute("VACUUM ANALYZE reviews_review")
        site_key = data["site_key"]
        fit = f"{server.url}/vfr/sites/{site_key}/fit-evidence?" + urllib.parse.urlencode(
            {"product_id": PRODUCT_ID, "variant_id": VARIANTS[2]}
        )
        first = _reviews_url(server, site_key, {"product_id": PRODUCT_ID})
        deep_cursor = page_cursor(server, site_key, 50)
        deep = _reviews_url(server, site_key, {"product_id": PRODUCT_ID, "cursor": deep_cursor})
        targets = [
            ("/healthz", f"{server.url}/healthz", False),
            ("fit evidence (variant)", fit, True),
            ("reviews page 1", first, True),
            ("reviews page 50", deep, True),
        ]
        assert len(json.loads(_check(fit, origin=True))["reviews"]) == 3
        for _, url, origin in targets:  # warm every worker's cache and connections
            wrk(url, connections=args.connections, seconds=1, threads=1, origin=origin)
        results: dict[str, list[dict]] = {name: [] for name, _, _ in targets}
        for _ in range(args.rounds):
            for name, url, origin in targets:
                results[name].append(
                    wrk(
                        url,
                        connections=args.connections,
                        seconds=args.seconds,
                        threads=args.wrk_threads,
                        origin=origin,
                    )
                )
        cold = cold_read_costs(site_key, deep_cursor, server.secret)
        cpu = request_cpu_costs(targets)
    finally:
        server.stop()

    from _table import table

    def median_round(runs: list[dict]) -> dict:
        return sorted(runs, key=lambda r: r["rps"])[len(runs) // 2]

    health = median_round(results["/healthz"])
    rows = []
    for name, runs in results.items():
        run = median_round(runs)
        rows.append(
            [
                name,
                round(run["rps"]),
                run["rps"] / health["rps"],
                run["p50"],
                run["p99"],
                sum(r["errors"] for r in runs),
            ]
        )
    gunicorn = gunicorn_settings()
    print(
        f"\n{args.reviews} reviews ({data['via']}); "
        f"{'HAProxy (scripts/serve.sh) + ' if args.tier == 'serve' else ''}"
        f"gunicorn -c {GUNICORN_CONFIG} "
        f"({gunicorn['worker_class']}, {gunicorn['workers']} workers x "
        f"{gunicorn['threads']} threads, {gunicorn['worker_connections']} connections each, "
        f"keep-alive {gunicorn['keepalive']} s, access log on); "
        f"wrk -t{args.wrk_threads} -c{args.connections} -d{args.seconds}s, median of "
        f"{args.rounds} interleaved rounds; {os.cpu_count()} CPUs"
    )
    header = ["endpoint", "req/s", "vs /healthz", "p50 ms", "p99 ms", "non-2xx/3xx"]
    print(table("Storefront reads (cache warm)", header, rows))
    print(
        table(
            "CPU per request in-process (WSGI handler, warm cache; Redis' own CPU not included)",
            ["endpoint", "CPU us", "vs /healthz"],
            cpu,
        )
    )
    print(
        table(
            "Cache miss: database reads in-process", ["read", "median ms", "shared buffers"], cold
        )
    )
    fe = median_round(results["fit evidence (variant)"])
    ok_ratio = fe["rps"] >= 0.6 * health["rps"]
    ok_p99 = fe["p99"] <= 30
    print(
        f"fit evidence >= 60% of /healthz throughput: {'PASS' if ok_ratio else 'FAIL'}; "
        f"p99 <= 30 ms: {'PASS' if ok_p99 else 'FAIL'}"
    )


if __name__ == "__main__":
    main()
