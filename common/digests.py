"""Digests of JSON values: one canonical encoding (keys sorted, orjson) hashed with SHA-256.

Idempotency fingerprints (product ingest, review sync and order events) and change hashes
compare these, so the encoding is written once.
"""

from __future__ import annotations

import hashlib
from typing import Any

import orjson


def canonical_json(value: Any) -> bytes:
    """``value`` as JSON with its object keys sorted: equal values, equal bytes."""
    return orjson.dumps(value, option=orjson.OPT_SORT_KEYS)


def json_digest(value: Any) -> str:
    """SHA-256 (hex) of ``canonical_json(value)``."""
    return hashlib.sha256(canonical_json(value)).hexdigest()


def canonical_numbers(value: Any) -> Any:
    """``value`` with every integral float written as the integer it equals: ``4``, ``4.0``
    and ``4e0`` are one JSON number, so a feed whose serializer prints ratings as floats on
    some runs changes nothing (the record itself is kept as sent)."""
    if isinstance(value, float):
        return int(value) if value.is_integer() and abs(value) < 2**53 else value
    if isinstance(value, dict):
        return {key: canonical_numbers(item) for key, item in value.items()}
    if isinstance(value, list):
        return [canonical_numbers(item) for item in value]
    return value
