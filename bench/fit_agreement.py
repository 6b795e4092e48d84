"""How far a second, careful reader agrees with the official fit labels: the ceiling the
extractor's figures are read against.

    .venv/bin/python bench/fit_agreement.py [--scorer PATH]

``bench/data/agreement/tune_reader_{1,2,3}.jsonl`` hold the official TUNE real English
cases (``crc32(id) % 10 >= 3`` of ``../shared/data/fit_dev/real_cases.jsonl``, 332 reviews)
labelled again by three helpers who read ``fit-labels.md`` and nothing else: no labelled
file, no extractor run (their brief: docs/reviews.md, fit-text-32). The shared scorer compares
their labels with the official ones exactly as it compares the extractor's output (this
script stands in for ``manage.py extract_fit -`` through ``--cmd``), and the extractor is
scored on the same cases and on the held-out part beside them. Writes nothing but temp files.
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._table import table
from bench.fit_quality import _LAST, _MICRO, ROOT, SHARED, is_holdout, score

READERS = sorted((ROOT / "bench" / "data" / "agreement").glob("tune_reader_*.jsonl"))
_OVERALL = re.compile(r"overall direction: (\d+)/(\d+) correct")


def emit(paths: list[str]) -> None:
    """Print the readers' labels for the cases on stdin as extractor output lines."""
    labels = {}
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            if line.strip():
                case = json.loads(line)
                labels[case["id"]] = case["expect"]
    for line in sys.stdin:
        if not line.strip():
            continue
        case_id = json.loads(line)["id"]
        expect = labels.get(case_id)
        if expect is None:
            continue
        signals = [
            {"dimension_code": dim, "score": float(direction)}
            for dim, direction in expect.get("signals", {}).items()
        ]
        measurements = [
            {"dimension_code": key, "size_label": str(value), "raw_value": str(value)}
            if key in ("size_worn", "usual_size")
            else {"dimension_code": key, "value": value}
            for key, value in expect.get("measurements", {}).items()
        ]
        print(json.dumps({"id": case_id, "fit_signals": signals, "measurements": measurements}))


def figures(report: str) -> list[object]:
    """micro F1, precision, recall, macro F1, overall direction and measurements, as the
    scorer's report gives them."""
    last, micro, overall = _LAST.search(report), _MICRO.search(report), _OVERALL.search(report)
    return [
        float(micro["f"]),
        float(micro["p"]),
        float(micro["r"]),
        float(micro["m"]),
        int(overall[1]) / int(overall[2]),
        float(last["meas"]),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scorer", type=Path, default=SHARED / "fit_eval" / "score.py")
    parser.add_argument("--emit", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.emit:
        emit(args.emit)
        return
    rows = [json.loads(x) for x in (SHARED / "data" / "fit_dev" / "real_cases.jsonl").open()]
    read = {json.loads(x)["id"] for p in READERS for x in p.open() if x.strip()}
    with tempfile.TemporaryDirectory() as tmp:
        tune, held = Path(tmp) / "tune.jsonl", Path(tmp) / "held.jsonl"
        tune.write_text("".join(json.dumps(r) + "\n" for r in rows if r["id"] in read))
        held.write_text("".join(json.dumps(r) + "\n" for r in rows if is_holdout(r["id"])))
        readers = " ".join(shlex.quote(str(p)) for p in READERS)
        emit_cmd = f"{shlex.quote(sys.executable)} {shlex.quote(__file__)} --emit {readers}"
        results = [
            ["second reader vs official", "TUNE", len(read),
             *figures(score(args.scorer, tune, emit_cmd))],
            ["extractor (tuned on it)", "TUNE", len(read), *figures(score(args.scorer, tune))],
            ["extractor", "HOLDOUT", sum(map(is_holdout, (r["id"] for r in rows))),
             *figures(score(args.scorer, held))],
        ]  # fmt: skip
    print(
        table(
            "Real English fit labels: a second reader against the official labels, and the "
            "extractor",
            ["labels", "part", "n", "micro F1", "prec", "rec", "macro F1", "overall", "meas"],
            results,
        )
    )


if __name__ == "__main__":
    main()
