from __future__ import annotations

import pytest

from recommendations.services.index import index_rebuild
from tests.recommendations.factories import make_product

SIZES = ("size", ["S", "M", "L"])


@pytest.fixture
def catalog(site):
    """A small women's/men's catalog over several outfit slots, indexed."""
    one = [{"id": "v1"}]
    products = {
        "jeans-blue": make_product(site, "jeans-blue", "Women's Blue Slim Jeans", variants=one),
        "jeans-black": make_product(
            site, "jeans-black", "Women's Black Skinny Jeans", variants=one
        ),
        "jeans-men": make_product(site, "jeans-men", "Men's Blue Straight Jeans", variants=one),
        "tee-white": make_product(site, "tee-white", "Women's White Cotton T-Shirt", variants=one),
        "tee-men": make_product(site, "tee-men", "Men's Grey T-Shirt", variants=one),
        "dress-red": make_product(site, "dress-red", "Women's Red Midi Dress", variants=one),
        "sneakers": make_product(site, "sneakers", "Women's White Leather Sneakers", variants=one),
        "handbag": make_product(site, "handbag", "Women's Black Leather Handbag", variants=one),
        "necklace": make_product(site, "necklace", "Women's Gold Necklace", variants=one),
        "jacket": make_product(site, "jacket", "Women's Denim Jacket", variants=one),
        "skirt": make_product(site, "skirt", "Women's Black Pleated Skirt", variants=one),
    }
    index_rebuild(site_id=site.pk)
    return products


def rec_body(site, intent, product_ids=None, **extra):
    body = {"site_key": site.site_key, "intent": intent}
    if product_ids is not None:
        body["product_ids"] = product_ids
    body.update(extra)
    return body
