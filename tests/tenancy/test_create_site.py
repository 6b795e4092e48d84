"""The ``create_site`` management command of decisions.md section 0."""

import io
import json

import pytest
from django.core.management import CommandError, call_command

from tenancy.models import Account, ApiKey, Site
from tests.client import ApiClient


def create_site(*args: str) -> dict:
    out = io.StringIO()
    call_command("create_site", *args, "--json", stdout=out)
    return json.loads(out.getvalue())


@pytest.mark.django_db
def test_new_account_gets_a_key_and_a_script_site():
    result = create_site("--account", "acme", "--origin", "https://Shop.Example:443")
    assert set(result) == {"account", "api_key", "site_id", "site_key", "shop_domain", "origins"}
    assert result["account"] == "acme"
    assert result["api_key"]
    assert result["shop_domain"] is None
    assert result["origins"] == ["https://shop.example"]
    site = Site.objects.get(pk=result["site_id"])
    assert site.kind == "script"
    assert site.site_key == result["site_key"]
    response = ApiClient(result["api_key"]).get(f"/vfr/manage/sites/{result['site_id']}")
    assert response.status_code == 200


@pytest.mark.django_db
def test_existing_account_gets_no_key_unless_asked():
    create_site("--account", "acme")
    second = create_site("--account", "acme")
    assert second["api_key"] is None
    assert Account.objects.count() == 1
    assert Site.objects.count() == 2


@pytest.mark.django_db
def test_new_key_adds_a_key_and_keeps_older_ones():
    first = create_site("--account", "acme")
    second = create_site("--account", "acme", "--new-key")
    assert second["api_key"] and second["api_key"] != first["api_key"]
    assert ApiKey.objects.count() == 2
    for key in (first["api_key"], second["api_key"]):
        assert ApiClient(key).get(f"/vfr/manage/sites/{second['site_id']}").status_code == 200


@pytest.mark.django_db
def test_shop_domain_makes_a_hosted_site():
    result = create_site("--account", "acme", "--shop-domain", "Acme.myshopify.com")
    assert result["shop_domain"] == "acme.myshopify.com"
    assert Site.objects.get(pk=result["site_id"]).kind == "hosted"


@pytest.mark.django_db
def test_several_origins_are_kept_in_order_without_duplicates():
    result = create_site(
        "--account",
        "acme",
        "--origin",
        "https://a.example",
        "--origin",
        "http://localhost:3000",
        "--origin",
        "https://a.example/",
    )
    assert result["origins"] == ["https://a.example", "http://localhost:3000"]


@pytest.mark.django_db
@pytest.mark.parametrize("origin", ["ftp://a.example", "https://a.example/path", "not a url"])
def test_invalid_origin_is_a_command_error(origin):
    with pytest.raises(CommandError):
        create_site("--account", "acme", "--origin", origin)
    assert not Site.objects.exists()


@pytest.mark.django_db
def test_duplicate_shop_domain_is_a_command_error():
    create_site("--account", "acme", "--shop-domain", "a.myshopify.com")
    with pytest.raises(CommandError):
        create_site("--account", "other", "--shop-domain", "a.myshopify.com")


@pytest.mark.django_db
def test_currency_sets_the_site_default_import_currency():
    result = create_site("--account", "acme", "--currency", "eur")
    assert Site.objects.get(pk=result["site_id"]).currency == "EUR"
    plain = create_site("--account", "acme")
    assert Site.objects.get(pk=plain["site_id"]).currency == ""  # the contract's USD applies


@pytest.mark.django_db
def test_currency_must_be_an_iso_4217_code():
    with pytest.raises(CommandError, match="ISO 4217"):
        create_site("--account", "acme", "--currency", "EURO")
    assert Site.objects.count() == 0
