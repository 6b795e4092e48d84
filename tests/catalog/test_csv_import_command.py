"""``manage.py import_catalog``: the same import from a shell (non-tty output)."""

from __future__ import annotations

import io
import logging

import pytest
from django.core.management import CommandError, call_command
from rich.console import Console
from rich.progress import Progress

from catalog.management.commands.import_catalog import _logs_above
from catalog.models import Product, ProductVariant
from tests.catalog.test_csv_import import dress, native_csv


@pytest.fixture
def csv_file(tmp_path):
    def write(rows) -> str:
        path = tmp_path / "catalog.csv"
        path.write_bytes(native_csv(rows))
        return str(path)

    return write


def run(*args) -> str:
    out = io.StringIO()
    call_command("import_catalog", *args, stdout=out, stderr=io.StringIO())
    return out.getvalue()


def test_command_imports_and_logs_progress_and_a_summary(site, csv_file):
    output = run("--site", str(site.pk), csv_file(dress("p1") + dress("p2")))
    assert Product.objects.filter(site=site).count() == 2
    assert ProductVariant.objects.count() == 6
    lines = output.splitlines()
    assert "import_catalog: Reading: started" in lines[0]
    assert any(line.startswith("import_catalog: Writing: done (2)") for line in lines)
    assert "\x1b[" not in output  # no terminal control codes when not on a terminal
    summary = lines[lines.index("Catalog import") :]
    assert "products created         2" in "\n".join(summary)
    assert any(line.split()[-1] == "6" and "active variants" in line for line in summary)


def test_command_reimport_counts_updates(site, csv_file):
    path = csv_file(dress("p1"))
    run("--site", str(site.pk), path)
    output = run("--site", str(site.pk), path)
    assert "products updated         1" in output


def test_command_row_errors_fail_and_change_nothing(site, csv_file):
    rows = dress("p1")
    rows[1]["variant_price"] = "12,50"
    err = io.StringIO()
    with pytest.raises(CommandError, match="row error"):
        call_command(
            "import_catalog", "--site", str(site.pk), csv_file(rows), stdout=io.StringIO(),
            stderr=err,
        )  # fmt: skip
    assert "row 3, column variant_price" in err.getvalue()
    assert not Product.objects.exists()


@pytest.mark.parametrize("site_id", ["00000000-0000-0000-0000-000000000000", "not-a-uuid"])
def test_command_unknown_site_fails(db, csv_file, site_id):
    with pytest.raises(CommandError, match="not found"):
        run("--site", site_id, csv_file(dress("p1")))


def test_command_dry_run_reports_and_writes_nothing(site, csv_file):
    output = run("--site", str(site.pk), "--dry-run", csv_file(dress("p1") + dress("p2")))
    assert not Product.objects.exists()
    assert "Catalog import (dry run: nothing was written)" in output
    assert "products created         2" in output


def test_command_summary_names_the_currency_and_its_source(site, csv_file):
    rows = [{k: v for k, v in row.items() if k != "currency"} for row in dress("p1")]
    assert "USD (the default" in run("--site", str(site.pk), csv_file(rows))
    assert "GBP (from --currency)" in run(
        "--site", str(site.pk), "--currency", "GBP", csv_file(rows)
    )
    site.currency = "EUR"
    site.save()
    assert "EUR (the site's default currency)" in run("--site", str(site.pk), csv_file(rows))
    assert "CHF (from the file's currency column)" in run(
        "--site", str(site.pk), csv_file(dress("p1", currency="CHF"))
    )


def test_log_records_print_above_the_progress_bars_on_a_terminal():
    """While the bars are live, Celery's and kombu's records (which propagate to the
    root logger's stream handler) go through rich's console instead of being written
    straight to the terminal, which tears the bars apart; afterwards the handlers are
    back."""
    terminal = io.StringIO()
    direct = io.StringIO()
    root = logging.getLogger()
    stream_handler = logging.StreamHandler(direct)
    root.addHandler(stream_handler)
    handlers = list(root.handlers)
    console = Console(file=terminal, force_terminal=True, width=100)
    try:
        with Progress(console=console) as bars, _logs_above(console):
            task = bars.add_task("Writing", total=2)
            logging.getLogger("kombu.connection").warning("broker connection lost")
            logging.getLogger("celery.app.trace").warning("task rebuild_index succeeded")
            bars.advance(task, 2)
        assert root.handlers == handlers
    finally:
        root.removeHandler(stream_handler)
    assert direct.getvalue() == ""
    assert "broker connection lost" in terminal.getvalue()
    assert "task rebuild_index succeeded" in terminal.getvalue()
