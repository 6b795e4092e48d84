"""Field validation of the product write body: 400 for invalid values, 413 over a
documented size maximum, messages naming the field path, nothing half-written."""

import pytest

from catalog.models import Product
from tests.catalog.factories import image, product_body, product_url, variant

URL = "https://cdn.example/"


def _put(api, site, body, product_id="p1"):
    return api.put(product_url(site, product_id), body)


def _long_url(length):
    return URL + "a" * (length - len(URL))


def _opt(key="size", n=1):
    return {"key": key, "values": [{"source_value": f"v{i}"} for i in range(n)]}


# (body overrides at the maximum, the same just over it, error path)
LIMITS = [
    ({"title": "t" * 500}, {"title": "t" * 501}, "title"),
    (
        {"images": [image(i) for i in range(500)]},
        {"images": [image(i) for i in range(501)]},
        "images",
    ),
    ({"handle": "h" * 255}, {"handle": "h" * 256}, "handle"),
    ({"canonical_url": _long_url(8192)}, {"canonical_url": _long_url(8193)}, "canonical_url"),
    (
        {"images": [{"url": _long_url(8192)}]},
        {"images": [{"url": _long_url(8193)}]},
        "images[0].url",
    ),
    (
        {"images": [image(0, external_media_id="m" * 255)]},
        {"images": [image(0, external_media_id="m" * 256)]},
        "images[0].external_media_id",
    ),
    (
        {"images": [image(0, role="r" * 255)]},
        {"images": [image(0, role="r" * 256)]},
        "images[0].role",
    ),
    (
        {"variants": [variant(f"v{i}") for i in range(5000)]},
        {"variants": [variant(f"v{i}") for i in range(5001)]},
        "variants",
    ),
    (
        {"variants": [variant("v" * 255)]},
        {"variants": [variant("v" * 256)]},
        "variants[0].source_variant_id",
    ),
    (
        {"variants": [{"option_values": {f"k{i}": "x" for i in range(20)}}]},
        {"variants": [{"option_values": {f"k{i}": "x" for i in range(21)}}]},
        "variants[0].option_values",
    ),
    (
        {"variants": [{"option_values": {"k": "x" * 255}}]},
        {"variants": [{"option_values": {"k": "x" * 256}}]},
        "variants[0].option_values.k",
    ),
    (
        {"variants": [variant("a", sku="s" * 255)]},
        {"variants": [variant("a", sku="s" * 256)]},
        "variants[0].sku",
    ),
    (
        {"variants": [variant("a", image_url=_long_url(8192))]},
        {"variants": [variant("a", image_url=_long_url(8193))]},
        "variants[0].image_url",
    ),
    (
        {"variants": [variant("a", media=[{"url": URL}] * 100)]},
        {"variants": [variant("a", media=[{"url": URL}] * 101)]},
        "variants[0].media",
    ),
    (
        {"options": [_opt(f"k{i}") for i in range(20)]},
        {"options": [_opt(f"k{i}") for i in range(21)]},
        "options",
    ),
    ({"options": [_opt(n=1000)]}, {"options": [_opt(n=1001)]}, "options[0].values"),
    ({"options": [_opt("k" * 255)]}, {"options": [_opt("k" * 256)]}, "options[0].key"),
    (
        {"size_charts": [{"external_id": f"c{i}"} for i in range(50)]},
        {"size_charts": [{"external_id": f"c{i}"} for i in range(51)]},
        "size_charts",
    ),
    (
        {"size_charts": [{"content": {"t": "x" * (256 * 1024 - 8)}}]},
        {"size_charts": [{"content": {"t": "x" * (256 * 1024 - 7)}}]},
        "size_charts[0].content",
    ),
    (
        {"garment_measurements": [{"name": "waist", "value": 1, "unit": "cm"}] * 250},
        {"garment_measurements": [{"name": "waist", "value": 1, "unit": "cm"}] * 251},
        "garment_measurements",
    ),
    (
        {"model_observations": [{"name": "m"}] * 50},
        {"model_observations": [{"name": "m"}] * 51},
        "model_observations",
    ),
    (
        {"model_observations": [{"measurements": {f"k{i}": "1 cm" for i in range(32)}}]},
        {"model_observations": [{"measurements": {f"k{i}": "1 cm" for i in range(33)}}]},
        "model_observations[0].measurements",
    ),
    (
        {"model_observations": [{"evidence": ["e"] * 32}]},
        {"model_observations": [{"evidence": ["e"] * 33}]},
        "model_observations[0].evidence",
    ),
    (
        {"model_observations": [{"evidence": ["e" * 4096]}]},
        {"model_observations": [{"evidence": ["e" * 4097]}]},
        "model_observations[0].evidence[0]",
    ),
    ({"description": "d" * 65536}, {"description": "d" * 65537}, "description"),
    (
        {"custom_instructions": "c" * 4096},
        {"custom_instructions": "c" * 4097},
        "custom_instructions",
    ),
    ({"brand": "b" * 255}, {"brand": "b" * 256}, "brand"),
    ({"prompt_tag": "p" * 255}, {"prompt_tag": "p" * 256}, "prompt_tag"),
    ({"source_status_raw": "s" * 255}, {"source_status_raw": "s" * 256}, "source_status_raw"),
]


@pytest.mark.parametrize(("at_max", "over_max", "path"), LIMITS, ids=[p for _a, _o, p in LIMITS])
def test_size_limit_is_accepted_at_the_maximum_and_413_just_over(api, site, at_max, over_max, path):
    assert _put(api, site, product_body(**at_max)).status_code == 200
    response = _put(api, site, product_body(**over_max), product_id="p2")
    assert response.status_code == 413, response.content
    assert response.json()["error"].startswith(f"{path}:")
    assert not Product.objects.filter(product_id="p2").exists()


def test_product_id_of_255_characters_is_accepted_and_256_is_413(api, site):
    assert _put(api, site, product_body(), product_id="p" * 255).status_code == 200
    assert _put(api, site, product_body(), product_id="p" * 256).status_code == 413


INVALID = [
    ({"rating": 5.01}, "rating"),
    ({"rating": -0.1}, "rating"),
    ({"rating": "4"}, "rating"),
    ({"review_count": -1}, "review_count"),
    ({"review_count": 1.5}, "review_count"),
    ({"enabled": "yes"}, "enabled"),
    ({"enabled": None}, "enabled"),
    ({"title": None}, "title"),
    ({"title": 5}, "title"),
    ({"images": []}, "images"),
    ({"images": [{"url": "ftp://cdn.example/a.jpg"}]}, "images[0].url"),
    ({"images": [{"url": "not a url"}]}, "images[0].url"),
    ({"images": [{"alt_text": "no url"}]}, "images[0].url"),
    ({"images": [image(0, width=-1)]}, "images[0].width"),
    ({"images": [image(0, position="1")]}, "images[0].position"),
    ({"price": {"amount": "19.90", "currency": "eur"}}, "price.currency"),
    ({"price": {"amount": "19.90", "currency": "EU"}}, "price.currency"),
    ({"price": {"amount": "19.90", "currency": "ABC"}}, "price.currency"),
    ({"price": {"amount": 19.9, "currency": "EUR"}}, "price.amount"),
    ({"price": {"amount": "-1", "currency": "EUR"}}, "price.amount"),
    ({"price": {"amount": "1,5", "currency": "EUR"}}, "price.amount"),
    ({"price": {"currency": "EUR"}}, "price.amount"),
    ({"variants": [{"title": "no identity"}]}, "variants[0]"),
    (
        {"variants": [variant("a", price={"amount": "1", "currency": "usd"})]},
        "variants[0].price.currency",
    ),
    ({"variants": [variant("a", available="true")]}, "variants[0].available"),
    ({"variants": [variant("a", inventory_quantity="3")]}, "variants[0].inventory_quantity"),
    (
        {"variants": [variant("a", inventory_observed_at="yesterday")]},
        "variants[0].inventory_observed_at",
    ),
    (
        {"variants": [variant("a", inventory_observed_at="2025-01-01T10:00:00")]},
        "variants[0].inventory_observed_at",
    ),
    ({"variants": [variant("a"), variant("a")]}, "variants[1]"),
    ({"variants": [variant("a", option_values={"size": 1})]}, "variants[0].option_values.size"),
    ({"options": [{"key": "size"}]}, "options[0].values"),
    ({"options": [{"values": []}]}, "options[0].key"),
    ({"options": [{**_opt(), "kind": "colour"}]}, "options[0].kind"),
    ({"options": [{**_opt(), "presentation_role": "always"}]}, "options[0].presentation_role"),
    ({"options": [{**_opt(), "size_system_code": "xx"}]}, "options[0].size_system_code"),
    ({"options": [{**_opt(), "size_audience_code": "women"}]}, "options[0].size_audience_code"),
    ({"options": [{**_opt(), "size_category_code": "shoes"}]}, "options[0].size_category_code"),
    ({"options": [_opt(), _opt()]}, "options[1]"),
    ({"size_charts": [{"locale": "en"}]}, "size_charts[0]"),
    (
        {"size_charts": [{"url": URL, "size_system_code": "mars"}]},
        "size_charts[0].size_system_code",
    ),
    (
        {"garment_measurements": [{"name": "neck", "value": 1, "unit": "cm"}]},
        "garment_measurements[0].name",
    ),
    (
        {"garment_measurements": [{"name": "waist", "value": -1, "unit": "cm"}]},
        "garment_measurements[0].value",
    ),
    (
        {"garment_measurements": [{"name": "waist", "value": 1, "unit": "mm"}]},
        "garment_measurements[0].unit",
    ),
    (
        {"garment_measurements": [{"name": "waist", "value": 1, "unit": "cm", "confidence": 1.5}]},
        "garment_measurements[0].confidence",
    ),
    ({"garment_measurements": [{"name": "waist", "unit": "cm"}]}, "garment_measurements[0].value"),
    ({"source_updated_at": "2025-01-01"}, "source_updated_at"),
    ({"schema_version": 3}, "schema_version"),
    ({"schema_version": True}, "schema_version"),
    ({"ingest": {"event_id": "e"}}, "ingest.run_id"),
    (
        {
            "ingest": {
                "event_id": "e",
                "run_id": "r",
                "sequence": 0,
                "producer": "p",
                "observed_at": "2025-01-01T00:00:00Z",
            }
        },
        "ingest.sequence",
    ),
    (
        {
            "ingest": {
                "event_id": "e",
                "run_id": "r",
                "sequence": 1,
                "producer": "p",
                "observed_at": "2025-01-01T00:00:00Z",
                "completed_collections": ["reviews"],
            }
        },
        "ingest.completed_collections[0]",
    ),
]


@pytest.mark.parametrize(("override", "path"), INVALID, ids=[p for _o, p in INVALID])
def test_invalid_value_is_400_naming_the_field(api, site, override, path):
    response = _put(api, site, product_body(**override))
    assert response.status_code == 400, response.content
    assert response.json()["error"].startswith(f"{path}:"), response.json()
    assert not Product.objects.filter(site=site).exists()


def test_body_that_is_not_a_json_object_is_400(api, site):
    assert api.put(product_url(site, "p1"), body=b"[1]").status_code == 400
    assert api.put(product_url(site, "p1"), body=b"{nope").status_code == 400


def test_rating_bounds_are_inclusive(api, site):
    assert _put(api, site, product_body(rating=0)).status_code == 200
    assert _put(api, site, product_body(rating=5)).status_code == 200


def test_invalid_item_leaves_the_stored_product_unchanged(api, site):
    _put(api, site, product_body(brand="Acme", variants=[variant("a", sku="A")]))
    response = _put(
        api,
        site,
        {
            "brand": "Other",
            "variants": [
                variant("a", sku="B"),
                variant("b", price={"amount": "x", "currency": "EUR"}),
            ],
        },
    )
    assert response.status_code == 400
    product = Product.objects.get(site=site, product_id="p1")
    assert product.brand == "Acme"
    assert product.variants.get().sku == "A"


def test_unknown_fields_are_ignored(api, site):
    response = _put(api, site, product_body(product_id="p1", vendor="x"))
    assert response.status_code == 200


@pytest.mark.parametrize(
    ("override", "path", "message"),
    [
        # Python's \d matched other scripts' digits: "١٢٣" was stored and returned as a price.
        ({"price": {"amount": "١٢٣", "currency": "EUR"}}, "price.amount", None),
        # `$` matched before a trailing newline.
        ({"price": {"amount": "12\n", "currency": "EUR"}}, "price.amount", None),
        ({"size_charts": [{"url": URL, "locale": "en\n"}]}, "size_charts[0].locale", None),
        # urlsplit's own ValueError reached the client as "Value error, Invalid IPv6 URL".
        (
            {"images": [{"url": "http://[::1"}]},
            "images[0].url",
            "must be an absolute http or https URL",
        ),
    ],
)
def test_fuzzed_invalid_value_is_400_naming_the_field(api, site, override, path, message):
    response = _put(api, site, product_body(**override))
    assert response.status_code == 400, response.content
    assert response.json()["error"].startswith(f"{path}: {message or ''}")
    assert not Product.objects.filter(site=site).exists()


def test_amount_pattern_is_declared_in_the_schema(anon):
    schema = anon.get("/api/schema/?format=json").json()
    amount = schema["components"]["schemas"]["Money"]["properties"]["amount"]
    assert amount["pattern"] == r"^[0-9]{1,20}(\.[0-9]{1,10})?$"


@pytest.mark.parametrize(
    "url",
    [
        "https://cdn.example/a.jpg",
        "HTTP://Shop.Example:8080/p?x=1#f",
        "http://a",
        "https://shop.example/a b.jpg",
        "ftp://shop.example/a.jpg",
        "https:///a.jpg",
        "http://[::1",
        "http://[::1]:80/x",
        "https://bücher.example/a",
        "https://shop.example/\ta",
        " https://shop.example/a",
        "//shop.example/a",
    ],
)
def test_url_fast_path_agrees_with_the_full_check(url):
    """Plain URLs skip ``urlsplit``; the answer is the full check's."""
    from urllib.parse import urlsplit

    from catalog import schemas

    try:
        parts = urlsplit(url)
        expected = (
            parts.scheme.lower() in ("http", "https") and bool(parts.netloc) and " " not in url
        )
    except ValueError:
        expected = False
    try:
        schemas._check_url(url)
        accepted = True
    except Exception:
        accepted = False
    assert accepted is expected
