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


@pytest.mark.django_db
def test_every_request_body_is_declared_required(anon):
    """Each endpoint that takes a body answers 400 without one, so the schema must not
    offer the body as optional (schemathesis sent a product write without a body)."""
    schema = anon.get("/api/schema/?format=json").json()
    bodies = {
        f"{method.upper()} {path}": operation["requestBody"]
        for path, item in schema["paths"].items()
        for method, operation in item.items()
        if "requestBody" in operation
    }
    assert "PUT /vfr/manage/sites/{site_id}/products/{product_id}" in bodies
    assert "POST /vfr/manage/sites/{site_id}/products/import" in bodies
    assert {name for name, body in bodies.items() if body.get("required") is not True} == set()


@pytest.mark.django_db
def test_a_product_write_without_a_body_is_400(api, site):
    response = api.put(f"/vfr/manage/sites/{site.pk}/products/p1")
    assert response.status_code == 400
    assert response.json() == {"error": "request body must be a JSON object"}


@pytest.mark.django_db
def test_path_identifiers_declare_their_length_limits(anon):
    """product_id and variant_id are 1 to 255 characters (interface 2.1); the schema said
    so only in prose."""
    schema = anon.get("/api/schema/?format=json").json()
    declared = [
        parameter["schema"]
        for item in schema["paths"].values()
        for operation in item.values()
        for parameter in operation.get("parameters", [])
        if parameter["in"] == "path" and parameter["name"] in ("product_id", "variant_id")
    ]
    assert len(declared) >= 6
    assert all(s == {"type": "string", "minLength": 1, "maxLength": 255} for s in declared)


TAGS = ["en", "en-US", "EN-gb", "zh-Hant-TW", "de-CH-1996", "x-private", "i-klingon"]
NOT_TAGS = ["en_US", "e", "en-", "-en", "toolongtag1", "en us"]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("component", "field"),
    [
        ("ReviewRecordWrite", "language"),
        ("ReviewRecordWrite", "locale"),
        ("CatalogSizeChart", "locale"),
    ],
)
def test_bcp47_fields_declare_the_pattern_the_service_checks(anon, component, field):
    """The service answers 400 to a language or locale that is not a BCP 47 tag; the
    schema offered any string up to 35 characters (schemathesis sent `language: "0"`)."""
    import re

    schema = anon.get("/api/schema/?format=json").json()
    pattern = re.compile(schema["components"]["schemas"][component]["properties"][field]["pattern"])
    assert [tag for tag in TAGS if not pattern.match(tag)] == []
    assert [tag for tag in NOT_TAGS if pattern.match(tag)] == []
