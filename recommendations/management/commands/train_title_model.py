"""``manage.py train_title_model [--styles PATH]``: retrain the ranking's title priors.

Reads the "Fashion Product Images" table (``styles.csv.gz``: ``id``,
``productDisplayName``, ``articleType``, ``gender``), keeps its tuning part (the held-out
30 % by ``crc32(id) % 10 < 3`` never enters the models, so ``bench/recs_quality.py`` can
report it honestly) and writes ``recommendations/ranking/title_model.json.gz``: the kind
prior (article types) and the audience prior (genders as our audiences). The same table
gives the same file, byte for byte. No database.
"""

from __future__ import annotations

import csv
import gzip
import os
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from recommendations.ranking.title_model import MODEL_PATH, held_out, save, train

DEFAULT_STYLES = (
    Path(os.environ.get("FX_DATA_DIR", "/work/shared/data"))
    / "fashion_product_styles"
    / "styles.csv.gz"
)
# The table's genders as ranking.compat.AUDIENCES names.
AUDIENCE_OF_GENDER = {
    "Women": "women",
    "Men": "men",
    "Unisex": "unisex",
    "Girls": "girls",
    "Boys": "boys",
}


class Command(BaseCommand):
    help = "Train the ranking's kind and audience priors from the styles table (tuning part)."
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
                    (r["productDisplayName"], r["articleType"], r["gender"])
                    for r in csv.DictReader(f)
                    if r["productDisplayName"] and not held_out(r["id"])
                ]
        except (OSError, KeyError) as exc:
            raise CommandError(f"cannot read {path}: {exc}") from exc
        models = {
            "kind": train((title, kind) for title, kind, _g in rows if kind),
            "audience": train(
                (title, AUDIENCE_OF_GENDER[g]) for title, _k, g in rows if g in AUDIENCE_OF_GENDER
            ),
        }
        save(models, Path(out))
        self.stdout.write(
            f"{len(rows)} titles: {len(models['kind']['labels'])} kinds,"
            f" {len(models['audience']['labels'])} audiences -> {out}"
        )
