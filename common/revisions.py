"""Revision stamps in the shared cache, for caches that must never serve stale data.

A reader takes the revision *before* it reads the database and keys whatever it caches
by it; a writer bumps the revision once its transaction commits. A bump sets a fresh
random 62-bit stamp rather than incrementing, so it is one round trip for any number of
keys, and a stamp that disappears (eviction, flush) can never come back as a value an old
entry was keyed by.

Redis may be unreachable when a write commits (decisions.md 1: the write still answers
its normal status, and its invalidations reach the cache before any read is served from
an entry the write made stale). ``bump_after_commit``, called inside the write's
transaction, therefore:

1. sets the revisions to ``DIRTY`` at once (before the commit), a value no entry is ever
   stored under: until a fresh stamp is set, readers go to the database and cache
   nothing. The mark expires after ``DIRTY_SECONDS`` (a rolled-back write must not keep
   a product uncached); an expired stamp reads as a new one, which invalidates too;
2. when Redis cannot be told, writes the bumps to the outbox (``PendingInvalidation``)
   in the same transaction, and holds the commit until ``CACHE_OUTAGE_HOLD_SECONDS``
   after this process first saw Redis fail, trying once more then;
3. after the commit sets fresh stamps (and clears the outbox rows it wrote); if that
   fails, the outbox keeps the bumps (written then, when step 2 did not).

Readers trust the cache only under **the clearance**: each process checks, at most
``CACHE_CLEARANCE_SECONDS`` ago and after its last Redis failure, that the outbox is
empty, delivering what it finds (``cached_reads_trusted``). The beat task
``common.deliver_invalidations`` delivers the outbox too. Why no stale read slips through:
a process that touched Redis during the outage distrusts the cache until it has emptied
the outbox after it; one that did not made its last check before the outage began, and a
write that reached the outbox commits at least ``CACHE_OUTAGE_HOLD_SECONDS`` (longer than
the clearance) after the outage began, with Redis still unreachable at that moment, so
that clearance has lapsed by the time Redis can serve the stale entry again.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import secrets
import threading
import time
from collections.abc import Iterable

from django.conf import settings
from django.core.cache import cache, caches
from django.core.cache.backends.redis import RedisCache
from django.db import DatabaseError, connection, transaction
from redis.exceptions import RedisError

from common import outage

logger = logging.getLogger("common.revisions")

# The stamp of "changing right now": entries are never stored under it.
DIRTY = 0
DIRTY_SECONDS = 600
# Outbox rows of this scope delete cache keys instead of bumping revisions.
DELETE_SCOPE = "=delete"


def revision_key(scope: str, key: object) -> str:
    """The cache key holding the stamp (for readers that fetch it with other keys)."""
    return f"rev:{scope}:{key}"


def _stamp() -> int:
    return secrets.randbits(62) or 1


def get_revision(scope: str, key: object, *, timeout: int | None = None) -> int:
    """The current stamp, created when missing. ``timeout`` (seconds, None: no expiry)
    bounds how long a stamp nobody bumps is kept; an expired one is like a lost one."""
    value = cache.get(revision_key(scope, key))
    if value is None:
        value = _stamp()
        if not cache.add(revision_key(scope, key), value, timeout=timeout):
            value = cache.get(revision_key(scope, key), value)
    return int(value)


def get_revisions(scope: str, keys: Iterable[object]) -> dict[object, int]:
    keys = list(keys)
    found = cache.get_many([revision_key(scope, k) for k in keys])
    return {
        k: v if (v := found.get(revision_key(scope, k))) is not None else get_revision(scope, k)
        for k in keys
    }


def bump_revision(scope: str, key: object, *, timeout: int | None = None) -> None:
    cache.set(revision_key(scope, key), _stamp(), timeout=timeout)


def bump_revisions(scope: str, keys: Iterable[object], *, timeout: int | None = None) -> None:
    """Bump many revisions in one round trip (a CSV import commits thousands)."""
    stamps = {revision_key(scope, k): _stamp() for k in keys}
    if stamps:
        _set_stamps(stamps, timeout)


# Sets KEYS[i] to ARGV[i], each expiring after ARGV[#ARGV] seconds: ``cache.set_many``
# with a timeout in one command instead of MSET and one EXPIRE per key.
_SET_EXPIRING = """
local ttl = ARGV[#ARGV]
for i, key in ipairs(KEYS) do
  redis.call('SET', key, ARGV[i], 'EX', ttl)
end
return #KEYS
"""
# Keys per command: bounds how long one script holds the server (a few ms).
_STAMPS_PER_COMMAND = 5000


def _set_stamps(stamps: dict[str, int], timeout: int | None) -> None:
    """``cache.set_many(stamps, timeout=timeout)``, cheaper for thousands of keys on Redis.

    Django's ``set_many`` sends MULTI, MSET, one EXPIRE per key and EXEC, and validates
    each key for memcached; the replies of a CSV import's 5,000 products (10,000 of them,
    each read through ``outage.GuardedConnection``) cost about 60 ms of CPU. Here: one
    MSET without a timeout, else one script per ``_STAMPS_PER_COMMAND`` keys; the same keys
    (prefix and version), values (ints are stored as their digits by Django's serializer
    too) and expiry, so readers see what ``set_many`` would leave. Other backends (the
    file cache of development) go through ``set_many``."""
    backend = caches["default"]
    if not isinstance(backend, RedisCache) or (timeout is not None and timeout <= 0):
        cache.set_many(stamps, timeout=timeout)
        return
    client = backend._cache.get_client(None, write=True)
    make_key = backend.make_key  # our keys need none of the memcached key checks
    if timeout is None:
        client.mset({make_key(key): value for key, value in stamps.items()})
        return
    script = client.register_script(_SET_EXPIRING)
    items = list(stamps.items())
    for start in range(0, len(items), _STAMPS_PER_COMMAND):
        chunk = items[start : start + _STAMPS_PER_COMMAND]
        script(
            keys=[make_key(key) for key, _value in chunk],
            args=[*(value for _key, value in chunk), int(timeout)],
        )


def bump_after_commit(
    scope: str, keys: Iterable[object], *, timeout: int | None = None, mark_dirty: bool = True
) -> None:
    """Invalidate ``keys`` for the write in progress, never losing the bump (module doc).
    Outside a transaction the bump is made at once (outbox on failure). ``mark_dirty=False``
    skips steps 1 and 2 (for stamps whose readers' copies expire soon anyway): the bump is
    made after the commit, and goes to the outbox only when that fails."""
    keys = [str(k) for k in keys]
    if not keys:
        return
    if not connection.in_atomic_block:
        _deliver(scope, keys, timeout, outbox_row=None)
        return
    if not mark_dirty:
        transaction.on_commit(functools.partial(_deliver, scope, keys, timeout, outbox_row=None))
        return
    dirty = {revision_key(scope, k): DIRTY for k in keys}
    dirty_seconds = min(timeout, DIRTY_SECONDS) if timeout else DIRTY_SECONDS
    row_id = None
    try:
        _set_stamps(dirty, dirty_seconds)
    except RedisError:
        from common.models import PendingInvalidation

        row_id = PendingInvalidation.objects.create(scope=scope, keys=keys, timeout=timeout).pk
        _hold_commit()
        with contextlib.suppress(RedisError):  # still down: the outbox has it
            _set_stamps(dirty, dirty_seconds)
    transaction.on_commit(functools.partial(_deliver, scope, keys, timeout, outbox_row=row_id))


def _hold_commit() -> None:
    """Wait until ``CACHE_OUTAGE_HOLD_SECONDS`` after this process's outage began (no wait
    if that is past), then let the next command try Redis again."""
    since = outage.redis_down_since()
    hold = since + settings.CACHE_OUTAGE_HOLD_SECONDS - time.time() if since else 0
    if hold > 0:
        time.sleep(hold)
    outage.allow_probe()


def _deliver(scope: str, keys: list[str], timeout: int | None, *, outbox_row: int | None) -> None:
    """After commit: fresh stamps, then the outbox row (if any) is done; on a Redis
    failure the bumps stay in (or go to) the outbox. Never raises: the write committed."""
    from common.models import PendingInvalidation

    try:
        bump_revisions(scope, keys, timeout=timeout)
    except RedisError as exc:
        logger.warning("cache invalidation deferred to the outbox (%s): %s", scope, exc)
        if outbox_row is None:
            try:
                PendingInvalidation.objects.create(scope=scope, keys=keys, timeout=timeout)
            except DatabaseError:
                # Both stores down: the DIRTY mark set before the commit expires into a
                # fresh stamp, which invalidates as well.
                logger.exception("could not record a deferred cache invalidation")
        return
    if outbox_row is not None:
        # If this fails, the sweep delivers the row again: a bump twice is harmless.
        with contextlib.suppress(DatabaseError):
            PendingInvalidation.objects.filter(pk=outbox_row).delete()


def deliver_pending(*, limit: int = 500) -> int:
    """Deliver the outbox (oldest first) and return how many rows remain (0: clear).
    Raises RedisError or DatabaseError when a store is down."""
    return _deliver_outbox(limit)[1]


def _deliver_outbox(limit: int) -> tuple[int, int]:
    """(rows delivered, rows remaining)."""
    from common.models import PendingInvalidation

    rows = list(PendingInvalidation.objects.order_by("id")[:limit])
    for row in rows:
        if row.scope == DELETE_SCOPE:
            cache.delete_many(row.keys)
        else:
            bump_revisions(row.scope, row.keys, timeout=row.timeout)
    if not rows:
        return 0, 0
    PendingInvalidation.objects.filter(pk__in=[row.pk for row in rows]).delete()
    logger.info("delivered %d deferred cache invalidation(s)", len(rows))
    return len(rows), PendingInvalidation.objects.count()


def delete_when_reachable(keys: list[str]) -> None:
    """For a cache write that failed after a commit (Redis down): the keys are deleted
    from the cache once it is reachable again, so readers reload them from the database."""
    from common.models import PendingInvalidation

    PendingInvalidation.objects.create(scope=DELETE_SCOPE, keys=keys)


_renewing = threading.Lock()
_clearance = 0.0  # time.time() before this process last found the outbox empty


def cached_reads_trusted() -> bool:
    """Whether this process may serve (and store) what it has just read from the cache.
    Call only after that read succeeded. Renews the clearance when half its lifetime is
    over: one query (and the outbox's delivery, when it holds rows)."""
    age = time.time() - _clearance
    trusted = age < settings.CACHE_CLEARANCE_SECONDS and _clearance > outage.last_redis_failure()
    if trusted and age < settings.CACHE_CLEARANCE_SECONDS / 2:
        return True
    renewed = renew_clearance()
    # Still within the old clearance and another thread renews: nothing was stuck then.
    return renewed or (trusted and _renewing.locked())


def renew_clearance() -> bool:
    """Deliver the outbox and, when it is empty, renew this process's clearance. True when
    what the caller read from the cache before may be trusted: the clearance holds and
    nothing was delivered just now (a delivered bump makes those reads stale). One thread
    renews at a time; others answer False."""
    global _clearance
    if not _renewing.acquire(blocking=False):
        return False
    try:
        checked_at = time.time()  # before the outbox is read: rows committed later are not seen
        delivered, remaining = _deliver_outbox(500)
        if remaining or checked_at <= outage.last_redis_failure():
            return False
        _clearance = max(_clearance, checked_at)
        return not delivered
    except (RedisError, DatabaseError) as exc:
        logger.warning("cache clearance not renewed: %s", exc)
        return False
    finally:
        _renewing.release()


def forget_clearance() -> None:
    """Distrust cached reads until the next renewal (tests)."""
    global _clearance
    _clearance = 0.0
