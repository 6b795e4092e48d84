"""Bridge to the pure detectors of ``catalog.detection`` (garment category, prompt tag,
option kind), imported lazily so the write path works before that package is merged."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
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


# The detectors are pure, and a catalog repeats their inputs (the same size run or colour
# list on every product, titles shared by a product's colourways): their answers are
# remembered per input, process-wide, for this many distinct inputs.
CACHED_INPUTS = 4096


def option_kind(key: str, source_name: str | None, values: list[str]) -> str:
    return _option_kind(key, source_name, tuple(values[:SAMPLE_VALUES]))


@lru_cache(maxsize=CACHED_INPUTS)
def _option_kind(key: str, source_name: str | None, values: tuple[str, ...]) -> str:
    detection = _detection()
    if detection is not None:
        return detection.detect_option_kind(key, source_name, list(values))
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
    """The category, slot, audience, colour family and prompt tag of a product.

    Remembered by the inputs that decide them: the text, and of the option values only
    what ``catalog.detection.evidence.option_evidence`` reads (the garment they imply,
    their one colour family), so the colourways of one title, each a product with its
    own colour list, are classified once."""
    sample = tuple((key, tuple(values[:SAMPLE_VALUES])) for key, values in option_values.items())
    key = (title, product_type, description, _evidence(sample))
    found = _classified.get(key)
    if found is None:
        if len(_classified) >= CACHED_INPUTS:
            _classified.clear()
        found = _classified[key] = _classify(title, product_type, description, sample)
    return found


# Classifications by (title, product type, description, option evidence).
_classified: dict[tuple, Classification] = {}


@lru_cache(maxsize=CACHED_INPUTS)
def _evidence(sample: tuple[tuple[str, tuple[str, ...]], ...]) -> tuple[str | None, str | None]:
    detection = _detection()
    if detection is None:
        return None, None
    from catalog.detection.evidence import option_evidence

    return option_evidence({key: list(values) for key, values in sample})


def _classify(
    title: str | None,
    product_type: str | None,
    description: str | None,
    sample: tuple[tuple[str, tuple[str, ...]], ...],
) -> Classification:
    detection = _detection()
    if detection is None:
        return Classification("other", "other", None, None, None)
    option_values = {key: list(values) for key, values in sample}
    found = detection.categorize(title, product_type, description, option_values)
    return Classification(
        category=found.fine,
        slot=found.slot,
        audience=found.audience,
        colour_family=found.colour_family,
        prompt_tag=found.prompt_tag,
    )
