"""``revoke_key``: staff revoke an API key by its prefix or the whole key; the next request
made with it is 401 (keys are checked against the database on every request)."""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError, CommandParser

from tenancy.services.keys import api_key_find, api_key_revoke


class Command(BaseCommand):
    help = "Revoke an API key given its prefix or the whole key. An unknown key exits 1."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("key", metavar="PREFIX_OR_KEY", help="Key prefix or the whole key.")
        parser.add_argument("--json", action="store_true", help="Print one JSON object.")

    def handle(self, *args, **options) -> None:
        key = api_key_find(options["key"])
        if key is None:
            raise CommandError("unknown API key", returncode=1)
        api_key_revoke(key=key)
        if options["json"]:
            self.stdout.write(json.dumps({"revoked": True, "prefix": key.prefix}))
        else:
            self.stdout.write(f"Revoked key {key.prefix} of account {key.account.name}.")
