from __future__ import annotations

from urllib.parse import urlencode

ORIGIN = "https://shop.example"


def fit_url(site, **params) -> str:
    return f"/vfr/sites/{site.site_key}/fit-evidence?{urlencode(params)}"


def reviews_url(site, **params) -> str:
    return f"/vfr/sites/{site.site_key}/reviews?{urlencode(params)}"


def walk(shop, site, **params) -> list[dict]:
    """Every page of a review list, following next_cursor."""
    pages, cursor = [], None
    while True:
        query = dict(params, **({"cursor": cursor} if cursor else {}))
        response = shop.get(reviews_url(site, **query))
        assert response.status_code == 200, response.content
        body = response.json()
        pages.append(body)
        cursor = body["next_cursor"]
        if cursor is None:
            return pages
