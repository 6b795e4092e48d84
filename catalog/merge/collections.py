"""The merge rules of the product's collections: identity, completeness, adoption.

Pure: they change the aggregate's rows in memory and record the changes in a ``Plan``.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from catalog.aggregate import MediaRow
from catalog.merge.errors import ProductWriteError
from catalog.merge.plan import (
    DEFAULTS,
    IMAGE_FIELDS,
    OPTION_FIELDS,
    SIZE_CHART_FIELDS,
    VALUE_FIELDS,
    VARIANT_FIELDS,
    Plan,
    add_once,
    new_row,
    new_variant,
)
from catalog.models import (
    Product,
    ProductImage,
    ProductOption,
    ProductOptionValue,
    ProductVariant,
    SizeChart,
    VariantMedia,
)
from catalog.schemas import (
    CatalogImage,
    CatalogOption,
    CatalogSizeChart,
    CatalogVariant,
    option_values_identity,
    url_identity,
)


class _Clear:
    """An observed field absent from the body (``ingest.observed_fields``): clear it."""

    def __repr__(self) -> str:
        return "CLEAR"


CLEAR: Any = _Clear()


def _patch(row: Any, item: Any, names: tuple[str, ...], *, new: bool) -> bool:
    """Copy the fields ``item`` sent (all of them for a new row); True when one changed."""
    changed = new
    sent = item.model_fields_set
    for name in names:
        if new or name in sent:
            value = getattr(item, name)
            if value is None:
                value = DEFAULTS.get(name)
            if getattr(row, name) != value:
                setattr(row, name, value)
                changed = True
    return changed


def merge_images(
    product: Product,
    images: dict[str, ProductImage],
    sent: list[CatalogImage] | Any,
    *,
    complete: bool,
    plan: Plan,
) -> None:
    items = [] if sent is CLEAR else sent
    seen = set()
    for item in items:
        identity = item.identity
        seen.add(identity)
        row = images.get(identity)
        if row is None and item.external_media_id:
            row = _adopt(images, url_identity(item.url), identity, seen, plan.image_deletes)
        new = row is None
        if new:
            row = images[identity] = new_row(ProductImage, product=product, identity_key=identity)
        if _patch(row, item, IMAGE_FIELDS, new=new):
            add_once(plan.images, row)
    if complete or sent is CLEAR:
        for identity in [i for i in images if i not in seen]:
            plan.image_deletes.append(images.pop(identity).pk)


def _adopt(rows: dict[str, Any], old: str, new: str, seen: set[str], deletes: list) -> Any:
    """A stored item identified by its URL that is now sent with a stable source ID takes
    that ID (as a variant first synced without a source id adopts one): the row is
    replaced by a copy under the new identity, so no second item with the same URL appears.
    """
    stored = rows.get(old)
    if stored is None or old in seen:
        return None
    del rows[old]
    if stored.pk is not None:
        deletes.append(stored.pk)
    copy = type(stored)(
        **{
            f.attname: getattr(stored, f.attname)
            for f in stored._meta.concrete_fields
            if not f.primary_key
        }
    )
    copy.identity_key = new
    rows[new] = copy
    return copy


def ordered_values(option: ProductOption) -> list[ProductOptionValue]:
    return sorted(option.loaded_values.values(), key=lambda v: v.position)


def merge_options(
    product: Product,
    options: dict[str, ProductOption],
    sent: list[CatalogOption] | Any,
    *,
    complete: bool,
    plan: Plan,
) -> None:
    if sent is CLEAR:
        product.options_explicit = False  # re-derived from the variants
        for key in list(options):
            plan.option_deletes.append(options.pop(key).pk)
        return
    product.options_explicit = True
    seen = set()
    for item in sent:
        seen.add(item.key)
        row = options.get(item.key)
        new = row is None
        if new:
            row = options[item.key] = new_row(ProductOption, product=product, key=item.key)
            row.loaded_values = {}
        changed = _patch(row, item, OPTION_FIELDS, new=new)
        if row.derived:
            row.derived = False
            changed = True
        if changed:
            add_once(plan.options, row)
        values = row.loaded_values
        sent_values = set()
        for value_item in item.values:
            sent_values.add(value_item.source_value)
            value = values.get(value_item.source_value)
            value_new = value is None
            if value_new:
                value = values[value_item.source_value] = new_row(
                    ProductOptionValue, option=row, source_value=value_item.source_value
                )
            value_changed = _patch(value, value_item, VALUE_FIELDS, new=value_new)
            if value_new or value_item.sent("swatch"):
                swatch = (
                    value_item.swatch.model_dump(exclude_unset=True) if value_item.swatch else None
                )
                if swatch != value.swatch:
                    value.swatch = swatch
                    value_changed = True
            if value_changed:
                add_once(plan.values, value)
        if complete:
            for source_value in [v for v in values if v not in sent_values]:
                plan.value_deletes.append(values.pop(source_value).pk)
    if complete:
        for key in [k for k in options if k not in seen]:
            plan.option_deletes.append(options.pop(key).pk)


def derive_options(
    product: Product,
    options: dict[str, ProductOption],
    active: list[ProductVariant],
    plan: Plan,
) -> None:
    """Options from variant option values: keys and values in first-seen order.

    Stored variants' ``option_values`` come back from jsonb with their keys reordered, so
    keys and values already derived keep their stored order and new ones follow in
    first-seen order.
    """
    seen: dict[str, list[str]] = {}
    for variant in active:
        for key, value in (variant.option_values or {}).items():
            values = seen.setdefault(key, [])
            if value not in values:
                values.append(value)
    known = sorted((o for o in options.values() if o.key in seen), key=lambda o: o.position)
    order = [o.key for o in known]
    order += [k for k in seen if k not in order]
    derived: dict[str, list[str]] = {}
    for key in order:
        stored = (
            sorted(options[key].loaded_values.values(), key=lambda v: v.position)
            if key in options
            else []
        )
        first = [v.source_value for v in stored if v.source_value in seen[key]]
        derived[key] = first + [v for v in seen[key] if v not in first]
    for key in [k for k in options if k not in derived]:
        row = options.pop(key)
        if row.pk is not None:
            plan.option_deletes.append(row.pk)
    for position, (key, values) in enumerate(derived.items()):
        row = options.get(key)
        if row is None:
            row = options[key] = new_row(ProductOption, product=product, key=key, derived=True)
            row.loaded_values = {}
            add_once(plan.options, row)
        if row.position != position or not row.derived:
            row.position, row.derived = position, True
            add_once(plan.options, row)
        stored = row.loaded_values
        for source_value in [v for v in stored if v not in values]:
            plan.value_deletes.append(stored.pop(source_value).pk)
        for value_position, source_value in enumerate(values):
            value = stored.get(source_value)
            if value is None:
                value = stored[source_value] = new_row(
                    ProductOptionValue,
                    option=row,
                    source_value=source_value,
                    position=value_position,
                )
                add_once(plan.values, value)
            elif value.position != value_position:
                value.position = value_position
                add_once(plan.values, value)


def _match_variant(
    item: CatalogVariant, variants: dict[str, ProductVariant], by_options: dict[str, list]
) -> ProductVariant | None:
    """The stored variant ``item`` identifies: by source id, else by its option values."""
    row = variants.get(item.identity)
    if row is not None or not item.option_values:
        return row
    if not by_options:
        for stored in variants.values():
            by_options.setdefault(option_values_identity(stored.option_values or {}), []).append(
                stored
            )
    candidates = by_options.get(option_values_identity(item.option_values), [])
    if item.source_variant_id:
        # A variant first synced without a source id now gets one: adopt it.
        candidates = [c for c in candidates if c.source_variant_id is None]
    return candidates[0] if len(candidates) == 1 else None


def merge_variants(
    product: Product,
    variants: dict[str, ProductVariant],
    images: dict[str, ProductImage],
    media_state: dict[uuid.UUID, list[VariantMedia | MediaRow]],
    sent: list[CatalogVariant] | Any,
    *,
    complete: bool,
    plan: Plan,
    now: datetime,
) -> list[tuple[int, ProductVariant]]:
    items = [] if sent is CLEAR else sent
    media_ids = {i.external_media_id for i in images.values() if i.external_media_id}
    next_position = max((v.position for v in variants.values()), default=-1) + 1
    by_id_only = _by_id_only(variants, items)
    by_options: dict[str, list] = {}
    matched: dict[Any, int] = {}
    out = []
    for index, item in enumerate(items):
        if by_id_only:
            identity = "s:" + item.source_variant_id
            row = variants.get(identity)  # only a duplicate in ``items``
            if row is None:
                row = variants[identity] = created_variant(
                    product, item, identity, next_position, now
                )
                next_position += 1
                matched[id(row)] = index
                if "media" in item.model_fields_set:
                    _add_media(product, index, item, row, True, media_ids, media_state, plan)
                row._planned = True  # ``add_once`` of a row no change has planned yet
                plan.variants.append(row)
                out.append((index, row))
                continue
        else:
            row = _match_variant(item, variants, by_options)
        new = row is None
        if new and not item.source_variant_id and item.option_values:
            same = by_options.get(option_values_identity(item.option_values), ())
            if len(same) > 1:  # interface 2.5: the option values must identify one variant
                raise ProductWriteError(
                    f"variants[{index}]: option_values match {len(same)} stored variants; "
                    "send source_variant_id",
                    product_id=product.product_id,
                )
        if new:
            row = new_variant(product, item.identity, next_position, now)
            next_position += 1
            variants[item.identity] = row
        elif id(row) in matched:
            raise ProductWriteError(
                f"variants[{index}]: identifies the same variant as variants[{matched[id(row)]}]",
                product_id=product.product_id,
            )
        elif row.identity_key != item.identity and item.source_variant_id:
            del variants[row.identity_key]
            row.identity_key = item.identity
            variants[item.identity] = row
        matched[id(row)] = index
        changed = _patch(row, item, VARIANT_FIELDS, new=new)
        for name in ("price", "compare_at_price"):
            if new or item.sent(name):
                money = getattr(item, name)
                amount, currency = (money.amount, money.currency) if money else (None, None)
                if (getattr(row, f"{name}_amount"), getattr(row, f"{name}_currency")) != (
                    amount,
                    currency,
                ):
                    setattr(row, f"{name}_amount", amount)
                    setattr(row, f"{name}_currency", currency)
                    changed = True
        observation_moved = False
        if item.sent("available") or item.sent("inventory_quantity"):
            observed = item.inventory_observed_at or now
            if new or row.inventory_observed_at is None or observed >= row.inventory_observed_at:
                if item.sent("available") and row.available != item.available:
                    row.available = item.available
                    changed = True
                if item.sent("inventory_quantity") and (
                    row.inventory_quantity != item.inventory_quantity
                ):
                    row.inventory_quantity = item.inventory_quantity
                    changed = True
                if row.inventory_observed_at != observed:
                    row.inventory_observed_at = observed
                    observation_moved = True
            else:
                plan.stock_kept.add(product.pk)
        if not row.active:
            row.active = True
            changed = True
        _add_media(product, index, item, row, new, media_ids, media_state, plan)
        if changed:
            add_once(plan.variants, row)
        elif observation_moved:  # stored for the stock rule; not a change a read shows
            plan.observed.append(row)
        out.append((index, row))
    if complete or sent is CLEAR:  # observed but absent: every variant becomes inactive
        for row in variants.values():
            if row.active and id(row) not in matched:
                row.active = False
                add_once(plan.variants, row)
    return out


def _by_id_only(variants: dict[str, ProductVariant], items: list[CatalogVariant]) -> bool:
    """No stored variant and every item names its source id (a created product, a CSV
    import): each item is a new row, found by nothing but its own identity. Every row in
    ``variants`` then carries a source id, so matching by option values, which adopts
    only rows without one, can find none."""
    return not variants and all(item.source_variant_id for item in items)


def created_variant(
    product: Product, item: CatalogVariant, identity: str, position: int, now: datetime
) -> ProductVariant:
    """The new variant row of ``item``, as ``merge_variants`` leaves a new row: every
    field as sent (absent ones at their defaults), the stock observed ``now`` unless the
    item names its time. Built in one step: an import creates hundreds of thousands."""
    row = new_variant(product, identity, position, now)
    data = row.__dict__
    for name in VARIANT_FIELDS:
        value = getattr(item, name)
        data[name] = DEFAULTS.get(name) if value is None else value
    for name in ("price", "compare_at_price"):
        money = getattr(item, name)
        if money is not None:
            data[f"{name}_amount"] = money.amount
            data[f"{name}_currency"] = money.currency
    sent = item.model_fields_set
    if "available" in sent or "inventory_quantity" in sent:
        if "available" in sent:
            data["available"] = item.available
        if "inventory_quantity" in sent:
            data["inventory_quantity"] = item.inventory_quantity
        data["inventory_observed_at"] = item.inventory_observed_at or now
    data["active"] = True
    return row


def _add_media(
    product: Product,
    index: int,
    item: CatalogVariant,
    row: ProductVariant,
    new: bool,
    media_ids: set[str],
    media_state: dict[uuid.UUID, list[VariantMedia | MediaRow]],
    plan: Plan,
) -> None:
    """Replace the variant's media when the item sends a different list."""
    if not item.sent("media"):
        return
    for media_index, media in enumerate(item.media or ()):
        if media.external_media_id and media.external_media_id not in media_ids:
            raise ProductWriteError(
                f"variants[{index}].media[{media_index}].external_media_id: names no product image",
                product_id=product.product_id,
            )
    rows = [
        MediaRow(row.pk, j, m.external_media_id, m.url, m.role, m.position or 0)
        for j, m in enumerate(item.media or ())
    ]
    stored = media_state.get(row.pk, ())
    if [_media_key(m) for m in rows] != [_media_key(m) for m in stored]:
        if not new:
            plan.media_replaced.append(row.pk)
        plan.media.extend(rows)
        media_state[row.pk] = rows


def _media_key(media: VariantMedia | MediaRow) -> tuple:
    return (media.external_media_id, media.url, media.role, media.position)


def merge_size_charts(
    product: Product,
    charts: dict[str, SizeChart],
    sent: list[CatalogSizeChart] | Any,
    *,
    complete: bool,
    plan: Plan,
) -> None:
    items = [] if sent is CLEAR else sent
    seen = set()
    for position, item in enumerate(items):
        identity = item.identity
        seen.add(identity)
        row = charts.get(identity)
        if row is None and item.external_id and item.url:
            row = _adopt(charts, url_identity(item.url), identity, seen, plan.size_chart_deletes)
        new = row is None
        if new:
            row = charts[identity] = new_row(SizeChart, product=product, identity_key=identity)
        changed = _patch(row, item, SIZE_CHART_FIELDS, new=new)
        if row.position != position:
            row.position = position
            changed = True
        if changed:
            add_once(plan.size_charts, row)
    if complete or sent is CLEAR:
        for identity in [i for i in charts if i not in seen]:
            plan.size_chart_deletes.append(charts.pop(identity).pk)
