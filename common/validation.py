"""One validation system for every request body and query: declared pydantic models.

``check(model, data)`` validates ``data`` against ``model`` (a :class:`RequestModel`) and
raises the API's errors: ``PayloadTooLarge`` (413) when a value goes over a documented
*size* maximum (string length, item count, properties, encoded bytes), else
``BadRequest`` (400), with a message that names the field path (decisions.md section 1),
e.g. ``variants[3].price.currency: must be an uppercase ISO 4217 code``. The same models
generate the OpenAPI schema (``common.openapi.PydanticExtension``), so what is documented
is what is enforced.

Custom rules raise ``PydanticCustomError``; one whose type is in ``SIZE_ERROR_TYPES`` is a
413. A rule about a whole item reports the item's path (``reviews[3]: needs ...``).
"""

from __future__ import annotations

import math
from datetime import datetime
from typing import Annotated, Any, TypeVar

import orjson
from django.http import QueryDict
from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    PlainValidator,
    ValidationError,
    WithJsonSchema,
)
from pydantic_core import PydanticCustomError

from common.datetimes import as_utc
from common.errors import BadRequest, PayloadTooLarge
from common.http import MAX_JSON_DEPTH, json_depth

M = TypeVar("M", bound=BaseModel)

# A string with at least one character that is not whitespace, and no NUL (the schema's
# spelling of a "not blank" rule; ``str.strip()`` and ``\s`` agree on what is whitespace).
NOT_BLANK_PATTERN = r"^[^\u0000]*[^\s\u0000][^\u0000]*$"

# Error types that mean "over a documented size maximum" (413).
SIZE_ERROR_TYPES = frozenset({"string_too_long", "too_long", "too_many_properties", "too_large"})


class RequestModel(BaseModel):
    """Base of every request model. Strict: JSON types are not coerced ("5" is not a
    number, 1 is not a boolean). Unknown keys are ignored, so producers may send fields
    of newer versions."""

    model_config = ConfigDict(strict=True, extra="ignore", frozen=False)

    def sent(self, name: str) -> bool:
        """Whether the body carried ``name`` (null included): patch semantics."""
        return name in self.model_fields_set


def check(model: type[M], data: Any, *, size_is_413: bool = True) -> M:
    """``data`` validated as ``model``, or the 400/413 ``ApiError`` naming the field.
    ``size_is_413=False``: every error is 400 (the storefront queries, decisions.md 5)."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise validation_error(exc, size_is_413=size_is_413) from None


def query_values(
    query: QueryDict, model: type[BaseModel], *, empty_is_absent: tuple[str, ...] = ()
) -> dict[str, str]:
    """The parameters of ``model`` in a query string, to validate with ``check``: one
    sent twice is ambiguous (400); unknown ones (cache busters) are ignored; those named
    in ``empty_is_absent`` count as absent when empty."""
    data = {}
    for name in model.model_fields:
        values = query.getlist(name)
        if len(values) > 1:
            raise BadRequest(f"{name}: must be given at most once")
        if values and not (values[0] == "" and name in empty_is_absent):
            data[name] = values[0]
    return data


def validation_error(
    exc: ValidationError, *, size_is_413: bool = True
) -> BadRequest | PayloadTooLarge:
    """The error to raise for a pydantic failure: the first size error (413) if any, else
    the first error (400)."""
    errors = exc.errors(include_url=False)
    chosen = next((e for e in errors if e["type"] in SIZE_ERROR_TYPES), errors[0])
    path = error_path(chosen["loc"])
    message = f"{path}: {_message(chosen)}" if path else _message(chosen)
    if chosen["type"] in SIZE_ERROR_TYPES and size_is_413:
        return PayloadTooLarge(message)
    return BadRequest(message)


def error_path(loc: tuple[str | int, ...]) -> str:
    """``("variants", 3, "price")`` -> ``variants[3].price`` (dict-key markers dropped)."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part == "[key]":
            continue
        else:
            out += f".{part}" if out else str(part)
    return out


_TYPE_NAMES = {
    "string_type": "a string",
    "bool_type": "a boolean",
    "int_type": "an integer",
    "int_from_float": "an integer",
    "float_type": "a number",
    "dict_type": "an object",
    "model_type": "an object",
    "model_attributes_type": "an object",
    "list_type": "an array",
    "datetime_type": "a date-time string",
    "int_parsing": "an integer",
}


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def _message(error: dict[str, Any]) -> str:
    kind = error["type"]
    ctx = error.get("ctx") or {}
    if kind in _TYPE_NAMES:
        if error.get("input", object()) is None:
            return "must not be null"
        return f"must be {_TYPE_NAMES[kind]}"
    if kind == "missing":
        return "is required"
    if kind == "string_too_long":
        return f"must be at most {ctx['max_length']} characters"
    if kind == "string_too_short":
        return "must not be empty"
    if kind == "too_long":
        return f"must have at most {ctx['max_length']} items"
    if kind == "too_short":
        return f"must have at least {ctx['min_length']} item(s)"
    if kind == "greater_than_equal":
        return f"must be >= {_number(ctx['ge'])}"
    if kind == "less_than_equal":
        return f"must be <= {_number(ctx['le'])}"
    if kind == "literal_error":
        if error.get("input", object()) is None:
            return "must not be null"
        return f"must be one of {ctx['expected']}"
    return error["msg"]


# --- field types shared by the apps --------------------------------------------------


def parse_date_time(text: str, *, naive_as_utc: bool = False) -> datetime:
    """An RFC 3339 date-time with its offset ("2025-01-31T12:00:00Z"), in UTC: the one
    reading of every date-time a client sends (``format: date-time`` in the schema). A
    date alone or a time with no offset is refused, since neither names one instant;
    ``naive_as_utc`` takes a time with no offset as UTC (order events, whose ``created_at``
    the contract does not type and which were always read so)."""
    value = text.strip()
    iso = value[:-1] + "+00:00" if value[-1:] in ("z", "Z") else value
    if iso[10:11] in ("t", " "):
        iso = f"{iso[:10]}T{iso[11:]}"  # RFC 3339 allows a lower-case "t" (and "z")
    try:
        parsed = datetime.fromisoformat(iso)
    except ValueError:
        raise PydanticCustomError(
            "datetime_format", "must be an RFC 3339 date-time, e.g. 2025-01-31T12:00:00Z"
        ) from None
    if "T" not in iso:
        raise PydanticCustomError("datetime_format", "must be a date-time, not a date")
    if parsed.tzinfo is None and not naive_as_utc:
        raise PydanticCustomError("datetime_format", "must include a UTC offset, e.g. Z")
    try:
        return as_utc(parsed)
    except ValueError as exc:
        raise PydanticCustomError("datetime_range", str(exc)) from None


def max_properties(limit: int) -> AfterValidator:
    """An object with at most ``limit`` properties (413 above)."""

    def check_count(value: dict) -> dict:
        if len(value) > limit:
            raise PydanticCustomError(
                "too_many_properties", "must have at most {limit} properties", {"limit": limit}
            )
        return value

    return AfterValidator(check_count)


def max_encoded_bytes(limit: int, label: str) -> AfterValidator:
    """A free-form value: nested at most ``MAX_JSON_DEPTH`` (32) levels (400 deeper,
    decisions.md 1) and at most ``limit`` bytes when encoded as JSON (413 above)."""

    def check_size(value: Any) -> Any:
        if json_depth(value) > MAX_JSON_DEPTH:
            raise PydanticCustomError("too_deep", f"nested deeper than {MAX_JSON_DEPTH} levels")
        if len(orjson.dumps(value)) > limit:
            raise PydanticCustomError("too_large", f"must be at most {label} when encoded as JSON")
        return value

    return AfterValidator(check_size)


def number(*, ge: float | None = None, le: float | None = None) -> Any:
    """A JSON number kept as sent (an integer stays an integer: records are hashed as
    they were received), finite, within ``ge``..``le``."""

    def check_number(value: Any) -> int | float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise PydanticCustomError("float_type", "must be a number")
        if not math.isfinite(value):
            raise PydanticCustomError("finite_number", "must be a finite number")
        if ge is not None and value < ge:
            raise PydanticCustomError("greater_than_equal", "", {"ge": ge})
        if le is not None and value > le:
            raise PydanticCustomError("less_than_equal", "", {"le": le})
        return value

    schema: dict[str, Any] = {"type": "number"}
    if ge is not None:
        schema["minimum"] = ge
    if le is not None:
        schema["maximum"] = le
    return Annotated[Any, PlainValidator(check_number), WithJsonSchema(schema)]
