"""The after-commit hook: a receiver that fails never turns a committed write into an error."""

from __future__ import annotations

import logging

import pytest

from catalog.events import catalog_change_committed
from catalog.models import Product
from tests.catalog.factories import product_body, product_url

pytestmark = pytest.mark.django_db


@pytest.fixture
def receivers():
    """A failing receiver connected first, then one that records what it got."""
    seen = []

    def failing(sender, **kwargs):
        raise RuntimeError("derived data unavailable")

    def recording(sender, *, site_id, product_pks, **kwargs):
        seen.append((str(site_id), [str(pk) for pk in product_pks]))

    catalog_change_committed.connect(failing, weak=False)
    catalog_change_committed.connect(recording, weak=False)
    yield seen
    catalog_change_committed.disconnect(failing)
    catalog_change_committed.disconnect(recording)


def test_a_failing_receiver_is_logged_and_the_write_keeps_its_2xx(
    api, site, receivers, caplog, django_capture_on_commit_callbacks
):
    with (
        caplog.at_level(logging.ERROR, logger="catalog.events"),
        django_capture_on_commit_callbacks(execute=True),
    ):
        response = api.put(product_url(site, "p1"), product_body())

    assert response.status_code == 200, response.content
    product = Product.objects.get(site=site, product_id="p1")
    assert receivers == [(str(site.pk), [str(product.pk)])]  # the others still ran
    assert "failed" in caplog.text and "derived data unavailable" in caplog.text
