# Production image: slim, non-root; HAProxy in front of gunicorn (scripts/serve.sh).
FROM python:3.11-slim AS base

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    DJANGO_ENV=production \
    PORT=8000

WORKDIR /app
RUN apt-get update \
    && apt-get install -y --no-install-recommends haproxy \
    && rm -rf /var/lib/apt/lists/*
COPY requirements.txt .
RUN pip install -r requirements.txt

COPY . .
RUN useradd --system --uid 10001 --home /app app \
    && DJANGO_SECRET_KEY=build-only-not-a-secret-0123456789-abcdefghijklmnopqrstuvwxyz \
       DJANGO_ALLOWED_HOSTS=build python manage.py collectstatic --noinput \
    && chown -R app /app/var
USER app

EXPOSE 8000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
    CMD python -c "import os,urllib.request; urllib.request.urlopen(f'http://127.0.0.1:{os.environ[\"PORT\"]}/healthz', timeout=2)"

# The same tier as `make serve`: HAProxy on $PORT (config/haproxy/haproxy.cfg) in front of
# gunicorn on a unix socket (config/gunicorn.conf.py: WEB_WORKERS, WEB_THREADS, ...).
CMD ["scripts/serve.sh"]
