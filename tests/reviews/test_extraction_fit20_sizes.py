"""fit-text-20 (issue 12), measurements: sizes and figures stated in passing. One or more
made-up examples per family, read from ``fit-labels.md`` (Measurements): ``size_worn`` is
the size kept, ``usual_size`` the size normally worn, counts, dates and prices are no
sizes. Written from the misses on the tuned part of fit_dev and on our labelled set
``bench/data/fit_extra_meas_11.jsonl``. Pure tests."""

from __future__ import annotations

import pytest

from reviews.extraction import extract_fit
from tests.reviews.test_extraction_fit18_sizes import measured


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Got 3 compliments the first day I wore it!", "en"),
        ("Refund took 5 business days.", "en"),
        ("I got the 3-piece in navy, a 2-pack of tees too.", "en"),
        ("Bought 2 for $60 total during the sale.", "en"),
        ("Bought this on June 14 and wore it to a wedding.", "en"),
        ("Livré en 48 heures, très bien emballé.", "fr"),
        ("Commandé le 3 mars, lavé deux fois.", "fr"),
        ("Lo compré el 15 de mayo con descuento.", "es"),
    ],
)
def test_counts_dates_and_prices_are_no_sizes(text, language):
    got = measured(text, language)
    assert "size_worn" not in got and "usual_size" not in got


def test_a_priced_size_with_its_article_is_still_the_size_worn():
    assert measured("I got the 8 for $40 and it fits.")["size_worn"] == "8"


@pytest.mark.parametrize(
    "text",
    [
        "Bought age 12-13 for my daughter, she is 11 and tall for her age.",
        "My son is 6, and the 7-8 fits him.",
    ],
)
def test_a_childs_age_is_no_usual_size(text):
    assert "usual_size" not in measured(text)


def test_a_child_said_to_be_a_size_is_the_usual_size():
    got = measured("My daughter is a 10 and the 10 fits her.")
    assert got["usual_size"] == "10" and got["size_worn"] == "10"


@pytest.mark.parametrize(
    ("text", "usual", "worn"),
    [
        # small/medium/large after "size is" name the size, no adjective
        ("My usual size is medium but I went with a small. The small fits great.", "M", "S"),
        # "what I always wear" after the size
        ("Ordered the medium, which is what I always wear, and it fits like a glove.", "M", "M"),
        # "fall between" is a range of usual sizes
        ("I typically fall between a 6 and an 8; the 8 was perfect.", "6-8", "8"),
        # the adverb after the garment: "size 10 in pants normally"
        ("Size 10 in pants normally, got the 12 in these.", "10", "12"),
        # a relative said to be a size
        ("My husband is a 42 regular in suits and the 42R jacket fit him.", "42 regular", "42R"),
    ],
)
def test_usual_size_stated_in_passing(text, usual, worn):
    got = measured(text)
    assert (got.get("usual_size"), got.get("size_worn")) == (usual, worn)


def test_my_usual_size_is_said_even_inside_advice():
    got = measured(
        "I went up to the large and it is way too big. Should have stuck with my normal medium."
    )
    assert (got.get("usual_size"), got.get("size_worn")) == ("M", "L")


def test_a_possessive_relative_is_not_the_reviewer_being_a_size():
    got = measured("It looked like I was wearing my husband's size xxl.")
    assert "usual_size" not in got


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        # "barely fits" still fits
        ("Runs small. I'm usually an L and the XL barely fits.", "XL"),
        # of two sizes judged, the one said to fit
        ("I'm 5'6\", 38DD. The medium was tight in the bust, the large fits.", "L"),
        # the size tried and judged too small stays the one worn when the other is only ordered
        ("I tried it in l, it was too small so I have ordered it in xl. I hope it fits.", "L"),
    ],
)
def test_size_worn_among_sizes_judged(text, worn):
    assert measured(text)["size_worn"] == worn


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        ("Talla chica me quedó perfecta, mido 1.55.", "chica"),
        ("Pedí la talla mediana y me queda bien.", "mediana"),
    ],
)
def test_spanish_size_names_after_talla(text, worn):
    assert measured(text, "es")["size_worn"] == worn


@pytest.mark.parametrize(
    "text", ["Talla chica, pide una más.", "Mi hija es muy chica y le encanta."]
)
def test_spanish_size_names_without_a_cue_are_no_size(text):
    assert "size_worn" not in measured(text, "es")


@pytest.mark.parametrize(
    ("text", "height", "weight"),
    [
        ("I'm 5 feet, 4 inches tall.", 162.6, None),
        ("5'4/130/34B, got the S.", 162.6, 59.0),
        ("height 5'4, weight 130", 162.6, 59.0),
        ("Height: 5'7 Weight: 140 and the M fits.", 170.2, 63.5),
    ],
)
def test_heights_and_weights_in_lists(text, height, weight):
    got = measured(text)
    assert got["height"] == pytest.approx(height, abs=0.2)
    assert got.get("weight") == (None if weight is None else pytest.approx(weight, abs=0.2))


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        # "mine is a small": the reviewer's own piece, not an adjective
        ("Mine is a small and fits great.", "S"),
        # "tried it on in a small"
        ("I tried it on in a small and it fit.", "S"),
        # the size after "a size up,"
        ("I ordered a size up, an 8.", "8"),
        # "so I got the xxs": a change of size, the last one is kept
        ("An xs was too big so I got the xxs.", "XXS"),
        # a size opening the list of the reviewer's figures
        ("I love it. Medium, 5'6\", 140 lbs.", "M"),
        ("xs petite, 5'1, 105 lbs.", "XS petite"),
    ],
)
def test_size_worn_said_in_passing(text, worn):
    assert measured(text)["size_worn"] == worn


def test_my_true_size_is_the_usual_size():
    got = measured("I got a 28 which is my true size.")
    assert (got.get("usual_size"), got.get("size_worn")) == ("28", "28")


def test_i_am_a_size_usually_is_not_a_size_worn():
    got = measured("I'm a size small usually.")
    assert got.get("usual_size") == "S" and "size_worn" not in got


def test_a_judged_size_before_figures_is_no_list_of_figures():
    assert "size_worn" not in measured("It was large, 5'4 and 130 lbs on me.")


@pytest.mark.parametrize(
    ("text", "height"),
    [
        # feet and inches typed with another mark after "I'm"
        ("i'm 5\"3 and it hits the knee.", 160.0),
        ("i'm 5;4 and it fits.", 162.6),
        ("I'm 5.4 and 120 lbs.", 162.6),
        # inches alone, said to be the height
        ("I'm 64 inches tall.", 162.6),
    ],
)
def test_heights_typed_with_other_marks(text, height):
    assert measured(text)["height"] == pytest.approx(height, abs=0.2)


@pytest.mark.parametrize("text", ["I'm 6.5 and the 7 fits.", "I'm 5.5 months pregnant."])
def test_a_decimal_after_i_am_without_a_weight_is_no_height(text):
    assert "height" not in measured(text)


def test_a_bra_size_between_height_and_weight_keeps_the_weight():
    got = measured("i'm 5'8\", 32d, 135 and the s fits.")
    assert got["weight"] == pytest.approx(61.2, abs=0.2) and "bust" not in got


@pytest.mark.parametrize(
    ("text", "language", "usual", "worn"),
    [
        # the usual size named with its own words, worn: "mi número de siempre", "su talla"
        ("Talla normal, cogi mi numero de siempre, el 38.", "es", "38", "38"),
        ("Le queda enorme a mi marido, y eso que pidio su talla de siempre, la L.", "es", "L", "L"),
        # "auch", "eher" between the usual-size words and the size
        ("Trage sonst auch 38 und hab wieder die 38 genommen.", "de", "38", "38"),
        ("Bestellt in 38, trage sonst eher 36/38.", "de", "36/38", "38"),
        # of two sizes judged, the one said to fit ("mit 44 passen sie")
        ("Normalerweise 43, die 43 war zu kurz, mit 44 passen sie jetzt.", "de", "43", "44"),
        # advice for next time: the size replaced is the one worn now
        ("Fallen groß aus, die Ferse rutscht. Nächstes Mal 39 statt 40.", "de", None, "40"),
    ],
)
def test_sizes_in_german_and_spanish_wording(text, language, usual, worn):
    got = measured(text, language)
    assert (got.get("usual_size"), got.get("size_worn")) == (usual, worn)


def test_spanish_purchase_verbs_typed_without_accents():
    assert measured("Para mi hijo cogi la 8 y le queda grande.", "es")["size_worn"] == "8"


@pytest.mark.parametrize(
    ("text", "language"),
    [("Arrive en 48h, bien emballé.", "fr"), ("Delivered within 36h.", "en")],
)
def test_hours_are_no_bra_size(text, language):
    assert "size_worn" not in measured(text, language)


@pytest.mark.parametrize(
    ("text", "language", "height"),
    [
        ("Eher klein geschnitten. Mit 1,75 und 70 kg brauchte ich L statt M.", "de", 175),
        ("De largo me esta corto, y mido solo 1,65.", "es", 165),
    ],
)
def test_metric_heights_after_mit_and_mido_solo(text, language, height):
    assert measured(text, language)["height"] == pytest.approx(height, abs=0.5)


@pytest.mark.parametrize(
    ("text", "usual"),
    [
        # the reviewer's own size before someone else's
        ("My sister is a 6 and I am an 8.", "8"),
        ("She's a 6 and I'm an 8.", "8"),
    ],
)
def test_the_reviewers_own_usual_size_before_anothers(text, usual):
    assert measured(text)["usual_size"] == usual


@pytest.mark.parametrize(
    ("text", "worn"),
    [
        ("I returned the medium for a small.", "S"),
        ("Sized down one size to the 6 from my usual 8.", "6"),
        ("I already own this in a medium.", "M"),
    ],
)
def test_size_worn_after_an_exchange_or_owned(text, worn):
    assert measured(text)["size_worn"] == worn


def test_the_garments_waist_in_german_is_not_the_wearers():
    assert "waist" not in measured("Die Taille misst 80 cm, mir zu eng.", "de")
    assert measured("Taille 72 cm, Hüfte 100 cm.", "de")["waist"] == pytest.approx(72)


@pytest.mark.parametrize(
    "text",
    [
        "They run half a size small, so order up.",
        "These run a half size small.",
        "It runs a full size large.",
        "Runs one size big in my opinion.",
    ],
)
def test_an_amount_of_size_before_small_or_large_is_no_size(text):
    got = measured(text)
    assert "size_worn" not in got and "usual_size" not in got


def test_a_size_small_ordered_is_still_the_size_worn():
    assert measured("I ordered a size small and it fits.")["size_worn"] == "S"


def test_a_size_word_ending_the_title_is_not_the_subject_of_the_bodys_first_verb():
    got = measured_review("Lovely but small", "Runs small, I usually wear an M and needed an L.")
    assert (got.get("usual_size"), got.get("size_worn")) == ("M", "L")


def measured_review(title: str, body: str) -> dict[str, object]:
    """{dimension_code: size label} of one review with a title."""
    return {
        value["dimension_code"]: value["raw_value"]
        for measurement in extract_fit(title, body, "en").measurements
        for value in measurement["values"]
        if value["value"] is None
    }
