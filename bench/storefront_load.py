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
import datetime as dt
import json
import os
import re
import shutil
import socket
import statistics
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

ORIGIN = "https://shop.example"
PRODUCT_ID = "bench/dress-1"
VARIANTS = [f"var-{size}" for size in ("xs", "s", "m", "l", "xl")]
SIZES = ["XS", "S", "M", "L", "XL"]


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
        deadline = time.monotonic() + 30
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


def _http(method: str, url: str, body: object = None, key: str | None = None) -> tuple[int, dict]:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method)
    request.add_header("Content-Type", "application/json")
    if key:
        request.add_header("Authorization", f"Bearer {key}")
    try:
        with urllib.request.urlopen(request, timeout=120) as response:
            return response.status, json.loads(response.read() or b"{}")
    except urllib.error.HTTPError as error:
        return error.code, {}


def _review_item(n: int, start: dt.datetime) -> dict:
    size = n % len(SIZES)
    words = ["runs small, size up", "true to size", "a bit loose at the waist", "lovely colour"]
    return {
        "external_review_id": f"r{n}",
        "title": f"Review {n}",
        "body": f"I am 170 cm and wore {SIZES[size]}. It {words[n % len(words)]}.",
        "rating": 3 + n % 3,
        "author_display_name": f"Shopper {n}",
        "created_at": (start + dt.timedelta(minutes=n)).isoformat(),
        "purchased_variant": {
            "source_variant_id": VARIANTS[size],
            "label": SIZES[size],
            "option_values": {"size": SIZES[size]},
        },
    }


def setup_data(server: Server, reviews: int) -> dict:
    """A site, a product and its reviews; through the real endpoints when they exist."""
    from tenancy.services.sites import site_create

    created = site_create(account_name=f"bench-{uuid.uuid4().hex[:8]}", origins=[ORIGIN])
    site, key = created.site, created.api_key
    encoded = urllib.parse.quote(PRODUCT_ID, safe="")
    base = f"{server.url}/vfr/manage/sites/{site.pk}/products/{encoded}"
    status, _ = _http(
        "PUT",
        base,
        {
            "title": "Midi wrap dress",
            "images": [{"url": "https://cdn.example/dress.jpg"}],
            "variants": [
                {"source_variant_id": v, "option_values": {"size": s}, "available": True}
                for v, s in zip(VARIANTS, SIZES, strict=True)
            ],
        },
        key,
    )
    via = "endpoints"
    if status != 200:
        _create_product_directly(site)
        via = "models (catalog write endpoint not available)"
    start = dt.datetime(2024, 1, 1, tzinfo=dt.UTC)
    items = [_review_item(n, start) for n in range(reviews)]
    status, _ = _http(
        "POST",
        f"{base}/reviews",
        {"event_id": "probe", "provider": "bench", "reviews": items[:1]},
        key,
    )
    if status == 200:
        for batch in range(1, reviews, 250):
            chunk = items[batch : batch + 250]
            status, _ = _http(
                "POST",
                f"{base}/reviews",
                {"event_id": f"e{batch}", "provider": "bench", "reviews": chunk},
                key,
            )
            if status != 200:
                raise SystemExit(f"review sync failed with {status}")
        via += ", reviews through the review sync endpoint"
    else:
        _create_reviews_directly(site, items)
        via += ", reviews and digests written to the models (review sync endpoint not available)"
    return {"site_key": site.site_key, "via": via}


def _create_product_directly(site) -> None:
    from catalog.models import Product, ProductVariant

    product = Product.objects.create(site=site, product_id=PRODUCT_ID, title="Midi wrap dress")
    for position, (variant, size) in enumerate(zip(VARIANTS, SIZES, strict=True)):
        ProductVariant.objects.create(
            product=product,
            identity_key=f"s:{variant}",
            source_variant_id=variant,
            option_values={"size": size},
            position=position,
        )


def _create_reviews_directly(site, items: list[dict]) -> None:
    """What review sync, extraction and the digest builder leave behind."""
    from django.utils import timezone

    from catalog.models import Product
    from common.revisions import bump_revision
    from reviews.models import FitDigest, Review

    product = Product.objects.get(site=site, product_id=PRODUCT_ID)
    rows = []
    for n, item in enumerate(items):
        fit = n % 4 != 3
        record = dict(item, badges=[], media=[], measurements=[], fit_signals=[])
        if fit:
            record["fit_signals"] = [
                {
                    "score": -0.5,
                    "confidence": 0.7,
                    "evidence": item["body"],
                    "source_kind": "review_text",
                    "dimension_code": "overall",
                }
            ]
        rows.append(
            Review(
                site=site,
                product=product,
                provider="bench",
                identity_key=f"x:{item['external_review_id']}",
                external_review_id=item["external_review_id"],
                record=item,
                read_record=record,
                rating=item["rating"],
                purchased_variant_id=item["purchased_variant"]["source_variant_id"],
                size_label=item["purchased_variant"]["label"],
                has_fit_content=fit,
                sort_at=dt.datetime.fromisoformat(item["created_at"]),
            )
        )
    Review.objects.bulk_create(rows, batch_size=2000)
    now = timezone.now()

    def payload(**extra) -> dict:
        signal = {
            "dimension_code": "overall",
            "evidence_count": 100,
            "average_score": -0.3,
            "tight_count": 40,
            "neutral_count": 50,
            "loose_count": 10,
        }
        return {
            "product_id": str(product.pk),
            "fit_revision_hash": uuid.uuid4().hex,
            "review_count": len(items),
            "signals": [signal],
            "built_at": now.isoformat(),
            **extra,
        }

    digests = [
        FitDigest(
            product=product,
            scope="product",
            scope_key="",
            payload=payload(),
            revision_hash="b",
            review_count=len(items),
            built_at=now,
        )
    ]
    for variant, size in zip(VARIANTS, SIZES, strict=True):
        digests.append(
            FitDigest(
                product=product,
                scope="variant",
                scope_key=variant,
                payload=payload(),
                revision_hash="b",
                built_at=now,
            )
        )
        digests.append(
            FitDigest(
                product=product,
                scope="size",
                scope_key=size,
                payload=payload(size_label=size),
                revision_hash="b",
                built_at=now,
            )
        )
    FitDigest.objects.bulk_create(digests)
    bump_revision("product", str(product.pk))


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


def request_cpu_costs(targets: list[tuple[str, str, bool]], repeat: int = 2000) -> list[list]:
    """CPU time per request through Django's WSGI handler, warm cache; median of 3 runs."""
    import io

    from django.core.handlers.wsgi import WSGIHandler
    from django.test import override_settings

    handler = WSGIHandler()

    def environ(url: str, origin: bool) -> dict:
        parts = urllib.parse.urlsplit(url)
        env = {
            "REQUEST_METHOD": "GET",
            "PATH_INFO": urllib.parse.unquote(parts.path),
            "RAW_URI": parts.path + (f"?{parts.query}" if parts.query else ""),
            "QUERY_STRING": parts.query,
            "SERVER_NAME": "127.0.0.1",
            "SERVER_PORT": "8000",
            "HTTP_HOST": "127.0.0.1",
            "REMOTE_ADDR": "127.0.0.1",
            "SERVER_PROTOCOL": "HTTP/1.1",
            "wsgi.url_scheme": "http",
            "wsgi.errors": sys.stderr,
        }
        if origin:
            env["HTTP_ORIGIN"] = ORIGIN
        return env

    def call(env: dict) -> str:
        status = []
        result = handler(
            dict(env, **{"wsgi.input": io.BytesIO()}), lambda s, h, e=None: status.append(s)
        )
        b"".join(result)
        result.close()
        return status[0]

    rows = []
    with override_settings(STOREFRONT_RATE_LIMIT_PER_IP=10**9):
        for name, url, origin in targets:
            env = environ(url, origin)
            assert call(env).startswith("200"), name
            runs = []
            for _ in range(3):
                started = time.process_time()
                for _ in range(repeat):
                    call(env)
                runs.append((time.process_time() - started) / repeat * 1e6)
            rows.append([name, statistics.median(runs)])
    for row in rows:
        row.append(row[1] / rows[0][1])
    return rows


def cold_read_costs(site_key: str, deep_cursor: str, secret: str, repeat: int = 30) -> list[list]:
    """Database cost of a cache miss: page 1 vs page 50, timed in-process."""
    from django.conf import settings
    from django.db import connection

    from catalog.models import Product
    from storefront.cursors import decode_cursor
    from storefront.schemas import Narrowing
    from storefront.selectors import _segment_rows, fit_evidence_read, review_page_read

    settings.SECRET_KEY = secret  # the server signed the cursor
    product = Product.objects.get(site__site_key=site_key, product_id=PRODUCT_ID)
    narrowing = Narrowing(None, None)
    deep = decode_cursor(deep_cursor, product_pk=product.pk, narrowing=narrowing)
    rows = []
    cases = [
        (
            "fit evidence (variant)",
            lambda: fit_evidence_read(
                product_pk=product.pk, narrowing=Narrowing(VARIANTS[2], None)
            ),
            None,
        ),
        (
            "review page 1",
            lambda: review_page_read(
                product_pk=product.pk, narrowing=narrowing, position=None, page_size=10
            ),
            None,
        ),
        (
            "review page 50",
            lambda: review_page_read(
                product_pk=product.pk, narrowing=narrowing, position=deep, page_size=10
            ),
            deep,
        ),
    ]
    for name, read, position in cases:
        read()
        timings = []
        for _ in range(repeat):
            started = time.perf_counter()
            read()
            timings.append((time.perf_counter() - started) * 1000)
        buffers = "-"
        if name.startswith("review"):
            captured = []

            def capture(execute, sql, params, many, context, captured=captured):
                captured.append((sql, params))
                return execute(sql, params, many, context)

            with connection.execute_wrapper(capture):
                _segment_rows(product.pk, narrowing, "a", position, 11)
            with connection.cursor() as cursor:
                cursor.execute(
                    f"EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) {captured[0][0]}", captured[0][1]
                )
                plan = cursor.fetchone()[0][0]["Plan"]
            buffers = plan["Shared Hit Blocks"] + plan.get("Shared Read Blocks", 0)
        rows.append([name, statistics.median(timings), buffers])
    return rows


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
        data = setup_data(server, args.reviews)
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
