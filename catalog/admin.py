"""Staff admin for synced catalogs: synced fields are read-only (the merchant's backend
owns them); staff may only enable or disable products for the fitting room."""

from __future__ import annotations

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.html import format_html

from catalog.models import Product, ProductImage, ProductOption, ProductVariant
from catalog.services.products import products_set_enabled


class _ReadOnlyInline(admin.TabularInline):
    extra = 0
    can_delete = False

    def has_add_permission(self, request: HttpRequest, obj=None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj=None) -> bool:
        return False


class ProductImageInline(_ReadOnlyInline):
    model = ProductImage
    fields = ("thumbnail", "url", "external_media_id", "role", "position", "width", "height")
    readonly_fields = fields

    @admin.display(description="image")
    def thumbnail(self, image: ProductImage) -> str:
        return format_html(
            '<img src="{}" alt="" loading="lazy" style="max-height:64px;max-width:64px">',
            image.url,
        )


class ProductOptionInline(_ReadOnlyInline):
    model = ProductOption
    fields = ("key", "source_name", "resolved_kind", "kind", "position", "derived", "value_list")
    readonly_fields = fields

    def get_queryset(self, request: HttpRequest) -> QuerySet[ProductOption]:
        return super().get_queryset(request).prefetch_related("values")

    @admin.display(description="values")
    def value_list(self, option: ProductOption) -> str:
        return ", ".join(v.source_value for v in option.values.all())


class ProductVariantInline(_ReadOnlyInline):
    model = ProductVariant
    fields = (
        "source_variant_id",
        "option_values",
        "sku",
        "active",
        "available",
        "inventory_quantity",
        "inventory_observed_at",
        "price_amount",
        "price_currency",
    )
    readonly_fields = fields


@admin.register(Product)
class ProductAdmin(admin.ModelAdmin):
    list_display = (
        "product_id",
        "title",
        "site",
        "enabled",
        "available",
        "product_type",
        "category",
        "updated_at",
    )
    list_filter = ("enabled", "available", "site", "product_type")
    search_fields = ("=product_id", "title", "=variants__sku")
    list_select_related = ("site",)
    list_per_page = 50
    # Counting 50,000 rows on every page view is the slow part of a changelist.
    show_full_result_count = False
    ordering = ("-updated_at",)
    inlines = (ProductImageInline, ProductOptionInline, ProductVariantInline)
    actions = ("enable_products", "disable_products")
    fields = (
        "id",
        "site",
        "product_id",
        "title",
        "enabled",
        "available",
        "source_available",
        "handle",
        "canonical_url",
        "brand",
        "product_type",
        "category",
        "slot",
        "resolved_prompt_tag",
        "prompt_tag",
        "price_amount",
        "price_currency",
        "rating",
        "review_count",
        "source_active",
        "source_status_raw",
        "source_updated_at",
        "description",
        "custom_instructions",
        "created_at",
        "updated_at",
    )

    def get_readonly_fields(self, request: HttpRequest, obj: Product | None = None):
        return [name for name in self.fields if name != "enabled"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # products come from catalog sync

    def save_model(self, request: HttpRequest, obj: Product, form, change: bool) -> None:
        if "enabled" in form.changed_data:
            products_set_enabled(products=[obj], enabled=obj.enabled)

    @admin.action(description="Enable selected products for the fitting room")
    def enable_products(self, request: HttpRequest, queryset: QuerySet[Product]) -> None:
        count = products_set_enabled(products=list(queryset), enabled=True)
        self.message_user(request, f"Enabled {count} product(s).", messages.SUCCESS)

    @admin.action(description="Disable selected products for the fitting room")
    def disable_products(self, request: HttpRequest, queryset: QuerySet[Product]) -> None:
        count = products_set_enabled(products=list(queryset), enabled=False)
        self.message_user(request, f"Disabled {count} product(s).", messages.SUCCESS)
