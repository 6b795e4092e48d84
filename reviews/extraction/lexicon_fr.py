"""French fit vocabulary: size adjectives and trigger phrases (see ``lexicon.py``)."""

from __future__ import annotations

import re

from .lexicon import (
    AMOUNT,
    BREAST,
    CLAUSE_START,
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

# The parts a French verdict may be said of (no "taille": the size too)
_FR_PART = (
    r"(?:épaules?|poitrine|buste|manches|bras|hanches|cuisses|ceinture|longueur|fourche|montant"
    r"|entrejambe)(?![\w'])"
)
# Fit words typed without their accents ("trop serree aux epaules", "ca taille petit", "large
# a la taille"): written back so the lexicon below reads them. Only words that are not
# another word without the accent ("serre" is a verb, "a" alone is "has": "à" only before
# "la"/"l'" and not after a subject; "serre" is "serré" only after a degree word or a copula:
# "trop serre aux cuisses", "c'est serre a la taille").
_UNACCENTED = re.compile(
    r"(?<![\w'])(?:ca|epaule|epaules|etroit|etroite|etroits|etroites|tres|legerement|serree|serrees"
    r"|serres|(?:(?<=\btrop\s)|(?<=\btrès\s)|(?<=\btres\s)|(?<=\bpeu\s)|(?<=\bassez\s)|(?<=\bbien\s)"
    r"|(?<=\bvraiment\s)|(?<=\best\s)|(?<=\bétait\s)|(?<=\betait\s))serre|retreci|retrecie|retrecis|retrecies|ete|evase|evasee|decollete|lache|laches|genee|souleve"
    r"|(?<!\bil\s)(?<!\belle\s)(?<!\bon\s)(?<!\bqui\s)(?<!\bça\s)(?<!\bca\s)(?<!\bne\s)(?<!\by\s)"
    r"a(?=\s+(?:la|l'|mon|ma|mes|ses|cause)\b))(?![\w'])",
    re.IGNORECASE,
)
_ACCENTED = {
    "ca": "ça", "epaule": "épaule", "epaules": "épaules", "etroit": "étroit", "etroite": "étroite",
    "etroits": "étroits", "etroites": "étroites", "tres": "très", "legerement": "légèrement",
    "serree": "serrée", "serrees": "serrées", "serres": "serrés", "serre": "serré",
    "retreci": "rétréci",
    "retrecie": "rétrécie", "retrecis": "rétrécis", "retrecies": "rétrécies", "ete": "été",
    "evase": "évasé", "evasee": "évasée", "decollete": "décolleté", "lache": "lâche",
    "laches": "lâches", "genee": "gênée", "a": "à", "souleve": "soulève",
}  # fmt: skip


def accents(text: str) -> str:
    """``text`` with the accents of French fit words typed without them restored."""
    return _UNACCENTED.sub(_restore, text)


def _restore(m: re.Match[str]) -> str:
    return restore_case(m.group(0), _ACCENTED[m.group(0).lower()])


def restore_case(typed: str, accented: str) -> str:
    """``accented`` in the case ``typed`` was written in ("Epaules" -> "Épaules")."""
    if typed.isupper() and len(typed) > 1:
        return accented.upper()
    return accented[0].upper() + accented[1:] if typed[0].isupper() else accented


WISH_FR = (
    # (fit-text-38) preferred or wanted as well as liked, the item or a part had: "j'aurais
    # préféré qu'il soit plus large", "j'aurais aimé l'avoir plus long", "j'aurais aimé des
    # manches plus longues", and "si seulement les manches étaient plus longues"
    r"(?:j'aurais\s+(?:aimé|préféré|voulu)\s+(?:qu(?:'(?:il|elle|ils|elles)|e\s+(?:les|la|le|l')\s*\w+)\s+soi(?:t|ent)"
    r"|l'avoir|les\s+avoir|(?:des|une|un)\s+\w+)"
    r"|si\s+seulement\s+(?:il|elle|ils|elles|(?:les|la|le|l')\s*\w+)\s+(?:était|étaient)"
    r"|(?:il|elle|ils|elles|manches|jambes)\s+(?:pourrai(?:t|ent)|devrai(?:t|ent))\s+être"
    # the subject left out: "belle robe. pourrait être un peu plus longue"
    rf"|{CLAUSE_START}(?:pourrai(?:t|ent)|devrai(?:t|ent))\s+être"
    # (fit-text-50) more expected than had: "je m'attendais à plus long", "je pensais qu'elle
    # serait plus longue" (short)
    r"|je\s+m'attendais\s+à(?:\s+quelque\s+chose\s+de)?|je\s+pensais\s+qu'(?:il|elle)s?\s+serai(?:t|ent))"
    rf"\s+{AMOUNT}"
)

# (fit-text-38) a pity it is not more: "dommage qu'il ne soit pas plus long" (short), as a wish
WISH_FR_PITY = (
    r"dommage\s+qu(?:'(?:il|elle|ils|elles)|e\s+(?:les|la|le|l')\s*\w+)\s+ne\s+soi(?:t|ent)\s+pas"
    rf"\s+{AMOUNT}"
)

# "j'ai échangé le M contre un S", "j'ai dû renvoyer le 40", "taille 42 commandée, il m'a
# fallu un 44"
EXCHANGE_FR = (
    r"(?<![\w'])(?:échang(?:e|é|ée|és|er|eant)|echang(?:e|é|ée|er)|échange|renvoy\w*|retourn(?:é|ée|és|er)"
    r"|il\s+m'a\s+fallu|rendu)(?![\w'])"
)

ADJECTIVES: tuple[Adjective, ...] = (
    Adjective(("serré", "serrée", "serrés", "serrées"), TIGHT, alone=True),
    Adjective(("petit", "petite", "petits", "petites", "juste", "justes"), TIGHT),
    Adjective(("court", "courte", "courts", "courtes"), TIGHT, "length"),
    Adjective(("étroit", "étroite", "étroits", "étroites"), TIGHT, "width"),
    Adjective(("grand", "grande", "grands", "grandes", "ample", "amples"), LOOSE),
    Adjective(("lâche", "lâches"), LOOSE),
    Adjective(("large", "larges"), LOOSE, "width"),
    Adjective(("énorme", "énormes"), LOOSE),
    Adjective(("long", "longue", "longs", "longues"), LOOSE, "length"),
    Adjective(("oversize", "boxy", "fluide", "fluides", "évasé", "évasée"), LOOSE, judged=True),
    Adjective(("moulant", "moulante", "moulants", "moulantes"), TIGHT, judged=True),
    # (fit-text-38) fitted, a style word judged when excessive: "trop ajusté (aux épaules)"
    Adjective(("ajusté", "ajustée", "ajustés", "ajustées"), TIGHT, judged=True),
    Adjective(("bas", "basse"), TIGHT, "rise", needs_dimension=frozenset({"rise"})),
    Adjective(("haut", "haute"), LOOSE, "rise", needs_dimension=frozenset({"rise"})),
)

# A verdict with no verb at the start of a sentence (fit-text-31, fres): "Taille grand : ...",
# "Chausse un peu petit."
_SIZED_AT_START = (
    rf"{SENTENCE_START}(?:taille|chausse)\s+(?:(?:un\s+peu|assez|très|trop|plutôt)\s+)?"
    # (fit-text-37) a step named: "Chausse une demi-pointure petit"
    r"(?:(?:une|1)\s+(?:demi[- ])?pointure\s+(?:plus\s+)?)?"
)

# a part of the body after a size word: "au niveau de la poitrine", "aux cuisses", "à la taille"
_AT_PART = (
    r"(?=\s+(?:au\s+niveau\s+(?:de\s+la|de\s+l'|des|du)|aux|à\s+la|au)\s*(?:poitrine|buste|torse|épaules?"
    r"|hanches?|cuisses?|taille|ventre|bras|manches|mollets|fesses|ceinture)(?![\w']))"
)

# "n'hésitez pas à prendre ...": advice, the "pas" no negation of it (fit-text-37)
_DO_NOT_HESITATE = r"(?:n'hésite[zr]?\s+pas\s+à\s+(?:prendre|commander|choisir|partir\s+sur)\s+)?"

# Against what the reviewer is used to or expected: "plus petit que d'habitude", "plus court que
# prévu"
_THAN_USUAL = r"\s+que\s+(?:d'habitude|d'ordinaire|prévu|la\s+normale|indiqué|ma\s+taille)\b"

# At one text position the first listed phrase wins: wishes first ("wish it were longer"
# is short, not the comparative alone), then verdicts that contain advice words ("fällt
# eine Nummer größer aus" is a verdict, not the advice "eine Nummer größer").
PHRASES: tuple[Phrase, ...] = (
    # a bra band riding up is too loose (the band is the bra's size: overall): "la bande
    # remonte dans le dos"
    Phrase(r"bande\s+[^.!?;\n]{0,40}?remonte(?:nt)?\b", LOOSE, "overall", True, 0.7),
    # fits as expected or as described: "taille comme prévu", "le guide des tailles est fiable"
    Phrase(
        r"(?:taille|taillent|va|tombe)\s+(?:\w+\s+)?comme\s+(?:prévu|indiqué|décrit|attendu)\b"
        r"(?!\s+(?:\w+\s+)?(?:petit|grand|serré|large|court|long)\w*)"
        r"|guide\s+des\s+tailles\s+(?:est\s+)?(?:fiable|juste|exact|correct)\b",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    # parts praised, then a short verdict said of them (fit-text-31, fres): "ravie des épaules et
    # de la poitrine, c'est nickel", "contente des manches", "satisfaite de la longueur et des
    # hanches, parfait" (each part 0, no overall); "ravie de la taille" (the size) is no part
    Phrase(
        r"(?:ravie?s?|contente?s?|satisfaite?s?|enchantée?s?)"
        r"(?:(?:\s*,\s*(?:et\s+)?|\s+et\s+|\s+)(?:des|du|de\s+la|de\s+l')\s*(?:épaules?|poitrine|buste|manches"
        r"|bras|hanches|cuisses|ceinture|longueur|fourche|montant|entrejambe)(?![\w']))+"
        r"(?:\s*,?\s*(?:(?:c'est|elles?\s+sont|ils?\s+sont|(?:elles?|ils?)\s+(?:me\s+)?vont)\s+)?"
        r"(?:(?:vraiment|très|juste)\s+)?(?:nickel|parfaite?s?|impeccables?|top|bien)(?![\w']))?",
        NEUTRAL,
        confidence=0.65,
    ),
    # (fit-text-50) a part set first, then "c'est ok / bien": "les hanches par contre c'est ok",
    # "hanches et cuisses c'est super bien"
    Phrase(
        rf"(?<![\w'])(?:(?:les|la|le|l')\s*)?{_FR_PART}(?:\s+et\s+(?:(?:les|la|le|l')\s*)?{_FR_PART})?"
        r"(?:\s+par\s+contre)?\s*,?\s*(?:c'est|ça\s+va)\s+(?:(?:super|très|tout\s+à\s+fait)\s+)?"
        r"(?:ok|bien|correct|impec)(?=\s*(?:[.,;!)]|$))",
        NEUTRAL,
        confidence=0.65,
    ),
    # a part that lands where it should (fit-text-31, fres): "les épaules tombent pile au bon
    # endroit", "la couture d'épaule arrive à la bonne place", "tombe là où il faut"
    Phrase(
        r"(?:tombe|tombent|arrive|arrivent|s'arrête|s'arrêtent|est|sont)\s+"
        r"(?:(?:pile|juste|exactement|parfaitement|pile\s+poil|bien)\s+)?"
        r"(?:au\s+bon\s+endroit|à\s+la\s+bonne\s+place|là\s+où\s+il\s+faut)"
        # (fit-text-49) "l'entrejambe tombe pile", "tombe parfaitement"
        r"|(?:tombe|tombent)\s+(?:pile(?:\s+poil)?|parfaitement)(?=\s*(?:[,.;!)]|$))",
        NEUTRAL,
        confidence=0.65,
    ),
    # smaller or larger than the reviewer is used to: "plus petit que d'habitude"
    Phrase(rf"plus\s+(?:petite?s?|serrée?s?|étroite?s?|juste){_THAN_USUAL}", TIGHT, confidence=0.7),
    Phrase(rf"plus\s+(?:grande?s?|large?s?|amples?){_THAN_USUAL}", LOOSE, confidence=0.7),
    # a length against what was expected (fit-text-37): "plus court que prévu", "les manches sont
    # plus longues que d'habitude" (the part named, else the length)
    Phrase(rf"plus\s+courte?s?{_THAN_USUAL}", TIGHT, "length", confidence=0.7),
    Phrase(rf"plus\s+longu?e?s?{_THAN_USUAL}", LOOSE, "length", confidence=0.7),
    # not enough (fit-text-37): "pas assez long", "les manches ne sont pas assez longues", "pas
    # assez large aux hanches", "pas assez grand" (too little: -1, as "nicht lang genug"); the
    # contrary "pas assez cintrée" is too loose (+1)
    Phrase(r"pas\s+assez\s+longu?e?s?(?![\w'])", TIGHT, "length", confidence=0.7),
    Phrase(r"pas\s+assez\s+larges?(?![\w'])", TIGHT, "width", confidence=0.7),
    Phrase(r"pas\s+assez\s+(?:grande?s?|amples?)(?![\w'])", TIGHT, confidence=0.7),
    Phrase(r"pas\s+assez\s+courte?s?(?![\w'])", LOOSE, "length", confidence=0.7),
    Phrase(
        r"pas\s+assez\s+(?:ajustée?s?|cintrée?s?|serrée?s?|moulante?s?)(?![\w'])",
        LOOSE,
        confidence=0.7,
    ),
    # the size worn said to be right: "le 39 est parfait", "la taille M est parfaite"
    Phrase(
        r"(?:(?:le|la|du|en)\s+(?:taille\s+)?(?:xx?s|xx?l|s|m|l|\d{1,3}\s+ans|\d{2,3})|cette\s+taille)"
        r"\s+(?:me\s+|lui\s+)?(?:est|était)\s+"
        r"(?:juste\s+|vraiment\s+)?(?:parfait|parfaite|idéal|idéale|nickel|la\s+bonne\s+taille)\b",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    # a size taken, then judged in one word (fit-text-36): "taille S prise, parfait", "pris en
    # 38 : nickel", as "ordered the large and it's perfect"
    Phrase(
        r"(?:taille\s+(?:xx?s|xx?l|s|m|l|\d{1,3}(?:\s+ans)?)\s+prise?"
        r"|(?:pris|prise|commandé|commandée)\s+(?:en|la|le)\s+(?:taille\s+)?(?:xx?s|xx?l|s|m|l|\d{1,3}(?:\s+ans)?))"
        r"\s*[,.;:!]\s*(?:(?:et\s+)?c'est\s+)?(?:parfait|nickel|impeccable)(?=\s*(?:[,.!;]|$))",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    # judged against what was expected: "taille mieux que prévu", "va mieux que je ne pensais"
    Phrase(
        r"(?:va|vont|allait|tombe|tombent|taille|taillent)\s+(?:\w+\s+)?(?:bien\s+|beaucoup\s+)?mieux\s+que\s+"
        r"(?:prévu|je\s+(?:ne\s+)?(?:le\s+|l'\s*)?(?:pensais|croyais|craignais|imaginais)|ce\s+que\s+je\s+pensais)",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    # a length feared and then found right: "j'avais peur qu'elle soit trop longue mais avec
    # des talons c'est parfait"
    Phrase(
        r"(?:peur|inquièt\w*|inquiet\w*|craint\w*)\b[^.!?;]{0,80}?\b(?:long\w*|court\w*)\b[^.!?;]{0,100}?\bmais\s+"
        r"(?:(?!(?:trop|pas|long\w*|court\w*)\b)[^\s.!?;]+\s+){0,8}?"
        r"(?:parfait\w*|bien|impeccable|nickel|idéal\w*)\b",
        NEUTRAL,
        "length",
        confidence=0.7,
        wish=True,
    ),
    *wishes(
        WISH_FR,
        "",
        r"plus\s+longu?e?s?",
        r"plus\s+courte?s?",
        r"plus\s+(?:grande?s?|large?s?|ample?s?)",
        r"plus\s+(?:petite?s?|ajustée?s?|serrée?s?|cintrée?s?)",
    ),
    *wishes(
        WISH_FR_PITY,
        "",
        r"plus\s+longu?e?s?",
        r"plus\s+courte?s?",
        r"plus\s+(?:grande?s?|large?s?|ample?s?)",
        r"plus\s+(?:petite?s?|ajustée?s?|serrée?s?|cintrée?s?)",
    ),
    Phrase(
        r"(?:un|1)\s+bonnet\s+(?:au-dessus|au\s+dessus|de\s+plus|supérieur|plus\s+grand)",
        TIGHT,
        "bust",
        True,
        0.8,
        also_overall=True,
    ),
    Phrase(
        r"(?:un|1)\s+bonnet\s+(?:en[- ]dessous|au-dessous|de\s+moins|inférieur|plus\s+petit)",
        LOOSE,
        "bust",
        True,
        0.8,
        also_overall=True,
    ),
    Phrase(
        # (fit-text-37) the advice after "n'hésitez pas à", no negation: "n'hésitez pas à prendre
        # la taille au-dessus"
        rf"{_DO_NOT_HESITATE}"
        # (fit-text-38: "la taille d'au-dessus", "la taille en dessus")
        r"(?:une\s+|la\s+|1\s+)?(?:demi-)?(?:taille|pointure)\s+"
        r"(?:d')?(?:au-dessus|au\s+dessus|en[- ]dessus|supérieure)"
        r"|(?:une|1)\s+(?:demi-)?pointure\s+(?:de\s+plus|plus\s+grande)",
        TIGHT,
        "overall",
        True,
        0.8,
    ),
    Phrase(
        rf"{_DO_NOT_HESITATE}"
        r"(?:une\s+|la\s+|1\s+)?(?:demi-)?(?:taille|pointure)\s+"
        # (fit-text-38: "la taille d'en dessous", "une taille au dessous" with no hyphen)
        r"(?:d')?(?:en[- ]dessous|au[- ]dessous|inférieure)"
        r"|(?:une|1)\s+(?:demi-)?pointure\s+(?:de\s+moins|plus\s+petite)",
        LOOSE,
        "overall",
        True,
        0.8,
    ),
    Phrase(
        # (fit-text-37: a degree word between, "ça taille très bien", "taille vraiment bien")
        r"(?:taill(?:e|ent)\s+(?:(?:très|vraiment|plutôt|assez|tout\s+à\s+fait)\s+)?(?:bien|normalement|parfaitement"
        r"|correctement)|chauss(?:e|ent)\s+(?:bien|normalement)"
        r"|conforme\s+(?:à|a)\s+(?:la\s+|sa\s+)?taille"
        # (fit-text-37: "taille normal" typed without its e)
        r"|taille\s+(?:normale?|habituelle|standard)(?![\w'])|bonne\s+taille|taille\s+parfaite"
        r"|la\s+(?:taille|pointure)\s+est\s+(?:la\s+)?(?:bonne|correcte)"
        # "pointure normale", "la taille correspond"
        r"|(?:pointure\s+(?:normale|standard|correcte|conforme)|bonne\s+pointure)(?!\s*[:(]?\s*\d)"
        r"|(?:la\s+)?taille\s+(?:correspond|est\s+conforme)(?!\s+(?:pas|à\s+la\s+photo))"
        # a verdict with no verb at the start of a sentence: "Taille conforme.", "Taille correcte"
        # (fit-text-37: "Taille conforme au guide", "Coupe parfaite.")
        # (fit-text-38: "Taille réelle.")
        rf"|{SENTENCE_START}(?:taille\s+(?:conforme|correcte|ok|nickel|impeccable|réelle)"
        r"(?:\s+(?:au|à\s+la)\s+(?:guide|grille|tableau|description)(?:\s+des\s+tailles)?)?"
        r"|coupe\s+(?:parfaite|impeccable|nickel|idéale))(?=\s*(?:[,.!;]|$))"
        # "pile à ma taille"; "niveau taille, rien à dire", "impeccable côté taille"
        # (fit-text-38: "c'est exactement ma taille", "parfait au niveau taille", "au niveau
        # taille, il est parfait", "la taille (me) convient", "la taille est parfaite / ok",
        # "taille comme d'habitude" said of the item, not a size taken as usual)
        r"|(?:pile|parfaitement|exactement)\s+(?:à\s+)?ma\s+taille"
        r"|(?:niveau|côté)\s+taille\s*,?\s*(?:(?:il|elle)\s+est\s+|c'est\s+)?"
        r"(?:rien\s+à\s+dire|impeccable|parfaite?|nickel|ok|top|ras)\b"
        r"|(?:impeccable|parfaite?|nickel|top)\s+(?:au\s+)?(?:niveau|côté)\s+taille\b"
        r"|la\s+(?:taille|pointure)\s+(?:me\s+|lui\s+)?(?:convient|est\s+(?:parfaite|ok|nickel|impeccable|idéale))\b"
        rf"|(?:{SENTENCE_START}|(?<![\w'])(?:ça|ca|cela|il|elle|ils|elles)\s+)taill(?:e|ent)\s+comme\s+"
        r"(?:d'habitude|d'hab|prévu|attendu|indiqué)\b)" + NOT_A_RANGE,
        NEUTRAL,
        "overall",
        True,
        0.8,
    ),
    Phrase(
        # not "va parfaitement avec mes jeans" (goes with)
        # (fit-text-38: "me va à merveille", "il me va pile poil", "me va impeccable")
        r"(?:va|vont|allait|tombe|tombent)\s+(?:\w+\s+)?(?:parfaitement|très\s+bien|bien|nickel|impeccablement"
        r"|à\s+merveille|pile\s+poil|impeccable|à\s+la\s+perfection)"
        r"(?!\s+avec\b)"
        # fitted as it should be (fit-labels.md: snug as designed is 0): "bien ajusté",
        # "ajusté comme il faut", "moulant comme il faut pour un maillot"
        r"|(?<!pas\s)(?:bien|parfaitement)\s+ajusté(?:e|s|es)?(?![\w'])"
        r"|(?:ajusté|moulant)(?:e|s|es)?\s+comme\s+il\s+(?:le\s+)?faut"
        r"|c'est\s+nickel|comme\s+un\s+gant|juste\s+ce\s+qu'il\s+faut"
        # "c'est parfait" closing its clause (not "c'est parfait pour l'été")
        r"|c'est\s+(?:parfait|impeccable|pile\s+la\s+bonne\s+taille)(?=\s*(?:[,.!;]|et\b|mais\b|$))",
        NEUTRAL,
        confidence=0.65,
    ),
    Phrase(
        r"longueur(?:\s+(?:du\s+corps|du\s+buste|totale|des\s+jambes))?\s+(?:est\s+)?(?:parfaite|idéale|bonne|nickel|juste\s+ce\s+qu'il\s+faut|pile\s+poil)"
        r"|(?:(?:à|a|de)\s+la\s+)?bonne\s+longueur",
        NEUTRAL,
        "length",
        False,
        0.75,
    ),
    # (fit-text-38) too close to the body: tight ("trop près du corps", "un peu trop près du
    # corps aux épaules")
    Phrase(r"(?:trop|bien\s+trop|beaucoup\s+trop)\s+près\s+du\s+corps", TIGHT, confidence=0.7),
    # (fit-text-38) "cela" before the verb (its "la" is no article): "cela taille petit", as
    # "ça taille petit"
    Phrase(r"(?<![\w'])cela\s+taill(?:e|ait|ent)\s+petits?\b", TIGHT, "overall", True, 0.8),
    Phrase(r"(?<![\w'])cela\s+taill(?:e|ait|ent)\s+grands?\b", LOOSE, "overall", True, 0.8),
    Phrase(
        # (fit-text-37: "en plus" as "de plus", "prenez une taille en plus")
        r"(?:une|1|deux|2)\s+tailles?\s+(?:au-dessus|au\s+dessus|de\s+plus|en\s+plus|supérieures?|plus\s+grandes?)",
        TIGHT,
        "overall",
        fixed=True,
        confidence=0.8,
    ),
    Phrase(
        r"(?:une|1|deux|2)\s+tailles?\s+"
        r"(?:en[- ]dessous|au[- ]dessous|de\s+moins|en\s+moins|inférieures?|plus\s+petites?)",
        LOOSE,
        "overall",
        fixed=True,
        confidence=0.8,
    ),
    Phrase(
        r"(?:le\s+)?reste\s+(?:me\s+)?(?:va|est\s+(?:parfait|bien|nickel|ok)|tombe\s+bien|taille\s+bien|parfait|nickel)"
        r"|pour\s+le\s+reste|sinon\s+(?:ça\s+|il\s+|elle\s+)?(?:va|taille\s+bien|est\s+parfait)|partout\s+ailleurs",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    Phrase(
        r"(?:me|lui|leur|vous)\s+va(?:\s+(?:très\s+)?bien|\s+parfaitement|\s+nickel)?\s*(?=[.!,]|$)",
        NEUTRAL,
        confidence=0.6,
    ),
    # negated tight or loose verbs: "les hanches ne serrent pas", "ne me serre nulle part" (fits, 0)
    Phrase(
        r"ne\s+(?:me\s+|la\s+|le\s+|les\s+)?(?:serre|serrent|serrait|boudine|boudinent|comprime|tire|tirent"
        # no gaping where it could: "les bonnets ne baillent pas" (fits there, 0)
        r"|b[aâ]ille|b[aâ]illent|b[aâ]illait|flotte|flottent)"
        r"\s+(?:pas|nulle\s+part|jamais|plus)\b|rien\s+ne\s+(?:me\s+)?(?:serre|tire|boudine|comprime|gêne)\b",
        NEUTRAL,
        confidence=0.6,
    ),
    # cannot close it: "je n'arrive pas à la fermer", "ça ne ferme pas", "impossible à boutonner"
    Phrase(
        # (not a box or a bag: "je n'arrive pas à fermer la boîte")
        r"(?:n'arrive\s+(?:pas|plus)\s+à\s+(?:la\s+|le\s+|les\s+)?(?:fermer|boutonner|zipper)"
        r"|(?:du|un\s+peu\s+de|beaucoup\s+de)\s+mal\s+à\s+(?:la\s+|le\s+|les\s+)?(?:fermer|boutonner))"
        r"(?!\s+(?:la|le|les|l'|mon|ma|mes)\s*(?:boîte|boite|colis|paquet|sac|valise|carton|porte|fenêtre|tiroir"
        r"|couvercle)\b)"
        r"|ne\s+(?:se\s+)?(?:ferme|fermait|boutonne|boutonnait)\s+pas\b"
        r"|impossible\s+(?:à|de)\s+(?:la\s+|le\s+)?(?:fermer|boutonner)",
        TIGHT,
        confidence=0.7,
    ),
    # a verdict with no verb at the start of a sentence, before a colon too (fit-text-31, fres):
    # "Taille grand : je fais du M et le S me va", "Taille petit, prenez au-dessus" (the whole
    # item, not the part named after it)
    Phrase(
        rf"{_SIZED_AT_START}"
        r"grand(?=\s*(?:[,.!;:]|$))",
        LOOSE,
        "overall",
        True,
        0.75,
    ),
    Phrase(
        rf"{_SIZED_AT_START}"
        r"petit(?=\s*(?:[,.!;:]|$))",
        TIGHT,
        "overall",
        True,
        0.75,
    ),
    # tight "des épaules" as "aux épaules" (fit-text-37): "serrée des épaules", "un peu juste des
    # hanches" (not "étroite des épaules", a body as often as a garment)
    Phrase(
        r"(?:serrée?s?|justes?)(?=\s+(?:des|du)\s+(?:épaules|hanches|cuisses|bras|mollets|fesses|buste)(?![\w']))",
        TIGHT,
        confidence=0.7,
    ),
    # cut large or small: "il est taillé grand", "elle est taillée petit"
    Phrase(
        r"taillé(?:e|s|es)?\s+(?:(?:un\s+peu|très|assez|trop|plutôt)\s+)?(?:grand|large|ample)(?![\w'])",
        LOOSE,
        "overall",
        True,
        0.75,
    ),
    Phrase(
        r"taillé(?:e|s|es)?\s+(?:(?:un\s+peu|très|assez|trop|plutôt)\s+)?(?:petit|juste|serré|étroit)(?![\w'])",
        TIGHT,
        "overall",
        True,
        0.75,
    ),
    # a waistband rising too high is a long rise: "ça remonte trop haut à la taille"
    Phrase(
        r"remonte(?:nt)?\s+(?:(?:beaucoup|bien|vraiment)\s+)?trop\s+haut",
        LOOSE,
        "rise",
        True,
        0.7,
    ),
    Phrase(
        r"orteils\s+(?:\w+\s+)?(?:touchent|tapent|butent|cognent)|(?:touchent|tapent|butent)\s+(?:au\s+bout|devant)"
        # (fit-text-37) "mes orteils sont au bout", "les orteils arrivent contre le bout"
        r"|orteils\s+(?:sont|étaient|arrivent|arrivaient)\s+(?:(?:tout|déjà)\s+)?(?:au\s+bout|contre\s+le\s+bout)"
        # (fit-text-38) "j'ai les orteils au bout", "mes doigts de pied touchent le bout"
        r"|(?:j'ai|on\s+a)\s+les\s+(?:orteils|doigts\s+de\s+pieds?)\s+(?:(?:tout|déjà)\s+)?(?:au\s+bout|contre\s+le\s+bout)"
        r"|doigts\s+de\s+pieds?\s+(?:\w+\s+)?(?:touchent|tapent|butent|cognent)",
        TIGHT,
        "overall",
        True,
        0.75,
    ),
    Phrase(
        r"talon\s+(?:qui\s+)?(?:\w+\s+)?(?:glisse|sort|bouge|décolle)|(?:le\s+)?pied\s+(?:glisse|sort)"
        # the heel lifting out at each step: "mon talon se soulève"
        r"|talon\s+(?:qui\s+)?se\s+(?:soulève|soulevait|lève|levait)",
        LOOSE,
        "overall",
        True,
        0.75,
    ),
    Phrase(
        r"(?:(?:a|ont|avait)\s+rétréci|rétréci\w*\s+au\s+lavage)" + SHRUNK_NOT_SLEEVES,
        TIGHT,
        "length",
        True,
        0.7,
    ),
    Phrase(
        r"(?:ne\s+)?(?:peux|pouvais|pouvait|pu)\s+(?:\w+\s+)?(?:pas\s+|plus\s+)?lever\s+les\s+bras"
        r"|impossible\s+de\s+lever\s+les\s+bras",
        TIGHT,
        "shoulders",
        True,
        0.75,
    ),
    # a crotch hanging low is a long rise: "l'entrejambe tombe bas"
    Phrase(
        r"(?:l'|la\s+)?(?:entrejambe|fourche)\s+(?:me\s+)?(?:tombe|descend|est|arrive)\s+(?:\w+\s+)?(?:trop\s+)?bas(?:se)?\b",
        LOOSE,
        "rise",
        True,
        0.7,
    ),
    Phrase(
        r"(?:glisse|descend|tombe)\s+(?:\w+\s+)?(?:sans\s+cesse|tout\s+le\s+temps|constamment)|remonter\s+sans\s+cesse"
        r"|(?:glisse|glissent)\s+vers\s+le\s+bas"
        # (fit-text-38) trousers said to slide down, the verb ending the clause: "le pantalon
        # glisse", "le jean descend", "ça glisse sur les hanches" (not a lining or a strap)
        r"|(?:pantalon|jean|jeans|short|legging|jogging)s?\s+(?:me\s+)?(?:glisse|glissent|descend|descendent)"
        r"(?=\s*(?:[,.;!)]|$|et\b|mais\b))"
        r"|(?:ça|ca|il|elle)\s+(?:me\s+)?glisse\s+(?:sur|des)\s+(?:les\s+)?hanches",
        TIGHT,
        "rise",
        True,
        0.65,
    ),
    # the front strained at its buttons is tight at the bust (the chest for a man's shirt),
    # or at the part named: "les boutons tirent", "ça tire un peu aux boutons"
    Phrase(
        r"boutons?\s+(?:\w+\s+)?tir(?:e|ent|ait|aient)\b|(?:ça\s+)?tir(?:e|ent|ait)\s+(?:un\s+peu\s+|trop\s+)?"
        r"(?:aux|au\s+niveau\s+des|entre\s+les)\s+boutons\b",
        TIGHT,
        BREAST,
        confidence=0.7,
    ),
    Phrase(
        r"(?:me|la|le|les|ça)\s+serr(?:e|ent|ait|aient)\b|m'(?:a|avait)\s+serrée?\b|(?:me\s+)?boudin\w*|comprim\w*"
        # (fit-text-50) the Belgian "savoir": "je ne sais pas la fermer"; a squashed bust
        r"|(?:écrase|écrasent|écrasait)\s+(?:la\s+poitrine|les\s+seins)"
        r"|ne\s+(?:peux|pouvais|pouvait|sais|savais)\s+pas\s+(?:la\s+|le\s+|les\s+)?"
        r"(?:fermer|boutonner|bouger|respirer|lever)|impossible\s+de\s+(?:fermer|boutonner|bouger|respirer|lever)"
        # too little room: "pas assez de place aux hanches"
        r"|pas\s+(?:assez|beaucoup)\s+de\s+(?:place|marge|aisance)|(?:peu|manque)\s+d(?:e\s+|')(?:place|marge|aisance)"
        # "je rentre à peine dedans", "impossible de rentrer dedans": it barely goes on
        r"|rentre\s+(?:tout\s+)?(?:à\s+peine|difficilement|tout\s+juste)|(?:impossible|du\s+mal)\s+(?:de|à)\s+"
        r"(?:rentrer|entrer)\s+dedans"
        # (fit-text-49) "le 38 ne passait pas aux épaules"
        r"|ne\s+pass(?:e|ent|ait|aient)\s+pas\s+(?:aux|au|à\s+la|au\s+niveau)\b"
        r"|ne\s+rentre\s+(?:même\s+)?pas|ne\s+(?:se\s+)?(?:ferme|boutonne|zippe|fermait|boutonnait)\s+pas|(?:ça\s+)?tire(?:nt)?\s+(?:un\s+peu\s+|trop\s+)?(?:au|aux|sur|à|dans\s+le|au\s+niveau)\b|remonte\b"
        # (fit-text-37) the verb after its subject, as "tire aux épaules": "il serre à la taille",
        # "la veste serre aux épaules" (not "se serre à la taille" with a tie: how it is worn)
        r"|(?<!\bse\s)(?<!\bs')(?<!\bon\s)serr(?:e|ent|erait|ait|aient)\s+(?:un\s+peu\s+|trop\s+|beaucoup\s+|vraiment\s+)?"
        r"(?:au|aux|sur|à\s+la|dans\s+le|au\s+niveau)\b",
        TIGHT,
        confidence=0.7,
    ),
    # a delivery that took long is no length: "envoi un peu long", "la livraison a été longue"
    # (a verdict on a part that is no fit dimension, so it is dropped)
    Phrase(
        r"(?:envoi|livraison|expédition|délai|attente)s?\s+(?:[\w']+\s+){0,4}?longu?e?s?\b",
        NEUTRAL,
        confidence=0.6,
    ),
    # without squeezing: "gaine bien sans comprimer", "maintient sans serrer" (fits, 0)
    Phrase(
        r"sans\s+(?:me\s+|la\s+|le\s+|les\s+)?(?:serrer|comprimer|boudiner|gêner|oppresser)\b",
        NEUTRAL,
        confidence=0.6,
    ),
    # sleeves ending above the wrist: "m'arrivent au milieu de l'avant-bras"
    Phrase(
        r"(?:m'|me\s+|lui\s+)?(?:arrivent|arrive|s'arrêtent|s'arrête)\s+(?:\w+\s+)?"
        r"(?:au\s+milieu\s+de\s+l'avant-bras|aux\s+coudes|au-dessus\s+(?:du|des)\s+poignets?)",
        TIGHT,
        "sleeves",
        True,
        0.7,
    ),
    # gaping between the buttons is tight at the bust (or the part named): "les boutons
    # baillent", "baille entre les boutons"
    Phrase(
        r"boutons?\s+(?:\w+\s+)?b[aâ]ill\w*|b[aâ]ill\w*\s+(?:\w+\s+){0,2}?entre\s+les\s+boutons",
        TIGHT,
        BREAST,
        confidence=0.7,
    ),
    # play, room to spare (fit-text-31, fres): "à la taille il y a un peu de jeu", "trop de jeu
    # aux épaules", "ça a du jeu" (not "pas de jeu", "pas trop de jeu")
    Phrase(
        r"(?<!pas\s)(?:un\s+(?:petit\s+)?peu\s+de|un\s+léger|du|trop\s+de|beaucoup\s+de|pas\s+mal\s+de"
        r"|un\s+peu\s+trop\s+de)\s+jeu(?![\w'])",
        LOOSE,
        confidence=0.65,
    ),
    Phrase(
        r"(?:beaucoup|trop|un\s+peu|assez|plein)\s+d'aisance|de\s+l'aisance|(?:beaucoup|trop|plein)\s+de\s+(?:place|marge|tissu)"
        r"|b[aâ]ill\w+|flott\w+|nag(?:e|es|eais|eait|ent)\s+(?:\w+\s+)?dedans|tombe\s+des\s+épaules|fait\s+des\s+plis|pochonn\w*"
        r"|fai(?:t|sait)\s+(?:un\s+peu\s+|très\s+|trop\s+|vraiment\s+)?sac\b|comme\s+un\s+sac\b",
        LOOSE,
        confidence=0.7,
    ),
    Phrase(
        r"(?:dû|du|dois|devoir|fallu)\s+(?:les\s+|la\s+|le\s+)?(?:faire\s+)?(?:ourler|raccourcir|reprendre\s+l'ourlet)"
        r"|faire\s+(?:un\s+)?ourlet|tra[iî]ne(?:nt)?\s+(?:\w+\s+)?(?:par\s+terre|au\s+sol|sur\s+le\s+sol)"
        # (fit-text-38) "il a fallu faire des ourlets", "j'ai fait un ourlet", "ourlet à faire"
        r"|(?:faire|fait|faut\s+faire)\s+(?:des|les|l')\s*ourlets?|(?:j'ai|on\s+a)\s+fait\s+(?:un|l')\s*ourlet"
        r"|ourlets?\s+à\s+faire",
        LOOSE,
        "length",
        confidence=0.7,
    ),
    Phrase(
        r"(?:couvrent|couvre|cachent|cache|recouvrent)\s+(?:\w+\s+)?(?:les|mes)\s+mains|jusqu'aux\s+doigts"
        # "les manches m'arrivent au milieu des mains"
        r"|(?:m'|me\s+|lui\s+)?(?:arrivent|arrive|descendent|descend|tombent|tombe)\s+(?:\w+\s+)?"
        r"(?:au\s+milieu\s+des|sur\s+les|aux)"
        r"\s+(?:mains|doigts)"
        # the hand in the singular: "arrivent au milieu de la main"
        r"|(?:arrivent|arrive|descendent|descend|tombent|tombe)\s+(?:\w+\s+)?(?:au\s+milieu\s+de\s+la|sur\s+la)\s+main\b",
        LOOSE,
        "sleeves",
        True,
        0.7,
    ),
    # shoulder seams dropping too low: too wide
    Phrase(
        r"épaules?\s+(?:\w+\s+)?(?:tombent|tombe|descendent|descend)\s+(?:\w+\s+){0,2}?(?:trop\s+)?bas",
        LOOSE,
        "shoulders",
        True,
        0.7,
    ),
    # not for wide feet is narrow (fit-text-37): "pas adaptées aux pieds larges", "déconseillé aux
    # pieds larges", "étroit pour les pieds larges" (width -1; "idéal pour les pieds larges" stays
    # room); not for narrow feet is wide
    Phrase(
        r"(?:(?:pas|peu)\s+(?:adaptée?s?|conçue?s?|faite?s?|prévue?s?|recommandée?s?)|déconseillée?s?"
        r"|(?:trop\s+)?(?:étroite?s?|serrée?s?|justes?|petite?s?))\s+(?:aux|à\s+des|pour\s+(?:les|des))\s+"
        r"(?:pieds\s+larges|pieds\s+forts|pieds\s+épais|larges\s+pieds)(?![\w'])",
        TIGHT,
        "width",
        True,
        0.7,
    ),
    Phrase(
        r"(?:(?:pas|peu)\s+(?:adaptée?s?|conçue?s?|faite?s?|prévue?s?|recommandée?s?)|déconseillée?s?"
        r"|(?:trop\s+)?larges?)\s+(?:aux|à\s+des|pour\s+(?:les|des))\s+(?:pieds\s+(?:étroits|fins))(?![\w'])",
        LOOSE,
        "width",
        True,
        0.7,
    ),
    # a shoe narrow at the front: its toe box ("étroites à l'avant")
    Phrase(
        r"(?:étroite?s?|serrée?s?)\s+(?:à\s+l'avant|devant|au\s+niveau\s+des\s+orteils)",
        TIGHT,
        "width",
        True,
        0.7,
    ),
    # (fit-text-50) and wide there: "elles sont assez larges devant"
    Phrase(
        r"(?<=\s)larges?\s+(?:à\s+l'avant|devant|au\s+niveau\s+des\s+orteils)",
        LOOSE,
        "width",
        True,
        0.7,
    ),
    # a size word with no verb at the start of a sentence, before the part (fit-text-37): "Large au
    # niveau de la poitrine", "Étroit au niveau des hanches", "Ample aux cuisses" (with a degree
    # word the adjective reads it: "Trop large au niveau de la poitrine"; after the toe box above:
    # "Étroites au niveau des orteils" is the width; not "juste au niveau du genou": just at)
    Phrase(rf"{SENTENCE_START}(?:larges?|amples?){_AT_PART}", LOOSE, confidence=0.7),
    Phrase(rf"{SENTENCE_START}(?:étroite?s?|petite?s?){_AT_PART}", TIGHT, confidence=0.7),
    # barely long enough: "juste en longueur"
    Phrase(r"juste?s?\s+(?:en|de)\s+longueur", TIGHT, "length", True, 0.65),
    # trousers sliding down as one moves: a short rise ("il glisse dès que je m'assois")
    Phrase(
        # ("ça glisse quand je m'assois": fit-text-44)
        r"(?:il|elle|ils|elles|ça|pantalon|jean|jupe|short|legging)\s+(?:me\s+)?(?:glisse|glissent|descend|descendent)"
        r"\s+(?:\w+\s+)?(?:dès\s+que|quand|lorsque|à\s+chaque|chaque\s+fois)",
        TIGHT,
        "rise",
        True,
        0.65,
    ),
    # where it ends, just right: "les manches s'arrêtent pile au poignet"
    Phrase(
        r"(?:m'|me\s+|lui\s+)?(?:s'arrêtent|s'arrête|arrivent|arrive|tombent|tombe)\s+(?:\w+\s+)?"
        r"(?:pile|juste|parfaitement|pile\s+poil)\s+"
        r"(?:au|aux|à\s+la|sur\s+les?|sur\s+la)\s+(?:poignets?|chevilles?|genoux?|hanches?|sol|chaussures?)",
        NEUTRAL,
        "length",
        confidence=0.65,
    ),
    # where it ends, then judged right: "elle m'arrive aux genoux, parfait"
    Phrase(
        r"(?:m'|me\s+|lui\s+)?(?:s'arrêtent|s'arrête|arrivent|arrive|tombent|tombe)\s+(?:\w+\s+)?"
        r"(?:au|aux|à\s+la|sur\s+les?|sur\s+la|au-dessus\s+du|au-dessous\s+du|sous\s+les?|juste\s+(?:au|aux|sous|sur))\s+"
        r"(?:poignets?|chevilles?|genoux?|hanches?|sol|chaussures?|mollets?)\s*[,\u2013-]?\s*"
        r"(?:(?:c'est|ce\s+qui\s+est)\s+)?(?:parfait|parfaite|idéal|nickel|impeccable|pile\s+ce\s+qu'il\s+faut)\b",
        NEUTRAL,
        "length",
        confidence=0.65,
    ),
    # where it ends, too high: "les manches s'arrêtent au-dessus du poignet"
    Phrase(
        r"(?:s'arrêtent|s'arrête|arrivent|arrive)\s+(?:\w+\s+)?(?:au-dessus|au\s+dessus|avant)\s+(?:du|de\s+la|des|de\s+mes)\s+"
        r"(?:poignets?|chevilles?|nombril|hanches?)",
        TIGHT,
        "length",
        confidence=0.65,
    ),
    # barely reaching a landmark: "arrive à peine aux genoux", "couvre à peine les fesses"
    Phrase(
        r"(?:m'|me\s+)?(?:arrive|arrivent|arrivait|descend|descendent|tombe|tombent|va|vont)\s+à\s+peine\s+"
        r"(?:jusqu'\s*)?(?:aux|au|à\s+la|à\s+l'|à\s+mes|à\s+mon|à\s+ma)\s*"
        r"(?:genoux|chevilles|poignets|taille|nombril|fesses|mi-cuisses?|mollets)(?![\w-])"
        r"|(?:couvre|couvrent|couvrait)\s+à\s+peine\s+(?:le|la|les|mes|mon|ma)\s+"
        r"(?:fesses|nombril|ventre|poignets|genoux)(?![\w-])",
        TIGHT,
        "length",
        confidence=0.65,
    ),
    # a length or where it falls, as on the model or the photo: "la longueur est comme sur la
    # photo", "tombe comme sur la photo", "arrive juste au-dessus du genou, comme sur le
    # mannequin" (fit-text-37: not "couleur comme sur la photo", "le tissu est comme sur la photo",
    # nor "tombe mal, pas comme sur la photo")
    Phrase(
        r"(?:longueur|tombe|tombent|arrive|arrivent|s'arrête|s'arrêtent|genoux?|chevilles?|mollets?)"
        r"(?:[\s,]+(?!(?:pas|plus|moins|trop|mal|rien|ne|n'|court|long|petit|grand|serré|large|étroit)\w*)"
        r"[\w'-]+){0,6}?[\s,]+(?:(?:exactement|juste|pile|tout)\s+)?comme\s+(?:sur|pour)\s+(?:le|la)\s+"
        r"(?:mannequin|photo)",
        NEUTRAL,
        "length",
        True,
        0.6,
    ),
    # the same length as in the photo: "aussi longue sur moi que sur la photo" (not "pas aussi")
    Phrase(
        r"(?<!pas\s)(?:aussi|tout\s+aussi)\s+(?:longue?s?|courte?s?)\s+(?:sur\s+moi\s+)?que\s+sur\s+"
        r"(?:le\s+mannequin|la\s+photo|les\s+photos)",
        NEUTRAL,
        "length",
        True,
        0.6,
    ),
)
