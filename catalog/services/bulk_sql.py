"""Bulk upserts of many rows as one ``INSERT ... SELECT FROM json_to_recordset(...)``.

Django's ``bulk_create`` prepares every value of every row through the field machinery,
which dominates a 5,000-variant write; psycopg's array parameters are dumped in Python.
Here the rows travel as one JSON document serialized by orjson (UUIDs and datetimes
natively) and PostgreSQL turns it back into typed columns. PostgreSQL only: elsewhere (the
embedded SQLite default) this falls back to ``bulk_create``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import orjson
from django.db import connection, models


def bulk_upsert(
    model: type[models.Model],
    rows: Sequence[Any],
    *,
    fields: Sequence[str],
    conflict: Sequence[str] | None = None,
    update: Sequence[str] = (),
) -> None:
    """Insert ``rows`` (columns ``fields``, read as attributes by ``attname``); on a
    ``conflict`` update the ``update`` columns. Values are written as they are on the rows:
    set defaults and timestamps first. Auto-increment ids are not read back."""
    if not rows:
        return
    meta = model._meta
    columns = [meta.get_field(name) for name in fields]
    if connection.vendor != "postgresql":
        instances = [
            row
            if isinstance(row, model)
            else model(**{f.attname: getattr(row, f.attname) for f in columns})
            for row in rows
        ]
        kwargs: dict[str, Any] = {}
        if conflict:
            kwargs = {"update_conflicts": True, "unique_fields": conflict, "update_fields": update}
        model.objects.bulk_create(instances, **kwargs)
        return
    quote = connection.ops.quote_name
    attnames = [f.attname for f in columns]
    document = orjson.dumps(
        [{name: getattr(row, name) for name in attnames} for row in rows]
    ).decode()
    names = ", ".join(quote(f.column) for f in columns)
    record = ", ".join(f"{quote(f.attname)} {f.db_type(connection)}" for f in columns)
    selects = ", ".join(quote(f.attname) for f in columns)
    sql = (
        f"INSERT INTO {quote(meta.db_table)} ({names}) "
        f"SELECT {selects} FROM json_to_recordset(%s::json) AS r({record})"
    )
    if conflict:
        target = ", ".join(quote(meta.get_field(n).column) for n in conflict)
        sets = ", ".join(
            f"{quote(meta.get_field(n).column)} = EXCLUDED.{quote(meta.get_field(n).column)}"
            for n in update
        )
        sql += f" ON CONFLICT ({target}) DO UPDATE SET {sets}"
    with connection.cursor() as cursor:
        cursor.execute(sql, [document])
