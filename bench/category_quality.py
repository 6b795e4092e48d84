"""Quality and speed of ``catalog.detection`` on the labelled Myntra catalog.

Run from the repository root:

    python bench/category_quality.py [path/to/styles.csv.gz] [--confusions N]

Each product is classified from ``productDisplayName`` alone (``product_type`` and
``description`` are passed as None, so no label leaks in). The labels are mapped to our
vocabulary with the explicit tables below; an ``articleType`` without a counterpart is
"other". Metrics are printed as Markdown tables next to two baselines: always predicting
the majority class, and predicting at random with the label frequencies (seed 42).

Headline rows leave out ``masterCategory`` Personal Care, Home and Free Items: cosmetics,
one cushion cover and "free gift" bundles are not what merchants sync as garments, and
"Free Gifts" is not a product type at all. The "all" rows keep them.
"""

from __future__ import annotations

import argparse
import csv
import gzip
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from catalog.detection import categorize, slot_of

DEFAULT_PATH = Path("/work/shared/data/fashion_product_styles/styles.csv.gz")
SEED = 42
EXCLUDED_MASTER = frozenset({"Personal Care", "Home", "Free Items"})

# articleType -> fine category. Judgement calls are commented; "other" means the type has no
# counterpart in our vocabulary (sports balls, bottles, gadgets, gift bundles).
ARTICLE_TYPE_TO_FINE: dict[str, str] = {
    # tops
    "Tshirts": "t-shirt",
    "Lounge Tshirts": "sleepwear",
    "Shirts": "shirt",
    "Tops": "top",
    "Tunics": "tunic",
    "Camisoles": "camisole",
    "Sweaters": "sweater",
    "Shrug": "sweater",
    "Sweatshirts": "sweatshirt",  # includes hoodies; "hoodie" predictions count as wrong
    "Kurtas": "kurta",
    "Kurtis": "kurta",
    "Suits": "set",
    # bottoms
    "Jeans": "jeans",
    "Jeggings": "jeggings",
    "Trousers": "trousers",
    "Rain Trousers": "trousers",
    "Capris": "capris",
    "Churidar": "churidar",
    "Salwar": "salwar",
    "Patiala": "patiala",
    "Track Pants": "joggers",
    "Leggings": "leggings",
    "Shorts": "shorts",
    "Skirts": "skirt",
    "Tights": "hosiery",
    "Stockings": "hosiery",
    # one-pieces and sets
    "Dresses": "dress",
    "Jumpsuit": "jumpsuit",
    "Rompers": "romper",
    "Sarees": "saree",
    "Lehenga Choli": "set",
    "Kurta Sets": "set",
    "Salwar and Dupatta": "set",
    "Clothing Set": "set",
    "Tracksuits": "tracksuit",
    "Swimwear": "swimwear",
    # outerwear
    "Jackets": "jacket",
    "Rain Jacket": "rain jacket",
    "Nehru Jackets": "jacket",
    "Blazers": "blazer",
    "Waistcoat": "vest",
    # footwear
    "Casual Shoes": "casual shoes",
    "Formal Shoes": "formal shoes",
    "Sports Shoes": "sneakers",
    "Heels": "heels",
    "Flats": "flats",
    "Sandals": "sandals",
    "Sports Sandals": "sandals",
    "Flip Flops": "flip-flops",
    "Booties": "socks",  # infant booties are soft socks, not boots
    # bags
    "Handbags": "handbag",
    "Clutches": "clutch",
    "Backpacks": "backpack",
    "Rucksacks": "backpack",
    "Duffel Bag": "duffel bag",
    "Laptop Bag": "laptop bag",
    "Messenger Bag": "messenger bag",
    "Mobile Pouch": "mobile pouch",
    "Waist Pouch": "waist bag",
    "Trolley Bag": "luggage",
    "Travel Accessory": "pouch",  # travel pouches
    "Tablet Sleeve": "other",
    # jewelry
    "Necklace and Chains": "necklace",
    "Pendant": "pendant",
    "Earrings": "earrings",
    "Ring": "ring",
    "Bracelet": "bracelet",
    "Bangle": "bangle",
    "Jewellery Set": "jewelry set",
    "Cufflinks": "cufflinks",
    # accessories
    "Watches": "watch",
    "Sunglasses": "sunglasses",
    "Belts": "belt",
    "Scarves": "scarf",
    "Stoles": "stole",
    "Mufflers": "muffler",
    "Dupatta": "dupatta",
    "Caps": "hat",
    "Hat": "hat",
    "Headband": "hair accessory",
    "Hair Accessory": "hair accessory",
    "Gloves": "gloves",
    "Ties": "tie",
    "Ties and Cufflinks": "tie",
    "Socks": "socks",
    "Wallets": "wallet",
    "Key chain": "keychain",
    "Umbrellas": "umbrella",
    "Suspenders": "suspenders",
    "Wristbands": "wristband",
    "Shoe Accessories": "shoe care",
    "Shoe Laces": "shoe care",
    "Accessory Gift Set": "gift set",  # also tie + cufflink + pocket-square bundles
    # not part of an outfit
    "Briefs": "briefs",
    "Boxers": "boxers",
    "Trunk": "trunks",
    "Innerwear Vests": "undershirt",
    "Shapewear": "shapewear",
    "Bra": "bra",
    "Nightdress": "nightdress",
    "Night suits": "pyjamas",
    "Baby Dolls": "nightdress",
    "Bath Robe": "bathrobe",
    "Robe": "bathrobe",
    "Lounge Pants": "lounge pants",
    "Lounge Shorts": "lounge shorts",
    # no counterpart
    "Water Bottle": "other",
    "Basketballs": "other",
    "Footballs": "other",
    "Free Gifts": "other",
    "Ipad": "other",
    "Cushion Covers": "other",
    "Perfume and Body Mist": "perfume",  # one row filed under Accessories
}
# Personal Care articleType -> beauty kind; the rest of Personal Care is "beauty".
PERSONAL_CARE_FINE = {
    "Perfume and Body Mist": "perfume",
    "Fragrance Gift Set": "fragrance set",
    "Deodorant": "deodorant",
    "Lipstick": "lipstick",
    "Lip Liner": "lip liner",
    "Lip Gloss": "lip gloss",
    "Lip Care": "lip gloss",
    "Lip Plumper": "lip gloss",
    "Nail Polish": "nail polish",
    "Nail Essentials": "nail care",
    "Kajal and Eyeliner": "eyeliner",
    "Mascara": "mascara",
    "Eyeshadow": "eyeshadow",
    "Foundation and Primer": "foundation",
    "Concealer": "foundation",
    "Compact": "compact",
    "Highlighter and Blush": "blush",
    "Face Moisturisers": "skin care",
    "Sunscreen": "sunscreen",
    "Face Wash and Cleanser": "face wash",
    "Mask and Peel": "face mask",
    "Eye Cream": "eye cream",
    "Toner": "toner",
    "Face Scrub and Exfoliator": "scrub",
    "Body Lotion": "body lotion",
    "Makeup Remover": "makeup remover",
    "Face Serum and Gel": "skin care",
    "Hair Colour": "hair care",
}

GENDER_TO_AUDIENCE = {
    "Men": "men",
    "Women": "women",
    "Boys": "kids",
    "Girls": "kids",
    "Unisex": "unisex",
}

# baseColour -> colour family ("NA" rows are left out of the colour metric).
BASE_COLOUR_TO_FAMILY = {
    "Black": "black",
    "White": "white",
    "Off White": "white",
    "Cream": "white",
    "Grey": "grey",
    "Grey Melange": "grey",
    "Charcoal": "grey",
    "Blue": "blue",
    "Navy Blue": "blue",
    "Teal": "blue",
    "Turquoise Blue": "blue",
    "Green": "green",
    "Olive": "green",
    "Sea Green": "green",
    "Lime Green": "green",
    "Fluorescent Green": "green",
    "Red": "red",
    "Maroon": "red",
    "Burgundy": "red",
    "Pink": "pink",
    "Magenta": "pink",
    "Rose": "pink",
    "Purple": "purple",
    "Lavender": "purple",
    "Mauve": "purple",
    "Yellow": "yellow",
    "Mustard": "yellow",
    "Orange": "orange",
    "Peach": "orange",
    "Rust": "orange",
    "Brown": "brown",
    "Coffee Brown": "brown",
    "Beige": "neutral",
    "Khaki": "neutral",
    "Tan": "neutral",
    "Skin": "neutral",
    "Nude": "neutral",
    "Taupe": "neutral",
    "Mushroom Brown": "neutral",
    "Silver": "metallic",
    "Gold": "metallic",
    "Bronze": "metallic",
    "Copper": "metallic",
    "Steel": "metallic",
    "Metallic": "metallic",
    "Multi": "multi",
}

USAGE_TO_STYLE = {
    "Casual": "casual",
    "Smart Casual": "casual",
    "Sports": "sport",
    "Ethnic": "ethnic",
    "Formal": "formal",
    "Party": "party",
}


def fine_label(row: dict[str, str]) -> str:
    if row["masterCategory"] == "Personal Care":
        return PERSONAL_CARE_FINE.get(row["articleType"], "beauty")
    return ARTICLE_TYPE_TO_FINE[row["articleType"]]


def macro_f1(gold: Sequence[str], pred: Sequence[str]) -> float:
    """Unweighted mean F1 over every class that occurs in the gold or predicted labels."""
    tp: Counter[str] = Counter()
    fp: Counter[str] = Counter()
    fn: Counter[str] = Counter()
    for g, p in zip(gold, pred, strict=True):
        if g == p:
            tp[g] += 1
        else:
            fp[p] += 1
            fn[g] += 1
    classes = set(gold) | set(pred)
    scores = []
    for c in classes:
        denom = 2 * tp[c] + fp[c] + fn[c]
        scores.append(2 * tp[c] / denom if denom else 0.0)
    return sum(scores) / len(scores) if scores else 0.0


def accuracy(gold: Sequence[str], pred: Sequence[str]) -> float:
    return sum(g == p for g, p in zip(gold, pred, strict=True)) / len(gold) if gold else 0.0


def baselines(gold: Sequence[str]) -> dict[str, list[str]]:
    counts = Counter(gold)
    majority = counts.most_common(1)[0][0]
    rng = random.Random(SEED)
    classes = list(counts)
    weights = [counts[c] for c in classes]
    return {
        "majority": [majority] * len(gold),
        "random (label freq.)": rng.choices(classes, weights=weights, k=len(gold)),
    }


def metric_rows(name: str, gold: Sequence[str], pred: Sequence[str]) -> list[str]:
    rows = [f"| {name} | detector | {accuracy(gold, pred):.3f} | {macro_f1(gold, pred):.3f} |"]
    for base, base_pred in baselines(gold).items():
        rows.append(
            f"| {name} | {base} | {accuracy(gold, base_pred):.3f} | "
            f"{macro_f1(gold, base_pred):.3f} |"
        )
    return rows


def per_class_table(gold: Sequence[str], pred: Sequence[str], classes: Sequence[str]) -> str:
    lines = [
        "| class | support | predicted | precision | recall | F1 |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for c in classes:
        tp = sum(1 for g, p in zip(gold, pred, strict=True) if g == c and p == c)
        support = sum(1 for g in gold if g == c)
        predicted = sum(1 for p in pred if p == c)
        prec = tp / predicted if predicted else 0.0
        rec = tp / support if support else 0.0
        f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
        lines.append(f"| {c} | {support} | {predicted} | {prec:.3f} | {rec:.3f} | {f1:.3f} |")
    return "\n".join(lines)


def throughput(fn: Callable[[str], object], titles: Sequence[str], seconds: float = 2.0) -> float:
    """Products per second over whole passes of ``titles`` (at least one pass)."""
    done = 0
    start = time.perf_counter()
    while True:
        for t in titles:
            fn(t)
        done += len(titles)
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("path", nargs="?", type=Path, default=DEFAULT_PATH)
    parser.add_argument("--confusions", type=int, default=20)
    args = parser.parse_args(argv)

    with gzip.open(args.path, "rt", encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    unmapped = sorted(
        {r["articleType"] for r in rows if r["masterCategory"] != "Personal Care"}
        - set(ARTICLE_TYPE_TO_FINE)
    )
    if unmapped:
        raise SystemExit(f"articleTypes without a mapping: {unmapped}")

    start = time.perf_counter()
    cats = [categorize(r["productDisplayName"], None, None) for r in rows]
    first_pass = time.perf_counter() - start

    fashion = [i for i, r in enumerate(rows) if r["masterCategory"] not in EXCLUDED_MASTER]
    everything = list(range(len(rows)))
    fine_gold = [fine_label(r) for r in rows]
    fine_pred = [c.fine for c in cats]
    slot_gold = [slot_of(f) for f in fine_gold]
    slot_pred = [c.slot for c in cats]

    def pick(values: Sequence[str], idx: Sequence[int]) -> list[str]:
        return [values[i] for i in idx]

    print(f"# catalog.detection on {args.path.name}\n")
    print(
        f"{len(rows)} products; headline subset (no Personal Care / Home / Free Items): "
        f"{len(fashion)}. Input: productDisplayName only.\n"
    )
    print("## Fine category and slot\n")
    print("| metric | predictor | accuracy | macro-F1 |\n|---|---|---:|---:|")
    for label, idx in (("headline", fashion), ("all", everything)):
        for line in metric_rows(f"fine ({label})", pick(fine_gold, idx), pick(fine_pred, idx)):
            print(line)
        for line in metric_rows(f"slot ({label})", pick(slot_gold, idx), pick(slot_pred, idx)):
            print(line)

    print("\n## Audience (vs gender: Men, Women, Boys/Girls -> kids, Unisex)\n")
    aud_gold = [GENDER_TO_AUDIENCE[r["gender"]] for r in rows]
    aud_pred = [c.audience for c in cats]
    print("| metric | predictor | accuracy | macro-F1 |\n|---|---|---:|---:|")
    for label, idx in (("headline", fashion), ("all", everything)):
        for line in metric_rows(f"audience ({label})", pick(aud_gold, idx), pick(aud_pred, idx)):
            print(line)
    unknown = sum(1 for i in fashion if aud_pred[i] == "unknown") / len(fashion)
    print(f"\nheadline: 'unknown' audience predicted for {unknown:.1%} of products.")

    print("\n## Colour family (vs baseColour; NA rows left out)\n")
    col_idx = [i for i in fashion if rows[i]["baseColour"] in BASE_COLOUR_TO_FAMILY]
    col_all = [i for i in everything if rows[i]["baseColour"] in BASE_COLOUR_TO_FAMILY]
    col_gold = {i: BASE_COLOUR_TO_FAMILY[rows[i]["baseColour"]] for i in col_all}
    print("| metric | predictor | accuracy | macro-F1 |\n|---|---|---:|---:|")
    for label, idx in (("headline", col_idx), ("all", col_all)):
        gold = [col_gold[i] for i in idx]
        pred = [cats[i].colour_family or "none" for i in idx]
        for line in metric_rows(f"colour ({label})", gold, pred):
            print(line)
    named = [i for i in col_idx if cats[i].colour_family is not None]
    hits = sum(1 for i in named if cats[i].colour_family == col_gold[i])
    print(
        f"\nheadline: a colour is named in {len(named) / len(col_idx):.1%} of titles; "
        f"accuracy when named {hits / len(named):.3f}."
    )

    print("\n## Style (vs usage: Casual/Smart Casual, Sports, Ethnic, Formal, Party)\n")
    sty_idx = [i for i in fashion if rows[i]["usage"] in USAGE_TO_STYLE]
    sty_gold = [USAGE_TO_STYLE[rows[i]["usage"]] for i in sty_idx]
    # No style word in the title is read as casual, the catalog's default usage.
    sty_pred = [
        cats[i].style if cats[i].style in USAGE_TO_STYLE.values() else "casual" for i in sty_idx
    ]
    print("| metric | predictor | accuracy | macro-F1 |\n|---|---|---:|---:|")
    for line in metric_rows("style (headline)", sty_gold, sty_pred):
        print(line)

    print("\n## Per slot (headline)\n")
    slots = sorted(set(pick(slot_gold, fashion)) | set(pick(slot_pred, fashion)))
    print(per_class_table(pick(slot_gold, fashion), pick(slot_pred, fashion), slots))

    print(f"\n## Top {args.confusions} fine-category confusions (headline)\n")
    confusions: Counter[tuple[str, str]] = Counter()
    example: dict[tuple[str, str], str] = {}
    for i in fashion:
        if fine_gold[i] != fine_pred[i]:
            key = (fine_gold[i], fine_pred[i])
            confusions[key] += 1
            example.setdefault(key, rows[i]["productDisplayName"])
    print("| label | predicted | count | example title |\n|---|---|---:|---|")
    for (g, p), n in confusions.most_common(args.confusions):
        print(f"| {g} | {p} | {n} | {example[(g, p)]} |")

    print("\n## Throughput (single core, no caching)\n")
    titles = [r["productDisplayName"] for r in rows]
    rate = throughput(lambda t: categorize(t, None, None), titles)
    print("| pass | products/s | µs/product |\n|---|---:|---:|")
    print(
        f"| first pass ({len(rows)} products) | {len(rows) / first_pass:,.0f} | "
        f"{first_pass / len(rows) * 1e6:.1f} |"
    )
    print(f"| steady state | {rate:,.0f} | {1e6 / rate:.1f} |")


if __name__ == "__main__":
    main()
