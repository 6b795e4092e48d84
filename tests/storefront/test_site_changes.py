"""A change of a site (origins, key, deletion) is seen at once by every process."""

from __future__ import annotations

import pytest
from django.core.cache import cache

from tenancy.models import Site
from tests.storefront.support import ORIGIN, fit_url

pytestmark = pytest.mark.django_db


def test_a_changed_origin_list_is_seen_at_once(
    shop, site, product, django_capture_on_commit_callbacks
):
    url = fit_url(site, product_id=product.product_id)
    assert shop.get(url, headers={"Origin": ORIGIN}).status_code == 200

    with django_capture_on_commit_callbacks(execute=True):
        site.origins = ["https://new.example"]
        site.save()

    assert shop.get(url, headers={"Origin": ORIGIN}).status_code == 403
    allowed = shop.get(url, headers={"Origin": "https://new.example"})
    assert allowed.status_code == 200
    assert allowed["Access-Control-Allow-Origin"] == "https://new.example"


def test_a_changed_site_key_retires_the_old_one(
    shop, site, product, django_capture_on_commit_callbacks
):
    old_url = fit_url(site, product_id=product.product_id)
    assert shop.get(old_url).status_code == 200

    with django_capture_on_commit_callbacks(execute=True):
        site.site_key = "pk_rotated"
        site.save()

    assert shop.get(old_url).status_code == 404
    assert shop.get(fit_url(site, product_id=product.product_id)).status_code == 200


def test_a_deleted_site_is_404_at_once(shop, site, product, django_capture_on_commit_callbacks):
    url = fit_url(site, product_id=product.product_id)
    assert shop.get(url).status_code == 200

    with django_capture_on_commit_callbacks(execute=True):
        Site.objects.filter(pk=site.pk).delete()

    assert shop.get(url).status_code == 404


def test_a_lost_site_revision_reloads_the_site(shop, site, product, django_assert_num_queries):
    url = fit_url(site, product_id=product.product_id)
    shop.get(url)
    Site.objects.filter(pk=site.pk).update(origins=["https://new.example"])  # no announcement
    cache.delete(f"rev:site:{site.site_key}")  # evicted

    assert shop.get(url, headers={"Origin": "https://new.example"}).status_code == 200
    with django_assert_num_queries(0):
        assert shop.get(url).status_code == 200
