"""Phrasing variety the signal rules generalise to (fit-text-7), one example per rule.

Each rule was written from ``fit-labels.md`` and from unlabelled reviews, not from the
labelled cases; the examples here are made up. Pure tests: no database.
"""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        ("en", "Not too loose or tight.", {"overall": 0}),
        ("en", "It is not too large or boxy.", {"overall": 0}),
        ("en", "It is neither too big nor too small.", {"overall": 0}),
    ]
)
def test_a_negation_covers_both_coordinated_adjectives(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "I waited so long for it to arrive.", {}),
        ("en", "It was back ordered for so long.", {}),
        ("en", "Took too long to ship, but it is lovely.", {}),
        ("en", "It has been a long time since I loved a dress this much.", {}),
        ("en", "The dress is so long on me.", {"length": 1}),
    ]
)
def test_long_about_time_is_no_length(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Even when tied very tight, the wrap opens.", {}),
        ("en", "I cinch it tight with a belt.", {}),
        ("en", "It is very tight.", {"overall": -1}),
    ]
)
def test_how_it_was_fastened_is_no_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Skip the petite unless you are very short.", {}),
        ("en", "This belt made my waist look really small.", {}),
        ("en", "My hips looked huge in it.", {}),
    ]
)
def test_the_readers_or_reviewers_body_is_no_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Some of the other reviews said it was tight.", {}),
        ("en", "I disagree with the reviewers who say this runs small.", {}),
        ("en", "I found a review on another site stating that these run small.", {}),
        ("en", "Reviewers were right, it runs small.", {"overall": -1}),
        ("en", "Busty ladies size up.", {}),
        ("en", "A lot of retailer tops are too snug for me.", {}),
        ("en", "I think the model is wearing a larger size.", {}),
        ("en", "It looked so loose on model.", {}),
        ("en", "Sometimes they are snug in the shoulders.", {}),
        ("en", "I tried to imagine a cold day when all that extra fabric would be nice.", {}),
    ]
)
def test_generic_and_second_hand_statements_are_skipped(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "This swimsuit fits exactly as I had hoped.", {"overall": 0}),
        ("en", "Fits just as I expected.", {"overall": 0}),
        ("en", "It fits just as it should.", {"overall": 0}),
        ("en", "It fit my daughter beautifully.", {"overall": 0}),
        ("en", "Sized perfectly.", {"overall": 0}),
        ("en", "Fabric is lovely, fit is impeccable.", {"overall": 0}),
        ("en", "Amazing fit!", {"overall": 0}),
        ("en", "I normally wear a 12 and the large was perfect.", {"overall": 0}),
        ("en", "The m was the best fit.", {"overall": 0}),
        ("en", "Small was perfect for me at 135 lbs.", {"overall": 0}),
    ]
)
def test_more_ways_to_say_it_fits(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "I bumped up to a 14.", {"overall": -1}),
        ("en", "I stepped down a size.", {"overall": 1}),
        ("en", "I sized down to get a more fitted look.", {}),
        ("en", "I went a size up, just for a looser look.", {}),
        ("en", "I did size down, because I wanted to wear them cropped.", {}),
    ]
)
def test_size_changes_for_a_look_are_no_verdict(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It extended longer than I had hoped.", {"length": 1}),
        ("en", "Shorter than expected.", {"length": -1}),
        ("en", "Mine has a loose but straight silhouette.", {}),
    ]
)
def test_comparatives_against_expectation_and_attributive_adjectives(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Short and boxy", {"length": -1}),
        ("en", "Really boxy, short", {"length": -1}),
        ("en", "I'm 5'2, short and curvy.", {}),
        ("en", "It falls about two inches longer than on the model.", {"length": 1}),
        ("en", "The sleeves pull against my arms.", {"sleeves": -1}),
    ]
)
def test_verbless_fragments_and_longer_reaches(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "In sweaters I go between sizes small and medium.", {}),
        ("en", "Very soft, loose fitting casual shorts.", {}),
        ("en", "It has a loose fit.", {}),
        ("en", "These shoes have a snug fit.", {"overall": -1}),
        ("en", "The top button was almost falling off.", {}),
        ("en", "Definitely stay on the larger size.", {"overall": -1}),
        ("en", "Runs on the larger side.", {"overall": 1}),
        ("en", "It's snug, but that's the way it's meant to be worn.", {"overall": 0}),
        ("en", "I went with the larger size as it looked a little better.", {}),
    ]
)
def test_nouns_styles_parts_and_advice_are_told_apart(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Love this dress. The top was too big.", {"bust": 1}),
        ("en", "Cute dress, the top was fine but the waist was big.", {"bust": 0, "waist": 1}),
        ("en", "Love this blouse. The top was too big.", {"overall": 1}),
        ("en", "The dress is pretty, the top of the zipper is too tight.", {}),
    ]
)
def test_the_top_of_a_dress_is_its_bust(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Fits my waist with room to spare.", {"waist": 1}),
        ("en", "My waist is small.", {}),
        ("en", "Sleeve length is perfect.", {"sleeves": 0}),
        ("de", "Die Ärmellänge passt.", {"sleeves": 0}),
        ("en", "Body length is great.", {"length": 0}),
        ("en", "Snug at first but they have stretched nicely.", {}),
        ("en", "Boxy through the chest.", {"chest": 1}),
        ("en", "Boxy style.", {}),
        ("en", "Very happy with the fit.", {"overall": 0}),
    ]
)
def test_parts_as_objects_sleeve_length_first_wear_and_judged_styles(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It fits perfectly, the sleeves too.", {"overall": 0, "sleeves": 0}),
        ("de", "XL passt ihm perfekt, auch die Ärmellänge.", {"overall": 0, "sleeves": 0}),
        ("de", "Schrittlänge passt perfekt, Bund ebenfalls.", {"inseam": 0, "waist": 0}),
        ("fr", "Elle me va parfaitement, les manches aussi.", {"overall": 0, "sleeves": 0}),
        ("es", "Me queda perfecto, las mangas también.", {"overall": 0, "sleeves": 0}),
    ]
)
def test_a_part_added_to_a_fit_verdict_fits_too(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "If you are between sizes, size down, it runs a bit big.", {"overall": 1}),
        ("en", "If you are between sizes, size down.", {}),
        ("en", "It feels snug when you first put it on.", {}),
        ("en", "Being larger on top, the ruffles did not bother me.", {}),
        ("en", "There is a lot of room to have fun with this top.", {}),
        ("en", "I wanted a baggy fit, which I got, so this is tts.", {"overall": 0}),
        ("en", "It runs very big underneath the arms.", {"sleeves": 1}),
        ("en", "I wish it didn't run so big.", {"overall": 1}),
        ("en", "The 8 fit but just did not look good.", {"overall": 0}),
    ]
)
def test_conditions_first_wear_the_reviewers_body_and_wishes(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "Very tight in the arms and across the shoulders.",
            {"sleeves": -1, "shoulders": -1},
        ),
        ("en", "Loose at the waist and through the hips.", {"waist": 1, "hips": 1}),
        ("de", "Zu eng an der Hüfte und am Oberschenkel.", {"hips": -1, "thigh": -1}),
    ]
)
def test_coordinated_parts_may_repeat_their_preposition(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "I don't think it's too tight at all.", {"overall": 0}),
        ("en", "I don't think it's too full at all.", {}),
        ("en", "I didn't find them tight.", {"overall": 0}),
        ("en", "I never felt it was small.", {"overall": 0}),
        ("en", "I think it's too full in the hips.", {"hips": 1}),
    ]
)
def test_negation_raised_over_an_opinion_verb(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It is super cropped on me.", {"length": -1}),
        ("en", "It is a bit boxy on me.", {"overall": 1}),
        ("en", "It is cropped on the model.", {}),
        ("en", "A little too full in the waist.", {"waist": 1}),
        ("en", "Love the full skirt.", {}),
        ("en", "It has a full lining.", {}),
    ]
)
def test_style_words_judged_on_the_wearer(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "I tried another of his dresses and it fit perfectly.", {}),
        ("en", "My old jeans are too tight now.", {}),
        ("en", "Other reviews mentioning that it runs small made me size up.", {}),
        ("en", "Just like all other pilcro jeans, they are true to size.", {"overall": 0}),
        ("en", "It runs smaller than other brands.", {"overall": -1}),
    ]
)
def test_other_garments_and_other_reviews_are_not_this_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It is as long on me as on the model.", {"length": 0}),
        ("en", "The sleeves are as long as the ones on my coat.", {}),
        ("en", "It is just as flowy as pictured.", {}),
        ("en", "It is so long on me.", {"length": 1}),
    ]
)
def test_an_equative_is_no_verdict(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "The length is adequate.", {"length": 0}),
        ("en", "Great drape, length, and colour.", {"length": 0}),
        ("en", "The length and body fit were perfect.", {"length": 0}),
        ("en", "It hits at just the perfect spot.", {"length": 0}),
        ("en", "It falls exactly as pictured.", {"length": 0}),
        ("en", "As for length, it fit me like the model.", {"length": 0}),
        ("en", "I didn't have to have it hemmed.", {"length": 0}),
        ("en", "I had no problem with the fit or length.", {"length": 0}),
        ("en", "I had no problems with the sizing.", {"overall": 0}),
        ("en", "Wear your normal size.", {"overall": 0}),
    ]
)
def test_more_ways_to_say_the_length_or_size_is_right(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "Can't sit down. The waist is tight. Everything else is fine.",
            {"waist": -1, "overall": 0},
        ),
    ]
)
def test_the_rest_fits_beside_a_vague_title(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Sizing was true to size for me. I usually wear a 6, I got the 4.", {"overall": 0}),
        ("en", "I usually wear an 8, the 4 fits perfectly.", {"overall": 1}),
    ]
)
def test_true_to_size_outweighs_a_size_comparison(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It ran at least a size smaller than the photos.", {"overall": -1}),
        ("en", "Runs a size small in the bust.", {"bust": -1}),
        ("en", "It fits about a size big.", {"overall": 1}),
        ("en", "Order a size smaller.", {"overall": 1}),
    ]
)
def test_a_verdict_in_sizes_is_not_advice(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It lays nicely without feeling too baggy.", {"overall": 0}),
        ("en", "I fit into a medium without it being too snug.", {"overall": 0}),
        ("en", 'It is not "baggy" at all.', {"overall": 0}),
    ]
)
def test_without_and_quoted_words_are_negated(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Often xs tops run short, this one does not.", {}),
        ("en", "I don't like anything too tight around my stomach.", {}),
        ("en", "I prefer my jeans snug.", {}),
        ("en", "Go down or up depending on how loose you like it.", {}),
        ("en", "The weave is tight, making it warm.", {}),
    ]
)
def test_habits_tastes_and_the_fabric_are_not_this_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "Great fit. I only question one thing- am I tall enough for the extra fabric?",
            {"overall": 0},
        ),
        ("en", "If you are in between sizes- size down.", {}),
    ]
)
def test_a_glued_dash_before_a_question_ends_the_statement(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "The hem falls about two inches longer than shown on the model.", {"length": 1}),
        ("en", "The buttons are small.", {}),
        ("en", "There was at least 5 inches of material at my feet.", {"length": 1}),
        ("en", "It sits so high, literally right under the bustline.", {}),
        ("en", "It fits just right at the waist.", {"waist": 0}),
        ("en", "My breasts are barely covered.", {}),
        ("en", "It barely covers my butt.", {"length": -1}),
    ]
)
def test_the_hem_and_the_feet_place_the_length_but_a_seam_right_under_a_part_does_not(
    language, text, expected
):
    assert labels(text, language) == expected


@check(
    [
        ("en", "No need to size up.", {"overall": 0}),
        ("en", "I didn't have to size down.", {"overall": 0}),
        ("en", "Size up.", {"overall": -1}),
        ("en", "The length works for me.", {"length": 0}),
        ("en", "It is perfect in length.", {"length": 0}),
        ("en", "I got my usual size and it fits.", {"overall": 0}),
        ("en", "The fit is loose in the waist.", {"waist": 1}),
        ("en", "The fit is loose.", {"overall": 1}),
    ]
)
def test_negated_advice_more_verdicts_and_the_fit_in_a_part(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "Runs small in the bust. There is no wiggle room in the dress.",
            {"bust": -1, "overall": -1},
        ),
        ("en", "Pinches\nIt pinches at the waist.", {"waist": -1}),
    ]
)
def test_an_idiom_said_of_the_whole_garment_is_not_vague(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It runs big. The arm holes are too big in the size small on me.", {"overall": 1}),
        ("en", "I got the petite large and it fits.", {"overall": 0}),
        ("en", "It is small on me.", {"overall": -1}),
        ("en", "The belt made my waist look small.", {}),
    ]
)
def test_a_sizes_name_is_no_verdict(language, text, expected):
    assert labels(text, language) == expected


# --- fit-text-11 families (written from unlabelled rows 500-999 of the women's reviews)


@check(
    [
        ("en", "I was swimming in the size 4.", {"overall": 1}),
        ("en", "The large was swimming on me.", {"overall": 1}),
        ("en", "Not secure enough to wear for swimming.", {}),
        ("de", "Ich schwimme förmlich darin.", {"overall": 1}),
        ("fr", "Je nage dedans.", {"overall": 1}),
        ("es", "Nado en él.", {"overall": 1}),
    ]
)
def test_swimming_in_it_is_loose(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It runs very large, especially through the hips.", {"overall": 1, "hips": 1}),
        ("en", "It is much tighter, especially in my arms.", {"overall": -1, "sleeves": -1}),
        ("de", "Sehr eng, vor allem an den Schultern.", {"overall": -1, "shoulders": -1}),
        ("fr", "La robe est trop petite, surtout aux épaules.", {"overall": -1, "shoulders": -1}),
        ("es", "Muy pequeño, sobre todo en los hombros.", {"overall": -1, "shoulders": -1}),
    ]
)
def test_a_part_singled_out_after_a_verdict_gets_it_too(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "They were impossible to button.", {"overall": -1}),
        ("en", "It is difficult to button them behind your neck.", {}),
        ("de", "Die Hose war unmöglich zuzuknöpfen.", {"overall": -1}),
        ("es", "El pantalón era imposible de abrochar.", {"overall": -1}),
        ("en", "There was fabric to spare in the hip area.", {"hips": 1}),
        ("en", "The sleeves were past my hands.", {"sleeves": 1}),
        ("en", "The sleeves are a bit lengthy.", {"sleeves": 1}),
        ("en", "The dress is humongous.", {"overall": 1}),
    ]
)
def test_more_ways_to_say_too_small_or_too_big(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Pull it up and it's an oversized hood.", {}),
        ("en", "I had to keep pulling them up all day.", {"rise": -1}),
    ]
)
def test_pulling_it_up_is_a_sliding_rise_only_as_a_chore(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Had these fit, I would have kept them.", {}),
        ("en", "They fit fine in the waist.", {"waist": 0}),
        ("en", "I have a few retailer tops in this fabric and they have shrunk a bit.", {}),
        ("en", "For me the arm cutout was too wide.", {}),
        ("en", "The sweater is enormous! Strange fit under the arms as well.", {"overall": 1}),
        ("de", "Seltsame Passform an den Schultern.", {}),
        ("fr", "Coupe bizarre aux épaules.", {}),
    ]
)
def test_counterfactuals_other_garments_openings_and_odd_fits_are_no_verdict(
    language, text, expected
):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "Boxy through the chest but the sleeves are the right length.",
            {"chest": 1, "sleeves": 0},
        ),
        ("de", "Die Ärmel sind genau die richtige Länge.", {"sleeves": 0}),
        ("fr", "Les manches sont de la bonne longueur.", {"sleeves": 0}),
        ("de", "Perfekte Länge.", {"length": 0}),
    ]
)
def test_a_part_is_the_right_length(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("de", "Normalerweise 75C, hier auf 75D gewechselt, jetzt passt er.", {"overall": -1}),
        ("en", "I am usually a 34B but the 36B fits.", {"overall": -1}),
        ("fr", "D'habitude je porte du 90C, j'ai pris du 90B et il me va bien.", {"overall": 1}),
        ("en", "I am usually a 30DD and ordered the 32D, fits great.", {"overall": 0}),
    ]
)
def test_a_bra_size_changed_along_one_axis_is_a_size_comparison(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It runs true to size to a little big.", {"overall": 1}),
        ("en", "Runs tts or a tad small.", {"overall": -1}),
        ("en", "True to size and a perfect fit.", {"overall": 0}),
        ("de", "Größengerecht bis leicht groß.", {"overall": 1}),
        ("fr", "Taille bien ou un peu petit.", {"overall": -1}),
        ("es", "Talla bien o un poco grande.", {"overall": 1}),
    ]
)
def test_true_to_size_as_the_near_end_of_a_range_leans_the_other_way(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "This dress looked like a sack on me. The top was way too big.",
            {"overall": 1, "bust": 1},
        ),
        ("en", "I have long arms so the standard XS was huge.", {"overall": 1}),
        ("en", "My bust is 34 inches and the S has plenty of room there.", {"bust": 1}),
        ("de", "Ich habe breite Schultern und die Jacke ist riesig.", {"overall": 1}),
        ("fr", "J'ai de larges épaules et la veste est énorme.", {"overall": 1}),
        ("es", "Tengo hombros anchos y la chaqueta es enorme.", {"overall": 1}),
    ]
)
def test_the_garment_as_subject_is_the_whole(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "It is tight in the chest, shoulders and arms.",
            {"chest": -1, "shoulders": -1, "sleeves": -1},
        ),
        (
            "en",
            "Runs super small in the upper arms, shoulder area.",
            {"sleeves": -1, "shoulders": -1},
        ),
        ("en", "Too big in the waist, hips, and thighs.", {"waist": 1, "hips": 1, "thigh": 1}),
        ("en", "Loose in the waist, hips perfect.", {"waist": 1, "hips": 0}),
        (
            "de",
            "Zu eng an Brust, Schultern und Armen.",
            {"bust": -1, "shoulders": -1, "sleeves": -1},
        ),
        (
            "fr",
            "Trop serré aux épaules, aux bras et à la poitrine.",
            {"shoulders": -1, "sleeves": -1, "bust": -1},
        ),
        (
            "es",
            "Muy ajustado en el pecho, los hombros y los brazos.",
            {"bust": -1, "shoulders": -1, "sleeves": -1},
        ),
    ]
)
def test_parts_listed_with_commas_each_get_the_label(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "The sleeves are nice and long!", {"sleeves": 0}),
        ("en", "It is nice and snug.", {"overall": 0}),
        ("en", "It is nice and roomy.", {"overall": 1}),
    ]
)
def test_praise_joined_to_a_length_or_snug_word_is_as_wanted(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Warning, the shoulder area is cut small due to the fabric.", {"shoulders": -1}),
        ("en", "It was so short that if I lifted my arms you'd see my bra.", {"length": -1}),
        ("en", "The knees had gotten so baggy that they looked ridiculous.", {}),
        ("en", "The overlay hits me way short.", {"length": -1}),
        ("en", "It hits just below the knee.", {}),
    ]
)
def test_reasons_and_result_clauses_after_a_size_word_and_where_it_hits(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "de",
            "Andere Rezensionen sagen, es fällt klein aus. Bei mir passt es perfekt.",
            {"overall": 0},
        ),
        (
            "fr",
            "D'autres avis disent qu'elle taille petit, pour moi elle taille bien.",
            {"overall": 0},
        ),
        ("es", "Otras opiniones dicen que talla pequeño, a mí me queda perfecto.", {"overall": 0}),
        ("de", "Am Model sieht es locker aus, an mir sitzt es eng.", {"overall": -1}),
    ]
)
def test_second_hand_reports_and_the_model_in_german_french_and_spanish(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "I often have a hard time finding pants that fit just right. These fit perfectly.",
            {"overall": 0},
        ),
        ("en", "It is difficult to find a jumpsuit to fit my long torso.", {}),
        ("de", "Es ist schwer, Hosen zu finden, die gut passen.", {}),
        ("fr", "C'est difficile de trouver un jean qui va bien.", {}),
        ("es", "Es difícil encontrar vaqueros que queden bien.", {}),
    ]
)
def test_a_search_in_general_is_no_verdict_on_this_item(language, text, expected):
    assert labels(text, language) == expected
