from tests.catalog.factories import image, product_body, product_url, variant


def test_create_returns_projection_catalog_product_and_schema_version(api, site):
    body = product_body(
        variants=[
            variant("v1", option_values={"color": "Red", "size": "M"}, available=True),
            variant("v2", option_values={"color": "Red", "size": "L"}, available=False),
        ],
        price={"amount": "49.90", "currency": "EUR"},
    )
    response = api.put(product_url(site, "p1"), body)
    assert response.status_code == 200, response.content
    data = response.json()
    assert data["schema_version"] == 2
    assert data["ingest"] == {"applied": True, "reason": None}
    product = data["product"]
    assert product["product_id"] == "p1"
    assert product["enabled"] is True
    assert product["available"] is True
    assert product["image_url"] == "https://cdn.example/img/0.jpg"
    assert product["price"] == "49.90" and product["currency"] == "EUR"
    catalog = data["catalog_product"]
    assert [v["source_variant_id"] for v in catalog["variants"]] == ["v1", "v2"]
    assert [o["key"] for o in catalog["options"]] == ["color", "size"]
    assert catalog["options"][0]["values"][0]["source_value"] == "Red"
    assert catalog["images"][0]["url"] == "https://cdn.example/img/0.jpg"


def test_update_patches_only_sent_fields(api, site):
    api.put(product_url(site, "p1"), product_body(brand="Acme", variants=[variant("v1", sku="A")]))
    response = api.put(product_url(site, "p1"), {"variants": [variant("v1", available=False)]})
    assert response.status_code == 200, response.content
    catalog = response.json()["catalog_product"]
    assert catalog["brand"] == "Acme"
    assert catalog["variants"][0]["sku"] == "A"
    assert catalog["variants"][0]["available"] is False
    assert len(catalog["images"]) == 1


def test_create_needs_title_and_images(api, site):
    response = api.put(product_url(site, "p1"), {"title": "x"})
    assert response.status_code == 400
    assert response.json()["error"].startswith("images")
    response = api.put(product_url(site, "p1"), {"images": [image()]})
    assert response.status_code == 400
    assert response.json()["error"].startswith("title")
