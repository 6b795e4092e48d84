"""Product write semantics (decisions.md section 2): create vs patch, nulls, merge by
identity, completeness, derived options, consistency, stock ordering, ingest, shapes."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tests.contract.helpers import (
    IMG,
    assert_error,
    create,
    fresh_id,
    ingest,
    new_body,
    put,
    variants_by_id,
)

pytestmark = pytest.mark.django_db


def _cp(response):
    assert response.status_code == 200, response.content
    return response.json()["catalog_product"]


# --- create vs patch -------------------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        {"images": [{"url": IMG}]},
        {"title": "T"},
        {"title": "T", "images": None},
        {"title": "T", "images": []},
        {},
    ],
)
def test_create_needs_title_and_an_image(api, site, body):
    assert_error(put(api, site, fresh_id(), body), 400)


def test_create_failure_does_not_create_the_product(api, site):
    product_id = fresh_id()
    assert put(api, site, product_id, {"title": "T"}).status_code == 400
    # still unknown: a patch without title/images is a create and fails again
    assert put(api, site, product_id, {"brand": "B"}).status_code == 400


def test_update_applies_only_the_fields_present(api, site):
    product_id = fresh_id()
    create(api, site, product_id, brand="Acme", description="Soft", rating=4.5, handle="tee")
    product = _cp(put(api, site, product_id, {"brand": "Other"}))
    assert product["brand"] == "Other"
    assert product["description"] == "Soft"
    assert product["rating"] == 4.5
    assert product["handle"] == "tee"
    assert product["title"] == "Cotton T-Shirt"
    assert [i["url"] for i in product["images"]] == [IMG]


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("handle", "tee"),
        ("canonical_url", "https://shop.example/p/tee"),
        ("available", True),
        ("rating", 4.0),
        ("review_count", 12),
        ("price", {"amount": "19.90", "currency": "EUR"}),
        ("compare_at_price", {"amount": "29.90", "currency": "EUR"}),
        ("brand", "Acme"),
        ("product_type", "T-Shirt"),
        ("description", "Soft cotton"),
        ("custom_instructions", "Runs small"),
        ("source_active", True),
        ("source_status_raw", "active"),
        ("source_updated_at", "2025-01-31T12:00:00Z"),
    ],
)
def test_scalar_sent_as_null_is_cleared(api, site, field, value):
    product_id = fresh_id()
    created = create(api, site, product_id, **{field: value})["catalog_product"]
    assert created[field] is not None
    assert _cp(put(api, site, product_id, {field: None}))[field] is None


def test_prompt_tag_null_returns_to_auto_detection(api, site):
    product_id = fresh_id()
    created = create(api, site, product_id, title="Red Midi Wrap Dress", prompt_tag="gown")
    assert created["catalog_product"]["prompt_tag"] == "gown"
    assert created["product"]["prompt_tag"] == "gown"
    product = _cp(put(api, site, product_id, {"prompt_tag": None}))
    assert product["prompt_tag"] and product["prompt_tag"] != "gown"


@pytest.mark.parametrize("field", ["images", "options", "variants", "size_charts"])
def test_collection_sent_as_null_is_treated_as_omitted(api, site, field):
    product_id = fresh_id()
    create(
        api,
        site,
        product_id,
        variants=[{"source_variant_id": "v1", "option_values": {"Size": "M"}}],
        size_charts=[{"url": "https://shop.example/size"}],
    )
    before = _cp(put(api, site, product_id, {}))
    after = _cp(put(api, site, product_id, {field: None}))
    assert after[field] == before[field]
    assert after[field]


@pytest.mark.parametrize("field", ["garment_measurements", "model_observations"])
def test_null_garment_measurements_and_model_observations_change_nothing(api, site, field):
    product_id = fresh_id()
    value = {
        "garment_measurements": [{"name": "waist", "value": 70, "unit": "cm"}],
        "model_observations": [{"name": "Anna", "size_worn": "S"}],
    }[field]
    create(api, site, product_id, **{field: value})
    assert len(_cp(put(api, site, product_id, {field: None}))[field]) == 1


def test_put_with_empty_object_on_existing_product_changes_nothing(api, site):
    product_id = fresh_id()
    first = _cp(put(api, site, product_id, new_body(brand="Acme")))
    again = _cp(put(api, site, product_id, {}))
    for key in ("title", "brand", "images", "options", "variants", "enabled"):
        assert again[key] == first[key]


# --- merge by identity -----------------------------------------------------------------


def test_images_merge_by_external_media_id_else_url(api, site):
    product_id = fresh_id()
    create(
        api,
        site,
        product_id,
        images=[
            {"url": IMG, "external_media_id": "m1", "alt_text": "old"},
            {"url": "https://cdn.example/b.jpg", "alt_text": "b"},
        ],
    )
    product = _cp(
        put(
            api,
            site,
            product_id,
            {
                "images": [
                    {
                        "url": "https://cdn.example/new.jpg",
                        "external_media_id": "m1",
                        "alt_text": "new",
                    },
                    {"url": "https://cdn.example/b.jpg", "alt_text": "b2"},
                    {"url": "https://cdn.example/c.jpg"},
                ]
            },
        )
    )
    by_url = {i["url"]: i for i in product["images"]}
    assert set(by_url) == {
        "https://cdn.example/new.jpg",
        "https://cdn.example/b.jpg",
        "https://cdn.example/c.jpg",
    }
    assert by_url["https://cdn.example/new.jpg"]["alt_text"] == "new"
    assert by_url["https://cdn.example/b.jpg"]["alt_text"] == "b2"


def test_omitted_items_stay_when_collection_is_not_complete(api, site):
    product_id = fresh_id()
    create(
        api,
        site,
        product_id,
        images=[{"url": IMG}, {"url": IMG + "?2"}],
        options=[{"key": "Fit", "values": [{"source_value": "Slim"}]}],
        size_charts=[{"external_id": "c1"}, {"url": "https://shop.example/size"}],
        variants=[{"source_variant_id": "v1"}, {"source_variant_id": "v2"}],
    )
    product = _cp(
        put(
            api,
            site,
            product_id,
            {
                "images": [{"url": IMG + "?3"}],
                "options": [{"key": "Length", "values": [{"source_value": "Long"}]}],
                "size_charts": [{"external_id": "c2"}],
                "variants": [{"source_variant_id": "v3"}],
            },
        )
    )
    assert len(product["images"]) == 3
    assert {o["key"] for o in product["options"]} == {"Fit", "Length"}
    assert len(product["size_charts"]) == 3
    assert {v["source_variant_id"]: v["active"] for v in product["variants"]} == {
        "v1": True,
        "v2": True,
        "v3": True,
    }


def test_option_values_merge_by_source_value(api, site):
    product_id = fresh_id()
    create(
        api,
        site,
        product_id,
        options=[{"key": "Fit", "values": [{"source_value": "Slim", "display_label": "Slim fit"}]}],
    )
    product = _cp(
        put(
            api,
            site,
            product_id,
            {
                "options": [
                    {
                        "key": "Fit",
                        "values": [
                            {"source_value": "Slim", "display_label": "Slim!"},
                            {"source_value": "Loose"},
                        ],
                    }
                ]
            },
        )
    )
    values = {v["source_value"]: v for v in product["options"][0]["values"]}
    assert set(values) == {"Slim", "Loose"}
    assert values["Slim"]["display_label"] == "Slim!"
    assert values["Loose"]["display_label"] == "Loose"


def test_size_chart_identity_external_id_url_then_content_hash(api, site):
    product_id = fresh_id()
    content = {"rows": [["S", "34"], ["M", "36"]]}
    create(
        api,
        site,
        product_id,
        size_charts=[
            {"external_id": "c1", "locale": "en"},
            {"url": "https://shop.example/size", "locale": "en"},
            {"content": content, "locale": "en"},
        ],
    )
    product = _cp(
        put(
            api,
            site,
            product_id,
            {
                "size_charts": [
                    {"external_id": "c1", "locale": "de"},
                    {"url": "https://shop.example/size", "locale": "fr"},
                    {"content": content, "locale": "it"},
                ]
            },
        )
    )
    assert sorted(c["locale"] for c in product["size_charts"]) == ["de", "fr", "it"]


def test_variant_identity_by_option_values_set(api, site):
    product_id = fresh_id()
    create(
        api,
        site,
        product_id,
        variants=[{"option_values": {"Color": "Red", "Size": "M"}, "sku": "A"}],
    )
    product = _cp(
        put(
            api,
            site,
            product_id,
            {"variants": [{"option_values": {"Size": "M", "Color": "Red"}, "sku": "B"}]},
        )
    )
    assert [v["sku"] for v in product["variants"]] == ["B"]


@pytest.mark.parametrize(
    "fields",
    [
        {"images": [{"url": IMG}, {"url": IMG}]},
        {
            "images": [
                {"url": IMG, "external_media_id": "m"},
                {"url": IMG + "?2", "external_media_id": "m"},
            ]
        },
        {"options": [{"key": "Fit", "values": []}, {"key": "Fit", "values": []}]},
        {"options": [{"key": "Fit", "values": [{"source_value": "a"}, {"source_value": "a"}]}]},
        {"variants": [{"source_variant_id": "v"}, {"source_variant_id": "v"}]},
        {
            "variants": [
                {"option_values": {"S": "M", "C": "R"}},
                {"option_values": {"C": "R", "S": "M"}},
            ]
        },
        {"size_charts": [{"external_id": "c"}, {"external_id": "c"}]},
        {"size_charts": [{"url": "https://s.example/c"}, {"url": "https://s.example/c"}]},
        {"size_charts": [{"content": {"a": 1}}, {"content": {"a": 1}}]},
    ],
)
def test_two_items_with_the_same_identity_is_400(api, site, fields):
    assert_error(put(api, site, fresh_id(), new_body(**fields)), 400, next(iter(fields)))


def test_variants_are_case_sensitive_identities(api, site):
    product = create(
        api, site, variants=[{"source_variant_id": "abc"}, {"source_variant_id": "ABC"}]
    )
    assert set(variants_by_id(product)) == {"abc", "ABC"}


@pytest.mark.parametrize("field", ["garment_measurements", "model_observations"])
def test_measurements_and_observations_are_replaced_whole(api, site, field):
    product_id = fresh_id()
    first, second = {
        "garment_measurements": (
            [
                {"name": "waist", "value": 70, "unit": "cm"},
                {"name": "hips", "value": 90, "unit": "cm"},
            ],
            [{"name": "bust", "value": 80, "unit": "in"}],
        ),
        "model_observations": ([{"name": "A"}, {"name": "B"}], [{"name": "C", "size_worn": "M"}]),
    }[field]
    create(api, site, product_id, **{field: first})
    stored = _cp(put(api, site, product_id, {field: second}))[field]
    assert len(stored) == 1
    assert stored[0]["name"] == second[0]["name"]
    assert _cp(put(api, site, product_id, {field: []}))[field] == []


# --- completeness ------------------------------------------------------------------------


def test_variants_complete_deactivates_omitted_variants_never_deletes(api, site):
    product_id = fresh_id()
    create(
        api, site, product_id, variants=[{"source_variant_id": s, "available": True} for s in "abc"]
    )
    product = _cp(
        put(
            api,
            site,
            product_id,
            {"variants": [{"source_variant_id": "a"}], "variants_complete": True},
        )
    )
    assert {v["source_variant_id"]: v["active"] for v in product["variants"]} == {
        "a": True,
        "b": False,
        "c": False,
    }
    # sent again: active again
    product = _cp(put(api, site, product_id, {"variants": [{"source_variant_id": "b"}]}))
    assert variants_by_id({"catalog_product": product})["b"]["active"] is True


def test_empty_variants_with_variants_complete_deactivates_all(api, site):
    product_id = fresh_id()
    create(
        api,
        site,
        product_id,
        available=True,
        variants=[{"source_variant_id": "a", "available": False}],
    )
    response = put(api, site, product_id, {"variants": [], "variants_complete": True})
    product = _cp(response)
    assert [v["active"] for v in product["variants"]] == [False]
    # variantless now: product-level availability applies
    assert response.json()["product"]["available"] is True


@pytest.mark.parametrize("collection", ["images", "options", "size_charts", "variants"])
def test_completed_collections_removes_omitted_items(api, site, collection):
    product_id = fresh_id()
    create(
        api,
        site,
        product_id,
        images=[{"url": IMG}, {"url": IMG + "?2"}],
        options=[
            {"key": "Fit", "values": [{"source_value": "Slim"}]},
            {"key": "Len", "values": []},
        ],
        size_charts=[{"external_id": "c1"}, {"external_id": "c2"}],
        variants=[{"source_variant_id": "v1"}, {"source_variant_id": "v2"}],
    )
    kept = {
        "images": [{"url": IMG}],
        "options": [{"key": "Fit", "values": [{"source_value": "Slim"}]}],
        "size_charts": [{"external_id": "c1"}],
        "variants": [{"source_variant_id": "v1"}],
    }[collection]
    body = {collection: kept, "ingest": ingest(completed_collections=[collection])}
    product = _cp(put(api, site, product_id, body))
    if collection == "variants":
        assert {v["source_variant_id"]: v["active"] for v in product["variants"]} == {
            "v1": True,
            "v2": False,
        }
    else:
        assert len(product[collection]) == 1
    others = {"images", "options", "size_charts"} - {collection}
    for other in others:
        assert len(product[other]) == 2


# --- derived options and consistency ----------------------------------------------------------


def test_options_are_derived_in_first_seen_order_and_rederived(api, site):
    product_id = fresh_id()
    product = create(
        api,
        site,
        product_id,
        variants=[
            {"source_variant_id": "1", "option_values": {"Colour": "Navy", "Size": "M"}},
            {"source_variant_id": "2", "option_values": {"Colour": "Red", "Size": "S"}},
            {"source_variant_id": "3", "option_values": {"Colour": "Navy", "Size": "L"}},
        ],
    )["catalog_product"]
    assert [o["key"] for o in product["options"]] == ["Colour", "Size"]
    assert [v["source_value"] for v in product["options"][0]["values"]] == ["Navy", "Red"]
    assert [v["source_value"] for v in product["options"][1]["values"]] == ["M", "S", "L"]
    assert [o["kind"] for o in product["options"]] == ["visual", "size"]
    product = _cp(
        put(
            api,
            site,
            product_id,
            {
                "variants": [
                    {"source_variant_id": "4", "option_values": {"Colour": "Green", "Size": "XL"}}
                ]
            },
        )
    )
    assert [v["source_value"] for v in product["options"][0]["values"]] == ["Navy", "Red", "Green"]
    assert [v["source_value"] for v in product["options"][1]["values"]] == ["M", "S", "L", "XL"]


@pytest.mark.parametrize(
    ("key", "values", "kind"),
    [
        ("Color", ["Red", "Blue"], "visual"),
        ("colour", ["Navy"], "visual"),
        ("Farbe", ["Rot"], "visual"),
        ("Couleur", ["Rouge"], "visual"),
        ("Size", ["S", "M"], "size"),
        ("Taille", ["38", "40"], "size"),
        ("Größe", ["M"], "size"),
        ("Talla", ["M"], "size"),
        ("Option1", ["XS", "S", "M", "L", "XL"], "size"),
        ("Option2", ["30x32", "32x34"], "size"),
        ("Option3", ["Black", "White", "Beige"], "visual"),
    ],
)
def test_option_kind_is_detected_when_omitted(api, site, key, values, kind):
    product = create(
        api,
        site,
        variants=[
            {"source_variant_id": str(i), "option_values": {key: v}} for i, v in enumerate(values)
        ],
    )["catalog_product"]
    assert product["options"][0]["kind"] == kind


def test_sent_option_kind_wins_over_detection(api, site):
    product = create(
        api, site, options=[{"key": "Color", "values": [{"source_value": "Red"}], "kind": "style"}]
    )["catalog_product"]
    assert product["options"][0]["kind"] == "style"
    assert product["options"][0]["source_name"] == "Color"


@pytest.mark.parametrize(
    ("options", "variant"),
    [
        (
            [{"key": "Size", "values": [{"source_value": "M"}]}],
            {"source_variant_id": "v", "option_values": {"Colour": "Red"}},
        ),
        (
            [{"key": "Size", "values": [{"source_value": "M"}]}],
            {"source_variant_id": "v", "option_values": {"Size": "XL"}},
        ),
        (
            [{"key": "Size", "values": [{"source_value": "M"}]}],
            {"source_variant_id": "v", "option_values": {"size": "M"}},
        ),
    ],
)
def test_variant_option_values_must_match_sent_options(api, site, options, variant):
    assert_error(
        put(api, site, fresh_id(), new_body(options=options, variants=[variant])), 400, "variants"
    )


def test_variant_option_values_must_match_stored_options(api, site):
    product_id = fresh_id()
    create(api, site, product_id, options=[{"key": "Size", "values": [{"source_value": "M"}]}])
    response = put(
        api,
        site,
        product_id,
        {"variants": [{"source_variant_id": "v", "option_values": {"Size": "L"}}]},
    )
    assert_error(response, 400, "variants")
    # adding the value to the option in the same request makes it consistent
    response = put(
        api,
        site,
        product_id,
        {
            "options": [{"key": "Size", "values": [{"source_value": "L"}]}],
            "variants": [{"source_variant_id": "v", "option_values": {"Size": "L"}}],
        },
    )
    assert response.status_code == 200


def test_variant_media_must_name_a_product_image(api, site):
    variant = {"source_variant_id": "v", "media": [{"external_media_id": "nope"}]}
    assert_error(put(api, site, fresh_id(), new_body(variants=[variant])), 400, "variants[0].media")
    body = new_body(images=[{"url": IMG, "external_media_id": "m1"}], variants=[variant])
    variant["media"][0]["external_media_id"] = "m1"
    product_id = fresh_id()
    assert put(api, site, product_id, body).status_code == 200
    # a stored image counts too
    response = put(
        api,
        site,
        product_id,
        {"variants": [{"source_variant_id": "w", "media": [{"external_media_id": "m1"}]}]},
    )
    assert response.status_code == 200


def test_inconsistent_write_changes_nothing(api, site):
    product_id = fresh_id()
    create(
        api,
        site,
        product_id,
        brand="A",
        options=[{"key": "Size", "values": [{"source_value": "M"}]}],
    )
    response = put(
        api,
        site,
        product_id,
        {"brand": "B", "variants": [{"source_variant_id": "v", "option_values": {"Size": "XL"}}]},
    )
    assert response.status_code == 400
    product = _cp(put(api, site, product_id, {}))
    assert product["brand"] == "A" and product["variants"] == []


# --- stock observation ordering ---------------------------------------------------------


def test_older_stock_observation_does_not_replace_newer(api, site):
    product_id = fresh_id()
    t1 = "2025-03-01T12:00:00Z"
    t0 = "2025-03-01T11:00:00Z"
    t2 = "2025-03-01T13:00:00Z"
    create(
        api,
        site,
        product_id,
        variants=[
            {
                "source_variant_id": "v",
                "available": True,
                "inventory_quantity": 5,
                "inventory_observed_at": t1,
            }
        ],
    )
    product = _cp(
        put(
            api,
            site,
            product_id,
            {
                "variants": [
                    {
                        "source_variant_id": "v",
                        "available": False,
                        "inventory_quantity": 0,
                        "inventory_observed_at": t0,
                        "sku": "NEW",
                    }
                ]
            },
        )
    )
    v = product["variants"][0]
    assert (v["available"], v["inventory_quantity"], v["sku"]) == (True, 5, "NEW")
    # an equal observation time is not older: applied
    product = _cp(
        put(
            api,
            site,
            product_id,
            {
                "variants": [
                    {"source_variant_id": "v", "inventory_quantity": 4, "inventory_observed_at": t1}
                ]
            },
        )
    )
    assert product["variants"][0]["inventory_quantity"] == 4
    product = _cp(
        put(
            api,
            site,
            product_id,
            {
                "variants": [
                    {
                        "source_variant_id": "v",
                        "available": False,
                        "inventory_quantity": 0,
                        "inventory_observed_at": t2,
                    }
                ]
            },
        )
    )
    assert (product["variants"][0]["available"], product["variants"][0]["inventory_quantity"]) == (
        False,
        0,
    )


def test_omitted_observation_time_is_the_request_time(api, site):
    product_id = fresh_id()
    past = (datetime.now(UTC) - timedelta(hours=1)).isoformat()
    create(
        api,
        site,
        product_id,
        variants=[{"source_variant_id": "v", "available": True, "inventory_observed_at": past}],
    )
    product = _cp(
        put(api, site, product_id, {"variants": [{"source_variant_id": "v", "available": False}]})
    )
    assert product["variants"][0]["available"] is False
    # now a one-hour-old observation is older than the stored (request-time) one
    product = _cp(
        put(
            api,
            site,
            product_id,
            {
                "variants": [
                    {"source_variant_id": "v", "available": True, "inventory_observed_at": past}
                ]
            },
        )
    )
    assert product["variants"][0]["available"] is False


def test_quantity_alone_does_not_set_availability(api, site):
    product = create(api, site, variants=[{"source_variant_id": "v", "inventory_quantity": 3}])
    v = product["catalog_product"]["variants"][0]
    assert v["inventory_quantity"] == 3 and v["available"] is None


# --- availability in the projection -------------------------------------------------------


def test_projection_available_follows_variants_when_they_exist(api, site):
    product_id = fresh_id()
    response = put(
        api,
        site,
        product_id,
        new_body(available=False, variants=[{"source_variant_id": "v", "available": True}]),
    )
    assert response.json()["product"]["available"] is True
    response = put(
        api, site, product_id, {"variants": [{"source_variant_id": "v", "available": False}]}
    )
    assert response.json()["product"]["available"] is False
    response = put(api, site, fresh_id(), new_body(available=True))
    assert response.json()["product"]["available"] is True


# --- ingest -------------------------------------------------------------------------------


def test_ingest_replay_with_identical_body_is_200_and_changes_nothing(api, site):
    product_id = fresh_id()
    body = new_body(brand="A", ingest=ingest())
    first = put(api, site, product_id, body)
    assert first.json()["ingest"] == {"applied": True, "reason": None}
    put(api, site, product_id, {"brand": "B"})
    again = put(api, site, product_id, body)
    assert again.status_code == 200
    assert again.json()["ingest"] == {"applied": False, "reason": "replay"}
    assert _cp(put(api, site, product_id, {}))["brand"] == "B"


def test_ingest_event_reused_with_different_body_is_409(api, site):
    product_id = fresh_id()
    event = ingest()
    assert put(api, site, product_id, new_body(brand="A", ingest=event)).status_code == 200
    assert_error(put(api, site, product_id, new_body(brand="B", ingest=event)), 409)
    assert _cp(put(api, site, product_id, {}))["brand"] == "A"


def test_ingest_stale_sequence_within_a_run_changes_nothing(api, site):
    product_id = fresh_id()
    put(api, site, product_id, new_body(brand="A", ingest=ingest(run_id="r", sequence=10)))
    for seq in (10, 9):
        response = put(
            api, site, product_id, {"brand": "B", "ingest": ingest(run_id="r", sequence=seq)}
        )
        assert response.status_code == 200
        assert response.json()["ingest"] == {"applied": False, "reason": "stale"}
        assert response.json()["catalog_product"]["brand"] == "A"
    response = put(api, site, product_id, {"brand": "C", "ingest": ingest(run_id="r", sequence=11)})
    assert response.json()["ingest"]["applied"] is True
    assert _cp(response)["brand"] == "C"


def test_ingest_across_runs_older_observed_at_is_stale(api, site):
    product_id = fresh_id()
    put(
        api,
        site,
        product_id,
        new_body(
            brand="A", ingest=ingest(run_id="r1", sequence=5, observed_at="2025-03-02T00:00:00Z")
        ),
    )
    stale = put(
        api,
        site,
        product_id,
        {
            "brand": "B",
            "ingest": ingest(run_id="r2", sequence=100, observed_at="2025-03-01T00:00:00Z"),
        },
    )
    assert stale.json()["ingest"] == {"applied": False, "reason": "stale"}
    fresh = put(
        api,
        site,
        product_id,
        {
            "brand": "C",
            "ingest": ingest(run_id="r3", sequence=1, observed_at="2025-03-03T00:00:00Z"),
        },
    )
    assert fresh.json()["ingest"] == {"applied": True, "reason": None}
    assert _cp(fresh)["brand"] == "C"


def test_ingest_observed_fields_applies_only_those_and_clears_absent_ones(api, site):
    product_id = fresh_id()
    create(api, site, product_id, brand="A", description="D", product_type="Tee")
    response = put(
        api,
        site,
        product_id,
        {
            "brand": "B",
            "product_type": "Shirt",
            "ingest": ingest(observed_fields=["brand", "description"]),
        },
    )
    product = _cp(response)
    assert product["brand"] == "B"
    assert product["description"] is None
    assert product["product_type"] == "Tee"


def test_write_without_ingest_reports_applied(api, site):
    response = put(api, site, fresh_id(), new_body())
    assert response.json()["ingest"] == {"applied": True, "reason": None}


# --- response shapes -----------------------------------------------------------------------


def test_response_shape_product_projection_and_catalog_product_read_back(api, site):
    body = new_body(
        title="Red Midi Wrap Dress",
        canonical_url="https://shop.example/p/dress",
        price={"amount": "49.90", "currency": "EUR"},
        images=[
            {
                "url": IMG,
                "external_media_id": "m1",
                "role": "front",
                "position": 2,
                "width": 10,
                "height": 20,
            }
        ],
        options=[
            {
                "key": "Color",
                "values": [
                    {"source_value": "Red", "swatch": {"color": "#f00", "colors": ["#f00"]}}
                ],
                "size_system_code": "eu",
            },
            {"key": "Size", "values": [{"source_value": "M"}]},
        ],
        variants=[
            {
                "source_variant_id": "v1",
                "option_values": {"Color": "Red", "Size": "M"},
                "available": True,
                "inventory_quantity": 2,
                "inventory_policy": "deny",
                "price": {"amount": "49.90", "currency": "EUR"},
                "media": [{"external_media_id": "m1", "role": "front"}],
            }
        ],
        size_charts=[
            {"content": {"rows": [1, 2]}, "applies_to": {"Fit": "Slim"}, "locale": "de-CH"}
        ],
        garment_measurements=[{"name": "waist", "value": 70.5, "unit": "cm", "confidence": 0.5}],
        model_observations=[{"name": "A", "measurements": {"height": "178 cm"}, "evidence": ["e"]}],
    )
    response = put(api, site, fresh_id(), body)
    data = response.json()
    assert {"product", "catalog_product", "schema_version"} <= set(data)
    assert data["schema_version"] == 2
    proj = data["product"]
    assert {
        "id",
        "product_id",
        "title",
        "enabled",
        "available",
        "prompt_tag",
        "category",
        "image_url",
        "canonical_url",
        "price",
        "currency",
    } <= set(proj)
    assert proj["title"] == "Red Midi Wrap Dress" and proj["enabled"] is True
    assert proj["image_url"] == IMG and proj["canonical_url"] == "https://shop.example/p/dress"
    assert proj["price"] == "49.90" and proj["currency"] == "EUR"
    assert proj["prompt_tag"] == "midi wrap dress"
    cp = data["catalog_product"]
    assert cp["id"] == proj["id"]
    assert {"created_at", "updated_at", "prompt_tag"} <= set(cp)
    image = cp["images"][0]
    assert (image["url"], image["external_media_id"], image["role"], image["position"]) == (
        IMG,
        "m1",
        "front",
        2,
    )
    assert (image["width"], image["height"]) == (10, 20)
    assert [o["key"] for o in cp["options"]] == ["Color", "Size"]
    assert cp["options"][0]["kind"] == "visual" and cp["options"][1]["kind"] == "size"
    assert cp["options"][0]["size_system_code"] == "eu"
    assert cp["options"][0]["values"][0]["source_value"] == "Red"
    assert cp["options"][0]["values"][0]["swatch"]["color"] == "#f00"
    variant = cp["variants"][0]
    assert variant["source_variant_id"] == "v1"
    assert variant["option_values"] == {"Color": "Red", "Size": "M"}
    assert (variant["available"], variant["inventory_quantity"], variant["active"]) == (
        True,
        2,
        True,
    )
    assert variant["inventory_policy"] == "deny"
    assert variant["price"] == {"amount": "49.90", "currency": "EUR"}
    assert variant["media"][0]["external_media_id"] == "m1"
    chart = cp["size_charts"][0]
    assert chart["content"] == {"rows": [1, 2]} and chart["applies_to"] == {"Fit": "Slim"}
    assert chart["locale"] == "de-CH"
    gm = cp["garment_measurements"][0]
    assert (gm["name"], gm["value"], gm["unit"], gm["confidence"]) == ("waist", 70.5, "cm", 0.5)
    mo = cp["model_observations"][0]
    assert mo["measurements"] == {"height": "178 cm"} and mo["evidence"] == ["e"]


def test_enabled_false_on_write_is_reflected_in_projection(api, site):
    product_id = fresh_id()
    response = put(api, site, product_id, new_body(enabled=False))
    assert response.json()["product"]["enabled"] is False
    assert response.json()["catalog_product"]["enabled"] is False
    # omitted on update: unchanged (default true applies only on create)
    assert put(api, site, product_id, {"brand": "x"}).json()["product"]["enabled"] is False
    assert put(api, site, fresh_id(), new_body()).json()["product"]["enabled"] is True


@pytest.mark.parametrize("collection", ["images", "options", "size_charts", "variants"])
def test_observed_collection_absent_from_the_body_is_emptied(api, site, collection):
    product_id = fresh_id()
    create(
        api,
        site,
        product_id,
        options=[{"key": "Fit", "values": [{"source_value": "Slim"}]}],
        size_charts=[{"external_id": "c1"}],
        variants=[{"source_variant_id": "v1", "option_values": {"Fit": "Slim"}}],
    )
    response = put(api, site, product_id, {"ingest": ingest(observed_fields=[collection])})
    product = _cp(response)
    if collection == "variants":
        assert [v["active"] for v in product["variants"]] == [False]
    elif collection == "options":
        # options return to derived from the (still active) variants
        assert [o["key"] for o in product["options"]] == ["Fit"]
    else:
        assert product[collection] == []


def test_observed_fields_ignore_sent_fields_that_are_not_observed(api, site):
    product_id = fresh_id()
    create(api, site, product_id, brand="A", rating=3)
    response = put(
        api,
        site,
        product_id,
        {"brand": "B", "rating": 4, "ingest": ingest(observed_fields=["rating"])},
    )
    product = _cp(response)
    assert (product["brand"], product["rating"]) == ("A", 4)


def test_within_a_run_the_sequence_decides_not_the_observation_time(api, site):
    product_id = fresh_id()
    create(
        api,
        site,
        product_id,
        ingest=ingest(run_id="r", sequence=1, observed_at="2025-03-02T00:00:00Z"),
    )
    response = put(
        api,
        site,
        product_id,
        {
            "brand": "B",
            "ingest": ingest(run_id="r", sequence=2, observed_at="2025-03-01T00:00:00Z"),
        },
    )
    assert response.json()["ingest"] == {"applied": True, "reason": None}
    assert _cp(response)["brand"] == "B"


def test_equal_observed_at_in_another_run_is_not_stale(api, site):
    product_id = fresh_id()
    when = "2025-03-02T00:00:00Z"
    create(api, site, product_id, ingest=ingest(run_id="r1", observed_at=when))
    response = put(
        api, site, product_id, {"brand": "B", "ingest": ingest(run_id="r2", observed_at=when)}
    )
    assert response.json()["ingest"]["applied"] is True


def test_option_values_matching_several_stored_variants_needs_source_variant_id(api, site):
    product_id = fresh_id()
    twins = [
        {"source_variant_id": "a", "option_values": {"Size": "M"}},
        {"source_variant_id": "b", "option_values": {"Size": "M"}},
    ]
    create(api, site, product_id, variants=twins)
    response = put(
        api, site, product_id, {"variants": [{"option_values": {"Size": "M"}, "sku": "X"}]}
    )
    assert_error(response, 400, "variants[0]", "source_variant_id")
    assert [v["sku"] for v in _cp(put(api, site, product_id, {}))["variants"]] == [None, None]


def test_option_values_matching_one_stored_variant_updates_it(api, site):
    product_id = fresh_id()
    create(
        api, site, product_id, variants=[{"source_variant_id": "a", "option_values": {"Size": "M"}}]
    )
    response = put(
        api, site, product_id, {"variants": [{"option_values": {"Size": "M"}, "sku": "X"}]}
    )
    assert [(v["source_variant_id"], v["sku"]) for v in _cp(response)["variants"]] == [("a", "X")]


def test_image_first_synced_by_url_adopts_an_external_media_id(api, site):
    product_id = fresh_id()
    create(api, site, product_id, images=[{"url": IMG, "alt_text": "front", "role": "front"}])
    product = _cp(put(api, site, product_id, {"images": [{"url": IMG, "external_media_id": "m1"}]}))
    assert [
        (i["url"], i["external_media_id"], i["alt_text"], i["role"]) for i in product["images"]
    ] == [(IMG, "m1", "front", "front")]
    # now identified by the media id: a new URL updates the same image
    product = _cp(
        put(api, site, product_id, {"images": [{"url": IMG + "?v=2", "external_media_id": "m1"}]})
    )
    assert [(i["url"], i["external_media_id"]) for i in product["images"]] == [(IMG + "?v=2", "m1")]


def test_size_chart_first_synced_by_url_adopts_an_external_id(api, site):
    product_id = fresh_id()
    url = "https://shop.example/size"
    create(api, site, product_id, size_charts=[{"url": url, "locale": "en"}])
    product = _cp(put(api, site, product_id, {"size_charts": [{"url": url, "external_id": "c1"}]}))
    assert [(c["url"], c["external_id"], c["locale"]) for c in product["size_charts"]] == [
        (url, "c1", "en")
    ]
