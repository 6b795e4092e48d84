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
        "top|tops|tank|tank top|crop top|tube top|halter top|bodysuit|bralette|singlet|vest top",
        "oberteil|trager top|tragertop",
        "debardeur",
        "top|tops|blusa sin mangas|body",
    ),
    # Kinds of top a shop sells under their own name: "similar" keeps them apart.
    (
        "tunic",
        "tunic",
        "tunic|tunics|tunic top|kaftan top",
        "tunika|tuniken|tunikashirt",
        "tunique|tuniques",
        "tunica|tunicas",
    ),
    (
        "camisole",
        "camisole",
        "cami|camis|camisole|camisoles|cami top|strappy top|spaghetti top",
        "camisole|spaghettitop|tragerhemd|tragerhemdchen",
        "caraco|caracos|camisole",
        "camisola de tirantes|camisole|top de tirantes",
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
        "trousers|trouser|pants|pant|slacks|chinos|chino|cargos|culottes|"
        "palazzo|palazzos|dress pants",
        "hose|hosen|chino|stoffhose|anzughose|cargohose",
        "pantalon|pantalons|chino",
        "pantalon|pantalones|chinos",
    ),
    (
        "capris",
        "capris",
        "capris|capri|capri pants|capri trousers|capri leggings|3 4 pants|3 4 pant|3 4th pants|"
        "3 4 length pants|three quarter pants|cropped pants|cropped trousers|pedal pushers",
        "caprihose|caprihosen|dreiviertelhose|3 4 hose",
        "pantacourt|pantacourts|corsaire|corsaires",
        "pantalon capri|pantalones capri|pantalon pirata|pantalones piratas|pirata|piratas",
    ),
    (
        "salwar",
        "salwar",
        "salwar|salwars|shalwar|patiala|patialas|patiala salwar|dhoti pants",
        "",
        "",
        "",
    ),
    ("churidar", "churidar", "churidar|churidars|churidar pants", "", "", ""),
    (
        "joggers",
        "joggers",
        "joggers|jogger|track pants|track pant|trackpants|trackpant|sweatpants|sweatpant|"
        "sweat pants|jogging bottoms|yoga pants|training pants|sports pants|sport pants|"
        "track bottoms",
        "jogginghose|trainingshose|sporthose",
        "jogging|pantalon de jogging|bas de survetement",
        "pantalon de chandal|jogger|joggers",
    ),
    (
        "leggings",
        "leggings",
        "leggings|legging",
        "leggings",
        "legging|leggings",
        "leggings|mallas|malla",
    ),
    (
        "jeggings",
        "jeggings",
        "jeggings|jegging",
        "jeggings|jegging",
        "jegging|jeggings",
        "jeggings",
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
        "nightdress",
        "nightdress",
        "nightdress|nightdresses|night dress|nightgown|nightgowns|nightie|nighties|nighty|"
        "sleep shirt|sleepshirt|babydoll|babydolls|baby doll|baby dolls|negligee",
        "nachthemd|nachthemden|nachtkleid|negligee",
        "chemise de nuit|chemises de nuit|nuisette|nuisettes",
        "camison|camisones",
    ),
    (
        "lounge pants",
        "lounge pants",
        "lounge pants|lounge pant|lounge shorts|lounge trousers|lounge bottoms|pyjama bottoms|"
        "pajama bottoms|pyjama pants|pajama pants|pyjama shorts|pajama shorts|sleep pants",
        "schlafhose|schlafhosen|loungehose|pyjamahose",
        "bas de pyjama|pantalon de pyjama|short de pyjama|pantalon d interieur",
        "pantalon de pijama|pantalones de pijama|short de pijama",
    ),
    (
        "pyjamas",
        "pyjamas",
        "pajamas|pyjamas|pyjama|pajama|pyjama set|pajama set|night suit|night suits|nightsuit|"
        "nightsuits|sleep set",
        "schlafanzug|schlafanzuge|pyjama|pyjamas",
        "pyjama|pyjamas",
        "pijama|pijamas",
    ),
    (
        "bathrobe",
        "bathrobe",
        "bathrobe|bathrobes|bath robe|bath robes|dressing gown|dressing gowns|robe de chambre",
        "bademantel|morgenmantel",
        "peignoir|peignoirs|robe de chambre",
        "albornoz|albornoces|bata|batas",
    ),
    (
        "sleepwear",
        "sleepwear",
        "sleepwear|loungewear|lounge top|lounge t shirt|lounge tshirt|lounge tee|onesie|onesies|"
        "nightwear",
        "nachtwasche|loungewear",
        "vetements de nuit|tenue d interieur",
        "ropa de dormir",
    ),
    # Beauty: each kind a shop lists on its own ("similar" to a lipstick is lipsticks).
    (
        "perfume",
        "perfume",
        "perfume|perfumes|eau de parfum|eau de toilette|edp|edt|fragrance|fragrances|"
        "body mist|body mists|cologne|colognes|fragrance gift set|perfume gift set",
        "parfum|parfums|eau de parfum|eau de toilette|duftwasser",
        "parfum|parfums|eau de parfum|eau de toilette|brume parfumee",
        "perfume|perfumes|colonia|colonias|eau de parfum|eau de toilette",
    ),
    (
        "deodorant",
        "deodorant",
        "deodorant|deodorants|deo|deos|body spray|body sprays|antiperspirant|anti perspirant",
        "deodorant|deodorants|deo|deospray|antitranspirant",
        "deodorant|deodorants|anti transpirant",
        "desodorante|desodorantes|antitranspirante",
    ),
    (
        "lipstick",
        "lipstick",
        "lipstick|lipsticks|lip color|lip colour|lip colors|lip colours|lipcolor|lipcolour|"
        "lip crayon|liquid lipstick",
        "lippenstift|lippenstifte",
        "rouge a levres|rouges a levres",
        "pintalabios|barra de labios|barras de labios|labial|labiales",
    ),
    (
        "lip liner",
        "lip liner",
        "lip liner|lip liners|lipliner|lip pencil|lip pencils|lip contour|lip definer",
        "lipliner|lippenkonturenstift|lippenkonturstift",
        "crayon a levres|crayon contour des levres",
        "perfilador de labios|delineador de labios",
    ),
    (
        "lip gloss",
        "lip gloss",
        "lip gloss|lip glosses|lipgloss|lip balm|lip balms|lip care|lip plumper|lip butter|lip oil",
        "lipgloss|lippenbalsam|lippenpflege",
        "gloss|brillant a levres|baume a levres|baume levres",
        "brillo de labios|gloss|balsamo labial|balsamo de labios",
    ),
    (
        "nail polish",
        "nail polish",
        "nail polish|nail polishes|nail lacquer|nail enamel|nail paint|nail colour|nail color|"
        "nail varnish|nail polish remover|nail remover",
        "nagellack|nagellacke|nagellackentferner",
        "vernis a ongles|vernis|dissolvant",
        "esmalte de unas|esmalte|esmaltes|quitaesmalte",
    ),
    (
        "eyeliner",
        "eyeliner",
        "eyeliner|eyeliners|eye liner|eye liners|kajal|kohl|eye pencil|eye pencils|lash liner",
        "eyeliner|kajal|kajalstift|augenstift",
        "eye liner|eyeliner|crayon yeux|crayon pour les yeux|khol|kohl",
        "delineador|delineador de ojos|lapiz de ojos|kohl",
    ),
    (
        "mascara",
        "mascara",
        "mascara|mascaras",
        "wimperntusche|mascara",
        "mascara",
        "rimel|mascara de pestanas|mascara",
    ),
    (
        "eyeshadow",
        "eyeshadow",
        "eyeshadow|eyeshadows|eye shadow|eye shadows|eyeshadow palette",
        "lidschatten",
        "fard a paupieres|ombre a paupieres",
        "sombra de ojos|sombras de ojos",
    ),
    (
        "foundation",
        "foundation",
        "foundation|primer|concealer|concealers|bb cream|cc cream|face primer",
        "foundation|grundierung|concealer|abdeckstift",
        "fond de teint|base de teint|anti cernes|correcteur",
        "base de maquillaje|corrector|prebase",
    ),
    (
        "compact",
        "compact",
        "compact|compact powder|face powder|pressed powder|loose powder|setting powder|powder",
        "puder|kompaktpuder",
        "poudre|poudre compacte",
        "polvos|polvos compactos|polvo compacto",
    ),
    (
        "blush",
        "blush",
        "blush|blusher|blushes|highlighter|highlighters|bronzer|illuminator|face illuminator|"
        "brightener|face brightener",
        "highlighter|bronzer",
        "blush|fard a joues|enlumineur",
        "colorete|rubor|iluminador",
    ),
    (
        "skin care",
        "skin care",
        "moisturiser|moisturizer|moisturising lotion|moisturizing lotion|face wash|facewash|"
        "cleanser|sunscreen|sunblock|sun block|toner|serum|face pack|face mask pack|peel|scrub|"
        "body lotion|lotion|cream|creme|eye cream|face cream|night cream|day cream|"
        "makeup remover|after shave|aftershave|shower gel|body wash|face gel|fairness gel",
        "feuchtigkeitscreme|gesichtscreme|sonnencreme|reinigungsgel|duschgel|bodylotion|serum|"
        "gesichtswasser|creme",
        "creme|hydratant|nettoyant|creme solaire|ecran solaire|lait corps|gel douche|"
        "demaquillant|serum|lotion",
        "hidratante|limpiador|protector solar|crema solar|locion|gel de ducha|serum|desmaquillante",
    ),
    (
        "hair care",
        "hair care",
        "hair colour|hair color|hair dye|shampoo|conditioner|hair oil|hair serum|hair gel|"
        "hair spray",
        "haarfarbe|shampoo|spulung|haarol",
        "coloration|shampooing|apres shampooing|huile capillaire",
        "tinte|champu|acondicionador|aceite capilar",
    ),
    (
        "beauty",
        "beauty",
        "make up|makeup|makeup kit|beauty kit|grooming kit|balm|cosmetics|nail art",
        "kosmetik|schminke",
        "maquillage|cosmetiques",
        "maquillaje|cosmeticos",
    ),
)
