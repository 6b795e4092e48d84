"""The admin's support views in headless Chromium against the running service: what a
support engineer sees on the product list, a product page and a review. Screenshots:
var/test-artifacts/browser/ (looked at while building these pages)."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from selenium.webdriver.common.by import By

from catalog.models import Product
from recommendations.models import RecsIndex
from reviews.models import Review
from tests.admin_data import write_store
from tests.client import ApiClient
from tests.factories import AccountFactory, SiteFactory, issue_key

pytestmark = [pytest.mark.server, pytest.mark.django_db(transaction=True)]

DEMO_IMAGES = {"wrap-dress": "wrap-dress", "slip-dress": "maxi-dress", "sandals": "ankle-boots"}


@pytest.fixture
def store(live_service):
    """A store written through the API (committed: the live service reads it), with images
    the service itself serves, and a support login."""
    site = SiteFactory(account=AccountFactory(name="Acme Fashion"), name="EU shop")

    def images(product_id: str) -> list[str]:
        return [f"{live_service.url}/static/widget/demo/{DEMO_IMAGES[product_id]}.svg"]

    write_store(ApiClient(issue_key(site.account)), site, images=images)
    get_user_model().objects.create_superuser("support", "support@example.com", "s3cret-pw")
    return site


@pytest.fixture
def staff_page(page, live_service, store):
    page.open(f"{live_service.url}/admin/login/")
    page.driver.find_element(By.NAME, "username").send_keys("support")
    page.driver.find_element(By.NAME, "password").send_keys("s3cret-pw")
    page.driver.find_element(By.CSS_SELECTOR, "input[type=submit]").click()
    page.wait_for("return !!document.querySelector('#logout-form')")  # logged in
    return page


def _images_loaded(page, selector: str) -> int:
    return page.wait_for(
        "const imgs = [...document.querySelectorAll(arguments[0])];"
        "return imgs.length && imgs.every(i => i.complete && i.naturalWidth > 0) && imgs.length",
        selector,
    )


def test_product_list_and_product_page(staff_page, live_service, store, shot):
    page = staff_page
    page.open(f"{live_service.url}/admin/catalog/product/")
    assert _images_loaded(page, "img.fs-thumb") == 3
    text = page.js("return document.querySelector('#result_list').innerText")
    assert "Acme Fashion / EU shop" in text
    assert "Floral midi wrap dress" in text and "dress" in text
    assert "★★★★☆ 3.7" in text
    # Every column is visible beside the filter sidebar at 1280 px: nothing scrolls sideways.
    overflow = page.js(
        "const r = document.querySelector('#changelist .results');"
        " return r.scrollWidth - r.clientWidth"
    )
    shot("product-list")
    assert overflow <= 0

    wrap = Product.objects.get(product_id="wrap-dress")
    page.open(f"{live_service.url}/admin/catalog/product/{wrap.pk}/change/")
    assert _images_loaded(page, ".fs-gallery img") == 1
    bars = page.js(
        "return [...document.querySelectorAll('.fs-dim')].map(d => ({dim: d.dataset.dimension,"
        " text: d.innerText.replace(/\\s+/g, ' '),"
        " widths: [...d.querySelectorAll('.fs-seg')].map(s => s.getBoundingClientRect().width)}))"
    )
    assert [b["dim"] for b in bars][:1] == ["overall"]
    assert all(all(w > 20 for w in b["widths"]) for b in bars)  # drawn, not collapsed
    assert any("Bust" in b["text"] and "Tight 1" in b["text"] for b in bars)
    similar = page.js(
        "const h = [...document.querySelectorAll('.fs-recs h4')].find(h => h.innerText === "
        "'similar'); return h.nextElementSibling.innerText"
    )
    assert "Satin midi slip dress" in similar
    shot("product-page")


def test_reviews_searched_by_text_and_a_review_with_its_evidence(
    staff_page, live_service, store, shot
):
    page = staff_page
    page.open(f"{live_service.url}/admin/reviews/review/?q=bust")
    rows = page.js("return [...document.querySelectorAll('#result_list tbody tr')].length")
    assert rows == 1
    assert "Acme Fashion / EU shop" in page.js("return document.body.innerText")
    shot("review-search")

    review = Review.objects.get(external_review_id="r1")
    page.open(f"{live_service.url}/admin/reviews/review/{review.pk}/change/")
    marks = page.js(
        "return [...document.querySelectorAll('.fs-body mark')].map(m => [m.innerText, m.title])"
    )
    assert ["Tight across the bust", "Bust: Tight"] in marks
    assert ["168 cm", "height: 168 cm"] in marks
    # The legend of what was extracted sits under the text, not indented like a form's
    # error list (Django's ``form .aligned ul`` margin).
    indent = page.js(
        "return document.querySelector('.fs-legend').getBoundingClientRect().left"
        " - document.querySelector('.fs-body').getBoundingClientRect().left"
    )
    assert 0 <= indent <= 30
    heading = page.js("return document.querySelector('#content h2, #content h1').innerText")
    assert heading.isprintable()
    shot("review-page")


CHANGELISTS = (
    "catalog/product",
    "reviews/review",
    "reviews/fitdigest",
    "tenancy/site",
    "recommendations/recsindex",
    "recommendations/indexedproduct",
)


def test_changelists_fit_beside_the_filters_at_desktop_width(staff_page, live_service, store, shot):
    """No column hides behind a sideways scroll at 1280 px, even for a site that has no
    name (shown by its long public key) and an index build time as a raw float."""
    unnamed = SiteFactory(account=store.account, name="")
    write_store(ApiClient(issue_key(store.account)), unnamed)
    RecsIndex.objects.update_or_create(
        site=unnamed, defaults={"build_seconds": 0.018759811000563786, "product_count": 3}
    )
    page = staff_page
    for changelist in CHANGELISTS:
        page.open(f"{live_service.url}/admin/{changelist}/")
        rows = page.js("return document.querySelectorAll('#result_list tbody tr').length")
        overflow = page.js(
            "const r = document.querySelector('#changelist .results');"
            " return r.scrollWidth - r.clientWidth"
        )
        if overflow > 0:
            shot(changelist.replace("/", "-"))
        assert rows and overflow <= 1, changelist  # 1: sub-pixel column widths
    # ... without breaking ordinary words: each slot and target type stays on one line.
    page.open(f"{live_service.url}/admin/recommendations/indexedproduct/")
    lines = page.js(
        "return [...document.querySelectorAll('td.field-slot, td.field-target_type')].map(td =>"
        " { const r = document.createRange(); r.selectNodeContents(td);"
        " return r.getClientRects().length; })"
    )
    assert lines and set(lines) == {1}
    page.open(f"{live_service.url}/admin/recommendations/recsindex/")
    assert "19 ms" in page.js("return document.querySelector('#result_list').innerText")
