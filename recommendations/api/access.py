"""Who may ask for recommendations of which site (decisions.md sections 0, 5 and 6).

- Bearer key: the site named by ``site_key`` or ``shop_domain`` must belong to the key's
  account; unknown or not owned is 404 ("storefront missing or inaccessible").
- Direct browser request: no ``Authorization``, a ``site_key`` and an ``Origin`` allowed for
  that site; another origin is 403.
"""

from __future__ import annotations

from django.http import HttpRequest
from rest_framework.permissions import BasePermission

from common.errors import BadRequest, Forbidden, NotFound, Unauthorized
from tenancy.models import Account, Site
from tenancy.selectors import site_by_key, site_by_shop_domain
from tenancy.services.sites import normalize_origin


class BearerOrBrowserOrigin(BasePermission):
    """A valid bearer key, or no ``Authorization`` with an ``Origin`` (checked per site
    once the body names it). A present but invalid key already failed authentication."""

    def has_permission(self, request, view) -> bool:
        if request.user is not None:
            return True
        meta = request.META
        return "HTTP_AUTHORIZATION" not in meta and bool(meta.get("HTTP_ORIGIN"))


def request_origin(request: HttpRequest) -> str | None:
    raw = request.META.get("HTTP_ORIGIN")
    if not raw:
        return None
    try:
        return normalize_origin(raw)
    except BadRequest:
        return None


def origin_allowed(site: Site, origin: str | None) -> bool:
    return origin is not None and origin in (site.origins or [])


def recommendation_site(
    *, account: Account | None, site_key: str | None, shop_domain: str | None
) -> Site:
    """The selected site: for a key, owned by its account; for a browser, by site key."""
    if account is None and site_key is None:
        raise Unauthorized("an API key is required without a site_key")
    site = site_by_key(site_key) if site_key is not None else site_by_shop_domain(shop_domain)
    if site is None or (account is not None and site.account_id != account.pk):
        raise NotFound("storefront not found")
    return site


def check_browser_origin(site: Site, origin: str | None) -> None:
    if not origin_allowed(site, origin):
        raise Forbidden("origin not allowed for this site")


def any_site_allows(origin: str | None) -> bool:
    """For CORS preflight, which carries no body: is the origin configured anywhere?"""
    if origin is None:
        return False
    # Substring match in SQL (works on SQLite and PostgreSQL), exact check in Python.
    return any(
        origin in (origins or [])
        for origins in Site.objects.filter(origins__icontains=origin).values_list(
            "origins", flat=True
        )
    )
