"""Loading the children of locked products in one round trip.

A small write (one variant's stock) is dominated by round trips to the database, so on
PostgreSQL every child table is read by one statement (one ``json_agg`` column per table)
and turned back into model instances here. Elsewhere (SQLite) one query per table.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

import orjson
from django.db import connection, models
from django.db.models.base import ModelState

from catalog.models import (
    GarmentMeasurement,
    ModelObservation,
    ProductImage,
    ProductOption,
    ProductOptionValue,
    ProductVariant,
    SizeChart,
    VariantMedia,
)

# name -> (model, product filter, order by); the filter and order are SQL on alias ``t``.
_BY_PRODUCT = "t.product_id = ANY(%s)"
TABLES: dict[str, tuple[type[models.Model], str, str]] = {
    "images": (ProductImage, _BY_PRODUCT, "t.position, t.id"),
    "options": (ProductOption, _BY_PRODUCT, "t.position, t.id"),
    "values": (
        ProductOptionValue,
        "t.option_id IN (SELECT o.id FROM catalog_productoption o WHERE o.product_id = ANY(%s))",
        "t.position, t.id",
    ),
    "variants": (ProductVariant, _BY_PRODUCT, "t.position, t.created_at"),
    "size_charts": (SizeChart, _BY_PRODUCT, "t.position, t.id"),
    "media": (
        VariantMedia,
        "t.variant_id IN (SELECT v.id FROM catalog_productvariant v WHERE v.product_id = ANY(%s))",
        't."order"',
    ),
    "measurements": (GarmentMeasurement, _BY_PRODUCT, 't."order"'),
    "observations": (ModelObservation, _BY_PRODUCT, 't."order"'),
}
FULL_ONLY = ("measurements", "observations")


def load_children(pks: list[uuid.UUID], *, full: bool) -> dict[str, list[models.Model]]:
    """The child rows of products ``pks`` per table name, in stored order."""
    names = [n for n in TABLES if full or n not in FULL_ONLY]
    if connection.vendor != "postgresql":
        out = {}
        for name in names:
            model, _where, _order = TABLES[name]
            field = "product_id" if name not in ("values", "media") else None
            if name == "values":
                qs = model.objects.filter(option__product_id__in=pks)
            elif name == "media":
                qs = model.objects.filter(variant__product_id__in=pks)
            else:
                qs = model.objects.filter(**{f"{field}__in": pks})
            out[name] = list(qs.order_by(*model._meta.ordering))
        return out
    columns = []
    params = []
    for name in names:
        model, where, order = TABLES[name]
        table = connection.ops.quote_name(model._meta.db_table)
        columns.append(
            f"(SELECT coalesce(json_agg(t ORDER BY {order}), '[]') FROM {table} t WHERE {where})"
        )
        params.append(pks)
    with connection.cursor() as cursor:
        cursor.execute("SELECT " + ", ".join(f"{c}::text" for c in columns), params)
        row = cursor.fetchone()
    uuids = {str(pk): pk for pk in pks}
    return {
        name: _instances(TABLES[name][0], orjson.loads(raw), uuids)
        for name, raw in zip(names, row, strict=True)
    }


def _converter(field: models.Field):
    internal = field.get_internal_type()
    if internal == "DateTimeField":
        return datetime.fromisoformat
    if internal == "UUIDField" or (
        field.is_relation and field.target_field.get_internal_type() == "UUIDField"
    ):
        return "uuid"
    return None


def _instances(
    model: type[models.Model], rows: list[dict[str, Any]], uuids: dict[str, uuid.UUID]
) -> list[models.Model]:
    """Model instances of ``rows`` (``json_agg`` objects keyed by column).

    Built the way ``Model.from_db`` leaves them (every concrete field set, ``_state`` not
    adding, on this connection) but without running ``Model.__init__`` per row, which
    costs ~10x the rest here (a 100-variant product loads ~240 rows on every write; this
    model has no ``pre_init``/``post_init`` receivers). ``uuids`` memoizes UUID parsing:
    foreign keys repeat the same few ids (every row's ``product_id``, media's variant).
    """
    fields = model._meta.concrete_fields
    plan = [(f.column, f.attname, _converter(f)) for f in fields]
    alias = connection.alias
    new = object.__new__
    out = []
    for data in rows:
        values = {}
        for column, attname, convert in plan:
            value = data[column]
            if convert is not None and value is not None:
                if convert == "uuid":
                    parsed = uuids.get(value)
                    if parsed is None:
                        parsed = uuids[value] = uuid.UUID(value)
                    value = parsed
                else:
                    value = convert(value)
            values[attname] = value
        obj = new(model)
        state = ModelState()
        state.adding = False
        state.db = alias
        values["_state"] = state
        obj.__dict__ = values
        out.append(obj)
    return out
