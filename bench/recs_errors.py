"""Tuning-part errors of ``similar`` and ``complete_the_look`` on the styles table.

    .venv/bin/python bench/recs_errors.py [--part tuning|tuning-3000] [--top 25]

Lists only the tuning part (``bench/recs_quality.held_out`` is never read here): the
(context articleType -> returned articleType) confusions of ``similar`` with the fine
categories involved and example titles, and for ``complete_the_look`` the contexts per
labelled usage with their inferred occasion and the usages of what they got.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.recs_quality import (
    SAMPLES,
    SEED,
    K,
    _sample,
    held_out,
    label_slot,
    load_styles,
    styles_records,
)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--part", default="tuning-3000", choices=["tuning", "tuning-3000"])
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--examples", type=int, default=3)
    args = parser.parse_args()

    import django

    django.setup()
    from recommendations.ranking import Query, build_index, rank
    from recommendations.ranking.index import FINES

    tuning = [r for r in load_styles() if not held_out(r)]
    rows = _sample(tuning, 3000) if args.part == "tuning-3000" else tuning
    index = build_index(styles_records(rows, False))
    rng = random.Random(SEED)
    n = len(rows)

    confusions: Counter = Counter()
    examples: dict[tuple, list[str]] = defaultdict(list)
    for c in rng.sample(range(n), min(SAMPLES, n)):
        ctx = rows[c]
        got = [i for i, _s in rank(index, Query("similar", [c], limit=K))]
        for i in got:
            if rows[i]["articleType"] != ctx["articleType"]:
                key = (ctx["articleType"], rows[i]["articleType"])
                confusions[key] += 1
                if len(examples[key]) < args.examples:
                    examples[key].append(
                        f"{ctx['productDisplayName']!r} [{FINES[index.fine[c]]}] -> "
                        f"{rows[i]['productDisplayName']!r} [{FINES[index.fine[i]]}]"
                    )
    total = sum(confusions.values())
    print(f"similar: {total} items of another articleType over {SAMPLES} contexts")
    for key, count in confusions.most_common(args.top):
        print(f"{count:5d}  {key[0]} -> {key[1]}")
        for line in examples[key]:
            print(f"         {line}")

    outfit = [i for i, r in enumerate(rows) if label_slot(r) in
              {"top", "bottom", "one_piece", "footwear", "outerwear"}
              and r["usage"] not in ("", "NA")]  # fmt: skip
    by_usage: dict[str, list[float]] = defaultdict(list)
    inferred: dict[str, Counter] = defaultdict(Counter)
    got_usage: dict[str, Counter] = defaultdict(Counter)
    bad_examples: dict[str, list[str]] = defaultdict(list)
    for c in rng.sample(outfit, min(SAMPLES, len(outfit))):
        ctx = rows[c]
        got = [i for i, _s in rank(index, Query("complete_the_look", [c], limit=K))]
        if not got:
            continue
        share = sum(rows[i]["usage"] == ctx["usage"] for i in got) / len(got)
        by_usage[ctx["usage"]].append(share)
        inferred[ctx["usage"]][index.primary_occasion(c) or "-"] += 1
        for i in got:
            got_usage[ctx["usage"]][(label_slot(rows[i]), rows[i]["usage"])] += 1
        if share < 0.5 and len(bad_examples[ctx["usage"]]) < args.examples * 3:
            occ = " ".join(f"{x:.2f}" for x in index.occasion[c])
            shown = [f"{rows[i]['productDisplayName']} ({rows[i]['usage']})" for i in got[:6]]
            bad_examples[ctx["usage"]].append(
                f"{share:.2f} {ctx['productDisplayName']!r} occ[{occ}] -> " + "; ".join(shown)
            )
    print("\ncomplete_the_look by context usage (contexts, mean same usage, inferred primary)")
    for usage, shares in sorted(by_usage.items(), key=lambda kv: -len(kv[1])):
        print(
            f"{usage:10s} {len(shares):4d} {sum(shares) / len(shares):.3f}  "
            f"{dict(inferred[usage].most_common(6))}"
        )
        print(f"           got (slot, usage): {dict(got_usage[usage].most_common(10))}")
        for line in bad_examples[usage]:
            print(f"           {line}")


if __name__ == "__main__":
    main()
