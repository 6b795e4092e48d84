"""seed_demo and GET /vfr/demo/ (decisions.md 7)."""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import call_command
from django.test import Client

from catalog.models import Product
from reviews.models import Review
from widget.demo.catalog import PRODUCTS
from widget.services import _apparel_size, _uncut, demo_site, size_from_text

ORIGIN = "http://127.0.0.1:8000"


def seed(*origins: str, **options) -> dict:
    out = io.StringIO()
    call_command("seed_demo", *[f"--origin={o}" for o in origins], "--json", stdout=out, **options)
    return json.loads(out.getvalue())


@pytest.mark.django_db
def test_seed_demo_prints_the_contract_shape_and_is_idempotent():
    first = seed(ORIGIN)
    assert set(first) == {"site_key", "product_ids", "demo_url"}
    assert first["demo_url"] == f"{ORIGIN}/vfr/demo/"
    assert first["product_ids"] == [p.product_id for p in PRODUCTS]
    reviews = Review.objects.count()
    assert reviews == 210  # every row of the committed sample

    again = seed(ORIGIN, "http://localhost:8000")
    assert again["site_key"] == first["site_key"]
    assert Review.objects.count() == reviews
    assert Product.objects.count() == len(PRODUCTS)
    assert demo_site().origins == [ORIGIN, "http://localhost:8000"]


@pytest.mark.django_db
def test_reviews_carry_the_size_their_text_names():
    seed(ORIGIN)
    review = Review.objects.get(identity_key__endswith="wcr-299")
    assert "ordered small" in review.record["body"]
    assert review.record["purchased_variant"]["option_values"]["size"] == "S"


@pytest.mark.django_db
def test_html_entities_of_the_data_set_are_decoded():
    seed(ORIGIN)
    review = Review.objects.get(identity_key__endswith="wcr-267")
    assert "i'd say it fits true to size" in review.record["body"]


@pytest.mark.django_db
def test_texts_the_data_set_cut_mid_word_end_with_an_ellipsis():
    seed(ORIGIN)
    bodies = [r.record["body"] for r in Review.objects.all()]
    assert not any(b.endswith("under a blazer. wi") for b in bodies)
    assert any(b.endswith("under a blazer.…") for b in bodies)


def test_uncut_keeps_whole_texts_and_cuts_back_to_the_last_word():
    cut = "x" * 480 + " a quality shirt with a beautiful"
    assert _uncut(cut, cut) == "x" * 480 + " a quality shirt with a…"
    whole = "x" * 490 + " it fits."
    assert _uncut(whole, whole) == whole
    assert _uncut("short and cut of", "short and cut of") == "short and cut of"


@pytest.mark.parametrize(
    ("raw", "size"),
    [("XS", "XS"), ("xxs", "XS"), ("6P", "S"), ("00P", "XS"), ("10", "M"), ("14", "L"),
     ("16", "XL"), ("M", "M"), ("SP", "S"), ("medium", "M"), ("petite S", "S"),
     ("S petite", "S"), ("regular XS", "XS"), ("XS petite", "XS"), ("2XL", "XL"),
     ("34B", None), ("", None)],
)  # fmt: skip
def test_apparel_size_maps_numeric_and_petite_sizes(raw, size):
    assert _apparel_size(raw) == size


def test_size_from_text_reads_the_size_worn():
    assert size_from_text("", "I am 5'4 and bought the xs, it fits perfectly.") == "XS"
    assert size_from_text("", "I ordered the petite s and it fits perfectly.") == "S"
    assert size_from_text("", "Lovely colour.") is None


@pytest.mark.django_db
def test_demo_page_has_all_three_elements_for_the_demo_site(settings):
    settings.DEMO_PAGE = True
    site_key = seed(ORIGIN)["site_key"]
    response = Client().get("/vfr/demo/", {"product": "wide-leg-trousers", "lang": "de"})
    assert response.status_code == 200
    html = response.content.decode()
    assert '<html lang="de">' in html
    assert '<script src="/vfr/widget.js" defer></script>' in html
    for element in ("fit-evidence", "fit-reviews", "fit-recommendations"):
        assert f"<{element} " in html
    assert f'site-key="{site_key}"' in html
    assert 'product-id="wide-leg-trousers"' in html
    assert 'intent="complete_the_look"' in html


@pytest.mark.django_db
def test_demo_page_without_a_demo_store_is_a_json_404(settings):
    settings.DEMO_PAGE = True
    response = Client().get("/vfr/demo/")
    assert response.status_code == 404
    assert "seed_demo" in response.json()["error"]


@pytest.mark.django_db
def test_demo_page_is_off_in_the_production_shape_without_demo_page(settings):
    settings.DEMO_PAGE = False
    response = Client().get("/vfr/demo/")
    assert response.status_code == 404
    assert response.json() == {"error": "not found"}
    call_command("seed_demo", "--if-demo-page", f"--origin={ORIGIN}")
    assert demo_site() is None
