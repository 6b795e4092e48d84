"""A test client that speaks like a real integration: bearer key, raw encoded paths."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

import orjson
from django.test import Client


def enc(value: str) -> str:
    """Percent-encode one path segment as an integration must (``/`` included)."""
    return quote(value, safe="")


class ApiClient:
    """Wraps Django's test client.

    ``RAW_URI`` is set to the still-encoded path, as gunicorn does, so routing sees exactly
    what it sees in production.
    """

    def __init__(self, key: str | None = None, **defaults: Any) -> None:
        self.client = Client(**defaults)
        self.key = key

    def with_key(self, key: str | None) -> ApiClient:
        return ApiClient(key)

    def request(
        self,
        method: str,
        path: str,
        json: Any = None,
        *,
        body: bytes | str | None = None,
        content_type: str = "application/json",
        headers: dict[str, str] | None = None,
        **extra: Any,
    ):
        all_headers = dict(headers or {})
        if self.key is not None and "Authorization" not in all_headers:
            all_headers["Authorization"] = f"Bearer {self.key}"
        if json is not None:
            body = orjson.dumps(json)
        raw_path = path.split("?", 1)[0]
        return self.client.generic(
            method,
            path,
            data=body if body is not None else b"",
            content_type=content_type,
            headers=all_headers,
            RAW_URI=raw_path,
            **extra,
        )

    def get(self, path: str, **kwargs: Any):
        return self.request("GET", path, **kwargs)

    def put(self, path: str, json: Any = None, **kwargs: Any):
        return self.request("PUT", path, json, **kwargs)

    def post(self, path: str, json: Any = None, **kwargs: Any):
        return self.request("POST", path, json, **kwargs)

    def delete(self, path: str, **kwargs: Any):
        return self.request("DELETE", path, **kwargs)

    def options(self, path: str, **kwargs: Any):
        return self.request("OPTIONS", path, **kwargs)

    def upload(
        self,
        path: str,
        files: dict[str, Any],
        data: dict[str, str] | None = None,
        headers: dict[str, str] | None = None,
    ):
        """multipart/form-data POST (CSV import)."""
        all_headers = dict(headers or {})
        if self.key is not None:
            all_headers.setdefault("Authorization", f"Bearer {self.key}")
        return self.client.post(
            path, {**(data or {}), **files}, headers=all_headers, RAW_URI=path.split("?", 1)[0]
        )
