"""The learned candidates of bench/fit_model_study.py on made-up reviews: text-only features,
deterministic training, and how each candidate combines with the rules' labels."""

from __future__ import annotations

import numpy as np

from bench.fit_model_study import Softmax, gated, ngrams, with_overall


def _case(text: str, rules: dict[str, int] | None = None) -> dict:
    return {
        "id": text,
        "src": "real",
        "features": ngrams("", text),
        "gold": {},
        "rules": rules or {},
    }


TRAIN = [
    _case("runs small, size up"),
    _case("runs small in the waist"),
    _case("lovely colour, soft fabric"),
    _case("soft fabric and a lovely print"),
]
LABELS = [1, 1, 0, 0]


def test_features_are_the_words_and_word_pairs_of_the_text():
    assert ngrams("Runs small", "size UP") == {
        "runs",
        "small",
        "size",
        "up",
        "runs small",
        "small size",
        "size up",
    }


def test_training_is_deterministic_and_learns_the_fit_words():
    first, second = Softmax(TRAIN, LABELS, l2=0.3), Softmax(TRAIN, LABELS, l2=0.3)
    assert np.array_equal(first.w, second.w)
    assert np.array_equal(first.b, second.b)
    proba = first.proba([_case("runs small"), _case("lovely soft fabric")])
    assert proba[0, 1] > 0.5 > proba[1, 1]


def test_the_gate_drops_every_rule_signal_only_below_its_threshold():
    case = _case("a little too boxy", {"overall": 1})
    assert gated(case, np.array([0.9, 0.1]), 0.2) == {}
    assert gated(case, np.array([0.9, 0.1]), 0.05) == {"overall": 1}


def test_the_overall_model_adds_replaces_or_drops_only_when_confident():
    silent = _case("fits great", {"length": 0})
    # Classes: none, -1, 0, +1.
    assert with_overall(silent, np.array([0.05, 0.05, 0.85, 0.05]), 0.8) == {
        "length": 0,
        "overall": 0,
    }
    assert with_overall(silent, np.array([0.05, 0.05, 0.75, 0.15]), 0.8) == {"length": 0}
    said = _case("runs large", {"overall": 1, "waist": -1})
    assert with_overall(said, np.array([0.9, 0.0, 0.05, 0.05]), 0.8) == {"waist": -1}
    assert with_overall(said, np.array([0.0, 0.9, 0.05, 0.05]), 0.95) == {
        "overall": 1,
        "waist": -1,
    }
