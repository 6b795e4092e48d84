"""A learned prior on a product's kind (its article type) from its title alone.

Rules give every product a fine category, but inside one (plain "shoes", "flats",
"sandals", "tops") titles still mix kinds a shopper tells apart: casual and sports
shoes, flats and heels, sandals and sports sandals. Nothing in our vocabulary separates
"Nike Men's Air Compel Black Shoe" (sports) from "Puma Men Black Shoes" (casual), but
the way a catalog writes its brands and lines does. So ``similar`` orders products of
one pool by a multinomial naive Bayes over title words, trained by
``manage.py train_kind_model`` on the tuning part of the "Fashion Product Images" table
(44,446 labelled products; the held-out part never enters it). The model is word
counts per kind, stored in ``kind_model.json.gz`` beside this module: small, CPU-only,
deterministic, nothing downloaded. English titles; a title with no known word gets the
prior, which ranks no product above another.
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

import numpy as np

from catalog.detection.colours import colour_family

from .text import text_tokens

MODEL_PATH = Path(__file__).with_name("kind_model.json.gz")
# Additive smoothing of the word counts: 0.1 ordered similar's lists best on three
# 3,000-product samples of the tuning part, cross-fitted (0.03 and 0.5 a little worse).
ALPHA = 0.1
# Naive Bayes is sure of itself far beyond its accuracy (a kids' title with two known
# words comes out 0.99 one kind): its log-odds are divided by this before the
# probability is taken, so a weakly read title weighs little in similar's order
# (three tuning samples, cross-fitted: 93.5 -> 93.7 % same articleType).
TEMPERATURE = 3.0
# Titles scored at once: (batch, kinds) float64 scores, about 1 MB.
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
    """Word counts per kind from ``(title, kind)`` pairs: the stored model, in a
    deterministic shape (kinds and words sorted)."""
    per_kind: dict[str, Counter[str]] = defaultdict(Counter)
    titles: Counter[str] = Counter()
    for title, kind in rows:
        titles[kind] += 1
        per_kind[kind].update(features(title))
    kinds = sorted(titles)
    # Every word is kept: leaving out those seen once cost a quarter of the gain.
    words = sorted({w for counts in per_kind.values() for w in counts})
    return {
        "alpha": ALPHA,
        "kinds": kinds,
        "titles": [titles[k] for k in kinds],
        "occurrences": [sum(per_kind[k].values()) for k in kinds],
        "words": {
            w: [[i, per_kind[k][w]] for i, k in enumerate(kinds) if per_kind[k][w]] for w in words
        },
    }


class KindModel:
    """Predicts titles' most likely kinds and their posterior probabilities."""

    def __init__(self, model: dict) -> None:
        self.kinds: tuple[str, ...] = tuple(model["kinds"])
        alpha = float(model["alpha"])
        titles = np.asarray(model["titles"], dtype=np.float64)
        occurrences = np.asarray(model["occurrences"], dtype=np.float64)
        denominator = np.log(occurrences + alpha * len(model["words"]))
        self._prior = np.log(titles / titles.sum())
        # A known word adds log(alpha) - log(denominator) to every kind, and
        # log((count + alpha) / alpha) more to each kind it was seen with: one row of a
        # sparse matrix per word (``_ptr``, ``_kind``, ``_gain``).
        self._unseen = math.log(alpha) - denominator
        self._word_ids = {w: i for i, w in enumerate(model["words"])}
        pairs = list(model["words"].values())
        self._ptr = np.zeros(len(pairs) + 1, dtype=np.int64)
        np.cumsum([len(p) for p in pairs], out=self._ptr[1:])
        self._kind = np.array([k for p in pairs for k, _n in p], dtype=np.int64)
        self._gain = np.array([math.log((n + alpha) / alpha) for p in pairs for _k, n in p])

    def predict(self, titles: list[str | None]) -> tuple[np.ndarray, np.ndarray]:
        """Kind codes (int16) and their probabilities (float32), one per title.

        Vectorised over batches of ``_BATCH`` titles: about 17 microseconds a title, and
        a few MB of scores whatever the number of titles."""
        parts = [self._predict(titles[i : i + _BATCH]) for i in range(0, len(titles), _BATCH)]
        if not parts:
            return np.zeros(0, np.int16), np.zeros(0, np.float32)
        return np.concatenate([c for c, _p in parts]), np.concatenate([p for _c, p in parts])

    def _predict(self, titles: list[str | None]) -> tuple[np.ndarray, np.ndarray]:
        known = [
            [i for f in features(t) if (i := self._word_ids.get(f)) is not None] for t in titles
        ]
        k = len(self.kinds)
        counts = np.fromiter((len(ids) for ids in known), dtype=np.float64, count=len(titles))
        scores = self._prior + counts[:, None] * self._unseen
        ids = np.fromiter((i for ids in known for i in ids), dtype=np.int64)
        if len(ids):
            starts, stops = self._ptr[ids], self._ptr[ids + 1]
            lengths = stops - starts
            # the positions of every (word, kind) entry of every title, flattened
            entry = np.repeat(starts - np.cumsum(lengths) + lengths, lengths) + np.arange(
                lengths.sum()
            )
            row = np.repeat(np.repeat(np.arange(len(titles)), counts.astype(np.int64)), lengths)
            scores += np.bincount(
                row * k + self._kind[entry], weights=self._gain[entry], minlength=len(titles) * k
            ).reshape(len(titles), k)
        best = np.argmax(scores, axis=1)
        spread = np.exp((scores - scores[np.arange(len(titles)), best][:, None]) / TEMPERATURE)
        return best.astype(np.int16), (1.0 / spread.sum(axis=1)).astype(np.float32)


def held_out(product_id: str) -> bool:
    """The fixed 30 % of the styles table that training leaves out and the benchmarks
    report on (``bench/recs_quality.py``)."""
    return zlib.crc32(product_id.encode()) % 10 < 3


@cache
def kind_model() -> KindModel:
    """The trained model shipped beside this module (read once per process)."""
    with gzip.open(MODEL_PATH, "rt", encoding="utf-8") as f:
        return KindModel(json.load(f))


def save(model: dict, path: Path = MODEL_PATH) -> None:
    """Writes the model byte-for-byte the same for the same training rows."""
    text = json.dumps(model, sort_keys=True, separators=(",", ":"))
    with open(path, "wb") as raw, gzip.GzipFile(filename="", fileobj=raw, mode="wb", mtime=0) as f:
        f.write(text.encode("utf-8"))
