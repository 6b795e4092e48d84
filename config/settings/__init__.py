"""Settings, split by concern. Everything is read from the environment (see README).

Nothing set: the embedded default (SQLite file under ./var, in-process tasks, a file cache
under ./var shared by the web processes). ``DATABASE_URL`` and ``REDIS_URL`` switch to the
production shape.
"""

from config.settings.api import *  # noqa: F403
from config.settings.base import *  # noqa: F403
from config.settings.cache import *  # noqa: F403
from config.settings.catalog import *  # noqa: F403
from config.settings.celery import *  # noqa: F403
from config.settings.database import *  # noqa: F403
from config.settings.observability import *  # noqa: F403
from config.settings.recommendations import *  # noqa: F403
from config.settings.reviews import *  # noqa: F403
from config.settings.storefront import *  # noqa: F403
from config.settings.widget import *  # noqa: F403

CELERY_BEAT_SCHEDULE = {
    **COMMON_BEAT_SCHEDULE,  # noqa: F405
    **CATALOG_BEAT_SCHEDULE,  # noqa: F405
    **REVIEWS_BEAT_SCHEDULE,  # noqa: F405
    **STOREFRONT_BEAT_SCHEDULE,  # noqa: F405
    **RECOMMENDATIONS_BEAT_SCHEDULE,  # noqa: F405
}

SPECTACULAR_SETTINGS = {
    **SPECTACULAR_SETTINGS,  # noqa: F405
    "ENUM_NAME_OVERRIDES": {
        **SPECTACULAR_SETTINGS.get("ENUM_NAME_OVERRIDES", {}),  # noqa: F405
        **CATALOG_ENUM_NAME_OVERRIDES,  # noqa: F405
    },
}
