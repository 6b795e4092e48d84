"""Prints the API fuzz run's coverage table at the end of the pytest run (CI's log)."""

from __future__ import annotations


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    from tests.fuzz.test_api_fuzz import RESULTS

    if "table" in RESULTS:
        terminalreporter.write_sep("=", "API fuzz run (schemathesis): cases per operation")
        terminalreporter.write_line(RESULTS["table"])
