#!/bin/sh
# The production web tier in the foreground (decisions.md section 8): HAProxy on $PORT in
# front of gunicorn on a unix socket (config/haproxy/haproxy.cfg, config/gunicorn.conf.py).
# Used by `make serve` and the Dockerfile. It does not migrate, and it starts with the
# database or Redis down. Stops both on SIGTERM/SIGINT, or when either exits.
set -eu
cd "$(dirname "$0")/.."
PORT="${PORT:-8000}"
BIND="${BIND:-0.0.0.0}"
RUN_DIR="${RUN_DIR:-$(pwd)/var/run}"
HAPROXY="${HAPROXY:-$(command -v haproxy || echo /usr/sbin/haproxy)}"
GUNICORN="${GUNICORN:-gunicorn}"
# The largest body any endpoint takes (the CSV import: 50 MiB and its form), as the
# service's own MAX_REQUEST_BODY_BYTES.
export MAX_BODY="${MAX_REQUEST_BODY_BYTES:-54525952}"
export HTTP_REQUEST_TIMEOUT="${HTTP_REQUEST_TIMEOUT:-20s}"
# gunicorn's answer must come within APP_TIMEOUT, a CSV import's within IMPORT_TIMEOUT.
export APP_TIMEOUT="${APP_TIMEOUT:-120s}"
export IMPORT_TIMEOUT="${IMPORT_TIMEOUT:-600s}"
# Requests handed to gunicorn at once (its workers x connections); the rest wait here.
export APP_MAXCONN="${APP_MAXCONN:-32}"
export ERRORS_DIR="$(pwd)/config/haproxy/errors"
export PORT BIND RUN_DIR
mkdir -p "$RUN_DIR"
rm -f "$RUN_DIR/gunicorn.sock"

# Only HAProxy can reach the socket, so the client address it forwards is trusted.
WEB_BEHIND_PROXY=1 $GUNICORN -c config/gunicorn.conf.py config.wsgi \
    --bind "unix:$RUN_DIR/gunicorn.sock" &
GUNICORN_PID=$!
"$HAPROXY" -db -f config/haproxy/haproxy.cfg &
PROXY_PID=$!

stop() {
    trap - TERM INT
    kill -TERM "$PROXY_PID" "$GUNICORN_PID" 2>/dev/null || true
    wait "$PROXY_PID" 2>/dev/null || true
    wait "$GUNICORN_PID" 2>/dev/null || true
}
trap 'stop; exit 0' TERM INT
# Whichever exits first takes the other down (a tier missing half is not serving).
while kill -0 "$PROXY_PID" 2>/dev/null && kill -0 "$GUNICORN_PID" 2>/dev/null; do
    sleep 1 &
    wait $! 2>/dev/null || true
done
stop
exit 1
