"""Garment habits: what a fine category is usually worn for and in which season, and
the finer footwear a garment becomes when its text names an occasion.

Fashion knowledge, not fitted to a data set.
"""

from __future__ import annotations

from .vocab_garments import KIND_OF

# What a garment is usually worn for when its text names no occasion: fine category ->
# ((occasion, weight), ...). Weights are evidence below one explicit word (1.0), so
# "Sports Shoes" or "Formal Trousers" always win over the garment's habit. Fashion
# knowledge, not fitted to a data set: jeans are casual, ties formal, flip-flops for
# the beach, kurtas ethnic; sneakers are split between casual and sport.
OCCASION_OF_FINE: dict[str, tuple[tuple[str, float], ...]] = {
    "t-shirt": (("casual", 0.5), ("sport", 0.1)),
    "shirt": (("casual", 0.35), ("business", 0.25), ("formal", 0.1)),
    "blouse": (("casual", 0.3), ("business", 0.3)),
    "top": (("casual", 0.5),),
    "sweater": (("casual", 0.5),),
    "cardigan": (("casual", 0.5),),
    "hoodie": (("casual", 0.5), ("sport", 0.2)),
    "sweatshirt": (("casual", 0.5), ("sport", 0.15)),
    "kurta": (("ethnic", 0.9),),
    "jeans": (("casual", 0.8),),
    "trousers": (("casual", 0.3), ("business", 0.3), ("formal", 0.15)),
    "capris": (("casual", 0.4), ("sport", 0.2)),
    "salwar": (("ethnic", 0.9),),
    "churidar": (("ethnic", 0.9),),
    "joggers": (("sport", 0.5), ("casual", 0.2), ("lounge", 0.2)),
    "leggings": (("casual", 0.35), ("sport", 0.3)),
    "shorts": (("casual", 0.4), ("sport", 0.2), ("beach", 0.1)),
    "skirt": (("casual", 0.4), ("business", 0.2)),
    "dress": (("casual", 0.4), ("party", 0.25)),
    "jumpsuit": (("casual", 0.4), ("party", 0.2)),
    "saree": (("ethnic", 0.9),),
    "swimwear": (("beach", 0.9),),
    "jacket": (("casual", 0.4),),
    "coat": (("casual", 0.3), ("business", 0.2)),
    "blazer": (("business", 0.5), ("formal", 0.3)),
    "vest": (("formal", 0.3), ("casual", 0.2)),
    "sneakers": (("casual", 0.4), ("sport", 0.35)),
    "formal shoes": (("formal", 0.6), ("business", 0.3)),
    "shoes": (("casual", 0.4), ("business", 0.2), ("formal", 0.1)),
    "boots": (("casual", 0.5),),
    "heels": (("party", 0.35), ("formal", 0.2), ("casual", 0.2)),
    "sports sandals": (("sport", 0.5), ("casual", 0.3)),
    "sandals": (("casual", 0.5), ("beach", 0.15)),
    "flip-flops": (("beach", 0.4), ("casual", 0.4)),
    "flats": (("casual", 0.5),),
    "slippers": (("lounge", 0.7),),
    "handbag": (("casual", 0.4),),
    "clutch": (("party", 0.6),),
    "backpack": (("casual", 0.4), ("sport", 0.1)),
    "bag": (("casual", 0.3),),
    "laptop bag": (("business", 0.4), ("casual", 0.2)),
    "duffel bag": (("sport", 0.35), ("casual", 0.25)),
    "necklace": (("casual", 0.3), ("party", 0.1)),
    "earrings": (("casual", 0.3), ("party", 0.1)),
    "ring": (("casual", 0.3), ("party", 0.1)),
    "bracelet": (("casual", 0.3), ("party", 0.1)),
    "jewelry set": (("party", 0.3), ("ethnic", 0.1)),
    "cufflinks": (("formal", 0.7),),
    "watch": (("casual", 0.3),),
    "sunglasses": (("casual", 0.4), ("beach", 0.1)),
    "belt": (("casual", 0.3), ("business", 0.2)),
    "scarf": (("casual", 0.4),),
    "dupatta": (("ethnic", 0.9),),
    "hat": (("casual", 0.4),),
    "gloves": (("casual", 0.3),),
    "tie": (("formal", 0.6), ("business", 0.3)),
    "socks": (("casual", 0.3),),
    "wallet": (("casual", 0.3),),
    "wristband": (("sport", 0.5),),
    "suspenders": (("formal", 0.3), ("business", 0.2)),
    "sleepwear": (("lounge", 0.9),),
}

# A kind of a broader garment (``KIND_OF``) without habits of its own has the broader one's.
for _kind, _broader in KIND_OF.items():
    if _kind not in OCCASION_OF_FINE and _broader in OCCASION_OF_FINE:
        OCCASION_OF_FINE[_kind] = OCCASION_OF_FINE[_broader]

# Seasonal garments: fine category -> season ("summer" or "winter").
SEASON_OF_FINE: dict[str, str] = {
    "shorts": "summer",
    "swimwear": "summer",
    "sandals": "summer",
    "sports sandals": "summer",
    "flip-flops": "summer",
    "sunglasses": "summer",
    "coat": "winter",
    "boots": "winter",
    "gloves": "winter",
    "sweater": "winter",
    "cardigan": "winter",
}
for _kind, _broader in KIND_OF.items():
    if _kind not in SEASON_OF_FINE and _broader in SEASON_OF_FINE:
        SEASON_OF_FINE[_kind] = SEASON_OF_FINE[_broader]

# A garment whose text also names one of these occasions is the finer footwear: "Arrow
# Men Formal Brown Shoe" is a formal shoe, "Nike Running Shoe" a sneaker, "Puma Sport
# Sandal" a sports sandal. Footwear is sold by these kinds in every language's shops.
FINE_BY_OCCASION: dict[str, dict[str, str]] = {
    "shoes": {
        "formal": "formal shoes",
        "business": "formal shoes",
        "sport": "sneakers",
        "casual": "casual shoes",
    },
    "sandals": {"sport": "sports sandals"},
}
