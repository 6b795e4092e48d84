"""Parse a catalog CSV (native, Shopify or WooCommerce export) into per-product plans.

Pure: no Django, no database. The file is streamed row by row and only the plans are
kept. Rules (decisions.md section 3):

- Rows of one product share its product id and need not be adjacent. Product-level cells
  left empty inherit the first non-empty value of that product; a later row with a
  *different* non-empty value is a row error rather than a silent override.
- A row with a variant id or any option value is a variant row; its image cells add a
  product image too. A row with only image cells adds an image. Variant-only cells
  without a variant id or option value are a row error.
- Rows naming the same variant (same id, or same option values when there is no id)
  merge; conflicting non-empty cells are a row error. Images merge by URL.
- An option value without a name on its row takes the name from the product's earlier
  rows. Option names are the variant ``option_values`` keys, as written (trimmed).
- Shopify "Title" / "Default Title" (a product without options) becomes one variant with
  ``source_variant_id`` "default" and no option values; its price, compare-at price and
  availability are also the product's.
- Delete rows (native ``delete`` column) carry nothing else; a product is either imported
  or deleted by one file, and a variant either listed or deleted.
- WooCommerce rows are translated by ``woocommerce.woo_row``; a variation whose parent row
  comes later in the file waits for it (``finish``).
"""

from __future__ import annotations

from typing import Any, BinaryIO

from .cells import PARSERS, CellError, describe, parse_currency
from .errors import CsvLayoutError, RowError
from .layouts import (
    IMAGE_FIELDS,
    PRODUCT_FIELDS,
    SHOPIFY,
    VARIANT_FIELDS,
    WOO_OPTION_NAME_FIELDS,
    WOO_OPTION_VALUE_FIELDS,
    WOOCOMMERCE,
    Layout,
    resolve_layout,
)
from .plan import (
    DEFAULT_VARIANT_ID,
    MAX_IMAGES,
    MAX_VARIANTS,
    Image,
    ParsedCatalog,
    ProductPlan,
    Variant,
)
from .reader import iter_records
from .woocommerce import PRODUCT, SKIP, parent_key, woo_row, woo_values_text

# Cells that only make sense on a variant row.
_VARIANT_ONLY_FIELDS = (*VARIANT_FIELDS, "inventory_tracker")
_IMAGE_ATTRS = IMAGE_FIELDS[1:]
# Cells that repeat across rows and products ("Black", "M", "49.00", "Black / M", a colour's
# image) are stored once per file: about a fifth of the plans' memory on a fashion catalog.
_INTERNED = frozenset(
    {
        *WOO_OPTION_NAME_FIELDS,
        *WOO_OPTION_VALUE_FIELDS,
        "price",
        "compare_at_price",
        "currency",
        "brand",
        "product_type",
        "status",
        "image_role",
        "variant_title",
        "variant_price",
        "variant_compare_at_price",
        "variant_image_url",
        "inventory_policy",
    }
)


def parse_catalog_csv(
    stream: BinaryIO, *, currency: str = "USD", max_row_errors: int = 100
) -> ParsedCatalog:
    """Parse an uploaded catalog CSV.

    ``currency`` is the import's currency form field, used for every price unless a native
    file has a ``currency`` column. Raises :class:`CsvLayoutError` when the file cannot be
    read as a catalog at all; cell problems come back in ``row_errors`` (the first
    ``max_row_errors``; ``row_error_count`` has them all). ``ValueError`` for a
    ``currency`` argument that is not a 3-letter code. The stream is left open.
    """
    try:
        default_currency = parse_currency(currency.strip())
    except CellError as exc:
        raise ValueError(f"currency: {exc}") from None
    records = iter_records(stream)
    first = next(records, None)
    if first is None:
        raise CsvLayoutError("file is empty")
    header = first[1]
    if not any(cell.strip() for cell in header):
        raise CsvLayoutError("row 1 is empty; the first row must be the header row")
    layout = resolve_layout(header)
    builder = _CatalogBuilder(layout, default_currency, max_row_errors)
    for row, cells in records:
        builder.add_row(row, cells)
    builder.finish()
    if builder.row_count == 0:
        raise CsvLayoutError("file has a header row but no product rows")
    return builder.result()


class _CatalogBuilder:
    def __init__(self, layout: Layout, currency: str, max_row_errors: int):
        self.layout = layout
        self.currency = currency
        self.max_row_errors = max_row_errors
        self.products: dict[str, ProductPlan] = {}
        self.row_errors: list[RowError] = []
        self.error_count = 0
        self.row_count = 0
        self.shopify = layout.name == SHOPIFY
        self.woo = layout.name == WOOCOMMERCE
        self.option_fields = layout.option_fields
        # The first currency the file's `currency` column gave a product.
        self.column_currency: str | None = None
        self._cell_indexes = tuple(layout.indexes.items())
        # WooCommerce: product id by SKU and by ID; variations waiting for their parent.
        self._woo_skus: dict[str, str] = {}
        self._woo_ids: dict[str, str] = {}
        self._woo_waiting: list[tuple[int, dict[str, Any]]] = []
        self._strings: dict[str, str] = {}
        self._parsers = PARSERS
        if self.woo:  # a parent's value cell lists every value ("Blue, Green, Red")
            self._parsers = {**PARSERS, **dict.fromkeys(WOO_OPTION_VALUE_FIELDS, woo_values_text)}
        # Parse-time indexes, dropped from the result.
        self._variant_keys: dict[str, dict[tuple[Any, ...], int]] = {}
        self._image_urls: dict[str, dict[str, int]] = {}
        self._view_rows: dict[str, int] = {}
        self._delete_product_rows: dict[str, int] = {}
        self._deleted_variants: dict[str, dict[str, int]] = {}

    def result(self) -> ParsedCatalog:
        return ParsedCatalog(
            layout=self.layout.name,
            products=self.products,
            row_errors=self.row_errors,
            row_count=self.row_count,
            row_error_count=self.error_count,
            ignored_columns=list(self.layout.ignored_columns),
            column_currency=self.column_currency,
        )

    def error(self, row: int, field: str, message: str) -> None:
        self.error_count += 1
        if len(self.row_errors) < self.max_row_errors:
            self.row_errors.append(RowError(row, self.layout.column(field), message))

    # -- one row ----------------------------------------------------------------------------

    def add_row(self, row: int, cells: list[str]) -> None:
        width = self.layout.width
        if len(cells) < width:
            cells.extend([""] * (width - len(cells)))
        raw: dict[str, str] = {}
        for fld, index in self._cell_indexes:
            cell = cells[index]
            if cell and (cell := cell.strip()):
                raw[fld] = cell
        if not raw:
            return  # blank row, or only columns the import ignores
        self.row_count += 1
        delete = raw.get("delete")
        if delete is not None:
            # A delete row carries nothing but the ids; its other cells are not read.
            raw = {fld: raw[fld] for fld in ("product_id", "variant_id") if fld in raw}
        values = self.parse_cells(row, raw)
        if self.woo:
            self.add_woo_row(row, values)
            return
        product_id = values.get("product_id")
        if product_id is None:
            if "product_id" not in raw:
                self.error(row, "product_id", "is required")
            return
        plan = self.plan(product_id, row)
        if delete is not None:
            self.add_delete_row(row, plan, delete, values)
        else:
            self.add_view_row(row, plan, values)

    def plan(self, product_id: str, row: int) -> ProductPlan:
        plan = self.products.get(product_id)
        if plan is None:
            plan = ProductPlan(product_id, row, self.layout, self.currency)
            self.products[product_id] = plan
        return plan

    def finish(self) -> None:
        """Rows that waited for a later row: WooCommerce variations listed before their
        parent product."""
        waiting, self._woo_waiting = self._woo_waiting, []
        for row, values in waiting:
            self.add_woo_row(row, values, last_chance=True)

    # -- WooCommerce ------------------------------------------------------------------------

    def add_woo_row(self, row: int, values: dict[str, Any], *, last_chance: bool = False) -> None:
        translated = woo_row(values, len(self.option_fields))
        if translated.kind == SKIP:
            return
        for fld, message in translated.errors:
            self.error(row, fld, message)
        out = translated.values
        if translated.kind == PRODUCT:
            woo_id, sku = _valid(values.get("woo_id")), _valid(values.get("sku"))
            product_id = woo_id or sku  # its ID, else its SKU
            if product_id is None:
                if values.get("woo_id") is None and values.get("sku") is None:
                    self.error(row, "product_id", "is required (ID or SKU)")
                return
            out["product_id"] = product_id
            if woo_id is not None:
                self._woo_ids.setdefault(woo_id, product_id)
            if sku is not None:
                self._woo_skus.setdefault(sku, product_id)
            plan = self.plan(product_id, row)
            self.add_view_row(row, plan, out)
            for position, url in enumerate(translated.images):
                image = {"image_url": url, "image_position": position}
                if position == 0:
                    image["image_role"] = "main"
                self.add_image(row, plan, url, image)
            for index, listed in translated.option_lists.items():
                plan.option_lists.setdefault(index, listed)
            return
        parent = _valid(translated.parent)
        if parent is None:
            if translated.parent is None:
                self.error(row, "woo_parent", "a variation needs its parent product")
            return
        kind, key = parent_key(parent)
        if kind == "id" and self.layout.has("woo_id"):
            product_id = key  # the parent's ID is its product id, listed in the file or not
        else:
            product_id = (self._woo_ids if kind == "id" else self._woo_skus).get(key)
        if product_id is None:
            if not last_chance:
                self._woo_waiting.append((row, values))
            else:
                message = f"names no simple or variable product of the file: {parent!r}"
                self.error(row, "woo_parent", message)
            return
        self.add_view_row(row, self.plan(product_id, row), out)

    def parse_cells(self, row: int, raw: dict[str, str]) -> dict[str, Any]:
        """Parse every cell; an invalid cell is reported and marked `_INVALID`."""
        values: dict[str, Any] = {}
        strings = self._strings
        parsers = self._parsers
        for fld, cell in raw.items():
            parse = parsers.get(fld)
            if parse is None:
                values[fld] = cell
                continue
            try:
                value = parse(cell)
            except CellError as exc:
                self.error(row, fld, str(exc))
                values[fld] = _INVALID
                continue
            if fld in _INTERNED:
                value = strings.setdefault(value, value)
            values[fld] = value
        if values.get("product_id") is _INVALID:
            del values["product_id"]
        return values

    def add_delete_row(
        self, row: int, plan: ProductPlan, delete: str, values: dict[str, Any]
    ) -> None:
        pid = plan.product_id
        kind = delete.lower()
        if kind == "product":
            view_row = self._view_rows.get(pid)
            if view_row is not None:
                self.error(row, "delete", _both_message(pid, "imported", view_row))
                return
            if self._deleted_variants.get(pid):
                first = min(self._deleted_variants[pid].values())
                self.error(
                    row,
                    "delete",
                    f"product {pid!r} is deleted here and one of its variants on row {first}; "
                    "delete one or the other",
                )
                return
            self._delete_product_rows.setdefault(pid, row)
            plan.delete_product = True
            if plan.delete_product_row is None:
                plan.delete_product_row = row
        elif kind == "variant":
            variant_id = values.get("variant_id")
            if variant_id is None:
                self.error(row, "variant_id", "is required when delete is 'variant'")
                return
            if variant_id is _INVALID:
                return
            if pid in self._delete_product_rows:
                self.error(
                    row,
                    "delete",
                    f"product {pid!r} is deleted on row {self._delete_product_rows[pid]}; "
                    "its variants go with it",
                )
                return
            listed = self._variant_keys.get(pid, {}).get(("id", variant_id))
            if listed is not None:
                listed_row = plan.variants[listed].row
                self.error(
                    row,
                    "variant_id",
                    f"variant {variant_id!r} is imported on row {listed_row} and deleted here",
                )
                return
            deleted = self._deleted_variants.setdefault(pid, {})
            if variant_id not in deleted:
                deleted[variant_id] = row
                plan.delete_variant_ids.append(variant_id)
                plan.delete_variant_rows[variant_id] = row
        else:
            self.error(row, "delete", f"must be 'product' or 'variant', got {describe(delete)}")

    def add_view_row(self, row: int, plan: ProductPlan, values: dict[str, Any]) -> None:
        pid = plan.product_id
        delete_row = self._delete_product_rows.get(pid)
        if delete_row is not None:
            self.error(row, "product_id", _both_message(pid, "deleted", delete_row))
            return
        self._view_rows.setdefault(pid, row)
        plan.is_view = True
        fields = plan.fields
        for fld in PRODUCT_FIELDS:
            value = values.get(fld)
            if value is None or value is _INVALID:
                continue
            known = fields.get(fld)
            if known is None:
                fields[fld] = (value, row)
                if fld == "currency" and self.column_currency is None:
                    self.column_currency = value
            elif known[0] != value:
                self.error(row, fld, _conflict_message(known, value))
        option_values = self.resolve_options(row, plan, values)
        variant_id = values.get("variant_id")
        if option_values is not None and variant_id is not _INVALID:
            if variant_id is not None or any(v is not None for v in option_values):
                self.add_variant(row, plan, variant_id, option_values, values)
            elif any(fld in values for fld in _VARIANT_ONLY_FIELDS):
                if self.shopify:
                    self.error(row, "option1_value", "a variant row needs an option value")
                else:
                    self.error(
                        row, "variant_id", "a variant row needs variant_id or an option value"
                    )
        image_url = values.get("image_url")
        if image_url is None:
            for fld in _IMAGE_ATTRS:
                if fld in values:
                    name = self.layout.column(fld)
                    self.error(row, "image_url", f"is required when {name} is set")
                    break
        elif image_url is not _INVALID:
            self.add_image(row, plan, image_url, values)

    def resolve_options(
        self, row: int, plan: ProductPlan, values: dict[str, Any]
    ) -> list[str | None] | None:
        """Register this row's option names; return its option values by index, or None
        when one of them cannot be used."""
        ok = True
        rejected: set[int] = set()  # names refused on this row: their values say nothing more
        names = plan.option_names
        fields = self.option_fields
        for i, (fld, _value_field) in enumerate(fields):
            name = values.get(fld)
            if name is None or name is _INVALID:
                continue
            known = names[i]
            if known is None:
                folded = name.casefold()
                clash = next((n for n in names if n and n[0].casefold() == folded), None)
                if clash is not None:
                    other = fields[names.index(clash)][0]
                    self.error(
                        row,
                        fld,
                        f"option name {name!r} is already used by {self.layout.column(other)}",
                    )
                    ok = False
                    rejected.add(i)
                    continue
                names[i] = (name, row)
            elif known[0] != name:
                self.error(row, fld, _conflict_message(known, name))
                ok = False
                rejected.add(i)
        option_values: list[str | None] = [None] * len(fields)
        for i, (name_field, fld) in enumerate(fields):
            value = values.get(fld)
            if value is None:
                continue
            if value is _INVALID or i in rejected:
                ok = False
            elif names[i] is None:
                name_column = self.layout.column(name_field)
                self.error(
                    row,
                    fld,
                    f"has no option name: set {name_column} on this row "
                    "or an earlier row of the product",
                )
                ok = False
            else:
                option_values[i] = value
        return option_values if ok else None

    def add_variant(
        self,
        row: int,
        plan: ProductPlan,
        variant_id: str | None,
        option_values: list[str | None],
        values: dict[str, Any],
    ) -> None:
        pid = plan.product_id
        is_default = (
            self.shopify
            and option_values[1] is None
            and option_values[2] is None
            and option_values[0] is not None
            and option_values[0].casefold() == "default title"
            and plan.option_names[0][0].casefold() == "title"
        )
        if is_default:
            variant_id, option_values = DEFAULT_VARIANT_ID, [None] * len(option_values)
        if variant_id is not None:
            key: tuple[Any, ...] = ("id", variant_id)
            deleted_row = self._deleted_variants.get(pid, {}).get(variant_id)
            if deleted_row is not None:
                self.error(
                    row,
                    "variant_id",
                    f"variant {variant_id!r} is deleted on row {deleted_row} and imported here",
                )
                return
        else:
            key = ("options", *option_values)
        keys = self._variant_keys.setdefault(pid, {})
        index = keys.get(key)
        if index is None:
            if len(plan.variants) >= MAX_VARIANTS:
                fld = "option1_value" if self.shopify else "variant_id"
                self.error(row, fld, f"product {pid!r} has more than {MAX_VARIANTS} variants")
                return
            variant = Variant(row, variant_id, option_values)
            variant.is_default = is_default
            keys[key] = len(plan.variants)
            plan.variants.append(variant)
        else:
            variant = plan.variants[index]
            for i, value in enumerate(option_values):
                if value is None:
                    continue
                known = variant.values[i]
                if known is None:
                    variant.values[i] = value
                    _note_row(variant, self.option_fields[i][1], row)
                elif known != value:
                    fld = self.option_fields[i][1]
                    self.error(row, fld, _conflict_message((known, variant.row_of(fld)), value))
        for fld in VARIANT_FIELDS:
            value = values.get(fld)
            if value is None or value is _INVALID:
                continue
            self._merge(row, variant, fld, value)
        if self.shopify:
            available = self.shopify_available(values)
            if available is not None:
                self._merge(row, variant, "variant_available", available)

    def shopify_available(self, values: dict[str, Any]) -> bool | None:
        """Shopify exports no availability; derive it as the storefront does: untracked
        inventory (blank Variant Inventory Tracker) always sells, tracked inventory sells
        while stock lasts or when the policy is "continue" (overselling allowed)."""
        quantity = values.get("inventory_quantity")
        if quantity is _INVALID:
            return None
        continues = str(values.get("inventory_policy", "")).lower() == "continue"
        if self.layout.has("inventory_tracker") and "inventory_tracker" not in values:
            return True
        if quantity is not None:
            return quantity > 0 or continues
        return True if continues else None

    def _merge(self, row: int, item: Variant | Image, fld: str, value: Any) -> None:
        known = getattr(item, fld)
        if known is None:
            setattr(item, fld, value)
            if row != item.row:
                _note_row(item, fld, row)
        elif known != value:
            self.error(row, fld, _conflict_message((known, item.row_of(fld)), value))

    def add_image(self, row: int, plan: ProductPlan, url: str, values: dict[str, Any]) -> None:
        urls = self._image_urls.setdefault(plan.product_id, {})
        index = urls.get(url)
        if index is None:
            if len(plan.images) >= MAX_IMAGES:
                self.error(
                    row,
                    "image_url",
                    f"product {plan.product_id!r} has more than {MAX_IMAGES} images",
                )
                return
            image = Image(row, url)
            urls[url] = len(plan.images)
            plan.images.append(image)
        else:
            image = plan.images[index]
        # The same image repeated on several rows: the first non-empty attribute wins.
        for fld in _IMAGE_ATTRS:
            value = values.get(fld)
            if value is not None and value is not _INVALID and getattr(image, fld) is None:
                setattr(image, fld, value)
                if row != image.row:
                    _note_row(image, fld, row)


class _Invalid:
    """Marks a cell that failed to parse (already reported)."""

    def __repr__(self) -> str:
        return "<invalid>"


_INVALID: Any = _Invalid()


def _valid(value: Any) -> Any:
    """The parsed value, or None for an absent or invalid (already reported) cell."""
    return None if value is _INVALID else value


def _note_row(item: Variant | Image, fld: str, row: int) -> None:
    if item.other_rows is None:
        item.other_rows = {}
    item.other_rows[fld] = row


def _conflict_message(known: tuple[Any, int], value: Any) -> str:
    return (
        f"{describe(value)} differs from {describe(known[0])} on row {known[1]}; "
        "rows of one product must agree"
    )


def _both_message(product_id: str, other: str, other_row: int) -> str:
    return (
        f"product {product_id!r} is {other} on row {other_row}; "
        "a file cannot both import and delete it"
    )
