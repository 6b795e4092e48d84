"""Quality of the review fit extractor; prints tables to stdout, writes nothing.

    /work/main/.venv/bin/python bench/extraction_quality.py [--errors]

A. RentTheRunway, first 100 records (held-out; never used to write rules): the overall
   direction predicted from review_summary + review_text (score <= -0.33 "small",
   >= 0.33 "large", else or none "fit") against the reviewer's fit label. RTR "small"
   means the item ran small for the reviewer, i.e. a tight (negative) score.
B. Hand-labelled dev set ``bench/data/fit_devset.jsonl`` (see make_fit_devset.py): per
   dimension precision/recall (a signal is correct when dimension and direction match),
   measurements within 1 cm / 1 kg (labels: exact normal form), and the false-positive
   rate on reviews that say nothing about fit, overall and per language.
"""

from __future__ import annotations

import gzip
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._table import ratio, table
from reviews.extraction import extract_fit

RTR = Path("/work/shared/data/renttherunway/renttherunway_final_data_first100.jsonl.gz")
DEVSET = Path(__file__).resolve().parent / "data" / "fit_devset.jsonl"
CLASSES = ("small", "fit", "large")


def direction(score: float) -> int:
    return -1 if score <= -0.33 else (1 if score >= 0.33 else 0)


def overall_class(signals: list[dict]) -> str:
    for s in signals:
        if s["dimension_code"] == "overall":
            return {-1: "small", 0: "fit", 1: "large"}[direction(s["score"])]
    return "fit"


def classification_rows(
    gold: list[str], pred: list[str]
) -> tuple[list[list[object]], float, float]:
    rows, f1s = [], []
    for c in CLASSES:
        tp = sum(1 for g, p in zip(gold, pred, strict=True) if g == p == c)
        p = ratio(tp, sum(1 for x in pred if x == c))
        r = ratio(tp, sum(1 for x in gold if x == c))
        f1 = 2 * p * r / (p + r) if p and r else 0.0
        f1s.append(f1)
        rows.append([c, sum(1 for x in gold if x == c), sum(1 for x in pred if x == c), p, r, f1])
    accuracy = sum(1 for g, p in zip(gold, pred, strict=True) if g == p) / len(gold)
    return rows, accuracy, sum(f1s) / len(f1s)


def bench_rtr(show_errors: bool) -> None:
    with gzip.open(RTR, "rt", encoding="utf-8") as fh:
        records = [json.loads(line) for line in fh if line.strip()]
    gold = [r["fit"] for r in records]
    pred = [
        overall_class(extract_fit(r.get("review_summary"), r.get("review_text"), "en").fit_signals)
        for r in records
    ]
    majority = Counter(gold).most_common(1)[0][0]
    base = [majority] * len(gold)
    rows, acc, macro = classification_rows(gold, pred)
    _, bacc, bmacro = classification_rows(gold, base)
    print(
        table(
            f"A. RTR first {len(records)}: overall direction from text vs fit label",
            ["class", "gold", "predicted", "precision", "recall", "F1"],
            rows,
        )
    )
    print(
        table(
            "   summary",
            ["system", "accuracy", "macro-F1"],
            [["extractor", acc, macro], [f"majority ({majority})", bacc, bmacro]],
        )
    )
    confusion = Counter(zip(gold, pred, strict=True))
    print(
        table(
            "   confusion (rows gold, columns predicted)",
            ["gold \\ pred", *CLASSES],
            [[g, *(confusion[(g, p)] for p in CLASSES)] for g in CLASSES],
        )
    )
    if show_errors:
        for r, g, p in zip(records, gold, pred, strict=True):
            if g != p:
                print(f"  [{g} -> {p}] {r.get('review_summary')} || {r.get('review_text')[:300]}")
    print()


def _value_ok(dim: str, predicted: dict, accepted: list) -> bool:
    if dim in ("size_worn", "usual_size"):
        norm = {str(a).upper().replace(" ", "") for a in accepted}
        return str(predicted["raw_value"]).upper() in norm
    return predicted["value"] is not None and any(
        abs(predicted["value"] - a) <= 1.0 for a in accepted
    )


def bench_devset(show_errors: bool) -> None:
    records = [json.loads(line) for line in DEVSET.read_text(encoding="utf-8").splitlines() if line]
    fit = defaultdict(lambda: [0, 0, 0])  # dim -> tp, predicted, gold
    per_lang = defaultdict(lambda: [0, 0, 0])
    meas = defaultdict(lambda: [0, 0, 0])
    fp = defaultdict(lambda: [0, 0])  # lang -> reviews without fit content, with any signal
    for rec in records:
        result = extract_fit(rec["title"], rec["body"], rec["language"])
        lang = rec["language"]
        predicted = {s["dimension_code"]: direction(s["score"]) for s in result.fit_signals}
        gold = rec["fit"]
        for dim in set(predicted) | set(gold):
            hit = dim in predicted and dim in gold and predicted[dim] == gold[dim]
            for counter in (fit[dim], fit["ALL"], per_lang[lang]):
                counter[0] += hit
                counter[1] += dim in predicted
                counter[2] += dim in gold
            if show_errors and not hit:
                print(
                    f"  FIT {rec['id']} {dim}: gold={gold.get(dim)} pred={predicted.get(dim)} || "
                    f"{rec['title']} | {rec['body'][:250]}"
                )
        if not gold:
            fp[lang][0] += 1
            fp[lang][1] += bool(predicted)
        values = {v["dimension_code"]: v for m in result.measurements for v in m["values"]}
        gold_m = rec["measurements"]
        for dim in set(values) | set(gold_m):
            hit = dim in values and dim in gold_m and _value_ok(dim, values[dim], gold_m[dim])
            for counter in (meas[dim], meas["ALL"]):
                counter[0] += hit
                counter[1] += dim in values
                counter[2] += dim in gold_m
            if show_errors and not hit:
                got = values[dim]["value"] or values[dim]["raw_value"] if dim in values else None
                print(
                    f"  MEAS {rec['id']} {dim}: gold={gold_m.get(dim)} pred={got}"
                    f" || {rec['body'][:200]}"
                )

    def prf(counts: list[int]) -> list[object]:
        p, r = ratio(counts[0], counts[1]), ratio(counts[0], counts[2])
        return [counts[2], counts[1], counts[0], p, r, 2 * p * r / (p + r) if p and r else None]

    dims = [*sorted(k for k in fit if k != "ALL"), "ALL"]
    head = ["gold", "predicted", "correct", "precision", "recall", "F1"]
    n_real = sum(1 for r in records if r["source"] != "synthetic")
    print(
        table(
            f"B. Dev set ({len(records)} reviews: {n_real} real English, "
            f"{len(records) - n_real} synthetic de/fr/es): fit signals per dimension",
            ["dimension", *head],
            [[d, *prf(fit[d])] for d in dims],
        )
    )
    print(
        table(
            "   fit signals per language",
            ["language", *head],
            [[lang, *prf(per_lang[lang])] for lang in ("en", "de", "fr", "es")],
        )
    )
    mdims = [*sorted(k for k in meas if k != "ALL"), "ALL"]
    print(
        table(
            "   measurements (within 1 cm / 1 kg; sizes exact)",
            ["dimension", *head],
            [[d, *prf(meas[d])] for d in mdims],
        )
    )
    total = [sum(v[0] for v in fp.values()), sum(v[1] for v in fp.values())]
    print(
        table(
            "   false positives on reviews without fit content",
            ["language", "reviews", "with a signal", "rate"],
            [
                [lang, fp[lang][0], fp[lang][1], ratio(fp[lang][1], fp[lang][0])]
                for lang in ("en", "de", "fr", "es")
            ]
            + [["ALL", total[0], total[1], ratio(total[1], total[0])]],
        )
    )


if __name__ == "__main__":
    errors = "--errors" in sys.argv
    bench_rtr(errors)
    bench_devset(errors)
