"""Delete rows of a native catalog CSV (``delete`` column): the builder's half that
checks them against the file's other rows (decisions.md section 3, "Deletes")."""

from __future__ import annotations

from typing import Any

from .cells import describe
from .errors import RowErrors
from .layouts import Layout
from .plan import ProductPlan
from .rowtools import INVALID, both_message


class DeleteRows:
    """Mixed into the builder, which owns the indexes of the product being built."""

    layout: Layout
    errors: RowErrors
    _view_rows: dict[str, int]
    _delete_product_rows: dict[str, int]
    _deleted_variants: dict[str, dict[str, int]]
    _variant_keys: dict[str, dict[tuple[Any, ...], int]]

    def error(self, row: int, field: str, message: str) -> None:
        raise NotImplementedError

    def add_delete_row(
        self, row: int, plan: ProductPlan, delete: str, values: dict[str, Any]
    ) -> None:
        pid = plan.product_id
        kind = delete.lower()
        if kind == "product":
            view_row = self._view_rows.get(pid)
            if view_row is not None:
                self.error(row, "delete", both_message(pid, "imported", view_row))
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
            if variant_id is INVALID:
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
