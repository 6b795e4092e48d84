"""The fuzz run's coverage table (pure: built from report events)."""

from __future__ import annotations

from tests.fuzz import report


def scenario(label: str, cases: list[tuple[str, str, int | None, list[str]]]) -> dict:
    """A ScenarioFinished event: ``(method, path, status, failed checks)`` per case."""
    recorder = {"label": label, "cases": {}, "interactions": {}, "checks": {}}
    for number, (method, path, status, failed) in enumerate(cases):
        case_id = f"c{number}"
        recorder["cases"][case_id] = {"value": {"method": method, "path": path}}
        recorder["interactions"][case_id] = (
            {"response": {"status_code": status}} if status is not None else {"response": None}
        )
        recorder["checks"][case_id] = [
            {"name": "not_a_server_error", "status": "success"},
            *({"name": name, "status": "failure"} for name in failed),
        ]
    return {"ScenarioFinished": {"recorder": recorder}}


def test_counts_cases_by_operation_and_status_class():
    events = [
        {"Initialize": {}},
        scenario(
            "POST /recommendations",
            [
                ("POST", "/recommendations", 200, []),
                ("POST", "/recommendations", 400, []),
                ("POST", "/recommendations", 503, ["not_a_server_error"]),
                ("POST", "/recommendations", None, []),  # no answer (network error)
                ("PATCH", "/recommendations", 405, []),  # an unsupported-method probe
            ],
        ),
        scenario("Stateful tests", [("GET", "/vfr/sites/{site_key}/reviews", 200, [])]),
        {"ScenarioFinished": {"recorder": {"label": "GET /skipped"}}},
    ]
    stats = report.collect(events)
    recs = stats["POST /recommendations"]
    assert recs.cases == 3
    assert dict(recs.statuses) == {"2xx": 1, "4xx": 1, "5xx": 1}
    assert dict(recs.failures) == {"not_a_server_error": 1}
    assert stats[report.OTHER_METHODS].statuses["4xx"] == 1
    assert stats["GET /vfr/sites/{site_key}/reviews"].statuses["2xx"] == 1
    assert "GET /skipped" not in stats


def test_table_has_a_line_per_operation_and_totals():
    stats = report.collect(
        [scenario("GET /a", [("GET", "/a", 200, []), ("GET", "/a", 404, ["x"])])]
    )
    lines = report.table(stats).splitlines()
    assert lines[0].split()[:5] == ["operation", "cases", "2xx", "4xx", "5xx"]
    assert lines[1].split() == ["GET", "/a", "2", "1", "1", "0", "x", "1"]
    assert lines[-1].split()[:5] == ["total", "2", "1", "1", "0"]
