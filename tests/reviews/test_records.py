"""Pure record helpers: identity precedence, size label, read-shape measurements."""

from __future__ import annotations

from datetime import UTC, datetime

from reviews.records import identity_of, read_record, size_label_of

WHEN = datetime(2026, 1, 2, tzinfo=UTC)


def test_external_id_wins_over_permalink():
    identity = identity_of({"external_review_id": "7", "permalink": "https://x/r/7"}, None)
    assert identity.kind == "external_id"


def test_permalink_is_used_without_external_id():
    assert identity_of({"external_review_id": " ", "permalink": "https://x/r/7"}, None).kind == (
        "permalink"
    )


def test_derived_identity_folds_author_case_and_whitespace():
    a = identity_of({"author_display_name": "Ann  B", "body": "Nice", "rating": 5}, WHEN)
    b = identity_of({"author_display_name": " ann b ", "body": "Nice ", "rating": 5}, WHEN)
    assert a == b


def test_derived_identity_differs_when_the_date_differs():
    record = {"author_display_name": "Ann", "body": "Nice", "rating": 5}
    assert identity_of(record, WHEN) != identity_of(record, None)


def test_nothing_to_identify_gives_no_identity():
    assert identity_of({}, None) is None


def test_size_label_prefers_the_products_size_option():
    purchased = {"option_values": {"Fit": "Petite", "Length": "L", "Gr": "M"}, "label": "x"}
    assert size_label_of(purchased, ["Gr"]) == "M"


def test_size_label_from_a_key_that_reads_as_size():
    assert size_label_of({"option_values": {"Color": "Red", "Taille": "38"}}, []) == "38"


def test_size_label_falls_back_to_label_without_option_values():
    assert size_label_of({"label": "M"}, []) == "M"


def test_sent_measurement_values_get_dimension_and_metric_unit():
    record = {
        "measurements": [{"values": [{"value": 130, "raw_label": "Weight", "raw_unit": "lbs"}]}]
    }
    (value,) = read_record(record)["measurements"][0]["values"]
    assert (value["dimension_code"], value["unit"], value["value"]) == ("weight", "kg", 58.97)


def test_unknown_raw_label_keeps_the_value_as_sent():
    record = {"measurements": [{"values": [{"value": 3, "raw_label": "arm", "raw_unit": "?"}]}]}
    assert read_record(record)["measurements"][0]["values"] == [
        {"value": 3, "raw_label": "arm", "raw_unit": "?"}
    ]


def _sent_value(**value) -> dict:
    (out,) = read_record({"measurements": [{"values": [value]}]})["measurements"][0]["values"]
    return out


def test_feet_and_inches_value_sent_with_raw_unit_ft_is_read_as_that_height():
    value = _sent_value(raw_label="Height", raw_value="5'6\"", raw_unit="ft")
    assert (value["dimension_code"], value["unit"], value["value"]) == ("height", "cm", 167.64)
    assert value["raw_unit"] == "ft"  # the sent fields are kept as sent


def test_unit_written_in_the_raw_value_wins_over_raw_unit():
    value = _sent_value(raw_label="Weight", raw_value="130 lbs", raw_unit="kg")
    assert (value["unit"], value["value"]) == ("kg", 58.97)


def test_bare_raw_value_takes_the_sent_raw_unit():
    value = _sent_value(raw_label="Height", raw_value="66", raw_unit="in")
    assert (value["unit"], value["value"]) == ("cm", 167.64)
