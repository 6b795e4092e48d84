"""POST /recommendations answered by the fast path: the stack's answer, byte for byte."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.test import override_settings

from recommendations.api.views import RecommendationsView
from tests.client import ApiClient
from tests.recommendations.conftest import rec_body

pytestmark = pytest.mark.django_db
ORIGIN = "https://shop.example"
FAST_PATH = "recommendations.api.fastpath.RecommendationsFastPathMiddleware"
WITHOUT_FAST_PATH = [m for m in settings.MIDDLEWARE if m != FAST_PATH]


@pytest.fixture
def view_unreachable(monkeypatch):
    """Fails any request that reaches the view (so only the fast path may answer)."""

    def unreachable(*args, **kwargs):
        raise AssertionError("reached the view")

    monkeypatch.setattr(RecommendationsView, "dispatch", unreachable)


def _answer(client: ApiClient, body: dict, headers: dict[str, str]) -> tuple:
    response = client.post("/recommendations", body, headers=headers)
    listed = [(name, value) for name, value in response.items() if name != "X-Request-ID"]
    return response.status_code, listed, response.content


def _both(key: str | None, body: dict, headers: dict[str, str]) -> tuple[tuple, tuple]:
    """The answer with the fast path and without it (the whole stack)."""
    fast = _answer(ApiClient(key), body, headers)
    with override_settings(MIDDLEWARE=WITHOUT_FAST_PATH):
        stack = _answer(ApiClient(key), body, headers)
    return fast, stack


def test_the_fast_path_is_in_the_stack_after_the_storefront_one():
    order = settings.MIDDLEWARE
    assert (
        order.index(FAST_PATH)
        == order.index("storefront.fastpath.StorefrontFastPathMiddleware") + 1
    )


@pytest.mark.parametrize(
    ("intent", "products", "extra"),
    [
        ("similar", ["jeans-blue"], {}),
        ("complete_the_look", ["jeans-blue", "tee-white"], {"limit": 3}),
        ("likely_purchases", ["jeans-blue"], {"cart_product_ids": ["handbag", "nope"]}),
        ("similar", ["dress-red"], {"candidate_product_ids": ["dress-red", "skirt", "x"]}),
    ],
)
@pytest.mark.parametrize("origin", [None, ORIGIN, "https://evil.example"])
def test_a_bearer_answer_is_the_stacks_byte_for_byte(
    api_key, site, catalog, intent, products, extra, origin
):
    headers = {"Origin": origin} if origin else {}
    fast, stack = _both(api_key, rec_body(site, intent, products, **extra), headers)
    assert fast[0] == 200
    assert fast == stack


def test_a_browser_answer_is_the_stacks_byte_for_byte(site, catalog):
    fast, stack = _both(None, rec_body(site, "similar", ["jeans-blue"]), {"Origin": ORIGIN})
    assert fast[0] == 200
    assert ("Access-Control-Allow-Origin", ORIGIN) in fast[1]
    assert fast == stack


def test_a_200_does_not_reach_the_view(api, site, catalog, view_unreachable):
    response = api.post("/recommendations", rec_body(site, "similar", ["jeans-blue"]))
    assert response.status_code == 200
    assert response.json()["items"]


@pytest.mark.parametrize(
    ("key", "body", "headers", "status"),
    [
        ("not-a-key", None, {}, 401),
        (None, None, {}, 401),  # no key, no Origin
        (None, None, {"Origin": "https://evil.example"}, 403),
        ("KEY", {"intent": "similar"}, {}, 400),
        ("KEY", None, {"Accept": "text/html"}, 406),
        ("KEY", "other-site", {}, 404),
        ("KEY", "unprepared", {}, 404),  # counted, then handed to the view
        ("KEY", "no-candidate", {"Origin": ORIGIN}, 400),  # likewise
    ],
)
def test_refusals_are_the_stacks(api_key, site, other_site, catalog, key, body, headers, status):
    key = api_key if key == "KEY" else key
    if body is None:
        body = rec_body(site, "similar", ["jeans-blue"])
    elif body == "other-site":
        body = rec_body(other_site, "similar", ["jeans-blue"])
    elif body == "unprepared":
        body = rec_body(site, "similar", ["no-such-product"])
    elif body == "no-candidate":
        body = rec_body(site, "similar", ["jeans-blue"], candidate_product_ids=["nope"])
    else:
        body = {**body, "site_key": site.site_key}
    fast, stack = _both(key, body, headers)
    assert fast[0] == status
    assert fast == stack


def test_a_query_string_goes_to_the_view(api, site, catalog, view_unreachable):
    with pytest.raises(AssertionError, match="reached the view"):
        api.post("/recommendations?format=json", rec_body(site, "similar", ["jeans-blue"]))


@override_settings(RECS_RATE_LIMIT_PER_STORE=2)
def test_an_error_after_counting_is_counted_once(api, site, catalog):
    """A 404 met after the store limit counted the request is answered by the view, which
    must not count it again: two such requests leave room for one more."""
    unprepared = rec_body(site, "similar", ["no-such-product"])
    statuses = [api.post("/recommendations", unprepared).status_code for _ in range(2)]
    last = api.post("/recommendations", rec_body(site, "similar", ["jeans-blue"]))
    assert statuses == [404, 404]
    assert last.status_code == 429
    assert last.json()["retry_after_seconds"] >= 1
    assert last["Retry-After"] == str(last.json()["retry_after_seconds"])


@override_settings(RECS_RATE_LIMIT_PER_STORE=1)
def test_a_429_after_the_fast_path_counted_is_the_stacks(api_key, site, catalog):
    ApiClient(api_key).post("/recommendations", rec_body(site, "similar", ["jeans-blue"]))
    fast, stack = _both(api_key, rec_body(site, "similar", ["jeans-blue"]), {"Origin": ORIGIN})
    assert fast[0] == stack[0] == 429
    # The seconds left may tick between the two answers: the same headers otherwise.
    assert [h for h in fast[1] if h[0] != "Retry-After"] == [
        h for h in stack[1] if h[0] != "Retry-After"
    ]
    assert ("Access-Control-Allow-Origin", ORIGIN) in fast[1]


@pytest.mark.parametrize("accept", ["", "*/*", "application/json", "application/*", "text/html"])
def test_the_accept_headers_taken_get_the_stacks_answer(api_key, site, catalog, accept):
    fast, stack = _both(api_key, rec_body(site, "similar", ["jeans-blue"]), {"Accept": accept})
    assert fast == stack


def _cookie_handling(key: str, body: dict, headers: dict[str, str]) -> tuple:
    """Status, ``Vary`` and the cookies set (name, max-age) of one answer."""
    response = ApiClient(key).post("/recommendations", body, headers=headers)
    cookies = sorted((name, morsel["max-age"]) for name, morsel in response.cookies.items())
    return response.status_code, response.get("Vary"), cookies


@pytest.mark.parametrize(
    "cookie",
    ["sessionid=bad", "csrftoken=malformed", "sessionid=gone; csrftoken=bad"],
)
def test_a_request_with_cookies_gets_the_stacks_cookie_handling(api_key, site, catalog, cookie):
    """A session cookie that is no session key is deleted and a malformed CSRF cookie
    renewed by the stack's session and CSRF middleware (with ``Vary: Cookie``); the answer
    must not depend on which path served it."""
    body = rec_body(site, "similar", ["jeans-blue"])
    headers = {"Cookie": cookie, "Origin": ORIGIN}
    fast = _cookie_handling(api_key, body, headers)
    with override_settings(MIDDLEWARE=WITHOUT_FAST_PATH):
        stack = _cookie_handling(api_key, body, headers)
    assert stack[0] == 200 and stack[2]  # the stack does touch the cookie
    assert fast == stack
