"""Dump `extract_fit` over a broad unlabelled corpus, to check that a speed change keeps
every output byte-identical; prints a hash per corpus and writes one JSON line per
extraction.

    .venv/bin/python bench/extraction_identity.py OUT.jsonl [--quick]

Run it in two trees (each with its own .venv) and compare the hashes (or diff the files).
Texts: the 1,000 Women's E-Commerce Clothing Reviews, the 2,533 unlabelled real reviews of
``bench/data/wcr_mine_*.jsonl``, a local copy of the full CSV when there is one
(/work/wcr/full.csv, columns Title, ReviewText; its first 1,500 rows with --quick; skipped
when absent), the RTR review texts, each with language "en" and with no language; the
readable labelled cases (TUNE parts and bench/data/fit_extra_*.jsonl except the blind sets)
with their language, with none, upper-cased and title-cased, and forced to each of
en/de/fr/es.
"""

from __future__ import annotations

import csv
import gzip
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.fit_sets import read_cases, readable_sets  # noqa: E402
from reviews.extraction import extract_fit  # noqa: E402

SHARED = Path("/work/shared/data")
WCR = SHARED / "womens_clothing_reviews/reviews_first1000.csv.gz"
WCR_FULL = Path("/work/wcr/full.csv")
RTR = SHARED / "renttherunway/renttherunway_final_data_first100.jsonl.gz"
SPLIT = Path("/tmp/split")


def _corpora(quick: bool) -> dict[str, list[tuple[str | None, str | None, str | None]]]:
    out: dict[str, list[tuple[str | None, str | None, str | None]]] = {}
    with gzip.open(WCR, "rt", encoding="utf-8", newline="") as fh:
        wcr = [(r["Title"], r["Review Text"]) for r in csv.DictReader(fh)]
    wcr += [(c["title"], c["body"]) for c in read_cases(readable_sets("wcr_mine_*.jsonl"))]
    if WCR_FULL.exists():
        with WCR_FULL.open(encoding="utf-8", newline="") as fh:
            full = [(r["Title"], r["ReviewText"]) for r in csv.DictReader(fh)]
        wcr += full[:1500] if quick else full
    with gzip.open(RTR, "rt", encoding="utf-8") as fh:
        rtr = [(r.get("review_summary"), r.get("review_text")) for r in map(json.loads, fh)]
    for name, texts in (("wcr", wcr), ("rtr", rtr)):
        out[f"{name} en"] = [(t, b, "en") for t, b in texts]
        out[f"{name} none"] = [(t, b, None) for t, b in texts]
    labelled = read_cases(sorted(SPLIT.glob("*_tune.jsonl")) + readable_sets())
    cases = [(c.get("title"), c.get("body"), c.get("language")) for c in labelled]
    out["cases own"] = cases
    out["cases none"] = [(t, b, None) for t, b, _ in cases]
    up = [((t or "").upper(), (b or "").upper(), lang) for t, b, lang in cases]
    out["cases upper"] = up
    out["cases title"] = [((t or "").title(), (b or "").title(), lang) for t, b, lang in cases]
    for lang in ("en", "de", "fr", "es"):
        out[f"cases forced {lang}"] = [(t, b, lang) for t, b, _ in cases]
    return out


def main() -> None:
    out_path = Path(sys.argv[1])
    quick = "--quick" in sys.argv
    total = hashlib.sha256()
    with out_path.open("w", encoding="utf-8") as out:
        for name, texts in _corpora(quick).items():
            h = hashlib.sha256()
            for title, body, lang in texts:
                r = extract_fit(title, body, lang)
                line = json.dumps(
                    {"f": r.fit_signals, "m": r.measurements}, sort_keys=True, ensure_ascii=False
                )
                out.write(f"{name}\t{line}\n")
                h.update(line.encode())
                total.update(line.encode())
            print(f"{name:18} {len(texts):6}  {h.hexdigest()[:16]}")
    print(f"{'all':18} {'':6}  {total.hexdigest()[:16]}")


if __name__ == "__main__":
    main()
