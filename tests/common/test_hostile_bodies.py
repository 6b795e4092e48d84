"""Hostile request bodies (decisions.md 1): deep JSON, many multipart parts, chunked."""

from __future__ import annotations

import contextlib
import http.client
import socket
import time

import orjson
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from common.errors import BadRequest
from common.http import read_json_object
from tests.catalog.factories import product_body, product_url
from tests.reviews.conftest import sync_url
from tests.reviews.factories import ProductFactory, review_item

pytestmark = pytest.mark.django_db


def nested(levels: int) -> dict:
    """An object ``levels`` deep: {"a": {"a": ... {} }}."""
    value: dict = {}
    for _ in range(levels - 1):
        value = {"a": value}
    return value


def nested_json(levels: int) -> bytes:
    """The same as JSON text, for depths a JSON encoder refuses to write."""
    return b'{"a":' * (levels - 1) + b"{}" + b"}" * (levels - 1)


def size_chart(content: dict) -> dict:
    return {"external_id": "chart", "content": content}


def test_a_size_chart_32_levels_deep_round_trips(api, site):
    content = nested(32)
    url = product_url(site, "deep")
    assert api.put(url, product_body(size_charts=[size_chart(content)])).status_code == 200
    again = api.put(url, product_body(title="Renamed", size_charts=[size_chart(content)]))
    assert again.status_code == 200, again.content
    assert again.json()["catalog_product"]["size_charts"][0]["content"] == content


@pytest.mark.parametrize("levels", [33, 40, 251, 300, 5000])
def test_a_size_chart_deeper_than_32_levels_is_400(api, site, levels):
    body = orjson.dumps(product_body(size_charts=[size_chart({"x": 1})]))
    body = body.replace(b'{"x":1}', nested_json(levels))
    response = api.request("PUT", product_url(site, "deep"), body=body)
    assert response.status_code == 400
    assert "deep" in response.json()["error"] or "depth" in response.json()["error"]


@pytest.mark.parametrize("levels", [33, 252])
def test_a_deep_merchant_response_is_400(api, site, levels):
    product = ProductFactory(site=site)
    body = {
        "event_id": "evt-deep",
        "provider": "judgeme",
        "reviews": [review_item(merchant_response={"x": 1})],
    }
    raw = orjson.dumps(body).replace(b'{"x":1}', nested_json(levels))
    response = api.request("POST", sync_url(site, product), body=raw)
    assert response.status_code == 400
    assert "nested deeper than" in response.json()["error"]


@pytest.mark.server
@pytest.mark.django_db(transaction=True)
def test_a_chunked_body_is_read_like_any_other(gunicorn_server, site, api_key):
    """Over the real server: the test client cannot send a body without its length."""
    body = orjson.dumps(product_body())
    connection = http.client.HTTPConnection("127.0.0.1", gunicorn_server.port, timeout=10)
    headers = {"Authorization": f"Bearer {api_key}", "Content-Type": "application/json"}
    connection.request(
        "PUT", product_url(site, "a/chunked"), iter([body[:10], body[10:]]), headers
    )  # an iterable body without a length goes chunked
    response = connection.getresponse()
    answer = orjson.loads(response.read())
    assert response.status == 200, answer
    assert answer["product"]["title"] == "Midi wrap dress"


@pytest.mark.server
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    "chunks",
    [
        b"zz\r\n{}\r\n0\r\n\r\n",  # a chunk size that is not hexadecimal
        b"2\r\n{}}}}\r\n0\r\n\r\n",  # a chunk longer than its size says
        b"5\r\n{}",  # the body ends inside a chunk
    ],
)
def test_a_malformed_chunked_body_is_400(gunicorn_server, site, api_key, chunks):
    """Bad chunked framing is the client's error (decisions.md 1), never a 500."""
    head = (
        f"PUT {product_url(site, 'a/chunked')} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        f"Authorization: Bearer {api_key}\r\nContent-Type: application/json\r\n"
        "Transfer-Encoding: chunked\r\n\r\n"
    )
    with socket.create_connection(("127.0.0.1", gunicorn_server.port), timeout=10) as sock:
        sock.sendall(head.encode() + chunks)
        sock.shutdown(socket.SHUT_WR)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    status = answer.split(b"\r\n", 1)[0]
    assert status.startswith(b"HTTP/1.1 400"), answer[:300]
    assert b"chunked" in answer.split(b"\r\n\r\n", 1)[1]


@pytest.mark.server
@pytest.mark.django_db(transaction=True)
def test_a_chunked_body_over_the_limit_is_413(gunicorn_server, site, api_key, settings):
    chunk = b"x" * (1024 * 1024)
    chunks = settings.MAX_REQUEST_BODY_BYTES // len(chunk) + 2
    connection = http.client.HTTPConnection("127.0.0.1", gunicorn_server.port, timeout=30)
    headers = {"Authorization": f"Bearer {api_key}", "Content-Type": "application/json"}
    with contextlib.suppress(OSError):  # the server may hang up while the rest is sent
        connection.request("PUT", product_url(site, "big"), iter([chunk] * chunks), headers)
    response = connection.getresponse()
    assert response.status == 413
    assert "maximum size" in orjson.loads(response.read())["error"]


def test_a_csv_import_with_more_than_100_parts_is_400(api, site):
    csv = SimpleUploadedFile("c.csv", b"product_id,title\np1,Dress\n", content_type="text/csv")
    fields = {f"f{n}": "x" for n in range(1200)}
    response = api.upload(f"/vfr/manage/sites/{site.pk}/products/import", {"file": csv}, fields)
    assert response.status_code == 400
    assert "parts" in response.json()["error"]


def test_a_csv_import_of_fields_and_files_together_over_100_is_400(api, site):
    files = {f"file{n}": SimpleUploadedFile(f"{n}.csv", b"x", "text/csv") for n in range(60)}
    files["file"] = SimpleUploadedFile("c.csv", b"product_id,title\np1,Dress\n", "text/csv")
    fields = {f"f{n}": "x" for n in range(60)}
    response = api.upload(f"/vfr/manage/sites/{site.pk}/products/import", files, fields)
    assert response.status_code == 400


@pytest.mark.server
@pytest.mark.django_db(transaction=True)
def test_a_content_length_over_the_limit_is_413_at_once(gunicorn_server, site, api_key, settings):
    """gunicorn alone (``make run``): a 60 MiB claim is refused before any body arrives,
    not after reading (or waiting for) the claimed bytes."""
    claim = 60 * 1024 * 1024
    assert claim > settings.MAX_REQUEST_BODY_BYTES
    head = (
        f"PUT {product_url(site, 'big')} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        f"Authorization: Bearer {api_key}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {claim}\r\n\r\n"
    )
    with socket.create_connection(("127.0.0.1", gunicorn_server.port), timeout=10) as sock:
        started = time.monotonic()
        sock.sendall(head.encode() + b'{"title": "x"')  # the body stops there
        answer = b""
        while b"request body exceeds the maximum size" not in answer:
            chunk = sock.recv(65536)
            if not chunk:
                break
            answer += chunk
        took = time.monotonic() - started
        assert sock.recv(65536) == b""  # then it hangs up: the stalled body is not read on
    assert answer.startswith(b"HTTP/1.1 413"), answer[:200]
    assert b"request body exceeds the maximum size" in answer
    assert took < 1.5, took


def test_a_merchant_response_integer_beyond_64_bits_is_400(api, site):
    """Every JSON body is read by common.http: an integer JSON cannot carry exactly is
    400 in review sync too, not stored as a rounded float."""
    product = ProductFactory(site=site)
    body = orjson.dumps(
        {
            "event_id": "evt-wide",
            "provider": "judgeme",
            "reviews": [review_item(merchant_response={"n": 1})],
        }
    ).replace(b'{"n":1}', b'{"n":123456789012345678901234567890}')
    response = api.request("POST", sync_url(site, product), body=body)
    assert response.status_code == 400, response.content
    assert "reviews[0].merchant_response.n" in response.json()["error"]


@pytest.mark.parametrize(
    ("raw", "wide_at"),
    [
        (b'{"a": [1, 2, -123456789012345678901]}', "a[2]"),
        (b'{"a":\n 18446744073709551616}', "a"),
        (b'{"ids": ["1234567890123456789012345", "x"], "n": 18446744073709551615}', None),
        (b'{"ids": ["prod-1", "prod-2"], "n": 1.2345678901234567890123}', None),
    ],
)
def test_only_integers_past_64_bits_are_refused(rf, raw, wide_at):
    """The digit-run check in front of the exact parse lets every other body through:
    19 digits in a string or a float, 2**64 - 1 itself."""
    request = rf.post("/x", data=raw, content_type="application/json")
    if wide_at is None:
        assert read_json_object(request, max_bytes=1 << 20) == orjson.loads(raw)
    else:
        with pytest.raises(BadRequest, match="beyond 64 bits") as raised:
            read_json_object(request, max_bytes=1 << 20)
        assert raised.value.message.startswith(wide_at + ":")
