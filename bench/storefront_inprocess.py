"""In-process costs for the storefront benchmark: CPU per warm request through Django's
WSGI handler (no HTTP server: steadier than throughput on a shared machine), and the
database cost of a cache miss."""

from __future__ import annotations

import statistics
import sys
import time
import urllib.parse

from storefront_data import ORIGIN, PRODUCT_ID, VARIANTS


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
