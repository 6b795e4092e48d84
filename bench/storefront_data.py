"""The storefront benchmark's data: a site, a dress with five size variants, its reviews
and digests, written through the real endpoints when they exist (review sync extracts
and builds the digests), else straight to the models."""

from __future__ import annotations

import datetime as dt
import json
import urllib.error
import urllib.parse
import urllib.request
import uuid

ORIGIN = "https://shop.example"
PRODUCT_ID = "bench/dress-1"
VARIANTS = [f"var-{size}" for size in ("xs", "s", "m", "l", "xl")]
SIZES = ["XS", "S", "M", "L", "XL"]


def _http(method: str, url: str, body: object = None, key: str | None = None) -> tuple[int, dict]:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method)
    request.add_header("Content-Type", "application/json")
    if key:
        request.add_header("Authorization", f"Bearer {key}")
    try:
        with urllib.request.urlopen(request, timeout=120) as response:
            return response.status, json.loads(response.read() or b"{}")
    except urllib.error.HTTPError as error:
        return error.code, {}


def _review_item(n: int, start: dt.datetime) -> dict:
    size = n % len(SIZES)
    words = ["runs small, size up", "true to size", "a bit loose at the waist", "lovely colour"]
    return {
        "external_review_id": f"r{n}",
        "title": f"Review {n}",
        "body": f"I am 170 cm and wore {SIZES[size]}. It {words[n % len(words)]}.",
        "rating": 3 + n % 3,
        "author_display_name": f"Shopper {n}",
        "created_at": (start + dt.timedelta(minutes=n)).isoformat(),
        "purchased_variant": {
            "source_variant_id": VARIANTS[size],
            "label": SIZES[size],
            "option_values": {"size": SIZES[size]},
        },
    }


def setup_data(server_url: str, reviews: int) -> dict:
    """A site, a product and its reviews; through the real endpoints when they exist."""
    from tenancy.services.sites import site_create

    created = site_create(account_name=f"bench-{uuid.uuid4().hex[:8]}", origins=[ORIGIN])
    site, key = created.site, created.api_key
    encoded = urllib.parse.quote(PRODUCT_ID, safe="")
    base = f"{server_url}/vfr/manage/sites/{site.pk}/products/{encoded}"
    status, _ = _http(
        "PUT",
        base,
        {
            "title": "Midi wrap dress",
            "images": [{"url": "https://cdn.example/dress.jpg"}],
            "variants": [
                {"source_variant_id": v, "option_values": {"size": s}, "available": True}
                for v, s in zip(VARIANTS, SIZES, strict=True)
            ],
        },
        key,
    )
    via = "endpoints"
    if status != 200:
        _create_product_directly(site)
        via = "models (catalog write endpoint not available)"
    start = dt.datetime(2024, 1, 1, tzinfo=dt.UTC)
    items = [_review_item(n, start) for n in range(reviews)]
    status, _ = _http(
        "POST",
        f"{base}/reviews",
        {"event_id": "probe", "provider": "bench", "reviews": items[:1]},
        key,
    )
    if status == 200:
        for batch in range(1, reviews, 250):
            chunk = items[batch : batch + 250]
            status, _ = _http(
                "POST",
                f"{base}/reviews",
                {"event_id": f"e{batch}", "provider": "bench", "reviews": chunk},
                key,
            )
            if status != 200:
                raise SystemExit(f"review sync failed with {status}")
        via += ", reviews through the review sync endpoint"
    else:
        _create_reviews_directly(site, items)
        via += ", reviews and digests written to the models (review sync endpoint not available)"
    return {"site_key": site.site_key, "via": via}


def _create_product_directly(site) -> None:
    from catalog.models import Product, ProductVariant

    product = Product.objects.create(site=site, product_id=PRODUCT_ID, title="Midi wrap dress")
    for position, (variant, size) in enumerate(zip(VARIANTS, SIZES, strict=True)):
        ProductVariant.objects.create(
            product=product,
            identity_key=f"s:{variant}",
            source_variant_id=variant,
            option_values={"size": size},
            position=position,
        )


def _create_reviews_directly(site, items: list[dict]) -> None:
    """What review sync, extraction and the digest builder leave behind."""
    from django.utils import timezone

    from catalog.models import Product
    from common.revisions import bump_revision
    from reviews.models import FitDigest, Review

    product = Product.objects.get(site=site, product_id=PRODUCT_ID)
    rows = []
    for n, item in enumerate(items):
        fit = n % 4 != 3
        record = dict(item, badges=[], media=[], measurements=[], fit_signals=[])
        if fit:
            record["fit_signals"] = [
                {
                    "score": -0.5,
                    "confidence": 0.7,
                    "evidence": item["body"],
                    "source_kind": "review_text",
                    "dimension_code": "overall",
                }
            ]
        rows.append(
            Review(
                site=site,
                product=product,
                provider="bench",
                identity_key=f"x:{item['external_review_id']}",
                external_review_id=item["external_review_id"],
                record=item,
                read_record=record,
                rating=item["rating"],
                purchased_variant_id=item["purchased_variant"]["source_variant_id"],
                size_label=item["purchased_variant"]["label"],
                has_fit_content=fit,
                sort_at=dt.datetime.fromisoformat(item["created_at"]),
            )
        )
    Review.objects.bulk_create(rows, batch_size=2000)
    now = timezone.now()

    def payload(**extra) -> dict:
        signal = {
            "dimension_code": "overall",
            "evidence_count": 100,
            "average_score": -0.3,
            "tight_count": 40,
            "neutral_count": 50,
            "loose_count": 10,
        }
        return {
            "product_id": str(product.pk),
            "fit_revision_hash": uuid.uuid4().hex,
            "review_count": len(items),
            "signals": [signal],
            "built_at": now.isoformat(),
            **extra,
        }

    digests = [
        FitDigest(
            product=product,
            scope="product",
            scope_key="",
            payload=payload(),
            revision_hash="b",
            review_count=len(items),
            built_at=now,
        )
    ]
    for variant, size in zip(VARIANTS, SIZES, strict=True):
        digests.append(
            FitDigest(
                product=product,
                scope="variant",
                scope_key=variant,
                payload=payload(),
                revision_hash="b",
                built_at=now,
            )
        )
        digests.append(
            FitDigest(
                product=product,
                scope="size",
                scope_key=size,
                payload=payload(size_label=size),
                revision_hash="b",
                built_at=now,
            )
        )
    FitDigest.objects.bulk_create(digests)
    bump_revision("product", str(product.pk))
