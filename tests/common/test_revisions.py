from django.core.cache import cache

from common.revisions import bump_revision, bump_revisions, get_revision, get_revisions


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
