"""One origin rule for the storefront reads and browser recommendation requests."""

from __future__ import annotations

import pytest

from common import cors

ORIGINS = frozenset({"https://shop.example", "http://localhost:8080"})


@pytest.mark.parametrize(
    "origin",
    [
        "https://shop.example",
        "HTTPS://Shop.Example",
        "https://shop.example:443",
        "http://localhost:8080",
    ],
)
def test_an_origin_is_allowed_when_it_normalizes_to_one_of_the_sites(origin):
    assert cors.origin_allowed(ORIGINS, origin)


@pytest.mark.parametrize(
    "origin",
    [
        None,
        "",
        "null",
        "https://evil.example",
        "https://shop.example.evil",
        "http://shop.example",
        "garbage",
    ],
)
def test_no_origin_null_garbage_or_another_origin_is_not_allowed(origin):
    assert not cors.origin_allowed(ORIGINS, origin)
    assert not cors.origin_allowed(frozenset(), "https://shop.example")


def test_only_a_present_origin_can_be_refused(rf):
    cors.check_origin(ORIGINS, None)  # a server-side fetch
    with pytest.raises(Exception, match="origin"):
        cors.check_origin(ORIGINS, "")


def test_the_origin_is_the_header_as_sent(rf):
    request = rf.get("/", HTTP_ORIGIN="HTTPS://Shop.Example")
    assert cors.request_origin(request) == "HTTPS://Shop.Example"
    assert cors.request_origin(rf.get("/")) is None
