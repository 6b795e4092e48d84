"""fit-text-23 families for the body-part dimensions on real English reviews (issue 12,
fitpart): the reviewer's body described part by part, the front strained at its buttons,
a part "on the looser side" or "on the smaller end", trousers that gap (or not) at the
back. Made-up examples per rule, read from ``fit-labels.md``, written from the part errors
of the official TUNE real cases and ``bench/data/fit_extra_real*.jsonl`` (not the blind
sets). Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # the reviewer's body described by parts after "i'm" / "my figure": no signal
        ("en", "I'm usually an 8 but wide in the hips and bigger in the bust.", {}),
        ("en", "Love the print, my frame (narrow up top, fuller in the hips) is hard to fit.", {}),
        ("en", "My build is small on top with a long waist, and the colour is great.", {}),
        ("en", "I am a 10 normally, broad in the shoulders. The coat is roomy.", {"overall": 1}),
        # the garment named in between takes the sentence back: a verdict on it
        ("en", "I'm usually an 8 and the dress was wide in the hips.", {"hips": 1}),
        ("en", "I'm a 10 but this was snug in the bust.", {"bust": -1}),
        ("en", "I'm petite and the xs was way too big in the shoulders.", {"shoulders": 1}),
        ("de", "Normalerweise 38, bin aber an den Hüften etwas breiter. Farbe toll.", {}),
        ("de", "Meine Figur (oben schmal, breiter an den Hüften) ist nicht einfach.", {}),
        ("de", "Ich bin 1,68 und die Hose ist an der Hüfte zu weit.", {"hips": 1}),
        ("fr", "Je porte du 38 mais je suis plus large des hanches. Jolie couleur.", {}),
        ("fr", "Ma silhouette (fine en haut, plus large aux hanches) est difficile.", {}),
        ("es", "Uso una M pero soy más ancha de caderas. Bonito color.", {}),
        ("es", "Mi cuerpo es ancho de hombros, y el color es precioso.", {}),
    ]
)
def test_body_described_by_parts(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the front strained at its buttons: tight at the bust, or at the part named
        ("en", "Pretty blouse, but the buttons pull a little.", {"bust": -1}),
        ("en", "It pulls a bit at the top three buttons.", {"bust": -1}),
        ("en", "Love it, though it gapes slightly between the buttons.", {"bust": -1}),
        ("en", "Cute shirt, the buttons gap a bit at the chest.", {"chest": -1}),
        ("en", "Great men's oxford, but the buttons strain.", {"chest": -1}),
        ("en", "Snug in the arms, pulls a bit across the front.", {"sleeves": -1, "bust": -1}),
        ("en", "The buttons pull at the waist when i sit.", {"waist": -1}),
        # buttons that are small, pop off or come undone are no fit; gaping at the front is loose
        ("en", "The buttons are tiny and hard to do up.", {}),
        ("en", "One of the buttons came undone at work.", {}),
        ("en", "The dress gapes at the front.", {"overall": 1}),
        ("en", "The jeans pull across the front.", {}),
        ("de", "Schöne Bluse, aber die Knöpfe spannen etwas.", {"bust": -1}),
        ("de", "Das Herrenhemd spannt an den Knöpfen.", {"chest": -1}),
        ("de", "Die Knöpfe gehen ständig von selbst auf.", {}),
        ("fr", "Joli chemisier, mais les boutons tirent un peu.", {"bust": -1}),
        ("fr", "Ça tire un peu aux boutons.", {"bust": -1}),
        ("es", "Blusa bonita, pero los botones tiran un poco.", {"bust": -1}),
        ("es", "Se abre un poco entre los botones.", {"bust": -1}),
    ]
)
def test_buttons_strained(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a comparative or the end of a range "on the ... side / end": a verdict, of the part
        # named or the whole (en only: no such phrase in the de/fr/es lexicons)
        ("en", "Pretty skirt, the waistband is on the looser side.", {"waist": 1}),
        ("en", "Love the colour, the hips are on the snugger side.", {"hips": -1}),
        ("en", "Cute, but maybe on the smaller end for the bust.", {"bust": -1}),
        ("en", "Nice sweater, runs on the roomier side.", {"overall": 1}),
        # the reviewer on that side is her body
        ("en", "I'm on the smaller end of the petite range, the colour is lovely.", {}),
    ]
)
def test_on_the_looser_side(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # trousers or a skirt gaping at the back or front: the waistband (en only: the
        # garment is told by its English name)
        ("en", "Comfy jeans, and they don't gap in the back like most do.", {"waist": 0}),
        ("en", "The skirt is pretty but gapes at the front.", {"waist": 1}),
        ("en", "Nice pants, no gap between the waistband and my back.", {"waist": 0}),
        ("en", "Love these trousers, no gapping at the waist.", {"waist": 0}),
        # a dress gaping at the back is no waistband
        ("en", "Lovely dress, it gapes at the back though.", {"overall": 1}),
    ]
)
def test_trousers_gap_at_the_back(language, text, expected):
    assert labels(text, language) == expected
