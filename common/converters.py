"""Path converters for identifiers that arrive percent-encoded (decisions.md section 2)."""

from urllib.parse import quote, unquote


class EncodedSegmentConverter:
    """One raw path segment, percent-decoded once (``a%2Fb`` -> ``a/b``)."""

    regex = "[^/]+"

    def to_python(self, value: str) -> str:
        decoded = unquote(value, errors="strict")
        if "\x00" in decoded:
            raise ValueError("NUL in a path segment")  # cannot exist: 404
        return decoded

    def to_url(self, value: str) -> str:
        return quote(value, safe="")
