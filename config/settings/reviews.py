"""Settings owned by the reviews app (each overridable by the environment)."""

from config.env import env_int

# A pending extraction older than this is re-queued by the sweep (publish lost, or the
# worker died mid-task; running it twice is harmless).
REVIEWS_SWEEP_GRACE_SECONDS = env_int("REVIEWS_SWEEP_GRACE_SECONDS", 120)
REVIEWS_SWEEP_INTERVAL_SECONDS = env_int("REVIEWS_SWEEP_INTERVAL_SECONDS", 60)
# A version whose extraction raised is retried by the sweep up to this many attempts.
REVIEWS_EXTRACTION_MAX_ATTEMPTS = env_int("REVIEWS_EXTRACTION_MAX_ATTEMPTS", 3)

REVIEWS_BEAT_SCHEDULE: dict = {
    "reviews-sweep": {
        "task": "reviews.sweep",
        "schedule": float(REVIEWS_SWEEP_INTERVAL_SECONDS),
    },
}
