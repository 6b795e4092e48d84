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
- WooCommerce rows are translated by ``woocommerce.woo_row``; a variation belongs to the
  product its Parent names (``woocommerce.WooKeys``).
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Callable, Iterable, Iterator
from typing import Any, BinaryIO

from catalog.limits import MAX_IMAGES, MAX_VARIANTS

from .cells import PARSERS, CellError, parse_currency
from .deletes import DeleteRows
from .errors import CsvLayoutError, RowError, RowErrors
from .grouping import DEFER, group_rows
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
    Image,
    ParsedCatalog,
    ProductPlan,
    Variant,
)
from .reader import iter_records
from .rowtools import INVALID as _INVALID
from .rowtools import both_message as _both_message
from .rowtools import conflict_message as _conflict_message
from .rowtools import note_row as _note_row
from .rowtools import valid as _valid
from .woocommerce import PRODUCT, SKIP, WooKeys, woo_row, woo_values_text

# Interned strings kept across products before the table is dropped (memory bound).
_MAX_INTERNED = 100_000
# Cells that only make sense on a variant row.
_VARIANT_ONLY_FIELDS = (*VARIANT_FIELDS, "inventory_tracker")
_IMAGE_ATTRS = IMAGE_FIELDS[1:]
_PRODUCT_FIELD_SET = frozenset(PRODUCT_FIELDS)
# The cells a delete row is read for.
_DELETE_ROW_FIELDS = ("product_id", "variant_id")
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
    """Parse a whole catalog CSV into plans held in memory (``products`` in the order of
    their first row): for tests and small files; the import streams (``CatalogReader``).

    ``currency`` is the currency of prices without a ``currency`` cell. Raises
    :class:`CsvLayoutError` when the file cannot be read as a catalog at all; cell
    problems come back in ``row_errors`` (the first ``max_row_errors`` by row;
    ``row_error_count`` has them all). ``ValueError`` for a ``currency`` argument that is
    not a 3-letter code. The stream is left open.
    """
    reader = CatalogReader(stream, currency=currency, max_row_errors=max_row_errors)
    plans = sorted(reader.plans(), key=lambda p: p.first_row)
    return ParsedCatalog(
        layout=reader.layout.name,
        products={plan.product_id: plan for plan in plans},
        row_errors=reader.errors.sorted(),
        row_count=reader.row_count,
        row_error_count=reader.errors.count,
        ignored_columns=list(reader.layout.ignored_columns),
        column_currency=reader.column_currency,
    )


class CatalogReader:
    """A catalog CSV read product by product, in ``product_id`` order, in bounded memory.

    The header is read at once (:class:`CsvLayoutError` for a file that is not a catalog).
    ``plans()`` reads every row (regrouped by product on disk, ``grouping.group_rows``)
    and then yields one :class:`ProductPlan` per product; only the product being built
    is held. ``errors`` collects the row errors as products are built (complete once
    ``plans()`` is exhausted); ``product_count`` is known once the rows are read.
    """

    def __init__(self, stream: BinaryIO, *, currency: str, max_row_errors: int) -> None:
        try:
            default_currency = parse_currency(currency.strip())
        except CellError as exc:
            raise ValueError(f"currency: {exc}") from None
        self._records = iter_records(stream)
        first = next(self._records, None)
        if first is None:
            raise CsvLayoutError("file is empty")
        header = first[1]
        if not any(cell.strip() for cell in header):
            raise CsvLayoutError("row 1 is empty; the first row must be the header row")
        self.layout = resolve_layout(header)
        self.errors = RowErrors(max_row_errors)
        self._builder = _CatalogBuilder(self.layout, default_currency, self.errors)
        self.product_count: int | None = None
        self.on_rows_read: Callable[[int], None] | None = None

    @property
    def row_count(self) -> int:
        return self._builder.row_count

    @property
    def column_currency(self) -> str | None:
        return self._builder.column_currency

    def plans(self) -> Iterator[ProductPlan]:
        layout = self.layout
        # One kept cell per field the layout reads, in the order of its fields (a column
        # two fields read, such as Shopify's Handle, is kept twice).
        fields = list(layout.indexes)
        columns = [layout.indexes[fld] for fld in fields]
        builder = self._builder
        builder.use_fields(fields)
        width = max(columns, default=0) + 1
        keys: set[str] = set()
        pick = _picker(columns)

        def keep(cells: list[str]) -> tuple[str, ...] | None:
            if len(cells) < width:
                cells = cells + [""] * (width - len(cells))
            kept = pick(cells)
            for cell in kept:
                if cell and not cell.isspace():
                    return kept
            return None  # blank, or only columns the import ignores

        if layout.name == WOOCOMMERCE:
            woo = WooKeys(layout, keep)
            key_of, deferred = woo.key_of, woo.deferred
        else:
            index = layout.indexes["product_id"]

            def key_of(_row: int, cells: list[str]) -> str:
                return cells[index].strip() if index < len(cells) else ""

            deferred = tuple

        def counted_key(row: int, cells: list[str]) -> str | None:
            key = key_of(row, cells)
            if key is not DEFER:
                keys.add(key or "")
            return key

        grouped = group_rows(self._records, key_of=counted_key, keep=keep, deferred=deferred)
        first = next(grouped, None)  # every row is read (and spilled) before this returns
        self.product_count = len(keys)
        keys.clear()
        if first is None:
            raise CsvLayoutError("file has a header row but no product rows")
        current = first[0]
        for key, row, cells in itertools.chain((first,), grouped):
            if key != current:
                yield from builder.take()
                current = key
            builder.add_row(row, cells, key)
        yield from builder.take()
        if builder.row_count == 0:
            raise CsvLayoutError("file has a header row but no product rows")


def _picker(columns: list[int]) -> Callable[[list[str]], tuple[str, ...]]:
    """The cells at ``columns``, as a tuple (``itemgetter``: no Python loop per row)."""
    if len(columns) > 1:
        return operator.itemgetter(*columns)
    return lambda cells: tuple(cells[i] for i in columns)


class _CatalogBuilder(DeleteRows):
    def __init__(self, layout: Layout, currency: str, errors: RowErrors):
        self.layout = layout
        self.currency = currency
        self.errors = errors
        self.products: dict[str, ProductPlan] = {}
        self.row_count = 0
        self.shopify = layout.name == SHOPIFY
        self.woo = layout.name == WOOCOMMERCE
        self.option_fields = layout.option_fields
        # The first currency the file's `currency` column gave a product.
        self.column_currency: str | None = None
        # (field, parser, limit, interned) of each kept cell (``use_fields``); the
        # positions of every kept cell, of those a delete row reads, of the delete cell.
        self._specs: tuple[tuple[str, Any, int, bool], ...] = ()
        self._every_position: range = range(0)
        self._delete_positions: tuple[int, ...] = ()
        self._delete_at: int | None = None
        self._strings: dict[str, str] = {}
        self._parsers = PARSERS
        if self.woo:  # a parent's value cell lists every value ("Blue, Green, Red")
            self._parsers = {**PARSERS, **dict.fromkeys(WOO_OPTION_VALUE_FIELDS, woo_values_text)}
        # field -> (parser, length up to which the parser returns the cell as it is (-1:
        # none; ``cells.text``), interned): one lookup per cell.
        self._cells = {
            fld: (parse, getattr(parse, "limit", -1), fld in _INTERNED)
            for fld, parse in self._parsers.items()
        }
        # Indexes of the product being built, dropped by ``take``.
        self._variant_keys: dict[str, dict[tuple[Any, ...], int]] = {}
        self._image_urls: dict[str, dict[str, int]] = {}
        self._view_rows: dict[str, int] = {}
        self._delete_product_rows: dict[str, int] = {}
        self._deleted_variants: dict[str, dict[str, int]] = {}

    def use_fields(self, fields: list[str]) -> None:
        """The field of each cell of the rows handed to ``add_row``, in order."""
        self._specs = tuple((fld, *self._cells.get(fld, (None, -1, False))) for fld in fields)
        self._every_position = range(len(fields))
        self._delete_positions = tuple(
            i for i, fld in enumerate(fields) if fld in _DELETE_ROW_FIELDS
        )
        self._delete_at = fields.index("delete") if "delete" in fields else None

    def take(self) -> list[ProductPlan]:
        """The plans built so far, forgotten here (one product's rows are complete)."""
        plans = list(self.products.values())
        for plan in plans:
            self._check_option_names(plan)
        self.products = {}
        self._variant_keys.clear()
        self._image_urls.clear()
        self._view_rows.clear()
        self._delete_product_rows.clear()
        self._deleted_variants.clear()
        if len(self._strings) > _MAX_INTERNED:
            self._strings.clear()
        return plans

    def error(self, row: int, field: str, message: str) -> None:
        self.errors.add(RowError(row, self.layout.column(field), message))

    def _check_option_names(self, plan: ProductPlan) -> None:
        """An option value whose option no row of the product names is a row error (its
        name may come on any row: decisions.md 3, row inheritance)."""
        for row, i, fld in plan.unnamed_values:
            if plan.option_names[i] is None:
                name_column = self.layout.column(self.option_fields[i][0])
                self.error(
                    row, fld, f"has no option name: set {name_column} on a row of the product"
                )
        plan.unnamed_values.clear()

    # -- one row ----------------------------------------------------------------------------

    def add_row(self, row: int, cells: tuple[str, ...], key: str) -> None:
        """One row of the product ``key`` (``""``: a row naming no product)."""
        # The non-empty cells, found without a Python step per empty one.
        positions: Iterable[int] = itertools.compress(self._every_position, cells)
        delete = None
        if self._delete_at is not None:
            cell = cells[self._delete_at]
            if cell and (cell := cell.strip()):
                # A delete row carries nothing but the ids; its other cells are not read.
                delete, positions = cell, self._delete_positions
        values, product_id_cell = self.parse_cells(row, cells, positions)
        if not values and delete is None and not product_id_cell:
            return  # blank row, or only columns the import ignores
        self.row_count += 1
        if self.woo:
            self.add_woo_row(row, values, key)
            return
        product_id = values.get("product_id")
        if product_id is None:
            if not product_id_cell:
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

    # -- WooCommerce ------------------------------------------------------------------------

    def add_woo_row(self, row: int, values: dict[str, Any], key: str) -> None:
        """A WooCommerce row; ``key`` is its product id, a variation's resolved from its
        Parent (``WooKeys``; ``""`` when the file has no such parent)."""
        translated = woo_row(values, len(self.option_fields))
        if translated.kind == SKIP:
            return
        for fld, message in translated.errors:
            self.error(row, fld, message)
        out = translated.values
        if translated.kind == PRODUCT:
            product_id = _valid(values.get("woo_id")) or _valid(values.get("sku"))
            if product_id is None:
                if values.get("woo_id") is None and values.get("sku") is None:
                    self.error(row, "product_id", "is required (ID or SKU)")
                return
            out["product_id"] = product_id
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
        parent = translated.parent
        if parent is None:
            self.error(row, "woo_parent", "a variation needs its parent product")
        elif parent is not _INVALID and not key:
            message = f"names no simple or variable product of the file: {parent!r}"
            self.error(row, "woo_parent", message)
        elif key:
            self.add_view_row(row, self.plan(key, row), out)

    def parse_cells(
        self, row: int, cells: tuple[str, ...], positions: Iterable[int]
    ) -> tuple[dict[str, Any], bool]:
        """The non-empty cells at ``positions`` (in field order), trimmed and parsed; an
        invalid cell is reported and marked `_INVALID`. Also whether the row has a
        product id cell (an invalid one is left out of the values)."""
        values: dict[str, Any] = {}
        strings = self._strings
        specs = self._specs
        for index in positions:
            cell = cells[index]
            if not cell or not (cell := cell.strip()):
                continue
            fld, parse, limit, interned = specs[index]
            if parse is None:
                values[fld] = cell
                continue
            if len(cell) <= limit:  # a text cell within its limit is its value
                value = cell
            else:
                try:
                    value = parse(cell)
                except CellError as exc:
                    self.error(row, fld, str(exc))
                    values[fld] = _INVALID
                    continue
            if interned:
                value = strings.setdefault(value, value)
            values[fld] = value
        product_id = values.get("product_id")
        if product_id is _INVALID:
            del values["product_id"]
        return values, product_id is not None

    def add_view_row(self, row: int, plan: ProductPlan, values: dict[str, Any]) -> None:
        pid = plan.product_id
        delete_row = self._delete_product_rows.get(pid)
        if delete_row is not None:
            self.error(row, "product_id", _both_message(pid, "deleted", delete_row))
            return
        self._view_rows.setdefault(pid, row)
        plan.is_view = True
        fields = plan.fields
        # Most rows are a variant's alone: no product cell to look at.
        for fld in () if _PRODUCT_FIELD_SET.isdisjoint(values) else PRODUCT_FIELDS:
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
        for i, (_name_field, fld) in enumerate(fields):
            value = values.get(fld)
            if value is None:
                continue
            if value is _INVALID or i in rejected:
                ok = False
            else:
                if names[i] is None:
                    plan.unnamed_values.append((row, i, fld))  # named later, or an error
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
            and plan.option_names[0] is not None
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
        if index is None:  # a new variant: its first row sets every cell it has
            for fld in VARIANT_FIELDS:
                value = values.get(fld)
                if value is not None and value is not _INVALID:
                    setattr(variant, fld, value)
        else:
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
