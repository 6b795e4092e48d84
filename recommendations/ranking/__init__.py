"""Pure recommendation core: index building, target choice and ranking.

No Django imports: records in, ranked positions out (benchmarks use it directly).
"""

from .index import Basket, IndexBuilder, IndexFormatError, Prepared, RecIndex, build_index
from .rank import INTENTS, Query, rank
from .records import OptionRecord, ProductRecord, VariantRecord

__all__ = [
    "INTENTS",
    "Basket",
    "IndexBuilder",
    "IndexFormatError",
    "OptionRecord",
    "Prepared",
    "ProductRecord",
    "Query",
    "RecIndex",
    "VariantRecord",
    "build_index",
    "rank",
]
