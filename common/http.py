"""Reading request bodies with the interface's limits (400 vs 413, decisions.md section 1)."""

from __future__ import annotations

import json
import re
from typing import Any

import orjson
from rest_framework.request import Request

from common.errors import BadRequest, PayloadTooLarge

# Free-form objects (size chart content, merchant_response, ...) nest at most this deep
# (decisions.md 1); a whole body at most this plus the deepest fixed envelope around
# one, checked before any validator walks it.
MAX_JSON_DEPTH = 32
MAX_BODY_DEPTH = MAX_JSON_DEPTH + 8
# The integers JSON carries exactly here (decisions.md 2): orjson reads a wider one as a
# rounded float, so such a body is 400 rather than stored with another value.
INT_MIN, INT_MAX = -(2**63), 2**64 - 1
# Any integer past 64 bits is a value (after ":", "[" or ",") of at least 19 digits; IDs
# with long digit runs inside strings mostly miss this and skip the second parse.
_LONG_DIGITS = re.compile(rb"[:\[,]\s*-?[0-9]{19}")
# Every digit as "0", every other byte as " ": a body without 19 zeros in a row then has
# no 19-digit run, which ``_LONG_DIGITS`` needs. Two C passes (~0.1 ms for a 10,000-ID
# body) against the regex's ~0.7 ms, which tries every position.
_DIGITS_AS_ZERO = bytes(0x30 if 0x30 <= b <= 0x39 else 0x20 for b in range(256))
_DIGIT_RUN = b"0" * 19


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
    if _may_nest_deeper(raw, MAX_BODY_DEPTH) and json_depth(data) > MAX_BODY_DEPTH:
        raise BadRequest(f"request body: nested deeper than {MAX_BODY_DEPTH} levels")
    if _DIGIT_RUN in raw.translate(_DIGITS_AS_ZERO) and _LONG_DIGITS.search(raw):
        path = _wide_int_path(raw)
        if path is not None:
            raise BadRequest(
                f"{path or 'request body'}: integer beyond 64 bits; JSON cannot carry it exactly"
            )
    if b"\\u0000" in raw:  # only an escape can put NUL in a JSON string
        path = _nul_path(data, "")
        if path is not None:
            raise BadRequest(f"{path or 'request body'}: must not contain NUL (\\u0000) characters")
    return data


def _may_nest_deeper(raw: bytes, depth: int) -> bool:
    """Whether ``raw`` holds more than ``depth`` opening brackets (those inside strings
    included): a body nests at most that deep, so with fewer the walk is skipped. Two
    byte counts in C against a Python walk over every value (a 10,000-ID list: ~2 ms)."""
    return raw.count(b"[") + raw.count(b"{") > depth


class _WideInt:
    """Stands in for an integer literal outside ``INT_MIN..INT_MAX`` while locating it."""


def _exact_int(text: str) -> int | _WideInt:
    if len(text.lstrip("-")) > 20:  # past 64 bits, and int() refuses over 4,300 digits
        return _WideInt()
    value = int(text)
    return value if INT_MIN <= value <= INT_MAX else _WideInt()


def _wide_int_path(raw: bytes) -> str | None:
    """The path of the first integer literal past 64 bits, if any. Only run when 19
    digits stand in a row (in a string or a float, too): a second, exact parse, after
    the depth check, so its recursion is bounded."""
    try:
        data = json.loads(raw, parse_int=_exact_int)
    except (ValueError, RecursionError):  # what orjson read but this reader cannot
        return None
    stack: list[tuple[Any, str]] = [(data, "")]
    while stack:
        item, where = stack.pop()
        if isinstance(item, _WideInt):
            return where
        if isinstance(item, dict):
            stack.extend(
                (child, f"{where}.{key}" if where else str(key))
                for key, child in reversed(item.items())
            )
        elif isinstance(item, list):
            stack.extend((child, f"{where}[{i}]") for i, child in reversed(list(enumerate(item))))
    return None


def _nul_path(value: Any, path: str) -> str | None:
    """The path of the first string (or object key) holding a NUL character, if any."""
    stack: list[tuple[Any, str]] = [(value, path)]
    while stack:
        item, where = stack.pop()
        if isinstance(item, str):
            if "\x00" in item:
                return where
        elif isinstance(item, dict):
            for key, child in reversed(item.items()):
                child_path = f"{where}.{key}" if where else str(key)
                if "\x00" in key:
                    return child_path
                stack.append((child, child_path))
        elif isinstance(item, list):
            stack.extend((child, f"{where}[{i}]") for i, child in reversed(list(enumerate(item))))
    return None


def json_depth(value: Any) -> int:
    """How deep objects and arrays nest in ``value`` (a scalar is 0, ``{}`` is 1);
    iterative, so no depth can exhaust the stack."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, level)
        stack.extend((child, level + 1) for child in children if isinstance(child, dict | list))
    return deepest
