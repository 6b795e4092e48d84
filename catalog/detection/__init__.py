"""Pure garment and option classification (English, German, French, Spanish).

No Django imports: data in, data out. Vocabulary lives in ``vocab_garments`` (rows in
``vocab_apparel`` and ``vocab_accessories``), ``vocab_habits`` and ``vocab_words``;
matching rules in ``garments``, ``options``, ``colours``, ``audience``.
"""

from .audience import AUDIENCES, detect_audience
from .colours import COLOUR_FAMILIES, colour_family
from .garments import (
    FINE_CATEGORIES,
    SLOTS,
    Category,
    GarmentMatch,
    broader_fine,
    categorize,
    detect_prompt_tag,
    garment_word,
    is_vocabulary_word,
    match_garment,
    slot_of,
    slots_occupied,
)
from .occasion import OCCASIONS, SEASONS
from .options import OPTION_KINDS, detect_option_kind

__all__ = [
    "AUDIENCES",
    "COLOUR_FAMILIES",
    "FINE_CATEGORIES",
    "OCCASIONS",
    "OPTION_KINDS",
    "SEASONS",
    "SLOTS",
    "Category",
    "GarmentMatch",
    "broader_fine",
    "categorize",
    "colour_family",
    "detect_audience",
    "detect_option_kind",
    "detect_prompt_tag",
    "garment_word",
    "is_vocabulary_word",
    "match_garment",
    "slot_of",
    "slots_occupied",
]
