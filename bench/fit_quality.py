"""Fit extractor quality on the labelled development set, tuned part and held-out part.

    .venv/bin/python bench/fit_quality.py [--data DIR] [--scorer PATH]

The cases of ``../shared/data/fit_dev/{real,written}_cases.jsonl`` are split for good by
``zlib.crc32(id) % 10 < 3`` (HOLDOUT, about 30 %) against the rest (TUNE). Rules are written
looking at TUNE errors only; HOLDOUT is the estimate for reviews the extractor never saw.
Each part is scored by the shared scorer (``../shared/fit_eval/score.py``, which runs
``manage.py extract_fit -`` of this checkout), and its figures are printed as tables:
micro/macro F1 of the signals, overall direction, measurements, ``size_worn``, the
no-fit false-positive rate, and the same per language. Writes nothing but temp files.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._table import table

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
FILES = ("written", "real")
PARTS = ("tune", "holdout")

_LAST = re.compile(
    r"fit_eval: macro_f1=(?P<macro>[\d.]+) micro_f1=(?P<micro>[\d.]+)"
    r" overall_acc=(?P<overall>[\d.]+) meas_acc=(?P<meas>[\d.]+) fp_rate=(?P<fp>[\d.]+)"
)
_MICRO = re.compile(
    r"micro: prec=(?P<p>[\d.]+) rec=(?P<r>[\d.]+) f1=(?P<f>[\d.]+)\s+macro f1=(?P<m>[\d.]+)"
)
_SIZE_WORN = re.compile(r"^\s+size_worn\s+(\d+)\s+(\d+)\s+([\d.-]+)", re.M)
_FIELD = re.compile(
    r"^\s+(?P<key>[a-z_]+)\s+(?P<gold>\d+)\s+(?P<right>\d+)\s+(?P<acc>[\d.]+|-)"
    r"\s+(?P<pred>\d+)\s+(?P<prec>[\d.]+|-)$",
    re.M,
)
_LANG = re.compile(
    r"^\s+(?P<lang>[a-z]{2})\s+(?P<cases>\d+)\s+(?P<micro>[\d.]+)\s+(?P<macro>[\d.]+)\s+(?P<overall>[\d.]+)"
    r"\s+(?P<meas>[\d.]+)\s+(?P<fp>[\d.]+)",
    re.M,
)


def is_holdout(case_id: str) -> bool:
    """The fixed split shared by everyone tuning the extractor."""
    return zlib.crc32(case_id.encode()) % 10 < 3


def split(source: Path, target: Path) -> dict[str, Path]:
    """Write ``<part>.jsonl`` files of one cases file; returns their paths by part."""
    lines = {part: [] for part in PARTS}
    for line in source.read_text(encoding="utf-8").splitlines():
        if line.strip():
            case = json.loads(line)
            lines["holdout" if is_holdout(case["id"]) else "tune"].append(line)
    paths = {}
    for part, rows in lines.items():
        paths[part] = target / f"{source.stem}_{part}.jsonl"
        paths[part].write_text("\n".join(rows) + "\n", encoding="utf-8")
    return paths


def score(scorer: Path, cases: Path, cmd: str | None = None) -> str:
    """The scorer's report on ``cases``, of this checkout's extractor or of ``cmd`` (a command
    that answers as ``manage.py extract_fit -`` does)."""
    env = dict(os.environ, ACC_PYTHON=sys.executable, ACC_CHECKOUT=str(ROOT))
    done = subprocess.run(
        [sys.executable, str(scorer), "--cases", str(cases), "--repeat", "0"]
        + (["--cmd", cmd] if cmd else []),
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if not _LAST.search(done.stdout):
        raise SystemExit(f"scorer failed on {cases}:\n{done.stdout}\n{done.stderr}")
    return done.stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=SHARED / "data" / "fit_dev")
    parser.add_argument("--scorer", type=Path, default=SHARED / "fit_eval" / "score.py")
    args = parser.parse_args()

    rows, lang_rows, field_rows = [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        for name in FILES:
            paths = split(args.data / f"{name}_cases.jsonl", Path(tmp))
            for part in PARTS:
                out = score(args.scorer, paths[part])
                last, micro = _LAST.search(out), _MICRO.search(out)
                worn = _SIZE_WORN.search(out)
                langs = list(_LANG.finditer(out.split("by language:", 1)[1]))
                fields = out.split("\nmeasurements (", 1)[1].split("by language:", 1)[0]
                for m in _FIELD.finditer(fields):
                    if m["key"] != "all" and int(m["gold"]):
                        field_rows.append(
                            [
                                name,
                                part,
                                m["key"],
                                int(m["gold"]),
                                int(m["right"]),
                                float(m["acc"]),
                                int(m["pred"]),
                                float(m["prec"]) if m["prec"] != "-" else None,
                            ]
                        )
                cases = sum(int(m["cases"]) for m in langs)
                rows.append(
                    [
                        name,
                        part,
                        cases,
                        float(micro["f"]),
                        float(micro["p"]),
                        float(micro["r"]),
                        float(micro["m"]),
                        float(last["overall"]),
                        float(last["meas"]),
                        float(worn.group(3)) if worn and worn.group(3) != "-" else None,
                        float(last["fp"]),
                    ]
                )
                for m in langs:
                    lang_rows.append(
                        [
                            name,
                            part,
                            m["lang"],
                            int(m["cases"]),
                            float(m["micro"]),
                            float(m["macro"]),
                            float(m["overall"]),
                            float(m["meas"]),
                            float(m["fp"]),
                        ]
                    )
    print(
        table(
            "Fit extractor on the fit_dev cases (holdout: crc32(id) % 10 < 3, never tuned on)",
            [
                "cases",
                "part",
                "n",
                "micro F1",
                "prec",
                "rec",
                "macro F1",
                "overall",
                "measurements",
                "size_worn",
                "no-fit fp",
            ],
            rows,
        )
    )
    print()
    print(
        table(
            "Per language",
            ["cases", "part", "lang", "n", "micro F1", "macro F1", "overall", "meas", "no-fit fp"],
            lang_rows,
        )
    )
    print()
    print(
        table(
            "Measurements per field (acc = right / labelled, prec = right / predicted)",
            ["cases", "part", "field", "labelled", "right", "acc", "predicted", "prec"],
            field_rows,
        )
    )


if __name__ == "__main__":
    main()
