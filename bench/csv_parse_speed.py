"""Time and memory of the catalog CSV parser on generated files.

    python bench/csv_parse_speed.py                 # 5k and 50k rows, both layouts
    python bench/csv_parse_speed.py --products 5000 --layouts native

Files are generated once into bench/out/ (git-ignored). Each size is parsed twice: once
for wall time (best of ``--repeat``), once under tracemalloc for peak memory and for the
memory the parsed plans keep; tracemalloc slows Python down, so it never shares a run
with the timing.
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from gen_catalog_csv import generate
from rich.console import Console
from rich.table import Table

from catalog.csv_import import parse_catalog_csv

OUT = Path(__file__).resolve().parent / "out"


def ensure_file(products: int, variants: int, images: int, layout: str) -> Path:
    OUT.mkdir(exist_ok=True)
    path = OUT / f"catalog-{layout}-{products}x{variants}x{images}.csv"
    if not path.exists():
        generate(
            path,
            products=products,
            variants=variants,
            images=images,
            layout=layout,
            flat=False,
            seed=20240611,
        )
    return path


def time_parse(path: Path, repeat: int):
    best = float("inf")
    parsed = None
    for _ in range(repeat):
        parsed = None
        gc.collect()
        with path.open("rb") as stream:
            start = time.perf_counter()
            parsed = parse_catalog_csv(stream)
            best = min(best, time.perf_counter() - start)
    return best, parsed


def memory_parse(path: Path) -> tuple[int, int]:
    """(peak bytes during the parse, bytes still held by the result)."""
    gc.collect()
    tracemalloc.start()
    with path.open("rb") as stream:
        parsed = parse_catalog_csv(stream)
    gc.collect()
    kept, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    del parsed
    return peak, kept


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--products", type=int, nargs="+", default=[500, 5000])
    parser.add_argument("--variants", type=int, default=10)
    parser.add_argument("--images", type=int, default=3)
    parser.add_argument("--layouts", nargs="+", default=["native", "shopify"])
    parser.add_argument("--repeat", type=int, default=2)
    args = parser.parse_args()

    table = Table(title=f"catalog CSV parse (best of {args.repeat})")
    for name in (
        "layout",
        "rows",
        "products",
        "file MiB",
        "seconds",
        "rows/s",
        "peak MiB",
        "kept MiB",
        "body build s",
    ):
        table.add_column(name, justify="right")
    for layout in args.layouts:
        for products in args.products:
            path = ensure_file(products, args.variants, args.images, layout)
            seconds, parsed = time_parse(path, args.repeat)
            assert parsed.ok, parsed.row_errors[:3]
            start = time.perf_counter()
            for plan in parsed.products.values():
                plan.body  # noqa: B018 - what the import service does next
            build = time.perf_counter() - start
            rows = parsed.row_count
            del parsed
            peak, kept = memory_parse(path)
            table.add_row(
                layout,
                f"{rows:,}",
                f"{products:,}",
                f"{path.stat().st_size / 2**20:.1f}",
                f"{seconds:.2f}",
                f"{rows / seconds:,.0f}",
                f"{peak / 2**20:.1f}",
                f"{kept / 2**20:.1f}",
                f"{build:.2f}",
            )
    Console(width=120).print(table)


if __name__ == "__main__":
    main()
