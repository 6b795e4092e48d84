"""Streaming CSV records from an uploaded binary file.

The file is decoded line by line (never read whole), so a 50 MiB upload costs one line of
text at a time. Encoding problems are reported with the spreadsheet row they occur in: bytes
that are not UTF-8 are decoded as lone surrogates (``surrogateescape``) and each non-ASCII
line is checked, instead of letting the decoder fail somewhere in an 8 KiB chunk ahead of
the row being read.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Iterator
from typing import BinaryIO

from .errors import CsvLayoutError

_UNDECODABLE = re.compile("[\udc80-\udcff]")
# The csv module refuses a field over 131,072 characters by default, which failed a whole
# file over one long description (longer than the 65,536 a description may have) or a
# WooCommerce "Images" cell within the 524,288 its column takes. Cells up to 1 MiB are read,
# so such a cell gets its own row error from the cell checks; a longer one is still an
# unreadable file. (Process-wide, and only ever raised: one CSV record stays the working set.)
MAX_FIELD_CHARS = 1 << 20
csv.field_size_limit(max(csv.field_size_limit(), MAX_FIELD_CHARS))


class _NotUtf8(Exception):
    pass


def _checked_lines(text: Iterable[str]) -> Iterator[str]:
    for line in text:
        # NUL never occurs in a UTF-8 CSV; it is the mark of UTF-16/32 text without a BOM.
        if "\x00" in line or (not line.isascii() and _UNDECODABLE.search(line)):
            raise _NotUtf8
        yield line


def iter_records(stream: BinaryIO) -> Iterator[tuple[int, list[str]]]:
    """Yield ``(row, cells)`` per CSV record; row 1 is the header.

    Rows count records as a spreadsheet shows them (a quoted cell spanning lines is one
    row). Universal newlines accept ``\\n``, ``\\r\\n`` and old ``\\r`` files alike; line
    breaks inside quoted cells come out as ``\\n``. A UTF-8 BOM is dropped.
    """
    text = io.TextIOWrapper(stream, encoding="utf-8-sig", errors="surrogateescape", newline=None)
    # strict: an unterminated quote is an error instead of swallowing the rest of the file.
    reader = csv.reader(_checked_lines(text), strict=True)
    row = 0
    try:
        for row, cells in enumerate(reader, start=1):
            yield row, cells
    except _NotUtf8:
        raise CsvLayoutError(
            f"file is not UTF-8 encoded (row {row + 1}); save it as CSV UTF-8"
        ) from None
    except csv.Error as exc:
        raise CsvLayoutError(f"unreadable CSV (row {row + 1}): {exc}") from None
    finally:
        # Leave the caller's stream open: the wrapper would otherwise close it on collection.
        text.detach()
