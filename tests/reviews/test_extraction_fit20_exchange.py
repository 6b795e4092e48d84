"""fit-text-20 (issue 12): a size exchanged or returned for another is a verdict on the whole
item by the usual-size rule of ``fit-labels.md`` (``overall`` -1 when the size kept is larger,
+1 when smaller) and the size kept is ``size_worn``. Made-up examples per language, written
beside ``bench/data/fit_extra_exchange_16.jsonl``. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction_fit18_sizes import measured
from tests.reviews.test_extraction_fit_labels import labels

EXCHANGES = [
    # (language, text, overall, size kept)
    ("en", "Had to exchange the 6 for an 8, lovely otherwise.", -1, "8"),
    ("en", "Exchanged the medium for a small and it's great now.", 1, "S"),
    ("en", "Returned the XL for a large.", 1, "L"),
    ("en", "I exchanged my 9 for a 9.5 and they're fine now.", -1, "9.5"),
    ("de", "Ich habe die 40 gegen eine 42 umgetauscht.", -1, "42"),
    ("de", "Musste die L in eine M umtauschen, die L war viel zu weit.", 1, "M"),
    ("de", "In 38 bestellt, zurückgeschickt und in 36 neu bestellt.", 1, "36"),
    ("de", "Stiefel in 40 bestellt, musste sie gegen 41 tauschen.", -1, "41"),
    ("fr", "Taille 38 commandée, il m'a fallu un 40.", -1, "40"),
    ("fr", "J'ai échangé le L contre un M.", 1, "M"),
    ("fr", "J'ai dû renvoyer le 42 et prendre le 40.", 1, "40"),
    ("fr", "Echange du 39 pour le 40, super confortables.", -1, "40"),
    ("es", "Pedí la 38 pero tuve que cambiarla por la 40.", -1, "40"),
    ("es", "Devolví la M y pedí la S.", 1, "S"),
    ("es", "Tuve que cambiar el 41 por un 42.", -1, "42"),
    ("es", "Cambie la talla 12 por la 10 para mi hijo.", 1, "10"),
]


@pytest.mark.parametrize(("language", "text", "overall", "kept"), EXCHANGES)
def test_an_exchange_for_another_size_is_overall_and_the_size_kept(language, text, overall, kept):
    assert labels(text, language).get("overall") == overall
    assert measured(text, language)["size_worn"] == kept


@pytest.mark.parametrize(
    ("language", "text"),
    [
        # another colour, the same size, a defect: no size given up
        ("en", "Exchanged the grey for the black in the same size 10, love it."),
        ("de", "Gegen die gleiche Größe umgetauscht, die Naht war offen."),
        ("fr", "J'ai échangé pour une autre couleur, le bleu était trop terne."),
        ("es", "Lo devolví porque la cremallera venía rota."),
        # two sizes had at once, one kept: nothing said about the fit
        ("en", "Ordered 2 sizes, the 6 and the 8, and returned the 8."),
        ("en", "Ordered the 10 and the 12, returned the 12."),
        # only thought of, or made for a look
        ("en", "I got the 8 but am thinking of exchanging it for the 6."),
        ("en", "Ordered a 6 but returned it for an 8 so it would hang a bit lower."),
        ("en", "Returned the M for an L for my husband, he loves it."),
        ("en", "Exchanged the 8 for a 10 because I'm pregnant."),
        # conditional advice (fit-labels.md) and another size only imagined
        ("en", "Exchange the 6 for an 8 if you have wide hips."),
        ("de", "Die 38 gegen eine 40 umtauschen, wenn man breite Hüften hat."),
        ("en", "Exchanged it for an 8.5, the 8 would have been too tight."),
    ],
)
def test_no_verdict_without_a_size_given_up_for_the_fit(language, text):
    assert "overall" not in labels(text, language)


def test_the_usual_size_rule_decides_when_a_usual_size_is_given():
    # kept the usual size after trying a larger one: no exchange verdict on top
    assert "overall" not in labels("I'm usually a 6, returned the 8 for a 6.", "en")
    assert labels("Usually an 8 but had to return it for a 10.", "en") == {"overall": -1}
    # a usual range holding the size kept: no verdict either way
    assert "overall" not in labels("I'm usually an S or M, returned the M for an S.", "en")
