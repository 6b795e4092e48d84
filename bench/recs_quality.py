"""Recommendation quality on the real data in /work/shared/data, next to simple baselines.

    DATABASE_URL=postgres://... REDIS_URL=redis://... .venv/bin/python bench/recs_quality.py

1. similar / complete_the_look on the "Fashion Product Images" table (44,446 products).
   Products carry only the display name (productDisplayName) as their title, as a
   merchant's product API sync of that table would; a second row adds a colour option
   (baseColour). The table is split once by a hash of the product id (fixed, 30 %
   held out); each part is indexed as its own catalog. Rules and weights were tuned
   looking at the tuning part only (whole, and a 3,000-product sample: the size of the
   external measurement); the held-out part and its 3,000-product sample are the
   reported figures. ``RECS_BENCH_PARTS=tuning,tuning-3000,held-out,held-out-3000``
   picks parts; ``RECS_BENCH_NO_COLOUR_ROW=1`` skips the colour-option rows;
   ``RECS_BENCH_LOSS=1`` also prints where ``similar`` loses its article-type share (the
   label pairs, context type -> shown type, in points of the share).
   Labels: articleType, gender (audience: equal, or either side Unisex), usage
   (occasion: equal; "casual-like" also counts Smart Casual and Travel as Casual).
2. likely_purchases on UCI Online Retail: baskets before 2011-10-01 are sent as order
   events through the service's ingestion function (``orders_ingest``); each later basket
   with >= 2 products has one product held out and the rest sent as the cart.
"""

from __future__ import annotations

import csv
import gzip
import os
import random
import sys
import time
from collections import Counter, defaultdict
from datetime import UTC, datetime
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

DATA = Path(os.environ.get("FX_DATA_DIR", "/work/shared/data"))
# ``RECS_BENCH_SEED`` picks another sample of each part and other contexts (default 42).
SEED = int(os.environ.get("RECS_BENCH_SEED", "42"))
K = 12
SAMPLES = int(os.environ.get("RECS_BENCH_SAMPLES", "1000"))

_OUTERWEAR = {"Jackets", "Blazers", "Rain Jacket", "Nehru Jackets", "Waistcoat", "Shrug"}
_SLOT_OF_SUB = {
    "Topwear": "top",
    "Bottomwear": "bottom",
    "Dress": "one_piece",
    "Saree": "one_piece",
    "Apparel Set": "one_piece",
    "Shoes": "footwear",
    "Sandal": "footwear",
    "Flip Flops": "footwear",
    "Bags": "bag",
    "Jewellery": "jewelry",
}
_ACCESSORY_SUBS = {
    "Watches", "Eyewear", "Belts", "Wallets", "Headwear", "Ties", "Scarves", "Cufflinks",
    "Socks", "Gloves", "Mufflers", "Stoles", "Accessories", "Shoe Accessories",
    "Sports Accessories", "Umbrellas", "Hair Accessory",
}  # fmt: skip
_OCCUPIES = {"one_piece": {"one_piece", "top", "bottom"}}


def label_slot(row: dict[str, str]) -> str:
    if row["articleType"] in _OUTERWEAR:
        return "outerwear"
    if row["articleType"] in {"Dupatta", "Suspenders"}:
        return "accessory"
    if row["subCategory"] in _ACCESSORY_SUBS:
        return "accessory"
    return _SLOT_OF_SUB.get(row["subCategory"], "other")


def audience_ok(a: str, b: str) -> bool:
    return a == b or "Unisex" in (a, b)


_CASUAL_LIKE = {"Casual", "Smart Casual", "Travel"}


def usage_same(a: str, b: str) -> bool:
    return a == b


def usage_casual_like(a: str, b: str) -> bool:
    return a == b or (a in _CASUAL_LIKE and b in _CASUAL_LIKE)


def season_ok(a: str, b: str) -> bool:
    return {a, b} != {"Summer", "Winter"}


def held_out(row: dict[str, str]) -> bool:
    """Fixed split: 30 % of the table, by a hash of the product id (the ranking's title
    priors, ``manage.py train_title_model``, are trained on the rest only)."""
    from recommendations.ranking.title_model import held_out as held_out_id

    return held_out_id(row["id"])


def load_styles() -> list[dict[str, str]]:
    with gzip.open(DATA / "fashion_product_styles/styles.csv.gz", "rt", encoding="utf-8") as f:
        return [r for r in csv.DictReader(f) if r["productDisplayName"]]


def styles_records(rows, with_colour: bool):
    from recommendations.ranking import OptionRecord, ProductRecord, VariantRecord

    out = []
    for r in rows:
        colour = (r["baseColour"] or None) if with_colour else None
        out.append(
            ProductRecord(
                pk=r["id"],
                product_id=r["id"],
                title=r["productDisplayName"],
                options=[OptionRecord("color", "visual", [colour])] if colour else [],
                variants=[
                    VariantRecord(r["id"], {"color": colour} if colour else {}, available=True)
                ],
            )
        )
    return out


def table(title: str, header: list[str], rows: list[list]) -> None:
    print(f"\n{title}")
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows, strict=True)]
    line = " | ".join(h.ljust(w) for h, w in zip(header, widths, strict=True))
    print(line)
    print("-+-".join("-" * w for w in widths))
    for row in rows:
        print(" | ".join(str(x).ljust(w) for x, w in zip(row, widths, strict=True)))


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def evaluate_styles(rows: list[dict[str, str]], with_colour: bool, rng: random.Random) -> dict:
    """Metrics of ours and the baselines on one catalog (``rows`` indexed on their own)."""
    from recommendations.ranking import Query, build_index, rank

    n = len(rows)
    started = time.perf_counter()
    index = build_index(styles_records(rows, with_colour))
    build_s = time.perf_counter() - started
    out: dict[str, list[float]] = defaultdict(list)
    lost: Counter[tuple[str, str]] = Counter()
    contexts = 0

    for c in rng.sample(range(n), min(SAMPLES, n)):
        ctx = rows[c]
        ours = [i for i, _s in rank(index, Query("similar", [c], limit=K))]
        contexts += bool(ours)
        for i in ours:
            if rows[i]["articleType"] != ctx["articleType"]:
                lost[ctx["articleType"], rows[i]["articleType"]] += 1 / len(ours)
        same_fine = np.flatnonzero(index.fine == index.fine[c])
        same_fine = same_fine[same_fine != c]
        for name, got in (
            ("ours", ours),
            ("same category, random order", rng.sample(list(same_fine), min(K, len(same_fine)))),
            ("random", [i for i in rng.sample(range(n), K + 1) if i != c][:K]),
        ):
            out[f"sim:{name}:empty"].append(float(not got))
            if not got:
                continue
            out[f"sim:{name}:type"].append(
                np.mean([rows[i]["articleType"] == ctx["articleType"] for i in got])
            )
            out[f"sim:{name}:aud"].append(
                np.mean([audience_ok(rows[i]["gender"], ctx["gender"]) for i in got])
            )
            out[f"sim:{name}:filled"].append(len(got) / K)

    outfit = [i for i, r in enumerate(rows) if label_slot(r) in
              {"top", "bottom", "one_piece", "footwear", "outerwear"}
              and r["usage"] not in ("", "NA")]  # fmt: skip
    for c in rng.sample(outfit, min(SAMPLES, len(outfit))):
        ctx = rows[c]
        occupied = _OCCUPIES.get(label_slot(ctx), {label_slot(ctx)})
        ours = [i for i, _s in rank(index, Query("complete_the_look", [c], limit=K))]
        for name, got in (
            ("ours", ours),
            ("random", [i for i in rng.sample(range(n), K + 1) if i != c][:K]),
        ):
            out[f"ctl:{name}:empty"].append(float(not got))
            if not got:
                continue
            slots = [label_slot(rows[i]) for i in got]
            out[f"ctl:{name}:slot"].append(
                np.mean([s not in occupied and s != "other" for s in slots])
            )
            for metric, ok in (
                ("aud", lambda a, b: audience_ok(a["gender"], b["gender"])),
                ("usage", lambda a, b: usage_same(a["usage"], b["usage"])),
                ("usage_cl", lambda a, b: usage_casual_like(a["usage"], b["usage"])),
                ("season", lambda a, b: season_ok(a["season"], b["season"])),
            ):
                out[f"ctl:{name}:{metric}"].append(np.mean([ok(rows[i], ctx) for i in got]))
            out[f"ctl:{name}:distinct"].append(len(set(slots[:6])))
            if name == "ours":
                out[f"ctl:usage:{ctx['usage']}"].append(
                    np.mean([rows[i]["usage"] == ctx["usage"] for i in got])
                )
    return {
        "build_s": build_s,
        "n": n,
        "lost": [(pair, x / max(contexts, 1)) for pair, x in lost.most_common(8)],
        **{k: float(np.mean(v)) for k, v in out.items()},
    }


def print_styles(label: str, m: dict) -> None:
    table(
        f"similar — {label} ({m['n']} products, {SAMPLES} random contexts, top {K}; "
        f"index build {m['build_s']:.1f}s)",
        ["method", "same articleType", "audience ok", "slots filled", "empty"],
        [
            [
                name,
                pct(m[f"sim:{name}:type"]),
                pct(m[f"sim:{name}:aud"]),
                pct(m[f"sim:{name}:filled"]),
                pct(m[f"sim:{name}:empty"]),
            ]
            for name in ("ours", "same category, random order", "random")
        ],
    )
    table(
        f"complete_the_look — {label} (outfit-piece contexts, top {K})",
        ["method", "unoccupied slot", "audience ok", "same usage", "usage casual-like",
         "season ok", "distinct slots top 6", "empty"],
        [
            [
                name,
                pct(m[f"ctl:{name}:slot"]),
                pct(m[f"ctl:{name}:aud"]),
                pct(m[f"ctl:{name}:usage"]),
                pct(m[f"ctl:{name}:usage_cl"]),
                pct(m[f"ctl:{name}:season"]),
                f"{m[f'ctl:{name}:distinct']:.2f}",
                pct(m[f"ctl:{name}:empty"]),
            ]
            for name in ("ours", "random")
        ],
    )  # fmt: skip
    if os.environ.get("RECS_BENCH_LOSS"):
        print(
            "similar loses the type share to: "
            + ", ".join(f"{a} -> {b} {100 * x:.2f} pt" for (a, b), x in m["lost"])
        )
    per_usage = sorted(k for k in m if k.startswith("ctl:usage:"))
    print(
        "same usage by context usage: "
        + ", ".join(f"{k.split(':')[2]} {pct(m[k])}" for k in per_usage)
    )


def bench_styles() -> None:
    rows = load_styles()
    tuning = [r for r in rows if not held_out(r)]
    held = [r for r in rows if held_out(r)]
    parts = {
        "tuning": ("tuning part", tuning),
        "tuning-3000": ("3,000 of the tuning part", _sample(tuning, 3000)),
        "held-out": ("held-out part", held),
        "held-out-3000": ("3,000 of the held-out part", _sample(held, 3000)),
    }
    only = os.environ.get("RECS_BENCH_PARTS")
    for with_colour in (False, True):
        if with_colour and os.environ.get("RECS_BENCH_NO_COLOUR_ROW"):
            continue
        for key, (name, part) in parts.items():
            if only and key not in only.split(","):
                continue
            label = f"{name}, display name" + (" + colour option" if with_colour else " only")
            print_styles(label, evaluate_styles(part, with_colour, random.Random(SEED)))


def _sample(rows: list[dict[str, str]], k: int) -> list[dict[str, str]]:
    """A fixed random sample, in table order (the size of the external measurement)."""
    return sorted(random.Random(SEED).sample(rows, k), key=lambda r: int(r["id"]))


def load_retail():
    baskets: dict[str, dict] = {}
    titles: dict[str, str] = {}
    prices: dict[str, str] = {}
    path = DATA / "online_retail/online_retail_sample.csv.gz"
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for r in csv.DictReader(f):
            code = r["StockCode"].strip()
            if r["InvoiceNo"].startswith("C") or not code[:1].isdigit():
                continue
            if float(r["Quantity"]) <= 0:
                continue
            titles.setdefault(code, (r["Description"] or code).strip())
            prices.setdefault(code, r["UnitPrice"])
            b = baskets.setdefault(
                r["InvoiceNo"],
                {"at": datetime.fromisoformat(r["InvoiceDate"]).replace(tzinfo=UTC), "items": []},
            )
            if code not in b["items"]:
                b["items"].append(code)
    return baskets, titles, prices


def bench_retail() -> None:
    import django

    django.setup()
    from catalog.models import Product
    from recommendations.selectors import RecommendationRequest, recommend
    from recommendations.services.index import index_rebuild
    from recommendations.services.orders import OrderIn, OrderLineIn, orders_ingest
    from tenancy.models import Account, Site
    from tenancy.services.sites import new_site_key

    baskets, titles, prices = load_retail()
    split = datetime(2011, 10, 1, tzinfo=UTC)
    account = Account.objects.create(name=f"bench-recs-{time.time_ns()}")
    site = Site.objects.create(account=account, site_key=new_site_key())
    try:
        Product.objects.bulk_create(
            [
                Product(
                    site=site,
                    product_id=code,
                    title=title,
                    price_amount=prices[code] or None,
                    price_currency="GBP",
                )
                for code, title in titles.items()
            ],
            batch_size=1000,
        )
        train = [(inv, b) for inv, b in baskets.items() if b["at"] < split]
        test = [(inv, b) for inv, b in baskets.items() if b["at"] >= split and len(b["items"]) >= 2]
        started = time.perf_counter()
        for start in range(0, len(train), 500):
            chunk = train[start : start + 500]
            orders_ingest(
                site=site,
                event_id=f"bench-{start}",
                orders=[
                    OrderIn(inv, b["at"], [OrderLineIn(p, None, 1) for p in b["items"]])
                    for inv, b in chunk
                ],
            )
        ingest_s = time.perf_counter() - started
        started = time.perf_counter()
        index_rebuild(site_id=site.pk)
        build_s = time.perf_counter() - started

        popularity = Counter(p for _inv, b in train for p in b["items"])
        popular = [p for p, _c in popularity.most_common()]
        catalog = list(titles)
        rng = random.Random(SEED)
        hits: dict[str, int] = Counter()
        latencies = []
        for _inv, b in test:
            items = list(b["items"])
            held = items.pop(rng.randrange(len(items)))
            cart = items[:500]
            started = time.perf_counter()
            got = recommend(
                site_id=site.pk,
                request=RecommendationRequest(
                    intent="likely_purchases", cart_product_ids=cart, limit=K
                ),
            )
            latencies.append(time.perf_counter() - started)
            ours = [i["product_id"] for i in got["items"]]
            context = set(cart)
            pop = [p for p in popular if p not in context][:K]
            rnd = rng.sample([p for p in catalog if p not in context], K)
            hits["ours"] += held in ours
            hits["popularity"] += held in pop
            hits["random"] += held in rnd
        table(
            f"likely_purchases — UCI Online Retail sample: {len(train)} training baskets "
            f"sent as order events (ingest {ingest_s:.1f}s, index build {build_s:.1f}s), "
            f"{len(test)} test baskets after 2011-10-01, one item held out",
            ["method", f"hit rate @{K}"],
            [[m, pct(hits[m] / len(test))] for m in ("ours", "popularity", "random")],
        )
        print(
            f"(per-request latency through the selector: p50 "
            f"{1000 * np.percentile(latencies, 50):.1f} ms, p95 "
            f"{1000 * np.percentile(latencies, 95):.1f} ms)"
        )
    finally:
        site.delete()
        account.delete()


if __name__ == "__main__":
    import django

    django.setup()
    if "--skip-styles" not in sys.argv:
        bench_styles()
    if "--skip-retail" not in sys.argv:
        bench_retail()
