"""Bearer authentication and tenancy (interface section 5, decisions.md sections 0-1)."""

import pytest

from tenancy.models import ApiKey
from tenancy.services.keys import api_key_issue, api_key_revoke
from tests.client import ApiClient
from tests.factories import SiteFactory


def site_url(site_id) -> str:
    return f"/vfr/manage/sites/{site_id}"


def test_valid_key_reaches_own_site(api, site):
    response = api.get(site_url(site.id))
    assert response.status_code == 200
    assert response.json()["site_key"] == site.site_key


def test_missing_key_is_401_json(anon, site):
    response = anon.get(site_url(site.id))
    assert response.status_code == 401
    assert response.json() == {"error": "missing or invalid API key"}
    assert response["WWW-Authenticate"].startswith("Bearer")


@pytest.mark.parametrize(
    "header",
    ["Bearer", "Bearer ", "Basic abc", "Token fxk_a_b", "bearer", "Bearer a b", "fxk_x_y"],
)
def test_malformed_authorization_is_401(site, header):
    response = ApiClient().get(site_url(site.id), headers={"Authorization": header})
    assert response.status_code == 401
    assert "error" in response.json()


def test_unknown_key_is_401(site):
    response = ApiClient("fxk_000000000000_notarealsecret").get(site_url(site.id))
    assert response.status_code == 401


def test_key_with_right_prefix_and_wrong_secret_is_401(api_key, site):
    scheme, prefix, _ = api_key.split("_", 2)
    response = ApiClient(f"{scheme}_{prefix}_wrongsecret").get(site_url(site.id))
    assert response.status_code == 401


def test_revoked_key_is_401(account, site):
    key, raw = api_key_issue(account=account)
    api_key_revoke(key=key)
    assert ApiClient(raw).get(site_url(site.id)).status_code == 401


def test_older_keys_stay_valid_after_rotation(account, api_key, site):
    _, newer = api_key_issue(account=account)
    assert ApiClient(api_key).get(site_url(site.id)).status_code == 200
    assert ApiClient(newer).get(site_url(site.id)).status_code == 200


def test_key_of_another_account_is_403(api, other_site):
    response = api.get(site_url(other_site.id))
    assert response.status_code == 403
    assert "error" in response.json()


def test_unknown_site_is_404(api):
    response = api.get(site_url("6f1c1f43-6b84-4d0e-9d0a-5b7d8f2c1e11"))
    assert response.status_code == 404


def test_malformed_site_id_is_404(api):
    assert api.get(site_url("not-a-uuid")).status_code == 404


def test_401_is_decided_before_404(anon, db):
    response = ApiClient("fxk_bad_bad").get(site_url("6f1c1f43-6b84-4d0e-9d0a-5b7d8f2c1e11"))
    assert response.status_code == 401
    assert anon.get(site_url("not-a-uuid")).status_code == 401


def test_key_in_query_string_is_not_accepted(api_key, site):
    response = ApiClient().get(f"{site_url(site.id)}?api_key={api_key}&access_token={api_key}")
    assert response.status_code == 401


def test_key_in_cookie_is_not_accepted(api_key, site):
    client = ApiClient()
    client.client.cookies["api_key"] = api_key
    client.client.cookies["sessionid"] = api_key
    assert client.get(site_url(site.id)).status_code == 401


def test_keys_are_stored_only_as_digests(account):
    _, raw = api_key_issue(account=account)
    stored = ApiKey.objects.get(account=account, prefix=raw.split("_")[1])
    assert raw not in {stored.digest, stored.prefix, stored.name}
    assert len(raw) >= 43 + 4  # 32 random bytes, url-safe base64, plus the prefix


def test_revocation_is_idempotent(account):
    key, _ = api_key_issue(account=account)
    api_key_revoke(key=key)
    first = ApiKey.objects.get(pk=key.pk).revoked_at
    api_key_revoke(key=key)
    assert ApiKey.objects.get(pk=key.pk).revoked_at == first


def test_site_of_same_account_is_accessible(api, account):
    second = SiteFactory(account=account)
    assert api.get(site_url(second.id)).status_code == 200
