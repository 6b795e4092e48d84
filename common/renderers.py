"""JSON rendering with orjson: the storefront reads are the hottest path."""

from decimal import Decimal
from typing import Any

import orjson
from rest_framework.renderers import BaseRenderer

_INT_MIN, _INT_MAX = -(2**63), 2**64 - 1  # what orjson can write


def _default(value: Any) -> Any:
    if isinstance(value, Decimal):
        return str(value)
    raise TypeError(f"not JSON serializable: {type(value).__name__}")


def dumps(data: Any) -> bytes:
    try:
        return orjson.dumps(data, default=_default, option=orjson.OPT_NON_STR_KEYS)
    except orjson.JSONEncodeError:
        # PostgreSQL's jsonb gives an integral float back as an integer (1e20 sent in a
        # free-form object is read as 100000000000000000000), which orjson cannot write
        # past 64 bits. Write such integers as the floats they were sent as.
        return orjson.dumps(
            _wide_ints_as_floats(data), default=_default, option=orjson.OPT_NON_STR_KEYS
        )


def _wide_ints_as_floats(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _wide_ints_as_floats(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_wide_ints_as_floats(item) for item in value]
    if isinstance(value, int) and not isinstance(value, bool) and not _INT_MIN <= value <= _INT_MAX:
        return float(value)
    return value


class JSONRenderer(BaseRenderer):
    media_type = "application/json"
    format = "json"
    charset = None

    def render(self, data: Any, accepted_media_type: str | None = None, renderer_context=None):
        if data is None:
            return b""
        return dumps(data)
