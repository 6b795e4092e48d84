import dj_database_url

from config.env import env_int, env_str
from config.settings.base import VAR_DIR

DATABASE_URL = env_str("DATABASE_URL")

if DATABASE_URL:
    DATABASES = {
        "default": dj_database_url.parse(
            DATABASE_URL,
            conn_max_age=env_int("DB_CONN_MAX_AGE", 60),
            conn_health_checks=True,
        )
    }
    # An unreachable (blackholed) database fails a request in seconds with a 503
    # (decisions.md 1), not after the operating system's connect timeout of minutes.
    DATABASES["default"].setdefault("OPTIONS", {})["connect_timeout"] = env_int(
        "DB_CONNECT_TIMEOUT", 2
    )
else:
    VAR_DIR.mkdir(exist_ok=True)
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": VAR_DIR / "db.sqlite3",
            "OPTIONS": {"timeout": 20, "transaction_mode": "IMMEDIATE"},
        }
    }

IS_POSTGRES = DATABASES["default"]["ENGINE"].endswith("postgresql")

# The embedded SQLite default has no covering indexes (PostgreSQL's INCLUDE): it ignores
# their extra columns, which is harmless there, so its start-up warning is silenced.
SILENCED_SYSTEM_CHECKS = [] if IS_POSTGRES else ["models.W040"]
