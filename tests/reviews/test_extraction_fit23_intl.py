"""fit-text-23 (issue 12), German and Spanish (fitde): families from the misses on our
fresh set ``bench/data/fit_extra_written_24.jsonl`` that recur in it or in earlier sets and
the official written TUNE. Made-up examples per family, read from ``fit-labels.md``. Pure
tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction_fit18_sizes import measured
from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # a verdict said as a noun: "top Sitz", "mit der Passform zufrieden" is overall 0
        ("de", "Stoff angenehm, Farbe schön, guter Sitz.", {"overall": 0}),
        ("de", "Die Hose ist etwas lang, aber toller Sitz am Po.", {"length": 1, "overall": 0}),
        ("de", "Wir sind mit der Passform rundum zufrieden.", {"overall": 0}),
        ("de", "Mit dem Sitz bin ich sehr zufrieden.", {}),
        # not a verdict: a car seat, a complaint
        ("de", "Der Kindersitz im Auto ist top, die Jacke warm.", {}),
        ("de", "Mit der Lieferung zufrieden.", {}),
    ]
)
def test_noun_verdicts_sitz_and_passform(language, text, expected):
    assert labels(text, language) == expected


@pytest.mark.parametrize(
    ("text", "language", "worn", "usual"),
    [
        # the usual size named as the size of this item: both
        ("Der Schnitt ist schön, 40 wie immer.", "de", "40", "40"),
        ("Warm und bequem, S wie sonst auch.", "de", "S", "S"),
        ("Passt gut, hab M wie fast immer.", "de", "M", "M"),
        ("Ich habe meine übliche 42 und sie sitzt.", "de", "42", "42"),
        ("Muy cómoda, la S como siempre.", "es", "S", "S"),
        ("Me está bien con mi talla habitual, la 38.", "es", "38", "38"),
        # the usual size alone, another one worn
        ("Trage sonst 38 wie immer, hier die 40.", "de", "40", "38"),
        ("Uso la M como siempre, pero aquí la L.", "es", "L", "M"),
    ],
)
def test_the_usual_size_named_as_the_size_worn(text, language, worn, usual):
    out = measured(text, language)
    assert out.get("size_worn") == worn
    assert out.get("usual_size") == usual


@pytest.mark.parametrize(
    ("text", "height"),
    [
        # a height in metres without its unit after "nur", "bei" or before "groß"
        ("Die Hose war zu lang, ich bin eben nur 1,57.", 157.0),
        ("Die Ärmel passen bei 1,76 genau.", 176.0),
        ("Mein Sohn, 1,81 groß, trägt sie gern.", 181.0),
    ],
)
def test_german_heights_without_the_unit(text, height):
    assert measured(text, "de")["height"] == height


@pytest.mark.parametrize(
    "text",
    ["Kostet nur 1,99 im Sale.", "Versand nur 4,95 Euro."],
)
def test_prices_are_no_height(text):
    assert "height" not in measured(text, "de")


@pytest.mark.parametrize(
    ("text", "language", "weight"),
    [
        # a baby's weight in kilograms, below the adult range
        ("Für unser Baby (5 Monate, 7 kg) in 68, passt.", "de", 7.0),
        ("Mi bebé pesa 6 kg y la talla 3-6 meses le queda bien.", "es", 6.0),
    ],
)
def test_a_babys_weight(text, language, weight):
    assert measured(text, language)["weight"] == weight


@pytest.mark.parametrize(
    "text",
    ["Das Paket wog 5 kg.", "Bin 1,70 m und 9 kg leichter als letztes Jahr, M passt."],
)
def test_small_weights_of_adults_are_none(text):
    assert "weight" not in measured(text, "de")
