"""How well did the extractor read labelled reviews it had not yet been tuned on? Each set
scored by the extractor of the day before it arrived.

    .venv/bin/python bench/fit_prequential.py [--sets GLOB]

Every readable labelled set of ``bench/data`` (``bench.fit_sets``; the blind sets are never
run) was committed before any rule was written from it. The extractor of the commit just
before the set's first commit had therefore never seen its reviews: its output on the set is
a fresh reading, as on the hidden data (a prequential estimate). This bench takes each such
extractor from git (``git archive`` of ``reviews/extraction`` into a temp dir; the package is
pure), runs it on its set in a subprocess, reduces the signals as the scorer does
(``bench.fit_signal_errors``), and prints:

- per set, in the order the sets arrived: the fresh micro F1 (precision / recall) and no-fit
  false-positive rate, beside today's extractor on the same set (in-sample: tuned on it since);
- the pooled figures per kind of set (real English, written per language, the rest);
- for the pooled real English sets, the fresh precision of each (dimension, direction) the
  extractors proposed. Dropping a class of proposals raises micro F1 only where its precision is
  below F / 2 (F the micro F1): a proposal that is right adds two to 2TP and one to the
  denominator, a wrong one only one to the denominator.

Needs the repository's git history (a shallow clone has none). Writes nothing but temp dirs.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tarfile
import tempfile
from collections import Counter, defaultdict
from io import BytesIO
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._table import table
from bench.fit_sets import read_cases, readable_sets
from bench.fit_signal_errors import figures, reduce
from reviews.extraction import EXTRACTOR_VERSION, extract_fit

ROOT = Path(__file__).resolve().parents[1]

# Run inside the archived tree: prints the version, then one line per case with its raw
# signals. The result was a dict in early versions and is a FitExtraction now.
_CHILD = """
import json, sys
import reviews.extraction as x
print(json.dumps(getattr(x, "EXTRACTOR_VERSION", "?")))
for line in open(sys.argv[1], encoding="utf-8"):
    if not line.strip():
        continue
    case = json.loads(line)
    r = x.extract_fit(case.get("title"), case.get("body"), case.get("language"))
    signals = r.fit_signals if hasattr(r, "fit_signals") else r["signals"]
    print(json.dumps([[s["dimension_code"], float(s["score"])] for s in signals]))
"""


def first_commit(path: Path) -> tuple[str, str] | None:
    """The commit that added ``path`` and its date, or None without history."""
    out = subprocess.run(
        ["git", "-C", str(ROOT), "log", "--diff-filter=A", "--format=%H %cI", "--", str(path)],
        capture_output=True,
        text=True,
        check=False,
    ).stdout.split()
    return (out[-2], out[-1]) if len(out) >= 2 else None


def archived_extractor(commit: str, into: Path) -> Path:
    """``reviews/extraction`` as it was at ``commit``, unpacked under ``into``."""
    tree = into / commit[:12]
    if not tree.exists():
        blob = subprocess.run(
            ["git", "-C", str(ROOT), "archive", "--format=tar", commit, "reviews/extraction"],
            capture_output=True,
            check=True,
        ).stdout
        with tarfile.open(fileobj=BytesIO(blob)) as tar:
            tar.extractall(tree, filter="data")
        (tree / "reviews" / "__init__.py").touch()
    return tree


def fresh_predictions(tree: Path, path: Path) -> tuple[str, list[dict]]:
    """The archived extractor's version and its reduced signals for each case of ``path``."""
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, str(path)],
        cwd=tree,
        env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        check=True,
    )
    lines = done.stdout.splitlines()
    preds = []
    for line in lines[1:]:
        preds.append(reduce([{"dimension_code": d, "score": s} for d, s in json.loads(line)]))
    return json.loads(lines[0]), preds


def kind(path: Path, case: dict) -> str:
    """The pool a case belongs to: real English, written by its language, or its set's kind."""
    name = path.name.removeprefix("fit_extra_").removesuffix(".jsonl")
    if name.startswith("real"):
        return "real en"
    if name.startswith("written"):
        return "written " + (case.get("language") or "en")
    return name.rstrip("_0123456789")


def class_precision(rows: list[tuple[dict, dict]]) -> dict[tuple[str, int], Counter]:
    """Right and wrong proposals per (dimension, direction) over ``(gold, pred)`` rows."""
    counts: dict[tuple[str, int], Counter] = defaultdict(Counter)
    for gold, pred in rows:
        for dim, direction in pred.items():
            counts[(dim, direction)][gold.get(dim) == direction] += 1
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", default="fit_extra_*.jsonl", help="glob under bench/data")
    args = parser.parse_args()
    paths = readable_sets(args.sets)
    found = {path: first_commit(path.relative_to(ROOT)) for path in paths}
    if not any(found.values()):
        print("no git history for bench/data: run this in a full clone")
        return
    per_set, pools, pools_now = [], defaultdict(list), defaultdict(list)
    with tempfile.TemporaryDirectory() as tmp:
        for path in sorted(paths, key=lambda p: (found[p] or ("", ""))[1]):
            if found[path] is None:
                continue
            commit, date = found[path]
            cases = read_cases([path])
            try:
                tree = archived_extractor(commit + "^", Path(tmp))
                version, preds = fresh_predictions(tree, path)
            except subprocess.CalledProcessError as exc:
                stderr = exc.stderr or ""
                print(f"{path.name}: the extractor before {commit[:9]} failed ({stderr[-120:]!r})")
                continue
            gold = [{dim: int(v) for dim, v in case["expect"]["signals"].items()} for case in cases]
            now = [
                reduce(
                    extract_fit(
                        case.get("title"), case.get("body"), case.get("language")
                    ).fit_signals
                )
                for case in cases
            ]
            fresh_rows = list(zip(gold, preds, strict=True))
            now_rows = list(zip(gold, now, strict=True))
            for case, fresh_row, now_row in zip(cases, fresh_rows, now_rows, strict=True):
                pool = kind(path, case)
                pools[pool].append(fresh_row)
                pools_now[pool].append(now_row)
            f, n = figures(fresh_rows), figures(now_rows)
            per_set.append(
                [
                    date[:16].replace("T", " "),
                    path.name.removeprefix("fit_extra_").removesuffix(".jsonl"),
                    len(cases),
                    version,
                    f"{f['micro']:.3f} ({f['prec']:.2f}/{f['rec']:.2f})",
                    f["nofit_fp"],
                    n["micro"],
                ]
            )
    print(
        table(
            "Each set read by the extractor of the day before it arrived (fresh) and by today's "
            f"({EXTRACTOR_VERSION}, tuned on it since)",
            [
                "set added",
                "set",
                "reviews",
                "fresh version",
                "fresh micro (P/R)",
                "no-fit fp",
                "today micro",
            ],
            per_set,
        )
    )
    rows = []
    for pool in sorted(pools):
        f, n = figures(pools[pool]), figures(pools_now[pool])
        rows.append(
            [
                pool,
                len(pools[pool]),
                f["micro"],
                f["prec"],
                f["rec"],
                f["macro"],
                f["nofit_fp"],
                n["micro"],
            ]
        )
    print()
    print(
        table(
            "Pooled per kind of set",
            ["kind", "reviews", "fresh micro", "P", "R", "macro", "no-fit fp", "today micro"],
            rows,
        )
    )
    real = pools.get("real en")
    if real:
        fresh_f = figures(real)["micro"]
        counts = class_precision(real)
        rows = []
        for (dim, direction), c in sorted(counts.items(), key=lambda kv: -sum(kv[1].values())):
            precision = c[True] / (c[True] + c[False])  # every class has a proposal
            drop = "drop helps" if precision < fresh_f / 2 else ""
            rows.append([f"{dim} {direction:+d}", c[True], c[False], precision, drop])
        print()
        print(
            table(
                f"Fresh precision per proposal class, real English (F = {fresh_f:.3f}: dropping a "
                f"class helps micro F1 only below F/2 = {fresh_f / 2:.3f})",
                ["class", "right", "wrong", "precision", ""],
                rows,
            )
        )


if __name__ == "__main__":
    main()
