"""Word lists for colours, audiences, styles, garment modifiers and option names/values.

Cells are ``|``-separated and normalised at import like ``vocab_garments``. French and
Spanish colour adjectives are inflected automatically (noir -> noire/noirs, rojo ->
roja/rojos); German colours also match compounds and endings ("dunkelblaues").
"""

from __future__ import annotations

# family -> (en, de, fr, es). Fourteen families; "teal" counts as blue, "cream"/"ecru" as
# white, "khaki"/"beige"/"camel" as neutral, gold/silver/steel as metallic.
COLOURS: dict[str, tuple[str, str, str, str]] = {
    "black": ("black|jet black|onyx|ebony", "schwarz", "noir", "negro"),
    "white": (
        "white|off white|ivory|ecru|cream|optic white|snow white|chalk|eggshell",
        "weiss|wollweiss|creme|elfenbein|ecru|offwhite",
        "blanc|blanche|blanches|ecru|ivoire|creme",
        "blanco|crudo|marfil|crema|hueso",
    ),
    "grey": (
        "grey|gray|charcoal|heather|melange|marl|slate|anthracite|ash|gunmetal grey|greyish",
        "grau|anthrazit|meliert|silbergrau",
        "gris|grise|anthracite|chine",
        "gris|grises|antracita|jaspeado|marengo",
    ),
    "blue": (
        "blue|navy|cobalt|teal|turquoise|aqua|indigo|azure|cyan|petrol|denim blue|sky|"
        "midnight blue|sapphire|cerulean|ultramarine|bluish",
        "blau|marine|navy|turkis|petrol|indigo|jeansblau",
        "bleu|bleue|bleus|bleues|marine|turquoise|indigo|azur|canard",
        "azul|azules|marino|celeste|turquesa|anil|anil",
    ),
    "green": (
        "green|olive|mint|sage|emerald|lime|bottle green|military green|jade|moss|"
        "pistachio|khaki green|greenish|forest green|army green",
        "grun|oliv|mint|salbei|smaragd|tanne|flaschengrun",
        "vert|olive|menthe|emeraude|kaki|sauge",
        "verde|oliva|menta|esmeralda|caqui|kaki",
    ),
    "red": (
        "red|maroon|burgundy|wine|crimson|scarlet|cherry|oxblood|bordeaux|claret|brick|reddish",
        "rot|weinrot|bordeaux|kirschrot|bordeauxrot",
        "rouge|bordeaux|grenat|carmin|cerise",
        "rojo|granate|burdeos|vino|carmesi|cereza",
    ),
    "pink": (
        "pink|rose|blush|fuchsia|fushia|magenta|hot pink|dusty pink|pinkish|raspberry",
        "rosa|pink|altrosa|fuchsia|magenta|himbeere",
        "rose|fuchsia|framboise|magenta",
        "rosa|fucsia|rosado|magenta|frambuesa",
    ),
    "purple": (
        "purple|violet|lavender|lilac|mauve|plum|aubergine|orchid|grape|amethyst|purplish",
        "lila|violett|flieder|aubergine|pflaume|lavendel",
        "violet|violette|mauve|lilas|prune|parme|lavande",
        "morado|violeta|lila|malva|berenjena|lavanda|purpura",
    ),
    "yellow": (
        "yellow|mustard|lemon|canary|ochre|saffron|sunflower|yellowish",
        "gelb|senf|senfgelb|zitronengelb|ocker",
        "jaune|moutarde|ocre|citron",
        "amarillo|mostaza|ocre|limon",
    ),
    "orange": (
        "orange|peach|coral|rust|terracotta|tangerine|apricot|salmon|burnt orange|orangish",
        "orange|koralle|rost|apricot|lachs|terrakotta|pfirsich",
        "orange|corail|peche|rouille|abricot|saumon|terracotta",
        "naranja|coral|melocoton|teja|salmon|mandarina|terracota",
    ),
    "brown": (
        "brown|chocolate|coffee|espresso|cognac|chestnut|mocha|walnut|tobacco|caramel|brownish",
        "braun|cognac|schoko|mokka|kastanie|karamell",
        "marron|brun|chocolat|cognac|caramel|noisette",
        "marron|cafe|chocolate|cognac|caramelo|avellana",
    ),
    "neutral": (
        "beige|khaki|tan|camel|nude|skin|taupe|sand|stone|oatmeal|mushroom|biscuit|fawn|"
        "champagne|greige|putty|wheat",
        "beige|sand|camel|taupe|nude|hautfarben",
        "beige|camel|taupe|sable|nude|naturel|greige|chair",
        "beige|camel|arena|tostado|nude|piedra",
    ),
    "metallic": (
        "gold|golden|silver|bronze|copper|metallic|steel|gunmetal|rose gold|platinum|chrome|pewter",
        "gold|golden|silber|bronze|kupfer|metallic|stahl",
        "dore|argent|argente|bronze|cuivre|metallise|acier",
        "dorado|oro|plateado|plata|bronce|cobre|metalizado|acero",
    ),
    "multi": (
        "multi|multicolor|multicolour|multicoloured|multicolored|multi colour|multi coloured|"
        "multi color|multi colored|rainbow|assorted|multi tone",
        "bunt|mehrfarbig|regenbogen",
        "multicolore|multicolor|arc en ciel",
        "multicolor|multicolores|arcoiris|multicolorido",
    ),
}

# German colour stems that also appear at the end of compounds and with adjective endings:
# "dunkelblau", "marineblaues", "hellgraue", "olivgrün".
DE_COLOUR_STEMS: dict[str, str] = {
    "schwarz": "black",
    "weiss": "white",
    "grau": "grey",
    "blau": "blue",
    "grun": "green",
    "rot": "red",
    "rosa": "pink",
    "lila": "purple",
    "gelb": "yellow",
    "orange": "orange",
    "braun": "brown",
    "beige": "neutral",
    "silber": "metallic",
    "gold": "metallic",
}
DE_COLOUR_PREFIXES = (
    "hell|dunkel|marine|himmel|royal|tief|pastell|eis|petrol|wein|kirsch|blut|oliv|tannen|"
    "mint|zitronen|senf|sand|kobalt|nacht|mittel|alt|jeans|grau|blau|grun|rot|gelb|braun"
)

# Kids' words that also say girls or boys (all languages together).
KIDS_GENDER: dict[str, str] = {
    "girls": "girls|girl|madchen|fille|filles|nina|ninas",
    "boys": "boys|boy|jungen|junge|garcon|garcons|nino",
}

# audience -> (en, de, fr, es)
AUDIENCE: dict[str, tuple[str, str, str, str]] = {
    "kids": (
        "kids|kid|children|childrens|child|boys|boy|girls|girl|baby|babies|infant|infants|"
        "toddler|toddlers|junior|juniors|youth|teen|teens|newborn",
        "kinder|kind|jungen|junge|madchen|baby|babys|kleinkind",
        "enfant|enfants|garcon|garcons|fille|filles|bebe|bebes|junior",
        "nino|nina|ninos|ninas|infantil|bebe|juvenil",
    ),
    "unisex": ("unisex|gender neutral|all gender", "unisex", "unisexe|mixte", "unisex"),
    "women": (
        "women|womens|woman|ladies|lady|female|for her|maternity",
        "damen|frauen|dame|frau",
        "femme|femmes|feminin",
        "mujer|mujeres|dama|damas|femenino|femenina",
    ),
    "men": (
        "men|mens|man|male|gents|gentlemen|for him",
        "herren|herr|manner|mann",
        "homme|hommes|masculin",
        "hombre|hombres|caballero|caballeros|masculino",
    ),
}

# occasion -> (en, de, fr, es) words that name what a product is worn for. Longer phrases win
# ("track suit" is sport, "swim suit" beach, "night suit" lounge, plain "suit" formal).
# "business" is office wear a step below "formal" (suits, tuxedos, evening-dress codes).
OCCASION_WORDS: dict[str, tuple[str, str, str, str]] = {
    "sport": (
        "sport|sports|sporty|athletic|athletics|athleisure|active|activewear|running|"
        "training|gym|yoga|pilates|football|soccer|cricket|basketball|tennis|badminton|"
        "golf|hiking|trekking|trail|cycling|ski|skiing|snowboard|workout|fitness|marathon|"
        "track|tracksuit|track suit|track pants|jogging|dri fit|drifit|climalite|climacool|"
        "compression|match jersey|football jersey|cricket jersey|team jersey|sweat wicking|"
        "performance|outdoor|swimming|boxing|martial arts|sports bra",
        "sport|sportlich|lauf|laufen|trainings|training|fitness|wander|wandern|funktions|"
        "fussball|radsport|turn",
        "sport|sportif|sportive|sportifs|course|entrainement|randonnee|foot|football|velo|"
        "fitness|tennis",
        "deporte|deportes|deportivo|deportiva|deportivos|deportivas|entrenamiento|futbol|"
        "senderismo|gimnasio|ciclismo|correr|running|tenis",
    ),
    "formal": (
        "formal|formals|tuxedo|tuxedos|tux|black tie|white tie|dress shirt|dress shoes|"
        "dress shoe|dress pants|dress trousers|suit|suits|three piece|two piece suit|"
        "dinner jacket|cufflinks|cufflink|morning coat|oxford shoes|brogues|derby shoes",
        "formell|festlich|smoking|anzug|elegant|elegante|elegantes",
        "formel|formelle|smoking|habille|habillee|habilles|habillees|elegant|elegante",
        "formal|esmoquin|smoking|de vestir|traje|elegante",
    ),
    "business": (
        "business|office|work|workwear|smart casual|semi formal|semiformal|tailored|"
        "officewear|career|corporate|boardroom",
        "business|buro|office|arbeit|businesshemd|business hemd",
        "bureau|travail|business|habille decontracte",
        "oficina|trabajo|negocios|business",
    ),
    "party": (
        "party|partywear|party wear|evening|cocktail|gala|prom|clubwear|sequin|sequined|"
        "sequinned|glitter|sparkle|sparkly|festive|wedding|bridal|bride|bridesmaid|night out|"
        "ball gown|embellished",
        "party|abend|abendkleid|cocktail|fest|festlich|hochzeit|braut|pailletten|glitzer",
        "soiree|fete|cocktail|ceremonie|mariage|mariee|paillettes",
        "fiesta|noche|coctel|gala|ceremonia|boda|novia|lentejuelas",
    ),
    "ethnic": (
        "ethnic|ethnicwear|traditional|kurta|kurtas|kurti|kurtis|saree|sarees|sari|saris|"
        "churidar|salwar|kameez|lehenga|choli|ghagra|dupatta|patiala|sherwani|dhoti|nehru|"
        "anarkali|jutti|juttis|mojari|mojaris|bindi|jhumka|jhumkas|kundan|polki|meenakari|"
        "banarasi|chanderi|bandhani|zari|kolhapuri|bandhgala|pathani|kimono|hanbok|qipao|"
        "cheongsam|abaya|dirndl|lederhosen|folk",
        "tracht|trachten|trachtenmode|dirndl|lederhose|lederhosen|traditionell",
        "traditionnel|traditionnelle|ethnique|folklorique",
        "tradicional|etnico|etnica|folklorico|folklorica",
    ),
    "lounge": (
        "lounge|loungewear|sleep|sleepwear|night|nightwear|pyjama|pyjamas|pajama|pajamas|"
        "nightdress|nightie|nighty|night suit|bathrobe|dressing gown|at home|homewear|"
        "slippers|onesie",
        "schlaf|schlafanzug|nacht|nachthemd|hausanzug|homewear|bademantel|pantoffeln",
        "nuit|pyjama|interieur|detente|chaussons|pantoufles|peignoir",
        "pijama|dormir|estar por casa|pantuflas",
    ),
    "beach": (
        "beach|beachwear|swim|swimwear|swimsuit|swimsuits|swim suit|bathing suit|bikini|"
        "bikinis|tankini|monokini|boardshorts|board shorts|swim shorts|swim trunks|surf|"
        "pool|resort|sarong|kaftan|cover up|flip flops|flip flop",
        "strand|bade|badeanzug|badehose|bikini|badeshorts|zehentrenner",
        "plage|bain|maillot de bain|bikini|tongs",
        "playa|bano|banador|traje de bano|bikini|piscina|chanclas",
    ),
    "casual": (
        "casual|casuals|everyday|weekend|leisure|daywear|streetwear|lifestyle",
        "freizeit|lassig|casual|alltag",
        "decontracte|decontractee|casual|loisir|quotidien",
        "casual|informal|diario|urbano",
    ),
}

# German compounds that open with an occasion: "Laufshirt", "Abendkleid", "Badeshorts".
DE_OCCASION_PREFIXES: dict[str, str] = {
    "sport": "sport",
    "lauf": "sport",
    "trainings": "sport",
    "fitness": "sport",
    "wander": "sport",
    "abend": "party",
    "party": "party",
    "business": "business",
    "buro": "business",
    "bade": "beach",
    "strand": "beach",
    "schlaf": "lounge",
    "nacht": "lounge",
    "trachten": "ethnic",
}

# season -> (en, de, fr, es): words that make a product a summer or a winter piece.
SEASON_WORDS: dict[str, tuple[str, str, str, str]] = {
    "summer": (
        "summer|linen|sleeveless|lightweight|beach|swim|swimwear|tank|breezy|seersucker",
        "sommer|leinen|armellos|strand",
        "ete|lin|sans manches|plage",
        "verano|lino|sin mangas|playa",
    ),
    "winter": (
        "winter|wool|woollen|woolen|fleece|thermal|puffer|down jacket|down coat|down vest|"
        "padded|quilted|cashmere|sherpa|fur|faux fur|insulated|warm|knitted|heavyweight|"
        "parka|snow|ski",
        "winter|wolle|woll|daunen|gefuttert|warm|thermo|fleece|stepp|kaschmir|strick",
        "hiver|laine|doudoune|polaire|fourre|fourree|chaud|chaude|cachemire|matelasse",
        "invierno|lana|plumas|polar|forro polar|acolchado|acolchada|abrigado|cachemira",
    ),
}

# modifier word -> (English word in prompt tags, rank). Rank orders modifiers when the
# source language puts them after the noun: length, then fit/shape, then material, then type.
MODIFIERS: tuple[tuple[int, str, str], ...] = (
    (0, "mini", "mini"),
    (0, "midi", "midi"),
    (0, "maxi", "maxi"),
    (0, "cropped", "cropped|crop|cropped length|courte|corto|corta|kurz|kurze|kurzes"),
    (0, "long", "long|longue|largo|larga|lang|lange|langes|langer"),
    (0, "long sleeve", "long sleeve|long sleeved|longsleeve|manches longues|manga larga|langarm"),
    (0, "short sleeve", "short sleeve|short sleeved|manches courtes|manga corta|kurzarm"),
    (0, "sleeveless", "sleeveless|sans manches|sin mangas|armellos|armellose"),
    (1, "slim", "slim|ajuste|ajustee|ajustado|ajustada|slim fit"),
    (1, "skinny", "skinny|pitillo|super skinny"),
    (1, "straight", "straight|straight leg|droit|droite|recto|recta|gerade|gerades"),
    (1, "relaxed", "relaxed|loose|ample|holgado|holgada|locker|lockere"),
    (1, "oversized", "oversized|oversize"),
    (1, "wide-leg", "wide leg|wide legged|ancho|ancha|weit|weite|palazzo"),
    (1, "flared", "flared|flare|evase|acampanado|acampanada|ausgestellt"),
    (1, "bootcut", "bootcut|boot cut|boot leg"),
    (1, "tapered", "tapered|carrot"),
    (1, "mom", "mom"),
    (1, "boyfriend", "boyfriend"),
    (1, "high-waisted", "high waisted|high waist|high rise|taille haute|tiro alto|high waist"),
    (1, "fitted", "fitted|entallado|entallada|cintre"),
    (1, "bodycon", "bodycon|moulant|moulante|ajustado al cuerpo"),
    (1, "a-line", "a line|trapeze"),
    (1, "pleated", "pleated|plisse|plissee|plisado|plisada|falten"),
    (1, "wrap", "wrap|portefeuille|cache coeur|cruzado|cruzada|wickel"),
    (1, "slip", "slip"),
    (1, "shift", "shift"),
    (1, "sheath", "sheath|fourreau|etui"),
    (1, "skater", "skater|patineuse"),
    (1, "pencil", "pencil|crayon|lapiz|bleistift"),
    (1, "tiered", "tiered|volants"),
    (2, "denim", "denim|en jean|vaquero|vaquera|mezclilla"),
    (2, "leather", "leather|faux leather|vegan leather|leder|cuir|piel|cuero|simili cuir"),
    (2, "suede", "suede|wildleder|daim|ante"),
    (2, "linen", "linen|leinen|lin|lino"),
    (2, "wool", "wool|woollen|wollen|woll|laine|lana|merino"),
    (2, "knit", "knit|knitted|strick|maille|punto|tricot"),
    (2, "cashmere", "cashmere|kaschmir|cachemire|cachemira"),
    (2, "silk", "silk|seide|seiden|soie|seda"),
    (2, "satin", "satin|saten"),
    (2, "velvet", "velvet|samt|velours|terciopelo"),
    (2, "lace", "lace|spitze|spitzen|dentelle|encaje"),
    (2, "sequin", "sequin|sequined|sequinned|pailletten|paillettes|lentejuelas"),
    (2, "corduroy", "corduroy|cord|velours cotele|pana"),
    (2, "down", "down|daunen|duvet|plumas"),
    (2, "quilted", "quilted|stepp|matelasse|acolchado|acolchada"),
    (2, "tweed", "tweed"),
    (2, "fleece", "fleece|polaire|forro polar"),
    (3, "chelsea", "chelsea"),
    (3, "ankle", "ankle|cheville|tobillo"),
    (3, "knee-high", "knee high|over the knee|overknee|cuissardes"),
    (3, "combat", "combat|biker boots"),
    (3, "biker", "biker|perfecto|moto|motero"),
    (3, "hiking", "hiking|trekking|wander|randonnee"),
    (3, "cowboy", "cowboy|western|santiags|camperas"),
    (3, "platform", "platform|plateau|plataforma"),
    (3, "block heel", "block heel|block heeled"),
    (3, "crossbody", "crossbody|cross body|umhange|bandouliere|bandolera"),
    (3, "shoulder", "shoulder|schulter|de hombro"),
    (3, "tote", "tote"),
    (3, "bucket", "bucket|seau"),
    (3, "bomber", "bomber"),
    (3, "puffer", "puffer|padded|doudoune"),
    (3, "trench", "trench"),
    (3, "rain", "rain|regen|pluie|lluvia"),
    (3, "cargo", "cargo"),
    (3, "chino", "chino"),
    (3, "hooded", "hooded|kapuzen|a capuche|con capucha"),
    (3, "running", "running|lauf"),
    (3, "polo", "polo"),
    (3, "graphic", "graphic|graphique"),
    (3, "halter", "halter|halterneck|dos nu"),
    (3, "off-shoulder", "off shoulder|off the shoulder|cold shoulder|epaules denudees"),
    (3, "v-neck", "v neck|col v|cuello pico|v ausschnitt"),
    (3, "turtleneck", "roll neck|rollkragen|col roule|cuello alto"),
    (3, "evening", "evening|abend|soiree|de noche|de fiesta|cocktail|party"),
    (3, "lace-up", "lace up|lace-up|schnur|a lacets|con cordones"),
    (3, "slip-on", "slip on|slip-on"),
    (3, "shirt", "hemdblusen|chemisier|camisero|camisera"),
    (3, "utility", "utility"),
    (3, "tie-dye", "tie dye|tie dyed|batik"),
    (3, "tie-front", "tie front|tie waist|self tie|tie up"),
    (3, "cap-sleeve", "cap sleeve|cap sleeves|toe cap"),
    (3, "kitten heel", "kitten heel|kitten heels"),
)

# Tokens that may sit between a modifier and its noun without ending the noun phrase:
# "Slim Fit Stretch Jeans", "Midi Wrap Dress in Navy".
FILLER_WORDS = (
    "fit|cut|leg|stretch|printed|print|solid|striped|stripes|stripe|check|checked|checks|plaid|"
    "floral|basic|classic|essential|casual|the|a|new|style|look|coupe|corte|schnitt|style|estilo|"
    "light|dark|pale|bright|deep|clair|fonce|claro|oscuro|hell|dunkel|washed|distressed|ripped|"
    "soft|stretchy|comfort|organic|cotton|coton|algodon|baumwoll|baumwolle|pure|premium|womens|"
    "mens|kids|ladies|unisex|pack|of|2|3|4|5|in"
)

# Tokens that end a noun phrase: the garment after "with"/"mit"/"avec" is a part or a
# pairing, not the product ("Dress with Belt", "Jupe en jean" -> skirt).
CONNECTORS = (
    "with|w|and|plus|incl|including|featuring|for|to|mit|und|fur|inkl|avec|et|pour|en|de|des|du|"
    "con|y|para|del|sobre|or|oder|ou|o|by|von|par|por"
)

# Option names -> kind. Longer phrases win ("size type" is a fit choice, "shoe size" a size).
OPTION_NAMES: dict[str, str] = {
    "visual": "color|colour|colors|colours|color name|colour name|colorway|colourway|shade|shades|"
    "farbe|farben|farbton|couleur|couleurs|coloris|teinte|color|colores|tono|tonos",
    "size": "size|sizes|taille|tailles|grosse|groesse|konfektionsgrosse|schuhgrosse|talla|tallas|"
    "tamano|tamanos|shoe size|waist size|cup size|band size|bra size|us size|eu size|uk size|"
    "pointure|numero|size eu|size us|size uk|kids size|dress size|waist|taillenweite|"
    "bundweite|tour de taille|cintura",
    "fit": "fit|fits|passform|coupe|fit type|size type|size range|body type|schnittform|ajuste|"
    "corte|silhouette",
    "length": "length|lengths|inseam|leg length|lange|laenge|beinlange|schrittlange|longueur|"
    "longueur de jambe|entrejambe|largo|longitud|entrepierna|largo de pierna|hemline|leg",
    "width": "width|widths|weite|breite|schuhweite|largeur|ancho|anchura|shoe width|calf width|"
    "calf|wadenweite",
    "style": "style|styles|material|materials|fabric|pattern|print|design|finish|stil|muster|"
    "stoff|motiv|motif|matiere|tissu|modele|estilo|diseno|estampado|tejido|modelo|design|"
    "edition|version|texture|wash|heel height|neckline|sleeve|sleeves",
    "other": "quantity|pack|pack size|bundle|menge|anzahl|quantite|lot|cantidad|paquete|"
    "gift wrap|denomination|amount|title",
}

# Option values that name a fit, length or width choice (sizes and colours are detected
# by pattern and by the colour vocabulary).
FIT_VALUES = (
    "regular|petite|tall|slim|skinny|relaxed|straight|loose|plus|curvy|classic|athletic|"
    "tailored|oversized|standard|comfort|modern|wide leg|bootcut|boot cut|tapered|"
    "normal|schmal|weit|ajuste|ample|droit|ajustado|holgado|recto|big and tall|big tall|"
    "maternity|muscle|extra slim|super skinny|loose fit|regular fit|slim fit|relaxed fit|"
    "classic fit|athletic fit|straight fit|skinny fit|tailored fit|modern fit|plus size"
)
LENGTH_VALUES = (
    "short|regular|long|extra long|extra short|cropped|ankle|ankle length|full length|midi|"
    "maxi|mini|knee length|kurz|lang|normal|court|longue|long|corto|largo|regular length|"
    "short length|long length"
)
WIDTH_VALUES = (
    "wide|narrow|medium|regular|standard|extra wide|x wide|xw|ww|w|n|m|b|d|e|ee|eee|2e|3e|4e|"
    "weit|schmal|normal|large|etroit|ancho|estrecho|normal|wide fit|extra wide fit|"
    "standard fit|g|h|k"
)
# Values that only a width option uses: they decide between width and the others.
WIDTH_ONLY_VALUES = (
    "wide|narrow|extra wide|x wide|xw|ww|w|n|b|d|e|ee|eee|2e|3e|4e|etroit|estrecho|wide fit|"
    "extra wide fit"
)
STYLE_VALUES = (
    "cotton|linen|wool|leather|silk|denim|polyester|cashmere|suede|velvet|satin|nylon|"
    "viscose|canvas|faux leather|vegan leather|merino|floral|striped|stripe|plain|solid|"
    "check|checked|plaid|print|printed|polka dot|leopard|animal print|camo|camouflage|"
    "baumwolle|leinen|wolle|leder|seide|coton|lin|laine|cuir|soie|algodon|lino|lana|piel|seda|"
    "matte|glossy|patent|metallic finish|embroidered|sequin|lace|knit|crew neck|v neck|"
    "round neck|hooded|classic|original|vintage|modern"
)
