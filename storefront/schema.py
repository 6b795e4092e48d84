"""OpenAPI description of the storefront reads (interface 4.7, 4.8, 2.12, 2.14)."""

from __future__ import annotations

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse
from rest_framework import serializers

from common.schema import RETRY_AFTER_HEADER, error_responses, rate_limited_response
from storefront.params import (
    DEFAULT_PAGE_SIZE,
    MAX_CURSOR_LENGTH,
    MAX_ID_LENGTH,
    MAX_PAGE_SIZE,
    MIN_PAGE_SIZE,
)
from storefront.selectors import PREVIEW_REVIEWS


class SignalSerializer(serializers.Serializer):
    dimension_code = serializers.CharField()
    evidence_count = serializers.IntegerField(min_value=0)
    average_score = serializers.FloatField(min_value=-1, max_value=1)
    tight_count = serializers.IntegerField(min_value=0)
    neutral_count = serializers.IntegerField(min_value=0)
    loose_count = serializers.IntegerField(min_value=0)


class FitDigestSerializer(serializers.Serializer):
    product_id = serializers.UUIDField(help_text="The service's internal product id.")
    fit_revision_hash = serializers.CharField()
    review_count = serializers.IntegerField(min_value=1, help_text="Analyzed active reviews.")
    signals = SignalSerializer(many=True)
    built_at = serializers.DateTimeField()
    variant_id = serializers.UUIDField(
        required=False, help_text="Internal variant id when narrowed to a variant."
    )
    size_label = serializers.CharField(required=False, help_text="When narrowed to a size.")
    average_rating = serializers.FloatField(required=False, min_value=0, max_value=5)


class PurchasedVariantSerializer(serializers.Serializer):
    source_variant_id = serializers.CharField(required=False)
    sku = serializers.CharField(required=False)
    label = serializers.CharField(required=False)
    option_values = serializers.DictField(child=serializers.CharField(), required=False)
    size_signature = serializers.CharField(required=False)


class ReviewMediaSerializer(serializers.Serializer):
    url = serializers.CharField(required=False)
    external_media_id = serializers.CharField(required=False)
    kind = serializers.CharField(required=False, help_text="e.g. `image`.")
    caption = serializers.CharField(required=False)
    alt_text = serializers.CharField(required=False)
    width = serializers.IntegerField(required=False)
    height = serializers.IntegerField(required=False)
    position = serializers.IntegerField(required=False)


class MeasurementValueSerializer(serializers.Serializer):
    """Extracted values (``source_kind: review_text``) carry every field, null when
    unknown: no range, no unit for a size label, no unit in the text."""

    value = serializers.FloatField(required=False, allow_null=True)
    min_value = serializers.FloatField(required=False, allow_null=True)
    max_value = serializers.FloatField(required=False, allow_null=True)
    raw_label = serializers.CharField(required=False)
    raw_value = serializers.CharField(required=False)
    raw_unit = serializers.CharField(required=False, allow_null=True)
    confidence = serializers.FloatField(required=False)
    dimension_code = serializers.CharField(required=False, help_text="e.g. `height`.")
    unit = serializers.CharField(
        required=False, allow_null=True, help_text="`cm` or `kg`; null for a size label."
    )


class MeasurementSerializer(serializers.Serializer):
    subject_kind = serializers.CharField(required=False, help_text="e.g. `reviewer`.")
    basis = serializers.CharField(required=False)
    source_key = serializers.CharField(required=False, allow_null=True)
    source_kind = serializers.CharField(required=False)
    capture_method = serializers.CharField(required=False)
    size_label = serializers.CharField(
        required=False, allow_null=True, help_text="Size worn; null when the text names none."
    )
    option_selector = serializers.DictField(required=False)
    confidence = serializers.FloatField(required=False)
    values = MeasurementValueSerializer(many=True, required=False)


class FitSignalSerializer(serializers.Serializer):
    score = serializers.FloatField(min_value=-1, max_value=1)
    confidence = serializers.FloatField(required=False)
    evidence = serializers.CharField(required=False)
    source_kind = serializers.CharField(help_text="`structured` or `review_text`.")
    dimension_code = serializers.CharField(help_text="e.g. `overall`.")


class ReviewRecordSerializer(serializers.Serializer):
    """A review in the read-response shape (interface 2.12)."""

    external_review_id = serializers.CharField(required=False)
    external_id_scope = serializers.CharField(required=False)
    permalink = serializers.CharField(required=False)
    title = serializers.CharField(required=False)
    body = serializers.CharField(required=False)
    rating = serializers.FloatField(required=False, min_value=0, max_value=5)
    language = serializers.CharField(required=False)
    locale = serializers.CharField(required=False)
    author_display_name = serializers.CharField(required=False)
    created_at = serializers.DateTimeField(required=False)
    updated_at = serializers.DateTimeField(required=False)
    verified_purchase = serializers.BooleanField(required=False)
    incentivized = serializers.BooleanField(required=False)
    badges = serializers.ListField(child=serializers.CharField(), required=False)
    helpful_count = serializers.IntegerField(required=False)
    merchant_response = serializers.DictField(required=False)
    purchased_variant = PurchasedVariantSerializer(required=False)
    media = ReviewMediaSerializer(many=True, required=False)
    measurements = MeasurementSerializer(many=True, required=False)
    fit_signals = FitSignalSerializer(many=True, required=False)


class FitEvidenceSerializer(serializers.Serializer):
    digest = FitDigestSerializer(
        allow_null=True,
        help_text=(
            "Precomputed digest: of the variant, else of the size, else of the product; "
            "null when no active review has been analyzed."
        ),
    )
    reviews = serializers.ListField(
        child=ReviewRecordSerializer(),
        max_length=PREVIEW_REVIEWS,
        help_text=(
            "Up to 3 active reviews of the variant or size when given (fit content first, "
            "then newest): exactly 3 when at least 3 match."
        ),
    )
    rating = serializers.FloatField(
        min_value=0,
        max_value=5,
        allow_null=True,
        help_text="Source-reported overall rating, else the average of the active reviews; "
        "null when neither exists.",
    )
    review_count = serializers.IntegerField(
        min_value=0, help_text="Source-reported review count, else the active reviews."
    )


class ReviewPageSerializer(serializers.Serializer):
    items = serializers.ListField(child=ReviewRecordSerializer(), max_length=MAX_PAGE_SIZE)
    next_cursor = serializers.CharField(
        allow_null=True,
        max_length=MAX_CURSOR_LENGTH,
        help_text="Pass as `cursor` for the next page; null on the last page.",
    )


def _string(max_length: int) -> dict:
    return {"type": "string", "minLength": 1, "maxLength": max_length}


PRODUCT_ID = OpenApiParameter(
    "product_id",
    _string(MAX_ID_LENGTH),
    required=True,
    description="Stable merchant product id used in catalog sync (max 255).",
)
VARIANT_ID = OpenApiParameter(
    "variant_id",
    _string(MAX_ID_LENGTH),
    description="Merchant's source variant id (max 255): narrows to reviews of that variant.",
)
SIZE = OpenApiParameter(
    "size",
    _string(MAX_ID_LENGTH),
    description="Exact source size label or size signature (max 255).",
)
CURSOR = OpenApiParameter(
    "cursor",
    _string(MAX_CURSOR_LENGTH),
    description="Opaque `next_cursor` of the previous page, passed unchanged (max 2048).",
)
PAGE_SIZE = OpenApiParameter(
    "page_size",
    {"type": "integer", "minimum": MIN_PAGE_SIZE, "maximum": MAX_PAGE_SIZE},
    default=DEFAULT_PAGE_SIZE,
    description="Reviews per page, 1 to 50 (default 10).",
)
SITE_KEY = OpenApiParameter(
    "site_key",
    _string(MAX_ID_LENGTH),
    OpenApiParameter.PATH,
    description="Public site key of the script-based integration (max 255).",
)
ORIGIN = OpenApiParameter(
    "Origin",
    OpenApiTypes.STR,
    OpenApiParameter.HEADER,
    description="When present, must be one of the site's storefront origins (else 403).",
)
IF_NONE_MATCH = OpenApiParameter(
    "If-None-Match",
    OpenApiTypes.STR,
    OpenApiParameter.HEADER,
    description="An `ETag` of an earlier response: 304 when it is still current.",
)
FIT_EVIDENCE_RESPONSE = OpenApiResponse(
    FitEvidenceSerializer, description="Compact fit evidence of the product."
)
REVIEW_PAGE_RESPONSE = OpenApiResponse(
    ReviewPageSerializer, description="One page of active reviews, in read-response shape."
)
RESPONSE_HEADERS = [
    OpenApiParameter(
        "ETag",
        OpenApiTypes.STR,
        OpenApiParameter.HEADER,
        response=[200, 304],
        description="Entity tag of the representation.",
    ),
    OpenApiParameter(
        "Cache-Control",
        OpenApiTypes.STR,
        OpenApiParameter.HEADER,
        response=[200, 304],
        description="`public, no-cache` (revalidate with If-None-Match) by default.",
    ),
    OpenApiParameter(
        "Vary",
        OpenApiTypes.STR,
        OpenApiParameter.HEADER,
        response=True,
        description="`Origin`.",
    ),
    OpenApiParameter(
        "Access-Control-Allow-Origin",
        OpenApiTypes.STR,
        OpenApiParameter.HEADER,
        response=True,
        description="The request's Origin, when it is allowed for the site.",
    ),
    RETRY_AFTER_HEADER,
]

COMMON_RESPONSES = {
    304: OpenApiResponse(description="Not modified: the If-None-Match ETag is current."),
    **error_responses(400, 403, 404, 414),
    429: rate_limited_response(
        "Per-IP safety limit: wait `Retry-After` (`retry_after_seconds`) seconds."
    ),
}
