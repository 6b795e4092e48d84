import os

from celery import Celery
from celery.signals import setup_logging

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("fitservice")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@setup_logging.connect
def _django_logging(**kwargs) -> None:
    """Workers log with the settings' LOGGING (JSON lines), not Celery's own format."""
    import logging
    from logging.config import dictConfig

    from django.conf import settings

    dictConfig(settings.LOGGING)
    logging.captureWarnings(True)  # warnings become log events too
