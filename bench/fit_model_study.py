"""Would a small learned model help the rule extractor? Trained on TUNE only, judged held out.

    .venv/bin/python bench/fit_model_study.py [--data DIR]

Issue 12 allows a learned part beside the rules. This bench is the measurement behind the
decision not to wire one in (``docs/reviews.md``, "A learned part: measured, not wired in").
Two text-only candidates, each a softmax regression over the review's word unigrams and
bigrams (vocabulary: n-grams seen in >= 2 training reviews; full-batch gradient descent,
fixed step and iteration count, no randomness, numpy only):

- ``gate``: P(the review states any fit signal); every rule signal of a review is dropped
  when P < t (aimed at the no-fit false-positive rate and precision).
- ``overall``: none / -1 / 0 / +1 for the ``overall`` label; where the rules are silent the
  model adds its class, where they disagree it replaces theirs, when its probability >= t.

The regularisation and t are chosen by 5-fold cross-validation inside the TUNE part of
``../shared/data/fit_dev`` (folds by ``crc32("cv" + id) % 5``; criterion: micro F1 of rules +
model over both files, ties to the less intrusive setting). Then each candidate is trained on
the whole TUNE part and the HOLDOUT figures are printed for every t, the chosen one marked:
reported, never used to choose. Held-out errors are never listed. Writes nothing.
"no-signal fp" is ``fit_signal_errors``' rate (reviews with no labelled signal that get one),
not the scorer's no-fit rate (which also needs no labelled measurement).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import zlib
from collections import Counter
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._table import table
from bench.fit_quality import SHARED, is_holdout
from bench.fit_signal_errors import figures, reduce
from reviews.extraction import extract_fit

FILES = ("real", "written")
FOLDS = 5
L2S = (0.3, 1.0, 3.0)
ITERATIONS = 300
STEP = 0.5
GATE_T = (0.0, 0.02, 0.05, 0.1, 0.2)  # 0.0: gate off
OVERALL_T = (1.01, 0.95, 0.9, 0.8, 0.7, 0.6)  # 1.01: never overrides
OVERALL_CLASSES = (None, -1, 0, 1)
_TOKENS = re.compile(r"[a-zà-ÿß0-9']+")

Case = dict  # {"id", "src", "features", "gold", "rules"}


def ngrams(title: str | None, body: str | None) -> set[str]:
    """Word unigrams and bigrams of the lower-cased review: the text is the only input."""
    tokens = _TOKENS.findall(f"{title or ''}\n{body or ''}".lower())
    return set(tokens) | {f"{a} {b}" for a, b in pairwise(tokens)}


def load(data: Path) -> tuple[list[Case], list[Case]]:
    """TUNE and HOLDOUT cases with their features, gold signals and the rules' signals."""
    parts: tuple[list[Case], list[Case]] = ([], [])
    for name in FILES:
        for line in (data / f"{name}_cases.jsonl").read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            case = json.loads(line)
            result = extract_fit(case.get("title"), case.get("body"), case.get("language"))
            parts[is_holdout(case["id"])].append(
                {
                    "id": case["id"],
                    "src": name,
                    "features": ngrams(case.get("title"), case.get("body")),
                    "gold": case["expect"].get("signals", {}),
                    "rules": reduce(result.fit_signals),
                }
            )
    return parts


class Softmax:
    """Multinomial logistic regression on binary n-gram features; deterministic training."""

    def __init__(self, cases: list[Case], labels: list[int], l2: float) -> None:
        counts = Counter(f for c in cases for f in c["features"])
        self.vocab = {f: j for j, f in enumerate(sorted(f for f, n in counts.items() if n >= 2))}
        x, y = self._matrix(cases), np.asarray(labels)
        classes = int(y.max()) + 1
        target = np.eye(classes, dtype=np.float32)[y]
        self.w = np.zeros((len(self.vocab), classes), dtype=np.float32)
        self.b = np.zeros(classes, dtype=np.float32)
        for _ in range(ITERATIONS):
            grad = self._proba(x) - target
            self.w -= STEP * (x.T @ grad + l2 * self.w) / len(cases)
            self.b -= STEP * grad.mean(axis=0)

    def _matrix(self, cases: list[Case]) -> np.ndarray:
        x = np.zeros((len(cases), len(self.vocab)), dtype=np.float32)
        for i, case in enumerate(cases):
            for f in case["features"]:
                j = self.vocab.get(f)
                if j is not None:
                    x[i, j] = 1.0
        return x

    def _proba(self, x: np.ndarray) -> np.ndarray:
        z = x @ self.w + self.b
        z = np.exp(z - z.max(axis=1, keepdims=True))
        return z / z.sum(axis=1, keepdims=True)

    def proba(self, cases: list[Case]) -> np.ndarray:
        return self._proba(self._matrix(cases))


def has_signal(case: Case) -> int:
    return int(bool(case["gold"]))


def overall_class(case: Case) -> int:
    return OVERALL_CLASSES.index(case["gold"].get("overall"))


def gated(case: Case, proba: np.ndarray, t: float) -> dict[str, int]:
    return {} if proba[1] < t else case["rules"]


def with_overall(case: Case, proba: np.ndarray, t: float) -> dict[str, int]:
    best = int(np.argmax(proba))
    if proba[best] < t or OVERALL_CLASSES[best] == case["rules"].get("overall"):
        return case["rules"]
    out = {k: v for k, v in case["rules"].items() if k != "overall"}
    if OVERALL_CLASSES[best] is not None:
        out["overall"] = OVERALL_CLASSES[best]
    return out


def scores(cases: list[Case], preds: list[dict[str, int]]) -> dict[str, dict[str, float]]:
    """Figures of fit_signal_errors per file: micro/prec/rec/macro/no-fit fp."""
    pairs = list(zip(cases, preds, strict=True))
    return {name: figures([(c["gold"], p) for c, p in pairs if c["src"] == name]) for name in FILES}


def micro_all(cases: list[Case], preds: list[dict[str, int]]) -> float:
    return figures([(c["gold"], p) for c, p in zip(cases, preds, strict=True)])["micro"]


def cross_validated(tune: list[Case], target: Callable[[Case], int], l2: float) -> np.ndarray:
    """Out-of-fold probabilities for every TUNE case."""
    folds = [zlib.crc32(f"cv{c['id']}".encode()) % FOLDS for c in tune]
    out = np.zeros((len(tune), len(OVERALL_CLASSES)))
    for k in range(FOLDS):
        train = [c for c, f in zip(tune, folds, strict=True) if f != k]
        test = [i for i, f in enumerate(folds) if f == k]
        model = Softmax(train, [target(c) for c in train], l2)
        p = model.proba([tune[i] for i in test])
        out[test, : p.shape[1]] = p
    return out


Candidate = tuple[str, Callable[[Case], int], Callable[..., dict[str, int]], tuple[float, ...]]
CANDIDATES: tuple[Candidate, ...] = (
    ("gate", has_signal, gated, GATE_T),
    ("overall", overall_class, with_overall, OVERALL_T),
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=SHARED / "data" / "fit_dev")
    args = parser.parse_args()
    tune, holdout = load(args.data)
    rules_tune = micro_all(tune, [c["rules"] for c in tune])
    rows, own = [], []
    for name, target, combine, thresholds in CANDIDATES:
        # Choice inside TUNE: (micro F1, intrusiveness rank) per (l2, t); ties go to the
        # least intrusive threshold (thresholds are listed from least to most intrusive).
        cv: dict[tuple[float, float], float] = {}
        for l2 in L2S:
            proba = cross_validated(tune, target, l2)
            for t in thresholds:
                cv[l2, t] = micro_all(
                    tune, [combine(c, p, t) for c, p in zip(tune, proba, strict=True)]
                )
        l2, chosen = max(cv, key=lambda k: (round(cv[k], 6), -thresholds.index(k[1]), -k[0]))
        model = Softmax(tune, [target(c) for c in tune], l2)
        proba = model.proba(holdout)
        gold = np.array([target(c) for c in holdout])
        if name == "gate":
            pos, neg = proba[gold == 1, 1], proba[gold == 0, 1]
            auc = (pos[:, None] > neg[None, :]).mean() + 0.5 * (pos[:, None] == neg[None, :]).mean()
            accuracy = float((proba.argmax(1) == gold).mean())
            own.append([name, l2, len(model.vocab), accuracy, float(auc), None])
        else:
            rules = np.array([OVERALL_CLASSES.index(c["rules"].get("overall")) for c in holdout])
            own.append(
                [
                    name,
                    l2,
                    len(model.vocab),
                    float((proba.argmax(1) == gold).mean()),
                    None,
                    float((rules == gold).mean()),
                ]
            )
        for t in thresholds:
            preds = [combine(c, p, t) for c, p in zip(holdout, proba, strict=True)]
            s = scores(holdout, preds)
            rows.append(
                [
                    name,
                    l2,
                    t,
                    "<- chosen" if t == chosen else "",
                    cv[l2, t] - rules_tune,
                    s["real"]["micro"],
                    s["real"]["prec"],
                    s["real"]["rec"],
                    s["real"]["nofit_fp"],
                    s["written"]["micro"],
                    s["written"]["macro"],
                    s["written"]["nofit_fp"],
                ]
            )
    print(
        table(
            "Each model alone on HOLDOUT (trained on all TUNE cases; l2 by TUNE cross-validation)",
            ["model", "l2", "n-grams", "accuracy", "AUC", "rules' accuracy"],
            own,
        )
    )
    print()
    print(
        table(
            "Rules + model: TUNE cross-validated micro F1 change, HOLDOUT figures "
            "(gate t=0 and overall t=1.01 are the rules alone)",
            [
                "model",
                "l2",
                "t",
                "choice",
                "tune cv dF1",
                "real micro",
                "prec",
                "rec",
                "no-signal fp",
                "written micro",
                "macro",
                "no-signal fp",
            ],
            rows,
        )
    )


if __name__ == "__main__":
    main()
