"""fit-text-49: a bra size named with "bra" beside a garment size is the body; more ways to name
the usual size and the size taken ("often a 27", "ordered that size", "medium is my norm");
heights and inseams that are not the wearer's; verdicts said of other garments or habits; more
verdict forms. Every sentence is made up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction import directions
from tests.reviews.test_extraction_fit18_en import sizes
from tests.reviews.test_extraction_measurement_phrasing import values


def en(text: str) -> dict[str, int]:
    return directions(text, language="en")


@pytest.mark.parametrize(
    "text",
    [
        "For reference i wear a 32c bra. I first tried on the small.",
        "My measurements are 36/28/39, i wear a 34d bra, and the medium fit perfectly.",
        "I'm a 34dd bra size and the 8 fits.",
    ],
)
def test_a_bra_size_named_with_bra_beside_a_garment_size_is_no_usual_size(text):
    found = sizes(text)
    assert "usual_size" not in found
    assert found["size_worn"] in {"S", "M", "8"}


def test_a_bra_size_is_the_usual_size_of_a_bra():
    assert sizes("I wear a 34c bra and this bra in 34c fits well.") == {
        "usual_size": "34C",
        "size_worn": "34C",
    }


@pytest.mark.parametrize(
    ("text", "usual", "worn", "overall"),
    [
        ("I purchased a regular 28, even though i'm often a 27 in jeans.", "27", "regular 28", -1),
        ("I often wear a medium, and the small fit.", "M", "S", 1),
        ("I am typically an xl and i ordered that size. It fits.", "XL", "XL", 0),
        ("I usually wear an m, so i got that size and it was huge.", "M", "M", 1),
        ("I got a medium and it fits. Medium is my norm for this brand.", "M", "M", 0),
    ],
)
def test_more_ways_to_name_the_usual_size_and_the_size_taken(text, usual, worn, overall):
    assert sizes(text) == {"usual_size": usual, "size_worn": worn}
    assert en(text)["overall"] == overall


@pytest.mark.parametrize(
    "text",
    ["I usually get 1 every year. I bought a large.", "I buy 2 a season, this time the large."],
)
def test_how_often_is_no_size(text):
    assert sizes(text) == {"size_worn": "L"}


@pytest.mark.parametrize(
    "text",
    [
        "I bought the medium. However, could probably have ordered a small.",
        "I got the medium. I could easily have bought a small.",
    ],
)
def test_a_smaller_size_that_would_have_done_says_it_runs_large(text):
    assert en(text)["overall"] == 1


def test_a_size_one_could_have_had_under_a_condition_is_no_verdict():
    text = "I purchased a small. I could have gone with a medium if i wanted to wear a bra."
    assert "overall" not in en(text)


@pytest.mark.parametrize(
    ("text", "dimension"),
    [
        ("Fits my tall curvy frame perfectly.", "overall"),
        ("This top fits like shown in the pictures.", "overall"),
        ("The fit is spot-on and so flattering.", "overall"),
        ("The sizing was spot-on.", "overall"),
        ("When i put these on they fit just like i want them to.", "overall"),
        ("The sleeves are the perfect size and the colour is great.", "sleeves"),
        ("The pants are just as long on me as the model in the picture.", "length"),
    ],
)
def test_more_forms_of_fitting_as_it_should(text, dimension):
    assert en(text)[dimension] == 0


@pytest.mark.parametrize(
    "text", ["The pockets are the perfect size.", "It is the perfect size for my laptop."]
)
def test_the_perfect_size_of_something_else_is_no_verdict(text):
    assert en(text) == {}


@pytest.mark.parametrize(
    ("text", "dimension", "direction"),
    [
        ("The top runs a bit on the full side, so i would go down one.", "overall", 1),
        ("The sweater was large making me feel like a blob in it.", "overall", 1),
        ("It also is very long almost dress length.", "length", 1),
    ],
)
def test_more_verdict_forms(text, dimension, direction):
    assert en(text)[dimension] == direction


@pytest.mark.parametrize(
    "text",
    [
        "Her face is on the full side, the colour suits her.",
        "Not big enough of an issue to return.",
        "There is a pulled thread, but it was not big enough to matter.",
        "I like the long sleeves as sleeves are often too short on me.",
        "Those dresses that might feel a little tight around the hip area- this will cover it all.",
        "It might be a bit short for really tall gals.",
    ],
)
def test_no_verdict_on_this_item(text):
    assert en(text) == {}


@pytest.mark.parametrize(
    "text",
    [
        "These fit great, without making the top too big.",
        "It hugs my hips without making the top too big or loose.",
    ],
)
def test_without_making_it_too_big_negates_every_size_word(text):
    assert set(en(text).values()) == {0}


def test_a_second_description_of_the_reviewer_is_the_body():
    text = "The xs looks a bit too large (i am around medium weight and very short)."
    assert en(text) == {"overall": 1}


@pytest.mark.parametrize(
    ("text", "height"),
    [
        ('This dress fit nice. I am 64" and 135 lbs.', 162.6),
        ("64 inches tall and the s fits.", 162.6),
    ],
)
def test_a_height_in_inches_before_a_weight(text, height):
    assert values(text, "en")["height"] == height


def test_a_waist_in_inches_before_a_weight_is_no_height():
    assert "height" not in values('My waist is 28" and 130 lbs.', "en")


@pytest.mark.parametrize(
    "text",
    [
        "I think the petite would fit someone in the 5'6\" range.",
        'Not so with the petite 31" inseam on these!',
        'I took a chance ordering them with a "31 inch inseam", I thought.',
    ],
)
def test_another_person_and_the_garment_are_not_the_wearer(text):
    found = values(text, "en")
    assert "height" not in found and "inseam" not in found


def test_the_wearers_inseam_is_still_read():
    assert values('I have a 31" inseam and these are long.', "en")["inseam"] == 78.7


@pytest.mark.parametrize(
    "text",
    [
        "It was tight in the arms as well as the waist.",
        "This jacket is so small in the arms as well as the body that it fit like an xs.",
    ],
)
def test_as_well_as_after_was_or_so_is_no_equative(text):
    # "was" ends in "as" and "so ... as well as" is no "so long as": the verdict stands
    assert en(text)["sleeves"] == -1


def test_an_equative_with_the_model_is_still_the_same_length():
    assert en("It is just as long on me as on the model.") == {"length": 0}


@pytest.mark.parametrize(
    "text", ["It's super soft and an appropriate length.", "It was a decent length for work."]
)
def test_an_appropriate_length_is_a_length_that_fits(text):
    assert en(text) == {"length": 0}


def test_a_dash_glued_to_a_word_then_a_new_subject_ends_the_statement():
    text = "It runs bigger- this is the only sweater where the sleeves are a little too long."
    assert en(text) == {"overall": 1, "sleeves": 1}


@pytest.mark.parametrize(
    "text",
    [
        "The crotch ends up dropping two or 3 inches.",
        "Like a slightly relaxed skinny with a really low crotch.",
        "The waist is a little higher than i'm used to.",
    ],
)
def test_a_dropped_crotch_or_a_waist_higher_than_usual_is_a_long_rise(text):
    assert en(text) == {"rise": 1}


def test_swallowing_me_is_too_big():
    assert en("I felt like they were swallowing me up with fabric.") == {"overall": 1}


@pytest.mark.parametrize(
    ("text", "usual", "worn"),
    [
        ("I sized down to a 2 from a 4.", "4", "2"),
        ("I went up to a medium from my usual small and it fits.", "S", "M"),
        ("Tried the size 27, the usual for me in this brand. They fit like a glove.", "27", "27"),
        ("My general size m was absolutely gigantic.", "M", "M"),
    ],
)
def test_more_ways_to_name_the_usual_size(text, usual, worn):
    assert sizes(text) == {"usual_size": usual, "size_worn": worn}


def test_a_count_of_people_is_no_size():
    assert sizes("I had 5 strangers stop me to ask about it.") == {}


def test_the_inseam_named_with_the_is_the_garments():
    assert "inseam" not in values("The 36 inch inseam is perfect for me.", "en")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I would have preferred a little more room in the sleeves.", {"sleeves": -1}),
        (
            "I went up a size for a little extra wiggle room across my shoulders.",
            {"overall": -1, "shoulders": -1},
        ),
        ("It is a bit long which lengthens the torso if you are short like me.", {"length": 1}),
    ],
)
def test_room_wished_for_and_the_reviewer_among_the_readers(text, expected):
    assert en(text) == expected


def test_a_reader_condition_without_the_reviewer_still_governs():
    assert en("It is a bit long if you are short.") == {}


@pytest.mark.parametrize(
    "text",
    [
        "It fits in a very flattering and comfortable way.",
        "The fit on this works for me.",
        "The fit matches the photos.",
    ],
)
def test_more_ways_to_say_it_fits(text):
    assert en(text) == {"overall": 0}


def test_the_usual_size_named_for_a_store():
    text = "My typical size in this store is m. I found that in this top a s fit best."
    assert sizes(text) == {"usual_size": "M", "size_worn": "S"}
    assert en(text)["overall"] == 1


@pytest.mark.parametrize(
    "text",
    [
        "It may swallow someone on the shorter side.",
        "The arm length of regular size garments is usually too long.",
    ],
)
def test_other_people_and_other_garments_are_no_verdict(text):
    assert en(text) == {}


def test_another_size_that_would_have_worked_too_makes_the_change_no_verdict():
    text = "I sized up from my normal s to a m. But a small would have prob worked as well."
    assert en(text) == {"overall": 0}


def test_a_weight_told_as_a_difference_is_no_weight():
    assert "weight" not in values("The cut made me look 50 - 100 lbs heavier than i am.", "en")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I ordered the xsmall and it was tight. I'll be exchanging for a small.",
            {"size_worn": "XS"},
        ),
        (
            "I range from 2-4 in bottoms. I ordered a 2 in these, and they were way too big.",
            {"usual_size": "2-4", "size_worn": "2"},
        ),
    ],
)
def test_an_exchange_still_to_come_and_a_usual_range(text, expected):
    assert sizes(text) == expected


def test_the_garments_inseam_said_with_were():
    assert "inseam" not in values("I couldn't believe these were a 33 inch inseam.", "en")


@pytest.mark.parametrize(
    "text",
    [
        "This top completely fell short for me.",
        "Fell short of expectations.",
        "You might drown in sweat in this thick fabric.",
        "Necklaces work great with this neckline unless they are short.",
        "I returned the 8 for a 10 so it could sit a bit lower.",
    ],
)
def test_idioms_and_conditions_are_no_verdict(text):
    assert en(text) == {}


def test_falling_short_on_me_is_still_short():
    assert en("It falls a bit short on me.") == {"length": -1}


def test_riding_lower_on_the_hips_is_a_short_rise():
    assert en("Still looks good, it just rides a bit lower on my hips.") == {"rise": -1}


def test_a_smaller_size_that_would_have_worked_better():
    assert en("I'm 8/10 and got the 10. I think the 8 would've worked better.") == {"overall": 1}


@pytest.mark.parametrize(
    "text",
    [
        "I got this in an xs and it was perfect.",
        "I went with a petite and it is perfect.",
        "I love the colors - style and fit.",
        "I love this dress as far as the fit goes.",
    ],
)
def test_a_size_or_the_fit_praised_in_more_forms(text):
    assert en(text) == {"overall": 0}


def de(text: str) -> dict[str, int]:
    return directions(text, language="de")


def fr(text: str) -> dict[str, int]:
    return directions(text, language="fr")


def es(text: str) -> dict[str, int]:
    return directions(text, language="es")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Die Jacke in 128 ist perfekt.", {"overall": 0}),
        ("Schnitt ist aber schön locker und luftig.", {}),
        ("Über der Brust schön weit.", {"bust": 1}),
        ("Hemd in Kragenweite 41 wie immer. Über der Brust spannen die Knöpfe.", {"chest": -1}),
        ("Die Hose ist dagegen weit.", {"overall": 1}),
        (
            "Das Maxikleid schleift am Boden, obwohl ich flache Schuhe trage. Sonst passt es gut.",
            {"length": 1, "overall": 0},
        ),
    ],
)
def test_german_forms(text, expected):
    assert de(text) == expected


@pytest.mark.parametrize(
    ("text", "usual", "worn"),
    [
        ("Bei den meisten Marken trag ich 36, hier musste ich 38 nehmen.", "36", "38"),
        ("Dabei trägt er sonst in allen Schuhen 30. Die 30 ist zu groß.", "30", "30"),
    ],
)
def test_german_usual_sizes(text, usual, worn):
    assert sizes(text, "de") == {"usual_size": usual, "size_worn": worn}


@pytest.mark.parametrize(
    ("text", "height"),
    [
        ("Ich, 1,75 und ca. 85 kg, eher kräftig gebaut.", 175),
        ("Die Schrittlänge ist für mich (1,80) etwas kurz.", 180),
    ],
)
def test_metres_without_a_unit_before_a_weight_or_in_brackets(text, height):
    assert values(text, "de")["height"] == height


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Le 38 ne passait pas aux épaules.", {"shoulders": -1}),
        ("En 50, l'entrejambe tombe pile, pas besoin de retouche.", {"inseam": 0}),
        ("Par contre nickel au niveau du buste.", {"bust": 0}),
        ("Très content de ce manteau. Un peu juste à la poitrine.", {"chest": -1}),
        ("Très contente de ce manteau. Un peu juste à la poitrine.", {"bust": -1}),
    ],
)
def test_french_forms(text, expected):
    assert fr(text) == expected


def test_french_inseam_of_the_wearer_with_d_apostrophe():
    assert values("Le jean est court (je fais 81 cm d'entrejambe).", "fr")["inseam"] == 81.0


@pytest.mark.parametrize(
    ("text", "lang", "usual"),
    [
        ("Mon talon sort à chaque pas en 39, ma pointure habituelle.", "fr", "39"),
        ("Tengo un 38 y pedí el 38. Me quedan justas.", "es", "38"),
        ("Tengo una M en otras marcas y esta M me queda algo ajustada.", "es", "M"),
        ("Normalmente con la M voy bien. Me pedí la M.", "es", "M"),
    ],
)
def test_usual_sizes_in_french_and_spanish(text, lang, usual):
    assert sizes(text, lang)["usual_size"] == usual


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("El largo de manga, perfecto.", {"sleeves": 0}),
        ("De largo, bien.", {"length": 0}),
        ("De cadera y cintura van bien.", {"hips": 0, "waist": 0}),
        ("La tela, perfecta.", {}),
    ],
)
def test_spanish_parts_praised_in_few_words(text, expected):
    assert es(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Die Beine sind genau richtig lang.", {"length": 0}),
        ("Meine Beine sind kurz.", {}),
        ("Meine Beine sind sehr lang, die Hose ist zu kurz.", {"length": -1}),
    ],
)
def test_german_legs_of_the_trousers_and_of_the_wearer(text, expected):
    assert de(text) == expected


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        (
            "In der 38 hat es an den Oberarmen gezwickt und über der Brust gespannt.",
            "de",
            {"sleeves": -1, "bust": -1},
        ),
        ("Bin eigentlich L, aber das Hemd in L spannt über der Brust.", "de", {"chest": -1}),
        ("Aprieta de sisa y me cuesta levantar los brazos.", "es", {"shoulders": -1}),
    ],
)
def test_more_tightness_forms_in_german_and_spanish(text, lang, expected):
    assert directions(text, language=lang) == expected


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        (
            "Aber in meiner normalen 39 rutsche ich hinten raus.",
            "de",
            {"usual_size": "39", "size_worn": "39"},
        ),
        (
            "Me queda como un guante!! talla s, la de siempre",
            "es",
            {"usual_size": "S", "size_worn": "S"},
        ),
        ("Mit der 40 passt es.", "de", {"size_worn": "40"}),
        ("80C ist eigentlich meine Größe.", "de", {"usual_size": "80C", "size_worn": "80C"}),
    ],
)
def test_more_size_cues_in_german_and_spanish(text, lang, expected):
    assert sizes(text, lang) == expected


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        (
            "Veste très serrée aux épaules. J'ai pourtant pris ma taille habituelle, le 42.",
            "fr",
            {"shoulders": -1},
        ),
        ("Me aprieta en las caderas. Pedí mi talla de siempre, la 38.", "es", {"hips": -1}),
        ("Pris ma taille habituelle, 42.", "fr", {"overall": 0}),
        ("Chaussures larges. Taille normalement.", "fr", {"width": 1, "overall": 0}),
    ],
)
def test_the_usual_size_taken_is_true_to_size_only_when_nothing_is_said_against(
    text, lang, expected
):
    assert directions(text, language=lang) == expected


def test_the_size_a_child_has_is_the_usual_size():
    found = sizes("Unser Sohn hat Größe 28, die 28 ist aber deutlich zu klein.", "de")
    assert found["usual_size"] == "28"
