import os

from django.core.wsgi import get_wsgi_application
from django.urls import get_resolver

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
application = get_wsgi_application()
# Import the URLconf and the views it names now, as the worker starts: Django imports it
# lazily, in the worker's first request, which paid for it (about 0.2 s of CPU, measured
# on the first CSV import a fresh worker served). gunicorn's ``post_worker_init`` then
# freezes these modules with the rest (``config/gunicorn.conf.py``).
get_resolver().url_patterns  # noqa: B018 - the import is the point
