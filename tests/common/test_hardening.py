"""What `manage.py check --deploy` asks for, and what the settings cannot say."""

from __future__ import annotations

import pytest

from tests.catalog.factories import product_body, product_url

pytestmark = pytest.mark.django_db


def test_management_responses_are_not_stored(api, site):
    written = api.put(product_url(site, "p"), product_body())
    assert written["Cache-Control"] == "no-store"
    assert api.get(f"/vfr/manage/sites/{site.pk}/products/missing")["Cache-Control"] == "no-store"


def test_admin_login_is_throttled(client, settings):
    settings.ADMIN_LOGIN_RATE = "3/h"  # an hour window: none ends mid-test
    statuses = [
        client.post("/admin/login/", {"username": "staff", "password": f"guess-{n}"}).status_code
        for n in range(5)
    ]
    assert statuses[:3] == [200, 200, 200]  # the form again, with its error
    assert statuses[3:] == [429, 429]


def test_another_username_from_another_address_is_not_throttled(client, settings):
    settings.ADMIN_LOGIN_RATE = "2/h"
    for n in range(3):
        client.post("/admin/login/", {"username": "staff", "password": f"x{n}"})
    response = client.post(
        "/admin/login/", {"username": "other", "password": "x"}, REMOTE_ADDR="10.0.0.9"
    )
    assert response.status_code == 200
