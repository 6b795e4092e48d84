"""The two CSV layouts and how a header row selects one.

Both layouts are read through the same *fields* (native column names); a layout only says
which header names carry which field. Header names are matched case-insensitively after
trimming; errors quote the header exactly as the file spells it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import CsvLayoutError

NATIVE = "native"
SHOPIFY = "shopify"

# Fields that describe the product and inherit across its rows.
PRODUCT_FIELDS = (
    "title",
    "handle",
    "canonical_url",
    "enabled",
    "available",
    "brand",
    "product_type",
    "description",
    "price",
    "compare_at_price",
    "currency",
    "status",
)
IMAGE_FIELDS = ("image_url", "image_role", "image_position", "image_alt_text")
OPTION_NAME_FIELDS = ("option1_name", "option2_name", "option3_name")
OPTION_VALUE_FIELDS = ("option1_value", "option2_value", "option3_value")
# Fields of one variant (besides its identity: variant_id and option values).
VARIANT_FIELDS = (
    "sku",
    "variant_title",
    "variant_price",
    "variant_compare_at_price",
    "variant_available",
    "inventory_quantity",
    "variant_image_url",
    "variant_url",
    "inventory_policy",
)
# Shopify-only inputs from which a variant's `available` is derived.
STOCK_FIELDS = ("inventory_tracker",)

NATIVE_COLUMNS: dict[str, str] = {
    name: name
    for name in (
        "product_id",
        "title",
        "handle",
        "canonical_url",
        "enabled",
        "available",
        "brand",
        "product_type",
        "description",
        "price",
        "compare_at_price",
        "currency",
        "image_url",
        "image_role",
        "image_position",
        "variant_id",
        "sku",
        *(f for pair in zip(OPTION_NAME_FIELDS, OPTION_VALUE_FIELDS, strict=True) for f in pair),
        "variant_title",
        "variant_price",
        "variant_compare_at_price",
        "variant_available",
        "inventory_quantity",
        "variant_image_url",
        "variant_url",
        "delete",
    )
}

# The platform's product export. Columns not listed here (Tags, Published, Variant Grams,
# Variant Barcode, Gift Card, SEO *, Google Shopping / *, metafields, market prices, ...)
# have no place in the product write body and are ignored.
SHOPIFY_COLUMNS: dict[str, str] = {
    "product_id": "handle",
    "title": "title",
    "description": "body (html)",
    "brand": "vendor",
    "product_type": "type",
    "status": "status",
    "option1_name": "option1 name",
    "option1_value": "option1 value",
    "option2_name": "option2 name",
    "option2_value": "option2 value",
    "option3_name": "option3 name",
    "option3_value": "option3 value",
    "sku": "variant sku",
    "variant_price": "variant price",
    "variant_compare_at_price": "variant compare at price",
    "inventory_quantity": "variant inventory qty",
    "inventory_policy": "variant inventory policy",
    "inventory_tracker": "variant inventory tracker",
    "variant_image_url": "variant image",
    "image_url": "image src",
    "image_position": "image position",
    "image_alt_text": "image alt text",
}
# Any of these beside `Handle` marks a Shopify export.
SHOPIFY_MARKERS = ("title", "variant sku", "option1 name", "body (html)", "variant price")


@dataclass(frozen=True, slots=True)
class Layout:
    """A header row resolved against one layout."""

    name: str
    width: int
    indexes: dict[str, int]  # field -> column index, only for fields the file has
    columns: dict[str, str]  # field -> header as the file spells it
    ignored_columns: tuple[str, ...]

    def column(self, field: str) -> str:
        """The file's header for ``field``; falls back to the product id column."""
        return self.columns.get(field) or self.columns["product_id"]

    def has(self, field: str) -> bool:
        return field in self.indexes


def resolve_layout(header: list[str]) -> Layout:
    """Detect the layout from the header row and index its columns."""
    names = [cell.strip() for cell in header]
    keys = [name.casefold() for name in names]
    if "product_id" in keys:
        name, mapping = NATIVE, NATIVE_COLUMNS
    elif "handle" in keys and any(marker in keys for marker in SHOPIFY_MARKERS):
        name, mapping = SHOPIFY, SHOPIFY_COLUMNS
    else:
        raise CsvLayoutError(
            "unknown CSV layout: the header row needs a product_id column (native layout) "
            "or Shopify's Handle and Title columns (Shopify product export)"
        )
    seen: dict[str, int] = {}
    for index, key in enumerate(keys):
        if key and key in seen:
            raise CsvLayoutError(f"duplicate column {names[index]!r} in the header row")
        seen.setdefault(key, index)
    indexes: dict[str, int] = {}
    columns: dict[str, str] = {}
    for field, key in mapping.items():
        if key in seen:
            indexes[field] = seen[key]
            columns[field] = names[seen[key]]
    if name == SHOPIFY:
        # Handle is both the product id and the storefront handle.
        indexes["handle"] = indexes["product_id"]
        columns["handle"] = columns["product_id"]
        # A variant's availability is derived from its stock columns; blame the first.
        for source in ("inventory_quantity", "inventory_tracker", "inventory_policy"):
            if source in columns:
                columns["variant_available"] = columns[source]
                break
    known = set(mapping.values())
    ignored = tuple(n for n, k in zip(names, keys, strict=True) if k and k not in known)
    return Layout(
        name=name,
        width=len(names),
        indexes=indexes,
        columns=columns,
        ignored_columns=ignored,
    )
