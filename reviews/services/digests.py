"""Fit digests (interface 2.14, decisions.md 4): per product, per variant, per size label.

``build_digests`` is pure. ``digests_rebuild`` reads the product's analyzed active reviews,
stores one ``FitDigest`` row per scope and removes rows of scopes that no longer have any.
A row whose ``fit_revision_hash`` is unchanged is left alone (same ``built_at``), so the
storefront's ETags only move when the evidence moves.
"""

from __future__ import annotations

import hashlib
import uuid
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.db import transaction
from django.utils import timezone

from catalog.lock_objects import product_pk_lock
from catalog.models import ProductVariant
from common.revisions import bump_after_commit
from reviews.extraction import EXTRACTOR_VERSION, LOOSE_AT, TIGHT_AT
from reviews.models import FitDigest, Review, ReviewVersion


@dataclass(frozen=True, slots=True)
class AnalyzedReview:
    review_id: int
    version_number: int
    extractor_version: str | None
    rating: float | None
    purchased_variant_id: str | None
    size_label: str | None
    size_signature: str | None
    fit_signals: list[dict[str, Any]]


@dataclass(frozen=True, slots=True)
class BuiltDigest:
    scope: str
    scope_key: str
    revision_hash: str
    review_count: int
    payload: dict[str, Any]


def revision_hash(reviews: list[AnalyzedReview], extractor_version: str) -> str:
    """Changes exactly when an included review version or the extractor version changes,
    including the version that extracted each review: while the backfill re-extracts a
    product's reviews page by page, every rebuild that includes newly extracted evidence
    gets a new hash (and a new payload)."""
    keys = sorted((r.review_id, r.version_number, r.extractor_version or "") for r in reviews)
    text = extractor_version + "|" + ";".join(f"{rid}:{n}:{ver}" for rid, n, ver in keys)
    return hashlib.sha256(text.encode()).hexdigest()


def _signals(reviews: list[AnalyzedReview]) -> list[dict[str, Any]]:
    by_dimension: dict[str, list[float]] = defaultdict(list)
    for review in reviews:
        for signal in review.fit_signals:
            by_dimension[signal.get("dimension_code") or "overall"].append(float(signal["score"]))
    out = []
    for dimension in sorted(by_dimension, key=lambda d: (d != "overall", d)):
        scores = by_dimension[dimension]
        tight = sum(1 for s in scores if s <= TIGHT_AT)
        loose = sum(1 for s in scores if s >= LOOSE_AT)
        out.append(
            {
                "dimension_code": dimension,
                "evidence_count": len(scores),
                "average_score": round(sum(scores) / len(scores), 3),
                "tight_count": tight,
                "neutral_count": len(scores) - tight - loose,
                "loose_count": loose,
            }
        )
    return out


def _digest(
    product_pk: uuid.UUID,
    reviews: list[AnalyzedReview],
    extractor_version: str,
    built_at: datetime,
    **scope_fields: str,
) -> tuple[str, dict[str, Any]]:
    fit_hash = revision_hash(reviews, extractor_version)
    payload: dict[str, Any] = {
        "product_id": str(product_pk),
        "fit_revision_hash": fit_hash,
        "review_count": len(reviews),
        "signals": _signals(reviews),
        "built_at": built_at.isoformat().replace("+00:00", "Z"),
        **scope_fields,
    }
    ratings = [r.rating for r in reviews if r.rating is not None]
    if ratings:
        payload["average_rating"] = round(sum(ratings) / len(ratings), 2)
    return fit_hash, payload


def build_digests(
    *,
    product_pk: uuid.UUID,
    reviews: list[AnalyzedReview],
    variant_pks: dict[str, uuid.UUID],
    extractor_version: str,
    built_at: datetime,
) -> list[BuiltDigest]:
    """Product digest plus one per purchased variant known to the catalog and one per
    size label (also reachable by size signature). Nothing when no review is analyzed."""
    if not reviews:
        return []
    groups: dict[tuple[str, str], list[AnalyzedReview]] = defaultdict(list)
    groups[(FitDigest.Scope.PRODUCT, "")] = list(reviews)
    labels: dict[str, str] = {}
    for review in reviews:
        if review.purchased_variant_id in variant_pks:
            groups[(FitDigest.Scope.VARIANT, review.purchased_variant_id)].append(review)
        if review.size_label:
            groups[(FitDigest.Scope.SIZE, review.size_label)].append(review)
            labels[review.size_label] = review.size_label
        if review.size_signature and review.size_signature != review.size_label:
            groups[(FitDigest.Scope.SIZE, review.size_signature)].append(review)
            labels.setdefault(review.size_signature, review.size_label or review.size_signature)
    built = []
    for (scope, key), members in groups.items():
        fields: dict[str, str] = {}
        if scope == FitDigest.Scope.VARIANT:
            fields["variant_id"] = str(variant_pks[key])
        elif scope == FitDigest.Scope.SIZE:
            fields["size_label"] = labels[key]
        fit_hash, payload = _digest(product_pk, members, extractor_version, built_at, **fields)
        built.append(BuiltDigest(scope, key, fit_hash, len(members), payload))
    return built


def analyzed_reviews(product_pk: uuid.UUID | str) -> list[AnalyzedReview]:
    """Active reviews whose current version's fit evidence has been extracted."""
    rows = Review.objects.filter(
        product_id=product_pk,
        status=Review.Status.ACTIVE,
        current_version__extraction_status=ReviewVersion.Extraction.DONE,
    ).values_list(
        "pk",
        "current_version__number",
        "current_version__extractor_version",
        "rating",
        "purchased_variant_id",
        "size_label",
        "size_signature",
        "read_record__fit_signals",
    )
    return [
        AnalyzedReview(pk, number, extractor, rating, variant, label, signature, signals or [])
        for pk, number, extractor, rating, variant, label, signature, signals in rows
    ]


def digests_rebuild(*, product_pk: uuid.UUID | str) -> bool:
    """Rebuilds the product's digests under its row lock; True when any digest changed.

    Idempotent: a second run with nothing new changes nothing. Bumps the product's
    storefront revision after commit when a digest changed.
    """
    with transaction.atomic():
        if not product_pk_lock(product_pk):
            return False
        reviews = analyzed_reviews(product_pk)
        variant_ids = {r.purchased_variant_id for r in reviews if r.purchased_variant_id}
        variant_pks = dict(
            ProductVariant.objects.filter(
                product_id=product_pk, source_variant_id__in=variant_ids
            ).values_list("source_variant_id", "pk")
        )
        now = timezone.now()
        built = build_digests(
            product_pk=uuid.UUID(str(product_pk)),
            reviews=reviews,
            variant_pks=variant_pks,
            extractor_version=EXTRACTOR_VERSION,
            built_at=now,
        )
        stored = {
            (row.scope, row.scope_key): row
            for row in FitDigest.objects.filter(product_id=product_pk)
        }
        changed = [
            FitDigest(
                product_id=product_pk,
                scope=digest.scope,
                scope_key=digest.scope_key,
                revision_hash=digest.revision_hash,
                review_count=digest.review_count,
                payload=digest.payload,
                built_at=now,
                stale=False,
            )
            for digest in built
            if (old := stored.get((digest.scope, digest.scope_key))) is None
            or old.revision_hash != digest.revision_hash
            or old.payload is None
            # same reviews, but the variant was deleted and synced again (a new row)
            or old.payload.get("variant_id") != digest.payload.get("variant_id")
        ]
        keep = {(digest.scope, digest.scope_key) for digest in built}
        obsolete = [row.pk for key, row in stored.items() if key not in keep]
        if changed:
            FitDigest.objects.bulk_create(
                changed,
                update_conflicts=True,
                unique_fields=["product", "scope", "scope_key"],
                update_fields=["revision_hash", "review_count", "payload", "built_at", "stale"],
            )
        if obsolete:
            FitDigest.objects.filter(pk__in=obsolete).delete()
        if any(row.stale for row in stored.values()):
            FitDigest.objects.filter(product_id=product_pk, stale=True).update(stale=False)
        if changed or obsolete:
            bump_after_commit("product", [product_pk])
    return bool(changed or obsolete)


def variant_digests_outdated(product_pks: Iterable[uuid.UUID | str]) -> list[uuid.UUID]:
    """Products whose variant digests name a variant row that is gone (deleted, or deleted
    and synced again as a new row): their digests must be rebuilt, as a variant digest
    exists only for a variant the catalog holds and carries its current UUID.

    One query on the digests; a second, on the variants, only when any product has a
    variant digest (most catalog writes touch products without one).
    """
    named = list(
        FitDigest.objects.filter(
            product_id__in=list(product_pks), scope=FitDigest.Scope.VARIANT
        ).values_list("product_id", "scope_key", "payload__variant_id")
    )
    if not named:
        return []
    current = {
        (product_pk, source_id): str(pk)
        for product_pk, source_id, pk in ProductVariant.objects.filter(
            product_id__in={product_pk for product_pk, _, _ in named},
            source_variant_id__in={key for _, key, _ in named},
        ).values_list("product_id", "source_variant_id", "pk")
    }
    return sorted(
        {
            product_pk
            for product_pk, key, variant_id in named
            if current.get((product_pk, key)) != variant_id
        }
    )
