"""Model instances from plain SQL rows, for the few lookups every API request makes.

Building a query through the ORM costs several times the rest of an indexed one-row lookup
(bearer key, site). These helpers keep the SQL derived from the model (every concrete
column, quoted) and apply the same database converters the ORM would (JSON fields, and
SQLite's datetimes), so the instances are what the ORM returns.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from django.db import connection, models

M = TypeVar("M", bound=models.Model)


@functools.cache
def columns_sql(model: type[models.Model], alias: str) -> str:
    """``alias."col", ...`` for every concrete field of ``model``, in field order."""
    quote = connection.ops.quote_name
    return ", ".join(f"{alias}.{quote(f.column)}" for f in model._meta.concrete_fields)


@functools.cache
def _plan(model: type[models.Model]) -> tuple[list[str], list[tuple[int, list[Callable], Any]]]:
    fields = model._meta.concrete_fields
    converters = []
    for index, field in enumerate(fields):
        column = field.get_col(model._meta.db_table)
        found = connection.ops.get_db_converters(column) + column.get_db_converters(connection)
        if found:
            converters.append((index, found, column))
    return [f.attname for f in fields], converters


def instance_from_row(model: type[M], row: Sequence[Any]) -> M:
    """An instance of ``model`` from ``row`` (its concrete columns in field order)."""
    attnames, converters = _plan(model)
    values = list(row)
    for index, found, column in converters:
        for convert in found:
            values[index] = convert(values[index], column, connection)
    return model.from_db(connection.alias, attnames, values)


def column_value(model: type[models.Model], attname: str, value: Any) -> Any:
    """``value`` of ``model``'s concrete field ``attname`` as read by a plain SQL query,
    converted as the ORM would (a JSON column's text parsed, SQLite's UUID text)."""
    for convert, column in _column_converters(model, attname):
        value = convert(value, column, connection)
    return value


@functools.cache
def _column_converters(model: type[models.Model], attname: str) -> list[tuple[Callable, Any]]:
    attnames, converters = _plan(model)
    index = attnames.index(attname)
    return [
        (convert, column) for at, found, column in converters if at == index for convert in found
    ]


def db_value(model: type[models.Model], attname: str, value: Any) -> Any:
    """A parameter for ``model``'s concrete field ``attname`` as the ORM would bind it."""
    return model._meta.get_field(attname).get_db_prep_value(value, connection)
