"""English fit vocabulary: size adjectives and trigger phrases (see ``lexicon.py``)."""

from __future__ import annotations

import dataclasses
import re

from .keyed import Keyed
from .lexicon import (
    AMOUNT,
    BREAST,
    CLAUSE_START,
    COLOURS,
    DEGREE_MEDIUM,
    DEGREE_STRONG,
    FOR_USE,
    GARMENT_BEFORE_SIZE,
    LOOSE,
    MADE_FOR_VERBS,
    NEUTRAL,
    NOT_A_RANGE,
    SIZE_ASIDE,
    SIZE_STEP,
    STEP_FIT_VERBS,
    TIGHT,
    Adjective,
    Phrase,
    wishes,
)

# What a cut is compared with when it surprised the reviewer, after "than": "expected", "i
# thought", "it looks" (not other garments: "more fitted than my other dresses"). The adjective
# path's own list, with wishes too, is `signals._THAN_EXPECTED`.
_THAN_FORESEEN = (
    r"(?:i\s+(?:had\s+|was\s+)?)?(?:expected|expecting|anticipated|thought|imagined|pictured|it\s+looks"
    r"|it\s+looked|shown|described)\b"
)
# Room in a place things are kept is no fit (fit-text-33): "they take up no room in my
# suitcase", "plenty of room in my closet for more"
_NOT_STORED = (
    r"(?!\s+(?:left\s+)?(?:in|inside|for)\s+(?:my|the|your|a|her|his|our)\s+(?:suitcase|luggage|closet"
    r"|bag|drawer|carry-?on|wardrobe|backpack|purse|car|trunk|dresser|budget|cart)s?\b)"
)
# "a bit more room", "some more space": more room than the garment gives
_MORE_ROOM = (
    r"(?:(?:a\s+(?:little\s+)?(?:bit|little|tad|touch|smidge)|just\s+a\s+(?:bit|little)|some)\s+)?"
    r"(?:extra\s+)?more\s+(?:room|space)\b"
)

# Verbs and idioms that report a fit without a size adjective; attached to the part
# the clause names (a default dimension otherwise).
_TIGHT_EN = (
    # not the idiom: "a dress to go to in a pinch"
    r"(?<!\bin\sa\s)pinch(?:es|ed|ing)?|dig(?:s|ging)?\s+in(?:to)?|dug\s+in(?:to)?|cuts\s+in(?:to)?|cutting\s+in(?:to)?|cut\s+into"
    r"|squeez(?:e|ed|ing)\s+(?:me\s+|myself\s+)?into|constrict(?:s|ed|ing)?"
    # (not a snag, fit-text-42: "fabric pulls very easily", "pulls easily in the fabric")
    r"|(?:fabric|seams?)\s+(?:pull|pulls|pulled|pulling|strain|strains|straining|gape|gaping)"
    r"(?![\w'])(?!\s+(?:(?:very|so|really|too)\s+)?easily\b)"
    # with a degree or manner between (fit-text-30): "pulled so tightly across my shoulders",
    # "pulls a bit across the bust", as "pulls a bit at the buttons" / "across the front"
    r"|(?:pull(?:s|ed|ing)?|strain(?:s|ed|ing)?)\s+(?:(?:a\s+)?(?:bit|little|tad|lot|slightly|somewhat|so|very"
    r"|too|really|quite|way|tight|tightly|badly|uncomfortably|awkwardly|oddly|weirdly|strangely)\s+){0,2}"
    # (fit-text-48: "pulled awkwardly over the bust", an adverb before "over")
    r"(?:across|at|around|against|(?<=ly\s)over)\b"
    r"|rid(?:es|ing)?\s+up|rode\s+up|(?:did|does|do|would|will|'d)\s+ride\s+up"
    r"|spill(?:s|ed|ing)?\s+(?:over|out)|barely\s+(?:contained|zip|zipped|button|buttoned|fit|fits|pull\w*|get\s+(?:it|them)\s+on)"
    r"|(?:could|can)\s+(?:only\s+)?(?:barely|hardly)\s+(?:move|breathe|zip|button|lift|raise|sit|bend|get|pull|squeeze|fit|walk"
    r"|wear|close|reach|do\s+(?:it|them)\s+up|go\s+(?:over|past|on))"
    # the garment stopped at a part of the body (fit-text-36): "it got stuck at my hips"
    r"|(?:got|gets|get|was|were|is|are)\s+stuck\s+(?:at|on|around|over)\s+my\s+"
    r"(?:hips|thighs|shoulders|bust|chest|waist|butt|rear|calves|arms|upper\s+arms|elbows)\b"
    # hard to get on over a part (fit-text-37): "it was hard to pull over my hips", "snug pulling
    # on past my hips", as "could barely go over my hips"
    # (fit-text-39: "i struggled to get it over my shoulders", "a bit of a struggle getting the
    # outer dress over my shoulders")
    r"|(?:hard|difficult|tough|(?:a\s+(?:bit\s+of\s+a\s+|little\s+)?)?struggle|struggled|struggling|tricky|snug"
    r"|tight)\s+(?:to\s+)?(?:pull|pulling|get|getting|tug|tugging)"
    r"\s+(?:(?:it|them|this|these|the\s+(?:[\w-]+\s+)?[\w-]+)\s+)?(?:on\s+|up\s+)?(?:over|past)\s+my\s+"
    r"(?:hips|thighs|shoulders|bust|chest|butt|rear|calves|bottom)\b"
    r"|(?:can'?t|cannot|could(?:n'?t|\s+not))\s+(?:breathe|move\s+my\s+arms|sit(?:\s+down)?|bend|lift|raise|reach)\b"
    r"|(?<!\btake\sup\s)(?<!\btakes\sup\s)(?<!\btook\sup\s)no\s+(?:wiggle\s+)?room"
    + _NOT_STORED
    + r"|not\s+(?:enough|much)\s+room|cut(?:s|ting)?\s+off\s+(?:my\s+)?circulation"
    # "didn't leave me enough room to bend my arms", "doesn't give you much room in the hips"
    r"|(?:didn'?t|did\s+not|doesn'?t|does\s+not|don'?t|do\s+not|wouldn'?t|won'?t)\s+(?:leave|give|have|allow|offer)\s+"
    r"(?:me|you|her|him|us)?\s*(?:enough|much|any)\s+(?:extra\s+)?room"
    r"|(?:couldn'?t|could\s+not|can'?t)\s+(?:get|pull)\s+(?:it|them)\s+(?:up\s+)?over"
    # a bust pressed flat: "it squishes my chest", "my boobs were squished"
    r"|(?:squish|squash|smush|flatten)\w*\s+(?:my\s+|the\s+)?(?:chest|bust|boobs|breasts|girls)\b"
    r"|(?:chest|bust|boobs|breasts)\s+(?:are|were|is|was|get|got|felt|feel)\s+(?:\w+\s+)?(?:squished|squashed|smushed|flattened)"
    # a part of the garment that would not go on: "couldn't get the sleeves past my elbows"
    r"|(?:couldn'?t|could\s+not|can'?t|cannot)\s+(?:get|pull)\s+(?:the\s+)?(?:[\w-]+\s+){1,7}?(?:past|over)\s+my\s+"
    r"(?:elbows?|forearms?|upper\s+arms|biceps|hips|thighs|calves|shoulders|bust|chest|head)"
    r"|impossible\s+to\s+(?:button|zip|close|get\s+(?:it|them)\s+(?:on|over|up|zipped|buttoned))"
    r"|doesn'?t\s+(?:even\s+)?(?:fit|go)\s+over|(?:didn'?t|did\s+not|won'?t|wouldn'?t)\s+(?:even\s+)?(?:fit|go)\s+over"
    # the tightness named as a noun: "some tightness across the shoulders"
    r"|tightness(?=\s+(?:of|in|at|around|across|through)\s+(?:the|my)\s)"
    # more room wanted is too little of it, like "not enough room" (fitframe): "the bust needed
    # a bit more room", "it could have more room in the hips", "sized up for more room in the
    # chest", "sewed the button over to allow more room" ("room in the hips" alone is roomy)
    r"|(?:need|needs|needed|needing|(?:could|should)\s+(?:use|have\s+used|have|'ve\s+used|be)|could've(?:\s+used)?"
    r"|would\s+(?:like|have\s+liked|'ve\s+liked)|would've\s+liked|wanted|want"
    # (fit-text-49) "i would have preferred a little more room in the sleeves"
    r"|(?:would|'d)\s+(?:have\s+)?preferred|would've\s+preferred|prefer)\s+"
    rf"{_MORE_ROOM}"
    rf"|for\s+{_MORE_ROOM}(?=\s+(?:in|at|around|across|through|thru)\s)"
    # (fit-text-49) "went up a size for a little extra wiggle room across my shoulders"
    r"|for\s+(?:a\s+(?:little\s+|bit\s+(?:of\s+)?)?|some\s+)?extra\s+(?:wiggle\s+)?(?:room|space)"
    r"(?=\s+(?:in|at|around|across|through|thru)\s)"
    rf"|to\s+(?:allow|give|get|make)\s+(?:(?:me|myself|it|them)\s+)?{_MORE_ROOM}"
    # (fit-text-42) "ended up purchasing a medium so i had more room in the arms"
    r"|(?<=(?<![\w'])so\s)(?:i|i\s+would|i\s+will|i'll|i\s+could)\s+(?:have\s+|had\s+|get\s+|got\s+)"
    rf"{_MORE_ROOM}"
    # a closer cut than expected, the contrary of "less fitted than i was expecting"
    # (fit-text-32): "a bit more form fitting than expected", "more fitted than i thought";
    # not a comparison with other garments ("more fitted than my other dresses")
    # slimmer alike (fit-text-33): "fit is slimmer than expected"
    r"|(?<![\w'])(?:more\s+(?:form[\s-]?)?fitt(?:ed|ing)|slimmer(?:\s+fit(?:ting)?)?)\s+than\s+"
    rf"{_THAN_FORESEEN}"
)
# Getting the garment over a part of the body, which would not go or only with effort.
_OVER_THE_PART = (
    r"(?:(?:couldn'?t|could\s+not|can'?t|cannot|(?:was|were)(?:n'?t|\s+not)\s+able\s+to"
    r"|(?:no\s+way|impossible|hard|difficult)\s+to)\s+(?:get|pull|fit|squeeze|shimmy|wiggle|wriggle)"
    r"|(?:had|have|has)\s+to\s+(?:shimmy|squeeze|wiggle|wriggle|force|tug|yank|wrestle))"
    r"\s+(?:[\w()-]+\s+){1,9}?(?:past|over|up)\s+(?:my|the)\s+"
)
_STRAIN = (
    r"pull|pulls|pulled|pulling|strain|strains|strained|straining|gap|gaps|gapped|gapping|gape|gapes|gaped"
    r"|gaping"
)
_BUTTONS_STRAIN_EN = (
    rf"(?:buttons?|button\s+placket|placket)\s+(?:(?:a\s+)?(?:bit|little|tad|slightly|somewhat)\s+)?(?:{_STRAIN})\b"
    r"|button\s+(?:gaps|gaping|gapping|pulling)\b"
    rf"|(?:{_STRAIN})\s+(?:(?:a\s+)?(?:bit|little|tad|slightly|somewhat)\s+)?(?:at|between|across|around)\s+"
    r"(?:the\s+|my\s+)?(?:top\s+|front\s+|middle\s+)?(?:(?:\d|two|three|few|couple\s+of)\s+)?buttons?\b"
)
# the front said to close without strain is the bust (the chest for a man's shirt) that
# fits: "the top closes without gaping", "no pulling at the buttons", "the buttons don't pull
# at all"; a part named instead is that part: "accommodates my bust without straining at the
# bust", "doesn't pull across the chest" (a negated strain otherwise says nothing, and
# "didn't pull" with nothing named stays nothing)
_NO_STRAIN_EN = (
    r"(?:closes?|closed|buttons?\s+up|buttoned(?:\s+up)?)\s+without\s+(?:any\s+)?"
    r"(?:gaping|gapping|pulling|straining)\b"
    r"|(?:without|no)\s+(?:any\s+)?(?:pulling|straining|gaping|gapping|strain|pull)\s+(?:at|across|on|around|between)\s+"
    r"(?:the\s+|my\s+)?(?:top\s+|front\s+)?(?:buttons?|placket)\b"
    r"|(?:buttons?|placket)\s+(?:don'?t|doesn'?t|didn'?t|do\s+not|does\s+not|did\s+not|won'?t|never)\s+"
    r"(?:pull|gape|gap|strain)\b"
)
_NO_STRAIN_PART_EN = (
    r"(?:without|no)\s+(?:any\s+)?(?:pulling|straining|strain|pull)\s+(?:at|across|on|around)\s+"
    r"(?:the\s+|my\s+)?(?:bust|chest)\b"
    r"|(?:don'?t|doesn'?t|didn'?t|do\s+not|does\s+not|did\s+not|won'?t|never)\s+(?:pull|strain)\s+"
    r"(?:at|across|around)\s+(?:the\s+|my\s+)?(?:bust|chest)\b"
)
# pulling across the front names its own place (not gaping: "gapes at the front" is loose)
_FRONT_STRAIN_EN = (
    r"(?:pull|pulls|pulled|pulling|strain|strains|strained|straining)\s+(?:(?:a\s+)?(?:bit|little|tad|slightly"
    r"|somewhat)\s+)?(?:across|in|at)\s+the\s+front\b"
)
# One to three items of a list before its last one, each up to four words: "the print, ",
# "the draping, the weight of the fabric, and the "
_LIST_ITEMS = r"(?:(?:[\w-]+\s+){0,3}[\w-]+\s*,\s*(?:and\s+|&\s+)?(?:the\s+)?){1,3}"
# What the reviewer swims, drowns or is lost in: the item, a size of it, its fabric
_IN_IT = (
    r"(?:it|them|this|these|that|the\s+(?:\w+\s+)?(?:size|dress|top|shirt|jacket|coat|sweater|pants"
    r"|jeans|skirt|blouse|tunic|tee|cardigan|vest|jumpsuit|romper|sweatshirt|hoodie|gown|shorts|trousers"
    r"|fabric|material|xx?s|xx?l|s|m|l|small|medium|large|\d{1,2}p?)"
    r"|(?:a|an)\s+(?:size\s+)?(?:xx?s|xx?l|s|m|l|small|medium|large|\d{1,2}p?))"
)
# Less close than a fitted cut: "less fitted", "not as form fitting", "isn't so fitted" (not
# a look named: "sized up for a less fitted look")
_LESS_FITTED = (
    r"(?:(?<![\w'])(?<!\ba\s)(?<!\ban\s)(?<!\bthe\s)less"
    # the negations spelled out, not "\w+n't": a pattern that may start with any letter is
    # tried at every word (dispatch.py), and _LOOSE_EN with it
    # ("not quite as fitted", fit-text-39)
    r"|(?:not|isn't|wasn't|aren't|weren't|ain't|doesn't|don't|didn't)\s+(?:quite\s+)?(?:as|so))\s+"
    r"(?:form[\s-]?)?fitt(?:ed|ing)\b"
)
# A shapeless garment the item is likened to (fit-text-29, ovcmp: the muumuu as the tent):
# "like a tent", "it's a sack", "fit like a moo moo", "looked like a mu mu"
_MUUMUU = r"(?:mu{1,2}\s?mu{1,2}|moo\s?moo)"
_SHAPELESS = rf"(?:tent|sack(?!\s+of\s+potato)|potato\s+sack|parachute|{_MUUMUU})"
_LOOSE_EN = (
    # not room made by the size taken (fit-text-40): "sized up to make some room for the girls",
    # "to give me more room"
    r"(?<!\bto\smake\s)(?<!\bto\sgive\s)(?<!\bto\sgive\sme\s)(?<!\bto\sgive\smyself\s)(?<!\bto\sget\s)"
    r"(?<!\bto\sallow\s)(?<!\bto\sallow\sfor\s)(?<!\bto\shave\s)"
    r"(?:lots|plenty|loads|tons|heaps|a\s+lot|too\s+much|so\s+much|way\s+too\s+much|extra|excess|more|some"
    r"|a\s+bit\s+of|a\s+little|a\s+little\s+bit\s+of)\s+(?:of\s+)?(?:extra\s+)?(?:room|space|fabric|material)\b"
    r"(?!\s+(?:to|for)\s+(?:have|play|grow|experiment|style|improvement|fun|error))"
    + _NOT_STORED
    # a word for the surplus between (fit-text-42): "too much bunchy fabric at the waist", "a lot
    # of unnecessary fabric and stretch at the waist"
    # of "a lot of", only a word that says it is too much ("lots of flowy fabric" describes)
    + r"|(?:(?:way\s+)?too\s+much|so\s+much)\s+(?:[\w-]+\s+)?(?:fabric|material)\b"
    r"|(?:a\s+lot\s+of|lots\s+of|tons\s+of)\s+(?:unnecessary|unneeded|bunchy|bunched|baggy|additional"
    r"|superfluous)\s+(?:fabric|material)\b"
    r"|(?:room|fabric|material|space)\s+to\s+spare"
    # "i was swimming in it", "the large was swimming on me" (not "wear for swimming"); the
    # reviewer lost in it, alike (fit-text-29, ovcmp): "i felt lost in the shirt", "i was lost
    # in a size 6" (not "got lost in the wash", "the charm was lost on me")
    rf"|swimming\s+(?:in\s+{_IN_IT}|on\s+(?:me|her|him))\b"
    r"|(?:was|were|am|'m|felt|feel|feels|get|got|look|looks|looked|be)\s+"
    rf"(?:(?:so|completely|totally|just|kind\s+of|a\s+bit|a\s+little|absolutely)\s+)?lost\s+in\s+{_IN_IT}\b"
    # a closer cut missed (fit-text-29, ovcmp): "a little less fitted than i was expecting",
    # "not as fitted as in the picture", "not as form fitting" (wished: the wishes, below)
    rf"|{_LESS_FITTED}"
    # the contrary of "slimmer than expected" (fit-text-33): "more relaxed than i expected"
    rf"|(?<![\w'])more\s+(?:relaxed|generous)(?:\s+fit)?\s+than\s+{_THAN_FORESEEN}"
    r"|(?<!\bto\s)(?:has|have|had|with|there'?s|there\s+is|there\s+was)\s+(?:some\s+|a\s+little\s+|a\s+bit\s+of\s+"
    r"|more\s+|extra\s+)?room\b"
    + _NOT_STORED
    + r"|(?<![\w'])room\s+(?:in|across|around|through|at)\s+the\b"
    # the room measured (fit-text-44): "4 inches of space at the waist"
    r"|(?:inch(?:es)?|\"|cm)\s+of\s+(?:extra\s+)?space\s+(?=(?:in|across|around|through|at)\s+the\b)"
    r"|swamp(?:s|ed|ing)?\b|swallow(?:s|ed|ing)?\b(?!\s+(?:someone|anyone|somebody|people|those|women|girls|petites?)\b)|drown(?:s|ed|ing)?\s+(?:me|her|him|in(?!\s+(?:sweat|heat)\b))"
    # stretched loose in wear (fit-text-48): "they bagged out with just one wear"
    # (not the fabric at a seam or a knee: "bagging out a little around the zipper")
    r"|(?<!knees\s)(?<!knee\s)(?<!elbows\s)bag(?:s|ged|ging)\s+out\b(?![^.!?;]{0,20}?\b(?:around|at|near|by|in)\s+"
    r"(?:the\s+)?(?:zipper|pockets?|knees?|elbows?|seams?|buttons?|bum|butt|seat)\b)"
    # billowing at a part of the body is too much room there (fit-text-37): "it billows out
    # around the waist", "it does billow a bit by the hips" (the verb alone is the cut's flow)
    r"|(?:billow|balloon)(?:s|ed|ing)?\s+(?:out\s+)?(?:(?:a\s+)?(?:bit|little|lot|tad)\s+)?"
    r"(?=(?:at|around|by|in|through|under|over)\s+(?:the|my)\s+(?:waist|hips?|bust|chest|tummy|stomach"
    r"|midsection|belly|arms?|sleeves?|thighs?)\b)"
    # not threads or trims coming off (fit-text-25, fitmine): "strings hanging off all over
    # the lacy arms", "strings hanging off embellishments on sleeves"
    r"|(?<!strings\s)(?<!string\s)(?<!threads\s)(?<!thread\s)(?<!tassels\s)(?<!beads\s)(?<!sequins\s)"
    # (fit-text-36: things counted, as with "fell off" below: "not just a few hanging off")
    r"(?<!\bnone\s)(?<!\bfew\s)(?<!\bsome\s)(?<!\bseveral\s)"
    r"(?:hang(?:s|ing)?\s+off|hung\s+off)"
    # not things coming loose: "none fell off", "a few beads fell off"
    # (fit-text-38: one of them, a trim, or off a hanger or a bed: "one fell off", "the flower
    # fell off", "it slips off the hanger")
    r"|(?<!\bnone\s)(?<!\bfew\s)(?<!\bsome\s)(?<!\bseveral\s)(?<!\bone\s)(?<!\bthem\s)"
    r"(?<!\bflower\s)(?<!\bflowers\s)(?<!\bpin\s)(?<!\bpins\s)(?<!\bbrooch\s)(?:falls?|fell|falling"
    r"|slides?|slid|sliding|slips?|slipped|slipping)\s+off"
    r"(?!\s+(?:the|a|my|its)\s+(?:hangers?|bed|chair|rack|table|shelf|couch|floor)\b)"
    r"|gap(?:e|es|ed|ing)\b|gapp(?:ed|ing)\b|(?:waist|waistband|band|it|they|back|top)\s+gaps\b(?!\s+between\s+(?:the\s+)?buttons)|(?:they|these|those)\s+gap(?=\s+(?:at|in|around)\s)|(?:gaps|(?:a|some|big|huge|little|slight)\s+gap)(?=\s+(?:at|in|around)\s+(?:the\s+|my\s+)?(?:waist|waistband|back|bust|chest|hips?|sides|front|arms?)\b)"
    # (not "avoids looking like a tent")
    rf"|(?<!avoids\slooking\s)(?<!avoid\slooking\s)(?<!avoided\slooking\s)like\s+a\s+(?:{_SHAPELESS}"
    r"|tarp|(?:loose|big|baggy|shapeless|paper|garbage|trash)\s+bag)|tent-?like"
    # taken in by a tailor: "had to take it in at the waist", "I'll have it taken in"
    r"|(?:had|have|need|needed|needs|will\s+have|'ll\s+have|going)\s+to\s+(?:have\s+(?:it|them)\s+|get\s+(?:it|them)\s+)?"
    r"(?:take|taken)\s+(?:it|them)?\s*in\b|(?:have|get|got|had|having|getting)\s+(?:it|them)\s+taken\s+in\b"
    r"|needs?\s+to\s+be\s+taken\s+in\b|generously\s+(?:cut|sized)|(?:cut|sized|runs?|ran|fits?)\s+(?:very\s+|quite\s+)?generously"
    # the generous cut as a noun, said of the garment (fit-text-30, ovm): "it's a generous cut",
    # "it is a bigger fit", "the generous cut of this dress worked"; not a fit meant or wanted
    # ("meant to be a looser fit", "i like a looser fit": "looser" is left out)
    r"|(?:it'?s|is|was|has|had)\s+a\s+(?:very\s+|really\s+|quite\s+|rather\s+)?(?:generous|bigger|larger|roomier)"
    r"\s+(?:fit|cut)\b|(?<![\w-])the\s+generous\s+cut\b"
    # "it swims on me", "it hangs on me like a sack", "it's a tent"
    r"|swims?\s+on\s+(?:me|her|him)\b|hangs?\s+on\s+(?:me|her|him)(?!\s+(?:well|nicely|beautifully|perfectly|great|just))"
    # "turned out to be an oversized muumuu on" (fit-text-29, ovcmp)
    r"|(?:it'?s|is|was|looked|looks|be)\s+(?:a|an)\s+(?:(?:absolute|total|oversized|giant|huge|big)\s+)?"
    rf"{_SHAPELESS}\b"
    r"(?!\s+(?:dress|style|shape|silhouette|cut|top|coat))"
    r"|(?:fits?|fitted|fitting|hangs?|hung|sits?)\s+(?:(?:a\s+)?(?:bit|little|tad|very|quite|rather|too)\s+)?loosely"
    # "sags" only of the crotch; elsewhere sagging and "bags out" are the fabric giving way
    # with wear, not the size (signals._WORN_LOOSE)
    r"|droop(?:s|ed|ing)?\b|(?:(?<=crotch\s)|(?<=crotch\sarea\s)|(?<=rise\s))sag(?:s|ged|ging)?\b"
    r"|(?:won'?t|wouldn'?t|doesn'?t|didn'?t|does\s+not|did\s+not|would\s+not)\s+stay\s+up"
    # the looseness named as a noun: "the bagginess of the arms", "looseness in the waist"
    r"|(?:bagginess|looseness)(?=\s+(?:of|in|at|around|across|through)\s+(?:the|my)\s)"
)
# the garment named after the part (fit-text-40): "i wish the rise on these was a little higher"
_ON_THESE = (
    r"(?:(?:on|in|of)\s+(?:these|them|this\s+pair"
    r"|(?:the|these)\s+(?:jeans|pants|trousers|shorts))\s+)?"
)
# "no problems with ...", "didn't have any issues with ...": the part, the length or the size
# named after it fits
_NONE_HAD = (
    r"(?:no|(?:did|do|does)n'?t\s+have\s+any|not\s+have\s+any|never\s+had\s+any"
    r"|(?:have|has|had)n'?t\s+had\s+any)"
)
_PROBLEMS_WITH = r"\s+(?:problems?|issues?|trouble|complaints?)\s+with\s+"
_NOT_FILLED = (
    r"(?:didn't|did\s+not|don't|do\s+not|couldn't|could\s+not|can't|cannot|doesn't|does\s+not)\s+"
    r"(?:quite\s+|really\s+|completely\s+|fully\s+)?fill\s+(?:out|up)\s+(?:the\s+|my\s+)?"
)
# "shorter" after a hem is where the hem goes, not the length found: "had to hem it a little
# shorter" (fit-text-40)
_HEMMED_SHORTER = (
    r"(?:\s+(?:it|them|these|the\s+\w+))?(?:\s+(?:(?:a\s+)?(?:bit|little|tad)\s+|slightly\s+|an?\s+inch\s+"
    r"|a\s+few\s+inches\s+)?shorter\b)?"
)
_LONG_EN = (
    r"(?:had|have|has|need|needed|needs|will\s+have|'ll\s+have)\s+to\s+(?:be\s+)?(?:get\s+(?:it|them)\s+)?"
    r"(?:hem|hemmed|take\s+(?:it|them)\s+up|taken\s+up|shorten|shortened|roll|rolled|cuff|cuffed)\b"
    r"|(?:needs?|needed)\s+(?:hemming|shortening|taking\s+up)"
    # a hem the reviewer means to make (fit-text-40): "so i will hem it a little shorter"
    r"|(?:will|i'll|we'll|going\s+to|plan\s+to|planning\s+to|gonna)\s+(?:just\s+|probably\s+)?(?:hem|shorten)"
    r"\s+(?:it|them)\b"
    r"|(?:get|got|getting|have|had|having)\s+(?:it|them|these|this|the\s+\w+)\s+(?:hemmed|shortened|taken\s+up)"
    # an alteration of the length is a hem: "had it altered in length 2\"", "will have to have
    # the length and slit tailored", "need to alter the length"
    r"|(?:altered|tailored)\s+(?:in\s+)?(?:the\s+)?length\b|(?:alter|tailor)\s+the\s+length\b"
    r"|(?:get|got|getting|have|had|having)\s+the\s+length\s+(?:and\s+(?:the\s+)?[\w-]+\s+)?"
    r"(?:altered|tailored|hemmed|shortened|taken\s+up)\b"
    # "had go them hemmed" (a typed "get")
    r"|(?:had|have|need|needed)\s+(?:to\s+)?go\s+(?:it|them)\s+(?:hemmed|shortened)"
    # the hem taken to a tailor or done already (fit-text-38): "will need a trip to the tailor
    # to be hemmed", "took them to get hemmed", "take the hem up", "after hemming they're
    # perfect", "once hemmed, they fit great"
    r"|(?:tailor|seamstress|alterations?)\s+to\s+(?:be|get\s+(?:it|them))\s+(?:hemmed|shortened|taken\s+up)"
    r"|(?:took|take|taking|bring|brought)\s+(?:it|them)\s+(?:in\s+)?to\s+(?:get|be)\s+(?:hemmed|shortened)"
    r"|(?:take|took|taking|taken)\s+(?:the\s+hem|the\s+length)\s+up\b"
    r"|(?:after|once)\s+(?:hemming|(?:i\s+)?hemmed|(?:being\s+)?hemmed|shortening|(?:being\s+)?shortened)\b"
    # the reviewer hemmed it: "so i just hemmed it with hem tape", "Shortened it to knee length"
    # ("shortened the straps" is not)
    r"|(?:(?<![\w'])(?:i|we)\s+(?:just\s+|simply\s+|then\s+|also\s+|quickly\s+)?|(?:^|(?<=[.!?]\s)|(?<=\n)))"
    r"(?:hemmed|shortened)\s+"
    r"(?:it|them|the\s+(?:dress|pants|jeans|skirt|hem|length|legs|trousers|gown|sleeves))\b"
    # (fit-text-41: "it hits me a little lower towards my ankles than pictured")
    r"|(?:hits?|falls?|fell|comes?|came|lands?|landed|ends?|ended|hangs?|hung)\s+(?:me\s+)?(?:\w+\s+){0,3}?lower"
    r"\s+(?:on|(?:(?:towards?|to|at|by)\s+(?:my|the)\s+[\w-]+\s+)?than\s+(?:pictured|shown|expected|advertised"
    r"|(?:it\s+(?:does|did|looks|looked)\s+)?(?:on|in)\s+the\s+(?:model|photos?|pictures?|pics?|images?)"
    r"|i\s+(?:expected|thought|wanted|hoped|like|liked|would\s+like|'d\s+like|prefer)))\b"
    r"|(?:hits?|falls?|fell|comes?|came|lands?|landed|ends?|ended|hangs?|hung)\s+(?:me\s+)?(?:\w+\s+){0,3}?longer\s+than"
    # more length than needed, as "plenty of room" is room (fit-text-30, len): "the s was plenty
    # of length and room", "they have plenty of length"
    r"|(?:plenty|lots|loads|tons)\s+of\s+(?:extra\s+)?length\b(?!\s+(?:options?|choices?)\b)"
    r"|(?:fabric|material)\s+(?:\w+\s+){0,2}?(?:at|on|around|below)\s+(?:my|the)\s+(?:feet|floor|ground|toes)"
    r"|cover(?:s|ed|ing)?\s+half\s+(?:of\s+)?(?:my|his|her)\b(?!\s+(?:hands?|fingers|knuckles|thumbs?|palms?)\b)"
    r"|pool(?:s|ed|ing)?\s+(?:on|at|around)\b|puddl(?:e|es|ed|ing)\b|bunch(?:es|ed|ing)?\s+(?:up\s+)?at\s+the\s+(?:ankles?|bottom)"
    r"|drag(?:s|ged|ging)?\s+on\s+the\s+(?:floor|ground)|(?:hits|hit|touches|touched|touching)\s+the\s+(?:floor|ground)"
    # "about 2\" past my feet", "an inch beyond my fingertips"
    r"|(?:\d+(?:\.\d+)?|an?|one|two|three|four)\s*(?:\"|''|inch(?:es)?|in\.|cm)\s+(?:pass|past|beyond|over)\s+"
    r"(?:my|his|her|the)\s+(?:feet|toes|floor|hands|fingertips|fingers)"
)
# a look, a lift or a praise just before "like / as on the model": the whole look, not where
# it ends ("looks like on the model", "as good as on the model", "it lifts just like on the model")
_NOT_A_LOOK_BEFORE = "".join(
    rf"(?<!\b{w}\s{adverb})"
    for w in (
        *("look", "looks", "looked", "lift", "lifts", "lifted"),
        *("good", "nice", "great", "cute", "pretty"),
    )
    for adverb in ("", r"just\s", r"exactly\s")
)

_SHORT_EN = (
    r"(?<!\bare\s)(?<!\bis\s)(?<!\bwere\s)(?<!\bwas\s)barely\s+cover(?:s|ed)?(?![\w'])(?!\s+(?:the|my|your|her)\s+(?:breasts?|boobs?|chest|bust|nipples?|bra))"
    # the bust, not the length: "the medium barely covered anything up top"
    r"(?!\s+(?:anything|much|me|it\s+all)?\s*(?:up\s+top|on\s+top|in\s+the\s+(?:chest|bust|front)))"
    # not covering it at all, as barely covering it (fit-text-37): "doesn't cover my butt"
    r"|(?:does(?:n'?t|\s+not)|did(?:n'?t|\s+not)|won'?t|wouldn'?t)\s+(?:fully\s+|quite\s+|even\s+)?cover\s+"
    r"(?:my|your|her)\s+(?:butt|bum|bottom|rear|behind|backside)\b"
    r"|(?:shows?|showed|showing|expos(?:es|ed|ing))\s+(?:my|your|her)\s+"
    r"(?:midriff|stomach|belly|tummy|lower\s+back|butt|bum)"
    r"|(?:hits?|falls?|fell|comes?|came|lands?|landed|ends?|ended)\s+(?:me\s+)?(?:\w+\s+){0,3}?(?:higher|shorter)\b"
    # judged too high: "the peplum hits way too high up on the body", "came up weirdly high on
    # me in back" (not a waist said to sit high, a rise or a style: "sits very high")
    # (fit-text-37: nor the waist itself, "the waist comes up too high", "the waistband hits too
    # high": the rise, as "the waist sits too high")
    r"|(?<!\bwaist\s)(?<!\bwaistband\s)(?<!\bwaistline\s)"
    r"(?:hits?|hitting|comes?\s+up|came\s+up|coming\s+up)\s+(?:just\s+|really\s+)?(?:way\s+too|much\s+too|too"
    r"|weirdly|oddly|awkwardly|strangely|unflatteringly)\s+high\b(?![\s-]+(?:waist|rise|on\s+(?:my|the)\s+waist))"
    # "the sleeves are 2-3 inches from my wrist bone", "an inch short of my ankles"
    r"|(?:\d+(?:\s*-\s*\d+)?|an?|one|two|three)\s*(?:\"|''|inch(?:es)?|in\.|cm)\s+(?:short\s+of|above|from)\s+"
    r"(?:my|the)\s+(?:ankles?|ankle\s+bones?)"
    # barely reaching a landmark: "barely goes below the knees", "barely reaches my waist",
    # "the sleeves barely reach my wrists" (not "barely reaches around my waist")
    r"|barely\s+(?:go|goes|went|going|reach|reaches|reached|reaching|hit|hits|hitting|come|comes|came|coming"
    r"|fall|falls|fell|falling)\s+(?:(?:below|past|to|down\s+to|beyond)\s+)?(?:my|the)\s+"
    r"(?:knees?|ankles?|wrists?|waist|waistline|belly\s*button|navel|butt|bum|bottom|mid-?thighs?|calf|calves"
    r"|shins?|hip\s*bones?)(?![\w'-])"
    # a length missed: "i expected a little more length"
    r"|expected\s+(?:a\s+(?:little|bit|lot)\s+|much\s+|some\s+)?more\s+length"
    # ending above a landmark said as falling short ("ends above my ankles", "hits well above
    # my belly button"); "they hit just above the ankle" alone is a position, no label
    r"|(?:(?:end|ends|ended|stops?|stopped)\s+(?:well\s+|just\s+)?|(?:hit|hits|sits?|sat)\s+well\s+)"
    r"(?:above|before|short\s+of)\s+(?:my|the|her|his)\s+"
    r"(?:ankles?|belly\s*button|navel|hip\s*bones?)"
    # a top that ends above, or only at, the top of the trousers worn with it: "the small hit
    # me above my mid-rise jeans", "it came right to the top of my normal jeans"
    r"|(?:end|ends|ended|stops?|stopped|hit|hits|sits?|sat|comes?|came)\s+(?:me\s+)?(?:well\s+|just\s+|right\s+)?"
    r"(?:above|short\s+of|to\s+the\s+top\s+of)\s+(?:my|the|her)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:(?:jeans?|pants|trousers|leggings)(?:\s+waist(?:band|line)?)?|waistband)\b"
    r"(?!\s*,?\s*(?:which|that)\s+(?:is|was)\s+(?:just\s+)?(?:perfect|great|ideal|fine|what))"
    # trousers that end too high: "they were high waters on me", "like capris on me"
    r"|high[\s-]?waters?\b|(?:like|more\s+like)\s+(?:capris|crops|clam\s*diggers)\s+on\s+me"
    # a dress or tunic that is a shirt's length: "the petite looks like a shirt on me"
    r"|(?:looks?|looked|looking)\s+(?:more\s+)?like\s+a\s+(?:shirt|top|blouse)\s+on\s+me\b"
)

# Ending short of the wrist is said of the sleeves whatever the clause names: "the sleeves
# are too short, they stop above the wrist" (no body length).
_SHORT_SLEEVES_EN = (
    r"(?:\d+(?:\s*-\s*\d+)?|an?|one|two|three)\s*(?:\"|''|inch(?:es)?|in\.|cm)\s+(?:short\s+of|above|from)\s+"
    r"(?:my|the)\s+(?:wrists?|wrist\s+bones?)"
    r"|(?:end|ends|ended|stops?|stopped|hit|hits|sits?|sat)\s+(?:well\s+|just\s+)?(?:above|before|short\s+of)\s+"
    # (fit-text-36: no determiner too, "sleeves hit above wrist as well")
    r"(?:(?:my|the|her|his)\s+)?wrists?\b"
)

# A verdict said of a part with no verb, alone on its line (a title: "Tight arms", "Loose
# waist!", "Cute top - snug bust", "Comfy but tight thighs") reads as "tight in the arms"
# (fit-text-29, title). Only the words that are about fit on their own: "narrow shoulders",
# "big arms", "short sleeves" name a body or a style; in running text ("commented on the
# tight chest", "wanted a tighter waist") the words are not alone on their line.
_ALONE_PART = r"bust|chest|bodice|cups?|shoulders?|hips|waist|waistband|arms|sleeves|thighs|calves"
_ALONE_BEFORE = (
    r"(?:(?<![^\n])|(?<=[,;:] )|(?<=[-\u2013\u2014] )|(?<=\bbut )|(?<=\bvery )|(?<=\bsuper )"
    r"|(?<=\breally )|(?<=\bslightly ))"
)


# what may follow the part before the line ends (fit-text-37): another part ("tight hips and
# thighs") or another such verdict ("tight hips, loose waist")
_ALONE_TIGHT = "tight|tighter|snug|snugger"
_ALONE_LOOSE = "loose|looser|baggy|baggier|roomy|roomier"
_ALONE_WORDS = f"{_ALONE_TIGHT}|{_ALONE_LOOSE}"
_ALONE_MORE = (
    rf"(?:\s*(?:,|and|&|but|with)\s+(?:(?:{_ALONE_WORDS}|a\s+bit|a\s+little|very|super|really|slightly)\s+)*"
    rf"(?:the\s+)?(?:{_ALONE_PART}))*"
)


def _part_alone(adjectives: str) -> str:
    """``adjectives`` before a part name that ends its line: "tight arms!!", "snug bust :("."""
    return (
        rf"{_ALONE_BEFORE}(?:{adjectives})"
        rf"(?=\s+(?:the\s+)?(?:{_ALONE_PART}){_ALONE_MORE}[^\w\n]*(?:\n|$))"
    )


# A body the part is cut for (see the phrases with _CUT_PART): bigger or smaller than the
# reviewer's; "for an offensive lineman" is broad in itself
_CUT_PART = r"bust|chest|top|bodice|cups?|shoulders?|hips|waist|arms|sleeves"
_CUT_WHO = r"(?:someone|somebody|a\s+(?:person|woman|lady|girl)|women|people|ladies|girls)"
_CUT_FOR_BIGGER = (
    rf"(?:{_CUT_WHO}\s+(?:with\s+(?:a\s+)?)?(?:much\s+|really\s+|very\s+|way\s+|a\s+lot\s+)?(?:bigger|larger|fuller"
    r"|broader|wider|curvy|curvier|busty|bustier|top[\s-]heavy|well[\s-]endowed)\b"
    r"|an?\s+(?:offensive\s+|nfl\s+)?(?:lineman|linebacker|football\s+player|body\s*builder)\b)"
)
_CUT_FOR_SMALLER = (
    rf"{_CUT_WHO}\s+(?:with\s+(?:a\s+)?)?(?:much\s+|really\s+|very\s+|way\s+|a\s+lot\s+)?(?:smaller|tinier|thinner"
    r"|skinnier|slimmer|narrower|flat[\s-]chested|non-?existent)\b"
)

# Said of the reviewer, not the item (fit-labels.md: the body alone is no signal): "i'm on the
# larger side", "as someone who is on the shorter side"
_NOT_SELF = (
    r"(?<!\bi'm\s)(?<!\bim\s)(?<!\bi\sam\s)(?<!\bbeing\s)(?<!\bwho\sis\s)(?<!\bwho's\s)"
    r"(?<!\bshe's\s)(?<!\bshe\sis\s)(?<!\bi'm\sa\sbit\s)(?<!\bi'm\sa\slittle\s)"
    # other people of a build (fit-text-49): "it may swallow someone on the shorter side"
    r"(?<!\bsomeone\s)(?<!\banyone\s)(?<!\bpeople\s)(?<!\bwomen\s)(?<!\bthose\s)(?<!\bgirls\s)"
)

# The reviewer's own body in sizes is no size choice: "i am two sizes bigger than last year",
# "i was a size smaller before the baby" (fit-labels.md: a description of the body is no
# signal); "i went two sizes bigger" is one.
_NOT_BODY = rf"{_NOT_SELF}(?<!\bi\swas\s)(?<!\bi've\sbeen\s)"
_NOT_BODY_A = r"(?<!\bi'm\sa\s)(?<!\bim\sa\s)(?<!\bi\sam\sa\s)(?<!\bi\swas\sa\s)"

_GARMENT_EN = (
    r"(?:it|they|this|these|the\s+(?:dress|top|shirt|skirt|jacket|coat|sweater|blouse|tee|pants|jeans"
    r"|trousers|shorts|suit|vest|cardigan|jumpsuit|romper|tunic|sweatshirt|hoodie|sleeves|arms|legs"
    r"|body|torso|length|waist|hem|bodice|rise|inseam"
    # the other parts as well (fit-text-37): "the bust could be roomier", "i wish the hips were
    # wider", as "the waist could be roomier" (a wish for more: too tight)
    r"|bust|chest|hips|shoulders|thighs|cups))"
)
# "the shirt itself could be an inch longer": the garment stressed is still the garment
_GARMENT_SELF_EN = _GARMENT_EN + r"(?:\s+(?:itself|themselves))?"
# A size choice said without the word size (fit-text-28, fitverdict): "sized up", and alike
# "ordered up", "order down", "ordering up" ("snug in the bust so i ordered up")
_SIZE_CHOICE_VERB = r"(?:siz(?:e|ed|es|ing)|order(?:ed|ing|s)?)"
# a step for the length or the sleeves alone is that part, not overall: "order up for length,
# down for arm length"
_NOT_FOR_LENGTH = r"(?!\s+for\s+(?:the\s+)?(?:length|arms?|arm\s+length|sleeves?)\b)"
# The item as the subject of a size step is a verdict: "it runs 2 sizes small", "this dress
# is easily two sizes bigger than expected", "sizing is a full size larger"; the reviewer as
# the subject is a choice ("i went 2 sizes bigger", "i ended up a full 2 sizes smaller").
# After a plain copula a size word is a size's name unless compared or judged ("it was a
# size small, not my usual medium"; "it's a size too small").
_STEP_IS = (
    rf"(?:(?:{_GARMENT_EN}|(?:the\s+)?sizing)(?:\s+[a-z]+)?\s+(?:is|was|are|were)|it'?s|they'?re)"
)
# (up to two words before the step, fit-text-41: "is also definitely a size larger")
_STEP_AFTER = rf"\s+(?:\w+\s+){{0,2}}?{SIZE_STEP}\s+"
# what the item itself does to change size; not the reviewer's choice ("i ended up with a size
# larger", "ended up getting a size bigger")
_STEP_GROWN = (
    r"(?:stretch(?:es|ed)?(?:\s+out)?|end(?:s|ed)?\s+up\s+being|became|becomes|grew|grows"
    r"|shr[iau]nk(?:s|en)?)"
)


def _step_verdict(comparative: str, plain: str) -> str:
    """A size step said of the item: "runs 2 sizes small(er)", "is a size too small", "is
    two sizes smaller", "stretched a size bigger"."""
    return (
        rf"{STEP_FIT_VERBS}{_STEP_AFTER}(?:too\s+)?(?:{comparative}|{plain})\b"
        rf"|{_STEP_IS}{_STEP_AFTER}(?:too\s+(?:{plain})|{comparative})\b"
        # the item grown or shrunk by a size (fit-text-33): "they stretch during wear and end
        # up being a size larger", "it stretched a full size bigger", "became a size smaller"
        rf"|{_STEP_GROWN}{_STEP_AFTER}(?:{comparative})\b"
    )


# Wished longer, but of a trim or of time: "i wish the laces were longer", "i wish i kept it
# longer" (a rental)
_NOT_WISHED_LONGER = (
    r"(?:laces?|ties?|straps?|belts?|sash|zipper|zip|fringe|strings?|cords?|pockets?|tassels?|chain"
    r"|necklace|bows?|ribbons?|kept|keep|keeping|rent|rented|renting|wear|wore|worn|wearing|stay"
    r"|stayed|wait|waited|last|lasted"
    # a new clause: "i wish it came in more colors because the longer one is sold out"
    r"|because|since|but|so|though|although|however|while|when|than|as)\b"
)
_WISHED_GAP = (
    r"\s+(?:that\s+)?(?:(?!" + _NOT_WISHED_LONGER + r")[^\s.!?;,]+\s+){1,20}?"
    r"(?:(?:was|were|be|been|is|are)\s+)?"
)
# a closer cut wished ("less boxy", "more fitted"): the garment too loose
_CLOSER_CUT = (
    r"(?:less\s+(?:boxy|baggy|loose|roomy|voluminous|oversized|full|wide|blousy|billowy|tent-?like)"
    r"|more\s+(?:fitted|tailored|tapered|form[\s-]fitting))\b"
)
# the body's or torso's width is no dimension (README): "hoping the body would be more fitted"
_TORSO_WIDTH = r"(?:body|torso|bodice|midsection)\b"
# a hope met is none: "was hoping it would be more fitted, but the small is perfect"
# A feared problem that did not come: "but i didn't have any trouble with that", "no issue".
_NO_TROUBLE = (
    r"(?:(?:did|do|does)(?:n'?t|\s+not)\s+have\s+(?:any|an?)\s+|(?:had|have|has)\s+no\s+|no\s+)"
    r"(?:trouble|problems?|issues?)|(?:not|never)\s+(?:a|an)\s+(?:problem|issue)"
)
_HOPE_MET = (
    r"(?![^.!?;]{0,40}\bbut\b[^.!?;]{0,30}\b(?:perfect|fine|great|ok|okay|good|works?|worked)\b)"
)
# right after "and" / "&" joining it to a wished change before it, with the part named
_JOINED_WISH = (
    r"(?:(?<=\sand\s)|(?<=\s&\s))(?:(?:the|a|its)\s+[\w-]+\s+)?(?:(?:was|were|be|been|is|are)\s+)?"
)
WISH_EN = (
    rf"(?:wish(?:ed)?\s+{_GARMENT_EN}\s+(?:was|were|had\s+been|would\s+be|came|ran)"
    rf"|if\s+only\s+{_GARMENT_EN}\s+(?:was|were)|{_GARMENT_SELF_EN}\s+(?:needed|needs|need)\s+to\s+be"
    # the change needed or made, with the garment after the verb (fit-text-38): "i need them to
    # be longer", "i'd love for it to be longer", "had them altered to be shorter"
    rf"|(?:need|needs|needed|(?:would|i'd|we'd)\s+(?:love|like|prefer)\s+for)\s+(?:{_GARMENT_EN}|them)\s+to\s+be"
    rf"|(?:altered|hemmed|tailored|taken\s+(?:up|in))\s+to\s+be"
    rf"|{_GARMENT_SELF_EN}\s+(?:could\s+(?:use|have\s+been|be)|should\s+(?:be|have\s+been))"
    r"|would(?:\s+have|'ve)?\s+(?:look(?:ed)?|been|be)\s+(?:\w+\s+){0,2}?(?:better|nicer)(?:\s+(?:in|as|with))?"
    # what the reviewer would change: "i would make the sleeves more fitted"
    rf"|(?:would|'d)\s+(?:make|have\s+made)\s+(?:{_GARMENT_EN}|them)"
    # the subject left out: "love it. could be a little longer", "needs to be shorter"
    rf"|{CLAUSE_START}(?:(?:could|should)\s+(?:be|have\s+been)|needs?\s+to\s+be)"
    # a preference: "would have liked it a bit longer", "i'd prefer the sleeves longer",
    # "would be nice if it were longer", "would love it if it were an inch longer"
    rf"|(?:would|i'd|we'd)(?:\s+have|'ve)?\s+(?:(?:liked|like|preferred|prefer)\s+(?:{_GARMENT_EN}|them)(?:\s+to\s+be)?"
    rf"|(?:loved|love)\s+(?:{_GARMENT_EN}|them)\s+to\s+be)"
    # "would be perfect if it were longer", said with "look" or a degree too: "would look so
    # much better if it had been a couple inches longer", "would be nicer if it was longer"
    rf"|would(?:\s+have|'ve)?\s+(?:look(?:ed)?|be|been)\s+(?:\w+\s+){{0,2}}?(?:nice|nicer|better|great|perfect|ideal)"
    rf"\s+if\s+{_GARMENT_EN}\s+(?:was|were|had\s+been)"
    # "i could stand for them to be about an inch longer", "it could stand to be longer"
    rf"|could\s+stand\s+(?:to\s+be|for\s+(?:{_GARMENT_EN}|them)\s+to\s+be)"
    rf"|(?:would|i'd|we'd)(?:\s+have|'ve)?\s+(?:loved|love)\s+(?:it|them)\s+(?:even\s+more\s+)?if\s+{_GARMENT_EN}"
    r"\s+(?:was|were|had\s+been)"
    # any other wish said as a condition (fit-text-48): "i'd be sold on it for sure if it were just
    # a little longer"
    # (not "would have been fine if it was shorter too": no wish)
    rf"|(?:would|i'd|we'd)\s+(?:(?!(?:fine|ok|okay|alright|good)\b)[\w']+\s+){{1,6}}?if\s+{_GARMENT_EN}"
    r"\s+(?:was|were|had\s+been)(?:\s+just)?"
    # kept or bought had it been otherwise (fit-text-41): "i would have kept it if the sides had
    # been an inch longer"
    rf"|(?:would|i'd|we'd)(?:\s+have|'ve)\s+(?:kept|bought|worn|purchased)\s+(?:it|them)\s+if\s+{_GARMENT_EN}"
    r"\s+(?:was|were|had\s+been)"
    # the one change the reviewer would make (fit-text-39): "if i could change one thing, it
    # would be one inch longer", "... it would be to make it longer"
    r"|if\s+i\s+could\s+change\s+(?:one|1|any|a\s+single)\s*thing\s*,?\s+(?:it|that)\s+would\s+be"
    r"(?:\s+to\s+make\s+(?:it|them))?)\s+"
    # the cut wished for (fit-text-38): "it should have been cut a little longer", "could have
    # been made a bit looser"
    r"(?:(?:cut|made)\s+)?"
    rf"{AMOUNT}"
)

# English typed the way shoppers type (fit-text-28, fitform), written back so every rule reads
# it like the words it stands for:
# - contractions without their apostrophe ("im", "ive", "wouldve", "theyre", "isnt", "thats");
#   only those that are no other word ("were", "well", "ill" stay), "its" only before a degree
#   word or a verdict ("its perfect", "its a bit tight"; not "its shape");
# - "lose" for loose after a degree word, a copula or "runs" ("runs a bit lose", "the waist is
#   to lose"; not "lose its shape", "lose weight");
# - "waste" for waist after an article, a possessive or a word for a waist ("tight in the
#   waste", "a tie waste", "the waste band"; not "a waste of money", "what a waste", "don't
#   waste your money");
# - degree words with stretched letters ("soooo long that", "tooo big", "waaay too big");
# - "to" for too before "much fabric / material / room" (fit-text-37: "way to much fabric").
_NOT_TYPED = "do does did is was are were would could should have has had need must ai"
_CONTRACTED = {
    **{w + "nt": w + "n't" for w in _NOT_TYPED.split()},
    "wont": "won't", "cant": "can't", "abit": "a bit", "alittle": "a little",
    "im": "i'm", "ive": "i've", "id": "i'd", "youre": "you're", "theyre": "they're",
    "youve": "you've", "theyve": "they've", "weve": "we've", "wouldve": "would've",
    "couldve": "could've", "shouldve": "should've", "mightve": "might've", "thats": "that's",
    "theres": "there's", "whats": "what's", "hes": "he's", "shes": "she's",
    # a size change written as one word (fit-text-39): "i could have downsized"
    "downsized": "sized down", "downsize": "size down", "downsizing": "sizing down",
    "down sized": "sized down", "upsized": "sized up", "upsize": "size up", "upsizing": "sizing up",
    # a spelling checker's pick (fit-text-41): "it is also defiantly about a size larger"
    "defiantly": "definitely",
}  # fmt: skip
_TYPED_EN = Keyed(
    re.compile(
        r"\b(?:(?P<contracted>" + "|".join(sorted(_CONTRACTED, key=len, reverse=True)) + r")\b(?!')"
        # "its" before a degree word or a verdict, not before a noun ("its shape")
        r"|(?P<its>its)(?=\s+(?:too+|so+|very|wa+y|super|really|a\s+(?:bit|little|tad)|slightly|pretty"
        r"|quite|kinda|kind\s+of|just|not|definitely|perfect|great|fine|true\s+to|tts|tight|loose|big"
        r"|small|large|long|short|huge|snug|roomy|baggy)\b)"
        r"|(?P<lose>lose)\b(?!\s+(?:its?|the|their|my|your|his|her|a|an|some|any|weight|them|shape|much"
        r"|too|\d))"
        r"|(?P<waste>waste)(?=\s*(?:band|line)s?\b|\b(?!\s+of\b))"
        # degree words with stretched letters: "soooo long that", "tooo big", "waaay too big"
        r"|(?P<so>soo+)\b|(?P<too>tooo+)\b|(?P<way>waa+y)\b"
        # "to" for too before an excess of fabric (fit-text-37): "way to much fabric"
        r"|(?P<to>to)(?=\s+much\s+(?:extra\s+)?(?:fabric|material|room|space)\b)"
        # and before a size word after a degree, a garment or "but" (fit-text-38): "way to
        # long", "pants to long", "cute but to short" (not "went from a medium to small")
        r"|(?P<to_size>to)(?=\s+(?:long|short|big|small|tight|loose|large|wide|narrow|snug|baggy)\b)"
        # the fit words misspelt (fit-text-39): "loved the design and legnth", "the length was
        # pefect", "fits prefectly"
        r"|(?P<length>legnth|lenght|legth|lenth|lentgh|lenghth)\b"
        r"|(?P<perfect>pefect|perfet|perfact|prefect|perfct)\b"
        r"|(?P<perfectly>pefectly|perfecly|perfetly|prefectly|perfectley)\b"
        # "dead on" for spot on (fit-text-40): "the fabric, embroidery and sizing are dead on"
        r"|(?P<spot_on>dead[\s-]on)\b(?!\s+arrival))"
    )
)
# the word before "lose" and "waste" when they stand for loose and waist
_BEFORE = {
    "to_size": re.compile(
        r"(?:^|[.!?:;,(]\s*|\b(?:wa+y|far|much|bit|little|tad|just|slightly|but|and|are|is|was|were|r"
        r"|sleeves?|arms?|pants|jeans|legs?|dress|top|skirt|shirt|length|waist|bust|hips|shoulders"
        r"|it|they|them|these|runs?|ran)\s+)$"
    ),
    "lose": re.compile(
        r"\b(?:to+|so+|bit|little|very|super|really|slightly|quite|pretty|kinda|just|more|runs?|ran"
        r"|is|are|was|were|fits?|fitted|feels?|felt)\s+$"
    ),
    "waste": re.compile(
        r"\b(?:the|my|her|high|low|mid|empire|tie|elastic|drop|dropped|natural|cinched|defined|slender"
        r"|small|tiny|narrow|thick|wrong)[\s-]+$"
    ),
}
_MEANT = {
    **{"its": "it's", "lose": "loose", "waste": "waist"},
    **{"so": "so", "too": "too", "way": "way", "to": "too", "to_size": "too"},
    **{"length": "length", "perfect": "perfect", "perfectly": "perfectly", "spot_on": "spot on"},
}


def typed_en(text: str) -> str:
    """``text`` with apostrophes and misspelt fit words written back ("im" -> "i'm")."""
    lower = text.lower()
    if len(lower) != len(text):
        text = lower  # as _aligned does: offsets of both the same
    pieces, pos = [], 0
    for m in _TYPED_EN.finditer(lower):
        group = m.lastgroup
        start, end = m.span()
        before = _BEFORE.get(group)
        if before is not None and not before.search(lower, max(0, start - 16), start):
            continue  # "lose its shape", "a waste of money"
        typed = text[start:end]
        meant = _CONTRACTED[m.group()] if group == "contracted" else _MEANT[group]
        if typed.isupper() and len(typed) > 1:
            meant = meant.upper()
        elif typed[0].isupper():
            meant = meant[0].upper() + meant[1:]
        pieces += (text[pos:start], meant)
        pos = end
    return "".join((*pieces, text[pos:])) if pieces else text


# The rest said to be fine after a complaint, with no fit word (fit-text-42): "slightly tight in
# the arms but otherwise perfect", "needed to be hemmed, otherwise it's perfect!", "lovely
# otherwise" (not "an otherwise great dress" or "otherwise great pants": the item praised).
# Overall 0 only beside a part's verdict (`extract_fit`): "arrived late but otherwise fine" is
# about the parcel.
OTHERWISE_FINE = (
    r"(?:lovely|great|fine|perfect|good)\s+otherwise"
    r"|otherwise,?\s+(?:it'?s\s+|it\s+(?:is|was)\s+|they'?re\s+|they\s+(?:are|were)\s+)?(?:just\s+)?"
    r"(?:perfect|fine|great|lovely)(?=\s*(?:[.!,;:)]|$))"
)

# A size exchanged or returned for another ("had to exchange the S for an M", "returned the
# 10 for an 8", "swapped my 7.5 for an 8", "sent back the large and got a medium"): the
# usual-size rule on the size kept.
EXCHANGE_EN = (
    r"\b(?:exchang(?:e|ed|ing)|swap(?:ped|ping)?|switch(?:ed|ing)?|return(?:ed|ing)?|traded"
    r"|sent\s+(?:it\s+|them\s+|the\s+[\w.]+\s+)?back)\b"
)

# Where a garment ends ("hits at the knee", "covers my butt"), and that position judged right
# just after it ("which is perfect").
_ENDS = (
    r"(?:(?:hits?|hitting|falls?|fell|lands?|landed|ends?|ended|comes?|came|goes|went|stops?|stopped|reaches|reached|sits?|sat"
    # (up to four words between, none a comparative: "goes right to below my knees", not "sits
    # much lower on my waist")
    r"|covers?|covered)\s+(?:me\s+)?(?:(?!(?:lower|higher|longer|shorter|too)\b)[\w'-]+\s+){0,4}?"
    r"(?:knees?|ankles?|calf|calves|mid-?calf|thighs?|mid-?thigh|hips?|hip\s*bones?|waist|waistline|belly\s*button"
    r"|navel|butt|bum|bottom|rear|behind|wrists?|hands?|fingers|floor|ground|shins?|feet|toes))\b"
)
_JUDGED_RIGHT = (
    r"(?:\s+[\w'-]+){0,5}?(?:\s*,?\s*(?:which|that)\s+(?:(?:is|was)\s+(?:just\s+|exactly\s+|so\s+|really\s+)?(?:perfect|great|ideal"
    r"|nice|what\s+i\s+(?:wanted|like|liked))|i\s+(?:really\s+|actually\s+)?(?:love|loved|like|liked|prefer|preferred|adore|adored))\b"
    # "falls right at my ankle, perfect with flats"
    r"|\s*,\s*(?:just\s+)?(?:perfect|great|ideal)\s+(?:for|with)\b)"
)

_ENDING_PARTS = (
    (r"(?:sleeves?|arms)", "sleeves"),
    (r"rise", "rise"),
    (r"(?:waist|waistband|waistline)", "waist"),
)
_ENDING_WORDS = ("sleeves", "sleeve", "arms", "rise", "waist", "waistband", "waistline")

# One praise word over a list of qualities: "perfect color, fit and length"
_PRAISE = (
    r"(?:perfect|great|good|nice|amazing|excellent|fantastic|wonderful|beautiful|lovely"
    r"|gorgeous|awesome)"
)
_AND = r"(?:\s*,|\s+and|\s+&)\s*"

# The size worn named as it is written (fit-text-29, ovsize), shared by the verdicts on a size
# ("the small was perfect", "ordered the 2 and it's just right"): alpha words and codes,
# numbers and number words ("the two", like "the 2"), the line before or after it ("the
# petite x-small", "xs petite", "0p", "the xxsp", "the pxs", "the regular 4", "the 4r", "the
# medium tall"). Letters alone are read by each rule with a cue of its own (an article,
# "ordered").
_SIZE_NAMED_EN = (
    r"(?:(?:petite|regular)\s+)?"
    r"(?:(?:xx|x|extra)[\s-]?(?:small|large)|small|medium|large|xx?s|xx?l|s|m|l|\d{1,2}(?:\.5)?r?"
    r"|zero|two|four|six|eight|ten|twelve|fourteen|sixteen|p(?:xxs|xs|xl|s|m|l))"
    r"(?:p(?![\w'])|\s+(?:petite|regular|tall|long|short)\b)?"
)
# The size worn judged right as a whole: "was perfect", "is just right", "was the right
# choice", "is a perfect fit" (shared by the size named and "ordered the X and it's ...").
_SIZE_RIGHT_EN = (
    r"(?:just\s+|absolutely\s+|simply\s+)?(?:perfect|great|just\s+right|spot[\s-]on|ideal"
    r"|the\s+(?:best|right)\s+(?:fit|size|choice)|a\s+(?:perfect|great)\s+fit)"
    # right for one part of the reviewer's is that part's (fit-text-39): "the large was perfect
    # for my bust"
    r"(?!\s+(?:for|on|around|across|in)\s+my\s+(?:waist|waistline|shoulders?|bust|boobs|breasts|chest"
    r"|hips?|thighs?)\b)"
)

# A size word after "fits": "fits just a bit loose", "fit a little big" (the fit it has, a
# verdict of its own)
_FITS_SIZED = (
    r"\s+(?:me\s+)?(?:just\s+|still\s+|also\s+)?(?:(?:a\s+)?(?:bit|little|tad)\s+|slightly\s+|very\s+|kind\s+of\s+"
    r"|somewhat\s+|rather\s+)?(?:loose(?:ly)?|big|large|tight(?:ly)?|small|snug(?:ly)?|baggy|roomy|short|long)\b"
)
# "fit and flare" names a cut, not a verdict on the fit ("love the fit and flare")
_NOT_FLARE = r"(?![\s-]+(?:and|an|&|n'?|'n'?)[\s-]+flare)"  # ("fit an flare", fit-text-42)
# an item of a list ("color", "drop waist") and its separator, the article after it
# ("color, ", "fabric, and the ", "style & ")
_ITEM = r"[\w-]+(?:\s+[\w-]+)?"
_LISTED = r"(?:\s*,(?:\s*(?:and|&))?|\s+and|\s+&)\s*(?:the\s+)?"
# the fit named in a list as a thing liked, not judged after it ("the fit is odd") nor one
# part's ("the fit at the hips")
_FIT_LISTED_ONLY = (
    r"(?!\s+(?:is|was|are|were|isn't|wasn't|seems?|seemed|could|can|in|at|around|across|through)\b)"
)

# The usual size, or another one, said to have fit too: a size change is then no verdict and
# the item fits as usual (overall 0): "sized up to a 6 due to the reviews ... a 4 would have fit
# as well", "ordered up a size after reading other reviews. my normal size would have been fine"
OTHER_SIZE_FITS_TOO = (
    r"(?<![\w'])(?:(?:my|your)\s+(?:normal|usual|regular|typical|true|standard)\s+size(?:\s+\w+)?"
    r"|(?:a|an|the)\s+(?:size\s+)?(?:xx?s|xx?l|s|m|l|\d{1,2}p?|small|medium|large|x-?small|x-?large"
    r"|extra[\s-](?:small|large))(?:\s+petite)?)\s+(?:(?:probably|prob|likely|also|still|definitely|easily)\s+)?"
    r"(?:would|could)(?:'ve|\s+have)\s+(?:(?:probably|prob|likely|also|still|definitely|easily)\s+)?"
    r"(?:fit|worked|been\s+(?:fine|ok|okay|good|great|perfect))"
    r"(?:\s+(?:as\s+well|too)\b|,?\s*too\b|(?<=fine|okay|good)|(?<=\bok))"
    r"(?!\s+(?:if|but|except))"
)

ADJECTIVES: tuple[Adjective, ...] = (
    Adjective(
        # (fit-text-37: "tightly" as "snugly", "fits tightly across the chest")
        ("tight", "tighter", "snug", "snugger", "snugly", "tightly", "skintight", "skin-tight"),
        TIGHT,
        alone=True,
    ),
    Adjective(("small", "smaller", "tiny", "skimpy", "constricting", "restrictive"), TIGHT),
    Adjective(("short", "shorter"), TIGHT, "length"),
    Adjective(("narrow", "narrower"), TIGHT, "width"),
    Adjective(
        (
            "baggy",
            "baggier",
            "gappy",
            "roomy",
            "roomier",
            # (fit-text-48) typed "roomie"
            "roomie",
            "loose",
            "looser",
            "huge",
            "enormous",
            "humongous",
            "gigantic",
            "ginormous",
        ),
        LOOSE,
        alone=True,
    ),
    Adjective(("big", "bigger", "large", "larger", "generous", "giant", "massive", "slack"), LOOSE),
    Adjective(
        (
            "oversized",
            "oversize",
            "boxy",
            "flowy",
            "slouchy",
            "billowy",
            "voluminous",
            "full",
            "fuller",
            # (fit-text-41: "the sleeves are just a little too puffy")
            "puffy",
            "poofy",
            "blousy",
            "blousey",
            # (fit-text-48: "boxier than i would have liked")
            "boxier",
        ),
        LOOSE,
        judged=True,
    ),
    Adjective(("cropped",), TIGHT, "length", judged=True),
    Adjective(("long", "longer", "lengthy", "overlong", "over-long"), LOOSE, "length"),
    Adjective(("wide", "wider"), LOOSE, "width"),
    Adjective(("low", "lower"), TIGHT, "rise", needs_dimension=frozenset({"rise"})),
    Adjective(("high", "higher"), LOOSE, "rise", needs_dimension=frozenset({"rise"})),
    Adjective(("broad", "broader"), LOOSE, needs_dimension=frozenset({"shoulders"})),
    # "slim" is a cut ("slim pants") except said of the arms: "the arms are very slim"
    Adjective(("slim", "slimmer", "skinny"), TIGHT, needs_dimension=frozenset({"sleeves"})),
)

# After "went up / down to": where a hem or a sleeve reaches is no size step (fit-text-41: "the
# petite small went down to my ankles", "the sleeves go down to the middle of my hands").
_NOT_TO_A_PLACE = (
    r"(?!\s+(?:my|her|his|your|mid|just|about|right)\b|\s+the\s+(?:floor|ground|knees?|ankles?|calf|calves"
    r"|waist|hips?|thighs?|elbows?|wrists?|shins?|feet|toes|middle)\b)"
)

# The wearer a cut was made for, before a comparative part (fit-text-41): "meant for someone
# with a smaller butt"
_MADE_FOR_SOMEONE_WITH = (
    rf"(?:{'|'.join(MADE_FOR_VERBS)})\s+for\s+(?:someone|somebody|a\s+(?:woman|person|girl|lady)"
    r"|women|people|ladies|girls)\s+with\s+(?:a\s+)?(?:much\s+|slightly\s+|a\s+(?:bit|little)\s+)?"
)

# At one text position the first listed phrase wins: wishes first ("wish it were longer"
# is short, not the comparative alone), then verdicts that contain advice words ("fällt
# eine Nummer größer aus" is a verdict, not the advice "eine Nummer größer").
PHRASES: tuple[Phrase, ...] = (
    # a bra band riding up is too loose (the band is the bra's size: overall), not a top
    # riding up: "the band rides up in the back"
    Phrase(
        r"\bband\s+[^.!?;\n]{0,40}?\b(?:rides?|rode|riding)\s+up\b", LOOSE, "overall", True, 0.7
    ),
    # a part included in the verdict: "the 0p fits perfectly, length and all", "fits great,
    # including the sleeves", "fit well, even in the shoulders" (that part fits too, and the
    # whole; first, so the verdict alone does not take the match)
    *(
        Phrase(
            r"(?:fits?|fitted|fitting)\s+(?:me\s+)?(?:just\s+|really\s+|so\s+)?(?:perfectly|perfect"
            r"|great|well|beautifully|nicely|fine|wonderfully)\s*,?\s*(?:(?:the\s+)?"
            + part
            + r"\s+(?:and\s+all|included|too)|(?:including|incl\.?|even)\s+"
            r"(?:in\s+|at\s+|across\s+|through\s+)?(?:the\s+)?" + part + r")\b",
            NEUTRAL,
            dimension,
            True,
            0.75,
            also_overall=True,
        )
        for part, dimension in (
            (r"length", "length"),
            (r"(?:sleeves?|arms|sleeve\s+length)", "sleeves"),
            (r"(?:waist|waistband)", "waist"),
            (r"shoulders?", "shoulders"),
            (r"bust", "bust"),
            (r"chest", "chest"),
            (r"hips?", "hips"),
        )
    ),
    # (fit-text-39) a size or the garment right for one part of the reviewer's: "the large was
    # perfect for my bust", "just right on my hips" (as "fits perfectly in the bust")
    *(
        Phrase(
            r"(?<!too\s)(?:perfect(?:ly)?|just\s+right|ideal)\s+(?:for|on|around|across|in)\s+my\s+"
            + part
            + r"\b",
            NEUTRAL,
            dimension,
            True,
            0.7,
        )
        for part, dimension in (
            (r"(?:waist|waistline)", "waist"),
            (r"shoulders?", "shoulders"),
            (r"(?:bust|boobs|breasts)", "bust"),
            (r"chest", "chest"),
            (r"hips?", "hips"),
            (r"thighs?", "thigh"),
        )
    ),
    # "the size chart is accurate", "sizing chart was spot on": fits as the chart says
    Phrase(
        r"(?:size|sizing)\s+(?:chart|guide)\s+(?:is|was)\s+(?:\w+\s+)?(?:accurate|spot[\s-]on|correct|reliable"
        r"|right)\b",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    # close but not tight is a close fit as designed (0) of the part named: "the arms are snug
    # but not uncomfortable", "form-fitting around the hips but not tight", "fitted to my
    # chest, but not in an uncomfortable way" (before the wishes: "and more form-fitting ..." is
    # no wish joined to another)
    Phrase(
        r"(?:more\s+)?(?:fitted|form[\s-]?fitting|close[\s-]fitting|figure[\s-]hugging|snug)\s*"
        r"(?:(?:in|at|around|across|through|to|on)\s+(?:the\s+|my\s+)?[\w-]+(?:\s+area)?\s*)?,?\s*\(?\s*"
        r"but\s+not\s+(?:(?:too|overly)\s+(?:tight|snug)|tight|uncomfortabl[ey]|in\s+an\s+uncomfortable\s+way"
        r"|constricting|restrictive|clingy|confining|suffocating)\b",
        NEUTRAL,
        confidence=0.65,
    ),
    *wishes(
        WISH_EN,
        "",
        r"longer",
        r"shorter",
        rf"(?:bigger|larger|looser|roomier|wider|{_LESS_FITTED})",
        r"(?:smaller|tighter|more\s+fitted|more\s+tapered|narrower|slimmer"
        r"|less\s+(?:boxy|baggy|loose|roomy|voluminous|oversized|blousy|billowy))",
    ),
    # a wish for a closer cut further off in the wish ("was hoping the top would be more
    # fitted", "would have given more stars if it was less boxy"): the whole too loose (a part
    # right after it is the next wish's: "more fitted and the sleeves shorter"); not over a
    # wished length, read by itself (a hope met is none, as below; "to make it less boxy" is
    # no wish)
    Phrase(
        r"(?:wish(?:ed)?|(?:was|were|am|are|had\s+been)\s+hoping|hoped"
        r"|would\s+(?:have\s+)?(?:given|give|get)\s+(?:it\s+|this\s+|that\s+)?(?:more|another|an\s+extra|a\s+\w+|\w+)"
        r"\s+stars?\s+if)"
        r"\s+(?:that\s+)?(?:(?!"
        + _NOT_WISHED_LONGER
        + r"|longer|shorter|"
        + _TORSO_WIDTH
        + r")[^\s.!?;,]+\s+){1,20}?"
        r"(?:(?:was|were|be|been|is|are)\s+)?" + AMOUNT + _CLOSER_CUT + _HOPE_MET,
        LOOSE,
        "overall",
        True,
        0.7,
        wish=True,
    ),
    # a second wished change joined to a wish ("i wish it were longer and less boxy", "hoping
    # the top would be more fitted and the bottom a little longer"): wished too
    Phrase(
        r"(?!(?:the|its)\s+"
        + _TORSO_WIDTH
        + r")"
        + _JOINED_WISH
        + AMOUNT
        + _CLOSER_CUT
        + _HOPE_MET,
        LOOSE,
        "overall",
        True,
        0.7,
        wish=True,
        after_wish=True,
    ),
    Phrase(
        _JOINED_WISH + AMOUNT + r"longer\b(?!\s+than\b)" + _HOPE_MET,
        TIGHT,
        "length",
        confidence=0.7,
        wish=True,
        after_wish=True,
    ),
    # a wish for more length further off in the wish, through what else is wished ("i wish the
    # front had a little more to it or was a tad longer", "was hoping the top would be more
    # fitted and the bottom a little longer", "i wish i had sized up for a little more length")
    # (a hope met is none: "i was hoping it would be longer, but it's fine")
    *(
        Phrase(
            wish
            + _WISHED_GAP
            + AMOUNT
            # longer said of the garment, or the length wanted ("sized up for a longer length"),
            # not a longer version named ("wish it was in stock in the longer length")
            + r"(?:longer\b"
            + r"(?!\s+(?:version|one|style|cut|option|size|length|colou?r|line|model)s?\b)"
            + r"|(?<=for\s)(?:a\s+)?(?:(?:little|bit|tad|touch)\s+)?longer\s+length\b"
            + r"|(?<=more\s)length\b|extra\s+length\b)"
            + met,
            TIGHT,
            "length",
            confidence=0.7,
            wish=True,
        )
        for wish, met in (
            (r"wish(?:ed)?", ""),
            # (fit-text-50) more length expected than had: "i expected it to be longer"
            (
                r"(?<!\bthan\s)(?<!\bthan\si\s)(?<!\bas\si\s)(?<!\bthan\swe\s)"
                r"(?:expected|(?:was|were|am|are|had\s+been)\s+expecting)"
                r"(?=\s+(?:it|them|this|these|the|my)\s)",
                r"(?![^.!?;]{0,40}\bbut\b[^.!?;]{0,30}\b(?:perfect|fine|great|ok|okay|good|works?|worked)\b)",
            ),
            (
                r"(?:(?:was|were|am|are|had\s+been)\s+hoping|hoped)",
                r"(?![^.!?;]{0,40}\bbut\b[^.!?;]{0,30}\b(?:perfect|fine|great|ok|okay|good|works?|worked)\b)",
            ),
        )
    ),
    # a length preferred, named as a noun (fit-text-30, len): "would have liked to see this in a
    # longer length", "i'd have preferred a slightly shorter length" (not an option wished for:
    # "would love a longer length option")
    *(
        Phrase(
            r"(?:would|i'd|we'd)(?:\s+have|'ve)?\s+(?:liked|preferred|loved|like|prefer|love)\s+"
            r"(?:to\s+see\s+(?:it|this|them|these)\s+(?:in|with)\s+)?"
            + AMOUNT
            + comparative
            + r"\s+length\b(?!\s+(?:option|version|available|offered|too)\b)",
            direction,
            "length",
            confidence=0.7,
            wish=True,
        )
        for comparative, direction in (("longer", TIGHT), ("shorter", LOOSE))
    ),
    # a length feared and then found right: "i was worried it would be too long but with
    # heels it's perfect", "worried about the length of the torso, but the xs still worked",
    # "worried about the back being too long for my body shape, but it works great", "concerned
    # because some said it ran short there, but i didn't have any trouble with that"
    Phrase(
        r"(?:worried|afraid|concerned|nervous|scared|feared)\s+(?:that\s+|about\s+)?"
        r"(?:[^\s.!?;]+\s+){0,8}?(?:length|too\s+long(?!\s+(?:to|time|wait)\b)|long(?!\s+(?:to|time|wait|for)\b)"
        r"|short|hem(?:med)?)\b"
        r"[^.!?;]{0,120}?\bbut\s+"
        r"(?:(?!(?:too|long|longer|short|shorter|tight|loose|big|small|not|n't)\b)[^\s.!?;]+\s+){0,10}?"
        rf"(?:perfect|perfectly|fine|great|ok|okay|good|worked|works|work|right|{_NO_TROUBLE})\b",
        NEUTRAL,
        "length",
        confidence=0.7,
        wish=True,
    ),
    # a size word feared and then denied: "worried these would be too tight around the hips,
    # but they aren't" (that part fits; the whole when no part is named)
    Phrase(
        r"(?:worried|afraid|concerned|nervous|scared|feared)\s+(?:that\s+)?(?:it|they|these|this|the\s+\w+)\s+"
        r"(?:would|might|will|could)\s+(?:be\s+|run\s+|fit\s+)?(?:(?:too|a\s+bit|a\s+little|very|so)\s+)*"
        r"(?:tight|snug|small|loose|big|baggy|large)\b(?:\s+(?:in|around|through|across|at|on)\s+(?:the|my)\s+[\w/]+)?"
        r"\s*,?\s+but\s+(?:it|they|this|these|that|it's|they're)\s*(?:is|are|was|were)?(?:n't|\s+not)"
        r"(?=\s*[.!,;)]|\s*$)",
        NEUTRAL,
        confidence=0.7,
        wish=True,
    ),
    # a rise wished higher is too low, and lower too high (fit-text-37): "the rise could be
    # higher", "i wish the rise was a bit lower" (not the adjective: "the rise is higher")
    Phrase(
        rf"(?:wish(?:ed)?\s+the\s+rise\s+{_ON_THESE}(?:was|were|had\s+been|would\s+be)|the\s+rise\s+(?:could|should)"
        rf"(?:\s+have)?\s+(?:be|been))\s+{AMOUNT}higher\b",
        TIGHT,
        "rise",
        True,
        0.7,
        wish=True,
    ),
    Phrase(
        rf"(?:wish(?:ed)?\s+the\s+rise\s+{_ON_THESE}(?:was|were|had\s+been|would\s+be)|the\s+rise\s+(?:could|should)"
        rf"(?:\s+have)?\s+(?:be|been))\s+{AMOUNT}lower\b",
        LOOSE,
        "rise",
        True,
        0.7,
        wish=True,
    ),
    # a waist wished higher on a high-waisted cut is a rise too low (fit-text-41): "they're not
    # quite as high waisted as i would like", "i wish they were more high-waisted"
    Phrase(
        r"(?:not|n't)\s+(?:quite\s+|nearly\s+)?(?:as|so)\s+high[\s-]?waisted\s+as\s+(?:i|i'd|i\s+would|i'?ve)\b"
        r"|wish(?:ed)?\s+(?:they|it|these)\s+(?:was|were|had\s+been|would\s+be)\s+(?:a\s+(?:bit|little|tad)\s+)?"
        r"(?:more\s+high|higher)[\s-]?waisted\b",
        TIGHT,
        "rise",
        True,
        0.7,
        wish=True,
    ),
    # the condition first (fit-text-37): "if it were a bit longer it would be perfect", as "it
    # would be perfect if it were longer"
    *wishes(
        rf"(?<![\w'])if\s+{_GARMENT_EN}\s+(?:was|were|had\s+been)\s+{AMOUNT}",
        r"(?:\s*,)?\s+(?:it|they|this|that|these|the\s+\w+)(?:'d|\s+would)\s+(?:be|look|have\s+been"
        r"|have\s+looked)\s+(?:\w+\s+)?(?:better|nicer|cuter|perfect|ideal|great|amazing|flawless)\b",
        r"longer",
        r"shorter",
        r"(?:bigger|larger|looser|roomier|wider)",
        r"(?:smaller|tighter|narrower|slimmer)",
    ),
    # the other way round: "3\" shorter would be cute", "a bit longer would be better"; not a
    # wish phrase, so a reader condition before it still holds ("if you're petite, ...")
    *(
        dataclasses.replace(p, wish=False)
        for p in wishes(
            AMOUNT,
            # the part between (fit-text-38): "an inch longer in the sleeves would be perfect"
            r"(?:\s+(?:in|through|at)\s+the\s+[\w-]+)?"
            r"\s+would\s+(?:be|look|have\s+been|have\s+looked)\s+(?:\w+\s+)?"
            r"(?:better|nicer|nice|cuter|cute|perfect|ideal|great)\b(?!\s+(?:for|if|on)\b)",
            r"longer",
            r"shorter",
            r"(?:bigger|larger|looser|roomier|wider)",
            r"(?:smaller|tighter|narrower|slimmer)",
        )
    ),
    Phrase(
        r"(?:go|went|going|size|sized|sizing|order|ordered|move|moved)\s+up\s+(?:a|one)\s+cup"
        r"|(?:a|one)\s+cup\s+(?:size\s+)?(?:up|bigger|larger)|(?:bigger|larger)\s+cups?\s+size",
        TIGHT,
        "bust",
        True,
        0.8,
        also_overall=True,
    ),
    Phrase(
        r"(?:go|went|going|size|sized|sizing|order|ordered|move|moved)\s+down\s+(?:a|one)\s+cup"
        r"|(?:a|one)\s+cup\s+(?:size\s+)?(?:down|smaller)|smaller\s+cups?\s+size",
        LOOSE,
        "bust",
        True,
        0.8,
        also_overall=True,
    ),
    Phrase(
        r"(?:go|went|going|sized?|order|ordered|get|got|moved?)\s+up\s+(?:half\s+a|a\s+half)\s+size"
        r"|half\s+a\s+size\s+(?:up|bigger|larger)|half\s+size\s+(?:up|bigger|larger)"
        # the size left out: "sized half up", "went a half up"
        r"|(?:went|go|going|sized?|ordered|order|got|get)\s+(?:a\s+)?half\s+up\b"
        r"|(?:went|go|going|gone|moved?|sized|size|bump(?:ed)?|jump(?:ed)?|stepped)\s+up\s+to\b"
        rf"{_NOT_TO_A_PLACE}"
        r"|(?:needed|need|needs)\s+(?:a|the)\s+(?:bigger|larger)\b"
        r"|should(?:'ve|\s+have)\s+(?:got|gotten|ordered|bought|gone)\s+(?:a|the|with\s+the)\s+(?:bigger|larger)\b"
        r"|(?:needed|need)\s+to\s+size\s+up",
        TIGHT,
        "overall",
        True,
        0.8,
    ),
    Phrase(
        r"(?:go|went|going|sized?|order|ordered|get|got|moved?)\s+down\s+(?:half\s+a|a\s+half|half)\s+size"
        r"|half\s+a\s+size\s+(?:down|smaller)|half\s+size\s+(?:down|smaller)"
        r"|(?:went|go|going|sized?|ordered|order|got|get)\s+(?:a\s+)?half\s+down\b"
        r"|(?:went|go|going|gone|moved?|sized|size|bump(?:ed)?|jump(?:ed)?|stepped)\s+down\s+to\b"
        rf"{_NOT_TO_A_PLACE}"
        r"|(?:should(?:'ve|\s+have)|could(?:'ve|\s+have))\s+(?:got|gotten|ordered|bought)\s+(?:a|the)\s+(?:smaller|\d)"
        r"|(?:needed|need|needs)\s+(?:a|the)\s+smaller\b",
        LOOSE,
        "overall",
        True,
        0.8,
    ),
    Phrase(
        # not the near end of a range: "runs true to size to a little big" leans big
        # (not the reviewer's own size, fit-text-41: "i am a pretty true to size small")
        r"(?<!\bi\sam\sa\s)(?<!\bi'm\sa\s)(?<!\bi\sam\sa\spretty\s)(?<!\bi'm\sa\spretty\s)"
        r"(?:(?<!not )(?<!n't )true\s+to\s+(?:size|fit|sice|szie|sze)|\btts\b"
        # not the colours: "the colors run true to the photos"
        r"|runs?\s+true(?!\s+to\s+(?:the\s+)?(?:photos?|pictures?|pics?|colou?rs?|description|images?|screen))"
        # the whole phrase, so a part after it is read: "runs true to size in the hips"
        r"(?:\s+to\s+(?:size|fit)(?!\s*(?:to|or|and|-|/)\s+(?:a\s+)?(?:little|bit|tad|slightly)?\s*(?:big|large|small)))?)"
        r"(?!\s+to\s+(?:size|fit)\s*(?:to|or|and|-|/)\s+(?:a\s+)?(?:little|bit|tad|slightly)?\s*(?:big|large|small))"
        + NOT_A_RANGE,
        NEUTRAL,
        "overall",
        False,
        0.85,
    ),
    Phrase(
        r"(?:fits?|fitted)\s+(?:me\s+|him\s+|her\s+|them\s+|us\s+|(?:my|his|her)\s+"
        # the figures before the frame (fit-text-33): "fit my 5'5\", 125 lb frame perfectly"
        r"(?:\d[\d'\".]*\s*(?:lbs?|pounds|#)?\s*,?\s+){0,2}"
        # (a word before it, fit-text-48: "fit my hourglass shape perfectly", "my curvy figure";
        # two, fit-text-49: "fits my tall curvy frame perfectly")
        r"(?:[a-z-]+\s+){0,2}?"
        r"(?:daughter|son|husband|wife|mom|mother|dad|father|sister|brother"
        r"|boyfriend|girlfriend|partner|friend|kid|child|niece|nephew|teen|baby|toddler|mum|body(?:\s+type)?|frame|figure"
        r"|shape|curves|build)\s+(?:(?:and|&)\s+(?:[\w-]+\s+)?(?:build|frame|figure|shape|curves)\s+)?)?"
        # any degree before the praise (fit-text-28, fitverdict): "fits quite well", "fit me
        # extremely well", "fit pretty well" read like "fits really well"
        rf"(?:(?:just|absolutely|exactly|{DEGREE_MEDIUM}|{DEGREE_STRONG}|fairly|reasonably|remarkably|surprisingly"
        # all but (fit-text-40): "it fit pretty much perfectly", "fits almost perfectly"
        r"|almost|nearly|pretty\s+much|basically|practically|just\s+about|virtually)\s+)?"
        r"(?:perfectly|perfect|great|well|nicely|fine|beautifully|wonderfully|comfortably|just\s+right|likes?\s+a\s+glove"
        r"|to\s+a\s+t(?:ee)?|(?:as|like)\s+(?:i\s+)?(?:had\s+)?(?:expected|hoped|wanted|want|anticipated)"
        r"|(?:as|like)\s+(?:it|they)\s+should"
        r"|impeccably|flawlessly|excellent(?:ly)?|fantastic(?:ally)?|awesome"
        # more praise words, adverb or adjective, as "fits beautifully" (fit-text-29, ovneu):
        # "fits lovely", "fit gorgeously", "fits fabulous", "fits superbly", "fits wonderful"
        r"|lovely|gorgeous(?:ly)?|fabulous(?:ly)?|superb(?:ly)?|terrific(?:ally)?|wonderful|beautiful"
        r"|incredibl[ey]|marvel+ous(?:ly)?"
        r"|as\s+expected|as\s+described|as\s+advertised|(?:as|like)\s+pictured|(?:as|like)\s+shown(?:\s+in\s+the\s+(?:pictures?|photos?|pics?|images?))?|amazing(?:ly)?|ok|okay|good"
        # like the photos, as "as pictured" (fit-text-29, ovneu): "fits exactly like the picture",
        # "fit as in the photo", "fits like in photos", "fits just as the photo shows"
        r"|(?:like|as)\s+(?:in\s+|on\s+)?(?:the\s+)?(?:pictures?|photos?|pics?|images?)(?:\s+shows?)?"
        # the plain adjective for the adverb (fit-text-27, fitovr3): "the top fits nice", "fits
        # very nice"; not a liked looseness ("fits nice and loose")
        r"|nice(?!\s+and\s+(?:loose|roomy|big|baggy|snug|tight|fitted|long|short|flowy|slouchy|oversized"
        r"|relaxed|boxy|wide|slim|stretchy)\b)"
        # "fits true to size in the shoulders": the whole phrase, so the part after it is read
        r"|like\s+a\s+(?:dream|charm)|to\s+size|true(?:\s+to\s+(?:size|fit))?"
        # "fits like it was made for me", "fit like it was tailored for me"
        r"|(?:like|as\s+if)\s+(?:it|they)\s+(?:was|were)\s+(?:made|tailored|designed|custom\s+made)"
        r"\s+(?:just\s+|specifically\s+|especially\s+)?for\s+me)\b"
        r"|sized\s+(?:just\s+)?(?:right|perfectly|well|correctly|accurately)"
        # not a counterfactual or a wish: "had these fit", "if it fit", "wish they fit"
        # "the way (that) it fit" is read with the verb before it, below (fit-text-27, fitovr3)
        r"|(?<!\bhad\s)(?<!\bif\s)(?<!\bwish\s)(?<!\bhope\s)(?<!\bunless\s)(?<!\bhow\s)(?<!\bway\s)(?<!\bway\sthat\s)"
        r"(?:it|they|this(?:\s+\w+)?|these(?:\s+\w+)?|mine|the\s+(?:shirt|top|dress|skirt|jacket|coat|sweater"
        r"|blouse|tee|pants|jeans|trousers|shorts|suit|vest|cardigan|jumpsuit|romper|bra|swimsuit|bikini"
        # the size worn however written (fit-text-29, ovsize): "the two fits", "the xs petite fits"
        rf"|tank|tunic|sweatshirt|hoodie|leggings|size\s+\w+|\w+\s+size|{_SIZE_NAMED_EN}"
        # bare, or bare but for "me": "the small fit me, a usual size 6", "it fit me, even though
        # i'm tall" (fit-text-26, fitmine2); not "no idea how it fit me" (above); "not only"
        # adds ("it not only fit, it looks great": fit-text-29, ovcmp)
        # or with an auxiliary (fit-text-31): "i ordered a size s and it did fit", "otherwise
        # it seems to fit"
        r"|petite))\s+(?:not\s+only\s+|(?:did|does|do|seems?\s+to|seemed\s+to)\s+)?(?:fits?|fitted)"
        r"(?:\s+me)?\s*"
        r"(?=[,.!;]|\s+(?:but|and|though|however)\b|$)"
        # how it fits, the one subject for "how" and "the way", a noun after the pronoun or not
        # (fit-text-31): "love how they fit", "love the way these fit", "liked the way the
        # medium fit"
        # (fit-text-33) content with it too, after another thing liked: "happy with how it fits
        # me", "love the material and the way they fit"
        # (not "like" as a preposition, fit-text-42: "i felt like the fit was not flattering")
        r"|(?<!\bfelt\s)(?<!\bfeel\s)(?<!\bfeels\s)(?<!\blook\s)(?<!\blooks\s)(?<!\blooked\s)"
        r"(?<!\bseems\s)(?<!\bseemed\s)"
        r"(?:love|loved|like|liked|(?:happy|pleased|satisfied|thrilled)\s+with)\s+"
        r"(?:the\s+[\w-]+\s+(?:and|&)\s+(?=how\s|the\s+way\s))?(?:the\s+fit|(?:how\s+|the\s+way\s+(?:that\s+)?)"
        r"(?:it|they|(?:this|these|those|the)(?:\s+[\w-]+)??)\s+(?:fits|fit|fitted)(?:\s+me)?)\b"
        + _NOT_FLARE
        + r"|(?:happy|pleased|satisfied|thrilled|impressed|in\s+love)\s+with\s+"
        r"(?:the\s+)?(?:fit|sizing)\b",
        NEUTRAL,
        confidence=0.7,
    ),
    # content with the length, or with the length and the fit: "am happy with the length and
    # fit" (length and overall), "happy with the length"
    Phrase(
        r"(?:happy|pleased|satisfied|content|thrilled)\s+with\s+(?:the\s+)?(?:length\s+(?:and|&)\s+(?:the\s+)?fit"
        r"|fit\s+(?:and|&)\s+(?:the\s+)?length)\b",
        NEUTRAL,
        "length",
        True,
        0.75,
        also_overall=True,
    ),
    Phrase(
        r"(?:happy|pleased|satisfied|content|thrilled)\s+with\s+(?:the\s+)?(?:[\w-]+\s+(?:and|&)\s+)?length\b",
        NEUTRAL,
        "length",
        True,
        0.75,
    ),
    # hugging where it should is a fit verdict: "this hugged in all the right places"; so is
    # hitting or fitting there (fit-text-30, len: no length): "the cut hits in the right
    # places", "it fits in all the right places", "hugs your body in all the right places"
    Phrase(
        r"(?<!n't\s)(?<!not\s)(?:hug(?:s|ged|ging)?|hits?|hitting|fits?|fitted|fitting"
        # falling or clinging there too (fit-text-39): "it falls perfect in all the right places"
        r"|falls?|fell|falling|clings?|clung|clinging)\s+"
        r"(?:me\s+|you\s+|(?:my|your|her|the)\s+(?:body|curves|figure)\s+)?"
        r"(?:(?:just\s+)?(?:perfect(?:ly)?|nicely|beautifully|well)\s+)?in\s+(?:all\s+)?"
        r"(?:of\s+)?the\s+right\s+(?:places|spots)",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    # a position judged right is a length that fits (fit-labels.md: a neutral position has no
    # label unless judged): "it covers my butt, which is perfect", "the sleeves hit at the
    # wrist which is great" (the part said to end there: sleeves, rise, waistband)
    *(
        Phrase(rf"{part}\s+(?:{_ENDS}){_JUDGED_RIGHT}", NEUTRAL, dimension, True, 0.7)
        for part, dimension in _ENDING_PARTS
    ),
    Phrase(
        "".join(rf"(?<!{w}\s)" for w in _ENDING_WORDS) + rf"(?:{_ENDS}){_JUDGED_RIGHT}",
        NEUTRAL,
        "length",
        True,
        0.7,
    ),
    # the usual size worked (fit-text-25, fitmine): "i wore my usual size without issues", "my
    # usual size, in regular length, and it was fine" (overall 0; not "it wasn't great", not a
    # part: "fine in the shoulders")
    Phrase(
        r"my\s+(?:usual|normal|regular|typical|standard|go-to)\s+size\b[^.!?;]{0,40}?"
        r"(?:\bwithout\s+(?:any\s+)?(?:issues?|problems?)\b"
        r"|\b(?:it|they)\s+(?:was|were|is|are)\s+(?:just\s+)?(?:fine|perfect|great|good)\b"
        r"(?!\s+(?:in|through|across|around|at|on\s+(?:the|top))\b))",
        NEUTRAL,
        "overall",
        True,
        0.75,
    ),
    # the rise liked: "i love the rise", "love the rise on these" (rise 0)
    Phrase(
        r"(?:love|loved|like|liked|adore|adored)\s+(?:the|their|this|that)\s+rise\b"
        r"|(?:happy|pleased|satisfied|content|thrilled)\s+with\s+the\s+rise\b",
        NEUTRAL,
        "rise",
        True,
        0.7,
    ),
    # the room it leaves is right: "a nice flow with just the right amount of material" (not
    # "the right amount of stretch": the fabric, no fit)
    Phrase(
        r"(?:just\s+)?the\s+(?:right|perfect)\s+amount\s+of\s+(?:room|space|material|fabric|ease)\b",
        NEUTRAL,
        "overall",
        True,
        0.75,
    ),
    # the length and the fit both liked in one list (fit-text-29, ovneu): "love the design,
    # length and fit" is length and overall, as "perfect color, fit and length" (first, so the
    # list below does not take it)
    Phrase(
        rf"(?:love|loved|like|liked|adore|adored)\s+the\s+(?:{_ITEM}{_LISTED}){{0,4}}"
        rf"(?:length{_LISTED}(?:{_ITEM}{_LISTED}){{0,3}}fit\b{_NOT_FLARE}{_FIT_LISTED_ONLY}"
        rf"|fit{_LISTED}(?:{_ITEM}{_LISTED}){{0,3}}length\b)",
        NEUTRAL,
        "length",
        True,
        0.75,
        also_overall=True,
    ),
    # the fit and the length in one list judged together (fit-text-39): "Fit, length and design
    # were perfect", "the length, fit and color are great": both
    Phrase(
        rf"(?<![\w'])(?:the\s+)?(?:fit{_NOT_FLARE}(?:{_LISTED}(?!length\b){_ITEM})*?{_LISTED}length"
        rf"|length(?:{_LISTED}(?!fit\b){_ITEM})*?{_LISTED}fit{_NOT_FLARE})(?:{_LISTED}{_ITEM}){{0,3}}"
        r"\s+(?:are|were)\s+(?:all\s+|both\s+)?(?:just\s+|so\s+|really\s+|very\s+|absolutely\s+)?"
        r"(?:perfect|great|good|excellent|amazing|wonderful|fantastic|spot[\s-]on|lovely|ideal|fine)\b",
        NEUTRAL,
        "length",
        True,
        0.75,
        also_overall=True,
    ),
    # the fit first in a list judged together (fit-text-29, ovneu): "the fit, style and quality
    # are amazing", "the fit and color were great", as "the color and fit are perfect" (not the
    # length, a part of its own: "the fit and length are both perfect")
    Phrase(
        rf"(?:(?<![\w'])the\s+(?:fit|size|sizing)\b{_NOT_FLARE}"
        # or inside the list (fit-text-39): "quality, length, size, design are all perfect"
        rf"|(?<=,\s)(?:fit|size|sizing)\b{_NOT_FLARE})"
        rf"(?:{_LISTED}(?!length\b){_ITEM}){{1,3}}\s+(?:are|were)\s+"
        r"(?:all\s+|both\s+)?(?:just\s+|so\s+|really\s+|very\s+|absolutely\s+)?(?:perfect|great|good"
        r"|excellent|amazing|wonderful|fantastic|spot[\s-]on|lovely|beautiful|fabulous|awesome|ideal|fine"
        r"|superb)\b",
        NEUTRAL,
        "overall",
        True,
        0.75,
    ),
    # the fit praised beside other qualities: "i like the fabric and fit", "the colors and fit
    # of this suit are even better than described", "the fit is just as it looks online",
    # "perfect, both in fit and quality", "the quality is very good and the fit too"
    Phrase(
        # a list of any length, the fit in it (fit-text-29, ovneu): "love the color, style and
        # fit", "love the color, the fabric, and the fit", "love everything about this top! the
        # fabric, the color, the fit"; not the fit judged after it ("love the color, the fit is
        # odd") nor one part's ("the fit at the hips")
        r"(?:love|loved|like|liked|adore|adored)\s+"
        r"(?:everything\s+about\s+(?:it|this|these|them|the)(?:\s+[\w-]+)?\s*[!:,-]?\s*)?"
        # (a dash between, fit-text-49: "i love the colors - style and fit")
        rf"the\s+(?:{_ITEM}(?:{_LISTED}|\s+-\s*)){{1,5}}fit\b"
        + _NOT_FLARE
        + _FIT_LISTED_ONLY
        # (fit-text-49) "i love this dress as far as the fit goes"
        + r"|(?:love|loved|like|liked)\s+(?:it|this(?:\s+[\w-]+)?|these(?:\s+[\w-]+)?)"
        r"\s+as\s+far\s+as\s+(?:the\s+)?fit\s+goes\b"
        + r"|(?:happy|pleased|satisfied|thrilled|impressed)\s+with\s+(?:the\s+)?(?:[\w-]+\s+)?"
        r"(?:and|&)\s+(?:the\s+)?fit\b"
        + _NOT_FLARE
        + r"|fit\s+(?:of\s+(?:the|this|these)\s+[\w-]+\s+)?(?:is|was|are|were)\s+"
        r"(?:even\s+|much\s+|far\s+|way\s+)?better\s+than\s+"
        r"(?:described|expected|pictured|advertised|shown|i\s+(?:expected|thought|hoped|imagined))\b"
        # (fit-text-38: "the fit is the same as shown online", "it fits the same as pictured")
        r"|(?:fit\s+(?:is|was)|(?<!not\s)(?<!n't\s)fits?)\s+(?:just\s+|exactly\s+)?(?:as|like|the\s+same\s+as"
        # (fit-text-41: "it fits the way it does on the model")
        r"|(?:just\s+|exactly\s+)?the\s+(?:same\s+)?way)\s+"
        r"(?:it\s+looks\s+|(?:it|they)\s+(?:does|do|did|looks?|fits?)\s+)?"
        r"(?:online|pictured|shown|described|advertised|expected|(?:in\s+)?the\s+(?:photos?|pictures?|pics?|images?)"
        r"|on\s+the\s+model)\b"
        r"|(?:perfect|great|excellent|wonderful|fantastic)\s*,?\s+(?:both\s+)?in\s+(?:fit|sizing)\s+(?:and|&)\b"
        r"|(?:good|great|nice|perfect|excellent|lovely|wonderful|fine|amazing)\s*(?:,\s*|\s+)(?:and\s+)?(?:so\s+is\s+)?"
        r"(?:the\s+)?fit\s+(?:too|as\s+well|also)\b"
        # no better fit possible (fit-text-32): "the fit couldn't be better", "the sizing
        # could not have been better", "it couldn't fit any better"
        r"|(?:fit|sizing)\s+(?:could\s+not|couldn't|could\s+n't)\s+(?:have\s+been|be)\s+(?:any\s+)?better\b"
        r"|(?:it|they)\s+(?:could\s+not|couldn't|could\s+n't)\s+(?:have\s+)?fit(?:ted)?\s+(?:me\s+)?"
        r"(?:any\s+)?better\b"
        # (fit-text-49) "it fits in a very flattering and comfortable way", "the fit on this works
        # for me", "the fit matches the photos"
        r"|(?<!n't\s)(?<!not\s)(?:fits?|fitted)\s+(?:me\s+)?in\s+a\s+(?:very\s+|really\s+|such\s+a\s+)?"
        r"(?:flattering|comfortable|nice|great|perfect|good|lovely)\s+(?:(?:and|&)\s+[\w-]+\s+)?way\b"
        r"|(?<![\w'])the\s+fit\s+(?:(?:on|of)\s+(?:this|these|it|them)\s+)?(?:works|worked)\s+for\s+me\b"
        r"|(?<![\w'])the\s+fit\s+(?:matches|matched)\s+(?:the\s+)?(?:photos?|pictures?|pics?|images?|model)\b",
        NEUTRAL,
        "overall",
        True,
        0.75,
    ),
    # the fit like the model's: "it fits me just like it does on the model" (not "did not fit
    # me like it does the model")
    Phrase(
        r"(?<!not\s)(?<!n't\s)(?<!never\s)(?:fits?|fitted)\s+(?:on\s+)?(?:me\s+)?(?:exactly\s+|just\s+)?(?:like|as)\s+"
        r"(?:(?:it|they)\s+(?:does|do|did|fits?|fitted)\s+)?(?:on\s+)?the\s+model\b",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    # where it ends, judged right: "it falls perfectly at my ankles", "i am tall so it
    # covered perfectly", "the regular hem fit me just fine" (not a neckline falling). A fall
    # with no place after it is the drape, as "hangs perfectly" is ("the fabric falls just
    # right", "it falls perfectly and is so soft"); "hits the mark" is no hem.
    Phrase(
        r"(?<!neck\s)(?<!neckline\s)(?<!collar\s)(?<!cowl\s)(?<!straps\s)(?<!strap\s)"
        r"(?:(?:hits?|lands?|landed|ends?|ended|covers?|covered)\s+(?:me\s+|(?!the\s+mark\b)(?:my|the)\s+[\w-]+\s+)?"
        r"(?:just\s+|exactly\s+)?(?:perfectly|just\s+right)\b"
        r"|(?:falls?|fell)\s+(?:me\s+|(?:my|the)\s+[\w-]+\s+)?(?:just\s+|exactly\s+)?(?:perfectly|just\s+right)"
        r"(?=\s*,?\s*(?:(?:right|just|exactly|about|around)\s+)?(?:at|to|above|below|past|over|around|mid|on\s+(?:my|the)"
        r"\s+(?:ankles?|knees?|hips?|calf|calves|thighs?|shins?|feet|floor|ground)|in\s+the\s+(?:front|back)"
        r"|for\s+(?:my|me|a)\b|with\s+(?:heels|flats|sandals|boots|shoes)|length)\b))"
        r"|\bhem(?:line)?\s+(?:fits?|fit|falls?|fell|hits?|lands?)\s+(?:me\s+)?(?:just\s+|really\s+)?"
        r"(?:fine|perfectly|great|well|just\s+right)\b",
        NEUTRAL,
        "length",
        True,
        0.7,
    ),
    Phrase(OTHER_SIZE_FITS_TOO, NEUTRAL, "overall", True, 0.75, wish=True),
    # fit and length praised in one list: "perfect color, fit and length", "great length and fit"
    Phrase(
        rf"{_PRAISE}\s+(?:[\w-]+{_AND}){{0,3}}(?:fit{_AND}(?:[\w-]+{_AND}){{0,2}}length"
        rf"|length{_AND}(?:[\w-]+{_AND}){{0,2}}fit)\b(?!{FOR_USE}){_NOT_FLARE}"
        # "the length and body fit were perfect"
        r"|length\s+(?:and|&)\s+(?:the\s+)?(?:body\s+|overall\s+)?fit\s+(?:are|were|is|was)\s+(?:both\s+|all\s+)?"
        r"(?:just\s+)?(?:perfect|great|good|fine|right|ideal|spot[\s-]on)\b",
        NEUTRAL,
        "length",
        True,
        0.7,
        also_overall=True,
    ),
    # a size that turned out right: "the medium ended up being totally fine", "ended up
    # working perfectly"
    Phrase(
        r"ended\s+up\s+(?:being|working|fitting)\s+(?:out\s+)?(?:just\s+|totally\s+|perfectly\s+|really\s+)?"
        r"(?:fine|perfect|perfectly|great|ok|okay|well|just\s+right|the\s+right\s+size)\b",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    # a size bought and judged right in one breath: "ordered the large and it's perfect"; the
    # verdict joined in any way (fit-text-30, ovm): "got the medium. it's perfect", "got the
    # medium regular which is perfect", "got my usual size medium and is perfect", "i
    # typically get the xxsp and this was perfect" (not the make: "it's great quality")
    Phrase(
        r"(?:ordered|got|get|bought|purchased|took|kept|chose|went\s+with|tried)\s+"
        r"(?:(?:it|this|these|them)\s+in\s+)?(?:the\s+|a\s+|an\s+|my\s+)?"
        r"(?:usual\s+|normal\s+|regular\s+|typical\s+)?(?:size\s+)?"
        # the size word before "size" too: "my usual medium size and it was perfect"; the line
        # alone (fit-text-49): "went with a petite and it is perfect"
        rf"(?:{_SIZE_NAMED_EN}|petite|regular)(?:\s+size)?"
        # the item named after the size, a comma before "and" (fit-text-31): "purchased the small
        # in this dress and it is perfect", "ordered it in a medium, and it's perfect"
        r"(?:\s+in\s+(?:this|these|that|those)(?:\s+[\w-]+)??"
        # or the colour (fit-text-45): "i ordered a xxs in black, and it was perfect"
        rf"|\s+in\s+(?:the\s+)?(?:{COLOURS}))?"
        r"(?:(?:\s*[.,;!]\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+)(?:it|they|she|he|this|that)"
        r"(?:'s|'re|\s+(?:is|was|are|were))"
        r"|\s+(?:and|&|which|that)\s+(?:is|was))\s+"
        rf"{_SIZE_RIGHT_EN}\b(?!{FOR_USE})(?!\s+(?:quality|colou?rs?|fabric|material|price|print|pattern)\b)",
        NEUTRAL,
        confidence=0.75,
    ),
    # the garment called well fitting (fit-text-27, fitovr3): "a soft and well fitting blazer",
    # "well-fitting bra", "perfect fitting white top", "great fitting jeans"; a part named
    # beside it takes it ("well fitted in the waist")
    # (not another garment worn with it: "with well-fitted jeans")
    Phrase(
        r"(?<![\w-])(?<!with\s)(?<!over\s)(?<!under\s)(?<!of\s)"
        # the best of all (fit-text-29, ovneu): "the best fitting jeans i own", "the nicest fitting
        # shorts"
        r"(?:well|great|perfect(?:ly)?|nice(?:ly)?|beautifully|best|nicest)[\s-]fitt(?:ing|ed)\b",
        NEUTRAL,
        confidence=0.7,
    ),
    Phrase(
        # not a fit looked for (fit-text-36): "couldn't seem to find the right fit", "finding the
        # right fit might be problematic" ("i found the right fit" is one)
        r"(?<!\bfind\sthe\s)(?<!\bfind\sa\s)(?<!finding\sthe\s)(?<!finding\sa\s)"
        r"(?<!looking\sfor\sthe\s)(?<!looking\sfor\sa\s)"
        # nor one to aim for (fit-text-40): "you need to get the right fit for the bust"
        r"(?<!\bto\sget\sthe\s)(?<!\bto\sget\sa\s)(?<!\bgetting\sthe\s)"
        r"(?:perfect|great|good|nice|right|proper|true|amazing|excellent|fantastic|wonderful|beautiful|lovely"
        r"|impeccable|flawless|awesome|ideal|gorgeous|exact|superb|cute)\s+fit\b"
        + f"(?!{FOR_USE}){_NOT_FLARE}"
        # the fit in a list under one praise word: "perfect color, fit and length", "great color
        # and fit"; the size so listed last is the fit too (fit-text-36): "perfect colour and
        # size" (not "a great size for travel")
        + rf"|{_PRAISE}\s+(?:[\w-]+{_AND}){{1,3}}(?:the\s+)?(?:fit|size(?=\s*(?:[.,;!]|$)))\b"
        + rf"(?!{FOR_USE}){_NOT_FLARE}"
        # (not the subject of a verdict of its own, fit-text-42: "great color, fit was not
        # flattering")
        + _FIT_LISTED_ONLY
        # "a perfect size fit"
        + rf"|{_PRAISE}\s+size\s+fit\b",
        NEUTRAL,
        confidence=0.7,
    ),
    Phrase(
        r"(?:sizing|fit|the\s+size|(?<![\w'])(?<!my\s)(?<!your\s)(?<!her\s)(?<!his\s)(?<!usual\s)(?<!normal\s)"
        r"(?<!regular\s)(?<!same\s)(?<!this\s)(?<!that\s)size)(?:\s+(?:on|of)\s+(?:this|these|them|it|(?:the|this|these|those)\s+(?:dress|top|shirt|skirt|jacket|coat|sweater|blouse|pants|jeans"
        r"|jumpsuit|romper|suit|bra|swimsuit|tunic|cardigan|piece|item|shoes?|boots?))"
        # "the fit for me was perfect"
        r"|(?<=fit)\s+(?:for|on)\s+me)?"
        # not negated (fit-text-27, fitovr3): "the fit was not good", "fit were not great"
        r"\s+(?:is|was|are|were|seems|seemed)\s+(?:(?!not\b|never\b)\w+\s+)?(?:accurate|spot[\s-]on|on\s+spot|on\s+point|right"
        r"|correct|perfect|consistent|great|fine|good|ok|okay|impeccable|amazing|excellent|fantastic|wonderful"
        r"|flawless|awesome|ideal|true|just\s+right|as\s+expected|(?:just\s+)?about\s+right"
        # the fit praised in words of its own: "the fit is fabulous", "the fit is just lovely for
        # me", "the fit is really pleasing", "fit is spectacular!" (fit-text-26, fitmine2); not
        # of the parts just named ("the hips and length are perfect ... in that regard the fit is
        # spectacular")
        r"|(?:(?<=fit\sis\s)|(?<=fit\swas\s))(?<!regard\sthe\sfit\sis\s)(?<!respect\sthe\sfit\sis\s)(?:(?!not\b|never\b)\w+\s+)?(?:lovely|beautiful|fabulous|exceptional|pleasing|spectacular"
        r"|superb|terrific|outstanding|phenomenal|incredible|perfection"
        # not "nice and loose" (a direction), but "fit was nice and price is great" (fit-text-45)
        r"|nice(?!\s+and\s+(?:loose|roomy|relaxed|big|baggy|boxy|oversized|slouchy|flowy|swingy|snug|tight"
        r"|fitted|slim|close|form|body|long|short|cropped|stretchy|forgiving)\b)))\b"
        r"|(?:accurate|great|perfect|good|true|consistent|correct|spot[\s-]on)\s+sizing\b",
        NEUTRAL,
        "overall",
        confidence=0.75,
    ),
    Phrase(
        # not a fabric's property named after it: "just right thickness"
        r"(?:the\s+)?right\s+size|just\s+right\b(?!\s+(?:thickness|weight|warmth|stretch|texture|softness))"
        # (fit-text-37) not a use it is right for, nor how it puts a look together: "a top layer
        # that's just right for the little evening chill", "it puts the outfit together just right"
        rf"(?!{FOR_USE})(?<!\btogether\sjust\sright)"
        # "it's the perfect size (for me)", not "the perfect size for my laptop"
        r"|(?:it'?s|it\s+is|it\s+was|they'?re|they\s+are|they\s+were)\s+(?:just\s+)?the\s+perfect\s+size\b"
        r"(?!\s+for\s+(?!me\b))"
        # a part's (fit-text-49): "the sleeves are the perfect size"
        r"|(?<=\s)(?:is|are|was|were)\s+(?:just\s+)?the\s+perfect\s+size\b"
        r"(?!\s+for\s+(?!me\b))",
        NEUTRAL,
        confidence=0.6,
    ),
    # a wish that it were not so big is a verdict that it is: "i wish it didn't run so big"
    Phrase(
        r"wish(?:ed)?\s+(?:it|they)\s+(?:didn'?t\s+run|did\s+not\s+run|wasn'?t|weren'?t|was\s+not|were\s+not)"
        r"\s+(?:so|as|that)\s+(?:big|large|loose|baggy|roomy|wide|huge)",
        LOOSE,
        confidence=0.7,
        wish=True,
    ),
    Phrase(
        r"wish(?:ed)?\s+(?:it|they)\s+(?:didn'?t\s+run|did\s+not\s+run|wasn'?t|weren'?t|was\s+not|were\s+not)"
        r"\s+(?:so|as|that)\s+(?:small|tight|snug|narrow)",
        TIGHT,
        confidence=0.7,
        wish=True,
    ),
    # "the small was perfect", "the 6 is just right": the size worn fits (overall 0); also
    # "this size was perfect", "the petite is perfect", "the small works for me" (fit-text-23)
    Phrase(
        rf"(?:(?:the|a|an|my|size)\s+(?:size\s+)?(?:{_SIZE_NAMED_EN}|petite\s+\w+)"
        # a letter alone opening its clause, as "small" does (fit-text-29, ovsize): "i
        # typically wear s and s was perfect", "5'4, 120. m was perfect"
        r"|(?:^|(?<=[.,;!]\s)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bso\s))(?:xx?s|xx?l|s|m|l)p?"
        r"|(?:the\s+|a\s+|size\s+)?(?:small|medium|large|x-?small|x-?large|extra[\s-](?:small|large))"
        # not a part "on the petite": "the sleeve length on the petite is perfect"
        r"|this\s+size|(?<!on\s)(?<!of\s)(?<!in\s)the\s+(?:petite|regular|tall)(?=\s+(?:is|was|size)\b))"
        r"(?:\s+(?:petite|regular|tall|size))?"
        # a remark in brackets between: "the xxs petite (someone returned) was good on me"
        rf"(?:{SIZE_ASIDE})?"
        # the item named after the size, as after a size bought (fit-text-36): "the xs in this
        # dress is perfect"
        r"(?:\s+in\s+(?:this|these)(?:\s+[\w-]+)??)?"
        rf"\s+(?:(?:was|is)\s+{_SIZE_RIGHT_EN}"
        r"|(?:works?|worked)\s+(?:(?:just\s+)?(?:perfectly|great|well|fine)|for\s+me)"
        # the size that fit best of those tried is the one that fits (fit-text-29, ovsize): "the
        # small fit best", "the petite xs fit me the best", "size s worked best"
        r"|(?:works?|worked|fits?|fitted)\s+(?:me\s+)?(?:the\s+)?best"
        # the size judged right in plain words, as a whole, for or on the wearer (fit-text-27,
        # fitovr3): "the medium was good for me", "small was right for 140lb", "the size large
        # was the correct size" (not "good quality", not "fine": "the small was fine" said
        # beside a complaint of the cut)
        r"|(?:was|is)\s+(?:really\s+|pretty\s+)?(?:good|right|the\s+(?:correct|right|proper)\s+size)"
        r"(?:\s+(?:for|on)\s+(?:me|my\s+(?:frame|body|figure|build|height)|\d+\s*(?:lbs?|pounds|#)?))?"
        r"(?=\s*(?:[,.;!()]|$|(?:and|but|so|though|with)\b|at\s+\d)))\b"
        # not one part's verdict: "the large is great in the chest", "the m is perfect length"
        r"(?!\s+(?:(?:in|at|across|through|around|along)\s+(?:the|my)\s|(?:in\s+)?length\b))",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    Phrase(
        r"(?:order|get|buy|go\s+with|stick\s+(?:with|to)|stay\s+with|take|wear)\s+your\s+(?:normal|usual|regular|typical)"
        r"\s+size"
        r"|(?:got|ordered|bought|took|wear|wore|went\s+with)\s+my\s+(?:normal|usual|regular|typical)\s+size"
        r"(?:\s+\w+)?\s*(?:,|and)\s+(?:it'?s\s+|it\s+is\s+|it\s+was\s+)?(?:perfect|great|fine|good)"
        # not "the regular hem fit me" (the regular line's hem)
        r"|(?:(?:normal|usual|typical)\s+(?:size\s+)?(?:\w+\s+)?|regular\s+size\s+(?:\w+\s+)?)(?:and\s+(?:it|they)\s+)?"
        r"(?:fits?|fit|fitted|worked|works"
        r"|was\s+perfect|is\s+perfect)\b",
        NEUTRAL,
        "overall",
        True,
        0.8,  # the usual size fitting is a verdict: kept beside a liked "loose below"
    ),
    # a verdict in sizes, not advice: "it ran at least a size smaller", "fits a size big"
    Phrase(
        _step_verdict("smaller|tighter", "small|tight"),
        TIGHT,
        "overall",
        False,  # said of a part when it names one: "runs a size small in the bust"
        0.8,
        verdict=True,  # else the whole item, as "runs small" (fit-text-28, fitnum)
    ),
    Phrase(
        _step_verdict("bigger|larger|looser", "big|large|loose"),
        LOOSE,
        "overall",
        False,  # said of a part when it names one: "runs a size small in the bust"
        0.8,
        verdict=True,  # else the whole item, as "runs small" (fit-text-28, fitnum)
    ),
    # --- English: length is fine
    Phrase(
        # one more word between: "a nice sassy length", "the length is still fine for me",
        # "love the print of this fabric & the length"
        # where it ends said with "at" (fit-text-39): "the sleeves are just at the right length"
        # is the sleeves', as "the sleeves are just the right length"
        r"(?:at\s+(?:the|a)\s+)?(?:perfect|great|good|nice|right|ideal|fine|flattering|appropriate|decent)\s+"
        r"(?:(?:long|longer|short|shorter|cropped|midi|maxi|tunic|ankle|knee|[a-z]+y(?=\s+length(?!\s+of\b)))\s+)?length(?!\s+of\s+time)"
        # a copula of finding or seeming too (fit-text-32): "found the length to be just
        # right", "the length seemed perfect"
        r"|length\s+(?:(?:is|was|were|are|to\s+be|seems?|seemed|felt|feels)\s+)?(?:both\s+|still\s+|also\s+)?"
        r"(?:just\s+)?(?:perfect|great|good|fine"
        r"|right|ideal|spot[\s-]on|nice|adequate|appropriate|correct|ok|okay)\b"
        r"|(?:love|loved|like|liked)\s+(?:the\s+\w+\s+(?:of\s+(?:this|the)\s+\w+\s+)?(?:and|&)\s+)?the\s+length"
        # the second item without its article: "loved the color and length" (fit-text-32)
        r"|(?:love|loved|like|liked)\s+the\s+\w+\s+(?:and|&)\s+length\b"
        r"(?!\s+of\s+(?:the\s+|its\s+|their\s+)?(?:sleeves?|arms?|straps?|torso|bodice|rise|inseam)\b)"
        r"|length\s+was\s+perfect"
        r"|length\s+(?:works|worked)\b|(?:perfect|fine|great|good|right|ideal|spot[\s-]on)\s+in\s+length"
        # (fit-text-49) "worked perfectly for me in length and size"
        r"|(?:perfectly|well)\s+for\s+me\s+in\s+length\b"
        # "the length was just as it looked on the model", "length as shown on model"
        # or the same as there, on me (fit-text-32): "the length on me is the same as the model"
        r"|length\s+(?:on\s+me\s+)?(?:(?:is|was|were|are)\s+)?(?:exactly\s+|just\s+|pretty\s+much\s+|basically\s+|about\s+)?"
        # (fit-text-42: "the length is similar to that on the model in the photo")
        r"(?:as|like|(?:exactly\s+)?the\s+same\s+as|(?:very\s+)?similar\s+to(?:\s+that)?)\s+"
        r"(?:(?:it|they)\s+(?:looks?|looked|appears?|appeared|is|was|are|were|does|did)\s+)?"
        r"(?:pictured|shown|described|expected|(?:on\s+)?(?:the\s+)?model(?:'?s)?\b|in\s+the\s+(?:photos?|pictures?|pics?))"
        # length in a list under one verdict: "great drape, length", "the fit and length are
        # both perfect"
        r"|(?:great|perfect|good|nice|lovely|beautiful|flattering)\s+(?:[\w-]+(?:\s*,|\s+and|\s+&)\s*){1,3}"
        r"(?:and\s+)?length\b"
        r"|length\s+(?:and|&)\s+(?:the\s+)?(?:[\w-]+\s+){1,2}(?:are|were)\s+(?:both\s+|all\s+)?(?:just\s+)?"
        r"(?:perfect|great|good|fine|right|ideal|spot[\s-]on)\b",
        NEUTRAL,
        "length",
        False,
        0.75,
    ),
    # the length liked in a list (fit-text-25, fitmine): "love the print, length, and cut", "i
    # love the draping, the weight of the fabric, and the length", "love the sleeve and hem
    # length", "the color, length and feel of the jeans was perfect"; fixed: the other items
    # of the list (colour, fabric) are no part to move it to
    Phrase(
        rf"(?:love|loved|like|liked|adore|adored)\s+the\s+{_LIST_ITEMS}(?:(?:[\w-]+\s+){{0,3}}(?:and|&)\s+(?:the\s+)?length\b"
        # the length before the last item: "the print, length, and cut", "the design, length
        # and fit", "the material, pockets, length (...)"
        r"|length(?:\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+)(?:the\s+)?[\w-]+|length\s*\()"
        r"|(?:love|loved|like|liked|adore|adored)\s+the\s+(?:[\w-]+\s+(?:and|&)\s+)?hem\s+length\b"
        # (fit-text-39: more than two items, "quality, length, design are all perfect")
        r"|(?<=,\s)length(?:(?:\s*,(?:\s*(?:and|&))?|\s+and|\s+&)\s*(?:the\s+)?(?!(?:fit|size|sizing)\b)[\w-]+){1,3}"
        r"\s+(?:of\s+(?:the|this|these)\s+[\w-]+\s+)?"
        r"(?:is|was|are|were)\s+(?:all\s+|both\s+)?(?:just\s+)?(?:perfect|great|good|fine|right|ideal|spot[\s-]on)\b",
        NEUTRAL,
        "length",
        True,
        0.75,
    ),
    # the rare item that fits (fit-text-39): "one of the few button up shirts that actually
    # fit", "finally a dress that fits", "the only jeans that fit me" (a garment named: not "the
    # xsp is the only one that fits", a size among those tried; not "... that fit the bill")
    Phrase(
        r"(?:one\s+of\s+the\s+(?:few|only)|finally\s+an?|the\s+(?:only|first))\s+(?:[\w-]+\s+){0,3}?"
        r"(?:dress(?:es)?|tops?|shirts?|blouses?|tees?|sweaters?|cardigans?|jackets?|coats?|skirts?|pants"
        r"|jeans|shorts|leggings|jumpsuits?|rompers?|swimsuits?|bras?|suits?)\s+(?:that|which)\s+"
        r"(?:actually\s+|really\s+|truly\s+|ever\s+)?fits?(?!\s+(?:the\s+bill|in\b|into\b|with\b))\b",
        NEUTRAL,
        "overall",
        True,
        0.65,
    ),
    # the rise called right (fit-text-39): "they are just the right rise", "perfect rise", as
    # "the rise is perfect"
    Phrase(
        r"(?<![\w'])(?:perfect|right|ideal|great)\s+rise\b(?!\s+(?:for|on)\s+(?!me\b))",
        NEUTRAL,
        "rise",
        True,
        0.7,
    ),
    # the sleeve length liked (fit-text-39): "love the sleeve length", as "the sleeve length
    # is perfect"
    Phrase(
        r"(?:love|loved|like|liked|adore|adored)\s+the\s+(?:sleeve|arm)\s+length\b",
        NEUTRAL,
        "sleeves",
        True,
        0.75,
    ),
    # where it ends is right: "hit just in the right spot", "falls exactly as pictured",
    # "as for length it fit me as the model"; no need to hem
    Phrase(
        r"(?:hits?|falls?|fell|lands?|landed|ends?|ended|comes?|came|hangs?|hung)\s+(?:me\s+)?(?:just\s+|exactly\s+|right\s+)?"
        r"(?:in|at)\s+(?:just\s+|exactly\s+)?the\s+(?:right|perfect|ideal)\s+(?:spot|place|point|length)"
        # (fit-text-40) "it also hit at a flattering spot, a little below the hip"
        r"|(?:hits?|falls?|fell|lands?|landed|ends?|ended)\s+(?:me\s+)?(?:in|at)\s+(?:a|the)\s+(?:very\s+)?"
        r"(?:flattering|good|great|nice)\s+(?:spot|place|point)\b"
        # the length named, like the model's (fit-text-40): "the length looks like the model on me"
        r"|(?<![\w'])length\s+(?:looks?|looked|is|was)\s+(?:just\s+|exactly\s+)?like\s+(?:(?:it\s+(?:does|did|is|was)\s+)?on\s+)?"
        r"the\s+model\b"
        r"|(?:hits?|falls?|fell|lands?|landed|ends?|ended|comes?|came|hangs?|hung)\s+(?:me\s+)?(?:just\s+|exactly\s+)"
        r"(?:where\s+(?:it|they)\s+should|as\s+(?:portrayed|pictured|shown|described|advertised))"
        r"|(?:hits?|falls?|fell|lands?|landed|ends?|ended)\s+(?:me\s+)?(?:right\s+)?where\s+(?:it|they)\s+should\b"
        # "hits length wise the same as pictured", "falls right above the ankle like pictured"
        # "hit right above my ankle, just as pictured"
        r"|(?:hits?|falls?|fell|lands?|landed|ends?|ended)\s+(?:[\w'-]+,?\s+){0,4}?(?:the\s+same\s+|just\s+|exactly\s+)?"
        r"(?:as|like)\s+(?:pictured|shown|in\s+the\s+(?:photos?|pictures?|pics?)|on\s+the\s+model)\b"
        # the length equal to the pictures: "is as long as it is pictured" (a copula before it:
        # not "not quite as long as pictured")
        r"|(?<![\w'])(?:is|was|are|were|it's|they're)\s+(?:just\s+|exactly\s+)?as\s+long\s+as\s+(?:it\s+(?:is|was|looks|looked)\s+|it's\s+|they\s+(?:are|were)\s+)?"
        r"(?:pictured|shown|in\s+the\s+(?:photos?|pictures?|pics?)|on\s+the\s+model)\b"
        r"|(?:as\s+for\s+(?:the\s+)?length|length[\s-]?wise)\s*,?\s+(?:it|they)(?:'s|\s+(?:is|was|are|were|fits?|fit))\s+"
        r"(?:me\s+)?(?:just\s+|really\s+)?(?:perfect|great|fine|good|well|right|ideal|(?:as|like)\s+(?:on\s+)?the\s+model)"
        r"|(?:didn'?t|did\s+not|don'?t|do\s+not|won'?t|will\s+not)\s+(?:have|need)\s+to\s+(?:have\s+(?:it|them)\s+|be\s+)?"
        r"(?:hem|hemmed|altered|shorten|shortened)\b(?!\s+(?:the|my)\s+(?:sleeves?|arms?))",
        NEUTRAL,
        "length",
        True,
        0.7,
    ),
    # the size judged right like "length wise": "size wise it's perfect", "sizing-wise they were
    # spot on" (the whole item, overall 0)
    Phrase(
        r"(?:as\s+for\s+(?:the\s+)?(?:size|sizing)|(?:size|sizing)[\s-]?wise)\s*,?\s+(?:it|they)(?:'s|'re|\s+(?:is|was|are|were|fits?|fit))\s+"
        r"(?:me\s+)?(?:just\s+|really\s+|absolutely\s+)?(?:perfect|great|fine|good|well|right|spot[\s-]on|ideal)\b",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    # "no problem with the sizing, fit or length": each named verdict is fine
    Phrase(
        rf"(?:(?:{_NONE_HAD}|not\s+had\s+any){_PROBLEMS_WITH}(?:the\s+)?"
        r"(?:(?:[\w-]+\s+){0,2}[\w-]+\s*(?:,|or|and|&)\s*){0,3}(?:the\s+)?(?:[\w-]+\s+)?length)\b",
        NEUTRAL,
        "length",
        True,
        0.7,
    ),
    # the same said of a part (fit-text-40): "i had no issues with the bust (i'm 38c)"
    Phrase(
        rf"{_NONE_HAD}{_PROBLEMS_WITH}(?:the|my)\s+"
        r"(?:bust|bustline|chest|shoulders|waist|waistband|hips|sleeves|arms|rise|thighs)\b"
        r"(?!\s+(?:being|is|was)\b)",
        NEUTRAL,
        confidence=0.7,
    ),
    Phrase(
        rf"{_NONE_HAD}{_PROBLEMS_WITH}(?:the\s+)?(?:sizing|fit|size)\b",
        NEUTRAL,
        "overall",
        True,
        0.75,
    ),
    # --- English: advice and exchanges
    # a size up the reviewer took for one part is that part and overall (fit-labels.md): "i
    # had to size up for my chest", "sized up for a better fit at the waist", "we had to size
    # up a bit, as i have a large chest" (taken, in the past: advice stays overall only)
    Phrase(
        # any taken form of the size up (fit-text-31): "ordered a size bigger because of the hips"
        r"(?:sized\s+up|had\s+to\s+(?:size|go)\s+up|went\s+up"
        r"|(?:ordered|got|bought|went\s+with)\s+(?:a\s+size\s+(?:up|bigger|larger)|up))"
        rf"(?:\s+(?:a\s+bit|a\s+little|(?:a|one)\s+{GARMENT_BEFORE_SIZE}size"
        # (fit-text-45) the size gone up to named: "had to go up to a 10 to fit my hips"
        r"|to\s+(?:a|an|the)\s+[\w.]{1,4}))?\s*,?\s+"
        r"(?:for\s+(?:a\s+better\s+fit\s+(?:in|at|through|around|across)\s+)?|because\s+of\s+|due\s+to\s+"
        # (fit-text-45) "just to fit in the chest area"
        r"|(?:just\s+|only\s+)?to\s+(?:fit|accommodate)\s+(?:in\s+|into\s+|around\s+|over\s+)?|(?:as|because|since)\s+i\s+have\s+(?:a\s+)?(?:(?:very|really|pretty"
        r"|fairly|rather)\s+)?(?:large|larger|big|bigger|broad|broader|wide|wider|full|fuller|muscular)\s+)"
        r"(?:my\s+|the\s+)?(?:chest|bust|boobs|breasts|hips|butt|bum|waist|shoulders|arms|sleeves|thighs)\b",
        TIGHT,
        confidence=0.75,
        also_overall=True,
    ),
    Phrase(
        rf"\b{_SIZE_CHOICE_VERB}\s+up\b{_NOT_FOR_LENGTH}|(?:go|went|going|gone|order|ordered|ordering|get|got|buy|bought|move|moved"
        rf"|bump|bumped|jump|jumped|step|stepped)\s+up\s+{SIZE_STEP}|(?:{_NOT_BODY}{SIZE_STEP}|the\s+size|(?:a|one|the)\s+number)"
        r"\s+(?:up|larger|bigger)|next\s+size\s+up|"
        rf"{_NOT_BODY_A}size\s+(?:larger|bigger)"
        r"|(?<!in\s)(?:a|the)\s+(?:larger|bigger)\s+(?:size|one)\b|(?:went|go)\s+up\s+(?:a\s+)?size"
        # (fit-text-45) the article left out: "reordered larger size because it hits much higher"
        r"|(?:re-?ordered|ordered|exchanged\s+for)\s+(?:larger|bigger)\s+size\b",
        TIGHT,
        "overall",
        fixed=True,
        confidence=0.8,
    ),
    Phrase(
        rf"\b{_SIZE_CHOICE_VERB}\s+down\b{_NOT_FOR_LENGTH}|(?:go|went|going|gone|order|ordered|ordering|get|got|buy|bought|move|moved"
        rf"|bump|bumped|jump|jumped|step|stepped)\s+down\s+{SIZE_STEP}|{_NOT_BODY}{SIZE_STEP}\s+(?:down|smaller)"
        rf"|{_NOT_BODY_A}size\s+smaller|(?<!in\s)(?:a|the)\s+smaller\s+(?:size|one)\b"
        r"|(?:re-?ordered|ordered|exchanged\s+for)\s+smaller\s+size\b"
        r"|could(?:'ve|\s+have)\s+(?:(?:easily|probably|prob|definitely|even|also)\s+)?(?:gone|sized|gotten|ordered)"
        r"\s+(?:down|a\s+smaller)",
        LOOSE,
        "overall",
        fixed=True,
        confidence=0.8,
    ),
    Phrase(
        # (fit-text-37: the present too, "i can't button the waist", "it won't button")
        # (not a zip out of reach: "i can't zip it myself"; the present said of the wearer, not
        # of a defect: "no matching holes, so you can't button it")
        # (fit-text-38: the subject left out, "Can't zip it up.", and the zipper named, "i
        # couldn't close the zipper")
        rf"(?:couldn'?t|could\s+not|(?:(?<=\bi\s)|{CLAUSE_START})(?:can'?t|cannot"
        r"|can\s+not))\s+(?:even\s+)?(?:(?:zip|button|(?:close|do\s+up)\s+the\s+(?:zipper|zip|buttons))"
        r"(?!\s+(?:it\s+|them\s+)?(?:up\s+)?(?:myself|by\s+myself|alone|on\s+my\s+own)\b)"
        # (a size named, fit-text-39: "couldn't get the size 2 zipped", "the 6 petite")
        r"|get\s+(?:it|them|this\s+\w+|these\s+\w+|the\s+(?:size\s+)?\w+(?:\s+(?:petite|regular))?)\s+"
        r"(?:on|over|zipped|buttoned))"
        # the garment that would not go on, or only with a struggle (fit-text-27, fitovr3): "you
        # can't get it on", "i struggle to get it on", "there is no way to put this item on"
        r"|(?:(?:can'?t|cannot|(?:was|were)(?:n'?t|\s+not)\s+able\s+to)\s+(?:even\s+)?get"
        r"|(?:no\s+way|impossible|hard|difficult|tough|struggl(?:e|ed|ing))\s+to\s+(?:get|put|pull)"
        r"|(?:trouble|a\s+hard\s+time|difficulty)\s+(?:getting|putting|pulling))"
        r"\s+(?:it|them|this(?:\s+\w+)?|these(?:\s+\w+)?|the\s+\w+)\s+on\b"
        r"|(?:(?:would|did|does|will)(?:n'?t|\s+not)|won'?t)\s+(?:even\s+)?(?:zip|button)"
        r"|(?:zip|zipper|zips|buttons?)\s+(?:wouldn'?t|won'?t|didn'?t|would\s+not|did\s+not|couldn'?t)\s+"
        r"(?:close|zip|go\s+up|do\s+up|button|meet)",
        TIGHT,
        confidence=0.75,
    ),
    # advice, not a verdict: "stay on the larger size", "err on the side of a smaller size"
    Phrase(
        r"(?:stay|go|err|stick|lean)\s+(?:on|with|towards?|to)\s+the\s+(?:larger|bigger)\s+si[dz]e",
        TIGHT,
        "overall",
        fixed=True,
        confidence=0.75,
    ),
    Phrase(
        r"(?:stay|go|err|stick|lean)\s+(?:on|with|towards?|to)\s+the\s+smaller\s+si[dz]e",
        LOOSE,
        "overall",
        fixed=True,
        confidence=0.75,
    ),
    Phrase(
        # the comparative and the end of a range too: "on the snugger side", "on the smaller
        # end of the size for the waist"; narrow as small (fit-text-31): "the sleeves are a bit
        # on the slim side"
        rf"{_NOT_SELF}on\s+the\s+(?:small|smaller|snug|snugger|tight|tighter|slim|slimmer|narrow|narrower|fitted)"
        r"\s+(?:si[dz]e|end)\b",
        TIGHT,
        confidence=0.7,
        # (fit-text-52) as sure a verdict on the whole as "runs small": kept beside a part's
        # verdict of the same direction ("on the large side ... longer than on the model")
        verdict=True,
    ),
    # a garment judged short-waisted is short in the body (its waist sits too high): "it is
    # slightly short waisted", "very short-waisted and tight across the chest"; only in predicate
    # position (a copula or degree right before it), not the wearer's ("i'm short waisted") nor
    # a word listed after "and"
    Phrase(
        rf"{_NOT_SELF}(?<![\w'])(?:is|was|it's|its|seems?|seemed|feels?|felt|runs?|ran|very|too|so|strangely"
        r"|oddly|weirdly|slightly|really|quite|super|extremely|somewhat|a\s+(?:little|bit|tad))\s+short[\s-]?(?:waisted|wasted)\b",
        TIGHT,
        "length",
        True,
        0.7,
    ),
    # "side" typed "size" as in the small and large forms above: "also on the short size"
    Phrase(
        rf"{_NOT_SELF}on\s+the\s+(?:short|shorter)\s+si[dz]e\b", TIGHT, "length", confidence=0.7
    ),
    Phrase(
        rf"{_NOT_SELF}on\s+the\s+(?:big|bigger|large|larger|loose|looser|roomy|roomier|generous|baggy|baggier)"
        r"\s+(?:si[dz]e|end)\b",
        LOOSE,
        confidence=0.7,
        verdict=True,  # (fit-text-52) as the small side above
    ),
    Phrase(r"on\s+the\s+(?:long|longer)\s+si[dz]e\b", LOOSE, "length", confidence=0.7),
    # fuller than true, said of how it runs or fits (fit-text-49): "the top runs a bit on the
    # full side" (not a body: "my face is on the full side")
    Phrase(
        r"(?:runs?|ran|running|fits?|fitted|fitting)\s+(?:[\w-]+\s+){0,2}?on\s+the\s+(?:full|fuller)\s+side\b",
        LOOSE,
        confidence=0.7,
    ),
    # a waist that does not close in where it should (fit-text-37): "it does not really cut in at
    # the waist", "didn't cinch in at the waist at all" (too much room there)
    Phrase(
        r"(?:does(?:n'?t|\s+not)|did(?:n'?t|\s+not)|won'?t|wouldn'?t)\s+(?:really\s+|quite\s+|even\s+)?"
        r"(?:cinch|cut|nip|taper|pull)\s+in\s+(?:at|around)\s+(?:the|my)\s+waist\b",
        LOOSE,
        "waist",
        True,
        0.7,
    ),
    Phrase(
        r"swallow(?:ed|ing|s)?\s+me|(?:falls?|fell|slides?|slid)\s+off\s+(?:my|the)\s+shoulders?",
        LOOSE,
        confidence=0.6,
    ),
    # Verbs and idioms that report a fit without a size adjective; attached to the part
    # the clause names (a default dimension otherwise).
    Phrase(
        # (not a size word after the verb, fit-text-39: "the rest of the top fits just a bit
        # loose" is the whole too loose, as "it fits a bit loose")
        rf"(?:the\s+)?rest\s+(?:of\s+(?:it|the\s+\w+)\s+)?(?:fits?(?!{_FITS_SIZED})|fitted(?!{_FITS_SIZED})"
        r"|is\s+(?:fine|perfect|great|good|ok|okay)"
        r"|was\s+(?:fine|perfect|great|good|ok)|fine|perfect|great|good|ok)\b"
        rf"|everything\s+else\s+(?:fits?(?!{_FITS_SIZED})|fitted(?!{_FITS_SIZED})|(?:is|was)\s+(?:fine|perfect|great|good|ok|okay|spot[\s-]on|right))"
        # everything but one part (fit-text-37): "everything fits except the sleeves", "everything
        # fit well but the length", as "everything else fits"
        r"|everything\s+(?:fits?|fitted|fit)\s+(?:(?:just\s+)?(?:well|great|fine|perfectly|perfect)\s+)?"
        r"(?=(?:except|but|other\s+than|apart\s+from|besides|save)\b)"
        r"|otherwise\s+(?:it\s+|they\s+)?fits?\b|(?:fits?|fit|fine|perfect|great)\s+(?:everywhere|every\s+where|elsewhere)"
        # "every other portion of the dress fit well", "fit the rest of me like a glove"
        r"|(?:every|all|each)\s+other\s+(?:part|portion|area|place|bit|section)s?\s+(?:of\s+(?:it|them|the\s+\w+)\s+)?"
        r"(?:fits?|fitted|fit|(?:is|was|were|are)\s+(?:fine|perfect|great|good|ok|okay))\b"
        r"|(?:fits?|fitted|fit)\s+(?:\w+\s+)?the\s+rest\s+of\s+(?:me|my\s+body)\b"
        rf"|{OTHERWISE_FINE}"
        # the garment's body beside a part: "the arms are tight. body is ok" (not "my body")
        r"|(?<!my\s)(?<!your\s)(?<!her\s)(?<!his\s)(?<![\w'])(?:the\s+)?body\s+(?:of\s+(?:it|the\s+\w+)\s+)?"
        r"(?:is|was)\s+(?:just\s+)?(?:fine|perfect|great|good|ok|okay|true\s+to\s+size)(?![\w'])",
        NEUTRAL,
        "overall",
        True,
        0.8,  # a verdict, not a weak "it fits": kept beside a title's vague complaint
    ),
    Phrase(
        r"fits?\s+(?:exactly\s+|just\s+)like\s+(?:my|the)\s+other"
        # "other than the inseam, they fit like typical paige denim": as the brand usually fits
        r"|(?:fits?|fit)\s+(?:exactly\s+|just\s+)?like\s+(?:a\s+|any\s+|all\s+)?(?:typical|usual|normal|regular)\s+\w+",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    Phrase(
        r"toes?\s+(?:\w+\s+)?(?:touch|touches|touching|touched|hit|hits|hitting|jammed|press|pressed|pressing"
        r"|(?:are|were)\s+at|at)\s+(?:\w+\s+)?(?:the\s+)?(?:end|front|tip)\b|crush(?:es|ed|ing)?\s+(?:my\s+)?toes",
        TIGHT,
        "overall",
        True,
        0.75,
    ),
    Phrase(
        r"heels?\s+(?:\w+\s+)?(?:slip|slips|slipping|slipped|slides?|sliding|comes?\s+out|came\s+out|pops?\s+out"
        r"|lifts?|lifting)|slip(?:s|ping)?\s+(?:out\s+)?at\s+the\s+heel",
        LOOSE,
        "overall",
        True,
        0.75,
    ),
    # a shoe's toe box judged where it is named: "wide toe box", "a narrow toe box" (fit-labels.md:
    # width is narrow or roomy toe boxes)
    Phrase(
        r"(?<!not\s)(?<!n't\s)(?:wide|wider|roomy|roomier|spacious|generous)\s+toe\s*box",
        LOOSE,
        "width",
        True,
        0.7,
    ),
    Phrase(
        r"(?<!not\s)(?<!n't\s)(?:narrow|narrower|tight|tighter|cramped)\s+toe\s*box",
        TIGHT,
        "width",
        True,
        0.7,
    ),
    # shrunk in the wash: short now (fit-labels.md); not "it shrinks", a warning of what the
    # fabric does, nor a shrinking after which "it still fits", nor one that left a part
    # tight and says nothing short (fit-text-41: "it shrunk just enough that it's now too
    # tight around the bust")
    Phrase(
        r"(?:shr[au]nk|shrunken)(?![\w\s.,!]{0,30}?\b(?:it|they)\s+still\s+fits?\b)"
        # (fit-text-41: "shrank just a little, but that made it perfect")
        r"(?![\w\s.,!]{0,45}?\b(?:made\s+(?:it|them)\s+|(?:it|they)(?:'s|\s+is|'re|\s+are)\s+(?:now\s+)?)perfect\b)"
        r"(?!(?=[^.!?]{0,60}?\b(?:tight|tighter|snug|snugger|small|smaller)\s+(?:in|around|across|at|through)"
        r"\s+(?:the|my)\s+(?!length\b))(?![^.!?]{0,90}?\b(?:short|shorter|length|cropped)\b))"
        # (fit-text-45) and short said after it: a shrinking alone ("washed it and it shrunk",
        # "two of them shrunk") says no length (our sets: 12 such unlabelled, 4 labelled short)
        r"(?=[\s\S]{0,200}?\b(?:short|shorter|length|lengths|cropped|crop|belly|stomach|midriff|tummy|hem"
        r"|ankles?|knees?|wrists?|waist|navel|butt)\b)",
        TIGHT,
        "length",
        True,
        0.7,
    ),
    Phrase(
        r"(?:can'?t|cannot|could(?:n'?t|\s+not)|unable\s+to|hard\s+to|(?:could|can)\s+(?:only\s+)?(?:barely|hardly)"
        # "i wasn't able to lift my arms up past 90 degrees"
        r"|(?:was|were|am|is)(?:n'?t|\s+not)\s+able\s+to)"
        r"\s+(?:lift|raise|move)\s+(?:my|his|her|your|the)\s+arms",
        TIGHT,
        "shoulders",
        True,
        0.75,
    ),
    # shoulder seams that hang down the arms are wide shoulders: "the shoulders hang halfway
    # down my arms", "shoulder seams fall past my shoulders", "the seam sits down on my arm"
    Phrase(
        r"shoulders?(?:\s+seams?)?\s+(?:\w+\s+)?(?:hangs?|hung|hanging|falls?|fell|falling|sits?|sat|comes?|came"
        r"|drops?|dropped|droops?|drooped|hits?|ends?|ended)\s+(?:\w+\s+){0,2}?(?:(?:down|off|past|below)\s+"
        r"(?:my|the|her)\s+(?:upper\s+)?(?:arms?|shoulders?|biceps)|on\s+(?:my|the|her)\s+(?:upper\s+)?arms?)\b",
        LOOSE,
        "shoulders",
        True,
        0.7,
    ),
    # fit-labels.md: a crotch hanging low is a long rise (+1), said with any verb
    Phrase(
        # the garment named between: "the crotch on these hangs low", "crotch of the pants sits low"
        r"crotch\s+(?:area\s+)?(?:(?:on|in|of)\s+(?:these|those|them|this|the\s+[\w-]+)\s+)?"
        r"(?:(?:is|was|that|which)\s+)?(?:\w+\s+)?(?:hangs?|hung|hanging|falls?|fell|droops?"
        r"|drooped|sags?|sagged|sits?|sat|comes?|came)\s+(?:\w+\s+)?(?:low|lower|down)\b"
        # (fit-text-49) "the crotch ends up dropping two or 3 inches", "a really low crotch"
        r"|crotch\s+(?:\w+\s+){0,2}?(?:drops?|dropped|dropping)\b"
        r"|(?:(?:a|the|really|very|super|too|way)\s+)(?:low|lower|dropped)\s+crotch\b",
        LOOSE,
        "rise",
        True,
        0.7,
    ),
    # (fit-text-52) clinging to the hips or the seat is tight there, as "tight across the hips":
    # "it is quite clingy around the hips", "it clung to my butt", "somewhat clingy in the hip
    # area" (not negated: "doesn't cling to my hips"; nor the stomach or the waist, which the
    # labelled sets read as nothing)
    Phrase(
        r"(?:cling(?:s|y|ing)?|clung)\s+(?:\w+\s+){0,2}?(?:to|around|in|at|on|over)\s+(?:the\s+|my\s+)?"
        r"(?:hips?|hip\s+area|butt|bum|rear|booty|behind|backside|derriere)\b",
        TIGHT,
        "hips",
        True,
        0.65,
    ),
    # the waist set higher than the reviewer is used to (fit-text-49): "the waist is a little
    # higher than i'm used to", "sits higher than i'm used to" (a high rise, fit-labels.md)
    Phrase(
        r"(?:waist(?:band|line)?\s+(?:is|was|sits|sat|hits|hit)|sits|sat)\s+(?:\w+\s+){0,2}?higher\s+than\s+"
        r"(?:i'?m|i\s+am|i\s+was)\s+used\s+to\b",
        LOOSE,
        "rise",
        True,
        0.65,
    ),
    Phrase(
        # (not a purpose or a taste: "so it could sit a bit lower", "i like skirts to sit lower")
        r"(?<!\bto\s)(?<!\bcould\s)(?<!\bwould\s)(?<!\bcan\s)(?<!\bwill\s)"
        r"(?:sits?|sat|sitting|rides?|rode|riding)\s+(?:\w+\s+){0,2}?(?:lower|low)\b"
        r"|(?:slides?|slid|sliding|slips?|slipping|falls?|falling)\s+down"
        # (fit-text-41) "the front seemed to dip low at the waist"
        r"|(?:dips?|dipped|dipping)\s+(?:\w+\s+)?(?:lower|low)\s+(?:at|in)\s+the\s+(?:waist|waistband)\b"
        r"|(?:keep|keeps|kept|have\s+to|had\s+to|has\s+to|having\s+to|need\s+to|needed\s+to|constantly|always|forever"
        r"|(?:was|were|am|i'?m)\s+(?:always\s+|constantly\s+)?)\s+(?:\w+\s+)?(?:pull|pulling|hike|hiking|hitch|hitching)\s+"
        r"(?:them|it)\s+up|builder'?s\s+(?:bum|butt|crack)|plumber'?s\s+crack",
        TIGHT,
        "rise",
        True,
        0.65,
    ),
    # (fit-text-45) the length in an exclamation: "that's how short it is", "shocked how long
    # these were", and disliked (fit-text-46): "i don't like how short it is in the back". Not
    # liked ("i like how long it is"), nor with "they", as often the sleeves as the garment
    # ("hemmed the sleeves, but shocked how long they were").
    *(
        Phrase(
            # a length disliked is a verdict, the dislike taken into the match so that its "n't"
            # is not read as the length's negation: "i don't like how short it is in the back"
            r"(?:(?<![\w'])(?:don't|didn't|doesn't|do\s+not|did\s+not)\s+(?:really\s+)?(?:like|love)\s+"
            r"|(?<![\w'])(?:dislike|disliked|hate|hated)\s+"
            # (not liked, nor a question of it: "didn't really look at how long the dress was")
            r"|(?<!like\s)(?<!love\s)(?<!liked\s)(?<!loved\s)(?<!look\sat\s)(?<!looked\sat\s)(?<!check\s)"
            r"(?<!checked\s)(?<!see\s)(?<!know\s)(?<!knew\s)(?<!sure\s)(?<!idea\s))(?<![\w'])how\s+(?:very\s+)?"
            + word
            # the item named (fit-text-46): "due to how short this blouse is"
            + r"\s+(?:it|this|these|(?:the|this|these|that|those)\s+[\w-]+)"
            + r"\s+(?:is|was|are|were|runs?|ran|came)\b",
            direction,
            "length",
            False,
            0.7,
        )
        for word, direction in (("short", TIGHT), ("long", LOOSE))
    ),
    # (fit-text-45) the rise praised before its name, as "the rise is perfect": "had good rise",
    # "awesome rise. not too high, not too low"
    Phrase(
        r"(?<![\w'-])(?:good|great|perfect|awesome|amazing|nice|ideal)"
        r"\s+(?:(?:mid|high|low)[\s-]?)?rise\b(?!\s+(?:on|of)\s+(?:the\s+)?(?:other|model|last)\b)",
        NEUTRAL,
        "rise",
        True,
        0.7,
    ),
    # the rise named by where it runs: "short from waist to crotch"
    Phrase(
        r"(?:short|shorter)\s+(?:\w+\s+)?from\s+(?:the\s+)?waist(?:band)?\s+to\s+(?:the\s+)?crotch",
        TIGHT,
        "rise",
        True,
        0.7,
    ),
    Phrase(
        r"(?:long|longer)\s+(?:\w+\s+)?from\s+(?:the\s+)?waist(?:band)?\s+to\s+(?:the\s+)?crotch",
        LOOSE,
        "rise",
        True,
        0.7,
    ),
    # no gap where it could gape is a part that fits: "no gapping at the waist", "they don't
    # gap in the back" (a negated loose idiom otherwise says nothing)
    Phrase(
        r"(?:(?:don'?t|doesn'?t|didn'?t|do\s+not|does\s+not|did\s+not|won'?t|never)\s+gap(?:e|s|es)?"
        r"|(?:no|without(?:\s+any)?)\s+(?:gap|gaps|gapping|gaping)"
        # "no gap between the waistband and my body": the waistband named in the phrase
        r"(?:\s+between\s+(?:the|my)\s+waist(?:band|line)?|(?=\s+(?:at|in|around|across|through|on|anywhere|when)\b)))\b"
        # not at an opening (fit-text-48): "doesn't gape at the armpit", "doesn't gape under the
        # arms", "(the slits) don't gape open" (armholes give no dimension)
        r"(?!\s+(?:open\b|(?:at|under|around|in|by)\s+(?:the\s+|my\s+)?(?:arms?|armpits?|arm\s*pits?|armholes?"
        r"|arm\s+holes?|underarms?|sides?\s+of\s+the\s+arms?)\b))",
        NEUTRAL,
        confidence=0.65,
    ),
    # judged against what was expected: "it fit better than i expected"
    Phrase(
        r"(?:fits?|fitted)\s+(?:me\s+)?(?:much\s+|even\s+|way\s+|a\s+lot\s+)?better\s+than\s+(?:i\s+)?"
        r"(?:expected|thought|anticipated|imagined|hoped|feared)\b",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    # the front strained at its buttons is tight at the bust (the chest for a man's shirt),
    # or at the part named: "the buttons pull", "pulls a bit at the top 2 buttons", "gapes
    # between the buttons", "the button gaps", "pulled a bit in the front"
    Phrase(_NO_STRAIN_EN, NEUTRAL, BREAST, True, 0.65),
    Phrase(_NO_STRAIN_PART_EN, NEUTRAL, BREAST, confidence=0.65),
    Phrase(_BUTTONS_STRAIN_EN, TIGHT, BREAST, confidence=0.7),
    Phrase(_FRONT_STRAIN_EN, TIGHT, BREAST, True, 0.7),
    # the garment that would not go, or went only with effort, over the hips or thighs is
    # tight there, whatever part of it is named ("had to shimmy it over my hips", "no way to
    # get this skirt on past the hips", "couldn't get the waistband (no zip) in xs up my hips")
    *(
        Phrase(_OVER_THE_PART + part, TIGHT, dimension, True, 0.7)
        for part, dimension in (
            (r"(?:hips|butt|bum|rear|backside|booty|behind)\b", "hips"),
            (r"thighs\b", "thigh"),
        )
    ),
    # a part said to be cut for a bigger or smaller body than the reviewer's is that part too
    # loose or tight: "the bust is cut for someone really curvy", "the top is cut for someone
    # with a much bigger chest", "the shoulders are cut for an offensive lineman"; the part is
    # named in the phrase (the subject or the "with" part), so an unnamed one says nothing
    *(
        Phrase(
            rf"(?:{_CUT_PART})\s+(?:is|are|was|were|seems?|seemed)\s+(?:\w+\s+)?(?:cut|made|designed|built|sized|meant)"
            rf"\s+for\s+{who}",
            direction,
            None,
            False,
            0.7,
        )
        for who, direction in ((_CUT_FOR_BIGGER, LOOSE), (_CUT_FOR_SMALLER, TIGHT))
    ),
    Phrase(_TIGHT_EN, TIGHT, confidence=0.7),
    Phrase(_LOOSE_EN, LOOSE, confidence=0.7),
    # a part's verdict alone on its line, as "tight in the arms" (fit-text-29, title)
    Phrase(_part_alone(_ALONE_TIGHT), TIGHT),
    Phrase(_part_alone(_ALONE_LOOSE), LOOSE),
    # a tent with a size word, or worn, is the whole (fit-text-25, fitmine): "like a giant
    # tent", "looked like i was wearing a huge tent", "like i was wearing a tent or an artist's
    # canvas on my chest", "sort of like wearing a tent" ("like a large tent" is left to the
    # size comparison, which reads no size before a noun: fit-text-22)
    Phrase(
        r"(?<!avoids\slooking\s)(?<!avoid\slooking\s)(?<!avoided\slooking\s)like\s+"
        r"(?:(?:i\s+(?:was|am|'m|were)\s+)?wearing\s+)?a\s+(?:(?:giant|huge|big|massive|gigantic|enormous|circus"
        rf"|shapeless)\s+){{0,2}}(?:tent|{_MUUMUU})\b",
        LOOSE,
        "overall",
        True,
        0.7,
    ),
    # no hemming needed is the length that fits (0): "no hemming needed!", "no tailoring
    # needed", "(pants that) don't have to be hemmed"; (fit-text-41) "doesn't need hemming",
    # "no need to hem them"
    Phrase(
        r"no\s+(?:hemming|tailoring)\s+(?:needed|required|necessary)\b"
        r"|no\s+need\s+(?:for\s+(?:hemming|tailoring|alterations?)|to\s+(?:hem|shorten)\b)"
        r"|(?:don'?t|didn'?t|won'?t|doesn'?t|do\s+not|did\s+not|does\s+not|will\s+not|never)\s+(?:need|require)"
        r"\s+(?:any\s+)?(?:hemming|shortening|tailoring|alterations?)\b"
        r"|(?:don'?t|didn'?t|won'?t|doesn'?t|do\s+not|did\s+not|will\s+not|never)\s+(?:have|need)\s+to\s+"
        r"(?:be\s+|get\s+(?:them|it)\s+|have\s+(?:them|it)\s+)?(?:hemmed|hem\s+(?:them|it)|taken\s+up|shortened)\b",
        NEUTRAL,
        "length",
        True,
        0.65,
    ),
    # heels needed for the length is long (fit-labels.md: "had to hem" is +1; fit-text-41):
    # "i have to wear heels so that it doesn't drag", "will have to wear these with wedges"
    Phrase(
        r"(?<![\w'])(?:have|has|had|need|needs|needed|must)\s+to\s+(?:wear|be\s+worn)\s+"
        r"(?:(?:them|these|it|this|those|the\s+[\w-]+)\s+)?(?:with\s+)?(?:(?:my|some|a\s+good|a)\s+)?"
        r"(?:(?:highest|high|tall|big|\d+(?:\s*(?:inch|in|\")|-inch)?)\s+)?"
        r"(?:heels|wedges|platforms|heel|wedge|platform)\b",
        LOOSE,
        "length",
        True,
        0.65,
    ),
    # (not a hem the length does not call for, fit-text-40: "a smidge too big but not enough
    # for me to have them taken up")
    Phrase(
        r"(?:(?<!\benough\sto\s)(?<!\benough\sfor\sme\sto\s)|(?=have\s+to\b))"
        rf"(?:{_LONG_EN}){_HEMMED_SHORTER}",
        LOOSE,
        "length",
        confidence=0.7,
    ),
    # the reviewer not filling the top out is room there (fit-text-40): "i have a b cup and
    # didn't quite fill out the top", "my small chest didn't fill out the darting in the chest"
    Phrase(_NOT_FILLED + r"(?:top|bust|bodice|cups?|bust\s+area)\b", LOOSE, "bust", True, 0.65),
    Phrase(
        _NOT_FILLED + r"(?:chest|chest\s+area|darting\s+in\s+the\s+chest)\b",
        LOOSE,
        "chest",
        True,
        0.65,
    ),
    # a child's garment bought large, said of the whole: "fits him with a bit of growing room
    # and the sleeves are the right length"
    Phrase(r"growing\s+room\b", LOOSE, "overall", True, 0.7),
    # sleeves bunched at the wrists or over the hands are long sleeves, whatever the clause
    # names: "they cover half my hands", "go past my fingertips"
    Phrase(
        r"bunch(?:es|ed|ing)?\s+(?:up\s+)?at\s+the\s+wrists?"
        r"|cover(?:s|ed|ing)?\s+(?:half\s+(?:of\s+)?)?(?:my|his|her)\s+(?:hands?|fingers|knuckles|thumbs?|palms?)\b"
        r"|(?:go|goes|went|were|was|are|is|come|comes|came|fall|falls|fell|hang|hangs|hung)\s+(?:well\s+|way\s+)?"
        r"(?:past|beyond|over)\s+(?:my|his|her)\s+(?:hands|fingers|fingertips|finger\s+tips|knuckles)",
        LOOSE,
        "sleeves",
        True,
        0.7,
    ),
    # the usual size in a line or a shop, this item "no exception" (fit-text-41): "i am a small
    # in most retailer tops and these are no exception", "i wear a 28 in all pilcro and these
    # are no exception" (the size fits as usual)
    Phrase(
        r"(?:i'?m|i\s+am|i\s+wear|i\s+take)\s+(?:(?:always|usually|normally|typically|generally)\s+)?"
        r"(?:an?\s+)?(?:size\s+)?(?:xx?s|xx?l|s|m|l|small|medium|large"
        r"|\d{1,2})\s+in\s+(?:(?:all|most|every|any)\s+)?[\w\s'-]{0,30}?(?:,\s*)?(?:and|so)\s+(?:this|these|it|they)"
        r"\s+(?:one\s+)?(?:is|are|was|were)\s+no\s+(?:exception|different)\b",
        NEUTRAL,
        "overall",
        True,
        0.7,
    ),
    # made for a smaller or larger part than the reviewer's (fit-text-41): "the bottom was meant
    # for someone with a smaller butt" (tight there), "meant for someone with a larger chest"
    # (roomy there); the part is named inside
    Phrase(
        _MADE_FOR_SOMEONE_WITH + r"(?:smaller|less|flatter|narrower|thinner|slimmer)\b",
        TIGHT,
        confidence=0.65,
    ),
    Phrase(
        _MADE_FOR_SOMEONE_WITH + r"(?:larger|bigger|more|fuller|wider|broader)\b",
        LOOSE,
        confidence=0.65,
    ),
    # a longer cut on the wearer than it is sold as (fit-text-41): "fits more like a maxi on me",
    # "this was definitely a maxi on me", "it's a midi on me"
    Phrase(
        r"(?:(?:is|was|it's|fits?|fit|more)\s+(?:\w+\s+)?(?:like\s+)?)a\s+(?:maxi|midi|floor[\s-]length\s+\w+)"
        r"\s+on\s+me\b",
        LOOSE,
        "length",
        True,
        0.65,
    ),
    # and its mirror (fit-text-51): a shorter cut on the wearer than it is sold as, "the dress
    # was a mini on me", "a crop top on me", "a tunic at best" (not "a tunic on me": a top
    # that is a tunic on the wearer is long)
    Phrase(
        r"(?:(?:is|was|it's|fits?|fit|more)\s+(?:\w+\s+)?(?:like\s+)?)an?\s+"
        r"(?:(?:mini(?:\s*(?:dress|skirt))?|crop(?:ped)?\s+top)\s+on\s+me|tunic\s+at\s+best)\b",
        TIGHT,
        "length",
        True,
        0.65,
    ),
    # "runs slim" as "runs narrow" (fit-text-41: "the shirt does run slim"); "slim" alone is a
    # cut (the adjective below)
    Phrase(
        r"(?<![\w'])(?:runs?|ran|running)\s+(?:(?:a\s+(?:bit|little|tad)|slightly|very|really|quite|pretty"
        r"|super|extremely|kind\s+of|rather)\s+)?(?:slim|slimmer)\b",
        TIGHT,
        confidence=0.7,
        verdict=True,
    ),
    Phrase(_SHORT_EN, TIGHT, "length", confidence=0.65),
    Phrase(_SHORT_SLEEVES_EN, TIGHT, "sleeves", True, 0.65),
    # "hits like on the model" (a length); "it fits exactly as on the model" is a verdict on
    # the whole, no length; nor is a look or a lift like the model's ("looks as good as on the
    # model", "it looks like on the model", "it lifts just like on the model")
    Phrase(
        r"(?<!\bfits\s)(?<!\bfit\s)(?<!\bfits\sme\s)"
        + _NOT_A_LOOK_BEFORE
        + r"(?:exactly\s+|just\s+)?"
        r"(?<!\bfits\sexactly\s)(?<!\bfits\sjust\s)(?<!\bfit\sexactly\s)(?<!\bfit\sjust\s)"
        r"(?<!\bfits\sme\sexactly\s)(?<!\bfits\sme\sjust\s)"
        + _NOT_A_LOOK_BEFORE
        + r"(?:like|as)\s+on\s+the\s+model",
        NEUTRAL,
        "length",
        True,
        0.6,
    ),
    # like on the model, said with a verb of where it ends: "it hits me exactly like the dress
    # on the model", "hits me right where it hits the model", "hit right at my knee like it
    # does on the model" (not "looks nothing like it does on the model")
    Phrase(
        r"(?<!not\s)(?<!n't\s)(?:hits?|hitting|falls?|falling|fell|lands?|landed|ends?|ended|hangs?|hung)\s+(?:on\s+)?(?:me\s+)?"
        r"(?:(?:exactly\s+|just\s+|right\s+)?(?:at|above|below|on|to|around)\s+(?:my|the)\s+[\w-]+\s*,?\s+)?"
        r"(?:(?:exactly\s+|just\s+|right\s+)?(?:like|as|where)"
        # (fit-text-41) "these fall about the same place on the model", "hitting about the same
        # as the model image"
        r"|(?:at\s+)?(?:about\s+|roughly\s+|exactly\s+|just\s+)?(?:the\s+)?same\s+(?:(?:place|spot|point)(?:\s+as)?|as))"
        r"\s+(?:(?:it|they)\s+(?:does|do|did|is|was|hits?|falls?"
        r"|ends?)\s+|the\s+[\w-]+\s+(?:does\s+|did\s+)?)?(?:on\s+)?the\s+model\b",
        NEUTRAL,
        "length",
        True,
        0.65,
    ),
    # the same length as the model's, said with a verb: "the same length on me as it shows
    # on the model", "as long on me as it looks in the photos" (not "not as long as ...")
    Phrase(
        r"(?<!not\s)(?<!n't\s)(?:the\s+same\s+length|as\s+(?:long|short))\s+(?:on\s+me\s+)?as\s+(?:(?:it|they)\s+"
        r"(?:shows?|looks?|appears?|does|do|did|is|are|was|were)\s+(?:on\s+the\s+model"
        r"|in\s+the\s+(?:photos?|pictures?|pics?))"
        # the model named alone, after "on me" (fit-text-49): "just as long on me as the model"
        r"|(?<=on\sme\sas\s)(?:on\s+)?the\s+model)\b",
        NEUTRAL,
        "length",
        True,
        0.6,
    ),
)
