"""The merge rules of a product write (decisions.md section 2), pure: a validated write
and a ``catalog.aggregate.ProductAggregate`` in, changed rows and a ``Plan`` out."""

from catalog.merge.collections import CLEAR
from catalog.merge.errors import ProductWriteError
from catalog.merge.plan import Plan
from catalog.merge.product import apply_write, finalize_product

__all__ = ["CLEAR", "Plan", "ProductWriteError", "apply_write", "finalize_product"]
