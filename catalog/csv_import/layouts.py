"""The three CSV layouts and how a header row selects one.

Every layout is read through the same *fields* (native column names); a layout only says
which header names carry which field. Header names are matched case-insensitively after
trimming; errors quote the header exactly as the file spells it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import CsvLayoutError

NATIVE = "native"
SHOPIFY = "shopify"
WOOCOMMERCE = "woocommerce"

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
    "product_category",
)
IMAGE_FIELDS = ("image_url", "image_role", "image_position", "image_alt_text")
OPTION_NAME_FIELDS = ("option1_name", "option2_name", "option3_name")
OPTION_VALUE_FIELDS = ("option1_value", "option2_value", "option3_value")
# A WooCommerce export numbers its attributes (Attribute 1 name ... Attribute N value(s));
# the product write takes at most 20 options.
MAX_OPTIONS = 20
WOO_OPTION_NAME_FIELDS = tuple(f"option{i}_name" for i in range(1, MAX_OPTIONS + 1))
WOO_OPTION_VALUE_FIELDS = tuple(f"option{i}_value" for i in range(1, MAX_OPTIONS + 1))
OPTION_FIELDS = tuple(zip(OPTION_NAME_FIELDS, OPTION_VALUE_FIELDS, strict=True))
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
    "product_category": "product category",
}
# Any of these beside `Handle` marks a Shopify export.
SHOPIFY_MARKERS = ("title", "variant sku", "option1 name", "body (html)", "variant price")


# The WooCommerce product export (Products > Export). Fields prefixed `woo_` are read by
# ``woocommerce.py`` and turned into the fields above; attributes are added per number.
WOO_COLUMNS: dict[str, str] = {
    "woo_id": "id",
    "woo_type": "type",
    "sku": "sku",
    "title": "name",
    "woo_published": "published",
    "description": "description",
    "woo_short_description": "short description",
    "woo_in_stock": "in stock?",
    "inventory_quantity": "stock",
    "woo_sale_price": "sale price",
    "woo_regular_price": "regular price",
    "woo_categories": "categories",
    "woo_images": "images",
    "woo_parent": "parent",
    "brand": "brands",
    **{
        fld: f"attribute {i} {suffix}"
        for i in range(1, MAX_OPTIONS + 1)
        for fld, suffix in ((f"option{i}_name", "name"), (f"option{i}_value", "value(s)"))
    },
}
WOO_MARKERS = ("type", "sku", "name", "parent")


@dataclass(frozen=True, slots=True)
class Layout:
    """A header row resolved against one layout."""

    name: str
    width: int
    indexes: dict[str, int]  # field -> column index, only for fields the file has
    columns: dict[str, str]  # field -> header as the file spells it
    ignored_columns: tuple[str, ...]
    # Option (name field, value field) pairs, by option position.
    option_fields: tuple[tuple[str, str], ...] = ()

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
    elif all(marker in keys for marker in WOO_MARKERS):
        name, mapping = WOOCOMMERCE, WOO_COLUMNS
    else:
        raise CsvLayoutError(
            "unknown CSV layout: the header row needs a product_id column (native layout), "
            "Shopify's Handle and Title columns (Shopify product export) or WooCommerce's "
            "Type, SKU, Name and Parent columns (WooCommerce product export)"
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
    option_fields = OPTION_FIELDS
    if name == WOOCOMMERCE:
        # The product id is the ID, else the SKU; a variation's is its Parent's.
        id_field = "woo_id" if "woo_id" in columns else "sku"
        columns["product_id"] = columns[id_field]
        indexes["product_id"] = indexes[id_field]
        numbers = range(1, MAX_OPTIONS + 1)
        count = max((i for i in numbers if f"option{i}_name" in indexes), default=0)
        option_fields = tuple(
            zip(WOO_OPTION_NAME_FIELDS[:count], WOO_OPTION_VALUE_FIELDS[:count], strict=True)
        )
        for fld, source in (
            ("price", "woo_sale_price"),
            ("compare_at_price", "woo_regular_price"),
            ("variant_price", "woo_sale_price"),
            ("variant_compare_at_price", "woo_regular_price"),
            ("available", "woo_in_stock"),
            ("variant_available", "woo_in_stock"),
            ("status", "woo_published"),
            ("product_type", "woo_categories"),
            ("image_url", "woo_images"),
            ("variant_image_url", "woo_images"),
            ("variant_title", "title"),
            ("variant_id", "woo_id"),
        ):
            if source in columns:
                columns[fld] = columns[source]
    known = set(mapping.values())
    ignored = tuple(n for n, k in zip(names, keys, strict=True) if k and k not in known)
    return Layout(
        name=name,
        width=len(names),
        indexes=indexes,
        columns=columns,
        ignored_columns=ignored,
        option_fields=option_fields,
    )
