from config.env import env_str

# GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset, it is 404.
METRICS_TOKEN = env_str("METRICS_TOKEN")

# JSON lines on stderr in web and worker processes (observability/logs.py names the fields).
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"request_id": {"()": "common.logging.RequestIdFilter"}},
    "formatters": {"json": {"()": "observability.logs.JsonFormatter"}},
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "formatter": "json",
            "filters": ["request_id"],
        },
    },
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
    "loggers": {
        # The error handler logs unexpected errors with the request id; silence Django's
        # duplicate.
        "django.request": {"handlers": ["console"], "level": "CRITICAL", "propagate": False},
        # Celery's own "Task ... succeeded" lines: observability.tasks_events logs each run.
        "celery.app.trace": {"level": "WARNING"},
    },
}
