# Production image: slim, non-root, gunicorn serving config.wsgi.
FROM python:3.11-slim AS base

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    DJANGO_ENV=production \
    PORT=8000

WORKDIR /app
COPY requirements.txt .
RUN pip install -r requirements.txt

COPY . .
RUN useradd --system --uid 10001 --home /app app \
    && DJANGO_SECRET_KEY=build-only DJANGO_ALLOWED_HOSTS=build python manage.py collectstatic --noinput \
    && chown -R app /app/var
USER app

EXPOSE 8000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
    CMD python -c "import os,urllib.request; urllib.request.urlopen(f'http://127.0.0.1:{os.environ[\"PORT\"]}/healthz', timeout=2)"

# Workers, threads, connections, keep-alive and logs: config/gunicorn.conf.py (WEB_WORKERS,
# WEB_THREADS, WEB_WORKER_CONNECTIONS, WEB_KEEPALIVE).
CMD ["sh", "-c", "exec gunicorn -c config/gunicorn.conf.py config.wsgi --bind 0.0.0.0:${PORT}"]
