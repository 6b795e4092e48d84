"""Settings owned by the storefront app (each overridable by the environment)."""

from config.env import env_int

STOREFRONT_BEAT_SCHEDULE: dict = {}

# Per-IP safety limit of the storefront reads (4.7, 4.8), requests per minute.
STOREFRONT_RATE_LIMIT_PER_IP = env_int("STOREFRONT_RATE_LIMIT_PER_IP", 1200)
