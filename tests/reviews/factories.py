"""Factories for the reviews tests: catalog products (written by the catalog endpoint in
production) and review items in the sync request shape."""

from __future__ import annotations

import itertools
from typing import Any

import factory

from catalog.models import Product, ProductOption, ProductVariant
from tests.factories import SiteFactory

_ids = itertools.count(1)


class ProductFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Product

    site = factory.SubFactory(SiteFactory)
    product_id = factory.Sequence(lambda n: f"prod-{n}")
    title = factory.Sequence(lambda n: f"Midi wrap dress {n}")


class SizeOptionFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = ProductOption

    product = factory.SubFactory(ProductFactory)
    key = "size"
    resolved_kind = ProductOption.Kind.SIZE


class VariantFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = ProductVariant

    product = factory.SubFactory(ProductFactory)
    source_variant_id = factory.Sequence(lambda n: f"var-{n}")
    identity_key = factory.LazyAttribute(lambda o: f"s:{o.source_variant_id}")


def review_item(**fields: Any) -> dict[str, Any]:
    """A valid review item with a fresh external id; ``fields`` override or add."""
    n = next(_ids)
    item = {
        "external_review_id": f"r-{n}",
        "title": "Lovely dress",
        "body": "Runs small, size up. The fabric is soft.",
        "rating": 4,
        "author_display_name": f"Reviewer {n}",
        "created_at": f"2026-10-{1 + n % 28:02d}T10:00:00Z",
    }
    item.update(fields)
    return {k: v for k, v in item.items() if v is not None}
