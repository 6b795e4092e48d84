"""The pure parts of bench/fit_prequential.py: which pool a case goes to, how proposals are
counted per class, and that an archived extractor runs in a tree of its own."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from bench.fit_prequential import ROOT, archived_extractor, class_precision, fresh_predictions, kind


def test_cases_pool_by_kind_of_set_and_written_ones_by_language():
    assert kind(Path("fit_extra_real_12.jsonl"), {"language": "en"}) == "real en"
    assert kind(Path("fit_extra_written_7.jsonl"), {"language": "de"}) == "written de"
    assert kind(Path("fit_extra_written.jsonl"), {}) == "written en"
    assert kind(Path("fit_extra_nofit_en_13.jsonl"), {"language": "en"}) == "nofit_en"


def test_a_proposal_is_right_only_with_the_gold_direction():
    counts = class_precision(
        [
            ({"overall": 1}, {"overall": 1, "length": -1}),
            ({"overall": 0}, {"overall": 1}),
            ({}, {"length": -1}),
        ]
    )
    assert counts[("overall", 1)] == {True: 1, False: 1}
    assert counts[("length", -1)] == {False: 2}


def test_the_extractor_of_a_commit_reads_a_set_in_its_own_tree(tmp_path):
    if subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True
    ).returncode:
        pytest.skip("a checkout without git history")
    cases = tmp_path / "cases.jsonl"
    cases.write_text(
        json.dumps({"id": "a", "title": "", "body": "Runs small, size up.", "language": "en"})
        + "\n"
    )
    tree = archived_extractor("HEAD", tmp_path / "trees")
    assert (tree / "reviews" / "extraction" / "__init__.py").is_file()
    version, preds = fresh_predictions(tree, cases)
    assert version.startswith("fit-text-")
    assert preds == [{"overall": -1}]
