"""Redis and PostgreSQL outages: fail fast, and answer 503 rather than 500.

Redis is reached through :class:`GuardedConnection` (the connection class of every Redis
pool the service builds: cache, storefront cache). Its sockets time out after
``REDIS_SOCKET_TIMEOUT`` (0.5 s), and a failure marks Redis down *for this process* for
``REDIS_RETRY_SECONDS``: until then every command fails at once instead of waiting on a
dead or blackholed server again, so one request waits at most one timeout on Redis
(decisions.md 1: at most 2 s). The first command after the pause probes the server again.
"""

from __future__ import annotations

import threading
import time

from django.conf import settings
from redis.connection import Connection
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import RedisError
from redis.exceptions import TimeoutError as RedisTimeoutError

_lock = threading.Lock()
_down_until = 0.0  # time.monotonic() before which Redis counts as down
_last_failure = 0.0  # time.time() of this process's last Redis failure
_down_since = 0.0  # time.time() of the first failure since the last success (0.0: up)


def redis_failed() -> None:
    """Note a failed Redis command: commands fail fast for ``REDIS_RETRY_SECONDS``."""
    global _down_until, _last_failure, _down_since
    with _lock:
        _down_until = time.monotonic() + settings.REDIS_RETRY_SECONDS
        _last_failure = time.time()
        if not _down_since:
            _down_since = _last_failure


def redis_answered() -> None:
    global _down_since
    if _down_since:
        _down_since = 0.0


def redis_down_since() -> float:
    """When this process's current Redis outage began (0.0: none)."""
    return _down_since


def allow_probe() -> None:
    """Let the next command try Redis even while it is marked down."""
    global _down_until
    _down_until = 0.0


def redis_marked_down() -> bool:
    return time.monotonic() < _down_until


def last_redis_failure() -> float:
    """Wall-clock time of this process's last Redis failure (0.0: none)."""
    return _last_failure


def reset() -> None:
    """Forget past failures (tests that restart their own Redis)."""
    global _down_until, _last_failure, _down_since
    with _lock:
        _down_until = 0.0
        _last_failure = 0.0
        _down_since = 0.0


class GuardedConnection(Connection):
    """A redis-py connection that fails fast while Redis is marked down and marks it down
    on a connection error or timeout."""

    def connect_check_health(self, *args, **kwargs):
        if self._sock is None and redis_marked_down():
            raise RedisConnectionError("redis is unreachable (retrying shortly)")
        try:
            return super().connect_check_health(*args, **kwargs)
        except (RedisConnectionError, RedisTimeoutError):
            redis_failed()
            raise

    def send_packed_command(self, command, check_health=True):
        if redis_marked_down():
            self.disconnect()
            raise RedisConnectionError("redis is unreachable (retrying shortly)")
        try:
            return super().send_packed_command(command, check_health=check_health)
        except RedisTimeoutError:
            redis_failed()
            raise

    def read_response(self, *args, **kwargs):
        # A connection the server closed (a restart) is not an outage: the caller may
        # retry on a new one, whose connect tells.
        try:
            response = super().read_response(*args, **kwargs)
        except RedisTimeoutError:
            redis_failed()
            raise
        redis_answered()
        return response


def unavailable_part(exc: BaseException) -> str | None:
    """``"redis"`` or ``"database"`` when ``exc`` means that part cannot be reached (a 503,
    not a 500); None for any other error."""
    from django.db import DatabaseError, InterfaceError, OperationalError

    if isinstance(exc, RedisError):
        return "redis"
    if isinstance(exc, OperationalError | InterfaceError):
        return "database"
    if isinstance(exc, DatabaseError) and "connection" in str(exc).lower():
        return "database"
    return None


# Seconds a client should wait after a 503 for an unreachable part.
RETRY_AFTER = {"Retry-After": "2"}


def unavailable_body(part: str) -> dict[str, str]:
    return {"error": f"temporarily unavailable: the {part} cannot be reached, retry shortly"}
