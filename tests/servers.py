"""Real processes for the tests that are about them: gunicorn (WSGI stack), Celery worker."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

from django.conf import settings

ROOT = Path(__file__).resolve().parent.parent


def database_url() -> str:
    """A URL for the database the tests use (pytest-django's test database)."""
    db = settings.DATABASES["default"]
    user = db.get("USER") or ""
    password = f":{db['PASSWORD']}" if db.get("PASSWORD") else ""
    auth = f"{user}{password}@" if user else ""
    port = f":{db['PORT']}" if db.get("PORT") else ""
    return f"postgres://{auth}{db.get('HOST') or '127.0.0.1'}{port}/{db['NAME']}"


def service_env(**overrides: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        DATABASE_URL=database_url(),
        DJANGO_SETTINGS_MODULE="config.settings",
        DB_CONN_MAX_AGE="0",
        PYTHONPATH=str(ROOT),
    )
    if settings.REDIS_URL:
        env["REDIS_URL"] = settings.REDIS_URL
    env.pop("CELERY_TASK_ALWAYS_EAGER", None)
    env.update(overrides)
    return env


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Gunicorn:
    """``log``: a file for the server's error log instead of a pipe (a pipe nobody reads
    fills up and stalls a server that answers thousands of requests)."""

    def __init__(self, log: Path | None = None, **env: str) -> None:
        self.port = free_port()
        self.log = log
        self.url = f"http://127.0.0.1:{self.port}"
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "gunicorn",
                "-c",
                "config/gunicorn.conf.py",
                "config.wsgi",
                "--bind",
                f"127.0.0.1:{self.port}",
                "--workers",
                "2",
            ],
            cwd=ROOT,
            env=service_env(CELERY_TASK_ALWAYS_EAGER="1", **env),
            stdout=subprocess.DEVNULL,
            stderr=log.open("wb") if log else subprocess.PIPE,
        )
        wait_until_up(self, "gunicorn")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()


def wait_until_up(server, name: str) -> None:
    """Until ``server.url`` answers /healthz (120 s at most: a loaded machine); the
    process's stderr if it exits first."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if server.process.poll() is not None:
            log = getattr(server, "log", None)
            raise RuntimeError(log.read_text() if log else server.process.stderr.read().decode())
        try:
            urllib.request.urlopen(f"{server.url}/healthz", timeout=1)
            return
        except OSError:
            time.sleep(0.2)
    server.stop()
    raise RuntimeError(f"{name} did not start")


class RedisServer:
    """A redis-server of the test's own on a free port: the one a test may stop, pause
    (SIGSTOP: a blackholed Redis that keeps its data) or kill. Never the shared one."""

    def __init__(self) -> None:
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process: subprocess.Popen | None = None
        self.start()

    def start(self) -> None:
        self.process = subprocess.Popen(
            [
                *("redis-server", "--port", str(self.port), "--bind", "127.0.0.1"),
                *("--save", "", "--appendonly", "no"),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    def pause(self) -> None:
        self.process.send_signal(signal.SIGSTOP)

    def resume(self) -> None:
        self.process.send_signal(signal.SIGCONT)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGCONT)
            self.process.kill()
            self.process.wait(timeout=10)


class TcpProxy:
    """A cuttable TCP proxy to ``target`` on a free port, for outages of the shared
    servers without touching them: ``cut()`` closes every connection and refuses new
    ones, ``restore()`` accepts again."""

    def __init__(self, target_port: int, target_host: str = "127.0.0.1") -> None:
        self.target = (target_host, target_port)
        self.port = free_port()
        self._lock = threading.Lock()
        self._sockets: list[socket.socket] = []
        self._listener: socket.socket | None = None
        self.restore()

    def restore(self) -> None:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen(64)
        self._listener = listener
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return
            try:
                upstream = socket.create_connection(self.target, timeout=5)
            except OSError:
                client.close()
                continue
            with self._lock:
                self._sockets += [client, upstream]
            for src, dst in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(src, dst), daemon=True).start()

    @staticmethod
    def _pipe(src: socket.socket, dst: socket.socket) -> None:
        try:
            while data := src.recv(65536):
                dst.sendall(data)
        except OSError:
            pass
        for sock in (src, dst):
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)

    def cut(self) -> None:
        if self._listener is not None:
            with contextlib.suppress(OSError):  # wakes the accepting thread (Linux)
                self._listener.shutdown(socket.SHUT_RDWR)
            self._listener.close()
            self._listener = None
        with self._lock:
            sockets, self._sockets = self._sockets, []
        for sock in sockets:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()

    def close(self) -> None:
        self.cut()


class ServeTier:
    """``make serve``'s tier (scripts/serve.sh: HAProxy in front of gunicorn on a unix
    socket) on a free 127.0.0.1 port, against the test database."""

    def __init__(self, run_dir: Path, log: Path | None = None, **env: str) -> None:
        """``log``: a file for everything the tier prints (stdout and stderr)."""
        self.port = free_port()
        self.log = log
        self.url = f"http://127.0.0.1:{self.port}"
        self.process = subprocess.Popen(
            ["sh", str(ROOT / "scripts" / "serve.sh")],
            cwd=ROOT,
            env=service_env(
                **{
                    "CELERY_TASK_ALWAYS_EAGER": "1",
                    "PORT": str(self.port),
                    "BIND": "127.0.0.1",
                    "RUN_DIR": str(run_dir),
                    "GUNICORN": f"{sys.executable} -m gunicorn",
                    "WEB_WORKERS": "2",
                    **env,  # may replace any of the above (GUNICORN: a stand-in upstream)
                }
            ),
            stdout=log.open("wb") if log else subprocess.DEVNULL,
            stderr=subprocess.STDOUT if log else subprocess.PIPE,
        )
        wait_until_up(self, "the web tier")

    stop = Gunicorn.stop  # terminating the script stops HAProxy and gunicorn
