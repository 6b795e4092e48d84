"""The merchant catalog: products, exact variants, options, media, size charts.

Field names follow the product write body (interface.md 2.2-2.11) so the persisted record
reads back in the client's own vocabulary. Identities (decisions.md section 2) are stored
in ``identity_key`` columns with unique constraints, so concurrent writers cannot create
duplicates.
"""

from __future__ import annotations

import uuid

from django.db import models


class Product(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    site = models.ForeignKey("tenancy.Site", on_delete=models.CASCADE, related_name="products")
    product_id = models.CharField(max_length=255)  # merchant's stable id, case-sensitive

    title = models.CharField(max_length=500)
    handle = models.CharField(max_length=255, null=True, blank=True)
    canonical_url = models.TextField(null=True, blank=True)
    enabled = models.BooleanField(default=True)
    available = models.BooleanField(null=True, blank=True)
    rating = models.FloatField(null=True, blank=True)
    review_count = models.IntegerField(null=True, blank=True)
    price_amount = models.DecimalField(max_digits=19, decimal_places=4, null=True, blank=True)
    price_currency = models.CharField(max_length=3, null=True, blank=True)
    compare_at_price_amount = models.DecimalField(
        max_digits=19, decimal_places=4, null=True, blank=True
    )
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
    schema_version = models.PositiveSmallIntegerField(default=2)
    # Replaced whole when sent (decisions.md section 2).
    garment_measurements = models.JSONField(default=list, blank=True)
    model_observations = models.JSONField(default=list, blank=True)
    # True once the merchant sent options; until then options are derived from variants.
    options_explicit = models.BooleanField(default=False)
    # Automatic classification (decisions.md section 6), refreshed on every write.
    category = models.CharField(max_length=64, default="other")
    slot = models.CharField(max_length=32, default="other")
    # Ingest ordering state (decisions.md section 2, `ingest`).
    ingest_run_id = models.CharField(max_length=255, null=True, blank=True)
    ingest_sequence = models.BigIntegerField(null=True, blank=True)
    ingest_observed_at = models.DateTimeField(null=True, blank=True)

    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["site", "product_id"], name="uniq_product_per_site"),
        ]
        indexes = [
            models.Index(fields=["site", "enabled"], name="product_site_enabled"),
            models.Index(fields=["site", "updated_at"], name="product_site_updated"),
        ]

    def __str__(self) -> str:
        return f"{self.product_id} — {self.title}"


class ProductImage(models.Model):
    product = models.ForeignKey(Product, on_delete=models.CASCADE, related_name="images")
    identity_key = models.CharField(max_length=300)  # "m:" + external_media_id, else "u:" + url
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

    product = models.ForeignKey(Product, on_delete=models.CASCADE, related_name="options")
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
    option = models.ForeignKey(ProductOption, on_delete=models.CASCADE, related_name="values")
    source_value = models.CharField(max_length=255)
    display_label = models.CharField(max_length=255, null=True, blank=True)
    normalized_value = models.CharField(max_length=255, null=True, blank=True)
    position = models.IntegerField(default=0)
    swatch = models.JSONField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["option", "source_value"], name="uniq_option_value"),
        ]
        ordering = ["position", "id"]

    def __str__(self) -> str:
        return self.source_value


class ProductVariant(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    product = models.ForeignKey(Product, on_delete=models.CASCADE, related_name="variants")
    # "s:" + source_variant_id, else "o:" + canonical JSON of sorted option_values.
    identity_key = models.CharField(max_length=600)
    source_variant_id = models.CharField(max_length=255, null=True, blank=True)
    option_values = models.JSONField(default=dict, blank=True)
    title = models.CharField(max_length=255, null=True, blank=True)
    sku = models.CharField(max_length=255, null=True, blank=True)
    canonical_url = models.TextField(null=True, blank=True)
    available = models.BooleanField(null=True, blank=True)
    inventory_quantity = models.IntegerField(null=True, blank=True)
    inventory_observed_at = models.DateTimeField(null=True, blank=True)
    inventory_policy = models.CharField(max_length=255, null=True, blank=True)
    inventory_item_id = models.CharField(max_length=255, null=True, blank=True)
    price_amount = models.DecimalField(max_digits=19, decimal_places=4, null=True, blank=True)
    price_currency = models.CharField(max_length=3, null=True, blank=True)
    compare_at_price_amount = models.DecimalField(
        max_digits=19, decimal_places=4, null=True, blank=True
    )
    compare_at_price_currency = models.CharField(max_length=3, null=True, blank=True)
    image_url = models.TextField(null=True, blank=True)
    media = models.JSONField(default=list, blank=True)  # VariantMedia objects, as sent
    active = models.BooleanField(default=True)
    position = models.IntegerField(default=0)  # order of first appearance
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["product", "identity_key"], name="uniq_variant_identity"
            ),
        ]
        indexes = [
            models.Index(fields=["product", "source_variant_id"], name="variant_source_id"),
        ]
        ordering = ["position", "created_at"]

    def __str__(self) -> str:
        return self.source_variant_id or str(self.option_values)


class SizeChart(models.Model):
    product = models.ForeignKey(Product, on_delete=models.CASCADE, related_name="size_charts")
    # "e:" + external_id, else "u:" + url, else "h:" + sha256 of canonical content JSON.
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


class IngestEvent(models.Model):
    """One applied ``ingest.event_id`` per site: replays answer 200, reuse with another
    body 409 (decisions.md section 2)."""

    site = models.ForeignKey("tenancy.Site", on_delete=models.CASCADE, related_name="+")
    event_id = models.CharField(max_length=255)
    product_id = models.CharField(max_length=255)
    body_hash = models.CharField(max_length=64)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["site", "event_id"], name="uniq_ingest_event"),
        ]

    def __str__(self) -> str:
        return self.event_id
