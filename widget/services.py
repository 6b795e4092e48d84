"""``seed_demo``: the demo store a person (or a browser test) opens at ``/vfr/demo/``.

Idempotent: one demo site (account ``demo``), whose origins grow with each ``--origin``;
products are upserted, reviews synced under fixed ``event_id``s (a repeat is a replay) and
orders recorded once by ``order_id``. Everything goes through the services the API uses.
"""

from __future__ import annotations

import csv
import hashlib
import html
import json
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any
from urllib.parse import quote

from django.db import transaction
from django.utils import timezone

from catalog.models import Product
from catalog.services.product_write import catalog_changes_collected, product_upsert
from recommendations.services.orders import OrderIn, OrderLineIn, orders_ingest
from reviews.extraction import extract_fit
from reviews.extraction.sizes import base_size, normal_label
from reviews.services.sync import reviews_sync
from tenancy.models import Site
from tenancy.services.sites import normalize_origin, site_create
from widget.demo.catalog import APPAREL_SIZES, BASKETS, PRODUCTS, REVIEWER_NAMES, DemoProduct

DEMO_ACCOUNT = "demo"
DEMO_SITE_NAME = "Demo store"
DEMO_CURRENCY = "USD"
SAMPLE = Path(__file__).resolve().parent / "demo" / "reviews_sample.csv"
# Sizes for reviews whose text names none: a typical apparel size curve.
_SIZE_CURVE = (("XS", 10), ("S", 30), ("M", 32), ("L", 20), ("XL", 8))
_ALPHA = {"XXS": "XS", "XS": "XS", "S": "S", "M": "M", "L": "L", "XL": "XL", "XXL": "XL"}


@dataclass(frozen=True, slots=True)
class DemoSeed:
    site: Site
    product_ids: list[str]
    demo_url: str


def demo_site() -> Site | None:
    return (
        Site.objects.filter(account__name=DEMO_ACCOUNT, name=DEMO_SITE_NAME)
        .order_by("created_at")
        .first()
    )


def demo_seed(*, origins: list[str]) -> DemoSeed:
    """Creates or refreshes the demo store; the first origin is where its pages live."""
    normalized = list(dict.fromkeys(normalize_origin(o) for o in origins))
    base = normalized[0]
    site = _site_with_origins(normalized)
    rows = _sample_rows()
    run = uuid.uuid4().hex
    with transaction.atomic(), catalog_changes_collected():  # one index rebuild, not ten
        for product in PRODUCTS:
            body = _product_body(product, base)
            # A complete view of each product: images of an earlier origin are dropped.
            body["ingest"] = {
                "event_id": f"seed_demo-{run}-{product.product_id}",
                "run_id": f"seed_demo-{run}",
                "sequence": 1,
                "producer": "seed_demo",
                "observed_at": timezone.now().isoformat(),
                "completed_collections": ["images", "options", "variants"],
            }
            product_upsert(site=site, product_id=product.product_id, data=body)
    anchor = _anchor_date()
    for product in PRODUCTS:
        if product.reviews_of:
            reviews = [r for r in rows if r["Clothing ID"] == product.reviews_of]
            _sync_reviews(site, product, reviews, anchor)
    _record_orders(site, anchor)
    return DemoSeed(
        site=site,
        product_ids=[p.product_id for p in PRODUCTS],
        demo_url=f"{base}/vfr/demo/",
    )


@transaction.atomic
def _site_with_origins(origins: list[str]) -> Site:
    site = demo_site()
    if site is None:
        site = site_create(account_name=DEMO_ACCOUNT, origins=origins).site
        site.name = DEMO_SITE_NAME
        site.save(update_fields=["name"])
        return site
    merged = list(dict.fromkeys([*(site.origins or []), *origins]))
    if merged != site.origins:
        site.origins = merged
        site.save(update_fields=["origins"])
    return site


def _sample_rows() -> list[dict[str, str]]:
    with SAMPLE.open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def _anchor_date() -> datetime:
    """Review and order dates count back from today (from noon, so a re-seed the same day
    sends identical records, a replay)."""
    return timezone.now().replace(hour=12, minute=0, second=0, microsecond=0)


def _variant_id(product: DemoProduct, size: str) -> str:
    return f"{product.product_id}-{size.lower().replace(' ', '-')}"


def _product_body(product: DemoProduct, base: str) -> dict[str, Any]:
    url = f"{base}/vfr/demo/?product={product.product_id}"
    money = {"amount": product.price, "currency": DEMO_CURRENCY}
    compare = (
        {"amount": product.compare_at_price, "currency": DEMO_CURRENCY}
        if product.compare_at_price
        else None
    )
    return {
        "title": product.title,
        "handle": product.product_id,
        "canonical_url": url,
        "product_type": product.product_type,
        "description": product.description,
        "brand": "Demo store",
        "price": money,
        "compare_at_price": compare,
        "images": [
            {
                "external_media_id": "main",  # so a new origin moves the image, not adds one
                "url": f"{base}/static/widget/demo/{product.image}",
                "alt_text": product.image_alt,
                "role": "front",
                "width": 600,
                "height": 800,
            }
        ],
        "options": [
            {"key": "color", "source_name": "Colour", "values": [{"source_value": product.colour}]},
            {
                "key": "size",
                "source_name": "Size",
                "kind": "size",
                "values": [{"source_value": s} for s in product.sizes],
            },
        ],
        "variants": [
            {
                "source_variant_id": _variant_id(product, size),
                "option_values": {"color": product.colour, "size": size},
                "title": f"{product.colour} / {size}",
                "sku": _variant_id(product, size).upper(),
                "canonical_url": f"{url}&size={quote(size)}",
                "available": True,
                "inventory_quantity": 12,
                "price": money,
                **({"compare_at_price": compare} if compare else {}),
            }
            for size in product.sizes
        ],
        "variants_complete": True,
    }


def size_from_text(title: str, body: str) -> str | None:
    """The size the reviewer says they wore, as one of XS..XL (numeric US sizes mapped)."""
    for measurement in extract_fit(title, body, "en").measurements:
        for value in measurement.get("values", []):
            if value.get("dimension_code") == "size_worn":
                size = _apparel_size(value.get("raw_value") or measurement.get("size_label"))
                if size:
                    return size
    return None


def _apparel_size(raw: Any) -> str | None:
    """One of XS..XL for a size label the extractor read (``petite S``, ``6P``, ``XXL``)."""
    label = normal_label(str(raw or ""))
    if label is None:
        return None
    base = base_size(label)
    if base in _ALPHA:
        return _ALPHA[base]
    if base.isdigit():
        number = int(base)
        for limit, size in ((2, "XS"), (6, "S"), (10, "M"), (14, "L")):
            if number <= limit:
                return size
        return "XL"
    return None


def _drawn_size(key: str) -> str:
    point = int(hashlib.sha256(key.encode()).hexdigest()[:8], 16) % 100
    for size, weight in _SIZE_CURVE:
        if point < weight:
            return size
        point -= weight
    return "M"


def _text(raw: str) -> str:
    """The data set's texts carry HTML entities, some escaped twice (``i&amp;#39;d``)."""
    text = raw
    while (decoded := html.unescape(text)) != text:
        text = decoded
    return text


# The data set cut its review texts at about 500 characters, often inside a word.
_SAMPLE_TEXT_CAP = 495
_WHOLE_END = (".", "!", "?", ")", '"')


def _uncut(text: str, raw: str) -> str:
    """A text the data set cut at its cap ends at its last whole word with an ellipsis, not
    in the middle of a word (a shopper read "... under a blazer. wi")."""
    if len(raw) < _SAMPLE_TEXT_CAP or text.endswith(_WHOLE_END) or " " not in text:
        return text
    return text[: text.rindex(" ")].rstrip(" ,;:-") + "…"


def _review(product: DemoProduct, row: dict[str, str], position: int, anchor: datetime) -> dict:
    row_id = row[""]
    title = _text(row["Title"])
    body = _uncut(_text(row["Review Text"]), row["Review Text"])
    size = size_from_text(title, body) or _drawn_size(row_id)
    if size not in product.sizes:
        size = "M" if "M" in product.sizes else product.sizes[0]
    created = anchor - timedelta(days=3 * position + int(row_id) % 3, hours=int(row_id) % 11)
    review: dict[str, Any] = {
        "external_review_id": f"wcr-{row_id}",
        "rating": int(row["Rating"]),
        "body": body,
        "language": "en",
        "author_display_name": REVIEWER_NAMES[int(row_id) % len(REVIEWER_NAMES)],
        "created_at": created.isoformat(),
        "verified_purchase": row["Recommended IND"] == "1" or int(row_id) % 3 != 0,
        "helpful_count": int(row["Positive Feedback Count"] or 0),
        "purchased_variant": {
            "source_variant_id": _variant_id(product, size),
            "label": size,
            "option_values": {"color": product.colour, "size": size},
        },
    }
    if title:
        review["title"] = title
    return review


def _sync_reviews(
    site: Site, product: DemoProduct, rows: list[dict[str, str]], anchor: datetime
) -> None:
    record = Product.objects.get(site=site, product_id=product.product_id)
    reviews = [_review(product, row, i, anchor) for i, row in enumerate(rows)]
    # Named after the content: the same reviews again are a replay, changed ones a new event.
    digest = hashlib.sha256(json.dumps(reviews, sort_keys=True).encode()).hexdigest()[:16]
    reviews_sync(
        site=site,
        product=record,
        data={
            "event_id": f"demo-reviews-{product.product_id}-{digest}",
            "provider": "demo",
            "reviews": reviews,
            "snapshot_complete": True,
        },
    )


def _record_orders(site: Site, anchor: datetime) -> None:
    sizes = {p.product_id: p.sizes for p in PRODUCTS}
    orders = []
    for basket_no, (product_ids, times) in enumerate(BASKETS):
        for n in range(times):
            order_id = f"demo-order-{basket_no}-{n}"
            lines = [
                OrderLineIn(
                    product_id=pid,
                    variant_id=f"{pid}-{_pick(sizes[pid], order_id).lower().replace(' ', '-')}",
                    quantity=1,
                )
                for pid in product_ids
            ]
            created = anchor - timedelta(days=2 * n + basket_no)
            orders.append(OrderIn(order_id=order_id, created_at=created, lines=lines))
    orders_ingest(site=site, event_id="demo-orders-v1", orders=orders)


def _pick(sizes: tuple[str, ...], key: str) -> str:
    if sizes == APPAREL_SIZES:
        return _drawn_size(key)
    return sizes[int(hashlib.sha256(key.encode()).hexdigest()[:4], 16) % len(sizes)]
