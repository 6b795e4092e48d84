"""Recommendation speed on a generated catalog of 50,000 products.

    DATABASE_URL=postgres://... REDIS_URL=redis://... .venv/bin/python bench/recs_speed.py

Creates a site with N products (default 50,000; ~60 % with colour x size variants),
20,000 orders sent through ``orders_ingest``, then measures: a full index rebuild
(database read, build, blob and per-product rows written), memory, and the latency of
``POST /recommendations`` through the whole Django stack (auth, validation, rate limits,
index version check, ranking, enabled check) for each intent, with and without a
10,000-ID candidate set. ``RECS_BENCH_KEEP=1`` keeps the generated site for reruns.
"""

from __future__ import annotations

import os
import pickle
import random
import resource
import subprocess
import sys
import time
from pathlib import Path
from unittest import mock

import numpy as np
import orjson

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("RECS_RATE_LIMIT_PER_STORE", "1000000")

N = int(os.environ.get("RECS_BENCH_PRODUCTS", "50000"))
ORDERS = int(os.environ.get("RECS_BENCH_ORDERS", "20000"))
REQUESTS = int(os.environ.get("RECS_BENCH_REQUESTS", "200"))
ACCOUNT = "bench-recs-speed"
SEED = 7

GARMENTS = [
    "T-Shirt", "Shirt", "Blouse", "Sweater", "Hoodie", "Cardigan", "Jeans", "Trousers",
    "Chinos", "Shorts", "Skirt", "Leggings", "Dress", "Jumpsuit", "Jacket", "Coat",
    "Blazer", "Sneakers", "Boots", "Sandals", "Heels", "Handbag", "Backpack", "Clutch",
    "Necklace", "Earrings", "Bracelet", "Watch", "Belt", "Scarf", "Sunglasses", "Cap",
    "Kleid", "Jeanshose", "Robe", "Chemise", "Vestido", "Camisa", "Zapatillas", "Bolso",
]  # fmt: skip
MODIFIERS = ["Slim", "Relaxed", "Oversized", "Cropped", "Midi", "Leather", "Linen", "Wool",
             "Denim", "Cotton", "Striped", "Classic", "Vintage", "Sport", "Party", ""]  # fmt: skip
COLOURS = ["Black", "White", "Navy", "Grey", "Beige", "Red", "Green", "Pink", "Blue", "Brown"]
AUDIENCE = ["Women's", "Men's", "Unisex", "Kids'", ""]
BRANDS = [f"Brand{i}" for i in range(200)]
SIZES = ["XS", "S", "M", "L", "XL"]


def setup_site():
    from catalog.models import (
        Product,
        ProductImage,
        ProductOption,
        ProductOptionValue,
        ProductVariant,
    )
    from recommendations.models import Order, OrderEvent
    from tenancy.models import Account, Site
    from tenancy.services.keys import api_key_issue
    from tenancy.services.sites import new_site_key

    existing = Site.objects.filter(account__name=ACCOUNT).first()
    if existing is not None and existing.products.count() == N:
        site = existing
        if Order.objects.filter(site=site).count() != ORDERS:
            Order.objects.filter(site=site).delete()
            OrderEvent.objects.filter(site=site).delete()
            started = time.perf_counter()
            _make_orders(site)
            return site, api_key_issue(account=site.account)[1], time.perf_counter() - started
        return site, api_key_issue(account=site.account)[1], 0.0
    Account.objects.filter(name=ACCOUNT).delete()
    account = Account.objects.create(name=ACCOUNT)
    site = Site.objects.create(account=account, site_key=new_site_key())
    rng = random.Random(SEED)
    started = time.perf_counter()
    products, images, options, values, variants = [], [], [], [], []
    for i in range(N):
        garment = rng.choice(GARMENTS)
        title = " ".join(
            w
            for w in (
                rng.choice(BRANDS),
                rng.choice(AUDIENCE),
                rng.choice(COLOURS) if rng.random() < 0.5 else "",
                rng.choice(MODIFIERS),
                garment,
            )
            if w
        )
        p = Product(
            site=site,
            product_id=f"prod-{i}",
            title=title,
            handle=f"prod-{i}",
            canonical_url=f"https://shop.example/p/{i}",
            price_amount=f"{rng.randint(500, 30000) / 100:.2f}",
            price_currency="EUR",
        )
        products.append(p)
        images.append(ProductImage(product=p, identity_key=f"u:{i}", url=f"https://cdn/{i}.jpg"))
        if rng.random() < 0.6:
            colours = rng.sample(COLOURS, 2)
            sizes = rng.sample(SIZES, 3)
            colour_opt = ProductOption(product=p, key="color", resolved_kind="visual", position=0)
            size_opt = ProductOption(product=p, key="size", resolved_kind="size", position=1)
            options += [colour_opt, size_opt]
            values += [ProductOptionValue(option=colour_opt, source_value=c) for c in colours]
            values += [ProductOptionValue(option=size_opt, source_value=s) for s in sizes]
            for pos, (c, s) in enumerate((c, s) for c in colours for s in sizes):
                variants.append(
                    ProductVariant(
                        product=p,
                        identity_key=f"s:{i}-{c}-{s}",
                        source_variant_id=f"{i}-{c}-{s}",
                        option_values={"color": c, "size": s},
                        available=rng.random() < 0.85,
                        price_amount=p.price_amount,
                        price_currency="EUR",
                        position=pos,
                    )
                )
        else:
            variants.append(
                ProductVariant(
                    product=p,
                    identity_key=f"s:{i}",
                    source_variant_id=str(i),
                    available=rng.random() < 0.9,
                    price_amount=p.price_amount,
                    price_currency="EUR",
                )
            )
    for model, rows in (
        (Product, products),
        (ProductImage, images),
        (ProductOption, options),
        (ProductOptionValue, values),
        (ProductVariant, variants),
    ):
        model.objects.bulk_create(rows, batch_size=5000)
    _make_orders(site)
    return site, api_key_issue(account=account)[1], time.perf_counter() - started


def _make_orders(site) -> None:
    from recommendations.services.orders import OrderIn, OrderLineIn, orders_ingest

    # Skewed co-purchase: a few thousand "themes" of products bought together.
    weights = 1.0 / np.arange(1, N + 1) ** 0.8
    weights /= weights.sum()
    np_rng = np.random.default_rng(SEED)
    orders = []
    for o in range(ORDERS):
        size = int(np_rng.integers(2, 6))
        picks = np_rng.choice(N, size=size, replace=False, p=weights)
        orders.append(
            OrderIn(
                f"order-{o}",
                site.created_at,
                [OrderLineIn(f"prod-{int(x)}", None, 1) for x in picks],
            )
        )
    # Setup only: skip the per-event rebuild (the measured rebuild below reads all orders).
    with mock.patch("recommendations.services.orders.schedule_index_rebuild"):
        for start in range(0, len(orders), 500):
            orders_ingest(site=site, event_id=f"bench-{start}", orders=orders[start : start + 500])


def vars_of(index) -> list:
    values = [getattr(index, name) for name in index.__slots__]
    return values + [v for v in index.text.values() if isinstance(v, np.ndarray)]


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def main() -> None:
    import django

    django.setup()
    from django.core.cache import cache

    from recommendations.models import RecsIndex
    from recommendations.selectors import _local, current_index
    from recommendations.services.index import index_rebuild, version_key
    from tests.client import ApiClient

    if "--setup" in sys.argv:
        site, _key, setup_s = setup_site()
        print(f"catalog: {N} products, {ORDERS} orders (generated in {setup_s:.0f}s)")
        return
    # Generate in a child process so this one's memory figures are the index's alone.
    subprocess.run([sys.executable, __file__, "--setup"], check=True)
    site, key, _ = setup_site()

    rss_before = rss_mb()
    started = time.perf_counter()
    row = index_rebuild(site_id=site.pk)
    rebuild_s = time.perf_counter() - started
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    blob_mb = len(RecsIndex.objects.get(pk=site.pk).blob) / 2**20

    _local.clear()
    cache.delete(version_key(site.pk))
    started = time.perf_counter()
    index = current_index(site.pk)
    load_s = time.perf_counter() - started
    # Arrays by nbytes, Python objects (ids, payload dicts) by their pickled size.
    index_mb = (
        len(pickle.dumps(index.items)) / 2**20
        + sum(v.nbytes for v in vars_of(index) if isinstance(v, np.ndarray)) / 2**20
    )

    rows = [
        ["full index rebuild (read + build + store)", f"{rebuild_s:.1f} s", "<= 60 s"],
        ["rebuild process peak RSS", f"{peak_mb:.0f} MB (start {rss_before:.0f} MB)", "< 1 GB"],
        ["index blob in PostgreSQL", f"{blob_mb:.1f} MB", ""],
        ["index in a web process (approx.)", f"{index_mb:.0f} MB, loaded in {load_s:.2f}s", ""],
        ["prepared / recommendable", f"{row.product_count} / {row.recommendable_count}", ""],
    ]

    client = ApiClient(key)
    rng = random.Random(SEED)
    ids = index.product_ids
    candidates = rng.sample(ids, 10000)

    def body(intent: str, with_candidates: bool) -> dict:
        b = {"site_key": site.site_key, "intent": intent}
        if intent == "similar":
            b["product_ids"] = [rng.choice(ids)]
        elif intent == "complete_the_look":
            b["product_ids"] = rng.sample(ids, 2)
        else:
            b["product_ids"] = [rng.choice(ids)]
            b["cart_product_ids"] = rng.sample(ids, 3)
        if with_candidates:
            b["candidate_product_ids"] = candidates
        return b

    for with_candidates in (False, True):
        for intent in ("similar", "complete_the_look", "likely_purchases"):
            timings = []
            for i in range(REQUESTS + 5):
                payload = orjson.dumps(body(intent, with_candidates))
                started = time.perf_counter()
                response = client.post("/recommendations", body=payload)
                elapsed = time.perf_counter() - started
                assert response.status_code in (200, 404), response.content
                if i >= 5:  # warm-up
                    timings.append(elapsed * 1000)
            label = f"POST /recommendations {intent}" + (
                " + 10,000 candidates" if with_candidates else ""
            )
            rows.append(
                [
                    label,
                    f"p50 {np.percentile(timings, 50):.1f} ms, p95 "
                    f"{np.percentile(timings, 95):.1f} ms",
                    "p95 <= 50 ms",
                ]
            )

    widths = [max(len(r[c]) for r in rows) for c in range(3)]
    print(
        " | ".join(h.ljust(w) for h, w in zip(("measure", "result", "target"), widths, strict=True))
    )
    print("-+-".join("-" * w for w in widths))
    for r in rows:
        print(" | ".join(x.ljust(w) for x, w in zip(r, widths, strict=True)))
    if os.environ.get("RECS_BENCH_KEEP") != "1":
        site.account.delete()


if __name__ == "__main__":
    main()
