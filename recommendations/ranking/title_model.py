"""Learned priors on a product's kind (its article type) and audience from its title.

Rules give every product a fine category, but inside one (plain "shoes", "flats",
"sandals", "tops") titles still mix kinds a shopper tells apart: casual and sports
shoes, flats and heels, sandals and sports sandals. Nothing in our vocabulary separates
"Nike Men's Air Compel Black Shoe" (sports) from "Puma Men Black Shoes" (casual), but
the way a catalog writes its brands and lines does. So ``similar`` orders products of
one pool by a multinomial naive Bayes over title words. A second one gives an audience
to a product that neither its words nor its catalog's brands name ("Adrika White
Necklace", "Yelloe Black Envelope Look Handbag" are women's), so a boy's outfit is not
shown a handbag. Both are trained by ``manage.py train_title_model`` on the tuning part
of the "Fashion Product Images" table (44,446 labelled products; the held-out part never
enters them) and stored as word counts per label in ``title_model.json.gz`` beside this
module: small, CPU-only, deterministic, nothing downloaded. English titles; a title with
no known word gets the prior, which ranks no product above another and names no
audience.
"""

from __future__ import annotations

import gzip
import json
import math
import zlib
from collections import Counter, defaultdict
from collections.abc import Iterable
from functools import cache, lru_cache
from itertools import pairwise
from pathlib import Path
from typing import NamedTuple

import numpy as np

from catalog.detection.colours import colour_family

from .text import text_tokens

MODEL_PATH = Path(__file__).with_name("title_model.json.gz")
# Additive smoothing of the word counts: 0.1 ordered similar's lists best on three
# 3,000-product samples of the tuning part, cross-fitted (0.03 and 0.5 a little worse).
ALPHA = 0.1
# Naive Bayes is sure of itself far beyond its accuracy (a kids' title with two known
# words comes out 0.99 one kind): its log-odds are divided by this before the
# probability is taken, so a weakly read title weighs little in similar's order
# (three tuning samples, cross-fitted: 93.5 -> 93.7 % same articleType).
TEMPERATURE = 3.0
# Titles scored at once: (batch, labels) float64 scores, about 1 MB.
_BATCH = 1000


@lru_cache(maxsize=65536)
def _is_colour(word: str) -> bool:
    return colour_family(word) is not None


def features(title: str | None) -> set[str]:
    """Title words, adjacent word pairs and the last word (the noun a title ends on).

    Colour words are left out: a kind is what the title says the product is, and in a
    catalog blue goes with jeans and shorts, which says nothing about a blue shirt."""
    words = [w for w in text_tokens(title) if not _is_colour(w)]
    found = set(words)
    found.update(f"{a} {b}" for a, b in pairwise(words))
    if words:
        found.add("$" + words[-1])
    return found


def train(rows: Iterable[tuple[str, str]]) -> dict:
    """Word counts per label from ``(title, label)`` pairs: one stored model, in a
    deterministic shape (labels and words sorted)."""
    per_label: dict[str, Counter[str]] = defaultdict(Counter)
    titles: Counter[str] = Counter()
    for title, label in rows:
        titles[label] += 1
        per_label[label].update(features(title))
    labels = sorted(titles)
    # Every word is kept: leaving out those seen once cost a quarter of the kind's gain.
    words = sorted({w for counts in per_label.values() for w in counts})
    return {
        "alpha": ALPHA,
        "labels": labels,
        "titles": [titles[k] for k in labels],
        "occurrences": [sum(per_label[k].values()) for k in labels],
        "words": {
            w: [[i, per_label[k][w]] for i, k in enumerate(labels) if per_label[k][w]]
            for w in words
        },
    }


class NaiveBayes:
    """Predicts titles' most likely labels and their posterior probabilities."""

    def __init__(self, model: dict) -> None:
        self.labels: tuple[str, ...] = tuple(model["labels"])
        alpha = float(model["alpha"])
        titles = np.asarray(model["titles"], dtype=np.float64)
        occurrences = np.asarray(model["occurrences"], dtype=np.float64)
        denominator = np.log(occurrences + alpha * len(model["words"]))
        self._prior = np.log(titles / titles.sum())
        # A known word adds log(alpha) - log(denominator) to every label, and
        # log((count + alpha) / alpha) more to each label it was seen with: one row of a
        # sparse matrix per word (``_ptr``, ``_label``, ``_gain``).
        self._unseen = math.log(alpha) - denominator
        self._word_ids = {w: i for i, w in enumerate(model["words"])}
        pairs = list(model["words"].values())
        self._ptr = np.zeros(len(pairs) + 1, dtype=np.int64)
        np.cumsum([len(p) for p in pairs], out=self._ptr[1:])
        self._label = np.array([k for p in pairs for k, _n in p], dtype=np.int64)
        self._gain = np.array([math.log((n + alpha) / alpha) for p in pairs for _k, n in p])

    def predict(self, titles: list[str | None]) -> tuple[np.ndarray, np.ndarray]:
        """Label codes (int16) and their probabilities (float32), one per title.

        Vectorised over batches of ``_BATCH`` titles: about 17 microseconds a title, and
        a few MB of scores whatever the number of titles."""
        parts = [self._predict(titles[i : i + _BATCH]) for i in range(0, len(titles), _BATCH)]
        if not parts:
            return np.zeros(0, np.int16), np.zeros(0, np.float32)
        return np.concatenate([c for c, _p in parts]), np.concatenate([p for _c, p in parts])

    def _predict(self, titles: list[str | None]) -> tuple[np.ndarray, np.ndarray]:
        # Word ids in a fixed order (a set's order changes with each process's string
        # hashing): the float sums are then the same in every process, not only after
        # rounding to float32.
        known = [
            sorted(i for f in features(t) if (i := self._word_ids.get(f)) is not None)
            for t in titles
        ]
        k = len(self.labels)
        counts = np.fromiter((len(ids) for ids in known), dtype=np.float64, count=len(titles))
        scores = self._prior + counts[:, None] * self._unseen
        ids = np.fromiter((i for ids in known for i in ids), dtype=np.int64)
        if len(ids):
            starts, stops = self._ptr[ids], self._ptr[ids + 1]
            lengths = stops - starts
            # the positions of every (word, label) entry of every title, flattened
            entry = np.repeat(starts - np.cumsum(lengths) + lengths, lengths) + np.arange(
                lengths.sum()
            )
            row = np.repeat(np.repeat(np.arange(len(titles)), counts.astype(np.int64)), lengths)
            scores += np.bincount(
                row * k + self._label[entry], weights=self._gain[entry], minlength=len(titles) * k
            ).reshape(len(titles), k)
        best = np.argmax(scores, axis=1)
        spread = np.exp((scores - scores[np.arange(len(titles)), best][:, None]) / TEMPERATURE)
        return best.astype(np.int16), (1.0 / spread.sum(axis=1)).astype(np.float32)


def held_out(product_id: str) -> bool:
    """The fixed 30 % of the styles table that training leaves out and the benchmarks
    report on (``bench/recs_quality.py``)."""
    return zlib.crc32(product_id.encode()) % 10 < 3


class TitleModels(NamedTuple):
    kind: NaiveBayes  # labels: the table's article types
    audience: NaiveBayes  # labels: ranking.compat.AUDIENCES names (no "unknown")


@cache
def title_models() -> TitleModels:
    """The trained models shipped beside this module (read once per process)."""
    with gzip.open(MODEL_PATH, "rt", encoding="utf-8") as f:
        stored = json.load(f)
    return TitleModels(NaiveBayes(stored["kind"]), NaiveBayes(stored["audience"]))


def save(models: dict[str, dict], path: Path = MODEL_PATH) -> None:
    """Writes the models (``{"kind": ..., "audience": ...}``) byte-for-byte the same for
    the same training rows."""
    text = json.dumps(models, sort_keys=True, separators=(",", ":"))
    with open(path, "wb") as raw, gzip.GzipFile(filename="", fileobj=raw, mode="wb", mtime=0) as f:
        f.write(text.encode("utf-8"))
