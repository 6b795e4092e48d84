"""What the parser hands to the import service: one plan per product.

A plan keeps a compact form of the product (parsed cell values and the row each came from)
and builds the product write body on demand, so a 50 MiB file costs a few hundred bytes
per variant instead of a tree of dicts per row.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote, urlencode

from .errors import RowError
from .layouts import SHOPIFY, WOOCOMMERCE, Layout

# source_variant_id of the single variant of a Shopify product without options
# ("Title" / "Default Title"); stable across imports so re-imports update it.
DEFAULT_VARIANT_ID = "default"

# Body key -> CSV field, for the product-level scalars, in body order.
_PRODUCT_KEYS = (
    ("title", "title"),
    ("handle", "handle"),
    ("canonical_url", "canonical_url"),
    ("enabled", "enabled"),
    ("available", "available"),
    ("brand", "brand"),
    ("product_type", "product_type"),
    ("description", "description"),
)
# Variant body key -> CSV field, in body order (option_values and money handled apart).
_VARIANT_KEYS = (
    ("title", "variant_title"),
    ("available", "variant_available"),
    ("inventory_quantity", "inventory_quantity"),
    ("image_url", "variant_image_url"),
    ("canonical_url", "variant_url"),
    ("inventory_policy", "inventory_policy"),
)
_IMAGE_KEYS = (
    ("role", "image_role"),
    ("position", "image_position"),
    ("alt_text", "image_alt_text"),
)
# Where a top-level body field would have come from, to place errors about absent fields.
_FALLBACK_FIELDS = {
    "images": "image_url",
    "options": "option1_name",
    "variants": "variant_id",
    "source_status_raw": "status",
    "source_active": "status",
    **{key: fld for key, fld in _PRODUCT_KEYS},
    "price": "price",
    "compare_at_price": "compare_at_price",
}
_CUT = re.compile(r"[.\[]")
_MAX_ID = 255


def derived_variant_id(option_values: dict[str, str]) -> str:
    """The ``source_variant_id`` of a variant row without one (Shopify and WooCommerce
    exports carry none): its option values as a URL query string, sorted by option name
    (``Colour=Sage&Size=M``; names and values percent-encoded as in a URL). It depends
    only on the option values, not on row or column order, so a re-import updates the
    same variants and a storefront can compute it. Over 255 characters: ``sha256:`` and
    the hex SHA-256 of that string."""
    pairs = sorted(option_values.items(), key=lambda kv: (kv[0].casefold(), kv[0]))
    text = urlencode(pairs, quote_via=quote)
    if len(text) <= _MAX_ID:
        return text
    return "sha256:" + hashlib.sha256(text.encode()).hexdigest()


class Variant:
    """One variant as parsed; attributes named after CSV fields."""

    __slots__ = (
        "inventory_policy",
        "inventory_quantity",
        "is_default",
        "other_rows",
        "row",
        "sku",
        "source_variant_id",
        "values",
        "variant_available",
        "variant_compare_at_price",
        "variant_image_url",
        "variant_price",
        "variant_title",
        "variant_url",
    )

    def __init__(self, row: int, source_variant_id: str | None, values: list[str | None]):
        self.row = row
        self.source_variant_id = source_variant_id
        self.values = values  # option values by option index (0..2)
        self.is_default = False
        self.other_rows: dict[str, int] | None = None  # field -> row, when not `row`
        self.sku = self.variant_title = self.variant_price = None
        self.variant_compare_at_price = self.variant_available = None
        self.inventory_quantity = self.variant_image_url = self.variant_url = None
        self.inventory_policy = None

    def row_of(self, field: str) -> int:
        if self.other_rows and field in self.other_rows:
            return self.other_rows[field]
        return self.row


class Image:
    __slots__ = ("image_alt_text", "image_position", "image_role", "other_rows", "row", "url")

    def __init__(self, row: int, url: str):
        self.row = row
        self.url = url
        self.image_role = self.image_position = self.image_alt_text = None
        self.other_rows: dict[str, int] | None = None

    def row_of(self, field: str) -> int:
        if self.other_rows and field in self.other_rows:
            return self.other_rows[field]
        return self.row


class ProductPlan:
    """The import plan of one product.

    ``body`` is the product write body (interface 2.2) of the product's rows, or ``{}`` for
    a product that appears only in delete rows (``is_view`` false). ``locate`` maps a field
    path of that body back to the CSV cell it came from.
    """

    def __init__(self, product_id: str, first_row: int, layout: Layout, currency: str):
        self.product_id = product_id
        self.first_row = first_row
        self.is_view = False
        self.delete_product = False
        self.delete_variant_ids: list[str] = []
        # Rows of the delete rows, for errors the import service finds (unknown ids).
        self.delete_product_row: int | None = None
        self.delete_variant_rows: dict[str, int] = {}
        self.layout = layout
        self.default_currency = currency
        # field -> (value, row): the first non-empty value of each product-level cell.
        self.fields: dict[str, tuple[Any, int]] = {}
        self.option_names: list[tuple[str, int] | None] = [None] * len(layout.option_fields)
        # (row, option index, value field) of values read before any row named their option:
        # a later row of the product may name it (row inheritance); checked when complete.
        self.unnamed_values: list[tuple[int, int, str]] = []
        # WooCommerce: option index -> the parent's full value list (sent as `options`).
        self.option_lists: dict[int, list[str]] = {}
        self.variants: list[Variant] = []
        self.images: list[Image] = []
        self._field_rows: dict[str, tuple[int, str]] | None = None

    def __repr__(self) -> str:
        return (
            f"ProductPlan({self.product_id!r}, variants={len(self.variants)}, "
            f"images={len(self.images)}, delete_product={self.delete_product})"
        )

    # -- body -----------------------------------------------------------------------------

    @property
    def body(self) -> dict[str, Any]:
        """The product write body. Built afresh on every access: keep the result."""
        if not self.is_view:
            return {}
        body: dict[str, Any] = {}
        for key, fld in _PRODUCT_KEYS:
            found = self._product_value(fld)
            if found is not None:
                body[key] = found[0]
        if "product_type" not in body and "product_category" in self.fields:
            body["product_type"] = self.fields["product_category"][0]
        for key in ("price", "compare_at_price"):
            found = self._product_value(key)
            if found is not None:
                body[key] = self._money(found[0])
        if self.images:  # none: leave the stored images alone (a create then fails on them)
            body["images"] = [self._image_body(image) for image in self.images]
        options = self._declared_options()
        if options:
            body["options"] = options
        body["variants"] = [self._variant_body(variant) for variant in self.variants]
        body["variants_complete"] = True
        status = self.fields.get("status")
        if status is not None:
            body["source_status_raw"] = status[0]
            if self.layout.name == WOOCOMMERCE:  # Published: 1 published; 0, -1, 2 not
                body["source_active"] = status[0] == "1"
            else:
                body["source_active"] = status[0].lower() == "active"
        return body

    def _declared_options(self) -> list[dict[str, Any]]:
        """WooCommerce: each attribute with its full value list, values the variations
        use added when the parent row lacks them."""
        if not self.option_lists:
            return []
        out = []
        for i, name in enumerate(self.option_names):
            if name is None:
                continue
            values = list(self.option_lists.get(i, ()))
            for variant in self.variants:
                value = variant.values[i]
                if value is not None and value not in values:
                    values.append(value)
            out.append({"key": name[0], "values": [{"source_value": v} for v in values]})
        return out

    def _money(self, amount: str) -> dict[str, str]:
        currency = self.fields.get("currency")
        return {"amount": amount, "currency": currency[0] if currency else self.default_currency}

    def _product_value(self, fld: str) -> tuple[Any, int, str] | None:
        """(value, row, field) of a product-level field; a Shopify product without options
        takes price, compare-at price and availability from its single default variant."""
        found = self.fields.get(fld)
        if found is not None:
            return found[0], found[1], fld
        if fld in ("price", "compare_at_price", "available"):
            default = self._default_variant()
            if default is not None:
                vfld = "variant_available" if fld == "available" else f"variant_{fld}"
                value = getattr(default, vfld)
                if value is not None:
                    return value, default.row_of(vfld), vfld
        return None

    def _default_variant(self) -> Variant | None:
        if len(self.variants) == 1 and self.variants[0].is_default:
            return self.variants[0]
        return None

    def _image_body(self, image: Image) -> dict[str, Any]:
        out: dict[str, Any] = {"url": image.url}
        for key, fld in _IMAGE_KEYS:
            value = getattr(image, fld)
            if value is not None:
                out[key] = value
        return out

    def _variant_body(self, variant: Variant) -> dict[str, Any]:
        out: dict[str, Any] = {}
        option_values = self._option_values(variant)
        if variant.source_variant_id is not None:
            out["source_variant_id"] = variant.source_variant_id
        elif option_values:
            out["source_variant_id"] = derived_variant_id(option_values)
        if variant.sku is not None:
            out["sku"] = variant.sku
        if option_values:
            out["option_values"] = option_values
        if variant.variant_title is not None:
            out["title"] = variant.variant_title
        elif option_values and self.layout.name == SHOPIFY:
            # Shopify's own variant title: the option values joined, e.g. "Navy / M".
            out["title"] = " / ".join(option_values.values())
        if variant.variant_price is not None:
            out["price"] = self._money(variant.variant_price)
        if variant.variant_compare_at_price is not None:
            out["compare_at_price"] = self._money(variant.variant_compare_at_price)
        for key, fld in _VARIANT_KEYS[1:]:
            value = getattr(variant, fld)
            if value is not None:
                out[key] = value
        return out

    def _option_values(self, variant: Variant) -> dict[str, str]:
        names = self.option_names
        return {
            name[0]: value
            for value, name in zip(variant.values, names, strict=True)
            # a value no row named is a row error already (the import fails)
            if value is not None and name is not None
        }

    # -- provenance -------------------------------------------------------------------------

    @property
    def field_rows(self) -> dict[str, tuple[int, str]]:
        """Body field path -> (row, column) of the cell it came from.

        Paths name the shortest field that has its own cell (``variants[3].price``; its
        ``.amount`` is the same cell); ``price.currency`` appears when the currency came
        from a column rather than the import's ``currency`` field. Built on first use.
        """
        if self._field_rows is None:
            self._field_rows = self._build_field_rows()
        return self._field_rows

    def locate(self, field_path: str) -> tuple[int, str] | None:
        """The (row, column) of the longest recorded prefix of ``field_path``.

        ``variants[3].price.currency`` resolves to the currency cell when there is one,
        else to the variant's price cell. A top-level field the body lacks (``title`` on a
        create) resolves to the product's first row and the column that would carry it.
        """
        if not field_path:
            return None
        rows = self.field_rows
        if field_path in rows:
            return rows[field_path]
        for match in reversed(list(_CUT.finditer(field_path))):
            prefix = field_path[: match.start()]
            if prefix in rows:
                return rows[prefix]
        top = _CUT.split(field_path, maxsplit=1)[0]
        fld = _FALLBACK_FIELDS.get(top, "product_id")
        if fld == "variant_id" and self.layout.name == SHOPIFY:
            fld = "option1_value"
        return self.first_row, self.layout.column(fld)

    def _build_field_rows(self) -> dict[str, tuple[int, str]]:
        column = self.layout.column
        rows: dict[str, tuple[int, str]] = {}
        currency = self.fields.get("currency")
        currency_cell = (currency[1], column("currency")) if currency else None
        for key, fld in (
            *_PRODUCT_KEYS,
            ("price", "price"),
            ("compare_at_price", "compare_at_price"),
        ):
            found = self._product_value(fld)
            if found is not None:
                rows[key] = (found[1], column(found[2]))
                if currency_cell and key in ("price", "compare_at_price"):
                    rows[f"{key}.currency"] = currency_cell
        category = self.fields.get("product_category")
        if category is not None and "product_type" not in rows:
            rows["product_type"] = (category[1], column("product_category"))
        status = self.fields.get("status")
        if status is not None:
            rows["source_status_raw"] = rows["source_active"] = (status[1], column("status"))
        for i, image in enumerate(self.images):
            path = f"images[{i}]"
            rows[path] = rows[f"{path}.url"] = (image.row, column("image_url"))
            for key, fld in _IMAGE_KEYS:
                if getattr(image, fld) is not None:
                    rows[f"{path}.{key}"] = (image.row_of(fld), column(fld))
        if self.images:
            rows["images"] = rows["images[0]"]
        for i, variant in enumerate(self.variants):
            self._variant_field_rows(rows, f"variants[{i}]", variant, currency_cell)
        if self.variants:
            rows["variants"] = rows["variants[0]"]
        return rows

    def _variant_field_rows(
        self,
        rows: dict[str, tuple[int, str]],
        path: str,
        variant: Variant,
        currency_cell: tuple[int, str] | None,
    ) -> None:
        column = self.layout.column
        option_cells = [
            (self.option_names[i][0], (variant.row_of(fld), column(fld)))
            for i, value in enumerate(variant.values)
            if value is not None
            for fld in (f"option{i + 1}_value",)
        ]
        if variant.is_default:
            identity = (variant.row, column("option1_value"))
        elif variant.source_variant_id is not None:
            identity = (variant.row, column("variant_id"))
        else:
            identity = option_cells[0][1]
        rows[path] = identity
        if variant.source_variant_id is not None:
            rows[f"{path}.source_variant_id"] = identity
        if variant.source_variant_id is None and option_cells:  # derived from them
            rows[f"{path}.source_variant_id"] = identity
        if option_cells:
            rows[f"{path}.option_values"] = option_cells[0][1]
            for name, cell in option_cells:
                rows[f"{path}.option_values.{name}"] = cell
            if variant.variant_title is None and self.layout.name == SHOPIFY:
                rows[f"{path}.title"] = option_cells[0][1]
        for key, fld in (
            ("sku", "sku"),
            ("price", "variant_price"),
            ("compare_at_price", "variant_compare_at_price"),
            *_VARIANT_KEYS,
        ):
            if getattr(variant, fld) is not None:
                rows[f"{path}.{key}"] = (variant.row_of(fld), column(fld))
                if currency_cell and key in ("price", "compare_at_price"):
                    rows[f"{path}.{key}.currency"] = currency_cell


@dataclass
class ParsedCatalog:
    """The parsed file. Apply it only when ``row_errors`` is empty: the import is atomic."""

    layout: str
    products: dict[str, ProductPlan]
    row_errors: list[RowError]
    row_count: int
    # All row errors found, including those past the reported maximum.
    row_error_count: int = 0
    ignored_columns: list[str] = field(default_factory=list)
    # The first currency a product took from the file's `currency` column, if any.
    column_currency: str | None = None

    @property
    def ok(self) -> bool:
        return self.row_error_count == 0
