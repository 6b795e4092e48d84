"""Accounts own API keys and sites; a site is one merchant catalog."""

from __future__ import annotations

import uuid

from django.db import models


class Account(models.Model):
    name = models.CharField(max_length=255, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return self.name


class ApiKey(models.Model):
    """A secret bearer key. Only a SHA-256 digest is stored; ``prefix`` finds the row."""

    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="api_keys")
    prefix = models.CharField(max_length=32, unique=True)
    digest = models.CharField(max_length=64)
    name = models.CharField(max_length=255, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = "API key"

    def __str__(self) -> str:
        return f"{self.prefix}… ({'revoked' if self.revoked_at else 'active'})"

    @property
    def is_active(self) -> bool:
        return self.revoked_at is None


class Site(models.Model):
    class Kind(models.TextChoices):
        SCRIPT = "script", "Script-based integration"
        HOSTED = "hosted", "Hosted storefront platform"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="sites")
    name = models.CharField(max_length=255, blank=True, default="")
    kind = models.CharField(max_length=16, choices=Kind.choices, default=Kind.SCRIPT)
    site_key = models.CharField(max_length=255, unique=True, blank=True)
    shop_domain = models.CharField(max_length=255, unique=True, null=True, blank=True)
    # Allowed storefront origins, normalized as scheme://host[:port].
    origins = models.JSONField(default=list, blank=True)
    # Default ISO 4217 currency of CSV import prices (``create_site --currency``); empty:
    # the contract's USD (decisions.md section 3).
    currency = models.CharField(max_length=3, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        """The account first: staff know merchants by account, not by a public key (load
        ``account`` with the site where many are shown)."""
        return f"{self.account.name} / {self.label}"

    @property
    def label(self) -> str:
        return self.name or self.shop_domain or self.site_key
