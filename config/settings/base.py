from pathlib import Path

from django.core.exceptions import ImproperlyConfigured

from config.env import env_bool, env_int, env_list, env_str

BASE_DIR = Path(__file__).resolve().parent.parent.parent
VAR_DIR = BASE_DIR / "var"

# "production" makes SECRET_KEY and ALLOWED_HOSTS mandatory and forbids DEBUG.
ENVIRONMENT = env_str("DJANGO_ENV", "development")
IS_PRODUCTION = ENVIRONMENT == "production"

DEBUG = env_bool("DJANGO_DEBUG", False)
if IS_PRODUCTION and DEBUG:
    raise ImproperlyConfigured("DJANGO_DEBUG must not be true when DJANGO_ENV=production")

SECRET_KEY = env_str("DJANGO_SECRET_KEY", required=IS_PRODUCTION) or (
    "dev-only-insecure-key-do-not-use-in-production"
)
if IS_PRODUCTION and (len(SECRET_KEY) < 50 or len(set(SECRET_KEY)) < 5):
    # What `manage.py check --deploy` asks of a key (security.W009).
    raise ImproperlyConfigured(
        "DJANGO_SECRET_KEY must be at least 50 characters (and not one repeated) in production"
    )
ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", [] if IS_PRODUCTION else ["*"])
if IS_PRODUCTION and not ALLOWED_HOSTS:
    raise ImproperlyConfigured("DJANGO_ALLOWED_HOSTS is required when DJANGO_ENV=production")
CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS")
CSRF_FAILURE_VIEW = "common.responses.csrf_failure"

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "common",
    "observability",
    "tenancy",
    "catalog",
    "reviews",
    "storefront",
    "recommendations",
    "widget",
]

MIDDLEWARE = [
    "common.middleware.RequestIdMiddleware",
    # Latency by route and status, and the request's log event (outside gunicorn).
    "observability.middleware.RequestMetricsMiddleware",
    "common.middleware.RawPathMiddleware",
    "common.middleware.BodySizeLimitMiddleware",
    "django.middleware.security.SecurityMiddleware",
    # Warm storefront cache hits end here: no sessions, CSRF, auth, routing or DRF needed.
    "storefront.fastpath.StorefrontFastPathMiddleware",
    # POST /recommendations likewise, but for its refusals (recommendations/api/fastpath.py).
    "recommendations.api.fastpath.RecommendationsFastPathMiddleware",
    "common.middleware.ManagementNoStoreMiddleware",
    # Outside the session and CSRF middleware: their cookies never ride a public answer.
    "common.middleware.PublicNoCookieMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

# Behind the project's HAProxy (scripts/serve.sh): trust the client address it forwards.
WEB_BEHIND_PROXY = env_bool("WEB_BEHIND_PROXY", False)
if WEB_BEHIND_PROXY:
    MIDDLEWARE.insert(0, "common.middleware.ProxiedClientAddressMiddleware")

# API paths never redirect: an unknown path is a JSON 404, not a 301 to "path/".
APPEND_SLASH = False

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = VAR_DIR / "static"
STATIC_ROOT.mkdir(parents=True, exist_ok=True)
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
# Serve straight from app directories when collectstatic has not run (make run, tests).
WHITENOISE_USE_FINDERS = True

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

SECURE_CONTENT_TYPE_NOSNIFF = True
SESSION_COOKIE_SECURE = IS_PRODUCTION
CSRF_COOKIE_SECURE = IS_PRODUCTION
# Behind a TLS-terminating load balancer that sets X-Forwarded-Proto (and strips a
# client's own): trust it, so Django knows requests came over HTTPS.
if env_bool("DJANGO_SECURE_PROXY_SSL_HEADER", False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
# HTTP Strict Transport Security, once the service is served over HTTPS only (0: off).
SECURE_HSTS_SECONDS = env_int("DJANGO_SECURE_HSTS_SECONDS", 0)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("DJANGO_SECURE_HSTS_INCLUDE_SUBDOMAINS", False)
SECURE_HSTS_PRELOAD = env_bool("DJANGO_SECURE_HSTS_PRELOAD", False)
SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", False)
# Failed-login throttling of the admin (common/admin_login.py), per client address and
# per username.
ADMIN_LOGIN_RATE = env_str("ADMIN_LOGIN_RATE", "10/m")
