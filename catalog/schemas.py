"""The product write body (interface.md 2.2-2.11) as pydantic models.

``validate_product_write(data)`` is the one entry point, shared by the product write
endpoint and the CSV import: it returns a :class:`ProductWrite` or raises ``BadRequest`` /
``PayloadTooLarge`` (decisions.md section 1: over a documented *size* maximum is 413,
every other invalid value 400) with a message that names the field path, e.g.
``variants[3].price.currency: must be an uppercase ISO 4217 code``.

Patch semantics rely on pydantic's ``model_fields_set``: a field absent from the body is
not in it, a field sent as ``null`` is (and clears the stored value). Each item model
computes its identity key (decisions.md section 2) as ``identity``.
"""

from __future__ import annotations

import hashlib
import re
from datetime import datetime
from typing import Annotated, Any, Literal
from urllib.parse import urlsplit

from pydantic import (
    AfterValidator,
    BeforeValidator,
    Field,
    PrivateAttr,
    WithJsonSchema,
    model_validator,
)
from pydantic_core import PydanticCustomError

from catalog.currencies import ISO_4217
from catalog.limits import (
    MAX_IMAGES,
    MAX_OPTION_VALUES,
    MAX_OPTIONS,
    MAX_SIZE_CHARTS,
    MAX_VARIANTS,
)
from common.digests import json_digest
from common.errors import BadRequest
from common.validation import (
    RequestModel,
    check,
    max_encoded_bytes,
    max_properties,
    parse_date_time,
)

MAX_CONTENT_BYTES = 256 * 1024
INT32 = 2**31 - 1
INT64 = 2**63 - 1

SIZE_SYSTEM_CODES = (
    "us", "eu", "uk", "au", "jp", "cn", "kr", "intl_alpha", "inch", "cm", "mondopoint",
    "brand_specific", "one_size", "unknown",
)  # fmt: skip
SIZE_AUDIENCE_CODES = ("womens", "mens", "unisex", "kids", "youth", "baby", "unknown")
SIZE_CATEGORY_CODES = (
    "apparel", "footwear", "denim", "bra", "hosiery", "accessories", "unknown",
)  # fmt: skip
OPTION_KINDS = ("visual", "style", "size", "fit", "length", "width", "other")
MEASUREMENT_NAMES = (
    "bust", "chest", "underbust", "waist", "hips", "shoulder_width", "sleeve_length",
    "total_length", "inseam", "front_rise", "back_rise", "thigh", "leg_opening",
)  # fmt: skip
COLLECTIONS = ("images", "options", "variants", "size_charts")


# --- field types ----------------------------------------------------------------------


# URLs of the plain form (ASCII host, optional port, no whitespace) pass the checks below
# without splitting (an import checks hundreds of thousands); anything else is split.
_PLAIN_URL_RE = re.compile(r"(?i:https?)://[A-Za-z0-9.-]+(?::[0-9]+)?(?:[/?#]\S*)?")


def _check_url(value: str) -> str:
    if _PLAIN_URL_RE.fullmatch(value):
        return value
    message = "must be an absolute http or https URL"
    try:
        parts = urlsplit(value)
    except ValueError:  # an unclosed IPv6 host such as "http://[::1"
        raise PydanticCustomError("url_format", message) from None
    if parts.scheme.lower() not in ("http", "https") or not parts.netloc or " " in value:
        raise PydanticCustomError("url_format", message)
    return value


# ASCII digits only: Python's \d also matches other scripts' digits ("١٢٣"), which were
# stored and returned as the amount.
AMOUNT_PATTERN = r"^[0-9]{1,20}(\.[0-9]{1,10})?$"
_AMOUNT_RE = re.compile(AMOUNT_PATTERN)


def _check_amount(value: str) -> str:
    if not _AMOUNT_RE.fullmatch(value):
        raise PydanticCustomError(
            "amount_format", "must be a non-negative decimal string such as '19.90'"
        )
    return value


def _check_currency(value: str) -> str:
    if value not in ISO_4217:
        raise PydanticCustomError("currency_format", "must be an uppercase ISO 4217 code")
    return value


def _parse_datetime(value: Any) -> Any:
    """RFC 3339 date-time with an offset; anything else is left for the type check."""
    return parse_date_time(value) if isinstance(value, str) else value


# RFC 5646 (BCP 47) well-formed language tag: langtag, private use or grandfathered.
_ALNUM = "[A-Za-z0-9]"
_LANGTAG = (
    r"(?:[A-Za-z]{2,3}(?:-[A-Za-z]{3}){0,3}|[A-Za-z]{4,8})"  # language [-extlang]
    r"(?:-[A-Za-z]{4})?"  # -script
    r"(?:-(?:[A-Za-z]{2}|[0-9]{3}))?"  # -region
    rf"(?:-(?:{_ALNUM}{{5,8}}|[0-9]{_ALNUM}{{3}}))*"  # -variant
    rf"(?:-[0-9A-WY-Za-wy-z](?:-{_ALNUM}{{2,8}})+)*"  # -extension
    rf"(?:-[xX](?:-{_ALNUM}{{1,8}})+)?"  # -privateuse
)
_GRANDFATHERED = (
    r"en-GB-oed|i-(?:ami|bnn|default|enochian|hak|klingon|lux|mingo|navajo|pwn|tao|tay|tsu)"
    r"|sgn-(?:BE-FR|BE-NL|CH-DE)"
    r"|art-lojban|cel-gaulish|no-bok|no-nyn|zh-(?:guoyu|hakka|min|min-nan|xiang)"
)
_BCP47_RE = re.compile(
    rf"^(?:{_LANGTAG}|[xX](?:-{_ALNUM}{{1,8}})+|{_GRANDFATHERED})$", re.IGNORECASE
)
# The same tag grammar for the OpenAPI schema, whose patterns have no case-insensitive flag.
_ANY_CASE_GRANDFATHERED = re.sub(
    r"[A-Za-z]", lambda m: f"[{m[0].lower()}{m[0].upper()}]", _GRANDFATHERED
)
BCP47_PATTERN = rf"^(?:{_LANGTAG}|[xX](?:-{_ALNUM}{{1,8}})+|{_ANY_CASE_GRANDFATHERED})$"


def _check_locale(value: str) -> str:
    if not _BCP47_RE.fullmatch(value):
        raise PydanticCustomError(
            "locale_format", "must be a BCP 47 language tag such as 'en' or 'en-US'"
        )
    return value


def _check_schema_version(value: int) -> int:
    if value not in (1, 2):
        raise PydanticCustomError("schema_version", "must be 1 or 2")
    return value


Str255 = Annotated[str, Field(max_length=255)]
Str4096 = Annotated[str, Field(max_length=4096)]
Id255 = Annotated[str, Field(min_length=1, max_length=255)]
Url = Annotated[
    str, Field(max_length=8192, json_schema_extra={"format": "uri"}), AfterValidator(_check_url)
]
DateTime = Annotated[
    datetime,
    BeforeValidator(_parse_datetime),
    WithJsonSchema({"type": "string", "format": "date-time"}),
]
Int32 = Annotated[int, Field(ge=-INT32 - 1, le=INT32)]
NonNegInt32 = Annotated[int, Field(ge=0, le=INT32)]
StrMap = dict[Str255, Str255]


def url_identity(url: str) -> str:
    """Identity of an image or size chart known only by its URL."""
    return "u:" + hashlib.sha256(url.encode()).hexdigest()


def option_values_identity(option_values: dict[str, str]) -> str:
    return "o:" + json_digest(option_values)


# --- items ---------------------------------------------------------------------------


class Money(RequestModel):
    amount: Annotated[str, Field(max_length=40), AfterValidator(_check_amount)] = Field(
        description="Decimal amount encoded as a string.",
        json_schema_extra={"pattern": AMOUNT_PATTERN},
    )
    currency: Annotated[str, AfterValidator(_check_currency)] = Field(
        description="Exactly 3 characters, uppercase ISO 4217 code.",
        json_schema_extra={"minLength": 3, "maxLength": 3, "pattern": "^[A-Z]{3}$"},
    )


class CatalogImage(RequestModel):
    url: Url
    external_media_id: Id255 | None = None
    alt_text: Str4096 | None = None
    role: Str255 | None = None
    position: Int32 | None = 0
    width: NonNegInt32 | None = None
    height: NonNegInt32 | None = None

    @property
    def identity(self) -> str:
        if self.external_media_id:
            return "m:" + self.external_media_id
        return url_identity(self.url)


class VariantMediaIn(RequestModel):
    external_media_id: Id255 | None = None
    url: Url | None = None
    role: Str255 | None = None
    position: Int32 | None = 0


class CatalogVariant(RequestModel):
    source_variant_id: Id255 | None = None
    option_values: Annotated[StrMap, max_properties(20)] | None = None
    title: Str255 | None = None
    sku: Str255 | None = None
    canonical_url: Url | None = None
    available: bool | None = None
    inventory_quantity: Annotated[int, Field(ge=-INT64, le=INT64)] | None = None
    inventory_observed_at: DateTime | None = None
    inventory_policy: Str255 | None = None
    inventory_item_id: Str255 | None = None
    price: Money | None = None
    compare_at_price: Money | None = None
    image_url: Url | None = None
    media: Annotated[list[VariantMediaIn], Field(max_length=100)] | None = None

    @model_validator(mode="after")
    def _identified(self) -> CatalogVariant:
        if not self.source_variant_id and not self.option_values:
            raise PydanticCustomError(
                "variant_identity", "a variant needs source_variant_id or option_values"
            )
        return self

    @property
    def identity(self) -> str:
        if self.source_variant_id:
            return "s:" + self.source_variant_id
        return option_values_identity(self.option_values or {})


class Swatch(RequestModel):
    label: Str255 | None = None
    color: Str255 | None = None
    colors: list[Str255] | None = None
    image_url: Url | None = None
    raw_css: Str4096 | None = None


class OptionValueIn(RequestModel):
    source_value: Id255
    display_label: Str255 | None = None
    normalized_value: Str255 | None = None
    position: Int32 | None = 0
    swatch: Swatch | None = None


class CatalogOption(RequestModel):
    key: Id255
    values: Annotated[list[OptionValueIn], Field(max_length=MAX_OPTION_VALUES)]
    source_name: Str255 | None = None
    kind: Literal[OPTION_KINDS] | None = None  # type: ignore[valid-type]
    presentation_role: Literal["auto", "include", "exclude"] | None = "auto"
    position: Int32 | None = 0
    size_system_code: Literal[SIZE_SYSTEM_CODES] | None = None  # type: ignore[valid-type]
    size_audience_code: Literal[SIZE_AUDIENCE_CODES] | None = None  # type: ignore[valid-type]
    size_category_code: Literal[SIZE_CATEGORY_CODES] | None = None  # type: ignore[valid-type]
    source_size_system: Str255 | None = None


class CatalogSizeChart(RequestModel):
    url: Url | None = None
    external_id: Id255 | None = None
    content: Annotated[dict[str, Any], max_encoded_bytes(MAX_CONTENT_BYTES, "256 KiB")] | None = (
        None
    )
    applies_to: StrMap | None = None
    locale: (
        Annotated[
            str,
            Field(max_length=35, json_schema_extra={"pattern": BCP47_PATTERN}),
            AfterValidator(_check_locale),
        ]
        | None
    ) = None
    size_system_code: Literal[SIZE_SYSTEM_CODES] | None = None  # type: ignore[valid-type]
    size_audience_code: Literal[SIZE_AUDIENCE_CODES] | None = None  # type: ignore[valid-type]
    size_category_code: Literal[SIZE_CATEGORY_CODES] | None = None  # type: ignore[valid-type]

    @model_validator(mode="after")
    def _identified(self) -> CatalogSizeChart:
        if not self.url and not self.external_id and self.content is None:
            raise PydanticCustomError(
                "size_chart_identity", "a size chart needs url, external_id or content"
            )
        return self

    @property
    def identity(self) -> str:
        if self.external_id:
            return "e:" + self.external_id
        if self.url:
            return url_identity(self.url)
        return "h:" + json_digest(self.content)


class CatalogGarmentMeasurement(RequestModel):
    name: Literal[MEASUREMENT_NAMES]  # type: ignore[valid-type]
    value: Annotated[float, Field(ge=0)]
    unit: Literal["cm", "in"]
    size_label: Str255 | None = None
    raw_text: Str4096 | None = None
    source: Str255 | None = None
    confidence: Annotated[float, Field(ge=0, le=1)] | None = None


class CatalogModelObservation(RequestModel):
    name: Str255 | None = None
    size_worn: Str255 | None = None
    measurements: Annotated[StrMap, max_properties(32)] | None = None
    source: Str255 | None = None
    evidence: Annotated[list[Str4096], Field(max_length=32)] | None = None


class CatalogIngest(RequestModel):
    event_id: Id255
    run_id: Id255
    sequence: Annotated[int, Field(ge=1, le=INT64)]
    producer: Id255
    observed_at: DateTime
    observed_fields: Annotated[list[Str255], Field(max_length=64)] | None = None
    completed_collections: list[Literal[COLLECTIONS]] | None = None  # type: ignore[valid-type]


# --- the body ------------------------------------------------------------------------


class ProductWrite(RequestModel):
    """`CatalogProductWrite` (2.2). Omitted fields stay unchanged; scalars sent as null are
    cleared; collections sent as null count as omitted."""

    title: Annotated[str, Field(min_length=1, max_length=500)] = Field(  # type: ignore[assignment]
        None, description="Required on create (a `product_id` not yet synced), else 400."
    )
    images: Annotated[list[CatalogImage], Field(min_length=1, max_length=MAX_IMAGES)] | None = (
        Field(None, description="Required on create: at least one image, else 400.")
    )
    handle: Str255 | None = None
    canonical_url: Url | None = None
    enabled: bool = True
    available: bool | None = None
    rating: Annotated[float, Field(ge=0, le=5)] | None = None
    review_count: NonNegInt32 | None = None
    price: Money | None = None
    compare_at_price: Money | None = None
    variants: Annotated[list[CatalogVariant], Field(max_length=MAX_VARIANTS)] | None = None
    variants_complete: bool = False
    options: Annotated[list[CatalogOption], Field(max_length=MAX_OPTIONS)] | None = None
    size_charts: Annotated[list[CatalogSizeChart], Field(max_length=MAX_SIZE_CHARTS)] | None = None
    garment_measurements: (
        Annotated[list[CatalogGarmentMeasurement], Field(max_length=250)] | None
    ) = None
    model_observations: Annotated[list[CatalogModelObservation], Field(max_length=50)] | None = None
    brand: Str255 | None = None
    product_type: Str255 | None = None
    description: Annotated[str, Field(max_length=65536)] | None = None
    custom_instructions: Str4096 | None = None
    prompt_tag: Str255 | None = None
    source_active: bool | None = None
    source_status_raw: Str255 | None = None
    source_updated_at: DateTime | None = None
    ingest: CatalogIngest | None = None
    schema_version: Annotated[
        int,
        AfterValidator(_check_schema_version),
        WithJsonSchema(
            {
                "type": "integer",
                "enum": [1, 2],
                "description": "1: legacy, product-level fields only (`images` replace the "
                "stored set; `variants`, `options` or `size_charts` are 400).",
            }
        ),
    ] = 2

    _body_hash: str | None = PrivateAttr(default=None)

    @model_validator(mode="after")
    def _consistent(self) -> ProductWrite:
        if self.schema_version == 1:
            for name in ("variants", "options", "size_charts"):
                if getattr(self, name) is not None:
                    raise PydanticCustomError(
                        "schema_v1",
                        "schema_version 1 accepts product-level fields only (no {name})",
                        {"name": name},
                    )
        for name in ("images", "variants", "size_charts"):
            items = getattr(self, name)
            if items:
                _reject_duplicates(name, [(item.identity, None) for item in items])
        if self.options:
            _reject_duplicates("options", [(o.key, "key") for o in self.options])
            for index, option in enumerate(self.options):
                _reject_duplicates(
                    f"options[{index}].values",
                    [(v.source_value, "source_value") for v in option.values],
                )
        return self

    @property
    def body_hash(self) -> str | None:
        """sha256 of the canonical request body (for ingest replay detection)."""
        return self._body_hash


def _reject_duplicates(collection: str, identities: list[tuple[str, str | None]]) -> None:
    seen: dict[str, int] = {}
    for index, (identity, _field) in enumerate(identities):
        if identity in seen:
            raise PydanticCustomError(
                "duplicate_identity",
                "{collection}[{index}]: has the same identity as {collection}[{first}]",
                {"collection": collection, "index": index, "first": seen[identity]},
            )
        seen[identity] = index


# --- entry point ---------------------------------------------------------------------


def validate_product_write(data: dict[str, Any]) -> ProductWrite:
    """The validated write body, or ``BadRequest`` / ``PayloadTooLarge`` naming the field.

    Pure (no database); the rules that need the stored product (create needs ``title`` and
    ``images``; consistency with stored options and images) are checked by the service.
    """
    if not isinstance(data, dict):
        raise BadRequest("request body must be a JSON object")
    write = check(ProductWrite, data)
    write._body_hash = body_hash(data)
    return write


def body_hash(data: dict[str, Any]) -> str:
    """sha256 of a write body's canonical JSON (ingest replays, CSV import seals)."""
    return json_digest(data)
