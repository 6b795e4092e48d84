"""Writing a merge's ``Plan`` (PostgreSQL: bulk upserts sharing round trips)."""

from __future__ import annotations

import functools
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import orjson
from django.db import connection, models
from django.db.models import Case, Value, When
from django.utils import timezone

from catalog.merge.plan import (
    IMAGE_FIELDS,
    OPTION_FIELDS,
    SIZE_CHART_FIELDS,
    VALUE_FIELDS,
    Plan,
)
from catalog.merge.seal import import_seal
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
from catalog.services.bulk_sql import SqlBatch, copy_rows

PRODUCT_COLUMNS = [f.name for f in Product._meta.concrete_fields]
PRODUCT_FIELDS = [c for c in PRODUCT_COLUMNS if c not in ("id", "site", "product_id", "created_at")]
VARIANT_COLUMNS = [f.name for f in ProductVariant._meta.concrete_fields]
MEDIA_COLUMNS = [f.name for f in VariantMedia._meta.concrete_fields if f.name != "id"]
IMAGE_COLUMNS = [f.name for f in ProductImage._meta.concrete_fields]
OPTION_COLUMNS = [f.name for f in ProductOption._meta.concrete_fields]
VALUE_COLUMNS = [f.name for f in ProductOptionValue._meta.concrete_fields]
# The child rows of products this transaction created are written with ``COPY``
# (``_copy_created``) from this many variants, images, options and values on; fewer go in
# the batch's one round trip (each ``COPY`` is a round trip of its own).
COPY_MIN_ROWS = 200


@dataclass
class _Rows:
    """Child rows of a plan, by table."""

    images: list[ProductImage]
    options: list[ProductOption]
    values: list[ProductOptionValue]
    variants: list[ProductVariant]

    def count(self) -> int:
        return len(self.images) + len(self.options) + len(self.values) + len(self.variants)


def plan_execute(plan: Plan) -> None:
    """One statement per table and kind of change, for the whole batch; on PostgreSQL
    the product, variant and variant media statements share one round trip."""
    now = timezone.now()
    batch = SqlBatch()
    inserted = plan.inserted
    written = _stamped(plan, [p for p in plan.products if p.pk not in inserted], now)
    batch.upsert(Product, written, fields=PRODUCT_COLUMNS, conflict=["id"], update=PRODUCT_FIELDS)
    if not batch.deferred:
        # ``bulk_create`` stamped ``updated_at`` itself (auto_now) on the rows it wrote:
        # their seals name the time stored.
        resealed = [p for p in written if _seal(plan, p)]
        if resealed:
            Product.objects.filter(pk__in=[p.pk for p in resealed]).update(
                import_seal=Case(*(When(pk=p.pk, then=Value(p.import_seal)) for p in resealed))
            )
    if plan.image_deletes:
        ProductImage.objects.filter(pk__in=plan.image_deletes).delete()
    if plan.option_deletes:
        ProductOption.objects.filter(pk__in=plan.option_deletes).delete()
    if plan.value_deletes:
        ProductOptionValue.objects.filter(pk__in=plan.value_deletes).delete()
    for row in plan.variants:
        row.updated_at = now
    rest = _Rows(plan.images, plan.options, plan.values, plan.variants)
    if batch.deferred and plan.created:
        rest = _copy_created(plan, rest)
    if batch.deferred:
        _upsert_images_and_options(batch, rest)
    else:
        _bulk_create_images_and_options(plan)
    if plan.size_chart_deletes:
        SizeChart.objects.filter(pk__in=plan.size_chart_deletes).delete()
    if plan.size_charts:
        SizeChart.objects.bulk_create(
            plan.size_charts,
            update_conflicts=True,
            unique_fields=["product", "identity_key"],
            update_fields=[*SIZE_CHART_FIELDS, "position"],
        )
    if plan.measurements_replaced:
        GarmentMeasurement.objects.filter(product_id__in=plan.measurements_replaced).delete()
    if plan.measurements:
        GarmentMeasurement.objects.bulk_create(plan.measurements)
    if plan.observations_replaced:
        ModelObservation.objects.filter(product_id__in=plan.observations_replaced).delete()
    if plan.observations:
        ModelObservation.objects.bulk_create(plan.observations)
    # Variants whose only change is the time of a stock observation: two columns.
    observed = [row for row in plan.observed if not getattr(row, "_planned", False)]
    for row in observed:
        row.updated_at = now
    batch.update(ProductVariant, observed, fields=["inventory_observed_at", "updated_at"])
    batch.upsert(
        ProductVariant,
        rest.variants,
        fields=VARIANT_COLUMNS,
        conflict=["id"],
        update=[c for c in VARIANT_COLUMNS if c not in ("id", "product", "created_at")],
    )
    batch.delete(VariantMedia, "variant", plan.media_replaced)
    batch.upsert(VariantMedia, plan.media, fields=MEDIA_COLUMNS)
    batch.run()


def plan_create(plan: Plan) -> set[uuid.UUID]:
    """PostgreSQL: write a plan of products that have no row yet (``products_create``):
    their rows go complete, in one ``INSERT ... ON CONFLICT DO NOTHING`` (no placeholder
    row to fill in afterwards), then their children as ``plan_execute`` writes them.

    A product another transaction inserted since the caller looked is not written (the
    insert waits for that transaction, then skips the row): its pk is returned and its
    rows are dropped from the plan, for the caller to merge onto the stored product.
    """
    now = timezone.now()
    products = _stamped(plan, plan.products, now)
    sql, params = _insert_products(products)
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        inserted = {row[0] for row in cursor.fetchall()}
    lost = {p.pk for p in products} - inserted
    if lost:
        plan_drop(plan, lost)
    plan.inserted.update(inserted)
    plan_execute(plan)
    return lost


def _insert_products(products: list[Product]) -> tuple[str, list[Any]]:
    batch = SqlBatch()
    batch.upsert(Product, products, fields=PRODUCT_COLUMNS, ignore_conflicts=True)
    ((sql, params),) = batch.statements
    return f"{sql} RETURNING {connection.ops.quote_name('id')}", params


def plan_drop(plan: Plan, pks: set[uuid.UUID]) -> None:
    """Drop from ``plan`` everything it would write for the products ``pks``."""
    variants = {v.pk for v in plan.variants if v.product_id in pks}
    plan.products = [p for p in plan.products if p.pk not in pks]
    plan.images = [r for r in plan.images if r.product_id not in pks]
    plan.options = [r for r in plan.options if r.product_id not in pks]
    plan.values = [r for r in plan.values if _value_product(r) not in pks]
    plan.variants = [r for r in plan.variants if r.product_id not in pks]
    plan.observed = [r for r in plan.observed if r.product_id not in pks]
    plan.media = [r for r in plan.media if r.variant_id not in variants]
    plan.size_charts = [r for r in plan.size_charts if r.product_id not in pks]
    plan.measurements = [r for r in plan.measurements if r.product_id not in pks]
    plan.observations = [r for r in plan.observations if r.product_id not in pks]
    plan.created -= pks
    for pk in pks:
        plan.seals.pop(pk, None)


def _stamped(plan: Plan, products: list[Product], now: datetime) -> list[Product]:
    """Set the time of the products' change and their import seals; the products whose
    row must be written."""
    for product in products:
        if product.pk not in plan.unchanged:
            product.updated_at = now  # auto_now: the upsert writes values as they are
        if _seal(plan, product):
            plan.untouched.discard(product.pk)
    return [p for p in products if p.pk not in plan.untouched]


def _seal(plan: Plan, product: Product) -> bool:
    """Seal a product the CSV import wrote (``catalog.merge.seal``) with its final
    ``updated_at``; whether its seal changed."""
    if product.pk not in plan.seals:
        return False
    body_hash = plan.seals[product.pk]
    seal = import_seal(body_hash, product.updated_at) if body_hash else None
    if seal == product.import_seal:
        return False
    product.import_seal = seal
    return True


def _copy_created(plan: Plan, rows: _Rows) -> _Rows:
    """PostgreSQL: write the images, options, option values and variants of the products
    this transaction created with ``COPY`` (``bulk_sql.copy_rows``); returns the rows
    left for the batch's upserts.

    Nobody else can see a product before this transaction commits, so its children
    cannot conflict with stored rows: the upserts' ``ON CONFLICT`` has nothing to do.
    Auto-increment ids are taken from the tables' sequences first (one round trip), in
    the rows' order, as the upserts' ``INSERT ... SELECT`` would assign them (reads order
    ties by id), and set on the rows; a value names its option's id. The products' rows
    exist (inserted when locked; the foreign keys are checked at commit), and nothing
    the batch runs afterwards reads these tables' new rows, so they go first.
    """
    created = plan.created
    fresh, rest = _Rows([], [], [], []), _Rows([], [], [], [])
    for name in ("images", "options", "variants"):
        copied, kept = getattr(fresh, name), getattr(rest, name)
        for row in getattr(rows, name):
            (copied if row.product_id in created else kept).append(row)
    for value in rows.values:
        (fresh if _value_product(value) in created else rest).values.append(value)
    if fresh.count() < COPY_MIN_ROWS:
        return rows
    serial = [
        (model, new)
        for model, new in (
            (ProductImage, fresh.images),
            (ProductOption, fresh.options),
            (ProductOptionValue, fresh.values),
        )
        if new
    ]
    # Set on the rows' attributes directly (these models' ids are plain ``id`` columns):
    # the ``pk`` setter and the foreign key descriptor cost more than the rest here.
    for (_model, new), ids in zip(serial, _next_ids(serial) if serial else [], strict=True):
        for row, pk in zip(new, ids, strict=True):
            row.__dict__["id"] = pk
    for value in fresh.values:
        if value.option_id is None:
            # As setting ``option_id`` does, the cached option goes: it holds the value
            # in ``loaded_values``, a cycle only the paused collector would free.
            value.__dict__["option_id"] = value._state.fields_cache.pop("option").id
    constraints = _copied_foreign_keys()
    with connection.cursor() as cursor:
        if constraints:
            cursor.execute(f"SET CONSTRAINTS {constraints} IMMEDIATE")
        copy_rows(ProductImage, fresh.images, fields=IMAGE_COLUMNS)
        copy_rows(ProductOption, fresh.options, fields=OPTION_COLUMNS)
        copy_rows(ProductOptionValue, fresh.values, fields=VALUE_COLUMNS)
        copy_rows(ProductVariant, fresh.variants, fields=VARIANT_COLUMNS)
        if constraints:
            cursor.execute(f"SET CONSTRAINTS {constraints} DEFERRED")
    return rest


@functools.cache
def _copied_foreign_keys() -> str:
    """The foreign keys of the copied tables to their parents (the product, the option),
    quoted and comma-separated, for ``SET CONSTRAINTS``.

    They are deferred to the commit (Django's ``DEFERRABLE INITIALLY DEFERRED``), which
    then checks every row the import copied in one go: about 0.5 s of PostgreSQL per
    50,000 variants at the very end of an import, after everything else. Made immediate
    around the ``COPY``s, each ``COPY`` checks its own rows at its end, the same work done
    while the import's other thread reads on (``csv_import.overlap``); then deferred
    again, so the rest of the transaction is as before. The parents are written first.
    """
    tables = [m._meta.db_table for m in (ProductImage, ProductOption, ProductOptionValue)]
    tables.append(ProductVariant._meta.db_table)
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT conname FROM pg_constraint WHERE contype = 'f' AND condeferrable"
            " AND conrelid = ANY(%s::regclass[])"
            " AND confrelid = ANY(%s::regclass[]) ORDER BY conname",
            [tables, [Product._meta.db_table, ProductOption._meta.db_table]],
        )
        names = [row[0] for row in cursor.fetchall()]
    return ", ".join(connection.ops.quote_name(name) for name in names)


def _value_product(value: ProductOptionValue) -> Any:
    """The product pk of an option value whose option is in memory (new values: the
    merge sets it); None for values of stored options, never copied."""
    option = value._state.fields_cache.get("option")
    return option.product_id if option is not None else None


def _next_ids(serial: list[tuple[type[models.Model], list[Any]]]) -> list[list[int]]:
    """For each (model, rows): as many ids from the model's id sequence, ascending."""
    selects = ", ".join(
        "(SELECT array_agg(nextval(%s::regclass)) FROM generate_series(1, %s))"
        for _model, _rows in serial
    )
    params: list[Any] = []
    for model, rows in serial:
        params += [_id_sequence(model), len(rows)]
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT {selects}", params)
        return [sorted(ids) for ids in cursor.fetchone()]


@functools.cache
def _id_sequence(model: type[models.Model]) -> str:
    """The name of the sequence behind ``model``'s auto-increment id."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_get_serial_sequence(%s, %s)", [model._meta.db_table, model._meta.pk.column]
        )
        return cursor.fetchone()[0]


def _upsert_images_and_options(batch: SqlBatch, rows: _Rows) -> None:
    """PostgreSQL: images, options and option values as set-based upserts in the batch's
    round trip, their ids read back (``RETURNING``) onto the rows. A new value of a new
    option has no option id yet: it names its option by product and key, resolved in
    the statement (which runs after the options' upsert)."""
    _upsert_reading_ids(
        batch, ProductImage, rows.images, conflict=["product", "identity_key"], update=IMAGE_FIELDS
    )
    _upsert_reading_ids(
        batch,
        ProductOption,
        rows.options,
        conflict=["product", "key"],
        update=[*OPTION_FIELDS, "resolved_kind", "derived"],
    )
    if rows.values:
        _upsert_values(batch, rows.values)


def _upsert_reading_ids(
    batch: SqlBatch,
    model: type[models.Model],
    rows: list[Any],
    *,
    conflict: list[str],
    update: Sequence[str],
) -> None:
    """Upsert ``rows`` on their ``conflict`` columns; each row gets its id back."""
    if not rows:
        return
    attnames = [model._meta.get_field(name).attname for name in conflict]
    by_key = {tuple(getattr(row, name) for name in attnames): row for row in rows}

    def read_ids(found: list[tuple]) -> None:
        for *key, pk in found:
            by_key[tuple(key)].pk = pk

    batch.upsert(
        model,
        rows,
        fields=[f.name for f in model._meta.concrete_fields if not f.primary_key],
        conflict=conflict,
        update=update,
        returning=([*conflict, "id"], read_ids),
    )


_VALUES_SQL = """
INSERT INTO catalog_productoptionvalue
    (option_id, source_value, display_label, normalized_value, position, swatch)
SELECT coalesce(r.option_id, (
        SELECT o.id FROM catalog_productoption o
        WHERE o.product_id = r.product_id AND o.key = r.option_key
    )), r.source_value, r.display_label, r.normalized_value, r.position, r.swatch
FROM json_to_recordset(%s::json) AS r(
    option_id bigint, product_id uuid, option_key varchar, source_value varchar,
    display_label varchar, normalized_value varchar, position integer, swatch jsonb
)
ON CONFLICT (option_id, source_value) DO UPDATE SET
    display_label = EXCLUDED.display_label,
    normalized_value = EXCLUDED.normalized_value,
    position = EXCLUDED.position,
    swatch = EXCLUDED.swatch
RETURNING option_id, source_value, id
"""


def _upsert_values(batch: SqlBatch, values: list[ProductOptionValue]) -> None:
    documents = []
    for value in values:
        option = value._state.fields_cache.get("option")  # set on values of new options
        documents.append(
            {
                "option_id": value.option_id,
                "product_id": option.product_id if option is not None else None,
                "option_key": option.key if option is not None else None,
                "source_value": value.source_value,
                "display_label": value.display_label,
                "normalized_value": value.normalized_value,
                "position": value.position,
                "swatch": value.swatch,
            }
        )

    def read_values(rows: list[tuple]) -> None:
        by_key = {}
        for value in values:
            if value.option_id is None:
                value.option_id = value.option.pk  # read back just before
            by_key[(value.option_id, value.source_value)] = value
        for option_id, source_value, pk in rows:
            by_key[(option_id, source_value)].pk = pk

    batch.add(_VALUES_SQL, [orjson.dumps(documents).decode()], read_values)


def _bulk_create_images_and_options(plan: Plan) -> None:
    """Elsewhere (SQLite): the ORM's upserts, which set the new rows' ids."""
    if plan.images:
        ProductImage.objects.bulk_create(
            plan.images,
            update_conflicts=True,
            unique_fields=["product", "identity_key"],
            update_fields=list(IMAGE_FIELDS),
        )
    if plan.options:
        ProductOption.objects.bulk_create(
            plan.options,
            update_conflicts=True,
            unique_fields=["product", "key"],
            update_fields=[*OPTION_FIELDS, "resolved_kind", "derived"],
        )
    if plan.values:
        for value in plan.values:
            if value.option_id is None:  # a new value of an option inserted just above
                value.option_id = value.option.pk
        ProductOptionValue.objects.bulk_create(
            plan.values,
            update_conflicts=True,
            unique_fields=["option", "source_value"],
            update_fields=[*VALUE_FIELDS, "swatch"],
        )
