"""Two positions compared: where a garment ends against where it should ("hit mid calf
instead of just below the knee", "geht bis zur Wade statt bis zum Knie", "arrive aux
chevilles au lieu du genou", "me llega al tobillo en vez de a la rodilla").

fit-labels.md: a neutral position has no label, but one compared with the position
expected is judged: ending lower on the body is long (+1), higher short (-1). Landmarks of
the hand and arm are the sleeves; a rise or waistband sitting lower than expected is rise -1.
"""

from __future__ import annotations

import re

# (landmark words, rank from the top of the body down) per domain; a position "above" a
# landmark is a little higher, "below" / "past" a little lower.
_BODY = (
    (r"belly\s*button|navel|natural\s+waist|nombril|bauchnabel|ombligo", 1.0),
    (r"hips?|hip\s*bones?|hüften?|hanches?|caderas?", 2.0),
    (r"butt|bum|bottom|rear|behind|po|hintern|fesses|trasero|culo|nalgas", 3.0),
    (r"upper\s+thighs?", 3.5),
    (r"mid-?\s?thighs?|thighs?|oberschenkel|mi-cuisses?|cuisses?|medio\s+muslo|muslos?", 4.0),
    (r"knees?|knie|genoux?|rodillas?", 5.0),
    (
        r"mid-?\s?calf|mid-?\s?calves|calf|calves|shins?|waden?|mi-mollets?|mollets?|media\s+pierna"
        r"|media\s+pantorrilla|pantorrillas?|gemelos?",
        6.0,
    ),
    (r"ankles?|ankle\s+bones?|knöchel|chevilles?|tobillos?", 7.0),
    (r"floor|ground|feet|toes|boden|füße|füßen|sol|pieds|suelo|pies", 8.0),
)
_ARM = (
    (r"elbows?|ellbogen|ellenbogen|coudes?|codos?", 1.0),
    (r"forearms?|unterarms?|avant-bras|antebrazos?", 2.0),
    (r"wrists?|wrist\s+bones?|handgelenke?n?|poignets?|muñecas?", 3.0),
    (r"hands?|knuckles|thumbs?|palms?|handrücken|hände|hand|mains?|manos?", 4.0),
    (r"fingers|fingertips|finger\s+tips|fingerspitzen|fingern?|doigts|dedos", 5.0),
)
_LANDMARKS = tuple((words, rank, "length") for words, rank in _BODY) + tuple(
    (words, rank, "sleeves") for words, rank in _ARM
)
_ABOVE = r"above|over\s+(?=the\s+knee)|über|oberhalb|au-dessus|por\s+encima"
_BELOW = r"below|under|past|beyond|unter|unterhalb|en\s+dessous|sous|por\s+debajo|más\s+abajo"
_FILL = (
    r"(?:(?:just|right|slightly|a\s+bit|a\s+little|well|way|an\s+inch|a\s+few\s+inches|\d+\s*(?:\"|''|inch(?:es)?|cm)"
    r"|knapp|kurz|genau|juste|justo|un\s+peu|un\s+poco)\s+)*"
)
_ARTICLES = (
    r"(?:(?:the|my|her|his|a|at|to|on|around|near|of|de|du|des|le|la|les|au|aux|à|al|el|los|las"
    r"|zum|zur|zu|bis|an|am|der|die|den|dem|meine[nm]?|mes|mis|mi|mon|ma|en)\s+|d'|l')*"
)
_PLACE = "|".join(f"(?:{words})" for words, _, _ in _LANDMARKS)
_SIDE = rf"(?P<{{name}}_side>{_ABOVE}|{_BELOW})?"
_POSITION = (
    rf"{_FILL}{_SIDE}\s*(?:of\s+|de\s+|del\s+|du\s+|des\s+|von\s+)?{_ARTICLES}"
    rf"(?P<{{name}}>(?:{_PLACE}))(?![\w'-])"
)
# the first position, ending right before the comparing words
_GOT = re.compile(r"(?<![\w'])" + _POSITION.format(name="got") + r"\s*,?\s*$")
_REACHING = (
    r"(?:(?:covering|reaching|hitting|going\s+(?:to|past|below|down\s+to)|falling\s+(?:to|at|below)"
    r"|landing\s+(?:at|on)|ending\s+(?:at|below|above))\s+)?"
)
_MEANT = re.compile(r"\s*" + _REACHING + _POSITION.format(name="meant"))
# "above the knee instead of below it": the same landmark on the other side
_SAME_PLACE = re.compile(rf"\s*(?P<meant_side>{_ABOVE}|{_BELOW})\s+(?:it|them|that)(?![\w'])")
_CUE = re.compile(
    r"(?<![\w'])(?:instead\s+of|rather\s+than|statt|anstatt|anstelle\s+von|au\s+lieu\s+d(?:e|u|es|')?|plutôt\s+que"
    r"|en\s+vez\s+de|en\s+lugar\s+de)(?![\w'])"
)
# A cheap pre-check: a word every cue of _CUE contains (its last word where _CUE allows any
# whitespace between words: "au\nlieu de" has "lieu").
_CUES = ("instead", "rather", "statt", "anstelle", "lieu", "plutôt", "vez", "lugar")
# the verb that places the garment, in the same sentence before the first position
_PLACED = re.compile(
    r"(?<![\w'])(?:hits?|hitting|falls?|fell|lands?|landed|ends?|ended|comes?|came|stops?|stopped|reach(?:es|ed)?"
    r"|sits?|sat|goes|went|hangs?|hung|is|was|are|were|geht|gehen|ging|endet|enden|endete|reicht|reichen|reichte"
    r"|sitzt|sitzen|saß|fällt|fallen|arrive|arrivent|arrivait|tombe|tombent|tombait|s'arrête|s'arrêtent|va|vont"
    r"|llega|llegan|llegaba|queda|quedan|quedaba|cae|caen|caía|me\s+da)(?![\w'])"
)
_SENTENCE = re.compile(r"[.!?;\n]")
_HEDGE = re.compile(
    r"(?<![\w'])(?:if|would|could|should|might|supposed|meant|wenn|würde|sollte|si|debería|devrait)(?![\w'])"
)
_RISE = re.compile(
    r"(?<![\w'])(?:rise|waistband|waist\s+band|bund|leibhöhe|tiro|ceinture)(?![\w'])"
)
_WAIST_SEAM = re.compile(r"(?<![\w'])(?:waist|waistline|waist\s+seam|taille|cintura)(?![\w'])")
_RANKS = [(re.compile(rf"(?:{words})"), rank, dim) for words, rank, dim in _LANDMARKS]


def _rank(place: str, side: str | None) -> tuple[float, str] | None:
    for regex, rank, dimension in _RANKS:
        if regex.fullmatch(place):
            if side:
                rank += -0.4 if re.match(_ABOVE, side) else 0.4
            return rank, dimension
    return None


def compared_positions(lower: str, original: str) -> list[tuple[str, float, str]]:
    """(dimension, score, evidence) for each position compared with the one expected."""
    if not any(cue in lower for cue in _CUES):
        return []
    found = []
    for cue in _CUE.finditer(lower):
        start = max((s.end() for s in _SENTENCE.finditer(lower, 0, cue.start())), default=0)
        got_m = _GOT.search(lower, start, cue.start())
        if got_m is None:
            continue
        meant_m = _MEANT.match(lower, cue.end())
        same = None if meant_m else _SAME_PLACE.match(lower, cue.end())
        if same is not None:
            meant_m = same
        if meant_m is None:
            continue
        got = _rank(got_m.group("got"), got_m.group("got_side"))
        place = got_m.group("got") if same else meant_m.group("meant")
        meant = _rank(place, meant_m.group("meant_side"))
        if got is None or meant is None or got[1] != meant[1] or got[0] == meant[0]:
            continue
        before = lower[start : got_m.start()]
        if not _PLACED.search(before) or _HEDGE.search(before):
            continue
        direction = 1 if got[0] > meant[0] else -1
        dimension = got[1]
        if dimension == "length" and _RISE.search(before):
            dimension, direction = "rise", -direction  # a waistband sitting lower: rise -1
        elif dimension == "length" and _WAIST_SEAM.search(before):
            continue  # where a waist seam lies is no length
        end = _SENTENCE.search(lower, meant_m.end())
        evidence = original[start : end.start() if end else len(lower)].strip()
        found.append((dimension, 0.6 * direction, evidence))
    return found
