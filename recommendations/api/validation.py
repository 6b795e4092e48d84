"""Request bodies of the recommendations and order-events endpoints.

400 vs 413 as decisions.md sections 1 and 6 say: over a documented size maximum
(ID bytes, array lengths, ``limit`` over 100) is 413, any other invalid value is 400.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.utils import timezone
from django.utils.dateparse import parse_datetime

from common.datetimes import as_utc
from common.errors import BadRequest, PayloadTooLarge
from recommendations.ranking import INTENTS
from recommendations.selectors import RecommendationRequest
from recommendations.services.orders import OrderIn, OrderLineIn

MAX_BODY_BYTES = 1024 * 1024
MAX_ID_BYTES = 256
MAX_CONTEXT = 5
MAX_CART = 500
MAX_CANDIDATES = 10000
MAX_EXCLUDE = 500
MAX_LIMIT = 100
DEFAULT_LIMIT = 12
MAX_SELECTOR = 255
MAX_SURFACE = 255
MAX_ORDERS = 500
MAX_ORDER_LINES = 1000
MAX_ORDER_ID = 255
MAX_QUANTITY = 2**31 - 1  # the stored column is a 32-bit integer
_EMAIL = re.compile(r"[^@\s]+@[^@\s]+\.[A-Za-z]{2,}")


@dataclass(slots=True)
class RecommendationBody:
    site_key: str | None
    shop_domain: str | None
    shopper_id: str | None
    surface: str | None
    request: RecommendationRequest


def _string(
    body: dict[str, Any], name: str, max_len: int, *, byte_limit: bool = False, path: str = ""
):
    value = body.get(name)
    if value is None:
        return None
    where = f"{path}.{name}" if path else name
    if not isinstance(value, str):
        raise BadRequest(f"{where}: must be a string")
    size = len(value.encode("utf-8")) if byte_limit else len(value)
    if size > max_len:
        unit = "UTF-8 bytes" if byte_limit else "characters"
        raise PayloadTooLarge(f"{where}: at most {max_len} {unit}")
    return value


def _id_list(body: dict[str, Any], name: str, max_items: int) -> list[str] | None:
    value = body.get(name)
    if value is None:
        return None
    if not isinstance(value, list):
        raise BadRequest(f"{name}: must be an array of strings")
    if len(value) > max_items:
        raise PayloadTooLarge(f"{name}: at most {max_items} items")
    for i, item in enumerate(value):
        if type(item) is not str:
            raise BadRequest(f"{name}[{i}]: must be a string")
        # At most 4 bytes per character: only long strings need encoding (10,000 IDs).
        if len(item) * 4 > MAX_ID_BYTES and len(item.encode("utf-8")) > MAX_ID_BYTES:
            raise PayloadTooLarge(f"{name}[{i}]: at most {MAX_ID_BYTES} UTF-8 bytes")
        if not item:
            raise BadRequest(f"{name}[{i}]: must not be empty")
    return value


def _limit(body: dict[str, Any]) -> int:
    value = body.get("limit")
    if value is None:
        return DEFAULT_LIMIT
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadRequest("limit: must be an integer from 1 to 100")
    if value > MAX_LIMIT:
        raise PayloadTooLarge(f"limit: at most {MAX_LIMIT}")
    if value < 1:
        raise BadRequest("limit: must be at least 1")
    return value


def parse_recommendation_body(body: dict[str, Any]) -> RecommendationBody:
    site_key = _string(body, "site_key", MAX_SELECTOR)
    shop_domain = _string(body, "shop_domain", MAX_SELECTOR)
    if (site_key is None) == (shop_domain is None):
        raise BadRequest("site_key, shop_domain: provide exactly one of them")
    if not (site_key or shop_domain or "").strip():
        raise BadRequest(f"{'site_key' if site_key is not None else 'shop_domain'}: empty")

    intent = body.get("intent")
    if intent is None:
        raise BadRequest("intent: required")
    if not isinstance(intent, str) or intent not in INTENTS:
        raise BadRequest(f"intent: must be one of {', '.join(INTENTS)}")

    product_ids = _id_list(body, "product_ids", MAX_CONTEXT) or []
    cart = _id_list(body, "cart_product_ids", MAX_CART) or []
    candidates = _id_list(body, "candidate_product_ids", MAX_CANDIDATES)
    exclude = _id_list(body, "exclude_product_ids", MAX_EXCLUDE) or []
    shopper_id = _string(body, "shopper_id", MAX_ID_BYTES, byte_limit=True)
    surface = _string(body, "surface", MAX_SURFACE)
    limit = _limit(body)

    if intent == "similar" and len(product_ids) != 1:
        raise BadRequest("product_ids: similar takes exactly one product")
    if intent == "complete_the_look" and not product_ids:
        raise BadRequest("product_ids: complete_the_look takes one to five products")
    if intent == "likely_purchases" and not product_ids and not cart:
        raise BadRequest("product_ids, cart_product_ids: likely_purchases needs products or a cart")
    if candidates is not None and not candidates:
        raise BadRequest("candidate_product_ids: must not be empty when present")
    if shopper_id is not None:
        if not shopper_id.strip():
            raise BadRequest("shopper_id: must not be empty")
        if _EMAIL.search(shopper_id):
            raise BadRequest("shopper_id: must be an opaque identifier, not an e-mail address")

    return RecommendationBody(
        site_key=site_key,
        shop_domain=shop_domain,
        shopper_id=shopper_id,
        surface=surface,
        request=RecommendationRequest(
            intent=intent,
            product_ids=product_ids,
            cart_product_ids=cart,
            candidate_product_ids=candidates,
            exclude_product_ids=exclude,
            limit=limit,
        ),
    )


@dataclass(slots=True)
class OrdersBody:
    event_id: str
    orders: list[OrderIn]


def _parse_created_at(value: Any, path: str) -> datetime:
    if value is None:
        return timezone.now()
    if not isinstance(value, str):
        raise BadRequest(f"{path}: must be a date-time string")
    try:
        parsed = parse_datetime(value)
    except ValueError:
        parsed = None
    if parsed is None:
        raise BadRequest(f"{path}: must be an ISO 8601 date-time")
    try:
        return as_utc(parsed)
    except ValueError as exc:
        raise BadRequest(f"{path}: {exc}") from None


def _order_line(line: Any, path: str) -> OrderLineIn:
    if not isinstance(line, dict):
        raise BadRequest(f"{path}: must be an object")
    product_id = _string(line, "product_id", MAX_ID_BYTES, byte_limit=True, path=path)
    if not product_id:
        raise BadRequest(f"{path}.product_id: required")
    variant_id = _string(line, "variant_id", MAX_ID_BYTES, byte_limit=True, path=path)
    quantity = line.get("quantity", 1)
    if isinstance(quantity, bool) or not isinstance(quantity, int) or quantity < 1:
        raise BadRequest(f"{path}.quantity: must be an integer >= 1")
    if quantity > MAX_QUANTITY:
        raise BadRequest(f"{path}.quantity: must be <= {MAX_QUANTITY}")
    return OrderLineIn(product_id, variant_id or None, quantity)


def parse_orders_body(body: dict[str, Any]) -> OrdersBody:
    event_id = body.get("event_id")
    if event_id is None or (isinstance(event_id, str) and not event_id.strip()):
        raise BadRequest("event_id: required")
    if not isinstance(event_id, str):
        raise BadRequest("event_id: must be a string")
    if len(event_id) > MAX_ORDER_ID:
        raise PayloadTooLarge(f"event_id: at most {MAX_ORDER_ID} characters")
    orders = body.get("orders")
    if not isinstance(orders, list):
        raise BadRequest("orders: required array")
    if len(orders) > MAX_ORDERS:
        raise PayloadTooLarge(f"orders: at most {MAX_ORDERS} items")
    parsed: list[OrderIn] = []
    for i, order in enumerate(orders):
        path = f"orders[{i}]"
        if not isinstance(order, dict):
            raise BadRequest(f"{path}: must be an object")
        order_id = order.get("order_id")
        if not isinstance(order_id, str) or not order_id:
            raise BadRequest(f"{path}.order_id: required string")
        if len(order_id) > MAX_ORDER_ID:
            raise PayloadTooLarge(f"{path}.order_id: at most {MAX_ORDER_ID} characters")
        lines = order.get("lines")
        if not isinstance(lines, list):
            raise BadRequest(f"{path}.lines: required array")
        if len(lines) > MAX_ORDER_LINES:
            raise PayloadTooLarge(f"{path}.lines: at most {MAX_ORDER_LINES} items")
        parsed.append(
            OrderIn(
                order_id=order_id,
                created_at=_parse_created_at(order.get("created_at"), f"{path}.created_at"),
                lines=[_order_line(line, f"{path}.lines[{j}]") for j, line in enumerate(lines)],
            )
        )
    return OrdersBody(event_id=event_id, orders=parsed)
