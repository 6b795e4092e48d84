from __future__ import annotations

import itertools
from typing import Any

import pytest

from tests.client import enc
from tests.reviews.factories import ProductFactory

_events = itertools.count(1)


@pytest.fixture
def product(site):
    return ProductFactory(site=site, product_id="dress/1 ü")


def sync_url(site, product) -> str:
    return f"/vfr/manage/sites/{site.id}/products/{enc(product.product_id)}/reviews"


@pytest.fixture
def sync(api, site, product, django_capture_on_commit_callbacks):
    """POSTs a review batch for ``product`` (after-commit callbacks executed) and returns
    the response."""

    def send(reviews: list[dict[str, Any]], *, target=None, **envelope: Any):
        body = {"event_id": f"evt-{next(_events)}", "provider": "judgeme", **envelope}
        body["reviews"] = reviews
        with django_capture_on_commit_callbacks(execute=True):
            return api.post(sync_url(site, target or product), body)

    return send


def counts(response) -> dict[str, int]:
    body = response.json()
    assert response.status_code == 200, body
    return {k.removesuffix("_count"): v for k, v in body.items() if k.endswith("_count")}
