"""Catalog and review rows as the catalog and reviews apps maintain them.

Storefront tests read what those apps write (``Review.read_record``, narrowing keys,
``FitDigest.payload``); these factories fill the same fields directly, so the reads are
tested without the sync pipelines. End-to-end tests sync through the real endpoints.
"""

from __future__ import annotations

import datetime as dt
import itertools
import uuid

import factory
from django.utils import timezone

from catalog.models import Product
from reviews.models import FitDigest, Review
from tests.factories import SiteFactory

_clock = itertools.count()
BASE_TIME = dt.datetime(2025, 1, 1, tzinfo=dt.UTC)


class ProductFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Product

    site = factory.SubFactory(SiteFactory)
    product_id = factory.Sequence(lambda n: f"prod-{n}")
    title = factory.Sequence(lambda n: f"Midi wrap dress {n}")


def read_record(review: Review) -> dict:
    record = {
        "external_review_id": review.identity_key.removeprefix("x:"),
        "title": f"Review {review.identity_key}",
        "body": "Lovely dress.",
        "rating": review.rating,
        "author_display_name": "Ann",
        "created_at": review.sort_at.isoformat(),
        "fit_signals": [],
        "measurements": [],
        "media": [],
    }
    if review.purchased_variant_id or review.size_label or review.size_signature:
        record["purchased_variant"] = {
            "source_variant_id": review.purchased_variant_id,
            "label": review.size_label,
            "size_signature": review.size_signature,
        }
    if review.has_fit_content:
        record["fit_signals"] = [
            {
                "score": -0.5,
                "confidence": 0.8,
                "evidence": "runs small",
                "source_kind": "review_text",
                "dimension_code": "overall",
            }
        ]
    return record


class ReviewFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Review

    product = factory.SubFactory(ProductFactory)
    site = factory.SelfAttribute("product.site")
    provider = "yotpo"
    identity_key = factory.Sequence(lambda n: f"x:r{n}")
    external_review_id = factory.LazyAttribute(lambda o: o.identity_key.removeprefix("x:"))
    status = Review.Status.ACTIVE
    rating = 4.0
    # Each review a minute newer than the previous one, unless given.
    sort_at = factory.LazyFunction(lambda: BASE_TIME + dt.timedelta(minutes=next(_clock)))

    @classmethod
    def _create(cls, model_class, *args, **kwargs):
        review = model_class(*args, **kwargs)
        if not review.read_record:
            review.read_record = read_record(review)
        review.save()
        return review


def bulk_reviews(product: Product, count: int, *, start: dt.datetime = BASE_TIME, **fields):
    """``count`` active reviews one second apart (the newest last), in one INSERT."""
    rows = []
    for i in range(count):
        review = Review(
            site_id=product.site_id,
            product=product,
            provider="bulk",
            identity_key=f"x:{uuid.uuid4().hex}",
            status=Review.Status.ACTIVE,
            rating=5.0,
            sort_at=start + dt.timedelta(seconds=i),
            **fields,
        )
        review.read_record = read_record(review)
        rows.append(review)
    return Review.objects.bulk_create(rows, batch_size=2000)


def digest_payload(product: Product, *, review_count: int = 2, **extra) -> dict:
    return {
        "product_id": str(product.pk),
        "fit_revision_hash": uuid.uuid4().hex,
        "review_count": review_count,
        "signals": [
            {
                "dimension_code": "overall",
                "evidence_count": review_count,
                "average_score": -0.4,
                "tight_count": 1,
                "neutral_count": review_count - 1,
                "loose_count": 0,
            }
        ],
        "built_at": timezone.now().isoformat(),
        **extra,
    }


class FitDigestFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = FitDigest

    product = factory.SubFactory(ProductFactory)
    scope = FitDigest.Scope.PRODUCT
    scope_key = ""
    revision_hash = factory.LazyFunction(lambda: uuid.uuid4().hex)
    review_count = 2
    payload = factory.LazyAttribute(lambda o: digest_payload(o.product))
    built_at = factory.LazyFunction(timezone.now)
