"""fit-text-23 (issue 12, fitlen): the length said in phrasings of real English reviews that
``main`` missed or misread (docs/reviews.md, "fit-text-23: length (fitlen)"). Made-up
examples per family and language where it applies, each expected label read from
``fit-labels.md``. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


# --------------------------------------------------- a wish for more length, further off
# fit-labels.md: wishes are verdicts the other way round ("wish it were longer": short), also
# when the wish names something else first or asks for more length by a size.
@check(
    [
        (
            "en",
            "Pretty tee. I wish the front hung a bit better or was a little longer.",
            {"length": -1},
        ),
        ("en", "i kind of wish i had gone up a size for a bit more length.", {"length": -1}),
        ("en", "Love the color, do wish i sized up for a touch longer length.", {"length": -1}),
        (
            "en",
            "i was hoping the body would be more fitted and the hem a little longer.",
            {"length": -1},
        ),
        ("en", "was hoping for a bit more length in the torso.", {"length": -1}),
        ("de", "Ich hätte mir gewünscht, dass das Oberteil etwas länger wäre.", {"length": -1}),
        ("de", "Ich wünsche mir, dass die Ärmel ein bisschen länger wären.", {"sleeves": -1}),
        ("fr", "J'aurais aimé que le devant soit un peu plus long.", {"length": -1}),
        ("es", "Me hubiera gustado que la parte de atrás fuera un poco más larga.", {"length": -1}),
    ]
)
def test_a_wish_for_more_length_further_off(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a trim, or time
        ("en", "Cute top, but i wish the ties were a little longer.", {}),
        ("en", "Rented it for a wedding and i wish i could have kept it longer!", {}),
        # a hope that was met
        ("en", "i was hoping it would be a bit longer, but it's fine.", {}),
        # a longer version named, or a new clause before the comparative
        ("en", "i wish it was still in stock in the longer length.", {}),
        ("en", "I wish it came in navy because the longer one is sold out.", {}),
    ]
)
def test_a_wish_for_a_trim_or_for_time_is_no_length(language, text, expected):
    assert labels(text, language) == expected


# ----------------------------------------------------------- the length as on the model
# fit-labels.md: a neutral position has no label unless judged ("like on the model": 0).
@check(
    [
        ("en", "Lovely skirt. The length was just as it looks on the model.", {"length": 0}),
        ("en", "Soft fabric, length as pictured on model.", {"length": 0}),
        ("en", "the length is exactly like in the photos.", {"length": 0}),
    ]
)
def test_the_length_as_on_the_model(language, text, expected):
    assert labels(text, language) == expected


# ----------------------------------------------------- a length feared, then found right
# fit-labels.md: what was feared is no verdict; the length found right after it is 0.
@check(
    [
        (
            "en",
            "I was afraid it would be too long on me but with wedges it is perfect.",
            {"length": 0},
        ),
        (
            "en",
            "i was worried the length would be a problem since i'm petite, but it works great.",
            {"length": 0},
        ),
        ("en", "I was worried about the length, but it was fine for the office.", {"length": 0}),
        ("en", "I was worried it would be too long, but it's way too short.", {"length": -1}),
        (
            "en",
            "I was worried it would take too long to ship but it came fast and fits great.",
            {"overall": 0},
        ),
        (
            "de",
            "Ich hatte Angst, dass es zu lang ist, aber mit Absätzen passt es perfekt.",
            {"length": 0},
        ),
        (
            "fr",
            "J'avais peur qu'elle soit trop longue mais avec des talons c'est parfait.",
            {"length": 0},
        ),
        (
            "es",
            "Tenía miedo de que fuera demasiado largo pero con tacones queda perfecto.",
            {"length": 0},
        ),
    ]
)
def test_a_length_feared_then_found_right(language, text, expected):
    assert labels(text, language) == expected


# ---------------------------------------------------------- the length praised, one word off
@check(
    [
        ("en", "Fits true to size and a nice breezy length.", {"overall": 0, "length": 0}),
        ("en", "Bought the regular and the length is still fine for me at 5'3.", {"length": 0}),
        ("en", "Love the pattern of this skirt & the length.", {"length": 0}),
        ("en", "a nice heavy length of fabric for the price", {}),
    ]
)
def test_the_length_praised_one_word_off(language, text, expected):
    assert labels(text, language) == expected


# -------------------------------------------------------------------- hemmed, said shortly
# fit-labels.md: "had to hem" is +1; no need to hem is 0.
@check(
    [
        ("en", "Shortened them an inch and they are perfect now.", {"length": 1}),
        ("en", "Great trousers. Hemmed them and wear them every week.", {"length": 1}),
        ("en", "the only thing is i had go them hemmed.", {"length": 1}),
        ("en", "Finally pants that don't have to be hemmed!", {"length": 0}),
        ("en", "i shortened the straps and it sits better.", {}),
    ]
)
def test_hemmed_said_shortly(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------------------- a high-low hem is the cut, not a fit
# fit-labels.md: style words alone are no signal; one side against the other is the design.
@check(
    [
        ("en", "The blouse is shorter in the front than in the back.", {}),
        ("en", "I like how it is cut longer in the back.", {}),
        ("en", "It is a bit shorter in the back than i would like.", {"length": -1}),
        ("en", "It is a little short in the front.", {"length": -1}),
        ("es", "La blusa es más corta por delante que por detrás.", {}),
        ("es", "Es un poco corta por delante para mí.", {"length": -1}),
    ]
)
def test_a_high_low_hem_is_the_cut(language, text, expected):
    assert labels(text, language) == expected
