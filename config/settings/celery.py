from config.env import env_bool, env_str
from config.settings.cache import REDIS_URL

# With no REDIS_URL, tasks run in-process (embedded default). With it, a worker consumes
# them from Redis. CELERY_TASK_ALWAYS_EAGER forces in-process execution (unit tests).
# In-process execution still borrows a producer from the broker pool: the in-memory
# transport needs a host name, else kombu warns "No hostname was supplied" on every start.
CELERY_BROKER_URL = env_str("CELERY_BROKER_URL", REDIS_URL or "memory://localhost/")
CELERY_RESULT_BACKEND = None
CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_TASK_ALWAYS_EAGER", not REDIS_URL)
# In-process execution runs tasks inside the request, after its commit: a failing task
# must not turn a committed write into a 500 (it is logged; sweeps redo the work). The
# test suite sets it so that task errors fail the test that caused them.
CELERY_TASK_EAGER_PROPAGATES = env_bool("CELERY_TASK_EAGER_PROPAGATES", False)
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_IGNORE_RESULT = True
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
# Publishing must not hang a request when the broker is down: the periodic sweeps
# re-queue whatever was not published.
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "visibility_timeout": 3600,
    "socket_connect_timeout": 1,
    "socket_timeout": 2,
    "max_retries": 1,
}
CELERY_TASK_PUBLISH_RETRY = False
