"""The product admin as a support tool: list columns and filters, the product page."""

from __future__ import annotations

import re

from catalog.models import IngestEvent, Product
from reviews.models import Review


def _listed(staff, **params) -> set[str]:
    html = staff.get("/admin/catalog/product/", params).content.decode()
    return set(re.findall(r'class="field-product_id"><a [^>]*>([^<]+)</a>', html))


def _rows(html: str) -> list[str]:
    return re.findall(r"<tr[^>]*>.*?</tr>", html, re.S)


def test_list_shows_thumbnail_account_category_stock_rating_and_reviews(staff, store):
    html = staff.get("/admin/catalog/product/").content.decode()
    (row,) = [r for r in _rows(html) if ">wrap-dress<" in r]
    assert 'class="fs-thumb" src="https://cdn.example/img/wrap-dress.jpg"' in row
    assert f"{store.account.name} / {store.site_key}" in row
    assert ">dress<" in row
    assert "★★★★☆ 3.7" in row  # no source rating: the synced reviews' average (4, 5, 2)
    wrap = Product.objects.get(product_id="wrap-dress")
    assert f'href="/admin/reviews/review/?product={wrap.pk}">3</a>' in row
    assert 'alt="True"' in row  # in stock (M and L available)


def test_list_filters_by_site_category_and_stock(staff, store, make_site, api):
    other = make_site(name="Outlet")
    api.put(
        f"/vfr/manage/sites/{other.pk}/products/boots",
        {
            "title": "Ankle boots",
            "images": [{"url": "https://cdn.example/b.jpg"}],
            "available": False,
        },
    )
    assert _listed(staff, site=str(other.pk)) == {"boots"}
    page = staff.get("/admin/catalog/product/", {"site": str(other.pk)}).content.decode()
    assert f"{store.account.name} / Outlet" in page  # the filter and the column name the account
    assert _listed(staff, category="dress") == {"wrap-dress", "slip-dress"}
    assert _listed(staff, stock="out") == {"boots"}
    assert _listed(staff, stock="in") == {"wrap-dress", "slip-dress", "sandals"}


def test_list_makes_a_fixed_number_of_queries(staff, store, django_assert_max_num_queries):
    with django_assert_max_num_queries(15):
        assert staff.get("/admin/catalog/product/").status_code == 200


def test_product_page_shows_images_variants_digest_reviews_and_recommendations(staff, store):
    wrap = Product.objects.get(product_id="wrap-dress")
    html = staff.get(f"/admin/catalog/product/{wrap.pk}/change/").content.decode()
    # images
    assert 'src="https://cdn.example/img/wrap-dress.jpg"' in html
    assert 'src="https://cdn.example/img/wrap-dress-back.jpg"' in html
    # variants as a table, option values as columns
    assert "<th>size</th>" in html and "<td>WRAP-DRESS-L</td>" in html
    assert (
        "<td>wrap-dress-s</td><td>S</td><td>WRAP-DRESS-S</td><td>79.00 EUR (product)</td>"
        "<td>0</td><td>no</td><td>yes</td>" in html
    )
    # the digest drawn in the widget's words, with counts
    assert 'data-dimension="overall"' in html and 'data-dimension="bust"' in html
    assert re.search(r"<b>Bust:</b> <span class=\"fs-verdict\">(Tight|Slightly tight)</span>", html)
    assert 'title="Tight: 1">Tight 1</span>' in html
    # links to the reviews; recommendations per intent with scores
    assert f'href="/admin/reviews/review/?product={wrap.pk}">Reviews (3)</a>' in html
    for intent in ("similar", "complete_the_look", "likely_purchases"):
        assert f"<h4>{intent}</h4>" in html
    recs = html.split("<h4>similar</h4>", 1)[1].split("<h4>", 1)[0]
    assert "Satin midi slip dress" in recs and re.search(r"<td>\d\.\d{3}</td>", recs)
    assert "\x1f" not in html


def test_product_page_says_when_recommendations_are_not_prepared(staff, make_site):
    product = Product.objects.create(site=make_site(), product_id="new", title="New dress")
    html = staff.get(f"/admin/catalog/product/{product.pk}/change/").content.decode()
    assert "<h4>similar</h4>" in html
    assert "none of the context products is prepared for recommendations" in html
    assert "No fit evidence yet." in html and "No images." in html


def test_enable_disable_from_the_admin_moves_updated_at(staff, store):
    wrap = Product.objects.get(product_id="wrap-dress")
    staff.post(
        "/admin/catalog/product/",
        {"action": "disable_products", "_selected_action": [str(wrap.pk)]},
    )
    after = Product.objects.get(pk=wrap.pk)
    assert after.enabled is False and after.updated_at > wrap.updated_at


def test_deleting_from_the_admin_goes_through_the_service(staff, store):
    wrap = Product.objects.get(product_id="wrap-dress")
    response = staff.post(f"/admin/catalog/product/{wrap.pk}/delete/", {"post": "yes"})
    assert response.status_code == 302
    assert not Product.objects.filter(pk=wrap.pk).exists()
    assert not Review.objects.filter(product_id=wrap.pk).exists()
    assert not IngestEvent.objects.filter(site=store, product_id="wrap-dress").exists()


def test_reviews_cannot_be_deleted_from_the_admin(staff, store):
    review = Review.objects.first()
    assert (
        staff.post(f"/admin/reviews/review/{review.pk}/delete/", {"post": "yes"}).status_code == 403
    )
    assert Review.objects.filter(pk=review.pk).exists()
