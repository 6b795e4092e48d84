"""``common.validation.parse_date_time``: the one reading of a client's date-time (RFC 3339
with an offset), used by the catalog, review sync and order bodies alike. Pure tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from pydantic_core import PydanticCustomError

from common.validation import parse_date_time


@pytest.mark.parametrize(
    ("text", "instant"),
    [
        ("2025-01-31T12:00:00Z", datetime(2025, 1, 31, 12, tzinfo=UTC)),
        ("2025-01-31t12:00:00z", datetime(2025, 1, 31, 12, tzinfo=UTC)),
        ("2025-01-31T13:30:00+01:30", datetime(2025, 1, 31, 12, tzinfo=UTC)),
        ("2025-01-31 12:00:00.5+00:00", datetime(2025, 1, 31, 12, 0, 0, 500000, tzinfo=UTC)),
        (" 2025-01-31T12:00:00Z ", datetime(2025, 1, 31, 12, tzinfo=UTC)),
    ],
)
def test_an_rfc_3339_date_time_is_read_in_utc(text, instant):
    assert parse_date_time(text) == instant


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("yesterday", "must be an RFC 3339 date-time, e.g. 2025-01-31T12:00:00Z"),
        ("2025-01-31", "must be a date-time, not a date"),
        ("2025-01-31T12:00:00", "must include a UTC offset, e.g. Z"),
        ("0001-01-01T00:00:00+01:00", "date-time is out of range (years 1 to 9999 in UTC)"),
    ],
)
def test_anything_else_is_refused_with_its_reason(text, message):
    with pytest.raises(PydanticCustomError) as raised:
        parse_date_time(text)
    assert str(raised.value) == message


def test_a_time_without_offset_is_utc_where_the_caller_allows_it():
    """Order events' ``created_at`` (not typed by the contract) keeps its old reading."""
    assert parse_date_time("2011-10-01 10:00:00", naive_as_utc=True) == datetime(
        2011, 10, 1, 10, tzinfo=UTC
    )
    with pytest.raises(PydanticCustomError):
        parse_date_time("2011-10-01", naive_as_utc=True)
