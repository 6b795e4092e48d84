"""Would a learned part help now that ~2,800 real reviews are labelled? Measured, not wired in.

    .venv/bin/python bench/fit_filter_study.py

``bench/fit_model_study.py`` (fit-text-10) trained on the 332 real TUNE reviews of
``fit_dev`` and found nothing. This bench repeats the two most promising candidates with
every real English set we may read: the official TUNE part plus the readable
``bench/data/fit_extra_real*.jsonl`` sets (the blind sets of ``bench.fit_sets`` are never
read), about 2,450 reviews and 2,150 rule proposals:

- ``filter``: P(a rule proposal is right) for each (dimension, direction) the rules output,
  from the evidence clause's word unigrams and bigrams (plain and crossed with the
  direction), the dimension and direction, the confidence and the review's class; a
  proposal is dropped when P < t.
- ``overall``: none / -1 / 0 / +1 from the review's word unigrams and bigrams; where the
  rules give no ``overall`` the model adds its class when its probability >= t.

Both are logistic (softmax) regressions, numpy, full-batch gradient descent with a fixed
step and iteration count: deterministic. Settings are chosen by 5-fold cross-validation
with whole files as folds (a file's reviews were labelled together); the chosen setting is
marked and the official HOLDOUT real part is reported for every t, never used to choose.
Writes nothing.
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict
from itertools import pairwise
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._table import table
from bench.fit_model_study import Softmax
from bench.fit_quality import SHARED, is_holdout
from bench.fit_sets import read_cases, readable_sets
from bench.fit_signal_errors import figures
from reviews.extraction import extract_fit

FOLDS = 5
L2S = (0.3, 1.0, 3.0)
FILTER_T = (0.0, 0.2, 0.3, 0.4, 0.5)  # 0.0: nothing dropped
OVERALL_T = (1.01, 0.9, 0.8, 0.7, 0.6)  # 1.01: nothing added
OVERALL_CLASSES = (None, -1, 0, 1)
_TOKENS = re.compile(r"[a-zà-ÿß0-9']+")


def _grams(text: str) -> set[str]:
    tokens = _TOKENS.findall(text.lower())
    return set(tokens) | {f"{a} {b}" for a, b in pairwise(tokens)}


def proposals(case: dict) -> list[dict]:
    """The rules' (dimension, direction) proposals of a review, each with its features."""
    result = extract_fit(case.get("title"), case.get("body"), case.get("language"))
    by_dim: dict[str, list[dict]] = defaultdict(list)
    for signal in result.fit_signals:
        by_dim[signal["dimension_code"]].append(signal)
    out = []
    for dim, signals in by_dim.items():
        mean = sum(float(s["score"]) for s in signals) / len(signals)
        way = -1 if mean <= -0.33 else 1 if mean >= 0.33 else 0
        confidence = round(max(float(s["confidence"]) for s in signals), 1)
        features = {f"d={dim}", f"dd={dim}{way}", f"c={confidence}", f"cd={dim}{confidence}"}
        features |= {f"n={min(len(by_dim), 5)}", f"class={case.get('class')}"}
        for gram in _grams(" ".join(s.get("evidence") or "" for s in signals)):
            features |= {f"w:{gram}", f"w{way}:{gram}"}
        out.append({"dim": dim, "way": way, "features": features})
    return out


def load() -> tuple[dict[str, list[dict]], list[dict]]:
    """Readable real English cases by file (TUNE as one file), and the HOLDOUT real part."""
    official = read_cases([SHARED / "data" / "fit_dev" / "real_cases.jsonl"])
    files = {"tune": [c for c in official if not is_holdout(c["id"])]}
    files |= {p.stem: read_cases([p]) for p in readable_sets("fit_extra_real*.jsonl")}
    holdout = [c for c in official if is_holdout(c["id"])]
    for case in [c for cases in files.values() for c in cases] + holdout:
        case["gold"] = case["expect"].get("signals", {})
        case["proposals"] = proposals(case)
        case["features"] = _grams(f"{case.get('title') or ''} . {case.get('body') or ''}")
    return files, holdout


def rules(case: dict) -> dict[str, int]:
    return {p["dim"]: p["way"] for p in case["proposals"]}


def micro(cases: list[dict], preds: list[dict[str, int]]) -> dict[str, float]:
    return figures([(c["gold"], p) for c, p in zip(cases, preds, strict=True)])


# Each candidate: its training rows for a list of cases, and the prediction of a case given
# the model's probabilities for that case's rows and a threshold.
def filter_rows(cases: list[dict]) -> tuple[list[dict], list[int]]:
    rows = [{"features": p["features"]} for c in cases for p in c["proposals"]]
    labels = [int(c["gold"].get(p["dim"]) == p["way"]) for c in cases for p in c["proposals"]]
    return rows, labels


def filtered(case: dict, proba: np.ndarray, t: float) -> dict[str, int]:
    return {p["dim"]: p["way"] for p, q in zip(case["proposals"], proba, strict=True) if q[1] >= t}


def overall_rows(cases: list[dict]) -> tuple[list[dict], list[int]]:
    return cases, [OVERALL_CLASSES.index(c["gold"].get("overall")) for c in cases]


def with_overall(case: dict, proba: np.ndarray, t: float) -> dict[str, int]:
    out = rules(case)
    best = int(np.argmax(proba[0]))
    if "overall" not in out and best and proba[0][best] >= t:
        out["overall"] = OVERALL_CLASSES[best]
    return out


CANDIDATES = (
    ("filter", filter_rows, filtered, FILTER_T, lambda c: len(c["proposals"])),
    ("overall", overall_rows, with_overall, OVERALL_T, lambda c: 1),
)


def predict(model: Softmax, cases: list[dict], rows_of, combine, t: float, width) -> list[dict]:
    proba = model.proba(rows_of(cases)[0]) if cases else np.zeros((0, 2))
    out, at = [], 0
    for case in cases:
        n = width(case)
        out.append(combine(case, proba[at : at + n], t))
        at += n
    return out


def main() -> None:
    files, holdout = load()
    names = sorted(files)
    folds = [names[k::FOLDS] for k in range(FOLDS)]
    every = [c for n in names for c in files[n]]
    rows = []
    for name, rows_of, combine, thresholds, width in CANDIDATES:
        cv: dict[tuple[float, float], float] = {}
        for l2 in L2S:
            preds: dict[str, dict[str, int]] = {}
            by_t: dict[float, dict[str, dict[str, int]]] = {t: {} for t in thresholds}
            for fold in folds:
                train = [c for n in names if n not in fold for c in files[n]]
                model = Softmax(*rows_of(train), l2)
                test = [c for n in fold for c in files[n]]
                for t in thresholds:
                    for case, pred in zip(
                        test, predict(model, test, rows_of, combine, t, width), strict=True
                    ):
                        by_t[t][case["id"]] = pred
            for t in thresholds:
                preds = by_t[t]
                cv[l2, t] = micro(every, [preds[c["id"]] for c in every])["micro"]
        l2, chosen = max(cv, key=lambda k: (round(cv[k], 6), -thresholds.index(k[1]), -k[0]))
        base = cv[l2, thresholds[0]]
        model = Softmax(*rows_of(every), l2)
        for t in thresholds:
            held = micro(holdout, predict(model, holdout, rows_of, combine, t, width))
            rows.append(
                [
                    name,
                    l2,
                    t,
                    "<- chosen" if t == chosen else "",
                    cv[l2, t] - base,
                    held["micro"],
                    held["prec"],
                    held["rec"],
                ]
            )
    print(
        f"{len(every)} readable real reviews in {len(names)} files, "
        f"{sum(len(c['proposals']) for c in every)} rule proposals; HOLDOUT {len(holdout)}"
    )
    print(
        table(
            "Rules + model: cross-validated micro F1 change (files as folds), HOLDOUT real "
            "figures (filter t=0 and overall t=1.01 are the rules alone)",
            ["model", "l2", "t", "choice", "cv dF1", "real micro", "prec", "rec"],
            rows,
        )
    )


if __name__ == "__main__":
    main()
