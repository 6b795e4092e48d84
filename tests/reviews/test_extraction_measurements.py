"""Reviewer measurements and sizes extracted from review text."""

from __future__ import annotations

import pytest

from reviews.extraction import extract_fit


def values(body: str) -> dict[str, object]:
    result = extract_fit(None, body)
    found = {}
    for m in result.measurements:
        for v in m["values"]:
            found[v["dimension_code"]] = v["value"] if v["value"] is not None else v["raw_value"]
    return found


@pytest.mark.parametrize(
    "text",
    [
        "I'm 5'6\"",
        "I'm 5' 6",
        "I am 5 ft 6",
        "5 foot 6 inches tall",
        "I'm 5'6 and",
        "I'm 5\u20196\u201d",
    ],
)
def test_height_in_feet_and_inches_is_cm(text):
    assert values(text)["height"] == 167.6


@pytest.mark.parametrize(
    "text", ["I am 168 cm", "ich bin 1,68 m groß", "je mesure 1m68", "mido 1.68 m"]
)
def test_metric_height_is_cm(text):
    assert values(text)["height"] == 168.0


@pytest.mark.parametrize("text", ["130 lbs", "130 lb", "130 pounds", "130#"])
def test_pounds_are_kg(text):
    assert values(text)["weight"] == 59.0


def test_kilograms_stay_kg():
    assert values("Ich wiege 59 kg.")["weight"] == 59.0


def test_stone_and_pounds_are_kg():
    assert values("I'm 9 st 4")["weight"] == 59.0


def test_bare_number_after_height_is_weight_in_pounds():
    assert values("I'm 5'5\", about 135 and the small fits")["weight"] == 61.2


def test_bust_waist_hips_triple_in_inches_is_cm():
    assert values("my measurements are 32-26-36") == {"bust": 81.3, "waist": 66.0, "hips": 91.4}


def test_bust_waist_hips_triple_in_cm_stays_cm():
    assert values("Maße 81-66-91") == {"bust": 81.0, "waist": 66.0, "hips": 91.0}


@pytest.mark.parametrize(
    "text",
    [
        "I'm a 34D and it fits",
        "5'6 135lbs 34DD, bought M",
        "my stats are 34a-28-36",
        "Normalerweise trage ich 75C",
        "Habituellement 85D",
    ],
)
def test_bra_sizes_are_not_bust_measurements(text):
    """fit-labels.md: bra sizes (34B, 36DD) give no bust value, in any language."""
    assert "bust" not in values(text)


def test_bust_waist_hips_after_a_bra_size_keep_waist_and_hips():
    assert values("my stats are 34a-28-36") == {"waist": 71.1, "hips": 91.4}


@pytest.mark.parametrize(
    "text",
    [
        'The listed 32" inseam is actually more like 34',
        "the chart says 38-40 chest",
        'I measured it and the chest is about 42"',
    ],
)
def test_garment_measurements_are_not_the_wearers(text):
    found = values(text)
    assert "inseam" not in found and "chest" not in found


@pytest.mark.parametrize(
    ("text", "height", "weight"),
    [
        ("Bought this suit for my husband (6'1, 190).", 185.4, 86.2),
        ("5'11, 180, usually a large.", 180.3, 81.6),
        ("Fit is perfect for my 8 year old son. He's 132cm and 27kg.", 132.0, 27.0),
        ("Für meinen Mann gekauft, 1,90 m und 95 kg.", 190.0, 95.0),
        ("Mon mari (1m80, 78 kg) a pris le M.", 180.0, 78.0),
        ("Mido 1,62 y peso 57 kg.", 162.0, 57.0),
    ],
)
def test_height_and_weight_of_the_wearer_or_their_family(text, height, weight):
    """fit-labels.md: a husband's, son's or daughter's figures count; a weight with no
    unit after a height in feet is pounds."""
    found = values(text)
    assert found["height"] == height and found["weight"] == weight


@pytest.mark.parametrize(
    "text",
    ["Fits great if you're 6'5.", "Length like on the model (5'9\\\")."],
)
def test_heights_of_others_are_not_the_wearers(text):
    assert "height" not in values(text)


def test_just_under_a_height_is_the_wearers_height():
    assert values("It is way too short for me (I'm just under 6' tall).")["height"] == 182.9


def test_own_height_next_to_the_models_is_the_wearers():
    assert values("Length exactly like on the model, I'm 5'8 too.")["height"] == 172.7
    assert values("Länge genau wie beim Model, ich bin auch 1,75 m.")["height"] == 175.0


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("Herrensakko: Brustumfang 104 cm, Größe 50 sitzt gut.", "chest", 104.0),
        ("Bluse: Brustumfang 96 cm, Größe 40 sitzt gut.", "bust", 96.0),
        ("Pour mon mari, tour de poitrine 102 cm.", "chest", 102.0),
        ("Tengo 100 de busto y la XL me queda bien.", "bust", 100.0),
        ("Mon entrejambe fait 78 cm.", "inseam", 78.0),
    ],
)
def test_body_measurements_in_four_languages(text, dimension, value):
    """fit-labels.md: Brust, poitrine, pecho are bust for a woman, chest otherwise."""
    assert values(text)[dimension] == value


def test_french_taille_with_a_number_is_a_size_not_a_waist():
    found = values("Costume pour mon fils (1,75 m, 65 kg), taille 44.")
    assert "waist" not in found and found["size_worn"] == "44"


def test_stone_after_feet_is_kg():
    assert values("I'm 6ft, 13 stone, XL.")["weight"] == 82.6


def test_inseam_in_inches_is_cm():
    assert values('inseam 30"')["inseam"] == 76.2


def test_waist_with_unit_after_number():
    assert values("I have a 25 in waist")["waist"] == 63.5


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("I ordered a small", "S"),
        ("wearing size 8", "8"),
        ("bought the M", "M"),
        ("I got the xs petite", "XS petite"),
        ("i ordered an xsp.", "XSP"),
        ("I bought this in a petite size s", "petite S"),
        ("Trage Größe 38", "38"),
        ("j'ai pris un M", "M"),
        ("compré la talla M", "M"),
    ],
)
def test_size_worn(text, size):
    result = extract_fit(None, text)
    assert values(text)["size_worn"] == size
    assert result.measurements[0]["size_label"] == size


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("I usually wear a 6", "6"),
        ("normally a medium", "M"),
        ("normalerweise 38", "38"),
        ("d'habitude je fais du 38", "38"),
        ("normalmente uso M", "M"),
    ],
)
def test_usual_size(text, size):
    found = values(text)
    assert found["usual_size"] == size
    assert "size_worn" not in found


def test_my_usual_size_bought_is_both_usual_and_worn():
    found = values("I bought my usual medium")
    assert found["usual_size"] == "M" and found["size_worn"] == "M"


def test_measurement_object_has_read_response_shape():
    (m,) = extract_fit(None, "I'm 5'6\" and ordered a small").measurements
    assert m["subject_kind"] == "reviewer" and m["source_kind"] == "review_text"
    assert m["basis"] == "body" and m["capture_method"] == "text_extraction"
    assert m["source_key"] is None and m["option_selector"] == {} and m["size_label"] == "S"
    for v in m["values"]:
        assert set(v) == {
            "dimension_code",
            "value",
            "min_value",
            "max_value",
            "unit",
            "raw_label",
            "raw_value",
            "raw_unit",
            "confidence",
        }


def test_size_labels_have_no_value_or_unit():
    (m,) = extract_fit(None, "I ordered a small").measurements
    (v,) = m["values"]
    assert v["value"] is None and v["unit"] is None and v["raw_value"] == "S"


@pytest.mark.parametrize(
    ("text", "worn", "usual"),
    [
        # en: sizes stated in passing
        ("I took my normal S and it fits.", "S", "S"),
        ("Ordered the 8 as usual.", "8", "8"),
        ("Runs small, the age 12-13 fits her.", "12-13", None),
        ("I got the petite small (my usual size).", "petite S", "petite S"),
        ("Usually a 34B. Ordered the 34B and the cups gape.", "34B", "34B"),
        ("W32 L32 fits perfectly.", "32x32", None),
        ("Ordered 32x30. Inseam perfect.", "32x30", None),
        ("I went down half a size to a 7.5 and they're perfect.", "7.5", None),
        ("Size 9 1/2 and they fit perfectly.", "9.5", None),
        ("EU 41 and my heel keeps slipping. I'm a 41 in everything else.", "41", "41"),
        ("The 42L jacket fits him great.", "42L", None),
        ("Usually wear a medium or large; the small is baggy.", "S", "M or L"),
        ("Ordered this in a small for me (5'6\", 135, size 4).", "S", "4"),
        ("Hips fit but the waist cuts in. Had to size up to an L in the end.", "L", None),
        ("Normally I would wear a 2, but the only choice I had was 0 and it fit.", "0", "2"),
        ("I found my normal size s to fit fine.", "S", "S"),
        ("I ordered in my usual s size.", "S", "S"),
        ("I ordered the sp which typically fits me.", "SP", "SP"),
        ("For reference, I'm 5'2, 115 lbs and take a 26p.", None, "26P"),
        ("I could only order a 12. It just fit.", "12", None),
        ("I decided to get a 10 in this skirt.", "10", None),
        ("I normally wear a small but they only had mediums and it fit fine.", "M", "S"),
        ("I typically take a small but the medium in this is perfect.", "M", "S"),
        ("Wanted it to fit like the model, so I sized up to a medium.", "M", None),
        ("I usually wear a small. I just stuck with the small.", "S", "S"),
        ("I'm a 6 and the six fit like a glove.", "6", "6"),
        ("I usually wear a size four in dresses and chose the small.", "S", "4"),
        ("I would usually wear a medium and ordered a petite small.", "petite S", "M"),
        ("I ordered these in my usual pilcro petite size 6.", "petite 6", "petite 6"),
        ("I bought this top in my usual size in a small.", "S", "S"),
        ("I usually wear an xs and I wore the same in this top.", "XS", "XS"),
        ("Normalerweise 38, ich habe die gleiche Größe genommen.", "38", "38"),
        ("Je fais du 38, j'ai pris la même taille.", "38", "38"),
        ("Normalmente uso la 38 y pedí la misma talla.", "38", "38"),
        ("I ordered a size up -- a 2 petite up from my normal 0 petite.", "2 petite", "0 petite"),
        ("I'm an 8-10 instead of my usual 6-8. I ordered an 8.", "8", "6-8"),
        ('I bought the "2" which equates to a medium.', "2", None),
        ("Tried it in a size xs/s. Will order the petite xs/s next time.", "XS/S", None),
        ("W34 L32 which is my normal size.", "34x32", "34x32"),
        ("Usual L, fits exactly like my other L tees.", "L", "L"),
        ("Je fais habituellement du M et j'ai dû prendre un L.", "L", "M"),
        ("Pris ma taille habituelle, 42.", "42", "42"),
        ("Normalerweise M, musste die L nehmen.", "L", "M"),
        ("Normalmente uso M, tuve que pedir la L.", "L", "M"),
        ("I bought the red xsp, fabric is a bit thin.", "XSP", None),
        ("They only had a 2 (I usually do 0) and it fits.", "2", "0"),
        # after an exchange, the size kept
        ("Age 3-4 was massive, swamped her. Exchanged for the 2-3 which fits.", "2-3", None),
        ("The cups were too big in my usual 34D. Went down a cup to 34C.", "34C", "34D"),
        # de
        ("Meine übliche 38, passt.", "38", "38"),
        ("Normalerweise 39, habe jetzt 39,5.", "39.5", "39"),
        ("Bei mir passt M wie gewohnt.", "M", "M"),
        # fr
        ("Je fais du 40 et le 36 me va.", "36", "40"),
        ("J'ai pris ma taille habituelle (S) et c'est parfait.", "S", "S"),
        # es
        ("Uso una L y hasta la M me queda holgada.", "M", "L"),
        ("Pedí mi talla habitual (40) y perfecto.", "40", "40"),
    ],
)
def test_size_worn_and_usual_size_in_passing(text, worn, usual):
    """fit-labels.md: size_worn is the size of this product worn or kept, usual_size the
    size normally worn, normalised (small -> S, decimal comma -> point, W30 L32 -> 30x32)."""
    found = values(text)
    assert found.get("size_worn") == worn
    assert found.get("usual_size") == usual


@pytest.mark.parametrize(
    "text",
    [
        "Runs small, I'd go one size up.",
        "PRENDRE DEUX TAILLES AU-DESSUS",
        "PEDID DOS TALLAS MÁS",
        "Ich bin 1,78 m und das Kleid endet über dem Knie.",
        "Got a huge stain on the large ruffle.",
        "Should've got a 9.5.",
        "Arrived in 2 days, well packaged.",
        "I'm 5'2\", 34b, 26 waist, 36 hips.",
        "Layered with the tank in medium pink.",
        "I bought two of them.",
        "I'm a 34ddd, the top is perfect.",
    ],
)
def test_no_size_where_none_is_worn(text):
    found = values(text)
    assert "size_worn" not in found and "usual_size" not in found


def test_no_measurements_gives_empty_list():
    assert extract_fit(None, "Lovely colour, great quality.").measurements == []


def test_garment_measurement_with_the_is_not_the_reviewer():
    assert "chest" not in values('I measured it and the chest is about 42"')


def test_small_counts_are_not_sizes():
    assert "size_worn" not in values("I bought 3 of them in different colors")


def test_size_worn_in_colour_and_size_phrase():
    assert values("I ordered ivory in xl because of the bust")["size_worn"] == "XL"


def test_size_followed_by_in_the_photos_is_a_size():
    assert values("I am wearing a medium in the photos")["size_worn"] == "M"


def test_received_in_my_typical_size_is_usual_and_worn():
    found = values("I received this shirt in my typical xs and it fits perfectly.")
    assert found["usual_size"] == "XS" and found["size_worn"] == "XS"
