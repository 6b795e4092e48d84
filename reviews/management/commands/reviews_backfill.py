"""``manage.py reviews_backfill [--status]``: start the re-extraction of stored reviews.

After a deploy that bumps ``EXTRACTOR_VERSION`` the periodic sweep starts the backfill
within ``REVIEWS_SWEEP_INTERVAL_SECONDS``; this command starts it at once (the workers do
the work) or, with ``--status``, prints how many reviews and product digests are behind.
"""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand

from reviews.extraction import EXTRACTOR_VERSION
from reviews.services.backfill import backfill_start, backfill_status


class Command(BaseCommand):
    help = "Start re-extracting reviews analyzed by an older extractor version (or --status)."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--status", action="store_true", help="only print the progress")

    def handle(self, *args, status: bool = False, **options) -> None:
        if not status:
            started = backfill_start(force=True)
            self.stdout.write(
                f"backfill to {EXTRACTOR_VERSION}: {'started' if started else 'nothing to do'}"
            )
        self.stdout.write(json.dumps(backfill_status()))
