"""fit-text-31, fde (German): made-up sentences (docs/reviews.md, "fit-text-31: fde")."""

from __future__ import annotations

import pytest

from bench.fit_signal_errors import reduce
from reviews.extraction import extract_fit


def read(text: str, title: str = "") -> dict[str, int]:
    return reduce(extract_fit(title, text, "de").fit_signals)


def measured(text: str, title: str = "") -> dict[str, object]:
    out: dict[str, object] = {}
    for measurement in extract_fit(title, text, "de").measurements:
        for value in measurement["values"]:
            code = value["dimension_code"]
            out[code] = value["raw_value"] if value["value"] is None else value["value"]
    return out


@pytest.mark.parametrize(
    ("title", "text", "expected"),
    [
        ("Herrenhemd", "Über der Brust schön weit.", {"chest": 1}),
        ("Bluse", "An der Brust herrlich weit.", {"bust": 1}),
        ("Chino", "An den Hüften herrlich locker.", {"hips": 1}),
        ("Hose", "Schön locker an den Oberschenkeln.", {"thigh": 1}),
    ],
)
def test_roomy_said_with_praise(title, text, expected):
    assert read(text, title) == expected


@pytest.mark.parametrize("text", ["Schön weit geschnitten.", "Im Sommer angenehm locker."])
def test_roomy_praise_of_the_cut_or_the_feel_is_no_verdict(text):
    assert read(text, "Kleid") == {}


@pytest.mark.parametrize(
    "text",
    [
        "Von High Waist keine Spur, sie sitzt auf der Hüfte.",
        "High-Waist? Fehlanzeige.",
        "Leider kein richtiges High Waist.",
        "Nicht wirklich high waisted.",
        "Sitzt eher auf der Hüfte als in der Taille.",
        "Die Hosen sitzen tief auf den Hüften, nicht in der Taille.",
    ],
)
def test_a_high_rise_promised_and_missing_is_short(text):
    assert read(text, "Jeans") == {"rise": -1}


@pytest.mark.parametrize(
    "text",
    [
        "Eine schöne High Waist Jeans.",
        "Sitzt auf der Hüfte, wie sie soll.",
        "Sitzt auf der Hüfte statt in der Taille, ist eben so geschnitten.",
    ],
)
def test_a_high_waist_named_or_a_hip_rise_meant_so_is_no_short_rise(text):
    assert read(text, "Jeans") == {}


@pytest.mark.parametrize(
    "text",
    [
        "Der Schritt hängt ziemlich weit unten.",
        "Der Schritt sitzt sehr tief unten.",
        "Bei mir hängt der Schritt fast bis zu den Knien.",
        "Schritt hängt bis in die Knie.",
    ],
)
def test_a_crotch_hanging_far_down_is_a_long_rise(text):
    assert read(text, "Hose") == {"rise": 1}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("In der Taille habe ich eine Handbreit Luft.", {"waist": 1}),
        ("Am Bund zwei Finger breit Platz.", {"waist": 1}),
        ("An der Hüfte ein paar Zentimeter Luft.", {"hips": 1}),
    ],
)
def test_room_measured_by_hand_or_fingers(text, expected):
    assert read(text, "Rock") == expected


def test_a_hand_width_as_a_position_is_no_room():
    assert read("Endet eine Handbreit über dem Knie.", "Rock") == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Bei meinen 1,80 m reicht die Rumpflänge nicht.", {"length": -1}),
        ("Die Länge reicht mir leider nicht.", {"length": -1}),
        ("Die Ärmellänge reicht nicht aus.", {"sleeves": -1}),
        ("Reicht die Länge leider nicht.", {"length": -1}),
    ],
)
def test_a_length_that_is_not_enough_is_short(text, expected):
    assert read(text, "Badeanzug") == expected


def test_a_length_reaching_not_only_somewhere_is_no_verdict():
    assert read("Die Länge reicht nicht nur bis zum Knie.", "Kleid") == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("In den Schultern sitzt er aber richtig.", {"shoulders": 0}),
        ("An der Taille passt sie korrekt.", {"waist": 0}),
        ("Sitzt richtig eng.", {"overall": -1}),
        ("Passt richtig gut.", {"overall": 0}),
    ],
)
def test_fits_right_at_the_clause_end(text, expected):
    assert read(text, "Mantel") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Die Leibhöhe ist ordentlich, nichts rutscht.", {"rise": 0}),
        ("Der Bund ist in Ordnung.", {"waist": 0}),
        ("Die Ärmellänge ist korrekt.", {"sleeves": 0}),
    ],
)
def test_a_part_called_adequate_fits(text, expected):
    assert read(text, "Hose") == expected


def test_adequate_quality_is_no_fit():
    assert read("Die Qualität ist in Ordnung.", "Hose") == {}


@pytest.mark.parametrize(
    "text",
    [
        "Die Länge knapp über dem Knie ist ok.",
        "Länge bis zum Knöchel passt.",
        "Die Länge bis zur Wade ist für mich perfekt.",
    ],
)
def test_a_length_with_its_landmark_judged_right(text):
    assert read(text, "Shorts") == {"length": 0}


def test_a_length_with_its_landmark_then_too_short():
    assert read("Die Länge knapp über dem Knie ist ok, aber zu kurz für mich.", "Shorts") == {
        "length": -1
    }


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Nach dem Waschen zu kurz und insgesamt eine Nummer kleiner.",
            {"length": -1, "overall": -1},
        ),
        ("Das Shirt ist jetzt eine Nummer kleiner.", {"overall": -1}),
        ("Es ist gefühlt eine Größe größer.", {"overall": 1}),
    ],
)
def test_the_item_said_to_be_a_size_off(text, expected):
    assert read(text, "Shirt") == expected


def test_size_advice_is_still_advice():
    assert read("Lieber eine Nummer kleiner bestellen.", "Shirt") == {"overall": 1}


@pytest.mark.parametrize(
    "text",
    [
        "Sitzt straff, wie ein Sport-BH sitzen soll.",
        "Sitzt eng, so wie eine Radler-Hose sitzen soll.",
    ],
)
def test_tight_as_a_hyphenated_garment_should_be(text):
    assert read(text, "Sport") == {"overall": 0}


def test_straff_is_tight():
    assert read("Sitzt sehr straff.", "Leggings") == {"overall": -1}


@pytest.mark.parametrize(
    "text",
    [
        "Vorne sehr schmal, nach einer Stunde drücken sie. Die 39 passt wie immer.",
        "Vorne zu eng, sie drücken. Hier passt die 38 wie gewohnt.",
    ],
)
def test_a_pinch_of_a_narrow_front_leaves_the_size_verdict(text):
    assert read(text, "Pumps") == {"overall": 0, "width": -1}


def test_the_top_buttons_did_not_close_with_size_and_part_between():
    assert read("Bei dieser Bluse ging die 40 über der Brust nicht zu.", "Bluse") == {"bust": -1}


@pytest.mark.parametrize(
    ("text", "usual", "worn"),
    [
        ("Ich trage seit Jahren 40, aber die 42 passt.", "40", "42"),
        ("Sie trägt schon immer 38, hier passt die 40.", "38", "40"),
        ("Sonst immer M, hier reicht locker S.", "M", "S"),
    ],
)
def test_usual_sizes_by_habit(text, usual, worn):
    values = measured(text)
    assert (values.get("usual_size"), values.get("size_worn")) == (usual, worn)


@pytest.mark.parametrize(
    "text", ["An den Ärmeln etwas weit, sonst passt die 38 gut.", "Sonst sitzt die M prima."]
)
def test_sonst_before_a_fit_verb_is_otherwise(text):
    values = measured(text)
    assert "usual_size" not in values and "size_worn" in values


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        ("Mir passt die 38 an der Taille gut.", "38"),
        ("Hier passt die 40 an den Hüften perfekt.", "40"),
        ("Sitzt gut. M bei 1,76 m.", "M"),
        ("Größe 38 mit 1,68 m, passt.", "38"),
    ],
)
def test_the_size_worn_before_a_part_or_a_height(text, worn):
    assert measured(text)["size_worn"] == worn


@pytest.mark.parametrize(
    ("title", "text", "expected"),
    [
        ("Sommerkleid", "Meine Maße: Brust 92, Taille 74, Hüfte 100.", {"waist": 74.0}),
        ("Hose", "Größe 50, meine Taille hat 90 cm.", {"waist": 90.0}),
        ("Laufhose", "Bei 76 cm Innenbeinlänge passt sie.", {"inseam": 76.0}),
        ("Laufhose", "Innenbeinlänge 80 cm.", {"inseam": 80.0}),
        ("Kinderjacke", "Unsere Große ist 7 und misst 124 cm.", {"height": 124.0}),
        ("Kleid", "Für meine Enkelin (4 Jahre, 104 cm).", {"height": 104.0}),
    ],
)
def test_body_measurements(title, text, expected):
    values = measured(text, title)
    assert {key: values.get(key) for key in expected} == expected


def test_a_french_taille_is_still_a_size():
    values = extract_fit("Robe", "Poitrine 92, taille 40, la robe va bien.", "fr").measurements
    codes = {v["dimension_code"]: v for m in values for v in m["values"]}
    assert "waist" not in codes


def test_a_garment_length_in_cm_is_no_height():
    assert "height" not in measured("Das Kleid ist 124 cm lang.", "Kleid")


def test_a_kids_size_after_wir_haben():
    assert measured("Unsere Große ist 7, wir haben 128 genommen.", "Jacke")["size_worn"] == "128"
