"""fit-text-26 (issue 12), precision on real English reviews (fitprec2): families of false or
wrong-direction signals on the readable real sets. Made-up examples per family, read from
``fit-labels.md``, each with near misses that keep their signal. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # the right stretch or thickness is the fabric, no fit (fit-labels.md: no fit content,
        # no signal)
        ("en", "Soft leggings with just the right amount of stretch.", {}),
        ("en", "The knit has the perfect amount of give and washes well.", {}),
        ("en", "Fabric: just right thickness, warm but not heavy.", {}),
        ("en", "Just right weight for spring.", {}),
        # near misses: the room it leaves, or "just right" alone, is the fit
        ("en", "A nice drape with just the right amount of room.", {"overall": 0}),
        ("en", "The medium is just right.", {"overall": 0}),
        ("en", "It fit just right, the stretch is comfortable.", {"overall": 0}),
    ]
)
def test_just_right_said_of_the_fabric_is_no_fit(language, text, expected):
    assert labels(text, language) == expected