"""Signal errors on the TUNE part of the fit development set, and signal figures per part.

    .venv/bin/python bench/fit_signal_errors.py [--cases real|written] [--errors N] [--dim D]

In-process and fast (no scorer subprocess): reduces ``extract_fit`` output to
(dimension, direction) the way ``../shared/fit_eval/score.py`` does and prints micro
precision/recall/F1, macro F1 and the no-fit false-positive rate for TUNE and HOLDOUT.
Only TUNE cases are ever listed (``crc32(id) % 10 >= 3``); held-out errors are counted,
never shown, so rules are written against the tuned part only.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.fit_quality import SHARED, is_holdout
from reviews.extraction import extract_fit
from reviews.schemas import DIMENSION_CODES as DIMENSIONS


def reduce(signals: list[dict]) -> dict[str, int]:
    """{dimension: direction} as the scorer reduces them (mean score, +-0.33)."""
    sums: dict[str, list[float]] = {}
    for s in signals:
        sums.setdefault(s["dimension_code"], []).append(float(s["score"]))
    out = {}
    for dim, scores in sums.items():
        mean = sum(scores) / len(scores)
        out[dim] = -1 if mean <= -0.33 else 1 if mean >= 0.33 else 0
    return out


def figures(rows: list[tuple[dict, dict]]) -> dict[str, float]:
    tp, fp, fn = Counter(), Counter(), Counter()
    nofit = nofit_fp = 0
    for gold, pred in rows:
        if not gold:
            nofit += 1
            nofit_fp += bool(pred)
        for dim in DIMENSIONS:
            g, p = gold.get(dim), pred.get(dim)
            if g is not None and g == p:
                tp[dim] += 1
            else:
                fp[dim] += p is not None
                fn[dim] += g is not None
    t, f_p, f_n = sum(tp.values()), sum(fp.values()), sum(fn.values())
    prec = t / (t + f_p) if t + f_p else 0.0
    rec = t / (t + f_n) if t + f_n else 0.0
    f1s = []
    for dim in DIMENSIONS:
        if tp[dim] + fn[dim]:
            d = 2 * tp[dim] + fp[dim] + fn[dim]
            f1s.append(2 * tp[dim] / d if d else 0.0)
    return {
        "micro": 2 * prec * rec / (prec + rec) if prec + rec else 0.0,
        "prec": prec,
        "rec": rec,
        "macro": sum(f1s) / len(f1s) if f1s else 0.0,
        "nofit_fp": nofit_fp / nofit if nofit else 0.0,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", default="real")
    parser.add_argument("--errors", type=int, default=0)
    parser.add_argument("--dim", default=None, help="list only errors touching this dimension")
    args = parser.parse_args()
    path = SHARED / "data" / "fit_dev" / f"{args.cases}_cases.jsonl"
    parts: dict[str, list[tuple[dict, dict]]] = {"tune": [], "holdout": []}
    shown = 0
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        case = json.loads(line)
        result = extract_fit(case.get("title"), case.get("body"), case.get("language"))
        gold = case["expect"].get("signals", {})
        pred = reduce(result.fit_signals)
        held = is_holdout(case["id"])
        parts["holdout" if held else "tune"].append((gold, pred))
        if held or gold == pred or shown >= args.errors:
            continue
        if args.dim and gold.get(args.dim) == pred.get(args.dim):
            continue
        shown += 1
        print(f"--- {case['id']} gold={gold} pred={pred}")
        print(f"  T: {case.get('title')}\n  B: {case.get('body')}")
        for s in result.fit_signals:
            print(f"    {s['dimension_code']} {s['score']}: {s.get('evidence')}")
    for part, rows in parts.items():
        f = figures(rows)
        print(part, len(rows), " ".join(f"{k}={v:.3f}" for k, v in f.items()))


if __name__ == "__main__":
    main()
