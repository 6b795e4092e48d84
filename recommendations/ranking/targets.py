"""Which target a recommendation item points at (interface 2.15, decisions.md 6).

- ``variant`` when one purchasable variant can be chosen without guessing the shopper's
  size: the product has no size-like option with more than one purchasable value;
- else ``visual_group``: the colour/style with the most available variants;
- else ``product``.

Unavailable targets are never returned: variants known to be unavailable are not
purchasable, and a product with none purchasable gets no target (``None``).
"""

from __future__ import annotations

from typing import Any

from .records import ProductRecord, VariantRecord

SIZE_KINDS = frozenset({"size", "fit", "length", "width"})
VISUAL_KINDS = frozenset({"visual", "style"})


def _availability_rank(variant: VariantRecord) -> tuple[int, int]:
    return (0 if variant.available is True else 1, variant.position)


def _label(values: dict[str, str]) -> str:
    return " / ".join(values.values())


def choose_target(product: ProductRecord) -> dict[str, Any] | None:
    """The item payload (without rank, score, fit evidence) or None when unavailable."""
    if not product.variants:
        if product.available is False:
            return None
        return _payload(product, "product", None, {}, None, product.available)

    purchasable = [v for v in product.variants if v.available is not False]
    if not purchasable:
        return None
    kinds = {o.key: o.kind for o in product.options}
    size_keys = [k for k, kind in kinds.items() if kind in SIZE_KINDS]
    visual_keys = [k for k, kind in kinds.items() if kind in VISUAL_KINDS]
    size_choices = {tuple(v.option_values.get(k) for k in size_keys) for v in purchasable}

    if len(size_choices) <= 1:
        best = min(purchasable, key=_availability_rank)
        return _payload(
            product,
            "variant",
            best,
            dict(best.option_values),
            best.title or _label(best.option_values),
            best.available,
        )

    groups: dict[tuple, list[VariantRecord]] = {}
    for variant in purchasable:
        values = tuple(variant.option_values.get(k) for k in visual_keys)
        if any(value is not None for value in values):
            groups.setdefault(values, []).append(variant)
    if groups:

        def group_rank(item: tuple[tuple, list[VariantRecord]]) -> tuple[int, int, int]:
            members = item[1]
            in_stock = sum(1 for v in members if v.available is True)
            return (-in_stock, -len(members), min(v.position for v in members))

        values, members = min(groups.items(), key=group_rank)
        chosen = {k: v for k, v in zip(visual_keys, values, strict=True) if v is not None}
        representative = min(members, key=_availability_rank)
        available = True if any(v.available is True for v in members) else None
        return _payload(product, "visual_group", representative, chosen, _label(chosen), available)

    representative = min(purchasable, key=_availability_rank)
    available = True if any(v.available is True for v in purchasable) else None
    return _payload(product, "product", representative, {}, "", available)


def _payload(
    product: ProductRecord,
    target_type: str,
    variant: VariantRecord | None,
    option_values: dict[str, str],
    variant_title: str | None,
    available: bool | None,
) -> dict[str, Any]:
    exact = target_type == "variant" and variant is not None
    price = variant.price if variant is not None and variant.price else product.price
    if variant is not None and variant.price:
        currency = variant.currency or product.currency
        compare_at = variant.compare_at_price
    else:
        currency = product.currency
        compare_at = product.compare_at_price
    image = (variant.image_url if variant is not None else None) or product.image_url
    url = (variant.canonical_url if exact else None) or product.canonical_url
    return {
        "product_id": product.product_id,
        "target_type": target_type,
        "variant_id": variant.source_variant_id if exact else None,
        "recommended_option_values": option_values,
        "title": product.title,
        "handle": product.handle or "",
        "canonical_url": url,
        "image_url": image,
        "variant_title": variant_title or "",
        "price": price,
        "compare_at_price": compare_at,
        "currency": currency,
        "available": True if available is True else None,
    }
