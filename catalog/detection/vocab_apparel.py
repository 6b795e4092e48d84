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
        "3 4 length pants|three quarter pants|cropped pants|cropped trousers|pedal pushers|"
        "pedal pusher",
        "caprihose|caprihosen|dreiviertelhose|3 4 hose",
        "pantacourt|pantacourts|corsaire|corsaires",
        "pantalon capri|pantalones capri|pantalon pirata|pantalones piratas|pirata|piratas",
    ),
    (
        "salwar",
        "salwar",
        "salwar|salwars|shalwar|dhoti pants",
        "",
        "",
        "",
    ),
    ("patiala", "patiala", "patiala|patialas|patiala salwar|patiala pants", "", "", ""),
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
        "jumpsuit|jumpsuits|playsuit|playsuits|overalls|dungarees|dungaree|catsuit|unitard",
        "jumpsuit|overall|latzhose|einteiler",
        "combinaison|salopette|salopettes|combishort",
        "mono|monos|peto|enterizo",
    ),
    (
        "romper",
        "romper",
        "romper|rompers|romper suit|snapsuit|snapsuits",
        "strampler|strampelanzug",
        "barboteuse|barboteuses|grenouillere",
        "pelele|peleles|ranita",
    ),
    ("saree", "saree", "saree|sarees|sari|saris", "", "", ""),
    (
        "set",
        "set",
        "co ord|co ords|coord set|two piece|2 piece|clothing set|suit|suits|"
        "pantsuit|kurta set|outfit set|lehenga|lehenga choli|night suit set|tuxedo|tuxedos|tux|"
        "dhoti set|dhoti sets|dhoti kurta",
        "anzug|hosenanzug|zweiteiler|smoking",
        "costume|ensemble|tailleur|smoking",
        "conjunto|traje|esmoquin|smoking",
    ),
    (
        "tracksuit",
        "tracksuit",
        "tracksuit|tracksuits|jogging suit|jogging suits|sweatsuit|sweatsuits",
        "trainingsanzug|trainingsanzuge|jogginganzug|jogginganzuge",
        "survetement|survetements",
        "chandal|chandals|chandales",
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
        "jacket|jackets|bomber|windbreaker|windcheater|wind cheater|anorak|shacket|gilet jacket|"
        "shell jacket",
        "jacke|jacken|blouson|windjacke|anorak",
        "veste|vestes|blouson|doudoune",
        "chaqueta|chaquetas|cazadora|chamarra|chaqueton|plumifero",
    ),
    (
        "rain jacket",
        "rain jacket",
        "rain jacket|rain jackets|rainjacket|rain cheater|waterproof jacket|rain shell",
        "regenjacke|regenjacken",
        "veste de pluie|veste impermeable|coupe vent impermeable",
        "chubasquero|chubasqueros|chaqueta de lluvia|chaqueta impermeable",
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
    # Kinds of underwear a shop lists on their own ("similar" to trunks is trunks).
    (
        "briefs",
        "briefs",
        "briefs|brief|panties|panty|knickers|thong|thongs|hipster|hipsters|bikini briefs|"
        "bikini brief|boy shorts|boyshorts",
        "slip|slips|string|strings|panty|tanga",
        "slip|slips|culotte|culottes|string|tanga",
        "bragas|braga|braguita|braguitas|tanga|tangas|slip|slips",
    ),
    (
        "trunks",
        "trunks",
        "trunks|trunk|boxer trunks",
        "retroshorts|retropants",
        "boxer court|boxers courts",
        "boxers ajustados",
    ),
    (
        "boxers",
        "boxers",
        "boxers|boxer|boxer shorts|boxer short",
        "boxershorts|boxershort",
        "calecon|calecons",
        "boxers holgados|calzoncillos boxer",
    ),
    (
        "undershirt",
        "undershirt",
        "undershirt|undershirts|innerwear vest|innerwear vests|vest innerwear|innervest|"
        "innervests|innerwear t shirt|innerwear t shirts|innerwear tshirt|innerwear tshirts|"
        "innerwear top|innerwear tops|thermal top|"
        "thermal t shirt",
        "unterhemd|unterhemden",
        "maillot de corps|maillots de corps",
        "camiseta interior|camisetas interiores",
    ),
    (
        "shapewear",
        "shapewear",
        "shapewear|corset|corsets|body shaper|body shapers|waist cincher",
        "shapewear|mieder|korsett|korsage",
        "gaine|gaines|corset|corsets",
        "faja|fajas|corse|corses",
    ),
    (
        "underwear",
        "underwear",
        "underwear|innerwear|thermal|thermals|long johns",
        "unterhose|unterhosen|unterwasche",
        "sous vetements|calecon long",
        "calzoncillos|ropa interior",
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
        "lounge pants|lounge pant|lounge trousers|lounge bottoms|pyjama bottoms|"
        "pajama bottoms|pyjama pants|pajama pants|sleep pants",
        "schlafhose|schlafhosen|loungehose|pyjamahose",
        "bas de pyjama|pantalon de pyjama|pantalon d interieur",
        "pantalon de pijama|pantalones de pijama",
    ),
    (
        "lounge shorts",
        "lounge shorts",
        "lounge shorts|pyjama shorts|pajama shorts|sleep shorts",
        "schlafshorts|pyjamashorts",
        "short de pyjama|short d interieur",
        "short de pijama|pantalon corto de pijama",
    ),
    (
        "pyjamas",
        "pyjamas",
        "pajamas|pyjamas|pyjama|pajama|pyjama set|pajama set|night suit|night suits|nightsuit|"
        "nightsuits|sleep set|lounge set|lounge sets|loungewear set",
        "schlafanzug|schlafanzuge|pyjama|pyjamas|loungewear set",
        "pyjama|pyjamas|ensemble d interieur",
        "pijama|pijamas|conjunto de estar por casa",
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
        "body mist|body mists|cologne|colognes",
        "parfum|parfums|eau de parfum|eau de toilette|duftwasser",
        "parfum|parfums|eau de parfum|eau de toilette|brume parfumee",
        "perfume|perfumes|colonia|colonias|eau de parfum|eau de toilette",
    ),
    (
        "fragrance set",
        "fragrance set",
        "fragrance gift set|fragrance gift sets|perfume gift set|fragrance set|perfume set|"
        "fragrance kit|perfume kit",
        "duftset|parfumset|parfum set",
        "coffret parfum|coffret eau de toilette|coffret eau de parfum",
        "estuche de perfume|set de perfume|estuche de colonia",
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
        "lip gloss|lip glosses|lipgloss|lip balm|lip balms|lip care|lip plumper|lip butter|lip oil|"
        "lip pot|lip pots",
        "lipgloss|lippenbalsam|lippenpflege",
        "gloss|brillant a levres|baume a levres|baume levres",
        "brillo de labios|gloss|balsamo labial|balsamo de labios",
    ),
    (
        "nail polish",
        "nail polish",
        "nail polish|nail polishes|nail lacquer|nail enamel|nail paint|nail colour|nail color|"
        "nail varnish",
        "nagellack|nagellacke",
        "vernis a ongles|vernis",
        "esmalte de unas|esmalte|esmaltes",
    ),
    (
        "nail care",
        "nail care",
        "nail polish remover|nail enamel remover|nail paint remover|nail remover|nail file|"
        "nail files|cuticle oil|cuticle cream|nail care|nail essentials|nail kit",
        "nagellackentferner|nagelfeile|nagelpflege|nagelol",
        "dissolvant|lime a ongles|soin des ongles|huile cuticules",
        "quitaesmalte|lima de unas|cuidado de unas|aceite de cuticulas",
    ),
    (
        "eyeliner",
        "eyeliner",
        "eyeliner|eyeliners|eye liner|eye liners|kajal|kohl|eye pencil|eye pencils|lash liner|"
        "eye definer|eye contour definer",
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
        "eyeshadow|eyeshadows|eye shadow|eye shadows|eyeshadow palette|eye colour|eye color|"
        "eye colours|eye colors|shadow stick|eyeshadow stick",
        "lidschatten|augenfarbe|lidschattenstift",
        "fard a paupieres|ombre a paupieres|ombre a paupieres stick",
        "sombra de ojos|sombras de ojos|sombra en barra",
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
    # Skin care: kinds a shop lists on their own (a sunscreen's "similar" is sunscreens).
    (
        "sunscreen",
        "sunscreen",
        "sunscreen|sunscreens|sunblock|sun block|sun screen|sun cream|sun lotion|sun protection",
        "sonnencreme|sonnenschutz|sonnenmilch|sonnenspray",
        "creme solaire|ecran solaire|protection solaire|lait solaire",
        "protector solar|crema solar|bloqueador solar|fotoprotector",
    ),
    (
        "face wash",
        "face wash",
        "face wash|facewash|face washes|cleanser|cleansers|facial cleanser|cleansing milk|"
        "facial foam|face foam|cleansing foam|cleansing gel",
        "reinigungsgel|gesichtsreinigung|waschgel|reinigungsschaum|reinigungsmilch",
        "nettoyant|nettoyant visage|gel nettoyant|mousse nettoyante|lait nettoyant",
        "limpiador|limpiador facial|gel limpiador|espuma limpiadora|leche limpiadora",
    ),
    (
        "face mask",
        "face mask",
        "face pack|face packs|face mask pack|fruit pack|peel|peel off mask|masque|sheet mask|"
        "clay mask|mud mask",
        "gesichtsmaske|gesichtsmasken|tuchmaske",
        "masque visage|masque peel off|masque a l argile",
        "mascarilla|mascarillas|mascarilla facial",
    ),
    (
        "scrub",
        "scrub",
        "scrub|scrubs|face scrub|body scrub|exfoliator|exfoliators|exfoliant|skin polisher",
        "peeling|gesichtspeeling|korperpeeling",
        "gommage|gommages|exfoliant",
        "exfoliante|exfoliantes",
    ),
    (
        "eye cream",
        "eye cream",
        "eye cream|eye creams|eye gel|under eye cream|eye serum|eye contour cream",
        "augencreme|augengel",
        "creme contour des yeux|contour des yeux|gel contour des yeux",
        "contorno de ojos|crema de ojos|crema contorno de ojos",
    ),
    (
        "body lotion",
        "body lotion",
        "body lotion|body lotions|body butter|body milk|hand cream|hand and body lotion|lotion",
        "bodylotion|korperlotion|korpermilch|handcreme",
        "lait corps|lait pour le corps|creme mains|creme pour les mains|lotion",
        "locion corporal|crema corporal|crema de manos|locion",
    ),
    (
        "toner",
        "toner",
        "toner|toners|skin toner|face toner|freshener|skin freshener|astringent",
        "gesichtswasser|gesichtstonic",
        "lotion tonique|tonique",
        "tonico|tonico facial|locion tonica",
    ),
    (
        "makeup remover",
        "makeup remover",
        "makeup remover|make up remover|makeup removers|makeup cleanser|make up cleanser",
        "make up entferner|makeup entferner|abschminktucher",
        "demaquillant|demaquillants",
        "desmaquillante|desmaquillantes",
    ),
    (
        "skin care",
        "skin care",
        "moisturiser|moisturizer|moisturising lotion|moisturizing lotion|serum|"
        "cream|creme|face cream|night cream|day cream|"
        "after shave|aftershave|shower gel|body wash|face gel|fairness gel|moisturising gel|"
        "moisturizing gel|moisturising cream|moisturizing cream|night treatment|anti acne gel|"
        "acne gel|aloe vera gel",
        "feuchtigkeitscreme|gesichtscreme|duschgel|serum|creme|feuchtigkeitsgel|aloe vera gel",
        "creme|hydratant|gel douche|serum|gel hydratant|gel aloe vera",
        "hidratante|gel de ducha|serum|gel hidratante|gel de aloe vera",
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
