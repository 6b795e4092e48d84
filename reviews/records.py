"""Pure helpers over one review record: identity, change hashes, the read-response record.

No Django imports: data in, data out.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from common.digests import canonical_numbers, json_digest

# A change in one of these is a new version with fresh extraction (decisions.md 4);
# a change anywhere else in the record is a metadata update.
CONTENT_FIELDS = ("title", "body", "rating", "purchased_variant", "measurements", "fit_signals")
_SIZE_KEY = re.compile(r"size|taille|gr(?:ö|oe?)(?:ß|ss)e|talla|taglia|maat", re.IGNORECASE)
_SPACES = re.compile(r"\s+")


@dataclass(frozen=True, slots=True)
class ReviewIdentity:
    """``key`` is unique within (product, provider): ``x:`` scope+id, ``p:``, ``d:``."""

    key: str
    kind: str  # "external_id" | "permalink" | "derived"


def _digest(value: Any) -> str:
    return json_digest(canonical_numbers(value))


def _squash(text: str | None) -> str:
    return _SPACES.sub(" ", text or "").strip()


def identity_of(record: dict[str, Any], created_at: datetime | None) -> ReviewIdentity | None:
    """External id (with its scope), else permalink, else a conservative derived key.

    The derived key hashes the normalized author, creation time, rating, title and body:
    two items share it only when all five match. None when nothing identifies the item.
    """
    external_id = (record.get("external_review_id") or "").strip()
    if external_id:
        scope = (record.get("external_id_scope") or "").strip()
        return ReviewIdentity(f"x:{scope}\x1f{external_id}", "external_id")
    permalink = (record.get("permalink") or "").strip()
    if permalink:
        return ReviewIdentity("p:" + hashlib.sha256(permalink.encode()).hexdigest(), "permalink")
    parts = [
        _squash(record.get("author_display_name")).casefold(),
        created_at.isoformat() if created_at else "",
        record.get("rating"),
        _squash(record.get("title")),
        _squash(record.get("body")),
    ]
    if not any(part not in ("", None) for part in parts):
        return None
    return ReviewIdentity("d:" + _digest(parts), "derived")


def content_hash(record: dict[str, Any]) -> str:
    return _digest({name: record.get(name) for name in CONTENT_FIELDS})


def metadata_hash(record: dict[str, Any]) -> str:
    return _digest({k: v for k, v in record.items() if k not in CONTENT_FIELDS})


def version_content(record: dict[str, Any]) -> dict[str, Any]:
    """What a ReviewVersion keeps: the content fields plus the language extraction uses."""
    content = {name: record.get(name) for name in CONTENT_FIELDS}
    content["language"] = record.get("language")
    return content


def size_label_of(purchased_variant: dict[str, Any] | None, size_keys: Iterable[str]) -> str | None:
    """The purchased size: the value of the product's size option, else of an option
    whose key reads as a size, else the variant label when no option values were sent."""
    if not purchased_variant:
        return None
    option_values = purchased_variant.get("option_values") or {}
    for key in size_keys:
        if option_values.get(key):
            return option_values[key]
    for key, value in option_values.items():
        if _SIZE_KEY.search(key) and value:
            return value
    if not option_values:
        return purchased_variant.get("label") or None
    return None


# Sent measurement values: a dimension from the raw label, values normalized to cm / kg.
# Only the dimension codes of decisions.md 4 are emitted: "underbust" is matched (so it is
# not read as "bust") but gets no dimension code; "size worn" / "usual size" are labels.
_DIMENSIONS = (
    ("usual_size", ("usual size", "normal size", "typical size", "regular size")),
    ("size_worn", ("size worn", "size purchased", "size ordered", "size bought")),
    ("height", ("height", "körpergröße", "altura")),
    ("weight", ("weight", "gewicht", "poids", "peso")),
    (None, ("underbust", "under bust")),
    ("bust", ("bust", "brust", "poitrine", "busto")),
    ("waist", ("waist", "taillenumfang", "tour de taille", "cintura")),
    ("hips", ("hip", "hüfte", "hanche", "cadera")),
    ("chest", ("chest",)),
    ("inseam", ("inseam", "inside leg", "schrittlänge", "entrejambe")),
)
_LABEL_DIMENSIONS = frozenset({"size_worn", "usual_size"})
_UNITS = {
    "cm": ("cm", 1.0),
    "mm": ("cm", 0.1),
    "m": ("cm", 100.0),
    "in": ("cm", 2.54),
    "inch": ("cm", 2.54),
    "inches": ("cm", 2.54),
    '"': ("cm", 2.54),
    "ft": ("cm", 30.48),
    "kg": ("kg", 1.0),
    "g": ("kg", 0.001),
    "lb": ("kg", 0.45359237),
    "lbs": ("kg", 0.45359237),
    "pounds": ("kg", 0.45359237),
}
# With no unit anywhere, a length is taken as cm and a weight as kg (the read shape always
# names its unit).
_DEFAULT_UNIT = {"weight": "kg"}
_FEET_INCHES = re.compile(
    r"^\s*(\d)\s*(?:'|ft\.?|feet|foot)\s*(\d{1,2}(?:[.,]\d+)?)?\s*(?:\"|''|in\.?|inches)?\s*$"
)
_NUMBER_UNIT = re.compile(r"^\s*(\d+(?:[.,]\d+)?)\s*([a-z\"]+)?\.?\s*$", re.IGNORECASE)


def _dimension_of(label: str | None) -> str | None:
    lowered = (label or "").casefold()
    for code, words in _DIMENSIONS:
        if any(word in lowered for word in words):
            return code
    return None


def _from_raw_value(raw_value: str | None) -> tuple[float, str | None] | None:
    """A number (and its unit when written) from a sent ``raw_value`` such as ``"170"``,
    ``"130 lbs"`` or ``5'6\"``; the feet-inches form is returned in inches."""
    if not raw_value:
        return None
    feet = _FEET_INCHES.match(raw_value)
    if feet:
        inches = float((feet.group(2) or "0").replace(",", "."))
        return int(feet.group(1)) * 12 + inches, "in"
    number = _NUMBER_UNIT.match(raw_value)
    if number:
        return float(number.group(1).replace(",", ".")), number.group(2)
    return None


def _read_value(value: dict[str, Any]) -> dict[str, Any]:
    out = dict(value)
    if "dimension_code" in out:  # already in read shape (extracted)
        return out
    dimension = _dimension_of(value.get("raw_label"))
    if dimension:
        out["dimension_code"] = dimension
    if dimension in _LABEL_DIMENSIONS:
        return out
    raw_unit = (value.get("raw_unit") or "").strip().casefold() or None
    no_number = all(out.get(name) is None for name in ("value", "min_value", "max_value"))
    if dimension and no_number:
        parsed = _from_raw_value(value.get("raw_value"))
        if parsed is not None:
            out["value"] = parsed[0]
            # A unit written in the value itself ("5'6\"" is inches once parsed, "130 lbs")
            # says what the parsed number is; the sent raw_unit only names a bare number's.
            written = (parsed[1] or "").casefold() or None
            if written in _UNITS or raw_unit not in _UNITS:
                raw_unit = written
    if raw_unit is None and dimension:
        raw_unit = _DEFAULT_UNIT.get(dimension, "cm")
        if dimension == "height" and 48 <= (out.get("value") or 0) <= 90:
            raw_unit = "in"  # an adult height under 90 without a unit is in inches
    unit = _UNITS.get(raw_unit or "")
    if unit:
        out["unit"] = unit[0]
        for name in ("value", "min_value", "max_value"):
            if out.get(name) is not None:
                out[name] = round(out[name] * unit[1], 2)
    return out


def read_record(
    record: dict[str, Any],
    extracted_signals: list[dict[str, Any]] | None = None,
    extracted_measurements: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """Interface 2.12 read shape: the record, its structured signals (``overall`` unless the
    source named a dimension) plus extracted ones, sent plus extracted measurements."""
    out = {k: v for k, v in record.items() if k not in ("fit_signals", "measurements")}
    out["fit_signals"] = [*record.get("fit_signals", []), *(extracted_signals or [])]
    sent = [
        {**m, "values": [_read_value(v) for v in m.get("values", [])]}
        for m in record.get("measurements", [])
    ]
    out["measurements"] = [*sent, *(extracted_measurements or [])]
    return out


def has_fit_content(read: dict[str, Any]) -> bool:
    return bool(read.get("fit_signals") or read.get("measurements"))
