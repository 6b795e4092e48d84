"""The widget script as served: read once, with its ETag and gzip body precomputed."""

from __future__ import annotations

import gzip
import hashlib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

SCRIPT_PATH = Path(__file__).resolve().parent / "assets" / "widget.js"
# decisions.md 7: at most 20 KiB gzipped (a test holds the file to it).
MAX_GZIP_BYTES = 20 * 1024


@dataclass(frozen=True, slots=True)
class Script:
    body: bytes
    gzipped: bytes
    etag: str


@cache
def widget_script() -> Script:
    """The file is part of the release, so it is read and hashed once per process."""
    body = SCRIPT_PATH.read_bytes()
    return Script(
        body=body,
        gzipped=gzip.compress(body, compresslevel=9, mtime=0),
        etag='"' + hashlib.sha256(body).hexdigest()[:32] + '"',
    )
