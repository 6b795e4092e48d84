"""fit-text-21 families (issue 12, German, French and Spanish written reviews), made-up
examples per rule and language where it applies, each tested from the meaning
``fit-labels.md`` gives it. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction_fit_labels import check, labels


# ------------------------------------- a negated size word, then its contrary after it
@check(
    [
        ("de", "Am Bund keineswegs zu eng, eher locker.", {"waist": 1}),
        ("de", "Die Hose ist an der Hüfte nicht eng, sondern eher weit.", {"hips": 1}),
        ("de", "Der Pulli ist nicht zu groß, eher knapp.", {"overall": -1}),
        ("es", "No me queda nada grande, al contrario.", {"overall": -1}),
        ("es", "La chaqueta no es nada ajustada, más bien holgada.", {"overall": 1}),
        ("fr", "Il n'est pas trop petit, au contraire.", {"overall": 1}),
        ("fr", "La veste n'est pas serrée, plutôt large.", {"overall": 1}),
    ]
)
def test_negated_then_contrary(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("de", "Die Jacke ist nicht zu eng, eher normal.", {"overall": 0}),
        ("es", "No me queda nada grande.", {"overall": 0}),
        ("fr", "Ce n'est pas du tout trop petit.", {"overall": 0}),
        ("fr", "Les manches ne sont pas du tout trop courtes.", {"sleeves": 0}),
        ("es", "Las mangas no me quedan nada cortas.", {"sleeves": 0}),
    ]
)
def test_not_at_all_is_a_negation(language, text, expected):
    assert labels(text, language) == expected


# --------------------------------------------------- German colloquial words and order
@check(
    [
        ("de", "Die Jacke ist bissl kurz.", {"length": -1}),
        ("de", "Is a bissl eng am Bund.", {"waist": -1}),
        ("de", "Am Bund passt se, nur die Länge nicht.", {"waist": 0}),
        ("de", "Sie passt normal.", {"overall": 0}),
        ("de", "Die Stiefel passen ganz normal.", {"overall": 0}),
        ("de", "Ich mag es, weil die Schultern gut passen.", {"shoulders": 0}),
        ("de", "Schade, obwohl die Ärmel perfekt sitzen.", {"sleeves": 0}),
        ("de", "Die Hose fällt in der Länge ganz normal aus.", {"length": 0}),
        ("de", "Ich trag sonst L, die M hätte locker gereicht.", {"overall": 1}),
    ]
)
def test_german_colloquial_and_verb_final(language, text, expected):
    assert labels(text, language) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Schnelle Lieferung, passt alles.",
        "Versand, passt alles, danke.",
        "Ich hoffe, dass sie gut passt.",
        "Ich mag sie, weil die Farbe gut passt.",
        "Selten findet man Jeans, die gut sitzen.",
    ],
)
def test_german_no_fit(text):
    assert labels(text, "de") == {}


# ------------------------------------------------ other garments of the reviewer's
@check(
    [
        ("de", "Größe 68 passt gut, viele Bodys fallen bei ihr kleiner aus.", {"overall": 0}),
        ("de", "Die meisten Jeans sind mir zu kurz, diese nicht.", {}),
        ("fr", "La plupart des jeans sont trop courts pour moi, celui-ci non.", {}),
        ("es", "Muchos pantalones me quedan largos, este no.", {}),
    ]
)
def test_other_garments_are_habits(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------- Spanish "ir" as the copula, superlatives
@check(
    [
        ("es", "De pecho va justísimo.", {"bust": -1}),
        ("es", "De hombros va justito.", {"shoulders": -1}),
        ("es", "De cintura va un poco grande.", {"waist": 1}),
        ("es", "Me queda justisimo de caderas.", {"hips": -1}),
    ]
)
def test_spanish_ir_copula(language, text, expected):
    assert labels(text, language) == expected


# -------------------------------------------- shrunk, and the sleeves are what is short
@check(
    [
        ("de", "Eingelaufen, die Ärmel sind jetzt zu kurz.", {"sleeves": -1}),
        ("fr", "Il a rétréci, les manches sont trop courtes.", {"sleeves": -1}),
        ("es", "Encogió y las mangas quedan cortas.", {"sleeves": -1}),
        ("de", "Nach der Wäsche eingelaufen, jetzt zu kurz.", {"length": -1}),
        ("fr", "A rétréci au lavage.", {"length": -1}),
        ("es", "Ha encogido mucho.", {"length": -1}),
    ]
)
def test_shrunk_sleeves(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------------ cannot close it: tight at the part
@check(
    [
        ("de", "An der Taille geht sie leider nicht zu.", {"waist": -1}),
        ("de", "Am Bund krieg ich die Jeans kaum zu.", {"waist": -1}),
        ("fr", "Je n'arrive pas à la fermer à la taille.", {"waist": -1}),
        ("fr", "La robe ne ferme pas.", {"overall": -1}),
        ("de", "Der Reißverschluss geht schwer zu.", {}),
        ("de", "Der Deckel geht schwer zu.", {}),
        ("fr", "Je n'arrive pas à fermer la boîte.", {}),
    ]
)
def test_cannot_close(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------- the heel lifting out is a shoe too long
@check(
    [
        ("de", "Beim Laufen hebt sich die Ferse.", {"overall": 1}),
        ("de", "Die Ferse hebt sich bei jedem Schritt.", {"overall": 1}),
        ("fr", "Mon talon se soulève à chaque pas.", {"overall": 1}),
        ("es", "Se me levanta el talón al caminar.", {"overall": 1}),
    ]
)
def test_heel_lifting(language, text, expected):
    assert labels(text, language) == expected


# ----------------------------------------------- German short verdicts, the neck
@check(
    [
        ("de", "Der Bund passt endlich mal, die Länge nicht ganz.", {"waist": 0}),
        ("de", "Habe die 38 genommen, war die richtige Wahl.", {"overall": 0}),
        ("de", "Größe L sitzt gut, nur am Hals etwas eng.", {"overall": 0}),
    ]
)
def test_german_short_verdicts(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------- German "Taille" with no article, beside German words
@check(
    [
        ("de", "Taille und Hüfte sitzen perfekt.", {"waist": 0, "hips": 0}),
        ("de", "Hüfte und Taille sind zu weit.", {"hips": 1, "waist": 1}),
        ("de", "Taille passt, Hüfte etwas eng.", {"waist": 0, "hips": -1}),
        ("fr", "Taille petit, prenez au-dessus.", {"overall": -1}),
    ]
)
def test_german_taille_without_article(language, text, expected):
    assert labels(text, language) == expected


# ---------------------------------------------- nothing squeezes: the item fits (0)
@check(
    [
        ("de", "Sehr bequem, nichts zwickt und nichts drückt.", {"overall": 0}),
        ("de", "Nirgendwo spannt etwas.", {"overall": 0}),
        ("es", "Nada me aprieta, comodísimo.", {"overall": 0}),
        ("fr", "Rien ne serre, très agréable.", {"overall": 0}),
    ]
)
def test_nothing_squeezes(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------ the size called right, in a few words
@check(
    [
        ("de", "Die Größe ist ganz normal.", {"overall": 0}),
        ("de", "Entspricht der üblichen Größe.", {"overall": 0}),
        ("de", "Groessentechnisch alles top.", {"overall": 0}),
        ("fr", "Taille conforme, tissu agréable.", {"overall": 0}),
        ("fr", "Taille correcte.", {"overall": 0}),
        ("de", "Die Hose ist bei 1,75 m perfekt lang.", {"length": 0}),
    ]
)
def test_size_called_right(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------------ cut large or small, in other words
@check(
    [
        ("de", "Fällt sehr großzügig aus.", {"overall": 1}),
        ("de", "An den Oberschenkeln großzügig geschnitten.", {"thigh": 1}),
        ("de", "Die Bluse ist eher auf Kante genäht.", {"overall": -1}),
        ("de", "Die Ärmel sind relativ kurz.", {"sleeves": -1}),
        ("fr", "Le manteau est taillé grand.", {"overall": 1}),
        ("fr", "Robe taillée un peu petit.", {"overall": -1}),
        ("fr", "Le jean remonte beaucoup trop haut.", {"rise": 1}),
    ]
)
def test_cut_large_or_small(language, text, expected):
    assert labels(text, language) == expected


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("de", "Der Händler war sehr großzügig mit der Rückgabe."),
        ("de", "Relativ schnelle Lieferung."),
    ],
)
def test_generous_seller_is_no_fit(language, text):
    assert labels(text, language) == {}


# ------------------------------------ German "fällt ... aus" around the part it names
@check(
    [
        ("de", "Die Hose fällt in der Taille klein aus.", {"waist": -1}),
        ("de", "Fällt an den Schultern etwas eng aus.", {"shoulders": -1}),
        ("de", "Das Kleid fällt an der Brust sehr weit aus.", {"bust": 1}),
        ("de", "Die Jeans fällt an der Hüfte großzügig aus.", {"hips": 1}),
        ("de", "Fällt klein aus.", {"overall": -1}),
    ]
)
def test_german_falls_at_part(language, text, expected):
    assert labels(text, language) == expected


# ----------------------------------------- German crotch hanging, room still left
@check(
    [
        ("de", "Der Bund passt, aber der Schritt hängt.", {"waist": 0, "rise": 1}),
        ("de", "Schritt hängt etwas durch.", {"rise": 1}),
        ("de", "Für meinen Sohn, hat noch Platz zum Reinwachsen.", {"overall": 1}),
        ("de", "Sitzt perfekt und lässt noch Platz für einen Pulli.", {"overall": 0}),
        ("de", "Beim Service ist noch Platz nach oben.", {}),
    ]
)
def test_german_crotch_and_room(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------ Spanish "largo de ..." after a copula or degree
@check(
    [
        ("es", "El abrigo me queda largo de mangas.", {"sleeves": 1}),
        ("es", "Es muy largo de cuerpo.", {"length": 1}),
        ("es", "Me queda largo de piernas y justo de cadera.", {"length": 1, "hips": -1}),
        ("es", "El largo de manga es perfecto.", {"sleeves": 0}),
        ("es", "Me queda larga de mangas.", {"sleeves": 1}),
    ]
)
def test_spanish_largo_de(language, text, expected):
    assert labels(text, language) == expected


# ---------------------------------------------- it barely goes on; the foot slips
@check(
    [
        ("de", "Ich komme kaum rein.", {"overall": -1}),
        ("de", "Mit den Oberschenkeln komme ich nicht rein.", {"thigh": -1}),
        ("fr", "Je rentre à peine dedans.", {"overall": -1}),
        ("fr", "Impossible de rentrer dedans.", {"overall": -1}),
        ("es", "Apenas me entra.", {"overall": -1}),
        ("es", "Se me resbala el pie al andar.", {"overall": 1}),
        ("es", "Horma normal, muy cómodas.", {"overall": 0}),
        ("de", "Die Bluse passt nicht rein in den Koffer.", {}),
    ]
)
def test_barely_goes_on(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------------------- a cut meant so fits (0)
@check(
    [
        ("es", "Me queda ceñido pero es el estilo.", {"overall": 0}),
        ("fr", "Un peu serré mais c'est le style.", {"overall": 0}),
        ("de", "Sitzt eng, aber das ist so gewollt.", {"overall": 0}),
    ]
)
def test_cut_meant_so(language, text, expected):
    assert labels(text, language) == expected


# ---------------------------- "sowohl ... als auch", "ainsi que", "así como"; "für mich"
@check(
    [
        ("de", "Sowohl Hüfte als auch Oberschenkel passen perfekt.", {"hips": 0, "thigh": 0}),
        ("de", "Sowohl Taille als auch Hüfte sitzen gut.", {"waist": 0, "hips": 0}),
        ("fr", "Les épaules ainsi que les manches sont parfaites.", {"shoulders": 0, "sleeves": 0}),
        ("es", "Los hombros así como las mangas me quedan bien.", {"shoulders": 0, "sleeves": 0}),
        ("de", "Die Ärmellänge ist für mich ideal.", {"sleeves": 0}),
        ("fr", "Les manches sont pour moi parfaites.", {"sleeves": 0}),
    ]
)
def test_coordination_and_for_me(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------------- Spanish verdicts in other words
@check(
    [
        ("es", "Me queda de lujo.", {"overall": 0}),
        ("es", "Le va como anillo al dedo.", {"overall": 0}),
        ("es", "No me queda ni grande ni pequeño.", {"overall": 0}),
        ("es", "Queda un poco suelto.", {"overall": 1}),
        ("es", "Tenía un hilo suelto.", {}),
        ("es", "Todo va bien con el pedido.", {}),
    ]
)
def test_spanish_verdicts(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------- sleeves down to the middle of the hand
@check(
    [
        ("de", "Die Ärmel gehen bis zur Mitte der Hand.", {"sleeves": 1}),
        ("fr", "Les manches arrivent au milieu de la main.", {"sleeves": 1}),
        ("es", "Las mangas me llegan a media mano.", {"sleeves": 1}),
    ]
)
def test_sleeves_to_mid_hand(language, text, expected):
    assert labels(text, language) == expected


# ------------------------------------------ short size verdicts, French and German
@check(
    [
        ("fr", "Il est pile à ma taille.", {"overall": 0}),
        ("fr", "Niveau taille, rien à dire.", {"overall": 0}),
        ("fr", "Impeccable côté taille.", {"overall": 0}),
        ("fr", "J'ai un peu de mal à la fermer.", {"overall": -1}),
        ("de", "Die Größe haut hin.", {"overall": 0}),
        ("de", "Passt soweit, nur die Ärmel sind etwas lang.", {"overall": 0, "sleeves": 1}),
        ("fr", "Niveau livraison, rien à dire.", {}),
    ]
)
def test_short_size_verdicts(language, text, expected):
    assert labels(text, language) == expected
