"""Finding sites for a request, with the ownership rules of decisions.md section 0/1."""

from __future__ import annotations

import uuid

from common.errors import Forbidden, NotFound
from tenancy.models import Account, Site


def access_site(*, account: Account, site_id: str) -> Site:
    """The site ``site_id`` if ``account`` may modify it: 404 unknown, 403 not owned."""
    try:
        pk = uuid.UUID(site_id)
    except (ValueError, AttributeError):
        raise NotFound("site not found") from None
    site = Site.objects.filter(pk=pk).first()
    if site is None:
        raise NotFound("site not found")
    if site.account_id != account.pk:
        raise Forbidden("this API key's account cannot modify this site")
    return site


def site_by_key(site_key: str) -> Site | None:
    """The site with public key ``site_key``, or None."""
    if not site_key or len(site_key) > 255:
        return None
    return Site.objects.filter(site_key=site_key).first()


def site_by_shop_domain(shop_domain: str) -> Site | None:
    domain = shop_domain.strip().lower()
    if not domain or len(domain) > 255:
        return None
    return Site.objects.filter(shop_domain=domain, kind=Site.Kind.HOSTED).first()
