"""Settings owned by the reviews app (each overridable by the environment)."""

from config.env import env_int  # noqa: F401

REVIEWS_BEAT_SCHEDULE: dict = {}
