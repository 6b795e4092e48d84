"""Validation of the review sync envelope (interface 2.12/2.13, decisions.md 1 and 4).

Pure: data in, a :class:`ReviewBatch` out, or a ``BadRequest`` / ``PayloadTooLarge`` whose
message names the field path (``reviews[3].rating: must be between 0 and 5``). Going over a
documented size maximum (string length, item count, encoded bytes) is 413; every other
invalid value is 400. The maxima are listed in docs/reviews.md.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import orjson

from common.datetimes import as_utc
from common.errors import BadRequest, PayloadTooLarge
from reviews.services.records import (
    CONTENT_FIELDS,
    ReviewIdentity,
    content_hash,
    identity_of,
    metadata_hash,
)

MAX_BODY_BYTES = 8 * 1024 * 1024
MAX_REVIEWS = 250
MAX_ID = 255
MAX_URL = 8192
MAX_TITLE = 1000
MAX_TEXT = 65536
MAX_SHORT_TEXT = 4096
MAX_TAG = 35
# A stable lowercase key: "judgeme", "yotpo", "judge.me", "okendo-eu"; never "Yotpo".
PROVIDER_KEY = re.compile(r"[a-z0-9][a-z0-9._-]*")
MAX_BADGES = 50
MAX_MEDIA = 50
MAX_MEASUREMENTS = 50
MAX_VALUES = 50
MAX_SIGNALS = 20
MAX_OPTION_VALUES = 20
MAX_OBJECT_BYTES = 64 * 1024  # merchant_response, option_selector (encoded JSON)
# Measurement values are converted to cm/kg (up to x100) for the read shape: a bound keeps
# the product finite (1e308 m was infinity, which jsonb refuses).
MAX_MEASUREMENT_VALUE = 1_000_000_000

DIMENSION_CODES = frozenset(
    [
        "overall",
        "length",
        "waist",
        "hips",
        "chest",
        "bust",
        "shoulders",
        "sleeves",
        "rise",
        "inseam",
        "thigh",
        "width",
    ]
)
# BCP 47: a language with subtags, a private-use tag, or a grandfathered "i-" tag.
BCP47_PATTERN = (
    r"^(?:[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*|[xX](?:-[A-Za-z0-9]{1,8})+|[iI]-[A-Za-z0-9]{1,8})$"
)
_BCP47 = re.compile(BCP47_PATTERN)


@dataclass(frozen=True, slots=True)
class ReviewItem:
    """One valid review item: its normalized record and what a sync compares."""

    index: int
    identity: ReviewIdentity
    deleted: bool
    record: dict[str, Any]  # the complete current record, without ``deleted``
    content_hash: str
    metadata_hash: str
    created_at: datetime | None


@dataclass(frozen=True, slots=True)
class ReviewBatch:
    event_id: str
    provider: str
    partition_key: str
    snapshot_complete: bool
    items: list[ReviewItem] = field(default_factory=list)

    def canonical(self) -> dict[str, Any]:
        """The envelope as compared for idempotency (defaults filled in, order kept)."""
        return {
            "event_id": self.event_id,
            "provider": self.provider,
            "partition_key": self.partition_key,
            "snapshot_complete": self.snapshot_complete,
            "reviews": [{**item.record, "deleted": item.deleted} for item in self.items],
        }


class _Checker:
    """Typed readers of one object that raise with the field path."""

    def __init__(self, data: dict[str, Any], path: str) -> None:
        self.data = data
        self.path = path

    def at(self, name: str) -> str:
        return f"{self.path}.{name}" if self.path else name

    def fail(self, name: str, message: str) -> BadRequest:
        return BadRequest(f"{self.at(name)}: {message}")

    def string(self, name: str, max_length: int, *, required: bool = False) -> str | None:
        value = self.data.get(name)
        if value is None:
            if required:
                raise self.fail(name, "is required")
            return None
        return check_string(value, self.at(name), max_length)

    def boolean(self, name: str) -> bool | None:
        value = self.data.get(name)
        if value is None:
            return None
        if not isinstance(value, bool):
            raise self.fail(name, "must be a boolean")
        return value

    def number(
        self, name: str, *, low: float | None = None, high: float | None = None
    ) -> float | int | None:
        value = self.data.get(name)
        if value is None:
            return None
        return check_number(value, self.at(name), low=low, high=high)

    def integer(self, name: str, *, low: int | None = None) -> int | None:
        value = self.data.get(name)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(name, "must be an integer")
        if low is not None and value < low:
            raise self.fail(name, f"must be >= {low}")
        return value

    def datetime(self, name: str) -> tuple[str | None, datetime | None]:
        text = self.string(name, 64)
        if text is None:
            return None, None
        try:
            parsed = datetime.fromisoformat(text.replace("Z", "+00:00").replace("z", "+00:00"))
        except ValueError:
            raise self.fail(name, "must be an ISO 8601 date-time") from None
        try:
            return text, as_utc(parsed)
        except ValueError as exc:
            raise self.fail(name, str(exc)) from None

    def tag(self, name: str) -> str | None:
        value = self.string(name, MAX_TAG)
        if value is not None and not _BCP47.fullmatch(value):
            raise self.fail(name, "must be a BCP 47 language tag")
        return value

    def array(self, name: str, max_items: int) -> list[Any] | None:
        value = self.data.get(name)
        if value is None:
            return None
        if not isinstance(value, list):
            raise self.fail(name, "must be an array")
        if len(value) > max_items:
            raise PayloadTooLarge(f"{self.at(name)}: at most {max_items} items")
        return value

    def obj(self, name: str) -> dict[str, Any] | None:
        value = self.data.get(name)
        if value is None:
            return None
        if not isinstance(value, dict):
            raise self.fail(name, "must be an object")
        return value

    def free_object(self, name: str) -> dict[str, Any] | None:
        value = self.obj(name)
        if value is not None and len(orjson.dumps(value)) > MAX_OBJECT_BYTES:
            raise PayloadTooLarge(f"{self.at(name)}: at most {MAX_OBJECT_BYTES} bytes encoded")
        return value


def check_string(value: Any, path: str, max_length: int) -> str:
    if not isinstance(value, str):
        raise BadRequest(f"{path}: must be a string")
    if len(value) > max_length:
        raise PayloadTooLarge(f"{path}: at most {max_length} characters")
    return value


def check_number(
    value: Any, path: str, *, low: float | None = None, high: float | None = None
) -> float | int:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise BadRequest(f"{path}: must be a number")
    if (low is not None and value < low) or (high is not None and value > high):
        raise BadRequest(f"{path}: must be between {low} and {high}")
    return value


def _put(record: dict[str, Any], name: str, value: Any) -> None:
    if value is not None:
        record[name] = value


def _string_map(value: dict[str, Any], path: str) -> dict[str, str]:
    if len(value) > MAX_OPTION_VALUES:
        raise PayloadTooLarge(f"{path}: at most {MAX_OPTION_VALUES} properties")
    for key, item in value.items():
        check_string(key, path, MAX_ID)
        check_string(item, f"{path}.{key}", MAX_ID)
    return value


def _purchased_variant(c: _Checker) -> dict[str, Any] | None:
    raw = c.obj("purchased_variant")
    if raw is None:
        return None
    v = _Checker(raw, c.at("purchased_variant"))
    out: dict[str, Any] = {}
    for name in ("source_variant_id", "sku", "label", "size_signature"):
        _put(out, name, v.string(name, MAX_ID))
    option_values = v.obj("option_values")
    if option_values is not None:
        out["option_values"] = _string_map(option_values, v.at("option_values"))
    return out


def _media(c: _Checker) -> list[dict[str, Any]]:
    out = []
    for i, raw in enumerate(c.array("media", MAX_MEDIA) or []):
        path = c.at(f"media[{i}]")
        if not isinstance(raw, dict):
            raise BadRequest(f"{path}: must be an object")
        m = _Checker(raw, path)
        item: dict[str, Any] = {}
        _put(item, "url", m.string("url", MAX_URL))
        _put(item, "external_media_id", m.string("external_media_id", MAX_ID))
        _put(item, "kind", m.string("kind", MAX_ID))
        _put(item, "caption", m.string("caption", MAX_SHORT_TEXT))
        _put(item, "alt_text", m.string("alt_text", MAX_SHORT_TEXT))
        for name in ("width", "height"):
            _put(item, name, m.integer(name, low=0))
        _put(item, "position", m.integer("position"))
        out.append(item)
    return out


def _measurement_values(m: _Checker) -> list[dict[str, Any]]:
    out = []
    for j, raw in enumerate(m.array("values", MAX_VALUES) or []):
        path = m.at(f"values[{j}]")
        if not isinstance(raw, dict):
            raise BadRequest(f"{path}: must be an object")
        v = _Checker(raw, path)
        value: dict[str, Any] = {}
        for name in ("value", "min_value", "max_value"):
            _put(
                value, name, v.number(name, low=-MAX_MEASUREMENT_VALUE, high=MAX_MEASUREMENT_VALUE)
            )
        for name in ("raw_label", "raw_value", "raw_unit"):
            _put(value, name, v.string(name, MAX_ID))
        _put(value, "confidence", v.number("confidence", low=0, high=1))
        out.append(value)
    return out


def _measurements(c: _Checker) -> list[dict[str, Any]]:
    out = []
    for i, raw in enumerate(c.array("measurements", MAX_MEASUREMENTS) or []):
        path = c.at(f"measurements[{i}]")
        if not isinstance(raw, dict):
            raise BadRequest(f"{path}: must be an object")
        m = _Checker(raw, path)
        item: dict[str, Any] = {}
        for name in ("subject_kind", "basis", "source_key", "source_kind", "capture_method"):
            _put(item, name, m.string(name, MAX_ID))
        _put(item, "size_label", m.string("size_label", MAX_ID))
        _put(item, "option_selector", m.free_object("option_selector"))
        _put(item, "confidence", m.number("confidence", low=0, high=1))
        item["values"] = _measurement_values(m)
        out.append(item)
    return out


def _fit_signals(c: _Checker) -> list[dict[str, Any]]:
    """Structured votes the source sent: ``source_kind`` structured, dimension overall."""
    out = []
    for i, raw in enumerate(c.array("fit_signals", MAX_SIGNALS) or []):
        path = c.at(f"fit_signals[{i}]")
        if not isinstance(raw, dict):
            raise BadRequest(f"{path}: must be an object")
        s = _Checker(raw, path)
        score = s.number("score", low=-1, high=1)
        if score is None:
            raise s.fail("score", "is required (from -1.0 runs small to +1.0 runs large)")
        dimension = s.string("dimension_code", MAX_ID) or "overall"
        if dimension not in DIMENSION_CODES:
            raise s.fail("dimension_code", f"unknown dimension {dimension!r}")
        signal: dict[str, Any] = {"dimension_code": dimension, "score": score}
        _put(signal, "confidence", s.number("confidence", low=0, high=1))
        _put(signal, "evidence", s.string("evidence", MAX_SHORT_TEXT))
        signal["source_kind"] = "structured"
        out.append(signal)
    return out


def check_review_item(raw: Any, index: int) -> ReviewItem:
    path = f"reviews[{index}]"
    if not isinstance(raw, dict):
        raise BadRequest(f"{path}: must be an object")
    c = _Checker(raw, path)
    deleted = c.boolean("deleted") or False
    record: dict[str, Any] = {}
    _put(record, "external_review_id", c.string("external_review_id", MAX_ID))
    _put(record, "external_id_scope", c.string("external_id_scope", MAX_ID))
    _put(record, "permalink", c.string("permalink", MAX_URL))
    _put(record, "title", c.string("title", MAX_TITLE))
    _put(record, "body", c.string("body", MAX_TEXT))
    _put(record, "rating", c.number("rating", low=0, high=5))
    _put(record, "language", c.tag("language"))
    _put(record, "locale", c.tag("locale"))
    _put(record, "author_display_name", c.string("author_display_name", MAX_ID))
    created_text, created_at = c.datetime("created_at")
    _put(record, "created_at", created_text)
    _put(record, "updated_at", c.datetime("updated_at")[0])
    _put(record, "verified_purchase", c.boolean("verified_purchase"))
    _put(record, "incentivized", c.boolean("incentivized"))
    badges = c.array("badges", MAX_BADGES)
    if badges is not None:
        record["badges"] = [
            check_string(b, c.at(f"badges[{j}]"), MAX_ID) for j, b in enumerate(badges)
        ]
    _put(record, "helpful_count", c.integer("helpful_count", low=0))
    _put(record, "merchant_response", c.free_object("merchant_response"))
    _put(record, "purchased_variant", _purchased_variant(c))
    record["media"] = _media(c)
    record["measurements"] = _measurements(c)
    record["fit_signals"] = _fit_signals(c)

    has_text = any((record.get(name) or "").strip() for name in ("title", "body"))
    if not deleted and record.get("rating") is None and not has_text:
        raise BadRequest(f"{path}: needs a rating or a non-empty title or body")
    identity = identity_of(record, created_at)
    if identity is None:
        raise BadRequest(
            f"{path}: needs an identity: external_review_id, permalink, or author, "
            "created_at, rating, title or body to derive one from"
        )
    return ReviewItem(
        index=index,
        identity=identity,
        deleted=deleted,
        record=record,
        content_hash=content_hash(record),
        metadata_hash=metadata_hash(record),
        created_at=created_at,
    )


def check_review_batch(data: dict[str, Any]) -> ReviewBatch:
    """The validated envelope; raises 400/413 with the field path of the first problem."""
    c = _Checker(data, "")
    event_id = c.string("event_id", MAX_ID, required=True)
    provider = c.string("provider", MAX_ID, required=True)
    if not event_id.strip():
        raise c.fail("event_id", "must not be empty")
    if not provider:
        raise c.fail("provider", "must not be empty")
    if not PROVIDER_KEY.fullmatch(provider):
        raise c.fail(
            "provider",
            "must be a stable lowercase key (a-z, 0-9, '.', '_', '-'; starting with a "
            "letter or digit), e.g. 'judgeme'",
        )
    partition_key = c.string("partition_key", MAX_ID) or ""
    snapshot_complete = c.boolean("snapshot_complete") or False
    raw_reviews = c.array("reviews", MAX_REVIEWS)
    if raw_reviews is None:
        raise c.fail("reviews", "is required")
    items = [check_review_item(raw, i) for i, raw in enumerate(raw_reviews)]
    seen: dict[str, int] = {}
    for item in items:
        first = seen.setdefault(item.identity.key, item.index)
        if first != item.index:
            raise BadRequest(
                f"reviews[{item.index}]: same review identity as reviews[{first}] "
                "(send each review once per batch)"
            )
    return ReviewBatch(
        event_id=event_id,
        provider=provider,
        partition_key=partition_key,
        snapshot_complete=snapshot_complete,
        items=items,
    )


__all__ = ["CONTENT_FIELDS", "MAX_BODY_BYTES", "ReviewBatch", "ReviewItem", "check_review_batch"]
