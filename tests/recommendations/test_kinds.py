"""similar's learned kind prior: training, prediction and its place in the ranking."""

from __future__ import annotations

import csv
import gzip
from pathlib import Path

import numpy as np
import pytest
from django.core.management import call_command

from recommendations.ranking import Query, rank
from recommendations.ranking import kinds as kinds_module
from recommendations.ranking.kinds import KindModel, held_out, kind_model, save, train
from tests.recommendations.factories import index_of_titles

SHOES = [
    ("Nike Men Air Zoom Black Shoe", "Sports Shoes"),
    ("Nike Men Air Pegasus White Shoe", "Sports Shoes"),
    ("Nike Women Air Vivus Grey Shoe", "Sports Shoes"),
    ("Reebok Men Zigtech Blue Shoe", "Sports Shoes"),
    ("Woodland Men Brown Shoes", "Casual Shoes"),
    ("Woodland Men Black Shoes", "Casual Shoes"),
    ("Lee Cooper Men Brown Shoes", "Casual Shoes"),
    ("Red Tape Men Black Leather Shoes", "Formal Shoes"),
]


def _model(rows=SHOES) -> KindModel:
    return KindModel(train(rows))


def test_a_title_gets_the_kind_its_words_were_seen_with():
    model = _model()
    codes, probs = model.predict(["Nike Men Air Max Red Shoe", "Woodland Men Tan Shoes"])
    assert [model.kinds[c] for c in codes] == ["Sports Shoes", "Casual Shoes"]
    assert all(0.5 < p <= 1.0 for p in probs)


def test_colour_words_say_nothing_about_the_kind():
    model = _model()
    assert kinds_module.features("Woodland Men Brown Shoes") == kinds_module.features(
        "Woodland Men Shoes"
    )
    codes, probs = model.predict(["Woodland Men Red Shoes", "Woodland Men Blue Shoes"])
    assert codes[0] == codes[1] and probs[0] == probs[1]


def test_a_title_with_no_known_word_gets_the_prior():
    model = _model()
    codes, probs = model.predict(["Zzyzx", None, ""])
    # the most frequent kind of the training titles, the same for every such title
    assert {model.kinds[c] for c in codes} == {"Sports Shoes"}
    assert np.allclose(probs, probs[0]) and probs[0] < 0.5


def test_predictions_do_not_depend_on_the_batch(monkeypatch):
    titles = [t for t, _k in SHOES] * 3 + ["Nike Black Shoes", "Red Tape Shoe"]
    model = _model()
    whole = model.predict(titles)
    monkeypatch.setattr(kinds_module, "_BATCH", 4)
    batched = model.predict(titles)
    one_by_one = [model.predict([t]) for t in titles]
    assert np.array_equal(whole[0], batched[0]) and np.allclose(whole[1], batched[1])
    assert [int(c[0]) for c, _p in one_by_one] == whole[0].tolist()
    assert model.predict([])[0].shape == (0,)


def test_training_is_deterministic(tmp_path):
    save(train(SHOES), tmp_path / "a.json.gz")
    save(train(list(reversed(SHOES))), tmp_path / "b.json.gz")
    assert (tmp_path / "a.json.gz").read_bytes() == (tmp_path / "b.json.gz").read_bytes()


def test_the_command_trains_on_the_tuning_part_only(tmp_path):
    styles = tmp_path / "styles.csv.gz"
    # ids whose hash puts them in the held-out 30 %, and ids that are not
    held = [i for i in range(200) if held_out(str(i))][:3]
    tuning = [i for i in range(200) if not held_out(str(i))][: len(SHOES)]
    with gzip.open(styles, "wt", encoding="utf-8", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["id", "articleType", "productDisplayName"])
        for pid, (title, kind) in zip(tuning, SHOES, strict=True):
            writer.writerow([pid, kind, title])
        for pid in held:
            writer.writerow([pid, "Watches", "Titan Men Black Watch"])
    out = tmp_path / "model.json.gz"
    call_command("train_kind_model", styles=str(styles), out=str(out))
    model = KindModel(kinds_module.json.loads(gzip.decompress(out.read_bytes())))
    assert "Watches" not in model.kinds
    assert set(model.kinds) == {"Sports Shoes", "Casual Shoes", "Formal Shoes"}


def test_the_shipped_model_tells_shoes_apart():
    model = kind_model()
    titles = ["Nike Men Running Shoes", "Woodland Men Brown Casual Shoes", "Catwalk Women Heels"]
    codes, probs = model.predict(titles)
    assert [model.kinds[c] for c in codes] == ["Sports Shoes", "Casual Shoes", "Heels"]
    assert all(p > 0.8 for p in probs)


STYLES = Path("/work/shared/data/fashion_product_styles/styles.csv.gz")


@pytest.mark.skipif(not STYLES.exists(), reason="the styles table is not on this machine")
def test_the_shipped_model_is_what_the_command_trains(tmp_path):
    out = tmp_path / "model.json.gz"
    call_command("train_kind_model", styles=str(STYLES), out=str(out))
    assert out.read_bytes() == kinds_module.MODEL_PATH.read_bytes()


def test_similar_puts_the_same_kind_first_within_a_category():
    titles = {
        # all plain shoes to the rules: one fine category, told apart by the model only
        "ctx": "Nike Men's Air Compel Black Shoe",
        "sporty": "Nike Men's Air Max Black Shoe",
        "casual": "Puma Men Black Shoes",
        "casual2": "Lee Cooper Men Black Shoes",
    }
    index = index_of_titles(titles)
    assert len({int(index.fine[i]) for i in range(len(index))}) == 1
    kinds = kind_model().kinds
    assert kinds[index.kind[0]] == kinds[index.kind[1]] == "Sports Shoes"
    assert kinds[index.kind[2]] == "Casual Shoes"
    got = [index.product_ids[i] for i, _s in rank(index, Query("similar", [0], limit=3))]
    assert got[0] == "sporty"
    assert set(got) == {"sporty", "casual", "casual2"}
