#!/usr/bin/env bash
# Fuzzes a running service against its own OpenAPI schema with schemathesis, as CI does
# (tests/fuzz/test_api_fuzz.py runs the same against its own gunicorn on every `make test`).
#
#   SITE_JSON=site.json [BASE_URL=http://127.0.0.1:8000] [SEED=20261125] scripts/fuzz_api.sh
#
# SITE_JSON is the output of `manage.py create_site --json` for a scratch site: the script
# seeds it first (tests/fuzz/seed.py: stable, writable and doomed products, variants,
# reviews, orders), then runs every phase with tests/fuzz/schemathesis.toml and the hooks
# in tests/fuzz/hooks.py, deletes last, and prints the coverage table. Run from the
# project's .venv (`make install` installs the pinned schemathesis).
set -euo pipefail
cd "$(dirname "$0")/.."

: "${SITE_JSON:?SITE_JSON must name the create_site --json output}"
BASE_URL=${BASE_URL:-http://127.0.0.1:8000}
SEED=${SEED:-20261125}
BIN=${BIN:-.venv/bin}
read -r FUZZ_API_KEY FUZZ_SITE_ID FUZZ_SITE_KEY < <("$BIN/python" -c \
  'import json,sys; d=json.load(open(sys.argv[1])); print(d["api_key"], d["site_id"], d["site_key"])' \
  "$SITE_JSON")
export FUZZ_API_KEY FUZZ_SITE_ID FUZZ_SITE_KEY SCHEMATHESIS_HOOKS=tests.fuzz.hooks
export PYTHONPATH="$PWD" DJANGO_SETTINGS_MODULE=config.settings

"$BIN/python" -c 'import os, sys; from tests.fuzz.seed import Seeder
Seeder(sys.argv[1], os.environ["FUZZ_SITE_ID"], os.environ["FUZZ_API_KEY"]).seed()' "$BASE_URL"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for selection in --exclude-method --include-method; do  # deletes last
  (cd "$work" && "$OLDPWD/$BIN/schemathesis" --config-file "$OLDPWD/tests/fuzz/schemathesis.toml" \
    run "$BASE_URL/api/schema/?format=json" "$selection" DELETE --seed "$SEED" --workers 1 \
    --checks all --report ndjson --report-ndjson-path "$work/run${selection}.ndjson") || status=$?
done
"$BIN/python" -c 'import sys; from pathlib import Path; from tests.fuzz import report
print(report.table(report.read(*map(Path, sys.argv[1:]))))' "$work"/run*.ndjson
exit "$status"
