from datetime import UTC, datetime, timedelta, timezone

import pytest

from common.datetimes import as_utc


def test_as_utc_moves_any_offset_to_utc():
    value = datetime(2025, 1, 1, tzinfo=timezone(timedelta(hours=23, minutes=59)))
    assert as_utc(value) == datetime(2024, 12, 31, 0, 1, tzinfo=UTC)
    assert as_utc(value).utcoffset() == timedelta(0)


def test_as_utc_takes_a_naive_value_as_utc():
    assert as_utc(datetime(2025, 1, 1)) == datetime(2025, 1, 1, tzinfo=UTC)


@pytest.mark.parametrize(
    "value",
    [
        datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=1))),
        datetime(9999, 12, 31, 23, tzinfo=timezone(timedelta(hours=-2))),
    ],
)
def test_as_utc_refuses_an_instant_outside_years_1_to_9999(value):
    with pytest.raises(ValueError, match="out of range"):
        as_utc(value)
