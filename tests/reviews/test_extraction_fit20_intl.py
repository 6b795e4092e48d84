"""fit-text-20 families (issue 12, German, French and Spanish written reviews), one made-up
example per rule and language where it applies, each tested from the meaning
``fit-labels.md`` gives it. Pure tests."""

from __future__ import annotations

import pytest

from reviews.extraction import extract_fit
from tests.reviews.test_extraction_fit_labels import check, labels


# ------------------------------------ German compounds and colloquial words typed plain
@check(
    [
        ("de", "Die Schrittlaenge ist zu kurz.", {"inseam": -1}),
        ("de", "Aermellaenge etwas zu lang.", {"sleeves": 1}),
        ("de", "Die Leibhoehe ist viel zu niedrig.", {"rise": -1}),
        ("de", "Wanderschuhe: vorne schoen breit, Laenge passt.", {"width": 1, "overall": 0}),
    ]
)
def test_german_compounds_typed_without_umlauts(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------------ German size advice spelt with "ss"
@check(
    [
        ("de", "Nimm lieber eine Nummer grösser.", {"overall": -1}),
        ("de", "Naechstes Mal eine Groesse groesser.", {"overall": -1}),
        ("de", "Ich würde eine grössere Grösse empfehlen.", {"overall": -1}),
    ]
)
def test_german_size_advice_with_ss(language, text, expected):
    assert labels(text, language) == expected


# --------------------------------- German "passt" that goes with something, not a fit
@pytest.mark.parametrize(
    "text",
    [
        "Passt farblich super zum Teppich.",
        "Die Tasche passt optisch perfekt zur Jacke.",
    ],
)
def test_german_goes_with_is_no_fit(text):
    assert extract_fit(None, text, "de").fit_signals == []


# -------------------------------- German short verdicts on a part: "sitzt top", "sitzt auch"
@check(
    [
        ("de", "Die Jacke sitzt top.", {"overall": 0}),
        ("de", "Hose passt bestens.", {"overall": 0}),
        ("de", "Die Ärmel sind zu lang, der Bund sitzt auch.", {"sleeves": 1, "waist": 0}),
    ]
)
def test_german_short_verdicts(language, text, expected):
    assert labels(text, language) == expected


# ----------------------------------- German short rise: waistband too low, sliding down
@check(
    [
        ("de", "Die Jeans ist am Bund viel zu niedrig.", {"rise": -1}),
        ("de", "Die Hose rutscht beim Gehen dauernd runter.", {"rise": -1}),
    ]
)
def test_german_short_rise(language, text, expected):
    assert labels(text, language) == expected


# ---------------------------------------------------------- German "Luft": room to spare
@check(
    [
        ("de", "Für meine Tochter, sie hat noch etwas Luft.", {"overall": 1}),
        ("de", "An den Hüften genug Luft.", {"hips": 1}),
    ]
)
def test_german_room_to_spare(language, text, expected):
    assert labels(text, language) == expected


def test_german_room_to_improve_is_no_fit():
    assert extract_fit(None, "Bei der Qualität ist noch Luft nach oben.", "de").fit_signals == []


# ---------------------------------------------- footwear named by a compound or plain word
@check(
    [
        ("de", "Laufschuhe\nZu kurz, eine Nummer größer nehmen.", {"overall": -1}),
        ("fr", "Tongs\nTrop courtes pour moi.", {"overall": -1}),
        ("es", "Chanclas\nMe quedan cortas.", {"overall": -1}),
    ]
)
def test_footwear_compounds_make_length_the_size(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------ French "serre" typed without the accent
@check(
    [
        ("fr", "Pantalon trop serre aux hanches.", {"hips": -1}),
        ("fr", "C'est un peu serre a la taille.", {"waist": -1}),
    ]
)
def test_french_serre_after_a_degree_is_the_adjective(language, text, expected):
    assert labels(text, language) == expected


def test_french_serre_as_a_verb_is_unchanged():
    assert labels("Ça me serre aux épaules.", "fr") == {"shoulders": -1}
    assert labels("Il ne serre pas.", "fr") == {"overall": 0}


# ---------------------------------------------------------- French right size and length
@check(
    [
        ("fr", "La pointure est bonne.", {"overall": 0}),
        ("fr", "Les manches sont à la bonne longueur.", {"sleeves": 0}),
    ]
)
def test_french_right_size_and_part_length(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------------------------- trailing on the floor
@check(
    [
        ("fr", "Je fais 1m58, la jupe traine par terre.", {"length": 1}),
        ("fr", "Le pantalon traîne au sol.", {"length": 1}),
    ]
)
def test_french_trailing_on_the_floor_is_long(language, text, expected):
    assert labels(text, language) == expected


# --------------------------------------------------------- gaping between the buttons
@check(
    [
        ("fr", "Les boutons baillent au niveau de la poitrine.", {"bust": -1}),
        # fit-text-23: the front strained at its buttons is the bust when no part is named
        ("fr", "La chemise baille entre les boutons.", {"bust": -1}),
    ]
)
def test_french_gaping_buttons_are_tight(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------------ a delivery that took long is no length
@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("fr", "Envoi un peu long mais bien reçu."),
        ("fr", "La livraison a été très longue."),
        ("es", "El envío fue un poco largo."),
        ("es", "La espera fue larga, pero llegó bien."),
    ],
)
def test_a_long_delivery_is_no_fit(language, text):
    assert extract_fit(None, text, language).fit_signals == []


def test_a_long_delivery_beside_a_long_dress_keeps_the_dress():
    assert labels("Livraison rapide, la robe est un peu longue.", "fr") == {"length": 1}
    assert labels("Envío rápido. El vestido me queda largo.", "es") == {"length": 1}


# ---------------------------------------- Spanish verdict without a verb: "Talla pequeña"
@check(
    [
        ("es", "Talla pequeña, pedid una más.", {"overall": -1}),
        ("es", "Sudadera\nTalla grande.", {"overall": 1}),
        ("es", "Viene de talla algo pequeña.", {"overall": -1}),
    ]
)
def test_spanish_size_verdict_without_a_verb(language, text, expected):
    assert labels(text, language) == expected


def test_spanish_the_size_bought_is_no_verdict():
    assert extract_fit(None, "Compré la talla pequeña para mi hija.", "es").fit_signals == []


# --------------------------------- Spanish: the body fits beside a part; "no aprieta nada"
@check(
    [
        ("es", "Un poco larga de mangas pero bien de cuerpo.", {"sleeves": 1, "overall": 0}),
        ("es", "No me aprieta nada en la cintura.", {"waist": 0}),
    ]
)
def test_spanish_body_fits_and_not_tight_on_a_part(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------- the reviewer's own feet are no signal (all four)
@check(
    [
        ("fr", "Baskets un peu étroites, mon pied est large.", {"width": -1}),
        ("de", "Schuhe\nEtwas schmal, mein Fuß ist breit.", {"width": -1}),
        ("es", "Zapatos\nAlgo estrechos, mi pie es ancho.", {"width": -1}),
        ("en", "Shoes\nSlightly narrow, my feet are wide.", {"width": -1}),
    ]
)
def test_own_feet_are_the_body(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------- "wie angegossen" names its part; alone it is the whole item
@check(
    [
        ("de", "Sitzt an der Taille wie angegossen.", {"waist": 0}),
        ("de", "Passt wie angegossen!", {"overall": 0}),
    ]
)
def test_german_like_a_glove_names_its_part(language, text, expected):
    assert labels(text, language) == expected


# -------------------------------------------- "oben rum" is the bust; buttons typed plain
@check([("de", "An der Taille zu weit, oben rum passt es.", {"waist": 1, "bust": 0})])
def test_german_oben_rum_is_the_bust(language, text, expected):
    assert labels(text, language) == expected


def test_german_small_buttons_typed_plain_are_no_fit():
    assert extract_fit(None, "Die Knoepfe sind etwas klein.", "de").fit_signals == []


# ---------------------------------------------- snug as the material should be: fits (0)
@check(
    [
        ("de", "Sitzt eng, wie es bei Leder sein soll.", {"overall": 0}),
        ("de", "Die Jacke ist knapp, wie es bei einer Bikerjacke sein muss.", {"overall": 0}),
    ]
)
def test_german_snug_as_it_should_be(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------------------ German shoes suited to wide feet
@check(
    [
        ("de", "Schuhe\nGrösse passt, für breitere Füße geeignet.", {"overall": 0, "width": 1}),
        ("de", "Sandalen\nIdeal für breite Füße.", {"width": 1}),
    ]
)
def test_german_suited_to_wide_feet_is_roomy(language, text, expected):
    assert labels(text, language) == expected


def test_german_not_suited_to_wide_feet_is_not_roomy():
    assert labels("Schuhe\nFür breite Füße nicht geeignet.", "de").get("width") != 1


# --------------------------------------- without squeezing (fr/es); sleeves ending short
@check(
    [
        ("fr", "Le maillot gaine bien sans comprimer.", {"overall": 0}),
        ("es", "El bañador sujeta sin apretar.", {"overall": 0}),
        ("fr", "Les manches m'arrivent aux coudes.", {"sleeves": -1}),
    ]
)
def test_without_squeezing_and_short_sleeves(language, text, expected):
    assert labels(text, language) == expected


# ------------------- German size adjective before its noun, when excessive: a verdict
@check(
    [
        ("de", "Leider viel zu kurze Ärmel.", {"sleeves": -1}),
        ("de", "Sehr enger Bund, der Rest passt.", {"waist": -1, "overall": 0}),
        ("de", "Zu weite Ärmel.", {"sleeves": 1}),
        ("de", "Zu breite Schultern.", {"shoulders": 1}),
        ("de", "Eine viel zu kurze Hose für mich.", {"length": -1}),
        ("de", "Zu weite Hose.", {"overall": 1}),
        ("de", "Etwas zu großes Körbchen.", {"bust": 1}),
    ]
)
def test_german_excessive_adjective_before_its_noun(language, text, expected):
    assert labels(text, language) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Schöne Bluse mit kurzen Ärmeln.",
        "Sehr kurze Ärmel, toll für den Sommer.",
        "Ein sehr kleiner Fleck am Kragen.",
    ],
)
def test_german_adjective_before_a_noun_without_excess_is_no_verdict(text):
    assert extract_fit(None, text, "de").fit_signals == []


# ---------------------------------- more German typed plain: müssen, könnten, Knöpfe
@check(
    [
        ("de", "Die Hosenbeine muessen gekuerzt werden.", {"length": 1}),
        ("de", "Die Aermel koennten laenger sein.", {"sleeves": -1}),
    ]
)
def test_german_modal_verbs_typed_without_umlauts(language, text, expected):
    assert labels(text, language) == expected


# ------------------------- German: "Hintern" is the hips, "passt sie aber", "keineswegs"
@check(
    [
        ("de", "Schlabbert am Hintern, in der Taille passt sie aber.", {"hips": 1, "waist": 0}),
        ("de", "Keineswegs zu eng.", {"overall": 0}),
        ("de", "Ganz normal ausgefallen.", {"overall": 0}),
    ]
)
def test_german_hips_fits_but_and_not_at_all(language, text, expected):
    assert labels(text, language) == expected


def test_german_size_of_the_parcel_in_the_genitive_is_no_fit():
    assert extract_fit(None, "Die Größe des Pakets war riesig.", "de").fit_signals == []


# ------------------- a sentence adverb between the copula and its adjective (all four)
@check(
    [
        ("de", "Die Hose ist leider knapp.", {"overall": -1}),
        ("de", "Über der Brust ist es trotzdem knapp.", {"bust": -1}),
        ("fr", "La robe est malheureusement petite.", {"overall": -1}),
        ("es", "El vestido es lamentablemente corto.", {"length": -1}),
    ]
)
def test_sentence_adverb_before_the_adjective(language, text, expected):
    assert labels(text, language) == expected


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("de", "Die Lieferzeit war echt lang."),
        ("de", "Größenauswahl ist leider klein."),
        ("fr", "Le choix est un peu petit."),
        ("es", "La variedad es muy pequeña."),
    ],
)
def test_delivery_and_selection_with_an_adverb_are_no_fit(language, text):
    assert extract_fit(None, text, language).fit_signals == []


# --------------------- German: "untenrum", seams hanging, "perfekte Größe", "alles passt"
@check(
    [
        ("de", "Die Jacke ist untenrum zu eng.", {"hips": -1}),
        ("de", "Die Schulternähte hängen runter.", {"shoulders": 1}),
        ("de", "Perfekte Größe.", {"overall": 0}),
        ("de", "Größe M, passt alles.", {"overall": 0}),
    ]
)
def test_german_lower_body_seams_and_right_size(language, text, expected):
    assert labels(text, language) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Die Lieferung war schnell und alles passt.",
        "Verpackung top, passt alles.",
    ],
)
def test_german_everything_fine_after_delivery_is_no_fit(text):
    assert extract_fit(None, text, "de").fit_signals == []


# ------------- German: "fällt wie gewohnt aus", the size chart matched, heel, shoe sides
@check(
    [
        ("de", "Fällt wie gewohnt aus.", {"overall": 0}),
        ("de", "Die Größe entspricht der Tabelle.", {"overall": 0}),
        ("de", "In den Schuhen rutsche ich mit der Ferse raus.", {"overall": 1}),
        ("de", "Bei meinen breiten Füßen drückt der Schuh seitlich.", {"width": -1}),
        ("de", "Die Hose ist seitlich zu eng.", {"overall": -1}),
    ]
)
def test_german_as_usual_chart_heel_and_sides(language, text, expected):
    assert labels(text, language) == expected


# --------------- German idioms of a good fit, sleeves to the fingertips or the forearm
@check(
    [
        ("de", "Passt wie für mich gemacht.", {"overall": 0}),
        ("de", "Sitzt bombig.", {"overall": 0}),
        ("de", "Die Ärmel reichen bis zu den Fingerspitzen.", {"sleeves": 1}),
        ("de", "Die Ärmel enden mitten am Unterarm.", {"sleeves": -1}),
        ("de", "Die Hose hat zu viel Stoff am Po.", {"hips": 1}),
    ]
)
def test_german_fit_idioms_and_sleeve_ends(language, text, expected):
    assert labels(text, language) == expected


def test_german_neither_too_low_nor_too_high_is_no_short_rise():
    assert labels("Die Hose sitzt weder zu tief noch zu hoch.", "de").get("rise") != -1
