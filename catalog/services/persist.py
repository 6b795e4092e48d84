"""Writing a merge's ``Plan`` (PostgreSQL: bulk upserts sharing round trips)."""

from __future__ import annotations

from django.utils import timezone

from catalog.merge.plan import (
    IMAGE_FIELDS,
    OPTION_FIELDS,
    SIZE_CHART_FIELDS,
    VALUE_FIELDS,
    Plan,
)
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
from catalog.services.bulk_sql import SqlBatch

PRODUCT_COLUMNS = [f.name for f in Product._meta.concrete_fields]
PRODUCT_FIELDS = [c for c in PRODUCT_COLUMNS if c not in ("id", "site", "product_id", "created_at")]
VARIANT_COLUMNS = [f.name for f in ProductVariant._meta.concrete_fields]
MEDIA_COLUMNS = [f.name for f in VariantMedia._meta.concrete_fields if f.name != "id"]


def plan_execute(plan: Plan) -> None:
    """One statement per table and kind of change, for the whole batch; on PostgreSQL
    the product, variant and variant media statements share one round trip."""
    now = timezone.now()
    batch = SqlBatch()
    for product in plan.products:
        if product.pk not in plan.unchanged:
            product.updated_at = now  # auto_now: the upsert writes values as they are
    batch.upsert(
        Product,
        plan.products,
        fields=PRODUCT_COLUMNS,
        conflict=["id"],
        update=PRODUCT_FIELDS,
    )
    if plan.image_deletes:
        ProductImage.objects.filter(pk__in=plan.image_deletes).delete()
    if plan.images:
        ProductImage.objects.bulk_create(
            plan.images,
            update_conflicts=True,
            unique_fields=["product", "identity_key"],
            update_fields=list(IMAGE_FIELDS),
        )
    if plan.option_deletes:
        ProductOption.objects.filter(pk__in=plan.option_deletes).delete()
    if plan.value_deletes:
        ProductOptionValue.objects.filter(pk__in=plan.value_deletes).delete()
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
    for row in plan.variants:
        row.updated_at = now
    batch.upsert(
        ProductVariant,
        plan.variants,
        fields=VARIANT_COLUMNS,
        conflict=["id"],
        update=[c for c in VARIANT_COLUMNS if c not in ("id", "product", "created_at")],
    )
    batch.delete(VariantMedia, "variant", plan.media_replaced)
    batch.upsert(VariantMedia, plan.media, fields=MEDIA_COLUMNS)
    batch.run()
