"""JSON log lines: one event per line, the same fields in web and worker processes.

Every line has ``timestamp`` (ISO 8601, UTC), ``level``, ``logger`` and ``message``, plus
the record's extra fields: ``request_id`` on everything logged while a request (or a task
a request queued) runs; ``route``, ``method``, ``path``, ``status``, ``duration_ms`` on
request events; ``task_name``, ``task_id``, ``outcome``, ``duration_ms`` on task events.
"""

from __future__ import annotations

from pythonjsonlogger.json import JsonFormatter as _JsonFormatter


class JsonFormatter(_JsonFormatter):
    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("rename_fields", {"levelname": "level", "name": "logger"})
        kwargs.setdefault("timestamp", True)
        super().__init__("%(levelname)s %(name)s %(message)s", **kwargs)


# Where ``RequestMetricsMiddleware`` leaves the route for gunicorn's access line.
ROUTE_ENVIRON_KEY = "fitservice.route"
