"""Every error is ``{"error": ...}`` JSON (decisions.md section 1)."""

import pytest
from django.test import override_settings
from django.urls import path
from rest_framework.views import APIView

from tests.client import ApiClient


class Boom(APIView):
    authentication_classes = ()
    permission_classes = ()

    def get(self, request):
        raise RuntimeError("secret internals")


urlpatterns = [path("boom", Boom.as_view())]


def test_unknown_path_is_json_404(anon):
    response = anon.get("/no/such/path")
    assert response.status_code == 404
    assert response["Content-Type"].startswith("application/json")
    assert response.json() == {"error": "not found"}


def test_unknown_path_with_trailing_slash_does_not_redirect(anon):
    assert anon.get("/healthz/").status_code == 404


def test_wrong_method_is_json_405(api, site):
    response = api.post(f"/vfr/manage/sites/{site.id}", json={})
    assert response.status_code == 405
    assert "error" in response.json()


def test_wrong_method_on_health_is_json_405():
    response = ApiClient(enforce_csrf_checks=True).post("/healthz")
    assert response.status_code == 405
    assert response.json() == {"error": "method not allowed"}


def test_body_over_the_global_limit_is_413_before_reading(api, site, settings):
    settings.MAX_REQUEST_BODY_BYTES = 10
    response = api.put(f"/vfr/manage/sites/{site.id}", body=b"x" * 100)
    assert response.status_code == 413
    assert "error" in response.json()


@override_settings(ROOT_URLCONF=__name__)
def test_unexpected_exception_is_json_500_with_request_id(caplog):
    client = ApiClient()
    client.client.raise_request_exception = False
    response = client.get("/boom", headers={"X-Request-ID": "req-12345678"})
    assert response.status_code == 500
    body = response.json()
    assert set(body) == {"error"}
    assert "req-12345678" in body["error"]
    assert "secret internals" not in body["error"]
    assert any("req-12345678" in getattr(r, "request_id", "") for r in caplog.records)


@pytest.mark.django_db
def test_responses_carry_a_request_id(anon):
    response = anon.get("/healthz")
    assert len(response["X-Request-ID"]) >= 8


@pytest.mark.django_db
def test_csrf_failure_is_json_403():
    client = ApiClient(enforce_csrf_checks=True)
    response = client.client.post("/admin/login/", {"username": "x", "password": "y"})
    assert response.status_code == 403
    assert "error" in response.json()
