"""``manage.py train_kind_model [--styles PATH]``: retrain ``similar``'s kind prior.

Reads the "Fashion Product Images" table (``styles.csv.gz``: ``id``,
``productDisplayName``, ``articleType``), keeps its tuning part (the held-out 30 % by
``crc32(id) % 10 < 3`` never enters the model, so ``bench/recs_quality.py`` can report
it honestly) and writes ``recommendations/ranking/kind_model.json.gz``. The same table
gives the same file, byte for byte. No database.
"""

from __future__ import annotations

import csv
import gzip
import os
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from recommendations.ranking.kinds import MODEL_PATH, held_out, save, train

DEFAULT_STYLES = (
    Path(os.environ.get("FX_DATA_DIR", "/work/shared/data"))
    / "fashion_product_styles"
    / "styles.csv.gz"
)


class Command(BaseCommand):
    help = "Train similar's kind prior from the Fashion Product Images table (tuning part)."
    requires_system_checks: list[str] = []
    requires_migrations_checks = False

    def add_arguments(self, parser) -> None:
        parser.add_argument("--styles", default=str(DEFAULT_STYLES), help="styles.csv(.gz)")
        parser.add_argument("--out", default=str(MODEL_PATH), help="model file to write")

    def handle(self, *args, styles: str, out: str, **options) -> None:
        path = Path(styles)
        opener = gzip.open if path.suffix == ".gz" else open
        try:
            with opener(path, "rt", encoding="utf-8") as f:
                rows = [
                    (r["productDisplayName"], r["articleType"])
                    for r in csv.DictReader(f)
                    if r["productDisplayName"] and r["articleType"] and not held_out(r["id"])
                ]
        except (OSError, KeyError) as exc:
            raise CommandError(f"cannot read {path}: {exc}") from exc
        model = train(rows)
        save(model, Path(out))
        self.stdout.write(
            f"{len(rows)} titles, {len(model['kinds'])} kinds, {len(model['words'])} words -> {out}"
        )
