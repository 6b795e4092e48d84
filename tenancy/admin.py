from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from tenancy.models import Account, ApiKey, Site
from tenancy.services.keys import api_key_issue, api_key_revoke
from tenancy.services.sites import new_site_key

# The admin's support styles, shared by every app's pages (changelists that fit at 1280
# px, the evidence legend): each ModelAdmin's ``Media.css``.
ADMIN_CSS = {"all": ("reviews/admin.css",)}


class SiteFilter(admin.SimpleListFilter):
    """Filter by site, each named with its account (``Site.__str__``). ``field_path`` is
    the site's path from the filtered model (``site``, ``product__site``)."""

    title = "site"
    parameter_name = "site"
    field_path = "site"

    def lookups(self, request: HttpRequest, model_admin) -> list[tuple[str, str]]:
        sites = Site.objects.select_related("account").order_by("account__name", "name")
        return [(str(site.pk), str(site)) for site in sites]

    def queryset(self, request: HttpRequest, queryset: QuerySet) -> QuerySet:
        if self.value():
            return queryset.filter(**{f"{self.field_path}_id": self.value()})
        return queryset


class ApiKeyInline(admin.TabularInline):
    model = ApiKey
    fields = ("prefix", "name", "created_at", "revoked_at")
    readonly_fields = fields
    extra = 0
    can_delete = False
    show_change_link = True

    def has_add_permission(self, request: HttpRequest, obj=None) -> bool:
        return False


class SiteInline(admin.TabularInline):
    model = Site
    fields = ("id", "name", "kind", "site_key", "shop_domain", "origins")
    readonly_fields = ("id", "site_key")
    extra = 0
    show_change_link = True


@admin.register(Account)
class AccountAdmin(admin.ModelAdmin):
    list_display = ("name", "created_at")
    search_fields = ("name",)
    inlines = (SiteInline, ApiKeyInline)
    actions = ("issue_key",)

    @admin.action(description="Issue a new API key (shown once)")
    def issue_key(self, request: HttpRequest, queryset: QuerySet[Account]) -> None:
        for account in queryset:
            _, raw_key = api_key_issue(account=account, name=f"admin:{request.user}")
            self.message_user(
                request,
                f"New key for {account.name} (store it now, it is not shown again): {raw_key}",
                messages.WARNING,
            )


@admin.register(ApiKey)
class ApiKeyAdmin(admin.ModelAdmin):
    """Keys show their prefix and status only; the secret is never stored."""

    list_display = ("prefix", "account", "name", "created_at", "revoked_at")
    list_filter = ("revoked_at",)
    list_select_related = ("account",)
    search_fields = ("prefix", "account__name", "name")
    fields = ("prefix", "account", "name", "created_at", "revoked_at")
    readonly_fields = ("prefix", "account", "created_at", "revoked_at")
    actions = ("revoke",)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # keys are issued from the account page, so the secret is shown once

    @admin.action(description="Revoke selected keys")
    def revoke(self, request: HttpRequest, queryset: QuerySet[ApiKey]) -> None:
        for key in queryset:
            api_key_revoke(key=key)
        self.message_user(request, f"Revoked {queryset.count()} key(s).")


@admin.register(Site)
class SiteAdmin(admin.ModelAdmin):
    list_display = ("__str__", "account", "kind", "site_key", "shop_domain", "id", "created_at")
    list_filter = ("kind",)
    list_select_related = ("account",)
    search_fields = ("id", "site_key", "shop_domain", "account__name")
    readonly_fields = ("id", "created_at")

    def save_model(self, request: HttpRequest, obj: Site, form, change: bool) -> None:
        if not obj.site_key:
            obj.site_key = new_site_key()
        super().save_model(request, obj, form, change)

    class Media:
        css = ADMIN_CSS
