"""Request bodies of the recommendations and order-events endpoints, as pydantic models
(their responses: ``recommendations.api.openapi``).

400 vs 413 as decisions.md sections 1 and 6 say: over a documented size maximum (ID bytes,
array lengths, ``limit`` over 100) is 413, any other invalid value is 400
(``common.validation``). The same models document the endpoints in OpenAPI.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from django.utils import timezone
from pydantic import AfterValidator, ConfigDict, Field, ValidationError, model_validator
from pydantic_core import PydanticCustomError

from catalog.schemas import Id255, Str255
from common.digests import json_digest
from common.validation import NOT_BLANK_PATTERN, RequestModel, check, parse_date_time
from recommendations.ranking import INTENTS
from recommendations.selectors import RecommendationRequest as RankingRequest
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


def _check_id_bytes(value: str) -> str:
    # At most 4 bytes per character: only long strings need encoding (10,000 IDs).
    if len(value) * 4 > MAX_ID_BYTES and len(value.encode("utf-8")) > MAX_ID_BYTES:
        raise PydanticCustomError("too_large", f"must be at most {MAX_ID_BYTES} UTF-8 bytes")
    return value


def _check_not_blank(value: str) -> str:
    if not value.strip():
        raise PydanticCustomError("string_too_short", "must not be empty")
    return value


def _check_shopper_id(value: str) -> str:
    if _EMAIL.search(value):
        raise PydanticCustomError(
            "shopper_id", "must be an opaque identifier, not an e-mail address"
        )
    return value


def _check_limit(value: int) -> int:
    if value > MAX_LIMIT:
        raise PydanticCustomError("too_large", f"must be at most {MAX_LIMIT}")
    return value


def _check_date_time(value: str) -> str:
    parse_date_time(value, naive_as_utc=True)
    return value


ProductId = Annotated[
    str,
    Field(min_length=1, json_schema_extra={"maxLength": MAX_ID_BYTES}),
    AfterValidator(_check_id_bytes),
]
Selector = Annotated[
    str,
    Field(max_length=MAX_SELECTOR, json_schema_extra={"pattern": NOT_BLANK_PATTERN}),
    AfterValidator(_check_not_blank),
]


def _intent(name: str, **rule: Any) -> dict[str, Any]:
    # A pattern, not an enum: drf-spectacular would hoist an enum into a shared component.
    rule.setdefault("properties", {})["intent"] = {"type": "string", "pattern": f"^{name}$"}
    return rule


def _ids(least: int, most: int = MAX_CONTEXT) -> dict[str, Any]:
    return {"type": "array", "minItems": least, "maxItems": most}


# The rules ``_consistent`` enforces, stated in the schema: exactly one selector (a null
# one counts as absent), and the product count each intent takes (interface 4.9).
REQUEST_RULES = {
    "allOf": [
        {
            "oneOf": [
                {"required": ["site_key"], "properties": {"site_key": {"type": "string"}}},
                {"required": ["shop_domain"], "properties": {"shop_domain": {"type": "string"}}},
            ]
        },
        {
            "oneOf": [
                _intent(
                    "similar", required=["product_ids"], properties={"product_ids": _ids(1, 1)}
                ),
                _intent(
                    "complete_the_look",
                    required=["product_ids"],
                    properties={"product_ids": _ids(1)},
                ),
                _intent(
                    "likely_purchases",
                    anyOf=[
                        {"required": ["product_ids"], "properties": {"product_ids": _ids(1)}},
                        {
                            "required": ["cart_product_ids"],
                            "properties": {"cart_product_ids": _ids(1, MAX_CART)},
                        },
                    ],
                ),
            ]
        },
    ]
}


class RecommendationRequest(RequestModel):
    """``POST /recommendations`` (interface 4.9)."""

    model_config = ConfigDict(json_schema_extra=REQUEST_RULES)

    site_key: Selector | None = Field(None, description="Provide this or `shop_domain`.")
    shop_domain: Selector | None = Field(None, description="Provide this or `site_key`.")
    intent: Literal[INTENTS]  # type: ignore[valid-type]
    product_ids: Annotated[list[ProductId], Field(max_length=MAX_CONTEXT)] | None = Field(
        None,
        description="Exactly one for `similar`; one to five for `complete_the_look`; "
        "optional for `likely_purchases`.",
    )
    cart_product_ids: Annotated[list[ProductId], Field(max_length=MAX_CART)] | None = None
    candidate_product_ids: (
        Annotated[list[ProductId], Field(min_length=1, max_length=MAX_CANDIDATES)] | None
    ) = None
    exclude_product_ids: Annotated[list[ProductId], Field(max_length=MAX_EXCLUDE)] | None = None
    shopper_id: (
        Annotated[
            str,
            Field(json_schema_extra={"maxLength": MAX_ID_BYTES}),
            AfterValidator(_check_id_bytes),
            AfterValidator(_check_not_blank),
            AfterValidator(_check_shopper_id),
        ]
        | None
    ) = None
    limit: (
        Annotated[
            int,
            Field(ge=1, json_schema_extra={"maximum": MAX_LIMIT}),
            AfterValidator(_check_limit),
        ]
        | None
    ) = DEFAULT_LIMIT
    surface: Annotated[str, Field(max_length=MAX_SURFACE)] | None = None

    @model_validator(mode="after")
    def _consistent(self) -> RecommendationRequest:
        if (self.site_key is None) == (self.shop_domain is None):
            raise PydanticCustomError(
                "selector", "site_key, shop_domain: provide exactly one of them"
            )
        context, cart = self.product_ids or [], self.cart_product_ids or []
        if self.intent == "similar" and len(context) != 1:
            raise PydanticCustomError(
                "intent_products", "product_ids: similar takes exactly one product"
            )
        if self.intent == "complete_the_look" and not context:
            raise PydanticCustomError(
                "intent_products", "product_ids: complete_the_look takes one to five products"
            )
        if self.intent == "likely_purchases" and not context and not cart:
            raise PydanticCustomError(
                "intent_products",
                "product_ids, cart_product_ids: likely_purchases needs products or a cart",
            )
        return self

    def ranking_request(self) -> RankingRequest:
        return RankingRequest(
            intent=self.intent,
            product_ids=self.product_ids or [],
            cart_product_ids=self.cart_product_ids or [],
            candidate_product_ids=self.candidate_product_ids,
            exclude_product_ids=self.exclude_product_ids or [],
            limit=DEFAULT_LIMIT if self.limit is None else self.limit,
        )


class OrderLine(RequestModel):
    # Catalog identifiers (interface 8), as the catalog takes them: an order can name every
    # product and variant the catalog accepts.
    product_id: Id255
    variant_id: Str255 | None = None
    quantity: Annotated[int, Field(ge=1, le=MAX_QUANTITY)] = 1


class Order(RequestModel):
    order_id: Annotated[str, Field(min_length=1, max_length=MAX_ORDER_ID)]
    created_at: (
        Annotated[
            str, Field(json_schema_extra={"format": "date-time"}), AfterValidator(_check_date_time)
        ]
        | None
    ) = Field(None, description="ISO 8601; the request time when omitted.")
    lines: Annotated[list[OrderLine], Field(max_length=MAX_ORDER_LINES)]


class OrdersRequest(RequestModel):
    """``POST /vfr/manage/sites/{site_id}/orders`` (decisions.md section 6)."""

    event_id: Annotated[
        str,
        Field(max_length=MAX_ORDER_ID, json_schema_extra={"pattern": NOT_BLANK_PATTERN}),
        AfterValidator(_check_not_blank),
    ]
    orders: Annotated[list[Order], Field(max_length=MAX_ORDERS)]


# An ID of at most this many characters is within ``MAX_ID_BYTES`` (a character is at most
# four UTF-8 bytes), which pydantic's core checks without a Python call per ID.
_SURELY_SHORT_ID = MAX_ID_BYTES // 4
ShortProductId = Annotated[str, Field(min_length=1, max_length=_SURELY_SHORT_ID)]


class _ShortIdsRecommendationRequest(RecommendationRequest):
    """``RecommendationRequest`` with every ID at most ``_SURELY_SHORT_ID`` characters,
    checked in pydantic's core: a 10,000-ID candidate list costs ~0.3 ms instead of
    ~1.5 ms of ``_check_id_bytes`` calls. Every rule of the documented model holds here
    or is stricter, so a body valid here is valid there, with the same values; any other
    body (an error, or longer IDs) is validated by the documented model, which gives the
    answer and its error. Never in the OpenAPI schema."""

    product_ids: Annotated[list[ShortProductId], Field(max_length=MAX_CONTEXT)] | None = None
    cart_product_ids: Annotated[list[ShortProductId], Field(max_length=MAX_CART)] | None = None
    candidate_product_ids: (
        Annotated[list[ShortProductId], Field(min_length=1, max_length=MAX_CANDIDATES)] | None
    ) = None
    exclude_product_ids: Annotated[list[ShortProductId], Field(max_length=MAX_EXCLUDE)] | None = (
        None
    )


def parse_recommendation_body(data: dict[str, Any]) -> RecommendationRequest:
    try:
        return _ShortIdsRecommendationRequest.model_validate(data)
    except ValidationError:
        return check(RecommendationRequest, data)


def parse_orders_body(data: dict[str, Any]) -> tuple[str, list[OrderIn], str]:
    """``(event_id, orders, fingerprint)`` of a valid order-events body; the fingerprint
    hashes the orders as sent (before the request time fills an omitted ``created_at``),
    so an honest retry matches its first request."""
    body = check(OrdersRequest, data)
    fingerprint = json_digest(body.model_dump(mode="json")["orders"])
    now = timezone.now()
    orders = [
        OrderIn(
            order_id=order.order_id,
            created_at=(
                parse_date_time(order.created_at, naive_as_utc=True) if order.created_at else now
            ),
            lines=[
                OrderLineIn(line.product_id, line.variant_id or None, line.quantity)
                for line in order.lines
            ],
        )
        for order in body.orders
    ]
    return body.event_id, orders, fingerprint
