"""Offline extraction over JSON lines, for evaluation and back-fills (no database).

Input: one JSON object per line, ``{"id", "title", "body", "language"}`` (language
optional). Output: one JSON line per input line, ``{"id", "fit_signals", "measurements"}``,
or ``{"id": <id or null>, "error": "..."}`` for a line that cannot be used; processing
continues after a bad line. Blank lines are skipped.
"""

from __future__ import annotations

import json
from typing import IO, Any

from . import extract_fit


def _error(item_id: Any, message: str) -> dict[str, Any]:
    return {"id": item_id, "error": message}


def _process(line: str) -> dict[str, Any]:
    try:
        item = json.loads(line)
    except ValueError as exc:
        return _error(None, f"invalid JSON: {exc}")
    if not isinstance(item, dict):
        return _error(None, "line must be a JSON object")
    item_id = item.get("id")
    for key in ("title", "body", "language"):
        if item.get(key) is not None and not isinstance(item[key], str):
            return _error(item_id, f"{key}: must be a string or null")
    if "id" not in item:
        return _error(None, "id: required")
    result = extract_fit(item.get("title"), item.get("body"), item.get("language"))
    return {"id": item_id, "fit_signals": result.fit_signals, "measurements": result.measurements}


def run_offline(in_stream: IO[str], out_stream: IO[str]) -> int:
    """Extract every line of ``in_stream`` to ``out_stream``; returns the number of error lines."""
    errors = 0
    for line in in_stream:
        if not line.strip():
            continue
        record = _process(line)
        errors += "error" in record
        out_stream.write(json.dumps(record, ensure_ascii=False) + "\n")
    out_stream.flush()
    return errors
