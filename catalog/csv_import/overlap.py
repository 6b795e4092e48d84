"""One database write run on a thread, on the import's own connection and transaction.

A CSV import alternates Python (reading rows, building and validating bodies, merging)
with PostgreSQL (the ``COPY`` of a batch's new rows): one waited for the other. A batch
of created products is written by ``InTransaction`` while the import reads the next
batch's rows, so the database's work and the parser's run at the same time.

Same connection, so the same transaction: the write is rolled back with the import (a
row error found later, a dry run). Django's connections are per thread; the thread is
handed the caller's, which is shared for the time of the write
(``inc_thread_sharing``). The caller must not use the connection until ``wait``
returns: the import waits before its next query.
"""

from __future__ import annotations

import contextvars
import threading
from collections.abc import Callable
from typing import Generic, TypeVar

from django.db import DEFAULT_DB_ALIAS, connections

T = TypeVar("T")


class InTransaction(Generic[T]):
    """``work()`` started on a thread that uses the caller's connection (in its open
    transaction) and the caller's context variables (``catalog_changes_collected``);
    ``wait`` returns its result or raises its exception."""

    def __init__(self, work: Callable[[], T]) -> None:
        self._connection = connections[DEFAULT_DB_ALIAS]
        self._context = contextvars.copy_context()
        self._work = work
        self._result: T | None = None
        self._error: BaseException | None = None
        self._waited = False
        self._connection.inc_thread_sharing()
        self._thread = threading.Thread(target=self._run, name="csv-import-write", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        connections[DEFAULT_DB_ALIAS] = self._connection
        try:
            self._result = self._context.run(self._work)
        except BaseException as exc:  # re-raised by ``wait``, in the caller's thread
            self._error = exc
        finally:
            del connections[DEFAULT_DB_ALIAS]  # this thread's reference only

    def wait(self) -> T:
        """Block until the write is done; its result, or its exception raised here."""
        self._thread.join()
        if not self._waited:
            self._waited = True
            self._connection.dec_thread_sharing()
        if self._error is not None:
            error, self._error = self._error, None
            raise error
        return self._result  # type: ignore[return-value]
