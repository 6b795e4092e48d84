"""Measurements and sizes in the phrasings real reviewers use (fit-labels.md, Measurements):
heights spelled out or typed loosely, weights without a unit, sizes named by "my size",
by a usual-size word later in the clause, by "between", and ages that are no sizes."""

from __future__ import annotations

import pytest

from reviews.extraction import extract_fit


def values(body: str, language: str | None = None) -> dict[str, object]:
    found = {}
    for m in extract_fit(None, body, language).measurements:
        for v in m["values"]:
            found[v["dimension_code"]] = v["value"] if v["value"] is not None else v["raw_value"]
    return found


@pytest.mark.parametrize(
    ("text", "height"),
    [
        ("I am six feet tall and the M fits.", 182.9),
        ("Five foot two and the small is long on me.", 157.5),
        ('i am 5 5" 135 lbs and the small fits', 165.1),
        ("i'm 5''6, weigh around 115", 167.6),
        ("im 5 4 and 130 lbs, the s fits", 162.6),
    ],
)
def test_heights_spelled_out_or_without_the_feet_mark(text, height):
    assert values(text)["height"] == height


def test_numbers_of_a_height_without_feet_mark_are_no_size():
    found = values('i am 5 5" 135 lbs and love the colour.')
    assert "usual_size" not in found and "size_worn" not in found


@pytest.mark.parametrize(
    ("text", "weight"),
    [
        ("i'm 5''6, weigh around 115 and the s fits", 52.2),  # en: pounds
        ("These run small (i am 110 and got a size 4).", 49.9),
        ("i am 125 5'4\" and i bought my normal size 0.", 56.7),
        ("Ich wiege 59 und bin 1,68 m, die M passt.", 59.0),  # de: kilograms
        ("Je pèse 58 et je mesure 1m65, le M est parfait.", 58.0),  # fr
        ("Peso 58 y mido 1,65, la M me queda bien.", 58.0),  # es
    ],
)
def test_weights_without_a_unit_after_weigh_or_im(text, weight):
    assert values(text)["weight"] == weight


@pytest.mark.parametrize(
    "text", ["I'm 100% happy with it.", "i'm 34 weeks pregnant and it fits", "I'm 170 cm tall."]
)
def test_numbers_after_im_that_are_no_weight(text):
    assert "weight" not in values(text)


@pytest.mark.parametrize(
    ("text", "worn", "usual"),
    [
        # "my size" is the usual size; bought in it, also the size worn
        ("These sold out in my size 16 before I knew they existed!", None, "16"),
        ("I bought it in my size 6 and it fits.", "6", "6"),
        # the usual-size words later in the clause, per language
        ("The M fits, which is my usual size.", "M", "M"),
        ("I ordered the M, my usual size.", "M", "M"),
        ("Die M passt, das ist meine übliche Größe.", "M", "M"),
        ("Bestellt in M, meine übliche Größe.", "M", "M"),
        ("La M me va bien, c'est ma taille habituelle.", "M", "M"),
        ("J'ai commandé un M, ma taille habituelle.", "M", "M"),
        ("A mí la S me queda bien, es mi talla de siempre.", "S", "S"),
        ("Pedí la M, mi talla habitual.", "M", "M"),
        # "I'm a ..." in French, Spanish and German; an adverb after the size
        ("Je suis une taille 40 normalement, le 42 taille bien.", "42", "40"),
        ("Soy una talla M y la L me queda grande.", "L", "M"),
        ("Ich bin eine 38, die 40 passt.", "40", "38"),
        ("Llevo una M normalmente y la L me queda bien.", "L", "M"),
        ("Mon mari fait du L, il a pris un XL.", "XL", "L"),
        # "I'm a 10 in this" is the size worn of this product
        ("I'm a 10 in this top and a 12 in most.", "10", "12"),
        ("I have a 10 in this top.", "10", None),
        # between: the range is the usual size
        ("I am normally between a size 0 and 2, so I ordered both.", None, "0-2"),
        ("I normally wear between a 4 to a 6.", None, "4-6"),
        ("I fluctuate between a 2 and 4 depending on the brand.", None, "2-4"),
        # more verbs of buying, changing and fitting
        ("I normally wear a small but ended up buying the medium.", "M", "S"),
        ("I usually am a 12 but I bumped up to a 14 and it was perfect.", "14", "12"),
        ("I rented it in a 0 and a 2 and ended up going with the 0.", "0", None),
        ("I am 5'4\" 114lbs and purchase the regular small.", "regular S", None),
        ("I am 5' 4\" and the regular xs comes to a bit below my knees.", "regular XS", None),
        ("I wear between a m & l and preferred the large.", "L", "M-L"),
        # plural numbers
        ("Usually wear 32s, the 32 is tight.", "32", "32"),
        # kids' sizes in years after an article (fr/es/de)
        ("Pris en 12 ans pour mon fils, parfait.", "12", None),
    ],
)
def test_size_worn_and_usual_size_phrasings(text, worn, usual):
    found = values(text)
    assert found.get("size_worn") == worn
    assert found.get("usual_size") == usual


@pytest.mark.parametrize(
    "text",
    [
        "I am 50. It was way too short on me.",  # an age
        "Ich bin 38 und liebe das Kleid.",
        "It is warm in 50 degree weather.",
        "I had to size 1 size down.",
        "Don't buy this unless you are normally a medium or larger.",  # advice
        "In the 12 years I have shopped here, never this.",
        "My 8 year old loves it.",
    ],
)
def test_numbers_that_are_no_size(text):
    found = values(text)
    assert "size_worn" not in found and "usual_size" not in found


@pytest.mark.parametrize(
    ("text", "worn", "usual"),
    [
        # a size worn elsewhere is the usual size only
        ("I'm a size 4 in most brands.", None, "4"),
        ("I'm a size 2 in just about everything.", None, "2"),
        ("My go-to size is a 4.", None, "4"),
        ("I'm more of a medium.", None, "M"),
        # a list of the reviewer's figures: "wear a medium" without a subject
        ("I am a curvy girl, wear a medium 8/10.", None, "M"),
    ],
)
def test_usual_size_phrasings(text, worn, usual):
    found = values(text)
    assert found.get("size_worn") == worn
    assert found.get("usual_size") == usual


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("My hips are 40.", "hips", 101.6),  # en: "are"
        ("34.5-28-38, the small fits", "bust", 87.6),  # halves in a triple
        ("Meine Hüften sind 98 cm.", "hips", 98.0),  # de
        ("Mes hanches font 98 cm.", "hips", 98.0),  # fr
        ("Mis caderas miden 98 cm.", "hips", 98.0),  # es
    ],
)
def test_body_measurements_after_a_plural_verb_or_with_halves(text, dimension, value):
    assert values(text)[dimension] == value


def test_a_number_read_as_a_body_measurement_is_no_size():
    found = values("bust 36, the top is lovely")
    assert found["bust"] == 91.4 and "size_worn" not in found


def test_a_size_after_weight_in_pounds_closes_the_figures():
    assert values("6'0 190lbs L. Boxy through the chest.")["size_worn"] == "L"


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        # a size changed for another: the one returned for, sized down to, decided on
        ("I ordered this skirt in a size 8 but returned for a 10 so it sits lower.", "10"),
        ("I tried the s on and decided to size down to an xs.", "XS"),
        ("Tried on the large, far too roomy. Decided on medium in green.", "M"),
        # sizes tried with the same cue: the one the reviewer says fits wins
        ("I initially tried on a medium. Then I tried on the small and that fit perfectly.", "S"),
        ("I ordered the s and the m. The m fit best.", "M"),
        ("I got both the 4 and the 6 and the 6 fit perfectly.", "6"),
        ("Ich habe die 38 und die 40 bestellt, die 40 passt perfekt.", "40"),
    ],
)
def test_the_size_kept_among_sizes_tried(text, worn):
    assert values(text)["size_worn"] == worn


@pytest.mark.parametrize(
    "text",
    [
        "I wore it 3 evenings in a row and love it.",  # a count
        "i ordered a small, but plan to size up to a medium.",  # a plan: the small is worn
        "this brand has always run small for me, i am 5'8 about 140lbs.",  # an adjective
        "i'm small-chested and love the neckline.",  # the body
    ],
)
def test_counts_plans_and_adjectives_are_no_size(text):
    found = values(text)
    assert found.get("size_worn") in (None, "S") and "usual_size" not in found
    assert found.get("size_worn") != "M"


def test_a_usual_bra_size_is_the_usual_size_and_no_bust():
    found = values("True to size: i am usually a 30dd and ordered 32d, fits great.")
    assert (found["usual_size"], found["size_worn"]) == ("30DD", "32D")
    assert "bust" not in found


def test_a_third_size_after_a_usual_range_is_still_the_usual_size():
    found = values("I normally wear between a 4 to a 6 or a size medium and couldn't get it on.")
    assert found["usual_size"] == "4-6" and "size_worn" not in found


def test_the_models_height_further_off_is_not_the_reviewers():
    text = (
        "I'm assuming the model showing the sweater is at least 5'9\", it is cropped on her. "
        "i'm 5'4\" and it's super cropped on me."
    )
    assert values(text)["height"] == 162.6


def test_the_model_named_before_the_reviewer_keeps_the_reviewers_height():
    assert values("Unlike the model, on me at 5'3\" it hits the ankle.")["height"] == 160.0


def test_a_size_range_before_in_is_no_height():
    found = values("(i typically wear a size 6-8 in pants)")
    assert "height" not in found and found["usual_size"] == "6-8"


@pytest.mark.parametrize(
    ("text", "worn", "usual"),
    [
        # "regular"/"standard" name the line beside petite, not the usual size...
        ("i ordered both the white & the navy in the regular size small.", "S", None),
        ("the standard xs was huge, so i tried the xs petite.", "XS petite", None),
        # ...unless the reviewer's own: "my regular size"
        ("i wore my regular size small.", "S", "S"),
    ],
)
def test_regular_sizes_beside_petite_are_no_usual_size(text, worn, usual):
    found = values(text)
    assert (found.get("size_worn"), found.get("usual_size")) == (worn, usual)


@pytest.mark.parametrize(
    ("text", "language", "worn"),
    [
        ("Ich trage normalerweise M, hier passt S.", "de", "S"),
        ("Normalmente uso M, aquí me queda bien la S.", "es", "S"),
        ("If you are tiny and can fit xxs this may work.", "en", None),
    ],
)
def test_a_letter_after_a_fit_verb_in_german_or_spanish_order_is_worn(text, language, worn):
    assert values(text, language).get("size_worn") == worn


@pytest.mark.parametrize(
    ("text", "usual"),
    [
        ("In sweaters i prefer an xl, but the l here is just perfect.", "XL"),
        ("I usually prefer a size 8 in pants and the 8 fits.", "8"),
    ],
)
def test_a_size_preferred_in_general_is_the_usual_size(text, usual):
    """fit-text-13: "i prefer an XL" states a habit; "prefer the S" (a choice) does not."""
    assert values(text).get("usual_size") == usual


def test_a_size_preferred_among_those_tried_is_no_usual_size():
    assert "usual_size" not in values("I tried both and prefer the small.")
