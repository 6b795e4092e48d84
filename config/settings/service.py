"""Settings of the service's own behaviour (limits, windows); each overridable by env."""

from config.env import env_int

# Storefront reads (4.7, 4.8): per-IP safety limit, requests per minute.
STOREFRONT_RATE_LIMIT_PER_IP = env_int("STOREFRONT_RATE_LIMIT_PER_IP", 1200)

# Recommendations (4.9): the interface's short-term thresholds, per minute.
RECS_RATE_LIMIT_PER_SHOPPER = env_int("RECS_RATE_LIMIT_PER_SHOPPER", 60)
RECS_RATE_LIMIT_PER_STORE = env_int("RECS_RATE_LIMIT_PER_STORE", 6000)
RECS_RATE_LIMIT_PER_IP = env_int("RECS_RATE_LIMIT_PER_IP", 600)
