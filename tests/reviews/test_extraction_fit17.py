"""fit-text-17 families (one made-up example per rule and language where it applies),
written from the misses of our fourth labelled sample ``bench/data/fit_extra_real_4.jsonl``
and the tuned parts. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        ("en", "It's not as long on me as on the model.", {"length": -1}),
        ("en", "They are not as short on me as they look on the model.", {"length": 1}),
        ("fr", "Elle n'est pas aussi longue sur moi que sur la photo.", {"length": -1}),
        ("es", "No es tan largo en mí como en la foto.", {"length": -1}),
        ("en", "It's not as tight on me as I feared.", {"overall": 0}),
    ]
)
def test_a_negated_equative_goes_on_past_the_wearer(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It is the same length on me as it shows on the model.", {"length": 0}),
        ("en", "It is as long on me as it looks in the photos.", {"length": 0}),
        ("en", "It isn't as long as it looks on the model.", {"length": -1}),
        ("en", "The sleeves are as long as they are on my coat.", {}),
        ("de", "Das Kleid ist genauso lang wie auf dem Foto.", {"length": 0}),
        ("de", "Das Kleid ist nicht so lang wie auf dem Foto.", {"length": -1}),
        ("fr", "Elle est aussi longue sur moi que sur la photo.", {"length": 0}),
        ("es", "Es tan largo en mí como en la foto.", {"length": 0}),
    ]
)
def test_the_same_length_as_in_the_photos_is_like_on_the_model(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Collar size 15.5 fits perfectly, but the sleeves are too long.", {"sleeves": 1}),
        ("en", "Neck size 16 fits perfectly.", {}),
        ("de", "Kragenweite 41 passt genau, aber die Ärmel sind zu kurz.", {"sleeves": -1}),
        ("de", "Größe 42, Kragen passt.", {}),
        ("de", "Länge passt.", {"length": 0}),
        (
            "fr",
            "Le tour de cou 41 me va parfaitement, mais les manches sont trop courtes.",
            {"sleeves": -1},
        ),
        ("es", "El cuello 41 me queda perfecto, pero las mangas son cortas.", {"sleeves": -1}),
        ("en", "The waist 32 fits well.", {"waist": 0}),
    ]
)
def test_a_collar_that_fits_is_no_overall_verdict(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "This dress barely goes below the knees.", {"length": -1}),
        ("en", "The top barely reaches my waist.", {"length": -1}),
        ("en", "The sleeves barely reach my wrists.", {"sleeves": -1}),
        ("en", "It barely reaches around my waist.", {}),
        ("en", "On the model it barely goes below the knees.", {}),
        ("de", "Das Kleid reicht kaum bis zum Knie.", {"length": -1}),
        ("de", "Ein Pulli, der kaum über den Bauchnabel geht.", {"length": -1}),
        ("de", "Die Ärmel reichen kaum bis zum Handgelenk.", {"sleeves": -1}),
        ("fr", "La robe arrive à peine aux genoux.", {"length": -1}),
        ("fr", "Les manches arrivent à peine aux poignets.", {"sleeves": -1}),
        ("es", "El vestido apenas llega a la rodilla.", {"length": -1}),
        ("es", "Las mangas apenas llegan a las muñecas.", {"sleeves": -1}),
    ]
)
def test_barely_reaching_a_landmark_is_short(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "I wear them with heels and they are a bit long.", {"length": 1}),
        ("en", "Cute with a tee and flat sandals, the length is perfect.", {"length": 0}),
        ("en", "I am 5 foot 6 and it is a bit long.", {"length": 1}),
        ("en", "These boots run small.", {"overall": -1}),
        ("en", "My toes touch the end.", {"overall": -1}),
        ("de", "Mit Sandalen getragen ist das Kleid etwas zu lang.", {"length": 1}),
        ("de", "Die Stiefel sind zu klein.", {"overall": -1}),
        ("fr", "Je la porte avec des bottines, elle est un peu longue.", {"length": 1}),
        ("fr", "Les bottines sont trop petites.", {"overall": -1}),
        ("es", "La llevo con botas y es un poco larga.", {"length": 1}),
        ("es", "Las botas son pequeñas.", {"overall": -1}),
    ]
)
def test_shoes_worn_with_it_and_a_height_in_feet_are_no_footwear(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Love it. Could be a little longer.", {"length": -1}),
        ("en", "Love it. Could be a bit shorter though.", {"length": 1}),
        ("en", "Needs to be a little longer.", {"length": -1}),
        ("en", "I would have liked it a bit longer.", {"length": -1}),
        ("en", "I'd prefer it a little longer.", {"length": -1}),
        ("en", "Would have liked the sleeves to be longer.", {"sleeves": -1}),
        ("en", "Would be nice if it were longer.", {"length": -1}),
        ("en", "I'd like it a bit looser in the hips.", {"hips": -1}),
        ("en", "I'd like them in black too.", {}),
        ("en", "It could be worn longer.", {}),
        ("en", "I would have liked it a little looser in the bottom half.", {}),
        ("de", "Hätte es gern etwas länger gehabt.", {"length": -1}),
        ("de", "Ich hätte die Ärmel gern länger gehabt.", {"sleeves": -1}),
        ("fr", "Belle robe. Pourrait être un peu plus longue.", {"length": -1}),
        ("es", "Me habría gustado que fuera más largo.", {"length": -1}),
        ("es", "Me hubiera gustado que las mangas fueran más largas.", {"sleeves": -1}),
    ]
)
def test_a_wish_without_its_subject_or_as_a_preference(language, text, expected):
    assert labels(text, language) == expected
