"""Settings owned by the recommendations app (each overridable by the environment)."""

from config.env import env_int

RECOMMENDATIONS_BEAT_SCHEDULE: dict = {}

# The interface's short-term thresholds (section 8), requests per minute.
RECS_RATE_LIMIT_PER_SHOPPER = env_int("RECS_RATE_LIMIT_PER_SHOPPER", 60)
RECS_RATE_LIMIT_PER_STORE = env_int("RECS_RATE_LIMIT_PER_STORE", 6000)
RECS_RATE_LIMIT_PER_IP = env_int("RECS_RATE_LIMIT_PER_IP", 600)
