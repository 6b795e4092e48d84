from django.contrib.postgres.operations import AddIndexConcurrently
from django.db import migrations, models


class AddIndexConcurrentlyOnPostgres(AddIndexConcurrently):
    """CREATE INDEX CONCURRENTLY on PostgreSQL (review syncs keep writing while a large
    reviews table is indexed); a plain CREATE INDEX elsewhere (the embedded SQLite)."""

    def database_forwards(self, app_label, schema_editor, from_state, to_state):
        if schema_editor.connection.vendor == "postgresql":
            return super().database_forwards(app_label, schema_editor, from_state, to_state)
        return migrations.AddIndex.database_forwards(
            self, app_label, schema_editor, from_state, to_state
        )

    def database_backwards(self, app_label, schema_editor, from_state, to_state):
        if schema_editor.connection.vendor == "postgresql":
            return super().database_backwards(app_label, schema_editor, from_state, to_state)
        return migrations.AddIndex.database_backwards(
            self, app_label, schema_editor, from_state, to_state
        )


class Migration(migrations.Migration):
    atomic = False  # CREATE INDEX CONCURRENTLY cannot run in a transaction

    dependencies = [
        ("catalog", "0002_catalog_sync"),
        ("reviews", "0002_sync_hashes_event_product_digest_stale"),
        ("tenancy", "0001_initial"),
    ]

    operations = [
        AddIndexConcurrentlyOnPostgres(
            model_name="review",
            index=models.Index(
                fields=["product", "status"], include=("rating",), name="review_rating"
            ),
        ),
    ]
