"""Bulk upserts of many rows as one ``INSERT ... SELECT FROM json_to_recordset(...)``.

Django's ``bulk_create`` prepares every value of every row through the field machinery,
which dominates a 5,000-variant write; psycopg's array parameters are dumped in Python.
Here the rows travel as one JSON document serialized by orjson (UUIDs and datetimes
natively) and PostgreSQL turns it back into typed columns. PostgreSQL only: elsewhere (the
embedded SQLite default) this falls back to ``bulk_create``.

``SqlBatch`` sends several such statements in one round trip (a small write is dominated
by round trips): Django's PostgreSQL cursor binds parameters client-side, so statements
joined with ``;`` go as one simple query and run in order, each seeing the previous ones.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable, Sequence
from typing import Any

import orjson
from django.db import connection, models
from psycopg.types.json import set_json_dumps


def statements_share_round_trip() -> bool:
    """Whether statements joined with ``;`` go to PostgreSQL as one round trip: only with
    client-side parameter binding (Django's default), not ``server_side_binding``."""
    return (
        connection.vendor == "postgresql"
        and connection.settings_dict["OPTIONS"].get("server_side_binding") is not True
    )


def fetch_together(statements: Sequence[tuple[str, Sequence[Any]]]) -> list[list[tuple]]:
    """Run ``statements`` in order and return the rows of each. In one round trip where
    statements share one (each still starts after the previous one ended, so under READ
    COMMITTED it sees what was committed before the previous one's locks were granted),
    else one round trip each."""
    out: list[list[tuple]] = []
    with connection.cursor() as cursor:
        if len(statements) == 1 or not statements_share_round_trip():
            for sql, params in statements:
                cursor.execute(sql, params)
                out.append(_rows(cursor))
            return out
        cursor.execute(
            ";\n".join(sql for sql, _params in statements),
            [p for _sql, params in statements for p in params],
        )
        out.append(_rows(cursor))
        while cursor.nextset():
            out.append(_rows(cursor))
    return out


def _rows(cursor: Any) -> list[tuple]:
    """The rows of the current result; none for a statement that returns none."""
    return cursor.fetchall() if cursor.description is not None else []


class SqlBatch:
    """Statements to run in one round trip, in the order added (PostgreSQL). Elsewhere
    each one runs when added, through the ORM."""

    def __init__(self) -> None:
        self.deferred = connection.vendor == "postgresql"
        self.statements: list[tuple[str, list[Any]]] = []
        # Statement index -> what to do with the rows it returns (``RETURNING``).
        self.readers: dict[int, Callable[[list[tuple]], None]] = {}

    def upsert(
        self,
        model: type[models.Model],
        rows: Sequence[Any],
        *,
        fields: Sequence[str],
        conflict: Sequence[str] | None = None,
        update: Sequence[str] = (),
        ignore_conflicts: bool = False,
        returning: tuple[Sequence[str], Callable[[list[tuple]], None]] | None = None,
    ) -> None:
        """Insert ``rows`` (columns ``fields``, read as attributes by ``attname``); on a
        ``conflict`` update the ``update`` columns (``ignore_conflicts``: skip the row).
        Values are written as they are on the rows: set defaults and timestamps first.
        Auto-increment ids are not read back; on PostgreSQL ``returning`` (columns, reader)
        hands the inserted or updated rows' columns to the reader when the batch runs.
        Elsewhere the rows are given to ``bulk_create``, which sets the ids itself."""
        if not rows:
            return
        if not self.deferred:
            columns = [model._meta.get_field(name) for name in fields]
            instances = [
                row
                if isinstance(row, model)
                else model(**{f.attname: getattr(row, f.attname) for f in columns})
                for row in rows
            ]
            kwargs: dict[str, Any] = {}
            if ignore_conflicts:
                kwargs = {"ignore_conflicts": True}
            elif conflict:
                kwargs = {
                    "update_conflicts": True,
                    "unique_fields": conflict,
                    "update_fields": update,
                }
            model.objects.bulk_create(instances, **kwargs)
            return
        sql, attnames = _upsert_sql(
            model, tuple(fields), tuple(conflict or ()), tuple(update), ignore_conflicts
        )
        document = orjson.dumps(
            [{name: getattr(row, name) for name in attnames} for row in rows]
        ).decode()
        if returning is not None:
            columns, reader = returning
            sql += " RETURNING " + ", ".join(_columns(model, tuple(columns)))
            self.readers[len(self.statements)] = reader
        self.statements.append((sql, [document]))

    def add(
        self,
        sql: str,
        params: list[Any],
        reader: Callable[[list[tuple]], None] | None = None,
    ) -> None:
        """A statement of the caller's own (PostgreSQL only), run in order with the
        others; ``reader`` gets the rows it returns."""
        if reader is not None:
            self.readers[len(self.statements)] = reader
        self.statements.append((sql, params))

    def update(
        self, model: type[models.Model], rows: Sequence[Any], *, fields: Sequence[str]
    ) -> None:
        """Set the ``fields`` columns of each row, found by primary key, to the values on
        ``rows`` (instances of ``model``): one ``UPDATE ... FROM json_to_recordset``, where
        ``bulk_update`` builds a CASE per field and row (a second for 100 rows of JSON)."""
        if not rows:
            return
        if not self.deferred:
            model.objects.bulk_update(rows, fields)
            return
        sql, attnames = _update_sql(model, tuple(fields))
        document = orjson.dumps([{name: getattr(row, name) for name in attnames} for row in rows])
        self.statements.append((sql, [document.decode()]))

    def delete(self, model: type[models.Model], field: str, values: Sequence[Any]) -> None:
        """Delete the rows of ``model`` whose ``field`` is one of ``values`` (no cascades:
        for tables nothing references)."""
        if not values:
            return
        if not self.deferred:
            model.objects.filter(**{f"{field}__in": list(values)}).delete()
            return
        column = connection.ops.quote_name(model._meta.get_field(field).column)
        table = connection.ops.quote_name(model._meta.db_table)
        self.statements.append((f"DELETE FROM {table} WHERE {column} = ANY(%s)", [list(values)]))

    def run(self) -> None:
        if not self.statements:
            return
        statements, self.statements = self.statements, []
        readers, self.readers = self.readers, {}
        with connection.cursor() as cursor:
            if not statements_share_round_trip():
                for index, (sql, params) in enumerate(statements):  # one per round trip
                    cursor.execute(sql, params)
                    if index in readers:
                        readers[index](cursor.fetchall())
                return
            cursor.execute(
                ";\n".join(sql for sql, _params in statements),
                [p for _sql, params in statements for p in params],
            )
            for index in range(len(statements)):
                if index:
                    cursor.nextset()
                if index in readers:
                    readers[index](cursor.fetchall())


def copy_rows(model: type[models.Model], rows: Sequence[Any], *, fields: Sequence[str]) -> None:
    """Insert ``rows`` (columns ``fields``, read as attributes by ``attname``) with a
    binary ``COPY ... FROM STDIN`` (PostgreSQL only), at once, in the current transaction.

    For new rows that cannot conflict with stored ones (the children of a product this
    transaction created). Measured on 50,000 variants: about a third of the database time
    of the JSON upsert (no JSON document to parse, no speculative insertion) and a fifth
    of its Python time (psycopg's C dumpers, no per-row dict). Values are written as
    they are on the rows (set defaults and timestamps first); JSON columns are
    serialized by orjson, as ``SqlBatch.upsert`` does.
    """
    if not rows:
        return
    sql, types, attnames = _copy_sql(model, tuple(fields))
    # The values are read from the rows' ``__dict__``, where every column's attribute of
    # an instance lives (new rows, ``merge.plan.new_row``, and constructed ones alike):
    # a foreign key's id attribute is a Python descriptor on the class, and reading
    # through it cost more than writing the value.
    values = operator.itemgetter(*attnames) if len(attnames) > 1 else _one(attnames[0])
    with connection.cursor() as cursor:
        raw = cursor.cursor
        set_json_dumps(orjson.dumps, context=raw)
        with raw.copy(sql) as copy:
            copy.set_types(types)
            write = copy.write_row
            for row in rows:
                write(values(row.__dict__))


def _one(attname: str) -> Callable[[dict[str, Any]], tuple[Any]]:
    return lambda data: (data[attname],)


# Django's column types (``Field.db_type`` without its size) as psycopg names them.
_COPY_TYPES = {
    "uuid": "uuid",
    "varchar": "varchar",
    "text": "text",
    "jsonb": "jsonb",
    "boolean": "bool",
    "smallint": "int2",
    "integer": "int4",
    "bigint": "int8",
    "double precision": "float8",
    "timestamp with time zone": "timestamptz",
}


@functools.cache
def _copy_sql(
    model: type[models.Model], fields: tuple[str, ...]
) -> tuple[str, list[str], list[str]]:
    """The binary ``COPY`` statement, its columns' types and the attributes it reads."""
    meta = model._meta
    columns = [meta.get_field(name) for name in fields]
    quote = connection.ops.quote_name
    names = ", ".join(quote(f.column) for f in columns)
    types = [_COPY_TYPES[f.db_type(connection).split("(")[0]] for f in columns]
    sql = f"COPY {quote(meta.db_table)} ({names}) FROM STDIN (FORMAT BINARY)"
    return sql, types, [f.attname for f in columns]


def _columns(model: type[models.Model], names: tuple[str, ...]) -> list[str]:
    quote = connection.ops.quote_name
    return [quote(model._meta.get_field(name).column) for name in names]


@functools.cache
def _upsert_sql(
    model: type[models.Model],
    fields: tuple[str, ...],
    conflict: tuple[str, ...],
    update: tuple,
    ignore_conflicts: bool = False,
) -> tuple[str, list[str]]:
    """The upsert statement (one ``%s``: the JSON document) and the attributes it reads."""
    meta = model._meta
    columns = [meta.get_field(name) for name in fields]
    quote = connection.ops.quote_name
    names = ", ".join(quote(f.column) for f in columns)
    record = ", ".join(f"{quote(f.attname)} {f.db_type(connection)}" for f in columns)
    selects = ", ".join(quote(f.attname) for f in columns)
    sql = (
        f"INSERT INTO {quote(meta.db_table)} ({names}) "
        f"SELECT {selects} FROM json_to_recordset(%s::json) AS r({record})"
    )
    if ignore_conflicts:
        sql += " ON CONFLICT DO NOTHING"
    elif conflict:
        target = ", ".join(quote(meta.get_field(n).column) for n in conflict)
        sets = ", ".join(
            f"{quote(meta.get_field(n).column)} = EXCLUDED.{quote(meta.get_field(n).column)}"
            for n in update
        )
        sql += f" ON CONFLICT ({target}) DO UPDATE SET {sets}"
    return sql, [f.attname for f in columns]


@functools.cache
def _update_sql(model: type[models.Model], fields: tuple[str, ...]) -> tuple[str, list[str]]:
    """The update statement (one ``%s``: the JSON document) and the attributes it reads."""
    meta = model._meta
    columns = [meta.pk, *(meta.get_field(name) for name in fields)]
    quote = connection.ops.quote_name
    record = ", ".join(f"{quote(f.attname)} {f.db_type(connection)}" for f in columns)
    sets = ", ".join(f"{quote(f.column)} = r.{quote(f.attname)}" for f in columns[1:])
    pk = meta.pk
    sql = (
        f"UPDATE {quote(meta.db_table)} AS t SET {sets} "
        f"FROM json_to_recordset(%s::json) AS r({record}) "
        f"WHERE t.{quote(pk.column)} = r.{quote(pk.attname)}"
    )
    return sql, [f.attname for f in columns]
