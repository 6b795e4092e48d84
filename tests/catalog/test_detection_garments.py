"""Garment category, slot and prompt tag detection (catalog.detection.garments)."""

import pytest

from catalog.detection import (
    FINE_CATEGORIES,
    SLOTS,
    broader_fine,
    categorize,
    detect_prompt_tag,
    slot_of,
    slots_occupied,
)


def fine(title, product_type=None, description=None, option_values=None):
    return categorize(title, product_type, description, option_values).fine


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Shirt Dress", "dress"),
        ("Dress Shirt", "shirt"),
        ("Sweater Dress", "dress"),
        ("T-Shirt Dress", "dress"),
        ("Dress Shoes", "formal shoes"),
    ],
)
def test_english_head_noun_is_the_last_garment(title, expected):
    assert fine(title) == expected


def test_boot_cut_jeans_are_jeans():
    assert fine("Boot-cut Jeans") == "jeans"
    assert fine("Bootcut Stretch Jeans") == "jeans"


def test_bag_charm_is_an_accessory_not_a_bag():
    category = categorize("Leather Bag Charm", None, None)
    assert (category.fine, category.slot) == ("accessory", "accessory")


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Robe chemise en lin", "dress"),
        ("Vestido camisero", "dress"),
        ("Chemise en jean", "shirt"),
        ("Jupe en jean", "skirt"),
        ("Veste jean", "jacket"),
    ],
)
def test_french_and_spanish_head_noun_is_the_first_garment(title, expected):
    assert fine(title) == expected


@pytest.mark.parametrize(
    ("title", "expected_fine", "expected_tag"),
    [
        ("Wickelkleid aus Jersey", "dress", "wrap dress"),
        ("Jeansjacke", "jacket", "denim jacket"),
        ("Herren Lederjacke", "jacket", "leather jacket"),
        ("Faltenrock", "skirt", "pleated skirt"),
        ("Stoffhose", "trousers", "trousers"),
    ],
)
def test_german_compounds_split_at_the_garment_ending(title, expected_fine, expected_tag):
    category = categorize(title, None, None)
    assert (category.fine, category.prompt_tag) == (expected_fine, expected_tag)


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        # English
        ("Organic Cotton Crew Neck Tee", "t-shirt"),
        ("Cable Knit Jumper", "sweater"),
        ("Zip Hoodie", "hoodie"),
        ("Wool Overcoat", "coat"),
        ("Leather Ankle Boots", "boots"),
        ("Canvas Backpack", "backpack"),
        ("Gold Hoop Earrings", "earrings"),
        ("Aviator Sunglasses", "sunglasses"),
        # German
        ("Damen Bluse mit Schleife", "blouse"),
        ("Herren Strickpullover", "sweater"),
        ("Turnschuhe", "sneakers"),
        ("Ledergürtel", "belt"),
        ("Halskette aus Silber", "necklace"),
        # French
        ("Pantalon large", "trousers"),
        ("Baskets en cuir", "sneakers"),
        ("Sac à dos", "backpack"),
        ("Boucles d'oreilles", "earrings"),
        ("Escarpins en daim", "heels"),
        # Spanish
        ("Camiseta básica", "t-shirt"),
        ("Falda plisada", "skirt"),
        ("Zapatillas deportivas", "sneakers"),
        ("Bolso de mano", "handbag"),
        ("Zapatos de tacón", "heels"),
    ],
)
def test_garments_are_recognised_in_four_languages(title, expected):
    assert fine(title) == expected


@pytest.mark.parametrize(
    "title",
    ["Dress with Belt", "Kleid mit Gürtel", "Robe avec ceinture", "Vestido con cinturón"],
)
def test_garment_after_a_connector_is_not_the_product(title):
    assert fine(title) == "dress"


def test_weak_word_loses_to_a_real_garment():
    assert fine("Rock Band Tee") == "t-shirt"


def test_weak_word_alone_still_names_the_garment():
    assert fine("Rock Midi Schwarz") == "skirt"


def test_recognised_product_type_overrides_weak_title_evidence():
    category = categorize("Classic Rock", "T-Shirts", None)
    assert (category.fine, category.source) == ("t-shirt", "product_type")


def test_product_type_does_not_override_a_strong_title():
    assert fine("Floral Midi Dress", "Tops") == "dress"


def test_unrecognised_product_type_keeps_weak_title_evidence():
    assert fine("Rock", "New Arrivals") == "skirt"


def test_description_is_read_only_when_title_and_type_are_silent():
    assert fine("The Harper", None, "A floaty midi dress with a tie waist.") == "dress"
    assert fine("Harper Dress", None, "Pair it with your favourite jeans.") == "dress"


def test_nothing_recognised_is_other_with_no_prompt_tag():
    category = categorize("The Harper", None, None)
    assert (category.fine, category.slot, category.prompt_tag) == ("other", "other", None)


def test_set_named_by_its_main_piece_is_a_set():
    assert fine("Black Salwar Suit") == "set"
    assert fine("Tweed Skirt Suit") == "set"


@pytest.mark.parametrize(
    ("title", "expected", "broader", "slot"),
    [
        ("Zara Women Printed Viscose Tunic", "tunic", "top", "top"),
        ("Tunika aus Leinen", "tunic", "top", "top"),
        ("Tunique brodée en coton", "tunic", "top", "top"),
        ("Túnica de lino blanca", "tunic", "top", "top"),
        ("Silk Camisole", "camisole", "top", "top"),
        ("Caraco en soie", "camisole", "top", "top"),
        ("Women Black Capris", "capris", "trousers", "bottom"),
        ("Caprihose Stretch", "capris", "trousers", "bottom"),
        ("Pantacourt en lin", "capris", "trousers", "bottom"),
        ("Pantalón pirata vaquero", "capris", "trousers", "bottom"),
        ("Printed Cotton Patiala", "patiala", "trousers", "bottom"),
        ("Jodhpuri Cotton Salwar", "salwar", "trousers", "bottom"),
        ("Cotton Churidar", "churidar", "trousers", "bottom"),
        ("Men Black Solid Tracksuits", "tracksuit", "set", "one_piece"),
        ("Chándal de algodón", "tracksuit", "set", "one_piece"),
        ("Survêtement homme", "tracksuit", "set", "one_piece"),
        ("Women Purple Salwar Suit", "set", "set", "one_piece"),
        ("Leather Suspenders", "suspenders", "accessory", "accessory"),
        ("Hosenträger Leder", "suspenders", "accessory", "accessory"),
        ("Waxed Shoe Laces", "shoe care", "accessory", "accessory"),
        ("Lacets cirés", "shoe care", "accessory", "accessory"),
        ("Muñequera deportiva", "wristband", "accessory", "accessory"),
        ("Regenschirm schwarz", "umbrella", "accessory", "accessory"),
        ("Llavero de cuero", "keychain", "accessory", "accessory"),
        ("Stretch Jeggings", "jeggings", "leggings", "bottom"),
        ("Lounge Pants in Jersey", "lounge pants", "sleepwear", "other"),
        ("Men Navy Blue Lounge Shorts", "lounge shorts", "sleepwear", "other"),
        ("Short de pyjama rayé", "lounge shorts", "sleepwear", "other"),
        ("Schlafhose aus Baumwolle", "lounge pants", "sleepwear", "other"),
        ("Floral Nightdress", "nightdress", "sleepwear", "other"),
        ("Nachthemd Baumwolle", "nightdress", "sleepwear", "other"),
        ("Chemise de nuit en coton", "nightdress", "sleepwear", "other"),
        ("Camisón de algodón", "nightdress", "sleepwear", "other"),
        ("Bademantel Frottee", "bathrobe", "sleepwear", "other"),
        ("Robe de chambre polaire", "bathrobe", "sleepwear", "other"),
        ("Laptop Bag 15 inch", "laptop bag", "bag", "bag"),
        ("Laptoptasche Leder", "laptop bag", "bag", "bag"),
        ("Sac de sport noir", "duffel bag", "bag", "bag"),
        ("Bolsa de viaje", "duffel bag", "bag", "bag"),
        ("Canvas Messenger Bag", "messenger bag", "bag", "bag"),
        ("Waist Pouch", "waist bag", "bag", "bag"),
        ("Riñonera negra", "waist bag", "bag", "bag"),
        ("Sac banane en cuir", "waist bag", "bag", "bag"),
        ("Women Green Mobile Pouch", "mobile pouch", "bag", "bag"),
        ("Travel Pouch", "pouch", "bag", "bag"),
        ("Silver Pendant with Chain", "pendant", "necklace", "jewelry"),
        ("Pendentif en or", "pendant", "necklace", "jewelry"),
        ("Colgante de plata", "pendant", "necklace", "jewelry"),
        ("Gold Bangles Set of 4", "bangle", "bracelet", "jewelry"),
        ("Armreif Silber", "bangle", "bracelet", "jewelry"),
        ("Wool Stole", "stole", "scarf", "accessory"),
        ("Étole en laine", "stole", "scarf", "accessory"),
        ("Chanderi Dupatta", "dupatta", "scarf", "accessory"),
        ("Wool Scarf", "scarf", "scarf", "accessory"),
        ("Men Check Muffler", "muffler", "scarf", "accessory"),
        ("Cache-nez en laine", "muffler", "scarf", "accessory"),
        ("Men Leather Accessory Gift Set", "gift set", "accessory", "accessory"),
        ("Coffret cadeau cuir", "gift set", "accessory", "accessory"),
        ("Men Black Rain Jacket", "rain jacket", "jacket", "outerwear"),
        ("Men Black Rain Cheater", "rain jacket", "jacket", "outerwear"),
        ("Chubasquero amarillo", "rain jacket", "jacket", "outerwear"),
        ("Infant Boys White Snapsuit Romper", "romper", "jumpsuit", "one_piece"),
        ("Barboteuse en coton", "romper", "jumpsuit", "one_piece"),
        ("Women Magenta Playsuit", "jumpsuit", "jumpsuit", "one_piece"),
        ("Men Pack of 3 Briefs", "briefs", "underwear", "other"),
        ("Women Pack of Three Cotton Hipsters", "briefs", "underwear", "other"),
        ("Men Black Boxer Brief", "briefs", "underwear", "other"),
        ("Bragas de algodón", "briefs", "underwear", "other"),
        ("Men Black Modern Trunks", "trunks", "underwear", "other"),
        ("Retroshorts Baumwolle", "trunks", "underwear", "other"),
        ("Men Check Boxers", "boxers", "underwear", "other"),
        ("Boxershorts kariert", "boxers", "underwear", "other"),
        ("Caleçon en coton", "boxers", "underwear", "other"),
        ("Men White Innerwear Vest", "undershirt", "underwear", "other"),
        ("Unterhemd Feinripp", "undershirt", "underwear", "other"),
        ("Camiseta interior térmica", "undershirt", "underwear", "other"),
        ("Women Black Shapewear", "shapewear", "underwear", "other"),
        ("Faja reductora", "shapewear", "underwear", "other"),
        ("Thermal Underwear", "underwear", "underwear", "other"),
        ("Matte Lipstick 22", "lipstick", "beauty", "other"),
        ("Rouge à lèvres mat", "lipstick", "beauty", "other"),
        ("Pintalabios mate", "lipstick", "beauty", "other"),
        ("Nagellack Rot", "nail polish", "beauty", "other"),
        ("Vernis à ongles rouge", "nail polish", "beauty", "other"),
        ("Extra Fast Nail Polish Remover", "nail care", "beauty", "other"),
        ("Nagellackentferner ohne Aceton", "nail care", "beauty", "other"),
        ("Men Malibu Fragrance Gift Set", "fragrance set", "beauty", "other"),
        ("Coffret parfum femme", "fragrance set", "beauty", "other"),
        ("Men Perfumes", "perfume", "beauty", "other"),
        ("Eau de Parfum 50 ml", "perfume", "beauty", "other"),
        ("Deodorant Spray", "deodorant", "beauty", "other"),
        ("Desodorante roll-on", "deodorant", "beauty", "other"),
        ("Kajal Black", "eyeliner", "beauty", "other"),
        ("Wimperntusche Volume", "mascara", "beauty", "other"),
        ("Sombra de ojos", "eyeshadow", "beauty", "other"),
        ("Fond de teint fluide", "foundation", "beauty", "other"),
        ("Moisturising Lotion", "skin care", "beauty", "other"),
        ("Night Cream 50 g", "skin care", "beauty", "other"),
        ("Safe Sun Sunscreen SPF 30", "sunscreen", "beauty", "other"),
        ("Kids Sun Block Cream", "sunscreen", "beauty", "other"),
        ("Crème solaire visage", "sunscreen", "beauty", "other"),
        ("Tea Tree Face Wash", "face wash", "beauty", "other"),
        ("Whiteglow Facial Foam", "face wash", "beauty", "other"),
        ("Gel limpiador facial", "face wash", "beauty", "other"),
        ("Clarifying Face Pack", "face mask", "beauty", "other"),
        ("Gesichtsmaske Ton", "face mask", "beauty", "other"),
        ("Apricot Face Scrub", "scrub", "beauty", "other"),
        ("Gommage doux", "scrub", "beauty", "other"),
        ("Under Eye Cream", "eye cream", "beauty", "other"),
        ("Augencreme 15 ml", "eye cream", "beauty", "other"),
        ("Almond Body Lotion 250 ml", "body lotion", "beauty", "other"),
        ("Rosewater Skin Toner", "toner", "beauty", "other"),
        ("Loción tónica", "toner", "beauty", "other"),
        ("Face & Eye Makeup Remover", "makeup remover", "beauty", "other"),
        ("Démaquillant yeux", "makeup remover", "beauty", "other"),
    ],
)
def test_kinds_of_a_broader_category(title, expected, broader, slot):
    category = categorize(title, None, None)
    assert (category.fine, broader_fine(category.fine), category.slot) == (
        expected,
        broader,
        slot,
    )


def test_the_last_garment_word_names_the_product():
    assert fine("Zorblax Men Torment Pant Navy Trackpant") == "joggers"
    assert fine("Zorblax Fragrances Women Blue Fantasy Deo") == "deodorant"


def test_a_colour_or_finish_word_does_not_name_a_kind():
    assert fine("Blush Pink Dress") == "dress"
    assert fine("Escarpins vernis noirs") == "heels"
    assert fine("Powder Blue Linen Shirt") == "shirt"


def test_pyjama_set_stays_sleepwear():
    category = categorize("Cotton Pyjama Set", None, None)
    assert (category.fine, category.slot, broader_fine(category.fine)) == (
        "pyjamas",
        "other",
        "sleepwear",
    )


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Midi Wrap Dress", "midi wrap dress"),
        ("Levi's 511 Slim Fit Jeans", "slim jeans"),
        ("Washed Denim Jacket", "denim jacket"),
        ("Black Leather Chelsea Boots", "leather chelsea boots"),
        ("Mini Crossbody Bag", "mini crossbody bag"),
    ],
)
def test_prompt_tag_is_a_concise_lowercase_garment_name(title, expected):
    assert detect_prompt_tag(title, None, None) == expected


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Robe portefeuille midi", "midi wrap dress"),
        ("Vestido midi cruzado", "midi wrap dress"),
        ("Vaqueros pitillo", "skinny jeans"),
        ("Jean slim taille haute", "slim high-waisted jeans"),
        ("Damen Umhängetasche", "crossbody bag"),
        ("Bottines Chelsea en cuir", "leather chelsea boots"),
    ],
)
def test_prompt_tag_is_normalised_to_english(title, expected):
    assert detect_prompt_tag(title, None, None) == expected


def test_prompt_tag_falls_back_to_product_type_then_description():
    assert detect_prompt_tag("The Harper", "Dresses", None) == "dress"
    assert detect_prompt_tag("The Harper", None, "Our best-selling wrap dress.") == "wrap dress"


def test_prompt_tag_is_none_without_a_garment():
    assert detect_prompt_tag("Gift Card", None, None) is None
    assert detect_prompt_tag(None, None, None) is None


def test_one_piece_occupies_top_and_bottom():
    assert slots_occupied("one_piece") == frozenset({"one_piece", "top", "bottom"})
    assert categorize("Linen Jumpsuit", None, None).slots >= {"top", "bottom"}


def test_other_slots_occupy_only_themselves():
    assert slots_occupied("footwear") == frozenset({"footwear"})


def test_every_fine_category_has_a_known_slot():
    assert {slot_of(f) for f in FINE_CATEGORIES} <= set(SLOTS)


@pytest.mark.parametrize(
    ("title", "slot"),
    [
        ("Oxford Shirt", "top"),
        ("Chinos", "bottom"),
        ("Maxi Dress", "one_piece"),
        ("Trench Coat", "outerwear"),
        ("Suede Loafers", "footwear"),
        ("Tote Bag", "bag"),
        ("Silver Ring", "jewelry"),
        ("Leather Belt", "accessory"),
        ("Lace Bra", "other"),
    ],
)
def test_fine_category_maps_to_its_outfit_slot(title, slot):
    assert categorize(title, None, None).slot == slot


def test_waist_by_length_option_values_imply_trousers_when_text_is_silent():
    category = categorize("The Dalston", None, None, {"Size": ["30x30", "32x32", "34x32"]})
    assert (category.fine, category.source) == ("trousers", "options")


def test_colour_comes_from_a_single_colour_option_when_title_names_none():
    assert categorize("Oxford Shirt", None, None, {"Colour": ["Navy"]}).colour_family == "blue"
    assert categorize("Oxford Shirt", None, None, {"Colour": ["Navy", "Red"]}).colour_family is None


def test_categorize_reports_audience_colour_and_style_from_the_title():
    category = categorize("Nike Women Black Running Shoes", None, None)
    assert (category.audience, category.colour_family, category.style) == (
        "women",
        "black",
        "sport",
    )


def test_womens_only_garment_defaults_audience_to_women():
    assert categorize("Floral Midi Skirt", None, None).audience == "women"


def test_long_description_is_bounded():
    description = "Soft and easy. " * 5000 + "A dress."
    assert fine("The Harper", None, description) == "other"


def test_garment_word_before_the_head_becomes_a_tag_modifier():
    assert detect_prompt_tag("Satin Slip Dress", None, None) == "satin slip dress"
    assert detect_prompt_tag("T-Shirt Bra", None, None) == "t-shirt bra"


def test_word_ending_in_a_garment_is_not_that_garment():
    # "Laptop" ends in "top": no top. (A laptop sleeve is a laptop bag since the ninth
    # recommendations round, by its own words.)
    assert fine("Laptop Stand") == "other"
    assert fine("Laptop Sleeve") == "laptop bag"


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Arrow Men Formal Brown Shoe", "formal shoes"),
        ("Red Tape Men Semi Formal Shoe", "formal shoes"),
        ("Herren Businessschuhe schwarz", "formal shoes"),
        ("Chaussures de ville homme", "formal shoes"),
        ("Zapatos de vestir hombre", "formal shoes"),
        ("Lee Cooper Men Brown Shoes", "shoes"),
        ("Playboy Men Casual Blue Shoes", "casual shoes"),
        ("Numero Uno Men Casual Black Shoe", "casual shoes"),
        ("Herren Freizeitschuhe braun", "casual shoes"),
        ("Chaussures décontractées homme", "casual shoes"),
        ("Zapatos casual hombre", "casual shoes"),
        ("Nike Men Running Shoe", "sneakers"),
        ("Puma Unisex Sport Sandal", "sports sandals"),
        ("Damen Trekkingsandalen", "sports sandals"),
        ("Sandalias deportivas", "sports sandals"),
        ("Women Brown Sandals", "sandals"),
    ],
)
def test_footwear_is_refined_by_the_kind_or_occasion_it_names(title, expected):
    assert fine(title) == expected
    assert slot_of(fine(title)) == "footwear"


def test_casual_shoes_are_a_kind_of_shoes():
    from catalog.detection import broader_fine

    assert broader_fine("casual shoes") == "shoes"
    assert slot_of("casual shoes") == "footwear"


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Women Cream Slip-Ons", "shoes"),
        ("Women Grey Stilettoes", "heels"),
        ("Men Brown Leather Derbys", "formal shoes"),
        ("Women Multi Coloured Ballerina", "flats"),
        ("Men Solid Red Wind Cheater", "jacket"),
        ("Girls Pink Pedal Pusher", "capris"),
        ("Women Antique Black Potli", "clutch"),
    ],
)
def test_footwear_and_outerwear_variants_are_named(title, expected):
    assert fine(title) == expected


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Vishudh Women Printed Churidar Kurta with Dupatta", "set"),
        ("Women Kurta and Palazzo", "set"),
        ("Women Blue Kurta", "kurta"),
        ("Women Kurta with Printed Detail", "kurta"),
        ("Jeans Kurta", "kurta"),  # jeans before a garment read as denim
        ("Women Blue Skirt With Leggings", "skirt"),  # only a kurta is sold as a set
    ],
)
def test_a_kurta_named_with_its_bottom_or_dupatta_is_a_set(title, expected):
    assert fine(title) == expected


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Numero Uno Men Casual Brown Slipper", "slippers"),  # English: a house shoe
        ("Herren Slipper Leder Schwarz", "shoes"),  # German: a loafer
        ("Gabor Damen Slipper braun", "shoes"),
        ("Slipper", "shoes"),  # nothing tells the language: the first row stands
        ("Red Chief Men Khaki Slippers", "slippers"),
        ("Women Black Culottes", "trousers"),
        ("Culotte en dentelle noire femme", "briefs"),
    ],
)
def test_a_word_whose_garment_depends_on_the_language_follows_the_title(title, expected):
    assert fine(title) == expected


def test_innerwear_t_shirts_are_undershirts():
    assert fine("Hanes Men Half Sleeve Pack of 3 Innerwear T-shirts") == "undershirt"


@pytest.mark.parametrize(
    "title",
    [
        "Nike Mercurial Football Boots",
        "Puma Men Training Shoes",
        "Adidas Men Basketball Shoes",
        "Btwin Mtb Shoes 7",
        "Nike Golf Shoes",
        "Adidas Fußballschuhe",
        "Chaussures de foot Kipsta",
        "Botas de fútbol Adidas",
        "Zapatillas de running Asics",
    ],
)
def test_shoes_named_by_their_sport_are_sneakers(title):
    assert fine(title) == "sneakers"


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Hiking Boots", "boots"),
        ("Chelsea Boots", "boots"),
        ("Nike Football T-shirt", "t-shirt"),
    ],
)
def test_sport_words_alone_do_not_make_sneakers(title, expected):
    assert fine(title) == expected
