"""Bearer API-key authentication for management endpoints and recommendations.

Keys come only from the ``Authorization: Bearer`` header, never a query string or cookie.
"""

from __future__ import annotations

from dataclasses import dataclass

from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework.authentication import BaseAuthentication
from rest_framework.exceptions import AuthenticationFailed
from rest_framework.request import Request

from tenancy.models import Account, ApiKey
from tenancy.services.keys import api_key_authenticate


@dataclass(frozen=True)
class AccountPrincipal:
    """What ``request.user`` is for an API-key request: the key's account."""

    account: Account

    is_authenticated = True
    is_anonymous = False

    @property
    def pk(self) -> int:
        return self.account.pk


class ApiKeyAuthentication(BaseAuthentication):
    """``Authorization: Bearer <key>``; no header at all leaves the request anonymous."""

    keyword = "bearer"

    def authenticate(self, request: Request) -> tuple[AccountPrincipal, ApiKey] | None:
        header = request.META.get("HTTP_AUTHORIZATION")
        if header is None:
            return None
        scheme, _, token = header.strip().partition(" ")
        token = token.strip()
        if scheme.lower() != self.keyword or not token or " " in token:
            raise AuthenticationFailed()
        key = api_key_authenticate(token)
        if key is None:
            raise AuthenticationFailed()
        return AccountPrincipal(key.account), key

    def authenticate_header(self, request: Request) -> str:
        return 'Bearer realm="api"'


class ApiKeyAuthenticationScheme(OpenApiAuthenticationExtension):
    target_class = "common.auth.ApiKeyAuthentication"
    name = "bearerAuth"

    def get_security_definition(self, auto_schema):
        return {"type": "http", "scheme": "bearer", "description": "Account API key."}
