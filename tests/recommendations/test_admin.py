from __future__ import annotations

import pytest

from recommendations.models import RecsIndex

pytestmark = pytest.mark.django_db


def test_admin_shows_index_status_and_product_categories(admin_client, site, catalog):
    page = admin_client.get("/admin/recommendations/recsindex/")
    assert page.status_code == 200
    assert b"11" in page.content  # product count
    page = admin_client.get("/admin/recommendations/indexedproduct/?slot__exact=bottom")
    assert page.status_code == 200
    assert b"jeans" in page.content


def test_admin_rebuild_action(admin_client, site, catalog):
    before = RecsIndex.objects.get(site=site).version
    response = admin_client.post(
        "/admin/recommendations/recsindex/",
        {"action": "rebuild", "_selected_action": [str(site.pk)]},
    )
    assert response.status_code == 302
    assert RecsIndex.objects.get(site=site).version > before
