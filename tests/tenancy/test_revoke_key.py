"""The ``revoke_key`` management command of decisions.md section 2."""

import io
import json

import pytest
from django.core.management import CommandError, call_command

from tenancy.models import ApiKey
from tests.client import ApiClient
from tests.factories import issue_key


def revoke_key(value: str) -> dict:
    out = io.StringIO()
    call_command("revoke_key", value, "--json", stdout=out)
    return json.loads(out.getvalue())


def _prefix(raw_key: str) -> str:
    return raw_key.split("_")[1]


@pytest.mark.parametrize("by", ["prefix", "key"])
def test_revoked_key_is_401_at_once_and_others_stay_valid(site, by):
    revoked, kept = issue_key(site.account), issue_key(site.account)
    url = f"/vfr/manage/sites/{site.pk}"
    assert ApiClient(revoked).get(url).status_code == 200  # and now known to the service
    result = revoke_key(_prefix(revoked) if by == "prefix" else revoked)
    assert result == {"revoked": True, "prefix": _prefix(revoked)}
    response = ApiClient(revoked).get(url)
    assert response.status_code == 401
    assert "error" in response.json()
    assert ApiClient(kept).get(url).status_code == 200


def test_revoking_twice_keeps_the_first_revocation_time(site):
    raw = issue_key(site.account)
    revoke_key(raw)
    first = ApiKey.objects.get(prefix=_prefix(raw)).revoked_at
    assert revoke_key(raw) == {"revoked": True, "prefix": _prefix(raw)}
    assert ApiKey.objects.get(prefix=_prefix(raw)).revoked_at == first


@pytest.mark.parametrize("value", ["nope", "", "fxk_nope_secret"])
def test_unknown_key_exits_1(db, value):
    with pytest.raises(CommandError) as excinfo:
        revoke_key(value)
    assert excinfo.value.returncode == 1


def test_whole_key_with_a_wrong_secret_revokes_nothing(site):
    raw = issue_key(site.account)
    with pytest.raises(CommandError):
        revoke_key(raw[:-4] + "AAAA")
    assert ApiKey.objects.get(prefix=_prefix(raw)).revoked_at is None
