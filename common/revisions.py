"""Revision stamps in the shared cache, for caches that must never serve stale data.

A reader takes the revision *before* it reads the database and keys whatever it caches
by it; a writer bumps the revision *after* its transaction commits
(``transaction.on_commit``). A bump sets a fresh random 62-bit stamp rather than
incrementing, so it is one round trip for any number of keys, and a stamp that disappears
(eviction, flush) can never come back as a value an old entry was keyed by.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable

from django.core.cache import cache


def revision_key(scope: str, key: object) -> str:
    """The cache key holding the stamp (for readers that fetch it with other keys)."""
    return f"rev:{scope}:{key}"


def _stamp() -> int:
    return secrets.randbits(62)


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
    return {k: found.get(revision_key(scope, k)) or get_revision(scope, k) for k in keys}


def bump_revision(scope: str, key: object, *, timeout: int | None = None) -> None:
    cache.set(revision_key(scope, key), _stamp(), timeout=timeout)


def bump_revisions(scope: str, keys: Iterable[object]) -> None:
    """Bump many revisions in one round trip (a CSV import commits thousands)."""
    stamps = {revision_key(scope, k): _stamp() for k in keys}
    if stamps:
        cache.set_many(stamps, timeout=None)
