"""The storefront's one Redis round trip, written two ways: which costs less CPU?

    REDIS_URL=redis://127.0.0.1:6379/5 .venv/bin/python bench/storefront_redis.py

A warm storefront read counts the request and reads three keys in one round trip
(``SET counter 0 EX NX``, ``INCR counter``, ``MGET``). This times, in one process and
interleaved, what that call costs:

- ``redis-py pipeline (pooled)``: ``Pipeline(transaction=False)`` on the cache's pooled
  client, which borrows a connection (lock, readiness poll) on every call;
- ``redis-py packing, own connection``: redis-py's ``pack_commands`` /
  ``send_packed_command`` / ``read_response`` on a connection of the thread's own (made
  by the pool): no borrow, no Pipeline object;
- ``hand-written RESP, own connection``: ``storefront.redis_cache.count_and_get_many``,
  the same with the commands written in RESP by hand (kept: the cheapest).

CPU time (``time.process_time``) and wall time per call, median of ``--rounds``, with 1
thread and with 4 threads calling at once (a gthread worker). Redis' own CPU is not
included (the same commands reach it either way).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))


class RedisPyPacking:
    """redis-py's ``pack_commands`` on a connection of the thread's own."""

    def __init__(self, cache) -> None:
        self.cache = cache
        self.client = cache._cache.get_client(write=True)
        self.local = threading.local()

    def __call__(self, counter_key: str, timeout: int, keys: list[str]):
        own = getattr(self.local, "own", None)
        if own is None:
            own = self.local.own = self.client.connection_pool.make_connection()
        counter = self.cache.make_key(counter_key)
        commands = [
            ("SET", counter, 0, "EX", timeout, "NX"),
            ("INCR", counter),
            ("MGET", *(self.cache.make_key(k) for k in keys)),
        ]
        own.send_packed_command(own.pack_commands(commands), check_health=False)
        replies = [own.read_response() for _ in commands]
        loads = self.cache._cache._serializer.loads
        return int(replies[1]), {
            k: loads(v) for k, v in zip(keys, replies[2], strict=True) if v is not None
        }


def pipelined(cache):
    """A ``Pipeline(transaction=False)`` on the cache's pooled client."""
    client = cache._cache.get_client(write=True)
    loads = cache._cache._serializer.loads

    def call(counter_key: str, timeout: int, keys: list[str]):
        counter = cache.make_key(counter_key)
        pipe = client.pipeline(transaction=False)
        pipe.set(counter, 0, ex=timeout, nx=True)
        pipe.incr(counter)
        pipe.mget([cache.make_key(k) for k in keys])
        replies = pipe.execute()
        return int(replies[1]), {
            k: loads(v) for k, v in zip(keys, replies[2], strict=True) if v is not None
        }

    return call


def _time(call, calls: int, threads: int) -> tuple[float, float]:
    """(CPU µs, wall µs) per call, ``threads`` threads making ``calls`` calls each."""

    def work() -> None:
        for _ in range(calls):
            call("bench:counter", 65, ["bench:a", "bench:b", "bench:c"])

    workers = [threading.Thread(target=work) for _ in range(threads)]
    cpu, wall = time.process_time(), time.perf_counter()
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    total = calls * threads
    return (
        (time.process_time() - cpu) / total * 1e6,
        (time.perf_counter() - wall) / total * 1e6,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--calls", type=int, default=5000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    if not os.environ.get("REDIS_URL"):
        raise SystemExit("set REDIS_URL")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from _table import table
    from django.conf import settings
    from django.core.cache import caches

    from storefront.redis_cache import count_and_get_many

    cache = caches[settings.STOREFRONT_CACHE_ALIAS]
    cache.set("bench:a", (1, '"etag"', b"x" * 600))
    cache.set("bench:b", 7)
    variants = {
        "redis-py pipeline (pooled)": pipelined(cache),
        "redis-py packing, own connection": RedisPyPacking(cache),
        "hand-written RESP, own connection": lambda *a: count_and_get_many(cache, *a),
    }
    for call in variants.values():  # connections made, code warm
        _time(call, 200, 1)
    rows = []
    for threads in (1, 4):
        runs: dict[str, list[tuple[float, float]]] = {name: [] for name in variants}
        for _ in range(args.rounds):
            for name, call in variants.items():
                runs[name].append(_time(call, args.calls // threads, threads))
        for name, found in runs.items():
            cpu = statistics.median(r[0] for r in found)
            wall = statistics.median(r[1] for r in found)
            rows.append([name, threads, cpu, wall])
    cache.delete_many(["bench:counter", "bench:a", "bench:b"])
    print(
        table(
            f"Count + MGET of 3 keys, one round trip; {args.calls} calls, "
            f"median of {args.rounds} interleaved rounds",
            ["variant", "threads", "CPU us/call", "wall us/call"],
            rows,
        )
    )


if __name__ == "__main__":
    main()
