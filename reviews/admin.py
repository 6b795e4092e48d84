"""Staff views of reviews, their versions with extracted fit evidence, and digests.

Read-only: reviews are written by the sync endpoint and the extraction worker. The one
action re-runs extraction of the selected reviews' current versions.
"""

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from reviews.models import FitDigest, Review, ReviewSyncEvent, ReviewVersion
from reviews.services.extraction import reviews_reextract


class ReadOnlyAdmin(admin.ModelAdmin):
    def has_add_permission(self, request: HttpRequest, obj=None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj=None) -> bool:
        return False


class ReviewVersionInline(admin.StackedInline):
    model = ReviewVersion
    fields = (
        "number",
        "created_at",
        "content",
        "extraction_status",
        "extractor_version",
        "extracted_signals",
        "extracted_measurements",
        "extraction_attempts",
        "extraction_error",
        "extracted_at",
    )
    readonly_fields = fields
    ordering = ("-number",)
    extra = 0
    can_delete = False

    def has_add_permission(self, request: HttpRequest, obj=None) -> bool:
        return False


@admin.register(Review)
class ReviewAdmin(ReadOnlyAdmin):
    list_display = (
        "id",
        "product",
        "provider",
        "external_review_id",
        "rating",
        "status",
        "has_fit_content",
        "extraction",
        "sort_at",
    )
    list_filter = ("status", "has_fit_content", "provider", "current_version__extraction_status")
    search_fields = ("external_review_id", "permalink", "product__product_id", "=product__id")
    list_select_related = ("product", "current_version")
    readonly_fields = [f.name for f in Review._meta.fields]
    inlines = (ReviewVersionInline,)
    actions = ("reextract",)

    @admin.display(description="extraction")
    def extraction(self, review: Review) -> str:
        version = review.current_version
        return f"v{version.number} {version.extraction_status}" if version else "-"

    @admin.action(description="Re-run fit extraction of the current versions")
    def reextract(self, request: HttpRequest, queryset: QuerySet[Review]) -> None:
        count = reviews_reextract(review_ids=queryset.values_list("pk", flat=True))
        self.message_user(request, f"{count} review versions queued for extraction.", messages.INFO)


@admin.register(ReviewVersion)
class ReviewVersionAdmin(ReadOnlyAdmin):
    list_display = ("review", "number", "extraction_status", "extractor_version", "created_at")
    list_filter = ("extraction_status", "extractor_version")
    readonly_fields = [f.name for f in ReviewVersion._meta.fields]
    list_select_related = ("review",)


@admin.register(FitDigest)
class FitDigestAdmin(ReadOnlyAdmin):
    list_display = ("product", "scope", "scope_key", "review_count", "stale", "built_at")
    list_filter = ("scope", "stale")
    search_fields = ("product__product_id", "=product__id", "scope_key")
    readonly_fields = [f.name for f in FitDigest._meta.fields]
    list_select_related = ("product",)


@admin.register(ReviewSyncEvent)
class ReviewSyncEventAdmin(ReadOnlyAdmin):
    list_display = ("event_id", "site", "product_key", "created_at")
    search_fields = ("event_id", "product_key")
    readonly_fields = [f.name for f in ReviewSyncEvent._meta.fields]
