"""``create_site``: staff create an account (if new), a site and optionally a key."""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError, CommandParser

from common.errors import ApiError
from tenancy.services.sites import site_create


class Command(BaseCommand):
    help = "Create a site (and its account when new); print the site id, site key and API key."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--account", required=True, help="Account name (created if new).")
        parser.add_argument(
            "--origin", action="append", default=[], help="Allowed storefront origin (repeat)."
        )
        parser.add_argument("--shop-domain", help="Canonical shop domain: makes a hosted site.")
        parser.add_argument(
            "--currency", help="Default ISO 4217 currency of CSV import prices (else USD)."
        )
        parser.add_argument("--new-key", action="store_true", help="Issue an additional API key.")
        parser.add_argument("--json", action="store_true", help="Print one JSON object.")

    def handle(self, *args, **options) -> None:
        try:
            created = site_create(
                account_name=options["account"],
                origins=options["origin"],
                shop_domain=options["shop_domain"],
                new_key=options["new_key"],
                currency=options["currency"],
            )
        except ApiError as exc:
            raise CommandError(exc.message) from exc
        payload = {
            "account": created.account.name,
            "api_key": created.api_key,
            "site_id": str(created.site.id),
            "site_key": created.site.site_key,
            "shop_domain": created.site.shop_domain,
            "origins": created.site.origins,
        }
        if options["json"]:
            self.stdout.write(json.dumps(payload))
            return
        for name, value in payload.items():
            self.stdout.write(f"{name:12} {value}")
        if created.api_key:
            self.stdout.write(self.style.WARNING("Store the API key now: it is not shown again."))
