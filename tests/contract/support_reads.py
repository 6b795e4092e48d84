"""Black-box helpers for the review, storefront and recommendations contract tests.

Everything goes through HTTP (Django's test client with a raw encoded path), as the
acceptance tests do: products are written with PUT, reviews with the review sync endpoint.
After-commit callbacks (extraction, index rebuilds) run at once, as with
``CELERY_TASK_ALWAYS_EAGER=1``.
"""

from __future__ import annotations

import itertools
from typing import Any
from urllib.parse import urlencode

from tests.client import ApiClient, enc

ORIGIN = "https://shop.example"
_events = itertools.count(1)


def new_event_id() -> str:
    return f"contract-evt-{next(_events)}"


def image(n: int = 1) -> dict[str, Any]:
    return {"url": f"https://cdn.example/img-{n}.jpg", "role": "front"}


class Merchant:
    """One merchant backend plus a storefront visitor, on one site."""

    def __init__(self, api: ApiClient, site, capture) -> None:
        self.api = api
        self.site = site
        self.capture = capture
        self.shop = ApiClient()

    # -- management -------------------------------------------------------------------
    def product_url(self, product_id: str, site_id: Any = None) -> str:
        return f"/vfr/manage/sites/{site_id or self.site.id}/products/{enc(product_id)}"

    def put_product(self, product_id: str, **fields: Any):
        body = {"title": f"Product {product_id}", "images": [image()], **fields}
        with self.capture(execute=True):
            response = self.api.put(self.product_url(product_id), body)
        assert response.status_code == 200, response.content
        return response.json()

    def sync_url(self, product_id: str, site_id: Any = None) -> str:
        return self.product_url(product_id, site_id) + "/reviews"

    def sync(
        self,
        product_id: str,
        reviews: list[dict[str, Any]],
        *,
        client: ApiClient | None = None,
        site_id: Any = None,
        **envelope: Any,
    ):
        body: dict[str, Any] = {"event_id": new_event_id(), "provider": "judgeme"}
        body.update(envelope)
        body["reviews"] = reviews
        return self.sync_raw(product_id, body, client=client, site_id=site_id)

    def sync_raw(self, product_id: str, body: Any, *, client=None, site_id=None):
        with self.capture(execute=True):
            return (client or self.api).post(self.sync_url(product_id, site_id), body)

    def synced(self, product_id: str, reviews: list[dict[str, Any]], **envelope: Any):
        response = self.sync(product_id, reviews, **envelope)
        assert response.status_code == 200, response.content
        return response.json()

    # -- storefront -------------------------------------------------------------------
    def fit_url(self, **params: Any) -> str:
        return f"/vfr/sites/{self.site.site_key}/fit-evidence?{urlencode(params)}"

    def reviews_url(self, **params: Any) -> str:
        return f"/vfr/sites/{self.site.site_key}/reviews?{urlencode(params)}"

    def fit(self, **params: Any) -> dict[str, Any]:
        response = self.shop.get(self.fit_url(**params))
        assert response.status_code == 200, response.content
        return response.json()

    def page(self, **params: Any) -> dict[str, Any]:
        response = self.shop.get(self.reviews_url(**params))
        assert response.status_code == 200, response.content
        return response.json()

    def walk(self, **params: Any) -> list[dict[str, Any]]:
        pages, cursor = [], None
        while True:
            query = dict(params, **({"cursor": cursor} if cursor else {}))
            body = self.page(**query)
            pages.append(body)
            cursor = body["next_cursor"]
            if cursor is None:
                return pages
            assert len(pages) < 500, "pagination does not end"


def review(rid: str, **fields: Any) -> dict[str, Any]:
    """A complete review record with a stable external id."""
    record: dict[str, Any] = {
        "external_review_id": rid,
        "rating": 4,
        "title": f"Review {rid}",
        "body": f"Nice dress, review {rid}.",
        "author_display_name": "Ana",
        "created_at": "2025-05-01T10:00:00Z",
    }
    record.update(fields)
    return record


def counts(body: dict[str, Any]) -> dict[str, Any]:
    return {
        key: body[key]
        for key in (
            "accepted_count",
            "created_count",
            "updated_count",
            "versioned_count",
            "deactivated_count",
            "replay",
        )
    }


def expect(
    accepted=0, created=0, updated=0, versioned=0, deactivated=0, replay=False
) -> dict[str, Any]:
    return {
        "accepted_count": accepted,
        "created_count": created,
        "updated_count": updated,
        "versioned_count": versioned,
        "deactivated_count": deactivated,
        "replay": replay,
    }
