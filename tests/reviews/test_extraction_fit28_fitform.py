"""fit-text-28 (issue 12), consistency of surface form (fitform): the same fit statement typed
the way shoppers type it reads like its base phrasing. Made-up examples: each family's base
and its variants, with the neighbours that must keep their own reading. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction_fit18_sizes import measured
from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # base
        ("en", "The sleeves are very tight on me.", {"sleeves": -1}),
        ("en", "The inseam is spot on.", {"inseam": 0}),
        # an aside in brackets or between commas between the part and its verdict
        ("en", "The sleeves (near the wrist) are very tight on me.", {"sleeves": -1}),
        ("en", "The end of the sleeves (with the little buttons) is very tight.", {"sleeves": -1}),
        ("en", "The sleeves, for me at least, are very tight.", {"sleeves": -1}),
        ("en", "The waist (it has elastic) is way too loose.", {"waist": 1}),
        ("en", "The inseam, at least for me, is spot on.", {"inseam": 0}),
        ("en", "The inseam (I'm 5'6) is spot on.", {"inseam": 0}),
    ]
)
def test_an_aside_between_a_part_and_its_verdict(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # must not fire: the part is the reviewer's body or a place named in another phrase,
        # or the aside names a part of its own (each read as without the aside)
        ("en", "With my broad shoulders (I swim a lot), the jacket is too tight.", {"overall": -1}),
        ("en", "I love the sleeves, so pretty, is too tight.", {"overall": -1}),
        (
            "en",
            "It is snug in the waist (as expected), too tight overall.",
            {"overall": -1, "waist": -1},
        ),
        ("en", "Loved the sleeves (so pretty), but it is too tight.", {"overall": -1}),
    ]
)
def test_an_aside_keeps_the_readings_around_it(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # base
        ("en", "Honestly I wouldn't size down in this one.", {}),
        ("en", "You won't need to size up.", {}),
        ("en", "Size wise they're perfect, my usual 8.", {"overall": 0}),
        ("en", "I ordered the large and it's perfect.", {"overall": 0}),
        ("en", "I took the 10, I think the 8 would've been too tight.", {}),
        ("en", "I'm a 12 typically but broad in the shoulders and larger in the bust.", {}),
        # the apostrophe left out
        ("en", "Honestly I wouldnt size down in this one.", {}),
        ("en", "You wont need to size up.", {}),
        ("en", "You shouldnt size down.", {}),
        ("en", "I havent had to size up.", {}),
        ("en", "Size wise theyre perfect, my usual 8.", {"overall": 0}),
        ("en", "I ordered the large and its perfect.", {"overall": 0}),
        ("en", "I took the 10, I think the 8 wouldve been too tight.", {}),
        ("en", "Im a 12 typically but broad in the shoulders and larger in the bust.", {}),
        ("en", "The 8 couldnt zip at all.", {"overall": -1}),
        # must not fire: a negator elsewhere in the sentence, "its" before a noun, German "im"
        ("en", "I cant wait to wear it, it runs small so size up.", {"overall": -1}),
        ("en", "The dress keeps its shape, fits perfectly.", {"overall": 0}),
        ("de", "Im Bund etwas eng, sonst passt sie.", {"overall": 0, "waist": -1}),
    ]
)
def test_contractions_without_apostrophe(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It's true to size, I'm usually a small and the small fits.", {"overall": 0}),
        ("en", "Size wise they're perfect, my usual 8.", {"overall": 0}),
        # the apostrophe lost to a "?" in the feed's encoding
        ("en", "It?s true to size, I?m usually a small and the small fits.", {"overall": 0}),
        ("en", "Size wise they?re perfect, my usual 8.", {"overall": 0}),
        # must not fire: a question mark ending a question
        ("en", "Is it true to size? small or medium? mine fits.", {"overall": 0}),
    ]
)
def test_apostrophe_lost_to_a_question_mark(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # base
        ("en", "It is too much fabric for me.", {"overall": 1}),
        ("en", "They are so long that I have to hem them.", {"length": 1}),
        ("en", "It was way too big, sending it back.", {"overall": 1}),
        # degree words with stretched letters
        ("en", "It is tooo much fabric for me.", {"overall": 1}),
        ("en", "They are soooo long that I have to hem them.", {"length": 1}),
        ("en", "It was waaaay TOOOO big, sending it back.", {"overall": 1}),
        # must not fire: stretched praise is no fit
        ("en", "Sooo soft and the colour is sooo pretty!", {}),
    ]
)
def test_stretched_degree_words(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Size wise they're perfect, my usual 8.", {"overall": 0}),
        ("en", "The sleeves are a good 2 inches too long.", {"sleeves": 1}),
        # spaces typed twice inside a sentence
        ("en", "Size  wise  they're  perfect, my usual 8.", {"overall": 0}),
        ("en", "The sleeves  are a good 2 inches  too long.", {"sleeves": 1}),
    ]
)
def test_spaces_typed_twice(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "I was worried these would be too tight around the hips, but they aren't.",
            {"hips": 0},
        ),
        ("en", "The 12 is a bit long. they are perfect otherwise.", {"length": 1, "overall": 0}),
        # no space after the full stop or comma
        (
            "en",
            "I was worried these would be too tight around the hips,but they aren't.",
            {"hips": 0},
        ),
        ("en", "The 12 is a bit long.they are perfect otherwise.", {"length": 1, "overall": 0}),
        # must not fire: abbreviations and decimals keep their marks
        ("en", "Runs small, e.g. I'm a 6.5 in shoes and took the 7.", {"overall": -1}),
    ]
)
def test_no_space_after_a_stop(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # base
        ("en", "The waist is a bit loose.", {"waist": 1}),
        ("en", "Fits well but runs slightly loose.", {"overall": 1}),
        ("en", "Way too tight in the waist.", {"waist": -1}),
        ("en", "The waistband is too tight.", {"waist": -1}),
        # misspelt as other words
        ("en", "The waist is a bit lose.", {"waist": 1}),
        ("en", "The waist is to lose.", {"waist": 1}),
        ("en", "Fits well but runs slightly lose.", {"overall": 1}),
        ("en", "Way too tight in the waste.", {"waist": -1}),
        ("en", "The waste band is too tight.", {"waist": -1}),
        ("en", "The WASTE is too tight.", {"waist": -1}),
        # must not fire: the verb lose, the noun waste
        ("en", "The fabric did not lose its shape after washing.", {}),
        ("en", "It is so soft and I love it, I just need to lose a few pounds.", {}),
        ("en", "What a waste of money, the seams came apart.", {}),
        ("en", "Don't waste your time on this, the colour is off.", {}),
    ]
)
def test_loose_and_waist_misspelt(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "I would say this skirt is true to size.", {"overall": 0}),
        ("en", "I would say this skirt is true-to-size.", {"overall": 0}),
        ("en", "The skirt runs true-to-size.", {"overall": 0}),
        # must not fire: no fit ("true to" something else)
        ("en", "The colour is true-to-life and the fabric is soft.", {}),
    ]
)
def test_true_to_size_hyphenated(language, text, expected):
    assert labels(text, language) == expected


@pytest.mark.parametrize(
    ("text", "height", "weight"),
    [
        # base
        ("I am 5'6\"/125lb and the small was huge.", 167.6, 56.7),
        ("I am 5'6/125/34b and the small was huge.", 167.6, 56.7),
        # no inch mark, the weight's unit glued, or a space after the slash
        ("I am 5'6/125lb and the small was huge.", 167.6, 56.7),
        ("I am 5'6/ 125 lbs and the small was huge.", 167.6, 56.7),
        ("I'm 5'6/ 34b /125 lbs and the small was huge.", 167.6, 56.7),
        # must not fire: a height after the slash, or no number at all
        ("I'm 5'6/5'7 depending on shoes, I wear a 6.", 167.6, None),
        # the models' heights are not the wearer's (fit-text-45: "models" as "model")
        ("Models are 5'6/5'9, I wear a 6.", None, None),
    ],
)
def test_height_slash_weight(text, height, weight):
    got = measured(text)
    assert got.get("height") == (None if height is None else pytest.approx(height, abs=0.2))
    assert got.get("weight") == (None if weight is None else pytest.approx(weight, abs=0.2))


@check(
    [
        # base
        (
            "en",
            "I normally wear my usual petite s, but this time the xs fit better.",
            {"overall": 1},
        ),
        ("en", "I ordered it in a petite m, returned it and got it in petite s.", {"overall": 1}),
        # petite sizes written with the P first after "usual", "in", "and"
        ("en", "I normally wear my usual ps, but this time the xs fit better.", {"overall": 1}),
        ("en", "I ordered it in pm, returned it and got it in ps.", {"overall": 1}),
        # must not fire: a postscript, a time
        ("en", "Lovely colour. ps i wore it to dinner at 8 pm.", {}),
    ]
)
def test_petite_sizes_p_first(language, text, expected):
    assert labels(text, language) == expected


@pytest.mark.parametrize(
    ("text", "usual", "worn"),
    [
        ("I normally wear my usual petite s, but this time the xs fit better.", "petite S", "XS"),
        ("I normally wear my usual ps, but this time the xs fit better.", "PS", "XS"),
        ("I always order my typical pxs and it fits.", "PXS", "PXS"),
    ],
)
def test_petite_sizes_p_first_measured(text, usual, worn):
    got = measured(text)
    assert (got.get("usual_size"), got.get("size_worn")) == (usual, worn)
