"""ETag / 304, Cache-Control and the never-stale response cache."""

from __future__ import annotations

import pytest
from django.test import override_settings

from common.revisions import bump_revision
from reviews.models import FitDigest, Review
from tests.storefront.factories import FitDigestFactory, ReviewFactory, digest_payload
from tests.storefront.support import ORIGIN, fit_url, reviews_url

pytestmark = pytest.mark.django_db

BOTH = [fit_url, reviews_url]


def changed(product) -> None:
    """What every writer does after its transaction commits."""
    bump_revision("product", str(product.pk))


@pytest.mark.parametrize("url", BOTH)
def test_responses_carry_etag_and_cache_control(shop, site, product, url):
    response = shop.get(url(site, product_id=product.product_id))

    assert response["ETag"].startswith('"') and response["ETag"].endswith('"')
    assert response["Cache-Control"] == "public, no-cache"


@pytest.mark.parametrize("url", BOTH)
@pytest.mark.parametrize(
    "cookie", ["sessionid=not-a-session-key", "csrftoken=malformed", "sessionid=x; csrftoken=y"]
)
def test_a_public_answer_sets_no_cookie(shop, site, product, url, cookie):
    """A shared cache may keep a public answer: it must not carry the session or CSRF
    middleware's reply to a stale cookie (the first, cold read goes through them)."""
    response = shop.get(url(site, product_id=product.product_id), HTTP_COOKIE=cookie)

    assert response.status_code == 200
    assert response["Cache-Control"] == "public, no-cache"
    assert "Set-Cookie" not in response
    assert not response.cookies


@override_settings(STOREFRONT_HTTP_MAX_AGE=30)
def test_http_max_age_is_a_setting(shop, site, product):
    response = shop.get(fit_url(site, product_id=product.product_id))

    assert response["Cache-Control"] == "public, max-age=30"


@pytest.mark.parametrize("url", BOTH)
def test_if_none_match_with_the_current_etag_is_304(shop, site, product, url):
    ReviewFactory(product=product)
    first = shop.get(url(site, product_id=product.product_id))
    etag = first["ETag"]

    for header in (etag, f"W/{etag}", f'"other", {etag}', "*"):
        again = shop.get(
            url(site, product_id=product.product_id),
            headers={"If-None-Match": header, "Origin": ORIGIN},
        )
        assert again.status_code == 304, header
        assert again.content == b""
        assert again["ETag"] == etag
        assert again["Cache-Control"] == first["Cache-Control"]
        assert again["Access-Control-Allow-Origin"] == ORIGIN


@pytest.mark.parametrize("url", BOTH)
def test_a_stale_etag_gets_the_new_body(shop, site, product, url):
    ReviewFactory(product=product, identity_key="x:first")
    etag = shop.get(url(site, product_id=product.product_id))["ETag"]
    ReviewFactory(product=product, identity_key="x:second")
    changed(product)

    response = shop.get(url(site, product_id=product.product_id), headers={"If-None-Match": etag})

    assert response.status_code == 200
    assert response["ETag"] != etag
    assert "second" in response.content.decode()


def test_same_content_same_etag_across_queries_by_origin(shop, site, product):
    plain = shop.get(fit_url(site, product_id=product.product_id))
    with_origin = shop.get(fit_url(site, product_id=product.product_id), headers={"Origin": ORIGIN})

    assert plain["ETag"] == with_origin["ETag"]
    assert plain.content == with_origin.content


def test_a_cache_hit_makes_no_database_query(shop, site, product, django_assert_num_queries):
    ReviewFactory(product=product)
    FitDigestFactory(product=product)
    url = fit_url(site, product_id=product.product_id)
    first = shop.get(url)

    with django_assert_num_queries(0):
        again = shop.get(url)

    assert again.content == first.content


def test_a_review_list_cache_hit_makes_no_database_query(
    shop, site, product, django_assert_num_queries
):
    for _ in range(12):
        ReviewFactory(product=product)
    cursor = shop.get(reviews_url(site, product_id=product.product_id)).json()["next_cursor"]
    url = reviews_url(site, product_id=product.product_id, cursor=cursor)
    shop.get(url)

    with django_assert_num_queries(0):
        assert shop.get(url).status_code == 200


def test_cached_response_is_served_until_the_revision_moves(shop, site, product):
    url = fit_url(site, product_id=product.product_id)
    assert shop.get(url).json()["review_count"] == 0
    ReviewFactory(product=product)

    # Not yet announced: a writer bumps only after its commit.
    assert shop.get(url).json()["review_count"] == 0
    changed(product)
    assert shop.get(url).json()["review_count"] == 1


def test_review_change_is_visible_on_both_endpoints_after_the_bump(shop, site, product):
    review = ReviewFactory(product=product, identity_key="x:r")
    fit, listing = (
        fit_url(site, product_id=product.product_id),
        reviews_url(site, product_id=product.product_id),
    )
    shop.get(fit), shop.get(listing)

    Review.objects.filter(pk=review.pk).update(status=Review.Status.DELETED)
    changed(product)

    assert shop.get(fit).json()["reviews"] == []
    assert shop.get(listing).json()["items"] == []


def test_digest_rebuild_is_visible_after_the_bump(shop, site, product):
    digest = FitDigestFactory(product=product)
    url = fit_url(site, product_id=product.product_id)
    assert shop.get(url).json()["digest"] == digest.payload

    new_payload = digest_payload(product, review_count=9)
    FitDigest.objects.filter(pk=digest.pk).update(payload=new_payload)
    changed(product)

    assert shop.get(url).json()["digest"] == new_payload


def test_catalog_rating_change_is_visible_after_the_bump(shop, site, product):
    url = fit_url(site, product_id=product.product_id)
    shop.get(url)
    product.rating, product.review_count = 4.9, 321
    product.save()
    changed(product)

    body = shop.get(url).json()

    assert (body["rating"], body["review_count"]) == (4.9, 321)


def test_a_lost_revision_counter_never_serves_the_old_entry(shop, site, product):
    from django.core.cache import cache

    url = fit_url(site, product_id=product.product_id)
    shop.get(url)
    ReviewFactory(product=product)
    cache.delete(f"rev:product:{product.pk}")  # evicted

    assert shop.get(url).json()["review_count"] == 1


def test_deleted_product_is_404_after_the_bump_even_when_cached(shop, site, product):
    url = fit_url(site, product_id=product.product_id)
    assert shop.get(url).status_code == 200
    pk = product.pk
    product.delete()
    bump_revision("product", str(pk))

    assert shop.get(url).status_code == 404
    assert shop.get(reviews_url(site, product_id=product.product_id)).status_code == 404


def test_a_product_created_again_is_served_as_the_new_one(shop, site, product):
    from tests.storefront.factories import ProductFactory

    url = fit_url(site, product_id=product.product_id)
    shop.get(url)
    pk, product_id = product.pk, product.product_id
    product.delete()
    bump_revision("product", str(pk))
    ProductFactory(site=site, product_id=product_id, rating=2.0, review_count=1)

    body = shop.get(url).json()

    assert (body["rating"], body["review_count"]) == (2.0, 1)


def test_a_new_product_is_found_at_once(shop, site):
    from tests.storefront.factories import ProductFactory

    assert shop.get(fit_url(site, product_id="later")).status_code == 404
    ProductFactory(site=site, product_id="later")

    assert shop.get(fit_url(site, product_id="later")).status_code == 200
