"""Invalid values of the product write body are 400 naming the field (interface 2.2-2.11,
decisions.md section 1), valid enumerations and formats are accepted."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from catalog.schemas import (
    MEASUREMENT_NAMES,
    OPTION_KINDS,
    SIZE_AUDIENCE_CODES,
    SIZE_CATEGORY_CODES,
    SIZE_SYSTEM_CODES,
)
from tests.contract.helpers import IMG, assert_error, fresh_id, ingest, new_body, put

pytestmark = pytest.mark.django_db

V = {"source_variant_id": "v1"}
GM = {"name": "waist", "value": 70, "unit": "cm"}
OPT = {"key": "Fit", "values": [{"source_value": "Slim"}]}


def _future(minutes: float) -> str:
    return (datetime.now(UTC) + timedelta(minutes=minutes)).isoformat().replace("+00:00", "Z")


INVALID: list[tuple[str, dict[str, Any]]] = [
    ("title", {"title": 5}),
    ("title", {"title": None}),
    ("images", {"images": []}),
    ("images[0].url", {"images": [{}]}),
    ("images[0].url", {"images": [{"url": "not a url"}]}),
    ("images[0].url", {"images": [{"url": "ftp://cdn.example/a.jpg"}]}),
    ("images[0].url", {"images": [{"url": "/relative/a.jpg"}]}),
    ("images[0].width", {"images": [{"url": IMG, "width": -1}]}),
    ("images[0].height", {"images": [{"url": IMG, "height": -1}]}),
    ("images[0].position", {"images": [{"url": IMG, "position": "1"}]}),
    ("canonical_url", {"canonical_url": "shop.example/p"}),
    ("enabled", {"enabled": "true"}),
    ("enabled", {"enabled": 1}),
    ("available", {"available": "yes"}),
    ("rating", {"rating": -0.01}),
    ("rating", {"rating": 5.01}),
    ("rating", {"rating": "4.5"}),
    ("review_count", {"review_count": -1}),
    ("review_count", {"review_count": 2.5}),
    ("price.amount", {"price": {"amount": 19.9, "currency": "USD"}}),
    ("price.amount", {"price": {"amount": "abc", "currency": "USD"}}),
    ("price.amount", {"price": {"currency": "USD"}}),
    ("price.currency", {"price": {"amount": "1.00"}}),
    ("price.currency", {"price": {"amount": "1.00", "currency": "usd"}}),
    ("price.currency", {"price": {"amount": "1.00", "currency": "US"}}),
    ("price.currency", {"price": {"amount": "1.00", "currency": "USDX"}}),
    ("compare_at_price.currency", {"compare_at_price": {"amount": "1.00", "currency": "eur"}}),
    ("variants", {"variants": {"v1": {}}}),
    ("variants[0]", {"variants": [{}]}),
    ("variants[0]", {"variants": [{"title": "no identity"}]}),
    ("variants[0].option_values", {"variants": [{"option_values": {"Size": 1}}]}),
    ("variants[0].available", {"variants": [{**V, "available": "true"}]}),
    ("variants[0].inventory_quantity", {"variants": [{**V, "inventory_quantity": "5"}]}),
    ("variants[0].inventory_quantity", {"variants": [{**V, "inventory_quantity": 1.5}]}),
    ("variants[0].inventory_observed_at", {"variants": [{**V, "inventory_observed_at": "soon"}]}),
    (
        "variants[0].price.currency",
        {"variants": [{**V, "price": {"amount": "1", "currency": "E"}}]},
    ),
    ("variants[0].canonical_url", {"variants": [{**V, "canonical_url": "javascript:alert(1)"}]}),
    ("variants[0].image_url", {"variants": [{**V, "image_url": "nope"}]}),
    ("variants[0].media[0].url", {"variants": [{**V, "media": [{"url": "nope"}]}]}),
    ("variants_complete", {"variants_complete": "yes"}),
    ("options[0].key", {"options": [{"values": []}]}),
    ("options[0].values", {"options": [{"key": "Fit"}]}),
    ("options[0].values[0].source_value", {"options": [{"key": "Fit", "values": [{}]}]}),
    ("options[0].kind", {"options": [{**OPT, "kind": "colour"}]}),
    ("options[0].presentation_role", {"options": [{**OPT, "presentation_role": "maybe"}]}),
    ("options[0].size_system_code", {"options": [{**OPT, "size_system_code": "US"}]}),
    ("options[0].size_audience_code", {"options": [{**OPT, "size_audience_code": "women"}]}),
    ("options[0].size_category_code", {"options": [{**OPT, "size_category_code": "shoes"}]}),
    (
        "options[0].values[0].swatch.image_url",
        {
            "options": [
                {"key": "C", "values": [{"source_value": "a", "swatch": {"image_url": "x"}}]}
            ]
        },
    ),
    ("size_charts[0]", {"size_charts": [{}]}),
    ("size_charts[0]", {"size_charts": [{"locale": "en"}]}),
    ("size_charts[0].url", {"size_charts": [{"url": "not a url"}]}),
    ("size_charts[0].content", {"size_charts": [{"content": ["a", "b"]}]}),
    (
        "size_charts[0].applies_to",
        {"size_charts": [{"external_id": "c", "applies_to": {"Fit": 1}}]},
    ),
    ("size_charts[0].locale", {"size_charts": [{"external_id": "c", "locale": "not a locale!!"}]}),
    ("size_charts[0].locale", {"size_charts": [{"external_id": "c", "locale": "en_US"}]}),
    ("size_charts[0].locale", {"size_charts": [{"external_id": "c", "locale": "e"}]}),
    ("size_charts[0].locale", {"size_charts": [{"external_id": "c", "locale": "en-"}]}),
    ("size_charts[0].locale", {"size_charts": [{"external_id": "c", "locale": ""}]}),
    ("size_charts[0].locale", {"size_charts": [{"external_id": "c", "locale": 7}]}),
    (
        "size_charts[0].size_system_code",
        {"size_charts": [{"external_id": "c", "size_system_code": "x"}]},
    ),
    (
        "size_charts[0].size_audience_code",
        {"size_charts": [{"external_id": "c", "size_audience_code": "x"}]},
    ),
    (
        "size_charts[0].size_category_code",
        {"size_charts": [{"external_id": "c", "size_category_code": "x"}]},
    ),
    ("garment_measurements[0].name", {"garment_measurements": [{**GM, "name": "neck"}]}),
    ("garment_measurements[0].name", {"garment_measurements": [{"value": 1, "unit": "cm"}]}),
    ("garment_measurements[0].value", {"garment_measurements": [{**GM, "value": -0.5}]}),
    ("garment_measurements[0].value", {"garment_measurements": [{**GM, "value": "70"}]}),
    ("garment_measurements[0].value", {"garment_measurements": [{"name": "waist", "unit": "cm"}]}),
    ("garment_measurements[0].unit", {"garment_measurements": [{**GM, "unit": "mm"}]}),
    ("garment_measurements[0].unit", {"garment_measurements": [{"name": "waist", "value": 1}]}),
    ("garment_measurements[0].confidence", {"garment_measurements": [{**GM, "confidence": 1.01}]}),
    ("garment_measurements[0].confidence", {"garment_measurements": [{**GM, "confidence": -0.01}]}),
    ("model_observations[0].measurements", {"model_observations": [{"measurements": {"h": 170}}]}),
    ("model_observations[0].evidence", {"model_observations": [{"evidence": "one string"}]}),
    ("model_observations[0].evidence[0]", {"model_observations": [{"evidence": [1]}]}),
    ("source_active", {"source_active": "true"}),
    ("source_updated_at", {"source_updated_at": "last tuesday"}),
    ("schema_version", {"schema_version": 3}),
    ("schema_version", {"schema_version": 0}),
    ("schema_version", {"schema_version": "2"}),
    ("ingest", {"ingest": "evt-1"}),
    ("ingest.sequence", {"ingest": ingest(sequence=0)}),
    ("ingest.sequence", {"ingest": ingest(sequence="1")}),
    ("ingest.observed_at", {"ingest": ingest(observed_at="yesterday")}),
    (
        "ingest.completed_collections",
        {"ingest": ingest(completed_collections=["garment_measurements"])},
    ),
    ("ingest.observed_fields", {"ingest": ingest(observed_fields="title")}),
] + [
    (f"ingest.{name}", {"ingest": {k: v for k, v in ingest().items() if k != name}})
    for name in ("event_id", "run_id", "sequence", "producer", "observed_at")
]


@pytest.mark.parametrize(
    ("path", "fields"), INVALID, ids=[f"{p}-{i}" for i, (p, _) in enumerate(INVALID)]
)
def test_invalid_value_is_400_naming_the_field(api, site, path, fields):
    response = put(api, site, fresh_id(), new_body(**fields))
    assert_error(response, 400, path.split("[")[0].split(".")[0])


@pytest.mark.parametrize(
    "locale",
    ["en", "en-US", "zh-Hant-TW", "de-CH-1996", "es-419", "sr-Latn-RS", "fil-PH", "x-acme"],
)
def test_well_formed_bcp47_size_chart_locale_is_accepted_and_read_back(api, site, locale):
    body = new_body(size_charts=[{"url": "https://shop.example/size", "locale": locale}])
    response = put(api, site, fresh_id(), body)
    assert response.status_code == 200, response.content
    assert response.json()["catalog_product"]["size_charts"][0]["locale"] == locale


@pytest.mark.parametrize(
    ("field", "values"),
    [
        ("size_system_code", SIZE_SYSTEM_CODES),
        ("size_audience_code", SIZE_AUDIENCE_CODES),
        ("size_category_code", SIZE_CATEGORY_CODES),
    ],
)
def test_every_size_enumeration_value_is_accepted_on_options_and_charts(api, site, field, values):
    spec = {
        "size_system_code": (
            "us eu uk au jp cn kr intl_alpha inch cm mondopoint brand_specific one_size unknown"
        ),
        "size_audience_code": "womens mens unisex kids youth baby unknown",
        "size_category_code": "apparel footwear denim bra hosiery accessories unknown",
    }[field].split()
    assert list(values) == spec
    body = new_body(
        options=[
            {"key": f"k{i}", "values": [{"source_value": "a"}], field: v}
            for i, v in enumerate(spec[:20])
        ],
        size_charts=[{"external_id": f"c{i}", field: v} for i, v in enumerate(spec)],
    )
    response = put(api, site, fresh_id(), body)
    assert response.status_code == 200, response.content
    product = response.json()["catalog_product"]
    assert [o[field] for o in product["options"]] == spec
    assert sorted(c[field] for c in product["size_charts"]) == sorted(spec)


def test_every_option_kind_presentation_role_and_measurement_name_is_accepted(api, site):
    kinds = ["visual", "style", "size", "fit", "length", "width", "other"]
    names = [
        "bust",
        "chest",
        "underbust",
        "waist",
        "hips",
        "shoulder_width",
        "sleeve_length",
        "total_length",
        "inseam",
        "front_rise",
        "back_rise",
        "thigh",
        "leg_opening",
    ]
    assert list(OPTION_KINDS) == kinds and list(MEASUREMENT_NAMES) == names
    roles = ["auto", "include", "exclude"]
    body = new_body(
        options=[
            {
                "key": f"k{i}",
                "values": [{"source_value": "a"}],
                "kind": k,
                "presentation_role": roles[i % 3],
            }
            for i, k in enumerate(kinds)
        ],
        garment_measurements=[
            {"name": n, "value": 0, "unit": "in" if i % 2 else "cm", "confidence": i % 2}
            for i, n in enumerate(names)
        ],
    )
    response = put(api, site, fresh_id(), body)
    assert response.status_code == 200, response.content
    product = response.json()["catalog_product"]
    assert [o["kind"] for o in product["options"]] == kinds
    assert [o["presentation_role"] for o in product["options"]] == [roles[i % 3] for i in range(7)]
    assert [g["name"] for g in product["garment_measurements"]] == names


@pytest.mark.parametrize("role", ["front", "back", "side", "featured", "primary", "gallery"])
def test_documented_image_roles_are_accepted(api, site, role):
    response = put(api, site, fresh_id(), new_body(images=[{"url": IMG, "role": role}]))
    assert response.status_code == 200
    assert response.json()["catalog_product"]["images"][0]["role"] == role


def test_inclusive_bounds_are_accepted(api, site):
    body = new_body(
        rating=0,
        review_count=0,
        images=[{"url": IMG, "width": 0, "height": 0}],
        garment_measurements=[
            {**GM, "value": 0, "confidence": 0},
            {**GM, "name": "hips", "confidence": 1},
        ],
        ingest=ingest(sequence=1),
    )
    assert put(api, site, fresh_id(), body).status_code == 200
    assert put(api, site, fresh_id(), new_body(rating=5)).status_code == 200


@pytest.mark.parametrize("schema_version", [1, 2])
def test_schema_version_1_and_2_are_accepted_and_the_response_says_2(api, site, schema_version):
    response = put(api, site, fresh_id(), new_body(schema_version=schema_version))
    assert response.status_code == 200
    assert response.json()["schema_version"] == 2


@pytest.mark.parametrize(
    "fields",
    [
        {"variants": [V]},
        {"options": [OPT]},
        {"size_charts": [{"url": "https://shop.example/size"}]},
        {"variants": []},
    ],
)
def test_schema_version_1_rejects_variants_options_and_size_charts(api, site, fields):
    response = put(api, site, fresh_id(), new_body(schema_version=1, **fields))
    assert_error(response, 400, next(iter(fields)))


def test_schema_version_1_replaces_images_whole(api, site):
    product_id = fresh_id()
    put(api, site, product_id, new_body(images=[{"url": IMG}, {"url": IMG + "?2"}]))
    response = put(api, site, product_id, {"schema_version": 1, "images": [{"url": IMG + "?3"}]})
    assert response.status_code == 200
    assert [i["url"] for i in response.json()["catalog_product"]["images"]] == [IMG + "?3"]


@pytest.mark.parametrize("minutes", [6, 60 * 24])
def test_observation_time_more_than_5_minutes_ahead_is_400(api, site, minutes):
    when = _future(minutes)
    variant = {**V, "available": True, "inventory_observed_at": when}
    assert_error(
        put(api, site, fresh_id(), new_body(variants=[variant])), 400, "inventory_observed_at"
    )
    assert_error(
        put(api, site, fresh_id(), new_body(ingest=ingest(observed_at=when))), 400, "observed_at"
    )


def test_observation_time_slightly_ahead_is_accepted(api, site):
    when = _future(4)
    variant = {**V, "available": True, "inventory_observed_at": when}
    body = new_body(variants=[variant], ingest=ingest(observed_at=when))
    assert put(api, site, fresh_id(), body).status_code == 200


@pytest.mark.parametrize(
    "when", ["2025-01-31T12:00:00Z", "2025-01-31T12:00:00+02:00", "2025-01-31T12:00:00.123456Z"]
)
def test_rfc3339_date_times_are_accepted(api, site, when):
    body = new_body(source_updated_at=when, variants=[{**V, "inventory_observed_at": when}])
    assert put(api, site, fresh_id(), body).status_code == 200


@pytest.mark.parametrize("body", [b"{", b"[]", b'"x"', b"null", b"42", b"", b"\xff\xfe"])
def test_malformed_or_non_object_body_is_400(api, site, body):
    response = api.put(f"/vfr/manage/sites/{site.pk}/products/{fresh_id()}", body=body)
    assert_error(response, 400)


@pytest.mark.parametrize(
    ("raw", "path"),
    [
        (b'{"title": "a\\u0000b", "images": [{"url": "https://cdn.example/a.jpg"}]}', "title"),
        (
            b'{"title": "a", "images": [{"url": "https://cdn.example/a.jpg", '
            b'"alt_text": "\\u0000"}]}',
            "images[0].alt_text",
        ),
        (
            b'{"title": "a", "images": [{"url": "https://cdn.example/a.jpg"}], '
            b'"variants": [{"option_values": {"S\\u0000": "M"}}]}',
            "variants[0].option_values",
        ),
    ],
)
def test_nul_character_in_a_string_is_400_not_500(api, site, raw, path):
    response = api.put(f"/vfr/manage/sites/{site.pk}/products/{fresh_id()}", body=raw)
    assert_error(response, 400, path)


def test_escaped_backslash_u0000_text_is_an_ordinary_string(api, site):
    raw = b'{"title": "a\\\\u0000b", "images": [{"url": "https://cdn.example/a.jpg"}]}'
    response = api.put(f"/vfr/manage/sites/{site.pk}/products/{fresh_id()}", body=raw)
    assert response.status_code == 200
    assert response.json()["catalog_product"]["title"] == "a\\u0000b"


def test_nul_in_a_path_identifier_is_404_not_500(api, site):
    path = f"/vfr/manage/sites/{site.pk}/products/a%00b"
    assert_error(api.put(path, new_body()), 404)
    assert_error(api.delete(path), 404)
    assert_error(api.put(path + "/enabled", {"enabled": True}), 404)
    assert_error(api.delete(path + "/variants/v%00"), 404)


def test_integer_bound_message_is_readable(api, site):
    response = put(api, site, fresh_id(), new_body(review_count=2**31))
    assert_error(response, 400, "review_count", "2147483647")


@pytest.mark.parametrize(
    ("number", "path"),
    [
        (b"18446744073709551616", "size_charts[0].content.n"),  # 2**64
        (b"-9223372036854775809", "size_charts[0].content.n"),  # -(2**63) - 1
        (b"123456789012345678901234567890", "size_charts[0].content.n"),
        (b"1" + b"0" * 300, "size_charts[0].content.n"),
    ],
)
def test_integer_beyond_64_bits_in_free_form_json_is_400(api, site, number, path):
    """decisions.md 2: numbers JSON cannot carry exactly are 400, never silently read back
    as a rounded float."""
    raw = (
        b'{"title": "a", "images": [{"url": "https://cdn.example/a.jpg"}], '
        b'"size_charts": [{"external_id": "c", "content": {"n": ' + number + b"}}]}"
    )
    response = api.put(f"/vfr/manage/sites/{site.pk}/products/{fresh_id()}", body=raw)
    assert_error(response, 400, path, "64 bits")


@pytest.mark.parametrize("number", [2**64 - 1, -(2**63), 10**18, 0.1, -2.5e-7])
def test_numbers_within_64_bits_and_floats_round_trip(api, site, number):
    product_id = fresh_id()
    content = {"n": number, "id": "12345678901234567890123"}
    body = new_body(size_charts=[{"external_id": "c", "content": content}])
    assert put(api, site, product_id, body).status_code == 200
    read = api.get(f"/vfr/manage/sites/{site.pk}/products/{product_id}").json()
    assert read["catalog_product"]["size_charts"][0]["content"] == content
