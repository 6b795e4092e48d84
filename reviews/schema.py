"""OpenAPI description of the review sync endpoint (documentation only: validation is
``reviews.services.validation``, which also enforces the maxima listed here)."""

from __future__ import annotations

from rest_framework import serializers

from reviews.services import validation as v


class PurchasedVariantSerializer(serializers.Serializer):
    source_variant_id = serializers.CharField(required=False, max_length=v.MAX_ID)
    sku = serializers.CharField(required=False, max_length=v.MAX_ID)
    label = serializers.CharField(required=False, max_length=v.MAX_ID)
    option_values = serializers.DictField(
        child=serializers.CharField(max_length=v.MAX_ID), required=False
    )
    size_signature = serializers.CharField(required=False, max_length=v.MAX_ID)


class ReviewMediaSerializer(serializers.Serializer):
    url = serializers.CharField(required=False, max_length=v.MAX_URL)
    external_media_id = serializers.CharField(required=False, max_length=v.MAX_ID)
    kind = serializers.CharField(required=False, max_length=v.MAX_ID, help_text="e.g. image")
    caption = serializers.CharField(required=False, max_length=v.MAX_SHORT_TEXT)
    alt_text = serializers.CharField(required=False, max_length=v.MAX_SHORT_TEXT)
    width = serializers.IntegerField(required=False, min_value=0)
    height = serializers.IntegerField(required=False, min_value=0)
    position = serializers.IntegerField(required=False)


def _measurement_value():
    bound = v.MAX_MEASUREMENT_VALUE
    return serializers.FloatField(required=False, min_value=-bound, max_value=bound)


class MeasurementValueSerializer(serializers.Serializer):
    value = _measurement_value()
    min_value = _measurement_value()
    max_value = _measurement_value()
    raw_label = serializers.CharField(required=False, max_length=v.MAX_ID)
    raw_value = serializers.CharField(required=False, max_length=v.MAX_ID)
    raw_unit = serializers.CharField(required=False, max_length=v.MAX_ID)
    confidence = serializers.FloatField(required=False, min_value=0, max_value=1)


class ReviewMeasurementSerializer(serializers.Serializer):
    subject_kind = serializers.CharField(required=False, max_length=v.MAX_ID)
    basis = serializers.CharField(required=False, max_length=v.MAX_ID)
    source_key = serializers.CharField(required=False, max_length=v.MAX_ID)
    source_kind = serializers.CharField(required=False, max_length=v.MAX_ID)
    capture_method = serializers.CharField(required=False, max_length=v.MAX_ID)
    size_label = serializers.CharField(required=False, max_length=v.MAX_ID)
    option_selector = serializers.DictField(required=False)
    confidence = serializers.FloatField(required=False, min_value=0, max_value=1)
    values = MeasurementValueSerializer(many=True, required=False, max_length=v.MAX_VALUES)


class StructuredFitSignalSerializer(serializers.Serializer):
    score = serializers.FloatField(min_value=-1, max_value=1, help_text="-1 small .. +1 large")
    confidence = serializers.FloatField(required=False, min_value=0, max_value=1)
    evidence = serializers.CharField(required=False, max_length=v.MAX_SHORT_TEXT)
    source_kind = serializers.CharField(required=False, help_text="stored as `structured`")


class ReviewRecordWriteSerializer(serializers.Serializer):
    external_review_id = serializers.CharField(required=False, max_length=v.MAX_ID)
    external_id_scope = serializers.CharField(required=False, max_length=v.MAX_ID)
    permalink = serializers.CharField(required=False, max_length=v.MAX_URL)
    title = serializers.CharField(required=False, max_length=v.MAX_TITLE)
    body = serializers.CharField(required=False, max_length=v.MAX_TEXT)
    rating = serializers.FloatField(required=False, min_value=0, max_value=5)
    language = serializers.RegexField(
        v.BCP47_PATTERN, required=False, max_length=v.MAX_TAG, help_text="BCP 47"
    )
    locale = serializers.RegexField(
        v.BCP47_PATTERN, required=False, max_length=v.MAX_TAG, help_text="BCP 47"
    )
    author_display_name = serializers.CharField(required=False, max_length=v.MAX_ID)
    created_at = serializers.DateTimeField(required=False)
    updated_at = serializers.DateTimeField(required=False)
    verified_purchase = serializers.BooleanField(required=False)
    incentivized = serializers.BooleanField(required=False)
    badges = serializers.ListField(
        child=serializers.CharField(max_length=v.MAX_ID), required=False, max_length=v.MAX_BADGES
    )
    helpful_count = serializers.IntegerField(required=False, min_value=0)
    merchant_response = serializers.DictField(required=False)
    purchased_variant = PurchasedVariantSerializer(required=False)
    media = ReviewMediaSerializer(many=True, required=False, max_length=v.MAX_MEDIA)
    measurements = ReviewMeasurementSerializer(
        many=True, required=False, max_length=v.MAX_MEASUREMENTS
    )
    fit_signals = StructuredFitSignalSerializer(many=True, required=False, max_length=v.MAX_SIGNALS)
    deleted = serializers.BooleanField(required=False, default=False)


class ReviewSyncRequestSerializer(serializers.Serializer):
    event_id = serializers.CharField(max_length=v.MAX_ID)
    provider = serializers.RegexField(
        rf"^{v.PROVIDER_KEY.pattern}$",
        max_length=v.MAX_ID,
        help_text="Stable lowercase key of the review source, e.g. `judgeme`; `Yotpo` is 400.",
    )
    reviews = ReviewRecordWriteSerializer(many=True, max_length=v.MAX_REVIEWS)
    partition_key = serializers.CharField(required=False, max_length=v.MAX_ID)
    snapshot_complete = serializers.BooleanField(required=False, default=False)


class ReviewSyncResponseSerializer(serializers.Serializer):
    accepted_count = serializers.IntegerField()
    created_count = serializers.IntegerField()
    updated_count = serializers.IntegerField()
    versioned_count = serializers.IntegerField()
    deactivated_count = serializers.IntegerField()
    replay = serializers.BooleanField()
