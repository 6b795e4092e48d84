"""Pure parsing half of the catalog CSV import (decisions.md section 3).

``parse_catalog_csv(stream)`` turns an uploaded file into one :class:`ProductPlan` per
product: a product write body, deletions, and the CSV cell behind every body field. The
import service validates and applies the plans; it maps a body validation error back to
``(row, column)`` with :meth:`ProductPlan.locate`.
"""

from .errors import CsvLayoutError, RowError
from .parser import parse_catalog_csv
from .plan import DEFAULT_VARIANT_ID, ParsedCatalog, ProductPlan, derived_variant_id

__all__ = [
    "DEFAULT_VARIANT_ID",
    "CsvLayoutError",
    "ParsedCatalog",
    "ProductPlan",
    "RowError",
    "derived_variant_id",
    "parse_catalog_csv",
]
