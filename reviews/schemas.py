"""The review sync request (interface 2.12/2.13, decisions.md 1 and 4) as pydantic models.

``check_review_batch(data)`` is the one entry point: the validated envelope as a
:class:`ReviewBatch` (each item's normalized record, identity and change hashes), or a
400/413 naming the field path (``common.validation``). The same models document the
endpoint in OpenAPI. The maxima are listed in docs/reviews.md.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from common.errors import BadRequest
from common.validation import (
    NOT_BLANK_PATTERN,
    RequestModel,
    check,
    max_encoded_bytes,
    max_properties,
    number,
    parse_date_time,
)
from reviews.records import ReviewIdentity, content_hash, identity_of, metadata_hash

MAX_BODY_BYTES = 8 * 1024 * 1024
MAX_REVIEWS = 250
MAX_ID = 255
MAX_URL = 8192
MAX_TITLE = 1000
MAX_TEXT = 65536
MAX_SHORT_TEXT = 4096
MAX_TAG = 35
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
# A stable lowercase key: "judgeme", "yotpo", "judge.me", "okendo-eu"; never "Yotpo".
PROVIDER_PATTERN = r"^[a-z0-9][a-z0-9._-]*$"
DIMENSION_CODES = (
    "overall", "length", "waist", "hips", "chest", "bust", "shoulders", "sleeves", "rise",
    "inseam", "thigh", "width",
)  # fmt: skip
# BCP 47: a language with subtags, a private-use tag, or a grandfathered "i-" tag.
BCP47_PATTERN = (
    r"^(?:[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*|[xX](?:-[A-Za-z0-9]{1,8})+|[iI]-[A-Za-z0-9]{1,8})$"
)
_BCP47 = re.compile(BCP47_PATTERN)
_PROVIDER = re.compile(PROVIDER_PATTERN)


def _check_tag(value: str) -> str:
    if not _BCP47.fullmatch(value):
        raise PydanticCustomError("bcp47", "must be a BCP 47 language tag")
    return value


def _check_datetime(value: str) -> str:
    """An RFC 3339 date-time; kept as sent (the record stores the client's text)."""
    parse_date_time(value)
    return value


def _check_dimension(value: str) -> str:
    if value not in DIMENSION_CODES:
        raise PydanticCustomError("dimension", "unknown dimension '{value}'", {"value": value})
    return value


def _check_provider(value: str) -> str:
    if not value:
        raise PydanticCustomError("string_too_short", "must not be empty")
    if not _PROVIDER.fullmatch(value):
        raise PydanticCustomError(
            "provider_key",
            "must be a stable lowercase key (a-z, 0-9, '.', '_', '-'; starting with a "
            "letter or digit), e.g. 'judgeme'",
        )
    return value


def _check_event_id(value: str) -> str:
    if not value.strip():
        raise PydanticCustomError("string_too_short", "must not be empty")
    return value


Id = Annotated[str, Field(max_length=MAX_ID)]
ShortText = Annotated[str, Field(max_length=MAX_SHORT_TEXT)]
Tag = Annotated[
    str,
    Field(max_length=MAX_TAG, json_schema_extra={"pattern": BCP47_PATTERN}),
    AfterValidator(_check_tag),
]
DateTimeText = Annotated[
    str,
    Field(max_length=64, json_schema_extra={"format": "date-time"}),
    AfterValidator(_check_datetime),
]
FreeObject = Annotated[dict[str, Any], max_encoded_bytes(MAX_OBJECT_BYTES, "64 KiB")]
Confidence = number(ge=0, le=1)
Rating = number(ge=0, le=5)
Score = number(ge=-1, le=1)
MeasurementNumber = number(ge=-MAX_MEASUREMENT_VALUE, le=MAX_MEASUREMENT_VALUE)
Count = Annotated[int, Field(ge=0)]


class ReviewPurchasedVariantWrite(RequestModel):
    source_variant_id: Id | None = None
    sku: Id | None = None
    label: Id | None = None
    size_signature: Id | None = None
    option_values: Annotated[dict[Id, Id], max_properties(MAX_OPTION_VALUES)] | None = None


class ReviewMediaWrite(RequestModel):
    url: Annotated[str, Field(max_length=MAX_URL)] | None = None
    external_media_id: Id | None = None
    kind: Id | None = Field(None, description="e.g. `image`")
    caption: ShortText | None = None
    alt_text: ShortText | None = None
    width: Count | None = None
    height: Count | None = None
    position: int | None = None


class ReviewMeasurementValueWrite(RequestModel):
    value: MeasurementNumber | None = None
    min_value: MeasurementNumber | None = None
    max_value: MeasurementNumber | None = None
    raw_label: Id | None = None
    raw_value: Id | None = None
    raw_unit: Id | None = None
    confidence: Confidence | None = None


class ReviewMeasurementWrite(RequestModel):
    subject_kind: Id | None = None
    basis: Id | None = None
    source_key: Id | None = None
    source_kind: Id | None = None
    capture_method: Id | None = None
    size_label: Id | None = None
    option_selector: FreeObject | None = None
    confidence: Confidence | None = None
    values: Annotated[list[ReviewMeasurementValueWrite], Field(max_length=MAX_VALUES)] | None = None


class StructuredFitSignalWrite(RequestModel):
    """A vote the source sent: stored with ``source_kind: structured``, dimension
    ``overall`` unless one is named."""

    dimension_code: (
        Annotated[
            Id,
            Field(json_schema_extra={"pattern": f"^({'|'.join(DIMENSION_CODES)})$"}),
            AfterValidator(_check_dimension),
        ]
        | None
    ) = None
    score: Score = Field(description="-1.0 runs small .. +1.0 runs large")
    confidence: Confidence | None = None
    evidence: ShortText | None = None
    source_kind: Id | None = Field(None, description="stored as `structured`")


_TEXT = NOT_BLANK_PATTERN


def _sent(name: str, schema: dict[str, Any]) -> dict[str, Any]:
    return {"required": [name], "properties": {name: schema}}


_BLANKLESS = {"type": "string", "pattern": _TEXT}
# The item rules stated in the schema: ``_has_content`` (deleted, or a rating, or a
# non-blank title or body) and an identity (``reviews.records.identity_of``: an external
# id, a permalink, or something to derive one from).
_ITEM_RULES = {
    "allOf": [
        {
            "anyOf": [
                _sent("deleted", {"type": "boolean", "enum": [True]}),
                _sent("rating", {"type": "number"}),
                _sent("title", _BLANKLESS),
                _sent("body", _BLANKLESS),
            ]
        },
        {
            "anyOf": [
                *(
                    _sent(name, _BLANKLESS)
                    for name in ("external_review_id", "permalink", "author_display_name")
                ),
                _sent("created_at", {"type": "string"}),
                _sent("rating", {"type": "number"}),
                _sent("title", _BLANKLESS),
                _sent("body", _BLANKLESS),
            ]
        },
    ]
}


class ReviewRecordWrite(RequestModel):
    """One review item: the complete current record of that review."""

    model_config = ConfigDict(json_schema_extra=_ITEM_RULES)

    external_review_id: Id | None = None
    external_id_scope: Id | None = None
    permalink: Annotated[str, Field(max_length=MAX_URL)] | None = None
    title: Annotated[str, Field(max_length=MAX_TITLE)] | None = None
    body: Annotated[str, Field(max_length=MAX_TEXT)] | None = None
    rating: Rating | None = None
    language: Tag | None = None
    locale: Tag | None = None
    author_display_name: Id | None = None
    created_at: DateTimeText | None = None
    updated_at: DateTimeText | None = None
    verified_purchase: bool | None = None
    incentivized: bool | None = None
    badges: Annotated[list[Id], Field(max_length=MAX_BADGES)] | None = None
    helpful_count: Count | None = None
    merchant_response: FreeObject | None = None
    purchased_variant: ReviewPurchasedVariantWrite | None = None
    media: Annotated[list[ReviewMediaWrite], Field(max_length=MAX_MEDIA)] | None = None
    measurements: (
        Annotated[list[ReviewMeasurementWrite], Field(max_length=MAX_MEASUREMENTS)] | None
    ) = None
    fit_signals: Annotated[list[StructuredFitSignalWrite], Field(max_length=MAX_SIGNALS)] | None = (
        None
    )
    deleted: bool | None = False

    @model_validator(mode="after")
    def _has_content(self) -> ReviewRecordWrite:
        has_text = any((text or "").strip() for text in (self.title, self.body))
        if not self.deleted and self.rating is None and not has_text:
            raise PydanticCustomError(
                "review_content", "needs a rating or a non-empty title or body"
            )
        return self

    def record(self) -> dict[str, Any]:
        """The stored record: the fields sent (nulls dropped), ``media``,
        ``measurements`` and ``fit_signals`` always arrays, no ``deleted``."""
        record = self.model_dump(
            exclude_none=True, exclude={"deleted", "media", "measurements", "fit_signals"}
        )
        record["media"] = [m.model_dump(exclude_none=True) for m in self.media or ()]
        record["measurements"] = [
            {**m.model_dump(exclude_none=True, exclude={"values"}), "values": _values(m)}
            for m in self.measurements or ()
        ]
        record["fit_signals"] = [_signal(s) for s in self.fit_signals or ()]
        return record


def _values(measurement: ReviewMeasurementWrite) -> list[dict[str, Any]]:
    return [v.model_dump(exclude_none=True) for v in measurement.values or ()]


def _signal(signal: StructuredFitSignalWrite) -> dict[str, Any]:
    out: dict[str, Any] = {"dimension_code": signal.dimension_code or "overall"}
    out.update(signal.model_dump(exclude_none=True, exclude={"dimension_code", "source_kind"}))
    out["source_kind"] = "structured"
    return out


class ReviewSyncRequest(RequestModel):
    """The review sync envelope (interface 2.13)."""

    event_id: Annotated[
        Id, Field(json_schema_extra={"pattern": NOT_BLANK_PATTERN}), AfterValidator(_check_event_id)
    ]
    provider: Annotated[
        Id,
        Field(
            json_schema_extra={"pattern": PROVIDER_PATTERN},
            description="Stable lowercase key of the review source, e.g. `judgeme`; "
            "`Yotpo` is 400.",
        ),
        AfterValidator(_check_provider),
    ]
    reviews: Annotated[list[ReviewRecordWrite], Field(max_length=MAX_REVIEWS)]
    partition_key: Id | None = None
    snapshot_complete: bool | None = False


class ReviewSyncResponse(BaseModel):
    accepted_count: int
    created_count: int
    updated_count: int
    versioned_count: int
    deactivated_count: int
    replay: bool


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


def check_review_batch(data: dict[str, Any]) -> ReviewBatch:
    """The validated envelope; raises 400/413 with the field path of the problem."""
    envelope = check(ReviewSyncRequest, data)
    items = []
    seen: dict[str, int] = {}
    for index, review in enumerate(envelope.reviews):
        record = review.record()
        created_at = parse_date_time(review.created_at) if review.created_at else None
        identity = identity_of(record, created_at)
        if identity is None:
            raise BadRequest(
                f"reviews[{index}]: needs an identity: external_review_id, permalink, or "
                "author, created_at, rating, title or body to derive one from"
            )
        first = seen.setdefault(identity.key, index)
        if first != index:
            raise BadRequest(
                f"reviews[{index}]: same review identity as reviews[{first}] "
                "(send each review once per batch)"
            )
        items.append(
            ReviewItem(
                index=index,
                identity=identity,
                deleted=bool(review.deleted),
                record=record,
                content_hash=content_hash(record),
                metadata_hash=metadata_hash(record),
                created_at=created_at,
            )
        )
    return ReviewBatch(
        event_id=envelope.event_id,
        provider=envelope.provider,
        partition_key=envelope.partition_key or "",
        snapshot_complete=bool(envelope.snapshot_complete),
        items=items,
    )
