"""Response shapes of the recommendations and order-events endpoints, as pydantic models
for the OpenAPI schema (documentation: the bodies are built by
``recommendations.selectors``; the requests are ``recommendations.api.schemas``)."""

from __future__ import annotations

from typing import Literal

from common.openapi import ResponseModel


class RecommendationFitSignal(ResponseModel):
    dimension_code: str
    evidence_count: int
    average_score: float
    tight_count: int
    neutral_count: int
    loose_count: int


class RecommendationFitEvidence(ResponseModel):
    review_count: int
    analyzed_review_count: int
    average_rating: float | None
    signals: list[RecommendationFitSignal]


class RecommendationItem(ResponseModel):
    product_id: str
    target_type: Literal["variant", "visual_group", "product"]
    variant_id: str | None
    rank: int
    score: float = None  # type: ignore[assignment]
    recommended_option_values: dict[str, str]
    title: str
    handle: str
    canonical_url: str | None
    image_url: str | None
    variant_title: str
    price: str | None
    compare_at_price: str | None
    currency: str | None
    available: bool | None
    fit_evidence: RecommendationFitEvidence = None  # type: ignore[assignment]


class RecommendationResponse(ResponseModel):
    items: list[RecommendationItem]
    unknown_context_ids: list[str]


class OrdersResponse(ResponseModel):
    accepted_count: int
    created_count: int
    replay: bool
