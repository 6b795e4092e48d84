"""``make serve``'s tier with slow, idle and dishonest clients (decisions.md 1 and 8).

Real processes on 127.0.0.1: HAProxy in front of gunicorn, as the Dockerfile runs them.
"""

from __future__ import annotations

import contextlib
import http.client
import socket
import sys
import threading
import time
import urllib.parse
from pathlib import Path

import orjson
import pytest

from tests.factories import AccountFactory, SiteFactory, issue_key
from tests.servers import ServeTier

pytestmark = [pytest.mark.server, pytest.mark.django_db(transaction=True)]

ORIGIN = "https://shop.example"
BODY_TIMEOUT = 3  # HTTP_REQUEST_TIMEOUT for the test (production: 20 s)
STANDIN = f"{sys.executable} {Path(__file__).with_name('standin_upstream.py')}"


@pytest.fixture
def tier(tmp_path):
    server = ServeTier(tmp_path, HTTP_REQUEST_TIMEOUT=f"{BODY_TIMEOUT}s")
    yield server
    server.stop()


def timed(tier, method: str, path: str, body: bytes | None = None, **headers: str):
    connection = http.client.HTTPConnection("127.0.0.1", tier.port, timeout=10)
    started = time.monotonic()
    connection.request(method, path, body, headers)
    response = connection.getresponse()
    raw = response.read()
    connection.close()
    return response.status, response, raw, time.monotonic() - started


def test_fifty_slow_and_idle_clients_do_not_stall_the_service(tier):
    account = AccountFactory()
    site = SiteFactory(account=account, origins=[ORIGIN])
    key = issue_key(account)
    product_id = "dress/1 %2F ü"  # a raw %2F and non-ASCII must pass the proxy unchanged
    path = f"/vfr/manage/sites/{site.pk}/products/{urllib.parse.quote(product_id, safe='')}"
    body = orjson.dumps({"title": "Wrap dress", "images": [{"url": "https://cdn.example/a.jpg"}]})
    status, _, raw, _ = timed(
        tier,
        "PUT",
        path,
        body,
        Authorization=f"Bearer {key}",
        **{"Content-Type": "application/json"},
    )
    assert status == 200, raw
    assert orjson.loads(raw)["product"]["product_id"] == product_id
    read = f"/vfr/sites/{site.site_key}/fit-evidence?" + urllib.parse.urlencode(
        {"product_id": product_id}
    )
    assert timed(tier, "GET", read, Origin=ORIGIN)[0] == 200

    idle = [socket.create_connection(("127.0.0.1", tier.port)) for _ in range(25)]
    slow = [socket.create_connection(("127.0.0.1", tier.port)) for _ in range(25)]
    stop = threading.Event()

    def drip() -> None:  # headers a line a second
        for sock in slow:
            sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
        while not stop.wait(1):
            for sock in slow:
                with contextlib.suppress(OSError):
                    sock.sendall(b"X-Slow: 1\r\n")

    dripping = threading.Thread(target=drip, daemon=True)
    dripping.start()
    try:
        time.sleep(1)
        for _ in range(3):
            status, response, _, took = timed(tier, "GET", "/healthz")
            assert status == 200 and took < 1
            assert "Server" not in response.headers
            status, _, _, took = timed(tier, "GET", read, Origin=ORIGIN)
            assert status == 200 and took < 1
    finally:
        stop.set()
        dripping.join()
        for sock in idle + slow:
            sock.close()


def test_an_unfinished_body_is_408_and_a_huge_claim_413_at_once(tier):
    sock = socket.create_connection(("127.0.0.1", tier.port), timeout=BODY_TIMEOUT + 10)
    sock.sendall(
        b"PUT /vfr/manage/sites/x/products/p HTTP/1.1\r\nHost: x\r\n"
        b'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"title":'
    )
    started = time.monotonic()
    answer = sock.recv(4096)
    sock.close()
    assert answer.startswith(b"HTTP/1.1 408")
    assert time.monotonic() - started < BODY_TIMEOUT + 2
    assert b'{"error": ' in answer

    status, _response, raw, took = timed(
        tier,
        "POST",
        "/vfr/manage/sites/x/products/import",
        None,
        **{
            "Content-Length": str(60 * 1024 * 1024),
            "Content-Type": "multipart/form-data; boundary=b",
        },
    )
    assert status == 413 and took < 1
    assert "error" in orjson.loads(raw)


def test_a_keep_alive_client_never_meets_an_upstream_connection_that_expired(tmp_path):
    """gunicorn closes an idle connection after its keep-alive (2 s); had HAProxy reused
    its connection to gunicorn for a client's next request, a request arriving as that
    close happened would go unanswered (the client sees the connection dropped: 1 in 100
    POSTs spaced ~2 s apart did on the 1,000,000-product bench). The stand-in upstream
    drops every second request of a connection, so any reuse fails here every time."""
    tier = ServeTier(tmp_path, GUNICORN=STANDIN)
    try:
        connection = http.client.HTTPConnection("127.0.0.1", tier.port, timeout=10)
        for method, body in [("POST", b'{"intent": "similar"}'), ("GET", None)] * 3:
            connection.request(method, "/recommendations", body)
            response = connection.getresponse()
            assert (response.status, response.read()) == (200, b'{"ok":true}')
            assert not response.will_close  # the client's own connection stays open
        connection.close()
    finally:
        tier.stop()


def test_a_csv_import_may_take_longer_than_any_other_answer(tmp_path):
    """Past ``APP_TIMEOUT`` HAProxy answers 504 for gunicorn; a CSV import gets
    ``IMPORT_TIMEOUT`` (a 50 MiB file takes about a minute, more on a busy machine), so
    its client hears how the import ended instead of a 504 while it commits."""
    tier = ServeTier(
        tmp_path, GUNICORN=STANDIN, STANDIN_DELAY="2", APP_TIMEOUT="1s", IMPORT_TIMEOUT="10s"
    )
    try:
        status, _, raw, _ = timed(tier, "GET", "/vfr/sites/x/fit-evidence?product_id=p")
        assert status == 504 and "error" in orjson.loads(raw)
        status, _, raw, took = timed(
            tier,
            "POST",
            "/vfr/manage/sites/x/products/import",
            b"--b--",
            **{"Content-Type": "multipart/form-data; boundary=b"},
        )
        assert (status, raw) == (200, b'{"ok":true}') and took >= 2
    finally:
        tier.stop()


def test_requests_the_proxy_answers_itself_are_logged_as_json_lines(tmp_path):
    """decisions.md 8: every request logs a JSON line with request_id, route, status and
    duration, also the ones HAProxy answers without gunicorn (413 at once, 408)."""
    log = tmp_path / "serve.log"
    tier = ServeTier(tmp_path, log=log, HTTP_REQUEST_TIMEOUT=f"{BODY_TIMEOUT}s")
    try:
        huge = str(60 * 1024 * 1024)
        status, response, _, _ = timed(tier, "PUT", "/x", None, **{"Content-Length": huge})
        assert status == 413
        assert response.getheader("X-Request-ID")
        sock = socket.create_connection(("127.0.0.1", tier.port), timeout=BODY_TIMEOUT + 10)
        sock.sendall(b"PUT /x HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nab")
        assert sock.recv(4096).startswith(b"HTTP/1.1 408")
        sock.close()
        assert timed(tier, "GET", "/healthz")[0] == 200
    finally:
        tier.stop()
    lines = [orjson.loads(line) for line in log.read_text().splitlines() if line.strip()]
    requests = [line for line in lines if line.get("message") == "request"]
    for line in requests:
        assert {"request_id", "route", "status", "duration_ms"} <= line.keys(), line
    by_status = {line["status"]: line for line in requests}
    assert by_status[413]["logger"] == by_status[408]["logger"] == "haproxy"
    assert by_status[413]["request_id"] == response.getheader("X-Request-ID")
    assert by_status[408]["duration_ms"] >= (BODY_TIMEOUT - 1) * 1000
    answered_by_gunicorn = [line for line in requests if line["status"] == 200]
    assert answered_by_gunicorn  # logged by gunicorn only, never twice
    assert {line["logger"] for line in answered_by_gunicorn} == {"gunicorn.access"}


@pytest.mark.parametrize("claim", ["111111111111", "4294967297", "00099999999999"])
def test_a_content_length_past_32_bits_is_413_at_once(tier, claim):
    """A claim that wraps a 32-bit integer is still over the body limit (decisions.md 1)."""
    status, _, raw, took = timed(
        tier, "PUT", "/vfr/manage/sites/x/products/p", None, **{"Content-Length": claim}
    )
    assert status == 413 and took < 1
    assert "error" in orjson.loads(raw)
