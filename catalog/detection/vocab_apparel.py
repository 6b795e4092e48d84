"""Garment vocabulary of clothes: tops, bottoms, one-pieces, outerwear, and what is worn
but is not part of an outfit (underwear, sleepwear) or not worn (beauty).

Rows as in ``vocab_garments``: ``(fine, tag, en, de, fr, es)``.
"""

from __future__ import annotations

Row = tuple[str, str, str, str, str, str]

APPAREL: tuple[Row, ...] = (
    # --- tops
    (
        "t-shirt",
        "t-shirt",
        "t shirt|t shirts|tshirt|tshirts|tee|tees|teeshirt|tee shirt|henley|raglan|jersey|jerseys",
        "t shirt|t shirts|tshirt",
        "tee shirt|tee shirts|teeshirt|teeshirts",
        "camiseta|camisetas|remera|remeras|playera|playeras",
    ),
    (
        "t-shirt",
        "polo shirt",
        "polo shirt|polo shirts|polo tee|polos|polo t shirt",
        "poloshirt|poloshirts",
        "polo",
        "polo",
    ),
    (
        "shirt",
        "shirt",
        "shirt|shirts|button down|button up|overshirt|oxford shirt",
        "hemd|hemden|oberhemd",
        "chemise|chemises",
        "camisa|camisas",
    ),
    (
        "blouse",
        "blouse",
        "blouse|blouses",
        "bluse|blusen",
        "blouse|blouses|chemisier",
        "blusa|blusas",
    ),
    (
        "top",
        "top",
        "top|tops|tank|tank top|cami|camisole|crop top|tube top|halter top|bodysuit|bralette|"
        "tunic|tunics|singlet|vest top",
        "oberteil|trager top|tragertop",
        "debardeur|caraco|tunique",
        "top|tops|blusa sin mangas|tunica|body",
    ),
    (
        "sweater",
        "sweater",
        "sweater|sweaters|jumper|jumpers|pullover|pullovers|knit sweater|turtleneck|shrug",
        "pullover|pulli|strickpullover|rollkragenpullover|sweater",
        "pull|pulls|chandail|tricot",
        "jersey de punto|jersey de lana|jersey de cuello alto|jerseis|sueter|sueteres|jersei",
    ),
    (
        "cardigan",
        "cardigan",
        "cardigan|cardigans",
        "strickjacke|cardigan",
        "gilet en maille|cardigan",
        "rebeca|cardigan|chaqueta de punto",
    ),
    (
        "hoodie",
        "hoodie",
        "hoodie|hoodies|hooded sweatshirt|zip hoodie|hoody",
        "kapuzenpullover|hoodie|kapuzenpulli",
        "sweat a capuche|hoodie",
        "sudadera con capucha",
    ),
    (
        "sweatshirt",
        "sweatshirt",
        "sweatshirt|sweatshirts|crewneck sweatshirt|sweat",
        "sweatshirt",
        "sweat|sweatshirt",
        "sudadera|sudaderas",
    ),
    ("kurta", "kurta", "kurta|kurtas|kurti|kurtis", "", "", ""),
    # --- bottoms
    (
        "jeans",
        "jeans",
        "jeans|jean|denims",
        "jeans|jeanshose",
        "jean|jeans",
        "vaqueros|jeans|tejanos",
    ),
    (
        "trousers",
        "trousers",
        "trousers|trouser|pants|pant|slacks|chinos|chino|cargos|capris|capri|culottes|"
        "salwar|churidar|patiala|palazzo|palazzos|dress pants",
        "hose|hosen|chino|stoffhose|anzughose|cargohose",
        "pantalon|pantalons|chino",
        "pantalon|pantalones|chinos",
    ),
    (
        "joggers",
        "joggers",
        "joggers|jogger|track pants|track pant|trackpants|sweatpants|sweat pants|jogging bottoms|"
        "yoga pants|training pants|sports pants|sport pants|"
        "track bottoms",
        "jogginghose|trainingshose|sporthose",
        "jogging|pantalon de jogging|bas de survetement",
        "pantalon de chandal|jogger|joggers",
    ),
    (
        "leggings",
        "leggings",
        "leggings|legging|jeggings|jegging",
        "leggings",
        "legging|leggings",
        "leggings|mallas|malla",
    ),
    (
        "shorts",
        "shorts",
        "shorts|short|bermuda|bermudas|hot pants",
        "shorts|kurze hose|bermudashorts",
        "short|shorts|bermuda",
        "pantalon corto|pantalones cortos|shorts|bermuda|bermudas",
    ),
    (
        "skirt",
        "skirt",
        "skirt|skirts|skort",
        "rock|rocke|minirock|jeansrock",
        "jupe|jupes",
        "falda|faldas",
    ),
    # --- one-pieces
    (
        "dress",
        "dress",
        "dress|dresses|gown|gowns|sundress|frock",
        "kleid|kleider",
        "robe|robes",
        "vestido|vestidos",
    ),
    (
        "jumpsuit",
        "jumpsuit",
        "jumpsuit|jumpsuits|playsuit|playsuits|romper|rompers|overalls|dungarees|catsuit|unitard",
        "jumpsuit|overall|latzhose|einteiler",
        "combinaison|salopette|combishort",
        "mono|monos|peto|enterizo",
    ),
    ("saree", "saree", "saree|sarees|sari|saris", "", "", ""),
    (
        "set",
        "set",
        "co ord|co ords|coord set|tracksuit|tracksuits|two piece|2 piece|clothing set|suit|suits|"
        "pantsuit|kurta set|outfit set|lehenga|lehenga choli|night suit set|tuxedo|tuxedos|tux",
        "anzug|trainingsanzug|hosenanzug|zweiteiler|smoking",
        "costume|ensemble|survetement|tailleur|smoking",
        "conjunto|chandal|traje|esmoquin|smoking",
    ),
    (
        "swimwear",
        "swimsuit",
        "swimsuit|swimsuits|swimwear|bathing suit|one piece swimsuit|rash guard|monokini",
        "badeanzug",
        "maillot de bain|maillot",
        "bañador|banador|traje de baño",
    ),
    (
        "swimwear",
        "bikini",
        "bikini|bikinis|bikini top|bikini bottom|bikini bottoms|bikini set|tankini",
        "bikini",
        "bikini|haut de bikini|bas de bikini",
        "bikini|top de bikini|braguita de bikini",
    ),
    (
        "swimwear",
        "swim shorts",
        "swim shorts|swim trunks|board shorts|boardshorts",
        "badehose|badeshorts",
        "short de bain",
        "bañador de hombre|short de baño",
    ),
    # --- outerwear
    (
        "jacket",
        "jacket",
        "jacket|jackets|bomber|windbreaker|anorak|shacket|gilet jacket|shell jacket",
        "jacke|jacken|blouson|windjacke|anorak",
        "veste|vestes|blouson|doudoune",
        "chaqueta|chaquetas|cazadora|chamarra|chaqueton|plumifero",
    ),
    (
        "coat",
        "coat",
        "coat|coats|overcoat|parka|parkas|trench|trenchcoat|raincoat|peacoat|duffle coat|poncho",
        "mantel|mantel|parka|trenchcoat",
        "manteau|manteaux|parka|trench|imperméable",
        "abrigo|abrigos|gabardina|parka|impermeable",
    ),
    (
        "blazer",
        "blazer",
        "blazer|blazers|sport coat|suit jacket",
        "blazer|sakko|sakkos",
        "blazer|veste de costume",
        "blazer|americana|saco",
    ),
    (
        "vest",
        "vest",
        "waistcoat|waistcoats|gilet|gilets|puffer vest|down vest|suit vest|sweater vest|vest|vests",
        "weste|westen|gilet",
        "gilet|gilet sans manches",
        "chaleco|chalecos",
    ),
)

NOT_OUTFIT: tuple[Row, ...] = (
    # --- not part of an outfit
    (
        "underwear",
        "underwear",
        "underwear|briefs|brief|boxers|boxer|trunks|boxer briefs|panties|panty|knickers|thong|"
        "innerwear|undershirt|innerwear vest|thermal|shapewear|corset|hipster|bikini briefs|"
        "innerwear t shirt|innerwear tshirt|innerwear top|thermal top|thermal t shirt|"
        "vest innerwear",
        "unterhose|unterhosen|slip|slips|unterwasche|unterhemd|boxershorts|string|panty",
        "culotte|culottes|calecon|slip|boxer|sous vetements|string",
        "calzoncillos|bragas|braga|ropa interior|boxer|tanga",
    ),
    (
        "bra",
        "bra",
        "bra|bras|sports bra|push up bra|brassiere|bralet",
        "bh|sport bh|bustenhalter",
        "soutien gorge|brassiere",
        "sujetador|sujetadores|brasier|sosten",
    ),
    (
        "sleepwear",
        "sleepwear",
        "pajamas|pyjamas|pyjama|pajama|nightdress|nightgown|nightie|nighty|night suit|night suits|"
        "sleepwear|loungewear|bathrobe|bath robe|bath robes|dressing gown|babydoll|baby doll|"
        "sleep shirt|"
        "lounge pants|lounge shorts|lounge top|sleep set|onesie",
        "schlafanzug|pyjama|nachthemd|bademantel|morgenmantel",
        "pyjama|chemise de nuit|peignoir|nuisette",
        "pijama|camison|bata|albornoz",
    ),
    (
        "beauty",
        "beauty",
        "perfume|eau de parfum|eau de toilette|fragrance|deodorant|deo|deos|body spray|body mist|"
        "lipstick|lip gloss|lip liner|lip balm|lip color|nail polish|nail lacquer|nail enamel|"
        "mascara|eyeliner|eye liner|kajal|eye shadow|eyeshadow|foundation|concealer|compact|blush|"
        "blusher|highlighter|moisturiser|moisturizer|face wash|cleanser|sunscreen|toner|serum|"
        "face pack|hair colour|hair color|body lotion|shower gel|makeup remover|primer|cream|creme|"
        "eye pencil|lip pencil|lip contour|lip plumper|sunblock|sun block|scrub|after shave|"
        "aftershave|make up|makeup|powder|balm|nail paint",
        "parfum|lippenstift|nagellack|wimperntusche|duschgel",
        "parfum|rouge a levres|vernis a ongles|mascara|fond de teint",
        "perfume|pintalabios|esmalte de unas|rimel|base de maquillaje",
    ),
)
