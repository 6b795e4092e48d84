"""The reviews admin as a support tool: text search, filters, evidence highlighted, the
digest drawn in the widget's words."""

from __future__ import annotations

import re

import pytest

from catalog.models import Product
from reviews.admin_display import DIMENSIONS, WORDS
from reviews.models import FitDigest, Review
from tests.servers import ROOT


def _listed(staff, **params) -> set[str]:
    html = staff.get("/admin/reviews/review/", params).content.decode()
    return {
        ext for ext in ("r1", "r2", "r3") if f"reviews-app review {ext}" in html or _has(html, ext)
    }


def _has(html: str, ext: str) -> bool:
    texts = {"r1": "Lovely but small", "r2": "Fits true to size", "r3": "darker than in the photos"}
    return texts[ext] in html


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("across the bust", {"r1"}),
        ("DARKER", {"r3"}),
        ("small", {"r1"}),
        ("nothing like this", set()),
    ],
)
def test_reviews_are_searchable_by_text(staff, store, query, expected):
    assert _listed(staff, q=query) == expected


def test_reviews_filter_by_site_product_rating_and_extraction(staff, store, make_site):
    wrap = Product.objects.get(product_id="wrap-dress")
    assert _listed(staff, site=str(store.pk)) == {"r1", "r2", "r3"}
    assert _listed(staff, site=str(make_site().pk)) == set()
    assert _listed(staff, product=str(wrap.pk)) == {"r1", "r2", "r3"}
    assert _listed(staff, stars="4") == {"r1"}
    assert _listed(staff, stars="2") == {"r3"}
    assert _listed(staff, current_version__extraction_status="done") == {"r1", "r2", "r3"}
    assert _listed(staff, current_version__extraction_status="pending") == set()


def test_list_names_the_account_and_links_the_product(staff, store):
    html = staff.get("/admin/reviews/review/").content.decode()
    assert f"{store.account.name} / {store.site_key}" in html
    wrap = Product.objects.get(product_id="wrap-dress")
    assert f'href="/admin/catalog/product/{wrap.pk}/change/"' in html


def test_review_page_shows_text_with_the_extracted_evidence_highlighted(staff, store):
    review = Review.objects.get(external_review_id="r1")
    html = staff.get(f"/admin/reviews/review/{review.pk}/change/").content.decode()
    assert re.search(r'<mark title="Bust: Tight">Tight across the bust</mark>', html)
    assert re.search(r'<mark title="Overall fit: Small">Runs small[^<]*</mark>', html)
    assert '<mark title="height: 168 cm">168 cm</mark>' in html
    assert "Lovely but small" in html
    # a printable heading: no control-character separator of the identity key
    assert "\x1f" not in html
    assert "reviews-app review r1" in html


def test_digest_page_draws_bars_with_counts(staff, store):
    digest = FitDigest.objects.get(product__product_id="wrap-dress", scope="product")
    html = staff.get(f"/admin/reviews/fitdigest/{digest.pk}/change/").content.decode()
    assert 'data-dimension="overall"' in html
    assert "True to size 1</span>" in html and "Small 1</span>" in html


def test_admin_words_are_the_widgets_english_words():
    """The digest bars and verdicts say what the storefront widget says."""
    script = (ROOT / "widget" / "assets" / "widget.js").read_text()
    english = script.split("en: {", 1)[1].split("\n    },", 1)[0]

    def quoted(items) -> str:
        return ", ".join(f'"{w}"' for w in items)

    for family, (ends, verdicts) in WORDS.items():
        assert f"{family}: [[{quoted(ends)}], [{quoted(verdicts)}]]" in english
    for code, label in DIMENSIONS.items():
        assert f'{code}: "{label}"' in english


def test_digest_heading_and_purchased_variant_read_as_words(staff, store):
    digest = FitDigest.objects.get(product__product_id="wrap-dress", scope="product")
    html = staff.get(f"/admin/reviews/fitdigest/{digest.pk}/change/").content.decode()
    assert f"product digest of {digest.product_id}" in html and "product:<" not in html

    review = Review.objects.get(external_review_id="r1")
    review.record["purchased_variant"] = {
        "label": "XL",
        "option_values": {"size": "XL", "color": "Sage"},
        "source_variant_id": "wrap-dress-xl",
    }
    review.save(update_fields=["record"])
    html = staff.get(f"/admin/reviews/review/{review.pk}/change/").content.decode()
    assert "XL (size: XL, color: Sage), variant wrap-dress-xl" in html
    assert "{&#x27;size&#x27;" not in html
