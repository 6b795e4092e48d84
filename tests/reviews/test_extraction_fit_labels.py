"""The signal rules of ``fit-labels.md``, one example per rule and language.

Each case is (language, text, expected labels): the labels are the extractor's signals
reduced the way the contract reduces them (score <= -0.33 is -1, >= 0.33 is +1, else 0).
Pure tests: no database.
"""

from __future__ import annotations

import pytest

from reviews.extraction import extract_fit


def labels(text: str, language: str, title: str | None = None) -> dict[str, int]:
    out = {}
    for signal in extract_fit(title, text, language).fit_signals:
        score = signal["score"]
        out[signal["dimension_code"]] = -1 if score <= -0.33 else (1 if score >= 0.33 else 0)
    return out


def check(cases):
    return pytest.mark.parametrize(("language", "text", "expected"), cases)


@check(
    [
        ("en", "I think it runs a little small?", {"overall": -1}),
        ("en", "Maybe slightly short in the body.", {"length": -1}),
        ("de", "Ich glaube, sie fällt etwas klein aus?", {"overall": -1}),
        ("de", "Könnte an der Hüfte etwas eng sein?", {"hips": -1}),
        ("fr", "Un peu court peut-être ?", {"length": -1}),
        ("es", "¿Quizás un poco corto?", {"length": -1}),
    ]
)
def test_hedged_statements_keep_their_direction(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Runs small.", {"overall": -1}),
        ("en", "Runs large.", {"overall": 1}),
        ("en", "True to size.", {"overall": 0}),
        ("en", "Fits perfectly.", {"overall": 0}),
        ("en", "It fits great.", {"overall": 0}),
        ("de", "Fällt klein aus.", {"overall": -1}),
        ("de", "Fällt eine Nummer größer aus.", {"overall": 1}),
        ("de", "Passt perfekt.", {"overall": 0}),
        ("fr", "Taille petit.", {"overall": -1}),
        ("fr", "Ça taille très grand !", {"overall": 1}),
        ("fr", "Taille normalement.", {"overall": 0}),
        ("es", "Talla pequeño.", {"overall": -1}),
        ("es", "Me queda perfecto.", {"overall": 0}),
        ("es", "Talla bien.", {"overall": 0}),
    ]
)
def test_overall_verdicts(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Way too big.", {"overall": 1}),
        ("en", "Swamped in it.", {"overall": 1}),
        ("de", "Viel zu klein.", {"overall": -1}),
        ("fr", "Beaucoup trop grand.", {"overall": 1}),
        ("es", "Me queda demasiado pequeño.", {"overall": -1}),
    ]
)
def test_too_big_or_small_as_a_whole(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Size up.", {"overall": -1}),
        ("en", "Size down.", {"overall": 1}),
        ("en", "I went up to an 11.", {"overall": -1}),
        ("de", "Eine Nummer größer bestellen.", {"overall": -1}),
        ("de", "Eine Nummer kleiner bestellen!", {"overall": 1}),
        ("fr", "Prenez une taille au-dessus.", {"overall": -1}),
        ("fr", "Prenez une taille en dessous.", {"overall": 1}),
        ("es", "Pide una talla más.", {"overall": -1}),
        ("es", "Pedid medio número menos.", {"overall": 1}),
    ]
)
def test_size_advice(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "The waist is tight, the rest fits.", {"waist": -1, "overall": 0}),
        ("de", "Die Ärmel sind zu lang, ansonsten passt alles.", {"sleeves": 1, "overall": 0}),
        ("fr", "Serré à la taille, le reste va.", {"waist": -1, "overall": 0}),
        ("es", "Las mangas se quedan cortas. El resto bien.", {"sleeves": -1, "overall": 0}),
    ]
)
def test_the_rest_fits_is_overall_neutral(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It's tight in the hips.", {"hips": -1}),
        ("de", "Die Schultern sind zu breit.", {"shoulders": 1}),
        ("fr", "Les manches sont trop longues.", {"sleeves": 1}),
        ("es", "Me aprieta en la cintura.", {"waist": -1}),
    ]
)
def test_one_dimension_does_not_imply_overall(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "If you have broad shoulders size up.", {}),
        ("en", "Would size down if it weren't for the waist.", {}),
        ("en", "If you want the boyfriend look size up.", {}),
        ("en", "Size up if busty.", {}),
        ("de", "Wer breite Schultern hat, sollte eine Größe größer nehmen.", {}),
        ("fr", "Si vous avez de larges épaules, prenez une taille au-dessus.", {}),
        ("es", "Si te gusta ancho, pide una talla más.", {}),
    ]
)
def test_conditional_advice_sets_no_overall(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "I could not lift my arms.", {"shoulders": -1}),
        ("de", "Ich konnte die Arme kaum heben.", {"shoulders": -1}),
        ("fr", "Je ne peux pas lever les bras.", {"shoulders": -1}),
        ("es", "No puedo levantar los brazos.", {"shoulders": -1}),
    ]
)
def test_a_part_reported_on_oneself(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "It runs a little snug in the bust so I ordered up a size.",
            {"bust": -1, "overall": -1},
        ),
        ("en", "The cups were too big. Went down a cup.", {"bust": 1, "overall": 1}),
        (
            "de",
            "Die Körbchen sind zu klein, ein Körbchen größer passt.",
            {"bust": -1, "overall": -1},
        ),
        ("fr", "Bonnets trop petits, prenez un bonnet au-dessus.", {"bust": -1, "overall": -1}),
        ("es", "Las copas son pequeñas, pide una copa más.", {"bust": -1, "overall": -1}),
    ]
)
def test_size_changed_because_of_one_part(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "I have broad shoulders.", {}),
        ("en", "I'm busty.", {}),
        ("en", "My waist is small.", {}),
        ("de", "Ich bin klein.", {}),
        ("fr", "Je suis petite.", {}),
        ("es", "Soy bajita y delgada.", {}),
    ]
)
def test_the_reviewers_own_body_is_no_signal(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Oversized style, relaxed fit.", {}),
        ("en", "Boxy and flowy, a bit cropped.", {}),
        ("en", "Too boxy.", {"overall": 1}),
        ("en", "Way oversized, size down.", {"overall": 1}),
        ("de", "Oversized Schnitt, sehr bequem.", {}),
        ("fr", "Coupe oversize, très agréable.", {}),
        ("es", "Corte oversize, muy cómodo.", {}),
    ]
)
def test_style_words_alone_are_no_signal(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Tight in the bust and shoulders.", {"bust": -1, "shoulders": -1}),
        ("en", "Hips and thighs fit perfectly.", {"hips": 0, "thigh": 0}),
        ("de", "Hüfte und Oberschenkel sitzen gut.", {"hips": 0, "thigh": 0}),
        ("de", "Zu eng an Hüfte und Oberschenkeln.", {"hips": -1, "thigh": -1}),
        ("fr", "Cuisses et fourche parfaites.", {"thigh": 0, "rise": 0}),
        ("fr", "Trop serré aux hanches et aux cuisses.", {"hips": -1, "thigh": -1}),
        ("es", "Me queda bien de hombros y mangas.", {"shoulders": 0, "sleeves": 0}),
        ("es", "Apretado en las caderas y los muslos.", {"hips": -1, "thigh": -1}),
    ]
)
def test_coordinated_parts_each_get_the_label(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "My toes touch the end of the shoes.", {"overall": -1}),
        ("en", "My heel keeps slipping out of these boots.", {"overall": 1}),
        ("en", "These shoes are very narrow.", {"width": -1}),
        ("en", "Plenty of room in the toe box.", {"width": 1}),
        ("en", "Shoes fit well, length is fine.", {"overall": 0}),
        ("de", "Die Zehen stoßen vorne an.", {"overall": -1}),
        ("de", "Die Ferse rutscht.", {"overall": 1}),
        ("de", "Die Schuhe sind sehr schmal.", {"width": -1}),
        ("fr", "Les orteils touchent au bout.", {"overall": -1}),
        ("fr", "Chaussures larges, très confortables.", {"width": 1}),
        ("es", "Se me sale el talón.", {"overall": 1}),
        ("es", "Zapatos muy estrechos.", {"width": -1}),
    ]
)
def test_footwear(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "The inseam is too long.", {"inseam": 1}),
        ("en", "The trousers are too long.", {"length": 1}),
        ("en", "The rise is too high.", {"rise": 1}),
        ("en", "The rise is short, they slide down.", {"rise": -1}),
        ("de", "Die Schrittlänge ist zu lang.", {"inseam": 1}),
        ("de", "Die Hose ist zu lang.", {"length": 1}),
        ("fr", "L'entrejambe est trop long.", {"inseam": 1}),
        ("fr", "La fourche est beaucoup trop basse.", {"rise": 1}),
        ("es", "El largo de entrepierna es corto.", {"inseam": -1}),
        ("es", "El tiro es muy corto.", {"rise": -1}),
    ]
)
def test_inseam_length_and_rise(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Tight across the chest.", {"chest": -1}),
        ("en", "Tight across the bust.", {"bust": -1}),
        ("en", "The sleeves are too tight.", {"sleeves": -1}),
        ("de", "Herrenhemd: an der Brust zu eng.", {"chest": -1}),
        ("de", "Bluse: an der Brust zu eng.", {"bust": -1}),
        ("de", "Die Oberweite ist zu knapp.", {"bust": -1}),
        ("fr", "Chemise homme, trop serrée à la poitrine.", {"chest": -1}),
        ("fr", "Robe trop serrée à la poitrine.", {"bust": -1}),
        ("es", "Camisa de hombre, el pecho muy holgado.", {"chest": 1}),
        ("es", "Vestido apretado en el pecho.", {"bust": -1}),
        ("es", "De busto me queda grande.", {"bust": 1}),
    ]
)
def test_chest_or_bust_by_word_and_garment(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Lovely coat, long on me.", {"length": 1}),
        ("en", "Had to hem them.", {"length": 1}),
        ("en", "It hits just below the knee.", {}),
        ("en", "Perfect length.", {"length": 0}),
        ("en", "Length just like on the model.", {"length": 0}),
        ("de", "Die Länge ist perfekt.", {"length": 0}),
        ("de", "Länge genau wie beim Model.", {"length": 0}),
        ("fr", "La longueur est parfaite.", {"length": 0}),
        ("es", "Me queda larguísimo, he tenido que cogerle el bajo.", {"length": 1}),
        ("es", "De largo perfecto.", {"length": 0}),
    ]
)
def test_length_follows_the_reviewers_judgement(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Snug as a rash guard should be.", {"overall": 0}),
        ("en", "It's snug like a leather jacket should.", {"overall": 0}),
        ("en", "Roomy.", {"overall": 1}),
        ("en", "Plenty of room.", {"overall": 1}),
        ("en", "Not tight at all.", {"overall": 0}),
        ("en", "Not tight at all, lots of room.", {"overall": 1}),
        ("de", "Eng, wie es sein soll.", {"overall": 0}),
        ("de", "Viel Platz an den Oberschenkeln.", {"thigh": 1}),
        ("fr", "Beaucoup d'aisance au niveau des cuisses.", {"thigh": 1}),
        ("es", "Me queda ajustado como debe ser.", {"overall": 0}),
    ]
)
def test_snug_as_designed_and_room(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It shrank in the wash and is now short.", {"length": -1}),
        ("de", "Ist beim Waschen eingelaufen.", {"length": -1}),
        ("fr", "Il a rétréci au lavage.", {"length": -1}),
        ("es", "Encogió al lavarlo.", {"length": -1}),
    ]
)
def test_a_garment_that_shrank_is_short(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Love the colour, arrived quickly.", {}),
        ("de", "Schöne Farbe, schnelle Lieferung.", {}),
        ("fr", "Belle couleur, livraison rapide.", {}),
        ("es", "Bonito color, envío rápido.", {}),
    ]
)
def test_no_fit_content_gives_no_signal(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "I wish it was a little longer.", {"length": -1}),
        ("en", "It would have looked better a bit shorter.", {"length": 1}),
        ("de", "Die Ärmel könnten etwas länger sein.", {"sleeves": -1}),
        ("fr", "Les manches pourraient être plus longues.", {"sleeves": -1}),
        ("es", "Ojalá fuera más largo.", {"length": -1}),
    ]
)
def test_a_wish_is_a_verdict_the_other_way_round(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Like other reviewers said, it runs small.", {"overall": -1}),
        ("en", "Other reviewers said it runs small.", {}),
        ("en", "Looked loose on the model.", {}),
        ("en", "A bit shorter on me than in the photos.", {"length": -1}),
        ("en", "Am I tall enough to pull off the extra fabric?", {}),
    ]
)
def test_whose_statement_it_is(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Order your usual size.", {"overall": 0}),
        ("de", "Gewohnte Größe bestellen.", {"overall": 0}),
        ("fr", "Prenez votre taille habituelle.", {"overall": 0}),
        ("es", "Pide tu talla habitual.", {"overall": 0}),
    ]
)
def test_your_usual_size_is_true_to_size(language, text, expected):
    assert labels(text, language) == expected
