"""Build ``fit_devset.jsonl`` from the hand labels beside this file.

Selection: the first 200 rows (index 0..199, file order) of
``/work/shared/data/womens_clothing_reviews/reviews_first1000.csv.gz``, labelled in
``wcr_labels.txt``, plus the hand-written German, French and Spanish cases in
``synthetic_labels.txt``. Re-running gives the same file::

    python bench/data/make_fit_devset.py > bench/data/fit_devset.jsonl

Record shape: ``id``, ``source`` (``womens_clothing_reviews`` or ``synthetic``), ``row`` and
``clothing_id`` (real rows), ``language``, ``title``, ``body``, ``fit`` (dimension_code ->
-1/0/+1; ``{}`` when the review says nothing about fit) and ``measurements``
(dimension_code -> list of acceptable values: numbers in cm/kg, labels as strings).

Label conventions (decided before writing rules):
- bra sizes count as a bust measurement, estimated as band + cup (A=1", B=2", C=3", D=4",
  DD/E=5", DDD/F=6", G=7" ...) in inches, converted to cm;
- petite sizes get a ``P`` suffix (``SP``, ``XSP``, ``0P``); alpha sizes are upper-case codes.
"""

from __future__ import annotations

import csv
import gzip
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = Path("/work/shared/data/womens_clothing_reviews/reviews_first1000.csv.gz")
DIMS = {"o": "overall", "len": "length", "sh": "shoulders", "sl": "sleeves"}
MEAS = {"h": "height", "w": "weight", "sw": "size_worn", "us": "usual_size"}
CUPS = {"AA": 0, "A": 1, "B": 2, "C": 3, "D": 4, "DD": 5, "E": 5, "DDD": 6, "F": 6, "G": 7}


def _length_cm(text: str) -> float:
    if m := re.fullmatch(r"(\d+)'(\d+(?:\.\d+)?)\"", text):
        return round((int(m[1]) * 12 + float(m[2])) * 2.54, 1)
    if m := re.fullmatch(r"(\d+(?:\.\d+)?)in", text):
        return round(float(m[1]) * 2.54, 1)
    if m := re.fullmatch(r"(\d+(?:\.\d+)?)cm", text):
        return float(m[1])
    if m := re.fullmatch(r"(\d\d)([A-G]+)", text):
        return round((int(m[1]) + CUPS[m[2]]) * 2.54, 1)
    raise ValueError(text)


def _weight_kg(text: str) -> float:
    if m := re.fullmatch(r"(\d+(?:\.\d+)?)lb", text):
        return round(float(m[1]) * 0.45359237, 1)
    if m := re.fullmatch(r"(\d+(?:\.\d+)?)kg", text):
        return float(m[1])
    raise ValueError(text)


def parse_fit(text: str) -> dict[str, int]:
    out = {}
    for token in text.split():
        m = re.fullmatch(r"([a-z]+)([-+]?[01])", token)
        if not m:
            raise ValueError(token)
        out[DIMS.get(m[1], m[1])] = int(m[2])
    return out


def parse_measurements(text: str) -> dict[str, list]:
    out: dict[str, list] = {}
    for token in text.split():
        key, _, value = token.partition("=")
        dim = MEAS.get(key, key)
        values = value[1:-1].split(",") if value.startswith("[") else [value]
        if dim in ("size_worn", "usual_size"):
            out[dim] = values
        elif dim == "weight":
            out[dim] = [_weight_kg(v) for v in values]
        else:
            out[dim] = [_length_cm(v) for v in values]
    return out


def _lines(name: str):
    for line in (HERE / name).read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            yield [part.strip() for part in line.split("|")]


def build() -> list[dict]:
    with gzip.open(SOURCE, "rt", encoding="utf-8", newline="") as fh:
        rows = {int(r[""]): r for r in csv.DictReader(fh)}
    records = []
    for row, fit, meas in _lines("wcr_labels.txt"):
        src = rows[int(row)]
        records.append(
            {
                "id": f"wcr-{row}",
                "source": "womens_clothing_reviews",
                "row": int(row),
                "clothing_id": src["Clothing ID"],
                "language": "en",
                "title": src["Title"],
                "body": src["Review Text"],
                "fit": parse_fit(fit),
                "measurements": parse_measurements(meas),
            }
        )
    counters: dict[str, int] = {}
    for lang, title, body, fit, meas in _lines("synthetic_labels.txt"):
        counters[lang] = counters.get(lang, 0) + 1
        records.append(
            {
                "id": f"syn-{lang}-{counters[lang]}",
                "source": "synthetic",
                "language": lang,
                "title": title,
                "body": body,
                "fit": parse_fit(fit),
                "measurements": parse_measurements(meas),
            }
        )
    return records


if __name__ == "__main__":
    for record in build():
        sys.stdout.write(json.dumps(record, ensure_ascii=False) + "\n")
