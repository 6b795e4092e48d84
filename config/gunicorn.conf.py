"""gunicorn settings of the web process, shared by the Dockerfile, ``make run``, the
benchmarks and the tests' servers, so each runs the service as production does.

The command line names the app and adds ``--bind`` (and may override anything here):
``gunicorn -c config/gunicorn.conf.py config.wsgi --bind 0.0.0.0:8000``.
"""

import os

worker_class = "gthread"
# Two cores per container: 4 processes keep them busy; 4 threads each wait on the database
# or Redis for one another and keep long requests (CSV import, catalog writes) from
# blocking a process.
workers = int(os.environ.get("WEB_WORKERS", 4))
threads = int(os.environ.get("WEB_THREADS", 4))
keepalive = int(os.environ.get("WEB_KEEPALIVE", 2))
accesslog = "-"
errorlog = "-"
