"""gunicorn settings of the web process, shared by the Dockerfile, ``make run``, the
benchmarks and the tests' servers, so each runs the service as production does.

The command line names the app and adds ``--bind`` (and may override anything here):
``gunicorn -c config/gunicorn.conf.py config.wsgi --bind 0.0.0.0:8000``.
"""

import gc
import json
import os

from gunicorn import util

from observability.gunicorn import prepare_metrics_dir, remove_metrics_dir, worker_exited

worker_class = "gthread"
# Two cores per container: one process a core; 4 threads each wait on the database or
# Redis for one another and keep a long request (a big catalog write) from blocking the
# process. More processes only fought over the two cores: at 32 connections the
# storefront's p99 was 25-41 ms with 4 processes x 2 threads against 20-27 ms with 2 x 4
# (docs/storefront.md, "Worker settings").
workers = int(os.environ.get("WEB_WORKERS", 2))
threads = int(os.environ.get("WEB_THREADS", 4))
# Each worker's share of the connections. A kept-alive connection stays with the worker
# that accepted it, and whichever worker wakes first accepts: at gunicorn's default of
# 1,000, 26 of 32 connections sat on one of 4 workers, which served nearly everything on
# one core. At its share a worker stops accepting and the next connection goes to one with
# room. The container holds workers x this many connections at once (gunicorn keeps at
# most this minus `threads` of them idle, so idle ones never fill every slot); the load
# balancer in front pools its connections to it: size its pool to fit, or raise this.
worker_connections = int(os.environ.get("WEB_WORKER_CONNECTIONS", 16))
keepalive = int(os.environ.get("WEB_KEEPALIVE", 2))
accesslog = "-"
errorlog = "-"
# JSON lines; the access line is each request's log event (request id, route, status,
# duration). Metrics: one file per worker in PROMETHEUS_MULTIPROC_DIR, summed by /metrics.
logger_class = "observability.gunicorn.JsonLogger"
prepare_metrics_dir()

# Over-long identifiers, sizes and cursors must reach the service, which answers them with
# a JSON 400/413 (decisions.md 1 and 5: a cursor over 2,048 characters is 400). At
# gunicorn's default of 4094 bytes a storefront read with a long cursor, or ids of
# non-ASCII characters (up to 12 bytes each once percent-encoded), was refused with an
# HTML 414 first. 8190 is the most gunicorn allows short of lifting the limit altogether,
# which would let a client grow a worker's memory with one endless request line.
limit_request_line = 8190
# gunicorn 27's control socket (a thread in the master serving commands on
# ~/.gunicorn/gunicorn.ctl): unused here, and every master on one machine binds the same
# path, so one master's exit removes the socket another listens on.
control_socket_disable = True


def _write_json_error(sock, status_int: int, reason: str, mesg: str) -> None:
    """What gunicorn answers itself (414 past the line limit, 400 for a malformed request,
    431 for oversized headers) in the service's one error shape, instead of HTML."""
    body = json.dumps({"error": f"{reason.lower()}: {mesg}"}).encode()
    head = (
        f"HTTP/1.1 {status_int} {reason}\r\nConnection: close\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
    )
    util.write_nonblock(sock, head.encode("latin-1") + body)


# gunicorn's workers call util.write_error at each use; the workers fork from the master,
# which runs this file, so they inherit the replacement (gunicorn is pinned in
# requirements.txt; tests/storefront/test_server.py checks the 414 over HTTP).
util.write_error = _write_json_error


def post_worker_init(worker) -> None:
    """Move the loaded application into the permanent generation (``gc.freeze``), so the
    full collections a busy worker runs no longer walk Django's, DRF's and our modules'
    objects: a full collection took 60-80 ms of CPU under load before, ~7 ms after,
    and it stalls every request of the worker while it runs."""
    gc.collect()
    gc.freeze()


def child_exit(server, worker) -> None:
    worker_exited(worker.pid)


def on_exit(server) -> None:
    remove_metrics_dir()
