"""``seed_demo``: create or refresh the demo store behind ``/vfr/demo/`` (decisions.md 7)."""

from __future__ import annotations

import json

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from common.errors import ApiError
from widget.services import demo_seed


class Command(BaseCommand):
    help = "Create or refresh the demo store (products, reviews, orders); print its site key."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--origin",
            action="append",
            default=[],
            help="Origin serving the demo page (repeat to allow more); the first one is "
            "used in product and image URLs. Default http://127.0.0.1:8000.",
        )
        parser.add_argument("--json", action="store_true", help="Print one JSON object.")
        parser.add_argument(
            "--if-demo-page",
            action="store_true",
            help="Do nothing unless the demo page is on (DEMO_PAGE; `make run` uses this).",
        )

    def handle(self, *args, **options) -> None:
        if options["if_demo_page"] and not settings.DEMO_PAGE:
            return
        try:
            seeded = demo_seed(origins=options["origin"] or ["http://127.0.0.1:8000"])
        except ApiError as exc:
            raise CommandError(exc.message) from exc
        payload = {
            "site_key": seeded.site.site_key,
            "product_ids": seeded.product_ids,
            "demo_url": seeded.demo_url,
        }
        if options["json"]:
            self.stdout.write(json.dumps(payload))
            return
        self.stdout.write(f"demo store ready: open {seeded.demo_url}")
        self.stdout.write(f"site key    {seeded.site.site_key}")
