"""OpenAPI shapes of the recommendations endpoints (documentation only; bodies are
validated by ``validation`` for exact 400/413 answers)."""

from __future__ import annotations

from drf_spectacular.utils import inline_serializer
from rest_framework import serializers

from recommendations.api.validation import MAX_ORDER_LINES, MAX_QUANTITY
from recommendations.ranking import INTENTS

_ID = {"max_length": 256, "help_text": "Product ID as used in catalog sync (max 256 UTF-8 bytes)."}

RecommendationRequestSerializer = inline_serializer(
    "RecommendationRequest",
    {
        "site_key": serializers.CharField(
            required=False, max_length=255, help_text="Script integration. Or shop_domain."
        ),
        "shop_domain": serializers.CharField(
            required=False, max_length=255, help_text="Hosted platform's canonical store domain."
        ),
        "intent": serializers.ChoiceField(choices=list(INTENTS)),
        "product_ids": serializers.ListField(
            child=serializers.CharField(**_ID),
            required=False,
            max_length=5,
            help_text="Exactly one for similar; one to five for complete_the_look (primary "
            "first); optional for likely_purchases. Hosted platform: global IDs as sent.",
        ),
        "cart_product_ids": serializers.ListField(
            child=serializers.CharField(**_ID), required=False, max_length=500
        ),
        "candidate_product_ids": serializers.ListField(
            child=serializers.CharField(**_ID),
            required=False,
            min_length=1,
            max_length=10000,
            help_text="Restricts ranking; at least one must be an enabled product (else 400).",
        ),
        "exclude_product_ids": serializers.ListField(
            child=serializers.CharField(**_ID), required=False, max_length=500
        ),
        "shopper_id": serializers.CharField(
            required=False,
            max_length=256,
            help_text="Opaque shopper identifier (max 256 UTF-8 bytes); never an e-mail.",
        ),
        "limit": serializers.IntegerField(required=False, min_value=1, max_value=100, default=12),
        "surface": serializers.CharField(
            required=False, max_length=255, help_text="e.g. product_page, cart, fitting_room"
        ),
    },
)


def _signal(**kwargs):
    return inline_serializer(
        "RecommendationFitSignal",
        {
            "dimension_code": serializers.CharField(),
            "evidence_count": serializers.IntegerField(),
            "average_score": serializers.FloatField(),
            "tight_count": serializers.IntegerField(),
            "neutral_count": serializers.IntegerField(),
            "loose_count": serializers.IntegerField(),
        },
        **kwargs,
    )


def _fit_evidence(**kwargs):
    return inline_serializer(
        "RecommendationFitEvidence",
        {
            "review_count": serializers.IntegerField(),
            "analyzed_review_count": serializers.IntegerField(),
            "average_rating": serializers.FloatField(allow_null=True),
            "signals": _signal(many=True),
        },
        **kwargs,
    )


def _item(**kwargs):
    return inline_serializer(
        "RecommendationItem",
        {
            "product_id": serializers.CharField(),
            "target_type": serializers.ChoiceField(choices=["variant", "visual_group", "product"]),
            "variant_id": serializers.CharField(allow_null=True),
            "rank": serializers.IntegerField(),
            "score": serializers.FloatField(required=False),
            "recommended_option_values": serializers.DictField(child=serializers.CharField()),
            "title": serializers.CharField(),
            "handle": serializers.CharField(),
            "canonical_url": serializers.CharField(allow_null=True),
            "image_url": serializers.CharField(allow_null=True),
            "variant_title": serializers.CharField(),
            "price": serializers.CharField(allow_null=True),
            "compare_at_price": serializers.CharField(allow_null=True),
            "currency": serializers.CharField(allow_null=True),
            "available": serializers.BooleanField(allow_null=True),
            "fit_evidence": _fit_evidence(required=False),
        },
        **kwargs,
    )


RecommendationResponseSerializer = inline_serializer(
    "RecommendationResponse",
    {
        "items": _item(many=True),
        "unknown_context_ids": serializers.ListField(child=serializers.CharField()),
    },
)


def _order_line(**kwargs):
    return inline_serializer(
        "OrderLine",
        {
            "product_id": serializers.CharField(max_length=256),
            "variant_id": serializers.CharField(
                max_length=256,
                required=False,
                allow_null=True,
                allow_blank=True,
                help_text="Empty or null: the line names no variant.",
            ),
            "quantity": serializers.IntegerField(
                min_value=1, max_value=MAX_QUANTITY, required=False, default=1
            ),
        },
        **kwargs,
    )


def _order(**kwargs):
    return inline_serializer(
        "Order",
        {
            "order_id": serializers.CharField(max_length=255),
            "created_at": serializers.DateTimeField(
                required=False, help_text="When the order was placed; the request time if omitted."
            ),
            "lines": _order_line(many=True, max_length=MAX_ORDER_LINES),
        },
        **kwargs,
    )


OrdersRequestSerializer = inline_serializer(
    "OrdersRequest",
    {
        "event_id": serializers.CharField(max_length=255),
        "orders": serializers.ListField(child=_order(), max_length=500),
    },
)

OrdersResponseSerializer = inline_serializer(
    "OrdersResponse",
    {
        "accepted_count": serializers.IntegerField(),
        "created_count": serializers.IntegerField(),
        "replay": serializers.BooleanField(),
    },
)


def document_selector_rule(result, generator, request, public):
    """drf-spectacular postprocessing hook: a recommendation request names exactly one of
    ``site_key`` / ``shop_domain`` (else 400), a rule serializer fields cannot state."""
    component = result.get("components", {}).get("schemas", {}).get("RecommendationRequestRequest")
    if component is not None:
        component["oneOf"] = [{"required": ["site_key"]}, {"required": ["shop_domain"]}]
    return result
