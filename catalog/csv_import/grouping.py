"""Rows of a catalog CSV regrouped by product, in bounded memory (an external sort).

Rows of one product need not be adjacent (decisions.md section 3), yet the import wants
one product at a time, in ``product_id`` order (the order the write service locks in).
``group_rows`` sorts the rows by ``(product key, row)`` in runs of ``RUN_ROWS`` rows,
spills each sorted run to an anonymous temporary file in chunks of ``CHUNK_ROWS``
records, each ``marshal``-ed behind its length (one record per ``marshal.load`` measured
58 µs a row, mostly small reads; a chunk read whole and ``marshal.loads``-ed a few µs,
about half of what ``pickle`` took to write and read it), and merges the runs lazily:
memory holds one run while reading and one chunk per run while merging, whatever the
size of the file. A file that fits in one run is never written to disk. Runs that do
not overlap (a file already in product order, as exports usually are) are read one
after the other instead of through the merge's heap, which compared every record again.

Pure: no Django.
"""

from __future__ import annotations

import heapq
import itertools
import marshal
import tempfile
from collections.abc import Callable, Iterable, Iterator
from typing import IO, Any

# Rows held in memory before a run is spilled. A row keeps only the cells the layout
# reads, about 1 to 2 KB in Python objects: a run costs some 30 MB.
RUN_ROWS = 20_000
CHUNK_ROWS = 500
_LENGTH_BYTES = 8  # before each chunk: its length

Record = tuple[str, int, tuple[str, ...]]  # (product key, row, cells)
# What ``key_of`` answers for a row it cannot place yet (``deferred`` hands it back).
DEFER: Any = object()


def group_rows(
    records: Iterable[tuple[int, list[str]]],
    *,
    key_of: Callable[[int, list[str]], str | None],
    keep: Callable[[list[str]], tuple[str, ...] | None],
    deferred: Callable[[], Iterable[Record]] = tuple,
    run_rows: int | None = None,
) -> Iterator[Record]:
    """Yield ``(key, row, cells)`` sorted by key, then row.

    ``keep`` reduces a record to the cells the import reads, or None for a blank row
    (dropped). ``key_of`` gives the product key of a kept row (None sorts first, as ""),
    or ``DEFER``: ``deferred`` is called once every record was read and yields those rows
    as records (WooCommerce variations listed before their parent). All records are read
    before the first is yielded.
    """
    runs: list[IO[bytes]] = []
    bounds: list[tuple[Record, Record]] = []  # each spilled run's first and last record
    run: list[Record] = []
    try:
        for row, cells in records:
            kept = keep(cells)
            if kept is None:
                continue
            key = key_of(row, cells)
            if key is DEFER:
                continue
            run.append((key or "", row, kept))
            if len(run) >= (run_rows or RUN_ROWS):
                runs.append(_spill(run, bounds))
                run = []
        run.extend(deferred())
        run.sort()
        if not runs:
            yield from run
            return
        runs.append(_spill(run, bounds))
        run = []
        if all(a[-1] <= b[0] for a, b in itertools.pairwise(bounds)):
            yield from itertools.chain.from_iterable(_read(f) for f in runs)
        else:
            yield from heapq.merge(*(_read(f) for f in runs))
    finally:
        for f in runs:
            f.close()


def _spill(run: list[Record], bounds: list[tuple[Record, Record]]) -> IO[bytes]:
    run.sort()
    if run:
        bounds.append((run[0], run[-1]))
    f = tempfile.TemporaryFile()  # noqa: SIM115 - closed by group_rows
    for start in range(0, len(run), CHUNK_ROWS):
        data = marshal.dumps(run[start : start + CHUNK_ROWS])
        f.write(len(data).to_bytes(_LENGTH_BYTES, "little"))
        f.write(data)
    f.seek(0)
    return f


def _read(f: IO[bytes]) -> Iterator[Record]:
    while True:
        head = f.read(_LENGTH_BYTES)
        if not head:
            return
        # Our own temporary file, written by this process's ``_spill``.
        yield from marshal.loads(f.read(int.from_bytes(head, "little")))
