from __future__ import annotations

import zlib

import pytest

from catalog.events import catalog_changed
from recommendations.models import IndexedProduct, RecsIndex
from recommendations.selectors import current_index
from recommendations.services.carts import cart_observe
from recommendations.services.index import index_rebuild
from recommendations.tasks import rebuild_index
from tests.recommendations.conftest import rec_body
from tests.recommendations.factories import make_product

pytestmark = pytest.mark.django_db


def test_catalog_change_rebuilds_the_index_in_process(
    api, site, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        make_product(site, "a", "Blue Jeans", variants=[{"id": "1"}])
        make_product(site, "b", "Black Jeans", variants=[{"id": "1"}])
        from django.db import transaction

        transaction.on_commit(lambda: catalog_changed(site.pk, []))
    response = api.post("/recommendations", rec_body(site, "similar", ["a"]))
    assert response.status_code == 200
    assert [i["product_id"] for i in response.json()["items"]] == ["b"]


def test_new_version_replaces_the_in_memory_index(site):
    make_product(site, "a", "Blue Jeans")
    index_rebuild(site_id=site.pk)
    first = current_index(site.pk)
    assert current_index(site.pk) is first  # same version: served from memory
    make_product(site, "b", "Black Jeans")
    index_rebuild(site_id=site.pk)
    second = current_index(site.pk)
    assert second is not first and "b" in second.position


def test_rebuild_task_twice_is_harmless(site):
    make_product(site, "a", "Leather Handbag")
    rebuild_index(str(site.pk))
    rebuild_index(str(site.pk))
    row = RecsIndex.objects.get(site=site)
    assert row.product_count == 1
    indexed = IndexedProduct.objects.get(site=site)
    assert (indexed.fine_category, indexed.slot) == ("handbag", "bag")


def test_categories_and_slots_are_assigned_automatically(site):
    for pid, title in [
        ("1", "Robe midi portefeuille"),
        ("2", "Wickelkleid aus Leinen"),
        ("3", "Vaqueros rectos azules"),
        ("4", "Leather Ankle Boots"),
    ]:
        make_product(site, pid, title)
    index_rebuild(site_id=site.pk)
    got = dict(IndexedProduct.objects.values_list("product__product_id", "slot"))
    assert got == {"1": "one_piece", "2": "one_piece", "3": "bottom", "4": "footwear"}


def test_observed_carts_count_as_co_purchases(api, site, catalog):
    cart_observe(site_id=site.pk, product_ids=["tee-men", "necklace"])
    cart_observe(site_id=site.pk, product_ids=["necklace", "tee-men"])  # same cart, once
    index = index_rebuild(site_id=site.pk)
    assert index.order_count == 0
    body = rec_body(site, "likely_purchases", ["tee-men"])
    assert api.post("/recommendations", body).json()["items"][0]["product_id"] == "necklace"


def test_recommendation_request_is_a_few_queries(api, site, catalog, django_assert_max_num_queries):
    api.post("/recommendations", rec_body(site, "similar", ["jeans-blue"]))  # warm
    with django_assert_max_num_queries(6):
        api.post("/recommendations", rec_body(site, "similar", ["jeans-blue"]))


def test_product_write_endpoint_prepares_products(api, site, django_capture_on_commit_callbacks):
    for pid, title in [("a", "Blue Slim Jeans"), ("b", "Black Skinny Jeans")]:
        with django_capture_on_commit_callbacks(execute=True):
            response = api.put(
                f"/vfr/manage/sites/{site.pk}/products/{pid}",
                {"title": title, "images": [{"url": f"https://cdn.example/{pid}.jpg"}]},
            )
        assert response.status_code == 200, response.content
    response = api.post("/recommendations", rec_body(site, "similar", ["a"]))
    assert response.status_code == 200
    assert [i["product_id"] for i in response.json()["items"]] == ["b"]
    with django_capture_on_commit_callbacks(execute=True):
        api.put(f"/vfr/manage/sites/{site.pk}/products/b/enabled", {"enabled": False})
    response = api.post("/recommendations", rec_body(site, "similar", ["a"]))
    assert response.json()["items"] == []


def test_sweep_finds_dirty_indexes_and_new_carts(site, catalog):
    from datetime import timedelta

    from django.utils import timezone

    from recommendations.services.index import stale_index_site_ids

    assert stale_index_site_ids() == []
    RecsIndex.objects.filter(site=site).update(dirty_at=timezone.now() - timedelta(minutes=5))
    RecsIndex.objects.filter(site=site).update(source_at=timezone.now() - timedelta(minutes=10))
    assert stale_index_site_ids() == [str(site.pk)]
    index_rebuild(site_id=site.pk)
    assert stale_index_site_ids() == []
    cart_observe(site_id=site.pk, product_ids=["tee-men", "necklace"])
    assert stale_index_site_ids() == [str(site.pk)]


def test_build_in_small_chunks_equals_one_chunk(api, site, catalog, monkeypatch):
    from recommendations.services import index as service

    def ranked(body):
        return [i["product_id"] for i in api.post("/recommendations", body).json()["items"]]

    bodies = [
        rec_body(site, "similar", ["jeans-blue"]),
        rec_body(site, "complete_the_look", ["tee-white"]),
        rec_body(site, "likely_purchases", ["tee-men"]),
    ]
    whole = [ranked(b) for b in bodies]
    monkeypatch.setattr(service, "CHUNK_PRODUCTS", 3)
    chunks = list(service.iter_record_chunks(site.pk))
    assert [len(c) for c in chunks] == [3, 3, 3, 2]
    index_rebuild(site_id=site.pk)
    assert current_index(site.pk).product_ids == sorted(catalog)
    assert [ranked(b) for b in bodies] == whole


def test_the_old_index_serves_until_the_new_one_is_complete(api, site, catalog, monkeypatch):
    from recommendations.services import index as service

    make_product(site, "jeans-new", "Women's Blue Mom Jeans", variants=[{"id": "v"}])
    before = RecsIndex.objects.get(site=site).version
    seen: list[tuple[int, list[str]]] = []
    chunks = service.iter_record_chunks

    def watching(site_id, chunk_size=None):
        for chunk in chunks(site_id, 4):
            yield chunk
            response = api.post("/recommendations", rec_body(site, "similar", ["jeans-blue"]))
            seen.append(
                (
                    RecsIndex.objects.get(site=site).version,
                    [i["product_id"] for i in response.json()["items"]],
                )
            )

    monkeypatch.setattr(service, "iter_record_chunks", watching)
    index_rebuild(site_id=site.pk)
    assert len(seen) == 3
    assert all(version == before and "jeans-new" not in ids for version, ids in seen)
    response = api.post("/recommendations", rec_body(site, "similar", ["jeans-blue"]))
    assert "jeans-new" in [i["product_id"] for i in response.json()["items"]]


def test_rebuild_rewrites_only_changed_rows(site, catalog, django_assert_max_num_queries):
    from catalog.models import Product

    Product.objects.filter(site=site, product_id="skirt").update(title="Women's Red Skirt")
    before = dict(IndexedProduct.objects.values_list("product__product_id", "digest"))
    index_rebuild(site_id=site.pk)
    after = dict(IndexedProduct.objects.values_list("product__product_id", "digest"))
    assert {pid for pid in after if after[pid] != before[pid]} == {"skirt"}
    assert IndexedProduct.objects.get(product__product_id="skirt").colour_family == "red"


def test_index_blob_round_trips_with_read_only_aligned_arrays(site, catalog):
    from recommendations.ranking import RecIndex

    index = current_index(site.pk)
    loaded = RecIndex.from_bytes(index.to_bytes())
    assert loaded.product_ids == index.product_ids
    assert loaded.position == index.position
    assert (loaded.occasion == index.occasion).all()
    assert not loaded.fine.flags.writeable
    assert all(a.flags.aligned for a in (loaded.occasion, loaded.log_price, loaded.co_ptr))


def test_an_unavailable_payload_is_never_served(api, site, catalog):
    IndexedProduct.objects.filter(product__product_id="jeans-black").update(payload=None)
    response = api.post("/recommendations", rec_body(site, "similar", ["jeans-blue"]))
    assert "jeans-black" not in [i["product_id"] for i in response.json()["items"]]


def test_an_index_stored_by_another_release_is_rebuilt_not_a_500(api, site, catalog, monkeypatch):
    """After an upgrade that changed the blob format, the first request rebuilds the index
    (in-process tasks here) and answers normally instead of failing on the old blob."""
    from recommendations.ranking import index as ranking_index

    with monkeypatch.context() as patched:
        patched.setattr(ranking_index, "FORMAT", 1)
        index_rebuild(site_id=site.pk)
    response = api.post("/recommendations", rec_body(site, "similar", ["jeans-blue"]))
    assert response.status_code == 200
    assert "jeans-black" in [i["product_id"] for i in response.json()["items"]]
    assert RecsIndex.objects.get(site=site).blob is not None


@pytest.mark.parametrize("blob", [b"", b"not zlib", zlib.compress(b"\x00" * 3)])
def test_an_unreadable_blob_is_an_index_format_error(blob):
    from recommendations.ranking import IndexFormatError, RecIndex

    with pytest.raises(IndexFormatError):
        RecIndex.from_bytes(blob)
