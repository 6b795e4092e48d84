"""Leave half of each new page of the variants table free (PostgreSQL ``fillfactor``).

A re-import writes every variant's stock observation time (``inventory_observed_at``,
``updated_at``), columns no index covers: with room on the row's page PostgreSQL updates
it in place (a HOT update) instead of adding a new entry to each of the table's five
indexes. A page's variants are updated together (a product's rows are inserted
together), so it needs room for all of them: half the page. Pages already written keep
their layout until rewritten. See docs/csv_import.md, "Performance".
"""

from django.db import migrations

TABLE = "catalog_productvariant"


def set_fillfactor(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(f"ALTER TABLE {TABLE} SET (fillfactor = 50)")


def reset_fillfactor(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(f"ALTER TABLE {TABLE} RESET (fillfactor)")


class Migration(migrations.Migration):
    dependencies = [
        ("catalog", "0003_product_import_seal"),
    ]

    operations = [migrations.RunPython(set_fillfactor, reset_fillfactor)]
