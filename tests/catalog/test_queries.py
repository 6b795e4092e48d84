"""The number of SQL queries of a write does not grow with its variants."""

import pytest
from django.conf import settings

from catalog.models import Product
from catalog.schemas import validate_product_write
from catalog.services.product_write import ProductWriteInput, products_apply
from tests.catalog.factories import image, product_body, product_url, sized_variants

# The counts are PostgreSQL's (production); SQLite reads one query per child table and
# splits bulk inserts into batches.
pytestmark = pytest.mark.skipif(not settings.IS_POSTGRES, reason="PostgreSQL query counts")

MAX_QUERIES_PER_REQUEST = 20  # 17 for a create with every kind of child


@pytest.mark.parametrize("count", [1, 300])
def test_product_write_request_makes_a_bounded_number_of_queries(
    api, site, count, django_assert_max_num_queries
):
    body = product_body(
        images=[image(i, external_media_id=f"m{i}") for i in range(10)],
        variants=[{**v, "media": [{"external_media_id": "m1"}]} for v in sized_variants(count)],
        size_charts=[{"external_id": "c"}],
        garment_measurements=[{"name": "waist", "value": 70, "unit": "cm"}],
        model_observations=[{"name": "Ann"}],
    )
    with django_assert_max_num_queries(MAX_QUERIES_PER_REQUEST):
        assert api.put(product_url(site, "p1"), body).status_code == 200
    body["variants"] = sized_variants(count, prefix="w")
    body["variants_complete"] = True
    with django_assert_max_num_queries(MAX_QUERIES_PER_REQUEST):
        assert api.put(product_url(site, "p1"), body).status_code == 200


def test_batch_apply_query_count_does_not_grow_with_products(site, django_assert_max_num_queries):
    writes = [
        ProductWriteInput(
            product_id=f"p{n}",
            write=validate_product_write(product_body(variants=sized_variants(20))),
        )
        for n in range(50)
    ]
    with django_assert_max_num_queries(12):  # 10
        results = products_apply(site=site, writes=writes)
    assert all(r.created and r.variant_count == 20 for r in results)
    assert Product.objects.filter(site=site).count() == 50


def test_enable_and_deletes_make_few_queries(api, site, django_assert_max_num_queries):
    api.put(product_url(site, "p1"), product_body(variants=sized_variants(50)))
    with django_assert_max_num_queries(12):
        api.put(product_url(site, "p1") + "/enabled", {"enabled": False})
    with django_assert_max_num_queries(20):
        api.delete(product_url(site, "p1") + "/variants/v1")
    with django_assert_max_num_queries(30):
        api.delete(product_url(site, "p1"))


def test_stock_update_of_one_variant_reads_the_product_in_the_round_trip_of_its_lock(
    api, site, django_assert_num_queries
):
    body = product_body(
        images=[image(i, external_media_id=f"m{i}") for i in range(10)],
        variants=[{**v, "media": [{"external_media_id": "m1"}]} for v in sized_variants(100)],
    )
    assert api.put(product_url(site, "p1"), body).status_code == 200
    stock = {"variants": [{"source_variant_id": "v5", "inventory_quantity": 1}]}
    # key, site, savepoint, lock + children, product + variant upsert, release savepoint
    with django_assert_num_queries(6):
        assert api.put(product_url(site, "p1"), stock).status_code == 200


def test_reading_a_product_back_loads_its_aggregate_in_two_queries(
    api, site, django_assert_num_queries
):
    from catalog.selectors import product_write_payload

    body = product_body(
        images=[image(i, external_media_id=f"m{i}") for i in range(3)],
        variants=[{**v, "media": [{"external_media_id": "m1"}]} for v in sized_variants(20)],
        size_charts=[{"external_id": "c"}],
        garment_measurements=[{"name": "waist", "value": 70, "unit": "cm"}],
        model_observations=[{"name": "Ann"}],
    )
    written = api.put(product_url(site, "p1"), body).json()
    pk = Product.objects.get(product_id="p1").pk
    with django_assert_num_queries(2):  # the product row, then every child table at once
        read = product_write_payload(pk)
    assert read["catalog_product"] == written["catalog_product"]
