from __future__ import annotations

import pytest
from django.test import override_settings

from tests.openapi import assert_conforms
from tests.recommendations.conftest import rec_body

pytestmark = pytest.mark.django_db
ORIGIN = "https://shop.example"


@override_settings(RECS_RATE_LIMIT_PER_SHOPPER=2)
def test_shopper_limit_gives_429_with_retry_after(api, site, catalog):
    body = rec_body(site, "similar", ["jeans-blue"], shopper_id="shopper-1")
    assert [api.post("/recommendations", body).status_code for _ in range(2)] == [200, 200]
    response = api.post("/recommendations", body)
    assert response.status_code == 429
    seconds = response.json()["retry_after_seconds"]
    assert 1 <= seconds <= 60 and response["Retry-After"] == str(seconds)
    assert_conforms(response, "/recommendations", "POST")
    other = rec_body(site, "similar", ["jeans-blue"], shopper_id="shopper-2")
    assert api.post("/recommendations", other).status_code == 200


@override_settings(RECS_RATE_LIMIT_PER_STORE=2)
def test_store_limit(api, site, catalog):
    body = rec_body(site, "similar", ["jeans-blue"])
    statuses = [api.post("/recommendations", body).status_code for _ in range(3)]
    assert statuses == [200, 200, 429]


@override_settings(RECS_RATE_LIMIT_PER_IP=1)
def test_ip_limit_applies_to_browser_requests_only(api, anon, site, catalog):
    body = rec_body(site, "similar", ["jeans-blue"])
    headers = {"Origin": ORIGIN}
    assert anon.post("/recommendations", body, headers=headers).status_code == 200
    response = anon.post("/recommendations", body, headers=headers)
    assert response.status_code == 429
    assert response["Access-Control-Allow-Origin"] == ORIGIN
    assert api.post("/recommendations", body).status_code == 200


def test_unreachable_index_store_is_503(api, site, catalog):
    dead = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": "redis://127.0.0.1:1/0",
            "OPTIONS": {"socket_connect_timeout": 0.2, "socket_timeout": 0.2},
        }
    }
    with override_settings(CACHES=dead):
        response = api.post("/recommendations", rec_body(site, "similar", ["jeans-blue"]))
    assert response.status_code == 503
    assert int(response["Retry-After"]) >= 1
    assert "error" in response.json()


def test_429_is_described_with_retry_after_seconds_and_the_header(anon):
    """The 429 body carries retry_after_seconds (interface 7); the schema described the
    bare error shape and no Retry-After header."""
    schema = anon.get("/api/schema/?format=json").json()
    declared = schema["paths"]["/recommendations"]["post"]["responses"]["429"]
    body = declared["content"]["application/json"]["schema"]["$ref"].rsplit("/", 1)[1]
    assert "retry_after_seconds" in schema["components"]["schemas"][body]["required"]
    assert "Retry-After" in declared["headers"]
