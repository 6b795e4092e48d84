"""Drop the single-column index of each foreign key whose column leads a unique constraint.

The constraint's index (``(product_id, identity_key)``, ``(site_id, product_id)``, ...)
serves the same lookups and cascades, so each one was maintained on every row written for
nothing (a CSV create writes ~125,000 child rows per 50,000 variant rows). Only the
indexes go: Django's own ``AlterField`` would also drop and re-add each foreign key
constraint, which revalidates every row of the table under lock. See docs/csv_import.md.
"""

import django.db.models.deletion
from django.db import migrations, models

# (table, column) of each foreign key that loses its own index.
COVERED = [
    ("catalog_ingestevent", "site_id"),
    ("catalog_product", "site_id"),
    ("catalog_productimage", "product_id"),
    ("catalog_productoption", "product_id"),
    ("catalog_productoptionvalue", "option_id"),
    ("catalog_productvariant", "product_id"),
    ("catalog_sizechart", "product_id"),
]


def _own_indexes(schema_editor, table: str, column: str) -> list[str]:
    """Names of the plain (non-unique) indexes on exactly ``column``."""
    with schema_editor.connection.cursor() as cursor:
        constraints = schema_editor.connection.introspection.get_constraints(cursor, table)
    return [
        name
        for name, info in constraints.items()
        if info["index"]
        and not info["unique"]
        and not info["primary_key"]
        and info["columns"] == [column]
    ]


def drop_indexes(apps, schema_editor):
    for table, column in COVERED:
        for name in _own_indexes(schema_editor, table, column):
            schema_editor.execute(f"DROP INDEX {schema_editor.quote_name(name)}")


def create_indexes(apps, schema_editor):
    for table, column in COVERED:
        if not _own_indexes(schema_editor, table, column):
            schema_editor.execute(
                f"CREATE INDEX {schema_editor.quote_name(f'{table}_{column}_own')} "
                f"ON {schema_editor.quote_name(table)} ({schema_editor.quote_name(column)})"
            )


def _no_index(to: str, related_name: str) -> models.ForeignKey:
    return models.ForeignKey(
        db_index=False,
        on_delete=django.db.models.deletion.CASCADE,
        related_name=related_name,
        to=to,
    )


class Migration(migrations.Migration):
    dependencies = [
        ("catalog", "0005_product_variant_uuid7"),
        ("tenancy", "0002_site_currency"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[migrations.RunPython(drop_indexes, create_indexes)],
            state_operations=[
                migrations.AlterField("ingestevent", "site", _no_index("tenancy.site", "+")),
                migrations.AlterField("product", "site", _no_index("tenancy.site", "products")),
                migrations.AlterField(
                    "productimage", "product", _no_index("catalog.product", "images")
                ),
                migrations.AlterField(
                    "productoption", "product", _no_index("catalog.product", "options")
                ),
                migrations.AlterField(
                    "productoptionvalue", "option", _no_index("catalog.productoption", "values")
                ),
                migrations.AlterField(
                    "productvariant", "product", _no_index("catalog.product", "variants")
                ),
                migrations.AlterField(
                    "sizechart", "product", _no_index("catalog.product", "size_charts")
                ),
            ],
        )
    ]
