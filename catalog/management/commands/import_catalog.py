"""``manage.py import_catalog --site SITE_ID [--dry-run] FILE``: the CSV import (4.3) from
a shell.

Runs ``catalog.csv_import.apply.catalog_import``, the service of the HTTP endpoint, so a
file imports exactly as if uploaded (``--dry-run``: as ``?dry_run=true``, nothing is
written). On a terminal it shows a progress bar (reading, validating, writing) and a
summary table; log records (Celery's, kombu's, ours) are printed above the bars instead
of into them. Otherwise it logs one plain line per phase step and prints the summary as
plain text. The summary says which currency the prices took and where it came from. Row
errors are listed and the command exits 1 without changing anything.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError
from rich.console import Console
from rich.logging import RichHandler
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
)
from rich.table import Table

from catalog.csv_import.apply import CsvImportError, ImportResult, catalog_import
from common.errors import ApiError
from tenancy.models import Site

_LABELS = {"read": "Reading", "validate": "Validating", "write": "Writing"}
_CURRENCY_SOURCES = {
    "column": "from the file's currency column",
    "form": "from --currency",
    "site": "the site's default currency",
    "default": "the default (no currency column, --currency or site default)",
}


@contextmanager
def _logs_above(console: Console) -> Iterator[None]:
    """Route log records through ``console`` while its progress bars are live.

    Stream handlers (the root logger's console handler, which Celery's and kombu's
    loggers propagate to) write straight to the terminal and tear the bars apart; rich's
    handler prints each record above them. The handlers are put back afterwards.
    """
    routed = RichHandler(console=console, show_path=False)
    saved: dict[logging.Logger, list[logging.Handler]] = {}
    for logger in [logging.getLogger(), *logging.Logger.manager.loggerDict.values()]:
        if not isinstance(logger, logging.Logger):
            continue  # a placeholder
        # Plain stream handlers only: not files, not rich's own.
        kept = [h for h in logger.handlers if type(h) is not logging.StreamHandler]
        if len(kept) < len(logger.handlers):
            saved[logger] = logger.handlers
            logger.handlers = [*kept, routed]
    try:
        yield
    finally:
        for logger, handlers in saved.items():
            logger.handlers = handlers


class _RichProgress:
    """A bar per phase on a terminal."""

    def __init__(self, progress: Progress) -> None:
        self._progress = progress
        self._tasks: dict[str, TaskID] = {}

    def start(self, phase: str, total: int | None) -> None:
        self._tasks[phase] = self._progress.add_task(_LABELS.get(phase, phase), total=total)

    def advance(self, phase: str, amount: int) -> None:
        self._progress.advance(self._tasks[phase], amount)


class _LogProgress:
    """Plain lines when not on a terminal: a phase's start, each tenth, and its end."""

    def __init__(self, out: TextIO) -> None:
        self._out = out
        self._phase: tuple[str, int | None] | None = None
        self._done = 0
        self._next = 0
        self._started = time.monotonic()

    def start(self, phase: str, total: int | None) -> None:
        self._finish()
        self._phase = (phase, total)
        self._done = 0
        self._next = (total or 0) // 10
        self._started = time.monotonic()
        unit = " bytes" if phase == "read" else " products"
        self._line(f"{_LABELS.get(phase, phase)}: started ({total or '?'}{unit})")

    def advance(self, phase: str, amount: int) -> None:
        self._done += amount
        total = self._phase[1] if self._phase else None
        if total and self._done >= self._next and self._done < total:
            self._line(f"{_LABELS.get(phase, phase)}: {self._done * 100 // total}%")
            self._next = self._done + max(1, total // 10)

    def close(self) -> None:
        self._finish()

    def _finish(self) -> None:
        if self._phase is not None:
            name = _LABELS.get(self._phase[0], self._phase[0])
            self._line(f"{name}: done ({self._done}) in {time.monotonic() - self._started:.1f}s")
            self._phase = None

    def _line(self, text: str) -> None:
        self._out.write(f"import_catalog: {text}\n")
        self._out.flush()


class Command(BaseCommand):
    help = "Import a catalog CSV (native, Shopify or WooCommerce export) into a site, atomically."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--site", required=True, help="Site ID (UUID)")
        parser.add_argument(
            "--currency",
            default=None,
            help="Currency of prices without a currency column (else the site's, else USD)",
        )
        parser.add_argument(
            "--dry-run", action="store_true", help="Validate and report; write nothing"
        )
        parser.add_argument("file", help="Path of the CSV file")

    def handle(
        self, *args, site: str, file: str, currency: str | None, dry_run: bool, **options
    ) -> None:
        try:
            target = Site.objects.get(pk=site)
        except (Site.DoesNotExist, ValidationError):
            raise CommandError(f"site {site!r} not found") from None
        try:
            stream = open(file, "rb")  # noqa: SIM115 - closed below
        except OSError as exc:
            raise CommandError(f"cannot open {file}: {exc}") from exc
        tty = self.stdout.isatty()
        started = time.monotonic()
        with stream:
            size = os.fstat(stream.fileno()).st_size
            try:
                result = self._run(target, stream, size, currency, tty, dry_run)
            except CsvImportError as exc:
                self._report_errors(exc)
                raise CommandError(exc.message) from None
            except ApiError as exc:
                raise CommandError(exc.message) from None
        self._summary(result, time.monotonic() - started, tty)

    def _run(
        self, site: Site, stream, size: int, currency: str | None, tty: bool, dry_run: bool
    ) -> ImportResult:
        options = {"site": site, "stream": stream, "currency": currency, "size": size}
        options["dry_run"] = dry_run
        if tty:
            columns = (
                TextColumn("{task.description:<10}"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeElapsedColumn(),
            )
            console = self._console()
            with Progress(*columns, console=console) as bar, _logs_above(console):
                return catalog_import(**options, progress=_RichProgress(bar))
        log = _LogProgress(self.stdout)
        try:
            return catalog_import(**options, progress=log)
        finally:
            log.close()

    def _console(self) -> Console:
        # rich writes control sequences itself: give it the stream under OutputWrapper
        # (whose write() would append line endings).
        return Console(file=self.stdout._out)

    def _report_errors(self, exc: CsvImportError) -> None:
        for e in exc.row_errors:
            self.stderr.write(f"row {e.row}, column {e.column}: {e.error}")
        if exc.total > len(exc.row_errors):
            self.stderr.write(f"... and {exc.total - len(exc.row_errors)} more")

    def _summary(self, result: ImportResult, seconds: float, tty: bool) -> None:
        statuses = {"created": 0, "updated": 0, "deleted": 0}
        for product in result.products:
            statuses[product.status] += 1
        currency = result.currency
        rows = [
            ("layout", result.layout),
            ("currency", f"{currency.code} ({_CURRENCY_SOURCES[currency.source]})"),
            ("rows", str(result.row_count)),
            ("products created", str(statuses["created"])),
            ("products updated", str(statuses["updated"])),
            ("products deleted", str(result.deleted_product_count)),
            ("variants deleted", str(result.deleted_variant_count)),
            ("variants", str(sum(p.variant_count for p in result.products))),
            ("active variants", str(sum(p.active_variant_count for p in result.products))),
            ("seconds", f"{seconds:.1f}"),
        ]
        title = "Catalog import"
        if result.dry_run:
            title = "Catalog import (dry run: nothing was written)"
        if tty:
            table = Table(title=title, show_header=False)
            table.add_column("")
            table.add_column("", justify="right")
            for name, value in rows:
                table.add_row(name, value)
            self._console().print(table)
            return
        width = max(len(name) for name, _ in rows)
        self.stdout.write(title)
        for name, value in rows:
            self.stdout.write(f"  {name:<{width}}  {value:>8}")
