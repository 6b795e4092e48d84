"""Recommendations (interface 4.9, 2.15, 7, 8; decisions.md 1 and 6) and the orders
endpoint, black box over HTTP: the catalog is written with PUT."""

from __future__ import annotations

import uuid

import orjson
import pytest
from django.test import override_settings

from tests.client import ApiClient
from tests.contract.support_reads import ORIGIN, Merchant, new_event_id

pytestmark = pytest.mark.django_db

URL = "/recommendations"
SIZES = ["S", "M", "L"]


def variants_sized(colours: dict[str, bool]) -> dict:
    """Colour x size variants; ``colours`` maps a colour to its availability."""
    return {
        "options": [
            {"key": "color", "values": [{"source_value": c} for c in colours]},
            {"key": "size", "values": [{"source_value": s} for s in SIZES]},
        ],
        "variants": [
            {
                "source_variant_id": f"{c.lower()}-{s}",
                "option_values": {"color": c, "size": s},
                "available": available,
                "price": {"amount": "39.00", "currency": "EUR"},
            }
            for c, available in colours.items()
            for s in SIZES
        ],
    }


def one_variant(vid: str, available: bool = True) -> dict:
    return {
        "variants": [
            {
                "source_variant_id": vid,
                "available": available,
                "price": {"amount": "59.00", "currency": "EUR"},
            }
        ]
    }


CATALOG = {
    "jeans-blue": ("Women's Blue Slim Jeans", one_variant("jb-1")),
    "jeans-black": ("Women's Black Skinny Jeans", variants_sized({"Black": True})),
    "jeans-grey": ("Women's Grey Straight Jeans", one_variant("jg-1")),
    "jeans-soldout": ("Women's Washed Mom Jeans", one_variant("js-1", available=False)),
    "tee-white": ("Women's White Cotton T-Shirt", variants_sized({"Black": False, "White": True})),
    "blouse": ("Women's Silk Blouse", one_variant("bl-1")),
    "dress-red": ("Women's Red Midi Dress", {"available": True, "variants": []}),
    "sneakers": ("Women's White Leather Sneakers", one_variant("sn-1")),
    "handbag": ("Women's Black Leather Handbag", one_variant("hb-1")),
    "necklace": ("Women's Gold Necklace", one_variant("nk-1")),
    "jacket": ("Women's Denim Jacket", one_variant("jk-1")),
    "skirt": ("Women's Black Pleated Skirt", one_variant("sk-1")),
}


@pytest.fixture
def merchant(api, site, django_capture_on_commit_callbacks) -> Merchant:
    m = Merchant(api, site, django_capture_on_commit_callbacks)
    for pid, (title, fields) in CATALOG.items():
        m.put_product(
            pid,
            title=title,
            canonical_url=f"https://shop.example/products/{pid}",
            price={"amount": "49.00", "currency": "EUR"},
            **fields,
        )
    return m


def rec(merchant, client=None, headers=None, **body):
    body.setdefault("site_key", merchant.site.site_key)
    if body["site_key"] is None:
        del body["site_key"]
    return (client or merchant.api).post(URL, body, headers=headers)


def ok(response) -> dict:
    assert response.status_code == 200, (response.status_code, response.content)
    body = response.json()
    assert set(body) >= {"items", "unknown_context_ids"}
    return body


def error_of(response, status: int) -> dict:
    assert response.status_code == status, (response.status_code, response.content)
    body = response.json()
    assert "error" in body and isinstance(body["error"], str) and body["error"]
    return body


def pids(body) -> list[str]:
    return [item["product_id"] for item in body["items"]]


# -- auth ---------------------------------------------------------------------------------


def test_missing_or_invalid_key_is_401(merchant):
    error_of(rec(merchant, ApiClient(), intent="similar", product_ids=["jeans-blue"]), 401)
    error_of(rec(merchant, ApiClient("bad"), intent="similar", product_ids=["jeans-blue"]), 401)


def test_invalid_key_is_401_even_with_allowed_origin(merchant):
    response = rec(
        merchant,
        ApiClient("bad"),
        headers={"Origin": ORIGIN},
        intent="similar",
        product_ids=["jeans-blue"],
    )
    error_of(response, 401)


def test_keyless_browser_request_with_allowed_origin(merchant):
    response = rec(
        merchant,
        ApiClient(),
        headers={"Origin": ORIGIN},
        intent="similar",
        product_ids=["jeans-blue"],
    )
    ok(response)
    assert response.headers["Access-Control-Allow-Origin"] == ORIGIN
    assert "origin" in response.headers["Vary"].lower()


def test_keyless_with_disallowed_origin_is_403(merchant):
    response = rec(
        merchant,
        ApiClient(),
        headers={"Origin": "https://evil.example"},
        intent="similar",
        product_ids=["jeans-blue"],
    )
    error_of(response, 403)
    assert "Access-Control-Allow-Origin" not in response.headers


@pytest.mark.parametrize(
    ("fields", "status"),
    [
        ({"intent": "similar", "product_ids": ["jeans-blue"], "limit": 0}, 400),
        ({"intent": "nope", "product_ids": ["jeans-blue"]}, 400),
        ({"intent": "similar", "product_ids": ["jeans-blue"], "limit": 101}, 413),
    ],
)
def test_keyless_validation_errors_from_an_allowed_origin_carry_cors(merchant, fields, status):
    """decisions.md 6: CORS works as in 5 (allowed origins get CORS headers), so the
    shopper's browser can read why a request was refused."""
    response = rec(merchant, ApiClient(), headers={"Origin": ORIGIN}, **fields)
    error_of(response, status)
    assert response.headers["Access-Control-Allow-Origin"] == ORIGIN
    assert "origin" in response.headers["Vary"].lower()


def test_disallowed_origin_gets_no_cors_headers_on_errors(merchant):
    response = rec(merchant, ApiClient(), headers={"Origin": "https://evil.example"}, limit=0)
    error_of(response, 400)
    assert "Access-Control-Allow-Origin" not in response.headers


def test_preflight(merchant):
    response = ApiClient().options(
        URL,
        headers={
            "Origin": ORIGIN,
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "content-type",
        },
    )
    assert response.status_code in (200, 204)
    assert response.headers["Access-Control-Allow-Origin"] == ORIGIN


def test_site_of_another_account_is_404(merchant, other_site):
    body = error_of(
        rec(merchant, site_key=other_site.site_key, intent="similar", product_ids=["jeans-blue"]),
        404,
    )
    assert set(body) == {"error"}


def test_unknown_site_key_or_shop_domain_is_404(merchant):
    error_of(rec(merchant, site_key="nope", intent="similar", product_ids=["x"]), 404)
    error_of(
        rec(
            merchant,
            site_key=None,
            shop_domain="nope.myshopify.com",
            intent="similar",
            product_ids=["x"],
        ),
        404,
    )


@pytest.mark.parametrize("both", [True, False])
def test_exactly_one_selector(merchant, both):
    body = {"intent": "similar", "product_ids": ["jeans-blue"]}
    if both:
        response = rec(merchant, shop_domain="x.myshopify.com", **body)
    else:
        response = rec(merchant, site_key=None, **body)
    error_of(response, 400)


def test_hosted_site_by_shop_domain(api, make_site, django_capture_on_commit_callbacks):
    hosted = make_site(kind="hosted", shop_domain="contract-shop.myshopify.com")
    m = Merchant(api, hosted, django_capture_on_commit_callbacks)
    gid1, gid2 = "gid://shopify/Product/1", "gid://shopify/Product/2"
    m.put_product(gid1, title="Women's Blue Slim Jeans", **one_variant("a"))
    m.put_product(gid2, title="Women's Black Skinny Jeans", **one_variant("b"))
    body = ok(
        api.post(
            URL,
            {
                "shop_domain": "contract-shop.myshopify.com",
                "intent": "similar",
                "product_ids": [gid1],
            },
        )
    )
    assert pids(body) == [gid2]


# -- validation ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        {"intent": "bogus", "product_ids": ["jeans-blue"]},
        {"product_ids": ["jeans-blue"]},
        {"intent": "similar"},
        {"intent": "similar", "product_ids": []},
        {"intent": "similar", "product_ids": ["jeans-blue", "skirt"]},
        {"intent": "complete_the_look", "product_ids": []},
        {"intent": "complete_the_look"},
        {"intent": "likely_purchases"},
        {"intent": "likely_purchases", "product_ids": [], "cart_product_ids": []},
        {"intent": "similar", "product_ids": ["jeans-blue"], "candidate_product_ids": []},
        {"intent": "similar", "product_ids": ["jeans-blue"], "candidate_product_ids": ["nope"]},
        {"intent": "similar", "product_ids": ["jeans-blue"], "limit": 0},
        {"intent": "similar", "product_ids": ["jeans-blue"], "limit": -3},
        {"intent": "similar", "product_ids": ["jeans-blue"], "limit": "5"},
        {"intent": "similar", "product_ids": ["jeans-blue"], "limit": 2.5},
        {"intent": "similar", "product_ids": ["jeans-blue"], "shopper_id": "ana@example.com"},
        {"intent": "similar", "product_ids": "jeans-blue"},
        {"intent": "similar", "product_ids": [5]},
    ],
    ids=lambda b: orjson.dumps(b).decode()[:60],
)
def test_invalid_request_is_400(merchant, body):
    error_of(rec(merchant, **body), 400)


def test_candidates_resolving_only_to_disabled_product_is_400(merchant):
    with merchant.capture(execute=True):
        merchant.api.put(merchant.product_url("jeans-grey") + "/enabled", {"enabled": False})
    error_of(
        rec(
            merchant,
            intent="similar",
            product_ids=["jeans-blue"],
            candidate_product_ids=["jeans-grey"],
        ),
        400,
    )


@pytest.mark.parametrize(
    "extra",
    [
        {
            "product_ids": ["jeans-blue"] + [f"x{n}" for n in range(5)],
            "intent": "complete_the_look",
        },
        {"product_ids": ["jeans-blue"] + [f"x{n}" for n in range(5)], "intent": "similar"},
        {"cart_product_ids": [f"c{n}" for n in range(501)]},
        {"exclude_product_ids": [f"e{n}" for n in range(501)]},
        {"candidate_product_ids": ["jeans-grey"] + [f"c{n}" for n in range(10000)]},
        {"limit": 101},
        {"shopper_id": "s" * 257},
        {"shopper_id": "ü" * 129},
        {"product_ids": ["ü" * 129]},
        {"product_ids": ["p" * 257]},
        {"cart_product_ids": ["p" * 257]},
        {"exclude_product_ids": ["p" * 257]},
        {"candidate_product_ids": ["jeans-grey", "p" * 257]},
    ],
    ids=lambda e: next(iter(e)) + ":" + str(len(orjson.dumps(e))),
)
def test_over_a_size_limit_is_413(merchant, extra):
    body = {"intent": "similar", "product_ids": ["jeans-blue"], **extra}
    error_of(rec(merchant, **body), 413)


def test_limits_at_the_boundary_are_accepted(merchant):
    body = {
        "intent": "complete_the_look",
        "product_ids": ["jeans-blue", "x1", "x2", "x3", "x4"],
        "cart_product_ids": [f"c{n}" for n in range(500)],
        "exclude_product_ids": [f"e{n}" for n in range(500)],
        "candidate_product_ids": ["blouse"] + [f"c{n}" for n in range(9999)],
        "shopper_id": "ü" * 128,
        "limit": 100,
    }
    ok(rec(merchant, **body))


def test_body_over_1_mib_is_413(merchant):
    body = {
        "site_key": merchant.site.site_key,
        "intent": "similar",
        "product_ids": ["jeans-blue"],
        "surface": "x" * (1024 * 1024 + 10),
    }
    error_of(merchant.api.post(URL, body), 413)


def test_body_not_json_or_not_object_is_400(merchant):
    error_of(merchant.api.post(URL, body=b"{nope"), 400)
    error_of(merchant.api.post(URL, ["similar"]), 400)


def test_wrong_method_is_405(merchant):
    error_of(merchant.api.get(URL), 405)


# -- context ------------------------------------------------------------------------------


def test_none_of_the_context_prepared_is_404(merchant):
    error_of(rec(merchant, intent="similar", product_ids=["ghost"]), 404)
    error_of(rec(merchant, intent="likely_purchases", cart_product_ids=["ghost1", "ghost2"]), 404)


def test_unknown_and_disabled_context_ids_are_listed(merchant):
    with merchant.capture(execute=True):
        merchant.api.put(merchant.product_url("skirt") + "/enabled", {"enabled": False})
    body = ok(rec(merchant, intent="complete_the_look", product_ids=["blouse", "ghost", "skirt"]))
    assert sorted(body["unknown_context_ids"]) == ["ghost", "skirt"]
    body = ok(rec(merchant, intent="similar", product_ids=["jeans-blue"]))
    assert body["unknown_context_ids"] == []


def test_disabled_context_alone_is_404(merchant):
    with merchant.capture(execute=True):
        merchant.api.put(merchant.product_url("skirt") + "/enabled", {"enabled": False})
    error_of(rec(merchant, intent="similar", product_ids=["skirt"]), 404)


def test_new_product_is_prepared_after_its_write(merchant):
    merchant.put_product("jeans-new", title="Women's Flared Jeans", **one_variant("jn"))
    body = ok(rec(merchant, intent="similar", product_ids=["jeans-new"]))
    assert "jeans-blue" in pids(body)
    assert "jeans-new" in pids(ok(rec(merchant, intent="similar", product_ids=["jeans-blue"])))


def test_deleted_product_is_no_longer_recommended_or_prepared(merchant):
    with merchant.capture(execute=True):
        assert merchant.api.delete(merchant.product_url("jeans-grey")).status_code == 200
    assert "jeans-grey" not in pids(ok(rec(merchant, intent="similar", product_ids=["jeans-blue"])))
    error_of(rec(merchant, intent="similar", product_ids=["jeans-grey"]), 404)


# -- items --------------------------------------------------------------------------------


def test_similar_returns_same_category_alternatives(merchant):
    body = ok(rec(merchant, intent="similar", product_ids=["jeans-blue"]))
    assert set(pids(body)) == {"jeans-black", "jeans-grey"}


def test_item_shape(merchant):
    body = ok(rec(merchant, intent="similar", product_ids=["jeans-blue"]))
    for item in body["items"]:
        assert set(item) >= {
            "product_id",
            "target_type",
            "variant_id",
            "rank",
            "recommended_option_values",
            "title",
            "handle",
            "canonical_url",
            "image_url",
            "variant_title",
            "price",
            "compare_at_price",
            "currency",
            "available",
        }
        assert item["target_type"] in ("variant", "visual_group", "product")
        assert not set(item) & {"images", "variants", "options", "gallery"}
        assert (item["variant_id"] is not None) == (item["target_type"] == "variant")
        assert item["available"] in (True, None)
        assert isinstance(item["recommended_option_values"], dict)
        if "fit_evidence" in item:
            assert "reviews" not in item["fit_evidence"]
    ranks = [item["rank"] for item in body["items"]]
    assert ranks == sorted(ranks) and len(set(ranks)) == len(ranks)


def test_target_types(merchant):
    body = ok(rec(merchant, intent="similar", product_ids=["jeans-blue"]))
    by_id = {item["product_id"]: item for item in body["items"]}
    grey = by_id["jeans-grey"]  # one variant, no size option
    assert grey["target_type"] == "variant" and grey["variant_id"] == "jg-1"
    assert grey["price"] == "59.00" and grey["currency"] == "EUR"
    black = by_id["jeans-black"]  # sizes: the shopper's size is not guessed
    assert black["target_type"] == "visual_group" and black["variant_id"] is None
    assert black["recommended_option_values"].get("color") == "Black"
    assert "size" not in black["recommended_option_values"]


def test_visual_group_picks_an_available_colour(merchant):
    body = ok(rec(merchant, intent="likely_purchases", product_ids=["blouse"], limit=100))
    tee = next(i for i in body["items"] if i["product_id"] == "tee-white")
    assert tee["target_type"] == "visual_group"
    assert tee["recommended_option_values"]["color"] == "White"


def test_variantless_product_is_a_product_target(merchant):
    body = ok(rec(merchant, intent="likely_purchases", product_ids=["blouse"], limit=100))
    dress = [i for i in body["items"] if i["product_id"] == "dress-red"]
    assert dress and dress[0]["target_type"] == "product" and dress[0]["variant_id"] is None


def test_unavailable_targets_never_returned(merchant):
    for intent, ctx in (("similar", ["jeans-blue"]), ("likely_purchases", ["blouse"])):
        body = ok(rec(merchant, intent=intent, product_ids=ctx, limit=100))
        assert "jeans-soldout" not in pids(body)


def test_product_becoming_unavailable_disappears(merchant):
    merchant.put_product("jeans-grey", **one_variant("jg-1", available=False))
    assert "jeans-grey" not in pids(ok(rec(merchant, intent="similar", product_ids=["jeans-blue"])))


def test_at_most_one_item_per_product_and_no_context(merchant):
    body = ok(rec(merchant, intent="likely_purchases", product_ids=["blouse", "skirt"], limit=100))
    assert len(pids(body)) == len(set(pids(body)))
    assert not {"blouse", "skirt"} & set(pids(body))


def test_limit_default_12_and_respected(merchant):
    for n in range(15):
        merchant.put_product(
            f"more-jeans-{n}", title=f"Women's Jeans Model {n}", **one_variant(f"mj{n}")
        )
    assert len(ok(rec(merchant, intent="similar", product_ids=["jeans-blue"]))["items"]) == 12
    assert (
        len(ok(rec(merchant, intent="similar", product_ids=["jeans-blue"], limit=3))["items"]) == 3
    )


def test_exclude_cart_and_candidates(merchant):
    body = ok(
        rec(
            merchant,
            intent="similar",
            product_ids=["jeans-blue"],
            exclude_product_ids=["jeans-grey"],
        )
    )
    assert pids(body) == ["jeans-black"]
    body = ok(
        rec(
            merchant, intent="similar", product_ids=["jeans-blue"], cart_product_ids=["jeans-black"]
        )
    )
    assert pids(body) == ["jeans-grey"]
    body = ok(
        rec(
            merchant,
            intent="similar",
            product_ids=["jeans-blue"],
            candidate_product_ids=["jeans-grey", "ghost", "skirt"],
        )
    )
    assert pids(body) == ["jeans-grey"]


def test_disabled_product_is_not_recommended(merchant):
    with merchant.capture(execute=True):
        merchant.api.put(merchant.product_url("jeans-grey") + "/enabled", {"enabled": False})
    assert pids(ok(rec(merchant, intent="similar", product_ids=["jeans-blue"]))) == ["jeans-black"]


def test_complete_the_look_skips_occupied_categories(merchant):
    body = ok(rec(merchant, intent="complete_the_look", product_ids=["jeans-blue"], limit=100))
    got = set(pids(body))
    assert not got & {"jeans-black", "jeans-grey", "skirt"}  # bottoms are occupied
    assert got & {"tee-white", "blouse", "sneakers", "handbag", "necklace", "jacket"}


def test_complete_the_look_one_piece_occupies_top_and_bottom(merchant):
    body = ok(rec(merchant, intent="complete_the_look", product_ids=["dress-red"], limit=100))
    got = set(pids(body))
    assert not got & {"jeans-black", "jeans-grey", "skirt", "tee-white", "blouse"}


def test_complete_the_look_cart_does_not_occupy_categories(merchant):
    body = ok(
        rec(
            merchant,
            intent="complete_the_look",
            product_ids=["jeans-blue"],
            cart_product_ids=["sneakers"],
            limit=100,
        )
    )
    got = set(pids(body))
    assert "sneakers" not in got
    assert "handbag" in got or "necklace" in got


def test_complete_the_look_may_be_empty(merchant):
    body = ok(
        rec(
            merchant,
            intent="complete_the_look",
            product_ids=["jeans-blue"],
            candidate_product_ids=["jeans-grey"],
        )
    )
    assert body["items"] == []


def test_likely_purchases_keeps_same_categories(merchant):
    body = ok(rec(merchant, intent="likely_purchases", product_ids=["jeans-blue"], limit=100))
    got = set(pids(body))
    assert "jeans-blue" not in got
    assert got & {"jeans-black", "jeans-grey"}


def test_likely_purchases_cart_only(merchant):
    body = ok(rec(merchant, intent="likely_purchases", cart_product_ids=["jeans-blue", "ghost"]))
    assert "jeans-blue" not in pids(body)
    assert body["unknown_context_ids"] == ["ghost"]


# -- rate limits --------------------------------------------------------------------------


@override_settings(RECS_RATE_LIMIT_PER_SHOPPER=2)
def test_429_per_shopper_with_retry_after(merchant):
    body = {"intent": "similar", "product_ids": ["jeans-blue"], "shopper_id": "shopper-1"}
    for _ in range(2):
        ok(rec(merchant, **body))
    response = rec(merchant, **body)
    payload = error_of(response, 429)
    retry = response.headers["Retry-After"]
    assert retry.isdigit() and int(retry) >= 1
    assert payload["retry_after_seconds"] == int(retry)
    ok(rec(merchant, **dict(body, shopper_id="shopper-2")))


@override_settings(RECS_RATE_LIMIT_PER_IP=1)
def test_429_per_ip_only_for_browser_requests(merchant):
    body = {"intent": "similar", "product_ids": ["jeans-blue"]}
    for _ in range(3):
        ok(rec(merchant, **body))  # authenticated: not limited per IP
    browser = ApiClient()
    ok(rec(merchant, browser, headers={"Origin": ORIGIN}, **body))
    response = rec(merchant, browser, headers={"Origin": ORIGIN}, **body)
    error_of(response, 429)
    assert response.headers["Retry-After"].isdigit()
    assert response.headers.get("Access-Control-Allow-Origin") == ORIGIN


# -- orders -------------------------------------------------------------------------------


def orders_url(merchant, site_id=None) -> str:
    return f"/vfr/manage/sites/{site_id or merchant.site.id}/orders"


def order(oid: str, *lines: str) -> dict:
    return {
        "order_id": oid,
        "created_at": "2025-05-01T10:00:00Z",
        "lines": [{"product_id": p, "variant_id": None, "quantity": 1} for p in lines],
    }


def test_orders_shape_idempotency_and_recount(merchant):
    body = {
        "event_id": "ord-1",
        "orders": [order("o1", "jeans-blue", "sneakers"), order("o2", "blouse")],
    }
    first = merchant.api.post(orders_url(merchant), body)
    assert first.status_code == 200, first.content
    assert first.json() == {"accepted_count": 2, "created_count": 2, "replay": False}
    again = merchant.api.post(orders_url(merchant), body)
    assert again.status_code == 200
    assert again.json()["replay"] is True
    assert again.json()["created_count"] == 2
    more = merchant.api.post(
        orders_url(merchant),
        {"event_id": "ord-2", "orders": [order("o1", "jeans-blue"), order("o3", "skirt")]},
    )
    assert more.json() == {"accepted_count": 2, "created_count": 1, "replay": False}


def test_orders_limits_and_validation(merchant):
    many = [order(f"o{n}", "jeans-blue") for n in range(501)]
    error_of(
        merchant.api.post(orders_url(merchant), {"event_id": new_event_id(), "orders": many}), 413
    )
    ok500 = merchant.api.post(
        orders_url(merchant), {"event_id": new_event_id(), "orders": many[:500]}
    )
    assert ok500.status_code == 200 and ok500.json()["created_count"] == 500
    error_of(merchant.api.post(orders_url(merchant), {"orders": [order("x", "jeans-blue")]}), 400)
    error_of(merchant.api.post(orders_url(merchant), {"event_id": "e", "orders": "nope"}), 400)


def test_order_lines_take_every_catalog_identifier_and_255_characters_at_most(merchant):
    """Lines name catalog IDs (interface 8: at most 255 characters, not bytes)."""
    wide = "é" * 255  # 510 UTF-8 bytes: a valid catalog product_id
    merchant.put_product(wide, title="Women's Linen Shirt")
    line = {"product_id": wide, "variant_id": "ü" * 255, "quantity": 1}
    body = {"event_id": new_event_id(), "orders": [{"order_id": "w1", "lines": [line]}]}
    assert merchant.api.post(orders_url(merchant), body).json()["created_count"] == 1
    for over in ({"product_id": "p" * 256}, {"product_id": "x", "variant_id": "v" * 256}):
        body = {"event_id": new_event_id(), "orders": [{"order_id": "w2", "lines": [over]}]}
        error_of(merchant.api.post(orders_url(merchant), body), 413)


def test_orders_auth(merchant, other_site):
    body = {"event_id": new_event_id(), "orders": [order("o1", "jeans-blue")]}
    error_of(ApiClient().post(orders_url(merchant), body), 401)
    error_of(ApiClient("bad").post(orders_url(merchant, uuid.uuid4()), body), 401)
    error_of(merchant.api.post(orders_url(merchant, other_site.id), body), 403)
    error_of(merchant.api.post(orders_url(merchant, uuid.uuid4()), body), 404)


def test_orders_feed_likely_purchases(merchant):
    orders = [order(f"o{n}", "jeans-blue", "necklace") for n in range(5)]
    with merchant.capture(execute=True):
        response = merchant.api.post(
            orders_url(merchant), {"event_id": new_event_id(), "orders": orders}
        )
    assert response.status_code == 200
    body = ok(rec(merchant, intent="likely_purchases", product_ids=["jeans-blue"], limit=3))
    assert "necklace" in pids(body)


def test_similar_works_for_accessories_and_shoes(merchant):
    merchant.put_product("handbag-2", title="Women's Brown Leather Handbag", **one_variant("hb-2"))
    merchant.put_product("sneakers-2", title="Women's Black Canvas Sneakers", **one_variant("sn-2"))
    assert pids(ok(rec(merchant, intent="similar", product_ids=["handbag"]))) == ["handbag-2"]
    assert pids(ok(rec(merchant, intent="similar", product_ids=["sneakers"]))) == ["sneakers-2"]


def test_complete_the_look_with_several_context_products(merchant):
    body = ok(
        rec(merchant, intent="complete_the_look", product_ids=["jeans-blue", "blouse"], limit=100)
    )
    got = set(pids(body))
    assert not got & {"jeans-black", "jeans-grey", "skirt", "tee-white", "blouse", "dress-red"}
    assert got & {"sneakers", "handbag", "necklace"}


def test_likely_purchases_excludes_every_supplied_product(merchant):
    body = ok(
        rec(
            merchant,
            intent="likely_purchases",
            product_ids=["jeans-blue"],
            cart_product_ids=["sneakers", "handbag"],
            exclude_product_ids=["necklace"],
            limit=100,
        )
    )
    assert not set(pids(body)) & {"jeans-blue", "sneakers", "handbag", "necklace"}


@override_settings(RECS_RATE_LIMIT_PER_STORE=2)
def test_429_per_store(merchant):
    for n in range(2):
        ok(rec(merchant, intent="similar", product_ids=["jeans-blue"], shopper_id=f"s{n}"))
    response = rec(merchant, intent="similar", product_ids=["jeans-blue"], shopper_id="s9")
    body = error_of(response, 429)
    assert int(response.headers["Retry-After"]) == body["retry_after_seconds"] >= 1
