"""The CSV import's query and multipart form as declared models: the same models validate
the request (``common.validation.check``) and document it in OpenAPI."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BeforeValidator, Field, PlainValidator, WithJsonSchema
from pydantic_core import PydanticCustomError

from common.validation import RequestModel

from .cells import CellError, parse_bool


def _any_case(word: str) -> str:
    return "".join(f"[{c.lower()}{c.upper()}]" if c.isalpha() else c for c in word)


# ``parse_bool``'s words, any case, surrounding blanks ignored (the query's text).
BOOL_WORD_PATTERN = (
    r"^\s*(" + "|".join(_any_case(w) for w in ("true", "false", "yes", "no", "1", "0")) + r")\s*$"
)
FILE_REQUIRED = "is required (multipart/form-data field `file`)"


def _bool_word(value: Any) -> Any:
    """``dry_run`` as the query spells it: a boolean word (the CSV cells' vocabulary)."""
    if isinstance(value, str):
        try:
            return parse_bool(value.strip())
        except CellError as exc:
            raise PydanticCustomError("bool_word", str(exc)) from None
    return value


def _upload(value: Any) -> Any:
    if value is None:
        raise PydanticCustomError("file_required", FILE_REQUIRED)
    return value


class CatalogImportQuery(RequestModel):
    """Query of ``POST .../products/import``."""

    dry_run: Annotated[
        bool,
        BeforeValidator(_bool_word),
        WithJsonSchema({"type": "string", "pattern": BOOL_WORD_PATTERN}),
    ] = Field(
        False,
        description="Validate and answer as the import would, writing nothing: "
        "`true/false/yes/no/1/0` (any case). Omitted: false.",
    )


class CatalogImportForm(RequestModel):
    """The multipart form of ``POST .../products/import``."""

    file: Annotated[
        Any,
        PlainValidator(_upload),
        WithJsonSchema(
            {
                "type": "string",
                "format": "binary",
                "description": (
                    "The catalog CSV, UTF-8 with or without BOM, at most 50 MiB: the native "
                    "layout (header has `product_id`), a Shopify product export (header "
                    "has `Handle`) or a WooCommerce product export (header has `Type`, "
                    "`SKU`, `Name` and `Parent`)."
                ),
            }
        ),
    ]
    currency: Annotated[
        str, WithJsonSchema({"type": "string", "pattern": r"^\s*([A-Z]{3})?\s*$"})
    ] = Field(
        None,  # type: ignore[assignment]  # optional, never null: a form field is text
        description=(
            "ISO 4217 currency of prices without a `currency` cell (surrounding blanks "
            "ignored). Omitted or blank: the site's default currency, else USD."
        ),
    )
