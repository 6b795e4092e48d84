"""The labelled fit sets of ``bench/data`` and which of them are blind.

A blind check set is labelled by reading and scored only by the lead, once per round, with the
old and the new extractor (docs/reviews.md, data rules): no bench, test or tuning tool runs the
extractor, or any of its patterns, on its texts. One list, read by every tool that walks the
sets.
"""

from __future__ import annotations

from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
BLIND = frozenset(
    {
        "fit_extra_real_17.jsonl",
        "fit_extra_real_18.jsonl",
    }
)


def readable_sets() -> list[Path]:
    """The ``fit_extra_*.jsonl`` sets that tools may read, in name order."""
    return [path for path in sorted(DATA.glob("fit_extra_*.jsonl")) if path.name not in BLIND]
