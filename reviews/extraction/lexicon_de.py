"""German fit vocabulary: size adjectives and trigger phrases (see ``lexicon.py``)."""

from __future__ import annotations

import re

from .lexicon import (
    AMOUNT,
    BREAST,
    LOOSE,
    NEUTRAL,
    NOT_A_RANGE,
    SHRUNK_NOT_SLEEVES,
    TIGHT,
    Adjective,
    Phrase,
    wishes,
)

# Umlauts typed as ae/oe/ue ("Groesse", "Laenge", "Aermel", "zu kurz fuer mich"): the fit words
# among them, written back with the umlaut so the lexicon below reads them. Only these stems:
# "ue" and "ae" are common in other words and languages. The heads of compounds count inside
# a word too ("Schrittlaenge", "Leibhoehe", "Konfektionsgroesse"), and a few colloquial words
# ("schoen breit", "haett gereicht", "die uebliche Groesse").
_TRANSLITERATED = re.compile(
    r"(?<![a-zäöüß])(?:gr|l|h|f|dr|k|zur|kn|r|g|w|fr|gek|sp|schl|n|m)(?:ae|oe|ue)"
    r"(?=ss|ß|ng|ft|pf|nnt|r\b|rz|ll|rbchen|chel|cken|rtel|hlt|rt|ck|re\b|ren\b)"
    r"|(?<![a-zäöüß])ae(?=rmel)|(?<![a-zäöüß])ue(?=ber|blich)"
    r"|(?<=[a-zäöüß])(?:lae(?=nge)|hoe(?=he)|groe(?=ss))"
    r"|(?<![a-zäöüß])(?:schoe(?=n(?:e|er|es|en|em)?\b)|hae(?=tt))",
    re.IGNORECASE,
)
_UMLAUT = {"ae": "ä", "oe": "ö", "ue": "ü"}
# (fit-text-38) Umlauts left out altogether, in fit words that are no other word that way:
# "Fallt klein aus", "die Armel sind zu kurz", "an der Hufte zu eng"; "grosser" only as a size
# step or after the verb ("eine Nummer grosser bestellen", "fallt grosser aus"), not "ein
# grosser Vorteil" (großer typed with ss). Same length: one vowel for one.
_BARE_UMLAUT = re.compile(
    r"(?<![a-zäöüß])(?:f(a)(?=llt(?![a-zäöüß]))|(a)(?=rmel)|h(u)(?=ft(?:e|en|weite|bereich)(?![a-zäöüß])))"
    r"|(?:(?<=nummer\s)|(?<=nummern\s)|(?<=fallt\s)|(?<=fällt\s))gr(o)(?=sser(?![a-zäöüß]))",
    re.IGNORECASE,
)
_BARE_UMLAUT_OF = {"a": "ä", "o": "ö", "u": "ü"}


def umlauts(text: str) -> str:
    """``text`` with the transliterated umlauts of fit words restored ("Groesse" -> "Grösse"),
    and the few left out altogether ("Fallt" -> "Fällt")."""
    if "e" in text or "E" in text:
        text = _TRANSLITERATED.sub(_restore, text)
    return _BARE_UMLAUT.sub(_restore_bare, text)


def _restore_bare(m: re.Match[str]) -> str:
    vowel = next(i for i in range(1, 5) if m.group(i) is not None)
    typed, at = m.group(vowel), m.start(vowel) - m.start()
    umlaut = _BARE_UMLAUT_OF[typed.lower()]
    word = m.group(0)
    return word[:at] + (umlaut.upper() if typed.isupper() else umlaut) + word[at + 1 :]


def _restore(m: re.Match[str]) -> str:
    typed = m.group(0)
    pair = typed[-2:]
    umlaut = _UMLAUT[pair.lower()]
    return typed[:-2] + (umlaut.upper() if pair[0].isupper() else umlaut)


WISH_DE = rf"(?:wünschte|hätte\s+gern|hätte\s+mir|könnten?|dürften?)\s+(?:\w+\s+){{0,4}}?{AMOUNT}"
# (fit-text-50) more wished or expected than had, the participle last: "hätte mir die Ärmel
# länger gewünscht", "hatte es mir länger vorgestellt" (short)
_THE_ITEM_DE = r"(?:(?:es|sie|ihn|(?:das|die|den)\s+[\wäöüß]+)\s+)?"
WISH_DE_PICTURED = rf"(?:hatte|hätte)\s+{_THE_ITEM_DE}mir\s+{_THE_ITEM_DE}{AMOUNT}"
# "hätte es gern etwas länger gehabt": the wish ends with its participle
WISH_DE_HAD = (
    rf"(?:hätte|hätten)\s+(?:es|sie|ihn|die\s+\w+|den\s+\w+|das\s+\w+)\s+gerne?\s+{AMOUNT}"
)
# (fit-text-38) a pity it is not more: "schade, dass es nicht länger ist" (short), as a wish
WISH_DE_PITY = rf"schade\s*,?\s*dass\s+(?:[\wäöüß]+\s+){{1,3}}?nicht\s+{AMOUNT}"
# (fit-text-38) the wish with no participle, ending the clause: "ich hätte es gern etwas
# weiter", "hätte die Ärmel gerne länger, aber ..." (not "hätte es gern weiter getragen")
WISH_DE_HAD_END = r"(?=\s*(?:[.,;!?)]|$)|\s+(?:aber|und|doch|gehabt)\b)"
# "ich wünschte, die Ärmel wären länger": the wish ends with its comparative
WISH_DE_WERE = (
    r"(?:wünschte|wünsche\s+mir|hätte\s+mir\s+gewünscht)\s*,?\s*(?:dass\s+)?(?:die|der|das|sie|er|es)\s+"
    rf"(?:\w+\s+)?(?:wären|wäre|sein\s+würden?)\s+{AMOUNT}"
)

# "ich hätte mir gewünscht, dass das Vorderteil etwas länger wäre": the wish in a dass clause
# ends with its verb, after the comparative
WISH_DE_DASS = (
    r"(?:wünschte|wünsche\s+mir|hätte\s+mir\s+gewünscht|hätte\s+gerne?)\s*,?\s*dass\s+(?:\w+\s+){1,4}?"
    rf"{AMOUNT}"
)

# "habe die 38 gegen eine 40 umgetauscht", "zurückgeschickt und in 40 neu bestellt"
EXCHANGE_DE = (
    r"\b(?:umgetauscht|umtauschen|umzutauschen|getauscht|tauschen|eingetauscht|zurückgeschickt"
    r"|zurückgesendet|zurückgegeben|zurueckgeschickt|zurueckgesendet|retourniert|umtausch)\b"
)

# An inflected size adjective before its noun is a verdict when excessive: "zu kurze Ärmel",
# "viel zu enge Hose", "sehr enger Bund" ("kurze Ärmel" alone is the style). The noun is a
# part (its dimension) or the garment (the whole item, or its length).
_TOO = (
    r"(?:(?:viel|etwas|deutlich|leicht|ein\s+bisschen|ein\s+wenig|einen\s+tick|eine\s+spur|wirklich"
    r"|einfach)\s+)?zu"
)
_VERY = rf"(?:{_TOO}|sehr|extrem|ziemlich|recht|total)"
_PARTS = (
    r"(?:ärmel\w*|armen|oberarm\w*|schulter\w*|bund\w*|hosenbund|taille|hüfte\w*"
    r"|oberschenkel\w*|körbchen|brust\w*|oberweite|leibhöhe|schrittlänge|beinlänge|zehenbox)(?![\wäöüß])"
)
_GARMENTS = (
    r"(?:hose\w*|jeans|kleid\w*|rock|röcke|shirt\w*|t-shirt\w*|jacke\w*|mantel|pulli\w*|pullover|bluse\w*"
    r"|oberteil\w*|hemd\w*|sakko\w*|blazer|leggings?|shorts?|schuhe?|stiefel)(?![\wäöüß])"
)


def _too_before_noun(adjectives: str, degree: str = _TOO) -> str:
    """ "zu enge Ärmel", "sehr enger Bund", "viel zu enge Hose": ``adjectives`` inflected."""
    return (
        rf"(?:{degree}\s+(?:{adjectives})(?:e[nrsm]?)?\s+{_PARTS}"
        rf"|{_TOO}\s+(?:{adjectives})(?:e[nrsm]?)?\s+{_GARMENTS})"
    )


# A length named with its head (fit-text-31, fde): "Länge", "Rumpflänge", "Ärmellänge" (each
# first word spelled out, so that the phrase has its start keys)
_LENGTHS = (
    r"(?:rumpf|gesamt|körper|ärmel|arm|bein|schritt|innenbein|hosen|rock|kleid|jacken|mantel"
    r"|shirt)?länge"
)
# The item is now or simply a size off, said of itself (fit-text-31, fde): "ist jetzt eine
# Nummer kleiner", "wirkt insgesamt eine Größe größer"; not the advice to order one.
_IS_NOW = r"(?:ist|sind|wirkt|wirken|war|waren)\s+"
# how far a crotch hangs: "hängt voll runter", "hängt im Schritt etwas tief"
_HANGING_DEGREE = r"(?:etwas|sehr|ziemlich|total|voll|ganz)"
_HANGING_DOWN = r"(?:durch|runter|herunter|tief)\b"
_NOW_ADVERBS = (
    r"jetzt|nun|insgesamt|gefühlt|eher|locker|mindestens|fast|glatt|bestimmt|sicher|plötzlich"
    r"|auch|sogar"
)
_A_SIZE_OFF = r"(?:eine|'?ne|1|zwei|2)\s+(?:nummern?|größen?|grössen?)\s+"
_NOT_ORDERED = r"(?!\s+(?:bestellen|nehmen|kaufen|als\s+(?:ich|meine|die|der|das)))"

# "weite" is also the width's name, so "zu weite Ärmel" names its part in the phrase itself.
_WIDE_PARTS = {
    "sleeves": r"ärmel\w*|armen|oberarm\w*",
    "shoulders": r"schulter\w*",
    "waist": r"bund\w*|hosenbund|taille",
    "hips": r"hüfte\w*",
    "thigh": r"oberschenkel\w*",
    "bust": r"körbchen|oberweite",
    BREAST: r"brust\w*",
}


def _falls_at_part(dimension: str, direction: int) -> Phrase:
    """ "fällt in der Taille klein aus" (waist -1), "fällt an der Hüfte weit aus" (hips +1): the
    separable verb around its part."""
    words = (
        "klein|kleiner|eng|enger|knapp|knapper|schmal|schmaler"
        if direction == TIGHT
        else "groß|gross|größer|grösser|weit|weiter|großzügig|locker|breit|breiter"
    )
    pattern = (
        r"(?:fällt|fallen|fiel|fielen)\s+(?:\w+\s+)?(?:an|in|im|am|um|über)\s+(?:der|den|dem|die)?\s*"
        rf"(?:{_WIDE_PARTS[dimension]})\s+(?:(?:etwas|sehr|recht|ziemlich|eher|deutlich|viel|zu)\s+)*"
        rf"(?:{words})\s+aus\b"
    )
    return Phrase(pattern, direction, dimension, True, 0.8)


def _feet_unsuited(feet: str, adjectives: str) -> str:
    """ "nicht für breite Füße geeignet", "ungeeignet für breite Füße", "zu eng für breite Füße",
    "für breite Füße zu eng": a shoe's width for ``feet`` ("breite", "schmale"), with the reason
    said after it ("für schmale Füße nicht geeignet, sehr weit")."""
    named = rf"für\s+{feet}(?:re)?\s+(?:füße|füsse|fuesse)"
    size = rf"(?:{_VERY}\s+)?(?:{adjectives})\b"
    unsuited = (
        rf"(?:un|nicht\s+|kaum\s+)geeignet\s+{named}|(?:nicht|kaum)\s+{named}\s+(?:\w+\s+)?geeignet"
        rf"|{named}\s+(?:\w+\s+)?(?:un|nicht\s+|kaum\s+)geeignet"
    )
    # (negated, the adjective reads alone: "nicht zu eng für breite Füße")
    return (
        rf"(?:{unsuited})(?:\s*,\s*{size})?|(?<!nicht\s){size}\s+{named}"
        rf"|{named}\s+(?:leider\s+)?{size}"
    )


def _size_over_part(dimension: str, direction: int) -> Phrase:
    """ "etwas weit über der Brust" (bust +1), "viel zu weit über den Schultern" (shoulders +1),
    "eng über der Brust" (fit-text-37): "über" after the size word, as "an der Brust" ("weit"
    with its degree: not "weit über", far above; not "knapp über dem Knie", a position)."""
    degree = rf"(?:{_VERY}|etwas|leicht|eher|ein\s+bisschen|ein\s+wenig)\s+"
    size = (
        rf"(?:{degree})?(?:eng|enger)"
        if direction == TIGHT
        else rf"{degree}(?:weit|weiter|locker|lockerer)"
    )
    pattern = rf"{size}\s+über\s+(?:der|den|dem)\s+(?:{_WIDE_PARTS[dimension]})(?![\wäöüß])"
    return Phrase(pattern, direction, dimension, True, 0.75)


def _too_wide(dimension: str) -> Phrase:
    """ "zu weite Ärmel" (sleeves +1), "viel zu weiter Bund" (waist +1)."""
    pattern = rf"{_VERY}\s+weite[nrsm]?\s+(?:{_WIDE_PARTS[dimension]})(?![\wäöüß])"
    return Phrase(pattern, LOOSE, dimension, True, 0.7)


ADJECTIVES: tuple[Adjective, ...] = (
    Adjective(("eng", "enger", "zu eng", "stramm", "knalleng"), TIGHT, alone=True),
    # fit-text-31 (fde): "sitzt straff", "sehr straff" (taut: tight; not "strafft", the shaping)
    Adjective(("knapp", "klein", "kleiner", "winzig", "straff"), TIGHT),
    Adjective(("kurz", "kürzer"), TIGHT, "length"),
    Adjective(("schmal", "schmaler", "schmäler"), TIGHT, "width"),
    Adjective(("weit", "weiter", "groß", "gross", "größer", "grösser", "locker", "riesig"), LOOSE),
    Adjective(("lang", "länger"), LOOSE, "length"),
    Adjective(("oversized", "kastig", "weit geschnitten", "boxy"), LOOSE, judged=True),
    Adjective(("breit", "breiter"), LOOSE, "width"),
    Adjective(("niedrig", "tief"), TIGHT, "rise", needs_dimension=frozenset({"rise"})),
    Adjective(("hoch",), LOOSE, "rise", needs_dimension=frozenset({"rise"})),
)

# At one text position the first listed phrase wins: wishes first ("wish it were longer"
# is short, not the comparative alone), then verdicts that contain advice words ("fällt
# eine Nummer größer aus" is a verdict, not the advice "eine Nummer größer").
# "eine Größe mehr" is advice only at the end of the clause or before a purchase verb
# (not "eine Nummer mehr Auswahl").
_SIZE_ADVICE_END = (
    r"(?=\s*(?:[.,;!)]|$)|\s+(?:bestellen|nehmen|genommen|bestellt|kaufen|gekauft|reicht))"
)
PHRASES: tuple[Phrase, ...] = (
    # a bra band riding up is too loose (the band is the bra's size: overall), not a top
    # riding up: "das Unterbrustband ist zu weit, rutscht hoch"
    Phrase(
        r"(?:unterbrust)?band\s+[^.!?;\n]{0,40}?rutsch\w*\s+(?:\w+\s+)?(?:hoch|nach\s+oben)",
        LOOSE,
        "overall",
        True,
        0.7,
    ),
    # the size worn said to be right: "die 40 ist perfekt", "Größe M war genau richtig"
    Phrase(
        # the size chosen, then judged right: "habe die 40 genommen - war die richtige Wahl"
        r"(?:genommen|bestellt|gekauft|entschieden)\s*(?:[,\u2013-]\s*)?(?:und\s+)?(?:es\s+|das\s+)?(?:war|ist)\s+"
        r"(?:genau\s+)?die\s+richtige\s+(?:wahl|entscheidung|größe)\b|"
        r"(?:(?:die|der|das|größe)\s+(?:größe\s+)?(?:xx?s|xx?l|s|m|l|\d{2,3})|diese\s+größe"
        # the garment in its size (fit-text-49): "die Jacke in 128 ist perfekt"
        r"|(?:die|der|das)\s+[\wäöüß-]+\s+in\s+(?:größe\s+|gr\.\s*)?(?:xx?s|xx?l|s|m|l|\d{2,3}(?:/\d{2,3})?))"
        r"\s+(?:ist|war)\s+"
        r"(?:mir\s+|ihm\s+|ihr\s+)?"
        r"(?:genau\s+|wirklich\s+)?(?:perfekt|ideal|genau\s+richtig|richtig|die\s+richtige\s+(?:größe|wahl))\b",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    # judged against what was expected: "passt besser als erwartet"
    Phrase(
        r"(?:passt|passen|passte|sitzt|sitzen|saß)\s+(?:\w+\s+)?(?:viel\s+|sogar\s+)?besser\s+als\s+(?:ich\s+)?"
        r"(?:erwartet|gedacht|befürchtet|gehofft)\b",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    # fits as expected or as described: "passt wie erwartet", "sitzt wie beschrieben",
    # "die Größenangabe stimmt"
    Phrase(
        r"(?:passt|passen|passte|sitzt|sitzen|saß)\s+(?:\w+\s+)?(?:genau\s+)?wie\s+(?:erwartet|beschrieben"
        r"|angegeben|gewohnt|gedacht)\b(?!\s+(?:\w+\s+)?(?:klein|groß|gross|eng|weit|kurz|lang|knapp)\b)"
        r"|größen(?:angabe|angaben|tabelle)\s+(?:stimmt|stimmen|passt|ist\s+(?:korrekt|richtig|genau))\b"
        # "die Größe entspricht der Tabelle / den Angaben"
        r"|(?:größe|größen)\s+(?:entspricht|entsprechen)\s+(?:der|den|dem)\s+(?:größen)?(?:tabelle|angabe\w*|beschreibung)\b",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    # smaller or larger than the reviewer is used to: "kleiner als gewohnt", "weiter als gedacht"
    Phrase(
        r"(?<![\wäöüß])(?:kleiner|enger|knapper)\s+als\s+(?:sonst\s+|ich\s+)?(?:gewohnt|erwartet|gedacht|üblich"
        r"|normal|angegeben)\b",
        TIGHT,
        confidence=0.7,
    ),
    Phrase(
        r"(?<![\wäöüß])(?:größer|grösser|weiter)\s+als\s+(?:sonst\s+|ich\s+)?(?:gewohnt|erwartet|gedacht|üblich"
        r"|normal|angegeben)\b",
        LOOSE,
        confidence=0.7,
    ),
    # (fit-text-37) the length so, said alone: "Kürzer als erwartet.", "länger als gedacht" (not
    # a time: "die Lieferung dauerte länger als erwartet", "hält länger als gedacht")
    *(
        Phrase(
            r"(?<![\wäöüß])(?<!dauert\s)(?<!dauerte\s)(?<!dauern\s)(?<!hält\s)(?<!hielt\s)(?<!halten\s)"
            r"(?<!hielten\s)(?<!brauchte\s)"
            rf"{word}\s+als\s+(?:sonst\s+|ich\s+)?(?:gewohnt|erwartet|gedacht|üblich|normal|angegeben)\b"
            r"(?!\s+(?:gedauert|gehalten|gebraucht|gewartet|unterwegs|getragen|haltbar))",
            direction,
            "length",
            confidence=0.7,
        )
        for word, direction in (("kürzer", TIGHT), ("länger", LOOSE))
    ),
    Phrase(_too_before_noun("eng|knapp", _VERY), TIGHT, confidence=0.7),
    Phrase(_too_before_noun("klein"), TIGHT, confidence=0.7),
    *(_too_wide(dimension) for dimension in _WIDE_PARTS),
    Phrase(rf"{_TOO}\s+weite[nrsm]?\s+{_GARMENTS}", LOOSE, "overall", True, 0.7),
    Phrase(_too_before_noun("locker", _VERY), LOOSE, confidence=0.7),
    Phrase(_too_before_noun("groß|gross"), LOOSE, confidence=0.7),
    Phrase(_too_before_noun("kurz"), TIGHT, "length", confidence=0.7),
    Phrase(_too_before_noun("lang"), LOOSE, "length", confidence=0.7),
    Phrase(_too_before_noun("schmal"), TIGHT, "width", confidence=0.7),
    Phrase(_too_before_noun("breit"), LOOSE, "width", confidence=0.7),
    *wishes(
        WISH_DE_WERE,
        "",
        r"länger",
        r"kürzer",
        r"(?:größer|grösser|weiter|lockerer)",
        r"(?:kleiner|enger|schmaler|taillierter)",
    ),
    *wishes(
        WISH_DE_DASS,
        r"\s+(?:wäre|wären|ist|sind|sein\s+(?:könnte|könnten|würde|würden)|ausfallen\s+würden?)\b",
        r"länger",
        r"kürzer",
        r"(?:größer|grösser|weiter|lockerer)",
        r"(?:kleiner|enger|schmaler|taillierter)",
    ),
    # a length feared and then found right: "hatte Angst, dass es zu lang ist, aber mit
    # Absätzen passt es perfekt"
    Phrase(
        r"(?:angst|sorge|befürchtet|bedenken)\b[^.!?;]{0,80}?\b(?:lang|länge|kurz)\w*\b[^.!?;]{0,100}?\baber\s+"
        r"(?:(?!(?:zu|nicht|kein\w*|lang\w*|kurz\w*)\b)[^\s.!?;]+\s+){0,8}?"
        r"(?:perfekt|passt|gut|prima|super|ok|okay|genau\s+richtig)\b",
        NEUTRAL,
        "length",
        confidence=0.7,
        wish=True,
    ),
    *wishes(
        WISH_DE_HAD,
        r"\s+gehabt\b",
        r"länger",
        r"kürzer",
        r"(?:größer|grösser|weiter|lockerer)",
        r"(?:kleiner|enger|schmaler|taillierter)",
    ),
    *wishes(
        WISH_DE_HAD,
        WISH_DE_HAD_END,
        r"länger",
        r"kürzer",
        r"(?:größer|grösser|weiter|lockerer)",
        r"(?:kleiner|enger|schmaler|taillierter)",
    ),
    *wishes(
        WISH_DE_PITY,
        r"\s+(?:ist|sind|war|waren|ausfällt|ausfallen|geschnitten\s+ist)\b",
        r"länger",
        r"kürzer",
        r"(?:größer|grösser|weiter|lockerer)",
        r"(?:kleiner|enger|schmaler|taillierter)",
    ),
    *wishes(
        WISH_DE_PICTURED,
        r"\s+(?:vorgestellt|gewünscht|erwartet)\b",
        r"länger",
        r"kürzer",
        r"(?:größer|grösser|weiter|lockerer)",
        r"(?:kleiner|enger|schmaler|taillierter)",
    ),
    *wishes(
        WISH_DE,
        r"\s+(?:sein|ausfallen|gewesen\s+sein)\b",
        r"länger",
        r"kürzer",
        r"(?:größer|grösser|weiter|lockerer)",
        r"(?:kleiner|enger|schmaler|taillierter)",
    ),
    *(
        _size_over_part(dimension, direction)
        for dimension in _WIDE_PARTS
        for direction in (TIGHT, LOOSE)
    ),
    *(_falls_at_part(dimension, TIGHT) for dimension in _WIDE_PARTS),
    *(_falls_at_part(dimension, LOOSE) for dimension in _WIDE_PARTS),
    # (fit-text-37) not "fällt normal groß aus", normally sized: true to size (read below)
    Phrase(
        r"(?:fällt|fallen|fiel|fielen)\s+(?:\w+\s+){0,4}?(?<!normal\s)(?:größer|grösser|groß|gross|weit|weiter"
        r"|großzügig|grosszügig|großzügiger)\s+aus",
        LOOSE,
        "overall",
        True,
        0.85,
    ),
    # (fit-text-37) colloquial "fällt mini aus"
    Phrase(
        r"(?:fällt|fallen|fiel|fielen)\s+(?:\w+\s+){0,4}?(?:kleiner|klein|eng|enger|knapp|knapper|mini)\s+aus",
        TIGHT,
        "overall",
        True,
        0.85,
    ),
    Phrase(
        r"(?:ein|1)\s+körbchen\s+(?:größer|grösser)",
        TIGHT,
        "bust",
        True,
        0.8,
        also_overall=True,
    ),
    Phrase(r"(?:ein|1)\s+körbchen\s+kleiner", LOOSE, "bust", True, 0.8, also_overall=True),
    Phrase(
        # (fit-text-37) advice with "raten zu": "ich rate zu einer halben Nummer größer"
        r"(?:(?:eine\s+)?halbe|zu\s+einer\s+halben)\s+(?:nummer|größe|grösse)\s+(?:größer|grösser)",
        TIGHT,
        "overall",
        True,
    ),
    Phrase(
        r"(?:(?:eine\s+)?halbe|zu\s+einer\s+halben)\s+(?:nummer|größe|grösse)\s+kleiner",
        LOOSE,
        "overall",
        True,
    ),
    Phrase(
        r"(?:größengerecht|grössengerecht|(?:fällt|fallen|fiel)\s+(?:\w+\s+)?normal\s*(?:aus)?|passgenau"
        # the participle: "ganz normal ausgefallen"; "fällt wie gewohnt aus"
        r"|normal\s+ausgefallen|(?:fällt|fallen|fiel)\s+(?:\w+\s+)?wie\s+(?:gewohnt|immer)\s+aus"
        r"|(?:richtige|perfekte|ideale)\s+(?:größe|grösse)"
        r"|(?:normale|gewohnte|übliche)\s+größe\s+bestellen)" + NOT_A_RANGE,
        NEUTRAL,
        "overall",
        True,
        0.8,
    ),
    Phrase(
        # not negated ("passt leider nicht gut")
        r"(?:passt|passen|passte|sitzt|sitzen)\s+(?:(?!(?:nicht|net|kein\w*)\s)\w+\s+"
        # the wearer's figures between verb and verdict: "passt unserem Sohn (3 Monate, 6 kg)
        # perfekt", "passt bei 1,80 m und 75 kg super"
        r"|bei\s+\d+(?:[.,]\d+)?\s*(?:m|cm|kg)\s+(?:und\s+\d+(?:[.,]\d+)?\s*(?:m|cm|kg)\s+)?"
        # what is worn inside (fit-text-36): "passen auch mit dicken Wollsocken perfekt"
        r"|mit\s+(?:(?:dicken|dünnen|warmen)\s+)?(?:\w*socken|strümpfen|strumpfhosen?|einlagen)\s+"
        # the place named before, "dort"/"da": "trotzdem passt die Jacke dort gut"
        r"){0,2}?(?:(?:dort|da)\s+(?:trotzdem\s+|auch\s+)?)?"
        r"(?:\([^()]{1,40}\)\s+)?(?:perfekt|super|gut|genau|hervorragend|prima"
        # "an der Taille passt es.": the phrase starts at "passt", so the part before it is named
        r"|einwandfrei|toll|wunderbar|alles|top|klasse|bestens|tadellos|1a|bombig"
        # fit-text-31 (fde): "in den Schultern sitzt er richtig", "passt korrekt" (at the clause
        # end: "sitzt richtig eng" is tight, "passt richtig gut" is read at "gut")
        r"|(?:richtig|korrekt)(?=\s*(?:[.,;!)]|und\b|aber\b|$))"
        # "sitzt an der Taille schön", "passt schön" at the clause end ("sitzt schön eng" is
        # read at "eng", "passt schön zur Hose" is no fit)
        r"|schön(?=\s*(?:[.,;!)]|und\b|aber\b|$))"
        # "passt wie für mich gemacht", "sitzt wie maßgeschneidert"
        r"|wie\s+für\s+mich\s+gemacht|wie\s+maßgeschneidert|wie\s+eine\s+eins)\b(?!\s+zu[mr]?\b)|(?<=\w\s)passt\s*(?:es)?\s*(?:[.!]|$)"
        # both places named before: "schmale Taille und breite Hüften, die Jeans passt an
        # beiden Stellen"
        r"|(?:passt|passen|sitzt|sitzen)\s+(?:\w+\s+){0,2}?an\s+beiden\s+stellen\b",
        NEUTRAL,
        confidence=0.7,
    ),
    Phrase(
        r"(?<![\w-])(?:die\s+)?länge\s+(?:ist\s+|passt\s*)(?:perfekt|super|gut|genau\s+richtig|ideal|top)?"
        r"|(?<![\w-])länge\s+(?:perfekt|super|top|ideal|klasse|passend)\b",
        NEUTRAL,
        "length",
        False,
        0.7,
    ),
    # fit-text-31 (fde): the length with its landmark, then judged: "die Länge knapp über dem
    # Knie ist ok", "Länge bis zum Knöchel passt", "die Länge kurz unter der Hüfte ist für
    # mich perfekt" (a judgement ending its clause: not "ist ok, aber zu kurz")
    Phrase(
        r"(?<![\w-])länge\s+(?:(?:bis|knapp|kurz|etwas|genau|direkt|über|unter|oberhalb|unterhalb|am|an|zum|zur"
        r"|zu|übers|ans|den|dem|der|die|mitte|mitten)\s+){1,4}(?:knie|knien|knöchel\w*|wade\w*|po|hintern"
        r"|hüfte|hüftknochen|boden|handgelenk\w*|schuh\w*|oberschenkel\w*)\s*,?\s*"
        r"(?:(?:ist|war|finde\s+ich)\s+(?:(?:auch|für\s+mich|mir|völlig|absolut|genau|total|echt|wirklich)\s+)*"
        r"(?:ok|okay|gut|perfekt|prima|super|ideal|genau\s+richtig|richtig|in\s+ordnung|passend|top)"
        r"|passt(?:\s+(?:auch|mir|genau|perfekt|gut|super|prima))*)(?=\s*(?:[.;!)]|,\s*(?!aber|nur|doch)|$))",
        NEUTRAL,
        "length",
        True,
        0.7,
    ),
    Phrase(
        r"(?:richtige|perfekte|passende|ideale|gute|optimale)\s+länge",
        NEUTRAL,
        "length",
        False,
        0.7,
    ),
    Phrase(r"genau\s+richtig", NEUTRAL, confidence=0.7),
    # the size called right: "die Größe ist normal / korrekt", "entspricht der üblichen Größe",
    # "größentechnisch alles super"
    Phrase(
        r"(?:die\s+)?(?:größe|grösse)\s+(?:ist|war)\s+(?:ganz\s+)?(?:normal|korrekt|ok|okay|in\s+ordnung)\b"
        r"|(?:entspricht|entsprach)\s+(?:der|meiner)\s+(?:normalen|üblichen|gewohnten|angegebenen)\s+(?:größe|grösse)"
        r"|(?:größen|grössen)technisch\s+(?:(?:alles|ist\s+alles|war\s+alles|ganz)\s+)?(?:super|gut|ok|okay|normal"
        r"|perfekt|top|prima|passend|in\s+ordnung)\b",
        NEUTRAL,
        "overall",
        True,
        0.75,
    ),
    # a length called just right: "die Hose ist perfekt lang", "genau richtig lang"
    Phrase(
        r"(?:perfekt|genau\s+richtig|ideal|optimal|passend)\s+lang\b(?!\s+(?:genug|für))",
        NEUTRAL,
        "length",
        False,
        0.7,
    ),
    # "die Größe haut hin", "Länge haut genau hin" (fits)
    Phrase(
        r"(?:größe|grösse|passform|länge|größenangabe)\s+(?:haut|haute)\s+(?:\w+\s+)?hin\b",
        NEUTRAL,
        confidence=0.7,
    ),
    # fits normally: "sie passt normal", "die passen ganz normal" (not "normal bis klein")
    Phrase(
        r"(?:passt|passen|passte|sitzt|sitzen)\s+(?:(?:mir|ihr|ihm|sie|er|es|se|auch)\s+)?(?:ganz\s+)?normal\b"
        + NOT_A_RANGE,
        NEUTRAL,
        confidence=0.7,
    ),
    # verb-final in a sub-clause: "obwohl Taille und Hüfte perfekt sitzen", "weil die Schultern
    # gut passen" (not the colour or the price that suits)
    Phrase(
        # (not a relative clause: "Hosen zu finden, die gut passen")
        r"(?<![\wäöüß])(?<!die\s)(?<!der\s)(?<!das\s)(?<!welche\s)"
        r"(?:perfekt|super|gut|prima|toll|bestens|einwandfrei|wie\s+angegossen)\s+"
        r"(?:passt|passen|passte|passten|sitzt|sitzen|saß|saßen)(?=\s*(?:[.,;!)]|$))",
        NEUTRAL,
        confidence=0.7,
    ),
    # the length alone falls normally: "fällt in der Länge ganz normal aus"
    Phrase(
        r"(?:fällt|fallen|fiel|fielen)\s+(?:\w+\s+)?in\s+der\s+länge\s+(?:ganz\s+|völlig\s+)?(?:normal|richtig"
        r"|passend)\b",
        NEUTRAL,
        "length",
        True,
        0.7,
    ),
    # a smaller size would have done: "die S hätte locker gereicht" (runs large)
    Phrase(
        r"(?:die|eine|ein|der)\s+(?:größe\s+)?(?:xx?s|s|m|l|xl|\d{2})\s+(?:hätte|hätt)\s+(?:es\s+|mir\s+)?"
        r"(?:auch\s+|locker\s+|völlig\s+|dicke\s+|gut\s+)*(?:gereicht|getan)\b",
        LOOSE,
        "overall",
        True,
        0.7,
    ),
    # "wie angegossen" names its part next to it: "sitzt an der Taille wie angegossen" (waist 0);
    # alone it is the whole item
    Phrase(r"wie\s+angegossen" + NOT_A_RANGE, NEUTRAL, confidence=0.8),
    # turned out too small or big: "viel zu klein geraten", "etwas groß ausgefallen"; said of
    # the part named with it ("an der Taille etwas eng geraten"), no fit of a detail's ("die
    # Knöpfe sind etwas klein geraten": fit-text-36); the size alone needs no degree before
    # "ausgefallen" or "geschnitten" (fit-text-37): "Klein ausgefallen.", "kleiner geschnitten
    # als andere Marken", "Groß ausgefallen." (not "klein geraten" alone: a detail's size)
    Phrase(
        r"(?:zu|viel\s+zu|etwas|sehr|recht|ziemlich|deutlich|eher)\s+(?:klein|eng|knapp)\s+(?:geraten|ausgefallen)"
        r"|(?<![\wäöüß])(?:klein|kleiner)\s+(?:ausgefallen|geschnitten)\b",
        TIGHT,
        confidence=0.8,
        verdict=True,
    ),
    Phrase(
        r"(?:zu|viel\s+zu|etwas|sehr|recht|ziemlich|deutlich|eher)\s+(?:groß|gross|weit)\s+(?:geraten|ausgefallen)"
        r"|(?<![\wäöüß])(?:groß|gross|größer|grösser)\s+(?:ausgefallen|geschnitten)\b",
        LOOSE,
        confidence=0.8,
        verdict=True,
    ),
    # (fit-text-37) not suited to wide feet, or too tight for them: a narrow shoe ("nicht für
    # breite Füße geeignet", "ungeeignet für breite Füße", "zu eng für breite Füße")
    Phrase(_feet_unsuited("breite", "eng|enger|schmal|schmaler"), TIGHT, "width", True, 0.7),
    # suited to wide feet: a roomy shoe ("auch für breitere Füße geeignet"; not "nicht geeignet");
    # not suited to narrow feet, the other way round (fit-text-37): "für schmale Füße nicht
    # geeignet, sehr weit", "zu weit für schmale Füße"
    Phrase(
        r"(?:geeignet|ideal|perfekt|super|gut|prima)\s+für\s+breite(?:re)?\s+(?:füße|füsse|fuesse)"
        r"|für\s+breite(?:re)?\s+(?:füße|füsse|fuesse)\s+(?:(?!nicht|kaum)\w+\s+)?(?:geeignet|ideal|perfekt)"
        rf"|{_feet_unsuited('schmale', 'weit|weiter|breit|breiter')}",
        LOOSE,
        "width",
        True,
        0.7,
    ),
    # "engt am Bauch ein" (tight); "ohne einzuengen", "engt nicht ein" (fits)
    Phrase(
        r"ohne\s+(?:\w+\s+)?(?:einzuengen|zu\s+(?:spannen|drücken|kneifen|zwicken))|(?:engt|engen)\s+(?:\w+\s+)?nicht"
        r"\s+ein\b",
        NEUTRAL,
        confidence=0.6,
    ),
    Phrase(r"(?:engt|engen|engte)\s+(?:[\wäöüß]+\s+){0,3}?ein\b|einengend", TIGHT, confidence=0.65),
    # expected more room or length: "hätte mehr Weite an den Oberarmen erwartet"
    Phrase(
        r"(?:hätte|hätten)\s+(?:(?:ich|mir|mich|man)\s+)*(?:[\wäöüß]+\s+){0,3}?(?:mehr|etwas\s+mehr)\s+"
        r"(?:weite|platz|spielraum|bewegungsfreiheit)\b",
        TIGHT,
        confidence=0.65,
        wish=True,
    ),
    Phrase(
        r"(?:hätte|hätten)\s+(?:(?:ich|mir|mich|man)\s+)*(?:[\wäöüß]+\s+){0,3}?(?:mehr|etwas\s+mehr)\s+länge\b",
        TIGHT,
        "length",
        confidence=0.65,
        wish=True,
    ),
    # "alles passt" after delivery, packaging or price is no fit: "Lieferung schnell, alles passt",
    # "Verpackung top, passt alles" (a verdict on a part that is no fit dimension, so it is
    # dropped; no size word may stand between)
    Phrase(
        r"(?:lieferung|versand|verpackung|preis|kundenservice|service|paket|bestellung|abwicklung),?\s+"
        r"(?:(?!zu\b|eng|weit|klein|groß|gross|kurz|lang|knapp|locker)[\wäöüß-]+,?\s+){0,6}?"
        r"(?:passt\s+alles|alles\s+passt)\b",
        NEUTRAL,
        confidence=0.6,
    ),
    # a waistband cut too high: a long rise; too low: a short one ("am Bund zu niedrig")
    Phrase(
        r"(?:bund|leibhöhe)\s+(?:\w+\s+){0,2}?(?:zu|sehr|viel\s+zu|etwas|recht)\s+hoch",
        LOOSE,
        "rise",
        True,
        0.65,
    ),
    Phrase(
        r"(?:bund|leibhöhe)\s+(?:\w+\s+){0,2}?(?:zu|sehr|viel\s+zu|etwas|recht)\s+(?:niedrig|tief)",
        TIGHT,
        "rise",
        True,
        0.65,
    ),
    # (fit-text-37) colloquial degree words, at the clause end: "Voll weit.", "mega locker" (the
    # tight words read alone: "Mega eng.")
    Phrase(
        r"(?<![\wäöüß])(?:voll|mega|übelst)\s+(?:weit|locker|groß|gross|riesig)(?=\s*(?:[.,;!)]|und\b|aber\b|$))",
        LOOSE,
        confidence=0.7,
    ),
    Phrase(
        r"(?<![\wäöüß])(?:voll|mega|übelst)\s+(?:klein|knapp|winzig)(?=\s*(?:[.,;!)]|und\b|aber\b|$))",
        TIGHT,
        confidence=0.7,
    ),
    # fit-text-31 (fde): roomy, said with praise: "über der Brust schön weit", "schön locker
    # an den Hüften", "herrlich weit" (+1; "schön weit geschnitten" is the cut's style; not
    # "angenehm locker", the feel of the fabric: fit-text-18)
    Phrase(
        # (not the cut described, fit-text-49: "Schnitt ist aber schön locker und luftig")
        r"(?<!schnitt\sist\s)(?<!schnitt\sist\saber\s)(?<!schnitt\swar\s)"
        r"(?<![\wäöüß])(?:schön|schoen|herrlich)\s+(?:weit|locker|geräumig)\b(?!\s+geschnitten)",
        LOOSE,
        confidence=0.7,
    ),
    # fit-text-31 (fde): a high rise promised and missing: "von High Waist keine Spur", "ist
    # kein richtiges High Waist", "High Waist? Fehlanzeige", "nicht wirklich high-waisted";
    # sitting on the hips instead of the waist: "sitzt eher auf der Hüfte als in der Taille",
    # "sitzt tief auf der Hüfte, nicht in der Taille"
    Phrase(
        r"(?:von\s+)?high[\s-]?waist(?:ed)?\s*[?!:,]?\s*(?:keine\s+spur|fehlanzeige|leider\s+nicht|eher\s+nicht)"
        r"|(?:kein|keine|nicht\s+wirklich|nicht\s+richtig|alles\s+andere\s+als)\s+(?:richtige[rs]?\s+|echte[rs]?\s+)?"
        r"high[\s-]?waist(?:ed)?\b"
        r"|(?:sitzt|sitzen|saß)\s+(?:\w+\s+){0,2}?(?:(?:eher|nur|bloß|direkt|tief)\s+)?auf\s+(?:der|den)\s+hüften?\s*,?\s+"
        r"(?:als|statt|anstatt|und\s+nicht|nicht|aber\s+nicht)\s+(?:in|an|auf)\s+der\s+taille"
        # (not when said to be the cut: "statt an der Taille, ist halt so geschnitten")
        r"(?![^.!?;]{0,40}?(?:so\s+geschnitten|so\s+gewollt|so\s+gedacht|der\s+schnitt|wie\s+beschrieben"
        r"|wie\s+angegeben|soll\s+(?:so|ja|auch)))",
        TIGHT,
        "rise",
        True,
        0.7,
    ),
    # fit-text-31 (fde): a length that is not enough: "die Rumpflänge reicht nicht", "reicht
    # die Länge leider nicht aus", "Ärmellänge reicht mir nicht" (the length part named)
    Phrase(
        rf"(?:{_LENGTHS}|ärmel|ärmeln)\s+(?:[\wäöüß]+\s+){{0,3}}?"
        r"(?:reicht|reichen|reichte|reichten)\s+"
        r"(?:mir\s+|ihr\s+|ihm\s+|uns\s+)?(?:leider\s+|einfach\s+|trotzdem\s+)?(?:nicht|kaum|nie)\b(?!\s+(?:nur|bloß)\b)"
        rf"|(?:reicht|reichen|reichte|reichten)\s+(?:mir\s+|ihr\s+|ihm\s+)?(?:die|der|das)\s+(?:{_LENGTHS}|ärmel)\s+"
        r"(?:[\wäöüß]+\s+){0,3}?(?:leider\s+|einfach\s+)?(?:nicht|kaum|nie)\b(?!\s+(?:nur|bloß)\b)",
        TIGHT,
        "length",
        confidence=0.7,
    ),
    # fit-text-31 (fde): a part called adequate: "die Leibhöhe ist ordentlich", "Bund ist in
    # Ordnung", "die Ärmellänge ist korrekt" (the part named first; not the price or quality);
    # the garment as subject after the verb (fit-text-37): "an der Taille ist sie perfekt", "im
    # Brustbereich ist es perfekt"
    Phrase(
        rf"(?:{_PARTS}|{_LENGTHS})\s+(?:ist|sind|war|waren)\s+(?:(?:auch|ebenfalls|völlig|ganz|absolut)\s+)?"
        r"(?:ordentlich|in\s+ordnung|korrekt|angemessen)(?=\s*(?:[.,;!)]|und\b|aber\b|$))"
        rf"|(?:(?:an|in)\s+der\s+)?(?:{_PARTS}|{_LENGTHS})\s+(?:ist|sind|war|waren)\s+(?:sie|er|es)\s+"
        r"(?:(?:auch|ebenfalls|wirklich|einfach)\s+)?"
        r"(?:perfekt|ideal|super|gut|prima|top|genau\s+richtig|optimal)(?=\s*(?:[.,;!)]|und\b|aber\b|$))",
        NEUTRAL,
        confidence=0.65,
    ),
    # (fit-text-50) a part, or two joined, judged with no verb: "Ärmel top", "Länge und Ärmel
    # top", "Schultern tiptop", "Bund perfekt"
    Phrase(
        r"(?<![\w-])(?<!\ban\sder\s)(?<!\ban\sden\s)(?<!\bam\s)(?<!\bin\sder\s)(?<!\bim\s)"
        r"(?<!\büber\sder\s)(?<!\büber\sden\s)"
        rf"(?:{_PARTS}|{_LENGTHS})(?:\s+(?:und|u\.|&)\s+(?:die\s+|der\s+|den\s+|das\s+)?"
        rf"(?:{_PARTS}|{_LENGTHS}))?\s+(?:(?:auch|ebenfalls)\s+)?"
        r"(?:perfekt|top|tiptop|ideal|passend|einwandfrei|tadellos)(?=\s*(?:[.,;!)]|und\b|aber\b|$))",
        NEUTRAL,
        confidence=0.65,
    ),
    # fit-text-31 (fde): the item is now or simply a size off, said of itself (no advice): "ist
    # jetzt eine Nummer kleiner", "wirkt insgesamt eine Größe größer" (advice is "eine
    # Nummer kleiner bestellen")
    Phrase(
        rf"{_IS_NOW}(?:(?:{_NOW_ADVERBS}|nur\s+noch)\s+){{1,3}}{_A_SIZE_OFF}kleiner{_NOT_ORDERED}"
        # the copula said once for two verdicts: "ist jetzt zu kurz und insgesamt eine Nummer
        # kleiner"
        r"|und\s+(?:(?:jetzt|nun|insgesamt|gefühlt|auch|sogar|fast)\s+){1,2}"
        rf"{_A_SIZE_OFF}kleiner(?=\s*(?:[.,;!)]|$))",
        TIGHT,
        "overall",
        True,
        0.8,
    ),
    Phrase(
        rf"{_IS_NOW}(?:(?:{_NOW_ADVERBS})\s+){{1,3}}{_A_SIZE_OFF}(?:größer|grösser){_NOT_ORDERED}",
        LOOSE,
        "overall",
        True,
        0.8,
    ),
    # a shoe roomy at the front
    Phrase(
        r"vorne\s+(?:(?:schön|sehr|genug|viel|ausreichend|angenehm|etwas)\s+){0,2}(?:platz|weit|breit|geräumig)\b"
        # the word order turned round: "schön breit vorne", "viel Platz vorne"
        r"|(?:schön|sehr|angenehm|schon|ausreichend|genug|viel)\s+(?:breit|geräumig|platz)\s+vorne\b",
        LOOSE,
        "width",
        True,
        0.65,
    ),
    # sleeves ending on the forearm: "die Ärmel enden mitten am Unterarm"
    Phrase(
        r"(?:enden|endet|reichen|reicht|gehen|geht|hören\s+auf|hört\s+auf)\s+(?:mir\s+)?(?:\w+\s+)?"
        r"(?:mitten\s+)?(?:am|auf\s+dem|zum|bis\s+zum)\s+unterarm",
        TIGHT,
        "sleeves",
        True,
        0.7,
    ),
    # a shoe pressing at the sides is narrow: "drückt seitlich", "seitlich zu eng"; "drücken an
    # der Seite" (fit-text-37)
    Phrase(
        r"(?:drückt|drücken|drückte|engt|engen|eng)\s+(?:\w+\s+){0,2}?(?:seitlich\b|an\s+(?:der|den)\s+seiten?\b)"
        r"|seitlich\s+(?:(?:zu|etwas|sehr|recht)\s+)?(?:eng|schmal|drück\w*)",
        TIGHT,
        "width",
        confidence=0.7,
    ),
    # a shoe narrow at the front: its toe box
    Phrase(
        r"vorne\s+(?:(?:zu|sehr|etwas|recht|viel\s+zu|ziemlich)\s+)?(?:eng|schmal)\b"
        r"|(?:zu|sehr|etwas|recht|viel\s+zu|ziemlich)\s+(?:eng|schmal)\s+vorne\b",
        TIGHT,
        "width",
        True,
        0.7,
    ),
    Phrase(
        r"(?:super|tolle|toller|perfekte|gute|klasse|top|tadellose|schöne|angenehme)\s+passform"
        r"|passform\s+(?:ist\s+)?(?:\w+\s+)?(?:super|perfekt|top|toll|klasse|tadellos|einwandfrei)\b"
        # (fit-text-37) a normal fit, as "fällt normal aus": "normale Passform", "Passform normal"
        r"|normale\s+passform\b|passform\s+(?:ist\s+)?(?:ganz\s+)?normal\b(?!\s+bis\b)"
        # fit-text-23 (fitde): "top Sitz", "mit der Passform zufrieden"
        r"|(?:super|toller|perfekter|guter|klasse|top|tadelloser|schöner|angenehmer)\s+sitz\b"
        r"|mit\s+(?:der|dem)\s+(?:passform|sitz)\s+(?:(?:sehr|voll|total|absolut|echt|super|rundum)\s+)?zufrieden\b",
        NEUTRAL,
        "overall",
        True,
        0.75,
    ),
    # negated pressure verbs: "drückt nicht", "an den Hüften zwickt nichts" (fits, 0)
    Phrase(
        r"(?:drückt|drücken|kneift|kneifen|zwickt|zwicken|spannt|spannen)\s+(?:\w+\s+)?(?:nicht|nichts|nirgends"
        r"|nirgendwo)\b|(?:schneidet|schneiden)\s+(?:\w+\s+)?nicht\s+ein\b",
        NEUTRAL,
        confidence=0.6,
    ),
    # where it ends, just right: "die Ärmel enden genau am Handgelenk"
    Phrase(
        r"(?:enden|endet|reichen|reicht|gehen|geht)\s+(?:mir\s+)?(?:genau|exakt|perfekt|schön|ideal)\s+(?:bis\s+)?"
        r"(?:am|ans|an\s+das|an\s+den|zum|zur|über\s+den|über\s+die|auf\s+die|auf\s+den)\s+"
        r"(?:handgelenk\w*|knöchel\w*|knie|hüfte|hüftknochen|boden|schuh\w*)",
        NEUTRAL,
        "length",
        confidence=0.65,
    ),
    # where it ends, then judged right: "reicht mir bis knapp übers Knie, genau richtig so",
    # "Länge bis zum Knöchel, perfekt"
    Phrase(
        r"(?:(?:enden|endet|reichen|reicht|gehen|geht)\s+(?:mir\s+)?|länge\s+(?:geht\s+)?)(?:\w+\s+){0,2}?"
        r"(?:bis\s+)?(?:\w+\s+){0,2}?(?:zum|zur|übers|über\s+(?:den|die|das)|an\s+(?:den|die|das)|ans|am|auf\s+(?:den|die))\s+"
        r"(?:knie|knöchel|handgelenk\w*|hüfte|po|boden|wade\w*|oberschenkel\w*|schuh\w*)\s*[,\u2013-]?\s*"
        r"(?:(?:das\s+)?(?:ist|finde\s+ich)\s+)?(?:genau\s+richtig|perfekt|ideal|optimal|super|prima)\b",
        NEUTRAL,
        "length",
        confidence=0.65,
    ),
    # shoulders sliding off: too wide
    Phrase(
        r"schultern?\s+(?:\w+\s+)?(?:rutschen|rutscht|fallen|fällt|hängen|hängt)\s+(?:\w+\s+)?"
        r"(?:runter|herunter|herab|nach\s+unten)",
        LOOSE,
        "shoulders",
        True,
        0.7,
    ),
    Phrase(r"(?:die\s+)?(?:größe|grösse)\s+(?:stimmt|passt)", NEUTRAL, "overall", True, 0.75),
    # (fit-text-38) shrunk by a size in the wash (fit-labels.md: shrinking is small, never
    # large), not the advice "eine Nummer kleiner": "ist beim Waschen eine Nummer kleiner
    # geworden", "nach dem Waschen eine Nummer kleiner"
    Phrase(
        rf"{_A_SIZE_OFF}(?:kleiner|enger)\s+geworden\b"
        rf"|(?:waschen|wäsche|trockner)\s+(?:(?:ist\s+es|ist\s+sie|ist\s+er|ist|jetzt|nun|fast|locker)\s+){{0,2}}"
        rf"{_A_SIZE_OFF}kleiner\b(?!\s+(?:bestellen|nehmen|kaufen))",
        TIGHT,
        "overall",
        True,
        0.8,
    ),
    # (fit-text-37) advice with "raten zu", as "empfehle eine": "ich rate zu einer Nummer
    # größer", "würde zu einer Größe kleiner raten" (not "in einer Größe größer wäre es zu weit")
    Phrase(
        r"(?:eine|zu\s+einer|'?ne|1|zwei|2)\s+(?:nummern?|größen?|grössen?|gr\.)\s+(?:größer|grösser|mehr"
        + _SIZE_ADVICE_END
        + r")|(?:größer|grösser)\s+bestellen"
        r"|(?:größere|grössere)\s+(?:größe|grösse)",
        TIGHT,
        "overall",
        fixed=True,
        confidence=0.8,
    ),
    Phrase(
        r"(?:eine|zu\s+einer|'?ne|1|zwei|2)\s+(?:nummern?|größen?|grössen?|gr\.)\s+(?:kleiner|weniger"
        + _SIZE_ADVICE_END
        + r")|kleiner\s+bestellen"
        r"|kleinere\s+(?:größe|grösse)",
        LOOSE,
        "overall",
        fixed=True,
        confidence=0.8,
    ),
    # nothing squeezes: "nichts zwickt, nichts drückt", "nirgends drückt etwas" (fits, 0)
    Phrase(
        r"(?<![\wäöüß])(?:nichts|nirgends|nirgendwo)\s+(?:\w+\s+)?(?:zwickt|drückt|kneift|spannt|engt|schneidet"
        r"|scheuert)\b",
        NEUTRAL,
        confidence=0.6,
    ),
    # (fit-text-38) cut wide with a degree: roomy, as "etwas weiter geschnitten" ("sehr weit
    # geschnitten", "recht weit geschnitten"; "weit geschnitten" alone is the cut's style)
    Phrase(
        r"(?<![\wäöüß])(?:sehr|recht|ziemlich|extrem|total|echt|wirklich|arg|ganz\s+schön)\s+weit\s+geschnitten\b",
        LOOSE,
        confidence=0.7,
    ),
    # (fit-text-38) scantly measured: small ("knapp bemessen", "eher knapp bemessen", "die Ärmel
    # sind knapp bemessen"), as "großzügig bemessen" is roomy (not a time: "die Zeit war knapp
    # bemessen")
    Phrase(
        r"(?<![\wäöüß])(?<!zeit\swar\s)(?<!zeit\sist\s)(?:knapp|knapper|eng|enger)\s+bemessen\b",
        TIGHT,
        confidence=0.7,
    ),
    # (fit-text-38) hedged, the direction kept (fit-labels.md): "scheint etwas groß
    # auszufallen", "scheint klein auszufallen", "kam mir etwas groß vor", "kommt mir kurz vor"
    Phrase(
        r"(?:scheint|scheinen|schien|schienen)\s+(?:\w+\s+){0,3}?(?:klein|kleiner|eng|enger|knapp|knapper)"
        r"\s+auszufallen\b"
        r"|(?:kam|kamen|kommt|kommen)\s+mir\s+(?:\w+\s+){0,3}?(?:klein|kleiner|eng|enger|knapp|knapper)\s+vor\b",
        TIGHT,
        confidence=0.7,
    ),
    Phrase(
        r"(?:scheint|scheinen|schien|schienen)\s+(?:\w+\s+){0,3}?(?:groß|gross|größer|grösser|weit|weiter)"
        r"\s+auszufallen\b"
        r"|(?:kam|kamen|kommt|kommen)\s+mir\s+(?:\w+\s+){0,3}?(?:groß|gross|größer|grösser|weit|weiter)\s+vor\b",
        LOOSE,
        confidence=0.7,
    ),
    *(
        Phrase(
            rf"(?:kam|kamen|kommt|kommen)\s+mir\s+(?:\w+\s+){{0,3}}?(?:{word})\s+vor\b",
            direction,
            "length",
            confidence=0.7,
        )
        for word, direction in (("kurz|kürzer", TIGHT), ("lang|länger", LOOSE))
    ),
    # generously cut: roomy ("sehr großzügig geschnitten"; not a generous seller)
    Phrase(
        r"(?:großzügig|grosszügig|großzügiger)\s+(?:geschnitten|ausgefallen|bemessen)",
        LOOSE,
        confidence=0.7,
    ),
    # it barely goes on: "ich komme kaum rein", "passe da nicht rein", "kaum reingekommen"
    Phrase(
        # (the wearer as subject: not a blouse that "passt nicht rein" in a suitcase)
        r"(?:komme|kam|passe|ich\s+passte)\s+(?:ich\s+)?(?:da\s+)?(?:(?:mit\s+)?(?:der|den|dem|meinen?|meiner)"
        r"\s+[\wäöüß]+\s+)?(?:kaum|nicht|gerade\s+so|nur\s+mit\s+mühe|nur\s+schwer)\s+(?:mehr\s+)?(?:rein|hinein)\b"
        r"|(?:kaum|nicht|schwer)\s+(?:rein|hinein)gekommen",
        TIGHT,
        confidence=0.7,
    ),
    # sewn to the edge: tight ("ist eher auf Kante genäht")
    Phrase(r"auf\s+kante\s+(?:genäht|geschnitten)", TIGHT, confidence=0.7),
    # the front strained at its buttons is tight at the bust (the chest for a man's shirt),
    # or at the part named: "die Knöpfe spannen", "die Knopfleiste klafft", "spannt an den
    # Knöpfen" (not buttons that come undone: "die Knöpfe gehen ständig auf")
    Phrase(
        r"(?:knöpfe|knoepfe|knopfleiste)\s+(?:\w+\s+){0,2}?(?:spannen|spannt|ziehen|zieht|klaffen|klafft)\b"
        r"|(?:spannt|spannen|zieht|ziehen|klafft|klaffen)\s+(?:es\s+)?(?:\w+\s+)?(?:an\s+der\s+knopfleiste"
        r"|an\s+den\s+(?:knöpfen|knoepfen)|zwischen\s+den\s+(?:knöpfen|knoepfen))"
        # (fit-text-50) the verb first: "an der Brust ziehen die Knöpfe"
        r"|(?:spannen|ziehen|klaffen)\s+(?:\w+\s+)?die\s+(?:knöpfe|knoepfe)\b"
        r"|(?:spannt|zieht|klafft)\s+(?:\w+\s+)?die\s+knopfleiste\b",
        TIGHT,
        BREAST,
        confidence=0.7,
    ),
    Phrase(r"kneift|kneifen|spannt|spannen|drückt|drücken", TIGHT, confidence=0.65),
    # pulling at a part: "er zieht an den Schultern", "zieht über der Brust"
    Phrase(
        r"(?:zieht|ziehen|zog)\s+(?:(?:etwas|sehr|stark|leicht|unangenehm)\s+)?(?:an\s+den|an\s+der|am|über\s+den"
        r"|über\s+der|über\s+die|unter\s+den)\s",
        TIGHT,
        confidence=0.65,
    ),
    # too little room: "nicht genug Platz an den Hüften", "kein Platz"
    Phrase(
        r"(?:nicht|kaum)\s+(?:genug|genügend|ausreichend|viel)\s+platz|kein(?:en)?\s+platz",
        TIGHT,
        confidence=0.7,
    ),
    Phrase(
        r"(?:der\s+)?rest\s+(?:passt|sitzt|ist\s+(?:gut|perfekt|ok|okay|super))"
        r"|(?:ansonsten|sonst)\s+(?:passt|sitzt)(?:\s+(?:alles|es|sie|er))?|alles\s+andere\s+(?:passt|sitzt)",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    Phrase(
        r"(?:^|(?<=[,:]\s)|(?<=\w\s))(?:passt|sitzt)(?:\s+(?:es|sie|er|mir|se))?"
        r"(?:\s+(?:auch|ebenfalls|aber|doch|jedoch|endlich(?:\s+mal)?|diesmal|wieder|wirklich|soweit))?"
        # (fit-text-37: any form of the verb, "passen wie immer in 38", "sitzt wie gewohnt")
        r"\s*(?=[.!,]|$)|(?:passt|passen|passte|passten|sitzt|sitzen)\s+wie\s+(?:gewohnt|immer)"
        # the size as the subject after the verb: "hier passt die 38", "jetzt sitzt mir die M"
        r"|(?:passt|sitzt)\s+(?:(?:mir|ihr|ihm|jetzt|nun|auch)\s+)?(?:die|der|das|eine?)\s+(?:größe\s+|gr\.\s*)?"
        r"(?:\d{2,3}(?:[a-h]{1,2})?|x{0,3}[sl]|m|xs)(?:\s+(?:auch|ebenfalls|wieder|diesmal|jetzt|gut|super|prima|bestens))*"
        # fit-text-31 (fde): "passt die 39 wie immer", "sitzt mir die M wie gewohnt"
        r"(?:\s+wie\s+(?:immer|gewohnt|sonst\s+auch))?\s*(?=[.!,;]|$)",
        NEUTRAL,
        confidence=0.6,
    ),
    Phrase(
        r"zehen\s+(?:\w+\s+)?(?:stoßen|stossen|berühren|drücken)|stoße?n?\s+vorne\s+an|vorne\s+an"
        # the wearer as subject (fit-text-37): "ich stoße vorne mit den Zehen an"
        r"|(?:stoße|stosse|stieß|stiess)\s+(?:\w+\s+)?mit\s+(?:den|meinen|dem|meinem)\s+(?:zehen|zeh|großen\s+zeh)"
        r"\s+(?:\w+\s+)?an\b"
        # the verb first: "vorne stoßen die Zehen an"
        r"|(?:stoßen|stossen|berühren)\s+(?:\w+\s+)?(?:die\s+|meine\s+)?zehen\s+(?:\w+\s+)?(?:an|vorne)\b",
        TIGHT,
        "overall",
        True,
        0.75,
    ),
    Phrase(
        r"ferse\s+(?:\w+\s+)?(?:rutscht|rutschen|rutschte)|rutscht\s+(?:\w+\s+)?(?:an|mit)\s+der\s+ferse"
        r"|(?:aus\s+dem\s+schuh|heraus)\s+rutsch"
        r"|(?:ferse|fersenbereich|hacke)\w*\s+(?:\w+\s+){0,2}?rutsch\w*"
        r"|rutsch\w*\s+(?:ich\s+)?(?:mit\s+der\s+ferse\s+|hinten\s+)?(?:raus|heraus)"
        # the heel lifting out at each step: "die Ferse hebt sich", "hebt sich die Ferse"
        r"|(?:ferse|hacke)\s+(?:\w+\s+){0,2}?(?:hebt|hob)\s+sich|(?:hebt|hob)\s+sich\s+(?:\w+\s+)?(?:die\s+|meine\s+)?ferse",
        LOOSE,
        "overall",
        True,
        0.75,
    ),
    # shrunk: the length, unless the sleeves are named as what is short now
    Phrase(r"(?:eingelaufen|eingegangen)" + SHRUNK_NOT_SLEEVES, TIGHT, "length", True, 0.7),
    # shrunk in the wash: "ist nach dem Waschen zwei Zentimeter kürzer geworden"
    Phrase(r"kürzer\s+geworden", TIGHT, "length", True, 0.7),
    Phrase(r"(?:kleiner|enger)\s+geworden", TIGHT, confidence=0.7),
    Phrase(
        r"(?:kann|konnte|könnte)\s+(?:\w+\s+){0,2}?(?:die|meine)\s+arme\s+(?:kaum|nicht)\s+(?:heben|bewegen|hochheben)"
        r"|(?:die|meine)\s+arme\s+(?:kaum|nicht)\s+(?:heben|bewegen)",
        TIGHT,
        "shoulders",
        True,
        0.75,
    ),
    # a crotch hanging low is a long rise: "der Schritt hängt zu tief"
    Phrase(
        r"schritt\s+(?:hängt|hing|sitzt|saß|ist)\s+(?:\w+\s+)?(?:zu\s+)?(?:tief|tiefer)"
        # the crotch hanging, said alone: "der Schritt hängt", "Schritt hängt durch"
        rf"|schritt\s+(?:hängt|hing)(?:\s+{_HANGING_DEGREE})?(?:\s+(?:durch|runter|herunter))?"
        r"(?=\s*(?:[.,;!)]|und\b|$))"
        # the garment hanging at the crotch (fit-text-44): "im Schritt hängt die Hose voll runter"
        r"|im\s+schritt\s+(?:hängt|hängen|hing)\s+(?:(?:sie|er|es|die\s+\w+|der\s+\w+)\s+)?"
        rf"(?:{_HANGING_DEGREE}\s+)?{_HANGING_DOWN}"
        rf"|(?:hängt|hängen|hing)\s+(?:\w+\s+)?im\s+schritt\s+(?:{_HANGING_DEGREE}\s+)?{_HANGING_DOWN}"
        # fit-text-31 (fde): far down: "der Schritt hängt ziemlich weit unten", "Schritt sitzt
        # sehr tief unten", "hängt der Schritt fast bis zu den Knien"
        r"|schritt\s+(?:hängt|hing|sitzt|saß|ist|liegt)\s+(?:\w+\s+){0,2}?(?:weit|tief|ganz|zu\s+weit)\s+unten\b"
        r"|(?:hängt|hing)\s+(?:der\s+)?schritt\s+(?:\w+\s+){0,2}?(?:(?:weit|tief|ganz)\s+unten\b"
        r"|(?:fast\s+|beinahe\s+)?bis\s+(?:zu\s+den\s+|zum\s+|in\s+die\s+|an\s+die\s+)?knie)"
        r"|schritt\s+(?:hängt|hing)\s+(?:\w+\s+)?(?:fast\s+|beinahe\s+)?bis\s+(?:zu\s+den\s+|zum\s+|in\s+die\s+|an\s+die\s+)?knie",
        LOOSE,
        "rise",
        True,
        0.7,
    ),
    Phrase(
        r"rutscht\s+(?:\w+\s+){0,3}?(?:runter|herunter|nach\s+unten)|sitzt\s+(?:(?!weder\b)\w+\s+)?(?:tiefer|zu\s+tief)"
        r"|(?:hose|jeans|rock|bund)\s+rutscht\s+(?:ständig|dauernd|immer)"
        r"|(?:ständig\s+)?hochziehen",
        TIGHT,
        "rise",
        True,
        0.65,
    ),
    Phrase(
        r"zwickt|zwicken|(?:schnürt|schnüren|schneidet|schneiden)\s+(?:[\wäöüß]+\s+){0,3}?ein\b|einschneid\w*"
        # the perfect tense (fit-text-49): "hat es an den Oberarmen gezwickt und über der Brust
        # gespannt"
        r"|(?<=\s)(?:gezwickt|gespannt|gekniffen)(?=\s*(?:[.,;!)]|$|und\b|hat\b|haben\b))"
        r"|(?:zu\s+)?wenig\s+platz"
        r"|(?:lässt|ließ|lassen)\s+sich\s+(?:[\wäöüß]+\s+){0,4}?(?:kaum|nicht|schwer|nur\s+(?:schwer|mit\s+mühe))"
        r"\s+(?:schließen|zumachen|zuknöpfen|zuziehen|zubekommen)"
        # the separable verb apart: "an der Taille geht er nicht zu", "krieg ich ihn nicht zu"
        # (fit-text-31, fde: up to six words, the size and the part between: "ging die 40 über
        # der Brust nicht zu")
        r"|(?:geht|gehen|ging|gingen|krieg\w*|bekomm\w*|bekam|bring\w*)\s+(?:[\wäöüß]+\s+){0,6}?"
        r"(?:nicht|kaum|schwer|nur\s+schwer|nur\s+mit\s+mühe)\s+zu(?=\s*(?:[.,;!)]|$))"
        r"|kaum\s+(?:zu|zubekommen|zuknöpfen|bewegen|atmen)|nicht\s+zu(?:bekommen|knöpfen|zumachen)|unmöglich\s+zu(?:zuknöpfen|zumachen|zubekommen)|quetsch\w*"
        r"|rutscht\s+(?:\w+\s+)?hoch",
        TIGHT,
        confidence=0.7,
    ),
    Phrase(
        # (not "Luft / Platz nach oben": room to improve)
        # ("noch Platz für einen Pulli" is room as meant)
        r"(?:viel|genug|reichlich|ordentlich|zu\s+viel|etwas|mehr)\s+platz(?!\s+nach\s+oben)"
        r"|noch\s+platz(?!\s+(?:nach\s+oben|für|fuer)\b)|platz\s+(?:an|in|im|am)\b|schlabber\w*|schlacker\w*"
        # too much fabric at a part named after it: "zu viel Stoff am Po"
        r"|(?:zu|viel\s+zu)\s+viel\s+stoff(?=\s+(?:am|an|im|in|um|über)\s)"
        # room to spare: "noch etwas Luft zum Wachsen", "genug Luft an den Hüften" (not "Luft nach
        # oben", room to improve, nor air let through)
        r"|(?:viel|genug|reichlich|ordentlich|etwas|noch|bisschen)\s+luft\b(?!\s+(?:nach\s+oben|durch|zum\s+atmen))"
        # fit-text-31 (fde): room measured by hand: "eine Handbreit Luft", "zwei Finger breit
        # Platz", "ein paar Zentimeter Luft"
        r"|(?:eine|einer|zwei|drei|ein\s+paar|einige|gut\s+eine|fast\s+eine|locker\s+eine)\s+"
        r"(?:handbreit|hand\s+breit|fingerbreit|finger\s+breit|finger|faustbreit|faust|zentimeter|cm)\s+"
        r"(?:luft|platz|spiel)\b(?!\s+(?:nach\s+oben|durch))"
        r"|sackartig|wie\s+ein\s+sack|schwimm(?:e|t|en|te)?\s+(?:\w+\s+){0,2}?(?:darin|drin)\b"
        r"|(?:steht|stehen|stand)\s+(?:[\wäöüß]+\s+){0,4}?ab\b|(?:trägt|tragen)\s+(?:[\wäöüß]+\s+){0,4}?auf\b"
        r"|(?:hängt|hängen|hing|hingen)\s+(?:\w+\s+)?(?:durch|herunter|runter)|beult|wirft\s+falten",
        LOOSE,
        confidence=0.7,
    ),
    Phrase(
        r"(?:musste|muss|müssen|mussten)\s+(?:\w+\s+){0,3}?(?:kürzen|gekürzt|umnähen|umgenäht|umkrempeln|hochkrempeln"
        r"|umschlagen|umgeschlagen)"
        r"|kürzen\s+lassen|schleift\s+(?:\w+\s+)?(?:am|auf\s+dem)\s+boden",
        LOOSE,
        "length",
        confidence=0.7,
    ),
    Phrase(
        r"(?:über|bedecken|bedeckt|verdecken|verdeckt)\s+(?:\w+\s+)?(?:die|meine)\s+hände"
        r"|bis\s+(?:über\s+die|zu\s+den|an\s+die|die)\s+(?:finger|fingerspitzen|fingerknöchel)\b"
        # "gehen bis zur Mitte der Hand", "bis über die halbe Hand"
        r"|bis\s+(?:zur\s+mitte\s+der\s+hand|zur\s+handmitte|über\s+die\s+halbe\s+hand)\b",
        LOOSE,
        "sleeves",
        True,
        0.7,
    ),
    # where it ends, too high: "die Ärmel enden über dem Handgelenk"
    Phrase(
        r"(?:enden|endet|endeten|reichen|reicht|hören\s+auf|hört\s+auf)\s+(?:\w+\s+)?(?:über|vor|oberhalb)\s+"
        r"(?:dem|den|der|meinem|meinen|meiner)\s+(?:handgelenk\w*|knöchel\w*|bauchnabel|hüfte|hüftknochen)",
        TIGHT,
        "length",
        confidence=0.65,
    ),
    # barely reaching a landmark: "reicht kaum bis zum Knie", "die kaum über den Po geht",
    # "bedeckt kaum den Po"
    Phrase(
        r"(?:(?:reicht|reichen|reichte|reichten|geht|gehen|ging|gingen|kommt|kommen|kam|kamen)\s+(?:mir\s+)?kaum"
        r"|kaum)\s+(?:bis\s+(?:zum|zur|zu\s+den|an\s+(?:den|die|das))|über\s+(?:den|die|das|meinen|meine))\s+"
        r"(?:knie|knien|knöchel\w*|handgelenk\w*|taille|bauchnabel|po|hintern|po-ansatz|hüftknochen|waden?)"
        r"(?![\w-])|(?:bedeckt|bedecken|bedeckte)\s+(?:mir\s+)?kaum\s+(?:den|die|das|meinen|meine)\s+"
        r"(?:po|hintern|bauch|bauchnabel|handgelenke?|knie)(?![\w-])",
        TIGHT,
        "length",
        confidence=0.65,
    ),
    Phrase(
        r"(?:wie|genau\s+wie)\s+(?:beim|am)\s+(?:model|foto|bild)", NEUTRAL, "length", True, 0.6
    ),
    # the same length as in the photo: "genauso lang wie auf dem Foto" (not "nicht so lang")
    Phrase(
        r"(?<!nicht\s)(?:genau\s*so|ebenso|gleich|so)\s+lang\s+(?:an\s+mir\s+)?wie\s+"
        r"(?:auf\s+dem\s+(?:foto|bild)|auf\s+den\s+(?:fotos|bildern)|(?:beim|am)\s+(?:model|foto|bild))",
        NEUTRAL,
        "length",
        True,
        0.6,
    ),
)
