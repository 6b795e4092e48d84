"""Extraction throughput on one core over real review texts; prints a table to stdout.

    /work/main/.venv/bin/python bench/extraction_speed.py [N]

Texts: the 1,000 Women's E-Commerce Clothing Reviews (title + text) and the 100 RTR
reviews (summary + text), cycled to N extractions (default 20,000). Single process,
single thread; the best of 3 rounds is reported to damp noise from other jobs.
"""

from __future__ import annotations

import csv
import gzip
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._table import table
from reviews.extraction import extract_fit

WCR = Path("/work/shared/data/womens_clothing_reviews/reviews_first1000.csv.gz")
RTR = Path("/work/shared/data/renttherunway/renttherunway_final_data_first100.jsonl.gz")


def load() -> dict[str, list[tuple[str, str, str]]]:
    with gzip.open(WCR, "rt", encoding="utf-8", newline="") as fh:
        wcr = [(r["Title"], r["Review Text"], "en") for r in csv.DictReader(fh)]
    with gzip.open(RTR, "rt", encoding="utf-8") as fh:
        rtr = [(r.get("review_summary"), r.get("review_text"), "en") for r in map(json.loads, fh)]
    no_hint = [(t, b, None) for t, b, _ in wcr]
    return {"wcr (language=en)": wcr, "wcr (no language hint)": no_hint, "rtr (language=en)": rtr}


def measure(texts: list[tuple[str, str, str]], n: int) -> tuple[float, float, float, float]:
    """Best of 3 rounds: wall-clock rate, µs per review, average length, and the rate per
    CPU second of this process (steady when other jobs share the machine's cores)."""
    rounds, cpu_rounds = [], []
    for _ in range(3):
        start, cpu_start = time.perf_counter(), time.process_time()
        for i in range(n):
            title, body, lang = texts[i % len(texts)]
            extract_fit(title, body, lang)
        rounds.append(time.perf_counter() - start)
        cpu_rounds.append(time.process_time() - cpu_start)
    best = min(rounds)
    return (
        n / best,
        best / n * 1e6,
        statistics.mean(len((t or "") + (b or "")) for t, b, _ in texts),
        n / min(cpu_rounds),
    )


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20_000
    rows = []
    for name, texts in load().items():
        per_second, micros, chars, per_cpu_second = measure(texts, n)
        rows.append(
            [
                name,
                len(texts),
                n,
                round(chars),
                round(per_second),
                round(micros, 1),
                round(per_cpu_second),
            ]
        )
    print(
        table(
            f"Extraction speed, one core, best of 3 x {n} extractions",
            [
                "corpus",
                "texts",
                "extractions",
                "avg chars",
                "reviews/s",
                "µs/review",
                "reviews/CPU s",
            ],
            rows,
        )
    )


if __name__ == "__main__":
    main()
