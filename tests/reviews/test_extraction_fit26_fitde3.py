"""fit-text-26 (issue 12), German and Spanish (fitde3): ordinary shapes of each label rule,
written to find blind spots of the lexicons, and the families fixed from the misses on the
readable German and Spanish sets. Every sentence is made up. Pure tests."""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        # each part word of the label rules, verdicts and negation
        ("de", "Fällt klein aus.", {"overall": -1}),
        ("de", "Fällt normal aus.", {"overall": 0}),
        ("de", "Fällt größer aus als gedacht.", {"overall": 1}),
        ("de", "Passt wie angegossen.", {"overall": 0}),
        ("de", "Die Größe stimmt.", {"overall": 0}),
        ("de", "Die Jacke ist an den Schultern zu eng.", {"shoulders": -1}),
        ("de", "Die Schultern sind zu breit.", {"shoulders": 1}),
        ("de", "Die Ärmel sind zu kurz.", {"sleeves": -1}),
        ("de", "An den Armen zu weit.", {"sleeves": 1}),
        ("de", "Die Ärmellänge passt.", {"sleeves": 0}),
        ("de", "Die Hose ist an der Taille zu weit.", {"waist": 1}),
        ("de", "Die Hose ist am Bauch zu eng.", {"waist": -1}),
        ("de", "Der Bund ist nicht zu eng.", {"waist": 0}),
        ("de", "An der Hüfte sitzt die Hose schön.", {"hips": 0}),
        ("de", "Der Pulli ist am Po etwas knapp.", {"hips": -1}),
        ("de", "An den Oberschenkeln ist sie etwas eng.", {"thigh": -1}),
        ("de", "Im Schritt ist die Hose etwas zu tief.", {"rise": 1}),
        ("de", "Die Leibhöhe ist zu niedrig.", {"rise": -1}),
        ("de", "Das Kleid ist an der Brust zu eng.", {"bust": -1}),
        ("de", "Die Oberweite passt gut.", {"bust": 0}),
        ("de", "Die Körbchen sind zu klein.", {"bust": -1}),
        ("de", "Die Schrittlänge ist zu kurz.", {"inseam": -1}),
        ("de", "Die Hose ist zu lang, ich musste sie kürzen.", {"length": 1}),
        ("de", "Das Shirt ist zu kurz, der Bauch schaut raus.", {"length": -1}),
        ("de", "Die Schuhe sind zu schmal.", {"width": -1}),
        # comparatives and size advice
        ("de", "Die Jacke ist etwas enger geschnitten als sonst.", {"overall": -1}),
        ("de", "Die Ärmel sind länger als bei anderen Marken.", {"sleeves": 1}),
        ("de", "Kleiner als erwartet.", {"overall": -1}),
        ("de", "Eine Nummer kleiner bestellen.", {"overall": 1}),
        ("de", "Ich habe eine Größe größer bestellt.", {"overall": -1}),
        ("de", "Habe sie gegen eine Nummer kleiner umgetauscht.", {"overall": 1}),
        ("de", "Umgetauscht gegen eine Nummer kleiner, jetzt passt sie.", {"overall": 1}),
        ("de", "Musste eine Nummer größer nehmen.", {"overall": -1}),
        ("de", "Normalerweise trage ich M, hier passt S.", {"overall": 1}),
        ("de", "Trage sonst 38, hier brauchte ich die 40.", {"overall": -1}),
        ("de", "Die Hose ist nicht zu eng und nicht zu weit.", {"overall": 0}),
        ("de", "Ist nicht zu klein.", {"overall": 0}),
        ("es", "Me queda grande de hombros.", {"shoulders": 1}),
        ("es", "Talla normal.", {"overall": 0}),
        ("es", "Talla bien.", {"overall": 0}),
        ("es", "Me queda como un guante.", {"overall": 0}),
        ("es", "Viene pequeño.", {"overall": -1}),
        ("es", "Es más grande de lo normal.", {"overall": 1}),
        ("es", "Me queda justo de cintura.", {"waist": -1}),
        ("es", "Estrecho de caderas.", {"hips": -1}),
        ("es", "Me aprieta en los muslos.", {"thigh": -1}),
        ("es", "El tiro es muy bajo.", {"rise": -1}),
        ("es", "Me queda justo de pecho.", {"bust": -1}),
        ("es", "El busto es amplio.", {"bust": 1}),
        ("es", "Las mangas me quedan cortas.", {"sleeves": -1}),
        ("es", "Corto de mangas.", {"sleeves": -1}),
        ("es", "El largo de entrepierna es corto.", {"inseam": -1}),
        ("es", "Los pantalones me quedan largos.", {"length": 1}),
        ("es", "Se ha encogido y ahora es corta.", {"length": -1}),
        ("es", "Los zapatos son estrechos.", {"width": -1}),
        ("es", "No me queda apretado.", {"overall": 0}),
        ("es", "No es nada ajustado, me sobra por todos lados.", {"overall": 1}),
        ("es", "Pedí una talla menos y me queda perfecto.", {"overall": 1}),
        ("es", "La cambié por una talla más pequeña.", {"overall": 1}),
        ("es", "Uso siempre la M y aquí me queda bien la S.", {"overall": 1}),
    ]
)
def test_ordinary_shapes_in_german_and_spanish(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # a part said to fit with "auch", "endlich", "jetzt" after the verb
        ("de", "Die Ärmel passen auch.", {"sleeves": 0}),
        ("de", "Die Ärmel passen endlich.", {"sleeves": 0}),
        ("de", "Die Schultern sitzen jetzt.", {"shoulders": 0}),
        ("de", "Bund passt endlich mal, aber die Hüfte ist zu eng.", {"waist": 0, "hips": -1}),
        # not negated after it, not a size word after it
        ("de", "Die Ärmel passen auch nicht.", {}),
        ("de", "Die Ärmel passen auch zu kurz.", {"sleeves": -1}),
        ("de", "Preis passt auch.", {}),
    ]
)
def test_german_part_fits_with_auch_or_endlich(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # the wearer's figures between "passt" and its verdict
        ("de", "Größe 92 passt unserem Kleinen (2 Jahre) super.", {"overall": 0}),
        ("de", "Die 36 passt meiner Tochter (1,50 m, 40 kg) perfekt.", {"overall": 0}),
        ("de", "Die M passt bei 1,75 m und 70 kg gut.", {"overall": 0}),
        ("de", "Länge passt bei 1,68 m perfekt.", {"length": 0}),
        # a negated "passt ... gut" says no fit ("passt nicht gut": no direction)
        ("de", "Passt leider nicht gut.", {}),
        ("de", "Sitzt mir nicht perfekt.", {}),
        ("de", "Passt (leider) nicht gut.", {}),
        ("de", "Passt mir gut.", {"overall": 0}),
    ]
)
def test_german_fits_with_figures_between(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # "pero <article> <part> <size word>": the verb of the sentence is understood
        ("es", "Le queda bien de hombros pero las mangas cortas.", {"shoulders": 0, "sleeves": -1}),
        ("es", "Me queda grande pero las mangas cortas.", {"overall": 1, "sleeves": -1}),
        ("es", "Bonito, pero las mangas cortas.", {}),
        ("es", "Me gusta el color pero las mangas cortas no me convencen.", {}),
        # "y <article> <part> <size word>" after "<size word> de <part>": two verdicts
        ("es", "Le queda ancha de pecho y las mangas perfectas.", {"bust": 1, "sleeves": 0}),
        ("es", "Me queda bien de hombros y las mangas cortas.", {"shoulders": 0, "sleeves": -1}),
        (
            "es",
            "Le queda estrecha de hombros y las mangas cortas.",
            {"shoulders": -1, "sleeves": -1},
        ),
        ("es", "Me queda grande de cintura y de cadera.", {"waist": 1, "hips": 1}),
        ("es", "El pecho queda muy holgado y las mangas largas.", {"bust": 1, "sleeves": 1}),
        ("es", "Es una blusa bonita y la manga larga.", {}),
        # "y largo de <part>" ending such a list is the size word
        ("es", "Ajustado de cintura y largo de mangas.", {"waist": -1, "sleeves": 1}),
        ("es", "Me queda justo de pecho y largo de cuerpo.", {"bust": -1, "length": 1}),
        ("es", "El largo de mangas es corto.", {"sleeves": -1}),
        ("es", "Me encanta el color y largo de manga.", {}),
    ]
)
def test_spanish_verbless_conjuncts(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        # "dort", "da", "an beiden Stellen" point back to the parts named before
        ("de", "Ich habe breite Schultern, trotzdem passt die Jacke dort gut.", {"shoulders": 0}),
        ("de", "Ich habe eine kräftige Taille und der Rock sitzt da trotzdem gut.", {"waist": 0}),
        (
            "de",
            "Ich hab schmale Taille und breite Hüften, die Hose passt an beiden Stellen.",
            {"waist": 0, "hips": 0},
        ),
        # no part before it in the sentence: the whole
        ("de", "Die Jacke passt da gut.", {"overall": 0}),
        ("de", "Ich habe breite Schultern. Die Jacke passt da gut.", {"overall": 0}),
    ]
)
def test_german_fit_said_of_a_place_named_before(language, text, expected):
    assert labels(text, language) == expected
