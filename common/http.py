"""Reading request bodies with the interface's limits (400 vs 413, decisions.md section 1)."""

from __future__ import annotations

from typing import Any

import orjson
from rest_framework.request import Request

from common.errors import BadRequest, PayloadTooLarge


def read_json_object(request: Request, *, max_bytes: int) -> dict[str, Any]:
    """The request body as a JSON object; 413 over ``max_bytes``, 400 if not a JSON object."""
    try:
        declared = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        declared = 0
    if declared > max_bytes:
        raise PayloadTooLarge(f"request body exceeds {max_bytes} bytes")
    raw = request.body
    if len(raw) > max_bytes:
        raise PayloadTooLarge(f"request body exceeds {max_bytes} bytes")
    if not raw.strip():
        raise BadRequest("request body must be a JSON object")
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise BadRequest(f"request body is not valid JSON: {exc.msg}") from None
    if not isinstance(data, dict):
        raise BadRequest("request body must be a JSON object")
    return data
