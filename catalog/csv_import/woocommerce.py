"""The WooCommerce product export read as catalog rows (decisions.md section 3).

Pure. A WooCommerce export has one row per product (``simple`` or ``variable``) and one
per ``variation``, linked to its parent by ``Parent`` (the parent's SKU, or ``id:N``).
``woo_row`` turns a row's parsed cells into the fields the other layouts use, so the
builder applies the same rules (inheritance, conflicts, limits, provenance) to all three:

- product row: ``ID`` (else ``SKU``) is the product id; ``Name``, ``Description`` (else
  ``Short description``), ``Brands``, ``Categories`` (last level of the first path) are
  the product's; ``Sale price`` when set is the price and ``Regular price`` the compare-at
  price, else ``Regular price`` is the price; ``In stock?`` its availability;
  ``Published`` its status; ``Images`` (comma-separated, first is the main image) its
  images; ``Attribute N name`` / ``value(s)`` its options with their full value lists.
- variation row: a variant of its parent: ``ID`` its variant id, ``SKU``, ``Name`` its
  title, prices as above, ``In stock?``, ``Stock``, the first image, and one value per
  attribute (an empty value means "any" and is left out).
- ``grouped`` and ``external`` rows describe no purchasable garment of the store and are
  skipped.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from .cells import MAX_DESCRIPTION, MAX_TEXT, CellError, parse_category, text
from .grouping import DEFER, Record
from .layouts import Layout

PRODUCT = "product"
VARIATION = "variation"
SKIP = "skip"

_PRODUCT_TYPES = frozenset({"simple", "variable"})
_LIST_SPLIT = re.compile(r"(?<!\\),")


@dataclass(slots=True)
class WooRow:
    kind: str  # PRODUCT, VARIATION or SKIP
    values: dict[str, Any]  # fields of the other layouts
    parent: str | None = None  # a variation's Parent cell
    images: list[str] = field(default_factory=list)
    # option index -> the parent's full value list
    option_lists: dict[int, list[str]] = field(default_factory=dict)
    errors: list[tuple[str, str]] = field(default_factory=list)  # (field, message)


# A parent's `Attribute N value(s)` lists every value; each is checked on its own.
woo_values_text = text(MAX_DESCRIPTION)


def split_list(raw: str) -> list[str]:
    """A WooCommerce list cell ("Blue, Green, Red"); ``\\,`` is a comma inside an item."""
    items = (item.strip().replace("\\,", ",") for item in _LIST_SPLIT.split(raw))
    return [item for item in items if item]


def woo_type(values: dict[str, Any]) -> str:
    """The row's type: the first of the listed ones ("simple, downloadable, virtual")."""
    return _text(values, "woo_type").split(",", 1)[0].strip().lower()


def _text(values: dict[str, Any], fld: str) -> str:
    """A parsed text cell; empty when absent or invalid (already reported)."""
    value = values.get(fld)
    return value if isinstance(value, str) else ""


def woo_row(values: dict[str, Any], option_count: int) -> WooRow:
    """Translate one row's parsed cells (``woo_*`` fields and the shared ones)."""
    kind = woo_type(values)
    if kind == "variation":
        return _variation(values, option_count)
    if kind not in _PRODUCT_TYPES:
        return WooRow(SKIP, {})
    out: dict[str, Any] = {}
    for fld in ("title", "brand", "description"):
        if fld in values:
            out[fld] = values[fld]
    if "description" not in out and "woo_short_description" in values:
        out["description"] = values["woo_short_description"]
    row = WooRow(PRODUCT, out)
    _prices(values, out, "price", "compare_at_price")
    if "woo_in_stock" in values:
        out["available"] = values["woo_in_stock"]
    if "woo_published" in values:
        out["status"] = values["woo_published"]
    categories = _text(values, "woo_categories")
    if categories:
        paths = split_list(categories)
        if paths:
            try:
                out["product_type"] = parse_category(paths[0])
            except CellError as exc:
                row.errors.append(("product_type", str(exc)))
    row.images = split_list(_text(values, "woo_images"))
    for i in range(option_count):
        name = values.get(f"option{i + 1}_name")
        listed = _text(values, f"option{i + 1}_value")
        if name is None:
            continue
        out[f"option{i + 1}_name"] = name
        items = list(dict.fromkeys(split_list(listed)))
        long = next((item for item in items if len(item) > MAX_TEXT), None)
        if long is not None:
            row.errors.append((f"option{i + 1}_value", _too_long(long)))
        elif items:
            row.option_lists[i] = items
    return row


def _variation(values: dict[str, Any], option_count: int) -> WooRow:
    out: dict[str, Any] = {}
    if "woo_id" in values:
        out["variant_id"] = values["woo_id"]
    for src, dst in (("sku", "sku"), ("title", "variant_title"), ("inventory_quantity",) * 2):
        if src in values:
            out[dst] = values[src]
    _prices(values, out, "variant_price", "variant_compare_at_price")
    if "woo_in_stock" in values:
        out["variant_available"] = values["woo_in_stock"]
    images = split_list(_text(values, "woo_images"))
    if images:
        out["variant_image_url"] = images[0]
    for i in range(option_count):
        name = values.get(f"option{i + 1}_name")
        value = values.get(f"option{i + 1}_value")
        if name is not None and value is not None:  # empty: any value of the attribute
            out[f"option{i + 1}_name"] = name
            out[f"option{i + 1}_value"] = value
    row = WooRow(VARIATION, out, parent=values.get("woo_parent"))
    for i in range(option_count):
        value = out.get(f"option{i + 1}_value")
        if isinstance(value, str) and len(value) > MAX_TEXT:
            row.errors.append((f"option{i + 1}_value", _too_long(value)))
            del out[f"option{i + 1}_value"]  # reported
    return row


def _too_long(value: str) -> str:
    return f"is longer than {MAX_TEXT} characters ({len(value)})"


def _prices(values: dict[str, Any], out: dict[str, Any], price: str, compare: str) -> None:
    sale, regular = values.get("woo_sale_price"), values.get("woo_regular_price")
    if sale is not None:
        out[price] = sale
        if regular is not None:
            out[compare] = regular
    elif regular is not None:
        out[price] = regular


def parent_key(parent: str) -> tuple[str, str]:
    """How a variation's ``Parent`` names its product: ``("id", N)`` for ``id:N``, else
    ``("sku", SKU)``."""
    if parent.lower().startswith("id:"):
        return "id", parent[3:].strip()
    return "sku", parent


class WooKeys:
    """The product key of each row, for regrouping the file by product: a product row's
    ID (else SKU), a variation's parent's. A variation whose parent (by SKU) comes later
    waits (``DEFER``) until every row was read; one whose parent is nowhere gets ``""``
    (the builder reports it). Remembers one id per product of the file."""

    def __init__(self, layout: Layout, keep: Callable[[list[str]], tuple[str, ...] | None]):
        self._index = {
            fld: layout.indexes.get(fld) for fld in ("woo_type", "woo_id", "sku", "woo_parent")
        }
        self._has_ids = layout.has("woo_id")
        self._keep = keep
        self._ids: dict[str, str] = {}
        self._skus: dict[str, str] = {}
        self._waiting: list[tuple[int, list[str]]] = []

    def _cell(self, cells: list[str], fld: str) -> str:
        index = self._index[fld]
        return cells[index].strip() if index is not None and index < len(cells) else ""

    def key_of(self, row: int, cells: list[str]) -> Any:
        kind = self._cell(cells, "woo_type").split(",", 1)[0].strip().lower()
        if kind in _PRODUCT_TYPES:
            woo_id, sku = self._cell(cells, "woo_id"), self._cell(cells, "sku")
            key = woo_id or sku
            if key:
                if woo_id:
                    self._ids.setdefault(woo_id, key)
                if sku:
                    self._skus.setdefault(sku, key)
            return key
        if kind != "variation":
            return ""
        key = self._parent(cells)
        if key is None:
            self._waiting.append((row, cells))
            return DEFER
        return key

    def _parent(self, cells: list[str]) -> str | None:
        parent = self._cell(cells, "woo_parent")
        if not parent:
            return ""
        kind, ref = parent_key(parent)
        if kind == "id" and self._has_ids:
            return ref  # the parent's ID is its product id, listed in the file or not
        return (self._ids if kind == "id" else self._skus).get(ref)

    def deferred(self) -> Iterator[Record]:
        waiting, self._waiting = self._waiting, []
        for row, cells in waiting:
            kept = self._keep(cells)
            if kept is not None:
                yield (self._parent(cells) or "", row, kept)
