"""Work that runs after a commit never undoes the answer to a committed write."""

from __future__ import annotations

import pytest

from catalog.models import Product
from config.celery import app as celery_app
from tests.catalog.factories import product_body, product_url


@pytest.fixture
def eager_without_propagation():
    """The embedded default: in-process tasks whose errors are logged, not raised."""
    before = celery_app.conf.task_eager_propagates
    celery_app.conf.task_eager_propagates = False
    yield
    celery_app.conf.task_eager_propagates = before


def test_failing_index_rebuild_after_commit_keeps_the_write(
    transactional_db, api, site, monkeypatch, eager_without_propagation
):
    def broken(*, site_id):
        raise RuntimeError("index store unavailable")

    monkeypatch.setattr("recommendations.tasks.index_rebuild_claimed", broken)

    response = api.put(product_url(site, "p-1"), json=product_body(title="Linen shirt"))

    assert response.status_code == 200, response.content
    assert Product.objects.filter(site=site, product_id="p-1").exists()
