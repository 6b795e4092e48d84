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


def test_bra_size_is_an_estimated_bust_with_low_confidence():
    (m,) = extract_fit(None, "I'm a 34D and it fits").measurements
    (bust,) = [v for v in m["values"] if v["dimension_code"] == "bust"]
    assert bust["value"] == 96.5 and bust["raw_value"] == "34D" and bust["raw_label"] == "bra"
    assert bust["confidence"] <= 0.5


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
        ("I got the xs petite", "XSP"),
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
