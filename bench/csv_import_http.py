"""CSV import over HTTP against a real gunicorn on PostgreSQL: time and server memory.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/fx_bench REDIS_URL=redis://127.0.0.1:6379/6 \
        .venv/bin/python bench/csv_import_http.py [--products 5000 --variants 10 --images 3]

Generates its own file (``bench/gen_catalog_csv.py``, deterministic), migrates the database,
creates a fresh site and key (``create_site``), starts gunicorn as production does
(``config/gunicorn.conf.py``, ``DJANGO_ENV=production``; ``start_gunicorn``) and POSTs the
file twice to ``/vfr/manage/sites/{site_id}/products/import``: the first import creates
every product, the second (the same file) updates every product. For each it prints the
wall time of the request, the CPU seconds the gunicorn workers and the database's backends used (the
figures to trust on a busy shared machine; the 1-minute load average is printed beside
them), and the peak resident memory of
the gunicorn workers (``VmHWM`` of ``/proc/<pid>/status``: a high-water mark since the
worker started, so the re-import row shows the peak over both requests) and that peak
above the workers' resident memory at start (idle).

In the same run it loads the same file with PostgreSQL's ``COPY ... FROM STDIN (FORMAT
csv)`` into a scratch table of text columns (no parsing into typed catalog rows, no
merge: the floor of moving these bytes into the database) and prints each import's time
as a multiple of it. ``rows/CPU s`` divides the rows by the worker's and the database's
CPU seconds: worker and database work one after the other, so on an idle machine that is
about the wall-clock rate (on the shared machine the wall clock mostly measures the
other jobs). Targets (issue 15): at least 10,000 variant rows/s for creates and
re-imports; at 250,000 rows (``--products 25000 --lean``, 50 MiB at most) the worker
peak at most 300 MB above idle.
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import json
import os
import subprocess
import sys
import threading
import time
import urllib.request
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from gen_catalog_csv import generate  # noqa: E402
from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

OUT = Path(__file__).resolve().parent / "out"
LOG = OUT / "csv_import_http.gunicorn.log"


def manage(*args: str, env: dict[str, str]) -> str:
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout


def children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(p) for p in path.read_text().split()] if path.exists() else []


def vm_hwm_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


def cpu_seconds(pid: int) -> float:
    """utime + stime of a process (its own CPU, less sensitive to a busy machine)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class PostgresCpu:
    """CPU seconds of the PostgreSQL backends serving the benchmark database, sampled while
    a request runs (a backend exits with its connection, so it is read while alive)."""

    def __init__(self, url: str) -> None:
        import psycopg

        self._conn = psycopg.connect(url, autocommit=True)
        self._db = self._conn.info.dbname
        self._seen: dict[int, float] = {}
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def _sample(self) -> None:
        rows = self._conn.execute(
            "SELECT pid FROM pg_stat_activity WHERE datname = %s AND pid <> pg_backend_pid()",
            [self._db],
        ).fetchall()
        for (pid,) in rows:
            with contextlib.suppress(FileNotFoundError, ProcessLookupError):
                self._seen[pid] = max(self._seen.get(pid, 0.0), cpu_seconds(pid))

    def _run(self) -> None:
        while not self._stop.wait(0.2):
            self._sample()

    def start(self) -> None:
        self._sample()
        self._base = dict(self._seen)
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def stop(self) -> float:
        self._stop.set()
        assert self._thread is not None
        self._thread.join()
        return sum(cpu - self._base.get(pid, 0.0) for pid, cpu in self._seen.items())


def analyze(url: str) -> None:
    """Bring the planner statistics up to date. On a busy machine autovacuum lags behind
    bulk loads, and stale statistics make the write service's child loading scan whole
    tables (measured: 0.8 s instead of 0.07 s per batch at 557,000 variants)."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        for table in ("product", "productvariant", "productimage", "productoption"):
            conn.execute(f"ANALYZE catalog_{table}")
        conn.execute("ANALYZE catalog_productoptionvalue")


def copy_seconds(url: str, content: bytes) -> float:
    """Wall time of ``COPY`` of the file into a scratch table of text columns, the
    header's names, created and dropped in one transaction."""
    import csv
    import io

    import psycopg

    header = next(csv.reader(io.StringIO(content[:65536].decode("utf-8-sig"))))
    columns = ", ".join(f'"c{i}" text' for i in range(len(header)))
    with psycopg.connect(url) as conn:
        conn.execute(f"CREATE TEMP TABLE bench_copy ({columns}) ON COMMIT DROP")
        started = time.perf_counter()
        with conn.cursor().copy("COPY bench_copy FROM STDIN (FORMAT csv, HEADER true)") as copy:
            for offset in range(0, len(content), 1 << 20):
                copy.write(content[offset : offset + (1 << 20)])
        elapsed = time.perf_counter() - started
        conn.rollback()
    return elapsed


def start_gunicorn(env: dict[str, str], port: int, workers: int) -> subprocess.Popen:
    """gunicorn as production runs it (``make serve``, ``scripts/serve.sh``): its config
    file (``gc.freeze`` after worker start, JSON logs, the worker settings), the
    production settings, and only ``--bind`` added; ``--workers`` goes in as the config
    file's ``WEB_WORKERS``. HAProxy, which production puts in front, is left out: it only
    relays the request."""
    env = dict(
        env,
        DJANGO_ENV="production",
        DJANGO_SECRET_KEY=env.get("DJANGO_SECRET_KEY", "bench-" + uuid.uuid4().hex * 2),
        DJANGO_ALLOWED_HOSTS="127.0.0.1,localhost",
        WEB_WORKERS=str(workers),
    )
    process = subprocess.Popen(
        [
            sys.executable, "-m", "gunicorn", "-c", "config/gunicorn.conf.py", "config.wsgi",
            "--bind", f"127.0.0.1:{port}",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=LOG.open("wb"),
    )  # fmt: skip
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(LOG.read_text()[-4000:])
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1)
            return process
        except OSError:
            time.sleep(0.2)
    process.terminate()
    raise RuntimeError("gunicorn did not start")


def upload(port: int, path: str, key: str, content: bytes, currency: str | None):
    boundary = uuid.uuid4().hex
    head = (
        f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalog.csv"\r\n'
        "Content-Type: text/csv\r\n\r\n"
    ).encode()
    tail = b"\r\n"
    if currency:
        tail += (
            f'--{boundary}\r\nContent-Disposition: form-data; name="currency"\r\n\r\n{currency}\r\n'
        ).encode()
    tail += f"--{boundary}--\r\n".encode()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
    started = time.perf_counter()
    conn.putrequest("POST", path)
    conn.putheader("Authorization", f"Bearer {key}")
    conn.putheader("Content-Type", f"multipart/form-data; boundary={boundary}")
    conn.putheader("Content-Length", str(len(head) + len(content) + len(tail)))
    conn.endheaders()
    for chunk in (head, content, tail):
        conn.send(chunk)
    response = conn.getresponse()
    body = response.read()
    elapsed = time.perf_counter() - started
    conn.close()
    return response.status, json.loads(body), elapsed


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--products", type=int, default=5000)
    parser.add_argument("--variants", type=int, default=10)
    parser.add_argument("--images", type=int, default=3)
    parser.add_argument("--layout", choices=["native", "shopify"], default="native")
    parser.add_argument(
        "--lean", action="store_true", help="native: no variant_url / variant_image_url"
    )
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument(
        "--analyze",
        action="store_true",
        help="ANALYZE the catalog tables before each import (current planner statistics)",
    )
    args = parser.parse_args()
    if not os.environ.get("DATABASE_URL", "").startswith("postgres"):
        sys.exit("set DATABASE_URL to a PostgreSQL database (it is migrated, a site is added)")

    OUT.mkdir(exist_ok=True)
    lean = "-lean" if args.lean else ""
    name = f"catalog-{args.layout}-{args.products}x{args.variants}x{args.images}{lean}.csv"
    csv_path = OUT / name
    if not csv_path.exists():
        generate(
            csv_path,
            products=args.products,
            variants=args.variants,
            images=args.images,
            layout=args.layout,
            flat=False,
            seed=20240611,
            lean=args.lean,
        )
    content = csv_path.read_bytes()
    data_rows = content.count(b"\n") - 1 - content.count(b"\n<ul>")  # descriptions span 2
    copy_s = copy_seconds(os.environ["DATABASE_URL"], content)

    env = dict(os.environ, DJANGO_SETTINGS_MODULE="config.settings", PYTHONPATH=str(ROOT))
    env.setdefault("CELERY_TASK_ALWAYS_EAGER", "1")
    manage("migrate", "--noinput", env=env)
    created = json.loads(
        manage("create_site", "--account", f"bench-{uuid.uuid4().hex[:8]}", "--json", env=env)
    )
    path = f"/vfr/manage/sites/{created['site_id']}/products/import"

    server = start_gunicorn(env, args.port, args.workers)
    rows = []
    try:
        base = max(vm_hwm_mb(pid) for pid in children(server.pid))
        for label in ("import (creates)", "re-import (updates)"):
            if args.analyze:
                analyze(os.environ["DATABASE_URL"])
            workers = children(server.pid)
            cpu_before = {pid: cpu_seconds(pid) for pid in workers}
            pg = PostgresCpu(os.environ["DATABASE_URL"])
            pg.start()
            status, body, elapsed = upload(
                args.port,
                path,
                created["api_key"],
                content,
                "EUR" if args.layout == "shopify" else None,
            )
            if status != 200:
                raise SystemExit(
                    f"{label}: HTTP {status}: {json.dumps(body)[:2000]}\n"
                    f"gunicorn log: {LOG}\n{LOG.read_text()[-4000:]}"
                )
            statuses = {p["status"] for p in body["products"]}
            peak = max(vm_hwm_mb(pid) for pid in children(server.pid))
            cpu = sum(cpu_seconds(pid) - cpu_before[pid] for pid in workers)
            pg_cpu = pg.stop()
            rows.append(
                (
                    label,
                    str(status),
                    ",".join(sorted(statuses)),
                    str(body["imported_count"]),
                    str(sum(p["variant_count"] for p in body["products"])),
                    f"{elapsed:.1f}",
                    f"{data_rows / elapsed:,.0f}",
                    f"{data_rows / (cpu + pg_cpu):,.0f}",
                    f"{elapsed / copy_s:.1f}x",
                    f"{cpu:.1f}",
                    f"{pg_cpu:.1f}",
                    f"{peak:.0f}",
                    f"{peak - base:.0f}",
                    f"{os.getloadavg()[0]:.1f}",
                )
            )
    finally:
        server.terminate()
        server.wait(timeout=30)

    table = Table(
        title=(
            f"CSV import over HTTP ({args.layout}, {args.products} products x {args.variants} "
            f"variants x {args.images} images, {len(content) / 1e6:.1f} MB, gunicorn "
            f"{args.workers} workers (config/gunicorn.conf.py), worker RSS at start {base:.0f} MB, "
            f"{data_rows:,} data rows"
            f"{', ANALYZE before each import' if args.analyze else ''})"
        )
    )
    columns = (
        "run", "HTTP", "status", "imported", "variants", "wall s", "rows/s", "rows/CPU s",
        "÷ COPY", "worker CPU s", "postgres CPU s", "worker peak MB", "above idle MB",
        "load avg (2 cores)",
    )  # fmt: skip
    for name in columns:
        table.add_column(name, justify="left" if name in ("run", "status") else "right")
    for row in rows:
        table.add_row(*row)
    table.add_row(
        "COPY (same rows)", "", "", "", "", f"{copy_s:.1f}", f"{data_rows / copy_s:,.0f}", "",
        "1.0x", "", "", "", "", "",
    )  # fmt: skip
    Console(width=200).print(table)


if __name__ == "__main__":
    main()
