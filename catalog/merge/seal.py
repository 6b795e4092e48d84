"""The import seal: whether a re-imported product body would change anything.

A CSV re-import mostly sends every product exactly as the previous import did. Applying
such a body again (validation, classification, the merge) changes nothing but the time
of the stock observations, yet it is most of an import's cost. So when an import applies
a body, it stores on the product a *seal*: a digest of the body (``body_hash``, the
canonical JSON's sha256), of the version of the rules that applied it and of the product
row's ``updated_at`` as written. A later import whose body has the same digest, under the
same rules, onto a product whose ``updated_at`` has not moved since, would reach the
same state again: it skips validation and merge and only records the stock observation
(``catalog.csv_import.apply``).

Why ``updated_at`` is enough to know the product is as the import left it: every change
a read shows moves it (decisions.md section 2, "updated_at moves on every change of the
product's own record"; a child change moves it too, ``catalog.merge.product``), and a
write that changes nothing leaves the state as the seal describes it. What does not move
it is a stock observation that only moves the observation time, which the skip records
the same way. An import whose stock was not applied (a newer observation was stored)
does not seal: the next import must try again.

The rules' version is a digest of the source of the packages that decide what a body
becomes (validation, merge, classification): a deploy that changes them re-applies every
product once.
"""

from __future__ import annotations

import functools
import hashlib
from datetime import datetime
from pathlib import Path

_CATALOG = Path(__file__).resolve().parent.parent
_RULES = ("schemas.py", "aggregate.py", "merge", "detection")


@functools.cache
def rules_version() -> str:
    """sha256 of the source files of the rules that turn a write body into rows."""
    digest = hashlib.sha256()
    for name in _RULES:
        path = _CATALOG / name
        files = sorted(path.rglob("*.py")) if path.is_dir() else [path]
        for file in files:
            if file.exists():
                digest.update(str(file.relative_to(_CATALOG)).encode())
                digest.update(file.read_bytes())
    return digest.hexdigest()


def import_seal(body_hash: str, updated_at: datetime) -> str:
    """The seal of a product that an import of the body ``body_hash`` left with
    ``updated_at`` (microseconds since the epoch, so any time zone gives one seal)."""
    micros = round(updated_at.timestamp() * 1_000_000)
    text = f"{rules_version()}:{body_hash}:{micros}"
    return hashlib.sha256(text.encode()).hexdigest()
