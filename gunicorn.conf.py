"""gunicorn settings, read from the working directory by `make run`, the Dockerfile's
command and the tests' real server (command-line flags still override them)."""

import json

from gunicorn import util

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
