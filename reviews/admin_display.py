"""HTML the admin draws for support staff: a fit digest as bars and a review's text with
its extracted evidence highlighted.

The words are the storefront widget's English ones (``widget/assets/widget.js``: the
families, ends and five verdicts), so staff read a digest as shoppers do; a test keeps
the two in step.
"""

from __future__ import annotations

import re
from typing import Any

from django.utils.html import escape, format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe

from reviews.extraction import LOOSE_AT, TIGHT_AT

DIMENSIONS = {
    "overall": "Overall fit",
    "length": "Length",
    "waist": "Waist",
    "hips": "Hips",
    "chest": "Chest",
    "bust": "Bust",
    "shoulders": "Shoulders",
    "sleeves": "Sleeves",
    "rise": "Rise",
    "inseam": "Inseam",
    "thigh": "Thigh",
    "width": "Width",
}
# Per family: the three ends (small, middle, large) and five verdicts from -1 to +1.
WORDS = {
    "size": (
        ("Small", "True to size", "Large"),
        ("Runs small", "Runs slightly small", "True to size", "Runs slightly large", "Runs large"),
    ),
    "length": (
        ("Short", "Right length", "Long"),
        ("Short", "Slightly short", "Right length", "Slightly long", "Long"),
    ),
    "snug": (
        ("Tight", "As expected", "Loose"),
        ("Tight", "Slightly tight", "Fits as expected", "Slightly loose", "Loose"),
    ),
    "width": (
        ("Narrow", "As expected", "Wide"),
        ("Narrow", "Slightly narrow", "Fits as expected", "Slightly wide", "Wide"),
    ),
}
FAMILY = {
    "overall": "size",
    "length": "length",
    "sleeves": "length",
    "inseam": "length",
    "rise": "length",
    "width": "width",
}
# Measurement values worth marking in the text (sizes are single letters: too ambiguous).
_MARKED_MEASUREMENTS = {"height", "weight", "bust", "waist", "hips", "chest", "inseam"}


def words(dimension: str) -> tuple[tuple[str, str, str], tuple[str, ...]]:
    return WORDS[FAMILY.get(dimension, "snug")]


def verdict(dimension: str, score: float) -> str:
    """The widget's verdict for an average score (-1 small ... +1 large)."""
    index = (
        0
        if score <= TIGHT_AT
        else 1
        if score < -0.12
        else 2
        if score <= 0.12
        else 3
        if score < LOOSE_AT
        else 4
    )
    return words(dimension)[1][index]


def signal_verdict(dimension: str, score: float) -> str:
    """One signal's end word (small, middle or large), as the widget's review chips say."""
    ends = words(dimension)[0]
    return ends[0] if score <= TIGHT_AT else ends[2] if score >= LOOSE_AT else ends[1]


def digest_bars(digest: dict[str, Any] | None) -> SafeString:
    """Each dimension of a digest as a row: name, verdict, a bar split into the tight /
    neutral / loose counts (each labelled with its end word and count) and the average."""
    if not digest or not digest.get("signals"):
        return mark_safe('<p class="fs-muted">No fit evidence yet.</p>')
    signals = [s for s in digest["signals"] if s.get("evidence_count")]
    signals.sort(key=lambda s: (s["dimension_code"] != "overall", -s["evidence_count"]))
    rows = []
    for s in signals:
        dim = s["dimension_code"]
        counts = (s.get("tight_count", 0), s.get("neutral_count", 0), s.get("loose_count", 0))
        total = sum(counts) or 1
        segments = format_html_join(
            "",
            '<span class="fs-seg fs-seg-{}" style="width:{}%" title="{}: {}">{} {}</span>',
            (
                (part, f"{100 * n / total:.1f}", end, n, end, n)
                for part, end, n in zip(
                    ("small", "mid", "large"), words(dim)[0], counts, strict=True
                )
                if n
            ),
        )
        score = max(-1.0, min(1.0, float(s.get("average_score") or 0)))
        rows.append(
            format_html(
                '<div class="fs-dim" data-dimension="{}"><div class="fs-dimhead"><b>{}:</b> '
                '<span class="fs-verdict">{}</span> <span class="fs-muted">{} {}, '
                'average {}</span></div><div class="fs-bar">{}</div></div>',
                dim,
                DIMENSIONS.get(dim, dim),
                verdict(dim, score),
                s["evidence_count"],
                "mention" if s["evidence_count"] == 1 else "mentions",
                f"{score:+.2f}",
                segments,
            )
        )
    head = format_html(
        '<p class="fs-muted">{} analyzed reviews, average rating {}; built {}</p>',
        digest.get("review_count", 0),
        digest.get("average_rating") if digest.get("average_rating") is not None else "-",
        digest.get("built_at", "-"),
    )
    return format_html('<div class="fs-digest">{}{}</div>', head, mark_safe("".join(rows)))


def evidence_spans(record: dict[str, Any]) -> list[tuple[str, str]]:
    """``(snippet, what it says)`` for each extracted fit signal and measurement."""
    spans = []
    for signal in record.get("fit_signals") or ():
        if signal.get("source_kind") == "review_text" and signal.get("evidence"):
            dim = signal.get("dimension_code", "overall")
            what = f"{DIMENSIONS.get(dim, dim)}: {signal_verdict(dim, signal.get('score') or 0)}"
            spans.append((signal["evidence"], what))
    for measurement in record.get("measurements") or ():
        if measurement.get("source_kind") != "review_text":
            continue
        for value in measurement.get("values") or ():
            raw = value.get("raw_value")
            if value.get("dimension_code") in _MARKED_MEASUREMENTS and raw and len(raw) >= 2:
                spans.append((raw, f"{value['dimension_code']}: {raw}"))
    return spans


def highlighted(text: str, spans: list[tuple[str, str]]) -> SafeString:
    """``text`` escaped, each span's first occurrence (case-insensitive) in ``<mark>``."""
    found: list[tuple[int, int, str]] = []
    for snippet, what in spans:
        match = re.search(re.escape(snippet), text, re.IGNORECASE)
        if match:
            found.append((match.start(), match.end(), what))
    found.sort()
    out, at = [], 0
    for start, end, what in found:
        if start < at:  # overlaps the previous mark: that one already shows it
            continue
        out.append(escape(text[at:start]))
        out.append(format_html('<mark title="{}">{}</mark>', what, text[start:end]))
        at = end
    out.append(escape(text[at:]))
    return mark_safe("".join(out))


def review_text(record: dict[str, Any]) -> SafeString:
    """Title and body of a review record (read shape), evidence highlighted, and a legend
    of what was extracted."""
    spans = evidence_spans(record)
    title = record.get("title") or ""
    body = record.get("body") or ""
    legend = format_html_join(
        "", "<li><mark>{}</mark> {}</li>", ((snippet, what) for snippet, what in spans)
    )
    return format_html(
        '<div class="fs-review"><p class="fs-title">{}</p><p class="fs-body">{}</p>{}</div>',
        highlighted(title, spans),
        highlighted(body, spans),
        format_html('<ul class="fs-legend">{}</ul>', legend) if spans else "",
    )


def stars(rating: float | None) -> str:
    if rating is None:
        return "-"
    full = round(rating)
    return "★" * full + "☆" * (5 - full) + f" {rating:g}"
