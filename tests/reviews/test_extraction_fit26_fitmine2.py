"""fit-text-26 families taken from unlabelled real reviews at scale (fitmine2): phrasings that
recur at least five times in the 2,533 unlabelled rows of the women's clothing reviews
(``bench/data/wcr_mine_25.jsonl`` and ``wcr_mine_26.jsonl``) and that the extractor missed
there; read from ``fit-labels.md`` and checked against the readable labelled sets. Made-up
examples, each family once, with negative near-misses. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # the fit praised in words the lists lacked: overall 0, like "fits perfectly"
        ("en", "Such a soft knit and the fit is fabulous.", {"overall": 0}),
        ("en", "The fit was just lovely on me, I kept it.", {"overall": 0}),
        ("en", "Fit is spectacular! Wearing it to the party.", {"overall": 0}),
        ("en", "The fit for me was perfect, the colour less so.", {"overall": 0}),
        ("en", "The fit is really pleasing and the linen is crisp.", {"overall": 0}),
        # near-misses: a praise word beside a direction, another noun praised, the fit faulted
        ("en", "The fit is nice and loose through the body.", {"overall": 1}),
        ("en", "The print is lovely and the buttons are sturdy.", {}),
        ("en", "The fit is odd, it bunches at the back.", {}),
        # praise of the parts just named, not of the whole
        (
            "en",
            "The waist and the length are perfect, in that regard the fit is lovely.",
            {"waist": 0, "length": 0},
        ),
    ]
)
def test_fit_praised_in_other_words(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a size that fit, said bare with "me": overall 0 like "it fits"
        ("en", "The medium fit me, and I'm usually a medium.", {"overall": 0}),
        ("en", "Got it in my usual small and it fit me, even though I'm broad.", {"overall": 0}),
        ("en", "The large fits me but the neckline is lower than I like.", {"overall": 0}),
        ("en", "I really like how this jumpsuit fits me.", {"overall": 0}),
        # near-misses: not fitting, a fit still to be seen, wonder at a size
        ("en", "Sadly the medium didn't fit me at all.", {}),
        ("en", "I'll try it on tonight and see how it fits me.", {}),
        ("en", "No idea how it fit me, I never buy a size this small.", {}),
    ]
)
def test_size_fit_me_bare(language, text, expected):
    assert labels(text, language) == expected
