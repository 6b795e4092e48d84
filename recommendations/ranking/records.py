"""Plain inputs of the index builder: what the catalog says about a product.

The service layer reads these from the database; benchmarks build them from data files.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class OptionRecord:
    key: str
    kind: str  # resolved kind: visual, style, size, fit, length, width, other
    values: list[str] = field(default_factory=list)


@dataclass(slots=True)
class VariantRecord:
    source_variant_id: str | None
    option_values: dict[str, str]
    title: str | None = None
    canonical_url: str | None = None
    available: bool | None = None
    price: str | None = None  # decimal string
    currency: str | None = None
    compare_at_price: str | None = None
    image_url: str | None = None
    position: int = 0


@dataclass(slots=True)
class ProductRecord:
    pk: str  # internal UUID
    product_id: str  # merchant id, as sent
    title: str
    handle: str | None = None
    canonical_url: str | None = None
    product_type: str | None = None
    brand: str | None = None
    description: str | None = None
    tags: list[str] | None = None  # merchant tags, when the source has them
    available: bool | None = None
    source_active: bool | None = None
    price: str | None = None
    currency: str | None = None
    compare_at_price: str | None = None
    image_url: str | None = None
    options: list[OptionRecord] = field(default_factory=list)
    variants: list[VariantRecord] = field(default_factory=list)  # active variants only
