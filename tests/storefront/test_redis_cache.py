"""The hand-written RESP reply reader of the storefront's one-round-trip read."""

from __future__ import annotations

import pytest
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import ResponseError

from storefront.redis_cache import _read_replies


class _Socket:
    def __init__(self, *chunks: bytes) -> None:
        self.chunks = list(chunks)

    def recv(self, size: int) -> bytes:
        return self.chunks.pop(0) if self.chunks else b""


class _Connection:
    def __init__(self, *chunks: bytes) -> None:
        self._sock = _Socket(*chunks)


REPLIES = b"+OK\r\n:7\r\n*3\r\n$3\r\nabc\r\n$-1\r\n_\r\n"


def test_replies_of_set_incr_and_mget_in_resp2_and_resp3():
    assert _read_replies(_Connection(REPLIES), 3) == [b"OK", 7, [b"abc", None, None]]
    assert _read_replies(_Connection(b"_\r\n:8\r\n*0\r\n"), 3) == [None, 8, []]


def test_replies_split_anywhere_are_read_whole():
    for cut in range(1, len(REPLIES)):
        connection = _Connection(REPLIES[:cut], REPLIES[cut:])
        assert _read_replies(connection, 3) == [b"OK", 7, [b"abc", None, None]], cut


def test_a_value_holding_crlf_is_read_by_its_length():
    assert _read_replies(_Connection(b"$4\r\na\r\nb\r\n"), 1) == [b"a\r\nb"]


def test_an_error_reply_raises():
    with pytest.raises(ResponseError, match="WRONGTYPE"):
        _read_replies(_Connection(b"+OK\r\n-WRONGTYPE not an integer\r\n"), 3)


def test_a_closed_connection_raises():
    with pytest.raises(RedisConnectionError):
        _read_replies(_Connection(b"+OK\r\n"), 2)
