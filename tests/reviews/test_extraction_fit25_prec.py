"""fit-text-25 (issue 12), precision and reviews without fit content (fitprec): families of
false or wrong-direction signals pooled over every readable English set. Made-up examples per
family, read from ``fit-labels.md``, each with a near miss that keeps its signal. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # room for a purpose right after a verdict that it fits belongs to that verdict: fits
        # as wanted (overall 0), like "snug as it should be"
        ("en", "Warm parka, it fits great with room for a hoodie underneath.", {"overall": 0}),
        ("en", "Got the 6 for my son, fits him perfectly with room to grow.", {"overall": 0}),
        ("en", "Runs true to size, with room for a thermal under it.", {"overall": 0}),
        ("en", "Tts with some room for layering.", {"overall": 0}),
        # near misses: room with no verdict that it fits, or in a clause of its own, is room
        ("en", "The 8 fits with a little room to grow.", {"overall": 1}),
        ("en", "Cozy coat, lots of room for a sweater.", {"overall": 1}),
        ("en", "It's big on me, with room for a sweater underneath.", {"overall": 1}),
    ]
)
def test_room_for_a_purpose_after_a_fit_verdict_is_that_verdict(language, text, expected):
    assert labels(text, language) == expected
