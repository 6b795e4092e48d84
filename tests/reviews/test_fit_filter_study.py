"""The candidates of bench/fit_filter_study.py on made-up reviews: what a rule proposal's
features are, and how each candidate combines with the rules' output."""

from __future__ import annotations

import numpy as np

from bench.fit_filter_study import filter_rows, filtered, proposals, with_overall


def _case(body: str, gold: dict[str, int] | None = None) -> dict:
    case = {"id": body, "title": "", "body": body, "language": "en", "class": "Dresses"}
    case["gold"] = gold or {}
    case["proposals"] = proposals(case)
    return case


def test_a_proposal_is_the_reduced_direction_with_its_evidence_words():
    case = _case("The sleeves are very tight.")
    assert [(p["dim"], p["way"]) for p in case["proposals"]] == [("sleeves", -1)]
    features = case["proposals"][0]["features"]
    assert {"d=sleeves", "dd=sleeves-1", "class=Dresses", "w:tight", "w-1:very tight"} <= features


def test_a_proposal_is_labelled_right_only_when_the_gold_direction_matches():
    rows, labels = filter_rows(
        [
            _case("The sleeves are very tight.", {"sleeves": -1}),
            _case("The sleeves are very tight.", {"sleeves": 0}),
        ]
    )
    assert len(rows) == 2
    assert labels == [1, 0]


def test_the_filter_drops_only_proposals_below_the_threshold():
    case = _case("Runs small and the sleeves are very tight.")
    ways = {p["dim"]: p["way"] for p in case["proposals"]}
    proba = np.array(
        [[0.1, 0.9] if p["dim"] == "overall" else [0.7, 0.3] for p in case["proposals"]]
    )
    assert filtered(case, proba, 0.0) == ways
    assert filtered(case, proba, 0.4) == {"overall": ways["overall"]}


def test_the_overall_model_only_adds_where_the_rules_are_silent():
    silent = _case("The sleeves are very tight.")
    # Classes: none, -1, 0, +1.
    assert with_overall(silent, np.array([[0.05, 0.05, 0.85, 0.05]]), 0.8) == {
        "sleeves": -1,
        "overall": 0,
    }
    assert with_overall(silent, np.array([[0.05, 0.05, 0.75, 0.15]]), 0.8) == {"sleeves": -1}
    said = _case("It runs small.")
    assert with_overall(said, np.array([[0.0, 0.0, 0.0, 1.0]]), 0.5) == {"overall": -1}
