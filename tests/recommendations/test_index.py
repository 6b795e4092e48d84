from __future__ import annotations

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
