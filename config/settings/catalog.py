"""Settings owned by the catalog app (each overridable by the environment)."""

from config.env import env_int  # noqa: F401

CATALOG_BEAT_SCHEDULE: dict = {}
