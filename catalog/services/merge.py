"""Merging one validated write into a product's loaded state (decisions.md section 2).

``CatalogState`` holds the children of a batch of locked products (one query per table);
``apply_write`` changes the in-memory rows and records what to write in a ``Plan``;
``Plan.execute`` writes the whole batch with bulk upserts and bulk deletes, so the number
of queries does not grow with the number of products or variants.
"""

from __future__ import annotations

import uuid
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.utils import timezone

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
from catalog.schemas import (
    CatalogImage,
    CatalogOption,
    CatalogSizeChart,
    CatalogVariant,
    ProductWrite,
    option_values_identity,
    url_identity,
)
from catalog.services.bulk_sql import SqlBatch
from catalog.services.classify import classify, option_kind
from catalog.services.loading import Children, load_children
from common.errors import BadRequest


class ProductWriteError(BadRequest):
    """A 400 about one product of a batch (``product_id`` lets the CSV import map it)."""

    def __init__(self, message: str, *, product_id: str) -> None:
        super().__init__(message)
        self.product_id = product_id


class _Clear:
    """An observed field absent from the body (``ingest.observed_fields``): clear it."""

    def __repr__(self) -> str:
        return "CLEAR"


CLEAR: Any = _Clear()

SCALARS = {
    "title": "title",
    "handle": "handle",
    "canonical_url": "canonical_url",
    "enabled": "enabled",
    "available": "source_available",
    "rating": "rating",
    "review_count": "review_count",
    "brand": "brand",
    "product_type": "product_type",
    "description": "description",
    "custom_instructions": "custom_instructions",
    "prompt_tag": "prompt_tag",
    "source_active": "source_active",
    "source_status_raw": "source_status_raw",
    "source_updated_at": "source_updated_at",
}
MONEY = ("price", "compare_at_price")
COLLECTIONS = (
    "images",
    "options",
    "variants",
    "size_charts",
    "garment_measurements",
    "model_observations",
)
PRODUCT_COLUMNS = [f.name for f in Product._meta.concrete_fields]
PRODUCT_FIELDS = [c for c in PRODUCT_COLUMNS if c not in ("id", "site", "product_id", "created_at")]
IMAGE_FIELDS = ("url", "external_media_id", "alt_text", "role", "position", "width", "height")
OPTION_FIELDS = (
    "source_name",
    "kind",
    "presentation_role",
    "position",
    "size_system_code",
    "size_audience_code",
    "size_category_code",
    "source_size_system",
)
VALUE_FIELDS = ("display_label", "normalized_value", "position")
VARIANT_FIELDS = (
    "source_variant_id",
    "option_values",
    "title",
    "sku",
    "canonical_url",
    "inventory_policy",
    "inventory_item_id",
    "image_url",
)
VARIANT_COLUMNS = [f.name for f in ProductVariant._meta.concrete_fields]
MEDIA_COLUMNS = [f.name for f in VariantMedia._meta.concrete_fields if f.name != "id"]
SIZE_CHART_FIELDS = (
    "url",
    "external_id",
    "content",
    "applies_to",
    "locale",
    "size_system_code",
    "size_audience_code",
    "size_category_code",
)
_DEFAULTS = {"position": 0, "presentation_role": "auto", "option_values": {}}


@dataclass(slots=True)
class MediaRow:
    """A variant media item to insert (lighter than a model instance; 5,000 per write)."""

    variant_id: uuid.UUID
    order: int
    external_media_id: str | None
    url: str | None
    role: str | None
    position: int


_VARIANT_FIELDS = ProductVariant._meta.concrete_fields
_VARIANT_TEMPLATE = [
    None if f.name in ("id", "product", "created_at", "updated_at") else f.get_default()
    for f in _VARIANT_FIELDS
]
_VARIANT_INDEX = {f.name: i for i, f in enumerate(_VARIANT_FIELDS)}


def new_variant(product: Product, identity: str, position: int, now: datetime) -> ProductVariant:
    """A new variant row, built positionally (no per-field defaults: 5,000 per write)."""
    values = list(_VARIANT_TEMPLATE)
    values[_VARIANT_INDEX["id"]] = uuid.uuid4()
    values[_VARIANT_INDEX["product"]] = product.pk
    values[_VARIANT_INDEX["identity_key"]] = identity
    values[_VARIANT_INDEX["position"]] = position
    values[_VARIANT_INDEX["created_at"]] = now
    values[_VARIANT_INDEX["updated_at"]] = now
    values[_VARIANT_INDEX["option_values"]] = {}
    row = ProductVariant(*values)
    row._state.adding = True
    return row


# --- loaded state --------------------------------------------------------------------


@dataclass
class CatalogState:
    """Children of a batch of products, keyed by product pk then identity."""

    images: dict[uuid.UUID, dict[str, ProductImage]]
    options: dict[uuid.UUID, dict[str, ProductOption]]  # option.loaded_values: {value: row}
    variants: dict[uuid.UUID, dict[str, ProductVariant]]
    size_charts: dict[uuid.UUID, dict[str, SizeChart]]
    media: dict[uuid.UUID, list[VariantMedia | MediaRow]] = field(default_factory=dict)
    # Loaded with ``full=True`` only (to build responses without reading back):
    measurements: dict[uuid.UUID, list[GarmentMeasurement]] | None = None
    observations: dict[uuid.UUID, list[ModelObservation]] | None = None

    @classmethod
    def load(
        cls, products: list[Product], *, full: bool = False, children: Children | None = None
    ) -> CatalogState:
        """Children of ``products`` (garment measurements and model observations too with
        ``full``). ``children``: rows already read (``loading.children_from_row``), which
        may include other products' (ignored); else they are read now."""
        pks = [p.pk for p in products]
        state = cls(
            images={pk: {} for pk in pks},
            options={pk: {} for pk in pks},
            variants={pk: {} for pk in pks},
            size_charts={pk: {} for pk in pks},
        )
        state.media = defaultdict(list)
        if full:
            state.measurements = {pk: [] for pk in pks}
            state.observations = {pk: [] for pk in pks}
        if not pks:
            return state
        rows = children if children is not None else load_children(pks, full=full)
        # One dict lookup per row (UUID hashing is Python code); rows of products not in
        # ``pks`` are skipped.
        for image in rows["images"]:
            images = state.images.get(image.product_id)
            if images is not None:
                images[image.identity_key] = image
        by_id = {}
        for option in rows["options"]:
            options = state.options.get(option.product_id)
            if options is not None:
                option.loaded_values = {}
                by_id[option.id] = option
                options[option.key] = option
        for value in rows["values"]:
            option = by_id.get(value.option_id)
            if option is not None:
                option.loaded_values[value.source_value] = value
        kept = set()
        for variant in rows["variants"]:
            variants = state.variants.get(variant.product_id)
            if variants is not None:
                kept.add(variant.id)
                variants[variant.identity_key] = variant
        for chart in rows["size_charts"]:
            charts = state.size_charts.get(chart.product_id)
            if charts is not None:
                charts[chart.identity_key] = chart
        for media in rows["media"]:
            if media.variant_id in kept:
                state.media[media.variant_id].append(media)
        if full:
            for m in rows["measurements"]:
                if m.product_id in state.measurements:
                    state.measurements[m.product_id].append(m)
            for o in rows["observations"]:
                if o.product_id in state.observations:
                    state.observations[o.product_id].append(o)
        return state


# --- the write plan ------------------------------------------------------------------


@dataclass
class Plan:
    products: list[Product] = field(default_factory=list)
    images: list[ProductImage] = field(default_factory=list)
    image_deletes: list[int] = field(default_factory=list)
    options: list[ProductOption] = field(default_factory=list)
    option_deletes: list[int] = field(default_factory=list)
    values: list[ProductOptionValue] = field(default_factory=list)
    value_deletes: list[int] = field(default_factory=list)
    variants: list[ProductVariant] = field(default_factory=list)
    media_replaced: list[uuid.UUID] = field(default_factory=list)
    media: list[MediaRow] = field(default_factory=list)
    size_charts: list[SizeChart] = field(default_factory=list)
    size_chart_deletes: list[int] = field(default_factory=list)
    measurements_replaced: list[uuid.UUID] = field(default_factory=list)
    measurements: list[GarmentMeasurement] = field(default_factory=list)
    observations_replaced: list[uuid.UUID] = field(default_factory=list)
    observations: list[ModelObservation] = field(default_factory=list)
    # Variants planned only because a stock observation time moved (values unchanged).
    observation_only: int = 0
    # Products whose write changed nothing they read back: ``updated_at`` stays.
    unchanged: set[uuid.UUID] = field(default_factory=set)

    def child_changes(self) -> int:
        """How many child changes are planned (a product's write that leaves this count
        and its own fields as they were changed nothing)."""
        planned = (
            self.images, self.image_deletes, self.options, self.option_deletes, self.values,
            self.value_deletes, self.variants, self.media_replaced, self.media,
            self.size_charts, self.size_chart_deletes, self.measurements_replaced,
            self.observations_replaced,
        )  # fmt: skip
        return sum(map(len, planned)) - self.observation_only

    def execute(self) -> None:
        """One statement per table and kind of change, for the whole batch; on PostgreSQL
        the product, variant and variant media statements share one round trip."""
        now = timezone.now()
        batch = SqlBatch()
        for product in self.products:
            if product.pk not in self.unchanged:
                product.updated_at = now  # auto_now: the upsert writes values as they are
        batch.upsert(
            Product,
            self.products,
            fields=PRODUCT_COLUMNS,
            conflict=["id"],
            update=PRODUCT_FIELDS,
        )
        if self.image_deletes:
            ProductImage.objects.filter(pk__in=self.image_deletes).delete()
        if self.images:
            ProductImage.objects.bulk_create(
                self.images,
                update_conflicts=True,
                unique_fields=["product", "identity_key"],
                update_fields=list(IMAGE_FIELDS),
            )
        if self.option_deletes:
            ProductOption.objects.filter(pk__in=self.option_deletes).delete()
        if self.value_deletes:
            ProductOptionValue.objects.filter(pk__in=self.value_deletes).delete()
        if self.options:
            ProductOption.objects.bulk_create(
                self.options,
                update_conflicts=True,
                unique_fields=["product", "key"],
                update_fields=[*OPTION_FIELDS, "resolved_kind", "derived"],
            )
        if self.values:
            for value in self.values:
                if value.option_id is None:  # a new value of an option inserted just above
                    value.option_id = value.option.pk
            ProductOptionValue.objects.bulk_create(
                self.values,
                update_conflicts=True,
                unique_fields=["option", "source_value"],
                update_fields=[*VALUE_FIELDS, "swatch"],
            )
        if self.size_chart_deletes:
            SizeChart.objects.filter(pk__in=self.size_chart_deletes).delete()
        if self.size_charts:
            SizeChart.objects.bulk_create(
                self.size_charts,
                update_conflicts=True,
                unique_fields=["product", "identity_key"],
                update_fields=[*SIZE_CHART_FIELDS, "position"],
            )
        if self.measurements_replaced:
            GarmentMeasurement.objects.filter(product_id__in=self.measurements_replaced).delete()
        if self.measurements:
            GarmentMeasurement.objects.bulk_create(self.measurements)
        if self.observations_replaced:
            ModelObservation.objects.filter(product_id__in=self.observations_replaced).delete()
        if self.observations:
            ModelObservation.objects.bulk_create(self.observations)
        for row in self.variants:
            row.updated_at = now
        batch.upsert(
            ProductVariant,
            self.variants,
            fields=VARIANT_COLUMNS,
            conflict=["id"],
            update=[c for c in VARIANT_COLUMNS if c not in ("id", "product", "created_at")],
        )
        batch.delete(VariantMedia, "variant", self.media_replaced)
        batch.upsert(VariantMedia, self.media, fields=MEDIA_COLUMNS)
        batch.run()


# --- applying one write --------------------------------------------------------------


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
    product: Product,
    write: ProductWrite,
    created: bool,
    state: CatalogState,
    plan: Plan,
    now: datetime,
) -> None:
    """Merge ``write`` into ``product`` and its loaded children, recording the changes.
    A write that changes nothing a read returns leaves ``updated_at`` as it was."""
    pid = product.product_id
    content_before = _content(product)
    changes_before = plan.child_changes()
    fields = _fields_to_apply(write)
    if created:
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

    images = state.images[product.pk]
    options = state.options[product.pk]
    variants = state.variants[product.pk]

    if "images" in fields:
        _merge_images(
            product,
            images,
            fields["images"],
            complete=write.schema_version == 1 or "images" in completed,
            plan=plan,
        )
    if "options" in fields:
        _merge_options(
            product, options, fields["options"], complete="options" in completed, plan=plan
        )
    sent_variants: list[tuple[int, ProductVariant]] = []
    if "variants" in fields:
        sent_variants = _merge_variants(
            product,
            variants,
            images,
            state.media,
            fields["variants"],
            complete=write.variants_complete or "variants" in completed,
            plan=plan,
            now=now,
        )
    if "size_charts" in fields:
        _merge_size_charts(
            product,
            state.size_charts[product.pk],
            fields["size_charts"],
            complete="size_charts" in completed,
            plan=plan,
        )
    if "garment_measurements" in fields:
        _replace_whole(
            product,
            GarmentMeasurement,
            fields["garment_measurements"],
            state.measurements,
            plan.measurements_replaced,
            plan.measurements,
        )
    if "model_observations" in fields:
        _replace_whole(
            product,
            ModelObservation,
            fields["model_observations"],
            state.observations,
            plan.observations_replaced,
            plan.observations,
        )

    if product.options_explicit:
        _check_consistency(pid, options, sent_variants, variants, check_stored="options" in fields)
    finalize_product(product, options, variants, plan)
    if (
        not created
        and plan.child_changes() == changes_before
        and _content(product) == content_before
    ):
        plan.unchanged.add(product.pk)


# Product columns that are bookkeeping, not content a read returns as changed.
_NOT_CONTENT = frozenset(
    {"updated_at", "schema_version", "ingest_run_id", "ingest_sequence", "ingest_observed_at"}
)
_CONTENT_ATTNAMES = [f.attname for f in Product._meta.concrete_fields if f.name not in _NOT_CONTENT]


def _content(product: Product) -> tuple:
    return tuple(getattr(product, name) for name in _CONTENT_ATTNAMES)


def _replace_whole(
    product: Product,
    model: type[GarmentMeasurement | ModelObservation],
    items: Any,
    stored_by_product: dict[uuid.UUID, list] | None,
    replaced: list[uuid.UUID],
    planned: list,
) -> None:
    """Plan replacing a collection that is replaced whole when sent, unless it is sent
    unchanged (compared only when the stored rows were loaded)."""
    rows = [
        model(product=product, order=i, **m.model_dump())
        for i, m in enumerate([] if items is CLEAR else items)
    ]
    stored = None if stored_by_product is None else stored_by_product[product.pk]
    if stored is None or _rows_key(stored) != _rows_key(rows):
        replaced.append(product.pk)
        planned.extend(rows)
        if stored_by_product is not None:
            stored_by_product[product.pk] = rows


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


def finalize_product(
    product: Product,
    options: dict[str, ProductOption],
    variants: dict[str, ProductVariant],
    plan: Plan,
) -> None:
    """Derived options, resolved option kinds, category, prompt tag, effective availability."""
    active = sorted((v for v in variants.values() if v.active), key=lambda v: v.position)
    if not product.options_explicit:
        _derive_options(product, options, active, plan)
    option_values = {
        key: [v.source_value for v in _ordered_values(option)] for key, option in options.items()
    }
    for key, option in options.items():
        resolved = option.kind or option_kind(key, option.source_name, option_values[key])
        if resolved != option.resolved_kind:
            option.resolved_kind = resolved
            _add_once(plan.options, option)
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


def _add_once(rows: list, row: Any) -> None:
    marker = "_planned"
    if not getattr(row, marker, False):
        setattr(row, marker, True)
        rows.append(row)


def _patch(row: Any, item: Any, names: tuple[str, ...], *, new: bool) -> bool:
    """Copy the fields ``item`` sent (all of them for a new row); True when one changed."""
    changed = new
    for name in names:
        if new or item.sent(name):
            value = getattr(item, name)
            if value is None:
                value = _DEFAULTS.get(name)
            if getattr(row, name) != value:
                setattr(row, name, value)
                changed = True
    return changed


def _merge_images(
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
            row = images[identity] = ProductImage(product=product, identity_key=identity)
        if _patch(row, item, IMAGE_FIELDS, new=new):
            _add_once(plan.images, row)
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


def _ordered_values(option: ProductOption) -> list[ProductOptionValue]:
    return sorted(option.loaded_values.values(), key=lambda v: v.position)


def _merge_options(
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
            row = options[item.key] = ProductOption(product=product, key=item.key)
            row.loaded_values = {}
        changed = _patch(row, item, OPTION_FIELDS, new=new)
        if row.derived:
            row.derived = False
            changed = True
        if changed:
            _add_once(plan.options, row)
        values = row.loaded_values
        sent_values = set()
        for value_item in item.values:
            sent_values.add(value_item.source_value)
            value = values.get(value_item.source_value)
            value_new = value is None
            if value_new:
                value = values[value_item.source_value] = ProductOptionValue(
                    option=row, source_value=value_item.source_value
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
                _add_once(plan.values, value)
        if complete:
            for source_value in [v for v in values if v not in sent_values]:
                plan.value_deletes.append(values.pop(source_value).pk)
    if complete:
        for key in [k for k in options if k not in seen]:
            plan.option_deletes.append(options.pop(key).pk)


def _derive_options(
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
            row = options[key] = ProductOption(product=product, key=key, derived=True)
            row.loaded_values = {}
            _add_once(plan.options, row)
        if row.position != position or not row.derived:
            row.position, row.derived = position, True
            _add_once(plan.options, row)
        stored = row.loaded_values
        for source_value in [v for v in stored if v not in values]:
            plan.value_deletes.append(stored.pop(source_value).pk)
        for value_position, source_value in enumerate(values):
            value = stored.get(source_value)
            if value is None:
                value = stored[source_value] = ProductOptionValue(
                    option=row, source_value=source_value, position=value_position
                )
                _add_once(plan.values, value)
            elif value.position != value_position:
                value.position = value_position
                _add_once(plan.values, value)


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


def _merge_variants(
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
    by_options: dict[str, list] = {}
    matched: dict[Any, int] = {}
    out = []
    for index, item in enumerate(items):
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
        if not row.active:
            row.active = True
            changed = True
        if item.sent("media"):
            for media_index, media in enumerate(item.media or ()):
                if media.external_media_id and media.external_media_id not in media_ids:
                    raise ProductWriteError(
                        f"variants[{index}].media[{media_index}].external_media_id: "
                        "names no product image",
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
        if changed:
            _add_once(plan.variants, row)
        elif observation_moved:  # stored for the stock rule; not a change a read shows
            _add_once(plan.variants, row)
            plan.observation_only += 1
        out.append((index, row))
    if complete or sent is CLEAR:  # observed but absent: every variant becomes inactive
        for row in variants.values():
            if row.active and id(row) not in matched:
                row.active = False
                _add_once(plan.variants, row)
    return out


def _media_key(media: VariantMedia | MediaRow) -> tuple:
    return (media.external_media_id, media.url, media.role, media.position)


def _merge_size_charts(
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
            row = charts[identity] = SizeChart(product=product, identity_key=identity)
        changed = _patch(row, item, SIZE_CHART_FIELDS, new=new)
        if row.position != position:
            row.position = position
            changed = True
        if changed:
            _add_once(plan.size_charts, row)
    if complete or sent is CLEAR:
        for identity in [i for i in charts if i not in seen]:
            plan.size_chart_deletes.append(charts.pop(identity).pk)


def _check_consistency(
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
