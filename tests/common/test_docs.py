"""The OpenAPI schema and its offline documentation pages."""

import pytest


@pytest.mark.django_db
def test_schema_is_openapi_3(anon):
    response = anon.get("/api/schema/?format=json")
    assert response.status_code == 200
    schema = response.json()
    assert schema["openapi"].startswith("3.")
    assert schema["info"]["version"] == "2.0.0"
    assert schema["components"]["securitySchemes"]["bearerAuth"]["scheme"] == "bearer"


@pytest.mark.django_db
@pytest.mark.parametrize("page", ["/api/docs/", "/api/redoc/"])
def test_docs_pages_load_assets_locally(anon, page):
    response = anon.get(page)
    assert response.status_code == 200
    html = response.content.decode()
    assert "/static/drf_spectacular_sidecar/" in html
    assert "cdn.jsdelivr" not in html and "unpkg.com" not in html


@pytest.mark.django_db
def test_sidecar_assets_are_served(anon):
    response = anon.get("/static/drf_spectacular_sidecar/swagger-ui-dist/swagger-ui-bundle.js")
    assert response.status_code == 200


@pytest.mark.django_db
def test_schema_generates_without_warnings():
    from django.core.management import call_command

    call_command("spectacular", "--validate", "--fail-on-warn", "--file", "/dev/null")
