"""What option values decide of a category, as a cache key.

``categorize`` reads option values three ways: the garment they imply
(``garment_hint_from_options``, when the text names none), their one colour family
(when the title names none) and occasion and season evidence. The first two decide the
fine category, slot, audience, prompt tag and colour family; the third only occasion and
season. A caller that keeps only the former may remember ``categorize``'s answers by
title, type, description and ``option_evidence`` (``catalog.merge.classify``): products
that differ only in their colour and size lists then share one answer.
"""

from __future__ import annotations

from .garments import _colour_from_options
from .options import garment_hint_from_options


def option_evidence(option_values: dict[str, list[str]] | None) -> tuple[str | None, str | None]:
    """(garment implied, colour family) of ``option_values``, as ``categorize`` reads them."""
    if not option_values:
        return None, None
    return garment_hint_from_options(option_values), _colour_from_options(option_values)
