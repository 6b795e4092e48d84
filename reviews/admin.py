"""Staff views of reviews, their versions with extracted fit evidence, and digests.

Read-only: reviews are written by the sync endpoint and the extraction worker. Support
searches reviews by their text, filters them by site, product, rating and extraction
status, and reads each one as text with the extracted evidence highlighted. The one
action re-runs extraction of the selected reviews' current versions.
"""

from __future__ import annotations

import uuid

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest
from django.urls import reverse
from django.utils.html import format_html
from django.utils.safestring import SafeString

from catalog.models import Product
from reviews.admin_display import digest_bars, review_text, stars
from reviews.models import FitDigest, Review, ReviewSyncEvent, ReviewVersion
from reviews.services.extraction import reviews_reextract
from tenancy.admin import ADMIN_CSS, SiteFilter

SNIPPET = 90


class ReadOnlyAdmin(admin.ModelAdmin):
    """Reviews change only through sync (a merchant deletes one with ``deleted: true``),
    which keeps digests and storefront caches in step; the admin never writes them."""

    def has_add_permission(self, request: HttpRequest, obj=None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj=None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj=None) -> bool:
        return False


class ProductFilter(admin.SimpleListFilter):
    """The product a link from its admin page chose (``?product=<pk>``). Lists only that
    one: a catalog has too many products for a filter list."""

    title = "product"
    parameter_name = "product"

    def lookups(self, request: HttpRequest, model_admin) -> list[tuple[str, str]]:
        chosen = request.GET.get(self.parameter_name)
        product = Product.objects.filter(pk=chosen).first() if _is_uuid(chosen) else None
        return [(str(product.pk), str(product))] if product else []

    def queryset(self, request: HttpRequest, queryset: QuerySet) -> QuerySet:
        value = self.value()
        if value:
            return queryset.filter(product_id=value if _is_uuid(value) else None)
        return queryset


def _is_uuid(value: str | None) -> bool:
    try:
        uuid.UUID(str(value))
    except ValueError:
        return False
    return True


class RatingFilter(admin.SimpleListFilter):
    title = "rating"
    parameter_name = "stars"

    def lookups(self, request: HttpRequest, model_admin) -> list[tuple[str, str]]:
        return [(str(n), "★" * n + "☆" * (5 - n)) for n in range(5, 0, -1)] + [
            ("0", "below 1 star"),
            ("none", "no rating"),
        ]

    def queryset(self, request: HttpRequest, queryset: QuerySet) -> QuerySet:
        value = self.value()
        if value == "none":
            return queryset.filter(rating__isnull=True)
        if value and value.isdigit():
            n = int(value)  # n stars: ratings from n - 0.5 up to n + 0.5, as drawn
            low, high = (0, 0.5) if n == 0 else (n - 0.5, n + 0.5)
            return queryset.filter(rating__gte=low, rating__lt=high if n < 5 else 5.01)
        return queryset


class ReviewVersionInline(admin.StackedInline):
    model = ReviewVersion
    fields = (
        "number",
        "created_at",
        "extraction_status",
        "extractor_version",
        "extraction_attempts",
        "extraction_error",
        "extracted_at",
        "extracted_signals",
        "extracted_measurements",
        "content",
    )
    readonly_fields = fields
    ordering = ("-number",)
    extra = 0
    can_delete = False
    classes = ("collapse",)

    def has_add_permission(self, request: HttpRequest, obj=None) -> bool:
        return False


@admin.register(Review)
class ReviewAdmin(ReadOnlyAdmin):
    list_display = (
        "text_snippet",
        "product_link",
        "site",
        "rating_stars",
        "status",
        "extraction",
        "has_fit_content",
        "sort_at",
    )
    list_filter = (
        SiteFilter,
        ProductFilter,
        RatingFilter,
        ("current_version__extraction_status", admin.AllValuesFieldListFilter),
        "status",
        "has_fit_content",
        "provider",
    )
    search_fields = (
        "record__title",
        "record__body",
        "external_review_id",
        "=product__product_id",
    )
    list_select_related = ("product", "current_version", "site__account")
    list_per_page = 50
    show_full_result_count = False
    ordering = ("-sort_at", "-id")
    inlines = (ReviewVersionInline,)
    actions = ("reextract",)
    fieldsets = (
        (None, {"fields": ("text", "product_link", "site", "rating_stars", "author", "status")}),
        (
            "Fit evidence",
            {"fields": ("extraction", "has_fit_content", "purchased", "size_label")},
        ),
        (
            "Sync",
            {
                "classes": ("collapse",),
                "fields": (
                    "provider",
                    "external_review_id",
                    "external_id_scope",
                    "permalink",
                    "partition_key",
                    "snapshot_misses",
                    "sort_at",
                    "first_seen_at",
                    "updated_at",
                    "record",
                ),
            },
        ),
    )
    readonly_fields = [name for _, options in fieldsets for name in options["fields"]]

    class Media:
        css = ADMIN_CSS

    def get_queryset(self, request: HttpRequest) -> QuerySet[Review]:
        return (
            super()
            .get_queryset(request)
            .select_related("product", "current_version", "site__account")
        )

    @admin.display(description="review")
    def text_snippet(self, review: Review) -> str:
        title = review.read_record.get("title") or ""
        body = review.read_record.get("body") or ""
        text = f"{title} — {body}" if title and body else title or body or "(no text)"
        return text if len(text) <= SNIPPET else text[: SNIPPET - 1] + "…"

    @admin.display(description="text, extracted evidence highlighted")
    def text(self, review: Review) -> SafeString:
        return review_text(review.read_record)

    @admin.display(description="product", ordering="product__product_id")
    def product_link(self, review: Review) -> SafeString:
        return format_html(
            '<a href="{}">{}</a>',
            reverse("admin:catalog_product_change", args=[review.product_id]),
            review.product,
        )

    @admin.display(description="rating", ordering="rating")
    def rating_stars(self, review: Review) -> str:
        return stars(review.rating)

    @admin.display(description="author")
    def author(self, review: Review) -> str:
        return review.record.get("author_display_name") or "-"

    @admin.display(description="purchased")
    def purchased(self, review: Review) -> str:
        """The variant as staff read it ("XL (size: XL, color: Sage), variant dress-xl"),
        not the record's raw dict."""
        variant = dict(review.record.get("purchased_variant") or {})
        options = variant.pop("option_values", None) or {}
        label = str(variant.pop("label", "") or "")
        if options:
            label = f"{label} ({', '.join(f'{k}: {v}' for k, v in options.items())})".strip()
        source = variant.pop("source_variant_id", None)
        parts = [label, f"variant {source}" if source else ""]
        parts += [f"{k}: {v}" for k, v in variant.items()]
        return ", ".join(p for p in parts if p) or "-"

    @admin.display(description="extraction", ordering="current_version__extraction_status")
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


class ProductSiteFilter(SiteFilter):
    field_path = "product__site"


@admin.register(FitDigest)
class FitDigestAdmin(ReadOnlyAdmin):
    list_display = ("product", "site", "scope", "scope_key", "review_count", "stale", "built_at")
    list_filter = (ProductSiteFilter, "scope", "stale")
    search_fields = ("product__product_id", "=product__id", "scope_key")
    fields = ("product", "scope", "scope_key", "digest", "review_count", "stale", "built_at")
    readonly_fields = fields
    list_select_related = ("product__site__account",)

    class Media:
        css = ADMIN_CSS

    def get_queryset(self, request: HttpRequest) -> QuerySet[FitDigest]:
        return super().get_queryset(request).select_related("product__site__account")

    @admin.display(description="site")
    def site(self, digest: FitDigest) -> str:
        return str(digest.product.site)

    @admin.display(description="digest")
    def digest(self, digest: FitDigest) -> SafeString:
        return digest_bars(digest.payload)


@admin.register(ReviewSyncEvent)
class ReviewSyncEventAdmin(ReadOnlyAdmin):
    list_display = ("event_id", "site", "product_key", "created_at")
    search_fields = ("event_id", "product_key")
    readonly_fields = [f.name for f in ReviewSyncEvent._meta.fields]
    list_select_related = ("site__account",)
