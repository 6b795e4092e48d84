from __future__ import annotations

import pytest

from storefront import lookups
from tests.client import ApiClient
from tests.storefront.factories import ProductFactory


@pytest.fixture(autouse=True)
def _fresh_lookups():
    """Each test starts with an empty per-process site/product memory."""
    lookups.forget_all()
    yield
    lookups.forget_all()


@pytest.fixture(autouse=True)
def _steady_clearance(settings):
    """Query counts of these tests do not include the clearance's renewal, which a slow
    machine could otherwise make due between two requests (common.revisions)."""
    settings.CACHE_CLEARANCE_SECONDS = 60


@pytest.fixture
def product(site):
    return ProductFactory(site=site, product_id="dress/1 ü")


@pytest.fixture
def shop() -> ApiClient:
    """An anonymous storefront client, as a widget calls the service."""
    return ApiClient()
