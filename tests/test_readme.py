"""The README's "Try it" block runs as pasted against a running server."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from tests.servers import ROOT, Gunicorn, service_env


def try_it_block() -> str:
    readme = (ROOT / "README.md").read_text()
    section = readme.split("## Try it", 1)[1]
    return re.search(r"```sh\n(.*?)```", section, re.S)[1]


def test_readme_has_no_references_outside_the_repository():
    assert "../shared" not in (ROOT / "README.md").read_text()


@pytest.mark.server
@pytest.mark.django_db(transaction=True)
def test_try_it_runs_as_pasted():
    server = Gunicorn(DEMO_PAGE="1")
    try:
        env = service_env(PORT=str(server.port), CELERY_TASK_ALWAYS_EAGER="1")
        seed = [sys.executable, "manage.py", "seed_demo", "--origin", server.url]
        subprocess.run(seed, cwd=ROOT, env=env, check=True, capture_output=True)  # as make run
        result = subprocess.run(
            ["bash", "-e", "-o", "pipefail", "-c", try_it_block()],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
    finally:
        server.stop()
    out = result.stdout
    assert result.returncode == 0, result.stderr
    lines = out.splitlines()
    assert lines[0] == "401"  # the site without the key
    for name in ("wrap-dress", "slip-dress", "sandals"):
        assert f"PUT {name}: 200" in lines
    assert '"created_count":2' in out  # the review sync
    assert '"dimension_code":"bust"' in out  # fit evidence extracted from the text
    assert '"product_id":"slip-dress"' in out  # similar
    assert '"product_id":"sandals"' in out  # complete the look
    assert any(line.startswith("demo page: 200") for line in lines)
    assert '"revoked": true' in out
    assert lines[-1] == "401"  # the revoked key
