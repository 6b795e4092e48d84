"""fit-text-23 `overall` families (fitovr): made-up sentences, one or more per rule and per
language where the family exists in the lexicons, written from the `overall` errors of the
official TUNE real cases and our real labelled samples. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        (
            "en",
            "I normally wear a 4 but went up to a 6. It was roomy on top even though it fit"
            " everywhere else.",
            {"overall": 0, "bust": 1},
        ),
        ("en", "The zip pinched at my ribs, but it was fine every where else.", {"overall": 0}),
        ("en", "They fit everywhere else, just too tight in that area.", {"overall": 0}),
        ("en", "Too big in the bust, the rest fits perfectly.", {"overall": 0, "bust": 1}),
        # an explicit verdict on how it runs stays beside the rest fitting
        (
            "en",
            "It runs small. Tight in the hips, fine everywhere else.",
            {"overall": -1, "hips": -1},
        ),
        (
            "de",
            "Normalerweise trage ich 38, hier habe ich die 40 genommen. Sie ist an der Brust zu"
            " weit, der Rest passt.",
            {"overall": 0, "bust": 1},
        ),
        (
            "fr",
            "D'habitude je fais du 38, j'ai pris le 40. Elle est trop large à la poitrine, le"
            " reste va bien.",
            {"overall": 0, "bust": 1},
        ),
        (
            "es",
            "Normalmente uso la 38, pedí la 40. Me queda ancha en el pecho, el resto me queda"
            " bien.",
            {"overall": 0, "bust": 1},
        ),
    ]
)
def test_the_rest_fitting_makes_overall_zero_over_a_size_change_or_a_vague_complaint(
    language, text, expected
):
    assert labels(text, language) == expected


@check(
    [
        # (fit-text-39: a size given up for its fit with "but it was ..., so i went with" is
        # compared, as "the medium was way too roomy, so i went with the small" always was;
        # fit-labels.md: a size changed because of the fit, by the usual-size rule)
        (
            "en",
            "I tried on the medium but it was way too roomy, so I went with the small.",
            {"overall": 1},
        ),
        ("en", "I got the 8's on but they were tight, so I kept the 10.", {}),
        ("en", "I bought the xs because the small looked baggy on me.", {}),
        ("en", "I tried the large on first, it was baggy. I'm keeping the medium.", {}),
        # the size tried is the one kept: a verdict on it
        ("en", "I tried the small and it was tight, I kept it anyway.", {"overall": -1}),
        # an exchange is compared instead (the size given up for the one kept)
        (
            "en",
            "I ordered the medium and it was huge, so I exchanged it for the small.",
            {"overall": 1},
        ),
        ("en", "The small was too tight so I returned it for a medium.", {"overall": -1}),
    ]
)
def test_a_verdict_on_another_size_tried_is_no_overall(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "I'm a 4 in most things, but I always buy a 6 in dresses because I'm tall. I got"
            " the 6 here.",
            {},
        ),
        (
            "en",
            "I'm a size 2 in almost everything but I always order a 4 in dresses because of my"
            " long torso, and sizing up works better.",
            {},
        ),
        (
            "en",
            "I usually wear a 4 but have to go up a size for skinny jeans, so I got the 6.",
            {},
        ),
        (
            "en",
            "From past experience with this brand they run small, so I ordered a large. I'm"
            " usually a medium.",
            {},
        ),
        (
            "en",
            "I wear a 0/2 top but tried a large here because from past experience with this"
            " brand they run small.",
            {},
        ),
        # "runs small" said of this item stays a verdict
        ("en", "It runs small, so I ordered a large.", {"overall": -1}),
        (
            "en",
            "I ordered the petite small to make sure it wasn't too long. I'm usually an xs.",
            {},
        ),
        (
            "en",
            "I sized up to make sure it was long enough. It fits like it fits the model.",
            {"overall": 0},
        ),
        # a size changed after trying this item stays a verdict
        (
            "en",
            "I usually wear a small but sized up to a medium and it fits great.",
            {"overall": -1},
        ),
    ]
)
def test_a_size_chosen_in_advance_for_a_known_reason_is_no_verdict(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "The petite is perfect.", {"overall": 0}),
        ("en", "I think this size was perfect.", {"overall": 0}),
        ("en", "Size 6 and the small works for me.", {"overall": 0}),
        ("en", "The medium worked perfectly.", {"overall": 0}),
        ("en", "The petite size is great.", {"overall": 0}),
        # one part's verdict stays that part's
        ("en", "The petite is great in the shoulders.", {"shoulders": 0}),
        ("de", "Ich habe die 38 genommen, diese Größe war genau richtig.", {"overall": 0}),
        ("fr", "Cette taille est parfaite.", {"overall": 0}),
        ("es", "Esta talla es perfecta.", {"overall": 0}),
    ]
)
def test_this_size_or_the_petite_said_to_fit_is_overall_zero(language, text, expected):
    assert labels(text, language) == expected
