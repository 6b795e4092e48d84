"""JSON rendering with orjson: the storefront reads are the hottest path."""

from decimal import Decimal
from typing import Any

import orjson
from rest_framework.renderers import BaseRenderer


def _default(value: Any) -> Any:
    if isinstance(value, Decimal):
        return str(value)
    raise TypeError(f"not JSON serializable: {type(value).__name__}")


def dumps(data: Any) -> bytes:
    return orjson.dumps(data, default=_default, option=orjson.OPT_NON_STR_KEYS)


class JSONRenderer(BaseRenderer):
    media_type = "application/json"
    format = "json"
    charset = None

    def render(self, data: Any, accepted_media_type: str | None = None, renderer_context=None):
        if data is None:
            return b""
        return dumps(data)
