"""fit-text-21 no-fit precision in English (issue 12): made-up examples per rule family, read
from ``fit-labels.md`` and written from the false positives of the fresh set
``bench/data/fit_extra_nofit_en_21.jsonl``, the tuned part and our older labelled sets. Pure
tests."""

from __future__ import annotations

from reviews.extraction import extract_fit
from tests.reviews.test_extraction_fit_labels import check, labels


def titled(title: str, body: str) -> dict[str, int]:
    out = {}
    for signal in extract_fit(title, body, "en").fit_signals:
        score = signal["score"]
        out[signal["dimension_code"]] = -1 if score <= -0.33 else (1 if score >= 0.33 else 0)
    return out


@check(
    [
        # a part that is no fit dimension, then where it sits or what came with it: the size
        # word is still said of that part
        ("en", "The bow on the back is small but cute.", {}),
        ("en", "The label at the side is huge, I cut it off.", {}),
        ("en", "The zipper in the front is a little short for my taste.", {}),
        ("en", "The sash that came with it is really long, I wrap it twice.", {}),
        ("en", "The belt that comes with the dress is too big, I use my own.", {}),
        ("en", "The buttons down the front are tiny and fiddly.", {}),
        # a fit dimension in that place still counts, and the garment itself does
        ("en", "The sleeves at the cuff are too tight.", {"sleeves": -1}),
        ("en", "The bow on the back is cute but the dress is short.", {"length": -1}),
    ]
)
def test_a_placed_part_that_is_no_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a verdict on the model herself is a photo comparison, not the reviewer's fit
        ("en", "The model looks like she is wearing a size too small.", {}),
        ("en", "The model seems to have it pinned, it's so snug on her.", {}),
        ("en", "Looking at the model, it is baggy on her, very relaxed.", {}),
        # the reviewer's own verdict in the same sentence still counts
        ("en", "The model looks great in it, but it was tight on me.", {"overall": -1}),
        # "her" who is not the model is the wearer
        ("en", "Bought it for my niece and it's way too big on her.", {"overall": 1}),
    ]
)
def test_verdicts_on_the_model(language, text, expected):
    assert labels(text, language) == expected


def test_a_gaping_title_over_gaps_between_the_buttons():
    # the gaps are between the buttons: tight there, not a loose garment
    assert titled("Gapes", "It gaps between the buttons at my chest, I wear a tank under it.") == {
        "chest": -1
    }
    assert titled("gaping?", "If you are busty it will gape between the buttons.") == {}
    # a gaping title with nothing else still says loose, and gaps at a part stay that part
    assert titled("Gaping", "Love the colour but I'm sending it back.") == {"overall": 1}
    assert titled("Gaps", "It gaps at the waist in the back.") == {"waist": 1}


@check(
    [
        # "true to size" with the part after it is that part
        ("en", "It fits true to size in the hips.", {"hips": 0}),
        ("en", "Runs true to size through the waist.", {"waist": 0}),
        (
            "en",
            "Fit true to size across the shoulders, the sleeves are long.",
            {"shoulders": 0, "sleeves": 1},
        ),
        # alone it is overall, and the near end of a range still leans
        ("en", "It fits true to size.", {"overall": 0}),
        ("en", "Runs true to size to a bit big.", {"overall": 1}),
    ]
)
def test_true_to_size_in_a_part(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # things coming off are not a loose fit
        ("en", "Two of the buttons came loose in the first wash.", {}),
        ("en", "A thread worked loose at the hem but it was easy to fix.", {}),
        ("en", "The straps keep coming loose from the knot.", {}),
        # a part that is no fit with two predicates and degree words: both said of it
        ("en", "The hem is much more uneven and longer at the back.", {}),
        ("en", "The collar is far more structured and bigger than I thought.", {}),
        # the garment still is loose
        ("en", "It's loose in the waist.", {"waist": 1}),
        ("en", "The sleeves are a lot more fitted and tighter than last year's.", {"sleeves": -1}),
    ]
)
def test_things_coming_loose_and_two_predicates(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a bare "sits at" is where it sits, no verdict on the part
        ("en", "High rise, it sits at my natural waist.", {}),
        ("en", "The seam sits on my hips instead of under the bust.", {}),
        ("en", "It sat at my waist and the colour is lovely.", {}),
        # judged, it still is
        ("en", "It sits nicely at the waist.", {"waist": 0}),
        ("en", "Sits perfectly on the hips.", {"hips": 0}),
        ("en", "The waistband sits too low on my hips.", {"rise": -1}),
    ]
)
def test_where_it_sits(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # an earlier version or another garment of the reviewer's is no verdict on this one
        ("en", "The previous version ran small.", {}),
        ("en", "The original style was tight in the arms.", {}),
        ("en", "My other linen tank runs big.", {}),
        ("en", "The older version was short on me, but this one is true to size.", {"overall": 0}),
        # this item's own verdict still counts
        ("en", "The first one I ordered was too big so I sent it back.", {"overall": 1}),
    ]
)
def test_earlier_versions_and_other_garments(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a size changed and then judged the other way: the verdict on the size worn decides
        ("en", "Went up a size because of the reviews and it's way too big.", {"overall": 1}),
        ("en", "I sized down like everyone said and now it's too tight.", {"overall": -1}),
        (
            "en",
            "Ordered a size up, it's huge on me, should have trusted my usual size.",
            {"overall": 1},
        ),
        # the same direction or a fit keeps the change
        ("en", "I sized up and it's still tight.", {"overall": -1}),
        ("en", "I sized up and it's perfect.", {"overall": -1}),
    ]
)
def test_a_size_change_that_overshot(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # one layer or side of the garment against another is its design
        ("en", "The chiffon layer is longer than the lining, so pretty.", {}),
        ("en", "The front is shorter than the back, a high-low hem.", {}),
        ("en", "The skirt is longer than the slip underneath.", {}),
        # against the reviewer's wish or the photos it still is a verdict
        ("en", "It's shorter than I hoped.", {"length": -1}),
        ("en", "Longer on me than in the photos.", {"length": 1}),
    ]
)
def test_one_layer_against_another(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a design intention is no verdict; fitting as designed is 0
        ("en", "It's a boxy crop, it's meant to be short.", {}),
        ("en", "Designed to be loose and drapey.", {}),
        ("en", "It's snug, as it's meant to be.", {"overall": 0}),
        ("en", "Tight like they're supposed to be, they're compression leggings.", {"overall": 0}),
        ("en", "It's meant to be loose but it was tight on me.", {"overall": -1}),
        # belt loops are no part of the fit
        ("en", "The belt loops are tiny, my belt won't go through.", {}),
    ]
)
def test_as_designed_and_belt_loops(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # habits with the adverb after the garments, tastes, and what a page or friend says
        ("en", "I'm tall, and dresses are always short on me. Love the print.", {}),
        ("en", "Most button downs gape on me, I'm busty.", {}),
        ("en", "I generally like my sweaters loose.", {}),
        ("en", "The size chart says it runs small.", {}),
        ("en", "A friend of mine thought it ran big.", {}),
        ("en", "The salesperson said to size down.", {}),
        # the reviewer's own verdict after it still counts
        ("en", "Skirts are usually short on me, but this one is long enough.", {"length": 0}),
        ("en", "The website says it runs small. It doesn't, it's true to size.", {"overall": 0}),
    ]
)
def test_habits_and_what_others_say(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a trim placed at a part: its own size is said of the trim
        ("en", "The sash at the waist is a bit short to make a bow.", {}),
        ("en", "The buttons on the cuffs are tiny.", {}),
        ("en", "The pocket at the hip is huge, fits my phone.", {}),
        # a tight fit there is still the part's, and the part alone is too
        ("en", "The zipper at the waist is tight.", {"waist": -1}),
        ("en", "The waist is a bit short, it hits above my belly button.", {"length": -1}),
    ]
)
def test_a_trim_at_a_part(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # what the photos make it look like is no verdict on the reviewer
        ("en", "The photo makes it look tight, it's a relaxed cut.", {}),
        ("en", "The pictures show it cropped but it's a normal length tee.", {}),
        # the reviewer's own verdict in the next clause counts
        ("en", "The photo makes it look fitted but on me it's loose.", {"overall": 1}),
    ]
)
def test_what_the_photos_make_it_look(language, text, expected):
    assert labels(text, language) == expected
