"""Generate a deterministic fashion catalog CSV for import benchmarks.

    python bench/gen_catalog_csv.py --products 5000 --variants 10 --images 3 OUT.csv
    python bench/gen_catalog_csv.py --layout shopify --products 5000 OUT.csv

Native layout by default: product-level cells on each product's first row (``--flat``
repeats them on every row, as some spreadsheet exports do), one row per variant (Colour x
Size), images on the first rows and extra image-only rows when there are more images than
variants. ``--layout shopify`` writes the platform's product export shape instead. The same
arguments always produce the same bytes.
"""

from __future__ import annotations

import argparse
import csv
import itertools
import random
import sys
from collections.abc import Iterator
from pathlib import Path

NATIVE_HEADER = [
    "product_id",
    "title",
    "handle",
    "canonical_url",
    "enabled",
    "available",
    "brand",
    "product_type",
    "description",
    "price",
    "compare_at_price",
    "currency",
    "image_url",
    "image_role",
    "image_position",
    "variant_id",
    "sku",
    "option1_name",
    "option1_value",
    "option2_name",
    "option2_value",
    "option3_name",
    "option3_value",
    "variant_title",
    "variant_price",
    "variant_compare_at_price",
    "variant_available",
    "inventory_quantity",
    "variant_image_url",
    "variant_url",
    "delete",
]
SHOPIFY_HEADER = [
    "Handle",
    "Title",
    "Body (HTML)",
    "Vendor",
    "Product Category",
    "Type",
    "Tags",
    "Published",
    "Option1 Name",
    "Option1 Value",
    "Option1 Linked To",
    "Option2 Name",
    "Option2 Value",
    "Option2 Linked To",
    "Option3 Name",
    "Option3 Value",
    "Option3 Linked To",
    "Variant SKU",
    "Variant Grams",
    "Variant Inventory Tracker",
    "Variant Inventory Qty",
    "Variant Inventory Policy",
    "Variant Fulfillment Service",
    "Variant Price",
    "Variant Compare At Price",
    "Variant Requires Shipping",
    "Variant Taxable",
    "Variant Barcode",
    "Image Src",
    "Image Position",
    "Image Alt Text",
    "Gift Card",
    "SEO Title",
    "SEO Description",
    "Google Shopping / Google Product Category",
    "Google Shopping / Gender",
    "Google Shopping / Condition",
    "Variant Image",
    "Variant Weight Unit",
    "Variant Tax Code",
    "Cost per item",
    "Status",
]

BRANDS = ["Maison Lune", "Atelier Émile", "Northfold", "Kumo", "Basics & Co", "Ridge Denim"]
FITS = ["Relaxed", "Slim", "Oversized", "Cropped", "Tailored", "Wide-Leg", "Boxy", "Fitted"]
MATERIALS = ["Linen", "Organic Cotton", "Merino", "Silk", "Denim", "Cashmere", "Corduroy"]
GARMENTS = [
    ("Shirt", "Shirts"),
    ("Wrap Dress", "Dresses"),
    ("Slip Dress", "Dresses"),
    ("Crew Sweater", "Sweaters"),
    ("Straight Jeans", "Jeans"),
    ("Blazer", "Jackets"),
    ("T-Shirt", "T-Shirts"),
    ("Midi Skirt", "Skirts"),
    ("Trench Coat", "Coats"),
]
COLOURS = [
    "Black",
    "Ivory",
    "Navy",
    "Sage",
    "Terracotta",
    "Camel",
    "Charcoal",
    "Dusty Rose",
    "Olive",
    "Sky Blue",
    "Burgundy",
    "Sand",
]
SIZES = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "3XL"]
STATUSES = ["active"] * 8 + ["draft", "archived"]
IMAGE_VIEWS = ["front", "back", "side", "detail", "gallery"]


def slug(text: str) -> str:
    return "-".join("".join(c if c.isalnum() else " " for c in text.lower()).split())


class Product:
    def __init__(self, index: int, variants: int, images: int, rng: random.Random):
        fit, material = rng.choice(FITS), rng.choice(MATERIALS)
        garment, self.product_type = rng.choice(GARMENTS)
        self.id = f"P{index:06d}"
        self.title = f"{fit} {material} {garment}"
        self.handle = f"{slug(self.title)}-{index}"
        self.brand = rng.choice(BRANDS)
        self.description = (
            f"<p>A {fit.lower()} {garment.lower()} in {material.lower()}, "
            f"cut for everyday wear.</p>\n<ul><li>Model is 5'9\" and wears a size S</li>"
            f"<li>Care: cool wash, line dry</li></ul>"
        )
        self.price = f"{rng.randrange(25, 400)}.{rng.choice(['00', '50', '95'])}"
        self.compare_at = f"{float(self.price) * 1.25:.2f}" if rng.random() < 0.3 else ""
        self.status = rng.choice(STATUSES)
        sizes_needed = min(len(SIZES), max(1, variants))
        colour_count = max(1, -(-variants // sizes_needed))
        colours = rng.sample(COLOURS, min(colour_count, len(COLOURS)))
        start = rng.randrange(0, len(SIZES) - sizes_needed + 1)
        sizes = SIZES[start : start + sizes_needed]
        self.variants = list(itertools.islice(itertools.product(colours, sizes), variants))
        self.stock = [rng.choice([0, 0, 1, 2, 3, 5, 8, 12, 20]) for _ in self.variants]
        base = f"https://cdn.example-shop.com/p/{self.handle}"
        self.images = [f"{base}/{IMAGE_VIEWS[i % len(IMAGE_VIEWS)]}-{i}.jpg" for i in range(images)]

    def variant_id(self, colour: str, size: str) -> str:
        return f"{self.id}-{slug(colour).upper()}-{size}"


def native_rows(product: Product, flat: bool, lean: bool = False) -> Iterator[list[str]]:
    shop = "https://example-shop.com/products"
    count = max(len(product.variants), len(product.images), 1)
    for i in range(count):
        row = dict.fromkeys(NATIVE_HEADER, "")
        row["product_id"] = product.id
        if i == 0 or flat:
            row.update(
                title=product.title,
                handle=product.handle,
                canonical_url=f"{shop}/{product.handle}",
                enabled="true",
                brand=product.brand,
                product_type=product.product_type,
                description=product.description,
                price=product.price,
                compare_at_price=product.compare_at,
            )
        if i < len(product.images):
            row.update(
                image_url=product.images[i],
                image_role=IMAGE_VIEWS[i % len(IMAGE_VIEWS)],
                image_position=str(i),
            )
        if i < len(product.variants):
            colour, size = product.variants[i]
            vid = product.variant_id(colour, size)
            stock = product.stock[i]
            row.update(
                variant_id=vid,
                sku=vid.replace("-", ""),
                option1_name="Colour" if i == 0 or flat else "",
                option1_value=colour,
                option2_name="Size" if i == 0 or flat else "",
                option2_value=size,
                variant_title=f"{colour} / {size}",
                variant_price=product.price,
                variant_compare_at_price=product.compare_at,
                variant_available="true" if stock else "false",
                inventory_quantity=str(stock),
                variant_image_url=product.images[0] if product.images else "",
                variant_url=f"{shop}/{product.handle}?variant={vid}",
            )
            if lean:  # optional per-variant URLs left out: 250,000 rows fit in 50 MiB
                row.update(variant_image_url="", variant_url="")
        yield [row[name] for name in NATIVE_HEADER]


def shopify_rows(product: Product) -> Iterator[list[str]]:
    count = max(len(product.variants), len(product.images), 1)
    for i in range(count):
        row = dict.fromkeys(SHOPIFY_HEADER, "")
        row["Handle"] = product.handle
        if i == 0:
            row.update(
                {
                    "Title": product.title,
                    "Body (HTML)": product.description,
                    "Vendor": product.brand,
                    "Product Category": "Apparel & Accessories > Clothing",
                    "Type": product.product_type,
                    "Tags": f"{product.product_type.lower()}, new-in",
                    "Published": "true" if product.status == "active" else "false",
                    "Option1 Name": "Color",
                    "Option2 Name": "Size",
                    "Gift Card": "false",
                    "SEO Title": f"{product.title} | {product.brand}",
                    "Google Shopping / Condition": "new",
                    "Status": product.status,
                }
            )
        if i < len(product.images):
            row["Image Src"] = product.images[i]
            row["Image Position"] = str(i + 1)
            row["Image Alt Text"] = f"{product.title}, {IMAGE_VIEWS[i % len(IMAGE_VIEWS)]} view"
        if i < len(product.variants):
            colour, size = product.variants[i]
            row.update(
                {
                    "Option1 Value": colour,
                    "Option2 Value": size,
                    "Variant SKU": product.variant_id(colour, size).replace("-", ""),
                    "Variant Grams": "450",
                    "Variant Inventory Tracker": "shopify",
                    "Variant Inventory Qty": str(product.stock[i]),
                    "Variant Inventory Policy": "deny",
                    "Variant Fulfillment Service": "manual",
                    "Variant Price": product.price,
                    "Variant Compare At Price": product.compare_at,
                    "Variant Requires Shipping": "true",
                    "Variant Taxable": "true",
                    "Variant Image": product.images[0] if product.images else "",
                    "Variant Weight Unit": "kg",
                }
            )
        yield [row[name] for name in SHOPIFY_HEADER]


def generate(
    out: Path,
    *,
    products: int,
    variants: int,
    images: int,
    layout: str,
    flat: bool,
    seed: int,
    lean: bool = False,
) -> int:
    """Write the file; return the number of data rows."""
    rng = random.Random(seed)
    rows = 0
    with out.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh, lineterminator="\n")
        writer.writerow(NATIVE_HEADER if layout == "native" else SHOPIFY_HEADER)
        for index in range(1, products + 1):
            product = Product(index, variants, images, rng)
            batch = list(
                shopify_rows(product) if layout == "shopify" else native_rows(product, flat, lean)
            )
            writer.writerows(batch)
            rows += len(batch)
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--products", type=int, default=5000)
    parser.add_argument("--variants", type=int, default=10)
    parser.add_argument("--images", type=int, default=3)
    parser.add_argument("--layout", choices=["native", "shopify"], default="native")
    parser.add_argument("--flat", action="store_true", help="repeat product cells on every row")
    parser.add_argument(
        "--lean", action="store_true", help="native: no variant_url / variant_image_url"
    )
    parser.add_argument("--seed", type=int, default=20240611)
    args = parser.parse_args(argv)
    if not 0 <= args.variants <= len(COLOURS) * len(SIZES):
        parser.error(f"--variants must be 0..{len(COLOURS) * len(SIZES)} (Colour x Size)")
    rows = generate(
        args.out,
        products=args.products,
        variants=args.variants,
        images=args.images,
        layout=args.layout,
        flat=args.flat,
        seed=args.seed,
        lean=args.lean,
    )
    size = args.out.stat().st_size
    print(f"{args.out}: {rows} rows, {size / 2**20:.1f} MiB ({args.layout})", file=sys.stderr)


if __name__ == "__main__":
    main()
