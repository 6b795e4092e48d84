"""Date-times received from clients, made safe to store.

RFC 3339 allows any UTC offset up to ±23:59, but PostgreSQL refuses to store a
``timestamptz`` whose offset is over ±15:59, and a value near year 1 or 9999 can fall
outside Python's range once moved to UTC (PostgreSQL then stores it as a BC date that no
later read can load). Every date-time a client sends goes through :func:`as_utc` before it
is stored or compared.
"""

from __future__ import annotations

from datetime import UTC, datetime


def as_utc(value: datetime) -> datetime:
    """``value`` in UTC (a naive value is taken as UTC).

    Raises ``ValueError`` when the instant is outside years 1 to 9999 in UTC.
    """
    if value.tzinfo is None:
        return value.replace(tzinfo=UTC)
    try:
        return value.astimezone(UTC)
    except OverflowError:
        raise ValueError("date-time is out of range (years 1 to 9999 in UTC)") from None
