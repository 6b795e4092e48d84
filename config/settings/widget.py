"""Settings owned by the widget app (each overridable by the environment)."""

from config.env import env_bool
from config.settings.database import DATABASE_URL

# GET /vfr/demo/ (decisions.md 7): on in the embedded default, in the production shape
# only with DEMO_PAGE=1 (else 404).
DEMO_PAGE = env_bool("DEMO_PAGE", not DATABASE_URL)
