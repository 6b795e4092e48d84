import time

import pytest
from django.core.cache import cache, caches
from django.db import transaction
from redis.exceptions import RedisError

from common import outage, revisions
from common.models import PendingInvalidation
from common.revisions import (
    DIRTY,
    DIRTY_SECONDS,
    bump_after_commit,
    bump_revision,
    bump_revisions,
    cached_reads_trusted,
    delete_when_reachable,
    deliver_pending,
    get_revision,
    get_revisions,
    renew_clearance,
)
from common.tasks import deliver_invalidations


def test_a_bump_changes_the_revision():
    before = get_revision("product", "a")
    bump_revision("product", "a")
    assert get_revision("product", "a") != before


def test_reading_twice_without_a_bump_gives_the_same_revision():
    assert get_revision("product", "b") == get_revision("product", "b")


def test_bump_revisions_changes_every_key_and_only_those():
    before = get_revisions("product", ["c", "d", "e"])
    bump_revisions("product", ["c", "d"])
    after = get_revisions("product", ["c", "d", "e"])
    assert after["c"] != before["c"] and after["d"] != before["d"]
    assert after["e"] == before["e"]


def test_a_lost_revision_does_not_come_back_to_an_old_value():
    seen = {get_revision("product", "f")}
    for _ in range(20):
        cache.delete("rev:product:f")
        value = get_revision("product", "f")
        assert value not in seen
        seen.add(value)


# The outbox (decisions.md 1: a committed write's invalidations are never lost).


@pytest.fixture
def no_hold(settings):
    settings.CACHE_OUTAGE_HOLD_SECONDS = 0


@pytest.mark.django_db
def test_a_write_marks_its_revisions_dirty_before_commit_and_fresh_after(
    django_capture_on_commit_callbacks,
):
    before = get_revision("product", "g")
    with django_capture_on_commit_callbacks(execute=True), transaction.atomic():
        bump_after_commit("product", ["g"])
        assert get_revision("product", "g") == DIRTY  # readers cache nothing meanwhile
    assert get_revision("product", "g") not in (before, DIRTY)
    assert not PendingInvalidation.objects.exists()


@pytest.mark.django_db
def test_redis_down_at_commit_keeps_the_bump_in_the_outbox_until_delivered(
    django_capture_on_commit_callbacks, no_hold
):
    before = get_revision("product", "h")
    assert renew_clearance() and cached_reads_trusted()
    outage.redis_failed()  # Redis unreachable from here on (commands fail at once)
    with django_capture_on_commit_callbacks(execute=True):
        with transaction.atomic():
            bump_after_commit("product", ["h"])
        outage.redis_failed()  # still down at commit
    assert list(PendingInvalidation.objects.values_list("scope", "keys")) == [("product", ["h"])]
    assert not cached_reads_trusted()  # Redis failed since the last clearance

    outage.allow_probe()  # Redis is back
    # The renewal delivers the outbox; what was read before it is not trusted...
    assert not cached_reads_trusted()
    assert get_revision("product", "h") not in (before, DIRTY)
    assert cached_reads_trusted()  # ...what is read after it is
    assert not PendingInvalidation.objects.exists()
    assert not PendingInvalidation.objects.exists()


@pytest.mark.django_db
def test_the_beat_task_delivers_the_outbox():
    before = get_revision("product", "i")
    PendingInvalidation.objects.create(scope="product", keys=["i"])
    assert deliver_invalidations() == 0
    assert get_revision("product", "i") != before


@pytest.mark.django_db
def test_a_failed_cache_write_after_commit_becomes_a_delete():
    cache.set("some-version", 3)
    outage.redis_failed()
    delete_when_reachable(["some-version"])
    outage.allow_probe()
    assert deliver_pending() == 0
    assert cache.get("some-version") is None


def test_redis_marked_down_fails_at_once():
    outage.redis_failed()
    started = time.monotonic()
    with pytest.raises(RedisError):
        cache.get("anything")
    assert time.monotonic() - started < 0.05


# Stamps are set in one command (``_set_stamps``), leaving what ``cache.set_many`` would.


def _ttl(key: str) -> int:
    backend = caches["default"]
    return backend._cache.get_client(None).ttl(backend.make_key(key))


@pytest.mark.django_db
def test_the_dirty_mark_expires_and_the_fresh_stamp_does_not(django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False) as callbacks, transaction.atomic():
        bump_after_commit("product", ["ttl-a", "ttl-b"])
    assert get_revisions("product", ["ttl-a", "ttl-b"]) == {"ttl-a": DIRTY, "ttl-b": DIRTY}
    assert 0 < _ttl("rev:product:ttl-a") <= DIRTY_SECONDS
    for callback in callbacks:
        callback()
    assert DIRTY not in get_revisions("product", ["ttl-a", "ttl-b"]).values()
    assert _ttl("rev:product:ttl-a") == -1  # no expiry, as set_many(timeout=None) leaves


@pytest.mark.django_db
def test_bumps_with_a_timeout_expire_after_it():
    bump_revisions("site", ["s1", "s2"], timeout=120)
    assert 110 < _ttl("rev:site:s1") <= 120 and 110 < _ttl("rev:site:s2") <= 120
    with transaction.atomic():
        bump_after_commit("site", ["s3"], timeout=30)
        assert get_revision("site", "s3") == DIRTY
        assert 0 < _ttl("rev:site:s3") <= 30  # the mark lasts no longer than the stamp


def test_many_keys_are_set_over_several_commands(monkeypatch):
    monkeypatch.setattr(revisions, "_STAMPS_PER_COMMAND", 3)
    keys = [f"many-{i}" for i in range(8)]
    before = get_revisions("product", keys)
    bump_revisions("product", keys, timeout=60)
    after = get_revisions("product", keys)
    assert all(after[k] != before[k] for k in keys)
    assert all(0 < _ttl(f"rev:product:{k}") <= 60 for k in keys)


def test_stamps_read_back_through_the_cache_as_set_many_leaves_them(settings):
    bump_revisions("product", ["same"])
    value = cache.get("rev:product:same")
    assert type(value) is int and value == get_revision("product", "same")
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    before = get_revision("product", "local")  # another backend: set_many
    bump_revisions("product", ["local"], timeout=60)
    assert get_revision("product", "local") not in (before, DIRTY)
