"""The ranking's title priors (kind and audience): training, prediction, their use."""

from __future__ import annotations

import csv
import gzip
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from django.core.management import call_command

from recommendations.ranking import Query, rank
from recommendations.ranking import title_model as title_module
from recommendations.ranking.compat import AUDIENCES
from recommendations.ranking.title_model import NaiveBayes, held_out, save, title_models, train
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


def _model(rows=SHOES) -> NaiveBayes:
    return NaiveBayes(train(rows))


def test_a_title_gets_the_kind_its_words_were_seen_with():
    model = _model()
    codes, probs = model.predict(["Nike Men Air Max Red Shoe", "Woodland Men Tan Shoes"])
    assert [model.labels[c] for c in codes] == ["Sports Shoes", "Casual Shoes"]
    assert all(0.5 < p <= 1.0 for p in probs)


def test_colour_words_say_nothing_about_the_kind():
    model = _model()
    assert title_module.features("Woodland Men Brown Shoes") == title_module.features(
        "Woodland Men Shoes"
    )
    codes, probs = model.predict(["Woodland Men Red Shoes", "Woodland Men Blue Shoes"])
    assert codes[0] == codes[1] and probs[0] == probs[1]


def test_a_title_with_no_known_word_gets_the_prior():
    model = _model()
    codes, probs = model.predict(["Zzyzx", None, ""])
    # the most frequent kind of the training titles, the same for every such title
    assert {model.labels[c] for c in codes} == {"Sports Shoes"}
    assert np.allclose(probs, probs[0]) and probs[0] < 0.5


def test_predictions_do_not_depend_on_the_batch(monkeypatch):
    titles = [t for t, _k in SHOES] * 3 + ["Nike Black Shoes", "Red Tape Shoe"]
    model = _model()
    whole = model.predict(titles)
    monkeypatch.setattr(title_module, "_BATCH", 4)
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
        writer.writerow(["id", "gender", "articleType", "productDisplayName"])
        for pid, (title, kind) in zip(tuning, SHOES, strict=True):
            writer.writerow([pid, "Women" if "Women" in title else "Men", kind, title])
        for pid in held:
            writer.writerow([pid, "Girls", "Watches", "Titan Men Black Watch"])
    out = tmp_path / "model.json.gz"
    call_command("train_title_model", styles=str(styles), out=str(out))
    stored = title_module.json.loads(gzip.decompress(out.read_bytes()))
    assert set(stored["kind"]["labels"]) == {"Sports Shoes", "Casual Shoes", "Formal Shoes"}
    # genders become our audience names; the held-out rows' kind and audience are absent
    assert stored["audience"]["labels"] == ["men", "women"]


def test_the_shipped_model_tells_shoes_apart():
    model = title_models().kind
    titles = ["Nike Men Running Shoes", "Woodland Men Brown Casual Shoes", "Catwalk Women Heels"]
    codes, probs = model.predict(titles)
    assert [model.labels[c] for c in codes] == ["Sports Shoes", "Casual Shoes", "Heels"]
    assert all(p > 0.8 for p in probs)


STYLES = Path("/work/shared/data/fashion_product_styles/styles.csv.gz")


@pytest.mark.skipif(not STYLES.exists(), reason="the styles table is not on this machine")
def test_the_shipped_model_is_what_the_command_trains(tmp_path):
    out = tmp_path / "model.json.gz"
    call_command("train_title_model", styles=str(STYLES), out=str(out))
    assert out.read_bytes() == title_module.MODEL_PATH.read_bytes()


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
    kinds = title_models().kind.labels
    assert kinds[index.kind[0]] == kinds[index.kind[1]] == "Sports Shoes"
    assert kinds[index.kind[2]] == "Casual Shoes"
    got = [index.product_ids[i] for i, _s in rank(index, Query("similar", [0], limit=3))]
    assert got[0] == "sporty"
    assert set(got) == {"sporty", "casual", "casual2"}


def test_the_shipped_audience_prior_reads_unnamed_adult_accessories():
    model = title_models().audience
    codes, probs = model.predict(["Adrika White Necklace", "Yelloe Black Envelope Look Handbag"])
    assert [model.labels[c] for c in codes] == ["women", "women"]
    assert all(p >= 0.8 for p in probs)  # sure enough to be used (index.py)
    assert set(model.labels) <= set(AUDIENCES) - {"unknown"}


def test_a_learned_audience_fills_only_what_nothing_else_names():
    index = index_of_titles(
        {
            "tee": "Doodle Boys Printed T-Shirt",
            "jeans": "Doodle Boys Blue Jeans",
            "necklace": "Adrika White Necklace",  # no audience word, no brand to learn from
            "watch": "Titan Men Black Watch",  # named: the learned prior does not override it
        }
    )
    audience = {pid: AUDIENCES[index.audience[i]] for i, pid in enumerate(index.product_ids)}
    assert audience == {"tee": "boys", "jeans": "boys", "necklace": "women", "watch": "men"}
    got = [index.product_ids[i] for i, _s in rank(index, Query("complete_the_look", [0]))]
    # a boy's outfit is not shown a women's necklace, or a men's watch
    assert got == ["jeans"]


def test_an_unknown_title_keeps_an_unknown_audience():
    index = index_of_titles({"a": "Zzyzx Qwv 12", "b": "Zzyzx Qwv 14"})
    assert [AUDIENCES[a] for a in index.audience] == ["unknown", "unknown"]


def test_predictions_are_the_same_in_every_process():
    # Each process hashes strings its own way, so a set of words iterates in another
    # order: the probabilities must not depend on it (an index is built in a worker).
    script = (
        "from recommendations.ranking.title_model import title_models\n"
        "m = title_models()\n"
        "t = ['Nike Men Air Zoom Black Shoe', 'Adrika White Necklace', 'Puma Men Shoes'] * 3\n"
        "print(m.kind.predict(t)[1].tobytes().hex(), m.audience.predict(t)[1].tobytes().hex())\n"
    )
    root = Path(__file__).resolve().parents[2]
    outputs = {
        subprocess.run(
            [sys.executable, "-c", script],
            cwd=root,
            env={**os.environ, "PYTHONHASHSEED": seed},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in ("1", "2", "3")
    }
    assert len(outputs) == 1
