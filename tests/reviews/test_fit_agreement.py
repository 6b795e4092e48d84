"""bench/fit_agreement.py: the second reader's labels cover the TUNE part only (no held-out
review was read), and they reach the scorer as an extractor's output would."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from bench.fit_agreement import READERS, SHARED, emit
from bench.fit_quality import is_holdout

OFFICIAL = SHARED / "data/fit_dev/real_cases.jsonl"


@pytest.mark.skipif(not OFFICIAL.exists(), reason="the shared development data is not beside us")
def test_the_readers_labelled_every_tune_review_and_no_held_out_one():
    official = [json.loads(x) for x in OFFICIAL.open()]
    tune = {c["id"] for c in official if not is_holdout(c["id"])}
    read = [json.loads(x)["id"] for p in READERS for x in p.open() if x.strip()]
    assert len(read) == len(set(read)) == len(tune)
    assert set(read) == tune


def test_labels_are_emitted_as_extractor_output(tmp_path: Path, monkeypatch, capsys):
    labels = tmp_path / "r.jsonl"
    expect = {"signals": {"overall": -1}, "measurements": {"height_cm": 160.0, "size_worn": "s"}}
    labels.write_text(json.dumps({"id": "a", "expect": expect}) + "\n")
    monkeypatch.setattr(sys, "stdin", io.StringIO('{"id": "a"}\n{"id": "other"}\n'))
    emit([str(labels)])
    lines = capsys.readouterr().out.splitlines()
    assert [json.loads(x) for x in lines] == [
        {
            "id": "a",
            "fit_signals": [{"dimension_code": "overall", "score": -1.0}],
            "measurements": [
                {"dimension_code": "height_cm", "value": 160.0},
                {"dimension_code": "size_worn", "size_label": "s", "raw_value": "s"},
            ],
        }
    ]
