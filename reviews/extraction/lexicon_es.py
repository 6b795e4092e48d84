"""Spanish fit vocabulary: size adjectives and trigger phrases (see ``lexicon.py``)."""

from __future__ import annotations

import re

from .lexicon import (
    AMOUNT,
    BREAST,
    LOOSE,
    NEUTRAL,
    NOT_A_RANGE,
    SENTENCE_START,
    SHRUNK_NOT_SLEEVES,
    TIGHT,
    Adjective,
    Phrase,
    wishes,
)
from .lexicon_fr import restore_case

# Fit words typed without their accents or ñ ("me queda mas corta", "pedi un numero mas",
# "pequeno", "largisimo"): written back so the lexicon below reads them. "esta(n)" is the
# verb only after a clitic ("me esta grande") or before a degree or size word ("esta muy
# justo"); else it is "this".
_UNACCENTED = re.compile(
    r"(?<![\w'])(?:mas|demas|numero|numeros|talon|pantalon|proxima|proximo|pelin|tambien"
    r"|pequen[oa]s?|tamano|banador|muneca|munecas|encogio|quedo(?=\s+(?:muy|un|algo|bastante"
    r"|demasiado|grande|pequeñ|pequen|larg|cort|anch|estrech|apretad|ajustad|holgad|just|perfect|bien))"
    r"|\w+isim[oa]s?"
    r"|(?<=\b(?:me|te|le|se)\s)estan?|(?<=\bnos\s)estan?|(?<=\bles\s)estan?"
    r"|estan?(?=\s+(?:muy|un\s+poco|un\s+pel[ií]n|algo|bastante|demasiado|super|grandes?|pequeñ|pequen"
    r"|larg|cort|anch|estrech|apretad|ajustad|holgad|just|perfect|bien\s+de)))(?![\w'])",
    re.IGNORECASE,
)
_ACCENTED = {
    "mas": "más", "demas": "demás", "numero": "número", "numeros": "números", "talon": "talón",
    "pantalon": "pantalón", "proxima": "próxima", "proximo": "próximo",
    "pelin": "pelín", "tamano": "tamaño", "banador": "bañador", "muneca": "muñeca",
    "munecas": "muñecas", "encogio": "encogió", "quedo": "quedó", "esta": "está", "estan": "están",
    "tambien": "también",
}  # fmt: skip


def accents(text: str) -> str:
    """``text`` with the accents and ñ of Spanish fit words typed without them restored."""
    return _UNACCENTED.sub(_restore, text)


def _restore(m: re.Match[str]) -> str:
    typed = m.group(0)
    lower = typed.lower()
    if lower in _ACCENTED:
        return restore_case(typed, _ACCENTED[lower])
    if lower.startswith("pequen"):
        return typed[:5] + ("Ñ" if typed[5].isupper() else "ñ") + typed[6:]
    cut = lower.rindex("isim")  # "largisimo" -> "largísimo"
    return typed[:cut] + ("Í" if typed[cut].isupper() else "í") + typed[cut + 1 :]


WISH_ES = (
    # (fit-text-38) preferred as well: "preferiría que fuera más ancho"
    r"(?:(?:ojalá|me\s+(?:gustaría|habría\s+gustado|hubiera\s+gustado)\s+que|(?:preferiría|habría\s+preferido"
    r"|hubiera\s+preferido)\s+que)\s+(?:(?:las|los|la|el)\s+\w+\s+(?:\w+\s+){0,2}?)?"
    r"(?:fuera|fueran|fuese|fuesen)|(?:podría|debería)n?\s+ser"
    # (fit-text-38) the wish with no verb after it: "me hubiera gustado más holgado (de hombros)"
    r"|me\s+(?:habría|hubiera)\s+gustado|lo\s+(?:habría|hubiera)\s+preferido"
    # a pity it is not more: "lástima que no sea más largo" (short)
    r"|(?:lástima|(?:una\s+)?pena)\s+que\s+no\s+(?:sea|sean|fuera|fueran)"
    # (fit-text-50) more expected than had: "me esperaba algo más largo" (short)
    r"|(?:me\s+)?esperaba|(?:me\s+)?imaginaba)"
    rf"\s+{AMOUNT}"
)

# "pedí la 42 pero tuve que cambiarla por la 44", "devolví la L y pedí la M"
EXCHANGE_ES = (
    r"\b(?:cambi(?:é|e|ar|amos|ado|arla|arlo|arlas|arlos|ela|elo)|devol\w*|devuelt[oa]s?)\b"
)

ADJECTIVES: tuple[Adjective, ...] = (
    Adjective(("apretado", "apretada", "apretados", "apretadas"), TIGHT, alone=True),
    Adjective(("ajustado", "ajustada", "ajustados", "ajustadas"), TIGHT),
    Adjective(("pequeño", "pequeña", "pequeños", "pequeñas", "chico", "chica", "chicos"), TIGHT),
    Adjective(
        (
            *("justo", "justa", "justos", "justas", "justísimo", "justísima", "justísimos"),
            *("justísimas", "justisimo", "justisima", "justito", "justita", "justitos", "justitas"),
        ),
        TIGHT,
    ),
    Adjective(("ceñido", "ceñida", "ceñidos", "ceñidas"), TIGHT),
    # (fit-text-38) "me queda gigante", as "me queda enorme"
    Adjective(("gigante", "gigantes"), LOOSE),
    Adjective(("corto", "corta", "cortos", "cortas"), TIGHT, "length"),
    Adjective(("estrecho", "estrecha", "estrechos", "estrechas"), TIGHT, "width"),
    # (fit-text-50) the Latin-American "angosto"
    Adjective(("angosto", "angosta", "angostos", "angostas"), TIGHT, "width"),
    Adjective(("holgado", "holgada", "holgados", "holgadas"), LOOSE, alone=True),
    Adjective(("suelto", "suelta", "sueltos", "sueltas"), LOOSE),
    Adjective(
        ("grande", "grandes", "enorme", "enormes", "amplio", "amplia", "flojo", "floja"), LOOSE
    ),
    Adjective(("largo", "larga", "largos", "largas"), LOOSE, "length"),
    Adjective(
        (
            "larguísimo",
            "larguísima",
            "larguísimos",
            "larguísimas",
            "largísimo",
            "largísima",
            "largísimos",
            "largísimas",
        ),
        LOOSE,
        "length",
        alone=True,
    ),
    Adjective(("cortísimo", "cortísima", "cortísimos", "cortísimas"), TIGHT, "length", alone=True),
    Adjective(
        ("enormísimo", "grandísimo", "grandísima", "grandísimos", "grandísimas"), LOOSE, alone=True
    ),
    Adjective(
        (
            "pequeñísimo",
            "pequeñísima",
            "pequeñísimos",
            "pequeñísimas",
            "chiquísimo",
            "chiquísima",
            "apretadísimo",
            "apretadísima",
            "apretadísimos",
            "apretadísimas",
        ),
        TIGHT,
        alone=True,
    ),
    # diminutives say "a bit": "me van justitos", "un poco cortita", "me queda grandecito"
    Adjective(
        (
            "justito",
            "justita",
            "justitos",
            "justitas",
            "apretadito",
            "apretadita",
            "apretaditos",
            "apretaditas",
            "pequeñito",
            "pequeñita",
            "pequeñitos",
            "pequeñitas",
        ),
        TIGHT,
    ),
    Adjective(("cortito", "cortita", "cortitos", "cortitas"), TIGHT, "length"),
    Adjective(("larguito", "larguita", "larguitos", "larguitas"), LOOSE, "length"),
    Adjective(
        ("grandecito", "grandecita", "grandecitos", "grandecitas", "holgadito", "holgadita"), LOOSE
    ),
    Adjective(("ancho", "ancha", "anchos", "anchas"), LOOSE, "width"),
    # diminutives and superlatives of the width words (fit-text-31, fres): "son anchitas",
    # "estrechitos de horma", "anchísimos"
    Adjective(
        (
            *("anchito", "anchita", "anchitos", "anchitas"),
            *("anchísimo", "anchísima", "anchísimos", "anchísimas"),
        ),
        LOOSE,
        "width",
    ),
    Adjective(
        (
            *("estrechito", "estrechita", "estrechitos", "estrechitas"),
            *("estrechísimo", "estrechísima", "estrechísimos", "estrechísimas"),
        ),
        TIGHT,
        "width",
    ),
    Adjective(("oversize", "boxy", "vaporoso", "vaporosa", "suelto", "suelta"), LOOSE, judged=True),
    # with their superlatives and diminutives (fit-text-31, fres): "el tiro es bajísimo", "de
    # tiro bajito", "el tiro es altísimo"
    Adjective(("bajo", "bajísimo", "bajito"), TIGHT, "rise", needs_dimension=frozenset({"rise"})),
    Adjective(("alto", "altísimo", "altito"), LOOSE, "rise", needs_dimension=frozenset({"rise"})),
)

# Size advice with "talla"/"número" left out, the imperative singular or plural
# (fit-text-31, fres): "pedid una más", "pide uno menos", "coged una más pequeña".
_ORDER_ONE = (
    r"(?<![\w'])(?:pide|pedid|pida|pidan|pedidla|coge|coged|coja|cojan|elige|elegid|escoge|escoged"
    # (fit-text-38) the infinitive as advice: "pedir una más", "mejor pedir una más" (not "voy a
    # pedir una más para mi hermana", one more; not after a comma, where it is often the advice
    # of a reader condition without "si": "para las que tengan caderas, pedir una más")
    r"|(?<!\sa\s)(?<!quiero\s)(?<!pienso\s)(?<!quería\s)(?<!,\s)pedir)"
)

# Not enough (fit-text-37): "no es lo bastante grande", "no es suficientemente largo", "las mangas
# no son lo suficientemente largas" (too little, as "nicht lang genug")
_NOT_ENOUGH = (
    r"no\s+(?:(?:me|le|te)\s+)?(?:(?:es|son|era|eran|fue|fueron|está|están|estaba|queda|quedan|quedaba|resulta"
    r"|resultan|viene|vienen)\s+)?(?:lo\s+)?(?:bastante|suficientemente)\s+"
)
# Against what the reviewer is used to or expected: "más pequeño de lo normal", "más corto de lo
# que esperaba"
_THAN_USUAL = r"\s+de\s+lo\s+(?:normal|habitual|esperado|que\s+esperaba|que\s+pensaba)\b"

# At one text position the first listed phrase wins: wishes first ("wish it were longer"
# is short, not the comparative alone), then verdicts that contain advice words ("fällt
# eine Nummer größer aus" is a verdict, not the advice "eine Nummer größer").
PHRASES: tuple[Phrase, ...] = (
    # a bra band riding up is too loose (the band is the bra's size: overall): "la banda se
    # sube por la espalda"
    Phrase(
        r"(?:banda|contorno)\s+[^.!?;\n]{0,40}?(?:se\s+(?:me\s+)?)?(?:sube|suben|subía)\b",
        LOOSE,
        "overall",
        True,
        0.7,
    ),
    # a verdict with no verb at the start of a sentence: "Talla pequeña, me aprieta en los
    # hombros", "viene de talla grande" (not "compré la talla pequeña", the size's name); a
    # colon after it too (fit-text-31, fres): "Talla grande: uso M y la S me queda bien"
    Phrase(
        rf"(?:{SENTENCE_START}|(?:viene|vienen|es|son)\s+de\s+)(?:talla|tallaje)\s+"
        r"(?:(?:un\s+poco|algo|muy|bastante)\s+)?(?:pequeñ[oa]|chic[oa])(?=\s*(?:[,.!;:]|y\b|$))",
        TIGHT,
        "overall",
        True,
        0.75,
    ),
    Phrase(
        rf"(?:{SENTENCE_START}|(?:viene|vienen|es|son)\s+de\s+)(?:talla|tallaje)\s+"
        r"(?:(?:un\s+poco|algo|muy|bastante)\s+)?grande(?=\s*(?:[,.!;:]|y\b|$))",
        LOOSE,
        "overall",
        True,
        0.75,
    ),
    # a verdict with no verb at the start of a sentence (fit-text-37): "Largo perfecto.", "Tiro
    # corto.", "Corto de pierna." (not "largo perfecto para bodas": a long dress)
    Phrase(
        rf"{SENTENCE_START}largo\s+(?:perfecto|ideal|correcto|adecuado|genial)"
        r"(?=\s*(?:[,.!;]|y\b|$))",
        NEUTRAL,
        "length",
        True,
        0.75,
    ),
    Phrase(
        rf"{SENTENCE_START}tiro\s+(?:(?:un\s+poco|algo|muy|bastante|demasiado)\s+)?(?:cort[oa]|cortito)"
        r"(?=\s*(?:[,.!;]|y\b|$))",
        TIGHT,
        "rise",
        True,
        0.7,
    ),
    Phrase(
        rf"{SENTENCE_START}tiro\s+(?:(?:un\s+poco|algo|muy|bastante|demasiado)\s+)?larg[oa](?=\s*(?:[,.!;]|y\b|$))",
        LOOSE,
        "rise",
        True,
        0.7,
    ),
    Phrase(
        rf"{SENTENCE_START}(?:(?:un\s+poco|algo|muy|bastante|demasiado)\s+)?cort[oa]s?\s+de\s+piernas?(?![\w'])",
        TIGHT,
        "length",
        True,
        0.7,
    ),
    # a delivery that took long is no length: "el envío fue un poco largo", "la espera fue
    # larga" (a verdict on a part that is no fit dimension, so it is dropped)
    Phrase(
        r"(?:envío|envio|entrega|espera)s?\s+(?:\w+\s+){0,4}?larg[oa]s?\b",
        NEUTRAL,
        confidence=0.6,
    ),
    # fits as expected or as described: "talla como se esperaba", "la tabla de tallas es fiable"
    Phrase(
        r"(?:talla|tallan|queda|quedan|va|van)\s+(?:\w+\s+)?(?:como|tal\s+(?:y\s+)?como)\s+(?:se\s+)?(?:esperaba|indica"
        r"|describe|esperado|esperaba)\b"
        r"(?!\s+(?:\w+\s+)?(?:pequeñ|grand|ajustad|anch|cort|larg)\w*)"
        r"|tabla\s+de\s+tallas\s+(?:es\s+)?(?:fiable|correcta|exacta|acertada)\b"
        # (fit-text-37) fits its size, as "se ajusta bien a la talla" does: "se ajusta a la
        # talla", "se corresponde con la talla", "talla según lo esperado"
        r"|(?:se\s+)?(?:ajusta|ajustan|corresponde|corresponden)\s+(?:a|con)\s+(?:la|su|mi)\s+talla\b(?!\s+de\b)"
        r"|talla\s+según\s+lo\s+(?:esperado|indicado|previsto)\b",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    # parts praised, then a short verdict said of them (fit-text-31, fres): "encantada con los
    # hombros y el pecho, me quedan perfectos", "contento con las mangas" (each part 0)
    Phrase(
        r"(?:encantad[oa]s?|content[oa]s?|satisfech[oa]s?|feliz)\s+con"
        r"(?:(?:\s*,\s*(?:y\s+|e\s+)?|\s+y\s+|\s+e\s+|\s+)(?:(?:el|la|los|las)\s+)?(?:hombros?|pecho|busto|mangas?"
        r"|caderas?|cintura|muslos|largo|tiro|entrepierna|cuerpo)(?![\w']))+"
        r"(?:\s*,?\s*(?:(?:me|le|te)\s+)?(?:(?:quedan?|van?|sientan?|son|están?)\s+)?"
        r"(?:(?:muy|super|súper)\s+)?(?:perfect[oa]s?|genial(?:es)?|bien|ideal(?:es)?)(?![\w']))?",
        NEUTRAL,
        confidence=0.65,
    ),
    # a part named, then praised in few words (fit-text-49): "El largo de manga, perfecto", "De
    # largo, bien", "de cadera y cintura van bien"
    Phrase(
        r"(?<![\w'])(?:de|del|el|la|los|las)\s+(?:largo(?:\s+de\s+mangas?)?|mangas?|hombros?|pecho|busto|caderas?"
        r"|cintura|muslos?|tiro|entrepierna)(?:\s+(?:y|e)\s+(?:de\s+|del\s+|la\s+|el\s+|los\s+|las\s+)?"
        r"(?:largo|mangas?|hombros?|pecho|busto|caderas?|cintura|muslos?|tiro|entrepierna))*"
        r"(?:\s*[,:]\s*|\s+(?:me\s+|le\s+)?(?:va|van|queda|quedan|está|están)\s+)(?:muy\s+|súper\s+|super\s+)?"
        r"(?:bien|perfect[oa]s?|genial(?:es)?|ideal(?:es)?)\b(?!\s+de\s+talla)",
        NEUTRAL,
        confidence=0.65,
    ),
    # a part that lands where it should (fit-text-31, fres): "los hombros caen justo en su sitio",
    # "la costura queda donde debe"
    Phrase(
        r"(?:cae|caen|queda|quedan|está|están|llega|llegan)\s+(?:(?:justo|perfectamente|exactamente)\s+)?"
        r"(?:en\s+su\s+(?:sitio|lugar)|donde\s+(?:debe|deben|tiene\s+que|tienen\s+que))(?![\w'])",
        NEUTRAL,
        confidence=0.65,
    ),
    # smaller or larger than the reviewer is used to: "más pequeño de lo normal"
    Phrase(
        rf"más\s+(?:pequeñ[oa]s?|estrech[oa]s?|ajustad[oa]s?|justit?[oa]s?){_THAN_USUAL}",
        TIGHT,
        confidence=0.7,
    ),
    Phrase(rf"más\s+(?:grandes?|anch[oa]s?|holgad[oa]s?){_THAN_USUAL}", LOOSE, confidence=0.7),
    # a length against what was expected (fit-text-37): "más corto de lo que esperaba", "las
    # mangas son más largas de lo esperado" (the part named, else the length)
    Phrase(rf"más\s+cort[oa]s?{_THAN_USUAL}", TIGHT, "length", confidence=0.7),
    Phrase(rf"más\s+larg[oa]s?{_THAN_USUAL}", LOOSE, "length", confidence=0.7),
    Phrase(rf"{_NOT_ENOUGH}larg[oa]s?(?![\w'])", TIGHT, "length", confidence=0.7),
    Phrase(rf"{_NOT_ENOUGH}anch[oa]s?(?![\w'])", TIGHT, "width", confidence=0.7),
    Phrase(rf"{_NOT_ENOUGH}(?:grandes?|holgad[oa]s?|ampli[oa]s?)(?![\w'])", TIGHT, confidence=0.7),
    Phrase(rf"{_NOT_ENOUGH}cort[oa]s?(?![\w'])", LOOSE, "length", confidence=0.7),
    Phrase(
        rf"{_NOT_ENOUGH}(?:ajustad[oa]s?|ceñid[oa]s?|entallad[oa]s?)(?![\w'])",
        LOOSE,
        confidence=0.7,
    ),
    # judged against what was expected: "me queda mejor de lo que esperaba"
    Phrase(
        r"(?:queda|quedan|quedó|sienta|sientan|sentó)\s+(?:\w+\s+)?(?:mucho\s+|aún\s+)?mejor\s+de\s+lo\s+"
        r"(?:que\s+(?:esperaba|pensaba|imaginaba|temía)|esperado|previsto)\b",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    # no bagging where it could gape is a part that fits: "no hace bolsas en la cintura"
    Phrase(
        # (fit-text-31, fres) "no me hace hueco en la cintura", "no hacen huecos"
        r"no\s+(?:me\s+|le\s+)?(?:hace|hacen|hacía)\s+(?:bolsas?|huecos?)|no\s+(?:me\s+)?(?:queda|quedan)\s+hueco",
        NEUTRAL,
        confidence=0.65,
    ),
    # a length feared and then found right: "tenía miedo de que fuera demasiado largo pero
    # con tacones queda perfecto"
    Phrase(
        r"(?:miedo|preocupa\w*|temía|temia)\b[^.!?;]{0,80}?\b(?:larg\w*|cort\w*)\b[^.!?;]{0,100}?\bpero\s+"
        r"(?:(?!(?:demasiado|no|larg\w*|cort\w*)\b)[^\s.!?;]+\s+){0,8}?"
        r"(?:perfect\w*|bien|genial|ideal)\b",
        NEUTRAL,
        "length",
        confidence=0.7,
        wish=True,
    ),
    *wishes(
        WISH_ES,
        "",
        r"más\s+larg[oa]s?",
        r"más\s+cort[oa]s?",
        r"más\s+(?:grandes?|anch[oa]s?|holgad[oa]s?)",
        r"más\s+(?:pequeñ[oa]s?|ajustad[oa]s?|estrech[oa]s?|entallad[oa]s?)",
    ),
    Phrase(
        r"(?:una|1)\s+copa\s+(?:más\s+(?:pequeña|chica)|menos|menor)",
        LOOSE,
        "bust",
        True,
        also_overall=True,
    ),
    Phrase(r"(?:una|1)\s+copa\s+(?:más|mayor)", TIGHT, "bust", True, also_overall=True),
    Phrase(
        r"(?:un|1|medio)\s+número\s+(?:más\s+(?:pequeño|chico)|menos|menor)"
        r"|(?:una|1)\s+talla\s+(?:y\s+media\s+)?menos",
        LOOSE,
        "overall",
        True,
    ),
    Phrase(r"(?:un|1|medio)\s+número\s+(?:más|mayor)", TIGHT, "overall", True),
    # size advice with "talla"/"número" left out, the imperative singular or plural
    # (fit-text-31, fres): "pedid una más", "pide uno menos", "coged una más pequeña" (not
    # "compré una más": one more)
    Phrase(
        rf"{_ORDER_ONE}"
        r"\s+(?:mejor\s+)?(?:una?|uno)\s+(?:más\s+(?:pequeñ[oa]|chic[oa])|menos|menor)(?![\w'])",
        LOOSE,
        "overall",
        True,
    ),
    Phrase(
        rf"{_ORDER_ONE}"
        r"\s+(?:mejor\s+)?(?:una?|uno)\s+(?:más|mayor)(?:\s+grande)?(?![\w'])(?!\s+para\b)",
        TIGHT,
        "overall",
        True,
    ),
    # (fit-text-38) a shoe's last called small or large with no verb, as "la horma es
    # pequeña": "Horma pequeña.", "tienen la horma grande" (its width words are the width's)
    Phrase(
        r"(?<![\w'])horma\s+(?:(?:muy|algo|un\s+poco|bastante)\s+)?(?:pequeñ[ao]|chic[ao])(?=\s*(?:[,.!;]|y\b|$))",
        TIGHT,
        "overall",
        True,
        0.8,
    ),
    Phrase(
        r"(?<![\w'])horma\s+(?:(?:muy|algo|un\s+poco|bastante)\s+)?grande(?=\s*(?:[,.!;]|y\b|$))",
        LOOSE,
        "overall",
        True,
        0.8,
    ),
    # (fit-text-38) too close to the body: tight ("demasiado pegado al cuerpo", as
    # "demasiado ceñido"; "pegado al cuerpo" alone is the cut). The body here is the whole
    # item (not the torso), unless a part is named after it ("... en los hombros").
    Phrase(
        r"(?:demasiado|excesivamente)\s+pegad[oa]s?\s+al\s+cuerpo(?=\s+(?:en|de|por)\s+(?:los|las|la|el)\s)",
        TIGHT,
        confidence=0.7,
    ),
    Phrase(r"(?:demasiado|excesivamente)\s+pegad[oa]s?\s+al\s+cuerpo", TIGHT, "overall", True, 0.7),
    # (fit-text-38) sent back as too small or big: "devuelto por pequeño", "lo devolví por grande"
    Phrase(
        r"(?:devuelt[oa]s?|devolví|devolvi|lo\s+devuelvo|la\s+devuelvo)\s+por\s+(?:ser\s+)?(?:muy\s+|demasiado\s+)?"
        r"(?:pequeñ[oa]s?|chic[oa]s?|estrech[oa]s?)\b",
        TIGHT,
        "overall",
        True,
        0.8,
    ),
    Phrase(
        r"(?:devuelt[oa]s?|devolví|devolvi|lo\s+devuelvo|la\s+devuelvo)\s+por\s+(?:ser\s+)?(?:muy\s+|demasiado\s+)?"
        r"(?:grandes?|enormes?)\b",
        LOOSE,
        "overall",
        True,
        0.8,
    ),
    # (fit-text-38) the size adjective alone before "de talla", opening a sentence or clause:
    # "Pequeño de talla.", "Grande de talla.", "Justo de talla." (as "un poco justo de talla")
    Phrase(
        rf"(?:{SENTENCE_START}|(?<=,\s))(?:pequeñ[oa]s?|chic[oa]s?|just[oa]s?)\s+de\s+talla\b",
        TIGHT,
        "overall",
        True,
        0.8,
    ),
    Phrase(rf"(?:{SENTENCE_START}|(?<=,\s))grandes?\s+de\s+talla\b", LOOSE, "overall", True, 0.8),
    # (fit-text-38) the length named "longitud", judged right: "la longitud es perfecta" (as
    # "el largo es perfecto"; a part named with it keeps it: "la longitud de las mangas")
    Phrase(
        r"(?<![\w'])longitud\s+(?:es\s+|está\s+)?(?:perfecta|ideal|buena|correcta|adecuada)\b",
        NEUTRAL,
        "length",
        False,
        0.75,
    ),
    Phrase(
        r"(?:una|1|dos|2)\s+tallas?\s+(?:más\s+(?:pequeñas?|chicas?)|menos|menor(?:es)?|inferior(?:es)?|abajo)",
        LOOSE,
        "overall",
        fixed=True,
        confidence=0.8,
    ),
    Phrase(
        r"(?:una|1|dos|2)\s+tallas?\s+(?:más|mayor(?:es)?|superior(?:es)?|arriba)",
        TIGHT,
        "overall",
        fixed=True,
        confidence=0.8,
    ),
    Phrase(
        r"(?:tallan?\s+(?:real|normal|correcta|perfecta|exacta|bien)|calzan?\s+(?:normal|bien)|fiel\s+a\s+la\s+talla"
        r"|justo\s+mi\s+talla"
        # (fit-text-38: "la talla está bien", "la talla es perfecta", "viene a (su) talla")
        r"|mi\s+talla\s+justa|la\s+talla\s+(?:es\s+(?:la\s+)?(?:correcta|exacta|adecuada|perfecta)|está\s+bien)"
        r"|vienen?\s+a\s+(?:su\s+)?talla\b"
        # "tallaje correcto", "me está bien de talla", "de talla perfecta"
        r"|tallaje\s+(?:correcto|bueno|normal|perfecto|real|exacto|fiel)"
        # a shoe's last called normal: "horma normal", "de horma correcta"
        r"|horma\s+(?:normal|correcta|estándar|estandar|perfecta)(?=\s*(?:[,.!;]|y\b|$))"
        # a verdict with no verb at the start of a sentence (fit-text-31, fres): "Número normal,
        # sujetan bien el pie", "Talla correcta."
        # (fit-text-38: "Talla estándar.", "Talla ok.", "Talla tal cual.", "Talla como siempre.")
        rf"|{SENTENCE_START}(?:número|talla|tallaje)\s+(?:normal|correct[oa]|exact[oa]|perfect[oa]|estándar"
        r"|estandar|ok|tal\s+cual|como\s+siempre)"
        r"(?=\s*(?:[,.!;]|y\b|$))"
        r"|(?:está|están|queda|quedan|va|van|viene|vienen)\s+(?:muy\s+)?bien\s+de\s+talla"
        # (fit-text-37) the verdict first: "perfecto de talla", "correcta de talla"
        # (fit-text-38: "Normal de talla.", "Bien de talla.")
        r"|(?:perfect[oa]s?|correct[oa]s?|normal(?:es)?|bien)\s+de\s+talla\b"
        r"|de\s+talla\s+(?:(?:me\s+|le\s+)?(?:va|van|queda|quedan|está|están|viene|vienen)\s+)?"
        r"(?:perfect[oa]s?|bien|correct[oa]s?)"
        r"|(?:tu|su|mi)\s+talla\s+(?:habitual|normal|de\s+siempre))" + NOT_A_RANGE,
        NEUTRAL,
        "overall",
        True,
        0.8,
    ),
    Phrase(
        # (fit-text-37: "me viene perfecto", "le viene genial")
        r"(?:queda|quedan|quedó|sienta|sientan|calza|(?:me|le|te|nos)\s+(?:va|van|iba|iban|viene|vienen|venía"
        r"|venían))\s+(?:\w+\s+)?"
        r"(?:perfect[oa]s?|genial|bien|de\s+maravilla|ideal"
        r"|como\s+un\s+guante|de\s+lujo|fenomenal|estupend[oa]s?|de\s+fábula|de\s+cine|como\s+anillo\s+al\s+dedo"
        # (fit-text-38: "me queda clavado", "me queda que ni pintado")
        r"|clavad[oa]s?|que\s+ni\s+pintad[oa]s?)"
        r"(?!\s+con\b)",  # not "queda perfecto con todo" (goes with)
        NEUTRAL,
        confidence=0.65,
    ),
    # without squeezing: "recoge bien sin apretar" (fits, 0)
    Phrase(r"sin\s+(?:apretar|oprimir|agobiar)\b", NEUTRAL, confidence=0.6),
    # negated tight verbs: "de cadera no me aprieta nada" (fits, 0)
    Phrase(
        # "nada" ends the verb: "no me aprieta nada en los muslos" is said of the thighs
        r"no\s+(?:me\s+|le\s+)?(?:aprieta|aprietan|apretaba|oprime|tira|tiran|marca|marcan)\b"
        r"(?:\s+(?:para\s+)?nada\b)?",
        NEUTRAL,
        confidence=0.6,
    ),
    # neither long nor short is the length (fit-text-37): "ni largo ni corto", "no me queda ni
    # corto ni largo"
    Phrase(
        r"(?<![\w'])(?:no\s+(?:me\s+|le\s+|te\s+)?(?:queda|quedan|quedó|está|están|es|son|viene|vienen)\s+)?"
        r"ni\s+(?:muy\s+|demasiado\s+)?(?:larg[oa]s?\s+ni\s+(?:muy\s+|demasiado\s+)?cort[oa]s?"
        r"|cort[oa]s?\s+ni\s+(?:muy\s+|demasiado\s+)?larg[oa]s?)(?![\w'])",
        NEUTRAL,
        "length",
        confidence=0.7,
    ),
    # neither way: "no me queda ni grande ni pequeño" (fits, 0)
    Phrase(
        r"(?<![\w'])(?:no\s+(?:me\s+|le\s+|te\s+)?(?:queda|quedan|quedó|está|están|es|son|viene|vienen)\s+)?"
        r"ni\s+(?:muy\s+|demasiado\s+)?(?:grandes?|pequeñ[oa]s?|holgad[oa]s?|ajustad[oa]s?|larg[oa]s?"
        r"|cort[oa]s?|anch[oa]s?|estrech[oa]s?)\s+ni\s+(?:muy\s+|demasiado\s+)?[\wñ]+",
        NEUTRAL,
        confidence=0.7,
    ),
    # nothing squeezes: "nada me aprieta", "nada le molesta" (fits, 0)
    Phrase(
        r"(?<![\w'])nada\s+(?:me\s+|le\s+|te\s+)?(?:aprieta|oprime|molesta|roza|tira|agobia)\b",
        NEUTRAL,
        confidence=0.6,
    ),
    Phrase(r"aprieta|aprietan|apretaba", TIGHT, confidence=0.65),
    # "la copa se ajusta perfectamente": the part fits (0)
    Phrase(
        r"(?:se\s+)?(?:ajusta|ajustan|adapta|adaptan)\s+(?:perfectamente|perfect[oa]s?|bien|genial|de\s+maravilla)\b",
        NEUTRAL,
        confidence=0.65,
    ),
    # clings too much: "me marca demasiado en la cadera"
    Phrase(
        r"(?:me\s+|le\s+)?marca(?:n|ba)?\s+(?:demasiado|mucho|todo|muchísimo)\b",
        TIGHT,
        confidence=0.65,
    ),
    # length wanting (fit-text-37): "le falta largo", "le falta un poco de largo", "me faltan unos
    # centímetros de largo" (too short, as "le sobra largo" is too long)
    Phrase(
        r"(?:me\s+|le\s+|les\s+)falta(?:n|ba|ban)?\s+(?:(?:un\s+poco|algo|bastante|mucho)\s+(?:de\s+)?"
        r"|(?:unos\s+|como\s+|casi\s+)?(?:\d+\s*cm|\d+\s*centímetros|centímetros|dedos|un\s+palmo)\s+de\s+)?"
        r"largo\b(?!\s+de\s+(?:entrepierna|mangas?|brazos?|tiro)\b)",
        TIGHT,
        "length",
        True,
        0.7,
    ),
    # barely long enough: "justa de largo"
    Phrase(r"just[oa]s?\s+de\s+largo", TIGHT, "length", True, 0.65),
    # length to spare: "me sobran 4 cm de largo" (fit-text-37: "le sobra largo", "le sobran unos
    # centímetros de largo")
    Phrase(
        r"(?:me\s+|le\s+)?sobra(?:n|ba)?\s+(?:(?:unos\s+|como\s+|casi\s+)?(?:\d+\s*cm|\d+\s*centímetros|centímetros"
        r"|dedos|un\s+palmo|un\s+poco|bastante|mucho|tela)\s+de\s+)?largo\b"
        # the part named after it is that part's: "me sobra largo de entrepierna" (inseam)
        r"(?!\s+de\s+(?:entrepierna|mangas?|brazos?|tiro)\b)",
        LOOSE,
        "length",
        True,
        0.7,
    ),
    # centimetres to spare are length: "me sobran como 10 cm" (not "5 cm de cintura")
    Phrase(
        r"(?:me\s+|le\s+)?sobra(?:n|ban)?\s+(?:unos\s+|como\s+|casi\s+|más\s+de\s+)?\d+\s*(?:cm|centímetros)\b"
        r"(?!\s+(?:de|en)\s+(?:la\s+|el\s+|los\s+|las\s+)?(?:cintura|caderas?|pecho|busto|hombros?|muslos?|brazos"
        r"|espalda|barriga|tripa|culo|trasero))",
        LOOSE,
        "length",
        confidence=0.7,
    ),
    # where it ends, then judged right: "me llega por la rodilla, perfecto"
    Phrase(
        r"(?:me\s+|le\s+)?(?:llega|llegan|queda|quedan|acaba|acaban|termina|terminan|cae|caen)\s+"
        r"(?:justo\s+)?(?:a|por|hasta|sobre|debajo\s+de|encima\s+de)\s+(?:la|las|los|el|mis?)\s+"
        r"(?:rodillas?|tobillos?|muñecas?|cadera|suelo|pantorrillas?|zapatos?)\s*[,\u2013-]?\s*"
        r"(?:(?:lo\s+que\s+es|que\s+es)\s+)?(?:perfect[oa]|ideal|genial|justo\s+lo\s+que\s+quería)\b",
        NEUTRAL,
        "length",
        confidence=0.65,
    ),
    # where it ends, too high: "las mangas se quedan por encima de la muñeca"
    Phrase(
        r"(?:se\s+)?(?:quedan?|llegan?|acaban?|terminan?)\s+(?:\w+\s+)?por\s+encima\s+de\s+(?:la|las|los|el|mis?)\s+"
        r"(?:muñecas?|tobillos?|ombligo|cadera)|no\s+(?:me\s+)?llegan?\s+a\s+(?:la|las|los|el|mis?)\s+(?:muñecas?|tobillos?)",
        TIGHT,
        "length",
        confidence=0.65,
    ),
    # barely reaching a landmark: "apenas llega a la rodilla", "apenas cubre el ombligo"
    Phrase(
        r"apenas\s+(?:me\s+)?(?:llega|llegan|llegaba|llegaban|pasa|pasan|baja|bajan|cubre|cubren|tapa|tapan)\s+"
        r"(?:(?:de|por)\s+)?(?:a\s+(?:la|las|los|mis?)|al|la|las|el|los|mis?)\s+"
        r"(?:rodillas?|tobillos?|muñecas?|cintura|ombligo|trasero|culo|pantorrillas?)(?![\w-])",
        TIGHT,
        "length",
        confidence=0.65,
    ),
    # too little room: "no hay suficiente espacio en las caderas", "poco espacio"
    Phrase(
        r"no\s+(?:me\s+)?(?:hay|tiene|tengo|deja|queda)\s+(?:suficiente\s+|mucho\s+|nada\s+de\s+)?"
        r"(?:espacio|holgura)|poco\s+espacio|(?:sin|falta\s+de)\s+holgura",
        TIGHT,
        confidence=0.7,
    ),
    # a crotch hanging low is a long rise: "el tiro cuelga"
    Phrase(
        r"(?:el\s+)?tiro\s+(?:me\s+)?(?:cuelga|colgaba|queda\s+(?:muy\s+|demasiado\s+)?caído)",
        LOOSE,
        "rise",
        True,
        0.7,
    ),
    Phrase(
        r"(?:el\s+)?resto\s+(?:me\s+)?(?:queda\s+)?(?:bien|perfecto|genial|ideal)|lo\s+demás\s+(?:me\s+)?(?:queda\s+)?"
        r"(?:bien|perfecto)|por\s+lo\s+demás"
        # the body of the garment fits, beside a part that does not: "grande de mangas pero
        # bien de cuerpo"
        r"|(?:bien|perfect[oa]|genial)\s+de\s+cuerpo|de\s+cuerpo\s+(?:me\s+|le\s+)?(?:queda\s+)?(?:bien|perfect[oa])",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    Phrase(r"(?:y|es|está|queda|quedó)\s+perfect[oa]\s*(?=[.!,]|$)", NEUTRAL, confidence=0.6),
    # not for wide feet is narrow (fit-text-37): "no aptas para pies anchos", "son estrechas para
    # pies anchos" (width -1; "perfectas para pies anchos" stays room); not for narrow feet is wide
    Phrase(
        r"(?:no\s+(?:(?:son|es)\s+)?(?:apt[oa]s?|recomendad[oa]s?|recomendables?|adecuad[oa]s?|indicad[oa]s?|pensad[oa]s?|hech[oa]s?)"
        r"|desaconsejad[oa]s?|(?:demasiado\s+)?(?:estrech[oa]s?|just[oa]s?|pequeñ[oa]s?|apretad[oa]s?))\s+"
        r"(?:para|a)\s+(?:(?:los|unos|quien\s+tenga|quienes\s+tengan)\s+)?pies\s+anchos(?![\w'])",
        TIGHT,
        "width",
        True,
        0.7,
    ),
    Phrase(
        r"(?:no\s+(?:(?:son|es)\s+)?(?:apt[oa]s?|recomendad[oa]s?|recomendables?|adecuad[oa]s?|indicad[oa]s?|pensad[oa]s?|hech[oa]s?)"
        r"|desaconsejad[oa]s?|(?:demasiado\s+)?anch[oa]s?)\s+"
        r"(?:para|a)\s+(?:(?:los|unos|quien\s+tenga|quienes\s+tengan)\s+)?pies\s+(?:estrechos|finos)(?![\w'])",
        LOOSE,
        "width",
        True,
        0.7,
    ),
    Phrase(
        r"dedos\s+(?:\w+\s+)?(?:tocan|topan|chocan|llegan|rozan)\s+(?:\w+\s+)?(?:final|punta)"
        # (fit-text-37) the verb first: "me llegan los dedos a la punta"
        r"|(?:tocan|topan|chocan|llegan|rozan)\s+(?:los\s+|mis\s+)?dedos\s+(?:con\s+|a\s+|en\s+)?(?:la\s+|el\s+)?"
        r"(?:final|punta)",
        TIGHT,
        "overall",
        True,
        0.75,
    ),
    Phrase(
        r"(?:se\s+(?:me\s+|le\s+)?)?sale\s+el\s+talón|talón\s+(?:se\s+)?(?:sale|baila|resbala)|se\s+me\s+sale\s+el\s+pie"
        # the heel lifting at each step: "se me levanta el talón"
        r"|se\s+(?:me\s+|le\s+)?(?:levanta|levantaba|despega)\s+el\s+talón|talón\s+se\s+(?:me\s+)?(?:levanta|despega)"
        # the foot slipping inside the shoe: "se me resbala el pie" (not the trousers sliding down)
        r"|se\s+(?:me\s+|le\s+)?(?:resbala|escurre)\s+el\s+pie|(?:el\s+)?pie\s+se\s+(?:me\s+|le\s+)?(?:resbala|escurre)",
        LOOSE,
        "overall",
        True,
        0.75,
    ),
    Phrase(r"encog(?:ió|ieron|ido)" + SHRUNK_NOT_SLEEVES, TIGHT, "length", True, 0.7),
    # "ir" as the copula: "de pecho va justísimo", "los hombros van algo grandes"
    Phrase(
        r"(?<![\w'])(?:va|van|iba|iban)\s+(?:(?:muy|un\s+poco|algo|bastante|demasiado)\s+)?(?:justísim[oa]s?"
        r"|justit[oa]s?|just[oa]s?|apretad[oa]s?|pequeñ[oa]s?)(?=\s*(?:[,.!;]|y\b|de\b|en\b|$))",
        TIGHT,
        confidence=0.7,
    ),
    Phrase(
        r"(?<![\w'])(?:va|van|iba|iban)\s+(?:(?:muy|un\s+poco|algo|bastante|demasiado)\s+)?(?:grandes?"
        r"|holgad[oa]s?|sueltísim[oa]s?)(?=\s*(?:[,.!;]|y\b|de\b|en\b|$))",
        LOOSE,
        confidence=0.7,
    ),
    Phrase(
        r"no\s+(?:puedo|podía|pude|podia)\s+(?:levantar|subir|mover)\s+los\s+brazos"
        # (fit-text-49) "me cuesta levantar los brazos"
        r"|(?:me|le)\s+(?:cuesta|costaba|cuestan)\s+(?:mucho\s+)?(?:levantar|subir|mover)\s+los\s+brazos",
        TIGHT,
        "shoulders",
        True,
        0.75,
    ),
    # spilling out of it: "se me sale el pecho por arriba", "le falta tela" (too small there)
    Phrase(
        r"se\s+(?:me\s+|le\s+)?(?:sale|salen|salía|salían)(?=\s+(?:el|los|las|la|mi|mis)\s+"
        r"(?:pecho|pechos|busto|tetas|pompis|culo|trasero|barriga|tripa)\b)"
        r"|(?:le|me)\s+falta(?:ba)?\s+(?:un\s+poco\s+de\s+|algo\s+de\s+)?tela",
        TIGHT,
        confidence=0.7,
    ),
    Phrase(
        r"se\s+(?:me\s+)?(?:baja|bajan|resbala|resbalan|escurre)|(?:subir|subirlos|subirlo)\s+(?:cada\s+rato|todo\s+el\s+rato|continuamente)",
        TIGHT,
        "rise",
        True,
        0.65,
    ),
    # the front strained at its buttons is tight at the bust (the chest for a man's shirt),
    # or at the part named: "los botones tiran", "tira de los botones", "se abre entre los
    # botones"
    Phrase(
        r"botones\s+(?:\w+\s+)?(?:tiran|tiraban)\b|(?:tira|tiran|tiraba)\s+(?:un\s+poco\s+|mucho\s+)?"
        r"(?:de|en)\s+los\s+botones\b|(?:se\s+)?abre\s+(?:un\s+poco\s+)?entre\s+los\s+botones\b",
        TIGHT,
        BREAST,
        confidence=0.7,
    ),
    Phrase(
        # "apenas me entra": it barely goes on
        r"me\s+oprime|(?:no|apenas)\s+(?:me\s+|le\s+)?(?:cierra|abrocha|entra|cabe|entraba|cerraba)"
        r"|no\s+(?:pude|puedo|podía)\s+"
        r"(?:cerrar|abrochar|mover|respirar|levantar)|imposible\s+(?:de\s+)?(?:cerrar|abrochar)"
        # (fit-text-37: "tira por la cintura")
        r"|tira(?=\s+(?:de|del|en|por)\b)",
        TIGHT,
        confidence=0.7,
    ),
    Phrase(
        r"(?:mucha|demasiada|bastante|algo\s+de)\s+(?:holgura|tela)|me\s+sobra\w*|nad(?:o|aba|aría)\s+(?:\w+\s+)?(?:en\s+(?:ella|él|ellos|ellas)|dentro)\b|sobra(?:n|ba)?\b|bailan?\b|bailaba"
        r"|hacen?\s+bolsas?|se\s+(?:me\s+)?(?:cae|caen|caía)|(?:hace|hacen|queda|quedan)\s+hueco"
        r"|como\s+un\s+saco\b|parece\s+un\s+saco\b",
        LOOSE,
        confidence=0.7,
    ),
    Phrase(
        # (fit-text-37: a clitic on the verb, "tuve que hacerle el bajo", "cogerle el bajo")
        # (fit-text-38: "hay que cortarlo de largo", "tuve que arreglar el bajo")
        r"(?:tuve|tengo|tendré|hubo|hay)\s+que\s+(?:(?:cortar|acortar|subir)(?:l[oae]s?)?"
        r"|(?:meter|hacer|coger|arreglar)(?:l[ea]s?)?\s+(?:el\s+)?bajo)"
        r"|arrastra\s+(?:por\s+el\s+suelo)?",
        LOOSE,
        "length",
        confidence=0.7,
    ),
    Phrase(
        r"(?:tapan|cubren|tapa|cubre|tapaban|cubrían)\s+(?:\w+\s+)?(?:las|mis)\s+manos|hasta\s+los\s+dedos"
        # "las mangas me llegan a media mano / hasta la mitad de la mano", "me tapan media mano"
        r"|(?:llegan|llega|llegaban)\s+(?:hasta\s+)?(?:a\s+)?(?:media\s+mano|la\s+mitad\s+de\s+la\s+mano)"
        r"|(?:tapan|cubren|tapa|cubre)\s+(?:\w+\s+)?media\s+mano",
        LOOSE,
        "sleeves",
        True,
        0.7,
    ),
    # where it ends, just right: "las mangas llegan justo a la muñeca"
    Phrase(
        r"(?:me\s+|le\s+)?(?:llegan?|quedan?|acaban?|terminan?)\s+(?:\w+\s+)?(?:justo|justito|perfectamente|exactamente)\s+"
        r"(?:a\s+la|al|a\s+las|a\s+los|en\s+la|en\s+el|por\s+la|por\s+el)\s+"
        r"(?:muñecas?|tobillos?|rodillas?|cadera|suelo|zapatos?)",
        NEUTRAL,
        "length",
        confidence=0.65,
    ),
    # the same length as in the photo (fit-text-37, as "aussi longue que sur la photo"): "es tan
    # largo en mí como en la foto" (not "no es tan largo ...": shorter, read by the adjective)
    Phrase(
        r"(?<!\bno\ses\s)(?<!\bno\sson\s)(?<!\bno\sera\s)(?<!\bno\seran\s)(?<!\bno\squeda\s)"
        r"(?<!\bno\squedan\s)(?<!\bno\sme\squeda\s)(?<!\bno\sme\squedan\s)(?<!\bno\sestá\s)"
        r"tan\s+(?:larg|cort)[oa]s?\s+(?:en\s+mí\s+|a\s+mí\s+)?como\s+(?:en\s+)?(?:la\s+)?(?:foto|modelo)",
        NEUTRAL,
        "length",
        True,
        0.6,
    ),
    # a length or where it falls, as on the model or the photo: "el largo es como en la foto",
    # "el largo justo por debajo de la rodilla como en la foto", "cae como la modelo" (fit-text-37:
    # not "el color es como en la foto", "corte recto como en la foto", "no queda como en la foto")
    Phrase(
        # "largo" the noun ("el largo"), not the adjective of "no es tan largo como en la foto"
        r"(?:(?:(?<=\bel\s)|(?<=\bdel\s)|(?<=\bde\s))largo|largura|longitud|cae|caen|llega|llegan|queda|quedan"
        r"|rodillas?|tobillos?|pantorrillas?)"
        r"(?:[\s,]+(?!(?:no|ni|nada|más|menos|demasiado|mal|cort|larg|grand|pequeñ|anch|estrech|ajustad|apretad"
        r"|holgad)\w*)[\w'-]+){0,6}?[\s,]+(?:(?:exactamente|justo|igual)\s+)?como\s+(?:en\s+)?(?:la\s+)?"
        r"(?:modelo|foto)",
        NEUTRAL,
        "length",
        True,
        0.6,
    ),
)
