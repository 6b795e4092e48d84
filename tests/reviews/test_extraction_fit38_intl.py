"""fit-text-38 (de/fr/es): forms read the wrong way, or not at all, where a near form that means
the same is read (fit-labels.md, Signals; /work/scratch/probe38_intl). Every sentence is made
up. Pure tests."""

from __future__ import annotations

import pytest

from tests.reviews.test_extraction import directions

# --- A5: a wish for more is a verdict of too little ("hätte es gern", "j'aurais préféré",
# "si seulement", "me hubiera gustado", "schade, dass ... nicht", "dommage que", "lástima que")


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("Ich hätte es gern etwas weiter.", "de", {"overall": -1}),
        ("Ich hätte es gern etwas enger.", "de", {"overall": 1}),
        ("Ich hätte es gern etwas länger.", "de", {"length": -1}),
        ("Ich hätte die Ärmel gerne etwas länger.", "de", {"sleeves": -1}),
        ("Schade, dass es nicht länger ist.", "de", {"length": -1}),
        ("Schade, dass die Ärmel nicht länger sind.", "de", {"sleeves": -1}),
        ("J'aurais préféré qu'il soit un peu plus large.", "fr", {"overall": -1}),
        ("J'aurais voulu qu'il soit plus large.", "fr", {"overall": -1}),
        ("J'aurais aimé l'avoir plus long.", "fr", {"length": -1}),
        ("J'aurais aimé des manches plus longues.", "fr", {"sleeves": -1}),
        ("Si seulement les manches étaient plus longues.", "fr", {"sleeves": -1}),
        ("Si seulement il était plus large.", "fr", {"overall": -1}),
        ("Dommage qu'il ne soit pas plus long.", "fr", {"length": -1}),
        ("Me hubiera gustado más holgado.", "es", {"overall": -1}),
        ("Me hubiera gustado más holgado de hombros.", "es", {"shoulders": -1}),
        ("Me hubiera gustado más largo.", "es", {"length": -1}),
        ("Preferiría que fuera más ancho.", "es", {"overall": -1}),
        ("Lástima que no sea más largo.", "es", {"length": -1}),
    ],
)
def test_a_wish_for_more_is_too_little(text, language, expected):
    assert directions(text, language=language) == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("Ich hätte es gern etwas länger gehabt.", "de", {"length": -1}),
        ("Ich wünschte, es wäre weiter.", "de", {"overall": -1}),
        ("Schade, dass es nicht länger gehalten hat.", "de", {}),
        ("J'aurais aimé qu'il soit plus ample.", "fr", {"overall": -1}),
        ("J'aurais aimé une couleur plus claire.", "fr", {}),
        ("Me gustaría que fuera más ancho.", "es", {"overall": -1}),
        ("Me hubiera gustado más el color azul.", "es", {}),
    ],
)
def test_near_wishes_stay(text, language, expected):
    assert directions(text, language=language) == expected


# --- B1/B3: German fit words typed with the umlaut left out ("Fallt", "Armel", "Hufte",
# "eine Nummer grosser"), read as with it


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Fallt klein aus.", {"overall": -1}),
        ("fallt klein aus", {"overall": -1}),
        ("Fallt gross aus.", {"overall": 1}),
        ("Fallt normal aus.", {"overall": 0}),
        ("Fallt grosser aus.", {"overall": 1}),
        ("Die Armel sind zu kurz.", {"sleeves": -1}),
        ("Armel zu lang.", {"sleeves": 1}),
        ("An der Hufte zu eng.", {"hips": -1}),
        ("Lieber eine Nummer grosser bestellen.", {"overall": -1}),
        ("Eine Nummer grosser nehmen.", {"overall": -1}),
    ],
)
def test_umlaut_left_out(text, expected):
    assert directions(text, language="de") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Fallt etwas klein aus.", {"overall": -1}),
        ("Aermel zu kurz.", {"sleeves": -1}),
        ("Ein grosser Vorteil ist der Preis.", {}),
        ("Die Hose hat einen grosser Bund.", {}),
    ],
)
def test_umlaut_left_out_near_forms(text, expected):
    assert directions(text, language="de") == expected


# --- B2/B7: "sehr weit geschnitten" (roomy), "knapp bemessen" (small), hedged "scheint ...
# auszufallen", "kam mir ... vor" (the direction kept)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sehr weit geschnitten.", {"overall": 1}),
        ("Recht weit geschnitten.", {"overall": 1}),
        ("Die Hose ist sehr weit geschnitten.", {"overall": 1}),
        ("An den Schultern sehr weit geschnitten.", {"shoulders": 1}),
        ("Knapp bemessen.", {"overall": -1}),
        ("Eher knapp bemessen.", {"overall": -1}),
        ("Die Ärmel sind knapp bemessen.", {"sleeves": -1}),
        ("Scheint etwas groß auszufallen.", {"overall": 1}),
        ("Scheint klein auszufallen.", {"overall": -1}),
        ("Kam mir etwas groß vor.", {"overall": 1}),
        ("Die Ärmel kamen mir kurz vor.", {"sleeves": -1}),
    ],
)
def test_cut_wide_scant_or_seeming(text, expected):
    assert directions(text, language="de") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Weit geschnitten.", {}),
        ("Zu weit geschnitten.", {"overall": 1}),
        ("Großzügig geschnitten.", {"overall": 1}),
        ("Die Zeit war knapp bemessen.", {}),
        ("Kam mir gleich bekannt vor.", {}),
    ],
)
def test_cut_wide_scant_or_seeming_near_forms(text, expected):
    assert directions(text, language="de") == expected


# --- C1/C2/C3/C7 (French): "la taille d'en dessous / d'au-dessus", "au dessous" with no
# hyphen; "trop ajusté", "trop près du corps" (tight), "bien ajusté" (as it should be); "cela
# taille petit"; true-to-size idioms


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Je conseille de prendre la taille d'en dessous.", {"overall": 1}),
        ("Prendre la taille d'au-dessus.", {"overall": -1}),
        ("J'ai pris la taille d'en dessous, c'est parfait.", {"overall": 1}),
        ("Prendre une taille au dessous.", {"overall": 1}),
        ("Prenez la taille en dessus.", {"overall": -1}),
        ("Trop ajusté.", {"overall": -1}),
        ("Il est trop ajusté.", {"overall": -1}),
        ("Trop ajusté aux épaules.", {"shoulders": -1}),
        ("Trop près du corps.", {"overall": -1}),
        ("Un peu trop près du corps.", {"overall": -1}),
        ("Bien ajusté.", {"overall": 0}),
        ("Ajusté comme il faut.", {"overall": 0}),
        ("Moulant comme il faut pour un maillot.", {"overall": 0}),
        ("Cela taille petit.", {"overall": -1}),
        ("Cela taille grand.", {"overall": 1}),
        ("Elle me va à merveille.", {"overall": 0}),
        ("Il me va pile poil.", {"overall": 0}),
        ("Me va impeccable.", {"overall": 0}),
        ("C'est exactement ma taille.", {"overall": 0}),
        ("Taille comme d'habitude.", {"overall": 0}),
        ("Il taille comme d'habitude.", {"overall": 0}),
        ("Taille réelle.", {"overall": 0}),
        ("La taille convient.", {"overall": 0}),
        ("La taille me convient.", {"overall": 0}),
        ("La taille est ok.", {"overall": 0}),
        ("La taille est parfaite.", {"overall": 0}),
        ("Parfait au niveau taille.", {"overall": 0}),
        ("Au niveau taille, il est parfait.", {"overall": 0}),
    ],
)
def test_french_size_steps_fitted_and_idioms(text, expected):
    assert directions(text, language="fr") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Prendre une taille au-dessous.", {"overall": 1}),
        ("Prendre une taille au dessus.", {"overall": -1}),
        ("Coupe ajustée.", {}),
        ("Pas bien ajusté.", {}),
        ("Pas assez ajustée.", {"overall": 1}),
        ("Cela taille un peu petit.", {"overall": -1}),
        ("Cela taille normalement.", {"overall": 0}),
        ("Les manches me vont à merveille.", {"sleeves": 0}),
        ("Ce n'est pas exactement ma taille.", {}),
        ("La taille ne me convient pas.", {}),
        ("J'ai pris ma taille comme d'habitude et il est trop petit.", {"overall": -1}),
    ],
)
def test_french_near_forms_stay(text, expected):
    assert directions(text, language="fr") == expected


# --- D1/D4/D5 (Spanish): a size adjective alone before "de talla", true-to-size idioms, the
# infinitive "pedir una más" as advice, the length named "longitud"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Pequeño de talla.", {"overall": -1}),
        ("Grande de talla.", {"overall": 1}),
        ("Justo de talla.", {"overall": -1}),
        ("Normal de talla.", {"overall": 0}),
        ("Bien de talla.", {"overall": 0}),
        ("Talla tal cual.", {"overall": 0}),
        ("Talla como siempre.", {"overall": 0}),
        ("Talla estándar.", {"overall": 0}),
        ("Talla ok.", {"overall": 0}),
        ("La talla está bien.", {"overall": 0}),
        ("Viene a su talla.", {"overall": 0}),
        ("Me queda clavado.", {"overall": 0}),
        ("Me queda que ni pintado.", {"overall": 0}),
        ("Pedir una más.", {"overall": -1}),
        ("Mejor pedir una más.", {"overall": -1}),
        ("talla pequeña pedir una mas", {"overall": -1}),
        ("La longitud es perfecta.", {"length": 0}),
    ],
)
def test_spanish_size_words_idioms_and_advice(text, expected):
    assert directions(text, language="es") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Un poco justo de talla.", {"overall": -1}),
        ("Algo grande de talla.", {"overall": 1}),
        ("No está bien de talla.", {}),
        ("La talla no está bien.", {}),
        ("Una chica pequeña de talla.", {}),
        ("Voy a pedir una más para mi hermana.", {}),
        ("Quiero pedir una más.", {}),
        ("Para las que tengan caderas, pedir una más.", {}),
        ("talla pequeña, pedir una más.", {"overall": -1}),
        ("Pide una más.", {"overall": -1}),
        ("La longitud de las mangas es perfecta.", {"sleeves": 0}),
        ("El largo es perfecto.", {"length": 0}),
    ],
)
def test_spanish_near_forms_stay(text, expected):
    assert directions(text, language="es") == expected


# --- B4, C4, C9, D2, D5, D6: shrunk by a size (small, not the advice), trousers sliding down
# (rise -1), hems made (long), toes at the end (a shoe's size), a last called small or large,
# sent back as too small, "me queda gigante", "demasiado pegado al cuerpo"


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("Ist beim Waschen eine Nummer kleiner geworden.", "de", {"overall": -1}),
        ("Ist nach dem Waschen eine Nummer kleiner.", "de", {"overall": -1}),
        ("Le pantalon glisse.", "fr", {"rise": -1}),
        ("Le pantalon descend.", "fr", {"rise": -1}),
        ("Ça glisse sur les hanches.", "fr", {"rise": -1}),
        ("Il a fallu faire des ourlets.", "fr", {"length": 1}),
        ("J'ai fait un ourlet.", "fr", {"length": 1}),
        ("Ourlet à faire.", "fr", {"length": 1}),
        ("J'ai les orteils au bout.", "fr", {"overall": -1}),
        ("Mes doigts de pied touchent le bout.", "fr", {"overall": -1}),
        ("Horma pequeña.", "es", {"overall": -1}),
        ("Horma grande.", "es", {"overall": 1}),
        ("Tienen la horma pequeña.", "es", {"overall": -1}),
        ("Hay que cortarlo de largo.", "es", {"length": 1}),
        ("Tuve que arreglar el bajo.", "es", {"length": 1}),
        ("Devuelto por pequeño.", "es", {"overall": -1}),
        ("Me queda gigante.", "es", {"overall": 1}),
        ("Demasiado pegado al cuerpo.", "es", {"overall": -1}),
        ("Demasiado pegado al cuerpo en los hombros.", "es", {"shoulders": -1}),
    ],
)
def test_shrunk_sliding_hemmed_toes_last_and_sent_back(text, language, expected):
    assert directions(text, language=language) == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("Eine Nummer kleiner bestellen.", "de", {"overall": 1}),
        ("Ist nach der ersten Wäsche eingelaufen.", "de", {"length": -1}),
        ("La doublure glisse.", "fr", {}),
        ("Pas besoin de faire d'ourlet.", "fr", {}),
        ("Mes orteils touchent le bout.", "fr", {"overall": -1}),
        ("Horma estrecha.", "es", {"width": -1}),
        ("Horma normal.", "es", {"overall": 0}),
        ("Hay que arreglar la cremallera.", "es", {}),
        ("Un estampado gigante.", "es", {}),
        ("Pegado al cuerpo.", "es", {}),
    ],
)
def test_shrunk_sliding_hemmed_near_forms(text, language, expected):
    assert directions(text, language=language) == expected


# --- the reader's body or the look wanted, named without "wenn / si" (lexicon.CONDITIONS):
# conditional advice sets no overall (fit-labels.md)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Bei breiten Schultern eine Nummer größer bestellen.", "de"),
        ("Bei großer Oberweite eine Nummer größer bestellen.", "de"),
        ("Für den lockeren Look würde ich eine Nummer größer nehmen.", "de"),
        ("Pour les poitrines généreuses, prendre une taille au-dessus.", "fr"),
        ("Avec une forte poitrine, je conseille une taille au-dessus.", "fr"),
        ("Para un look oversize, pide una talla más.", "es"),
        ("Con mucho pecho, recomiendo una talla más.", "es"),
    ],
)
def test_advice_for_a_body_or_a_look_named_without_if_sets_no_overall(text, language):
    assert "overall" not in directions(text, language=language)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Fällt bei mir klein aus.", "de"),
        ("Pour moi il taille petit.", "fr"),
        ("Para mí talla pequeño.", "es"),
    ],
)
def test_the_reviewer_named_with_bei_pour_para_still_gives_the_verdict(text, language):
    assert directions(text, language=language)["overall"] == -1


# --- other people's words in German, French and Spanish are not the reviewer's verdict


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("Laut Bewertungen fällt es klein aus.", "de", {}),
        ("Angeblich fällt es klein aus.", "de", {}),
        ("On dit qu'il taille petit.", "fr", {}),
        ("Selon les avis il taille grand, mais il me va parfaitement.", "fr", {"overall": 0}),
        ("Dicen que talla pequeño pero no es así.", "es", {}),
        ("Según los comentarios viene pequeño, pero a mí me queda bien.", "es", {"overall": 0}),
    ],
)
def test_other_peoples_words_are_not_the_reviewers_verdict(text, language, expected):
    assert directions(text, language=language) == expected
