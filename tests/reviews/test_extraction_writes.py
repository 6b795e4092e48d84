"""The extraction write-back's one-statement update (``SqlBatch.update``)."""

from __future__ import annotations

from catalog.services.bulk_sql import SqlBatch
from reviews.models import Review
from tests.reviews.factories import review_item


def test_sql_batch_update_sets_each_row_to_its_own_values(sync):
    assert sync([review_item(), review_item(), review_item()]).status_code == 200
    reviews = list(Review.objects.order_by("pk"))
    for n, review in enumerate(reviews):
        review.read_record = {"n": n, "nested": {"list": [n, "ü"]}}
        review.has_fit_content = n % 2 == 0
    batch = SqlBatch()
    batch.update(Review, reviews[:2], fields=["read_record", "has_fit_content"])
    batch.run()
    rows = list(Review.objects.order_by("pk").values_list("read_record", "has_fit_content"))
    assert rows[0] == ({"n": 0, "nested": {"list": [0, "ü"]}}, True)
    assert rows[1] == ({"n": 1, "nested": {"list": [1, "ü"]}}, False)
    assert rows[2][0] != {"n": 2, "nested": {"list": [2, "ü"]}}  # not in the batch
