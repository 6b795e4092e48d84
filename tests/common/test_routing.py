"""Percent-encoded path identifiers are decoded exactly once (decisions.md section 2)."""

import urllib.error
import urllib.request

import pytest
from django.test import RequestFactory

from common.converters import EncodedSegmentConverter
from common.middleware import raw_path
from tests.factories import SiteFactory, issue_key


@pytest.mark.parametrize(
    ("raw", "decoded"),
    [
        ("a%2Fb", "a/b"),
        ("100%25", "100%"),
        ("a%20b", "a b"),
        ("%C3%A9t%C3%A9", "été"),
        ("%E2%9C%93", "✓"),
        ("a%252Fb", "a%2Fb"),
        ("Shirt-Blue", "Shirt-Blue"),
    ],
)
def test_segment_is_decoded_once(raw, decoded):
    assert EncodedSegmentConverter().to_python(raw) == decoded


def test_raw_path_prefers_gunicorn_raw_uri():
    request = RequestFactory().get("/x/a/b", RAW_URI="/x/a%2Fb?q=1")
    assert raw_path(request) == "/x/a%2Fb"


def test_raw_path_accepts_request_uri():
    request = RequestFactory().get("/x/a/b", REQUEST_URI="/x/a%2Fb")
    assert raw_path(request) == "/x/a%2Fb"


def test_raw_path_strips_absolute_form_and_script_name():
    request = RequestFactory().get("/", RAW_URI="http://h.example/app/x%20y", SCRIPT_NAME="/app")
    assert raw_path(request) == "/x%20y"


def test_raw_path_without_server_support_reencodes_all_but_slash():
    request = RequestFactory().get("/x/100%25%20off")
    assert raw_path(request) == "/x/100%25%20off"


@pytest.mark.server
@pytest.mark.django_db(transaction=True)
def test_encoded_segments_route_through_gunicorn(gunicorn_server):
    site = SiteFactory()
    key = issue_key(site.account)
    encoded_id = str(site.id).replace("-", "%2D")

    def get(path):
        request = urllib.request.Request(
            gunicorn_server.url + path, headers={"Authorization": f"Bearer {key}"}
        )
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status
        except urllib.error.HTTPError as exc:
            return exc.code

    assert get(f"/vfr/manage/sites/{encoded_id}") == 200
    assert get(f"/vfr/manage/sites/{site.id}%2Fextra") == 404
    assert get(f"/vfr/manage/sites/{site.id}/extra") == 404
