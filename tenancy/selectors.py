"""Finding sites for a request, with the ownership rules of decisions.md section 0/1."""

from __future__ import annotations

import functools
import uuid

from django.db import connection

from common.errors import Forbidden, NotFound
from common.rows import columns_sql, instance_from_row
from tenancy.models import Account, Site


def access_site(*, account: Account, site_id: str) -> Site:
    """The site ``site_id`` if ``account`` may modify it: 404 unknown, 403 not owned."""
    try:
        pk = uuid.UUID(site_id)
    except (ValueError, AttributeError):
        raise NotFound("site not found") from None
    site = _site(pk)
    if site is None:
        raise NotFound("site not found")
    if site.account_id != account.pk:
        raise Forbidden("this API key's account cannot modify this site")
    return site


def _site(pk: uuid.UUID) -> Site | None:
    """``Site`` ``pk`` or None, in plain SQL: every management request looks its site up."""
    with connection.cursor() as cursor:
        cursor.execute(_site_sql(), [Site._meta.pk.get_db_prep_value(pk, connection)])
        row = cursor.fetchone()
    return None if row is None else instance_from_row(Site, row)


@functools.cache
def _site_sql() -> str:
    table = connection.ops.quote_name(Site._meta.db_table)
    return f"SELECT {columns_sql(Site, 's')} FROM {table} s WHERE s.id = %s"


def site_by_key(site_key: str) -> Site | None:
    """The site with public key ``site_key``, or None (plain SQL: every recommendation
    request names its site so, and the ORM's query building cost more than the lookup)."""
    if not site_key or len(site_key) > 255:
        return None
    return _site_where("s.site_key = %s", [site_key])


def site_by_shop_domain(shop_domain: str) -> Site | None:
    domain = shop_domain.strip().lower()
    if not domain or len(domain) > 255:
        return None
    return _site_where("s.shop_domain = %s AND s.kind = %s", [domain, Site.Kind.HOSTED.value])


def _site_where(condition: str, params: list[object]) -> Site | None:
    """The one ``Site`` matching ``condition`` (over unique columns), or None."""
    table = connection.ops.quote_name(Site._meta.db_table)
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT {columns_sql(Site, 's')} FROM {table} s WHERE {condition}", params)
        row = cursor.fetchone()
    return None if row is None else instance_from_row(Site, row)
