"""fit-text-22 (issue 12): known phrasing families left by fit-text-21 (docs/reviews.md, the
fit-text-21 sections, "Left"). Made-up examples per family and language where it applies,
each expected label read from ``fit-labels.md``. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction_fit18_sizes import measured
from tests.reviews.test_extraction_fit_labels import check, labels


# ------------------------------------------------------- the usual size, said in passing
# fit-labels.md: ``usual_size`` is the size normally worn; a usual range with the size worn
# inside it is no comparison (no ``overall`` from it).
@pytest.mark.parametrize(
    ("language", "text", "usual", "worn"),
    [
        ("en", "I am always a medium in this brand and the medium fits great.", "M", "M"),
        ("en", "i'm always a small in this designer, so i got the small.", "S", "S"),
        ("en", "i'm in between a small and a medium so i got the small.", "S-M", "S"),
        ("en", "I'm right in between a 4 and a 6, went with the 6.", "4-6", "6"),
        ("de", "Ich trage meist 38 und die 38 passt perfekt.", "38", "38"),
        ("de", "Trage in der Regel 38, die 38 sitzt gut.", "38", "38"),
        ("de", "Meine normale Größe ist 40, habe die 40 bestellt.", "40", "40"),
        ("fr", "Normalement je fais du 38, j'ai pris le 38.", "38", "38"),
        ("es", "Suelo llevar una M y me pedí la M.", "M", "M"),
    ],
)
def test_usual_size_said_in_passing(language, text, usual, worn):
    got = measured(text, language)
    assert (got.get("usual_size"), got.get("size_worn")) == (usual, worn)


@check(
    [
        ("en", "I am always a medium in this brand and the medium fits great.", {"overall": 0}),
        ("en", "i'm always a medium in this brand but this one runs small.", {"overall": -1}),
        ("en", "i'm in between a small and a medium so i got the small.", {}),
        ("de", "Trage meist 38, hab die 40 genommen, passt.", {"overall": -1}),
        ("fr", "Normalement je fais du 38, j'ai pris le 40.", {"overall": -1}),
        ("es", "Normalmente uso la 38, pedí la 36 y me queda bien.", {"overall": 1}),
    ]
)
def test_usual_size_compared_with_the_size_worn(language, text, expected):
    assert labels(text, language) == expected


def test_the_brand_still_hedges_its_own_habit():
    assert labels("This brand always runs small.", "en") == {}


# ------------------------------------------------------------ a size that would have done
# fit-labels.md: a comparison with another size ("usually M, the S fits" is +1); a smaller size
# that would have done runs large, a larger one small. For one part's sake it is that part
# only (counterfactual advice sets no overall).
@check(
    [
        ("en", "I got my usual medium and could have worn a small.", {"overall": 1}),
        ("en", "ordered the 8, could have easily gone down to a 6.", {"overall": 1}),
        ("en", "got the small and could've gotten away with an xs.", {"overall": 1}),
        ("en", "The large is fine, i probably could fit into a medium.", {"overall": 1}),
        ("en", "bought the xs, could have gone up to a small.", {"overall": -1}),
        ("en", "Got the medium, could have sized down.", {"overall": 1}),
        (
            "en",
            "Bought the l. i could've gotten a m because of all the extra fabric at the chest.",
            {"chest": 1},
        ),
        ("en", "I could have worn it all day.", {}),
    ]
)
def test_a_size_that_would_have_done(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------------- a position compared with the one expected
# fit-labels.md: a neutral position has no label unless judged; compared with where it should
# end, lower on the body is long (+1), higher short (-1); hand and arm landmarks are the
# sleeves; a waistband sitting lower than expected is rise -1.
@check(
    [
        ("en", "It hit mid calf instead of just below the knee.", {"length": 1}),
        ("en", "the dress hits at my ankles instead of mid calf like on the model.", {"length": 1}),
        ("en", "It hits just above my knee rather than mid calf.", {"length": -1}),
        ("en", "This one hits above the knee instead of below it.", {"length": -1}),
        ("en", "the tunic falls at my hips instead of covering my butt.", {"length": -1}),
        ("en", "The sleeves came to my knuckles instead of my wrist.", {"sleeves": 1}),
        ("en", "the sleeves end at my elbows instead of my wrists.", {"sleeves": -1}),
        ("en", "If it hit at the knee instead of mid calf it would be perfect.", {}),
        ("en", "I wear it at the waist instead of the hips.", {}),
        ("de", "Das Kleid geht bis zur Wade statt bis zum Knie.", {"length": 1}),
        ("de", "Die Ärmel enden am Handgelenk statt über die Hand.", {"sleeves": -1}),
        ("fr", "La robe arrive aux chevilles au lieu du genou.", {"length": 1}),
        ("fr", "Les manches s'arrêtent au coude au lieu du poignet.", {"sleeves": -1}),
        ("es", "El vestido me llega al tobillo en vez de a la rodilla.", {"length": 1}),
        ("es", "Las mangas me llegan a la muñeca en lugar de a los dedos.", {"sleeves": -1}),
    ]
)
def test_a_position_compared_with_the_one_expected(language, text, expected):
    assert labels(text, language) == expected


def test_a_waistband_sitting_lower_than_expected_is_the_rise():
    assert labels("The waistband sits at my hips instead of my natural waist.", "en")["rise"] == -1


# ------------------------------------------------------------------------ a bra's band
# fit-labels.md gives bra sizes as sizes (34B, 75C), not bust measurements: the band is the
# size's number, so its fit is ``overall`` (a band riding up is too loose); the cups are the
# bust. The body under the bust ("rib cage", "Unterbrust") stays the bust, as the official
# labels have it for dresses.
@check(
    [
        ("en", "The band is tight.", {"overall": -1}),
        ("en", "the band is too tight but the cups fit.", {"overall": -1, "bust": 0}),
        ("en", "The band rides up in the back.", {"overall": 1}),
        ("en", "Runs small in the rib cage.", {"bust": -1}),
        ("de", "Das Unterbrustband ist zu eng.", {"overall": -1}),
        ("de", "Das Unterbrustband ist zu weit, rutscht hoch.", {"overall": 1}),
        ("de", "Das Band ist zu eng, die Körbchen passen.", {"overall": -1, "bust": 0}),
        ("de", "Das Shirt rutscht hoch.", {"overall": -1}),
        ("fr", "La bande est trop serrée.", {"overall": -1}),
        ("fr", "La bande remonte dans le dos.", {"overall": 1}),
        ("es", "La banda es demasiado ajustada.", {"overall": -1}),
        ("es", "El contorno se sube por la espalda.", {"overall": 1}),
    ]
)
def test_the_band_of_a_bra_is_its_size(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------------------------- a bra size as the subject
# fit-labels.md: bra sizes are no bust measurements, so "my 34ds" is neither a measurement
# nor the size worn; as the subject of a verdict it is the bust, or the chest where the
# reviewer says chest ("chest or bust follows the reviewer's word").
@check(
    [
        ("en", "My 34ds were barely contained.", {"bust": -1}),
        ("en", "my 36dd was spilling out of the top.", {"bust": -1}),
        ("en", "The chest area is small. my 34ds were barely contained.", {"chest": -1}),
        ("en", "my 34d chest was squished.", {"chest": -1}),
    ]
)
def test_a_bra_size_as_the_subject_is_the_bust(language, text, expected):
    assert labels(text, language) == expected


@pytest.mark.parametrize(
    "text", ["my 36dd was spilling out of the top.", "My 34ds were barely contained."]
)
def test_a_bra_size_as_the_subject_is_no_size_worn(text):
    assert measured(text) == {}


def test_a_bra_size_bought_is_still_the_size_worn():
    assert measured("I bought my 34d and it fits.")["size_worn"] == "34D"


# ------------------------------------------ a verdict, then advice under a reader condition
# fit-labels.md: conditional advice sets no overall, but the verdict before it is the
# reviewer's own ("runs small, size up if you like it loose" is -1); advice alone under a
# condition stays without a label.
@check(
    [
        ("es", "Talla un poco pequeño, pedid una más si tenéis pecho.", {"overall": -1}),
        ("es", "Talla pequeño, pedid una más si os gusta holgado.", {"overall": -1}),
        ("es", "Talla grande, pedid una menos si os gusta ajustado.", {"overall": 1}),
        ("es", "Pedid una más si tenéis pecho.", {}),
        (
            "de",
            "Fällt klein aus, bestellt eine Nummer größer, wenn ihr es locker mögt.",
            {"overall": -1},
        ),
        ("de", "Fällt klein aus, wenn ihr es locker mögt, eine Nummer größer.", {"overall": -1}),
        ("de", "Wenn man breite Schultern hat, eine Nummer größer bestellen.", {}),
        ("fr", "Taille grand, prenez une taille en dessous si vous êtes menue.", {"overall": 1}),
        ("fr", "Prenez une taille au-dessus si vous êtes entre deux tailles.", {}),
        ("en", "Runs small, size up if you like it loose.", {"overall": -1}),
        ("en", "If you are busty, size up.", {}),
    ]
)
def test_a_verdict_before_conditional_advice_stands(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------ families from the misses of fit_extra_real_9 (fresh set)
# fit-labels.md: ``width`` is only narrow or wide feet and toe boxes; a garment's width is
# the whole (overall).
@check(
    [
        (
            "en",
            "It fit fine in the arms but the body/width of the jacket was huge.",
            {
                "overall": 1,
                "sleeves": 0,
            },
        ),
        ("en", "The width of the sweater is huge.", {"overall": 1}),
        ("en", "These shoes are wide.", {"width": 1}),
        ("de", "Schön breit vorne, ideal für meine Ballen.", {"width": 1}),
    ]
)
def test_width_is_for_feet_only(language, text, expected):
    assert labels(text, language) == expected


# A size sold out was not had; the usual size said after the size worn; a taste for loose
# sweaters is no verdict; a size that turned out fine, a cute fit: fits (overall 0).
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The xs was sold out, i got the s.", {"size_worn": "S"}),
        (
            "I ordered a medium, which i usually wear in most retailer tops.",
            {
                "usual_size": "M",
                "size_worn": "M",
            },
        ),
    ],
)
def test_sold_out_and_which_i_usually_wear(text, expected):
    got = measured(text)
    assert {k: got.get(k) for k in expected} == expected


def test_sold_out_in_my_size_is_still_my_size():
    assert measured("These sold out in my size 16 before i knew.")["usual_size"] == "16"


@check(
    [
        (
            "en",
            "I ordered a medium, which i usually wear in most retailer tops and it fits perfectly.",
            {"overall": 0},
        ),
        (
            "en",
            "I do not like my sweaters tight so i have a large and love the fit.",
            {"overall": 0},
        ),
        (
            "en",
            "The smalls were sold out, but the medium ended up being totally fine.",
            {"overall": 0},
        ),
        ("en", "Super cute fit.", {"overall": 0}),
        ("en", "Most retailer tops run small on me.", {}),
    ]
)
def test_real_9_fit_phrasings(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------ usual sizes in German and Spanish, second pass
# fit-labels.md: ``usual_size`` is the size normally worn, ``size_worn`` the one of this item;
# a larger size worn than usual runs small.
@pytest.mark.parametrize(
    ("language", "text", "usual", "worn"),
    [
        ("de", "Bei anderen Marken trage ich 38, hier die 40.", "38", "40"),
        ("de", "Trage überwiegend 38, hier passt 38.", "38", "38"),
        ("de", "Ich trage meistens eine 38, bestellt habe ich die 40.", "38", "40"),
        ("es", "Yo suelo ser una M, pedí la L.", "M", "L"),
        ("es", "Siempre he usado la 38, pedí la 40.", "38", "40"),
        ("es", "Habitualmente uso la talla 40, he pedido la 42.", "40", "42"),
    ],
)
def test_usual_sizes_in_german_and_spanish(language, text, usual, worn):
    got = measured(text, language)
    assert (got.get("usual_size"), got.get("size_worn")) == (usual, worn)


@check(
    [
        ("de", "Hier passt die 38.", {"overall": 0}),
        ("de", "Hier passt mir die 38 gut.", {"overall": 0}),
        ("de", "Ich trage eigentlich immer 38, hier passt die 38.", {"overall": 0}),
        ("de", "Ich trage meistens eine 38, bestellt habe ich die 40.", {"overall": -1}),
        ("es", "Habitualmente uso la talla 40, he pedido la 42.", {"overall": -1}),
    ]
)
def test_the_size_after_the_verb_and_the_usual_size_compared(language, text, expected):
    assert labels(text, language) == expected


# A jeans size is no waist measurement (fit-labels.md: garment measurements are not the
# wearer's); a reader condition after a second predicate takes that predicate only; the peplum
# is a part of the garment, no fit dimension (like the hem or the bottom half).
def test_a_jeans_waist_size_is_no_body_measurement():
    got = measured('I usually wear a size 12 or 32" waist jeans.')
    assert "waist" not in got and got["usual_size"] == "12"
    assert measured("I have a 28 inch waist.")["waist"] == pytest.approx(71.1, abs=0.2)


@check(
    [
        (
            "en",
            "It is very short and hits at an unflattering spot if one has wider hips.",
            {"length": -1},
        ),
        ("en", "It runs small if you have wide hips.", {}),
        ("en", "Too much fabric in the peplum part.", {}),
    ]
)
def test_second_predicate_and_garment_parts(language, text, expected):
    assert labels(text, language) == expected
