"""``manage.py extract_fit [PATH|-]``: run the fit extractor over JSON lines (no database).

Reads ``{"id", "title", "body", "language"}`` lines from PATH or stdin (``-``, the
default) and writes ``{"id", "fit_signals", "measurements"}`` lines to stdout; a bad line
gets ``{"id", "error"}`` and processing continues. Exits non-zero only when the input
cannot be opened.
"""

from __future__ import annotations

import sys

from django.core.management.base import BaseCommand, CommandError

from reviews.extraction.offline import run_offline


class Command(BaseCommand):
    help = "Extract fit signals and measurements from review JSON lines (stdin or PATH)."
    requires_system_checks: list[str] = []
    requires_migrations_checks = False

    def add_arguments(self, parser) -> None:
        parser.add_argument("path", nargs="?", default="-", help="JSON lines file, or - for stdin")

    def handle(self, *args, path: str = "-", **options) -> None:
        # OutputWrapper.write keeps our "\n" endings and adds no styling to stdout.
        out = self.stdout
        if path == "-":
            errors = run_offline(sys.stdin, out)
        else:
            try:
                stream = open(path, encoding="utf-8")  # noqa: SIM115 - closed below
            except OSError as exc:
                raise CommandError(f"cannot open {path}: {exc}") from exc
            with stream:
                errors = run_offline(stream, out)
        if errors:
            self.stderr.write(f"{errors} line(s) could not be processed")
