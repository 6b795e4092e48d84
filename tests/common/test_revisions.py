import time

import pytest
from django.core.cache import cache
from django.db import transaction
from redis.exceptions import RedisError

from common import outage
from common.models import PendingInvalidation
from common.revisions import (
    DIRTY,
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
