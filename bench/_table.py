"""Plain-text tables for the bench scripts (stdout only)."""

from __future__ import annotations


def table(title: str, header: list[str], rows: list[list[object]]) -> str:
    cells = [[str(c) for c in header]] + [[_fmt(c) for c in row] for row in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(header))]
    line = "+-" + "-+-".join("-" * w for w in widths) + "-+"
    out = [title, line]
    for n, row in enumerate(cells):
        out.append(
            "| "
            + " | ".join(c.rjust(w) if n else c.ljust(w) for c, w in zip(row, widths, strict=True))
            + " |"
        )
        if n == 0:
            out.append(line)
    out.append(line)
    return "\n".join(out)


def _fmt(value: object) -> str:
    if isinstance(value, float):
        return f"{value:.3f}"
    return "-" if value is None else str(value)


def ratio(num: int, den: int) -> float | None:
    return num / den if den else None
