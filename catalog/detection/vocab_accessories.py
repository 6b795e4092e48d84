"""Garment vocabulary of footwear, bags, jewellery and accessories.

Rows as in ``vocab_garments``: ``(fine, tag, en, de, fr, es)``.
"""

from __future__ import annotations

from .vocab_apparel import Row

FOOTWEAR: tuple[Row, ...] = (
    # --- footwear
    (
        "sneakers",
        "sneakers",
        "sneakers|sneaker|trainers|trainer|sports shoes|sports shoe|running shoes|running shoe|"
        "sport shoes|tennis shoes|athletic shoes|plimsolls|kicks|high tops|high top|hi tops|"
        "hi top|low tops|low top|high top sneakers|hightops|hi tops sneakers|"
        # shoes named by their sport: athletic shoes, not fashion boots or plain shoes
        "training shoes|training shoe|football shoes|football shoe|football boots|football boot|"
        "soccer shoes|soccer boots|soccer cleats|cleats|basketball shoes|basketball shoe|"
        "trail shoes|trail shoe|trail running shoes|cycling shoes|cycling shoe|mtb shoes|"
        "badminton shoes|cricket shoes|golf shoes|golf shoe|jogging shoes|jogging shoe|gym shoes|"
        "workout shoes|squash shoes|volleyball shoes|handball shoes|indoor court shoes",
        "sneaker|sneakers|turnschuhe|turnschuh|laufschuhe|laufschuh|sportschuhe|sportschuh|"
        "fussballschuhe|fussballschuh|hallenschuhe|hallenschuh|trainingsschuhe|trainingsschuh|"
        "joggingschuhe|basketballschuhe|tennisschuhe|radschuhe|fahrradschuhe|golfschuhe",
        "baskets|basket|tennis|chaussures de sport|chaussures de course|chaussures de foot|"
        "chaussures de football|crampons|chaussures de running|chaussures de basket|"
        "chaussures de tennis|chaussures de golf|chaussures de velo|chaussures de cyclisme|"
        "chaussures de salle|chaussures de handball",
        "zapatillas|zapatilla|deportivas|tenis|zapatillas deportivas|botas de futbol|"
        "bota de futbol|zapatillas de futbol|zapatillas de running|zapatillas de correr|"
        "zapatillas de baloncesto|zapatillas de tenis|zapatillas de ciclismo|zapatos de golf|"
        "zapatillas de golf",
    ),
    (
        "formal shoes",
        "formal shoes",
        "formal shoes|formal shoe|dress shoes|dress shoe|oxfords|oxford shoes|oxford shoe|"
        "brogues|brogue shoes|derbies|derbys|derby shoes|derby shoe|monk shoes|monk straps|"
        "monk strap shoes|wingtips|wingtip shoes",
        "anzugschuhe|businessschuhe|budapester|oxford schuhe|derby schuhe",
        "derbies|richelieus|richelieu|chaussures de ville|chaussures habillees",
        "zapatos de vestir|zapatos formales|zapato de vestir|zapato formal|bluchers|oxford",
    ),
    (
        "casual shoes",
        "casual shoes",
        "casual shoes|casual shoe",
        "freizeitschuhe|freizeitschuh",
        "chaussures decontractees|chaussures casual",
        "zapatos casual|zapatos casuales|zapatos informales",
    ),
    (
        "shoes",
        "shoes",
        "shoes|shoe|loafers|loafer|moccasins|boat shoes|mules|clogs|lace ups|slip ons|"
        "slip on shoes",
        "schuhe|schuh|halbschuhe|slipper|loafer|mokassins|schnurschuhe",
        "chaussures|chaussure|mocassins",
        "zapatos|zapato|mocasines|nauticos",
    ),
    (
        "boots",
        "boots",
        "boots|boot|booties|wellies|wellingtons",
        "stiefel|stiefeletten|stiefelette|boots",
        "bottes|botte|bottines|bottine|boots",
        "botas|bota|botines|botin",
    ),
    (
        "heels",
        "heels",
        "heels|heel|high heels|pumps|stilettos|stilettoes|stiletto|court shoes|wedges|slingbacks|"
        "kitten heels|peep toes|peep toe|peep toe heels|platforms|platform heels|platform shoes",
        "pumps|high heels|absatzschuhe|stilettos|plateauschuhe|plateaupumps",
        "escarpins|escarpin|talons|chaussures a talons|chaussures a plateforme",
        "tacones|zapatos de tacon|salones|plataformas|zapatos de plataforma",
    ),
    (
        "sports sandals",
        "sports sandals",
        "sports sandals|sports sandal|sport sandals|sport sandal|floaters|floater|"
        "hiking sandals|trekking sandals|outdoor sandals|athletic sandals",
        "sportsandalen|sportsandale|trekkingsandalen|outdoorsandalen|wandersandalen",
        "sandales de sport|sandale de sport|sandales de randonnee|sandales de marche",
        "sandalias deportivas|sandalia deportiva|sandalias de trekking|sandalias de montana",
    ),
    (
        "sandals",
        "sandals",
        "sandals|sandal|espadrilles|gladiators",
        "sandalen|sandale|sandaletten|sandalette",
        "sandales|sandale|espadrilles|nu pieds",
        "sandalias|sandalia|alpargatas",
    ),
    (
        "flip-flops",
        "flip-flops",
        "flip flops|flip flop|flipflops|thongs sandals|slides|sliders|pool slides",
        "flip flops|zehentrenner|badelatschen|pantoletten",
        "tongs|claquettes",
        "chanclas|chancletas",
    ),
    (
        "flats",
        "flats",
        "flats|ballet flats|ballerinas|ballerina|ballerina flats|flat shoes",
        "ballerinas",
        "ballerines",
        "bailarinas|manoletinas",
    ),
    (
        "slippers",
        "slippers",
        "slippers|slipper|house shoes",
        "hausschuhe|pantoffeln",
        "chaussons|pantoufles",
        "zapatillas de casa|pantuflas",
    ),
)

CARRIED_AND_WORN_WITH: tuple[Row, ...] = (
    # --- bags
    (
        "handbag",
        "handbag",
        "handbag|handbags|satchel|hobo bag|top handle bag|hand bag",
        "handtasche|handtaschen",
        "sac a main|sac|sacs",
        "bolso|bolsos|bolso de mano",
    ),
    (
        "handbag",
        "tote bag",
        "tote|tote bag|totes|shopper bag",
        "shopper",
        "cabas|sac cabas",
        "bolso shopper",
    ),
    (
        "handbag",
        "crossbody bag",
        "crossbody|crossbody bag|cross body bag|crossbody bags|sling bag|sling bags|slingbag|"
        "slingbags",
        "umhangetasche|umhangetaschen",
        "sac bandouliere",
        "bandolera|bolso bandolera",
    ),
    (
        "handbag",
        "shoulder bag",
        "shoulder bag|shoulder bags|shoulderbag|shoulderbags",
        "schultertasche",
        "sac porte epaule",
        "bolso de hombro",
    ),
    # A small bag sold as a purse is a kind of its own (a purse's "similar" is purses).
    (
        "purse",
        "purse",
        "purse|purses|mini bag|mini bags",
        "minitasche|minibag",
        "petit sac|mini sac",
        "bolsito|mini bolso",
    ),
    (
        "clutch",
        "clutch",
        "clutch|clutches|evening bag|envelope clutch|potli|potli bag",
        "clutch|abendtasche",
        "pochette|minaudiere",
        "clutch|cartera de mano",
    ),
    (
        "backpack",
        "backpack",
        "backpack|backpacks|rucksack|rucksacks|daypack|bagpack|bagpacks|gym sack|gymsack|"
        "drawstring bag|drawstring backpack",
        "rucksack|rucksacke|turnbeutel",
        "sac a dos|sac a cordon|sac de gym",
        "mochila|mochilas|mochila de cuerdas|saco de cuerdas",
    ),
    # Kinds of bag a shop sells under their own name: "similar" keeps them apart.
    (
        "laptop bag",
        "laptop bag",
        "laptop bag|laptop bags|computer bag|notebook bag|briefcase|briefcases|office bag|"
        "laptop sleeve|laptop sleeves|tablet sleeve|tablet sleeves|ipad sleeve|ipad cover|"
        "tablet case|tablet cover",
        "tablethulle|tablet hulle|laptoptasche|laptoptaschen|notebooktasche|aktentasche|"
        "laptophulle",
        "sacoche pour ordinateur|sacoche ordinateur|housse ordinateur|porte documents|mallette|"
        "housse tablette|etui tablette",
        "funda para portatil|funda portatil|maletin|bolsa para portatil|funda tablet|"
        "funda para tablet",
    ),
    (
        "duffel bag",
        "duffel bag",
        "duffle|duffel|duffle bag|duffel bag|duffle bags|duffel bags|gym bag|gym bags|"
        "sports bag|sport bag|travel bag|travel bags|weekender|weekender bag|holdall",
        "sporttasche|sporttaschen|reisetasche|reisetaschen|weekender",
        "sac de sport|sac de voyage|sac polochon",
        "bolsa de deporte|bolsa de viaje|bolso de viaje|petate",
    ),
    (
        "messenger bag",
        "messenger bag",
        "messenger bag|messenger bags|messenger|courier bag",
        "kuriertasche|messenger tasche|messenger bag",
        "besace|sac messager",
        "bolso messenger|bolso cartero|bandolera messenger",
    ),
    (
        "pouch",
        "pouch",
        "pouch|pouches|travel pouch|toiletry bag|wash bag|toilet kit|cosmetic pouch|makeup pouch",
        "kulturbeutel|kosmetiktasche",
        "trousse|trousse de toilette",
        "neceser",
    ),
    (
        "waist bag",
        "waist bag",
        "waist pouch|waist bag|waist bags|belt bag|bum bag|fanny pack|hip bag",
        "bauchtasche|gurteltasche|huefttasche",
        "banane|sac banane",
        "rinonera|rinoneras",
    ),
    (
        "mobile pouch",
        "mobile pouch",
        "mobile pouch|mobile pouches|phone pouch|phone pouches",
        "handytasche|handytaschen",
        "pochette telephone|pochette pour telephone",
        "bolsa para movil|bolsito para movil",
    ),
    (
        "luggage",
        "luggage",
        "suitcase|suitcases|trolley bag|trolley bags|trolley|luggage|cabin bag",
        "koffer|reisekoffer|rollkoffer|trolley",
        "valise|valises|bagage",
        "maleta|maletas|trolley",
    ),
    (
        "bag",
        "bag",
        "bag|bags",
        "tasche|taschen",
        "sacoche",
        "bolsa|bolsas",
    ),
    # --- jewelry
    (
        "necklace",
        "necklace",
        "necklace|necklaces|chain|chains|choker|mangalsutra",
        "halskette|kette|ketten|collier",
        "collier|colliers|chaine|sautoir",
        "collar|collares|cadena|gargantilla",
    ),
    (
        "pendant",
        "pendant",
        "pendant|pendants|locket|lockets|pendant with chain",
        "anhanger|kettenanhanger|medaillon",
        "pendentif|pendentifs|medaillon",
        "colgante|colgantes|dije|dijes|medallon",
    ),
    (
        "earrings",
        "earrings",
        "earrings|earring|studs|stud earrings|hoops|hoop earrings|ear cuff|jhumkas|ear rings",
        "ohrringe|ohrring|ohrstecker|creolen",
        "boucles d oreilles|boucle d oreille|creoles|puces d oreilles",
        "pendientes|pendiente|aretes|arete|aros",
    ),
    (
        "ring",
        "ring",
        "ring|rings|band ring",
        "ring|ringe|fingerring",
        "bague|bagues|anneau",
        "anillo|anillos|sortija",
    ),
    (
        "bracelet",
        "bracelet",
        "bracelet|bracelets|cuff bracelet",
        "armband|armbander",
        "bracelet|bracelets|gourmette",
        "pulsera|pulseras",
    ),
    (
        "bangle",
        "bangle",
        "bangle|bangles|kada|kadas|bangle bracelet",
        "armreif|armreifen",
        "jonc|joncs|bracelet jonc",
        "brazalete|brazaletes|esclava|esclavas",
    ),
    (
        "jewelry set",
        "jewelry set",
        "jewellery set|jewelry set|jewelery set|pendant set|necklace set|earring set|earrings set|"
        "earring and pendant set",
        "schmuckset",
        "parure",
        "juego de joyas|conjunto de joyas",
    ),
    ("brooch", "brooch", "brooch|brooches", "brosche", "broche", "broche"),
    ("anklet", "anklet", "anklet|anklets", "fusskettchen", "bracelet de cheville", "tobillera"),
    (
        "cufflinks",
        "cufflinks",
        "cufflinks|cufflink|cuff links|button cover|button covers",
        "manschettenknopfe",
        "boutons de manchette|cache bouton|cache boutons",
        "gemelos|cubre botones",
    ),
    # --- accessories
    (
        "watch",
        "watch",
        "watch|watches|wristwatch|smartwatch|chronograph",
        "uhr|armbanduhr|uhren",
        "montre|montres",
        "reloj|relojes",
    ),
    (
        "sunglasses",
        "sunglasses",
        "sunglasses|sunglass|shades|sunnies|aviators",
        "sonnenbrille|sonnenbrillen",
        "lunettes de soleil",
        "gafas de sol|lentes de sol",
    ),
    ("belt", "belt", "belt|belts", "gurtel", "ceinture|ceintures", "cinturon|cinturones|cinto"),
    (
        "scarf",
        "scarf",
        "scarf|scarves|bandana|snood",
        "schal|schals|tuch|halstuch|loop",
        "echarpe|foulard|cheche",
        "bufanda|bufandas|panuelo|fular",
    ),
    (
        "muffler",
        "muffler",
        "muffler|mufflers|neck warmer|neckwarmer",
        "halswarmer",
        "cache nez|cache col",
        "cuello|braga de cuello",
    ),
    (
        "stole",
        "stole",
        "stole|stoles|shawl|shawls|pashmina|pashminas|wrap shawl",
        "stola|stolen|schultertuch|umschlagtuch",
        "etole|etoles|chale|chales",
        "estola|estolas|chal|chales|manton|pashmina",
    ),
    ("dupatta", "dupatta", "dupatta|dupattas|chunni|chunri|odhni", "", "", ""),
    (
        "hat",
        "hat",
        "hat|hats|cap|caps|beanie|beanies|beret|fedora|bucket hat|baseball cap|visor|headwear",
        "hut|mutze|mutzen|kappe|cap|beanie",
        "chapeau|casquette|bonnet|beret",
        "sombrero|gorra|gorro|boina",
    ),
    (
        "gloves",
        "gloves",
        "gloves|glove|mittens|mitts",
        "handschuhe|handschuh|faustlinge",
        "gants|moufles",
        "guantes",
    ),
    (
        "tie",
        "tie",
        "tie|ties|necktie|bow tie|bowtie|pocket square",
        "krawatte|fliege|schlips",
        "cravate|noeud papillon",
        "corbata|pajarita",
    ),
    (
        "socks",
        "socks",
        "socks|sock|ankle socks|booties socks",
        "socken|strumpfe|sneakersocken",
        "chaussettes",
        "calcetines|calcetin",
    ),
    (
        "hosiery",
        "tights",
        "tights|stockings|pantyhose|hosiery|hold ups",
        "strumpfhose|strumpfhosen",
        "collants|collant|bas",
        "medias|pantis",
    ),
    (
        "wallet",
        "wallet",
        "wallet|wallets|card holder|cardholder|coin purse|billfold|passport holder|passport cover|"
        "card case",
        "geldborse|portemonnaie|brieftasche|kartenetui",
        "portefeuille|porte cartes|porte monnaie",
        "cartera|billetera|monedero|tarjetero",
    ),
    (
        "hair accessory",
        "hair accessory",
        "hair accessory|hair accessories|scrunchie|hair clip|hairband|headband|headbands|hair tie",
        "haarreif|haarspange|haarband|stirnband",
        "chouchou|barrette|bandeau|serre tete",
        "diadema|pasador|coletero",
    ),
    (
        "accessory",
        "bag charm",
        "bag charm|bag charms|purse charm",
        "taschenanhanger",
        "bijou de sac",
        "colgante para bolso|charm para bolso",
    ),
    (
        "keychain",
        "keychain",
        "keychain|keychains|key chain|key chains|keyring|keyrings|key ring|key case",
        "schlusselanhanger|schlusselring",
        "porte cles",
        "llavero|llaveros",
    ),
    (
        "umbrella",
        "umbrella",
        "umbrella|umbrellas",
        "regenschirm|regenschirme|schirm",
        "parapluie|parapluies",
        "paraguas",
    ),
    (
        "suspenders",
        "suspenders",
        "suspenders|braces",
        "hosentrager",
        "bretelles",
        "tirantes",
    ),
    (
        "shoe care",
        "shoe care",
        "shoe laces|shoelaces|shoe accessories|shoe care|shoe polish|shoe brush|shoe cleaner|"
        "shoe trees|shoe tree",
        "schnursenkel|schuhpflege|schuhcreme|schuhburste",
        "lacets|cirage|entretien des chaussures",
        "cordones|betun|limpiador de zapatos",
    ),
    (
        "wristband",
        "wristband",
        "wristband|wristbands|sweatband|sweatbands",
        "schweissband|schweissbander",
        "poignet eponge|poignets eponge",
        "muñequera|munequera|munequeras",
    ),
    (
        "gift set",
        "gift set",
        "gift set|gift sets|accessory gift set|accessory set|accessories set",
        "geschenkset|geschenksets|geschenkbox",
        "coffret cadeau|coffrets cadeaux",
        "set de regalo|estuche de regalo",
    ),
    (
        "accessory",
        "accessory",
        "phone case|face mask",
        "handyhulle",
        "coque de telephone",
        "funda de movil",
    ),
)
