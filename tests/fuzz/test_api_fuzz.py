"""The API fuzzed against its own OpenAPI schema (schemathesis), on the real stack.

gunicorn serves the test database and Redis; ``tests.fuzz.seed`` writes a site's products,
variants, reviews and orders through the API; schemathesis then runs every phase
(the schema's examples, boundary coverage, random fuzzing, stateful sequences) with a
fixed seed and fails on any 5xx and any answer the schema does not describe (status,
content type, headers, body), on a schema-valid request the server refuses, and on an
invalid one it accepts. The coverage table is printed at the end of the pytest run
(``tests/fuzz/conftest.py``) and written to ``var/fuzz-report.txt``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from common.openapi_docs import captured
from tests.factories import AccountFactory, SiteFactory, issue_key
from tests.fuzz import report
from tests.fuzz.seed import ORIGIN, Seeder
from tests.servers import ROOT, Gunicorn, service_env

pytestmark = [pytest.mark.server, pytest.mark.django_db(transaction=True)]

SCHEMATHESIS = Path(sys.executable).with_name("schemathesis")
CONFIG = Path(__file__).with_name("schemathesis.toml")
SEED = 20261125
TIME_LIMIT = 600  # seconds, each schemathesis run (a hard bound: the cases are bounded)
RESULTS: dict[str, str] = {}  # read by conftest.pytest_terminal_summary

# Operations whose success path the seeded data must reach, with the least number of 2xx.
MUST_SUCCEED = {
    "POST /vfr/manage/sites/{site_id}/products/{product_id}/reviews": 5,
    "POST /vfr/manage/sites/{site_id}/products/import": 5,
    "POST /recommendations": 5,
    "GET /vfr/sites/{site_key}/fit-evidence": 5,
    "GET /vfr/sites/{site_key}/reviews": 5,
}


def test_api_fuzz(tmp_path):
    account = AccountFactory()
    # The site key of the schema's recommendation example, so that example succeeds too.
    site_key = captured()["recommendations_create"]["request"]["site_key"]
    site = SiteFactory(account=account, site_key=site_key, origins=[ORIGIN])
    api_key = issue_key(account)
    env = service_env(
        FUZZ_API_KEY=api_key,
        FUZZ_SITE_ID=str(site.pk),
        FUZZ_SITE_KEY=site.site_key,
        SCHEMATHESIS_HOOKS="tests.fuzz.hooks",
        NO_COLOR="1",
    )
    server = Gunicorn(log=tmp_path / "gunicorn.log")
    runs = []
    try:
        Seeder(server.url, str(site.pk), api_key).seed()
        # Deletes run last, in their own run, so nothing before them finds its data gone.
        for name, selection in (("main", "--exclude-method"), ("deletes", "--include-method")):
            events = tmp_path / f"{name}.ndjson"
            run = subprocess.run(
                [
                    *(str(SCHEMATHESIS), "--config-file", str(CONFIG), "run"),
                    f"{server.url}/api/schema/?format=json",
                    *(selection, "DELETE", "--seed", str(SEED), "--workers", "1"),
                    *("--checks", "all", "--report", "ndjson", "--report-ndjson-path", str(events)),
                ],
                cwd=tmp_path,
                env=env,
                capture_output=True,
                text=True,
                timeout=TIME_LIMIT,
            )
            assert events.exists(), run.stdout[-3000:] + run.stderr[-3000:]
            runs.append((run, events))
    finally:
        server.stop()
    stats = report.read(*(events for _, events in runs))
    summary = report.table(stats)
    RESULTS["table"] = summary
    out = ROOT / "var" / "fuzz-report.txt"
    out.parent.mkdir(exist_ok=True)
    out.write_text("\n\n".join([summary, *(run.stdout for run, _ in runs)]))
    output = "\n".join(run.stdout[-4000:] for run, _ in runs)

    server_errors = {
        name: row.statuses["5xx"] for name, row in stats.items() if row.statuses["5xx"]
    }
    assert not server_errors, f"5xx answers: {server_errors}\n{output}"
    failed = {name: dict(row.failures) for name, row in stats.items() if row.failures}
    assert not failed, f"failed checks: {failed}\n{output}"
    for run, _ in runs:
        assert run.returncode == 0, run.stdout[-5000:] + run.stderr[-3000:]
    for name, least in MUST_SUCCEED.items():
        assert stats[name].statuses["2xx"] >= least, (name, stats[name])


def test_schemathesis_is_installed():
    """The fuzz run's tool comes with the dev requirements (pinned)."""
    assert SCHEMATHESIS.exists(), "schemathesis: run `make install`"
    assert os.access(SCHEMATHESIS, os.X_OK)
