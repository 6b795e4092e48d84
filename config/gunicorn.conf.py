"""gunicorn settings of the web process, shared by the Dockerfile, ``make run``, the
benchmarks and the tests' servers, so each runs the service as production does.

The command line names the app and adds ``--bind`` (and may override anything here):
``gunicorn -c config/gunicorn.conf.py config.wsgi --bind 0.0.0.0:8000``.
"""

import json
import os

from gunicorn import util

worker_class = "gthread"
# Two cores per container: 4 processes keep them busy; 4 threads each wait on the database
# or Redis for one another and keep long requests (CSV import, catalog writes) from
# blocking a process.
workers = int(os.environ.get("WEB_WORKERS", 4))
threads = int(os.environ.get("WEB_THREADS", 4))
keepalive = int(os.environ.get("WEB_KEEPALIVE", 2))
accesslog = "-"
errorlog = "-"

# Over-long identifiers, sizes and cursors must reach the service, which answers them with
# a JSON 400/413 (decisions.md 1 and 5: a cursor over 2,048 characters is 400). At
# gunicorn's default of 4094 bytes a storefront read with a long cursor, or ids of
# non-ASCII characters (up to 12 bytes each once percent-encoded), was refused with an
# HTML 414 first. 8190 is the most gunicorn allows short of lifting the limit altogether,
# which would let a client grow a worker's memory with one endless request line.
limit_request_line = 8190


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
