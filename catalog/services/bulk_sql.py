"""Bulk upserts of many rows as one ``INSERT ... SELECT FROM unnest(...)`` statement.

Django's ``bulk_create`` prepares every value of every row through the field machinery,
which dominates a 5,000-variant write. Here each column is passed as one array parameter;
values are converted once per column by type. PostgreSQL only: other databases (the
embedded SQLite default) fall back to ``bulk_create``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import orjson
from django.db import connection, models


def _column(field: models.Field, rows: Sequence[models.Model]) -> list[Any]:
    name = field.attname
    if isinstance(field, models.JSONField):
        return [
            None if (v := getattr(row, name)) is None else orjson.dumps(v).decode() for row in rows
        ]
    return [getattr(row, name) for row in rows]


def bulk_upsert(
    model: type[models.Model],
    rows: Sequence[models.Model],
    *,
    fields: Sequence[str],
    conflict: Sequence[str] | None = None,
    update: Sequence[str] = (),
) -> None:
    """Insert ``rows`` (columns ``fields``); on a ``conflict`` update the ``update`` columns.

    Values are taken as they are on the instances: set defaults and timestamps first.
    Nothing is returned (auto-increment ids are not read back).
    """
    if not rows:
        return
    if connection.vendor != "postgresql":
        kwargs: dict[str, Any] = {}
        if conflict:
            kwargs = {"update_conflicts": True, "unique_fields": conflict, "update_fields": update}
        model.objects.bulk_create(rows, **kwargs)
        return
    meta = model._meta
    columns = [meta.get_field(name) for name in fields]
    quote = connection.ops.quote_name
    names = ", ".join(quote(f.column) for f in columns)
    arrays = ", ".join(
        f"%s::{'text' if isinstance(f, models.JSONField) else f.db_type(connection)}[]"
        for f in columns
    )
    selects = ", ".join(
        f"u.c{i}::jsonb" if isinstance(f, models.JSONField) else f"u.c{i}"
        for i, f in enumerate(columns)
    )
    aliases = ", ".join(f"c{i}" for i in range(len(columns)))
    sql = (
        f"INSERT INTO {quote(meta.db_table)} ({names}) "
        f"SELECT {selects} FROM unnest({arrays}) AS u({aliases})"
    )
    if conflict:
        target = ", ".join(quote(meta.get_field(n).column) for n in conflict)
        sets = ", ".join(
            f"{quote(meta.get_field(n).column)} = EXCLUDED.{quote(meta.get_field(n).column)}"
            for n in update
        )
        sql += f" ON CONFLICT ({target}) DO UPDATE SET {sets}"
    with connection.cursor() as cursor:
        cursor.execute(sql, [_column(f, rows) for f in columns])
