from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from recommendations.models import IndexedProduct, Order, RecsIndex
from recommendations.queue import queue_index_rebuild
from tenancy.admin import ADMIN_CSS


@admin.register(RecsIndex)
class RecsIndexAdmin(admin.ModelAdmin):
    list_display = (
        "site",
        "built_at",
        "product_count",
        "recommendable_count",
        "order_count",
        "build_time",
        "dirty_at",
        "version",
    )
    fields = (*list_display, "source_at", "last_error")
    readonly_fields = fields
    list_select_related = ("site__account",)
    actions = ("rebuild",)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    @admin.display(description="build time", ordering="build_seconds")
    def build_time(self, index: RecsIndex) -> str:
        """Milliseconds, as staff compare builds (the stored float has 18 digits)."""
        return "-" if index.build_seconds is None else f"{index.build_seconds * 1000:,.0f} ms"

    @admin.action(description="Rebuild the recommendation index now")
    def rebuild(self, request: HttpRequest, queryset: QuerySet[RecsIndex]) -> None:
        for row in queryset:
            queue_index_rebuild(row.site_id)
        self.message_user(request, f"Queued {queryset.count()} rebuild(s).", messages.SUCCESS)

    class Media:
        css = ADMIN_CSS


@admin.register(IndexedProduct)
class IndexedProductAdmin(admin.ModelAdmin):
    """Each product's automatic category and outfit slot, as the latest index assigned."""

    list_display = (
        "product",
        "fine_category",
        "slot",
        "audience",
        "colour_family",
        "occasion",
        "season",
        "target_type",
    )
    list_filter = ("slot", "fine_category", "audience", "occasion", "target_type")
    search_fields = ("product__product_id", "product__title")
    list_select_related = ("product",)
    readonly_fields = (*list_display, "site")

    def get_queryset(self, request: HttpRequest) -> QuerySet[IndexedProduct]:
        return super().get_queryset(request).select_related("site__account")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    class Media:
        css = ADMIN_CSS


@admin.register(Order)
class OrderAdmin(admin.ModelAdmin):
    list_display = ("order_id", "site", "created_at", "recorded_at")
    list_select_related = ("site__account",)
    search_fields = ("order_id",)
    readonly_fields = ("order_id", "site", "event", "created_at", "recorded_at")
