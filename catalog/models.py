"""The merchant catalog: products, exact variants, options, media, size charts.

Field names follow the product write body (interface.md 2.2-2.11) so the persisted record
reads back in the client's own vocabulary. Identities (decisions.md section 2) are stored
in ``identity_key`` columns with unique constraints, so concurrent writers cannot create
duplicates. Money amounts are stored as the decimal strings the merchant sent (read back
unchanged); cast with ``Decimal(amount)`` when comparing. A foreign key whose column leads
a unique constraint has no index of its own (``db_index=False``): the constraint's index
serves its lookups and cascades, and every row written maintains one index less.
"""

from __future__ import annotations

import uuid

from django.db import models
from django.utils import timezone

from catalog.ids import uuid7


class Product(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid7, editable=False)
    site = models.ForeignKey(
        "tenancy.Site", on_delete=models.CASCADE, related_name="products", db_index=False
    )
    product_id = models.CharField(max_length=255)  # merchant's stable id, case-sensitive

    title = models.CharField(max_length=500)
    handle = models.CharField(max_length=255, null=True, blank=True)
    canonical_url = models.TextField(null=True, blank=True)
    enabled = models.BooleanField(default=True)
    # Effective sale availability: from the active variants when there are any, else the
    # source-reported product value (`source_available`). Maintained by every write.
    available = models.BooleanField(null=True, blank=True)
    source_available = models.BooleanField(null=True, blank=True)  # `available` as sent
    rating = models.FloatField(null=True, blank=True)
    review_count = models.IntegerField(null=True, blank=True)
    price_amount = models.CharField(max_length=40, null=True, blank=True)
    price_currency = models.CharField(max_length=3, null=True, blank=True)
    compare_at_price_amount = models.CharField(max_length=40, null=True, blank=True)
    compare_at_price_currency = models.CharField(max_length=3, null=True, blank=True)
    brand = models.CharField(max_length=255, null=True, blank=True)
    product_type = models.CharField(max_length=255, null=True, blank=True)
    description = models.TextField(null=True, blank=True)
    custom_instructions = models.TextField(null=True, blank=True)
    prompt_tag = models.CharField(max_length=255, null=True, blank=True)  # as sent
    resolved_prompt_tag = models.CharField(max_length=255, null=True, blank=True)
    source_active = models.BooleanField(null=True, blank=True)
    source_status_raw = models.CharField(max_length=255, null=True, blank=True)
    source_updated_at = models.DateTimeField(null=True, blank=True)
    schema_version = models.PositiveSmallIntegerField(default=2)  # of the last write
    # True once the merchant sent options; until then options are derived from variants.
    options_explicit = models.BooleanField(default=False)
    # Automatic classification (decisions.md section 6), refreshed on every write.
    category = models.CharField(max_length=64, default="other")
    slot = models.CharField(max_length=32, default="other")
    audience = models.CharField(max_length=32, null=True, blank=True)
    colour_family = models.CharField(max_length=32, null=True, blank=True)
    # Ingest ordering state (decisions.md section 2, `ingest`).
    ingest_run_id = models.CharField(max_length=255, null=True, blank=True)
    ingest_sequence = models.BigIntegerField(null=True, blank=True)
    ingest_observed_at = models.DateTimeField(null=True, blank=True)
    # CSV import (``catalog.merge.seal``): the body the last import applied, sealed with
    # the rules' version and this row's ``updated_at``; a re-import of the same body onto
    # the unchanged product skips validation and merge. Bookkeeping, never read back.
    import_seal = models.CharField(max_length=64, null=True, blank=True)

    created_at = models.DateTimeField(default=timezone.now, editable=False)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["site", "product_id"], name="uniq_product_per_site"),
        ]
        indexes = [
            models.Index(fields=["site", "enabled"], name="product_site_enabled"),
            models.Index(fields=["site", "updated_at"], name="product_site_updated"),
            models.Index(fields=["site", "title"], name="product_site_title"),
            models.Index(fields=["-updated_at"], name="product_recent"),  # admin changelist
        ]

    def __str__(self) -> str:
        return f"{self.product_id} — {self.title}"


class ProductImage(models.Model):
    product = models.ForeignKey(
        Product, on_delete=models.CASCADE, related_name="images", db_index=False
    )
    identity_key = models.CharField(max_length=300)  # "m:" + external_media_id, else "u:" + sha
    url = models.TextField()
    external_media_id = models.CharField(max_length=255, null=True, blank=True)
    alt_text = models.TextField(null=True, blank=True)
    role = models.CharField(max_length=255, null=True, blank=True)
    position = models.IntegerField(default=0)
    width = models.IntegerField(null=True, blank=True)
    height = models.IntegerField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["product", "identity_key"], name="uniq_image_identity"),
        ]
        ordering = ["position", "id"]

    def __str__(self) -> str:
        return self.url


class ProductOption(models.Model):
    class Kind(models.TextChoices):
        VISUAL = "visual"
        STYLE = "style"
        SIZE = "size"
        FIT = "fit"
        LENGTH = "length"
        WIDTH = "width"
        OTHER = "other"

    product = models.ForeignKey(
        Product, on_delete=models.CASCADE, related_name="options", db_index=False
    )
    key = models.CharField(max_length=255)
    source_name = models.CharField(max_length=255, null=True, blank=True)
    kind = models.CharField(max_length=16, choices=Kind.choices, null=True, blank=True)  # sent
    resolved_kind = models.CharField(max_length=16, choices=Kind.choices, default=Kind.OTHER)
    presentation_role = models.CharField(max_length=16, default="auto")
    position = models.IntegerField(default=0)
    size_system_code = models.CharField(max_length=32, null=True, blank=True)
    size_audience_code = models.CharField(max_length=32, null=True, blank=True)
    size_category_code = models.CharField(max_length=32, null=True, blank=True)
    source_size_system = models.CharField(max_length=255, null=True, blank=True)
    derived = models.BooleanField(default=False)  # derived from variant option values

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["product", "key"], name="uniq_option_key"),
        ]
        ordering = ["position", "id"]

    def __str__(self) -> str:
        return self.key


class ProductOptionValue(models.Model):
    option = models.ForeignKey(
        ProductOption, on_delete=models.CASCADE, related_name="values", db_index=False
    )
    source_value = models.CharField(max_length=255)
    display_label = models.CharField(max_length=255, null=True, blank=True)
    normalized_value = models.CharField(max_length=255, null=True, blank=True)
    position = models.IntegerField(default=0)
    # Swatch object as sent: label, color, colors, image_url, raw_css.
    swatch = models.JSONField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["option", "source_value"], name="uniq_option_value"),
        ]
        ordering = ["position", "id"]

    def __str__(self) -> str:
        return self.source_value


class ProductVariant(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid7, editable=False)
    product = models.ForeignKey(
        Product, on_delete=models.CASCADE, related_name="variants", db_index=False
    )
    # "s:" + source_variant_id, else "o:" + sha256 of the sorted option_values.
    identity_key = models.CharField(max_length=300)
    source_variant_id = models.CharField(max_length=255, null=True, blank=True)
    option_values = models.JSONField(default=dict, blank=True)
    title = models.CharField(max_length=255, null=True, blank=True)
    sku = models.CharField(max_length=255, null=True, blank=True)
    canonical_url = models.TextField(null=True, blank=True)
    available = models.BooleanField(null=True, blank=True)
    inventory_quantity = models.BigIntegerField(null=True, blank=True)
    inventory_observed_at = models.DateTimeField(null=True, blank=True)
    inventory_policy = models.CharField(max_length=255, null=True, blank=True)
    inventory_item_id = models.CharField(max_length=255, null=True, blank=True)
    price_amount = models.CharField(max_length=40, null=True, blank=True)
    price_currency = models.CharField(max_length=3, null=True, blank=True)
    compare_at_price_amount = models.CharField(max_length=40, null=True, blank=True)
    compare_at_price_currency = models.CharField(max_length=3, null=True, blank=True)
    image_url = models.TextField(null=True, blank=True)
    active = models.BooleanField(default=True)
    position = models.IntegerField(default=0)  # order of first appearance
    created_at = models.DateTimeField(default=timezone.now, editable=False)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["product", "identity_key"], name="uniq_variant_identity"
            ),
        ]
        indexes = [
            models.Index(fields=["product", "source_variant_id"], name="variant_source_id"),
            models.Index(fields=["sku"], name="variant_sku"),
        ]
        ordering = ["position", "created_at"]

    def __str__(self) -> str:
        return self.source_variant_id or str(self.option_values)


class VariantMedia(models.Model):
    """One item of a variant's ``media`` (2.5); replaced whole when the variant sends it."""

    variant = models.ForeignKey(ProductVariant, on_delete=models.CASCADE, related_name="media")
    external_media_id = models.CharField(max_length=255, null=True, blank=True)
    url = models.TextField(null=True, blank=True)
    role = models.CharField(max_length=255, null=True, blank=True)
    position = models.IntegerField(default=0)
    order = models.IntegerField(default=0)  # index in the sent array

    class Meta:
        ordering = ["order"]
        verbose_name_plural = "variant media"

    def __str__(self) -> str:
        return self.external_media_id or self.url or ""


class SizeChart(models.Model):
    product = models.ForeignKey(
        Product, on_delete=models.CASCADE, related_name="size_charts", db_index=False
    )
    # "e:" + external_id, else "u:" + sha256 of url, else "h:" + sha256 of canonical content.
    identity_key = models.CharField(max_length=300)
    url = models.TextField(null=True, blank=True)
    external_id = models.CharField(max_length=255, null=True, blank=True)
    content = models.JSONField(null=True, blank=True)
    applies_to = models.JSONField(null=True, blank=True)
    locale = models.CharField(max_length=35, null=True, blank=True)
    size_system_code = models.CharField(max_length=32, null=True, blank=True)
    size_audience_code = models.CharField(max_length=32, null=True, blank=True)
    size_category_code = models.CharField(max_length=32, null=True, blank=True)
    position = models.IntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["product", "identity_key"], name="uniq_size_chart_identity"
            ),
        ]
        ordering = ["position", "id"]

    def __str__(self) -> str:
        return self.external_id or self.url or self.identity_key


class GarmentMeasurement(models.Model):
    """Replaced whole when a write sends ``garment_measurements`` (decisions.md 2)."""

    product = models.ForeignKey(
        Product, on_delete=models.CASCADE, related_name="garment_measurements"
    )
    name = models.CharField(max_length=32)
    value = models.FloatField()
    unit = models.CharField(max_length=2)
    size_label = models.CharField(max_length=255, null=True, blank=True)
    raw_text = models.TextField(null=True, blank=True)
    source = models.CharField(max_length=255, null=True, blank=True)
    confidence = models.FloatField(null=True, blank=True)
    order = models.IntegerField(default=0)

    class Meta:
        ordering = ["order"]

    def __str__(self) -> str:
        return f"{self.name} {self.value}{self.unit}"


class ModelObservation(models.Model):
    """Replaced whole when a write sends ``model_observations`` (decisions.md 2)."""

    product = models.ForeignKey(
        Product, on_delete=models.CASCADE, related_name="model_observations"
    )
    name = models.CharField(max_length=255, null=True, blank=True)
    size_worn = models.CharField(max_length=255, null=True, blank=True)
    measurements = models.JSONField(null=True, blank=True)
    source = models.CharField(max_length=255, null=True, blank=True)
    evidence = models.JSONField(null=True, blank=True)
    order = models.IntegerField(default=0)

    class Meta:
        ordering = ["order"]

    def __str__(self) -> str:
        return self.name or self.size_worn or ""


class IngestEvent(models.Model):
    """One ``ingest.event_id`` per site: a replay answers 200 and changes nothing, reuse with
    another body is 409 (decisions.md section 2). Removed with its product."""

    site = models.ForeignKey(
        "tenancy.Site", on_delete=models.CASCADE, related_name="+", db_index=False
    )
    # Minted by the inserting writer: tells "we recorded it" from "it was already there".
    token = models.UUIDField(default=uuid.uuid4, editable=False)
    event_id = models.CharField(max_length=255)
    product_id = models.CharField(max_length=255)
    body_hash = models.CharField(max_length=64)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["site", "event_id"], name="uniq_ingest_event"),
        ]
        indexes = [models.Index(fields=["site", "product_id"], name="ingest_event_product")]

    def __str__(self) -> str:
        return self.event_id
