"""The web process's gunicorn settings (config/gunicorn.conf.py), on a real server."""

from __future__ import annotations

import gc
import http.client
import os
import runpy
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests.servers import ROOT, Gunicorn

CONFIG = ROOT / "config" / "gunicorn.conf.py"


def _socket_inodes(pid: int) -> set[str]:
    inodes = set()
    for fd in os.listdir(f"/proc/{pid}/fd"):
        try:
            target = os.readlink(f"/proc/{pid}/fd/{fd}")
        except OSError:
            continue
        if target.startswith("socket:["):
            inodes.add(target[8:-1])
    return inodes


def _connection_owners(server_port: int, worker_pids: list[int]) -> Counter:
    """How many established connections to ``server_port`` each worker holds (Linux)."""
    established = set()
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        local_port = int(fields[1].split(":")[1], 16)
        if local_port == server_port and fields[3] == "01":  # 01: ESTABLISHED
            established.add(fields[9])
    return Counter(
        {pid: len(established & _socket_inodes(pid)) for pid in worker_pids},
    )


def _wait_until_serving(pids: list[int]) -> None:
    """Until every worker has loaded the app and waits in its event loop: the server
    answers as soon as one worker does, and a late one would take no connections."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if all(Path(f"/proc/{pid}/wchan").read_text() == "do_epoll_wait" for pid in pids):
            return
        time.sleep(0.05)
    raise AssertionError("the workers did not start")


def _kept_alive_client(port: int) -> http.client.HTTPConnection:
    client = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    client.request("GET", "/healthz")
    response = client.getresponse()
    response.read()
    assert response.status == 200
    return client


@pytest.mark.server
@pytest.mark.skipif(not Path("/proc/net/tcp").exists(), reason="reads Linux's /proc")
def test_kept_alive_connections_are_shared_out_between_the_workers():
    """At gunicorn's default of 1,000 connections a worker, persistent connections piled
    onto whichever worker woke first; each worker now takes at most its share."""
    server = Gunicorn()
    clients = []
    try:
        workers = [
            int(pid)
            for pid in Path(f"/proc/{server.process.pid}/task/{server.process.pid}/children")
            .read_text()
            .split()
        ]
        assert len(workers) == 2
        _wait_until_serving(workers)
        with ThreadPoolExecutor(32) as pool:  # all at once, as a load balancer's pool opens
            clients.extend(pool.map(lambda _: _kept_alive_client(server.port), range(32)))
        owners = _connection_owners(server.port, workers)
        assert max(owners.values()) <= 16
        assert min(owners.values()) > 0
    finally:
        for client in clients:
            client.close()
        server.stop()


def test_a_worker_freezes_the_loaded_application_out_of_the_collector():
    """Full collections no longer walk the objects loaded at start (gc.freeze)."""
    settings = runpy.run_path(str(CONFIG))
    assert settings["worker_connections"] * settings["workers"] >= 32
    before = gc.get_freeze_count()
    try:
        settings["post_worker_init"](None)
        assert gc.get_freeze_count() > before
    finally:
        gc.unfreeze()
