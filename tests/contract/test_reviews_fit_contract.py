"""Fit evidence extraction and the digest (decisions.md 4, interface 2.12, 2.14), black box.

Reviews go in through the sync endpoint; extraction runs after commit (eager Celery) and is
read back through the storefront endpoints.
"""

from __future__ import annotations

import io
import re
import uuid

import orjson
import pytest
from django.core.management import call_command

from tests.contract.support_reads import Merchant, review

pytestmark = pytest.mark.django_db

P = "wrap-dress"
DIMENSIONS = {
    "overall",
    "length",
    "waist",
    "hips",
    "chest",
    "bust",
    "shoulders",
    "sleeves",
    "rise",
    "inseam",
    "thigh",
    "width",
}
MEASUREMENT_DIMENSIONS = {
    "height",
    "weight",
    "bust",
    "waist",
    "hips",
    "chest",
    "inseam",
    "size_worn",
    "usual_size",
}


@pytest.fixture
def merchant(api, site, django_capture_on_commit_callbacks) -> Merchant:
    m = Merchant(api, site, django_capture_on_commit_callbacks)
    m.put_product(P)
    return m


def read(merchant, rid: str) -> dict:
    items = merchant.page(product_id=P, page_size=50)["items"]
    return next(r for r in items if r["external_review_id"] == rid)


def text_signals(record: dict) -> list[dict]:
    return [s for s in record["fit_signals"] if s["source_kind"] == "review_text"]


def bucket(score: float) -> str:
    return "tight" if score <= -0.33 else "loose" if score >= 0.33 else "neutral"


# -- extraction after sync ----------------------------------------------------------------


def test_runs_small_is_extracted_as_a_tight_overall_text_signal(merchant):
    merchant.synced(P, [review("r1", body="Beautiful but it runs small, size up.")])
    signals = text_signals(read(merchant, "r1"))
    assert signals, "no fit signal extracted from review text"
    overall = [s for s in signals if s["dimension_code"] == "overall"]
    assert overall and overall[0]["score"] <= -0.33
    assert -1.0 <= overall[0]["score"] <= 1.0
    assert 0 <= overall[0]["confidence"] <= 1
    assert isinstance(overall[0]["evidence"], str) and overall[0]["evidence"]
    assert overall[0]["evidence"].lower() in "beautiful but it runs small, size up."


def test_runs_large_is_loose_and_true_to_size_is_neutral(merchant):
    merchant.synced(
        P,
        [
            review("big", body="It runs large, I should have sized down."),
            review("tts", body="Fits true to size."),
        ],
    )
    big = [s for s in text_signals(read(merchant, "big")) if s["dimension_code"] == "overall"]
    tts = [s for s in text_signals(read(merchant, "tts")) if s["dimension_code"] == "overall"]
    assert big and big[0]["score"] >= 0.33
    assert tts and -0.33 < tts[0]["score"] < 0.33


def test_dimension_specific_text_signal(merchant):
    merchant.synced(P, [review("r1", body="The waist is too tight but the length is fine.")])
    codes = {s["dimension_code"] for s in text_signals(read(merchant, "r1"))}
    assert "waist" in codes
    assert codes <= DIMENSIONS


def test_structured_signal_is_kept_as_overall_structured(merchant):
    sent = {"score": -0.8, "confidence": 0.9, "evidence": "Runs small (vote)"}
    merchant.synced(P, [review("r1", body="Lovely colour.", fit_signals=[sent])])
    structured = [
        s for s in read(merchant, "r1")["fit_signals"] if s["source_kind"] == "structured"
    ]
    assert len(structured) == 1
    assert structured[0]["dimension_code"] == "overall"
    assert structured[0]["score"] == -0.8
    assert structured[0]["confidence"] == 0.9


def test_structured_and_extracted_signals_both_appear(merchant):
    sent = {"score": 0, "confidence": 1, "evidence": "True to size", "source_kind": "structured"}
    merchant.synced(P, [review("r1", body="Runs small in the chest.", fit_signals=[sent])])
    kinds = {s["source_kind"] for s in read(merchant, "r1")["fit_signals"]}
    assert kinds == {"structured", "review_text"}


def test_extracted_measurements_are_normalized_to_cm_and_kg(merchant):
    body = "I'm 5'6\" and 130 lbs, I usually wear a M and got the S."
    merchant.synced(P, [review("r1", body=body)])
    extracted = [
        m for m in read(merchant, "r1")["measurements"] if m.get("source_kind") == "review_text"
    ]
    assert extracted, "no measurements extracted"
    assert all(m["subject_kind"] == "reviewer" for m in extracted)
    values = {v["dimension_code"]: v for m in extracted for v in m["values"]}
    assert set(values) <= MEASUREMENT_DIMENSIONS
    assert values["height"]["unit"] == "cm"
    assert values["height"]["value"] == pytest.approx(167.6, abs=0.6)
    assert values["weight"]["unit"] == "kg"
    assert values["weight"]["value"] == pytest.approx(59.0, abs=0.5)


def test_sent_measurements_get_dimension_and_unit_in_read_shape(merchant):
    sent = {
        "subject_kind": "reviewer",
        "basis": "unknown",
        "source_kind": "public_review",
        "confidence": 0.5,
        "values": [{"raw_label": "Height", "raw_value": "5'4\"", "value": 64, "raw_unit": "in"}],
    }
    merchant.synced(P, [review("r1", body="Nice.", measurements=[sent])])
    mine = [
        m for m in read(merchant, "r1")["measurements"] if m.get("source_kind") == "public_review"
    ]
    assert len(mine) == 1
    value = mine[0]["values"][0]
    assert value["dimension_code"] == "height"
    assert value["unit"] == "cm"
    assert value["value"] == pytest.approx(162.56, abs=0.6)


def test_review_without_fit_content_has_no_text_signals(merchant):
    merchant.synced(P, [review("r1", body="Fast delivery, nice packaging.")])
    assert text_signals(read(merchant, "r1")) == []


def test_content_change_re_extracts(merchant):
    merchant.synced(P, [review("r1", body="Runs small.")])
    assert text_signals(read(merchant, "r1"))[0]["score"] <= -0.33
    merchant.synced(P, [review("r1", body="Runs large.")])
    assert text_signals(read(merchant, "r1"))[0]["score"] >= 0.33


# -- offline extractor --------------------------------------------------------------------


def test_extract_fit_command_reads_and_writes_json_lines(tmp_path):
    path = tmp_path / "in.jsonl"
    lines = [
        {"id": "a", "title": "Small", "body": "Runs small, size up. I'm 170 cm."},
        {"id": 7, "title": "", "body": "Fast shipping.", "language": "en"},
        {"id": "c", "title": "Zu klein", "body": "Fällt klein aus.", "language": "de"},
    ]
    path.write_text("\n".join(orjson.dumps(x).decode() for x in lines) + "\n")
    out = io.StringIO()
    call_command("extract_fit", str(path), stdout=out)
    rows = [orjson.loads(line) for line in out.getvalue().splitlines() if line.strip()]
    assert [r["id"] for r in rows] == ["a", 7, "c"]
    for row in rows:
        assert set(row) >= {"id", "fit_signals", "measurements"}
    a = rows[0]
    assert any(
        s["dimension_code"] == "overall"
        and s["score"] <= -0.33
        and s["source_kind"] == "review_text"
        for s in a["fit_signals"]
    )
    heights = [v for m in a["measurements"] for v in m["values"] if v["dimension_code"] == "height"]
    assert heights and heights[0]["unit"] == "cm" and heights[0]["value"] == pytest.approx(170)
    assert rows[1]["fit_signals"] == []


def test_extract_fit_reads_stdin(monkeypatch):
    monkeypatch.setattr(
        "sys.stdin", io.StringIO('{"id": "x", "title": "", "body": "Runs large"}\n')
    )
    out = io.StringIO()
    call_command("extract_fit", "-", stdout=out)
    (row,) = [orjson.loads(line) for line in out.getvalue().splitlines() if line.strip()]
    assert row["id"] == "x" and row["fit_signals"][0]["score"] >= 0.33


# -- digest -------------------------------------------------------------------------------


def test_digest_is_null_without_reviews(merchant):
    body = merchant.fit(product_id=P)
    assert body["digest"] is None
    assert body["reviews"] == []


def test_digest_shape_and_counts(merchant):
    merchant.synced(
        P,
        [
            review("s1", body="Runs small.", rating=4),
            review("s2", body="Runs small, size up.", rating=2),
            review("l1", body="Runs large.", rating=5),
            review("t1", body="True to size.", rating=3),
            review("n1", body="Fast delivery.", rating=5),
        ],
    )
    digest = merchant.fit(product_id=P)["digest"]
    assert digest is not None
    assert set(digest) >= {"product_id", "fit_revision_hash", "review_count", "signals", "built_at"}
    uuid.UUID(digest["product_id"])
    assert isinstance(digest["fit_revision_hash"], str) and digest["fit_revision_hash"]
    assert re.match(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d", digest["built_at"])
    assert digest["review_count"] == 5
    overall = next(s for s in digest["signals"] if s["dimension_code"] == "overall")
    assert set(overall) >= {
        "dimension_code",
        "evidence_count",
        "average_score",
        "tight_count",
        "neutral_count",
        "loose_count",
    }
    assert (overall["tight_count"], overall["neutral_count"], overall["loose_count"]) == (2, 1, 1)
    assert overall["evidence_count"] == 4
    assert -1 <= overall["average_score"] <= 1
    for signal in digest["signals"]:
        assert signal["dimension_code"] in DIMENSIONS
        assert (
            signal["tight_count"] + signal["neutral_count"] + signal["loose_count"]
            == (signal["evidence_count"])
        )
    if "average_rating" in digest:
        assert digest["average_rating"] == pytest.approx(3.8)


def test_thresholds_at_exactly_minus_and_plus_0_33(merchant):
    def vote(score):
        return [{"score": score, "confidence": 1, "evidence": "vote"}]

    merchant.synced(
        P,
        [
            review("a", body="Nice.", fit_signals=vote(-0.33)),
            review("b", body="Nice.", fit_signals=vote(-0.32)),
            review("c", body="Nice.", fit_signals=vote(0.32)),
            review("d", body="Nice.", fit_signals=vote(0.33)),
            review("e", body="Nice.", fit_signals=vote(-1)),
            review("f", body="Nice.", fit_signals=vote(1)),
        ],
    )
    digest = merchant.fit(product_id=P)["digest"]
    overall = next(s for s in digest["signals"] if s["dimension_code"] == "overall")
    assert (overall["tight_count"], overall["neutral_count"], overall["loose_count"]) == (2, 2, 2)
    assert overall["average_score"] == pytest.approx(0, abs=1e-6)
    assert bucket(-0.33) == "tight"


def test_review_count_is_analyzed_active_reviews(merchant):
    merchant.synced(P, [review("a", body="Runs small."), review("b", body="Runs large.")])
    assert merchant.fit(product_id=P)["digest"]["review_count"] == 2
    merchant.synced(P, [{"external_review_id": "b", "deleted": True}])
    assert merchant.fit(product_id=P)["digest"]["review_count"] == 1
    merchant.synced(P, [{"external_review_id": "a", "deleted": True}])
    assert merchant.fit(product_id=P)["digest"] is None


def test_fit_revision_hash_changes_only_with_included_versions(merchant):
    merchant.synced(P, [review("a", body="Runs small."), review("b", body="Runs large.")])
    h0 = merchant.fit(product_id=P)["digest"]["fit_revision_hash"]
    # Unchanged resend and a metadata-only change keep the hash.
    merchant.synced(P, [review("a", body="Runs small.")])
    assert merchant.fit(product_id=P)["digest"]["fit_revision_hash"] == h0
    merchant.synced(P, [review("a", body="Runs small.", helpful_count=9, badges=["x"])])
    assert merchant.fit(product_id=P)["digest"]["fit_revision_hash"] == h0
    # A new version changes it.
    merchant.synced(P, [review("a", body="Runs small in the waist.")])
    h1 = merchant.fit(product_id=P)["digest"]["fit_revision_hash"]
    assert h1 != h0
    # A new review changes it; deleting it changes it again.
    merchant.synced(P, [review("c", body="True to size.")])
    h2 = merchant.fit(product_id=P)["digest"]["fit_revision_hash"]
    assert h2 not in (h0, h1)
    merchant.synced(P, [{"external_review_id": "c", "deleted": True}])
    h3 = merchant.fit(product_id=P)["digest"]["fit_revision_hash"]
    assert h3 != h2
    # Stable across reads.
    assert merchant.fit(product_id=P)["digest"]["fit_revision_hash"] == h3


def test_catalog_change_does_not_change_fit_revision_hash(merchant):
    merchant.synced(P, [review("a", body="Runs small.")])
    h0 = merchant.fit(product_id=P)["digest"]["fit_revision_hash"]
    merchant.put_product(P, title="Renamed wrap dress", rating=4.5, review_count=10)
    assert merchant.fit(product_id=P)["digest"]["fit_revision_hash"] == h0


def test_digest_narrowed_to_variant_and_size(merchant):
    merchant.put_product(
        P,
        variants=[
            {"source_variant_id": "v-s", "option_values": {"size": "S"}, "available": True},
            {"source_variant_id": "v-m", "option_values": {"size": "M"}, "available": True},
        ],
    )
    merchant.synced(
        P,
        [
            review("s1", body="Runs small.", purchased_variant={"source_variant_id": "v-s"}),
            review(
                "m1",
                body="Runs large.",
                purchased_variant={"source_variant_id": "v-m", "option_values": {"size": "M"}},
            ),
            review("m2", body="Runs large.", purchased_variant={"label": "M"}),
        ],
    )
    whole = merchant.fit(product_id=P)["digest"]
    assert whole["review_count"] == 3
    by_variant = merchant.fit(product_id=P, variant_id="v-s")["digest"]
    uuid.UUID(by_variant["variant_id"])
    assert by_variant["review_count"] == 1
    assert by_variant["product_id"] == whole["product_id"]
    by_size = merchant.fit(product_id=P, size="M")["digest"]
    assert by_size["size_label"] == "M"
    assert by_size["review_count"] >= 1
    overall = next(s for s in by_size["signals"] if s["dimension_code"] == "overall")
    assert overall["loose_count"] >= 1 and overall["tight_count"] == 0


@pytest.mark.parametrize(
    ("value", "code", "unit", "number"),
    [
        ({"raw_label": "Height", "raw_value": "5'6\""}, "height", "cm", 167.64),
        ({"raw_label": "Height", "raw_value": "170", "raw_unit": "cm"}, "height", "cm", 170),
        ({"raw_label": "Height", "value": 170}, "height", "cm", 170),
        ({"raw_label": "Weight", "raw_value": "130 lbs"}, "weight", "kg", 58.97),
        ({"raw_label": "Weight", "value": 62}, "weight", "kg", 62),
        ({"raw_label": "Waist", "value": 30, "raw_unit": "in"}, "waist", "cm", 76.2),
        ({"raw_label": "Hips (cm)", "value": 98, "raw_unit": "cm"}, "hips", "cm", 98),
    ],
)
def test_sent_measurement_values_read_in_cm_and_kg(merchant, value, code, unit, number):
    sent = {"subject_kind": "reviewer", "values": [value]}
    merchant.synced(P, [review("r1", body="Nice.", measurements=[sent])])
    (read_value,) = read(merchant, "r1")["measurements"][0]["values"]
    assert read_value["dimension_code"] == code
    assert read_value["unit"] == unit
    assert read_value["value"] == pytest.approx(number, abs=0.05)


def test_sent_measurement_dimension_codes_stay_in_the_documented_set(merchant):
    labels = ["Underbust", "Bust", "Size worn", "Usual size", "Shoe size", "Inseam", "Chest"]
    sent = {"values": [{"raw_label": label, "raw_value": "80"} for label in labels]}
    merchant.synced(P, [review("r1", body="Nice.", measurements=[sent])])
    values = read(merchant, "r1")["measurements"][0]["values"]
    codes = [v.get("dimension_code") for v in values]
    assert codes == [None, "bust", "size_worn", "usual_size", None, "inseam", "chest"]
    assert set(filter(None, codes)) <= MEASUREMENT_DIMENSIONS
