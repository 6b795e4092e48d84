"""fit-text-38 (de/fr/es sizes): the size worn and the usual size read one way in one form and
another way in a form that means the same (fit-labels.md, Measurements: "size_worn is the size
of this product the reviewer wore or kept (after an exchange, the size kept). usual_size is the
size they normally wear"). Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction import directions
from tests.reviews.test_extraction_fit18_sizes import measured

# --- the usual size told after the size worn, the adverb first: the cue is the later size's


@pytest.mark.parametrize(
    ("text", "language", "worn", "usual", "overall"),
    [
        ("Habe 36 bestellt, normalerweise trage ich 38.", "de", "36", "38", 1),
        ("Ich habe S bestellt, normalerweise trage ich M.", "de", "S", "M", 1),
        ("Habe die 40 genommen, meine normale Größe ist 38.", "de", "40", "38", -1),
        ("J'ai commandé un L, d'habitude je porte du M.", "fr", "L", "M", -1),
        ("J'ai pris un 40, normalement je fais du 38.", "fr", "40", "38", -1),
        ("J'ai pris du 40, ma taille habituelle est le 38.", "fr", "40", "38", -1),
        ("Pedí la 36, normalmente uso la 38.", "es", "36", "38", 1),
        ("Compré la L, normalmente uso la M.", "es", "L", "M", -1),
        ("Pedí la 40, mi talla habitual es la 38.", "es", "40", "38", -1),
        # near forms, read right before
        ("Habe 36 bestellt, trage sonst 38.", "de", "36", "38", 1),
        ("J'ai pris un 40, je fais normalement du 38.", "fr", "40", "38", -1),
        ("Pedí la 36, uso normalmente la 38.", "es", "36", "38", 1),
    ],
)
def test_the_usual_size_told_after_the_size_worn(text, language, worn, usual, overall):
    assert measured(text, language) == {"size_worn": worn, "usual_size": usual}
    assert directions(text, language=language)["overall"] == overall


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        # the usual-size words right after the size are still its own
        ("Habe eine 36 bestellt, wie immer.", "de", {"size_worn": "36", "usual_size": "36"}),
        ("Obwohl ich 38 immer trage, war sie zu klein.", "de", {"usual_size": "38"}),
        ("La M, como siempre, me queda bien.", "es", {"size_worn": "M", "usual_size": "M"}),
        # a weight after the usual-size words is no size they name
        (
            "I went with 25, my typical size lately (115 lbs).",
            "en",
            {"size_worn": "25", "usual_size": "25", "weight": 52.2},
        ),
    ],
)
def test_usual_words_right_after_a_size_stay_its_own(text, language, expected):
    assert measured(text, language) == expected


# --- "my size is ..." and the shoe size told first: the usual size


@pytest.mark.parametrize(
    ("text", "language", "worn", "usual", "overall"),
    [
        ("Meine Größe ist 38, habe 40 bestellt.", "de", "40", "38", -1),
        ("Ich bin Größe 38, habe 40 bestellt.", "de", "40", "38", -1),
        ("Ma taille c'est 38, j'ai pris 40.", "fr", "40", "38", -1),
        ("Ma taille est le 38, j'ai pris le 40.", "fr", "40", "38", -1),
        ("Mi talla es la 38 y pedí la 40.", "es", "40", "38", -1),
        ("Mi talla es una M, pedí la L.", "es", "L", "M", -1),
        ("Soy de una 38 y la 40 me queda bien.", "es", "40", "38", -1),
        ("Schuhgröße 39, habe 40 bestellt.", "de", "40", "39", -1),
        ("Meine Schuhgröße ist 39, hier brauchte ich 40.", "de", "40", "39", -1),
        ("Pointure 39 habituellement, j'ai pris 40.", "fr", "40", "39", -1),
        ("Ma pointure est le 39, j'ai pris du 40.", "fr", "40", "39", -1),
    ],
)
def test_my_size_is_the_usual_size(text, language, worn, usual, overall):
    assert measured(text, language) == {"size_worn": worn, "usual_size": usual}
    assert directions(text, language=language)["overall"] == overall


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        # a shoe size told alone is still the pair worn
        ("Schuhgröße 39, passt perfekt.", "de", {"size_worn": "39", "usual_size": "39"}),
        ("Habe die Schuhgröße 40 bestellt.", "de", {"size_worn": "40"}),
        ("Ich habe Größe 38 bestellt.", "de", {"size_worn": "38"}),
        ("Mi talla es perfecta.", "es", {}),
    ],
)
def test_a_size_named_alone_stays_the_size_worn(text, language, expected):
    assert measured(text, language) == expected


# --- a first size bought, then another: the later one is the size kept


@pytest.mark.parametrize(
    ("text", "language", "worn"),
    [
        ("Erst 38 bestellt, war zu klein, dann 40, passt.", "de", "40"),
        ("Erst S bestellt, zu eng, dann M, passt perfekt.", "de", "M"),
        ("Zuerst die 38 bestellt, zu klein, dann die 40, die passt.", "de", "40"),
        ("J'ai d'abord pris un M, trop petit, puis un L qui me va.", "fr", "L"),
        ("D'abord commandé un M, trop juste, ensuite un L, parfait.", "fr", "L"),
        ("Primero pedí la M, pequeña, luego la L que me queda bien.", "es", "L"),
        ("Le M est un peu juste, le L est parfait.", "fr", "L"),
        ("La M me queda justa, la L perfecta.", "es", "L"),
        ("Die M ist etwas eng, die L ist perfekt.", "de", "L"),
    ],
)
def test_the_later_size_after_a_first_one_is_kept(text, language, worn):
    assert measured(text, language)["size_worn"] == worn


@pytest.mark.parametrize(
    ("text", "language", "worn"),
    [
        # no first purchase: "dann" is no second one
        ("Habe die 38 bestellt, dann passt sie perfekt.", "de", "38"),
        ("Ich habe die M bestellt und sie ist perfekt.", "de", "M"),
        ("La M es perfecta, la L me queda grande.", "es", "M"),
    ],
)
def test_one_size_bought_stays_the_size_worn(text, language, worn):
    assert measured(text, language)["size_worn"] == worn


# --- English: "instead of my usual", "ordered up to", two sizes bought and one sent back


@pytest.mark.parametrize(
    ("text", "expected", "overall"),
    [
        (
            "I got the S instead of my usual M, fits great.",
            {"size_worn": "S", "usual_size": "M"},
            1,
        ),
        ("I got the S instead of my usual M.", {"size_worn": "S", "usual_size": "M"}, 1),
        (
            "I ordered the L instead of my normal size M and it fits.",
            {"size_worn": "L", "usual_size": "M"},
            -1,
        ),
    ],
)
def test_the_usual_size_instead_of_which_another_was_got(text, expected, overall):
    assert measured(text) == expected
    assert directions(text)["overall"] == overall


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        ("I ordered up to the L because the M was snug.", "L"),
        ("I sized up to the L because the M was snug.", "L"),
        ("I ordered down to the S since the M was baggy.", "S"),
        ("I bought the S and M and returned the S.", "M"),
        ("I bought the S and M and returned the M.", "S"),
        ("I ordered the S and the M and returned the S.", "M"),
        ("I ordered the S and M, kept the M.", "M"),
    ],
)
def test_the_size_ordered_up_to_or_not_sent_back_is_kept(text, worn):
    assert measured(text)["size_worn"] == worn
