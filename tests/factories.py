"""Factories for tenancy objects; other apps add theirs beside their tests."""

from __future__ import annotations

import factory

from tenancy.models import Account, Site
from tenancy.services.keys import api_key_issue
from tenancy.services.sites import new_site_key


class AccountFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Account

    name = factory.Sequence(lambda n: f"account-{n}")


class SiteFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Site

    account = factory.SubFactory(AccountFactory)
    kind = Site.Kind.SCRIPT
    site_key = factory.LazyFunction(new_site_key)
    origins = factory.LazyFunction(lambda: ["https://shop.example"])


def issue_key(account: Account) -> str:
    return api_key_issue(account=account)[1]
