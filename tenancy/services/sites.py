"""Creating sites and normalizing their storefront origins."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from urllib.parse import urlsplit

from django.db import IntegrityError, transaction

from catalog.currencies import ISO_4217
from common.errors import BadRequest, Conflict
from tenancy.models import Account, Site
from tenancy.services.keys import api_key_issue

_DEFAULT_PORTS = {"http": 80, "https": 443}


def normalize_origin(value: str) -> str:
    """``scheme://host[:port]`` lowercased, default port dropped, as browsers send it."""
    parts = urlsplit(value.strip())
    if parts.scheme not in _DEFAULT_PORTS or not parts.hostname:
        raise BadRequest(f"origin {value!r} must be http(s)://host[:port]")
    if parts.path not in ("", "/") or parts.query or parts.fragment or parts.username:
        raise BadRequest(f"origin {value!r} must not have a path, query or credentials")
    try:
        port = parts.port
    except ValueError:
        raise BadRequest(f"origin {value!r} has an invalid port") from None
    host = parts.hostname.lower()
    if ":" in host:
        host = f"[{host}]"
    if port is None or port == _DEFAULT_PORTS[parts.scheme]:
        return f"{parts.scheme}://{host}"
    return f"{parts.scheme}://{host}:{port}"


def normalize_shop_domain(value: str) -> str:
    domain = value.strip().lower()
    if "://" in domain:
        domain = urlsplit(domain).hostname or ""
    domain = domain.rstrip("/")
    if not domain or "/" in domain or " " in domain or len(domain) > 255:
        raise BadRequest(f"shop domain {value!r} is not a domain name")
    return domain


def new_site_key() -> str:
    """A public, unguessable storefront key (it is not a secret: it appears in pages)."""
    return f"pk_{secrets.token_urlsafe(18)}"


@dataclass(frozen=True)
class SiteCreated:
    account: Account
    site: Site
    api_key: str | None


@transaction.atomic
def site_create(
    *,
    account_name: str,
    origins: list[str] | None = None,
    shop_domain: str | None = None,
    new_key: bool = False,
    currency: str | None = None,
) -> SiteCreated:
    """Create a site, and its account when new. A key is issued for a new account or on
    request (older keys stay valid: rotation is issue-new-then-revoke-old). ``currency``:
    the site's default currency of CSV import prices (ISO 4217; none: USD)."""
    name = account_name.strip()
    if not name or len(name) > 255:
        raise BadRequest("account name must be 1 to 255 characters")
    code = (currency or "").strip().upper()
    if code and code not in ISO_4217:
        raise BadRequest(f"currency {currency!r} must be an uppercase ISO 4217 code")
    normalized = list(dict.fromkeys(normalize_origin(o) for o in origins or []))
    domain = normalize_shop_domain(shop_domain) if shop_domain else None
    account, created = Account.objects.get_or_create(name=name)
    raw_key = None
    if created or new_key:
        _, raw_key = api_key_issue(account=account)
    try:
        with transaction.atomic():
            site = Site.objects.create(
                account=account,
                name=domain or "",
                kind=Site.Kind.HOSTED if domain else Site.Kind.SCRIPT,
                site_key=new_site_key(),
                shop_domain=domain,
                origins=normalized,
                currency=code,
            )
    except IntegrityError:
        raise Conflict(f"shop domain {domain!r} already belongs to a site") from None
    return SiteCreated(account=account, site=site, api_key=raw_key)
