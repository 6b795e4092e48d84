"""Settings owned by the recommendations app (each overridable by the environment)."""

from config.env import env_int

RECOMMENDATIONS_BEAT_SCHEDULE: dict = {
    # Rebuilds indexes whose data changed but whose rebuild was lost (broker down).
    "recommendations-sweep-stale-indexes": {
        "task": "recommendations.sweep_stale_indexes",
        "schedule": 60.0,
    },
}

# The interface's short-term thresholds (section 8), requests per minute.
RECS_RATE_LIMIT_PER_SHOPPER = env_int("RECS_RATE_LIMIT_PER_SHOPPER", 60)
RECS_RATE_LIMIT_PER_STORE = env_int("RECS_RATE_LIMIT_PER_STORE", 6000)
RECS_RATE_LIMIT_PER_IP = env_int("RECS_RATE_LIMIT_PER_IP", 600)

# Index rebuilds: changes within this window are folded into one trailing build.
RECS_INDEX_DEBOUNCE_SECONDS = env_int("RECS_INDEX_DEBOUNCE_SECONDS", 1)
# Sites whose index one web process keeps in memory (least recently loaded is dropped).
RECS_INDEX_LOCAL_SITES = env_int("RECS_INDEX_LOCAL_SITES", 32)
