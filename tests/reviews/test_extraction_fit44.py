"""fit-text-44: a part joined after another part's verdict with "too" gets that verdict
(fit-labels.md: coordinated parts each get the label), and German "sitzt schön" is a part
fitting. Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from reviews.extraction import extract_fit
from tests.reviews.test_extraction import directions


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("The sleeves are too short and the length too.", "en", {"sleeves": -1, "length": -1}),
        ("The waist is too big, and so are the hips.", "en", {"waist": 1, "hips": 1}),
        (
            "The small was almost too short in the sleeves and so was the length.",
            "en",
            {"sleeves": -1, "length": -1},
        ),
        (
            "Das Oberteil ist an den Ärmeln zu kurz und in der Länge auch.",
            "de",
            {"sleeves": -1, "length": -1},
        ),
        ("Die Ärmel sind zu kurz, die Länge auch.", "de", {"sleeves": -1, "length": -1}),
        (
            "Les manches sont trop courtes et la longueur aussi.",
            "fr",
            {"sleeves": -1, "length": -1},
        ),
        ("Las mangas son cortas y el largo también.", "es", {"sleeves": -1, "length": -1}),
    ],
)
def test_a_part_joined_with_too_gets_the_verdict_before_it(text, language, expected):
    assert directions(text, language=language) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the part has its own verdict after it
        ("The waist is too big and the hips too tight.", {"waist": 1, "hips": -1}),
        # no part named before: the whole item's verdict is not copied to the part
        ("It runs small and the waist too.", {"waist": -1}),
        # what is joined is no fit dimension
        ("The sleeves are long, and the price too.", {"sleeves": 1}),
        # the reviewer's body, not the garment
        ("The sleeves are short and my arms are long too.", {"sleeves": -1}),
        # a part said to fit keeps the neutral reading (parts.neutral_mentions)
        ("The waist fits and the hips too.", {"waist": 0, "hips": 0}),
    ],
)
def test_what_too_does_not_join(text, expected):
    assert directions(text, language="en") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Der Blazer sitzt an der Taille schön, die Hose ist mir an der Hüfte aber zu eng.",
            {"waist": 0, "hips": -1},
        ),
        ("An der Taille sitzt er schön.", {"waist": 0}),
        ("Das Kleid sitzt schön.", {"overall": 0}),
        # "schön" as a degree is read at the size word; going with other clothes is no fit
        ("Am Bund schön eng.", {"waist": -1}),
        ("Passt schön zu meiner Jeans.", {}),
    ],
)
def test_german_sitzt_schoen_is_a_fit(text, expected):
    assert directions(text, language="de") == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        # "already" between a part and its size word: the word is said of that part
        ("The straps were already too long.", "en", {"shoulders": 1}),
        ("The sleeves are already too short.", "en", {"sleeves": -1}),
        ("Some of the beads are already loose.", "en", {}),
        # how a trim is sewn on is no fit, the particle between as without it
        ("The beading is sewn on tightly, and the stitching has no loose ends.", "en", {}),
        # room measured at a part is room there
        ("There were at least 4 inches of space at the waist.", "en", {"waist": 1}),
        # a crotch hanging down, the garment named before or after the verb: a long rise
        ("Im Schritt hängt die Hose voll runter.", "de", {"rise": 1}),
        ("Die Hose hängt im Schritt durch.", "de", {"rise": 1}),
        # "ça glisse quand je m'assois": trousers sliding down, a short rise
        ("Taille basse, ca glisse quand je m'assois.", "fr", {"rise": -1}),
        # the heel lifting, typed without the accent: a shoe too big
        ("Mon talon se souleve en marchant.", "fr", {"overall": 1}),
    ],
)
def test_near_forms_read_like_the_forms_already_read(text, language, expected):
    assert directions(text, language=language) == expected


def test_hier_musste_es_die_52_sein_is_the_size_worn():
    text = "Mein Mann trägt sonst 50, hier musste es die 52 sein, an der Brust sonst zu knapp."
    result = extract_fit("Sakko", text, "de")
    labels = {
        value["dimension_code"]: value["raw_value"]
        for measurement in result.measurements
        for value in measurement["values"]
        if value["dimension_code"] in ("size_worn", "usual_size")
    }
    assert labels == {"usual_size": "50", "size_worn": "52"}
    assert directions(text, title="Sakko", language="de") == {"chest": -1, "overall": -1}
