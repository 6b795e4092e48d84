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
        "hi top|low tops|low top|high top sneakers|hightops|hi tops sneakers",
        "sneaker|sneakers|turnschuhe|turnschuh|laufschuhe|laufschuh|sportschuhe|sportschuh",
        "baskets|basket|tennis|chaussures de sport|chaussures de course",
        "zapatillas|zapatilla|deportivas|tenis|zapatillas deportivas",
    ),
    (
        "formal shoes",
        "formal shoes",
        "formal shoes|formal shoe|dress shoes|dress shoe|oxfords|oxford shoes|oxford shoe|"
        "brogues|brogue shoes|derbies|derby shoes|derby shoe|monk shoes|monk straps|"
        "monk strap shoes|wingtips|wingtip shoes",
        "anzugschuhe|businessschuhe|budapester|oxford schuhe|derby schuhe",
        "derbies|richelieus|richelieu|chaussures de ville|chaussures habillees",
        "zapatos de vestir|zapatos formales|zapato de vestir|zapato formal|bluchers|oxford",
    ),
    (
        "shoes",
        "shoes",
        "shoes|shoe|loafers|loafer|moccasins|boat shoes|mules|clogs|lace ups|casual shoes",
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
        "heels|heel|high heels|pumps|stilettos|stiletto|court shoes|wedges|slingbacks|kitten heels|"
        "peep toes|peep toe|peep toe heels",
        "pumps|high heels|absatzschuhe|stilettos",
        "escarpins|escarpin|talons|chaussures a talons",
        "tacones|zapatos de tacon|salones",
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
        "flats|ballet flats|ballerinas|ballerina flats|flat shoes",
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
        "handbag|handbags|satchel|hobo bag|purse|top handle bag|hand bag",
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
        "crossbody|crossbody bag|cross body bag|crossbody bags|sling bag|sling bags",
        "umhangetasche|umhangetaschen",
        "sac bandouliere",
        "bandolera|bolso bandolera",
    ),
    (
        "handbag",
        "shoulder bag",
        "shoulder bag|shoulder bags",
        "schultertasche",
        "sac porte epaule",
        "bolso de hombro",
    ),
    (
        "clutch",
        "clutch",
        "clutch|clutches|evening bag|envelope clutch",
        "clutch|abendtasche",
        "pochette|minaudiere",
        "clutch|cartera de mano",
    ),
    (
        "backpack",
        "backpack",
        "backpack|backpacks|rucksack|rucksacks|daypack",
        "rucksack|rucksacke",
        "sac a dos",
        "mochila|mochilas",
    ),
    (
        "bag",
        "bag",
        "bag|bags|duffle|duffel|duffle bag|duffel bag|messenger bag|laptop bag|gym bag|pouch|"
        "waist pouch|belt bag|bum bag|fanny pack|trolley bag|weekender|travel pouch",
        "tasche|taschen|bauchtasche|sporttasche|reisetasche",
        "sacoche|banane|sac de sport",
        "bolsa|bolsas|rinonera|bolsa de deporte",
    ),
    # --- jewelry
    (
        "necklace",
        "necklace",
        "necklace|necklaces|pendant|pendants|chain|chains|choker|locket|mangalsutra",
        "halskette|kette|ketten|anhanger|collier",
        "collier|colliers|pendentif|chaine|sautoir",
        "collar|collares|colgante|cadena|gargantilla",
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
        "bracelet|bracelets|bangle|bangles|cuff bracelet|kada",
        "armband|armbander|armreif",
        "bracelet|bracelets|jonc|gourmette",
        "pulsera|pulseras|brazalete",
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
        "cufflinks|cufflink|cuff links",
        "manschettenknopfe",
        "boutons de manchette",
        "gemelos",
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
        "scarf|scarves|stole|stoles|muffler|mufflers|shawl|shawls|dupatta|dupattas|bandana|pashmina|snood",
        "schal|schals|tuch|halstuch|loop",
        "echarpe|foulard|etole|cheche",
        "bufanda|bufandas|panuelo|fular|chal",
    ),
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
        "accessory",
        "keychain",
        "keychain|key chain|keyring|key ring|key case",
        "schlusselanhanger",
        "porte cles",
        "llavero",
    ),
    ("accessory", "umbrella", "umbrella|umbrellas", "regenschirm|schirm", "parapluie", "paraguas"),
    (
        "accessory",
        "accessory",
        "suspenders|braces|wristband|"
        "wristbands|shoe laces|shoelaces|phone case|face mask|shoe accessories|shoe care|"
        "shoe polish|shoe brush",
        "hosentrager",
        "bretelles",
        "tirantes",
    ),
)
