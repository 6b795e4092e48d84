"""A stand-in for gunicorn behind ``scripts/serve.sh`` (run as its ``$GUNICORN``), to test
the proxy's side of races and slow answers with certain timing. It answers the first
request of each connection after ``STANDIN_DELAY`` seconds (default 0; ``/healthz`` at
once, so the tier is seen up) and keeps the
connection open, then closes it without an answer when a second request arrives on it,
as a gunicorn whose keep-alive expired at the moment the proxy reused the connection
does. Takes gunicorn's command line and uses only ``--bind unix:PATH``."""

from __future__ import annotations

import os
import socket
import sys
import threading
import time


def serve_connection(conn: socket.socket) -> None:
    with conn:
        buffer = b""
        while b"\r\n\r\n" not in buffer:
            chunk = conn.recv(65536)
            if not chunk:
                return
            buffer += chunk
        head, _, body = buffer.partition(b"\r\n\r\n")
        length = 0
        for line in head.split(b"\r\n")[1:]:
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value)
        while len(body) < length:
            chunk = conn.recv(65536)
            if not chunk:
                return
            body += chunk
        if not head.split(b" ", 2)[1].startswith(b"/healthz"):
            time.sleep(float(os.environ.get("STANDIN_DELAY", "0")))
        conn.sendall(
            b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
            b'Content-Length: 11\r\n\r\n{"ok":true}'
        )
        conn.recv(65536)  # a second request on this connection: hang up unanswered


def main(argv: list[str]) -> None:
    path = argv[argv.index("--bind") + 1].removeprefix("unix:")
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as listener:
        if os.path.exists(path):
            os.unlink(path)
        listener.bind(path)
        listener.listen(64)
        while True:
            conn, _ = listener.accept()
            threading.Thread(target=serve_connection, args=(conn,), daemon=True).start()


if __name__ == "__main__":
    main(sys.argv)
