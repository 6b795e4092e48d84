"""Catalog rows for recommendation tests, written directly (no product-write endpoint)."""

from __future__ import annotations

import factory

from catalog.models import Product, ProductImage, ProductOption, ProductOptionValue, ProductVariant
from recommendations.ranking import ProductRecord, RecIndex, VariantRecord, build_index
from tenancy.models import Site


class ProductFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Product

    product_id = factory.Sequence(lambda n: f"p-{n}")
    title = "Plain T-Shirt"
    handle = factory.LazyAttribute(lambda o: o.product_id)
    canonical_url = factory.LazyAttribute(lambda o: f"https://shop.example/products/{o.product_id}")
    price_amount = "29.90"
    price_currency = "EUR"


def make_product(
    site: Site,
    product_id: str,
    title: str,
    *,
    options: dict[str, tuple[str, list[str]]] | None = None,
    variants: list[dict] | None = None,
    image: str | None = "auto",
    **fields,
) -> Product:
    """A product with options ``{key: (kind, values)}`` and variants
    ``[{"id", "options", "available", "price", "image_url", "active"}]``."""
    product = ProductFactory(site=site, product_id=product_id, title=title, **fields)
    if image:
        url = image if image != "auto" else f"https://cdn.example/{product_id}.jpg"
        ProductImage.objects.create(product=product, identity_key=f"u:{url}", url=url)
    for position, (key, (kind, values)) in enumerate((options or {}).items()):
        option = ProductOption.objects.create(
            product=product, key=key, resolved_kind=kind, kind=kind, position=position
        )
        for value_position, value in enumerate(values):
            ProductOptionValue.objects.create(
                option=option, source_value=value, position=value_position
            )
    for position, spec in enumerate(variants or []):
        ProductVariant.objects.create(
            product=product,
            identity_key=f"s:{spec['id']}",
            source_variant_id=spec["id"],
            option_values=spec.get("options", {}),
            title=spec.get("title"),
            available=spec.get("available", True),
            price_amount=spec.get("price", "29.90"),
            price_currency="EUR",
            image_url=spec.get("image_url"),
            canonical_url=f"https://shop.example/products/{product_id}?variant={spec['id']}",
            active=spec.get("active", True),
            position=position,
        )
    return product


def index_of_titles(titles: dict[str, str]) -> RecIndex:
    """The pure core's index of products known by id and title only, one available
    variant each, in the given order (positions follow the dict)."""
    return build_index(
        [
            ProductRecord(
                pk=pid,
                product_id=pid,
                title=title,
                variants=[VariantRecord(pid, {}, available=True)],
            )
            for pid, title in titles.items()
        ]
    )
