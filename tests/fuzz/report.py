"""The coverage table of a schemathesis run, read from its NDJSON event report: per
operation, the cases sent, their answers by status class and the checks that failed."""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

STATEFUL = "Stateful tests"
OTHER_METHODS = "(undocumented methods, all paths)"


@dataclass
class OperationStats:
    cases: int = 0
    statuses: Counter = field(default_factory=Counter)  # "2xx", "4xx", "5xx", "none"
    failures: Counter = field(default_factory=Counter)  # check name -> failed cases


def collect(events: list[dict[str, Any]]) -> dict[str, OperationStats]:
    """``{"POST /recommendations": OperationStats, ...}`` from the report's events."""
    stats: dict[str, OperationStats] = defaultdict(OperationStats)
    for event in events:
        scenario = event.get("ScenarioFinished")
        if not scenario:
            continue
        recorder = scenario["recorder"]
        for case_id, node in recorder.get("cases", {}).items():
            value = node["value"]
            label = f"{value['method']} {value['path']}"
            if recorder["label"] not in (label, STATEFUL):
                label = OTHER_METHODS  # the unsupported_method probes of an operation
            row = stats[label]
            interaction = recorder.get("interactions", {}).get(case_id)
            response = interaction and interaction.get("response")
            if not response:
                continue
            row.cases += 1
            row.statuses[f"{str(response['status_code'])[0]}xx"] += 1
            for check in recorder.get("checks", {}).get(case_id, []):
                if check["status"] == "failure":
                    row.failures[check["name"]] += 1
    return dict(stats)


def read(*paths: Path) -> dict[str, OperationStats]:
    """The stats of one or more runs' NDJSON reports, added up."""
    return collect(
        [orjson.loads(line) for path in paths for line in path.read_bytes().splitlines() if line]
    )


def table(stats: dict[str, OperationStats]) -> str:
    """A fixed-width table, one operation a line, and the totals."""
    width = max([len(name) for name in stats] + [9])
    lines = [f"{'operation':<{width}}  cases    2xx    4xx    5xx  failed checks"]
    total = OperationStats()
    for name in sorted(stats, key=lambda label: (label.split(" ", 1)[1], label)):
        row = stats[name]
        total.cases += row.cases
        total.statuses.update(row.statuses)
        total.failures.update(row.failures)
        lines.append(_line(name, row, width))
    lines.append(_line("total", total, width))
    return "\n".join(lines)


def _line(name: str, row: OperationStats, width: int) -> str:
    failed = ", ".join(f"{check} {count}" for check, count in sorted(row.failures.items()))
    counts = "".join(f"{row.statuses.get(code, 0):>7}" for code in ("2xx", "4xx", "5xx"))
    return f"{name:<{width}}  {row.cases:>5}{counts}  {failed or '-'}"
