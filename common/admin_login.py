"""Throttled admin login: guessing staff passwords costs a client a minute per few tries."""

from __future__ import annotations

import functools
from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django_ratelimit.core import is_ratelimited


def throttled(login: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """``login`` with ``ADMIN_LOGIN_RATE`` per client address and per username on POST
    (django-ratelimit's counters in the shared cache); 429 over it."""

    @functools.wraps(login)
    def view(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        if request.method == "POST" and any(
            is_ratelimited(
                request,
                group="admin-login",
                key=key,
                rate=settings.ADMIN_LOGIN_RATE,
                method="POST",
                increment=True,
            )
            for key in ("ip", "post:username")
        ):
            return JsonResponse(
                {"error": "too many login attempts", "retry_after_seconds": 60},
                status=429,
                headers={"Retry-After": "60"},
            )
        return login(request, *args, **kwargs)

    return view
