"""Revision counters in the shared cache, for caches that must never serve stale data.

A reader takes the revision *before* it reads the database and keys whatever it caches
by it; a writer bumps the revision *after* its transaction commits
(``transaction.on_commit``). A counter that disappears (eviction, flush) restarts from the
current time in nanoseconds, so it can never return to a value an old entry was keyed by.
"""

from __future__ import annotations

import time
from collections.abc import Iterable

from django.core.cache import cache


def _key(scope: str, key: object) -> str:
    return f"rev:{scope}:{key}"


def get_revision(scope: str, key: object) -> int:
    value = cache.get(_key(scope, key))
    if value is None:
        value = time.time_ns()
        if not cache.add(_key(scope, key), value, timeout=None):
            value = cache.get(_key(scope, key), value)
    return int(value)


def get_revisions(scope: str, keys: Iterable[object]) -> dict[object, int]:
    keys = list(keys)
    found = cache.get_many([_key(scope, k) for k in keys])
    return {k: found.get(_key(scope, k)) or get_revision(scope, k) for k in keys}


def bump_revision(scope: str, key: object) -> None:
    try:
        cache.incr(_key(scope, key))
    except ValueError:
        cache.add(_key(scope, key), time.time_ns(), timeout=None)
