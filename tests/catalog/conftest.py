import itertools

import pytest

_events = itertools.count(1)


@pytest.fixture
def ingest():
    """An `ingest` object with fresh event ids; override any field."""

    def make(**kw):
        n = next(_events)
        return {
            "event_id": f"evt-{n}",
            "run_id": "run-1",
            "sequence": n,
            "producer": "test",
            "observed_at": "2025-03-01T12:00:00Z",
            **kw,
        }

    return make
