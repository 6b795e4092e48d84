"""The one loader of the product aggregate (``catalog.aggregate``), for writes and reads.

``aggregates_load`` reads products' aggregates for a response; ``products_lock_and_load``
locks products for a write and reads their rows in the lock's round trip. A small write
(one variant's stock) is dominated by round trips to the database, so on PostgreSQL
every child table is read by one statement (one ``json_agg`` column per table) and turned
back into model instances here. Elsewhere (SQLite) one query per table.
"""

from __future__ import annotations

import functools
import uuid
from datetime import datetime
from typing import Any

import orjson
from django.db import connection, models
from django.db.models.base import ModelState

from catalog.aggregate import ProductAggregate, aggregates_from_rows
from catalog.lock_objects import lock_statement, products_create_locked, products_from_rows
from catalog.models import (
    GarmentMeasurement,
    ModelObservation,
    Product,
    ProductImage,
    ProductOption,
    ProductOptionValue,
    ProductVariant,
    SizeChart,
    VariantMedia,
)
from catalog.services.bulk_sql import fetch_together
from tenancy.models import Site

# name -> (model, product filter, order by): SQL on alias ``t``; ``p`` is the statement's
# CTE of product ids.
_BY_PRODUCT = "t.product_id IN (SELECT id FROM p)"
TABLES: dict[str, tuple[type[models.Model], str, str]] = {
    "images": (ProductImage, _BY_PRODUCT, "t.position, t.id"),
    "options": (ProductOption, _BY_PRODUCT, "t.position, t.id"),
    "values": (
        ProductOptionValue,
        "t.option_id IN (SELECT o.id FROM catalog_productoption o"
        " WHERE o.product_id IN (SELECT id FROM p))",
        "t.position, t.id",
    ),
    "variants": (ProductVariant, _BY_PRODUCT, "t.position, t.created_at"),
    "size_charts": (SizeChart, _BY_PRODUCT, "t.position, t.id"),
    "media": (
        VariantMedia,
        "t.variant_id IN (SELECT v.id FROM catalog_productvariant v"
        " WHERE v.product_id IN (SELECT id FROM p))",
        't."order"',
    ),
    "measurements": (GarmentMeasurement, _BY_PRODUCT, 't."order"'),
    "observations": (ModelObservation, _BY_PRODUCT, 't."order"'),
}
FULL_ONLY = ("measurements", "observations")

Children = dict[str, list[models.Model]]


def aggregates_load(
    products: list[Product], *, full: bool = True
) -> dict[uuid.UUID, ProductAggregate]:
    """The aggregates of ``products`` by pk, as committed (1 query on PostgreSQL; one per
    table elsewhere). ``full``: with garment measurements and model observations (every
    response needs them; the merge does not)."""
    rows = load_children([p.pk for p in products], full=full)
    return aggregates_from_rows(products, rows, full=full)


# The products of ``children_sql`` by site and merchant product ids.
_SITE_PRODUCTS = "SELECT id FROM catalog_product WHERE site_id = %s AND product_id = ANY(%s)"


def products_lock_and_load(
    *, site: Site, product_ids: list[str], full: bool
) -> tuple[dict[str, Product], set[str], Children]:
    """Lock the products ``product_ids`` of ``site`` (``lock_objects.WRITE``), creating the
    missing ones, and read every child table of them. Returns the locked products by
    ``product_id``, the ids this transaction created, and the children.

    On PostgreSQL the read is the statement after the lock in the same round trip: it
    starts once the locks are held, so under READ COMMITTED it sees everything committed
    before them. Of a product missing at the lock nothing of that read is used: one this
    transaction creates has no children; one a racing writer created is read again after
    its lock.
    """
    statements = [lock_statement(site=site, product_ids=product_ids)]
    if connection.vendor == "postgresql":
        statements.append(children_sql(_SITE_PRODUCTS, [site.pk, list(product_ids)], full=full))
    results = fetch_together(statements)
    locked = products_from_rows(results[0])
    missing = [pid for pid in product_ids if pid not in locked]
    fresh, created = products_create_locked(site=site, product_ids=missing)
    if len(results) == 1:
        locked.update(fresh)
        return locked, created, load_children([p.pk for p in locked.values()], full=full)
    children = children_from_row(results[1][0], full=full)
    if fresh:
        children = children_without(children, {p.pk for p in fresh.values()})
        racing = [p.pk for pid, p in fresh.items() if pid not in created]
        if racing:
            children = children_concat(children, load_children(racing, full=full))
        locked.update(fresh)
    return locked, created, children


def _names(full: bool) -> list[str]:
    return [n for n in TABLES if full or n not in FULL_ONLY]


@functools.cache
def _select(full: bool) -> str:
    """The statement after the CTE: per table one JSON text column, an array of rows, each
    row an array of the model's concrete columns in field order (no repeated keys: half
    the bytes of row objects)."""
    quote = connection.ops.quote_name
    columns = []
    for name in _names(full):
        model, where, order = TABLES[name]
        values = ", ".join(f"t.{quote(f.column)}" for f in model._meta.concrete_fields)
        columns.append(
            f"(SELECT coalesce(json_agg(json_build_array({values}) ORDER BY {order}), '[]') "
            f"FROM {quote(model._meta.db_table)} t WHERE {where})::text"
        )
    return "SELECT " + ", ".join(columns)


def children_sql(products: str, params: list[Any], *, full: bool) -> tuple[str, list[Any]]:
    """One statement reading every child table of the products whose ids the SQL query
    ``products`` (with ``params``) selects as column ``id``. PostgreSQL only."""
    return f"WITH p AS MATERIALIZED ({products}) {_select(full)}", params


def children_from_row(row: tuple[str, ...], *, full: bool) -> Children:
    """The rows of a ``children_sql`` result per table name, in stored order."""
    uuids: dict[str, uuid.UUID] = {}
    return {
        name: _instances(TABLES[name][0], orjson.loads(raw), uuids)
        for name, raw in zip(_names(full), row, strict=True)
    }


def children_without(children: Children, pks: set[uuid.UUID]) -> Children:
    """``children`` without the rows of products ``pks`` (their values and media too)."""
    out = {}
    for name, rows in children.items():
        if name not in ("values", "media"):
            out[name] = [r for r in rows if r.product_id not in pks]
    dropped_options = {r.id for r in children["options"] if r.product_id in pks}
    dropped_variants = {r.id for r in children["variants"] if r.product_id in pks}
    out["values"] = [r for r in children["values"] if r.option_id not in dropped_options]
    out["media"] = [r for r in children["media"] if r.variant_id not in dropped_variants]
    return out


def children_concat(first: Children, second: Children) -> Children:
    """The rows of both reads (of distinct products)."""
    return {name: first[name] + second[name] for name in first}


def load_children(pks: list[uuid.UUID], *, full: bool) -> Children:
    """The child rows of products ``pks`` per table name, in stored order."""
    if connection.vendor != "postgresql":
        out = {}
        for name in _names(full):
            model = TABLES[name][0]
            if name == "values":
                qs = model.objects.filter(option__product_id__in=pks)
            elif name == "media":
                qs = model.objects.filter(variant__product_id__in=pks)
            else:
                qs = model.objects.filter(product_id__in=pks)
            out[name] = list(qs.order_by(*model._meta.ordering))
        return out
    sql, params = children_sql("SELECT unnest(%s::uuid[]) AS id", [list(pks)], full=full)
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return children_from_row(cursor.fetchone(), full=full)


def _is_datetime(field: models.Field) -> bool:
    return field.get_internal_type() == "DateTimeField"


def _is_uuid(field: models.Field) -> bool:
    return field.get_internal_type() == "UUIDField" or (
        field.is_relation and field.target_field.get_internal_type() == "UUIDField"
    )


def _instances(
    model: type[models.Model], rows: list[list[Any]], uuids: dict[str, uuid.UUID]
) -> list[models.Model]:
    """Model instances of ``rows`` (JSON arrays of the concrete columns in field order).

    Built the way ``Model.from_db`` leaves them (every concrete field set, ``_state`` not
    adding, on this connection) but without running ``Model.__init__`` per row, which
    costs several times the rest (a 100-variant product loads ~240 rows on every write;
    these models have no ``pre_init``/``post_init`` receivers). ``uuids`` memoizes UUID
    parsing: foreign keys repeat a few ids (every row's product).
    """
    fields = model._meta.concrete_fields
    attnames = [f.attname for f in fields]
    dates = [f.attname for f in fields if _is_datetime(f)]
    ids = [f.attname for f in fields if _is_uuid(f)]
    alias = connection.alias
    new = object.__new__
    parse_date = datetime.fromisoformat
    out = []
    for row in rows:
        data = dict(zip(attnames, row, strict=True))
        for name in dates:
            value = data[name]
            if value is not None:
                data[name] = parse_date(value)
        for name in ids:
            value = data[name]
            if value is not None:
                parsed = uuids.get(value)
                if parsed is None:
                    parsed = uuids[value] = uuid.UUID(value)
                data[name] = parsed
        state = ModelState()
        state.adding = False
        state.db = alias
        data["_state"] = state
        obj = new(model)
        obj.__dict__ = data
        out.append(obj)
    return out
