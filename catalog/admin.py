"""Staff admin for synced catalogs, as a support tool.

Synced fields are read-only (the merchant's backend owns them); staff may only enable or
disable products for the fitting room. The product list shows what support asks first
(thumbnail, account and site, category, stock, rating and review count); a product's page
shows its images, variants as a table, its fit digest drawn as the widget words it, links
to its reviews, and what recommendations would answer for it now, with scores.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from django.contrib import admin, messages
from django.db.models import Avg, Count, OuterRef, QuerySet, Subquery
from django.http import HttpRequest
from django.urls import reverse
from django.utils import timezone
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe

from catalog.models import Product, ProductImage, ProductVariant
from catalog.services.products import product_delete, products_set_enabled
from common.errors import ApiError
from recommendations.selectors import RecommendationRequest, recommend
from reviews.admin_display import digest_bars, stars
from reviews.models import FitDigest, Review
from tenancy.admin import ADMIN_CSS, SiteFilter

INTENTS = ("similar", "complete_the_look", "likely_purchases")
PREVIEW_LIMIT = 5


class StockFilter(admin.SimpleListFilter):
    title = "stock"
    parameter_name = "stock"

    def lookups(self, request: HttpRequest, model_admin) -> list[tuple[str, str]]:
        return [("in", "In stock"), ("out", "Out of stock"), ("unknown", "Not reported")]

    def queryset(self, request: HttpRequest, queryset: QuerySet) -> QuerySet:
        value = self.value()
        if value == "in":
            return queryset.filter(available=True)
        if value == "out":
            return queryset.filter(available=False)
        if value == "unknown":
            return queryset.filter(available__isnull=True)
        return queryset


def _active_reviews() -> QuerySet[Review]:
    return Review.objects.filter(product=OuterRef("pk"), status=Review.Status.ACTIVE).values(
        "product"
    )


def reviews_url(product: Product) -> str:
    return reverse("admin:reviews_review_changelist") + "?" + urlencode({"product": product.pk})


@admin.register(Product)
class ProductAdmin(admin.ModelAdmin):
    list_display = (
        "thumbnail",
        "product_id",
        "title",
        "site",
        "category",
        "enabled",
        "stock",
        "rating_shown",
        "reviews_shown",
        "updated",
    )
    list_display_links = ("thumbnail", "product_id", "title")
    list_filter = (SiteFilter, "category", StockFilter, "enabled")
    search_fields = ("=product_id", "title", "=variants__sku")
    list_per_page = 50
    # Counting 50,000 rows on every page view is the slow part of a changelist.
    show_full_result_count = False
    ordering = ("-updated_at",)
    actions = ("enable_products", "disable_products")
    fieldsets = (
        (
            None,
            {
                "fields": (
                    "gallery",
                    "site",
                    "product_id",
                    "title",
                    "enabled",
                    "availability",
                    "category_shown",
                    "price_shown",
                    "rating_summary",
                    "links",
                )
            },
        ),
        ("Fit digest", {"fields": ("fit_digest",)}),
        ("Variants", {"fields": ("variant_table", "option_table")}),
        ("Recommendations preview (what the API answers now)", {"fields": ("recommendations",)}),
        (
            "Synced record",
            {
                "classes": ("collapse",),
                "fields": (
                    "id",
                    "handle",
                    "canonical_url",
                    "brand",
                    "product_type",
                    "resolved_prompt_tag",
                    "prompt_tag",
                    "source_available",
                    "source_active",
                    "source_status_raw",
                    "source_updated_at",
                    "description",
                    "custom_instructions",
                    "created_at",
                    "updated_at",
                ),
            },
        ),
    )

    class Media:
        css = ADMIN_CSS

    def get_queryset(self, request: HttpRequest) -> QuerySet[Product]:
        first_image = ProductImage.objects.filter(product=OuterRef("pk")).order_by("position", "id")
        return (
            super()
            .get_queryset(request)
            .select_related("site__account")
            .annotate(
                thumbnail_url=Subquery(first_image.values("url")[:1]),
                synced_review_count=Subquery(
                    _active_reviews().annotate(n=Count("pk")).values("n")[:1]
                ),
                synced_rating=Subquery(_active_reviews().annotate(r=Avg("rating")).values("r")[:1]),
            )
        )

    def get_readonly_fields(self, request: HttpRequest, obj: Product | None = None) -> list[str]:
        return [
            name for _, options in self.fieldsets for name in options["fields"] if name != "enabled"
        ]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # products come from catalog sync

    def save_model(self, request: HttpRequest, obj: Product, form, change: bool) -> None:
        if "enabled" in form.changed_data:
            products_set_enabled(products=[obj], enabled=obj.enabled)

    def delete_model(self, request: HttpRequest, obj: Product) -> None:
        """As the API's delete: reviews, digests, ingest events and index entries go too."""
        product_delete(site=obj.site, product_id=obj.product_id)

    def get_deleted_objects(self, objs, request: HttpRequest):
        """Reviews and digests go with their product through the service, though the
        admin cannot delete them one by one: no extra permission is asked for them."""
        deleted, counts, _perms_needed, protected = super().get_deleted_objects(objs, request)
        return deleted, counts, set(), protected

    def delete_queryset(self, request: HttpRequest, queryset: QuerySet[Product]) -> None:
        for product in queryset.select_related("site"):
            product_delete(site=product.site, product_id=product.product_id)

    # --- the list ----------------------------------------------------------------------

    @admin.display(description="image")
    def thumbnail(self, product: Product) -> str:
        if not product.thumbnail_url:
            return "-"
        return format_html(
            '<img class="fs-thumb" src="{}" alt="" loading="lazy">', product.thumbnail_url
        )

    @admin.display(description="stock", boolean=True, ordering="available")
    def stock(self, product: Product) -> bool | None:
        return product.available

    @admin.display(description="updated", ordering="updated_at")
    def updated(self, product: Product) -> SafeString:
        """Day and time only (the full timestamp on hover): the long default format pushed
        the column under the filter sidebar at 1280 px."""
        local = timezone.localtime(product.updated_at)
        short = local.strftime(
            "%d %b %H:%M" if local.year == timezone.localtime().year else "%d %b %Y"
        )
        return format_html(
            '<time datetime="{}" title="{}">{}</time>',
            local.isoformat(),
            local.strftime("%Y-%m-%d %H:%M:%S %Z"),
            short,
        )

    @admin.display(description="rating")
    def rating_shown(self, product: Product) -> str:
        """The source-reported rating, else the synced active reviews' average (as the
        storefront answers)."""
        rating = product.rating if product.rating is not None else product.synced_rating
        return stars(round(rating, 1) if rating is not None else None)

    @admin.display(description="reviews")
    def reviews_shown(self, product: Product) -> str:
        synced = product.synced_review_count or 0
        reported = product.review_count
        text = f"{synced}" if reported is None else f"{reported} reported, {synced} synced"
        return format_html('<a href="{}">{}</a>', reviews_url(product), text)

    # --- the product page --------------------------------------------------------------

    @admin.display(description="images")
    def gallery(self, product: Product) -> SafeString:
        images = product.images.order_by("position", "id")
        if not images:
            return mark_safe('<span class="fs-muted">No images.</span>')
        return format_html(
            '<div class="fs-gallery">{}</div>',
            format_html_join(
                "",
                '<a href="{}" target="_blank" rel="noopener">'
                '<img src="{}" alt="{}" title="{}"></a>',
                ((i.url, i.url, i.alt_text or "", i.role or "") for i in images),
            ),
        )

    @admin.display(description="availability")
    def availability(self, product: Product) -> str:
        variants = product.variants.filter(active=True)
        in_stock = variants.filter(available=True).count()
        state = {True: "In stock", False: "Out of stock", None: "Not reported"}[product.available]
        return f"{state} ({in_stock} of {variants.count()} active variants available)"

    @admin.display(description="category")
    def category_shown(self, product: Product) -> str:
        return f"{product.category} (outfit slot: {product.slot})"

    @admin.display(description="price")
    def price_shown(self, product: Product) -> str:
        if product.price_amount is None:
            return "-"
        return f"{product.price_amount} {product.price_currency or ''}"

    @admin.display(description="rating")
    def rating_summary(self, product: Product) -> str:
        reported = (
            "not reported"
            if product.rating is None
            else f"{stars(product.rating)} from {product.review_count} reviews"
        )
        synced = product.synced_review_count or 0
        average = "" if product.synced_rating is None else f", average {product.synced_rating:.2f}"
        return f"source: {reported}; synced: {synced} active reviews{average}"

    @admin.display(description="see also")
    def links(self, product: Product) -> SafeString:
        digests = (
            reverse("admin:reviews_fitdigest_changelist") + "?" + urlencode({"q": str(product.pk)})
        )
        return format_html(
            '<a href="{}">Reviews ({})</a> · <a href="{}">Fit digests</a> · <a href="{}">Site</a>',
            reviews_url(product),
            product.synced_review_count or 0,
            digests,
            reverse("admin:tenancy_site_change", args=[product.site_id]),
        )

    @admin.display(description="product digest")
    def fit_digest(self, product: Product) -> SafeString:
        digest = FitDigest.objects.filter(
            product=product, scope=FitDigest.Scope.PRODUCT, scope_key=""
        ).first()
        return digest_bars(digest.payload if digest else None)

    @admin.display(description="variants")
    def variant_table(self, product: Product) -> SafeString:
        variants = list(product.variants.order_by("-active", "position", "created_at"))
        if not variants:
            return mark_safe(
                '<span class="fs-muted">No variants: the product is sold as is.</span>'
            )
        keys = list(dict.fromkeys(k for v in variants for k in v.option_values))
        head = format_html_join(
            "",
            "<th>{}</th>",
            (
                (h,)
                for h in [
                    "variant id",
                    *keys,
                    "SKU",
                    "price",
                    "stock",
                    "available",
                    "active",
                    "stock seen",
                ]
            ),
        )
        rows = format_html_join(
            "",
            "<tr>{}</tr>",
            ((self._variant_cells(v, keys, product),) for v in variants),
        )
        return format_html(
            '<table class="fs-table"><thead><tr>{}</tr></thead><tbody>{}</tbody></table>',
            head,
            rows,
        )

    @staticmethod
    def _variant_cells(variant: ProductVariant, keys: list[str], product: Product) -> SafeString:
        if variant.price_amount is not None:
            price = f"{variant.price_amount} {variant.price_currency}"
        elif product.price_amount is not None:
            price = f"{product.price_amount} {product.price_currency} (product)"
        else:
            price = "-"
        seen = variant.inventory_observed_at
        values = [
            variant.source_variant_id or "-",
            *(variant.option_values.get(k, "") for k in keys),
            variant.sku or "",
            price,
            "-" if variant.inventory_quantity is None else variant.inventory_quantity,
            {True: "yes", False: "no", None: "-"}[variant.available],
            "yes" if variant.active else "no (retired)",
            seen.strftime("%Y-%m-%d %H:%M UTC") if seen else "-",
        ]
        return format_html_join("", "<td>{}</td>", ((v,) for v in values))

    @admin.display(description="options")
    def option_table(self, product: Product) -> SafeString:
        options = product.options.order_by("position", "id").prefetch_related("values")
        if not options:
            return mark_safe('<span class="fs-muted">No options.</span>')
        rows = format_html_join(
            "",
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            (
                (
                    o.key,
                    o.resolved_kind,
                    "derived from variants" if o.derived else "sent",
                    ", ".join(v.source_value for v in o.values.all()),
                )
                for o in options
            ),
        )
        return format_html(
            '<table class="fs-table"><thead><tr><th>key</th><th>kind</th><th>source</th>'
            "<th>values</th></tr></thead><tbody>{}</tbody></table>",
            rows,
        )

    @admin.display(description="per intent")
    def recommendations(self, product: Product) -> SafeString:
        blocks = [
            format_html("<h4>{}</h4>{}", intent, self._intent_preview(product, intent))
            for intent in INTENTS
        ]
        return format_html('<div class="fs-recs">{}</div>', mark_safe("".join(blocks)))

    def _intent_preview(self, product: Product, intent: str) -> SafeString:
        request = RecommendationRequest(
            intent=intent, product_ids=[product.product_id], limit=PREVIEW_LIMIT
        )
        try:
            result = recommend(site_id=product.site_id, request=request)
        except ApiError as exc:  # not prepared yet (disabled, or the index is building)
            return format_html('<p class="fs-muted">{}</p>', exc.message)
        if not result["items"]:
            return mark_safe('<p class="fs-muted">Nothing to recommend.</p>')
        pks = dict(
            Product.objects.filter(
                site_id=product.site_id, product_id__in=[i["product_id"] for i in result["items"]]
            ).values_list("product_id", "pk")
        )
        rows = format_html_join(
            "",
            '<tr><td>{}</td><td><a href="{}">{}</a></td><td>{}</td><td>{}</td><td>{}</td></tr>',
            (
                (
                    item["rank"],
                    reverse("admin:catalog_product_change", args=[pks[item["product_id"]]])
                    if item["product_id"] in pks
                    else "#",
                    item["title"],
                    _target(item),
                    item.get("price") or "-",
                    f"{item['score']:.3f}",
                )
                for item in result["items"]
            ),
        )
        return format_html(
            '<table class="fs-table"><thead><tr><th>rank</th><th>product</th><th>target</th>'
            "<th>price</th><th>score</th></tr></thead><tbody>{}</tbody></table>",
            rows,
        )

    # --- actions -----------------------------------------------------------------------

    @admin.action(description="Enable selected products for the fitting room")
    def enable_products(self, request: HttpRequest, queryset: QuerySet[Product]) -> None:
        count = products_set_enabled(products=list(queryset), enabled=True)
        self.message_user(request, f"Enabled {count} product(s).", messages.SUCCESS)

    @admin.action(description="Disable selected products for the fitting room")
    def disable_products(self, request: HttpRequest, queryset: QuerySet[Product]) -> None:
        count = products_set_enabled(products=list(queryset), enabled=False)
        self.message_user(request, f"Disabled {count} product(s).", messages.SUCCESS)


def _target(item: dict[str, Any]) -> str:
    if item.get("target_type") == "variant":
        return f"variant {item.get('variant_id')}"
    if item.get("target_type") == "visual_group":
        values = ", ".join(
            f"{k}: {v}" for k, v in (item.get("recommended_option_values") or {}).items()
        )
        return f"colour group ({values})"
    return "product"
