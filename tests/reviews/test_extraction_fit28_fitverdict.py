"""fit-text-28 (issue 12), consistency of overall verdict frames (fitverdict): a verdict or a
size choice said in another natural form reads like its base phrasing, or as fit-labels.md
says. Made-up examples: each family's base and its variants, with the neighbours that must
keep their own reading. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # base
        ("en", "The top was tight across the bust so I sized up.", {"bust": -1, "overall": -1}),
        ("en", "It looked huge, so I sized down.", {"overall": 1}),
        # a size choice without the word size: "ordered up", "order down"
        ("en", "The top was tight across the bust so I ordered up.", {"bust": -1, "overall": -1}),
        ("en", "It looked huge, so I ordered down.", {"overall": 1}),
        ("en", "I ordered up after reading the other reviews.", {"overall": -1}),
        ("en", "Cute jacket. Definitely order down!", {"overall": 1}),
        ("en", "Ordering up was the right call.", {"overall": -1}),
    ]
)
def test_a_size_choice_without_the_word_size(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # must not fire: conditional advice, or a step for the length or sleeves alone
        ("en", "If you are unsure between two sizes, order down.", {}),
        ("en", "If you like a baggy look you could order up.", {}),
        ("en", "Order up for length, down for arm length.", {}),
        ("en", "The price went up and I had to order again.", {}),
    ]
)
def test_a_size_choice_without_the_word_size_must_not_fire(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # base
        ("en", "The blazer fits really well.", {"overall": 0}),
        ("en", "The medium fit me very well.", {"overall": 0}),
        # any degree before the praise
        ("en", "The blazer fits quite well.", {"overall": 0}),
        ("en", "The medium fit me extremely well.", {"overall": 0}),
        ("en", "These shorts fit pretty well on my frame.", {"overall": 0}),
        ("en", "The coat fits surprisingly well.", {"overall": 0}),
        ("en", "It fits me quite nicely.", {"overall": 0}),
    ]
)
def test_a_degree_before_fits_well(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # must not fire as praise: a degree before a size word keeps its direction
        ("en", "The blazer fits quite small.", {"overall": -1}),
        ("en", "The blazer fits pretty snug.", {"overall": -1}),
        ("en", "The coat fits extremely big.", {"overall": 1}),
    ]
)
def test_a_degree_before_fits_well_must_not_fire(language, text, expected):
    assert labels(text, language) == expected
