# Two commands for a newcomer: `make run` serves the API, `make test` runs the suite.
# Each creates .venv and installs the pinned requirements when they changed.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8000
TEST_DATABASE_URL := $(or $(DATABASE_URL),postgres://postgres@127.0.0.1:5432/fitservice)
TEST_REDIS_URL := $(or $(REDIS_URL),redis://127.0.0.1:6379/1)

.PHONY: install run serve worker beat test lint format migrate browser-deps proxy-deps

$(BIN)/.installed: requirements.txt requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -r requirements-dev.txt
	touch $@

install: $(BIN)/.installed

migrate: install
	$(BIN)/python manage.py migrate --noinput

# Serves on 127.0.0.1:$(PORT) with gunicorn configured as in production
# (config/gunicorn.conf.py; gunicorn keeps the raw, still-encoded path that product ids
# need). With no DATABASE_URL/REDIS_URL: SQLite under ./var, in-process tasks, and the
# demo store behind http://127.0.0.1:$(PORT)/vfr/demo/ seeded first (idempotent).
run: migrate
	$(BIN)/python manage.py seed_demo --if-demo-page --origin http://127.0.0.1:$(PORT) \
		--origin http://localhost:$(PORT)
	$(BIN)/gunicorn -c config/gunicorn.conf.py config.wsgi --bind 127.0.0.1:$(PORT)

# The production web tier in the foreground on $(PORT), as the Dockerfile runs it: HAProxy
# (holds slow and idle clients, 408/413) in front of gunicorn on a unix socket
# (scripts/serve.sh). Installs HAProxy from the system's packages when missing. It does
# not migrate (`make migrate`), and starts with the database or Redis down.
serve: install proxy-deps
	PATH="$(CURDIR)/$(BIN):$$PATH" PORT=$(PORT) scripts/serve.sh

# HAProxy from the system's packages (Debian/Ubuntu), for `make serve` and its tests.
proxy-deps:
	@command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ] || \
		{ $(if $(filter 0,$(shell id -u)),,sudo) apt-get update -q && \
		  $(if $(filter 0,$(shell id -u)),,sudo) apt-get install -y -q haproxy; }

# A Celery worker with an embedded beat scheduler (production runs beat separately).
worker: install
	$(BIN)/celery -A config --quiet worker --beat --loglevel INFO

beat: install
	$(BIN)/celery -A config --quiet beat --loglevel INFO

# Debian's chromium + chromium-driver for tests/browser (apt-get, only when missing).
browser-deps:
	@sh scripts/install_chromium.sh

test: install browser-deps proxy-deps
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) \
		$(BIN)/python manage.py makemigrations --check --dry-run
	DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) CELERY_TASK_ALWAYS_EAGER=1 \
		CELERY_TASK_EAGER_PROPAGATES=1 $(BIN)/pytest $(PYTEST_ARGS)
	# The embedded default (SQLite, in-process tasks, no Redis) has its own branches in the
	# write path: the contract tests run on it too (all but those that start servers).
	env -u DATABASE_URL -u REDIS_URL CELERY_TASK_ALWAYS_EAGER=1 CELERY_TASK_EAGER_PROPAGATES=1 \
		$(BIN)/pytest tests/contract -m "not server and not worker" -p no:cacheprovider

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

format: install
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .
