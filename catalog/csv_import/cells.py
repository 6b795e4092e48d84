"""Cell parsers. Each takes a trimmed, non-empty cell and returns its value or raises
:class:`CellError` with a message for the merchant."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_TRUE = frozenset({"true", "yes", "1"})
_FALSE = frozenset({"false", "no", "0"})
# ASCII digits only (Python's \d also matches other scripts' digits).
_INTEGER = re.compile(r"[+-]?[0-9]+")
# Plain decimal notation only: "19,99" or "$19.99" are ambiguous across locales.
_AMOUNT = re.compile(r"[0-9]+(?:\.[0-9]+)?")
_CURRENCY = re.compile(r"[A-Za-z]{3}")
# Digits of the largest whole number a product write takes (2**63 - 1): a longer one is
# no quantity or position, and past 4,300 digits ``int()`` itself raises ValueError.
_MAX_INT_DIGITS = 19

# Limits of the product write body (interface 2.2-2.5), in characters.
MAX_ID = 255
MAX_TEXT = 255
MAX_TITLE = 500
MAX_URL = 8192
MAX_DESCRIPTION = 65536


class CellError(ValueError):
    pass


def parse_bool(raw: str) -> bool:
    key = raw.lower()
    if key in _TRUE:
        return True
    if key in _FALSE:
        return False
    raise CellError(f"must be true/false/yes/no/1/0, got {_quote(raw)}")


def parse_int(raw: str) -> int:
    if not _INTEGER.fullmatch(raw):
        raise CellError(f"must be a whole number, got {_quote(raw)}")
    digits = raw.lstrip("+-").lstrip("0") or "0"
    if len(digits) > _MAX_INT_DIGITS:
        raise CellError(f"is too large for a whole number, got {_quote(raw)}")
    return -int(digits) if raw.startswith("-") else int(digits)


def parse_position(raw: str) -> int:
    value = parse_int(raw)
    if value < 0:
        raise CellError(f"must be 0 or greater, got {_quote(raw)}")
    return value


def parse_amount(raw: str) -> str:
    """A money amount, kept as the decimal string the merchant wrote."""
    if not _AMOUNT.fullmatch(raw):
        raise CellError(f"must be a decimal amount such as 19.99, got {_quote(raw)}")
    return raw


def parse_currency(raw: str) -> str:
    if not _CURRENCY.fullmatch(raw):
        raise CellError(f"must be a 3-letter ISO 4217 currency code, got {_quote(raw)}")
    return raw.upper()


def parse_category(raw: str) -> str:
    """The last level of a category path ("Apparel & Accessories > Clothing > Dresses")."""
    last = raw.rsplit(">", 1)[-1].strip()
    if not last:
        raise CellError(f"has no category name, got {_quote(raw)}")
    return short_text(last)


def parse_stock_status(raw: str) -> bool:
    """WooCommerce's `In stock?`: 1/0 (or a boolean word); `backorder` sells too."""
    if raw.lower() in ("backorder", "onbackorder"):
        return True
    return parse_bool(raw)


def text(limit: int) -> Callable[[str], str]:
    def parse(raw: str) -> str:
        if len(raw) > limit:
            raise CellError(f"is longer than {limit} characters ({len(raw)})")
        return raw

    parse.limit = limit  # type: ignore[attr-defined]  # cells this short are their value
    return parse


def _quote(raw: str) -> str:
    return repr(raw if len(raw) <= 40 else raw[:37] + "...")


def describe(value: Any) -> str:
    """A short rendering of a parsed value for conflict messages."""
    return _quote(value) if isinstance(value, str) else repr(value)


id_text = text(MAX_ID)
short_text = text(MAX_TEXT)
url_text = text(MAX_URL)

# field -> parser, for every field the builder reads.
PARSERS: dict[str, Callable[[str], Any]] = {
    "product_id": id_text,
    "title": text(MAX_TITLE),
    "handle": short_text,
    "canonical_url": url_text,
    "enabled": parse_bool,
    "available": parse_bool,
    "brand": short_text,
    "product_type": short_text,
    "description": text(MAX_DESCRIPTION),
    "price": parse_amount,
    "compare_at_price": parse_amount,
    "currency": parse_currency,
    "status": short_text,
    "image_url": url_text,
    "image_role": short_text,
    "image_position": parse_position,
    "image_alt_text": text(MAX_DESCRIPTION),
    "variant_id": id_text,
    "sku": short_text,
    "option1_name": short_text,
    "option2_name": short_text,
    "option3_name": short_text,
    "option1_value": short_text,
    "option2_value": short_text,
    "option3_value": short_text,
    "variant_title": short_text,
    "variant_price": parse_amount,
    "variant_compare_at_price": parse_amount,
    "variant_available": parse_bool,
    "inventory_quantity": parse_int,
    "variant_image_url": url_text,
    "variant_url": url_text,
    "inventory_policy": short_text,
    "inventory_tracker": short_text,
    "product_category": parse_category,
    **{f"option{i}_{part}": short_text for i in range(4, 21) for part in ("name", "value")},
    # WooCommerce (woocommerce.py turns them into the fields above).
    "woo_id": id_text,
    "woo_type": short_text,
    "woo_published": short_text,
    "woo_short_description": text(MAX_DESCRIPTION),
    "woo_in_stock": parse_stock_status,
    "woo_sale_price": parse_amount,
    "woo_regular_price": parse_amount,
    "woo_categories": text(MAX_DESCRIPTION),
    "woo_images": text(MAX_DESCRIPTION * 8),
    "woo_parent": id_text,
}
