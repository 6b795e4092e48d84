"""The offline JSON-lines runner behind ``manage.py extract_fit``."""

from __future__ import annotations

import io
import json

from reviews.extraction.offline import run_offline


def run(text: str) -> tuple[list[dict], int]:
    out = io.StringIO()
    errors = run_offline(io.StringIO(text), out)
    return [json.loads(line) for line in out.getvalue().splitlines()], errors


def test_each_input_line_gives_one_output_line_with_id():
    lines, errors = run('{"id": 1, "body": "runs small"}\n{"id": "b", "title": "Love it"}\n')
    assert [line["id"] for line in lines] == [1, "b"] and errors == 0
    assert lines[0]["fit_signals"][0]["dimension_code"] == "overall"
    assert lines[1] == {"id": "b", "fit_signals": [], "measurements": []}


def test_language_is_optional_and_used():
    (line,), _ = run('{"id": 1, "body": "Taille petit", "language": "fr"}\n')
    assert line["fit_signals"][0]["score"] < 0


def test_invalid_json_line_gives_error_with_null_id_and_continues():
    lines, errors = run('not json\n{"id": 2, "body": "tts"}\n')
    assert lines[0]["id"] is None and "error" in lines[0]
    assert lines[1]["id"] == 2 and errors == 1


def test_wrong_field_type_gives_error_with_id():
    (line,), errors = run('{"id": 7, "body": 5}\n')
    assert line == {"id": 7, "error": "body: must be a string or null"} and errors == 1


def test_non_object_line_gives_error():
    (line,), _ = run("[1, 2]\n")
    assert line["id"] is None and "error" in line


def test_missing_id_gives_error():
    (line,), _ = run('{"body": "runs small"}\n')
    assert line == {"id": None, "error": "id: required"}


def test_blank_lines_are_skipped():
    lines, _ = run('\n{"id": 1}\n\n')
    assert len(lines) == 1
