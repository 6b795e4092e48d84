from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from recommendations.services.index import index_rebuild
from reviews.models import FitDigest
from tests.recommendations.conftest import rec_body
from tests.recommendations.factories import make_product

pytestmark = pytest.mark.django_db


def _ids(response):
    assert response.status_code == 200, response.content
    return [item["product_id"] for item in response.json()["items"]]


def test_similar_returns_only_same_category_alternatives(api, site, catalog):
    ids = _ids(api.post("/recommendations", rec_body(site, "similar", ["jeans-blue"])))
    assert ids and set(ids) <= {"jeans-black", "jeans-men"}
    assert ids[0] == "jeans-black"  # same audience ranks first


def test_similar_items_are_ranked_and_one_per_product(api, site, catalog):
    body = api.post("/recommendations", rec_body(site, "similar", ["jeans-blue"])).json()
    assert [item["rank"] for item in body["items"]] == list(range(1, len(body["items"]) + 1))
    assert len({i["product_id"] for i in body["items"]}) == len(body["items"])
    assert body["unknown_context_ids"] == []


def test_complete_the_look_skips_occupied_slots(api, site, catalog):
    ids = _ids(api.post("/recommendations", rec_body(site, "complete_the_look", ["jeans-blue"])))
    assert ids
    assert not {"jeans-black", "jeans-men", "skirt", "dress-red"} & set(ids)
    assert "tee-men" not in ids  # never mixes women's and men's


def test_complete_the_look_one_piece_occupies_top_and_bottom(api, site, catalog):
    ids = _ids(api.post("/recommendations", rec_body(site, "complete_the_look", ["dress-red"])))
    assert ids
    assert not {"jeans-blue", "jeans-black", "tee-white", "skirt"} & set(ids)


def test_complete_the_look_diversifies_across_slots(api, site, catalog):
    ids = _ids(
        api.post("/recommendations", rec_body(site, "complete_the_look", ["tee-white"], limit=4))
    )
    assert len({"sneakers", "handbag", "necklace", "jacket"} & set(ids[:4])) >= 3


def test_complete_the_look_cart_does_not_occupy_slots(api, site, catalog):
    body = rec_body(site, "complete_the_look", ["tee-white"], cart_product_ids=["jeans-blue"])
    ids = _ids(api.post("/recommendations", body))
    assert "jeans-blue" not in ids
    assert "skirt" in ids or "jeans-black" in ids


def test_complete_the_look_may_be_empty(api, site):
    make_product(site, "only-tee", "White T-Shirt", variants=[{"id": "v"}])
    make_product(site, "only-tee-2", "Black T-Shirt", variants=[{"id": "v"}])
    index_rebuild(site_id=site.pk)
    response = api.post("/recommendations", rec_body(site, "complete_the_look", ["only-tee"]))
    assert response.status_code == 200
    assert response.json() == {"items": [], "unknown_context_ids": []}


def test_likely_purchases_excludes_all_context(api, site, catalog):
    body = rec_body(
        site, "likely_purchases", ["jeans-blue"], cart_product_ids=["tee-white", "sneakers"]
    )
    ids = _ids(api.post("/recommendations", body))
    assert ids
    assert not {"jeans-blue", "tee-white", "sneakers"} & set(ids)


def test_likely_purchases_accepts_a_cart_alone(api, site, catalog):
    body = rec_body(site, "likely_purchases", cart_product_ids=["tee-white"])
    assert "tee-white" not in _ids(api.post("/recommendations", body))


def test_likely_purchases_learns_from_orders(api, site, catalog):
    orders = [
        {"order_id": f"o{i}", "lines": [{"product_id": "tee-men"}, {"product_id": "necklace"}]}
        for i in range(3)
    ]
    response = api.post(f"/vfr/manage/sites/{site.pk}/orders", {"event_id": "e1", "orders": orders})
    assert response.status_code == 200
    index_rebuild(site_id=site.pk)
    ids = _ids(api.post("/recommendations", rec_body(site, "likely_purchases", ["tee-men"])))
    assert ids[0] == "necklace"


def test_candidates_restrict_and_exclusions_are_honoured(api, site, catalog):
    body = rec_body(
        site,
        "complete_the_look",
        ["tee-white"],
        candidate_product_ids=["sneakers", "handbag", "unknown", "jeans-blue"],
        exclude_product_ids=["handbag"],
    )
    assert set(_ids(api.post("/recommendations", body))) == {"sneakers", "jeans-blue"}


def test_candidates_none_enabled_is_400(api, site, catalog):
    body = rec_body(site, "similar", ["jeans-blue"], candidate_product_ids=["nope", "nada"])
    assert api.post("/recommendations", body).status_code == 400


def test_limit_caps_items(api, site, catalog):
    body = rec_body(site, "likely_purchases", ["tee-white"], limit=2)
    assert len(_ids(api.post("/recommendations", body))) == 2


def test_unknown_context_ids_are_listed(api, site, catalog):
    body = rec_body(site, "complete_the_look", ["jeans-blue", "ghost"])
    response = api.post("/recommendations", body)
    assert response.status_code == 200
    assert response.json()["unknown_context_ids"] == ["ghost"]


def test_no_prepared_context_is_404(api, site, catalog):
    response = api.post("/recommendations", rec_body(site, "similar", ["ghost"]))
    assert response.status_code == 404
    assert "error" in response.json()


def test_site_never_indexed_is_404(api, site):
    response = api.post("/recommendations", rec_body(site, "similar", ["anything"]))
    assert response.status_code == 404


def test_disabled_product_is_neither_context_nor_result(api, site, catalog):
    catalog["jeans-black"].enabled = False
    catalog["jeans-black"].save()
    index_rebuild(site_id=site.pk)
    ids = _ids(api.post("/recommendations", rec_body(site, "similar", ["jeans-blue"])))
    assert "jeans-black" not in ids
    response = api.post("/recommendations", rec_body(site, "similar", ["jeans-black"]))
    assert response.status_code == 404


def test_product_disabled_after_the_build_is_never_returned(api, site, catalog):
    catalog["jeans-black"].enabled = False
    catalog["jeans-black"].save()  # no rebuild yet: the response still drops it
    ids = _ids(api.post("/recommendations", rec_body(site, "similar", ["jeans-blue"])))
    assert "jeans-black" not in ids


def test_unavailable_products_are_never_returned(api, site, catalog):
    make_product(
        site, "jeans-gone", "Women's Blue Slim Jeans", variants=[{"id": "a", "available": False}]
    )
    make_product(site, "jeans-noinv", "Women's Blue Jeans", variants=[], available=False)
    index_rebuild(site_id=site.pk)
    ids = _ids(api.post("/recommendations", rec_body(site, "similar", ["jeans-blue"])))
    assert "jeans-gone" not in ids and "jeans-noinv" not in ids
    # Still prepared as context.
    response = api.post("/recommendations", rec_body(site, "similar", ["jeans-gone"]))
    assert response.status_code == 200


def test_hosted_site_uses_global_product_ids(api, make_site):
    hosted = make_site(kind="hosted", shop_domain="brand.myshopify.com")
    make_product(hosted, "gid://shopify/Product/1", "Blue Slim Jeans", variants=[{"id": "a"}])
    make_product(hosted, "gid://shopify/Product/2", "Black Jeans", variants=[{"id": "b"}])
    index_rebuild(site_id=hosted.pk)
    body = {
        "shop_domain": "brand.myshopify.com",
        "intent": "similar",
        "product_ids": ["gid://shopify/Product/1"],
    }
    assert _ids(api.post("/recommendations", body)) == ["gid://shopify/Product/2"]


def test_fit_evidence_absent_without_digests(api, site, catalog):
    body = api.post("/recommendations", rec_body(site, "similar", ["jeans-blue"])).json()
    assert all("fit_evidence" not in item or item["fit_evidence"] for item in body["items"])


def test_fit_evidence_summarises_the_review_digest(
    api, site, catalog, django_capture_on_commit_callbacks
):
    _review_sync(api, site, "jeans-black", django_capture_on_commit_callbacks, rating=4)
    make_product(site, "jeans-grey", "Women's Grey Jeans", variants=[{"id": "v1"}])
    index_rebuild(site_id=site.pk)
    body = api.post("/recommendations", rec_body(site, "similar", ["jeans-blue"])).json()
    item = next(i for i in body["items"] if i["product_id"] == "jeans-black")
    evidence = item["fit_evidence"]
    assert evidence["review_count"] == 1
    assert evidence["average_rating"] == 4
    assert set(evidence) == {"review_count", "analyzed_review_count", "average_rating", "signals"}
    assert "body" not in str(evidence)
    other = next(i for i in body["items"] if i["product_id"] == "jeans-grey")
    assert "fit_evidence" not in other


def _review_sync(
    api, site, product_id: str, django_capture_on_commit_callbacks, *, rating: int = 5
) -> None:
    review = {
        "external_review_id": f"r-{product_id}",
        "title": "Fits",
        "body": "Runs small, size up.",
        "rating": rating,
        "author_display_name": "B",
        "created_at": "2026-10-02T10:00:00Z",
    }
    with django_capture_on_commit_callbacks(execute=True):
        response = api.post(
            f"/vfr/manage/sites/{site.pk}/products/{product_id}/reviews",
            {"event_id": f"e-{product_id}", "provider": "p", "reviews": [review]},
        )
    assert response.status_code == 200, response.content


def test_no_digest_query_when_no_ranked_product_has_reviews(api, site, catalog):
    with CaptureQueriesContext(connection) as queries:
        body = api.post("/recommendations", rec_body(site, "similar", ["jeans-blue"])).json()
    assert body["items"]
    assert not any(FitDigest._meta.db_table in q["sql"] for q in queries.captured_queries)


def test_a_new_review_shows_in_the_next_answer_without_a_rebuild(
    api, site, catalog, django_capture_on_commit_callbacks
):
    """The payload query asks which products have reviews at every request: nothing read
    before the review was written can hide it."""
    first = api.post("/recommendations", rec_body(site, "similar", ["jeans-blue"])).json()
    assert not any("fit_evidence" in item for item in first["items"])
    _review_sync(api, site, "jeans-black", django_capture_on_commit_callbacks)

    body = api.post("/recommendations", rec_body(site, "similar", ["jeans-blue"])).json()

    item = next(i for i in body["items"] if i["product_id"] == "jeans-black")
    assert item["fit_evidence"]["review_count"] == 1
    assert item["fit_evidence"]["average_rating"] == 5
    assert [i for i in body["items"] if "fit_evidence" in i] == [item]
