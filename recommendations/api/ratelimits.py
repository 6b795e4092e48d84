"""Short-term safety limits on the shared cache (django-ratelimit, fixed windows).

Per store always, per shopper when ``shopper_id`` is sent, per client IP only for direct
browser requests (a merchant backend's shared egress IP is never limited).
"""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest
from django_ratelimit.core import get_usage

from common.errors import ServiceUnavailable, TooManyRequests
from recommendations.selectors import STORE_ERRORS

_WINDOW = 60


def _check(request: HttpRequest, group: str, value: str, per_minute: int) -> None:
    usage = get_usage(
        request,
        group=f"recs:{group}",
        key=lambda _group, _request: value,
        rate=f"{per_minute}/{_WINDOW}s",
        method=("POST",),
        increment=True,
    )
    if usage is not None and usage["should_limit"]:
        raise TooManyRequests(retry_after=max(1, int(usage["time_left"])))


def enforce_rate_limits(
    request: HttpRequest, *, site_id: object, shopper_id: str | None, browser: bool
) -> None:
    """429 with ``Retry-After`` when any limit is exceeded; 503 when the store is down."""
    try:
        _check_all(request, site_id=site_id, shopper_id=shopper_id, browser=browser)
    except STORE_ERRORS:
        raise ServiceUnavailable("recommendations temporarily unavailable") from None


def _check_all(
    request: HttpRequest, *, site_id: object, shopper_id: str | None, browser: bool
) -> None:
    if browser:
        _check(request, "ip", request.META.get("REMOTE_ADDR", ""), settings.RECS_RATE_LIMIT_PER_IP)
    if shopper_id is not None:
        _check(request, "shopper", f"{site_id}:{shopper_id}", settings.RECS_RATE_LIMIT_PER_SHOPPER)
    _check(request, "store", str(site_id), settings.RECS_RATE_LIMIT_PER_STORE)
