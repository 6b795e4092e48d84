"""Each foreign key column that leads a unique constraint is served by that constraint's
index alone: no second, single-column index to maintain on every row written."""

from __future__ import annotations

import pytest
from django.apps import apps
from django.db import connection

pytestmark = pytest.mark.django_db


def _indexes(table: str) -> dict[str, dict]:
    with connection.cursor() as cursor:
        return {
            name: info
            for name, info in connection.introspection.get_constraints(cursor, table).items()
            if info["index"] or info["unique"]
        }


def _covered_foreign_keys():
    """(model, column) of every catalog foreign key whose column leads a unique constraint."""
    for model in apps.get_app_config("catalog").get_models():
        leading = {
            model._meta.get_field(c.fields[0]).column
            for c in model._meta.constraints
            if getattr(c, "fields", None)
        }
        for field in model._meta.concrete_fields:
            if field.is_relation and field.column in leading:
                yield model, field.column


def test_every_covered_foreign_key_is_found():
    found = {(m._meta.db_table, column) for m, column in _covered_foreign_keys()}
    assert ("catalog_productvariant", "product_id") in found
    assert ("catalog_product", "site_id") in found
    assert len(found) >= 7


@pytest.mark.parametrize(
    ("model", "column"), list(_covered_foreign_keys()), ids=lambda v: getattr(v, "__name__", v)
)
def test_a_foreign_key_led_unique_constraint_is_its_only_index(model, column):
    indexes = _indexes(model._meta.db_table)
    own = [n for n, i in indexes.items() if i["columns"] == [column] and not i["primary_key"]]
    leading = [n for n, i in indexes.items() if i["unique"] and i["columns"][:1] == [column]]
    assert own == []
    assert leading  # the unique constraint's index serves lookups and cascades
