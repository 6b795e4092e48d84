import pytest

from catalog.models import Product, ProductVariant


@pytest.fixture
def products(site):
    rows = Product.objects.bulk_create(
        Product(site=site, product_id=f"p{i}", title=f"Dress {i}", product_type="Dress")
        for i in range(120)
    )
    ProductVariant.objects.create(
        product=rows[7], identity_key="s:v", source_variant_id="v", sku="SKU-7"
    )
    return rows


def test_changelist_makes_the_same_few_queries_for_many_products(
    staff, products, django_assert_max_num_queries
):
    with django_assert_max_num_queries(15):
        response = staff.get("/admin/catalog/product/")
    assert response.status_code == 200
    assert b"Dress 119" in response.content or b"Dress 0" in response.content


@pytest.mark.parametrize("query", ["p7", "Dress 7", "SKU-7"])
def test_changelist_search_by_product_id_title_or_sku(staff, products, query):
    response = staff.get("/admin/catalog/product/", {"q": query})
    assert response.status_code == 200
    assert b"Dress 7<" in response.content or b">p7<" in response.content


def test_change_page_and_filters_render(staff, products):
    assert staff.get(f"/admin/catalog/product/{products[7].pk}/change/").status_code == 200
    response = staff.get("/admin/catalog/product/", {"enabled__exact": "1", "category": "dress"})
    assert response.status_code == 200


def test_disable_action_goes_through_the_service(staff, products):
    response = staff.post(
        "/admin/catalog/product/",
        {"action": "disable_products", "_selected_action": [str(p.pk) for p in products[:3]]},
    )
    assert response.status_code == 302
    assert Product.objects.filter(enabled=False).count() == 3
