"""``manage.py import_catalog``: the same import from a shell (non-tty output)."""

from __future__ import annotations

import io

import pytest
from django.core.management import CommandError, call_command

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
