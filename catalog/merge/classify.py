"""Bridge to the pure detectors of ``catalog.detection`` (garment category, prompt tag,
option kind), imported lazily so the write path works before that package is merged."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from types import ModuleType

_KIND_WORDS = {
    "color": "visual",
    "colour": "visual",
    "farbe": "visual",
    "couleur": "visual",
    "size": "size",
    "taille": "size",
    "größe": "size",
    "talla": "size",
    "fit": "fit",
    "length": "length",
    "width": "width",
    "style": "style",
}


@dataclass(frozen=True, slots=True)
class Classification:
    category: str
    slot: str
    audience: str | None
    colour_family: str | None
    prompt_tag: str | None


@cache
def _detection() -> ModuleType | None:
    try:
        from catalog import detection
    except ImportError:  # not merged yet: fall back to the minimal rules below
        return None
    return detection


# Detection reads at most this many values per option: enough evidence, bounded cost.
SAMPLE_VALUES = 50


def option_kind(key: str, source_name: str | None, values: list[str]) -> str:
    detection = _detection()
    if detection is not None:
        return detection.detect_option_kind(key, source_name, values[:SAMPLE_VALUES])
    for label in (source_name, key):
        if label and label.strip().lower() in _KIND_WORDS:
            return _KIND_WORDS[label.strip().lower()]
    return "other"


def classify(
    *,
    title: str | None,
    product_type: str | None,
    description: str | None,
    option_values: dict[str, list[str]],
) -> Classification:
    detection = _detection()
    if detection is None:
        return Classification("other", "other", None, None, None)
    sample = {key: values[:SAMPLE_VALUES] for key, values in option_values.items()}
    found = detection.categorize(title, product_type, description, sample)
    return Classification(
        category=found.fine,
        slot=found.slot,
        audience=found.audience,
        colour_family=found.colour_family,
        prompt_tag=found.prompt_tag,
    )
