"""Merging one validated write into a product aggregate (decisions.md section 2).

``apply_write`` changes the aggregate's rows in memory and records what to write in a
``Plan``; ``finalize_product`` re-derives what follows from them (derived options,
option kinds, category, prompt tag, availability). Pure: no queries here; loading is
``catalog.services.loading``, writing ``catalog.services.persist``.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from catalog.aggregate import ProductAggregate
from catalog.limits import (
    MAX_IMAGES,
    MAX_OPTION_VALUES,
    MAX_OPTIONS,
    MAX_SIZE_CHARTS,
    MAX_VARIANTS,
)
from catalog.merge.classify import classify, option_kind
from catalog.merge.collections import (
    CLEAR,
    derive_options,
    merge_images,
    merge_options,
    merge_size_charts,
    merge_variants,
    ordered_values,
)
from catalog.merge.errors import ProductTooLarge, ProductWriteError
from catalog.merge.plan import COLLECTIONS, MONEY, SCALARS, Plan, add_once
from catalog.models import (
    GarmentMeasurement,
    ModelObservation,
    Product,
    ProductOption,
    ProductVariant,
)
from catalog.schemas import ProductWrite


def _fields_to_apply(write: ProductWrite) -> dict[str, Any]:
    """Top-level fields this write applies: name -> value (None clears a scalar, CLEAR
    empties a collection). With ``ingest.observed_fields`` only the observed fields apply,
    and an observed field absent from the body is cleared."""
    observed = None
    if write.ingest is not None and write.ingest.observed_fields is not None:
        observed = set(write.ingest.observed_fields)
    out: dict[str, Any] = {}
    for name in (*SCALARS, *MONEY, *COLLECTIONS):
        present = write.sent(name)
        value = getattr(write, name) if present else None
        if name in COLLECTIONS and value is None:
            present = False  # a collection sent as null counts as omitted
        if observed is None:
            if present:
                out[name] = value
        elif name in observed:
            out[name] = value if present else (CLEAR if name in COLLECTIONS else None)
    return out


def apply_write(
    *,
    aggregate: ProductAggregate,
    write: ProductWrite,
    created: bool,
    plan: Plan,
    now: datetime,
    import_hash: str | None = None,
) -> None:
    """Merge ``write`` into ``aggregate`` (a locked product with its collections),
    recording the changes in ``plan``. A write that changes nothing a read returns leaves
    ``updated_at`` as it was. ``import_hash``: the CSV import's body hash, to seal the
    product with (``catalog.merge.seal``) when all of the write applied."""
    product = aggregate.product
    pid = product.product_id
    if not created:  # what a write that changes nothing leaves as it was
        content_before = _content(product)
        row_before = _row(product)
        changes_before = plan.child_changes()
    fields = _fields_to_apply(write)
    if created:
        plan.created.add(product.pk)
        if not fields.get("title"):
            raise ProductWriteError("title: is required to create a product", product_id=pid)
        if not isinstance(fields.get("images"), list):
            raise ProductWriteError(
                "images: at least one image is required to create a product", product_id=pid
            )
    completed = set(write.ingest.completed_collections or ()) if write.ingest else set()

    for name, attr in SCALARS.items():
        if name in fields:
            value = fields[name]
            if name == "title" and not value:
                raise ProductWriteError("title: must not be cleared", product_id=pid)
            if name == "enabled" and value is None:
                value = True
            setattr(product, attr, value)
    for name in MONEY:
        if name in fields:
            money = fields[name]
            setattr(product, f"{name}_amount", money.amount if money else None)
            setattr(product, f"{name}_currency", money.currency if money else None)
    product.schema_version = write.schema_version
    if write.ingest is not None:
        product.ingest_run_id = write.ingest.run_id
        product.ingest_sequence = write.ingest.sequence
        product.ingest_observed_at = write.ingest.observed_at

    images = aggregate.images
    options = aggregate.options
    variants = aggregate.variants

    if "images" in fields:
        merge_images(
            product,
            images,
            fields["images"],
            complete=write.schema_version == 1 or "images" in completed,
            plan=plan,
        )
    if "options" in fields:
        merge_options(
            product, options, fields["options"], complete="options" in completed, plan=plan
        )
    sent_variants: list[tuple[int, ProductVariant]] = []
    if "variants" in fields:
        sent_variants = merge_variants(
            product,
            variants,
            images,
            aggregate.media,
            fields["variants"],
            complete=write.variants_complete or "variants" in completed,
            plan=plan,
            now=now,
        )
    if "size_charts" in fields:
        merge_size_charts(
            product,
            aggregate.size_charts,
            fields["size_charts"],
            complete="size_charts" in completed,
            plan=plan,
        )
    if "garment_measurements" in fields:
        aggregate.measurements = _replace_whole(
            product,
            GarmentMeasurement,
            fields["garment_measurements"],
            aggregate.measurements,
            plan.measurements_replaced,
            plan.measurements,
        )
    if "model_observations" in fields:
        aggregate.observations = _replace_whole(
            product,
            ModelObservation,
            fields["model_observations"],
            aggregate.observations,
            plan.observations_replaced,
            plan.observations,
        )

    if product.options_explicit:
        check_consistency(pid, options, sent_variants, variants, check_stored="options" in fields)
    finalize_product(aggregate, plan)
    _check_held_limits(aggregate)
    if "images" in fields:
        _check_media_named(aggregate)
    if (
        not created
        and plan.child_changes() == changes_before
        and _content(product) == content_before
    ):
        plan.unchanged.add(product.pk)
        if _row(product) == row_before:
            plan.untouched.add(product.pk)
    if import_hash is not None:  # sealed (or unsealed) by ``plan_execute``
        plan.seals[product.pk] = None if product.pk in plan.stock_kept else import_hash


def _check_media_named(aggregate: ProductAggregate) -> None:
    """400 when the write removed an image a variant's media still names (decisions.md 2,
    consistency): the stored state stays one that can be written back."""
    named = {i.external_media_id for i in aggregate.images.values() if i.external_media_id}
    for variant in aggregate.variants.values():
        for media in aggregate.media.get(variant.pk, ()):
            if media.external_media_id and media.external_media_id not in named:
                raise ProductWriteError(
                    f"images: removes image {media.external_media_id!r}, which the media of "
                    f"variant {variant.source_variant_id!r} names; send that variant's media "
                    "without it",
                    product_id=aggregate.product.product_id,
                )


def _check_held_limits(aggregate: ProductAggregate) -> None:
    """413 when the merged product would hold more than a write may send (interface 8):
    merging adds to what is stored, and what is read back must be writable again."""
    pid = aggregate.product.product_id
    active = sum(1 for v in aggregate.variants.values() if v.active)
    held = [
        ("images", len(aggregate.images), MAX_IMAGES),
        ("variants", active, MAX_VARIANTS),
        ("options", len(aggregate.options), MAX_OPTIONS),
        ("size_charts", len(aggregate.size_charts), MAX_SIZE_CHARTS),
    ]
    held += [
        (f"options[{key}].values", len(option.loaded_values), MAX_OPTION_VALUES)
        for key, option in aggregate.options.items()
    ]
    for name, count, limit in held:
        if count > limit:
            raise ProductTooLarge(
                f"{name}: the product would hold {count} (at most {limit}); send a complete "
                "collection to replace what is stored",
                product_id=pid,
            )


# Product columns that are bookkeeping, not content a read returns as changed.
_NOT_CONTENT = frozenset(
    {
        "updated_at",
        "schema_version",
        "ingest_run_id",
        "ingest_sequence",
        "ingest_observed_at",
        "import_seal",
    }
)
_CONTENT_ATTNAMES = [f.attname for f in Product._meta.concrete_fields if f.name not in _NOT_CONTENT]


_ROW_ATTNAMES = [f.attname for f in Product._meta.concrete_fields]


def _content(product: Product) -> tuple:
    return tuple(getattr(product, name) for name in _CONTENT_ATTNAMES)


def _row(product: Product) -> tuple:
    return tuple(getattr(product, name) for name in _ROW_ATTNAMES)


def _replace_whole(
    product: Product,
    model: type[GarmentMeasurement | ModelObservation],
    items: Any,
    stored: list | None,
    replaced: list[uuid.UUID],
    planned: list,
) -> list | None:
    """Plan replacing a collection that is replaced whole when sent, unless it is sent
    unchanged (compared only when the stored rows were loaded). Returns the collection
    as it now is (None: still not loaded)."""
    rows = [
        model(product=product, order=i, **m.model_dump())
        for i, m in enumerate([] if items is CLEAR else items)
    ]
    if stored is not None and _rows_key(stored) == _rows_key(rows):
        return stored
    replaced.append(product.pk)
    planned.extend(rows)
    return None if stored is None else rows


def _rows_key(rows: list[Any]) -> list[tuple]:
    """Replaced-whole rows compared by value (ids and product aside)."""
    return [
        tuple(
            getattr(row, f.attname)
            for f in row._meta.concrete_fields
            if f.name not in ("id", "product")
        )
        for row in rows
    ]


def finalize_product(aggregate: ProductAggregate, plan: Plan) -> None:
    """Derived options, resolved option kinds, category, prompt tag, effective availability."""
    product, options, variants = aggregate.product, aggregate.options, aggregate.variants
    active = aggregate.active_variants()
    if not product.options_explicit:
        derive_options(product, options, active, plan)
    option_values = {
        key: [v.source_value for v in ordered_values(option)] for key, option in options.items()
    }
    for key, option in options.items():
        resolved = option.kind or option_kind(key, option.source_name, option_values[key])
        if resolved != option.resolved_kind:
            option.resolved_kind = resolved
            add_once(plan.options, option)
    found = classify(
        title=product.title,
        product_type=product.product_type,
        description=product.description,
        option_values=option_values,
    )
    product.category = found.category
    product.slot = found.slot
    product.audience = found.audience
    product.colour_family = found.colour_family
    product.resolved_prompt_tag = product.prompt_tag or found.prompt_tag
    if active:
        flags = [v.available for v in active]
        product.available = True if True in flags else (False if None not in flags else None)
    elif variants and product.source_available is None:
        product.available = False  # every variant inactive: nothing can be purchased
    else:  # variantless (or every variant retired): the product-level value
        product.available = product.source_available
    plan.products.append(product)


def check_consistency(
    product_id: str,
    options: dict[str, ProductOption],
    sent: list[tuple[int, ProductVariant]],
    variants: dict[str, ProductVariant],
    *,
    check_stored: bool,
) -> None:
    """Every variant option value names an option key and one of its values (400)."""
    allowed = {key: set(option.loaded_values) for key, option in options.items()}

    def problem(row: ProductVariant) -> tuple[str, str] | None:
        for key, value in (row.option_values or {}).items():
            if key not in allowed:
                return key, f"{key!r} is not an option key of this product"
            if value not in allowed[key]:
                return key, f"{value!r} is not a source_value of option {key!r}"
        return None

    checked = set()
    for index, row in sent:
        checked.add(id(row))
        found = problem(row)
        if found:
            raise ProductWriteError(
                f"variants[{index}].option_values.{found[0]}: {found[1]}", product_id=product_id
            )
    if check_stored:
        for row in variants.values():
            if row.active and id(row) not in checked:
                found = problem(row)
                if found:
                    label = row.source_variant_id or row.option_values
                    raise ProductWriteError(
                        f"options: stored variant {label!r} has {found[0]}: {found[1]}",
                        product_id=product_id,
                    )
