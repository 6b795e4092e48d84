"""Customer reviews as complete current records with versions, and fit digests.

The storefront serves ``Review.read_record`` (the read-response shape of interface 2.12,
with extracted signals and measurements merged in) and ``FitDigest.payload`` as they are:
both are maintained by the reviews services and the extraction worker, never built on the
request path.
"""

from __future__ import annotations

from django.db import models
from django.utils import timezone


class ReviewSyncEvent(models.Model):
    """An applied review sync ``event_id`` (unique per site) and its first response."""

    site = models.ForeignKey("tenancy.Site", on_delete=models.CASCADE, related_name="+")
    event_id = models.CharField(max_length=255)
    product_key = models.CharField(max_length=255, default="")  # the path's product_id
    fingerprint = models.CharField(max_length=64)  # sha256 of the canonical envelope
    response = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["site", "event_id"], name="uniq_review_event"),
        ]

    def __str__(self) -> str:
        return self.event_id


class Review(models.Model):
    class Status(models.TextChoices):
        ACTIVE = "active"
        DELETED = "deleted"  # by `deleted: true`
        INACTIVE = "inactive"  # by the snapshot rule

    site = models.ForeignKey("tenancy.Site", on_delete=models.CASCADE, related_name="+")
    product = models.ForeignKey("catalog.Product", on_delete=models.CASCADE, related_name="reviews")
    provider = models.CharField(max_length=255)
    partition_key = models.CharField(max_length=255, default="", blank=True)
    # Identity within (product, provider): "x:" scope + id, "p:" permalink, "d:" derived hash.
    identity_key = models.CharField(max_length=600)
    external_review_id = models.CharField(max_length=255, null=True, blank=True)
    external_id_scope = models.CharField(max_length=255, null=True, blank=True)
    permalink = models.TextField(null=True, blank=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.ACTIVE)
    snapshot_misses = models.PositiveSmallIntegerField(default=0)
    current_version = models.ForeignKey(
        "ReviewVersion", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    record = models.JSONField(default=dict)  # the complete current record as sent
    # sha256 of the record's content fields (title, body, rating, purchased variant,
    # measurements, fit signals) and of everything else: a sync compares, never diffs.
    content_hash = models.CharField(max_length=64, default="")
    metadata_hash = models.CharField(max_length=64, default="")
    read_record = models.JSONField(default=dict)  # read-response shape, served as is
    rating = models.FloatField(null=True, blank=True)
    # Narrowing keys for storefront reads (from `purchased_variant`).
    purchased_variant_id = models.CharField(max_length=255, null=True, blank=True)
    size_label = models.CharField(max_length=255, null=True, blank=True)
    size_signature = models.CharField(max_length=255, null=True, blank=True)
    has_fit_content = models.BooleanField(default=False)
    # Ordering key: the review's own `created_at`, else when it was first synced.
    sort_at = models.DateTimeField()
    first_seen_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["product", "provider", "identity_key"], name="uniq_review_identity"
            ),
        ]
        indexes = [
            models.Index(fields=["product", "status", "-sort_at", "-id"], name="review_list_order"),
            # Count and average rating of a product's active reviews (the storefront's
            # fallback when the source sends none) as an index-only scan, not a heap scan.
            models.Index(fields=["product", "status"], include=["rating"], name="review_rating"),
            models.Index(
                fields=["product", "provider", "partition_key", "status"],
                name="review_snapshot_scope",
            ),
        ]

    def __str__(self) -> str:
        """A printable name for headings (identity keys hold a control-character separator)."""
        label = self.external_review_id or self.permalink or self.identity_key[2:14]
        return f"{self.provider} review {label}"


class ReviewVersion(models.Model):
    """One content version of a review; fit evidence is extracted per version."""

    class Extraction(models.TextChoices):
        PENDING = "pending"
        DONE = "done"
        FAILED = "failed"

    review = models.ForeignKey(Review, on_delete=models.CASCADE, related_name="versions")
    number = models.PositiveIntegerField()
    content_hash = models.CharField(max_length=64)
    content = models.JSONField()  # title, body, rating, language, purchased_variant, ...
    created_at = models.DateTimeField(auto_now_add=True)
    extraction_status = models.CharField(
        max_length=16, choices=Extraction.choices, default=Extraction.PENDING
    )
    extractor_version = models.CharField(max_length=64, null=True, blank=True)
    extracted_signals = models.JSONField(default=list, blank=True)
    extracted_measurements = models.JSONField(default=list, blank=True)
    extraction_attempts = models.PositiveSmallIntegerField(default=0)
    extraction_error = models.TextField(null=True, blank=True)
    extracted_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["review", "number"], name="uniq_review_version"),
        ]
        indexes = [
            models.Index(fields=["extraction_status", "created_at"], name="version_extraction"),
        ]

    def __str__(self) -> str:
        return f"{self.review_id} v{self.number}"


class FitDigest(models.Model):
    """Precomputed fit digest of a product, or of one of its variants or size labels."""

    class Scope(models.TextChoices):
        PRODUCT = "product"
        VARIANT = "variant"
        SIZE = "size"

    product = models.ForeignKey(
        "catalog.Product", on_delete=models.CASCADE, related_name="fit_digests"
    )
    scope = models.CharField(max_length=16, choices=Scope.choices)
    scope_key = models.CharField(max_length=255, default="", blank=True)  # source id / label
    revision_hash = models.CharField(max_length=64)
    review_count = models.PositiveIntegerField(default=0)
    payload = models.JSONField(null=True)  # the `digest` object of 4.7, or null
    built_at = models.DateTimeField()
    # Set in the transaction that deactivates reviews; the rebuild (task or sweep) clears it.
    stale = models.BooleanField(default=False)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["product", "scope", "scope_key"], name="uniq_fit_digest"
            ),
        ]
        indexes = [
            models.Index(fields=["stale"], name="fit_digest_stale", condition=models.Q(stale=True)),
        ]

    def __str__(self) -> str:
        """For admin headings ("size M digest of <product uuid>"); no query."""
        scope = f"{self.scope} {self.scope_key}" if self.scope_key else self.scope
        return f"{scope} digest of {self.product_id}"
