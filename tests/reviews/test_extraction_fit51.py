"""fit-text-51: verdicts both ways on one dimension that cancel out give no label, not a
"fits as expected" the reviewer never wrote (fit-labels.md: a label exists only where the
text clearly states it); a shorter cut on the wearer than the item is sold as ("a mini on
me"); the part named after the verdict of another part ("the buttons were pulling at the
bust"). Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from reviews.extraction import LOOSE_AT, TIGHT_AT
from reviews.extraction.signals import cancelled, combine
from tests.reviews.test_extraction import directions


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("en", "The waist is too tight, but the waist also gapes at the back."),
        ("en", "The sleeves are too long on me. The sleeves are short for my arms."),
        ("en", "It runs small in the bust. The bust is too loose."),
        ("en", "The petite was too short and the regular too long."),
        ("de", "Die Ärmel sind zu lang. Die Ärmel sind aber zu kurz an den Handgelenken."),
        ("fr", "La taille est trop serrée, mais la taille baille dans le dos."),
        ("es", "Las mangas son demasiado largas. Las mangas me quedan cortas."),
    ],
)
def test_opposite_verdicts_that_cancel_out_give_no_label(language, text):
    assert directions(text, language=language) == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # one direction on each dimension: each stands
        ("It runs a bit small, although the sleeves are long.", {"overall": -1, "sleeves": 1}),
        # a verdict the reviewer gives is kept beside another dimension's
        ("The dress is too long. Runs true to size.", {"overall": 0, "length": 1}),
        # others' opinion against the reviewer's own: the reviewer's verdict decides
        ("I think it runs small. My friend says it runs large.", {"overall": -1}),
    ],
)
def test_one_direction_or_a_stated_true_to_size_still_labels(text, expected):
    assert directions(text, language="en") == expected


def _cancelled(mentions):
    return cancelled(mentions, combine(mentions)[0])


def test_cancelled_needs_both_directions_and_a_mean_between_the_thresholds():
    tight, loose = (-0.8, 0.7, "too tight"), (0.8, 0.7, "too loose")
    assert _cancelled([tight, loose])
    assert _cancelled([tight, tight, loose])  # mean -0.27: still neither
    # the mean past a threshold: the side said more often is the reading
    assert not _cancelled([tight, tight, tight, loose])  # mean -0.4
    # one side only, or only mild remarks on either side: a neutral mean stands
    assert not _cancelled([tight, (0.0, 0.7, "fits")])
    assert not _cancelled([(-0.2, 0.5, "a touch snug"), (0.3, 0.5, "a bit roomy")])
    assert not _cancelled([(TIGHT_AT + 0.01, 0.5, "snug"), (LOOSE_AT - 0.01, 0.5, "roomy")])
    assert _cancelled([(TIGHT_AT, 0.5, "snug"), (LOOSE_AT, 0.5, "roomy")])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The dress was a mini on me!", {"length": -1}),
        ("It fits like a mini dress on me.", {"length": -1}),
        ("It's more of a crop top on me.", {"length": -1}),
        ("It is a tunic at best.", {"length": -1}),
        # the mirror that was there: a maxi on the wearer is long
        ("This was definitely a maxi on me.", {"length": 1}),
        # negated, or a top worn as a tunic (long on the wearer): no short length
        ("It's also not a crop top on me.", {}),
        ("It was a tunic on me.", {}),
        ("I wear it as a tunic with leggings.", {}),
    ],
)
def test_a_shorter_cut_on_the_wearer_than_it_is_sold_as(text, expected):
    assert directions(text, language="en") == expected


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        ("en", "The buttons were pulling at the bust.", {"bust": -1}),
        ("en", "The fabric was pulling at the bust.", {"bust": -1}),
        ("en", "The seams were straining across the hips.", {"hips": -1}),
        ("en", "The buttons were gaping at the bust.", {"bust": 1}),
        ("es", "La tela tira en las caderas.", {"hips": -1}),
        ("de", "Der Stoff spannt an den Hüften.", {"hips": -1}),
        ("fr", "Le tissu tire aux hanches.", {"hips": -1}),
        # the other part alone, or a place that is no fit dimension: nothing
        ("en", "The buttons are small.", {}),
        ("en", "The zipper was too short in the back.", {}),
    ],
)
def test_the_part_named_after_the_verdict_of_another_part(language, text, expected):
    assert directions(text, language=language) == expected
