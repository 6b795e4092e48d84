"""The labelled fit sets of ``bench/data`` and which of them are blind.

A blind check set is labelled by reading and scored only by the lead, once per round, with the
old and the new extractor (docs/reviews.md, data rules): no bench, test or tuning tool runs the
extractor, or any of its patterns, on its texts. One list, read by every tool that walks the
sets.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
BLIND = frozenset(
    {
        "fit_extra_real_29.jsonl",
        "fit_extra_real_30.jsonl",
        "fit_extra_real_31.jsonl",
        "fit_extra_real_32.jsonl",
        "fit_extra_real_42.jsonl",
        "fit_extra_real_43.jsonl",
        "fit_extra_real_44.jsonl",
        "fit_extra_real_54.jsonl",
        "fit_extra_real_60.jsonl",
        "fit_extra_real_63.jsonl",
        "fit_extra_real_64.jsonl",
        "fit_extra_real_69.jsonl",
        "fit_extra_real_74.jsonl",
        "fit_extra_written_30.jsonl",
        "fit_extra_written_34.jsonl",
    }
)


def readable_sets(pattern: str = "fit_extra_*.jsonl") -> list[Path]:
    """The sets of ``bench/data`` matching ``pattern`` that tools may read, in name order.

    The default is the labelled sets; ``"*.jsonl"`` adds the unlabelled corpora.
    """
    return [path for path in sorted(DATA.glob(pattern)) if path.name not in BLIND]


def read_cases(paths: Iterable[Path]) -> list[dict]:
    """The JSON objects of the given JSON-lines files, in order, blank lines skipped."""
    return [
        json.loads(line)
        for path in paths
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
