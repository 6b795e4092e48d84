"""Who may ask for recommendations of which site (decisions.md sections 0, 5 and 6).

- Bearer key: the site named by ``site_key`` or ``shop_domain`` must belong to the key's
  account; unknown or not owned is 404 ("storefront missing or inaccessible").
- Direct browser request: no ``Authorization``, a ``site_key`` and an ``Origin`` allowed for
  that site; another origin is 403.
"""

from __future__ import annotations

from rest_framework.permissions import BasePermission

from common import cors
from common.errors import Forbidden, NotFound, Unauthorized
from tenancy.models import Account, Site
from tenancy.selectors import site_by_key, site_by_shop_domain


class BearerOrBrowserOrigin(BasePermission):
    """A valid bearer key, or no ``Authorization`` with an ``Origin`` (checked per site
    once the body names it). A present but invalid key already failed authentication."""

    def has_permission(self, request, view) -> bool:
        if request.user is not None:
            return True
        meta = request.META
        return "HTTP_AUTHORIZATION" not in meta and bool(meta.get("HTTP_ORIGIN"))


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
    """A browser request must come from one of the site's origins (``common.cors``)."""
    if not cors.origin_allowed(site.origins, origin):
        raise Forbidden("origin not allowed for this site")


def any_site_allows(origin: str | None) -> bool:
    """For CORS preflight, which carries no body: is the origin configured anywhere?"""
    normalized = cors.normalized_origin(origin)
    if normalized is None:
        return False
    # Substring match in SQL (works on SQLite and PostgreSQL), exact check in Python.
    return any(
        cors.origin_allowed(origins, origin)
        for origins in Site.objects.filter(origins__icontains=normalized).values_list(
            "origins", flat=True
        )
    )
