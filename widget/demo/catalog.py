"""The demo store's catalog: products of the review sample plus a few accessories.

Pure data. ``reviews_of`` names the sample's ``Clothing ID`` whose reviews the product gets.
"""

from __future__ import annotations

from dataclasses import dataclass

APPAREL_SIZES = ("XS", "S", "M", "L", "XL")


@dataclass(frozen=True, slots=True)
class DemoProduct:
    product_id: str
    title: str
    product_type: str
    description: str
    price: str
    image: str  # file name under widget/static/widget/demo/
    image_alt: str
    colour: str
    sizes: tuple[str, ...] = APPAREL_SIZES
    compare_at_price: str | None = None
    reviews_of: str | None = None


PRODUCTS: tuple[DemoProduct, ...] = (
    DemoProduct(
        product_id="camila-wrap-dress",
        title="Camila Wrap Midi Dress",
        product_type="Dresses",
        description="A softly draped wrap dress in a fluid woven fabric, with a tie waist, "
        "flutter sleeves and a flared skirt that falls just below the knee.",
        price="148.00",
        compare_at_price="178.00",
        image="wrap-dress.svg",
        image_alt="Sage green wrap midi dress with flutter sleeves",
        colour="Sage",
        reviews_of="1078",
    ),
    DemoProduct(
        product_id="marisol-maxi-dress",
        title="Marisol Tiered Maxi Dress",
        product_type="Dresses",
        description="Three airy tiers of cotton poplin on a fitted bodice with smocked back.",
        price="168.00",
        image="maxi-dress.svg",
        image_alt="Terracotta tiered maxi dress",
        colour="Terracotta",
        reviews_of="1094",
    ),
    DemoProduct(
        product_id="cropped-denim-jacket",
        title="Cropped Denim Jacket",
        product_type="Jackets",
        description="A boxy, cropped jacket in rigid mid-wash denim with chest pockets.",
        price="118.00",
        image="denim-jacket.svg",
        image_alt="Mid-blue cropped denim jacket",
        colour="Mid wash",
        reviews_of="984",
    ),
    DemoProduct(
        product_id="wide-leg-trousers",
        title="High-Rise Wide-Leg Trousers",
        product_type="Pants",
        description="Pleated high-rise trousers with a wide, floor-grazing leg.",
        price="98.00",
        compare_at_price="128.00",
        image="wide-trousers.svg",
        image_alt="Camel high-rise wide-leg trousers",
        colour="Camel",
        reviews_of="1059",
    ),
    DemoProduct(
        product_id="pleated-midi-skirt",
        title="Pleated Midi Skirt",
        product_type="Skirts",
        description="A sunray-pleated satin skirt with an elasticated waist.",
        price="88.00",
        image="pleated-skirt.svg",
        image_alt="Dusty rose pleated midi skirt",
        colour="Dusty rose",
        reviews_of="1008",
    ),
    DemoProduct(
        product_id="silk-button-blouse",
        title="Silk Button-Up Blouse",
        product_type="Blouses",
        description="A washable silk blouse with a relaxed body and button cuffs.",
        price="110.00",
        image="silk-blouse.svg",
        image_alt="Ivory silk button-up blouse",
        colour="Ivory",
        reviews_of="850",
    ),
    DemoProduct(
        product_id="cable-knit-cardigan",
        title="Cable-Knit Cardigan",
        product_type="Sweaters",
        description="A chunky cable-knit cardigan in a wool blend, with horn-look buttons.",
        price="128.00",
        image="cable-cardigan.svg",
        image_alt="Oatmeal cable-knit cardigan",
        colour="Oatmeal",
        reviews_of="936",
    ),
    DemoProduct(
        product_id="leather-ankle-boots",
        title="Leather Ankle Boots",
        product_type="Boots",
        description="Smooth leather ankle boots with a stacked block heel and side zip.",
        price="189.00",
        image="ankle-boots.svg",
        image_alt="Cognac leather ankle boots",
        colour="Cognac",
        sizes=("36", "37", "38", "39", "40", "41"),
    ),
    DemoProduct(
        product_id="woven-straw-tote",
        title="Woven Straw Tote Bag",
        product_type="Bags",
        description="A roomy hand-woven straw tote with leather handles.",
        price="68.00",
        image="straw-tote.svg",
        image_alt="Natural woven straw tote bag with leather handles",
        colour="Natural",
        sizes=("One size",),
    ),
    DemoProduct(
        product_id="gold-hoop-earrings",
        title="Gold Hoop Earrings",
        product_type="Earrings",
        description="Lightweight hoop earrings in gold-plated sterling silver.",
        price="38.00",
        image="hoop-earrings.svg",
        image_alt="Pair of gold hoop earrings",
        colour="Gold",
        sizes=("One size",),
    ),
)

# Baskets the demo's past orders repeat (learned purchase behaviour for recommendations):
# (product ids, how many orders).
BASKETS: tuple[tuple[tuple[str, ...], int], ...] = (
    (("camila-wrap-dress", "cropped-denim-jacket", "leather-ankle-boots"), 6),
    (("camila-wrap-dress", "woven-straw-tote"), 5),
    (("camila-wrap-dress", "gold-hoop-earrings"), 4),
    (("marisol-maxi-dress", "woven-straw-tote", "gold-hoop-earrings"), 5),
    (("wide-leg-trousers", "silk-button-blouse"), 6),
    (("wide-leg-trousers", "silk-button-blouse", "leather-ankle-boots"), 3),
    (("pleated-midi-skirt", "cable-knit-cardigan", "leather-ankle-boots"), 4),
    (("pleated-midi-skirt", "silk-button-blouse"), 4),
    (("cropped-denim-jacket", "wide-leg-trousers"), 3),
    (("cable-knit-cardigan", "wide-leg-trousers"), 3),
)

REVIEWER_NAMES = (
    "Anna K.", "Maria L.", "Sophie B.", "Emma R.", "Julia S.", "Laura M.", "Lena W.",
    "Chloé D.", "Sara P.", "Hannah T.", "Olivia G.", "Mia F.", "Clara H.", "Nora J.",
    "Lucía V.", "Camille R.", "Isabel C.", "Grace O.", "Ella N.", "Zoe A.", "Amelia Q.",
    "Leonie Z.", "Marta E.", "Inès L.", "Paula S.", "Ruth Y.", "Alice U.", "Jana I.",
)  # fmt: skip
