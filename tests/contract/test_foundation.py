"""decisions.md sections 0 and 1: create_site, keys and rotation, error shapes, status
precedence (401 first, 403 vs 404), 404/405/400 as JSON, also through the real server."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import urllib.error
import urllib.request
import uuid

import pytest
from django.core.management import call_command

from tenancy.models import ApiKey
from tests.client import ApiClient, enc
from tests.contract.helpers import assert_error, create, new_body, product_path
from tests.factories import SiteFactory, issue_key
from tests.servers import ROOT, service_env

UNKNOWN_SITE = "00000000-0000-4000-8000-000000000000"


def create_site(*args: str) -> dict:
    out = io.StringIO()
    call_command("create_site", *args, "--json", stdout=out)
    text = out.getvalue()
    assert text.count("\n") <= 1, text  # one JSON object
    return json.loads(text)


# --- section 0: create_site ------------------------------------------------------------------


@pytest.mark.django_db
def test_create_site_output_shape_and_types():
    result = create_site(
        "--account",
        "Contract Co",
        "--origin",
        "https://shop.example",
        "--origin",
        "http://localhost:8080",
    )
    assert set(result) == {"account", "api_key", "site_id", "site_key", "shop_domain", "origins"}
    assert result["account"] == "Contract Co"
    assert isinstance(result["api_key"], str) and len(result["api_key"]) >= 43  # >= 32 bytes
    assert str(uuid.UUID(result["site_id"])) == result["site_id"]
    assert isinstance(result["site_key"], str) and 0 < len(result["site_key"]) <= 255
    assert result["shop_domain"] is None
    assert result["origins"] == ["https://shop.example", "http://localhost:8080"]
    # the key works on the new site's management endpoints
    api = ApiClient(result["api_key"])
    site = type("S", (), {"pk": result["site_id"]})
    response = api.put(product_path(site, "p1"), new_body())
    assert response.status_code == 200


@pytest.mark.django_db
def test_create_site_without_origin_has_empty_origins():
    result = create_site("--account", "no-origins")
    assert result["origins"] == []


@pytest.mark.django_db
def test_create_site_key_issue_and_rotation():
    first = create_site("--account", "rot")
    again = create_site("--account", "rot")
    assert again["api_key"] is None
    assert again["site_id"] != first["site_id"]
    rotated = create_site("--account", "rot", "--new-key")
    assert rotated["api_key"] not in (None, first["api_key"])
    site = type("S", (), {"pk": rotated["site_id"]})
    for key in (first["api_key"], rotated["api_key"]):
        assert ApiClient(key).put(product_path(site, "p"), new_body()).status_code == 200
    # both keys reach the first site too (the account owns both)
    site1 = type("S", (), {"pk": first["site_id"]})
    assert (
        ApiClient(rotated["api_key"]).put(product_path(site1, "p"), new_body()).status_code == 200
    )


@pytest.mark.django_db
def test_new_key_on_a_new_account_issues_exactly_one_key():
    result = create_site("--account", "fresh", "--new-key")
    assert result["api_key"]
    assert ApiKey.objects.filter(account__name="fresh").count() == 1


@pytest.mark.django_db
def test_create_site_with_shop_domain_is_hosted():
    result = create_site("--account", "hosted-co", "--shop-domain", "hosted-co.myshopify.com")
    assert result["shop_domain"] == "hosted-co.myshopify.com"
    assert str(uuid.UUID(result["site_id"])) == result["site_id"]
    # a hosted site also has a site_id for catalog sync
    site = type("S", (), {"pk": result["site_id"]})
    assert ApiClient(result["api_key"]).put(product_path(site, "p"), new_body()).status_code == 200


@pytest.mark.django_db
def test_keys_are_stored_only_as_hashes():
    result = create_site("--account", "hashing")
    for row in ApiKey.objects.filter(account__name="hashing").values():
        assert all(result["api_key"] not in str(value) for value in row.values())


@pytest.mark.server
@pytest.mark.django_db(transaction=True)
def test_create_site_command_prints_exactly_one_json_object_on_stdout():
    completed = subprocess.run(
        [
            sys.executable,
            "manage.py",
            "create_site",
            "--account",
            "cli",
            "--origin",
            "https://a.example",
            "--json",
        ],
        cwd=ROOT,
        env=service_env(),
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    result = json.loads(completed.stdout)
    assert result["account"] == "cli" and result["api_key"]
    assert result["origins"] == ["https://a.example"]


# --- section 1: error shapes -------------------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize(
    "path",
    [
        "/nope",
        "/vfr/manage/sites",
        "/vfr/manage/sites/x/y/z/w/v",
        "/vfr/manage/sites/{site}/productz",
        "/vfr/manage/sites/{site}/products/p/nope",
    ],
)
def test_unknown_path_is_json_404(api, site, path):
    assert_error(api.get(path.format(site=site.pk)), 404)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("method", "suffix"),
    [
        ("POST", "/products"),
        ("PUT", "/products"),
        ("POST", "/products/p"),
        ("PATCH", "/products/p"),
        ("GET", "/products/p/enabled"),
        ("POST", "/products/p/enabled"),
        ("DELETE", "/products/p/enabled"),
        ("GET", "/products/p/variants/v"),
        ("PUT", "/products/p/variants/v"),
        ("POST", "/products/p/variants/v"),
        ("PATCH", "/products/import"),
    ],
)
def test_wrong_method_is_json_405(api, site, method, suffix):
    create(api, site, "p", variants=[{"source_variant_id": "v"}])
    assert_error(api.request(method, f"/vfr/manage/sites/{site.pk}{suffix}"), 405)


@pytest.mark.django_db
@pytest.mark.parametrize(
    "raw", [b"{not json", b"[1, 2]", b'"string"', b"123", b"null", b"true", b"{}{}"]
)
def test_body_not_json_or_not_object_is_400(api, site, raw):
    assert_error(api.put(product_path(site, "p"), body=raw), 400)


# --- section 1: precedence -----------------------------------------------------------------------


MANAGEMENT = [
    ("PUT", "/products/p", {"title": "x", "images": [{"url": "https://cdn.example/a.jpg"}]}),
    ("DELETE", "/products/p", None),
    ("GET", "/products/p", None),
    ("GET", "/products", None),
    ("PUT", "/products/p/enabled", {"enabled": True}),
    ("DELETE", "/products/p/variants/v", None),
    ("POST", "/products/p/reviews", {"event_id": "e", "provider": "x", "reviews": []}),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "suffix", "body"), MANAGEMENT)
@pytest.mark.parametrize("key", [None, "fxk_nope_nope", "garbage"])
def test_401_before_anything_else(site, method, suffix, body, key):
    client = ApiClient(key)
    for site_id in (str(site.pk), UNKNOWN_SITE, "not-a-uuid"):
        response = client.request(method, f"/vfr/manage/sites/{site_id}{suffix}", body)
        assert_error(response, 401)
    # malformed body with a bad key: still 401
    response = client.request(method, f"/vfr/manage/sites/{UNKNOWN_SITE}{suffix}", body=b"{bad")
    assert_error(response, 401)


@pytest.mark.django_db
@pytest.mark.parametrize("key", [None, "fxk_nope_nope"])
def test_401_before_anything_on_csv_import(site, key):
    client = ApiClient(key)
    for site_id in (str(site.pk), UNKNOWN_SITE):
        assert_error(client.upload(f"/vfr/manage/sites/{site_id}/products/import", {}), 401)


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "suffix", "body"), MANAGEMENT)
def test_other_accounts_site_is_403_and_unknown_site_404(api, other_site, method, suffix, body):
    assert_error(api.request(method, f"/vfr/manage/sites/{other_site.pk}{suffix}", body), 403)
    assert_error(api.request(method, f"/vfr/manage/sites/{UNKNOWN_SITE}{suffix}", body), 404)


@pytest.mark.django_db
def test_other_accounts_site_is_403_even_with_an_invalid_body(api, other_site):
    response = api.put(product_path(other_site, "p"), body=b"{bad")
    assert_error(response, 403)
    assert_error(api.upload(f"/vfr/manage/sites/{other_site.pk}/products/import", {}), 403)


@pytest.mark.django_db
def test_other_account_cannot_touch_existing_products(api, other_site):
    owner = ApiClient(issue_key(other_site.account))
    create(owner, other_site, "p", variants=[{"source_variant_id": "v"}])
    assert_error(api.delete(product_path(other_site, "p")), 403)
    assert_error(api.delete(product_path(other_site, "p") + "/variants/v"), 403)
    assert_error(api.put(product_path(other_site, "p") + "/enabled", {"enabled": False}), 403)
    assert owner.put(product_path(other_site, "p"), {}).json()["product"]["enabled"] is True


@pytest.mark.django_db
def test_bearer_scheme_is_case_insensitive(api_key, site):
    client = ApiClient()
    response = client.put(
        product_path(site, "p"), new_body(), headers={"Authorization": f"bearer {api_key}"}
    )
    assert response.status_code == 200


# --- through the real WSGI server ---------------------------------------------------------------


def _http(
    server, method, path, key=None, body: bytes | None = None, content_type="application/json"
):
    headers = {"Content-Type": content_type}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    request = urllib.request.Request(server.url + path, data=body, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return (
                response.status,
                response.headers.get("Content-Type"),
                json.loads(response.read()),
            )
    except urllib.error.HTTPError as exc:
        return exc.code, exc.headers.get("Content-Type"), json.loads(exc.read())


@pytest.mark.server
@pytest.mark.django_db(transaction=True)
def test_contract_errors_and_encoded_ids_through_gunicorn(gunicorn_server):
    site = SiteFactory()
    key = issue_key(site.account)
    base = f"/vfr/manage/sites/{site.pk}/products"
    odd = ["a/b", "100%", "with space", "日本/語", "a?b#c", "import"]
    body = json.dumps(new_body(variants=[{"source_variant_id": "v/1 %"}])).encode()
    for product_id in odd:
        status, _, data = _http(gunicorn_server, "PUT", f"{base}/{enc(product_id)}", key, body)
        assert status == 200, data
        assert data["product"]["product_id"] == product_id
        status, _, data = _http(gunicorn_server, "GET", f"{base}/{enc(product_id)}", key)
        assert (status, data["catalog_product"]["product_id"]) == (200, product_id)
        status, _, data = _http(
            gunicorn_server, "DELETE", f"{base}/{enc(product_id)}/variants/{enc('v/1 %')}", key
        )
        assert (status, data["variant_id"]) == (200, "v/1 %")
        status, _, data = _http(gunicorn_server, "DELETE", f"{base}/{enc(product_id)}", key)
        assert (status, data) == (200, {"deleted": True, "product_id": product_id})
    for method, path, sent, expected in [
        ("GET", "/definitely/not/here", None, 404),
        ("POST", f"{base}/p", None, 405),
        ("GET", f"{base}/p", None, 404),
        ("PUT", f"{base}/p", b"{nope", 400),
        ("PUT", f"{base}/p", b"[]", 400),
        ("PUT", f"/vfr/manage/sites/{UNKNOWN_SITE}/products/p", b"{}", 404),
    ]:
        status, content_type, data = _http(gunicorn_server, method, path, key, sent)
        assert status == expected, (path, status, data)
        assert content_type.startswith("application/json") and isinstance(data["error"], str)
    status, _, data = _http(
        gunicorn_server, "PUT", f"/vfr/manage/sites/{UNKNOWN_SITE}/products/p", "bad", b"{"
    )
    assert status == 401
    # responses sent before a large body is read still reach the client (no reset)
    big = b'{"title": "' + b"x" * (33 * 1024 * 1024) + b'"}'
    status, _, data = _http(gunicorn_server, "PUT", f"{base}/p", "bad", big)
    assert status == 401, data
    status, _, data = _http(gunicorn_server, "PUT", f"{base}/p", key, big)
    assert status == 413, data
