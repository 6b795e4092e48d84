"""OpenAPI description of the storefront reads (interface 4.7, 4.8, 2.12, 2.14): the
response shapes as pydantic models (documentation: the bodies are built by
``storefront.selectors``), and the path parameter and headers. The query parameters are
``storefront.schemas``' models, which also validate them."""

from __future__ import annotations

from typing import Annotated, Any

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse
from pydantic import Field

from common.openapi import RETRY_AFTER_HEADER, ResponseModel, error_responses, rate_limited_response
from storefront.schemas import MAX_CURSOR_LENGTH, MAX_ID_LENGTH, MAX_PAGE_SIZE
from storefront.selectors import PREVIEW_REVIEWS

Count = Annotated[int, Field(ge=0)]
Confidence = float
UUID = Annotated[str, Field(json_schema_extra={"format": "uuid"})]
DateTime = Annotated[str, Field(json_schema_extra={"format": "date-time"})]


class FitDigestSignal(ResponseModel):
    dimension_code: str
    evidence_count: Count
    average_score: Annotated[float, Field(ge=-1, le=1)]
    tight_count: Count
    neutral_count: Count
    loose_count: Count


class FitDigest(ResponseModel):
    product_id: UUID = Field(description="The service's internal product id.")
    fit_revision_hash: str
    review_count: Annotated[int, Field(ge=1)] = Field(description="Analyzed active reviews.")
    signals: list[FitDigestSignal]
    built_at: DateTime
    variant_id: UUID = Field(None, description="Internal variant id when narrowed to a variant.")
    size_label: str = Field(None, description="When narrowed to a size.")
    average_rating: Annotated[float, Field(ge=0, le=5)] = None


class ReviewPurchasedVariant(ResponseModel):
    source_variant_id: str = None
    sku: str = None
    label: str = None
    option_values: dict[str, str] = None
    size_signature: str = None


class ReviewMedia(ResponseModel):
    url: str = None
    external_media_id: str = None
    kind: str = Field(None, description="e.g. `image`.")
    caption: str = None
    alt_text: str = None
    width: int = None
    height: int = None
    position: int = None


class ReviewMeasurementValue(ResponseModel):
    """Extracted values (``source_kind: review_text``) carry every field, null when
    unknown: no range, no unit for a size label, no unit in the text."""

    value: float | None = None
    min_value: float | None = None
    max_value: float | None = None
    raw_label: str = None
    raw_value: str = None
    raw_unit: str | None = None
    confidence: float = None
    dimension_code: str = Field(None, description="e.g. `height`.")
    unit: str | None = Field(None, description="`cm` or `kg`; null for a size label.")


class ReviewMeasurement(ResponseModel):
    subject_kind: str = Field(None, description="e.g. `reviewer`.")
    basis: str = None
    source_key: str | None = None
    source_kind: str = None
    capture_method: str = None
    size_label: str | None = Field(None, description="Size worn; null when the text names none.")
    option_selector: dict[str, Any] = None
    confidence: float = None
    values: list[ReviewMeasurementValue] = None


class ReviewFitSignal(ResponseModel):
    score: Annotated[float, Field(ge=-1, le=1)]
    confidence: float = None
    evidence: str = None
    source_kind: str = Field(description="`structured` or `review_text`.")
    dimension_code: str = Field(description="e.g. `overall`.")


class ReviewRecord(ResponseModel):
    """A review in the read-response shape (interface 2.12)."""

    external_review_id: str = None
    external_id_scope: str = None
    permalink: str = None
    title: str = None
    body: str = None
    rating: Annotated[float, Field(ge=0, le=5)] = None
    language: str = None
    locale: str = None
    author_display_name: str = None
    created_at: DateTime = None
    updated_at: DateTime = None
    verified_purchase: bool = None
    incentivized: bool = None
    badges: list[str] = None
    helpful_count: int = None
    merchant_response: dict[str, Any] = None
    purchased_variant: ReviewPurchasedVariant = None
    media: list[ReviewMedia] = None
    measurements: list[ReviewMeasurement] = None
    fit_signals: list[ReviewFitSignal] = None


class FitEvidence(ResponseModel):
    digest: FitDigest | None = Field(
        description=(
            "Precomputed digest: of the variant, else of the size, else of the product; "
            "null when no active review has been analyzed."
        )
    )
    reviews: Annotated[list[ReviewRecord], Field(max_length=PREVIEW_REVIEWS)] = Field(
        description=(
            "Up to 3 active reviews of the variant or size when given (fit content first, "
            "then newest): exactly 3 when at least 3 match."
        )
    )
    rating: Annotated[float, Field(ge=0, le=5)] | None = Field(
        description="Source-reported overall rating, else the average of the active "
        "reviews; null when neither exists."
    )
    review_count: Count = Field(
        description="Source-reported review count, else the active reviews."
    )


class ReviewPage(ResponseModel):
    items: Annotated[list[ReviewRecord], Field(max_length=MAX_PAGE_SIZE)]
    next_cursor: Annotated[str, Field(max_length=MAX_CURSOR_LENGTH)] | None = Field(
        description="Pass as `cursor` for the next page; null on the last page."
    )


SITE_KEY = OpenApiParameter(
    "site_key",
    {"type": "string", "minLength": 1, "maxLength": MAX_ID_LENGTH},
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
    FitEvidence, description="Compact fit evidence of the product."
)
REVIEW_PAGE_RESPONSE = OpenApiResponse(
    ReviewPage, description="One page of active reviews, in read-response shape."
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
