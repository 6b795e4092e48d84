"""Product write (4.1): create vs patch, merging, completeness, derivation, stock, ingest."""

import uuid
from datetime import UTC, datetime, timedelta, timezone

import pytest

from catalog.models import GarmentMeasurement, Product, ProductVariant
from tests.catalog.factories import image, product_body, product_url, variant

T0 = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


def iso(moment: datetime) -> str:
    return moment.isoformat().replace("+00:00", "Z")


def put(api, site, body, product_id="p1"):
    response = api.put(product_url(site, product_id), body)
    assert response.status_code == 200, response.content
    return response.json()


def put_status(api, site, body, product_id="p1"):
    return api.put(product_url(site, product_id), body)


def test_create_returns_projection_catalog_product_and_schema_version(api, site):
    body = product_body(
        variants=[
            variant("v1", option_values={"color": "Red", "size": "M"}, available=True),
            variant("v2", option_values={"color": "Red", "size": "L"}, available=False),
        ],
        price={"amount": "49.90", "currency": "EUR"},
    )
    data = put(api, site, body)
    assert data["schema_version"] == 2
    assert data["ingest"] == {"applied": True, "reason": None}
    product = data["product"]
    assert set(product) >= {
        "id", "product_id", "title", "enabled", "available", "prompt_tag", "category",
        "image_url", "canonical_url", "price", "currency",
    }  # fmt: skip
    assert product["product_id"] == "p1"
    assert product["enabled"] is True
    assert product["available"] is True
    assert product["image_url"] == "https://cdn.example/img/0.jpg"
    assert product["price"] == "49.90" and product["currency"] == "EUR"
    assert product["prompt_tag"] == "midi wrap dress"
    assert product["category"] == "dress"
    catalog = data["catalog_product"]
    assert catalog["id"] == product["id"]
    assert catalog["created_at"] and catalog["updated_at"]
    assert [v["source_variant_id"] for v in catalog["variants"]] == ["v1", "v2"]
    assert all(v["active"] for v in catalog["variants"])
    assert catalog["images"][0]["url"] == "https://cdn.example/img/0.jpg"
    assert catalog["price"] == {"amount": "49.90", "currency": "EUR"}


def test_create_needs_title_and_at_least_one_image(api, site):
    response = put_status(api, site, {"title": "x"})
    assert response.status_code == 400
    assert response.json()["error"].startswith("images")
    response = put_status(api, site, {"images": [image()]})
    assert response.status_code == 400
    assert response.json()["error"].startswith("title")
    assert not Product.objects.exists()


def test_update_applies_only_present_fields(api, site):
    put(api, site, product_body(brand="Acme", variants=[variant("v1", sku="A")]))
    data = put(api, site, {"variants": [variant("v1", available=False)]})
    catalog = data["catalog_product"]
    assert catalog["brand"] == "Acme"
    assert catalog["title"] == "Midi wrap dress"
    assert catalog["variants"][0]["sku"] == "A"
    assert catalog["variants"][0]["available"] is False
    assert len(catalog["images"]) == 1


def test_scalar_sent_as_null_is_cleared(api, site):
    put(api, site, product_body(brand="Acme", rating=4.5, price={"amount": "1", "currency": "EUR"}))
    catalog = put(api, site, {"brand": None, "rating": None, "price": None})["catalog_product"]
    assert catalog["brand"] is None and catalog["rating"] is None and catalog["price"] is None


def test_collection_sent_as_null_counts_as_omitted(api, site):
    put(api, site, product_body(variants=[variant("v1")]))
    catalog = put(api, site, {"images": None, "variants": None, "options": None})["catalog_product"]
    assert len(catalog["images"]) == 1
    assert len(catalog["variants"]) == 1


def test_images_merge_by_external_media_id_then_url(api, site):
    put(api, site, product_body(images=[image(0), image(1, external_media_id="m1")]))
    catalog = put(
        api,
        site,
        {
            "images": [
                image(0, alt_text="front"),
                {"url": "https://cdn.example/new.jpg", "external_media_id": "m1"},
            ]
        },
    )["catalog_product"]
    by_url = {i["url"]: i for i in catalog["images"]}
    assert set(by_url) == {"https://cdn.example/img/0.jpg", "https://cdn.example/new.jpg"}
    assert by_url["https://cdn.example/img/0.jpg"]["alt_text"] == "front"


def test_omitted_images_stay_unless_the_collection_is_complete(api, site, ingest):
    put(api, site, product_body(images=[image(0), image(1)]))
    assert len(put(api, site, {"images": [image(2)]})["catalog_product"]["images"]) == 3
    body = {"images": [image(2)], "ingest": ingest(completed_collections=["images"])}
    assert [i["url"] for i in put(api, site, body)["catalog_product"]["images"]] == [
        "https://cdn.example/img/2.jpg"
    ]


def test_variants_complete_deactivates_omitted_variants(api, site):
    put(api, site, product_body(variants=[variant("a"), variant("b")]))
    catalog = put(api, site, {"variants": [variant("b")], "variants_complete": True})[
        "catalog_product"
    ]
    assert {v["source_variant_id"]: v["active"] for v in catalog["variants"]} == {
        "a": False,
        "b": True,
    }
    assert ProductVariant.objects.count() == 2  # inactive, never deleted


def test_empty_variants_with_variants_complete_deactivates_all(api, site):
    put(api, site, product_body(variants=[variant("a", available=True)]))
    data = put(api, site, {"variants": [], "variants_complete": True})
    assert [v["active"] for v in data["catalog_product"]["variants"]] == [False]
    assert data["product"]["available"] is False


def test_a_variant_sent_again_is_active_again(api, site):
    put(api, site, product_body(variants=[variant("a"), variant("b")]))
    put(api, site, {"variants": [variant("b")], "variants_complete": True})
    catalog = put(api, site, {"variants": [variant("a")]})["catalog_product"]
    assert all(v["active"] for v in catalog["variants"])


def test_ingest_completed_collections_variants_deactivates_omitted(api, site, ingest):
    put(api, site, product_body(variants=[variant("a"), variant("b")]))
    body = {"variants": [variant("a")], "ingest": ingest(completed_collections=["variants"])}
    catalog = put(api, site, body)["catalog_product"]
    assert {v["source_variant_id"]: v["active"] for v in catalog["variants"]} == {
        "a": True,
        "b": False,
    }


def test_variant_without_source_id_is_identified_by_its_option_values(api, site):
    put(
        api,
        site,
        product_body(variants=[{"option_values": {"size": "M", "color": "Red"}, "sku": "A"}]),
    )
    catalog = put(
        api, site, {"variants": [{"option_values": {"color": "Red", "size": "M"}, "sku": "B"}]}
    )["catalog_product"]
    assert [v["sku"] for v in catalog["variants"]] == ["B"]


def test_options_merge_by_key_and_values_by_source_value(api, site, ingest):
    put(api, site, product_body(options=[{"key": "size", "values": [{"source_value": "S"}]}]))
    catalog = put(
        api,
        site,
        {
            "options": [
                {"key": "size", "values": [{"source_value": "M", "display_label": "Medium"}]},
                {"key": "fit", "values": []},
            ]
        },
    )["catalog_product"]
    options = {o["key"]: o for o in catalog["options"]}
    assert set(options) == {"size", "fit"}
    assert [(v["source_value"], v["display_label"]) for v in options["size"]["values"]] == [
        ("S", "S"),
        ("M", "Medium"),
    ]
    body = {
        "options": [{"key": "fit", "values": []}],
        "ingest": ingest(completed_collections=["options"]),
    }
    assert [o["key"] for o in put(api, site, body)["catalog_product"]["options"]] == ["fit"]


def test_swatch_reads_back_as_sent(api, site):
    swatch = {
        "label": "Navy",
        "color": "#001f3f",
        "colors": ["#001f3f"],
        "image_url": "https://cdn.example/s.png",
    }
    body = product_body(
        options=[{"key": "color", "values": [{"source_value": "Navy", "swatch": swatch}]}]
    )
    catalog = put(api, site, body)["catalog_product"]
    assert catalog["options"][0]["values"][0]["swatch"] == swatch


def test_size_charts_merge_by_external_id_url_or_content(api, site, ingest):
    put(
        api,
        site,
        product_body(
            size_charts=[{"external_id": "c1", "locale": "en"}, {"url": "https://x.example/chart"}]
        ),
    )
    catalog = put(
        api,
        site,
        {"size_charts": [{"external_id": "c1", "locale": "de"}, {"content": {"rows": [[1, 2]]}}]},
    )["catalog_product"]
    assert len(catalog["size_charts"]) == 3
    assert {c["locale"] for c in catalog["size_charts"] if c["external_id"] == "c1"} == {"de"}
    body = {
        "size_charts": [{"content": {"rows": [[1, 2]]}}],
        "ingest": ingest(completed_collections=["size_charts"]),
    }
    assert [c["content"] for c in put(api, site, body)["catalog_product"]["size_charts"]] == [
        {"rows": [[1, 2]]}
    ]


def test_garment_measurements_and_model_observations_are_replaced_whole(api, site):
    gm = {"name": "waist", "value": 70, "unit": "cm"}
    mo = {
        "name": "Ann",
        "size_worn": "S",
        "measurements": {"height": "175 cm"},
        "evidence": ["Model wears S"],
    }
    put(
        api,
        site,
        product_body(garment_measurements=[gm, {**gm, "name": "hips"}], model_observations=[mo]),
    )
    catalog = put(
        api,
        site,
        {
            "garment_measurements": [{**gm, "value": 72.5, "confidence": 0.8}],
            "model_observations": [],
        },
    )["catalog_product"]
    assert [(m["name"], m["value"], m["confidence"]) for m in catalog["garment_measurements"]] == [
        ("waist", 72.5, 0.8)
    ]
    assert catalog["model_observations"] == []
    assert GarmentMeasurement.objects.count() == 1


def test_options_are_derived_from_variants_in_first_seen_order(api, site):
    variants = [
        {"source_variant_id": "1", "option_values": {"Color": "Red", "Size": "M"}},
        {"source_variant_id": "2", "option_values": {"Color": "Blue", "Size": "S"}},
        {"source_variant_id": "3", "option_values": {"Color": "Red", "Size": "S"}},
    ]
    catalog = put(api, site, product_body(variants=variants))["catalog_product"]
    assert [(o["key"], [v["source_value"] for v in o["values"]]) for o in catalog["options"]] == [
        ("Color", ["Red", "Blue"]),
        ("Size", ["M", "S"]),
    ]
    assert [o["kind"] for o in catalog["options"]] == ["visual", "size"]


def test_derived_options_follow_variant_changes(api, site):
    put(api, site, product_body(variants=[variant("1", option_values={"size": "S"})]))
    catalog = put(api, site, {"variants": [variant("2", option_values={"size": "XL"})]})[
        "catalog_product"
    ]
    assert [v["source_value"] for v in catalog["options"][0]["values"]] == ["S", "XL"]
    catalog = put(api, site, {"variants": [variant("2")], "variants_complete": True})[
        "catalog_product"
    ]
    assert [v["source_value"] for v in catalog["options"][0]["values"]] == ["XL"]


def test_option_kind_is_detected_from_name_and_values_unless_sent(api, site):
    options = [
        {"key": "colour", "values": [{"source_value": "Navy"}]},
        {"key": "opt2", "values": [{"source_value": v} for v in ("S", "M", "L", "XL")]},
        {"key": "taille", "values": [{"source_value": "38"}]},
        {"key": "color", "kind": "style", "values": [{"source_value": "Classic"}]},
    ]
    catalog = put(api, site, product_body(options=options))["catalog_product"]
    assert [o["kind"] for o in catalog["options"]] == ["visual", "size", "size", "style"]


def test_prompt_tag_is_detected_when_omitted_and_kept_when_sent(api, site):
    assert (
        put(api, site, product_body(title="Slim fit jeans"))["product"]["prompt_tag"]
        == "slim jeans"
    )
    data = put(api, site, product_body(title="Slim fit jeans", prompt_tag="denim"), product_id="p2")
    assert data["product"]["prompt_tag"] == "denim"
    assert data["catalog_product"]["prompt_tag"] == "denim"


def test_variant_option_value_must_be_an_option_value(api, site):
    body = product_body(
        options=[{"key": "size", "values": [{"source_value": "S"}]}],
        variants=[variant("a", option_values={"size": "XL"})],
    )
    response = put_status(api, site, body)
    assert response.status_code == 400
    assert response.json()["error"].startswith("variants[0].option_values.size:")


def test_variant_option_key_must_be_a_stored_option_key(api, site):
    put(api, site, product_body(options=[{"key": "size", "values": [{"source_value": "S"}]}]))
    response = put_status(api, site, {"variants": [variant("a", option_values={"color": "Red"})]})
    assert response.status_code == 400
    assert response.json()["error"].startswith("variants[0].option_values.color:")


def test_variant_media_must_name_a_product_image(api, site):
    body = product_body(
        images=[image(0, external_media_id="m1")],
        variants=[variant("a", media=[{"external_media_id": "m1"}, {"external_media_id": "m2"}])],
    )
    response = put_status(api, site, body)
    assert response.status_code == 400
    assert response.json()["error"].startswith("variants[0].media[1].external_media_id:")
    body["variants"][0]["media"].pop()
    catalog = put(api, site, body)["catalog_product"]
    assert catalog["variants"][0]["media"][0]["external_media_id"] == "m1"


def test_older_stock_observation_does_not_replace_newer_stock(api, site):
    put(
        api,
        site,
        product_body(
            variants=[
                variant("a", available=True, inventory_quantity=5, inventory_observed_at=iso(T0))
            ]
        ),
    )
    older = variant(
        "a",
        available=False,
        inventory_quantity=0,
        inventory_observed_at=iso(T0 - timedelta(seconds=1)),
        sku="NEW",
    )
    stored = put(api, site, {"variants": [older]})["catalog_product"]["variants"][0]
    assert (stored["available"], stored["inventory_quantity"], stored["sku"]) == (True, 5, "NEW")
    same = variant("a", available=False, inventory_quantity=0, inventory_observed_at=iso(T0))
    stored = put(api, site, {"variants": [same]})["catalog_product"]["variants"][0]
    assert (stored["available"], stored["inventory_quantity"]) == (False, 0)


def test_stock_without_observation_time_uses_the_request_time(api, site):
    put(
        api,
        site,
        product_body(variants=[variant("a", available=True, inventory_observed_at=iso(T0))]),
    )
    stored = put(api, site, {"variants": [variant("a", available=False)]})["catalog_product"][
        "variants"
    ][0]
    assert stored["available"] is False
    assert datetime.fromisoformat(stored["inventory_observed_at"]) > T0


@pytest.mark.parametrize("where", ["variant", "ingest"])
def test_observation_more_than_5_minutes_ahead_is_400(api, site, ingest, where):
    ahead = datetime.now(UTC) + timedelta(minutes=6)
    if where == "variant":
        body = product_body(
            variants=[variant("a", available=True, inventory_observed_at=iso(ahead))]
        )
    else:
        body = product_body(ingest=ingest(observed_at=iso(ahead)))
    response = put_status(api, site, body)
    assert response.status_code == 400
    assert "5 minutes" in response.json()["error"]
    near = datetime.now(UTC) + timedelta(minutes=4)
    body = product_body(variants=[variant("a", available=True, inventory_observed_at=iso(near))])
    assert put_status(api, site, body).status_code == 200


def test_schema_version_1_accepts_product_fields_and_replaces_images(api, site):
    put(api, site, product_body(images=[image(0), image(1)], schema_version=1))
    data = put(api, site, {"images": [image(2)], "schema_version": 1})
    assert data["schema_version"] == 2
    assert [i["url"] for i in data["catalog_product"]["images"]] == [
        "https://cdn.example/img/2.jpg"
    ]
    for name, value in [("variants", [variant("a")]), ("options", []), ("size_charts", [])]:
        response = put_status(api, site, {name: value, "schema_version": 1})
        assert response.status_code == 400
        assert name in response.json()["error"]


def test_ids_are_case_sensitive(api, site):
    put(api, site, product_body(), product_id="SKU-1")
    put(api, site, product_body(), product_id="sku-1")
    assert Product.objects.filter(site=site).count() == 2


@pytest.mark.parametrize("product_id", ["a/b", "100%", "with space", "Größe-ß-✓", "a%2Fb", "?#&="])
def test_product_ids_with_reserved_and_non_ascii_characters(api, site, product_id):
    data = put(api, site, product_body(), product_id=product_id)
    assert data["product"]["product_id"] == product_id
    assert Product.objects.get(site=site).product_id == product_id


def test_products_of_other_sites_are_separate(api, site, make_site):
    other = make_site()
    put(api, site, product_body(brand="A"))
    put(api, other, product_body(brand="B"))
    assert Product.objects.filter(product_id="p1").count() == 2


def test_response_built_in_memory_equals_the_stored_record(api, site, ingest):
    from catalog.selectors import product_write_payload

    put(
        api,
        site,
        product_body(
            images=[image(i, external_media_id=f"m{i}", position=3 - i) for i in range(3)],
            variants=[
                variant("b", option_values={"size": "M"}, media=[{"external_media_id": "m1"}]),
                variant("a", option_values={"size": "S"}, price={"amount": "5", "currency": "EUR"}),
            ],
            size_charts=[{"external_id": "c"}, {"url": "https://x.example/c"}],
            garment_measurements=[{"name": "waist", "value": 70, "unit": "cm"}],
            model_observations=[{"name": "Ann"}],
        ),
    )
    data = put(
        api,
        site,
        {
            "images": [image(9)],
            "variants": [variant("c", option_values={"size": "L"}), variant("a", available=True)],
            "variants_complete": True,
            "size_charts": [{"external_id": "c", "locale": "en"}],
            "ingest": ingest(completed_collections=["size_charts"]),
        },
    )
    stored = product_write_payload(Product.objects.get().pk)
    assert data["catalog_product"] == stored["catalog_product"]
    assert data["product"] == stored["product"]


def test_variant_media_is_replaced_when_sent_and_kept_when_omitted(api, site):
    images = [image(0, external_media_id="m0"), image(1, external_media_id="m1")]
    put(
        api,
        site,
        product_body(images=images, variants=[variant("a", media=[{"external_media_id": "m0"}])]),
    )
    kept = put(api, site, {"variants": [variant("a", sku="S")]})["catalog_product"]["variants"][0]
    assert [m["external_media_id"] for m in kept["media"]] == ["m0"]
    body = {"variants": [variant("a", media=[{"external_media_id": "m1", "role": "front"}])]}
    replaced = put(api, site, body)["catalog_product"]["variants"][0]
    assert [(m["external_media_id"], m["role"]) for m in replaced["media"]] == [("m1", "front")]
    cleared = put(api, site, {"variants": [variant("a", media=[])]})["catalog_product"]["variants"][
        0
    ]
    assert cleared["media"] == []


def test_stock_only_update_returns_the_whole_record_and_writes_only_that_variant(api, site):
    from catalog.selectors import product_write_payload

    put(
        api,
        site,
        product_body(
            images=[image(0, external_media_id="m0")],
            variants=[
                variant(
                    f"v{i}", option_values={"size": f"s{i}"}, media=[{"external_media_id": "m0"}]
                )
                for i in range(5)
            ],
            garment_measurements=[{"name": "waist", "value": 70, "unit": "cm"}],
        ),
    )
    before = {v.source_variant_id: v.updated_at for v in ProductVariant.objects.all()}

    data = put(api, site, {"variants": [variant("v3", inventory_quantity=7, available=False)]})

    record = data["catalog_product"]
    assert [v["source_variant_id"] for v in record["variants"]] == [f"v{i}" for i in range(5)]
    assert record["variants"][3]["inventory_quantity"] == 7
    assert [o["key"] for o in record["options"]] == ["size"]
    assert record["images"][0]["external_media_id"] == "m0"
    assert record["garment_measurements"][0]["name"] == "waist"
    assert (
        data["catalog_product"]
        == product_write_payload(Product.objects.get().pk)["catalog_product"]
    )
    after = {v.source_variant_id: v.updated_at for v in ProductVariant.objects.all()}
    assert [vid for vid in after if after[vid] != before[vid]] == ["v3"]


def test_times_sent_with_an_offset_are_answered_in_utc_as_stored(api, site):
    from catalog.selectors import product_write_payload

    observed = datetime.now(UTC).replace(microsecond=0) - timedelta(minutes=1)
    local = observed.astimezone(timezone(timedelta(hours=2))).isoformat()
    data = put(
        api,
        site,
        product_body(
            source_updated_at=local,
            variants=[variant("v1", available=True, inventory_observed_at=local)],
        ),
    )
    assert data["catalog_product"]["source_updated_at"] == iso(observed)
    assert data["catalog_product"]["variants"][0]["inventory_observed_at"] == iso(observed)
    assert (
        data["catalog_product"]
        == product_write_payload(Product.objects.get().pk)["catalog_product"]
    )


def test_a_batch_of_existing_and_new_products_merges_each(site):
    from catalog.schemas import validate_product_write
    from catalog.services.product_write import ProductWriteInput, products_apply

    def write(pid, body):
        return ProductWriteInput(product_id=pid, write=validate_product_write(body))

    products_apply(site=site, writes=[write("a", product_body(variants=[variant("v1")]))])
    results = products_apply(
        site=site,
        writes=[
            write("a", {"variants": [variant("v2")]}),
            write("b", product_body(variants=[variant("w1")])),
        ],
    )
    assert [(r.product_id, r.created, r.variant_count) for r in results] == [
        ("a", False, 2),
        ("b", True, 1),
    ]


def test_a_product_created_by_a_racing_writer_is_read_after_its_lock(api, site, monkeypatch):
    """The children read in the first lock's round trip do not cover a product that was
    missing then: they are read again once it is locked."""
    from catalog.services import loading

    put(api, site, product_body(variants=[variant("v1")]), product_id="r")
    real = loading.products_from_rows
    calls = []

    def first_lock_misses_r(rows):
        locked = real(rows)
        calls.append(sorted(locked))
        if len(calls) == 1:
            locked.pop("r")  # as if a racing creator committed it just after this lock
        return locked

    monkeypatch.setattr(loading, "products_from_rows", first_lock_misses_r)
    data = put(api, site, {"variants": [variant("v2")]}, product_id="r")
    assert calls == [["r"]]
    assert [v["source_variant_id"] for v in data["catalog_product"]["variants"]] == ["v1", "v2"]


def test_new_option_values_read_back_in_sent_order_with_their_ids(api, site):
    """Option values of a new option are inserted by the option's key (its id is minted
    in the same round trip) and read back onto the rows: the response, built in memory,
    orders ties of position by id as the stored record does."""
    from catalog.selectors import product_write_payload

    colours = [{"source_value": c} for c in ("Red", "Blue", "Green")]
    body = product_body(
        images=[image(i) for i in range(3)],  # equal positions: ordered by id
        options=[{"key": "colour", "values": colours}, {"key": "size", "values": colours[:1]}],
        variants=[variant("a", option_values={"colour": "Blue", "size": "Red"})],
    )
    data = put(api, site, body)
    more = [*colours, {"source_value": "Black", "display_label": "Noir"}]
    data = put(api, site, {"options": [{"key": "colour", "values": more}]})
    stored = product_write_payload(Product.objects.get().pk)
    assert data["catalog_product"] == stored["catalog_product"]
    options = {o["key"]: o for o in stored["catalog_product"]["options"]}
    assert [v["source_value"] for v in options["colour"]["values"]] == [
        "Red", "Blue", "Green", "Black",
    ]  # fmt: skip


def test_a_repeated_stock_observation_moves_only_its_time(api, site):
    put(api, site, product_body(variants=[variant("a", available=True, sku="A1")]))
    before = ProductVariant.objects.get()
    product_before = Product.objects.get()
    put(api, site, {"variants": [variant("a", available=True, sku="A1")]})
    after = ProductVariant.objects.get()
    assert after.inventory_observed_at > before.inventory_observed_at
    assert (after.available, after.sku, after.position) == (True, "A1", before.position)
    assert Product.objects.get().updated_at == product_before.updated_at  # nothing a read shows


def test_rows_built_without_init_equal_the_orm_constructor():
    from catalog.merge.plan import new_row
    from catalog.models import ProductImage, ProductOption

    product = Product(product_id="p1", title="t")
    for model, values in (
        (ProductImage, {"product": product, "identity_key": "u:x"}),
        (ProductOption, {"product": product, "key": "size", "derived": True}),
        (ProductVariant, {"product": product, "identity_key": "s:a", "position": 3}),
    ):
        fast, orm = new_row(model, **values), model(**values)
        for f in model._meta.concrete_fields:
            if f.name not in ("id", "created_at"):  # per-row defaults: a fresh uuid, now
                assert getattr(fast, f.attname) == getattr(orm, f.attname), (model, f.name)
        assert fast._state.adding and fast.product is product


def test_new_products_and_variants_get_time_ordered_uuid7_keys(api, site):
    """Keys start with the creation time (catalog.ids): a bulk load appends to the
    primary key indexes instead of writing all over them."""
    from catalog.ids import uuid7

    first, second = uuid7(), uuid7()
    assert (first.version, first.variant) == (7, uuid.RFC_4122)
    assert first.int >> 80 <= second.int >> 80  # milliseconds first
    put(api, site, product_body(variants=[variant("a"), variant("b")]))
    product = Product.objects.get()
    assert product.pk.version == 7
    assert {v.pk.version for v in ProductVariant.objects.all()} == {7}
