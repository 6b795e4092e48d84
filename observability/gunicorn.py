"""gunicorn's own log lines as JSON (``logger_class`` in ``config/gunicorn.conf.py``), and
the per-process files of prometheus-client's multiprocess mode.

The access line is the request's log event under gunicorn: ``request_id`` (the
``X-Request-ID`` response header), ``route`` (set by ``RequestMetricsMiddleware`` in the
WSGI environ), method, raw path, status, ``duration_ms`` (the whole request, as gunicorn
measured it), bytes sent, client address and user agent.

Nothing here imports prometheus-client at module level: the master must not load it
before ``PROMETHEUS_MULTIPROC_DIR`` is set, or the forked workers would inherit
single-process metric values.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from typing import Any

from gunicorn.glogging import Logger

from observability.logs import ROUTE_ENVIRON_KEY, JsonFormatter


class JsonLogger(Logger):
    def setup(self, cfg: Any) -> None:
        super().setup(cfg)
        for log in (self.error_log, self.access_log):
            for handler in log.handlers:
                handler.setFormatter(JsonFormatter())

    def access(self, resp: Any, req: Any, environ: dict, request_time: Any) -> None:
        if not self.access_log_enabled:
            return
        request_id = "-"
        for name, value in resp.headers:
            if name.lower() == "x-request-id":
                request_id = value
                break
        status = resp.status
        if isinstance(status, str):
            status = status.split(None, 1)[0]
        self.access_log.info(
            "request",
            extra={
                "request_id": request_id,
                "route": environ.get(ROUTE_ENVIRON_KEY, "unmatched"),
                "method": environ.get("REQUEST_METHOD"),
                "path": environ.get("RAW_URI", "").split("?", 1)[0],
                "status": int(status),
                "duration_ms": round(request_time.total_seconds() * 1000, 3),
                "bytes": getattr(resp, "sent", None),
                "remote_addr": environ.get("REMOTE_ADDR"),
                "user_agent": environ.get("HTTP_USER_AGENT"),
            },
        )


_CREATED: list[str] = []


def prepare_metrics_dir() -> str:
    """An empty directory for this server's metric files, in ``PROMETHEUS_MULTIPROC_DIR``:
    the one the environment names (emptied: its files are a previous run's), else a new
    temporary one (removed by ``remove_metrics_dir`` when the server exits). Called by the
    master before it forks any worker."""
    path = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if path and path not in _CREATED:
        shutil.rmtree(path, ignore_errors=True)
        os.makedirs(path, exist_ok=True)
    elif not path:
        path = tempfile.mkdtemp(prefix="fitservice-metrics-")
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = path
        _CREATED.append(path)
    return path


def remove_metrics_dir() -> None:
    for path in _CREATED:
        shutil.rmtree(path, ignore_errors=True)


def worker_exited(pid: int) -> None:
    """A worker is gone: its live-gauge files no longer count (counters and histograms
    keep its figures, as Prometheus expects of counters)."""
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(pid)
